/**
 * SPEC.md's resources and request bodies, transcribed field by field, with the generations each
 * field exists in and what SPEC.md (or API-FACTS.md) says of its requirement, type and values.
 * Where SPEC.md names a field two ways or leaves its generations open, the decision of
 * schemas/README.md or schemas/<generation>/DIFFERENCES.md is encoded and cited in `note`.
 * Checked against the IR of our schemas by spec-coverage.test.ts.
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
  field,
  fields,
  identity,
  nested,
  type SpecDocument,
  type SpecField,
} from './spec-field-model.js';

const SPEC_ITEM_2 = 'SPEC.md "Requirement rules by schema generation" item 2 (0.0.7 required)';
const EVERY_CASE_FIELD_OPTIONAL: readonly GenerationId[] = FROM_0_1;
const CASE_WRITE_OPTIONAL_NOTE =
  'SPEC.md rule 1: every case write field optional in 0.1 and 0.3-beta; 0.2 decided the same (schemas/0.2/DIFFERENCES.md case-write-children-optional)';
const TIMES = [
  'downtime',
  'uptime',
  'customerRequestedAppointmentTime',
  'serviceLocationSuggestedAppointmentTime',
  'confirmedAppointmentTime',
  'customerRequestedCompletionTime',
  'followupTime',
  'assetArrived',
  'assetCheckInTime',
  'etr',
  'atr',
];
const COST_ROLLUPS = [
  'shopSupplies',
  'hazWaste',
  'freight',
  'tax',
  'partsTotal',
  'laborTotal',
  'coreTotal',
  'total',
];
const CASE_VMRS_CODES = [
  'code14',
  'code15',
  'code16',
  'code17',
  'code82',
  'complaintCode33',
  'complaintCode79',
  'correctionCode33',
  'correctionCode79',
];
const ITEM_VMRS_CODES = ['code15', 'code14', 'code18', 'code79', 'code33'];
const WORK_STATUS_CODES: Partial<Record<GenerationId, readonly string[]>> = {
  '0.0.7': ['Start', 'Stop', 'Complete'],
  '0.1': ['start', 'stop', 'complete'],
  '0.2': ['start', 'stop', 'complete'],
  '0.3-beta': ['start', 'stop', 'complete'],
};
const SOLD_STATUS = ['sold', 'not sold', 'deferred'];
const BILLING_CLASSIFICATION = ['', 'billable', 'policy', 'warranty'];
const TIMESTAMPS = fields(['createdAt', 'updatedAt'], { kind: 'dateTime' });

/** A VMRS code element with its `code` and `description` children (API-FACTS.md, from 0.1). */
function vmrsCodes(
  parent: string,
  codes: readonly string[],
  options: Omit<SpecField, 'path'> = {},
): SpecField[] {
  return codes.flatMap((code) => [
    field(`${parent}/vmrs:${code}`, options),
    ...fields(['code', 'description'], { in: options.in }, `${parent}/vmrs:${code}/`),
  ]);
}

/** Case data shared by the case response, the case write body and the subcase. */
const CASE_CONTACT = nested('primaryContact', ['ct:name', 'ct:phone', 'ct:relation']);
const CASE_BREAKDOWN = nested('breakdown', [
  'ct:driverName',
  'ct:driverPhone',
  'ct:location',
  'ct:city',
  'ct:state',
]);
const CASE_ASSET_INFORMATION = [
  field('assetInformation'),
  field('assetInformation/ct:mileage', { kind: 'count' }),
  field('assetInformation/ct:trailer'),
  field('assetInformation/ct:trailer/ct:unitNumber'),
  field('assetInformation/ct:trailer/ct:loaded', { kind: 'boolean' }),
];

