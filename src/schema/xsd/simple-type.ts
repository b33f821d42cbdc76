/**
 * Reads `<xs:simpleType>` derived by `<xs:restriction>` with its facets (XSD Part 2, 4.1.2 and
 * 4.3), by `<xs:list>` (an item type) or by `<xs:union>` (member types).
 */
import type { Facets } from '../../ir/nodes.js';
import { compileXsdPattern, XsdPatternError } from '../../runtime/xsd-pattern.js';
import { recoverInvalid } from '../refusals.js';
import { readFinal } from './final.js';
import type { XsdFacetSources, XsdSimpleType } from './model.js';
import {
  checkAttributes,
  eachChild,
  invalid,
  optional,
  readDoc,
  readQName,
  readQNameValue,
  sourceOf,
  type ReadContext,
} from './reader.js';
import { noteEnumerationName } from './qname-enumerations.js';
import type { XsdXmlNode } from './xml-tree.js';

const COUNT_FACETS = ['length', 'minLength', 'maxLength', 'totalDigits', 'fractionDigits'] as const;
const BOUND_FACETS = ['minInclusive', 'maxInclusive', 'minExclusive', 'maxExclusive'] as const;
const WHITE_SPACE = ['preserve', 'replace', 'collapse'] as const;

/** Reads a named (`scope: 'global'`) or anonymous `<xs:simpleType>` (Part 2, 4.1.2). */
export function readSimpleType(node: XsdXmlNode, context: ReadContext, scope: 'global' | 'local' = 'local'): XsdSimpleType {
  checkAttributes(node, context, ['name'], scope);
  let restriction: Omit<XsdSimpleType, 'kind' | 'name' | 'doc' | 'source'> | undefined;
  const take = (child: XsdXmlNode, read: () => Omit<XsdSimpleType, 'kind' | 'name' | 'doc' | 'source'>): void => {
    if (restriction) invalid(child, context, `<${node.prefix || 'xs'}:simpleType> holds more than one derivation`);
    restriction = read();
  };
  eachChild(node, context, {
    restriction: (child) => take(child, () => readRestriction(child, context)),
    list: (child) => take(child, () => ({ list: readList(child, context), facets: {} })),
    union: (child) => take(child, () => ({ union: readUnion(child, context), facets: {} })),
  });
  if (!restriction) invalid(node, context, `<${node.prefix || 'xs'}:simpleType> needs an xs:restriction, xs:list or xs:union`);
  return {
    kind: 'simpleType',
    ...optional('name', node.attributes.get('name')),
    ...restriction,
    ...(scope === 'global' ? optional('final', readFinal(node, context, 'simpleType')) : {}),
    ...optional('doc', readDoc(node, context)),
    source: sourceOf(node, context),
  };
}

/** `<xs:list itemType="…"/>` or `<xs:list><xs:simpleType>…</xs:simpleType></xs:list>` (Part 2, 4.1.2). */
function readList(node: XsdXmlNode, context: ReadContext): NonNullable<XsdSimpleType['list']> {
  checkAttributes(node, context, ['itemType']);
  const itemType = readQName(node, context, 'itemType');
  let item: XsdSimpleType | undefined;
  eachChild(node, context, {
    simpleType: (child) => {
      if (item) invalid(child, context, 'xs:list holds more than one xs:simpleType');
      item = readSimpleType(child, context);
    },
  });
  if ((itemType === undefined) === (item === undefined)) invalid(node, context, 'xs:list needs exactly one of an itemType attribute and a nested xs:simpleType');
  return { ...optional('itemType', itemType), ...optional('item', item), source: sourceOf(node, context) };
}

/** `<xs:union memberTypes="…">` with optional nested member types (Part 2, 4.1.2). */
function readUnion(node: XsdXmlNode, context: ReadContext): NonNullable<XsdSimpleType['union']> {
  checkAttributes(node, context, ['memberTypes']);
  const memberTypes = (node.attributes.get('memberTypes') ?? '')
    .split(/\s+/)
    .filter((token) => token !== '')
    .map((token) => readQNameValue(node, context, 'memberTypes', token));
  const members: XsdSimpleType[] = [];
  eachChild(node, context, { simpleType: (child) => void members.push(readSimpleType(child, context)) });
  if (memberTypes.length + members.length === 0) invalid(node, context, 'xs:union needs memberTypes or a nested xs:simpleType');
  return { memberTypes, members, source: sourceOf(node, context) };
}

