/**
 * A `--schemas` folder of several XSDs read as one set (review r11): the folder's schema when a
 * namespace is split by `xs:include` or a no-namespace file only imports the others
 * (engines/libxml2-umbrella.ts), which XSD of one folder a document means when several declare
 * its namespace or root (resolve-document.ts), and the messages around them. xmllint on the XSD
 * that imports the set (or on the XSD the document means) is the oracle.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { umbrellaSchema } from '../../src/validate/engines/libxml2-umbrella.js';
import { createValidator, type Validator } from '../../src/validate/validator.js';
import { xmllintValid, xmllintVerdict } from '../emit/xmllint.js';
import { tempDir } from './helpers.js';

const sets = join(import.meta.dirname, 'fixtures/schema-sets');
const ENGINES = ['libxml2', 'libxmljs2'] as const;

const validators: Validator[] = [];
afterAll(() => {
  for (const validator of validators) validator.close();
});

/** One validator per set and engine (the schemas compile once). */
function validatorOf(set: string, engine: (typeof ENGINES)[number], generation?: string): Validator {
  const validator = createValidator({ schemasDir: join(sets, set), engine, ...(generation ? { generation } : {}) });
  validators.push(validator);
  return validator;
}

function check(validator: Validator, set: string, given: string): { rules: string[]; messages: string[]; schema: string | null } {
  const result = validator.validate(readFileSync(join(sets, set, given)), { file: given });
  return { rules: result.issues.map((issue) => issue.rule), messages: result.issues.map((issue) => issue.message), schema: result.schema };
}

describe('a namespace split by xs:include keeps the folder\'s schema (r11 tools11 1: OCCT XmlOcaf/XmlXcaf)', () => {
  // a.xsd includes a-types.xsd (the abstract head); b.xsd joins the substitution group from urn:b.
  const set = 'include-substitution';
  const driver = join(sets, set, 'g/b.xsd');

  it('imports each namespace once, by the file that includes the others', () => {
    const schema = umbrellaSchema(join(sets, set, 'g'))!;
    expect([...schema.files].map((file) => file.slice(file.lastIndexOf('/') + 1))).toEqual(['a.xsd', 'b.xsd']);
    expect(schema.text).not.toContain('a-types.xsd');
  });

  const cases = [
    { given: 'valid.xml', want: [] as string[] },
    { given: 'invalid.xml', want: ['xsd-invalid-value'] },
  ];
  for (const { given, want } of cases) {
    it(`${given}: ${want.join(', ') || 'valid'}, as xmllint says on b.xsd (the set)`, () => {
      expect(xmllintValid(driver, { file: join(sets, set, given) })).toBe(want.length === 0);
      for (const engine of ENGINES) expect(check(validatorOf(set, engine), set, given).rules, engine).toEqual(want);
    });
  }
});

describe('an import of a namespace\'s part rather than its main keeps the folder\'s schema (r11 re-review N2)', () => {
  // app.xsd (sorted first) imports types-part.xsd, which types.xsd includes: libxml2 keeps the
  // first file imported for a namespace, so types.xsd must be imported before app.xsd.
  const set = 'import-of-part';
  // The oracle: the set as one schema, each namespace imported by its main.
  const oracle = tempDir('fleetcase-umbrella-oracle-');
  afterAll(() => oracle.cleanup());
  const driver = oracle.write(
    'all.xsd',
    `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
      <xs:import namespace="urn:types" schemaLocation="${join(sets, set, 'g/types.xsd')}"/>
      <xs:import namespace="urn:app" schemaLocation="${join(sets, set, 'g/app.xsd')}"/>
    </xs:schema>`,
  );

  it('imports the main before the file that imports its part', () => {
    const schema = umbrellaSchema(join(sets, set, 'g'))!;
    expect([...schema.files].map((file) => file.slice(file.lastIndexOf('/') + 1))).toEqual(['types.xsd', 'app.xsd']);
  });

  const cases = [
    { given: 'valid.xml', want: [] as string[] },
    { given: 'invalid.xml', want: ['xsd-invalid-value'] },
  ];
  for (const { given, want } of cases) {
    it(`${given}: ${want.join(', ') || 'valid'}, as xmllint says on the set`, () => {
      expect(xmllintValid(driver, { file: join(sets, set, given) })).toBe(want.length === 0);
      for (const engine of ENGINES) expect(check(validatorOf(set, engine), set, given).rules, engine).toEqual(want);
    });
  }
});

describe('a no-namespace file that only imports the others is the set\'s umbrella (r11 grid 4: ARC arcconfig.xsd)', () => {
  const set = 'umbrella-file';
  const driver = join(sets, set, 'g/all.xsd');

  it('is included in the folder\'s schema, which imports the namespaced files', () => {
    const schema = umbrellaSchema(join(sets, set, 'g'))!;
    expect(schema.text).toMatch(/<xs:include schemaLocation="file:[^"]*\/all\.xsd"\/>/);
    expect(schema.text.match(/<xs:import /g)).toHaveLength(2);
  });

  const cases = [
    { given: 'good.xml', want: [] as string[] },
    { given: 'bad.xml', want: ['xsd-invalid-value'] },
  ];
  for (const { given, want } of cases) {
    it(`${given}: the lax wildcard's content is checked (${want.join(', ') || 'valid'}), as xmllint says on all.xsd`, () => {
      expect(xmllintValid(driver, { file: join(sets, set, given) })).toBe(want.length === 0);
      for (const engine of ENGINES) expect(check(validatorOf(set, engine), set, given).rules, engine).toEqual(want);
    });
  }
});

