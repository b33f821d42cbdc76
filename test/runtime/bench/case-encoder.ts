/**
 * A typed encoder for 0.3-beta `cases` documents in the generated-code pattern (leaf fields of
 * one scalar type share a loop here only to keep the benchmark file short).
 */
import { formatBoolean, formatInteger, XmlWriter } from '../../../src/runtime/index.js';
import { NS } from './case-corpus.js';
import type {
  AssetInformation,
  Breakdown,
  CaseResponse,
  Contact,
  GroupedUser,
  VmrsCode,
} from './case-decoder.js';

const PREFIXES = [
  ['ct', NS.ct],
  ['g', NS.g],
  ['vmrs', NS.vmrs],
] as const;
const HEAD = [
  'id',
  'uuid',
  'URL',
  'estimateURL',
  'parentCaseURL',
  'assetURL',
  'customerURL',
  'billingCustomerURL',
  'shippingCustomerURL',
  'serviceLocationURL',
  'notesURL',
  'attachmentsURL',
  'subcasesURL',
  'closeURL',
  'openURL',
] as const;
const TEXTS = ['cause', 'correction', 'complaint', 'severity', 'originationEvent'] as const;
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
] as const;
const TAIL = [
  'poNumber',
  'roNumber',
  'invoiceNumber',
  'invoiceDate',
  'authNumber',
  'tagNumber',
  'invoiceAmount',
] as const;
const MONEY = [
  'shopSupplies',
  'hazWaste',
  'freight',
  'tax',
  'partsTotal',
  'laborTotal',
  'coreTotal',
  'total',
] as const;

/** Encodes a `cases` document. */
export function encodeCases(cases: CaseResponse[]): string {
  const w = new XmlWriter({ defaultNamespace: NS.case, prefixes: PREFIXES });
  w.start(NS.case, 'cases');
  for (const value of cases) writeCase(w, value);
  w.end();
  return w.finish();
}

function writeCase(w: XmlWriter, v: CaseResponse): void {
  w.start(NS.case, 'case');
  for (const name of HEAD) if (v[name] !== undefined) w.element(NS.case, name, v[name]);
  if (v.assignee !== undefined)
    v.assignee === null ? w.nil(NS.case, 'assignee') : writeUser(w, v.assignee);
  if (v.primaryContact !== undefined) writeContact(w, v.primaryContact);
  if (v.breakdown !== undefined) writeBreakdown(w, v.breakdown);
  if (v.assetInformation !== undefined) writeAssetInformation(w, v.assetInformation);
  for (const name of TEXTS) if (v[name] !== undefined) w.nillableElement(NS.case, name, v[name]);
  if (v.customComplaintCodes !== undefined) {
    if (v.customComplaintCodes === null) w.nil(NS.ct, 'customComplaintCodes');
    else {
      w.start(NS.ct, 'customComplaintCodes');
      for (const code of v.customComplaintCodes) w.element(NS.ct, 'code', code);
      w.end();
    }
  }
  for (const name of TIMES) if (v[name] !== undefined) w.nillableElement(NS.case, name, v[name]);
  if (v.status !== undefined) {
    w.start(NS.ct, 'status');
    if (v.status.name !== undefined) w.element(NS.ct, 'name', v.status.name);
    w.end();
  }
  for (const name of TAIL) if (v[name] !== undefined) w.nillableElement(NS.case, name, v[name]);
  for (const name of MONEY) if (v[name] !== undefined) w.element(NS.case, name, v[name]);
  if (v.createdAt !== undefined) w.element(NS.case, 'createdAt', v.createdAt);
  if (v.updatedAt !== undefined) w.element(NS.case, 'updatedAt', v.updatedAt);
  if (v.closed !== undefined) w.element(NS.case, 'closed', formatBoolean(v.closed));
  if (v.vmrs !== undefined) v.vmrs === null ? w.nil(NS.case, 'vmrs') : writeVmrs(w, v.vmrs);
  w.unknown(v);
  w.end();
}

function writeUser(w: XmlWriter, v: GroupedUser): void {
  w.start(NS.case, 'assignee');
  if (v.id !== undefined) w.element(NS.g, 'id', v.id);
  if (v.URL !== undefined) w.element(NS.g, 'URL', v.URL);
  if (v.name !== undefined) w.element(NS.g, 'name', v.name);
  if (v.groupName !== undefined) w.element(NS.g, 'groupName', v.groupName);
  w.end();
}

function writeContact(w: XmlWriter, v: Contact): void {
  w.start(NS.case, 'primaryContact');
  if (v.name !== undefined) w.element(NS.ct, 'name', v.name);
  if (v.phone !== undefined) w.element(NS.ct, 'phone', v.phone);
  if (v.email !== undefined) w.element(NS.ct, 'email', v.email);
  if (v.relation !== undefined) w.element(NS.ct, 'relation', v.relation);
  w.end();
}

function writeBreakdown(w: XmlWriter, v: Breakdown): void {
  w.start(NS.case, 'breakdown');
  if (v.driverName !== undefined) w.nillableElement(NS.ct, 'driverName', v.driverName);
  if (v.driverPhone !== undefined) w.nillableElement(NS.ct, 'driverPhone', v.driverPhone);
  if (v.location !== undefined) w.nillableElement(NS.ct, 'location', v.location);
  if (v.city !== undefined) w.nillableElement(NS.ct, 'city', v.city);
  if (v.state !== undefined) w.nillableElement(NS.ct, 'state', v.state);
  w.end();
}

function writeAssetInformation(w: XmlWriter, v: AssetInformation): void {
  w.start(NS.case, 'assetInformation');
  if (v.engineHours !== undefined)
    w.nillableElement(
      NS.ct,
      'engineHours',
      v.engineHours === null ? null : formatInteger(v.engineHours),
    );
  if (v.mileage !== undefined)
    w.nillableElement(NS.ct, 'mileage', v.mileage === null ? null : formatInteger(v.mileage));
  if (v.trailer !== undefined) {
    w.start(NS.ct, 'trailer');
    if (v.trailer.unitNumber !== undefined)
      w.nillableElement(NS.ct, 'unitNumber', v.trailer.unitNumber);
    if (v.trailer.loaded !== undefined)
      w.nillableElement(
        NS.ct,
        'loaded',
        v.trailer.loaded === null ? null : formatBoolean(v.trailer.loaded),
      );
    w.end();
  }
  w.end();
}

function writeVmrs(w: XmlWriter, v: Record<string, VmrsCode | null>): void {
  w.start(NS.case, 'vmrs');
  for (const [name, code] of Object.entries(v)) {
    if (code === null) w.nil(NS.vmrs, name);
    else {
      w.start(NS.vmrs, name);
      if (code.code !== undefined) w.element(NS.vmrs, 'code', code.code);
      if (code.description !== undefined) w.element(NS.vmrs, 'description', code.description);
      w.end();
    }
  }
  w.end();
}
