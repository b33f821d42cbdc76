/**
 * Representations of the mock's records, generation-neutral (./conform.ts fits them to the
 * requested generation): every record with its `id`, its own `URL` and the `...URL`s of related
 * resources (SPEC.md Conventions 7), absolute under the `{base_url}` the client used.
 */
import { estimateTotals, itemData, partData } from './records.js';
import type {
  AssetRecord,
  AttachmentRecord,
  CaseRecord,
  CustomerRecord,
  EstimateRecord,
  ItemRecord,
  MockStore,
  NoteRecord,
  PartRecord,
  ServiceLocationRecord,
  UserRecord,
  VersionRecord,
} from './store.js';

/** What a view needs: the store, the base URL and the generation asked for. */
export interface ViewContext {
  store: MockStore;
  baseUrl: string;
  generation: string;
}

type View = Record<string, unknown>;

/** An absolute URL of a platform path. */
export function apiUrl(context: ViewContext, path: string): string {
  return `${context.baseUrl}/platform_api${path}`;
}

/** A user reference (GroupedUser, sender, recipient). */
export function userView(context: ViewContext, user: UserRecord | undefined): View | undefined {
  if (!user) return undefined;
  return { id: user.id, URL: apiUrl(context, `/users/${user.id}`), name: user.name, username: user.username, groupName: user.groupName };
}

/** An asset: make, model, engine and owner as named elements. */
export function assetView(context: ViewContext, asset: AssetRecord): View {
  const owner = context.store.customers.get(asset.customerId);
  return {
    ...asset,
    URL: apiUrl(context, `/assets/${asset.id}`),
    casesURL: apiUrl(context, `/assets/${asset.id}/cases`),
    make: { name: asset.make },
    model: { name: asset.model },
    engine: { name: asset.engine },
    owner: { name: owner?.companyName },
  };
}

/** A service location (its departments and program types have endpoints of their own). */
export function serviceLocationView(context: ViewContext, location: ServiceLocationRecord): View {
  const { departments: _departments, programTypes: _programTypes, ...fields } = location;
  void _departments, void _programTypes;
  return {
    ...fields,
    URL: apiUrl(context, `/service_locations/${location.id}`),
    serviceRequestsURL: apiUrl(context, `/service_locations/${location.id}/service_requests`),
  };
}

/** A customer, its billing and shipping customer URLs pointing at itself. */
export function customerView(context: ViewContext, customer: CustomerRecord): View {
  return {
    ...customer,
    URL: apiUrl(context, `/customers/${customer.id}`),
    billingCustomerURL: apiUrl(context, `/customers/${customer.id}`),
    shippingCustomerURL: apiUrl(context, `/customers/${customer.id}`),
  };
}

