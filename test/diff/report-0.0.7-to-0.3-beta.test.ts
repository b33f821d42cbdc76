/**
 * The 0.0.7 -> 0.3-beta report on our real schemas holds at least what issue 5 lists: namespace
 * changes; approvalStatus -> soldStatus; Start/Stop/Complete -> lowercase; the 0.0.7 CaseRequest
 * required fields becoming optional; chassisID and asset departments; severity, originationEvent
 * and invoiceDate on the case (invoiceDate exists, optional, in our 0.0.7 CaseRequest, so it is new
 * in CaseResponse only); estimate versionsURL, digest and additional charges; the version
 * endpoints; the legacy /items/{item_id} and part endpoints removed; multi-item creation; parts,
 * source and salesman in items.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { diffReport, type DiffReport } from '../../src/diff/report.js';
import { place } from './helpers.js';

let report: DiffReport;
beforeAll(() => {
  report = diffReport({ from: '0.0.7', to: '0.3-beta' });
});

/**
 * `id where` of every finding: `element-added CaseResponse /case/severity`, `namespace-changed
 * CaseRequest GroupedUser` (the helper), `root-element-added EstimateItemRequest items`,
 * `endpoint-removed GET /items/{item_id}`.
 */
function keys(): string[] {
  return report.findings.map((finding) => {
    if (finding.subject.kind === 'endpoint') return `${finding.id} ${place(finding)}`;
    return `${finding.id} ${finding.subject.schema} ${finding.path ?? finding.args.helper ?? finding.args.root ?? finding.subject.schema}`;
  });
}

/** The schema a document finding is about; undefined for an endpoint finding. */
function schemaOf(finding: DiffReport['findings'][number]): string | undefined {
  return finding.subject.kind === 'endpoint' ? undefined : finding.subject.schema;
}

// The 30 fields SPEC.md ("Requirement rules by schema generation", item 2) requires in 0.0.7.
const REQUIRED_IN_0_0_7 = [
  'assetArrived',
  'assetInformation/mileage',
  'assetInformation/trailer/loaded',
  'assetInformation/trailer/unitNumber',
  'atr',
  'authNumber',
  'breakdown/city',
  'breakdown/driverName',
  'breakdown/driverPhone',
  'breakdown/location',
  'breakdown/state',
  'cause',
  'complaint',
  'confirmedAppointmentTime',
  'correction',
  'customerRequestedAppointmentTime',
  'customerRequestedCompletionTime',
  'downtime',
  'etr',
  'followupTime',
  'invoiceAmount',
  'invoiceNumber',
  'poNumber',
  'primaryContact/name',
  'primaryContact/phone',
  'primaryContact/relation',
  'roNumber',
  'serviceLocationSuggestedAppointmentTime',
  'tagNumber',
  'uptime',
];

