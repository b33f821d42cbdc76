/**
 * Review round 15 (r15-spec M1): an `xsi:nil` refused on an element that a rule requires (SPEC.md
 * marks it required; the schema leaves it optional) advises a value, naming the rule, instead of
 * "leave the element out", which would trade the error for the rule's. Where the rule does not
 * run (an item update sends only what changes) the advice stays. Also (r15-spec L1) an element
 * of another generation says which generations have it there, and (r15-newsets L4) an element
 * no global declaration names keeps its namespace. Real documents (the valid fixtures,
 * mutated), both libxml2 engines, xmllint as the oracle of the XSD verdict.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { xmllintVerdict } from '../emit/xmllint.js';
import { createValidator } from '../../src/validate/validator.js';
import { mutate, repoRoot, runCli, tempDir, validFixture } from './helpers.js';

const schemas = join(repoRoot, 'schemas');
const validators = { libxml2: createValidator({ schemasDir: schemas }), libxmljs2: createValidator({ schemasDir: schemas, engine: 'libxmljs2' }) };

const item03 = validFixture('0.3-beta', 'EstimateItemRequest.item.1');
const codeNil = mutate(item03, '<code>042-003</code>', '<code xsi:nil="true"/>');
const codeLeftOut = mutate(item03, '<code>042-003</code>', '');
const amountNil = mutate(item03, '<ac:amount>38.40</ac:amount>', '<ac:amount xsi:nil="true"/>');
const serviceRequest01 = validFixture('0.1', 'FleetServiceRequest.serviceRequest.1');
const assetIdNil = mutate(serviceRequest01, '<ct:id>88213</ct:id>', '<ct:id xsi:nil="true"/>');

const refused = (name: string, generation: string, advice: string) =>
  `Element '${name}': The element is not 'nillable' in generation ${generation}, so xsi:nil="true" is not allowed on it${advice}.`;
const LEAVE_OUT = ': leave the element out instead';
const requiredBy = (rule: string) => `, and the element is required here (rule ${rule}): give it a value instead`;

interface Case {
  name: string;
  xsd: string;
  given: string;
  endpoint?: string;
  want: Array<{ rule: string; path: string; message: string }>;
}

const cases: Case[] = [
  {
    name: 'item code on a creation (no endpoint: SPEC.md table): give it a value, item-required-field-missing says so',
    xsd: join(schemas, '0.3-beta/EstimateItemRequest.xsd'),
    given: codeNil,
    want: [{ rule: 'xsd-invalid', path: '/item/code', message: refused('code', '0.3-beta', requiredBy('item-required-field-missing')) }],
  },
  {
    name: 'item code on POST /estimates/{estimate_id}/items: give it a value',
    xsd: join(schemas, '0.3-beta/EstimateItemRequest.xsd'),
    given: codeNil,
    endpoint: 'POST /estimates/{estimate_id}/items',
    want: [{ rule: 'xsd-invalid', path: '/item/code', message: refused('code', '0.3-beta', requiredBy('item-required-field-missing')) }],
  },
  {
    name: 'item code on an item update (the rule does not run): leaving it out is right',
    xsd: join(schemas, '0.3-beta/EstimateItemRequest.xsd'),
    given: codeNil,
    endpoint: 'POST /estimates/{estimate_id}/items/{item_id}',
    want: [{ rule: 'xsd-invalid', path: '/item/code', message: refused('code', '0.3-beta', LEAVE_OUT) }],
  },
  {
    name: 'a charge amount: additional-charge-field-missing requires it',
    xsd: join(schemas, '0.3-beta/EstimateItemRequest.xsd'),
    given: amountNil,
    want: [{ rule: 'xsd-invalid', path: '/item/additionalCharges/charge/amount', message: refused('amount', '0.3-beta', requiredBy('additional-charge-field-missing')) }],
  },
  {
    name: 'the service request asset id: the rule and the XSD issue agree',
    xsd: join(schemas, '0.1/FleetServiceRequest.xsd'),
    given: assetIdNil,
    want: [
      {
        rule: 'service-request-subject-missing',
        path: '/serviceRequest',
        message: "<serviceRequest> lacks 'assetIdentifier/id': a service request names its asset (SPEC.md allows a parent case instead, but the FleetServiceRequest schema has no element for one)",
      },
      { rule: 'xsd-invalid', path: '/serviceRequest/assetIdentifier/id', message: refused('id', '0.1', requiredBy('service-request-subject-missing')) },
    ],
  },
];

describe('review r15 spec M1: xsi:nil on an element a rule requires advises a value', () => {
  for (const { name, xsd, given, endpoint, want } of cases) {
    test(name, () => {
      expect(xmllintVerdict(xsd, given)).toContain("The element is not 'nillable'.");
      for (const [engine, validator] of Object.entries(validators)) {
        const issues = validator.validate(given, endpoint === undefined ? {} : { endpoint }).issues.map(({ rule, path, message }) => ({ rule, path, message }));
        expect(issues, engine).toStrictEqual(want);
      }
    });
  }

  test('following the advice on a creation is the rule error the advice names; on an update the document is valid', () => {
    const creation = validators.libxml2.validate(codeLeftOut, { endpoint: 'POST /estimates/{estimate_id}/items' });
    expect(creation.issues.map((issue) => issue.rule)).toStrictEqual(['item-required-field-missing']);
    expect(validators.libxml2.validate(codeLeftOut, { endpoint: 'POST /estimates/{estimate_id}/items/{item_id}' }).valid).toBe(true);
  });
});

describe('review r15 spec L1: an element of another generation says which generations have it there', () => {
  const item007 = validFixture('0.0.7', 'EstimateItemRequest.item.1');
  const case01 = validFixture('0.1', 'CaseRequest.case.1');
  const hintCases: Case[] = [
    {
      name: '0.0.7 item with additionalCharges (0.1 and later)',
      xsd: join(schemas, '0.0.7/EstimateItemRequest.xsd'),
      given: mutate(item007, '</item>', '<additionalCharges><charge/></additionalCharges>\n</item>'),
      want: [
        {
          rule: 'xsd-unexpected-element',
          path: '/item/additionalCharges',
          message: "Element 'additionalCharges': This element is not expected: <additionalCharges> here is in generations 0.1, 0.2 and 0.3-beta, not in 0.0.7.",
        },
      ],
    },
    {
      name: '0.1 case with severity (0.2 and later)',
      xsd: join(schemas, '0.1/CaseRequest.xsd'),
      given: mutate(case01, '</case>', '<severity>2</severity>\n</case>'),
      want: [
        {
          rule: 'xsd-unexpected-element',
          path: '/case/severity',
          message: "Element 'severity': This element is not expected: <severity> here is in generations 0.2 and 0.3-beta, not in 0.1.",
        },
      ],
    },
    {
      name: 'a response-only field in a request (no generation has it there): the engine message alone',
      xsd: join(schemas, '0.1/CaseRequest.xsd'),
      given: mutate(case01, '</case>', '<originationEvent>x</originationEvent>\n</case>'),
      want: [{ rule: 'xsd-unexpected-element', path: '/case/originationEvent', message: "Element 'originationEvent': This element is not expected." }],
    },
  ];
  for (const { name, xsd, given, want } of hintCases) {
    test(name, () => {
      expect(xmllintVerdict(xsd, given)).toContain('This element is not expected.');
      for (const [engine, validator] of Object.entries(validators)) {
        const issues = validator.validate(given).issues.map(({ rule, path, message }) => ({ rule, path, message }));
        expect(issues, engine).toStrictEqual(want);
      }
    });
  }
});

describe('review r15 newsets L4: no global declaration for an element keeps its namespace', () => {
  const tree = tempDir('fleetcase-review-r15-');
  afterAll(() => tree.cleanup());
  tree.write(
    'set/r15/w.xsd',
    `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:r15:w" elementFormDefault="qualified">
  <xs:element name="beans"><xs:complexType><xs:sequence><xs:any namespace="##any" processContents="strict" minOccurs="0" maxOccurs="unbounded"/></xs:sequence></xs:complexType></xs:element>
</xs:schema>
`,
  );
  const setDir = join(tree.dir, 'set');
  const given = '<beans xmlns="urn:r15:w"><foo:bar xmlns:foo="urn:x"/></beans>\n';

  test('a strict wildcard meets {urn:x}bar, which nothing declares', () => {
    const xsd = join(setDir, 'r15/w.xsd');
    expect(xmllintVerdict(xsd, given)).toContain("Element '{urn:x}bar': No matching global element declaration available, but demanded by the strict wildcard.");
    for (const engine of ['libxml2', 'libxmljs2'] as const) {
      const issues = createValidator({ schemasDir: setDir, engine }).validate(given).issues.map(({ rule, path, message }) => ({ rule, path, message }));
      expect(issues, engine).toStrictEqual([
        { rule: 'xsd-invalid', path: '/beans/bar', message: "Element '{urn:x}bar': No matching global element declaration available, but demanded by the strict wildcard." },
      ]);
    }
  });
});

describe('review r15 ci L2: a config entry an earlier one shadows is a warning', () => {
  const tree = tempDir('fleetcase-review-r15-config-');
  afterAll(() => tree.cleanup());
  tree.write('payloads/cases/c1.xml', validFixture('0.0.7', 'CaseRequest.case.1'));
  tree.write('payloads/notes/n1.xml', validFixture('0.1', 'NoteRequest.note.1'));
  const entries = {
    catchAll: { files: 'payloads/**/*.xml' },
    cases: { files: 'payloads/cases/*.xml', generation: '0.0.7', endpoint: 'POST /assets/{id}/cases' },
  };

  test('the specific entry after the catch-all: warned on stderr, naming both lines; the run goes on', async () => {
    tree.write('fleetcase.config.json', `{"validate": [\n${JSON.stringify(entries.catchAll)},\n${JSON.stringify(entries.cases)}\n]}\n`);
    const { code, out, err } = await runCli(['validate'], tree.dir);
    expect(code).toBe(0);
    expect(out).toContain('2 files checked: 2 valid');
    expect(err).toBe(
      'fleetcase: warning: fleetcase.config.json:3: the entry for payloads/cases/*.xml applies to no file: the entry on line 2 takes the one file it matches (the first matching entry applies: list it before)\n',
    );
  });

  test('the specific entry first: no warning', async () => {
    tree.write('fleetcase.config.json', `{"validate": [\n${JSON.stringify(entries.cases)},\n${JSON.stringify(entries.catchAll)}\n]}\n`);
    const { err } = await runCli(['validate'], tree.dir);
    expect(err).toBe('');
  });

  test('the specific entry first, a run over its files only: no warning (review r20 contract M3)', async () => {
    tree.write('fleetcase.config.json', `{"validate": [\n${JSON.stringify(entries.cases)},\n${JSON.stringify(entries.catchAll)}\n]}\n`);
    for (const files of [['payloads/cases/c1.xml'], ['payloads/cases']]) {
      const { code, err } = await runCli(['validate', ...files], tree.dir);
      expect({ code, err }).toStrictEqual({ code: 0, err: '' });
    }
  });
});