const ASSET: SpecDocument = {
  title: 'Asset (AssetResponse)',
  schema: 'AssetResponse',
  in: ALL,
  contexts: [{ path: 'asset' }, { path: 'assets/asset' }],
  fields: [
    ...identity(),
    ...fields([
      'casesURL',
      'VIN',
      'serialNumber',
      'year',
      'make/name',
      'model/name',
      'engine/name',
    ]),
    ...fields([
      'engineDisplacement',
      'engineFuel',
      'engineHorsepower',
      'engineMake',
      'engineSerialNumber',
      'owner/name',
      'unitNumber',
      'assetType',
    ]),
    field('engineHours', { kind: 'count' }),
    field('mileage', { kind: 'count' }),
    field('chassisID', { in: ONLY_0_3_BETA }),
    field('warrantyStartDate', { kind: 'date' }),
    field('recallPending', { kind: 'boolean' }),
    ...nested('department', ['d:code', 'd:description'], {
      in: ONLY_0_3_BETA,
      contexts: ['assets/asset'],
    }),
    ...TIMESTAMPS,
  ],
};

const SERVICE_LOCATION: SpecDocument = {
  title: 'Service location (ServiceLocationResponse)',
  schema: 'ServiceLocationResponse',
  in: ALL,
  contexts: [{ path: 'serviceLocation' }, { path: 'serviceLocations/serviceLocation' }],
  fields: [
    ...identity(),
    ...fields([
      'serviceRequestsURL',
      'externalId',
      'name',
      'address',
      'address2',
      'city',
      'state',
      'postalCode',
      'country',
      'phone',
      'fax',
      'email',
    ]),
    field('postal_code', {
      in: NONE,
      note: 'schemas/README.md: postalCode in both the single resource and the collection',
    }),
    ...TIMESTAMPS,
  ],
};

const CUSTOMER: SpecDocument = {
  title: 'Customer (CustomerResponse)',
  schema: 'CustomerResponse',
  in: ALL,
  contexts: [{ path: 'customer' }, { path: 'customers/customer' }],
  fields: [
    ...identity(),
    ...fields([
      'externalID',
      'shippingCustomerURL',
      'billingCustomerURL',
      'companyName',
      'address1',
      'address2',
      'city',
      'state',
      'postalCode',
    ]),
    ...fields([
      'countryCode',
      'emailAddress',
      'phoneNumber',
      'phoneExtension',
      'faxNumber',
      'customerNumber',
      'accountNumber',
      'notes',
    ]),
    ...TIMESTAMPS,
  ],
};

const CASE: SpecDocument = {
  title: 'Case (CaseResponse)',
  schema: 'CaseResponse',
  in: ALL,
  contexts: [{ path: 'case' }, { path: 'cases/case' }],
  fields: [
    ...identity(),
    ...fields([
      'parentCaseURL',
      'assetURL',
      'customerURL',
      'billingCustomerURL',
      'shippingCustomerURL',
      'serviceLocationURL',
      'estimateURL',
    ]),
    ...fields(['notesURL', 'attachmentsURL', 'subcasesURL', 'closeURL', 'openURL']),
    ...nested('assignee', ['g:id', 'g:name', 'g:groupName', 'g:URL']),
    field('assignee/url', {
      in: NONE,
      note: 'SPEC.md writes assignee/{..., url}; decided URL as the lookup table (schemas/0.0.7/DIFFERENCES.md)',
    }),
    ...CASE_CONTACT,
    ...CASE_BREAKDOWN,
    ...CASE_ASSET_INFORMATION,
    ...fields(['cause', 'correction', 'complaint']),
    field('severity', { in: FROM_0_2, kind: 'decimal' }),
    field('originationEvent', { in: FROM_0_2, kind: 'text' }),
    field('customComplaintCodes'),
    field('customComplaintCodes/ct:code', { repeated: true }),
    ...fields(TIMES, { kind: 'dateTime' }),
    ...nested('ct:status', ['ct:name']),
    ...fields(['poNumber', 'roNumber', 'authNumber', 'tagNumber', 'invoiceNumber']),
    field('invoiceAmount', { kind: 'money' }),
    field('invoiceDate', { in: FROM_0_2, kind: 'date' }),
    ...fields(COST_ROLLUPS, { kind: 'money' }),
    field('closed', { kind: 'boolean' }),
    ...TIMESTAMPS,
    field('vmrs', { in: FROM_0_1, note: 'API-FACTS.md: 0.0.7 case documents carry no VMRS codes' }),
    ...vmrsCodes('vmrs', CASE_VMRS_CODES, { in: FROM_0_1 }),
  ],
};

