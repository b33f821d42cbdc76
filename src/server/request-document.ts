/**
 * Reads one XML request document the way `fleetcase validate` judges it, and hands the handler
 * its decoded value:
 * - the safe parse first: a document that is not well-formed or is unsafe (DOCTYPE, entities,
 *   limits) is a 400 naming the parser's check id (`doctype-forbidden`, `xml-truncated`…),
 *   whatever its namespace (the codec would stop at a root of another generation before it met
 *   the broken part, and the client would fix the namespace only to learn the body is broken);
 * - strict decode with the generation's codec (a route with several roots tries each);
 * - the generation's validator on the decoded value (XSD facets, the rule layer's requirements);
 * - the rule layer on the document as written (src/validate/rules: booleans `true`/`false`, not
 *   `1`/`0`; timestamp, date and money forms), since decoding turns `1` into `true` and the
 *   lexical form is gone from the value; one definition with `fleetcase validate`;
 * - every issue is listed in the 422, also when the document does not decode: the decode error,
 *   then what a lenient decode of the same document lets the validator and the rules find.
 */
import { DecodeError, isXmlErrorCode, XmlParseError } from '../runtime/errors.js';
import { parseXmlTree } from '../runtime/parse-tree.js';
import type { XmlElementNode } from '../runtime/tree.js';
import { runRules, treeNode } from '../validate/rules/index.js';
import { badRequest, unprocessable, type Failure, type ValidationEntry } from './failures.js';
import type { ServerDocument, ServerIssue, ServerRoute } from './route-model.js';
import { decodeErrorEntry, issueEntries } from './validation-errors.js';

/** A document read, or the failure to answer with. */
export type DocumentResult = { ok: true; body: unknown } | { ok: false; failure: Failure };

/** The endpoint a document is sent to (rule context). */
type Endpoint = { method: string; path: string; operationId: string };

/** The 400 of a document that is not well-formed XML or that the safe parser refuses. */
function notWellFormed(error: DecodeError | XmlParseError): DocumentResult {
  const detail = `line ${error.line}, column ${error.column}: ${error.message} (${error.code})`;
  return { ok: false, failure: badRequest(`The request body is not well-formed XML or is refused by the safe parser (${error.code})`, [detail]) };
}

/** The rule layer's errors on the document as written (its lexical forms). */
function lexicalIssues(tree: XmlElementNode, document: ServerDocument, generation: string, endpoint: Endpoint): ServerIssue[] {
  return runRules(treeNode(tree), { generation, schema: document.schema, root: document.root, endpoint });
}

/** What the validator finds on a decoded value; a value it cannot read is none (the decode said why). */
function valueIssues(document: ServerDocument, value: unknown, endpoint: Endpoint): ServerIssue[] {
  try {
    return document.validate(value as never, { endpoint });
  } catch {
    return [];
  }
}

/** Issues of both views, each (rule, path, message) once: the one read from the document keeps its line. */
function mergeIssues(written: readonly ServerIssue[], decoded: readonly ServerIssue[]): ServerIssue[] {
  const seen = new Set<string>();
  const merged: ServerIssue[] = [];
  for (const issue of [...written, ...decoded]) {
    if (issue.severity !== 'error') continue;
    const key = `${issue.rule}\u0000${issue.path}\u0000${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(issue);
  }
  return merged;
}

/** Entries once per (field, code): a missing element the decoder and the validator both report counts once. */
function uniqueEntries(entries: readonly ValidationEntry[]): ValidationEntry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = `${entry.field}\u0000${entry.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Decodes and validates one XML document against the route's candidate roots, for a body in
 * `generation` (the rule layer's context).
 */
export function readDocument(route: ServerRoute, documents: readonly ServerDocument[], input: Uint8Array | string, generation: string): DocumentResult {
  const endpoint = { method: route.method, path: route.path, operationId: route.operationId };
  let tree: XmlElementNode;
  try {
    tree = parseXmlTree(input);
  } catch (error) {
    if (error instanceof XmlParseError) return notWellFormed(error);
    throw error;
  }
  let unknownRoot: DecodeError | undefined;
  for (const document of documents) {
    let value: unknown;
    let decodeError: DecodeError | undefined;
    try {
      value = document.decode(input);
    } catch (error) {
      if (!(error instanceof DecodeError)) throw error;
      if (isXmlErrorCode(error.code)) return notWellFormed(error);
      if (error.code === 'root-unknown') {
        unknownRoot ??= error;
        continue;
      }
      decodeError = error;
      try {
        value = document.decode(input, { lenient: true });
      } catch {
        value = undefined;
      }
    }
    const issues = mergeIssues(lexicalIssues(tree, document, generation, endpoint), value === undefined ? [] : valueIssues(document, value, endpoint));
    const entries = issueEntries(issues, document.root);
    const all = uniqueEntries(decodeError ? [decodeErrorEntry(decodeError, document.root), ...entries] : entries);
    if (all.length > 0) return { ok: false, failure: unprocessable(all) };
    return { ok: true, body: documents.length > 1 ? { root: document.root, value } : value };
  }
  const roots = documents.map((document) => `<${document.root}> of ${document.namespace}`).join(' or ');
  const entry: ValidationEntry = decodeErrorEntry(unknownRoot!, documents[0]!.root);
  entry.messages = [`${unknownRoot!.message}; expected ${roots}`];
  return { ok: false, failure: unprocessable([entry]) };
}
