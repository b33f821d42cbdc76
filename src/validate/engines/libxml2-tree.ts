/**
 * Lets a document libxml2 has parsed stand in for the safe pre-parse: one pass over its nodes
 * in WebAssembly memory (./libxml2-element-index.ts) checks the limits of the safe parse (depth, attributes and namespace
 * declarations per element and in scope) and that it holds only what the rule view models
 * (elements, text, CDATA, comments, processing instructions; attribute values of one text node).
 * Anything else (an entity reference node, a limit reached) sends the document down the full
 * path, where the safe parser gives the exact issue. The same pass lists the elements for the
 * rule view. The text limit is the caller's: it counts
 * characters as written, which only the input's bytes bound (../plain-document.ts).
 *
 * The offsets are those of libxml2's public headers on wasm32 (./libxml2-heap.ts); a self-check
 * on first use compares the rule view of a sample document both ways and turns the clean path
 * off when they differ (another libxml2-wasm build), so the full path is used instead.
 */
import { resolveLimits } from '../../runtime/limits.js';
import type { XmlLimits } from '../../runtime/tree.js';
import { defaultNamespaceFilter, treeNode } from '../rules/tree-node.js';
import { viewShape } from '../rules/view-shape.js';
import type { RuleNode } from '../rules/types.js';
import { parseValidationTree } from '../validation-tree.js';
import type { DirectPath } from './libxml2-direct.js';
import { ElementIndex } from './libxml2-element-index.js';
import { Heap, NODE, NODE_TYPE } from './libxml2-heap.js';
import { heapRuleView } from './libxml2-rule-view.js';

/** A parsed document read for the clean path. */
export interface ReadDocument {
  /** The document element's namespace URI ('' for none) and local name. */
  namespace: string;
  local: string;
  /** The rule view (valid while the document is). */
  view(): RuleNode;
}

/** Reads parsed documents; `read` returns undefined when a document needs the full path. */
export interface TreeReader {
  /** @example reader.read(doc, limits, direct.epoch)?.local // 'case' */
  read(doc: number, limits: Required<XmlLimits>, epoch: number): ReadDocument | undefined;
}

/** The document element of `doc`, or 0. */
function documentElement(heap: Heap, doc: number): number {
  let root = heap.field(doc, NODE.children);
  while (root !== 0 && heap.field(root, NODE.type) !== NODE_TYPE.element) root = heap.field(root, NODE.next);
  return root;
}

/** Creates a reader over this thread's libxml2 memory (no self-check: see `treeReader`). */
export function createTreeReader(): TreeReader {
  const heap = new Heap();
  const index = new ElementIndex();
  return {
    read(doc, limits, epoch) {
      if (!heap.open(doc, epoch)) return undefined;
      const root = documentElement(heap, doc);
      if (root === 0) return undefined;
      const namespace = heap.nsUri(heap.field(root, NODE.ns));
      if (!index.list(heap, root, limits, defaultNamespaceFilter(namespace))) return undefined;
      return { namespace, local: heap.name(heap.field(root, NODE.name)), view: () => heapRuleView(heap, index) };
    },
  };
}

/**
 * What the self-check parses both ways: prefixed and default namespaces, a foreign namespace,
 * nil, an entity, CDATA, a comment, a processing instruction, blank and non-ASCII text.
 */
const SAMPLE = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<r:case xmlns:r="urn:fleetcase:check/0.1/Case/Check" xmlns="urn:fleetcase:check/0.1/Case/Other" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
  '  <name lang="en">Brake &amp; tyre</name>',
  '  <r:atr xsi:nil="true"/><r:odd xsi:nil=" 1 ">x</r:odd>',
  '  <!-- note --><f:foreign xmlns:f="urn:elsewhere"><f:x>1</f:x></f:foreign>',
  '  <code><![CDATA[<x>]]> and <!-- c --> more</code><?pi data?>',
  '  <items><item>1</item><item>2</item><item><code>3</code></item></items>',
  '  <notes>caf\u00e9 \u2713 and a longer text than thirty-two characters</notes>',
  '</r:case>',
].join('\n');

let checked: TreeReader | undefined | null = null;

/**
 * The reader for this thread when libxml2's structs have the expected layout (checked once
 * against the safe parser's view of a sample document), else undefined.
 */
export function treeReader(direct: DirectPath, options: number): TreeReader | undefined {
  if (checked === null) checked = selfChecked(direct, options);
  return checked;
}

function selfChecked(direct: DirectPath, options: number): TreeReader | undefined {
  try {
    const reader = createTreeReader();
    const limits = resolveLimits();
    const expected = JSON.stringify(viewShape(treeNode(parseValidationTree(SAMPLE))));
    // Twice: the second read takes its names from the dictionary cache.
    for (let round = 0; round < 2; round++) {
      const parsed = direct.parse(SAMPLE, options);
      if (parsed.fatal) return undefined;
      try {
        const read = reader.read(parsed.doc, limits, direct.epoch);
        if (!read || JSON.stringify(viewShape(read.view())) !== expected) return undefined;
      } finally {
        direct.free(parsed.doc);
      }
    }
    return reader;
  } catch {
    return undefined;
  }
}