describe('folders that keep one compile per XSD', () => {
  it('two unrelated files of one namespace', () => {
    expect(umbrellaSchema(join(sets, 'one-folder-namespace/g'))).toBeUndefined();
  });

  const schema = (namespace: string, body: string) => `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="${namespace}">${body}</xs:schema>`;
  const cases = [
    {
      given: 'an import of a copy of a folder namespace outside its main (libxml2 would keep the first)',
      files: {
        'a.xsd': schema('urn:a', '<xs:element name="a" type="xs:int"/>'),
        'b.xsd': schema('urn:b', '<xs:import namespace="urn:a" schemaLocation="../copy/a.xsd"/><xs:element name="b" type="xs:int"/>'),
        '../copy/a.xsd': schema('urn:a', '<xs:element name="other" type="xs:int"/>'),
      },
    },
    {
      given: 'two mains importing parts of one another (no order reads each from its main)',
      files: {
        'a.xsd': schema('urn:a', '<xs:include schemaLocation="a-part.xsd"/><xs:import namespace="urn:b" schemaLocation="b-part.xsd"/>'),
        'a-part.xsd': schema('urn:a', '<xs:element name="pa" type="xs:int"/>'),
        'b.xsd': schema('urn:b', '<xs:include schemaLocation="b-part.xsd"/><xs:import namespace="urn:a" schemaLocation="a-part.xsd"/>'),
        'b-part.xsd': schema('urn:b', '<xs:element name="pb" type="xs:int"/>'),
      },
    },
  ];
  for (const { given, files } of cases) {
    it(given, () => {
      const temp = tempDir('fleetcase-umbrella-');
      try {
        for (const [name, text] of Object.entries(files)) temp.write(`g/${name}`, text);
        expect(umbrellaSchema(join(temp.dir, 'g'))).toBeUndefined();
      } finally {
        temp.cleanup();
      }
    });
  }
});

describe('several XSDs of one folder declaring the document\'s namespace (r11 tools11 2, media 3: OpenZWave, VOTable)', () => {
  const set = 'one-folder-namespace';
  const cases: Array<{ given: string; xsd?: string; want: string[]; message?: RegExp }> = [
    // Only v1.xsd declares <first>; only v2.xsd <second>.
    { given: 'first-bad.xml', xsd: 'v1.xsd', want: ['xsd-invalid-value'] },
    { given: 'second.xml', xsd: 'v2.xsd', want: [] },
    // Both declare <shared>: the root's xsi:schemaLocation names one, by file name.
    { given: 'shared-v2.xml', xsd: 'v2.xsd', want: [] },
    { given: 'shared-v1-url.xml', xsd: 'v1.xsd', want: ['xsd-invalid-value'] },
    {
      given: 'shared.xml',
      want: ['namespace-ambiguous'],
      message:
        /^the root element <shared> of the namespace 'urn:v' is declared by different files: g\/v1\.xsd, g\/v2\.xsd \(all of generation g\); name the one the document is checked against with xsi:schemaLocation="urn:v <file>\.xsd" on the root element, or put each XSD in a folder of its own and give that folder to --schemas$/,
    },
  ];
  for (const { given, xsd, want, message } of cases) {
    it(`${given}: ${want.join(', ') || 'valid'}${xsd ? `, as xmllint says on ${xsd}` : ''}`, () => {
      if (xsd) expect(xmllintValid(join(sets, set, 'g', xsd), { file: join(sets, set, given) })).toBe(want.length === 0);
      for (const engine of ENGINES) {
        const got = check(validatorOf(set, engine), set, given);
        expect(got.rules, engine).toEqual(want);
        // An ambiguous document was checked against no schema: the JSON report says none.
        expect(got.schema, engine).toBe(xsd ? xsd.replace('.xsd', '') : null);
        if (message) expect(got.messages[0], engine).toMatch(message);
      }
    });
  }

  it('--generation of that folder gives the same advice, never --generation again', () => {
    const got = check(validatorOf(set, 'libxml2', 'g'), set, 'shared.xml');
    expect(got.rules).toEqual(['namespace-ambiguous']);
    expect(got.messages[0]).toMatch(/declared by several files of the schemas of 'g': .*; name the one the document is checked against with xsi:schemaLocation=.* or put each XSD in a folder of its own/);
    expect(got.messages[0]).not.toMatch(/--generation|include the others/);
  });
});

