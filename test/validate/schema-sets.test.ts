/**
 * `fleetcase validate --schemas DIR` on set shapes beyond the API's own layout (review r9):
 * imports that leave the folder (UN/CEFACT CII's `../../codelist/standard/X.xsd`), a namespace
 * split over `xs:include` files (NeXML), and generation folders that keep a namespace across
 * versions of a schema. xmllint, on the document's own XSD, is the oracle where it has one.
 */
import { join } from 'node:path';
import { xmllintValid } from '../emit/xmllint.js';
import { afterAll, describe, expect, it } from 'vitest';
import { refusedLoads } from '../../src/validate/engines/libxml2-input.js';
import { createValidator } from '../../src/validate/validator.js';
import { schemaClosure } from '../../src/validate/schema-closure.js';
import { indexSchemasFolder } from '../../src/validate/schema-index.js';
import { repoRoot, runCli, tempDir } from './helpers.js';

const sets = join(import.meta.dirname, 'fixtures/schema-sets');

interface JsonReport {
  files: Array<{ valid: boolean; generation: string | null; issues: Array<{ rule: string; message: string; path: string }> }>;
}

async function validate(argv: string[]): Promise<{ code: number; err: string; report?: JsonReport }> {
  const { code, out, err } = await runCli(['validate', '--format', 'json', ...argv], repoRoot);
  return { code, err, ...(code === 2 ? {} : { report: JSON.parse(out) as JsonReport }) };
}

describe('an import that leaves the --schemas folder (r9 finance 1)', () => {
  const set = join(sets, 'outside-import');
  const xsd = join(set, 'set/g1/doc.xsd');

  it('reads the imported file, as the schema loader and xmllint do', () => {
    expect(schemaClosure([xsd])).toEqual([xsd, join(set, 'common/types.xsd')]);
  });

  const cases = [
    { given: 'doc.xml', want: { code: 0, rules: [] as string[] } },
    { given: 'bad.xml', want: { code: 1, rules: ['xsd-invalid-value'] } },
  ];
  for (const { given, want } of cases) {
    it(`${given}: exit ${want.code}, as xmllint says`, async () => {
      expect(xmllintValid(xsd, { file: join(set, given) })).toBe(want.code === 0);
      for (const engine of ['libxml2', 'libxmljs2']) {
        const { code, err, report } = await validate(['--engine', engine, '--schemas', join(set, 'set'), join(set, given)]);
        expect(err, engine).toBe('');
        expect(code, engine).toBe(want.code);
        expect(report!.files[0]!.issues.map((issue) => issue.rule), engine).toEqual(want.rules);
      }
    });
  }

  it('lets libxml2 read nothing else outside the folder: a file beside the imported one stays refused', () => {
    const before = refusedLoads().length;
    const validator = createValidator({ schemasDir: join(set, 'set') });
    expect(validator.validate('<r xmlns="urn:doc"><code>A</code></r>').valid).toBe(true);
    expect(refusedLoads().slice(before)).toEqual([]);
    // A schema loaded later that names the unrelated file is the only way to it; a document is not.
    const hostile = `<r xmlns="urn:doc" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="urn:unrelated ${join(set, 'common/unrelated.xsd')}"><code>A</code></r>`;
    expect(validator.validate(hostile).valid).toBe(true);
    expect(refusedLoads().slice(before)).toEqual([]);
  });
});