/** A case: its write fields, the estimate's totals, assignee and every related URL. */
export function caseView(context: ViewContext, record: CaseRecord): View {
  const { store } = context;
  const estimate = record.estimateId ? store.estimates.get(record.estimateId) : undefined;
  const url = (path: string) => apiUrl(context, `/cases/${record.id}${path}`);
  const customer = (id: string | undefined) => (id ? apiUrl(context, `/customers/${id}`) : undefined);
  return {
    ...record.fields,
    ...(estimate ? estimateTotals(store, estimate) : {}),
    additionalCharges: undefined,
    additionalChargesTotals: undefined,
    id: record.id,
    uuid: record.uuid,
    URL: url(''),
    estimateURL: estimate ? apiUrl(context, `/estimates/${estimate.id}`) : undefined,
    parentCaseURL: record.parentCaseId ? apiUrl(context, `/cases/${record.parentCaseId}`) : undefined,
    assetURL: record.assetId ? apiUrl(context, `/assets/${record.assetId}`) : undefined,
    customerURL: customer(record.customerId),
    billingCustomerURL: customer(record.billingCustomerId),
    shippingCustomerURL: customer(record.shippingCustomerId),
    serviceLocationURL: apiUrl(context, `/service_locations/${record.serviceLocationId}`),
    notesURL: url('/notes'),
    attachmentsURL: url('/attachments'),
    subcasesURL: url('/subcases'),
    closeURL: url('/actions/close'),
    openURL: url('/actions/open'),
    assignee: userView(context, record.assigneeId ? store.users.get(record.assigneeId) : undefined),
    customers: {
      customer: record.customerId ? { id: record.customerId } : undefined,
      billingCustomer: record.billingCustomerId ? { id: record.billingCustomerId } : undefined,
      shippingCustomer: record.shippingCustomerId ? { id: record.shippingCustomerId } : undefined,
    },
    closed: record.closed,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/** A subcase: a case whose status is plain text and whose numbers are snake_case too. */
export function subcaseView(context: ViewContext, record: CaseRecord): View {
  const view = caseView(context, record);
  return { ...view, po_number: view['poNumber'], ro_number: view['roNumber'] };
}

/** An estimate with its roll-up and the latest version's digest. */
export function estimateView(context: ViewContext, estimate: EstimateRecord): View {
  const totals = estimateTotals(context.store, estimate);
  return {
    ...totals,
    id: estimate.id,
    uuid: estimate.uuid,
    URL: apiUrl(context, `/estimates/${estimate.id}`),
    caseURL: apiUrl(context, `/cases/${estimate.caseId}`),
    itemsURL: apiUrl(context, `/estimates/${estimate.id}/items`),
    versionsURL: apiUrl(context, `/estimates/${estimate.id}/versions`),
    digest: latestDigest(context.store, estimate.id),
    createdAt: estimate.createdAt,
    updatedAt: estimate.updatedAt,
  };
}

function latestDigest(store: MockStore, estimateId: string): string | undefined {
  return [...store.versions.values()].filter((version) => version.estimateId === estimateId).at(-1)?.digest;
}

/** The URL of an item: `/items/{id}` in 0.0.7, `/estimates/{e}/items/{id}` from 0.1. */
export function itemUrl(context: ViewContext, estimateId: string, itemId: string): string {
  return apiUrl(context, context.generation === '0.0.7' ? `/items/${itemId}` : `/estimates/${estimateId}/items/${itemId}`);
}

/** A part with its total price and URLs under its item. */
export function partView(context: ViewContext, part: PartRecord | Record<string, unknown>, estimateId: string, itemId: string): View {
  const data = 'itemId' in part ? partData(part as PartRecord) : part;
  const item = itemUrl(context, estimateId, itemId);
  return { ...data, URL: `${item}/parts/${String(data['id'])}`, itemURL: item };
}

/** A line item as its representation: computed totals, parts, both VMRS spellings. */
export function itemRepresentation(context: ViewContext, data: View, estimateId: string, assigneeId: string | undefined): View {
  const id = String(data['id']);
  // 0.0.7 writes VMRS codes as text under <VMRS>; from 0.1 each is {code, description} under <vmrs>.
  const rich = (data['vmrs'] ?? {}) as Record<string, { code?: unknown } | null | undefined>;
  const plain = (data['VMRS'] ?? {}) as Record<string, unknown>;
  const plainCodes = data['VMRS'] ? plain : Object.fromEntries(Object.entries(rich).map(([key, value]) => [key, value?.code ?? null]));
  const richCodes = data['vmrs'] ? rich : Object.fromEntries(Object.entries(plain).map(([key, value]) => [key, value === null ? null : { code: value }]));
  const parts = ((data['parts'] as { part?: View[] } | undefined)?.part ?? []).map((part) => partView(context, part, estimateId, id));
  const url = itemUrl(context, estimateId, id);
  return {
    ...data,
    URL: url,
    estimateURL: apiUrl(context, `/estimates/${estimateId}`),
    partsURL: `${url}/parts`,
    parts: { part: parts },
    vmrs: richCodes,
    assignee: userView(context, assigneeId ? context.store.users.get(assigneeId) : undefined) ?? data['assignee'],
    // 0.0.7 names the sold status approvalStatus and writes the VMRS codes as plain text.
    ...(context.generation === '0.0.7' ? { approvalStatus: data['soldStatus'], VMRS: plainCodes } : {}),
  };
}

/** A line item as stored now. */
export function itemView(context: ViewContext, item: ItemRecord): View {
  return itemRepresentation(context, itemData(context.store, item), item.estimateId, item.assigneeId);
}

/** A version: its items' snapshots, each with its approval status. */
export function versionView(context: ViewContext, version: VersionRecord): View {
  const { store } = context;
  const items = version.items.map((entry) => {
    const item = itemRepresentation(context, entry.snapshot, version.estimateId, undefined);
    const approval = entry.approval;
    return {
      ...item,
      id: entry.itemId,
      itemId: entry.itemId,
      itemURL: item['URL'],
      digest: entry.digest,
      approvalStatus: {
        name: approval.name,
        reason: approval.reason,
        reasonDescription: approval.reasonDescription,
        reason_description: approval.reasonDescription,
        reviewedBy: userView(context, approval.reviewedById ? store.users.get(approval.reviewedById) : undefined),
        reviewedAt: approval.reviewedAt,
        customerReviewed: approval.customerReviewed,
      },
    };
  });
  return {
    ...version.totals,
    id: version.id,
    URL: apiUrl(context, `/estimates/${version.estimateId}/versions/${version.id}`),
    estimateId: version.estimateId,
    estimateURL: apiUrl(context, `/estimates/${version.estimateId}`),
    version: version.version,
    digest: version.digest,
    etr: version.etr ?? null,
    items: { item: items },
    createdAt: version.createdAt,
    updatedAt: version.updatedAt,
  };
}

/** A note with its sender and recipients. */
export function noteView(context: ViewContext, note: NoteRecord): View {
  const { store } = context;
  return {
    URL: apiUrl(context, `/cases/${note.caseId}/notes/${note.id}`),
    subjectURL: apiUrl(context, `/cases/${note.caseId}`),
    id: note.id,
    message: note.message,
    public: note.public,
    sender: userView(context, store.users.get(note.senderId)),
    recipients: { recipient: note.recipientIds.map((id) => userView(context, store.users.get(id))).filter((user) => user !== undefined) },
    createdAt: note.createdAt,
    updatedAt: note.updatedAt,
  };
}

/**
 * An attachment: `downloadURL`, size, and in a collection its format (from the file name; SPEC.md
 * "Attachment": "format (collection only)").
 */
export function attachmentView(context: ViewContext, attachment: AttachmentRecord, inCollection = false): View {
  const url = apiUrl(context, `/cases/${attachment.caseId}/attachments/${attachment.id}`);
  const format = /\.([A-Za-z0-9]+)$/.exec(attachment.filename)?.[1]?.toLowerCase() ?? attachment.contentType;
  return {
    URL: url,
    subjectURL: apiUrl(context, `/cases/${attachment.caseId}`),
    id: attachment.id,
    downloadURL: `${url}/download`,
    description: attachment.description,
    filename: attachment.filename,
    ...(inCollection ? { format } : {}),
    size: attachment.data.length,
    internal: attachment.internal,
    public: attachment.public,
    sender: userView(context, context.store.users.get(attachment.senderId)),
    createdAt: attachment.createdAt,
    updatedAt: attachment.updatedAt,
  };
}
