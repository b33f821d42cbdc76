/**
 * Large collection documents (1 MB, 20 MB): one collection fixture's root with its members
 * varied and repeated until the document reaches the target size. Members come from that one
 * fixture so every prefix they use is declared on the root.
 */
import type { Random } from './prng.js';
import type { Template } from './templates.js';
import { varyElement } from './vary.js';
import { writeElement } from './xml-tree.js';

/** What to build. @example { label: 'cases', schema: 'CaseResponse', root: 'cases', bytes: 20e6 } */
export interface LargeSpec {
  schema: string;
  root: string;
  generation: string;
  /** Target size in bytes (the document ends at the first member past it). */
  bytes: number;
}

/** The fixture with the most members for `spec`, or undefined. */
export function largeTemplate(templates: readonly Template[], spec: LargeSpec): Template | undefined {
  const candidates = templates.filter((t) => t.generation === spec.generation && t.schema === spec.schema && t.root === spec.root);
  return candidates.sort((a, b) => b.element.children.length - a.element.children.length)[0];
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}

/** Builds the document text and the member count. */
export function buildLarge(template: Template, spec: LargeSpec, random: Random): { text: string; members: number } {
  const root = template.element;
  const attributes = root.attributes.map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`).join('');
  const head = `<?xml version="1.0" encoding="UTF-8"?>\n<${root.name}${attributes}>\n`;
  const tail = `</${root.name}>\n`;
  const parts: string[] = [head];
  let size = Buffer.byteLength(head) + Buffer.byteLength(tail);
  let members = 0;
  while (size < spec.bytes) {
    const member = varyElement(random.pick(root.children), random, { rootMembers: [1, 1], nestedMembers: [1, 3] });
    const out: string[] = [];
    writeElement(member, 1, out);
    const text = out.join('');
    parts.push(text);
    size += Buffer.byteLength(text);
    members++;
  }
  parts.push(tail);
  return { text: parts.join(''), members };
}
