/**
 * Review r22 migrate H1: a valid note whose message holds 2.6 million `>` was written with each
 * as `&gt;` (10.4 million characters), past the parser's limit on one text; reading the result
 * back for source positions then threw ("internal error", a stack trace, exit 2, and a folder run
 * stopped without its report). The result writes `>` as is where XML allows it, and a result too
 * large to read back keeps its issues without source positions.
 * Review r22 migrate M1: an `--out` that is a symbolic link to the input folder (or an input
 * given through one) is refused as the input folder itself is; the sources were rewritten.
 */
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseXmlTree } from '../../src/runtime/parse-tree.js';
import { serializeXmlTree } from '../../src/runtime/write-tree.js';
import { migrateDocument } from '../../src/migrate/index.js';
import { withSourcePositions } from '../../src/migrate/source-positions.js';
import { validateMigrated } from '../../src/migrate/validate-target.js';
import { runCli, tempDir } from './helpers.js';

const NOTE = 'http://www.decisiv.net/platform_api/0.0.7/Case/NoteRequest';

describe('review r22 migrate H1: a result past the parser limits', () => {
  it('a text of 2.6 million > is carried as written, the result valid', () => {
    const message = '>'.repeat(2_600_000);
    const result = migrateDocument(`<note xmlns="${NOTE}"><message>${message}</message><public>true</public></note>`, { to: '0.3-beta' });
    expect(result.valid).toBe(true);
    expect(result.xml.length).toBeLessThan(2_700_000);
    expect(result.xml).toContain(`<message>&gt;${message.slice(1)}</message>`);
  });

  it('> is escaped only where XML needs it: after ]] and at the start of a text', () => {
    const tree = parseXmlTree('<r><a>a &gt; b ]]&gt; c</a><b>&gt;x</b></r>');
    const xml = serializeXmlTree(tree);
    expect(xml).toBe('<r><a>a > b ]]&gt; c</a><b>&gt;x</b></r>');
    const texts = (root: ReturnType<typeof parseXmlTree>) => root.children.map((child) => (child.kind === 'element' ? child.children.map((text) => (text.kind === 'text' ? text.value : '')).join('') : ''));
    expect(texts(parseXmlTree(xml))).toStrictEqual(['a > b ]]> c', '>x']);
  });

  it('issues of a result too large to read back keep their own positions', () => {
    const issue = { rule: 'xml-text-too-long', severity: 'error' as const, message: 'too long', path: '/r', line: 1, column: 4 };
    const xml = `<r>${'x'.repeat(10_000_001)}</r>`;
    expect(withSourcePositions({ kind: 'element', namespace: '', local: 'r', prefix: '', attributes: [], namespaces: [], children: [], line: 7, column: 1 }, xml, [issue])).toStrictEqual([issue]);
  });
});

describe('review r22 migrate M1: an --out reached through a symbolic link', () => {
  it.each([
    ['--out a link to the input folder', 'stock', 'migrated'],
    ['the input through a link, --out the folder itself', 'stocklink', 'stock'],
  ])('%s is refused, the sources left as they are', async (_, input, out) => {
    const { dir, cleanup } = tempDir();
    try {
      mkdirSync(join(dir, 'stock'));
      const source = `<note xmlns="${NOTE}"><message>hi</message><public>true</public></note>`;
      writeFileSync(join(dir, 'stock', 'note.xml'), source);
      symlinkSync('stock', join(dir, 'migrated'));
      symlinkSync('stock', join(dir, 'stocklink'));
      const { code, err } = await runCli(['migrate', input, '--to', '0.3-beta', '--out', out], dir);
      expect(code).toBe(2);
      expect(err).toContain(`--out ${out} would overwrite the input ${input}/note.xml`);
      expect(readFileSync(join(dir, 'stock', 'note.xml'), 'utf8')).toBe(source);
    } finally {
      cleanup();
    }
  });
});

describe('review r22 docs L3: an unknown generation is said first', () => {
  it('a folder to 0.9 without --out is told the generation, not to give --out', async () => {
    const { code, err } = await runCli(['migrate', 'test/fixtures/0.0.7/valid', '--to', '0.9']);
    expect(code).toBe(2);
    expect(err).toMatch(/^fleetcase: unknown generation '0\.9' \(known: 0\.0\.7, 0\.1, 0\.2, 0\.3-beta\)/);
  });
});

