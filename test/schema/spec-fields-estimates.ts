/**
 * SPEC.md's estimate resources, transcribed field by field (see ./spec-fields.ts): estimate and
 * its update body, line item request and response (WorkStatus, Labor, Paint, additional charges,
 * VMRS codes), part request and response, estimate version and the version update body.
 */
import type { GenerationId } from '../../src/ir/generations.js';
import {
  ALL,
  FROM_0_1,
  FROM_0_2,
  NONE,
  ONLY_0_0_7,
  ONLY_0_1,
  ONLY_0_3_BETA,
  TIMESTAMPS,
  field,
  fields,
  identity,
  vmrsCodes,
  type SpecDocument,
  type SpecField,
} from './spec-field-model.js';

const ITEM_VMRS_CODES = ['code15', 'code14', 'code18', 'code79', 'code33'];
const WORK_STATUS_CODES: Partial<Record<GenerationId, readonly string[]>> = {
  '0.0.7': ['Start', 'Stop', 'Complete'],
  '0.1': ['start', 'stop', 'complete'],
  '0.2': ['start', 'stop', 'complete'],
  '0.3-beta': ['start', 'stop', 'complete'],
};
const SOLD_STATUS = ['sold', 'not sold', 'deferred'];
const BILLING_CLASSIFICATION = ['', 'billable', 'policy', 'warranty'];

/** SPEC.md "Additional charge on input" (and the charge of responses), under `parent`. */
function charges(
  parent: string,
  options: { in: readonly GenerationId[]; input: boolean },
): SpecField[] {
  const charge = `${parent}/charge`;
  // Category, description and amount are required on input by the rule
  // additional-charge-field-missing: the ac: type also serves responses (0.1 D37).
  const onInput = options.input ? { optional: options.in } : {};
  return [
    field(parent, { in: options.in, ...(options.input ? { optional: options.in } : {}) }),
    field(charge, { in: options.in, repeated: true }),
    field(`${charge}/ac:id`, { in: options.in, ...onInput }),
    field(`${charge}/ac:category`, { in: options.in, ...onInput }),
    field(`${charge}/ac:code`, { in: options.in, ...onInput }),
    field(`${charge}/ac:description`, { in: options.in, ...onInput }),
    field(`${charge}/ac:amount`, { in: options.in, kind: 'money', ...onInput }),
  ];
}

/** `additionalChargesTotals/total` "each with category and amount". */
function chargeTotals(parent: string, generations: readonly GenerationId[]): SpecField[] {
  return [
    field(parent, { in: generations }),
    field(`${parent}/total`, { in: generations, repeated: true }),
    field(`${parent}/total/ac:category`, { in: generations }),
    field(`${parent}/total/ac:amount`, { in: generations, kind: 'money' }),
  ];
}

/** SPEC.md "Part" fields under `parent` ('' for the part document itself). */
function partFields(
  parent: string,
  options: { in: readonly GenerationId[]; prefix: string; response: boolean },
): SpecField[] {
  const at = (name: string) => `${parent}${options.prefix}${name}`;
  const generations = options.in;
  const salesmanIn = generations.filter((id) => id === '0.3-beta');
  return [
    ...['name', 'partNumber', 'quantity', 'coreQuantity'].map((name) =>
      field(at(name), { in: generations, required: generations }),
    ),
    ...['unitPrice', 'unitCorePrice'].map((name) =>
      field(at(name), { in: generations, required: generations, kind: 'money' }),
    ),
    ...['quantityShipped', 'quantityBackordered'].map((name) =>
      field(at(name), { in: generations, optional: generations }),
    ),
    field(at('corePrice'), { in: NONE, note: 'schemas/README.md: unitCorePrice, not corePrice' }),
    field(at('source'), { in: salesmanIn, optional: salesmanIn, kind: 'text' }),
    field(at('salesman'), { in: salesmanIn, optional: salesmanIn }),
    field(`${at('salesman')}/s:id`, { in: salesmanIn, required: salesmanIn }),
    ...(options.response ? [field(`${at('salesman')}/s:name`, { in: salesmanIn })] : []),
  ];
}

