/**
 * Endpoint descriptors: `schemas/<generation>/endpoints.json` -> IrEndpoint[], checked against
 * `schemas/endpoints.schema.json` and, once the XSDs are loaded, against the generation's
 * schema set; plus resolving a user's `"METHOD /path"` to an endpoint.
 */
export {
  loadEndpointDescriptors,
  type LoadDescriptorOptions,
} from './load-endpoint-descriptors.js';
export { checkEndpointReferences } from './check-endpoint-references.js';
export {
  findEndpoint,
  parseEndpointSpec,
  describeEndpoint,
  type EndpointSpec,
} from './find-endpoint.js';
export { endpointDocuments, type EndpointDocument, type EndpointDocuments } from './endpoint-documents.js';
export { DESCRIPTOR_SCHEMA_FILE } from './descriptor-schema.js';
export type { DescriptorFile, EndpointDescriptor } from './descriptor-file.js';
