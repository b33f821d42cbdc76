/**
 * Projects a generation-neutral value onto one generation's document type, driven by the IR
 * (the same content plans the codecs are generated from), so the mock keeps one representation
 * of each record and still answers every generation exactly:
 * - only the elements the type declares are kept (0.0.7 gets no `chassisID`, 0.3-beta gets its
 *   embedded `parts`), under the property names the codecs use;
 * - values are brought to the element's type: decimals as two-digit strings, integers as numbers,
 *   dates cut from timestamps, enumerations matched case-insensitively (`start` -> `Start` in
 *   0.0.7), a complex value given for a simple element reduced to its `code`/`name`/`id`, a simple
 *   value given for a complex element put into its `code`/`name`/`id`, a single value given for a
 *   list wrapped;
 * - a required element the value lacks gets a neutral value of its type, so every answer
 *   decodes strictly and validates, whatever the generation.
 */
import { planContent, type ContentPlan, type FieldPlan } from '../../emit/model/content.js';
import { scalarOf, type Scalar } from '../../emit/model/scalars.js';
import type { IrComplexType, IrGeneration, TypeRef } from '../../ir/nodes.js';
import { qname } from '../../ir/qname.js';
import { checkPattern } from '../../runtime/facets.js';

const plans = new WeakMap<IrGeneration, Map<string, ContentPlan>>();

function planOf(type: IrComplexType, generation: IrGeneration): ContentPlan {
  let cache = plans.get(generation);
  if (!cache) plans.set(generation, (cache = new Map()));
  let plan = cache.get(type.name);
  if (!plan) cache.set(type.name, (plan = planContent(type, generation)));
  return plan;
}

type Value = unknown;
type Fields = Record<string, Value>;

const isRecord = (value: Value): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields a neutral record offers under the local name `local`. */
function pick(value: Fields, field: FieldPlan): Value {
  return value[field.property] ?? value[field.local];
}

const PREFERRED_KEYS = ['code', 'name', 'id', 'description'] as const;

function neutralScalar(scalar: Scalar): Value {
  const enumeration = scalar.facets.enumeration;
  if (enumeration && enumeration.length > 0) return enumeration[0];
  switch (scalar.kind) {
    case 'boolean':
      return false;
    case 'decimal':
      return '0.00';
    case 'integer':
    case 'double':
      return 0;
    case 'dateTime':
      return '2024-01-01T00:00:00Z';
    case 'date':
      return '2024-01-01';
    case 'time':
      return '00:00:00';
    default:
      return '';
  }
}

function conformScalar(scalar: Scalar, value: Value): Value | undefined {
  if (isRecord(value)) {
    const key = PREFERRED_KEYS.find((candidate) => value[candidate] !== undefined && !isRecord(value[candidate]));
    return key ? conformScalar(scalar, value[key]) : undefined;
  }
  const enumeration = scalar.facets.enumeration;
  if (enumeration) {
    const text = String(value).toLowerCase();
    return enumeration.find((candidate) => candidate.toLowerCase() === text);
  }
  switch (scalar.kind) {
    case 'boolean':
      return typeof value === 'boolean' ? value : value === 'true' || value === 1;
    case 'decimal': {
      const text = typeof value === 'number' ? value.toFixed(2) : String(value);
      return /^-?\d+(\.\d+)?$/.test(text) ? text : undefined;
    }
    case 'integer':
    case 'double': {
      const number = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(number) ? (scalar.kind === 'integer' ? Math.trunc(number) : number) : undefined;
    }
    case 'date':
      return String(value).slice(0, 10);
    default: {
      const text = typeof value === 'string' ? value : String(value);
      // A value outside the generation's pattern (a VMRS code) is left out rather than sent invalid.
      return scalar.facets.pattern && checkPattern(text, scalar.facets.pattern) ? undefined : text;
    }
  }
}

function conformComplex(type: IrComplexType, value: Value, generation: IrGeneration): Fields {
  const plan = planOf(type, generation);
  let source: Fields;
  if (isRecord(value)) source = value;
  else {
    // A simple value where the type wants elements (a 0.0.7 VMRS code string read as 0.1's {code}).
    const target = plan.fields.find((field) => (PREFERRED_KEYS as readonly string[]).includes(field.local));
    source = target && value !== undefined && value !== null ? { [target.local]: value } : {};
  }
  const result: Fields = {};
  for (const field of plan.fields) {
    const conformed = conformField(field, pick(source, field), generation);
    if (conformed !== undefined) result[field.property] = conformed;
  }
  if (plan.text && source['$value'] !== undefined) result['$value'] = conformScalar(plan.text, source['$value']);
  return result;
}

function conformOne(field: FieldPlan, value: Value, generation: IrGeneration): Value | undefined {
  if (value === null) return field.nillable ? null : undefined;
  const scalar = field.scalar ?? scalarOf(field.type, generation);
  if (scalar) return conformScalar(scalar, value);
  const type = complexTypeOf(field.type, generation);
  return type ? conformComplex(type, value, generation) : undefined;
}

function complexTypeOf(ref: TypeRef, generation: IrGeneration): IrComplexType | undefined {
  if (ref.kind !== 'named') return undefined;
  const type = generation.types[ref.name];
  return type?.kind === 'complexType' ? type : undefined;
}

function conformField(field: FieldPlan, value: Value, generation: IrGeneration): Value | undefined {
  if (field.list) {
    const items: Value[] = value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
    const conformed: Value[] = items.map((item) => conformOne(field, item, generation)).filter((item) => item !== undefined);
    while (field.required === 'always' && conformed.length < field.min) conformed.push(neutral(field, generation));
    return conformed;
  }
  const conformed = value === undefined ? undefined : conformOne(field, value, generation);
  if (conformed !== undefined || field.required !== 'always') return conformed;
  return neutral(field, generation);
}

function neutral(field: FieldPlan, generation: IrGeneration): Value {
  // Nil is valid whatever the facets; a made-up value might not match a pattern.
  if (field.nillable) return null;
  const scalar = field.scalar ?? scalarOf(field.type, generation);
  if (scalar) return neutralScalar(scalar);
  const type = complexTypeOf(field.type, generation);
  return type ? conformComplex(type, {}, generation) : '';
}

/**
 * The value of a `root` document of schema `schema` in `generation`, from a neutral value.
 * @throws Error when the generation has no such document (a mock bug).
 */
export function conformDocument(generation: IrGeneration, schema: string, root: string, value: unknown): unknown {
  const declaring = generation.schemas.find((candidate) => candidate.name === schema);
  const element = declaring ? generation.elements[qname(declaring.namespace, root)] : undefined;
  if (!element) throw new Error(`generation ${generation.id} has no <${root}> document of ${schema}`);
  const scalar = scalarOf(element.type, generation);
  if (scalar) return conformScalar(scalar, value) ?? neutralScalar(scalar);
  return conformComplex(complexTypeOf(element.type, generation)!, value, generation);
}