describe('review r22 migrate L1: xsi hints are no dropped fields', () => {
  it('a schemaLocation and an xsi:type naming the declared type are left out as listed changes', () => {
    const note =
      `<note xmlns="${NOTE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${NOTE} NoteRequest.xsd">` +
      '<message xsi:type="xs:string" xmlns:xs="http://www.w3.org/2001/XMLSchema">hi</message><public>true</public></note>';
    const result = migrateDocument(note, { to: '0.3-beta' });
    expect(result.valid).toBe(true);
    expect(result.dropped).toStrictEqual([]);
    expect(result.xml).not.toMatch(/schemaLocation|xsi:type/);
    expect(result.changes.filter((change) => change.kind === 'value').map((change) => [change.path, change.to])).toStrictEqual([
      ['/note/@xsi:schemaLocation', '(left out)'],
      ['/note/message/@xsi:type', '(left out)'],
    ]);
  });

  it('an xsi:type naming another type is dropped, said so', () => {
    const note = `<note xmlns="${NOTE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><message xsi:type="Other">hi</message><public>true</public></note>`;
    expect(migrateDocument(note, { to: '0.3-beta' }).dropped).toStrictEqual([
      expect.objectContaining({ path: '/note/message/@xsi:type', reason: expect.stringMatching(/^xsi:type="Other" names a type other than the element's declared one/) }),
    ]);
  });
});

describe('review r22 migrate M2: the changes of repeated siblings', () => {
  const R = 'http://www.decisiv.net/platform_api/0.0.7/Case';
  const item = (code: string) => `<item><id>1</id><URL>u</URL><workStatus><a:code>${code}</a:code></workStatus></item>`;
  const items = `<items xmlns="${R}/EstimateItemResponse" xmlns:a="${R}/EstimateItemTypes">${item('Start')}${item('Stop')}${item('Start')}</items>`;

  it('are told apart by the index of their item, as dropped ones are', () => {
    const values = migrateDocument(items, { to: '0.3-beta' }).changes.filter((change) => change.kind === 'value');
    expect(values.map((change) => [change.path, change.from, change.to])).toStrictEqual([
      ['/items/item[1]/workStatus/code', 'Start', 'start'],
      ['/items/item[2]/workStatus/code', 'Stop', 'stop'],
      ['/items/item[3]/workStatus/code', 'Start', 'start'],
    ]);
  });

  it('take one line of the text report per change, naming its paths', async () => {
    const { dir, cleanup } = tempDir();
    try {
      writeFileSync(join(dir, 'items.xml'), items);
      const { code, err } = await runCli(['migrate', 'items.xml', '--to', '0.3-beta'], dir);
      expect(code).toBe(0);
      expect(err).toContain('  changed  /items/item[1]/workStatus/code, /items/item[3]/workStatus/code: value Start -> start\n');
      expect(err).toContain('  changed  /items/item[2]/workStatus/code: value Stop -> stop\n');
    } finally {
      cleanup();
    }
  });
});

describe('review r22 migrate L3: no rename of an element that is dropped', () => {
  it('a nil <vmrs> 0.0.7 cannot take is dropped, with no rename to VMRS listed', () => {
    const item = '<item xmlns="http://www.decisiv.net/platform_api/0.3-beta/Case/EstimateItemRequest" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><code>A</code><name>B</name><vmrs xsi:nil="true"/></item>';
    const result = migrateDocument(item, { to: '0.0.7' });
    expect(result.changes.filter((change) => change.kind === 'rename')).toStrictEqual([]);
    expect(result.dropped.map((loss) => loss.path)).toStrictEqual(['/item/vmrs']);
  });
});

describe('review r23 recheck M3: a result of migrate past 64 MiB', () => {
  it('is validated, not refused as too large with advice migrate has no flag for', () => {
    const recipient = '<r:recipient><r:id>usr-88120</r:id></r:recipient>';
    const count = Math.ceil((65 * 1024 * 1024) / recipient.length);
    const xml =
      `<note xmlns="http://www.decisiv.net/platform_api/0.1/Case/NoteRequest" xmlns:r="http://www.decisiv.net/platform_api/0.1/Case/RecipientRequest">` +
      `<message>hi</message><public>true</public><r:recipients>${recipient.repeat(count)}</r:recipients></note>`;
    expect(Buffer.byteLength(xml)).toBeGreaterThan(64 * 1024 * 1024);
    expect(validateMigrated(xml, '0.3-beta')).toStrictEqual([]);
  }, 120_000);
});