/** SPEC.md "Case write body", with the requirement rules by generation. */
const CASE_WRITE: SpecDocument = {
  title: 'Case write body (CaseRequest)',
  schema: 'CaseRequest',
  in: ALL,
  contexts: [{ path: 'case' }],
  fields: [
    field('assignee', { optional: ALL }),
    field('assignee/g:id'),
    ...nested('primaryContact', ['ct:name', 'ct:phone', 'ct:relation'], {
      required: ONLY_0_0_7,
      optional: EVERY_CASE_FIELD_OPTIONAL,
      note: SPEC_ITEM_2,
    }),
    field('primaryContact/ct:email', {
      in: FROM_0_1,
      optional: FROM_0_1,
      note: 'SPEC.md: extra field accepted on case creation from 0.1/0.3-beta on',
    }),
    ...nested(
      'breakdown',
      ['ct:driverName', 'ct:driverPhone', 'ct:location', 'ct:city', 'ct:state'],
      { required: ONLY_0_0_7, optional: EVERY_CASE_FIELD_OPTIONAL, note: SPEC_ITEM_2 },
    ),
    ...nested(
      'assetInformation',
      ['ct:mileage', 'ct:trailer', 'ct:trailer/ct:unitNumber', 'ct:trailer/ct:loaded'],
      { required: ONLY_0_0_7, optional: EVERY_CASE_FIELD_OPTIONAL, note: SPEC_ITEM_2 },
    ),
    field('assetInformation/ct:mileage', { kind: 'count' }),
    field('assetInformation/ct:trailer/ct:loaded', { kind: 'boolean' }),
    field('assetInformation/ct:engineHours', {
      in: FROM_0_1,
      kind: 'count',
      optional: FROM_0_1,
      note: 'SPEC.md extra field from 0.1/0.3-beta on',
    }),
    field('assetInformation/ct:mileageType', {
      in: FROM_0_1,
      optional: FROM_0_1,
      note: 'SPEC.md extra field from 0.1/0.3-beta on',
    }),
    field('ct:assetIdentifier', { optional: ALL }),
    field('ct:assetIdentifier/id', { optional: ALL }),
    ...fields(['cause', 'correction', 'complaint'], {
      required: ONLY_0_0_7,
      optional: EVERY_CASE_FIELD_OPTIONAL,
      note: SPEC_ITEM_2,
    }),
    ...fields(
      TIMES.filter((name) => name !== 'assetCheckInTime'),
      {
        kind: 'dateTime',
        required: ONLY_0_0_7,
        optional: EVERY_CASE_FIELD_OPTIONAL,
        note: SPEC_ITEM_2,
      },
    ),
    field('assetCheckInTime', {
      kind: 'dateTime',
      optional: ALL,
      note: 'SPEC.md item 3: stays optional in 0.0.7',
    }),
    field('assetDepartedTime', {
      in: FROM_0_1,
      kind: 'dateTime',
      optional: FROM_0_1,
      note: 'SPEC.md extra field from 0.1/0.3-beta on',
    }),
    ...fields(['poNumber', 'roNumber', 'invoiceNumber', 'authNumber', 'tagNumber'], {
      required: ONLY_0_0_7,
      optional: EVERY_CASE_FIELD_OPTIONAL,
      note: SPEC_ITEM_2,
    }),
    field('invoiceAmount', {
      kind: 'money',
      required: ONLY_0_0_7,
      optional: EVERY_CASE_FIELD_OPTIONAL,
      note: SPEC_ITEM_2,
    }),
    field('invoiceDate', {
      kind: 'date',
      optional: ALL,
      note: 'SPEC.md item 3 lists invoiceDate among the optional 0.0.7 case write fields',
    }),
    field('ct:status', { optional: ALL }),
    field('ct:status/ct:name', {
      optional: ALL,
      note: 'SPEC.md item 3: status:name stays optional in 0.0.7',
    }),
    field('department', { in: FROM_0_1, optional: FROM_0_1 }),
    field('department/d:code', { in: FROM_0_1 }),
    field('programType', { in: FROM_0_1, optional: FROM_0_1 }),
    field('programType/pt:description', { in: FROM_0_1 }),
    ...nested(
      'customers',
      ['billingCustomer', 'billingCustomer/ct:id', 'shippingCustomer', 'shippingCustomer/ct:id'],
      { in: FROM_0_1 },
    ),
    field('customers', { in: FROM_0_1, optional: FROM_0_1 }),
    field('customComplaintCodes', { optional: ALL }),
    field('customComplaintCodes/ct:code', {
      optional: ALL,
      repeated: true,
      note: 'SPEC.md item 3 (0.0.7) and rule 1: customComplaintCodes:code optional',
    }),
    field('vmrs', {
      in: FROM_0_1,
      optional: FROM_0_1,
      note: 'API-FACTS.md: 0.0.7 case documents carry no VMRS codes (SPEC.md item 3 "all vmrs fields" optional)',
    }),
    ...vmrsCodes('vmrs', CASE_VMRS_CODES, { in: FROM_0_1, optional: FROM_0_1 }),
    field('severity', {
      in: FROM_0_2,
      optional: FROM_0_2,
      note: 'deployed-only in the 0.2/0.3-beta CaseRequest, optional (schemas/0.2/DIFFERENCES.md)',
    }),
    field('originationEvent', { in: NONE, note: 'SPEC.md Events: originationEvent is read-only' }),
  ],
};