describe('a namespace split over xs:include files (r9 science F3a)', () => {
  // include-split: b.xsd includes a.xsd and declares the root; include-chain (NeXML's shape):
  // top.xsd reaches base.xsd, beside it, only through parts/mid.xsd.
  const shapes = [
    { set: join(sets, 'include-split'), namespace: 'urn:t', xsd: 'g1/b.xsd', invalid: 'xsd-unexpected-element' },
    { set: join(sets, 'include-chain'), namespace: 'urn:chain', xsd: 'g1/top.xsd', invalid: 'xsd-invalid-value' },
  ];
  for (const { set, namespace, xsd, invalid } of shapes) {
    it(`${namespace} is indexed under ${xsd}, the file that includes the others`, () => {
      const schema = indexSchemasFolder(set).byNamespace.get(namespace)!;
      expect(schema.xsdFile).toBe(join(set, xsd));
      expect(schema.others).toBeUndefined();
    });
    const cases = [
      { given: 'valid.xml', want: { code: 0, rules: [] as string[] } },
      { given: 'invalid.xml', want: { code: 1, rules: [invalid] } },
    ];
    for (const { given, want } of cases) {
      it(`${namespace} ${given}: exit ${want.code}, as xmllint says on ${xsd}`, async () => {
        expect(xmllintValid(join(set, xsd), { file: join(set, given) })).toBe(want.code === 0);
        const { code, report } = await validate(['--schemas', set, join(set, given)]);
        expect(code).toBe(want.code);
        expect(report!.files[0]!.issues.map((issue) => issue.rule)).toEqual(want.rules);
        if (want.rules.length > 0) expect(report!.files[0]!.issues[0]!.message).not.toMatch(/No matching global declaration/);
      });
    }
  }
});

describe('generation folders sharing a namespace (r9 science F3b)', () => {
  const set = join(sets, 'shared-namespace');
  const cases: Array<{ name: string; given: string; flags: string[]; xsd?: string; want: { code: number; rules: string[]; message?: RegExp } }> = [
    { name: '--generation g5 checks against g5 (x is xs:int)', given: 'string.xml', flags: ['--generation', 'g5'], xsd: 'g5/b.xsd', want: { code: 1, rules: ['xsd-invalid-value'] } },
    { name: '--generation g5, a valid int', given: 'int.xml', flags: ['--generation', 'g5'], xsd: 'g5/b.xsd', want: { code: 0, rules: [] } },
    { name: '--generation g3 checks against g3 (x is xs:string)', given: 'string.xml', flags: ['--generation', 'g3'], xsd: 'g3/b.xsd', want: { code: 0, rules: [] } },
    {
      name: 'no --generation: ambiguous, said so',
      given: 'string.xml',
      flags: [],
      want: { code: 1, rules: ['namespace-ambiguous'], message: /'urn:t' is declared by different files: g3\/b\.xsd \(generation g3\), g5\/b\.xsd \(generation g5\); give --generation/ },
    },
  ];
  for (const { name, given, flags, xsd, want } of cases) {
    it(name, async () => {
      if (xsd) expect(xmllintValid(join(set, xsd), { file: join(set, given) })).toBe(want.code === 0);
      const { code, report } = await validate(['--schemas', set, ...flags, join(set, given)]);
      expect(code).toBe(want.code);
      const issues = report!.files[0]!.issues;
      expect(issues.map((issue) => issue.rule)).toEqual(want.rules);
      if (want.message) expect(issues[0]!.message).toMatch(want.message);
    });
  }

  it('copies of one file in several folders are no ambiguity', async () => {
    const copies = join(sets, 'shared-copies');
    const { code, report } = await validate(['--schemas', copies, join(copies, 'string.xml')]);
    expect(code).toBe(0);
    expect(report!.files[0]!.generation).toBe('g1');
  });

  it('the project\'s own schemas have one file per namespace', () => {
    for (const schema of indexSchemasFolder(join(repoRoot, 'schemas')).byNamespace.values()) expect(schema.others, schema.namespace).toBeUndefined();
  });
});