describe('fleetcase diff --from 0.0.7 --to 0.3-beta', () => {
  const musts: Array<{ name: string; want: string[] }> = [
    {
      name: 'namespace changes of documents and their helpers',
      want: [
        'namespace-changed CaseRequest CaseRequest',
        'namespace-changed CaseRequest CaseTypes',
        'namespace-changed CaseRequest GroupedUser',
        'namespace-changed EstimateItemRequest EstimateItemTypes',
        'namespace-changed NoteRequest NoteRequest',
        'namespace-added CaseRequest VMRS',
      ],
    },
    {
      name: 'approvalStatus renamed soldStatus',
      want: [
        'element-renamed EstimateItemRequest /item/soldStatus',
        'element-renamed EstimateItemResponse /item/soldStatus',
      ],
    },
    {
      name: 'work status codes lower-cased',
      want: [
        'enum-value-renamed EstimateItemRequest /item/workStatus/code',
        'enum-value-renamed EstimateItemResponse /item/workStatus/code',
      ],
    },
    {
      name: 'the 0.0.7 CaseRequest required fields became optional',
      want: REQUIRED_IN_0_0_7.map(
        (field) => `request-element-became-optional CaseRequest /case/${field}`,
      ),
    },
    {
      name: 'the 0.0.7 rules that ended: case create detail, all five VMRS codes of an item',
      want: [
        'endpoint-rule-removed POST /assets/{id}/cases',
        'endpoint-rule-removed POST /estimates/{estimate_id}/items',
      ],
    },
    {
      name: 'chassisID and asset departments',
      want: [
        'element-added AssetResponse /asset/chassisID',
        'element-added AssetResponse /asset/department',
      ],
    },
    {
      name: 'severity, originationEvent, invoiceDate',
      want: [
        'element-added CaseRequest /case/severity',
        'element-added CaseResponse /case/severity',
        'element-added CaseResponse /case/originationEvent',
        'element-added CaseResponse /case/invoiceDate',
      ],
    },
    {
      name: 'estimate versionsURL, digest and additional charges',
      want: [
        'element-added EstimateResponse /estimate/versionsURL',
        'element-added EstimateResponse /estimate/digest',
        'element-added EstimateResponse /estimate/additionalCharges',
        'element-added EstimateResponse /estimate/additionalChargesTotals',
      ],
    },
    {
      name: 'estimate version endpoints and documents',
      want: [
        'endpoint-added GET /estimates/{id}/versions',
        'endpoint-added GET /estimates/{id}/versions/{version_id}',
        'endpoint-added POST /estimates/{estimate_id}/versions',
        'endpoint-added POST /estimates/{estimate_id}/versions/{version_id}',
        'schema-added EstimateVersionRequest EstimateVersionRequest',
        'schema-added EstimateVersionResponse EstimateVersionResponse',
      ],
    },
    {
      name: 'legacy item and part endpoints removed',
      want: [
        'endpoint-removed GET /items/{item_id}',
        'endpoint-removed POST /items/{item_id}',
        'endpoint-removed DELETE /items/{item_id}',
        'endpoint-removed GET /items/{item_id}/parts',
        'endpoint-removed GET /items/{item_id}/parts/{part_id}',
        'endpoint-removed POST /items/{item_id}/parts',
        'endpoint-removed PUT /items/{item_id}/parts/{part_id}',
        'endpoint-removed DELETE /items/{item_id}/parts/{part_id}',
      ],
    },
    {
      name: 'multi-item creation',
      want: [
        'request-root-added POST /estimates/{estimate_id}/items',
        'root-element-added EstimateItemRequest items',
      ],
    },
    {
      // Our 0.0.7 item request already embeds parts (SPEC.md lists them with no generation limit:
      // schemas/0.0.7/DIFFERENCES.md), so there the parts gain source and salesman.
      name: 'parts, source and salesman in items',
      want: [
        'element-added EstimateItemRequest /item/parts/part/source',
        'element-added EstimateItemRequest /item/parts/part/salesman',
        'element-added EstimateItemResponse /item/parts',
        'element-added EstimateItemPartRequest /part/source',
        'element-added EstimateItemPartRequest /part/salesman',
        'element-added EstimateItemPartResponse /part/source',
        'element-added EstimateItemPartResponse /part/salesman',
      ],
    },
    {
      // A widening breaks readers of responses only (finding 10 of the review): integer part
      // quantities stay valid decimals in requests.
      name: 'part quantities widened from integer to decimal',
      want: [
        'request-element-type-widened EstimateItemPartRequest /part/quantity',
        'request-element-type-widened EstimateItemPartRequest /part/coreQuantity',
        'request-element-type-widened EstimateItemRequest /item/parts/part/quantity',
        'element-type-widened EstimateItemPartResponse /part/quantity',
        'element-type-widened EstimateItemPartResponse /part/coreQuantity',
      ],
    },
    {
      name: 'VMRS codes changed shape (plain value -> code element)',
      want: [
        'element-type-changed EstimateItemRequest /item/vmrs/code18',
        'element-type-changed EstimateItemResponse /item/vmrs/code18',
      ],
    },
  ];
  test.each(musts)('reports $name', ({ want }) => {
    const have = keys();
    expect(want.filter((key) => !have.includes(key))).toStrictEqual([]);
  });

  test('renames are not also reported as a removal plus an addition', () => {
    const have = keys();
    // The 0.0.7 item request takes SPEC.md's vmrs beside the deployed VMRS (schemas/0.0.7/
    // DIFFERENCES.md D29): vmrs carries on (its codes change shape), VMRS alone is gone.
    expect(
      have.filter(
        (key) =>
          /\/item\/(approvalStatus|soldStatus|VMRS|vmrs)$/.test(key) &&
          /^element-(added|removed)/.test(key),
      ),
    ).toStrictEqual(['element-removed EstimateItemRequest /item/VMRS']);
    const renamed = report.findings.find(
      (finding) => finding.id === 'element-renamed' && finding.path === '/item/soldStatus',
    );
    expect(renamed?.args).toMatchObject({ from: '/item/approvalStatus' });
    expect(renamed?.level).toBe('breaking');
  });

  test('VMRS: renamed vmrs in item responses; removed from item requests, where 0.0.7 also takes vmrs', () => {
    const vmrs = report.findings
      .filter((finding) => /^\/item\/(VMRS|vmrs)$/.test(finding.path ?? ''))
      .map((finding) =>
        [finding.level, finding.id, schemaOf(finding), finding.args.from, finding.path]
          .filter(Boolean)
          .join(' '),
      );
    expect(vmrs).toStrictEqual([
      'breaking element-removed EstimateItemRequest /item/VMRS',
      'breaking element-renamed EstimateItemResponse /item/VMRS /item/vmrs',
      'warning element-became-nillable EstimateItemResponse /item/vmrs',
      'info request-element-became-nillable EstimateItemRequest /item/vmrs',
    ]);
    // The removal points at the spelling to write, with the rename's source.
    const removed = report.findings.find((finding) => finding.id === 'element-removed' && finding.path === '/item/VMRS');
    expect(removed?.message).toMatch(/^\/item\/VMRS no longer exists in EstimateItemRequest\. Write \/item\/vmrs instead \(SPEC\.md, Estimate line item/);
  });

  test('a widened type is not also reported as an unrelated type change', () => {
    expect(keys().filter((key) => /^element-type-changed .*[qQ]uantity$/.test(key))).toStrictEqual(
      [],
    );
    const widened = report.findings.find(
      (finding) =>
        finding.id === 'request-element-type-widened' && finding.path === '/part/quantity',
    );
    expect(widened?.level).toBe('info');
  });

  test('the legacy item endpoints name their successors', () => {
    const removed = report.findings.find(
      (finding) => finding.id === 'endpoint-removed' && place(finding) === 'GET /items/{item_id}',
    );
    expect(removed?.message).toBe(
      'GET /items/{item_id} no longer exists; use GET /estimates/{id}/items/{item_id} instead.',
    );
  });

  test('the helper namespaces are those the target documents use', () => {
    const helpers = report.findings.filter(
      (finding) =>
        finding.id === 'namespace-changed' &&
        finding.subject.kind === 'document' &&
        finding.subject.schema === 'CaseRequest',
    );
    expect(
      helpers.map((finding) => `${finding.args.helper} ${finding.args.from} -> ${finding.args.to}`),
    ).toStrictEqual([
      'CaseRequest 0.0.7 -> 0.3-beta',
      'CaseTypes 0.0.7 -> 0.3-beta',
      'GroupedUser 0.0.7 -> 0.2',
    ]);
  });

  test('summary counts add up, breaking first', () => {
    const { breaking, warning, info, total } = report.summary;
    expect(breaking + warning + info).toBe(total);
    expect(total).toBe(report.findings.length);
    expect(breaking).toBeGreaterThan(50);
    const levels = report.findings.map((finding) => finding.level);
    expect(levels).toStrictEqual(
      [...levels].sort(
        (a, b) =>
          ['breaking', 'warning', 'info'].indexOf(a) - ['breaking', 'warning', 'info'].indexOf(b),
      ),
    );
  });

  test('is deterministic', () => {
    expect(JSON.stringify(diffReport({ from: '0.0.7', to: '0.3-beta' }))).toBe(
      JSON.stringify(report),
    );
  });
});

describe('fleetcase diff --from 0.1 --to 0.2', () => {
  // 0.1 takes SPEC.md's reasonDescription beside the sample's reason_description (schemas/0.1/
  // DIFFERENCES.md D40): reasonDescription carries on, reason_description alone is gone in 0.2.
  test('reason_description is gone; reasonDescription, accepted in 0.1 already, stays', () => {
    const findings = diffReport({
      from: '0.1',
      to: '0.2',
      schema: 'EstimateVersionResponse',
    }).findings.filter((finding) => /reason_?[dD]escription$/.test(finding.path ?? ''));
    expect(
      findings.map((finding) => `${finding.level} ${finding.id} ${finding.path}`),
    ).toStrictEqual([
      'breaking element-removed /version/items/item/approvalStatus/reason_description',
    ]);
  });
});
