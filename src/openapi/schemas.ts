/**
 * The `components.schemas` of an OpenAPI 3.1 document from a generation's IR: one object schema
 * per complex type the documents reach (named as the generated TypeScript names it), one per
 * document root (with the root's `xml` name and namespace), and each element property carrying its
 * `xml` name, namespace and the prefix the API writes for it, so XML-aware tools (Swagger UI,
 * Redoc, Postman) show and build documents as the API writes them.
 * @see https://spec.openapis.org/oas/v3.1.0#xml-object
 */
import type { EmitContext } from '../emit/context.js';
import type { FieldPlan } from '../emit/model/content.js';
import { scalarOf, type Scalar } from '../emit/model/scalars.js';
import type { RootEntry } from '../emit/naming/root-names.js';
import type { IrComplexType, TypeRef } from '../ir/nodes.js';

/** A JSON Schema (2020-12) object as OpenAPI 3.1 embeds it. */
export type JsonSchema = Record<string, unknown>;

/** `#/components/schemas/<name>`. */
export function schemaRef(name: string): JsonSchema {
  return { $ref: `#/components/schemas/${name}` };
}

/**
 * The `xml` object of an element: name, namespace, and the prefix the API writes for a helper
 * namespace (ct, g, eit, vmrs…). Elements of a document schema's namespace get none: documents
 * put their own namespace in the default one (an OpenAPI prefix is static, so one nested in
 * another document, like 0.3-beta's embedded parts, is shown with a default-namespace declaration,
 * which means the same).
 */
function xmlObject(context: EmitContext, namespace: string, local: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const xml: Record<string, unknown> = { name: local, ...extra };
  if (namespace !== '') {
    xml['namespace'] = namespace;
    const schema = context.schemaOf(namespace);
    if (schema?.prefix && schema.roots.length === 0) xml['prefix'] = schema.prefix;
  }
  return xml;
}

/** The schema of a simple value: type, format, facets. */
export function scalarSchema(scalar: Scalar): JsonSchema {
  const facets = scalar.facets;
  const schema: JsonSchema = {};
  switch (scalar.kind) {
    case 'boolean':
      schema['type'] = 'boolean';
      break;
    case 'integer':
      schema['type'] = 'integer';
      break;
    case 'double':
      schema['type'] = 'number';
      break;
    case 'decimal':
      // Exact decimals travel as text (`0.10` stays `0.10`); the format names the value space.
      Object.assign(schema, { type: 'string', format: 'decimal', pattern: '^[+-]?(\\d+(\\.\\d*)?|\\.\\d+)$' });
      break;
    case 'dateTime':
      Object.assign(schema, { type: 'string', format: 'date-time' });
      break;
    case 'date':
      Object.assign(schema, { type: 'string', format: 'date' });
      break;
    case 'time':
      Object.assign(schema, { type: 'string', format: 'time' });
      break;
    default:
      schema['type'] = 'string';
  }
  if (facets.enumeration) schema['enum'] = [...facets.enumeration];
  if (facets.pattern && facets.pattern.length === 1) schema['pattern'] = `^(?:${facets.pattern[0]})$`;
  else if (facets.pattern && facets.pattern.length > 1) schema['anyOf'] = facets.pattern.map((pattern) => ({ pattern: `^(?:${pattern})$` }));
  if (facets.length !== undefined) Object.assign(schema, { minLength: facets.length, maxLength: facets.length });
  if (facets.minLength !== undefined) schema['minLength'] = facets.minLength;
  if (facets.maxLength !== undefined) schema['maxLength'] = facets.maxLength;
  if (facets.fractionDigits !== undefined) schema['x-fraction-digits'] = facets.fractionDigits;
  if (facets.totalDigits !== undefined) schema['x-total-digits'] = facets.totalDigits;
  for (const [facet, keyword] of [
    ['minInclusive', 'minimum'],
    ['maxInclusive', 'maximum'],
    ['minExclusive', 'exclusiveMinimum'],
    ['maxExclusive', 'exclusiveMaximum'],
  ] as const) {
    const bound = facets[facet];
    if (bound !== undefined && schema['type'] !== 'string') schema[keyword] = Number(bound);
  }
  return schema;
}

function typeSchema(context: EmitContext, ref: TypeRef): JsonSchema {
  const scalar = scalarOf(ref, context.generation);
  if (scalar) return scalarSchema(scalar);
  return schemaRef(context.typeName((ref as { name: string }).name));
}

function fieldSchema(context: EmitContext, field: FieldPlan): JsonSchema {
  const one = typeSchema(context, field.type);
  const value: JsonSchema = field.nillable ? { anyOf: [one, { type: 'null' }] } : one;
  if (field.list) {
    const items = { ...value, xml: xmlObject(context, field.namespace, field.local) };
    const array: JsonSchema = { type: 'array', items };
    if (field.required === 'always' && field.min > 0) array['minItems'] = field.min;
    if (field.max !== 'unbounded') array['maxItems'] = field.max;
    return array;
  }
  const schema: JsonSchema = { ...value, xml: xmlObject(context, field.namespace, field.local) };
  if (field.element.doc) schema['description'] = field.element.doc;
  return schema;
}

/** The object schema of a complex type. */
export function complexTypeSchema(context: EmitContext, type: IrComplexType): JsonSchema {
  const plan = context.plan(type);
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const field of plan.fields) {
    properties[field.property] = fieldSchema(context, field);
    if (field.required === 'always' && (!field.list || field.min > 0)) required.push(field.property);
  }
  for (const attribute of plan.attributes) {
    properties[attribute.property] = { ...scalarSchema(attribute.scalar), xml: xmlObject(context, attribute.namespace, attribute.local, { attribute: true }) };
    if (!attribute.optional) required.push(attribute.property);
  }
  if (plan.text) properties['$value'] = { ...scalarSchema(plan.text), description: 'the element text' };
  const schema: JsonSchema = { type: 'object', properties };
  if (required.length > 0) schema['required'] = required;
  if (type.doc) schema['description'] = type.doc;
  if (plan.ordered) schema['x-xml-order'] = 'sequence';
  return schema;
}

/** The schema of a document root: its type with the root element's `xml` name and namespace. */
export function rootSchema(context: EmitContext, root: RootEntry): JsonSchema {
  const base = typeSchema(context, root.element.type);
  const schema: JsonSchema = { ...base, xml: { name: root.local, namespace: root.schema.namespace } };
  schema['description'] = root.element.doc ?? `A \`${root.local}\` document of ${root.schema.name} ${root.schema.version}.`;
  return schema;
}

/**
 * Every component schema of the generation: reached complex types, then the document roots. A
 * root whose (anonymous) type is named after the root itself is that type's schema, with the
 * root's `xml` added.
 */
export function componentSchemas(context: EmitContext, roots: readonly RootEntry[]): Record<string, JsonSchema> {
  const schemas: Record<string, JsonSchema> = {};
  for (const type of context.reach.complexTypes) schemas[context.typeName(type.name)] = complexTypeSchema(context, type);
  for (const root of roots) {
    const own = root.element.type.kind === 'named' && context.typeNames.get(root.element.type.name) === root.stem;
    const schema = rootSchema(context, root);
    schemas[root.stem] = own ? { ...schemas[root.stem], xml: schema['xml'], description: schema['description'] } : schema;
  }
  return Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