function readRestriction(node: XsdXmlNode, context: ReadContext): Omit<XsdSimpleType, 'kind' | 'name' | 'doc' | 'source'> {
  checkAttributes(node, context, ['base']);
  const base = readQName(node, context, 'base');
  const facets: Facets = {};
  const facetSources: XsdFacetSources = {};
  let baseType: XsdSimpleType | undefined;
  eachChild(node, context, {
    ...facetHandlers(facets, context, facetSources),
    simpleType: (child) => {
      baseType = readSimpleType(child, context);
    },
  });
  if (base && baseType) invalid(node, context, 'xs:restriction has both a base attribute and a nested xs:simpleType');
  if (!base && !baseType) invalid(node, context, 'xs:restriction needs a base attribute or a nested xs:simpleType');
  return { ...optional('base', base), ...optional('baseType', baseType), facets, facetSources };
}

/**
 * Handlers reading the facets of one restriction step into `facets` (Part 2, 4.3), for a
 * simple type's restriction and a simpleContent restriction alike; `sources` gets the line of
 * each facet value, for the mapper's checks of the values against the base type.
 */
export function facetHandlers(facets: Facets, context: ReadContext, sources: XsdFacetSources): Record<string, (child: XsdXmlNode) => void> {
  const at = (child: XsdXmlNode, facet: keyof Facets): void => void (sources[facet] ??= []).push(sourceOf(child, context));
  const handlers: Record<string, (child: XsdXmlNode) => void> = {
    enumeration: (child) => {
      const value = facetValue(child, context);
      (facets.enumeration ??= []).push(value);
      noteEnumerationName(facets.enumeration, value, child);
      at(child, 'enumeration');
    },
    pattern: (child) => {
      (facets.pattern ??= []).push(readPattern(child, context));
      at(child, 'pattern');
    },
    whiteSpace: (child) => {
      const value = facetValue(child, context);
      if (!(WHITE_SPACE as readonly string[]).includes(value)) invalid(child, context, `whiteSpace value "${value}" is not preserve, replace or collapse`);
      setOnce(child, context, facets, 'whiteSpace', value as Facets['whiteSpace']);
      at(child, 'whiteSpace');
    },
  };
  for (const facet of COUNT_FACETS) {
    handlers[facet] = (child) => {
      setOnce(child, context, facets, facet, readFacetCount(child, context, facet));
      at(child, facet);
    };
  }
  for (const facet of BOUND_FACETS) {
    handlers[facet] = (child) => {
      setOnce(child, context, facets, facet, facetValue(child, context).trim());
      at(child, facet);
    };
  }
  // A facet with a schema error is left out (the error recorded), not the whole type: its users
  // would fail again for the same reason.
  return Object.fromEntries(Object.entries(handlers).map(([facet, read]) => [facet, (child: XsdXmlNode) => void recoverInvalid(() => read(child))]));
}

/**
 * The value of a counting facet: a non-negative integer, and for `totalDigits` a positive one
 * (Part 2, 4.3.11: its {value} is an xs:positiveInteger), as xmllint has it too.
 */
function readFacetCount(node: XsdXmlNode, context: ReadContext, facet: (typeof COUNT_FACETS)[number]): number {
  const written = facetValue(node, context);
  const positive = facet === 'totalDigits';
  const trimmed = written.trim();
  if (!/^\+?\d+$/.test(trimmed) || (positive && Number(trimmed) === 0)) {
    invalid(node, context, `xs:${facet} value="${written}" is not a ${positive ? 'positive' : 'non-negative'} integer`);
  }
  return Number(trimmed);
}

/**
 * An `xs:pattern` value, refused here (file, line, pattern) when it is not a regular expression
 * the runtime can compile (XSD Part 2, appendix F): generated validators and decoders compile it.
 */
function readPattern(node: XsdXmlNode, context: ReadContext): string {
  const value = facetValue(node, context);
  try {
    compileXsdPattern(value);
  } catch (error) {
    if (!(error instanceof XsdPatternError)) throw error;
    const lead = `unsupported or invalid xs:pattern ${JSON.stringify(value)}: `;
    const detail = error.message.startsWith(lead) ? error.message.slice(lead.length) : error.message;
    // The value as the file has it (a JSON string would double every backslash).
    invalid(node, context, `xs:pattern value="${value}" is not a valid XSD regular expression (${detail})`);
  }
  return value;
}

function facetValue(node: XsdXmlNode, context: ReadContext): string {
  // `fixed` only forbids further derivations from changing the facet: nothing to carry.
  checkAttributes(node, context, ['value', 'fixed']);
  eachChild(node, context, {});
  const value = node.attributes.get('value');
  if (value === undefined) invalid(node, context, `xs:${node.local} needs a value attribute`);
  return value;
}

function setOnce<K extends keyof Facets>(node: XsdXmlNode, context: ReadContext, facets: Facets, key: K, value: Facets[K]): void {
  if (facets[key] !== undefined) invalid(node, context, `facet xs:${key} is given twice in one restriction`);
  facets[key] = value;
}
