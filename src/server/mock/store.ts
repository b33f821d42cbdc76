/**
 * The mock's in-memory store: one generation-neutral record per resource (fields named as the
 * documents name them), ids issued per kind from 1, and the clock new records are stamped with.
 * Views (./views.ts) turn records into representations; ./conform.ts fits those to a generation.
 */

/** A user: case assignee, note sender or recipient (GroupedUser). */
export interface UserRecord {
  id: string;
  name: string;
  username: string;
  groupName: string;
  serviceLocationId: string;
}

/** A service location with its departments and program types. */
export interface ServiceLocationRecord {
  id: string;
  externalId: string;
  name: string;
  address: string;
  address2?: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  phone: string;
  fax: string;
  email: string;
  departments: Array<{ code: string; description: string }>;
  programTypes: Array<{ description: string }>;
  createdAt: string;
  updatedAt: string;
}

/** A customer (fleet). */
export interface CustomerRecord {
  id: string;
  externalID: string;
  companyName: string;
  address1: string;
  address2?: string;
  city: string;
  state: string;
  postalCode: string;
  countryCode: string;
  emailAddress: string;
  phoneNumber: string;
  phoneExtension?: string;
  faxNumber: string;
  customerNumber: string;
  accountNumber: string;
  notes?: string;
  createdAt: string;
  updatedAt: string;
}

/** An asset (vehicle) of a customer. */
export interface AssetRecord {
  id: string;
  customerId: string;
  VIN: string;
  serialNumber: string;
  year: string;
  make: string;
  model: string;
  engine: string;
  engineDisplacement: string;
  engineFuel: string;
  engineHorsepower: string;
  engineMake: string;
  engineSerialNumber: string;
  engineHours: number;
  chassisID: string;
  mileage: number;
  unitNumber: string;
  warrantyStartDate: string;
  recallPending: boolean;
  assetType: string;
  department?: { code: string; description: string };
  createdAt: string;
  updatedAt: string;
}

/** A case or subcase; `fields` holds the CaseRequest write fields as last written. */
export interface CaseRecord {
  id: string;
  uuid: string;
  parentCaseId?: string;
  assetId?: string;
  serviceLocationId: string;
  customerId?: string;
  billingCustomerId?: string;
  shippingCustomerId?: string;
  assigneeId?: string;
  closed: boolean;
  fields: Record<string, unknown>;
  estimateId?: string;
  createdAt: string;
  updatedAt: string;
}

/** A case note. */
export interface NoteRecord {
  id: string;
  caseId: string;
  message: string;
  public: boolean;
  senderId: string;
  recipientIds: string[];
  createdAt: string;
  updatedAt: string;
}

/** An uploaded file. */
export interface FileRecord {
  filename: string;
  contentType: string;
  data: Uint8Array;
}

/** A case attachment and its content. */
export interface AttachmentRecord extends FileRecord {
  id: string;
  caseId: string;
  description: string;
  internal: boolean;
  public: boolean;
  senderId: string;
  createdAt: string;
  updatedAt: string;
}

/** An additional charge (estimate or item level). */
export interface ChargeRecord {
  id: string;
  category: string;
  code?: string;
  description: string;
  amount: string;
}

/** An estimate of a case. */
export interface EstimateRecord {
  id: string;
  uuid: string;
  caseId: string;
  shopSupplies: string;
  hazWaste: string;
  freight: string;
  tax: string;
  additionalCharges: ChargeRecord[];
  createdAt: string;
  updatedAt: string;
}

/** A line item; `fields` holds the EstimateItemRequest fields as last written. */
export interface ItemRecord {
  id: string;
  estimateId: string;
  assigneeId?: string;
  fields: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

/** A part of a line item. */
export interface PartRecord {
  id: string;
  itemId: string;
  name: string;
  partNumber: string;
  quantity: string;
  quantityShipped?: number;
  quantityBackordered?: number;
  unitPrice: string;
  coreQuantity: string;
  unitCorePrice: string;
  source?: string;
  salesman?: { id: string; name?: string };
  createdAt: string;
  updatedAt: string;
}

/** The approval of one item in a version. */
export interface ApprovalRecord {
  name: string;
  reason?: string;
  reasonDescription?: string;
  reviewedById?: string;
  reviewedAt?: string;
  customerReviewed?: boolean;
}

/** An estimate version: a snapshot of the items (as representations) with their approvals. */
export interface VersionRecord {
  id: string;
  estimateId: string;
  version: number;
  digest: string;
  etr?: string;
  /** Item id -> snapshot of the item's representation. */
  items: Array<{ itemId: string; snapshot: Record<string, unknown>; approval: ApprovalRecord; digest: string }>;
  totals: Record<string, unknown>;
  pdf?: FileRecord;
  createdAt: string;
  updatedAt: string;
}

/** The kinds of record ids are issued for. */
export type RecordKind =
  | 'user'
  | 'serviceLocation'
  | 'customer'
  | 'asset'
  | 'case'
  | 'note'
  | 'attachment'
  | 'estimate'
  | 'item'
  | 'part'
  | 'version'
  | 'charge';

/** Every record of the mock. */
export class MockStore {
  readonly users = new Map<string, UserRecord>();
  readonly serviceLocations = new Map<string, ServiceLocationRecord>();
  readonly customers = new Map<string, CustomerRecord>();
  readonly assets = new Map<string, AssetRecord>();
  readonly cases = new Map<string, CaseRecord>();
  readonly notes = new Map<string, NoteRecord>();
  readonly attachments = new Map<string, AttachmentRecord>();
  readonly estimates = new Map<string, EstimateRecord>();
  readonly items = new Map<string, ItemRecord>();
  readonly parts = new Map<string, PartRecord>();
  readonly versions = new Map<string, VersionRecord>();
  private readonly counters = new Map<RecordKind, number>();

  /** `now` stamps records created after seeding. */
  constructor(private readonly now: () => number = Date.now) {}

  /** The next id of a kind: '1', '2', … */
  nextId(kind: RecordKind): string {
    const next = (this.counters.get(kind) ?? 0) + 1;
    this.counters.set(kind, next);
    return String(next);
  }

  /** The current time as an ISO 8601 timestamp in UTC (`2024-03-05T14:22:10Z`). */
  timestamp(): string {
    return new Date(this.now()).toISOString().replace(/\.\d{3}Z$/, 'Z');
  }
}
