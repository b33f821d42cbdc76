/**
 * Varies a fixture into a new, still valid document: collection members are repeated and every
 * leaf value whose lexical class is clear is redrawn within that class, keeping what the XSDs
 * restrict (digit counts, fraction digits, timestamp forms, enumerations and patterns are left
 * as they were). Values of unclear class stay as in the fixture. The corpus step checks every
 * result with xmllint anyway and falls back to the fixture itself for any that fail.
 */
import type { Random } from './prng.js';
import { cloneElement, localName, type XmlElement } from './xml-tree.js';

/** Elements holding free text (never enumerated or patterned in our schemas). */
const FREE_TEXT = new Set([
  'complaint',
  'cause',
  'correction',
  'message',
  'standardOperationNotes',
  'notes',
  'location',
  'reasonDescription',
  'reason_description',
  'address',
  'address2',
]);

const PHRASES = [
  'Driver reports loud knock from the engine bay under load.',
  'Replaced steer tire & rim; torqued lugs to spec, road tested 5 miles.',
  'Coolant leak at the water pump weep hole; pressure test failed at 15 psi.',
  'ABS warning lamp on; wheel speed sensor at axle 2 right reads "open".',
  'Air dryer purge valve stuck open, compressor cycling <continuously>.',
  'Trailer lights intermittent: corroded 7-way plug, cleaned and sealed.',
  'Customer requests completion before Friday’s route in Münster, IN.',
  'DEF quality fault SPN 3364 FMI 1; drained and refilled tank.',
  'Brake chamber diaphragm ruptured at axle 3 left; replaced chamber.',
  'Waiting on parts from the São Paulo distribution center — ETA 2 days.',
];

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DECIMAL = /^(-?)(\d+)\.(\d+)$/;
const INTEGER = /^\d{1,9}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** A date shifted by up to ~13 months either way, rendered `YYYY-MM-DD`. */
function shiftedDate(year: string, month: string, day: string, random: Random): Date {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  date.setUTCDate(date.getUTCDate() + random.int(-400, 400));
  return date;
}

function ymd(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** A new value of the same lexical class as `text` in element `name`, or `text` itself. */
export function varyValue(name: string, text: string, random: Random): string {
  const local = localName(name);
  let match = DATE_TIME.exec(text);
  if (match) {
    const [, year, month, day, , , , fraction, zone] = match;
    const date = ymd(shiftedDate(year!, month!, day!, random));
    const frac = fraction ? `.${random.digits(fraction.length - 1).padStart(fraction.length - 1, '0')}` : '';
    return `${date}T${pad(random.int(0, 23))}:${pad(random.int(0, 59))}:${pad(random.int(0, 59))}${frac}${zone ?? ''}`;
  }
  match = DATE.exec(text);
  if (match) return ymd(shiftedDate(match[1]!, match[2]!, match[3]!, random));
  match = DECIMAL.exec(text);
  if (match) {
    const [, sign, whole, fraction] = match;
    const wholeDigits = whole === '0' ? String(random.int(0, 9)) : random.digits(whole!.length);
    return `${sign}${wholeDigits}.${String(random.int(0, 10 ** fraction!.length - 1)).padStart(fraction!.length, '0')}`;
  }
  if (INTEGER.test(text)) return text.length === 1 ? String(random.int(0, 9)) : random.digits(text.length);
  if (text === 'true' || text === 'false') return random.chance(0.5) ? 'true' : 'false';
  if (UUID.test(text)) return text.replace(/[0-9a-f]/gi, () => random.int(0, 15).toString(16));
  if (local.endsWith('URL') || text.startsWith('http')) return text.replace(/\d+/g, (run) => random.digits(run.length));
  if (FREE_TEXT.has(local)) {
    const count = random.int(1, 3);
    return Array.from({ length: count }, () => random.pick(PHRASES)).join(' ');
  }
  return text;
}

/** True when `element` is a collection: all children share a name and it is their plural. */
export function isCollection(element: XmlElement): boolean {
  const first = element.children[0];
  if (!first || element.children.some((child) => child.name !== first.name)) return false;
  const container = localName(element.name).toLowerCase();
  const member = localName(first.name).toLowerCase();
  return container.endsWith(`${member}s`) || container.endsWith(`${member}es`);
}

function isNil(element: XmlElement): boolean {
  return element.attributes.some(([key, value]) => key.endsWith(':nil') && value === 'true');
}

/** Options of `varyElement`. */
export interface VaryOptions {
  /** Members of the root collection: [min, max]. @example [1, 8] */
  rootMembers: [number, number];
  /** Members of nested collections (parts, charges, codes…). @example [1, 3] */
  nestedMembers: [number, number];
  /** False: keep every collection as in the fixture, vary values only. Default true. */
  repeat?: boolean;
}

function varyInPlace(element: XmlElement, random: Random, options: VaryOptions, depth: number): void {
  if (options.repeat !== false && isCollection(element)) {
    const [low, high] = depth === 0 ? options.rootMembers : options.nestedMembers;
    const pool = element.children;
    element.children = Array.from({ length: random.int(low, high) }, () => cloneElement(random.pick(pool)));
  }
  for (const child of element.children) varyInPlace(child, random, options, depth + 1);
  if (element.children.length === 0 && element.text !== undefined && !isNil(element)) {
    element.text = varyValue(element.name, element.text, random);
  }
}

/** A varied copy of `root` (the template is not touched). */
export function varyElement(root: XmlElement, random: Random, options: VaryOptions): XmlElement {
  const copy = cloneElement(root);
  varyInPlace(copy, random, options, 0);
  return copy;
}
