/**
 * Refuses simple values of type `xs:QName` at generate time (xs:NOTATION is not loaded at all).
 * A QName's value is the expanded name {namespace}local, resolved against the namespace
 * declarations in scope where the text appears (XSD Part 2, 3.2.18): codecs keep scalars as the
 * text written, so the prefix would lose its binding on decode, be written without a declaration
 * on encode, and enumerations would be compared as text. Until values carry the namespace,
 * generating them would produce codecs that silently corrupt documents (SUBSET.md).
 */
import type { IrGroup, IrParticle, SourceLocation, TypeRef, XsdBuiltin } from '../../ir/nodes.js';
import { localName } from '../../ir/qname.js';
import { anonymousTypeWords } from '../../schema/map/anonymous-type-words.js';
import { collectRefusals, refuse as refuseConstruct, type RefusalProps } from '../../schema/refusals.js';
import type { Reach } from './reachable.js';

/** Built-ins whose values are namespace-qualified names (the IR has no xs:NOTATION). */
const QNAME_BUILTINS: ReadonlySet<XsdBuiltin> = new Set<XsdBuiltin>(['QName']);

const isQNameBuiltin = (ref: TypeRef | undefined): boolean =>
  ref?.kind === 'builtin' && QNAME_BUILTINS.has(ref.name);

/** A place holding QName values, refused once all are found. */
interface Found {
  source: SourceLocation;
  construct: string;
  /** How the message names an anonymous type (it has no `name` in the file to show). */
  words?: string;
}

const QNAME_CONTEXT =
  'xs:QName values (a prefix in text needs the namespace declarations of the document, which codecs do not keep; see src/schema/SUBSET.md)';

const refuseFound = ({ source, construct, words }: Found): void =>
  refuseConstruct(
    { file: source.file, line: source.line, construct, context: QNAME_CONTEXT },
    words === undefined
      ? undefined
      : (props: RefusalProps) => `${props.file}:${props.line}: unsupported XSD construct <${props.construct}> (${words}) in ${props.context}; see README "Supported XSD subset"`,
  );

/**
 * Fails with `SchemaUnsupportedConstruct` (file, line) when a type, element or attribute the
 * roots reach has xs:QName-typed values: every one of them in one error, as the loader names its
 * refusals (src/schema/refusals.ts), so that a set with several is not fixed one run at a time.
 */
export function refuseQNameValues(
  reach: Reach,
  roots: readonly { element: { name: string; type: TypeRef; source: SourceLocation } }[],
): void {
  const found: Found[] = [];
  findQNameValues(reach, roots, (source, construct, words) => found.push({ source, construct, ...(words !== undefined ? { words } : {}) }));
  // In file and line order, as a reader of the schema meets them.
  found.sort((a, b) => (a.source.file < b.source.file ? -1 : a.source.file > b.source.file ? 1 : a.source.line - b.source.line));
  collectRefusals(() => found.forEach(refuseFound));
}

function findQNameValues(
  reach: Reach,
  roots: readonly { element: { name: string; type: TypeRef; source: SourceLocation } }[],
  refuse: (source: SourceLocation, construct: string, words?: string) => void,
): void {
  for (const type of reach.simpleTypes) {
    if (
      QNAME_BUILTINS.has(type.base) ||
      isQNameBuiltin(type.itemType) ||
      type.memberTypes?.some(isQNameBuiltin)
    )
      // An anonymous type's name is the loader's (`union@memberTypes`): no search of the file finds it.
      if (type.anonymous) refuse(type.source, 'xs:simpleType', anonymousTypeWords(localName(type.name)));
      else refuse(type.source, `xs:simpleType name="${localName(type.name)}"`);
  }
  const particles = (group: IrGroup): void => {
    for (const particle of group.particles as IrParticle[]) {
      if (particle.kind === 'element') {
        if (isQNameBuiltin(particle.type))
          refuse(particle.source, `xs:element name="${localName(particle.name)}" type="xs:QName"`);
      } else if (particle.kind !== 'any') particles(particle);
    }
  };
  for (const type of reach.complexTypes) {
    if (isQNameBuiltin(type.simpleContent))
      refuse(type.source, `xs:simpleContent of xs:QName in "${localName(type.name)}"`);
    for (const attribute of type.attributes)
      if (isQNameBuiltin(attribute.type))
        refuse(
          attribute.source,
          `xs:attribute name="${localName(attribute.name)}" type="xs:QName"`,
        );
    if (type.content) particles(type.content);
  }
  for (const { element } of roots)
    if (isQNameBuiltin(element.type))
      refuse(element.source, `xs:element name="${localName(element.name)}" type="xs:QName"`);
}