describe('files of one name in two generation folders: the location\'s folders tell them apart', () => {
  // shared-namespace: g3/b.xsd (x: xs:string) and g5/b.xsd (x: xs:int) both declare <root> of urn:t.
  const cases = [
    { location: 'https://example.com/schemas/g5/b.xsd', xsd: 'g5/b.xsd', want: ['xsd-invalid-value'] },
    { location: '../g3/b.xsd', xsd: 'g3/b.xsd', want: [] as string[] },
    { location: 'b.xsd', want: ['namespace-ambiguous'] },
  ];
  for (const { location, xsd, want } of cases) {
    it(`xsi:schemaLocation "urn:t ${location}": ${want.join(', ') || 'valid'}${xsd ? `, as xmllint says on ${xsd}` : ''}`, () => {
      const xml = `<root xmlns="urn:t" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="urn:t ${location}"><x>abc</x></root>`;
      if (xsd) expect(xmllintValid(join(sets, 'shared-namespace', xsd), xml)).toBe(want.length === 0);
      const result = validatorOf('shared-namespace', 'libxml2').validate(xml);
      expect(result.issues.map((issue) => issue.rule)).toEqual(want);
      if (want[0] === 'namespace-ambiguous') expect(result.issues[0]!.message).toMatch(/give --generation \(g3, g5\) to choose/);
    });
  }
});

describe('several no-namespace XSDs of one folder declaring the root (r11 tools11 2, grid 6: r-cran-xml author.xsd, author2.xsd)', () => {
  const set = 'one-folder-roots';
  const cases: Array<{ given: string; xsd?: string; want: string[] }> = [
    { given: 'author.xml', xsd: 'author.xsd', want: [] },
    // Named by a path that is no file of the set: its file name picks author2.xsd, where it is invalid.
    { given: 'author2.xml', xsd: 'author2.xsd', want: ['xsd-unexpected-element'] },
    { given: 'unnamed.xml', want: ['namespace-ambiguous'] },
  ];
  for (const { given, xsd, want } of cases) {
    it(`${given}: ${want.join(', ') || 'valid'}${xsd ? `, as xmllint says on ${xsd}` : ''}`, () => {
      if (xsd) expect(xmllintValid(join(sets, set, 'g', xsd), { file: join(sets, set, given) })).toBe(want.length === 0);
      for (const engine of ENGINES) {
        const got = check(validatorOf(set, engine), set, given);
        expect(got.rules, engine).toEqual(want);
        if (want[0] === 'namespace-ambiguous') {
          expect(got.messages[0], engine).toMatch(/^the root element <Author> \(no namespace\) is declared by different files: g\/author\.xsd, g\/author2\.xsd \(all of generation g\); name the one the document is checked against with xsi:noNamespaceSchemaLocation="<file>\.xsd" on the root element, or put each XSD in a folder of its own/);
          expect(got.messages[0], engine).not.toMatch(/--generation/);
        }
      }
    });
  }
});

describe('unknown-namespace against a set of no-namespace XSDs (r11 tools11 6)', () => {
  it('says the set\'s XSDs have no targetNamespace, not the API\'s pattern', () => {
    const validator = validatorOf('one-folder-roots', 'libxml2');
    const result = validator.validate('<vehicles xmlns="urn:cars"/>');
    expect(result.issues.map((issue) => issue.rule)).toEqual(['unknown-namespace']);
    expect(result.issues[0]!.message).toBe(
      "unknown namespace 'urn:cars': no XSD of the set declares it: the set's XSDs have no targetNamespace (g/author.xsd, g/author2.xsd), and the document's root <vehicles> is in this namespace",
    );
  });

  it('a document without a namespace, against a set whose only no-namespace file declares no element, is not told every XSD has one', () => {
    const validator = validatorOf('umbrella-file', 'libxml2');
    const result = validator.validate('<x/>');
    expect(result.issues.map((issue) => issue.rule)).toEqual(['unknown-namespace']);
    expect(result.issues[0]!.message).toBe(
      "the root element has no namespace; the set's XSDs without a targetNamespace (g/all.xsd) declare no element; the others have a targetNamespace (urn:e, urn:r)",
    );
  });
});

describe('an element not expected in another namespace than its parent\'s keeps it in the message (r11 tools11 5: libsight plugin.xml)', () => {
  const set = 'foreign-child';
  const xsd = join(sets, set, 'g/plugin.xsd');
  // review r14 spec M1: where the parent's model has the name in another namespace, the message says which.
  const cases = [
    {
      given: 'other-namespace.xml',
      xmllint: "Element '{urn:other}requirement': This element is not expected.",
      want: "Element '{urn:other}requirement': This element is not expected: <requirement> here is requirement (no namespace).",
    },
    { given: 'undeclared.xml', xmllint: "Element 'bogus': This element is not expected.", want: "Element 'bogus': This element is not expected." },
  ];
  for (const { given, xmllint, want } of cases) {
    it(`${given}: ${want}, as xmllint words it`, () => {
      expect(xmllintVerdict(xsd, readFileSync(join(sets, set, given)))).toContain(xmllint);
      for (const engine of ENGINES) {
        const got = check(validatorOf(set, engine), set, given);
        expect(got, engine).toMatchObject({ rules: ['xsd-unexpected-element'], messages: [want] });
      }
    });
  }
});
