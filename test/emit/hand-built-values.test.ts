/**
 * Values built by hand (from JSON, by a caller the TS types do not bind) given to generated
 * validators and encoders, on small real XSDs (test/emit/fixtures/hand-built). The contract:
 * the validator reports exactly what the encoder refuses or writes invalid, the encoder never
 * writes malformed or silently wrong XML nor throws a raw TypeError, and every refusal is an
 * `EncodeError` with `code` and element path. xmllint is the oracle of what the encoder writes.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EncodeError } from '../../src/runtime/index.js';
import { strictErrorsOf, useGeneratedSets } from './generated-sets.js';
import { xmllintVerdict } from './xmllint.js';

const fixtures = join(import.meta.dirname, 'fixtures', 'hand-built');
type Module = Record<string, (value: unknown) => unknown>;

const sets = useGeneratedSets<Module>(Object.fromEntries(['library', 'wildcard', 'mixed'].map((id) => [id, join(fixtures, id)])));
const { modules } = sets;

/** What the encoder does with a value: writes a document xmllint accepts or rejects, or refuses. */
type Outcome = 'valid' | 'invalid' | { code: string; path: string };

interface Case {
  /** Fixture set and the stem of its root (`encode<Stem>`, `validate<Stem>`). */
  set: 'library' | 'wildcard' | 'mixed';
  stem: string;
  value: unknown;
  /** The validator's issues, `[rule, path]` in its order (by path). */
  issues: Array<[rule: string, path: string]>;
  encode: Outcome;
}

const MAIL = 'urn:hand-built:mail';
const author = () => ({ name: 'N', born: '1891-05-15' });
const book = (change: Record<string, unknown> = {}) => {
  const value: Record<string, unknown> = {
    $id: 'b1',
    isbn: 1,
    title: { $value: 'T' },
    tag: [],
    author: [author()],
    ...change,
  };
  for (const key of Object.keys(value)) if (value[key] === undefined) delete value[key];
  return value;
};
const catalog = (change?: Record<string, unknown>): Case['value'] => ({ book: [book(change)] });
const text = { namespace: MAIL, local: 'text', xml: `<m:text xmlns:m="${MAIL}">x</m:text>` };
const message = (change: Record<string, unknown> = {}) => ({ to: 'a', $any: [text], ...change });
const other = { namespace: 'urn:other', local: 'o', xml: '<o:o xmlns:o="urn:other"/>' };
const body = { namespace: MAIL, local: 'body', xml: `<body xmlns="${MAIL}"><any/></body>` };

const library = (
  name: string,
  value: unknown,
  issues: Case['issues'],
  encode: Outcome,
): [string, Case] => [name, { set: 'library', stem: 'LibraryCatalog', value, issues, encode }];
const on = (
  set: Case['set'],
  stem: string,
): ((name: string, value: unknown, issues: Case['issues'], encode: Outcome) => [string, Case]) => {
  return (name, value, issues, encode) => [name, { set, stem, value, issues, encode }];
};
const mail = on('wildcard', 'WildcardMessage');
const batch = on('wildcard', 'WildcardBatch');
const note = on('wildcard', 'WildcardNote');
const blob = on('wildcard', 'WildcardBlob');
const textRoot = on('mixed', 'MixedText');
const keyInfo = on('mixed', 'MixedKeyInfo');
const drawing = on('mixed', 'MixedDrawing');

const refused = (code: string, path: string) => ({ code, path });

