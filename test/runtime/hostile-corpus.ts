/**
 * A labelled corpus of hostile and broken documents, with the error code each must produce.
 * Shared by the tree-parser and streaming-reader tests (and available to the validator's tests).
 */
import type { XmlErrorCode } from '../../src/runtime/index.js';

/** One hostile input and the code it must fail with. */
export interface HostileCase {
  name: string;
  given: string | Uint8Array | (() => string | Uint8Array);
  want: XmlErrorCode;
}

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

function utf16(text: string, littleEndian: boolean): Uint8Array {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes[0] = littleEndian ? 0xff : 0xfe;
  bytes[1] = littleEndian ? 0xfe : 0xff;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    bytes[2 + i * 2] = littleEndian ? code & 0xff : code >> 8;
    bytes[3 + i * 2] = littleEndian ? code >> 8 : code & 0xff;
  }
  return bytes;
}

const LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
<lolz>&lol9;</lolz>`;

/** Builds a 50 MB document whose root holds one text node (as bytes, as a file would arrive). */
export function hugeTextDocument(megabytes = 50): Uint8Array {
  const open = utf8(
    '<case xmlns="http://www.decisiv.net/platform_api/0.3-beta/Case/CaseRequest"><cause>',
  );
  const close = utf8('</cause></case>');
  const bytes = new Uint8Array(open.length + megabytes * 1_000_000 + close.length);
  bytes.set(open, 0);
  bytes.fill(0x78, open.length, bytes.length - close.length);
  bytes.set(close, bytes.length - close.length);
  return bytes;
}

/** Builds `<a>` nested `depth` times. */
export function deepDocument(depth = 100_000): string {
  return '<a>'.repeat(depth) + '</a>'.repeat(depth);
}

/** The corpus: every entry must fail with exactly `want`. */
export const HOSTILE_CORPUS: HostileCase[] = [
  { name: 'billion laughs', given: LAUGHS, want: 'doctype-forbidden' },
  {
    name: 'external entity (file)',
    given:
      '<?xml version="1.0"?><!DOCTYPE case [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><case>&xxe;</case>',
    want: 'doctype-forbidden',
  },
  {
    name: 'external entity (http)',
    given: '<!DOCTYPE case [<!ENTITY xxe SYSTEM "http://attacker.example/x">]><case>&xxe;</case>',
    want: 'doctype-forbidden',
  },
  {
    name: 'quadratic blowup',
    given: () =>
      `<!DOCTYPE kaboom [<!ENTITY a "${'x'.repeat(50_000)}">]><kaboom>${'&a;'.repeat(5_000)}</kaboom>`,
    want: 'doctype-forbidden',
  },
  {
    name: 'external DTD',
    given: '<!DOCTYPE case SYSTEM "http://attacker.example/case.dtd"><case/>',
    want: 'doctype-forbidden',
  },
  { name: 'lowercase doctype', given: '<!doctype case><case/>', want: 'doctype-forbidden' },
  { name: 'entity reference without a DTD', given: '<case>&xxe;</case>', want: 'entity-undefined' },
  {
    name: 'entity reference in an attribute',
    given: '<case a="&nbsp;"/>',
    want: 'entity-undefined',
  },
  { name: '100 000-deep nesting', given: () => deepDocument(), want: 'depth-limit' },
  { name: '50 MB text node', given: () => hugeTextDocument(), want: 'text-limit' },
  {
    name: 'invalid UTF-8',
    given: new Uint8Array([0x3c, 0x61, 0x3e, 0xc3, 0x28, 0x3c, 0x2f, 0x61, 0x3e]),
    want: 'encoding-invalid-utf8',
  },
  {
    name: 'overlong UTF-8',
    given: new Uint8Array([0x3c, 0x61, 0x3e, 0xc0, 0xaf, 0x3c, 0x2f, 0x61, 0x3e]),
    want: 'encoding-invalid-utf8',
  },
  {
    name: 'UTF-16 big endian with BOM',
    given: utf16('<case/>', false),
    want: 'encoding-unsupported',
  },
  {
    name: 'UTF-16 little endian with BOM',
    given: utf16('<case/>', true),
    want: 'encoding-unsupported',
  },
  {
    name: 'UTF-16 without BOM',
    given: utf16('<case/>', true).subarray(2),
    want: 'encoding-unsupported',
  },
  {
    // Bytes: a string is decoded text, whose declared encoding the reader no longer checks.
    name: 'declared Latin-1',
    given: utf8('<?xml version="1.0" encoding="ISO-8859-1"?><case/>'),
    want: 'encoding-unsupported',
  },
  {
    name: 'truncated in content',
    given: '<case xmlns="urn:x"><cause>flat tire',
    want: 'xml-truncated',
  },
  { name: 'truncated in a tag', given: '<case xmlns="urn:x"><cause', want: 'xml-truncated' },
  { name: 'truncated in an attribute', given: '<case a="1', want: 'xml-truncated' },
  { name: 'UTF-32 little endian with a byte order mark', given: new Uint8Array([0xff, 0xfe, 0, 0, 0x3c, 0, 0, 0]), want: 'encoding-unsupported' },
  { name: 'ISO-8859-1 declared, with a byte above 0x7F', given: new Uint8Array([...utf8('<?xml version="1.0" encoding="ISO-8859-1"?><a>'), 0xe9, ...utf8('</a>')]), want: 'encoding-unsupported' },
  { name: 'truncated inside an end tag name', given: '<case><cause>x</cau', want: 'xml-truncated' },
  { name: 'a wrong end tag name at the very end', given: '<case><cause>x</cax', want: 'xml-malformed' },
  {
    name: 'declaration only',
    given: '<?xml version="1.0" encoding="UTF-8"?>\n',
    want: 'xml-truncated',
  },
  { name: 'empty file', given: new Uint8Array(0), want: 'xml-empty' },
  { name: 'empty string', given: '', want: 'xml-empty' },
  { name: 'whitespace only', given: ' \n\t\r\n ', want: 'xml-empty' },
  { name: 'BOM only', given: new Uint8Array([0xef, 0xbb, 0xbf]), want: 'xml-empty' },
  {
    name: 'binary (PNG header)',
    given: new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
    ]),
    want: 'xml-binary',
  },
  {
    // Review r20 fuzz L5: a stray control byte in a document that opens with markup is placed.
    name: 'a control byte in the text of a document that opens with markup',
    given: '<case xmlns="urn:x"><cause>flat\u0001tire</cause></case>',
    want: 'xml-malformed',
  },
  {
    name: 'a control byte before any markup',
    given: new Uint8Array([0x01, 0x3c, 0x61, 0x2f, 0x3e]),
    want: 'xml-binary',
  },
  {
    name: 'binary (NUL bytes)',
    given: new Uint8Array([0x3c, 0x61, 0x3e, 0x00, 0x00, 0x3c, 0x2f, 0x61, 0x3e]),
    want: 'xml-binary',
  },
  {
    name: 'undeclared prefix',
    given: '<case xmlns="urn:x"><ct:breakdown/></case>',
    want: 'namespace-undeclared',
  },
  {
    name: 'undeclared attribute prefix',
    given: '<case xsi:nil="true"/>',
    want: 'namespace-undeclared',
  },
  { name: 'mismatched end tag', given: '<case><cause></case></cause>', want: 'xml-malformed' },
  { name: 'not XML at all', given: 'hello, world', want: 'xml-malformed' },
  { name: 'two roots', given: '<case/><case/>', want: 'xml-malformed' },
  { name: 'unescaped ampersand', given: '<case>Smith & Sons</case>', want: 'xml-malformed' },
  { name: 'unquoted attribute', given: '<case a=1/>', want: 'xml-malformed' },
  { name: 'duplicate attribute', given: '<case a="1" a="2"/>', want: 'xml-malformed' },
  {
    name: 'control character late in the file',
    given: () => `<case>${' '.repeat(2000)}\u0001</case>`,
    want: 'xml-malformed',
  },
  { name: 'illegal character reference', given: '<case>&#0;</case>', want: 'xml-malformed' },
  { name: 'empty prefix declaration', given: '<case xmlns:="urn:x"/>', want: 'xml-malformed' },
  {
    name: 'namespace declaration flood',
    given: () =>
      '<a>'.repeat(200).replace(/<a>/g, (_, i: number) => `<a xmlns:p${i}="urn:${i}">`) +
      '</a>'.repeat(200),
    want: 'attribute-limit',
  },
  {
    name: 'declaration not at the start',
    given: ' <?xml version="1.0"?><case/>',
    want: 'xml-malformed',
  },
];
