/**
 * `xsi:type` naming a type derived from the declared one (src/emit/model/derivations.ts), on
 * small XSDs of test/emit/fixtures/xsi-derived trimmed from real sets: BPMN 2.0's tExpression /
 * tFormalExpression and its elements of abstract types (rootElement, flowElement), SAML 2.0's
 * abstract Statement and Condition (with a Condition subtype of another namespace), and a
 * drawing set covering a chain of two derivations, extension adding attributes and elements,
 * restriction, an abstract intermediate type, a repeated element, mixed content, a repeated
 * group (`$content`), a derived type in another namespace, simple content, nil + xsi:type and a
 * document root of a polymorphic type. xmllint is the oracle: a valid document decodes strictly,
 * passes the generated validator and re-encodes to a document xmllint accepts and that decodes
 * to the same value; an invalid one is refused by the decoder or reported by the validator.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EncodeError } from '../../src/runtime/index.js';
import {
  decodeError,
  strictErrorsOf,
  useGeneratedSets,
  type CodecModule,
  type Value,
} from './generated-sets.js';
import { xmllintVerdict } from './xmllint.js';

const fixtures = join(import.meta.dirname, 'fixtures', 'xsi-derived');
const sets = useGeneratedSets<CodecModule>(
  Object.fromEntries(['shapes', 'saml', 'bpmn'].map((id) => [id, join(fixtures, id)])),
);

const XSI = 'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';

/** The decoder, encoder, validator and xmllint verdict of one root of a set. */
function root(id: string, stem: string, xsd: string) {
  const module = () => sets.modules.get(id)!;
  return {
    decode: (xml: string, lenient = false) =>
      module()[`decode${stem}`]!(xml, lenient ? { lenient } : undefined) as Value,
    encode: (value: unknown) => module()[`encode${stem}`]!(value) as string,
    issues: (value: unknown) =>
      (module()[`validate${stem}`]!(value) as Array<{ rule: string; path: string; message: string }>).map(
        ({ rule, path, message }) => `${rule} ${path}: ${message}`,
      ),
    xmllint: (xml: string) => xmllintVerdict(join(fixtures, id, xsd), xml),
  };
}

/** Decodes a valid document and checks the round trip and the validator; returns the value. */
function roundTrip(codec: ReturnType<typeof root>, xml: string): Value {
  expect(codec.xmllint(xml)).toBe('');
  const value = codec.decode(xml);
  expect(codec.issues(value)).toEqual([]);
  const encoded = codec.encode(value);
  expect(codec.xmllint(encoded)).toBe('');
  expect(codec.decode(encoded)).toStrictEqual(value);
  // Lenient decoding reads the same types.
  expect(codec.decode(xml, true)).toStrictEqual(value);
  return value;
}

it('the generated code type-checks under --strict', () => {
  expect(strictErrorsOf(sets)).toBe('');
}, 60_000);

