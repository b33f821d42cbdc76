/**
 * A raw element (what a wildcard or an xs:anyType element took) is captured with the namespace
 * declarations it relied on, so it means the same anywhere; written back where the same default
 * namespace is in scope, its `xmlns="…"` says nothing and is left out (review r27 roundtrip L2:
 * every child of a Maven `<configuration>` came back with `xmlns="http://maven.apache.org/POM/4.0.0"`).
 */
import { describe, expect, it } from 'vitest';
import { writableRawElement } from '../../src/runtime/wildcards.js';
import { parseXmlTree } from '../../src/runtime/parse-tree.js';

const raw = (xml: string) => {
  const root = parseXmlTree(xml);
  return { namespace: root.namespace, local: root.local, xml };
};

describe('a raw element written where a default namespace is in scope', () => {
  it.each([
    ['the default in scope, declared again', '<source xmlns="urn:d">17</source>', 'urn:d', '<source>17</source>'],
    ['a prefixed element whose children rely on it', '<p:a xmlns:p="urn:p" xmlns="urn:d"><b/></p:a>', 'urn:d', '<p:a xmlns:p="urn:p"><b/></p:a>'],
    ['single quotes', "<source xmlns='urn:d'/>", 'urn:d', '<source/>'],
    ['another default in scope: kept', '<source xmlns="urn:d">17</source>', 'urn:e', '<source xmlns="urn:d">17</source>'],
    ['no default in scope: xmlns="" left out', '<n xmlns="">x</n>', '', '<n>x</n>'],
    ['a quoted value holding the declaration is not touched', `<n title=' xmlns=""' xmlns="">x</n>`, '', `<n title=' xmlns=""'>x</n>`],
    ['a declaration in a child stays', '<a xmlns="urn:d"><b xmlns="urn:d"/></a>', 'urn:d', '<a><b xmlns="urn:d"/></a>'],
  ])('%s', (_, xml, inScope, written) => {
    const out = writableRawElement(raw(xml), inScope, '/r');
    expect(out.xml).toBe(written);
    // The same names, read where the default is `inScope`.
    const wrap = (inner: string) => parseXmlTree(`<w${inScope ? ` xmlns="${inScope}"` : ''}>${inner}</w>`).children[0] as ReturnType<typeof parseXmlTree>;
    const names = (node: ReturnType<typeof parseXmlTree>): string[] => [`{${node.namespace}}${node.local}`, ...node.children.flatMap((child) => (child.kind === 'element' ? names(child) : []))];
    expect(names(wrap(out.xml))).toStrictEqual(names(wrap(xml)));
  });
});
