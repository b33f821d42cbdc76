/**
 * What generate refuses of xs:QName values (xs:NOTATION is not loaded at all), and whether the
 * encoder may declare a default namespace (not where a QName or an `xsi:type` in no namespace
 * may be written). Codecs hold a QName as its expanded name, resolving prefixes with the
 * document's bindings (runtime qname-values.ts), so two things a schema may say of one cannot be
 * kept:
 * - a `pattern` facet applies to the text as written (XSD Part 2, 4.3.4), which codecs do not
 *   keep (`a:x` and `b:x` may be one value);
 * - a `default` or `fixed` value is resolved with the schema's bindings where it is written,
 *   which the IR does not keep for them (enumeration values are resolved at load time).
 * Both are rare; refusing them beats checking the wrong thing (SUBSET.md "xs:QName values").
 */
import type { IrGeneration, IrGroup, IrParticle, SourceLocation, TypeRef, XsdBuiltin } from '../../ir/nodes.js';
import { localName } from '../../ir/qname.js';
import { anonymousTypeWords } from '../../schema/map/anonymous-type-words.js';
import { collectRefusals, refuse as refuseConstruct, type RefusalProps } from '../../schema/refusals.js';
import { polymorphOf } from './derivations.js';
import type { Reach } from './reachable.js';

/** Built-ins whose values are namespace-qualified names (the IR has no xs:NOTATION). */
const QNAME_BUILTINS: ReadonlySet<XsdBuiltin> = new Set<XsdBuiltin>(['QName']);

/** True for xs:QName or a simple type whose values are QNames (a restriction, a list of them). */
const holdsQNames = (ref: TypeRef | undefined, types: IrGeneration['types']): boolean => {
  if (ref === undefined) return false;
  if (ref.kind === 'builtin') return QNAME_BUILTINS.has(ref.name);
  const type = types[ref.name];
  return type?.kind === 'simpleType' && (QNAME_BUILTINS.has(type.base) || holdsQNames(type.itemType, types));
};

/** A place holding QName values, refused once all are found. */
interface Found {
  source: SourceLocation;
  construct: string;
  /** How the message names an anonymous type (it has no `name` in the file to show). */
  words?: string;
}

const QNAME_CONTEXT =
  'xs:QName values (a pattern applies to the text and a default or fixed value to the schema\'s prefixes, neither of which codecs keep; see src/schema/SUBSET.md)';

const refuseFound = ({ source, construct, words }: Found): void =>
  refuseConstruct(
    { file: source.file, line: source.line, construct, context: QNAME_CONTEXT },
    words === undefined
      ? undefined
      : (props: RefusalProps) => `${props.file}:${props.line}: unsupported XSD construct <${props.construct}> (${words}) in ${props.context}; see README "Supported XSD subset"`,
  );

/**
 * Fails with `SchemaUnsupportedConstruct` (file, line) when a QName type the roots reach has a
 * pattern, or an element or attribute of QName values has a default or fixed value: every one
 * in one error, as the loader names its refusals (src/schema/refusals.ts).
 */
export function refuseQNameValues(
  reach: Reach,
  roots: readonly { element: { name: string; type: TypeRef; source: SourceLocation; default?: string; fixed?: string } }[],
  types: IrGeneration['types'],
): void {
  const found: Found[] = [];
  findQNameValues(reach, roots, types, (source, construct, words) => found.push({ source, construct, ...(words !== undefined ? { words } : {}) }));
  // In file and line order, as a reader of the schema meets them.
  found.sort((a, b) => (a.source.file < b.source.file ? -1 : a.source.file > b.source.file ? 1 : a.source.line - b.source.line));
  collectRefusals(() => found.forEach(refuseFound));
}

/**
 * True when some value the roots reach is a QName (or a list or union holding them): an element
 * or attribute of such a type, a simple content of one. The encoder then writes no default
 * namespace (r12 QName re-review 1): a QName in no namespace, which Camunda's BPMN writes
 * unprefixed (`messageRef="Message_1"`), can only be written where no default namespace is in
 * scope.
 */
