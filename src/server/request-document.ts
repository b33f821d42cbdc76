/**
 * Reads one XML request document the way `fleetcase validate` judges it, and hands the handler
 * its decoded value:
 * - strict decode with the generation's codec (a route with several roots tries each); a document
 *   that is not well-formed or is unsafe (DOCTYPE, entities, limits) is a 400 naming the parser's
 *   check id (`doctype-forbidden`, `xml-truncated`…), whatever its namespace: when the decoder
 *   stops at a shape error first (a root of another generation, an unknown element), one lexer
 *   pass reads the rest (./xml-scan.ts), so the client does not fix the namespace only to learn
 *   the body is broken;
 * - the generation's validator on the decoded value (XSD facets, the rule layer's requirements);
 * - the rule layer on the document as written (src/validate/rules: booleans `true`/`false`, not
 *   `1`/`0`; timestamp, date and money forms), since decoding turns `1` into `true` and the
 *   lexical form is gone from the value; one definition with `fleetcase validate`;
 * - every issue is listed in the 422, also when the document does not decode: the decode error,
 *   then what a lenient decode of the same document lets the validator and the rules find. Those
 *   follow-up passes each visit every element, so they run only for a document of at most
 *   {@link FOLLOW_UP_ELEMENT_LIMIT} elements; a larger one that does not decode (1 MiB of `<x/>`)
 *   is answered with its decode error alone, at the cost of the decode and one lexer pass.
 */
import { DecodeError, isXmlErrorCode, XmlParseError } from '../runtime/errors.js';
import { parseXmlTree } from '../runtime/parse-tree.js';
import type { XmlElementNode } from '../runtime/tree.js';
import { runRules, treeNode } from '../validate/rules/index.js';
import { badRequest, unprocessable, type Failure, type ValidationEntry } from './failures.js';
import type { ServerDocument, ServerIssue, ServerRoute } from './route-model.js';
import { decodeErrorEntry, issueEntries } from './validation-errors.js';
import { countXmlElements } from './xml-scan.js';

/**
 * The most elements a document that does not decode may hold and still get the follow-up passes
 * (lenient decode, validator, rule layer) that list its other issues. Real documents hold tens to
 * a few hundred (the largest request fixture 90, the largest of all 186, a case list); 1 MiB of
 * `<x/>` holds 250 000, and those passes cost it half a second of event-loop CPU (review r14
 * hostile M3). Below the limit they cost at most a few tens of milliseconds.
 */
export const FOLLOW_UP_ELEMENT_LIMIT = 10_000;

/** A document refused: the failure to answer with. */
type Refusal = { ok: false; failure: Failure };

/** A document read, or the failure to answer with. */
export type DocumentResult = { ok: true; body: unknown } | Refusal;

/** The endpoint a document is sent to (rule context). */
type Endpoint = { method: string; path: string; operationId: string };

/** The 400 of a document that is not well-formed XML or that the safe parser refuses. */
function notWellFormed(error: DecodeError | XmlParseError): Refusal {
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

/** Runs one of the safe parser's passes; its refusal is the 400 to answer with. */
function safely<T>(pass: () => T): { ok: true; value: T } | Refusal {
  try {
    return { ok: true, value: pass() };
  } catch (error) {
    if (error instanceof XmlParseError) return notWellFormed(error);
    throw error;
  }
}

/** The 422 of a document too large for the follow-up passes: its decode error, and why it is alone. */
function decodeErrorAlone(error: DecodeError, root: string, elements: number): Refusal {
  const entry = decodeErrorEntry(error, root);
  entry.messages = [...(entry.messages ?? []), `only the first error is listed: the document holds ${elements} elements, and other issues are looked for in documents of up to ${FOLLOW_UP_ELEMENT_LIMIT}`];
  return { ok: false, failure: unprocessable([entry]) };
}

/**
 * Decodes and validates one XML document against the route's candidate roots, for a body in
 * `generation` (the rule layer's context).
 */
export function readDocument(route: ServerRoute, documents: readonly ServerDocument[], input: Uint8Array | string, generation: string): DocumentResult {
  const endpoint = { method: route.method, path: route.path, operationId: route.operationId };
  // Each read at most once, and only when needed.
  let elements: number | undefined;
  let tree: XmlElementNode | undefined;
  let unknownRoot: DecodeError | undefined;
  for (const document of documents) {
    let value: unknown;
    let decodeError: DecodeError | undefined;
    try {
      value = document.decode(input);
    } catch (error) {
      if (!(error instanceof DecodeError)) throw error;
      if (isXmlErrorCode(error.code)) return notWellFormed(error);
      // The decoder stopped at its first error: whether the rest is well-formed is the lexer's to say.
      if (elements === undefined) {
        const scan = safely(() => countXmlElements(input));
        if (!scan.ok) return scan;
        elements = scan.value;
      }
      if (error.code === 'root-unknown') {
        unknownRoot ??= error;
        continue;
      }
      if (elements > FOLLOW_UP_ELEMENT_LIMIT) return decodeErrorAlone(error, document.root, elements);
      decodeError = error;
      try {
        value = document.decode(input, { lenient: true });
      } catch {
        value = undefined;
      }
    }
    if (tree === undefined) {
      const parsed = safely(() => parseXmlTree(input));
      if (!parsed.ok) return parsed;
      tree = parsed.value;
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