const SUBCASE: SpecDocument = {
  title: 'Subcase (SubcaseResponse)',
  schema: 'SubcaseResponse',
  in: ALL,
  contexts: [{ path: 'subcase' }, { path: 'subcases/subcase' }],
  fields: [
    ...identity(),
    ...fields([
      'parentCaseURL',
      'assetURL',
      'customerURL',
      'billingCustomerURL',
      'shippingCustomerURL',
      'serviceLocationURL',
      'notesURL',
      'attachmentsURL',
    ]),
    ...nested('assignee', ['g:id', 'g:name']),
    ...fields([
      'primaryContact',
      'breakdown',
      'assetInformation',
      'cause',
      'correction',
      'complaint',
      'customComplaintCodes',
    ]),
    ...fields(
      [
        'customerRequestedAppointmentTime',
        'serviceLocationSuggestedAppointmentTime',
        'confirmedAppointmentTime',
        'customerRequestedCompletionTime',
        'followupTime',
        'etr',
        'atr',
      ],
      { kind: 'dateTime' },
    ),
    field('status', {
      kind: 'text',
      note: 'SPEC.md: status (plain text); the deployed ct:status is accepted beside it (API-FACTS.md rule 2)',
    }),
    field('ct:status/ct:name', { note: 'deployed spelling, accepted (API-FACTS.md rule 2)' }),
    ...fields(['po_number', 'ro_number'], {
      note: 'SPEC.md spelling; the deployed poNumber/roNumber are accepted beside it (API-FACTS.md rule 2)',
    }),
    ...fields(['poNumber', 'roNumber'], {
      note: 'deployed spelling, accepted (API-FACTS.md rule 2)',
    }),
    ...fields(COST_ROLLUPS, { kind: 'money' }),
    ...TIMESTAMPS,
  ],
};