export function reachesQNameValues(
  reach: Reach,
  roots: readonly { element: { type: TypeRef } }[],
  types: IrGeneration['types'],
): boolean {
  const holds = (ref: TypeRef | undefined): boolean =>
    holdsQNames(ref, types) || (ref?.kind === 'named' && (() => {
      const type = types[ref.name];
      return type?.kind === 'simpleType' && (type.memberTypes ?? []).some(holds);
    })());
  if (reach.simpleTypes.some((type) => holds({ kind: 'named', name: type.name }))) return true;
  const inGroup = (group: IrGroup): boolean =>
    (group.particles as IrParticle[]).some((particle) => (particle.kind === 'element' ? holds(particle.type) : particle.kind !== 'any' && inGroup(particle)));
  return (
    roots.some(({ element }) => holds(element.type)) ||
    reach.complexTypes.some(
      (type) => type.attributes.some((attribute) => holds(attribute.type)) || (type.simpleContent !== undefined && holds(type.simpleContent)) || (type.content !== undefined && inGroup(type.content)),
    )
  );
}

/**
 * True when an element the roots reach may carry an `xsi:type` naming a type in no namespace (a
 * type of a no-namespace schema derived from its declared type). The encoder then writes no
 * default namespace either (r13 interplay 2): under one, such a name cannot be written at all,
 * and under the `xmlns=""` of an unqualified element libxml2 resolves the unprefixed
 * `xsi:type="DerivedT"` to the namespace "" rather than to no namespace, and refuses a valid
 * document that xerces accepts.
 */
export function reachesNoNamespaceXsiTypes(reach: Reach, generation: IrGeneration): boolean {
  return reach.complexTypes.some((type) =>
    (polymorphOf(type, generation)?.derived ?? []).some((derived) => derived.namespace === ''),
  );
}

function findQNameValues(
  reach: Reach,
  roots: readonly { element: { name: string; type: TypeRef; source: SourceLocation; default?: string; fixed?: string } }[],
  types: IrGeneration['types'],
  refuse: (source: SourceLocation, construct: string, words?: string) => void,
): void {
  for (const type of reach.simpleTypes) {
    if (!(QNAME_BUILTINS.has(type.base) && !type.itemType && !type.memberTypes && type.facets.pattern)) continue;
    // An anonymous type's name is the loader's (`union@memberTypes`): no search of the file finds it.
    if (type.anonymous) refuse(type.source, 'xs:pattern', anonymousTypeWords(localName(type.name)));
    else refuse(type.source, `xs:pattern in xs:simpleType name="${localName(type.name)}"`);
  }
  const valueConstraint = (holder: { default?: string; fixed?: string }): string | undefined =>
    holder.fixed !== undefined ? `fixed="${holder.fixed}"` : holder.default !== undefined ? `default="${holder.default}"` : undefined;
  const particles = (group: IrGroup): void => {
    for (const particle of group.particles as IrParticle[]) {
      if (particle.kind === 'element') {
        const constraint = valueConstraint(particle);
        if (constraint && holdsQNames(particle.type, types))
          refuse(particle.source, `xs:element name="${localName(particle.name)}" ${constraint}`);
      } else if (particle.kind !== 'any') particles(particle);
    }
  };
  for (const type of reach.complexTypes) {
    for (const attribute of type.attributes) {
      const constraint = valueConstraint(attribute);
      if (constraint && holdsQNames(attribute.type, types))
        refuse(attribute.source, `xs:attribute name="${localName(attribute.name)}" ${constraint}`);
    }
    if (type.content) particles(type.content);
  }
  for (const { element } of roots) {
    const constraint = valueConstraint(element);
    if (constraint && holdsQNames(element.type, types))
      refuse(element.source, `xs:element name="${localName(element.name)}" ${constraint}`);
  }
}
