/**
 * A typed decoder for 0.3-beta `cases` documents written in the generated-code pattern (leaf
 * fields of one scalar type share a switch arm here only to keep the benchmark file short).
 */
import {
  internNamespace,
  parseBoolean,
  parseDate,
  parseDateTime,
  parseDecimal,
  parseUnsignedInt,
  XmlReader,
  type DateString,
  type DateTimeString,
  type Decimal,
  type Lenient,
} from '../../../src/runtime/index.js';
import { NS } from './case-corpus.js';

const NS_CASE = internNamespace(NS.case);
const NS_CT = internNamespace(NS.ct);
const NS_G = internNamespace(NS.g);
const NS_VMRS = internNamespace(NS.vmrs);

type Strings =
  | 'id'
  | 'uuid'
  | 'URL'
  | 'estimateURL'
  | 'parentCaseURL'
  | 'assetURL'
  | 'customerURL'
  | 'billingCustomerURL'
  | 'shippingCustomerURL'
  | 'serviceLocationURL'
  | 'notesURL'
  | 'attachmentsURL'
  | 'subcasesURL'
  | 'closeURL'
  | 'openURL';
type NillableStrings =
  | 'cause'
  | 'correction'
  | 'complaint'
  | 'originationEvent'
  | 'poNumber'
  | 'roNumber'
  | 'invoiceNumber'
  | 'authNumber'
  | 'tagNumber';
type Times =
  | 'downtime'
  | 'uptime'
  | 'customerRequestedAppointmentTime'
  | 'serviceLocationSuggestedAppointmentTime'
  | 'confirmedAppointmentTime'
  | 'customerRequestedCompletionTime'
  | 'followupTime'
  | 'assetArrived'
  | 'assetCheckInTime'
  | 'etr'
  | 'atr'
  | 'assetDepartedTime';
type Money =
  | 'shopSupplies'
  | 'hazWaste'
  | 'freight'
  | 'tax'
  | 'partsTotal'
  | 'laborTotal'
  | 'coreTotal'
  | 'total';

export interface GroupedUser extends Lenient {
  id?: string;
  URL?: string;
  name?: string;
  username?: string;
  groupName?: string;
}
export interface Contact extends Lenient {
  name?: string;
  phone?: string;
  email?: string;
  relation?: string;
}
export interface Breakdown extends Lenient {
  driverName?: string | null;
  driverPhone?: string | null;
  location?: string | null;
  city?: string | null;
  state?: string | null;
}
export interface Trailer extends Lenient {
  unitNumber?: string | null;
  loaded?: boolean | null;
}
export interface AssetInformation extends Lenient {
  engineHours?: number | null;
  mileage?: number | null;
  trailer?: Trailer;
}
export interface VmrsCode extends Lenient {
  code?: string;
  description?: string;
}
export type CaseResponse = Lenient & { [K in Strings]?: string } & {
  [K in NillableStrings]?: string | null;
} & {
  [K in Times]?: DateTimeString | null;
} & { [K in Money]?: Decimal } & {
  assignee?: GroupedUser | null;
  primaryContact?: Contact;
  breakdown?: Breakdown;
  assetInformation?: AssetInformation;
  severity?: Decimal | null;
  invoiceAmount?: Decimal | null;
  invoiceDate?: DateString | null;
  customComplaintCodes?: string[] | null;
  status?: { name?: string };
  createdAt?: DateTimeString;
  updatedAt?: DateTimeString;
  closed?: boolean;
  vmrs?: Record<string, VmrsCode | null> | null;
};

/** Decodes a `cases` document into typed values. */
export function decodeCases(input: string | Uint8Array): CaseResponse[] {
  const r = new XmlReader(input);
  r.root(NS_CASE, 'cases');
  r.open();
  const cases: CaseResponse[] = [];
  while (r.nextChild()) {
    if (r.namespace === NS_CASE && r.local === 'case') cases.push(readCase(r));
    else r.unknown({});
  }
  r.finish();
  return cases;
}