// One row per value: a table reads better unbroken.
// prettier-ignore
const CASES: Array<[string, Case]> = [
  // Required children and lists (xsdcxx 1).
  library('a complete catalog', catalog(), [], 'valid'),
  library('the root {}', {}, [['xsd-missing-element', '/catalog']], refused('element-missing', '/catalog/book')),
  library('the root undefined', undefined, [['xsd-invalid', '/catalog']], refused('element-missing', '/catalog')),
  library('a required list left out', catalog({ author: undefined }), [['xsd-missing-element', '/catalog/book']], refused('element-missing', '/catalog/book/author')),
  // Review r30 codegen M1: an empty array was written, and the document's own decoder refused it.
  library('a required list empty', catalog({ author: [] }), [['xsd-missing-element', '/catalog/book']], refused('element-missing', '/catalog/book/author')),
  library('the root with an empty required list', { book: [] }, [['xsd-missing-element', '/catalog']], refused('element-missing', '/catalog/book')),
  library('an optional list empty (none)', catalog({ tag: [] }), [], 'valid'),
  library('a required complex child left out', catalog({ title: undefined }), [['xsd-missing-element', '/catalog/book']], refused('element-missing', '/catalog/book/title')),
  library('a string for a complex child', catalog({ title: 'T' }), [['xsd-invalid', '/catalog/book/title']], refused('value-invalid', '/catalog/book/title')),
  library('undefined in a list of complex items', catalog({ author: [undefined] }), [['xsd-invalid', '/catalog/book/author']], refused('element-missing', '/catalog/book/author')),
  library('an optional list left out (none)', catalog({ tag: undefined }), [], 'valid'),
  // Review r20 fuzz L7: a hole (a deleted item) is an element the encoder refuses as missing.
  library('a hole in a list of complex items', catalog({ author: [author(), , author()] }), [['xsd-missing-element', '/catalog/book/author[2]']], refused('element-missing', '/catalog/book/author')),
  library('a hole in a list of strings', catalog({ tag: [, 'x'] }), [['xsd-missing-element', '/catalog/book/tag[1]']], refused('element-missing', '/catalog/book/tag')),
  library('a string for a list', catalog({ tag: 'x' }), [['xsd-invalid', '/catalog/book/tag']], refused('value-invalid', '/catalog/book/tag')),
  // Scalars: every refusal an EncodeError with the element or attribute path (xsdcxx 2).
  library('a string for an integer', catalog({ isbn: '1' }), [['xsd-invalid-value', '/catalog/book/isbn']], refused('value-invalid', '/catalog/book/isbn')),
  library('a string for a boolean attribute', catalog({ $available: 'yes' }), [['xsd-invalid-value', '/catalog/book/@available']], refused('value-invalid', '/catalog/book/@available')),
  library('a control character in simple content', catalog({ title: { $value: 'a\u0001' } }), [['xsd-invalid-value', '/catalog/book/title']], refused('value-invalid', '/catalog/book/title')),
  library('a control character in an attribute', catalog({ title: { $value: 'T', $lang: '\u0001' } }), [['xsd-invalid-value', '/catalog/book/title/@lang']], refused('value-invalid', '/catalog/book/title/@lang')),
  library('a string for an xs:list', catalog({ scores: '1 2' }), [['xsd-invalid-value', '/catalog/book/scores']], refused('value-invalid', '/catalog/book/scores')),
  library('an xs:list as an array', catalog({ scores: [1, -2] }), [], 'valid'),
  library('an integer out of its range (written, reported)', catalog({ isbn: -1 }), [['xsd-invalid-value', '/catalog/book/isbn']], 'invalid'),
  // Raw elements of wildcards and xs:anyType (xsdcxx 5, SAML 5).
  mail('a raw element of the wildcard', message(), [], 'valid'),
  mail('raw XML not closed', message({ $any: [{ ...text, xml: `<m:text xmlns:m="${MAIL}">x` }] }), [['xsd-invalid-value', '/message/text']], refused('value-invalid', '/message/text')),
  mail('raw XML of another element than it claims', message({ $any: [{ ...text, xml: '<foo/>' }] }), [['xsd-invalid-value', '/message/text']], refused('value-invalid', '/message/text')),
  mail('raw XML with a declaration first', message({ $any: [{ ...text, xml: `<?xml version="1.0"?><m:text xmlns:m="${MAIL}"/>` }] }), [['xsd-invalid-value', '/message/text']], refused('value-invalid', '/message/text')),
  mail('a namespace the wildcard does not accept', message({ $any: [other] }), [['xsd-invalid-value', '/message/o']], refused('value-invalid', '/message/o')),
  mail('a number for a raw element', message({ $any: [5] }), [['xsd-invalid-value', '/message']], refused('value-invalid', '/message')),
  mail('no element where the wildcard needs one (written, reported)', message({ $any: [] }), [['xsd-missing-element', '/message']], 'invalid'),
  mail('the wildcard list left out', message({ $any: undefined }), [['xsd-missing-element', '/message']], refused('element-missing', '/message')),
  mail('an attribute the wildcard accepts', message({ $anyAttributes: { '{urn:other}n': '1' } }), [], 'valid'),
  mail('an unqualified attribute outside ##other', message({ $anyAttributes: { foo: '1' } }), [['xsd-invalid-value', '/message/@foo']], refused('value-invalid', '/message/@foo')),
  mail('an attribute key that is no name', message({ $anyAttributes: { '{urn:other}bad name': '1' } }), [['xsd-invalid-value', '/message/@bad name']], refused('value-invalid', '/message/@bad name')),
  mail('a number for an attribute value', message({ $anyAttributes: { '{urn:other}n': 5 } }), [['xsd-invalid-value', '/message/@n']], refused('value-invalid', '/message/@n')),
  on('wildcard', 'OrganizationMetadataSchemaOrg')('an unqualified attribute outside ##other (no declared one)', { Name: 'n', $anyAttributes: { x: '1' } }, [['xsd-invalid-value', '/Org/@x']], refused('value-invalid', '/Org/@x')),
  batch('a declared attribute in $anyAttributes', { $content: [{ $element: 'deposit', value: 1 }], $anyAttributes: { ref: 'r' } }, [['xsd-invalid-value', '/batch/@ref']], refused('value-invalid', '/batch/@ref')),
  batch('an xmlns key in $anyAttributes', { $content: [{ $element: 'deposit', value: 1 }], $anyAttributes: { xmlns: 'urn:x' } }, [['xsd-invalid-value', '/batch/@xmlns']], refused('value-invalid', '/batch/@xmlns')),
  note('an xs:anyType element', { body, $any: [] }, [], 'valid'),
  note('an xs:anyType element of another name', { body: { ...body, local: 'other', xml: `<other xmlns="${MAIL}"/>` }, $any: [] }, [['xsd-invalid-value', '/note/body']], refused('value-invalid', '/note/body')),
  note('an xs:anyType element left out', { $any: [] }, [['xsd-missing-element', '/note']], refused('element-missing', '/note/body')),
  note('an unqualified raw element under a default namespace (gets xmlns="")', { body, $any: [{ namespace: '', local: 'x', xml: '<x>1</x>' }] }, [], 'valid'),
  blob('a raw document root', { namespace: MAIL, local: 'blob', xml: `<blob xmlns="${MAIL}"/>` }, [], 'valid'),
  blob('a raw document root of another name', { namespace: MAIL, local: 'blob', xml: `<bob xmlns="${MAIL}"/>` }, [['xsd-invalid-value', '/blob']], refused('value-invalid', '/blob')),
  // Children kept in order (xsdcxx 4, SAML 5).
  batch('a repeated choice with a wildcard', { $content: [{ $element: 'deposit', value: 1 }, { $element: '$any', value: other }] }, [], 'valid'),
  batch('an unknown $element', { $content: [{ $element: 'foo', value: {} }] }, [['xsd-unexpected-element', '/batch/foo']], refused('element-unknown', '/batch/foo')),
  batch('text in element-only content', { $content: ['x'] }, [['xsd-missing-element', '/batch'], ['xsd-invalid', '/batch']], refused('value-invalid', '/batch')),
  batch('a raw item in the target namespace (##other)', { $content: [{ $element: '$any', value: text }] }, [['xsd-invalid-value', '/batch/text']], refused('value-invalid', '/batch/text')),
  batch('no child where one is needed (written, reported)', { $content: [] }, [['xsd-missing-element', '/batch']], 'invalid'),
  textRoot('text and children', { $mixed: ['a', { $element: 'a', value: { $href: 'u', $value: 'x' } }, 'b'] }, [], 'valid'),
  textRoot('mixed content left out (none)', {}, [], 'valid'),
  textRoot('a child the content does not allow', { $mixed: ['a', { $element: 'b', value: { $value: 'x' } }] }, [['xsd-unexpected-element', '/text/b']], refused('element-unknown', '/text/b')),
  textRoot('a number as text', { $mixed: [5] }, [['xsd-invalid', '/text']], refused('value-invalid', '/text')),
  textRoot('null among the items', { $mixed: [null] }, [['xsd-invalid', '/text']], refused('value-invalid', '/text')),
  textRoot('a control character in mixed text', { $mixed: ['a\u0001'] }, [['xsd-invalid-value', '/text']], refused('value-invalid', '/text')),
  textRoot('a string for $mixed', { $mixed: 'abc' }, [['xsd-invalid', '/text']], refused('value-invalid', '/text')),
  keyInfo('one child of the repeated choice', { $mixed: [{ $element: 'keyName', value: 'k' }] }, [], 'valid'),
  keyInfo('no child (written, reported)', { $mixed: [] }, [['xsd-missing-element', '/keyInfo']], 'invalid'),
  keyInfo('text only (written, reported)', { $mixed: ['hi'] }, [['xsd-missing-element', '/keyInfo']], 'invalid'),
  // Substitution groups.
  drawing('a member of the group', { shape: [{ $element: 'circle', value: { $r: 1 } }] }, [], 'valid'),
  drawing('the abstract head', { shape: [{ $element: 'shape', value: {} }] }, [['xsd-unexpected-element', '/drawing/shape']], refused('element-unknown', '/drawing/shape')),
  drawing('a string for a member', { shape: [{ $element: 'circle', value: 'x' }] }, [['xsd-invalid', '/drawing/circle']], refused('value-invalid', '/drawing/circle')),
  drawing('the group left out', {}, [['xsd-missing-element', '/drawing']], refused('element-missing', '/drawing/shape')),
];