const SERVICE_REQUEST: SpecDocument = {
  title: 'Service request body (FleetServiceRequest)',
  schema: 'FleetServiceRequest',
  in: ALL,
  contexts: [{ path: 'serviceRequest' }],
  fields: [
    field('ct:assetIdentifier', {
      optional: ALL,
      note: '"An asset or a parent case must be provided" is an endpoint rule',
    }),
    field('ct:assetIdentifier/id'),
    ...nested('ct:primaryContact', ['ct:name', 'ct:phone', 'ct:relation'], {}, false),
    field('ct:primaryContact', { optional: ALL }),
    ...nested(
      'ct:breakdown',
      ['ct:driverName', 'ct:driverPhone', 'ct:location', 'ct:city', 'ct:state'],
      {},
      false,
    ),
    field('ct:breakdown', { optional: ALL }),
    field('ct:assetInformation', { optional: ALL }),
    field('ct:assetInformation/ct:mileage', { kind: 'count' }),
    field('ct:assetInformation/ct:trailer/ct:unitNumber'),
    field('ct:assetInformation/ct:trailer/ct:loaded', { kind: 'boolean' }),
    ...fields(['complaint', 'poNumber', 'authNumber', 'cause', 'correction'], { optional: ALL }),
    ...fields(
      [
        'downtime',
        'customerRequestedAppointmentTime',
        'customerRequestedCompletionTime',
        'followupTime',
      ],
      { kind: 'dateTime', optional: ALL },
    ),
    field('assignee', { optional: ALL }),
    field('assignee/g:id'),
    field('customComplaintCodes/ct:code'),
  ],
};

/** SPEC.md "Additional charge on input" (and the charge of responses), under `parent`. */
function charges(
  parent: string,
  options: { in: readonly GenerationId[]; input: boolean },
): SpecField[] {
  const charge = `${parent}/charge`;
  const requirement = (required: boolean) =>
    options.input ? (required ? { required: options.in } : { optional: options.in }) : {};
  return [
    field(parent, { in: options.in, ...(options.input ? { optional: options.in } : {}) }),
    field(charge, { in: options.in, repeated: true }),
    field(`${charge}/ac:id`, { in: options.in, ...requirement(false) }),
    field(`${charge}/ac:category`, { in: options.in, ...requirement(true) }),
    field(`${charge}/ac:code`, { in: options.in, ...requirement(false) }),
    field(`${charge}/ac:description`, { in: options.in, ...requirement(true) }),
    field(`${charge}/ac:amount`, { in: options.in, kind: 'money', ...requirement(true) }),
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
    field(at('vmrs'), {
      in: from01,
      ...optional(from01),
      note: '0.0.7 names it VMRS (schemas/0.1/DIFFERENCES.md: lowercase from 0.1, as deployed)',
    }),
    ...vmrsCodes(at('vmrs'), ITEM_VMRS_CODES, { in: from01, ...optional(from01) }),
    ...(only007.length > 0
      ? [
          field(at('VMRS'), { in: only007, ...optional(only007) }),
          ...ITEM_VMRS_CODES.map((code) =>
            field(at(`VMRS/eit:${code}`), {
              in: only007,
              kind: 'text',
              required: only007,
              note: 'SPEC.md: in 0.0.7 all five are required when vmrs is given; plain string codes of EstimateItemTypes (API-FACTS.md)',
            }),
          ),
        ]
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
      note: 'schemas/README.md: reason_description in 0.1, reasonDescription from 0.2',
    }),
    field('items/item/approvalStatus/eit:reasonDescription', {
      in: FROM_0_2,
      note: 'schemas/README.md: reason_description in 0.1, reasonDescription from 0.2',
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
      note: 'schemas/README.md: reason_description in 0.1',
    }),
    field('items/item/approvalStatus/eit:reasonDescription', {
      in: FROM_0_2,
      optional: FROM_0_2,
      note: 'schemas/README.md: reasonDescription from 0.2',
    }),
  ],
};

const SENDER = ['s:id', 's:name', 's:groupName', 's:URL'];