/** The request fields of an estimate line item (SPEC.md "Estimate line item"), under `parent`. */
function itemRequestFields(
  parent: string,
  generations: readonly GenerationId[],
  options: { input: boolean } = { input: true },
): SpecField[] {
  const within = (wanted: readonly GenerationId[]) =>
    wanted.filter((id) => generations.includes(id));
  const from01 = within(FROM_0_1);
  const only007 = within(ONLY_0_0_7);
  const vmrsIn = options.input ? generations : from01;
  const optional = (ids: readonly GenerationId[]) => (options.input ? { optional: ids } : {});
  const at = (path: string) => `${parent}${path}`;
  const f = (path: string, rest: Omit<SpecField, 'path'> = {}) =>
    field(at(path), { in: generations, ...rest });
  return [
    ...['code', 'name'].map((name) =>
      f(name, {
        ...optional(generations),
        note: 'SPEC.md: required; decided optional in the XSD of every generation, required on creation by the rule item-required-field-missing (API-FACTS.md: one schema serves create and update)',
      }),
    ),
    ...[
      'standardOperationNotes',
      'complaint',
      'cause',
      'correction',
      'jobCode',
      'priceCode',
      'approvalGroupTag',
    ].map((name) => f(name, optional(generations))),
    f('workStatus', optional(generations)),
    f('workStatus/eit:code', { required: generations, values: WORK_STATUS_CODES }),
    f('workStatus/eit:reason', optional(generations)),
    f('workStatus/eit:timestamp', { kind: 'dateTime', ...optional(generations) }),
    f('workStatus/eit:setByUser', optional(generations)),
    f('workStatus/eit:setByUser/g:id'),
    f('assignee', optional(generations)),
    f('assignee/g:id'),
    field(at('soldStatus'), {
      in: from01,
      values: Object.fromEntries(from01.map((id) => [id, SOLD_STATUS])),
      ...optional(from01),
    }),
    ...(only007.length > 0
      ? [
          field(at('approvalStatus'), {
            in: only007,
            values: { '0.0.7': SOLD_STATUS },
            ...optional(only007),
            note: 'SPEC.md: soldStatus is named approvalStatus in 0.0.7',
          }),
        ]
      : []),
    f('underWarranty', { kind: 'boolean', ...optional(generations) }),
    f('billingClassification', {
      values: Object.fromEntries(generations.map((id) => [id, BILLING_CLASSIFICATION])),
      ...optional(generations),
    }),
    f('labor', optional(generations)),
    ...['total', 'rate', 'hours', 'fixedLaborTotal', 'shopReportedHours', 'shopReportedTotal'].map(
      (name) => f(`labor/eit:${name}`, { kind: 'money', ...optional(generations) }),
    ),
    f('labor/eit:skillLevel', optional(generations)),
    f('paint', optional(generations)),
    ...['total', 'rate', 'hours'].map((name) =>
      f(`paint/eit:${name}`, { kind: 'money', ...optional(generations) }),
    ),
    f('paint/eit:skillLevel', optional(generations)),
    ...charges(at('additionalCharges'), { in: from01, input: options.input }),
    // A 0.0.7 request takes SPEC.md's vmrs beside the deployed VMRS (0.0.7 D29); a 0.0.7
    // response writes VMRS only (SPEC.md: "returned inside an element named VMRS").
    field(at('vmrs'), {
      in: vmrsIn,
      ...optional(vmrsIn),
      note: 'SPEC.md request table: vmrs; 0.0.7 responses name it VMRS (schemas/0.1/DIFFERENCES.md E3: lowercase from 0.1, as deployed; schemas/0.0.7/DIFFERENCES.md D29: both spellings in 0.0.7 requests)',
    }),
    ...vmrsCodes(at('vmrs'), ITEM_VMRS_CODES, { in: from01, ...optional(from01) }),
    ...(only007.length > 0
      ? ['VMRS', ...(options.input ? ['vmrs'] : [])].flatMap((spelling) => [
          ...(spelling === 'VMRS'
            ? [field(at('VMRS'), { in: only007, ...optional(only007) })]
            : []),
          ...ITEM_VMRS_CODES.map((code) =>
            field(at(`${spelling}/eit:${code}`), {
              in: only007,
              kind: 'text',
              optional: only007,
              note: 'SPEC.md: in 0.0.7 all five are required when vmrs is given in a request (the rule item-vmrs-code-missing; the type also serves responses, schemas/0.0.7/DIFFERENCES.md D07); plain string codes of EstimateItemTypes (API-FACTS.md)',
            }),
          ),
        ])
      : []),
  ];
}