describe('documents without a namespace, named by their root element (r9 re-review side note)', () => {
  // no-namespace: g1 alpha.xsd and beta.xsd include common.xsd; g2 has a beta.xsd whose <n> is
  // an xs:int, delta.xsd (a root only g2 declares) and two files declaring <clash>.
  const set = join(sets, 'no-namespace');
  it('indexes each root under the XSD declaring it, never the included types file', () => {
    const byRoot = indexSchemasFolder(set).byRoot;
    expect([...byRoot.keys()].sort()).toEqual(['alpha', 'beta', 'clash', 'delta']);
    expect(byRoot.get('alpha')!.xsdFile).toBe(join(set, 'g1/alpha.xsd'));
    expect(byRoot.get('alpha')!.generations).toEqual(['g1', 'g2']);
    expect(indexSchemasFolder(join(repoRoot, 'schemas')).byRoot.size).toBe(0);
  });

  const cases: Array<{ given: string; flags: string[]; xsd?: string; want: { code: number; rules: string[]; message?: RegExp } }> = [
    { given: 'alpha-valid.xml', flags: [], xsd: 'g1/alpha.xsd', want: { code: 0, rules: [] } },
    { given: 'alpha-invalid.xml', flags: [], xsd: 'g1/alpha.xsd', want: { code: 1, rules: ['xsd-invalid-value'] } },
    { given: 'alpha-valid.xml', flags: ['--generation', 'g2'], xsd: 'g1/alpha.xsd', want: { code: 0, rules: [] } },
    { given: 'beta-string.xml', flags: ['--generation', 'g1'], xsd: 'g1/beta.xsd', want: { code: 0, rules: [] } },
    { given: 'beta-string.xml', flags: ['--generation', 'g2'], xsd: 'g2/beta.xsd', want: { code: 1, rules: ['xsd-invalid-value'] } },
    { given: 'delta.xml', flags: [], xsd: 'g2/delta.xsd', want: { code: 0, rules: [] } },
    {
      given: 'beta-string.xml',
      flags: [],
      want: { code: 1, rules: ['namespace-ambiguous'], message: /^the root element <beta> \(no namespace\) is declared by different files: g1\/beta\.xsd \(generation g1\), g2\/beta\.xsd \(generation g2\); give --generation/ },
    },
    {
      given: 'clash.xml',
      flags: ['--generation', 'g2'],
      want: { code: 1, rules: ['namespace-ambiguous'], message: /<clash> \(no namespace\) is declared by several files of the schemas of 'g2': g2\/clash-a\.xsd/ },
    },
    {
      given: 'delta.xml',
      flags: ['--generation', 'g1'],
      want: { code: 1, rules: ['version-mismatch'], message: /^no XSD of generation g1 declares the root element <delta> \(no namespace\); g2\/delta\.xsd does \(generation g2\)$/ },
    },
    {
      given: 'gamma.xml',
      flags: [],
      want: { code: 1, rules: ['root-undeclared'], message: /^the root element <gamma> has no namespace and no XSD of the set declares it \(the set's XSDs without a targetNamespace: g1\/alpha\.xsd, g1\/beta\.xsd, g2\/beta\.xsd/ },
    },
  ];
  for (const { given, flags, xsd, want } of cases) {
    it(`${given} ${flags.join(' ')}: exit ${want.code}${xsd ? `, as xmllint says on ${xsd}` : ''}`, async () => {
      if (xsd) expect(xmllintValid(join(set, xsd), { file: join(set, given) })).toBe(want.code === 0);
      const { code, report } = await validate(['--schemas', set, ...flags, join(set, given)]);
      expect(code).toBe(want.code);
      const issues = report!.files[0]!.issues;
      expect(issues.map((issue) => issue.rule)).toEqual(want.rules);
      if (want.message) expect(issues[0]!.message).toMatch(want.message);
    });
  }

  it('a real SUMO schema (types_file.xsd including baseTypes.xsd, with its DTD entities): as xmllint says', async () => {
    const sumo = join(sets, 'sumo-types');
    const xsd = join(sumo, 'data/xsd/types_file.xsd');
    for (const { given, want } of [
      { given: 'ships.typ.xml', want: [] as string[] },
      { given: 'ships-invalid.typ.xml', want: ['xsd-invalid-value', 'xsd-invalid-value', 'xsd-invalid-value'] },
    ]) {
      expect(xmllintValid(xsd, { file: join(sumo, given) }), given).toBe(want.length === 0);
      for (const engine of ['libxml2', 'libxmljs2']) {
        const { code, report } = await validate(['--engine', engine, '--schemas', join(sumo, 'data'), join(sumo, given)]);
        expect(code, `${engine} ${given}`).toBe(want.length === 0 ? 0 : 1);
        expect(report!.files[0]!.issues.map((issue) => issue.rule), `${engine} ${given}`).toEqual(want);
      }
    }
  });

  it('the API\'s own schemas: a document without a namespace stays unknown-namespace', async () => {
    const { code, report } = await validate([join(set, 'alpha-valid.xml')]);
    expect(code).toBe(1);
    expect(report!.files[0]!.issues[0]!.rule).toBe('unknown-namespace');
    expect(report!.files[0]!.issues[0]!.message).toMatch(/^the root element has no namespace; expected http:\/\/www\.decisiv\.net\/platform_api\//);
  });
});

describe('unrelated no-namespace XSDs in generation folders (r10 eng 4: Kodi extension points)', () => {
  // a/first.xsd and b/second.xsd both declare <extension>; b inherits a's file (another name).
  const set = join(sets, 'unrelated-roots');
  const cases = [
    { flags: ['--generation', 'b'], xsd: 'b/second.xsd', want: { code: 0, rules: [] as string[] } },
    { flags: ['--generation', 'a'], xsd: 'a/first.xsd', want: { code: 1, rules: ['xsd-unexpected-element'] } },
    { flags: [], want: { code: 1, rules: ['namespace-ambiguous'], message: /give --generation \(a, b\) to choose/ } },
  ];
  for (const { flags, xsd, want } of cases) {
    it(`size.xml ${flags.join(' ') || '(no --generation)'}: exit ${want.code}${xsd ? `, as xmllint says on ${xsd}` : ''}`, async () => {
      if (xsd) expect(xmllintValid(join(set, xsd), { file: join(set, 'size.xml') })).toBe(want.code === 0);
      const { code, report } = await validate(['--schemas', set, ...flags, join(set, 'size.xml')]);
      expect(code).toBe(want.code);
      const issues = report!.files[0]!.issues;
      expect(issues.map((issue) => issue.rule)).toEqual(want.rules);
      if (want.message) expect(issues[0]!.message).toMatch(want.message);
    });
  }
});

describe('a document of a namespace only a file outside the set declares, which the set imports (r11 re-review N2: OCCT XmlXcaf.xsd alone)', () => {
  // generate --schemas writes codecs for ocaf.xsd's roots; validate checks their documents
  // against xcaf.xsd, the set's file importing it, so xcaf's substitution group counts.
  const set = join(sets, 'imported-root');
  const cases = [
    { given: 'valid.xml', want: { code: 0, rules: [] as string[] } },
    { given: 'invalid.xml', want: { code: 1, rules: ['xsd-invalid-value'] } },
  ];
  for (const { given, want } of cases) {
    it(`${given}: exit ${want.code}, as xmllint says on xcaf.xsd`, async () => {
      expect(xmllintValid(join(set, 'set/xcaf/xcaf.xsd'), { file: join(set, given) })).toBe(want.code === 0);
      const { code, report } = await validate(['--schemas', join(set, 'set/xcaf'), join(set, given)]);
      expect(code).toBe(want.code);
      expect(report!.files[0]!.issues.map((issue) => issue.rule)).toEqual(want.rules);
      expect(report!.files[0]).toMatchObject({ generation: 'xcaf', schema: 'ocaf' });
    });
  }
});

describe('a document without a namespace against a set whose no-namespace files are chameleon parts (r12 re-review 4)', () => {
  it('is told those files take their includers\' namespaces, not that none exists', async () => {
    const temp = tempDir();
    try {
      const set = join(repoRoot, 'test/emit/fixtures/chameleon');
      const { code, report } = await validate(['--schemas', set, temp.write('note.xml', '<note>x</note>')]);
      expect(code).toBe(1);
      expect(report!.files[0]!.issues[0]!.message).toMatch(
        /^the root element has no namespace; every schema of the set declares a targetNamespace \(urn:invoice, urn:order\): the files without one \([^)]*Amount\.xsd, [^)]*Types\.xsd\) are parts that schemas include, in the includer's namespace \(chameleon includes\)$/,
      );
    } finally {
      temp.cleanup();
    }
  });
});

describe("a document outside a --schemas set of other namespaces names the set's namespaces (r10 web 2)", () => {
  const set = join(sets, 'outside-import', 'set');
  it.each([
    { given: '<other xmlns="urn:zzz"/>', want: /^unknown namespace 'urn:zzz': no XSD of the set declares it \(the set's namespaces: [^)]*\)$/ },
    { given: '<other/>', want: /^the root element has no namespace; every XSD of the set declares a targetNamespace \([^)]+\)$/ },
  ])('$given', async ({ given, want }) => {
    const temp = tempDir();
    try {
      const { code, report } = await validate(['--schemas', set, temp.write('doc.xml', given)]);
      expect(code).toBe(1);
      const issue = report!.files[0]!.issues[0]!;
      expect(issue.rule).toBe('unknown-namespace');
      expect(issue.message).toMatch(want);
      expect(issue.message).not.toMatch(/decisiv/);
    } finally {
      temp.cleanup();
    }
  });
});

describe('wildcard content declared by another XSD of the set (r10 misc1 1: a SOAP envelope carrying a payload)', () => {
  // envelope.xsd: Env/Body holds a lax xs:any, Env/Strict a strict one; payload.xsd (which
  // imports the envelope) declares Note. The set is one schema: xmllint given payload.xsd is the oracle.
  const set = join(sets, 'wildcard-payload');
  const driver = join(set, 'g/payload.xsd');
  const cases = [
    { given: 'lax-good.xml', want: { code: 0, rules: [] as string[] } },
    { given: 'lax-bad.xml', want: { code: 1, rules: ['xsd-invalid-value'] } },
    { given: 'strict-good.xml', want: { code: 0, rules: [] as string[] } },
    { given: 'strict-undeclared.xml', want: { code: 1, rules: ['xsd-invalid'] } },
  ];
  for (const { given, want } of cases) {
    it(`${given}: exit ${want.code}, as xmllint says on the set`, async () => {
      expect(xmllintValid(driver, { file: join(set, given) })).toBe(want.code === 0);
      for (const engine of ['libxml2', 'libxmljs2']) {
        const { code, report } = await validate(['--engine', engine, '--schemas', set, join(set, given)]);
        expect(code, engine).toBe(want.code);
        expect(report!.files[0]!.issues.map((issue) => issue.rule), engine).toEqual(want.rules);
      }
    });
  }
});

describe('a document naming a type with xsi:type is checked against the folder too (r12 omg 1: BPMN extension content)', () => {
  // g/a.xsd: root holds expr (type a:T) and a lax ##other wildcard; g/b.xsd declares the wildcard's
  // b:ext (a required attribute); g/c.xsd derives c:Derived from a:T. a.xsd imports neither.
  // Before, any xsi:type sent the document to a.xsd alone: b:ext unchecked, c:Derived unresolved.
  // xmllint given umbrella.xsd (importing the folder) is the oracle.
  const set = join(sets, 'wildcard-xsi-type');
  const driver = join(set, 'umbrella.xsd');
  const cases = [
    { given: 'no-xsi-type-bad.xml', want: { code: 1, rules: ['xsd-invalid'] } },
    { given: 'xsi-type-bad.xml', want: { code: 1, rules: ['xsd-invalid'] } },
    { given: 'xsi-type-good.xml', want: { code: 0, rules: [] as string[] } },
    { given: 'derived-good.xml', want: { code: 0, rules: [] as string[] } },
    { given: 'derived-bad.xml', want: { code: 1, rules: ['xsd-invalid'] } },
  ];
  for (const { given, want } of cases) {
    it(`${given}: exit ${want.code}, as xmllint says on the set`, async () => {
      expect(xmllintValid(driver, { file: join(set, given) })).toBe(want.code === 0);
      for (const engine of ['libxml2', 'libxmljs2']) {
        const { code, report } = await validate(['--engine', engine, '--schemas', join(set, 'g'), join(set, given)]);
        expect(code, engine).toBe(want.code);
        expect(report!.files[0]!.issues.map((issue) => issue.rule), engine).toEqual(want.rules);
      }
    });
  }
});

describe('the targetNamespace of a schema with a long header (a licence comment beyond 4 KiB)', () => {
  const comment = `<!-- ${'Licensed under the terms of a long licence text. '.repeat(120)}\n targetNamespace="urn:wrong" -->`;
  const tree = tempDir('fleetcase-long-header-');
  afterAll(() => tree.cleanup());
  const xsd = tree.write(
    'g1/long.xsd',
    `<?xml version="1.0" encoding="UTF-8"?>\n${comment}\n<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:long" elementFormDefault="qualified"><xs:element name="r" type="xs:int"/></xs:schema>\n`,
  );

  it('is read from the schema element, past the comment (which names another)', () => {
    expect(indexSchemasFolder(tree.dir).byNamespace.get('urn:long')?.xsdFile).toBe(xsd);
    expect(indexSchemasFolder(tree.dir).byNamespace.has('urn:wrong')).toBe(false);
  });

  it('a document of that namespace validates against it', () => {
    const validator = createValidator({ schemasDir: tree.dir });
    expect(xmllintValid(xsd, '<r xmlns="urn:long">1</r>')).toBe(true);
    expect(validator.validate('<r xmlns="urn:long">1</r>').valid).toBe(true);
    expect(validator.validate('<r xmlns="urn:long">x</r>').valid).toBe(false);
  });
});

describe('--schemas naming a folder of XSDs, what generate --schemas takes: one generation named after it (r10 ent 6)', () => {
  const cases: Array<{ name: string; folder: string; given: string; xsd: string; want: { code: number; generation: string; rules: string[] } }> = [
    { name: 'imports that leave the folder', folder: 'outside-import/set/g1', given: 'outside-import/doc.xml', xsd: 'outside-import/set/g1/doc.xsd', want: { code: 0, generation: 'g1', rules: [] } },
    { name: 'imports that leave the folder, a bad value', folder: 'outside-import/set/g1', given: 'outside-import/bad.xml', xsd: 'outside-import/set/g1/doc.xsd', want: { code: 1, generation: 'g1', rules: ['xsd-invalid-value'] } },
    // g1 holds its XSDs and a sub-folder of parts: its own XSDs make the set, parts/ is no generation.
    { name: 'a folder with a sub-folder of included parts', folder: 'include-chain/g1', given: 'include-chain/valid.xml', xsd: 'include-chain/g1/top.xsd', want: { code: 0, generation: 'g1', rules: [] } },
    { name: 'a folder with a sub-folder of included parts, invalid', folder: 'include-chain/g1', given: 'include-chain/invalid.xml', xsd: 'include-chain/g1/top.xsd', want: { code: 1, generation: 'g1', rules: ['xsd-invalid-value'] } },
  ];
  it.each(cases)('$name: exit $want.code, as xmllint says', async ({ folder, given, xsd, want }) => {
    expect(xmllintValid(join(sets, xsd), { file: join(sets, given) })).toBe(want.code === 0);
    const { code, err, report } = await validate(['--schemas', join(sets, folder), join(sets, given)]);
    expect(err).toBe('');
    expect({ code, generation: report!.files[0]!.generation, rules: report!.files[0]!.issues.map((issue) => issue.rule) }).toEqual(want);
  });

  it('a generation folder of the API: its endpoints.json gives the endpoint rules', async () => {
    const fixture = join(repoRoot, 'test/fixtures/rules/case-create-detail-missing.3.fail.case-create-detail-missing.xml');
    const flags = ['--generation', '0.0.7', '--endpoint', 'POST /assets/{id}/cases', fixture];
    const whole = await validate(flags);
    const one = await validate(['--schemas', join(repoRoot, 'schemas/0.0.7'), ...flags]);
    expect(one.code).toBe(1);
    expect(one.report!.files[0]!.issues.map((issue) => issue.rule)).toContain('case-create-detail-missing');
    expect(one.report).toEqual(whole.report);
  });

  it('a folder with XSDs only deeper down says where they are', async () => {
    const temp = tempDir();
    try {
      const xsd = '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="r"/></xs:schema>';
      temp.write('one/g1/a.xsd', xsd);
      temp.write('two/g2/b.xsd', xsd);
      const { code, err } = await validate(['--schemas', temp.dir, temp.write('r.xml', '<r/>')]);
      expect(code).toBe(2);
      expect(err).toMatch(/the folder holds no \.xsd file, nor does any folder in it \(one folder per generation\); there are XSDs deeper, in one\/g1, two\/g2: /);
    } finally {
      temp.cleanup();
    }
  });
});