const NOTE: SpecDocument = {
  title: 'Note (NoteResponse)',
  schema: 'NoteResponse',
  in: ALL,
  contexts: [{ path: 'note' }, { path: 'notes/note' }],
  fields: [
    ...identity(),
    ...fields(['subjectURL', 'message']),
    field('public', { kind: 'boolean' }),
    ...nested('sender', SENDER),
    field('recipients/recipient', { repeated: true }),
    ...fields(['r:id', 'r:URL', 'r:name'], {}, 'recipients/recipient/'),
    ...TIMESTAMPS,
  ],
};

const NOTE_WRITE: SpecDocument = {
  title: 'Note request (NoteRequest)',
  schema: 'NoteRequest',
  in: ALL,
  contexts: [{ path: 'note' }],
  fields: [
    field('message', {
      optional: ALL,
      note: 'SPEC.md marks no note request field required (API-FACTS.md rule 3)',
    }),
    field('public', {
      kind: 'boolean',
      optional: ALL,
      note: 'SPEC.md: visibility flag; default private',
    }),
    field('sender', { optional: ALL }),
    field('sender/s:id'),
    field('recipients', { optional: ALL }),
    field('recipients/recipient', {
      optional: ALL,
      repeated: true,
      note: 'SPEC.md: repeated, not required (API-FACTS.md rule 3)',
    }),
    field('recipients/recipient/r:id'),
  ],
};

const ATTACHMENT: SpecDocument = {
  title: 'Attachment (AttachmentResponse)',
  schema: 'AttachmentResponse',
  in: ALL,
  contexts: [{ path: 'attachment' }, { path: 'attachments/attachment' }],
  fields: [
    ...identity(),
    ...fields(['subjectURL', 'downloadURL', 'description', 'filename']),
    field('format', {
      contexts: ['attachments/attachment'],
      note: 'SPEC.md: format (collection only)',
    }),
    field('size', { kind: 'integer', note: 'SPEC.md: size (number)' }),
    field('internal', { kind: 'boolean' }),
    field('public', { kind: 'boolean' }),
    ...nested('sender', SENDER),
    ...TIMESTAMPS,
  ],
};

const ATTACHMENT_WRITE: SpecDocument = {
  title: 'Attachment request (AttachmentRequest)',
  schema: 'AttachmentRequest',
  in: ALL,
  contexts: [{ path: 'attachment' }],
  fields: [
    field('description', { required: ALL }),
    field('internal', { kind: 'boolean', optional: ALL }),
    field('sender', {
      optional: ALL,
      note: 'SPEC.md: optional; a default user is used when omitted',
    }),
    field('sender/s:id'),
  ],
};

const USER = ['g:id', 'g:URL', 'g:name', 'g:groupName'];

/** SPEC.md "Lookup items". */
const LOOKUPS: readonly SpecDocument[] = [
  {
    title: 'Lookup user (UsersResponse)',
    schema: 'UsersResponse',
    in: ALL,
    contexts: [{ path: 'users/user' }],
    fields: fields(USER),
  },
  {
    title: 'Lookup sender (SenderResponse)',
    schema: 'SenderResponse',
    in: ALL,
    contexts: [{ path: 'sender' }, { path: 'senders/sender' }],
    fields: fields(SENDER),
  },
  {
    title: 'Lookup recipient (RecipientResponse)',
    schema: 'RecipientResponse',
    in: ALL,
    contexts: [{ path: 'recipients/recipient' }],
    fields: fields(['r:id', 'r:URL', 'r:name']),
  },
  {
    title: 'Recipient request (RecipientRequest)',
    schema: 'RecipientRequest',
    in: ALL,
    contexts: [{ path: 'recipient' }, { path: 'recipients/recipient' }],
    fields: fields(['r:id']),
  },
  {
    title: 'Lookup assignee (AssigneesResponse)',
    schema: 'AssigneesResponse',
    in: ALL,
    contexts: [{ path: 'assignees/assignee' }],
    fields: fields(USER),
  },
  {
    title: 'Lookup status (CaseStatus)',
    schema: 'CaseStatus',
    in: ALL,
    contexts: [{ path: 'statuses/status' }],
    fields: fields(['ct:name']),
  },
  {
    title: 'Lookup department (ServiceLocationDepartments)',
    schema: 'ServiceLocationDepartments',
    in: ALL,
    contexts: [{ path: 'department' }, { path: 'departments/department' }],
    fields: fields(['d:code', 'd:description']),
  },
  {
    title: 'Lookup program type (ServiceLocationProgramTypes)',
    schema: 'ServiceLocationProgramTypes',
    in: ALL,
    contexts: [{ path: 'programType' }, { path: 'programTypes/programType' }],
    fields: fields(['pt:description']),
  },
  {
    title: 'Token (AuthorizationResponse)',
    schema: 'AuthorizationResponse',
    in: ALL,
    contexts: [{ path: 'AuthorizationResponse' }],
    fields: [
      field('token'),
      field('type', {
        values: {
          '0.0.7': ['Bearer'],
          '0.1': ['Bearer'],
          '0.2': ['Bearer'],
          '0.3-beta': ['Bearer'],
        },
      }),
    ],
  },
];