const ESTIMATE: SpecDocument = {
  title: 'Estimate (EstimateResponse)',
  schema: 'EstimateResponse',
  in: ALL,
  contexts: [{ path: 'estimate' }, { path: 'estimates/estimate' }],
  fields: [
    ...identity(),
    ...fields(['caseURL', 'itemsURL']),
    ...fields(['versionsURL', 'digest'], {
      in: FROM_0_1,
      note: 'SPEC.md: schema 0.0.7 has none of versionsURL, digest, additionalCharges, additionalChargesTotals',
    }),
    ...fields(
      [
        'shopSupplies',
        'hazWaste',
        'freight',
        'partsTotal',
        'laborTotal',
        'coreTotal',
        'tax',
        'total',
      ],
      { kind: 'money' },
    ),
    ...charges('additionalCharges', { in: FROM_0_1, input: false }),
    ...chargeTotals('additionalChargesTotals', FROM_0_1),
    ...TIMESTAMPS,
  ],
};

const ESTIMATE_WRITE: SpecDocument = {
  title: 'Estimate update body (EstimateRequest)',
  schema: 'EstimateRequest',
  in: ALL,
  contexts: [{ path: 'estimate' }],
  fields: [
    ...fields(['shopSupplies', 'hazWaste', 'freight', 'tax'], {
      kind: 'money',
      required: ALL,
      note: 'SPEC.md Estimates: "all required"',
    }),
    ...charges('additionalCharges', { in: FROM_0_1, input: true }),
  ],
};

const ITEM_WRITE: SpecDocument = {
  title: 'Estimate line item request (EstimateItemRequest)',
  schema: 'EstimateItemRequest',
  in: ALL,
  contexts: [{ path: 'item' }, { path: 'items/item', in: FROM_0_2 }],
  fields: [
    ...itemRequestFields('', ALL),
    field('fixedPriceTotal', {
      in: ['0.0.7', '0.3-beta'],
      kind: 'money',
      optional: ['0.0.7', '0.3-beta'],
      note: 'SPEC.md: fixedPriceTotal (0.0.7 and 0.3-beta)',
    }),
    field('parts', {
      optional: ALL,
      note: 'SPEC.md request field table: parts optional, no generation limit (0.0.7 decided in schemas/0.0.7/DIFFERENCES.md)',
    }),
    field('parts/part'),
    ...partFields('parts/part/', { in: ALL, prefix: 'eip:', response: false }),
  ],
};

const ITEM: SpecDocument = {
  title: 'Estimate line item (EstimateItemResponse)',
  schema: 'EstimateItemResponse',
  in: ALL,
  contexts: [{ path: 'item' }, { path: 'items/item' }],
  fields: [
    ...identity(),
    ...fields(['estimateURL', 'partsURL']),
    ...itemRequestFields('', ALL, { input: false }),
    field('fixedPriceTotal', { in: ['0.0.7', '0.3-beta'], kind: 'money' }),
    ...chargeTotals('additionalChargesTotals', FROM_0_1),
    ...fields(['partsTotal', 'coreTotal', 'total'], { kind: 'money' }),
    ...TIMESTAMPS,
    field('parts', {
      in: ONLY_0_3_BETA,
      note: 'SPEC.md: from 0.3-beta the item also embeds parts',
    }),
    ...fields(['id', 'URL', 'itemURL'], { in: ONLY_0_3_BETA }, 'parts/part/eip:'),
    field('parts/part/eip:totalPrice', { in: ONLY_0_3_BETA, kind: 'money' }),
    ...partFields('parts/part/', { in: ONLY_0_3_BETA, prefix: 'eip:', response: true }),
  ],
};

const PART_WRITE: SpecDocument = {
  title: 'Part (EstimateItemPartRequest)',
  schema: 'EstimateItemPartRequest',
  in: ALL,
  contexts: [{ path: 'part' }],
  fields: partFields('', { in: ALL, prefix: '', response: false }),
};

const PART: SpecDocument = {
  title: 'Part (EstimateItemPartResponse)',
  schema: 'EstimateItemPartResponse',
  in: ALL,
  contexts: [{ path: 'part' }, { path: 'parts/part' }],
  fields: [
    ...identity(),
    field('itemURL'),
    field('totalPrice', { kind: 'money' }),
    ...TIMESTAMPS,
    ...partFields('', { in: ALL, prefix: '', response: true }),
  ],
};

const VERSION_ITEM_EXCLUDED =
  'fixedPriceTotal (0.0.7 and 0.3-beta) cannot be in a version item: 0.3-beta inherits EstimateVersionResponse 0.2 (API-FACTS.md)';

