/**
 * SPEC.md's case-side resources, transcribed field by field (see ./spec-fields.ts): asset,
 * service location, customer, case, case write body, subcase, service request body.
 */
import type { GenerationId } from '../../src/ir/generations.js';
import {
  ALL,
  FROM_0_1,
  FROM_0_2,
  NONE,
  ONLY_0_0_7,
  ONLY_0_3_BETA,
  TIMESTAMPS,
  field,
  fields,
  identity,
  nested,
  vmrsCodes,
  type SpecDocument,
} from './spec-field-model.js';

/** Every case write field is optional in 0.1 and 0.3-beta (SPEC.md rule 1); 0.2 decided the same. */
const EVERY_CASE_FIELD_OPTIONAL: readonly GenerationId[] = FROM_0_1;
const SPEC_ITEM_2 =
  'SPEC.md "Requirement rules by schema generation": required in 0.0.7 (item 2), optional in 0.1 and 0.3-beta (rule 1); 0.2 decided optional (schemas/0.2/DIFFERENCES.md case-write-children-optional)';
/**
 * The children of primaryContact, breakdown and assetInformation: SPEC.md item 2 requires them
 * in the 0.0.7 CaseRequest, but the shared CaseTypes elements serve the case response and the
 * service request too, where they are optional (API-FACTS "Where they differ" 3): the XSD leaves
 * them optional and the rule case-required-field-missing requires them in the CaseRequest
 * (review r30 spec M2; schemas/0.0.7/DIFFERENCES.md).
 */
const SPEC_ITEM_2_BY_RULE = `${SPEC_ITEM_2}; in 0.0.7 by the rule case-required-field-missing, the shared CaseTypes leaving them optional`;
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
      'postal_code',
      'country',
      'phone',
      'fax',
      'email',
    ]),
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
    field('primaryContact', { required: ONLY_0_0_7, optional: EVERY_CASE_FIELD_OPTIONAL, note: SPEC_ITEM_2 }),
    ...nested('primaryContact', ['ct:name', 'ct:phone', 'ct:relation'], { optional: EVERY_CASE_FIELD_OPTIONAL, note: SPEC_ITEM_2_BY_RULE }, false),
    field('primaryContact/ct:email', {
      in: FROM_0_1,
      optional: FROM_0_1,
      note: 'SPEC.md: extra field accepted on case creation from 0.1/0.3-beta on',
    }),
    field('breakdown', { required: ONLY_0_0_7, optional: EVERY_CASE_FIELD_OPTIONAL, note: SPEC_ITEM_2 }),
    ...nested(
      'breakdown',
      ['ct:driverName', 'ct:driverPhone', 'ct:location', 'ct:city', 'ct:state'],
      { optional: EVERY_CASE_FIELD_OPTIONAL, note: SPEC_ITEM_2_BY_RULE },
      false,
    ),
    field('assetInformation', { required: ONLY_0_0_7, optional: EVERY_CASE_FIELD_OPTIONAL, note: SPEC_ITEM_2 }),
    ...nested(
      'assetInformation',
      ['ct:mileage', 'ct:trailer', 'ct:trailer/ct:unitNumber', 'ct:trailer/ct:loaded'],
      { optional: EVERY_CASE_FIELD_OPTIONAL, note: SPEC_ITEM_2_BY_RULE },
      false,
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

/** The case-side documents of SPEC.md. */
export const CASE_DOCUMENTS: readonly SpecDocument[] = [
  ASSET,
  SERVICE_LOCATION,
  CUSTOMER,
  CASE,
  CASE_WRITE,
  SUBCASE,
  SERVICE_REQUEST,
];