/** The encoder's outcome on `value`; anything but an EncodeError fails the test. */
function encodeOutcome(test: Case): Outcome {
  const module = modules.get(test.set)!;
  let xml: string;
  try {
    xml = module[`encode${test.stem}`]!(test.value) as string;
  } catch (error) {
    if (!(error instanceof EncodeError)) throw error;
    return { code: error.code, path: error.path };
  }
  return xmllintVerdict(join(fixtures, test.set, `${test.set}.xsd`), xml) === ''
    ? 'valid'
    : 'invalid';
}

describe('values built by hand: validator issues and encoder outcome agree', () => {
  it.each(CASES)('%s', (_name, test) => {
    const module = modules.get(test.set)!;
    const issues = module[`validate${test.stem}`]!(test.value) as Array<{
      rule: string;
      path: string;
    }>;
    expect(issues.map((issue) => [issue.rule, issue.path])).toStrictEqual(test.issues);
    expect(encodeOutcome(test)).toStrictEqual(test.encode);
  });
});

describe('the generated code of the sets', () => {
  it('type-checks under --strict (the `?.$element` switches narrow the items)', () => {
    expect(strictErrorsOf(sets)).toBe('');
  }, 60_000);
});

describe('what the encoder writes of raw elements', () => {
  it('gives an unqualified raw element xmlns="" under a default namespace, and decodes back', () => {
    const wildcard = modules.get('wildcard')!;
    const value = { body, $any: [{ namespace: '', local: 'x', xml: '<x>1</x>' }] };
    const xml = wildcard.encodeWildcardNote!(value) as string;
    expect(xml).toContain('<x xmlns="">1</x>');
    const decoded = wildcard.decodeWildcardNote!(xml) as { $any: Array<{ namespace: string }> };
    expect(decoded.$any.map((element) => element.namespace)).toStrictEqual(['']);
  });

  it('keeps the scalar error as the cause of a value-invalid EncodeError', () => {
    const library = modules.get('library')!;
    const error = (() => {
      try {
        library.encodeLibraryCatalog!(catalog({ isbn: '1' }));
      } catch (caught) {
        return caught as EncodeError;
      }
      return undefined;
    })();
    expect(error?.message).toBe(
      'element <isbn>: a string is not an integer (give a number or a bigint) at /catalog/book/isbn',
    );
    expect((error?.cause as Error).name).toBe('ScalarError');
  });
});
