/**
 * Derivations a base's `final` forbids (XSD Part 1, 3.4.6 cos-ct-extends.1.1 and
 * derivation-ok-restriction.1 for complex types; Part 2, 4.1.6 st-props-correct.3 and
 * cos-st-restricts for a simple type's restriction, list item and union members): a schema that
 * makes one is SchemaInvalid, as xmllint and Xerces refuse to compile it ("The 'final' of the
 * base type definition contains 'extension'"). `final` is read with its schema's `finalDefault`
 * (../xsd/final.ts). A substitution group head's `final` is checked with the member's type
 * (./substitution-types.ts).
 */
import { localName, shortName, type QName } from '../../ir/qname.js';
import { reportInvalid } from '../refusals.js';
import type { XsdFinal, XsdSource } from '../xsd/model.js';
import { anonymousTypeWords } from './anonymous-type-words.js';
import type { MapContext } from './context.js';

/** How a message says each derivation, and the constraint it breaks (restriction: complex, then simple). */
const DERIVATIONS: Record<XsdFinal, { verb: string; constraint: readonly [string, string?] }> = {
  extension: { verb: 'extends', constraint: ['XSD Part 1, 3.4.6 cos-ct-extends.1.1'] },
  restriction: { verb: 'restricts', constraint: ['XSD Part 1, 3.4.6 derivation-ok-restriction.1', 'XSD Part 2, 4.1.6 st-props-correct.3'] },
  list: { verb: 'is a list of', constraint: ['XSD Part 2, 4.1.6 cos-st-restricts'] },
  union: { verb: 'is a union of', constraint: ['XSD Part 2, 4.1.6 cos-st-restricts'] },
};

/** The type that derives: its (perhaps synthesized) name, whether it has none in the file, where it stands. */
export interface Derived {
  kind: 'complex' | 'simple';
  name: QName;
  anonymous: boolean;
  source: XsdSource;
}

/**
 * Reports (SchemaInvalid, ../refusals.ts) `derived` deriving from the named type `base` by
 * `derivation` when the base's {final} holds it. Built-in types have no `final`.
 */
export function checkFinal(base: QName, derivation: XsdFinal, derived: Derived, context: MapContext): void {
  const final = context.symbols.types.get(base)?.definition.final;
  if (!final?.includes(derivation)) return;
  const { verb, constraint } = DERIVATIONS[derivation];
  const words = derived.anonymous ? anonymousTypeWords(localName(derived.name)) : `${derived.kind} type '${localName(derived.name)}'`;
  const baseName = shortName(base, derived.name);
  reportInvalid({
    file: derived.source.file,
    line: derived.source.line,
    detail:
      `${words} ${verb} '${baseName}', but '${baseName}' forbids ${derivation}: ${finalWords('{final}', final)} ` +
      `(${derived.kind === 'simple' ? (constraint[1] ?? constraint[0]) : constraint[0]})`,
  });
}

/**
 * The derivations among `methods` (how a member's type derives from its head's) that the head's
 * {substitution group exclusions} forbid (Part 1, 3.3.6 e-props-correct.4).
 */
export function excludedDerivations(exclusions: readonly XsdFinal[] | undefined, methods: ReadonlySet<XsdFinal>): XsdFinal[] {
  return (exclusions ?? []).filter((method) => methods.has(method));
}

/** Where a resolved `final` comes from and what it holds: `its {final} (final, else …) is "extension"`. */
export function finalWords(property: string, final: readonly XsdFinal[]): string {
  return `its ${property} (its final attribute, else its schema's finalDefault) holds "${final.join(' ')}"`;
}
