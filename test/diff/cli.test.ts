/**
 * `fleetcase diff` through `main(argv, memoryIo())`: the three formats, --fail-on exit codes,
 * --schema and --endpoint filters, --list-checks, folders of XSDs as sides, and usage errors
 * (exit 2, a message, no stack trace).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { packageRoot, schemasDir } from '../../src/paths.js';
import { diffReport } from '../../src/diff/report.js';
import { formatDiffMarkdown } from '../../src/diff/format/markdown.js';
import { CHECKS } from '../../src/diff/checks/index.js';
import { runCli } from './helpers.js';

const fixture = (name: string, side: 'base' | 'revision'): string =>
  `test/fixtures/diff/${name}/${side}`;

describe('formats', () => {
  test('text: a summary line, then one line per finding, breaking first', async () => {
    const { code, out, err } = await runCli(['diff', '--from', '0.0.7', '--to', '0.3-beta']);
    expect({ code, err }).toStrictEqual({ code: 0, err: '' });
    const lines = out.trimEnd().split('\n');
    expect(lines[0]).toMatch(
      /^fleetcase diff 0\.0\.7 -> 0\.3-beta: \d+ breaking, \d+ warnings, \d+ info$/,
    );
    expect(lines[2]).toMatch(/^breaking +\S+ +\S/);
    expect(out).toContain('element-renamed');
    expect(lines[lines.length - 1]).toMatch(/^info /);
  });

  test('json: the report as data', async () => {
    const { code, out } = await runCli([
      'diff',
      '--from',
      '0.0.7',
      '--to',
      '0.3-beta',
      '--format',
      'json',
      '--schema',
      'EstimateItemRequest',
    ]);
    expect(code).toBe(0);
    const report = JSON.parse(out);
    expect(Object.keys(report)).toStrictEqual([
      'from',
      'to',
      'api',
      'summary',
      'documents',
      'endpoints',
      'findings',
    ]);
    expect(report.documents.map((document: { schema: string }) => document.schema)).toStrictEqual([
      'EstimateItemRequest',
    ]);
    const renamed = report.findings.find(
      (finding: { id: string }) => finding.id === 'element-renamed',
    );
    expect(renamed).toMatchObject({
      level: 'breaking',
      direction: 'both',
      path: '/item/soldStatus',
      subject: { kind: 'document', schema: 'EstimateItemRequest', root: 'item' },
    });
    expect(renamed.action).toMatch(/fleetcase migrate/);
  });

  test('markdown: a migration guide with summary, document types and endpoints, breaking first', async () => {
    const { code, out } = await runCli([
      'diff',
      '--from',
      '0.0.7',
      '--to',
      '0.3-beta',
      '--format',
      'markdown',
    ]);
    expect(code).toBe(0);
    expect(out.startsWith('# Migrating from 0.0.7 to 0.3-beta\n')).toBe(true);
    for (const heading of [
      '## Summary',
      '## Document types',
      '### CaseRequest',
      '## Endpoints',
      '### GET /items/{item_id}',
    ])
      expect(out).toContain(`\n${heading}\n`);
    const caseRequest = out.slice(
      out.indexOf('\n### CaseRequest\n'),
      out.indexOf('\n### CaseResponse\n'),
    );
    expect(caseRequest.indexOf('#### Breaking')).toBeLessThan(caseRequest.indexOf('#### Info'));
    expect(caseRequest).toContain(
      '- `/case/cause` became optional in CaseRequest. *What to do:* Nothing breaks; you may leave `/case/cause` out. (`request-element-became-optional`)',
    );
    // Element names in prose are code, never raw tags a Markdown renderer would swallow.
    expect(out).not.toMatch(/[^`]<items>/);
  });

  // Review r13-sbom finding 6: folders (and other schema sets) are not the API, and migrate
  // takes API generation ids only.
  test('markdown of two folders: no API wording, no migrate advice', async () => {
    const guide = async (name: string): Promise<string> => {
      const { code, out } = await runCli([
        'diff',
        '--from',
        fixture(name, 'base'),
        '--to',
        fixture(name, 'revision'),
        '--format',
        'markdown',
      ]);
      expect(code).toBe(0);
      return out;
    };
    const attributes = await guide('attributes');
    expect(attributes).toContain(
      'Every change between the schema sets test/fixtures/diff/attributes/base and test/fixtures/diff/attributes/revision that writers and readers of their documents see',
    );
    expect(attributes).toContain(
      '\nA document type with no request or response side: each change is judged for writers and readers alike.\n',
    );
    // Actions that name migrate for the API's generations (a rename, a type change) do not here.
    const renamed = await guide('element-renamed');
    expect(renamed).toContain(
      '*What to do:* Rename `/item/approvalStatus` to `/item/soldStatus` when writing and reading. (`element-renamed`)',
    );
    for (const out of [attributes, renamed, await guide('element-type-changed')]) {
      expect(out).not.toMatch(/Fleet Service Case API|fleetcase migrate|request and response/);
    }
  });
});

// Re-review r13 N2: a type shared by many elements made one line per path (CycloneDX 1.5 -> 1.6:
// 499 lines, 33 folded).
describe('a change met at several paths (folder sides)', () => {
  const sides = ['--from', fixture('shared-type', 'base'), '--to', fixture('shared-type', 'revision')];

  test('text: one line naming the other paths; the summary still counts each', async () => {
    const { code, out } = await runCli(['diff', ...sides]);
    expect(code).toBe(0);
    expect(out.split('\n').slice(2, -1)).toStrictEqual([
      'breaking  facet-tightened  order <order>: The maxLength of /order/buyer/name changes from (none) to 40 in order: some values sent before are now rejected. The same change at 2 more paths: /order/carrier/name, /order/seller/name.',
      // Another element name: another change, even of the same type.
      'breaking  facet-tightened  order <order>: The maxLength of /order/note/text changes from (none) to 40 in order: some values sent before are now rejected.',
    ]);
    expect(out).toMatch(/: 4 breaking, 0 warnings, 0 info\n/);
  });

  test('markdown: one bullet; JSON: every finding', async () => {
    const markdown = (await runCli(['diff', ...sides, '--format', 'markdown'])).out;
    expect(markdown).toContain('#### Breaking (4)\n\n- The maxLength of `/order/buyer/name` changes from (none) to 40 in order: some values sent before are now rejected. The same change at 2 more paths: `/order/carrier/name`, `/order/seller/name`. *What to do:*');
    expect(markdown.match(/^- /gm)).toHaveLength(2);
    const json = JSON.parse((await runCli(['diff', ...sides, '--format', 'json'])).out) as { findings: Array<{ path: string }> };
    expect(json.findings.map((finding) => finding.path)).toStrictEqual(['/order/buyer/name', '/order/carrier/name', '/order/note/text', '/order/seller/name']);
  });

  test("the API's generations keep one line per field", async () => {
    const { out } = await runCli(['diff', '--from', '0.2', '--to', '0.3-beta']);
    expect(out).not.toContain('The same change at');
    for (const customer of ['billingCustomer', 'shippingCustomer'])
      expect(out).toMatch(new RegExp(`^\\S+ +\\S+ +CaseRequest <case>: /case/customers/${customer}/companyName `, 'm'));
  });
});

const vendorDir = resolve(packageRoot, '../shared/reference/vendor-xsd');

describe.runIf(existsSync(vendorDir))("--schemas on the vendor's published set", () => {
  test('diffs its generations, the invoice schemas (another family of namespaces) included', async () => {
    const { code, out, err } = await runCli(['diff', '--schemas', vendorDir, '--from', '0.0.7', '--to', '0.1']);
    expect({ code, err }).toStrictEqual({ code: 0, err: '' });
    expect(out).toMatch(/^fleetcase diff 0\.0\.7 -> 0\.1: \d+ breaking/);
    expect(out).toContain('element-renamed                   EstimateItemRequest <item>: /item/approvalStatus is renamed /item/soldStatus');
    expect(out).toContain(
      'CreateInvoice: In CreateInvoice documents the CreateInvoice namespace changes from http://www.decisiv.net/platform_api/0.0.7/Invoices/CreateInvoice to http://www.decisiv.net/platform_api/0.1/Invoices/CreateInvoice.',
    );
  });

  // Re-review r13 N5: the guide quoted `fleetcase diff --from 0.0.7 --to 0.1`, which diffs the
  // bundled schemas, not the set the guide was made from.
  test("the guide's quoted commands repeat --schemas and the filter, and run as quoted", async () => {
    const given = ['--schemas', vendorDir, '--from', '0.0.7', '--to', '0.1', '--schema', 'CaseRequest'];
    const { code, out } = await runCli(['diff', ...given, '--format', 'markdown']);
    expect(code).toBe(0);
    const quoted = /found by `fleetcase (diff [^`]+)`/.exec(out)?.[1];
    expect(quoted).toBe(`diff --from 0.0.7 --to 0.1 --schemas ${vendorDir} --schema CaseRequest`);
    expect(out).toContain(`\`fleetcase migrate FILE... --to 0.1 --schemas ${vendorDir}\``);
    const again = await runCli([...quoted!.split(' '), '--format', 'markdown']);
    expect(again).toStrictEqual({ code, out, err: '' });
  });

  test('a folder name a shell would split is quoted', () => {
    const guide = formatDiffMarkdown(diffReport({ from: '0.2', to: '0.3-beta', schemasDir }), {
      sourceFlags: ['--schemas', "my schemas/it's here"],
    });
    expect(guide).toContain(`found by \`fleetcase diff --from 0.2 --to 0.3-beta --schemas 'my schemas/it'\\''s here'\``);
  });
});

describe('--fail-on', () => {
  const cases: Array<{ name: string; given: string[]; want: number }> = [
    {
      name: 'breaking changes and --fail-on breaking',
      given: ['--from', '0.0.7', '--to', '0.3-beta', '--fail-on', 'breaking'],
      want: 1,
    },
    {
      name: 'breaking changes without --fail-on',
      given: ['--from', '0.0.7', '--to', '0.3-beta'],
      want: 0,
    },
    {
      name: 'a warning only and --fail-on breaking',
      given: [
        '--from',
        fixture('enum-value-added', 'base'),
        '--to',
        fixture('enum-value-added', 'revision'),
        '--fail-on',
        'breaking',
      ],
      want: 0,
    },
    {
      name: 'a warning only and --fail-on warning',
      given: [
        '--from',
        fixture('enum-value-added', 'base'),
        '--to',
        fixture('enum-value-added', 'revision'),
        '--fail-on',
        'warning',
      ],
      want: 1,
    },
    {
      name: 'info only and --fail-on warning',
      given: [
        '--from',
        fixture('request-enum-value-added', 'base'),
        '--to',
        fixture('request-enum-value-added', 'revision'),
        '--fail-on',
        'warning',
      ],
      want: 0,
    },
    {
      name: 'a generation against itself',
      given: ['--from', '0.2', '--to', '0.2', '--fail-on', 'warning'],
      want: 0,
    },
  ];
  test.each(cases)('$name: exit $want', async ({ given, want }) => {
    const { code, err } = await runCli(['diff', ...given]);
    expect({ code, err }).toStrictEqual({ code: want, err: '' });
  });

  test('a generation against itself reports nothing', async () => {
    expect((await runCli(['diff', '--from', '0.2', '--to', '0.2'])).out).toBe(
      'fleetcase diff 0.2 -> 0.2: 0 breaking, 0 warnings, 0 info\n',
    );
  });
});

describe('filters', () => {
  test('--endpoint keeps the endpoint and the documents it carries', async () => {
    const { code, out } = await runCli([
      'diff',
      '--from',
      '0.0.7',
      '--to',
      '0.3-beta',
      '--endpoint',
      'POST /estimates/42/items',
      '--format',
      'json',
    ]);
    expect(code).toBe(0);
    const report = JSON.parse(out);
    expect(
      report.endpoints.map((endpoint: { endpoint: string }) => endpoint.endpoint),
    ).toStrictEqual(['POST /estimates/{estimate_id}/items']);
    expect(
      report.documents.map((document: { schema: string }) => document.schema).sort(),
    ).toStrictEqual([
      '400ErrorResponse',
      '403ErrorResponse',
      '422ErrorResponse',
      '429ErrorResponse',
      'EstimateItemRequest',
      'EstimateItemResponse',
    ]);
  });

  // review r16 migrate M1: the changes inside <item> are reported once, under the <item> root;
  // a list endpoint carries <items> (of <item>s) and showed only namespace changes.
  test.each([
    { from: '0.3-beta', to: '0.2', endpoint: 'GET /estimates/{id}/items', want: ['/item/fixedPriceTotal', '/item/parts'] },
    { from: '0.2', to: '0.3-beta', endpoint: 'GET /assets', want: ['/asset/department'] },
    { from: '0.2', to: '0.3-beta', endpoint: 'GET /estimates', want: ['/estimate/uuid'] },
  ])('--endpoint $endpoint (a list) keeps the element changes of the items it lists', ({ from, to, endpoint, want }) => {
    const list = diffReport({ from, to, endpoint });
    const single = diffReport({ from, to, endpoint: endpoint === 'GET /assets' ? 'GET /assets/{id}' : `${endpoint}/{x}` });
    const paths = (report: typeof list) => report.findings.flatMap((finding) => (finding.path !== undefined ? [finding.path] : []));
    for (const path of want) expect(paths(list)).toContain(path);
    expect(paths(list)).toStrictEqual(paths(single));
  });

  test('--schema keeps one document type and the endpoints carrying it', async () => {
    const report = JSON.parse(
      (
        await runCli([
          'diff',
          '--from',
          '0.0.7',
          '--to',
          '0.3-beta',
          '--schema',
          'EstimateItemPartRequest',
          '--format',
          'json',
        ])
      ).out,
    );
    expect(report.documents.map((document: { schema: string }) => document.schema)).toStrictEqual([
      'EstimateItemPartRequest',
    ]);
    expect(
      report.endpoints.map((endpoint: { endpoint: string }) => endpoint.endpoint),
    ).toStrictEqual(['POST /items/{item_id}/parts', 'PUT /items/{item_id}/parts/{part_id}']);
  });
});

describe('--list-checks', () => {
  test('text: one line per check with level and direction', async () => {
    const { code, out } = await runCli(['diff', '--list-checks']);
    expect(code).toBe(0);
    expect(out).toMatch(/^element-became-required +breaking +request +\S/m);
    expect(out).toMatch(/^enum-value-added +warning +response +\S/m);
    expect(out.trimEnd().endsWith(`${CHECKS.length} checks`)).toBe(true);
  });

  test('json: the registry as data', async () => {
    const rows = JSON.parse((await runCli(['diff', '--list-checks', '--format', 'json'])).out);
    expect(rows.map((row: { id: string }) => row.id)).toStrictEqual(
      CHECKS.map((check) => check.id),
    );
    expect(rows[0]).toStrictEqual({
      id: CHECKS[0]!.id,
      level: CHECKS[0]!.level,
      direction: CHECKS[0]!.direction,
      kinds: [...CHECKS[0]!.kinds],
      doc: CHECKS[0]!.doc,
    });
  });
});

describe('usage errors: exit 2 with a message', () => {
  const cases: Array<{ name: string; given: string[]; want: RegExp }> = [
    { name: 'no --to', given: ['diff', '--from', '0.0.7'], want: /give both --from and --to/ },
    {
      name: 'an unknown generation',
      given: ['diff', '--from', '0.0.7', '--to', '0.4'],
      want: /unknown generation '0\.4'/,
    },
    // review r16 migrate L5: a path is a folder, never a generation id
    { name: 'a folder that does not exist', given: ['diff', '--from', '0.1', '--to', '/nonexistent/xsd'], want: /^fleetcase: \/nonexistent\/xsd: no such folder\n/ },
    { name: 'a file given as a side', given: ['diff', '--from', '0.1', '--to', './README.md'], want: /^fleetcase: \.\/README\.md: not a folder \(a side is a generation id or a folder of XSDs\)\n/ },
    {
      name: 'an unknown document type',
      given: ['diff', '--from', '0.0.7', '--to', '0.3-beta', '--schema', 'Nope'],
      want: /unknown document type 'Nope'/,
    },
    {
      name: 'an unknown endpoint',
      given: ['diff', '--from', '0.0.7', '--to', '0.3-beta', '--endpoint', 'GET /nowhere'],
      want: /no endpoint 'GET \/nowhere'/,
    },
    {
      name: 'a bad --fail-on',
      given: ['diff', '--from', '0.0.7', '--to', '0.3-beta', '--fail-on', 'info'],
      want: /--fail-on must be one of breaking, warning \(got 'info'\)/,
    },
    {
      name: 'both filters',
      given: [
        'diff',
        '--from',
        '0.0.7',
        '--to',
        '0.3-beta',
        '--schema',
        'CaseRequest',
        '--endpoint',
        'GET /cases',
      ],
      want: /not both/,
    },
  ];
  test.each(cases)('$name', async ({ given, want }) => {
    const { code, out, err } = await runCli(given);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(want);
    expect(err).not.toMatch(/\n\s+at /);
  });
});
