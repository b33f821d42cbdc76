/**
 * Review r21 consumer H1: a JVM that does not start is no verdict (every document passed).
 * Review r21 torture M2: a document error Xerces cannot word is the document's, not the schema's.
 * Review r21 spec L5: a root its schema does not declare is told the roots it has.
 * Review r21 scale H5: an internal error of libxml2 on one document is that document's issue;
 * H2: past 100 000 findings a document's further ones are counted, not kept (it ran out of memory).
 * Review r21 torture H1: a `--schemas` pattern naming no Unicode block compiles in libxml2 but
 * makes it fail with an internal error on a value: a one-line schema error naming the pattern
 * and where it is (exit 2), not "internal error" with a stack trace.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createValidator } from '../../src/validate/index.js';
import { parseXercesMessages } from '../../src/validate/engines/xerces.js';
import { caseRequest, runCli, tempDir } from './helpers.js';

const folders: Array<{ cleanup(): void }> = [];
afterEach(() => {
  for (const folder of folders.splice(0)) folder.cleanup();
});

describe('review r21 torture H1: a pattern libxml2 cannot run', () => {
  it('is a schema error naming the pattern, its file and line', async () => {
    const folder = tempDir();
    folders.push(folder);
    folder.write(
      'xsd/b.xsd',
      '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">\n  <xs:element name="r"><xs:simpleType><xs:restriction base="xs:string">\n    <xs:pattern value="\\p{IsNoSuchBlock}*"/></xs:restriction></xs:simpleType></xs:element>\n</xs:schema>\n',
    );
    folder.write('r.xml', '<r>abc</r>');
    const { code, out, err } = await runCli(['validate', '--schemas', 'xsd', 'r.xml'], folder.dir);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(/^fleetcase: xsd\/b\.xsd:3: the pattern escape \\p\{IsNoSuchBlock\} names no Unicode block/);
    expect(err).not.toMatch(/internal error:|\n\s+at /);
    expect(err.trim().split('\n')).toHaveLength(1);
  });
});

describe('review r21 consumer H1: a JVM that does not start', () => {
  it('is the engine unavailable, not a valid document', async () => {
    const before = process.env['JAVA_TOOL_OPTIONS'];
    process.env['JAVA_TOOL_OPTIONS'] = '-Xmx1m';
    const validator = createValidator({ engine: 'xerces' });
    try {
      const invalid = caseRequest('0.3-beta', '  <severity>high</severity>');
      await expect(validator.validateAsync(invalid)).rejects.toMatchObject({
        kind: 'ValidateEngineUnavailable',
        message: expect.stringMatching(/^validation engine 'xerces' is not available: Java ended without a verdict/),
      });
    } finally {
      validator.close();
      if (before === undefined) delete process.env['JAVA_TOOL_OPTIONS'];
      else process.env['JAVA_TOOL_OPTIONS'] = before;
    }
  }, 60_000);
});

describe('review r21 torture M2: an error Xerces cannot word', () => {
  it('is a finding of the document, kept without a position', () => {
    const [finding] = parseXercesMessages(["[fatal] Can't find resource for bundle java.util.PropertyResourceBundle, key cvc-complex-type.2.4.d.1"]);
    expect(finding).toMatchObject({ engine: 'xerces', level: 'error', line: 0, column: 0, positioned: true });
    expect(finding?.message).toMatch(/^cvc-complex-type\.2\.4\.d\.1: Invalid content was found/);
  });

  it('leaves the run going: the other files get their verdicts, exit 1', async () => {
    const folder = tempDir();
    folders.push(folder);
    folder.write(
      'xsd/m.xsd',
      '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="r"><xs:complexType><xs:sequence>' +
        '<xs:element name="p" type="xs:string" minOccurs="2" maxOccurs="4"/>' +
        '<xs:choice minOccurs="0" maxOccurs="unbounded"><xs:element name="q" type="xs:string"/><xs:element name="r" type="xs:string"/></xs:choice>' +
        '</xs:sequence></xs:complexType></xs:element></xs:schema>',
    );
    folder.write('ok.xml', '<r><p>1</p><p>2</p></r>');
    folder.write('five.xml', '<r><p>1</p><p>2</p><p>3</p><p>4</p><p>5</p></r>');
    const { code, out } = await runCli(['validate', '--engine', 'xerces', '--no-rules', '--schemas', 'xsd', 'ok.xml', 'five.xml', '--format', 'json'], folder.dir);
    expect(code).toBe(1);
    const files = (JSON.parse(out) as { files: Array<{ file: string; valid: boolean; issues: Array<{ rule: string }> }> }).files;
    expect(files.map((file) => [file.file, file.valid, file.issues.map((issue) => issue.rule)])).toStrictEqual([
      ['ok.xml', true, []],
      ['five.xml', false, ['xsd-unexpected-element']],
    ]);
  }, 60_000);
});

describe('review r21 spec L5: a root the schema does not declare', () => {
  it('names the roots the schema has', async () => {
    const folder = tempDir();
    folders.push(folder);
    folder.write('r1.xml', '<cases xmlns="http://www.decisiv.net/platform_api/0.1/Case/CaseRequest"/>');
    const { code, out } = await runCli(['validate', 'r1.xml', '--format', 'json'], folder.dir);
    expect(code).toBe(1);
    const [issue] = (JSON.parse(out) as { files: Array<{ issues: Array<{ rule: string; message: string; path: string }> }> }).files[0]!.issues;
    expect(issue).toMatchObject({ rule: 'xsd-unexpected-element', path: '/cases' });
    expect(issue!.message).toMatch(/validation root\. CaseRequest 0\.1 declares the root element <case>, not <cases>\.$/);
  });
});

describe('review r21 scale H5: libxml2 giving up on one document', () => {
  it('is an issue of that document; the other files are reported, exit 1', async () => {
    const folder = tempDir();
    folders.push(folder);
    folder.write(
      's/s.xsd',
      `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="root"><xs:complexType><xs:sequence><xs:element name="v"><xs:simpleType><xs:restriction base="xs:string"><xs:pattern value="${'[a-z]?'.repeat(30)}"/></xs:restriction></xs:simpleType></xs:element></xs:sequence></xs:complexType></xs:element></xs:schema>`,
    );
    folder.write('ok.xml', '<root><v>abc</v></root>');
    folder.write('bad31.xml', `<root><v>${'a'.repeat(31)}</v></root>`);
    const { code, out } = await runCli(['validate', '--schemas', 's', 'ok.xml', 'bad31.xml', '--format', 'json'], folder.dir);
    expect(code).toBe(1);
    const files = (JSON.parse(out) as { files: Array<{ file: string; valid: boolean; issues: Array<{ message: string; path: string }> }> }).files;
    expect(files.map((file) => [file.file, file.valid])).toStrictEqual([['ok.xml', true], ['bad31.xml', false]]);
    expect(files[1]!.issues[0]).toMatchObject({ path: '/root/v', message: expect.stringMatching(/^libxml2 stopped validating this document with an internal error/) });
  });
});

describe('review r21 scale H2: a document with more findings than are kept', () => {
  it('lists the first 100 000 and says how many more there are', () => {
    const attributes = Array.from({ length: 250 }, (_, index) => ` a${index}="x"`).join('');
    const xml = `<r>${`<e${attributes}/>`.repeat(404)}</r>`;
    const xsd = '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="r"><xs:complexType><xs:sequence><xs:element name="e" maxOccurs="unbounded"><xs:complexType/></xs:element></xs:sequence></xs:complexType></xs:element></xs:schema>';
    const folder = tempDir();
    folders.push(folder);
    folder.write('s/s.xsd', xsd);
    const validator = createValidator({ schemasDir: join(folder.dir, 's') });
    try {
      const { issues } = validator.validate(xml);
      expect(issues).toHaveLength(100_001);
      expect(issues.filter((issue) => /more findings of this document are not listed/.test(issue.message))).toStrictEqual([
        expect.objectContaining({ message: '1000 more findings of this document are not listed (the first 100000 are)' }),
      ]);
    } finally {
      validator.close();
    }
  }, 120_000);
});