describe('drawing: derived types on every kind of element', () => {
  const drawing = root('shapes', 'Drawing', 'Drawing.xsd');
  const doc = (body: string, attributes = '') =>
    `<drawing xmlns="urn:xd:draw" ${XSI}${attributes}>${body}</drawing>`;
  const main = '<main><name>m</name></main>';

  it.each([
    {
      name: 'extension adding an element and an attribute',
      given: doc('<main xsi:type="Circle" filled="true"><name>a</name><radius>1.5</radius></main>'),
      want: { main: { $xsiType: 'Circle', value: { $filled: true, name: 'a', radius: '1.5' } } },
    },
    {
      name: 'a chain of two extensions, prefixed',
      given: doc(
        '<main xsi:type="d:Ring" xmlns:d="urn:xd:draw"><name>a</name><radius>2</radius><inner>1</inner></main>',
      ),
      want: { main: { $xsiType: 'Ring', value: { name: 'a', radius: '2', inner: '1' } } },
    },
    {
      name: 'restriction',
      given: doc('<main xsi:type="Labelled" id="x"><name>AB</name></main>'),
      want: { main: { $xsiType: 'Labelled', value: { $id: 'x', name: 'AB' } } },
    },
    {
      name: 'below an abstract intermediate type',
      given: doc('<main xsi:type="Square"><name>a</name><sides>4</sides><side>1</side></main>'),
      want: { main: { $xsiType: 'Square', value: { name: 'a', sides: 4, side: '1' } } },
    },
    {
      name: 'the declared type itself',
      given: doc('<main xsi:type="Shape"><name>a</name></main>'),
      want: { main: { name: 'a' } },
    },
    {
      name: 'a derived type of another namespace',
      given: doc(
        '<main xsi:type="x:Star" xmlns:x="urn:xd:extra"><name>a</name><x:points>5</x:points></main>',
      ),
      want: { main: { $xsiType: 'Star', value: { name: 'a', points: 5 } } },
    },
    {
      name: 'a repeated element',
      given: doc(
        `${main}<shape xsi:type="Circle"><name>a</name><radius>1</radius></shape><shape><name>b</name></shape><shape xsi:type="Labelled" id="c"><name>C</name></shape>`,
      ),
      want: {
        shape: [
          { $xsiType: 'Circle', value: { name: 'a', radius: '1' } },
          { name: 'b' },
          { $xsiType: 'Labelled', value: { $id: 'c', name: 'C' } },
        ],
      },
    },
    {
      name: 'nil, keeping the derived type and its attributes',
      given: doc(`${main}<maybe xsi:nil="true" xsi:type="Circle" filled="true"/>`),
      want: { maybe: { $xsiType: 'Circle', value: { $nil: true, $filled: true } } },
    },
    {
      name: 'nil, keeping the derived type',
      given: doc(`${main}<maybe xsi:type="Square" xsi:nil="true"/>`),
      want: { maybe: { $xsiType: 'Square', value: null } },
    },
    {
      name: 'nil without xsi:type',
      given: doc(`${main}<maybe xsi:nil="true"/>`),
      want: { maybe: null },
    },
    {
      name: 'mixed content',
      given: doc(
        `${main}<note>see <ref xsi:type="Circle"><name>c</name><radius>1</radius></ref> and <ref><name>d</name></ref>.</note>`,
      ),
      want: {
        note: {
          $mixed: [
            'see ',
            { $element: 'ref', value: { $xsiType: 'Circle', value: { name: 'c', radius: '1' } } },
            ' and ',
            { $element: 'ref', value: { name: 'd' } },
            '.',
          ],
        },
      },
    },
    {
      name: 'a repeated group ($content)',
      given: doc(
        `${main}<pairs><key>k</key><val xsi:type="x:Star" xmlns:x="urn:xd:extra"><name>s</name><x:points>3</x:points></val><key>l</key><val><name>v</name></val></pairs>`,
      ),
      want: {
        pairs: {
          $content: [
            { $element: 'key', value: 'k' },
            { $element: 'val', value: { $xsiType: 'Star', value: { name: 's', points: 3 } } },
            { $element: 'key', value: 'l' },
            { $element: 'val', value: { name: 'v' } },
          ],
        },
      },
    },
    {
      name: 'simple content extended by an attribute',
      given: doc(`${main}<price xsi:type="TaxedAmount" rate="0.2" currency="EUR">10</price>`),
      want: {
        price: { $xsiType: 'TaxedAmount', value: { $rate: '0.2', $currency: 'EUR', $value: '10' } },
      },
    },
  ])('$name: decodes, validates, round-trips', ({ given, want }) => {
    expect(roundTrip(drawing, given)).toMatchObject(want);
  });

  it('a document root of a type with derived types', () => {
    const figure = root('shapes', 'DrawingFigure', 'Drawing.xsd');
    const given = `<figure xmlns="urn:xd:draw" ${XSI} xsi:type="Ring"><name>a</name><radius>1</radius><inner>0</inner></figure>`;
    expect(roundTrip(figure, given)).toEqual({
      $xsiType: 'Ring',
      value: { name: 'a', radius: '1', inner: '0' },
    });
  });

  it('writes the xsi:type with the prefix of its namespace, declared on the root', () => {
    const encoded = drawing.encode({
      main: { $xsiType: 'Star', value: { name: 'a', points: 5 } },
      shape: [{ $xsiType: 'Circle', value: { name: 'b', radius: '1' } }],
    });
    expect(encoded).toContain('<main xsi:type="ns1:Star"><name>a</name><ns1:points>5</ns1:points>');
    expect(encoded).toContain('<shape xsi:type="Circle">');
    expect(encoded).toMatch(/^<\?xml[^>]*>\n<drawing xmlns="urn:xd:draw" xmlns:ns1="urn:xd:extra" xmlns:xsi="/);
  });

  it.each([
    {
      name: 'an unknown type',
      given: doc('<main xsi:type="Nope"><name>a</name></main>'),
      want: 'xsi-type-invalid: <main> ({urn:xd:draw}) has xsi:type="Nope", which names no type derived from its declared type {urn:xd:draw}Shape',
    },
    {
      name: 'an unrelated type',
      given: doc('<main xsi:type="Unrelated"><name>a</name></main>'),
      want: 'xsi-type-invalid: <main> ({urn:xd:draw}) has xsi:type="Unrelated", which names no type derived from its declared type {urn:xd:draw}Shape',
    },
    {
      name: 'an abstract derived type',
      given: doc('<main xsi:type="Polygon"><name>a</name><sides>1</sides></main>'),
      want: 'xsi-type-invalid: <main> ({urn:xd:draw}) has xsi:type="Polygon", which names the abstract type {urn:xd:draw}Polygon',
    },
    {
      name: 'an undeclared prefix',
      given: doc('<main xsi:type="q:Circle"><name>a</name><radius>1</radius></main>'),
      want: "xsi-type-invalid: <main> ({urn:xd:draw}) has xsi:type=\"q:Circle\", whose prefix 'q' is not declared (no xmlns:q in scope)",
    },
    {
      name: 'a derived type missing its extra element',
      given: doc('<main xsi:type="Circle"><name>a</name></main>'),
      want: 'element-missing: required element <radius> is missing',
    },
    {
      name: 'a restriction missing the attribute it requires',
      given: doc('<main xsi:type="Labelled"><name>AB</name></main>'),
      want: 'attribute-missing: required attribute id is missing',
    },
    {
      name: 'the attribute of a derived type without its xsi:type',
      given: doc('<main filled="true"><name>a</name></main>'),
      want: /^attribute-unknown: /,
    },
    {
      name: 'nil naming an unrelated type',
      given: doc(`${main}<maybe xsi:nil="true" xsi:type="Unrelated"/>`),
      want: /^xsi-type-invalid: .*names no type derived/,
    },
  ])('$name: refused by xmllint and the decoder', ({ given, want }) => {
    expect(drawing.xmllint(given)).not.toBe('');
    for (const lenient of [false, true]) {
      const error = decodeError(() => drawing.decode(given, lenient));
      if (lenient && want instanceof RegExp && want.source.includes('attribute-unknown')) continue;
      expect(`${error?.code}: ${error?.message}`).toMatch(
        typeof want === 'string' ? new RegExp(`^${want.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : want,
      );
    }
  });

  it.each([
    {
      name: 'a $xsiType naming no derived type',
      given: { main: { $xsiType: 'Polygon', value: { name: 'a', sides: 1 } }, shape: [] },
      issue: `xsd-invalid /drawing/main: $xsiType "Polygon" names no non-abstract type derived from {urn:xd:draw}Shape ('Circle', 'Labelled', 'Ring', 'Square', 'Star')`,
    },
    {
      name: 'a derived value breaking its own type',
      given: { main: { $xsiType: 'Labelled', value: { $id: 'x', name: 'ab' } }, shape: [] },
      issue: /^xsd-invalid-value \/drawing\/main\/name: .*pattern/,
    },
    {
      name: 'a derived value missing a required element',
      given: { main: { $xsiType: 'Circle', value: { name: 'a' } }, shape: [] },
      issue: /^xsd-missing-element \/drawing\/main: .*radius/,
    },
  ])('a value built by hand with $name: reported by the validator', ({ given, issue }) => {
    const issues = drawing.issues(given);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(typeof issue === 'string' ? issue : issue);
  });

  it('a restriction whose content breaks it: refused by xmllint, reported by the validator', () => {
    // Decoders leave patterns to the validator (src/emit/README.md "Decoding").
    const given = doc('<main xsi:type="Labelled" id="x"><name>ab</name></main>');
    expect(drawing.xmllint(given)).toMatch(/The value 'ab' is not accepted by the pattern/);
    expect(drawing.issues(drawing.decode(given))).toEqual([
      expect.stringMatching(/^xsd-invalid-value \/drawing\/main\/name: .*pattern/),
    ]);
  });

  it('the encoder refuses a $xsiType naming no derived type', () => {
    expect(() =>
      drawing.encode({ main: { $xsiType: 'Nope', value: { name: 'a' } }, shape: [] }),
    ).toThrow(expect.objectContaining({ code: 'value-invalid', path: '/drawing/main' }));
  });
});

describe('SAML 2.0: elements of the abstract types Statement and Condition', () => {
  const assertion = root('saml', 'SamlSchemaAssertion20Assertion', 'sstc-saml-delegation.xsd');
  const SAML = 'xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion"';
  const DEL = 'xmlns:del="urn:oasis:names:tc:SAML:2.0:conditions:delegation"';
  const doc = (body: string) =>
    `<saml:Assertion ${SAML} ${XSI} ${DEL} Version="2.0" ID="_a" IssueInstant="2024-01-01T00:00:00Z"><saml:Issuer>idp</saml:Issuer>${body}</saml:Assertion>`;
  const authn =
    '<saml:Statement xsi:type="saml:AuthnStatementType" AuthnInstant="2024-01-01T00:00:00Z"><saml:AuthnContext><saml:AuthnContextClassRef>urn:pw</saml:AuthnContextClassRef></saml:AuthnContext></saml:Statement>';

  it('xsi:type on Statement and Condition (a subtype of another namespace among them)', () => {
    const given = doc(
      `<saml:Subject><saml:NameID>bob</saml:NameID></saml:Subject><saml:Conditions><saml:Condition xsi:type="del:DelegationRestrictionType"><del:Delegate><NameID>bob</NameID></del:Delegate></saml:Condition><saml:Condition xsi:type="saml:OneTimeUseType"/><saml:OneTimeUse/></saml:Conditions>${authn}<saml:Statement xsi:type="saml:AttributeStatementType"><saml:Attribute Name="role"><saml:AttributeValue>admin</saml:AttributeValue></saml:Attribute></saml:Statement><saml:AuthnStatement AuthnInstant="2024-01-02T00:00:00Z"><saml:AuthnContext><saml:AuthnContextClassRef>urn:x</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>`,
    );
    const value = roundTrip(assertion, given);
    expect(value).toMatchObject({
      $content: [
        { $element: 'Issuer', value: 'idp' },
        { $element: 'Subject', value: { NameID: 'bob' } },
        {
          $element: 'Conditions',
          value: {
            $content: [
              {
                $element: 'Condition',
                value: {
                  $xsiType: 'DelegationRestrictionType',
                  value: { Delegate: [{ NameID: 'bob' }] },
                },
              },
              { $element: 'Condition', value: { $xsiType: 'OneTimeUseType', value: {} } },
              { $element: 'OneTimeUse', value: {} },
            ],
          },
        },
        {
          $element: 'Statement',
          value: {
            $xsiType: 'AuthnStatementType',
            value: { $AuthnInstant: '2024-01-01T00:00:00Z' },
          },
        },
        {
          $element: 'Statement',
          value: {
            $xsiType: 'AttributeStatementType',
            value: { Attribute: [{ $Name: 'role', AttributeValue: ['admin'] }] },
          },
        },
        { $element: 'AuthnStatement', value: { $AuthnInstant: '2024-01-02T00:00:00Z' } },
      ],
    });
  });

  it('a Statement document root of the abstract type decodes with its xsi:type', () => {
    const statement = root('saml', 'SamlSchemaAssertion20Statement', 'sstc-saml-delegation.xsd');
    const given = authn.replace('<saml:Statement ', `<saml:Statement ${SAML} ${XSI} `);
    expect(roundTrip(statement, given)).toMatchObject({ $xsiType: 'AuthnStatementType' });
  });

  it.each([
    {
      name: 'no xsi:type',
      given: doc('<saml:Statement/>'),
      want: 'xsi-type-invalid: <saml:Statement> ({urn:oasis:names:tc:SAML:2.0:assertion}): it is declared of the abstract type {urn:oasis:names:tc:SAML:2.0:assertion}StatementAbstractType, so it needs an xsi:type naming a non-abstract type derived from it',
    },
    {
      name: 'the abstract type itself',
      given: doc('<saml:Statement xsi:type="saml:StatementAbstractType"/>'),
      want: 'xsi-type-invalid: <saml:Statement> ({urn:oasis:names:tc:SAML:2.0:assertion}) has xsi:type="saml:StatementAbstractType", which names the abstract type itself: it is declared of the abstract type {urn:oasis:names:tc:SAML:2.0:assertion}StatementAbstractType, so it needs an xsi:type naming a non-abstract type derived from it',
    },
    {
      name: 'a Condition type on a Statement',
      given: doc('<saml:Statement xsi:type="saml:OneTimeUseType"/>'),
      want: 'xsi-type-invalid: <saml:Statement> ({urn:oasis:names:tc:SAML:2.0:assertion}) has xsi:type="saml:OneTimeUseType", which names no type derived from its declared type {urn:oasis:names:tc:SAML:2.0:assertion}StatementAbstractType',
    },
    {
      name: 'a BaseID, whose abstract type no type of the set derives from',
      given: doc('<saml:Subject><saml:BaseID NameQualifier="q"/></saml:Subject>'),
      want: 'xsi-type-invalid: <saml:BaseID> ({urn:oasis:names:tc:SAML:2.0:assertion}): it is declared of the abstract type {urn:oasis:names:tc:SAML:2.0:assertion}BaseIDAbstractType, so it needs an xsi:type naming a non-abstract type derived from it',
    },
    {
      name: 'a BaseID naming its abstract type',
      given: doc('<saml:Subject><saml:BaseID xsi:type="saml:BaseIDAbstractType"/></saml:Subject>'),
      want: /^xsi-type-invalid: .*names the abstract type itself/,
    },
  ])('$name: refused by xmllint (abstract) and the decoder', ({ given, want }) => {
    expect(assertion.xmllint(given)).not.toBe('');
    for (const lenient of [false, true]) {
      const error = decodeError(() => assertion.decode(given, lenient));
      expect(`${error?.code}: ${error?.message}`).toMatch(
        typeof want === 'string' ? new RegExp(`^${want.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : want,
      );
    }
  });

  it('a value built by hand without a derived type: refused by the encoder, reported by the validator', () => {
    const value = {
      $Version: '2.0',
      $ID: '_a',
      $IssueInstant: '2024-01-01T00:00:00Z',
      $content: [
        { $element: 'Issuer', value: 'idp' },
        { $element: 'Statement', value: {} },
      ],
    };
    const message =
      'its declared type {urn:oasis:names:tc:SAML:2.0:assertion}StatementAbstractType is abstract: give { $xsiType, value } naming a non-abstract type derived from it';
    expect(assertion.issues(value)).toEqual([`xsd-invalid /Assertion/Statement: ${message}`]);
    let error: unknown;
    try {
      assertion.encode(value);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EncodeError);
    const { code, message: said, path } = error as EncodeError;
    expect({ code, said, path }).toEqual({
      code: 'value-invalid',
      said: `element <Statement>: ${message} at /Assertion/Statement`,
      path: '/Assertion/Statement',
    });
  });

  it('a BaseID built by hand: reported by the validator, refused by the encoder', () => {
    const value = {
      $Version: '2.0',
      $ID: '_a',
      $IssueInstant: '2024-01-01T00:00:00Z',
      $content: [
        { $element: 'Issuer', value: 'idp' },
        { $element: 'Subject', value: { BaseID: { $NameQualifier: 'q' } } },
      ],
    };
    expect(assertion.issues(value)).toEqual([
      'xsd-invalid /Assertion/Subject/BaseID: its declared type {urn:oasis:names:tc:SAML:2.0:assertion}BaseIDAbstractType is abstract: give { $xsiType, value } naming a non-abstract type derived from it',
    ]);
    expect(() => assertion.encode(value)).toThrow(
      expect.objectContaining({ code: 'value-invalid', path: '/Assertion/Subject/BaseID' }),
    );
  });
});

describe('BPMN 2.0: conditionExpression of type tExpression, rootElement and flowElement', () => {
  const definitions = root('bpmn', 'SemanticDefinitions', 'Semantic.xsd');
  const BPMN = 'xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL"';
  const doc = (body: string) =>
    `<bpmn2:definitions ${BPMN} ${XSI} id="d" targetNamespace="http://www.omg.org/bpmn20">${body}</bpmn2:definitions>`;

  it('a Kogito process: tFormalExpression in mixed content, elements of abstract types', () => {
    const given = doc(
      '<bpmn2:process id="p" name="P" isExecutable="true"><bpmn2:task id="a"/><bpmn2:task id="b"/>' +
        '<bpmn2:sequenceFlow id="f" sourceRef="a" targetRef="b"><bpmn2:conditionExpression xsi:type="bpmn2:tFormalExpression" language="http://www.java.com/java"><![CDATA[return x > 1;]]></bpmn2:conditionExpression></bpmn2:sequenceFlow>' +
        '<bpmn2:sequenceFlow id="g" sourceRef="a" targetRef="b"><bpmn2:conditionExpression>x</bpmn2:conditionExpression></bpmn2:sequenceFlow>' +
        '<bpmn2:flowElement xsi:type="bpmn2:tTask" id="c"/></bpmn2:process>' +
        '<bpmn2:rootElement xsi:type="bpmn2:tProcess" id="q"/>',
    );
    const value = roundTrip(definitions, given);
    expect(value).toMatchObject({
      rootElement: [
        {
          $element: 'process',
          value: {
            flowElement: [
              { $element: 'task' },
              { $element: 'task' },
              {
                $element: 'sequenceFlow',
                value: {
                  conditionExpression: {
                    $xsiType: 'tFormalExpression',
                    value: { $language: 'http://www.java.com/java', $mixed: ['return x > 1;'] },
                  },
                },
              },
              { $element: 'sequenceFlow', value: { conditionExpression: { $mixed: ['x'] } } },
              { $element: 'flowElement', value: { $xsiType: 'tTask', value: { $id: 'c' } } },
            ],
          },
        },
        { $element: 'rootElement', value: { $xsiType: 'tProcess', value: { $id: 'q' } } },
      ],
    });
  });

  it('a flowElement without xsi:type is refused (its type is abstract)', () => {
    const given = doc('<bpmn2:process id="p"><bpmn2:flowElement id="c"/></bpmn2:process>');
    expect(definitions.xmllint(given)).toMatch(/The type definition is abstract/);
    expect(decodeError(() => definitions.decode(given))).toMatchObject({
      code: 'xsi-type-invalid',
      path: '/definitions/process/flowElement',
    });
  });
});