function readCase(r: XmlReader): CaseResponse {
  r.open();
  const v = {} as CaseResponse;
  while (r.nextChild()) {
    const local = r.local;
    if (r.namespace === NS_CASE) {
      switch (local) {
        case 'id':
        case 'uuid':
        case 'URL':
        case 'estimateURL':
        case 'parentCaseURL':
        case 'assetURL':
        case 'customerURL':
        case 'billingCustomerURL':
        case 'shippingCustomerURL':
        case 'serviceLocationURL':
        case 'notesURL':
        case 'attachmentsURL':
        case 'subcasesURL':
        case 'closeURL':
        case 'openURL':
          if (v[local] !== undefined) r.duplicate();
          v[local] = r.text();
          continue;
        case 'cause':
        case 'correction':
        case 'complaint':
        case 'originationEvent':
        case 'poNumber':
        case 'roNumber':
        case 'invoiceNumber':
        case 'authNumber':
        case 'tagNumber':
          if (v[local] !== undefined) r.duplicate();
          v[local] = r.nillableText();
          continue;
        case 'downtime':
        case 'uptime':
        case 'customerRequestedAppointmentTime':
        case 'serviceLocationSuggestedAppointmentTime':
        case 'confirmedAppointmentTime':
        case 'customerRequestedCompletionTime':
        case 'followupTime':
        case 'assetArrived':
        case 'assetCheckInTime':
        case 'etr':
        case 'atr':
        case 'assetDepartedTime':
          if (v[local] !== undefined) r.duplicate();
          v[local] = r.nillableTextAs(parseDateTime);
          continue;
        case 'shopSupplies':
        case 'hazWaste':
        case 'freight':
        case 'tax':
        case 'partsTotal':
        case 'laborTotal':
        case 'coreTotal':
        case 'total':
          if (v[local] !== undefined) r.duplicate();
          v[local] = r.textAs(parseDecimal);
          continue;
        case 'severity':
          v.severity = r.nillableTextAs(parseDecimal);
          continue;
        case 'invoiceAmount':
          v.invoiceAmount = r.nillableTextAs(parseDecimal);
          continue;
        case 'invoiceDate':
          v.invoiceDate = r.nillableTextAs(parseDate);
          continue;
        case 'createdAt':
          v.createdAt = r.textAs(parseDateTime);
          continue;
        case 'updatedAt':
          v.updatedAt = r.textAs(parseDateTime);
          continue;
        case 'closed':
          v.closed = r.textAs(parseBoolean);
          continue;
        case 'assignee':
          v.assignee = r.consumeNil() ? null : readGroupedUser(r);
          continue;
        case 'primaryContact':
          v.primaryContact = readContact(r);
          continue;
        case 'breakdown':
          v.breakdown = readBreakdown(r);
          continue;
        case 'assetInformation':
          v.assetInformation = readAssetInformation(r);
          continue;
        case 'vmrs':
          v.vmrs = r.consumeNil() ? null : readVmrs(r);
          continue;
      }
    } else if (r.namespace === NS_CT) {
      if (local === 'customComplaintCodes') {
        v.customComplaintCodes = r.consumeNil() ? null : readCodes(r);
        continue;
      }
      if (local === 'status') {
        r.open();
        const status: { name?: string } & Lenient = {};
        while (r.nextChild()) {
          if (r.namespace === NS_CT && r.local === 'name') status.name = r.text();
          else r.unknown(status);
        }
        v.status = status;
        continue;
      }
    }
    r.unknown(v);
  }
  return v;
}

function readGroupedUser(r: XmlReader): GroupedUser {
  r.open();
  const v = {} as GroupedUser;
  while (r.nextChild()) {
    if (r.namespace === NS_G) {
      switch (r.local) {
        case 'id':
          v.id = r.text();
          continue;
        case 'URL':
          v.URL = r.text();
          continue;
        case 'name':
          v.name = r.text();
          continue;
        case 'username':
          v.username = r.text();
          continue;
        case 'groupName':
          v.groupName = r.text();
          continue;
      }
    }
    r.unknown(v);
  }
  return v;
}

function readContact(r: XmlReader): Contact {
  r.open();
  const v = {} as Contact;
  while (r.nextChild()) {
    if (r.namespace === NS_CT) {
      switch (r.local) {
        case 'name':
          v.name = r.text();
          continue;
        case 'phone':
          v.phone = r.text();
          continue;
        case 'email':
          v.email = r.text();
          continue;
        case 'relation':
          v.relation = r.text();
          continue;
      }
    }
    r.unknown(v);
  }
  return v;
}

function readBreakdown(r: XmlReader): Breakdown {
  r.open();
  const v = {} as Breakdown;
  while (r.nextChild()) {
    if (r.namespace === NS_CT) {
      switch (r.local) {
        case 'driverName':
          v.driverName = r.nillableText();
          continue;
        case 'driverPhone':
          v.driverPhone = r.nillableText();
          continue;
        case 'location':
          v.location = r.nillableText();
          continue;
        case 'city':
          v.city = r.nillableText();
          continue;
        case 'state':
          v.state = r.nillableText();
          continue;
      }
    }
    r.unknown(v);
  }
  return v;
}

function readAssetInformation(r: XmlReader): AssetInformation {
  r.open();
  const v = {} as AssetInformation;
  while (r.nextChild()) {
    if (r.namespace === NS_CT) {
      switch (r.local) {
        case 'engineHours':
          v.engineHours = r.nillableTextAs(parseUnsignedInt);
          continue;
        case 'mileage':
          v.mileage = r.nillableTextAs(parseUnsignedInt);
          continue;
        case 'trailer':
          v.trailer = readTrailer(r);
          continue;
      }
    }
    r.unknown(v);
  }
  return v;
}

function readTrailer(r: XmlReader): Trailer {
  r.open();
  const t = {} as Trailer;
  while (r.nextChild()) {
    if (r.namespace === NS_CT && r.local === 'unitNumber') t.unitNumber = r.nillableText();
    else if (r.namespace === NS_CT && r.local === 'loaded')
      t.loaded = r.nillableTextAs(parseBoolean);
    else r.unknown(t);
  }
  return t;
}

function readCodes(r: XmlReader): string[] {
  r.open();
  const codes: string[] = [];
  while (r.nextChild()) {
    if (r.namespace === NS_CT && r.local === 'code') codes.push(r.text());
    else r.unknown({});
  }
  return codes;
}

function readVmrs(r: XmlReader): Record<string, VmrsCode | null> {
  r.open();
  const v: Record<string, VmrsCode | null> = {};
  while (r.nextChild()) {
    if (r.namespace === NS_VMRS) {
      switch (r.local) {
        case 'code14':
        case 'code15':
        case 'code16':
        case 'code17':
        case 'complaintCode33':
        case 'complaintCode79':
        case 'correctionCode33':
        case 'correctionCode79': {
          const key = r.local;
          v[key] = r.consumeNil() ? null : readVmrsCode(r);
          continue;
        }
      }
    }
    r.unknown(v);
  }
  return v;
}

function readVmrsCode(r: XmlReader): VmrsCode {
  r.open();
  const code = {} as VmrsCode;
  while (r.nextChild()) {
    if (r.namespace === NS_VMRS && r.local === 'code') code.code = r.text();
    else if (r.namespace === NS_VMRS && r.local === 'description') code.description = r.text();
    else r.unknown(code);
  }
  return code;
}