const byGeneration = (values: readonly string[]) =>
  Object.fromEntries(ALL.map((id) => [id, values]));

/** API-FACTS.md "Error documents". */
const ERRORS: readonly SpecDocument[] = [
  {
    title: '400 error (400ErrorResponse)',
    schema: '400ErrorResponse',
    in: ALL,
    contexts: [{ path: 'BadRequestResponse' }],
    fields: [
      field('message', { required: ALL }),
      field('status', { required: ALL, values: byGeneration(['400 Bad Request']) }),
      field('errors', { optional: ALL }),
      field('errors/error', {
        optional: ALL,
        repeated: false,
        note: 'API-FACTS.md: "optional errors/error" (repeated only in 422); at most one, as deployed',
      }),
    ],
  },
  {
    title: '403 error (403ErrorResponse)',
    schema: '403ErrorResponse',
    in: ALL,
    contexts: [{ path: 'ForbiddenErrorResponse' }],
    fields: [
      field('message', { required: ALL }),
      field('status', { required: ALL, values: byGeneration(['403 Forbidden']) }),
    ],
  },
  {
    title: '422 error (422ErrorResponse)',
    schema: '422ErrorResponse',
    in: ALL,
    contexts: [{ path: 'UnprocessableEntityErrorResponse' }],
    fields: [
      field('message', { required: ALL }),
      field('errors', { required: ALL }),
      field('errors/error', { required: ALL, repeated: true }),
      ...fields(['resource', 'field'], { required: ALL }, 'errors/error/'),
      field('errors/error/messages', { optional: ALL }),
      field('errors/error/messages/message'),
      field('errors/error/code', {
        required: ALL,
        values: byGeneration(['missing', 'missing_field', 'invalid', 'already_exists']),
      }),
    ],
  },
  {
    title: '429 error (429ErrorResponse)',
    schema: '429ErrorResponse',
    in: ALL,
    contexts: [{ path: 'TooManyRequestsResponse' }],
    fields: [
      field('message', { required: ALL }),
      field('status', { required: ALL, values: byGeneration(['429 Too Many Requests']) }),
    ],
  },
];

/** Every SPEC.md resource and request body, and API-FACTS.md's error documents. */
export const SPEC_DOCUMENTS: readonly SpecDocument[] = [
  ASSET,
  SERVICE_LOCATION,
  CUSTOMER,
  CASE,
  CASE_WRITE,
  SUBCASE,
  SERVICE_REQUEST,
  ESTIMATE,
  ESTIMATE_WRITE,
  ITEM_WRITE,
  ITEM,
  PART_WRITE,
  PART,
  VERSION,
  VERSION_WRITE,
  NOTE,
  NOTE_WRITE,
  ATTACHMENT,
  ATTACHMENT_WRITE,
  ...LOOKUPS,
  ...ERRORS,
];
