/**
 * The mock's handlers, one per operation id of the descriptors (every generation's operations:
 * one handler serves an operation in all the generations that have it), plus the attachment
 * download that SPEC.md leaves unshown.
 */
import * as assets from './assets.js';
import * as attachments from './attachments.js';
import * as cases from './cases.js';
import type { MockHandler } from './context.js';
import * as customers from './customers.js';
import * as estimates from './estimates.js';
import * as items from './items.js';
import * as notes from './notes.js';
import * as serviceLocations from './service-locations.js';
import * as versions from './versions.js';

export type { MockContext, MockHandler } from './context.js';
export { DOWNLOAD_ROUTE } from './attachments.js';

/** Every mock handler by operation id. */
export const MOCK_HANDLERS: Readonly<Record<string, MockHandler>> = {
  getAsset: assets.getAsset,
  listAssets: assets.listAssets,
  listAssetCases: assets.listAssetCases,
  createAssetCase: assets.createAssetCase,
  listServiceLocations: serviceLocations.listServiceLocations,
  getServiceLocation: serviceLocations.getServiceLocation,
  createServiceRequest: serviceLocations.createServiceRequest,
  createServiceLocationCase: serviceLocations.createServiceLocationCase,
  listServiceLocationUsers: serviceLocations.listServiceLocationUsers,
  listServiceLocationDepartments: serviceLocations.listServiceLocationDepartments,
  getServiceLocationDepartment: serviceLocations.getServiceLocationDepartment,
  listServiceLocationProgramTypes: serviceLocations.listServiceLocationProgramTypes,
  listCustomers: customers.listCustomers,
  getCustomer: customers.getCustomer,
  getCase: cases.getCase,
  listCases: cases.listCases,
  updateCase: cases.updateCase,
  listCaseSenders: cases.listCaseSenders,
  listCaseRecipients: cases.listCaseRecipients,
  listCaseAssignees: cases.listCaseAssignees,
  listCaseStatuses: cases.listCaseStatuses,
  closeCase: cases.closeCase,
  openCase: cases.openCase,
  listCaseNotes: notes.listCaseNotes,
  getCaseNote: notes.getCaseNote,
  createCaseNote: notes.createCaseNote,
  listCaseAttachments: attachments.listCaseAttachments,
  getCaseAttachment: attachments.getCaseAttachment,
  createCaseAttachment: attachments.createCaseAttachment,
  downloadCaseAttachment: attachments.downloadCaseAttachment,
  listEstimates: estimates.listEstimates,
  getEstimate: estimates.getEstimate,
  updateEstimate: estimates.updateEstimate,
  listEstimateItems: items.listEstimateItems,
  getEstimateItem: items.getEstimateItem,
  createEstimateItems: items.createEstimateItems,
  updateEstimateItem: items.updateEstimateItem,
  deleteEstimateItem: items.deleteEstimateItem,
  listItemParts: items.listItemParts,
  getItemPart: items.getItemPart,
  createItemPart: items.createItemPart,
  updateItemPart: items.updateItemPart,
  deleteItemPart: items.deleteItemPart,
  listEstimateVersions: versions.listEstimateVersions,
  getEstimateVersion: versions.getEstimateVersion,
  createEstimateVersion: versions.createEstimateVersion,
  updateEstimateVersion: versions.updateEstimateVersion,
};
