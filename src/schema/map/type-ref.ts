/**
 * Turns a `type`/`base` QName into an IR TypeRef: a supported XSD built-in (Part 2, section 3),
 * or a top-level type of the document set (Part 1, 3.15.3 "QName resolution").
 *
 * A set whose targetNamespace is the XML Schema namespace itself (a schema for schemas, such as
 * JAXE's SimplerSchema.xsd) defines types of that namespace: `xs:formChoice` is then its own
 * simple type. A built-in's name stays the built-in, as libxml2 and Xerces read it: the set's
 * `string`, `NMTOKEN` or `ENTITY` only describes the built-in (a `maxLength` in the set's
 * `string` is not applied by either engine, and its `ENTITY` is the DTD construct, refused).
 */
import { fail } from '../../errors.js';
import type { TypeRef } from '../../ir/nodes.js';
import { qname, XSD_NAMESPACE } from '../../ir/qname.js';
import type { XsdName, XsdSchema, XsdSource } from '../xsd/model.js';
import { classifyBuiltin } from './builtins.js';
import { refuse } from '../refusals.js';
import type { MapContext } from './context.js';

/** What a reference must name: any type, or only a simple one (attributes, restrictions). */
export type TypeRefExpectation = 'any' | 'simple';

/** Resolves a type reference; refuses the built-ins outside the subset and unknown names. */
export function transformTypeRef(
  name: XsdName,
  from: XsdSchema,
  source: XsdSource,
  context: MapContext,
  expect: TypeRefExpectation = 'any',
): TypeRef {
  if (name.namespace === XSD_NAMESPACE) {
    // The ur-type: any content. Only elements can have it (attributes and restrictions need a simple type).
    if (name.local === 'anyType') {
      if (expect === 'simple') {
        return fail('SchemaInvalid', { file: source.file, line: source.line, detail: 'xs:anyType is not a simple type; a simple type is needed here' });
      }
      return { kind: 'builtin', name: 'anyType' };
    }
    const builtin = classifyBuiltin(name.local);
    if (builtin.kind === 'supported') return { kind: 'builtin', name: builtin.name };
    if (builtin.kind === 'unknown' && context.symbols.types.has(qname(name.namespace, name.local))) return ownType(name, from, source, context, expect);
    if (builtin.kind === 'refused') {
      refuse({ file: source.file, line: source.line, construct: `xs:${name.local}`, context: 'type reference' });
      // Left out: mapping goes on with a string in its place, so that later refusals are found too.
      return { kind: 'builtin', name: 'string' };
    }
    return fail('SchemaUnresolvedReference', {
      file: source.file,
      line: source.line,
      kind: 'type',
      name: `xs:${name.local}`,
      hint: 'not an XML Schema built-in type',
    });
  }
  return ownType(name, from, source, context, expect);
}

/** A top-level type of the set; a complex one refused where a simple type is needed. */
function ownType(name: XsdName, from: XsdSchema, source: XsdSource, context: MapContext, expect: TypeRefExpectation): TypeRef {
  const declared = context.lookup('types', name, from, source);
  if (expect === 'simple' && declared.definition.kind !== 'simpleType') {
    return fail('SchemaInvalid', {
      file: source.file,
      line: source.line,
      detail: `'${qname(name.namespace, name.local)}' is a complex type; a simple type is needed here`,
    });
  }
  return { kind: 'named', name: qname(name.namespace, name.local) };
}
