/**
 * Checks of a descriptor file that JSON Schema cannot express: path parameters agree with the
 * path and its aliases, named errors exist, no status code is answered twice, every endpoint has
 * a success response, and within one generation no operationId and no route (method plus path
 * shape, aliases included) appears twice, since the router and the client would be ambiguous.
 */
import { isGenerationId } from '../../ir/index.js';
import type { DescriptorFile, EndpointDescriptor } from './descriptor-file.js';
import { routeShape, templateParams } from './path-template.js';
import type { SchemaProblem } from './descriptor-schema.js';

/** The first semantic problem of a schema-valid descriptor file, or undefined. */
export function checkDescriptorFile(
  file: DescriptorFile,
  folder: string,
): SchemaProblem | undefined {
  if (isGenerationId(folder) && file.generation !== folder) {
    return {
      pointer: '/generation',
      detail: `generation "${file.generation}" does not match its folder "${folder}"`,
    };
  }
  const operations = new Map<string, number>();
  const routes = new Map<string, string>();
  for (const [index, endpoint] of file.endpoints.entries()) {
    const at = `/endpoints/${index}`;
    const problem = checkEndpoint(endpoint, file, at);
    if (problem) return problem;
    const earlier = operations.get(endpoint.operationId);
    if (earlier !== undefined) {
      return {
        pointer: `${at}/operationId`,
        detail: `duplicate operationId "${endpoint.operationId}" (also /endpoints/${earlier})`,
      };
    }
    operations.set(endpoint.operationId, index);
    for (const [pathIndex, path] of [endpoint.path, ...(endpoint.aliases ?? [])].entries()) {
      const key = `${endpoint.method} ${routeShape(path)}`;
      const other = routes.get(key);
      if (other !== undefined) {
        return {
          pointer: pathIndex === 0 ? `${at}/path` : `${at}/aliases/${pathIndex - 1}`,
          detail: `duplicate route ${endpoint.method} ${path} (also ${other})`,
        };
      }
      routes.set(key, `${endpoint.operationId} at /endpoints/${index}`);
    }
  }
  return undefined;
}

function checkEndpoint(
  endpoint: EndpointDescriptor,
  file: DescriptorFile,
  at: string,
): SchemaProblem | undefined {
  const params = templateParams(endpoint.path);
  const repeated = params.find((name, index) => params.indexOf(name) !== index);
  if (repeated)
    return {
      pointer: `${at}/path`,
      detail: `path parameter {${repeated}} appears twice in ${endpoint.path}`,
    };
  for (const [index, alias] of (endpoint.aliases ?? []).entries()) {
    if (!sameNames(templateParams(alias), params)) {
      return {
        pointer: `${at}/aliases/${index}`,
        detail: `alias ${alias} must have the path parameters of ${endpoint.path} ({${params.join('}, {')}})`,
      };
    }
  }
  if (
    endpoint.pathParams &&
    !sameNames(
      endpoint.pathParams.map((param) => param.name),
      params,
    )
  ) {
    return {
      pointer: `${at}/pathParams`,
      detail: `pathParams (${endpoint.pathParams.map((param) => param.name).join(', ')}) must name exactly the parameters of ${endpoint.path}`,
    };
  }
  const unique = firstDuplicate([
    ['query', (endpoint.query ?? []).map((param) => param.name)],
    ['request/fields', (endpoint.request?.fields ?? []).map((param) => param.name)],
    ['request/parts', (endpoint.request?.parts ?? []).map((part) => part.name)],
    ['rules', (endpoint.rules ?? []).map((rule) => `${rule.kind} ${rule.fields.join(',')}`)],
  ]);
  if (unique)
    return {
      pointer: `${at}/${unique.where}`,
      detail: `"${unique.name}" appears twice in ${unique.where}`,
    };
  return checkResponses(endpoint, file, at);
}

function checkResponses(
  endpoint: EndpointDescriptor,
  file: DescriptorFile,
  at: string,
): SchemaProblem | undefined {
  const answered = new Map<number, string>();
  const claim = (statuses: number[], pointer: string, what: string): SchemaProblem | undefined => {
    for (const status of statuses) {
      const other = answered.get(status);
      if (other)
        return { pointer, detail: `status ${status} is given twice (${other} and ${what})` };
      answered.set(status, what);
    }
    return undefined;
  };
  for (const [index, response] of endpoint.responses.entries()) {
    const problem = claim(response.status, `${at}/responses/${index}`, `responses/${index}`);
    if (problem) return problem;
  }
  for (const [index, name] of (endpoint.errors ?? []).entries()) {
    const error = file.errors?.[name];
    if (!error) {
      const known = Object.keys(file.errors ?? {});
      return {
        pointer: `${at}/errors/${index}`,
        detail: `unknown error "${name}" (the file's errors: ${known.length ? known.join(', ') : 'none'})`,
      };
    }
    const problem = claim(error.status, `${at}/errors/${index}`, `error "${name}"`);
    if (problem) return problem;
  }
  if (![...answered.keys()].some((status) => status >= 200 && status < 300)) {
    return {
      pointer: `${at}/responses`,
      detail: `${endpoint.operationId} has no success (2xx) response`,
    };
  }
  return undefined;
}

function sameNames(left: string[], right: string[]): boolean {
  return (
    left.length === right.length &&
    [...left].sort().join('\u0000') === [...right].sort().join('\u0000')
  );
}

function firstDuplicate(
  lists: Array<[string, string[]]>,
): { where: string; name: string } | undefined {
  for (const [where, names] of lists) {
    const name = names.find((candidate, index) => names.indexOf(candidate) !== index);
    if (name !== undefined) return { where, name };
  }
  return undefined;
}