const VERSION: SpecDocument = {
  title: 'Estimate version (EstimateVersionResponse)',
  schema: 'EstimateVersionResponse',
  in: FROM_0_1,
  contexts: [{ path: 'version' }, { path: 'versions/version' }],
  fields: [
    ...identity({ in: FROM_0_1 }),
    field('estimateURL'),
    field('estimateId', { in: FROM_0_2 }),
    field('version', { kind: 'integer', note: 'SPEC.md: version (integer sequence)' }),
    field('digest'),
    field('etr', { kind: 'dateTime' }),
    ...fields(
      [
        'shopSupplies',
        'hazWaste',
        'freight',
        'partsTotal',
        'laborTotal',
        'coreTotal',
        'tax',
        'total',
      ],
      { kind: 'money' },
    ),
    ...charges('additionalCharges', { in: FROM_0_1, input: false }),
    ...chargeTotals('additionalChargesTotals', FROM_0_1),
    ...TIMESTAMPS,
    field('items'),
    field('items/item'),
    field('items/item/id', { required: FROM_0_1 }),
    field('items/item/itemURL'),
    field('items/item/itemId', { in: FROM_0_2 }),
    ...itemRequestFields('items/item/', FROM_0_1, { input: false }),
    field('items/item/fixedPriceTotal', { in: NONE, note: VERSION_ITEM_EXCLUDED }),
    ...fields(['partsTotal', 'coreTotal', 'total'], { kind: 'money' }, 'items/item/'),
    ...chargeTotals('items/item/additionalChargesTotals', FROM_0_1),
    field('items/item/parts'),
    ...fields(
      [
        'id',
        'name',
        'partNumber',
        'quantity',
        'quantityShipped',
        'quantityBackordered',
        'coreQuantity',
      ],
      {},
      'items/item/parts/part/',
    ),
    ...fields(
      ['unitPrice', 'unitCorePrice', 'totalPrice'],
      { kind: 'money' },
      'items/item/parts/part/',
    ),
    field('items/item/approvalStatus'),
    field('items/item/approvalStatus/eit:name', {
      includes: ['approved', 'on hold'],
      note: 'SPEC.md States: "approved, on hold and others"',
    }),
    field('items/item/approvalStatus/eit:reason'),
    field('items/item/approvalStatus/eit:reason_description', {
      in: ONLY_0_1,
      note: 'schemas/README.md: the 0.1 sample writes reason_description; SPEC.md reasonDescription',
    }),
    field('items/item/approvalStatus/eit:reasonDescription', {
      in: FROM_0_1,
      note: 'SPEC.md: reasonDescription; accepted beside reason_description in 0.1 (schemas/0.1/DIFFERENCES.md D40), the only spelling from 0.2',
    }),
    ...fields(['id', 'URL', 'name'], {}, 'items/item/approvalStatus/eit:reviewedBy/'),
    field('items/item/approvalStatus/eit:reviewedAt', { kind: 'dateTime' }),
    field('items/item/approvalStatus/eit:customerReviewed', { kind: 'boolean' }),
  ],
};

const VERSION_WRITE: SpecDocument = {
  title: 'Version update body (EstimateVersionRequest)',
  schema: 'EstimateVersionRequest',
  in: FROM_0_1,
  contexts: [{ path: 'version' }],
  fields: [
    field('digest', { optional: FROM_0_1 }),
    field('items', { optional: FROM_0_1 }),
    field('items/item'),
    field('items/item/id', { required: FROM_0_1 }),
    field('items/item/digest', { optional: FROM_0_1 }),
    field('items/item/approvalStatus', {
      optional: FROM_0_1,
      note: 'SPEC.md: "All parameters are optional, but when used they take this form" (schemas/0.2/DIFFERENCES.md version-update-item)',
    }),
    field('items/item/approvalStatus/eit:name', { required: FROM_0_1 }),
    field('items/item/approvalStatus/eit:reason', { optional: FROM_0_1 }),
    field('items/item/approvalStatus/eit:reason_description', {
      in: ONLY_0_1,
      optional: ONLY_0_1,
      note: 'schemas/README.md: the 0.1 sample writes reason_description',
    }),
    field('items/item/approvalStatus/eit:reasonDescription', {
      in: FROM_0_1,
      optional: FROM_0_1,
      note: 'SPEC.md "Version update body": reasonDescription; accepted beside reason_description in 0.1 (schemas/0.1/DIFFERENCES.md D40)',
    }),
  ],
};

/** The estimate documents of SPEC.md. */
export const ESTIMATE_DOCUMENTS: readonly SpecDocument[] = [
  ESTIMATE,
  ESTIMATE_WRITE,
  ITEM_WRITE,
  ITEM,
  PART_WRITE,
  PART,
  VERSION,
  VERSION_WRITE,
];
