/**
 * Where libxml2 (both the WebAssembly build and libxmljs2's native one) departs from XSD 1.0,
 * a small named correction: a finding it explains is dropped, so that the verdict is XSD's (and
 * Xerces', which `--engine both` compares) rather than a libxml2 quirk. Each entry says which
 * findings it excuses and why; anything it does not recognise stays an issue.
 */
import { parseDate, parseDateTime, parseTime } from '../runtime/date-time.js';
import type { EngineFinding } from './engines/engine.js';

/** One known deviation of libxml2 from XSD 1.0. */
export interface Libxml2Deviation {
  id: string;
  doc: string;
  /** True when the finding is this deviation's false alarm. */
  excuses(finding: EngineFinding): boolean;
}

/** The value and type of "'VALUE' is not a valid value of the atomic type 'xs:TYPE'". */
const INVALID_ATOMIC = /'([^']*)' is not a valid value of the atomic type 'xs:(dateTime|date|time)'/;

const DATE_TIME_PARSERS: Record<string, (text: string) => unknown> = { dateTime: parseDateTime, date: parseDate, time: parseTime };

function acceptsTrimmed(type: string, value: string): boolean {
  try {
    DATE_TIME_PARSERS[type]!(value.trim());
    return true;
  } catch {
    return false;
  }
}

/** Every correction, checked in order. */
export const LIBXML2_DEVIATIONS: readonly Libxml2Deviation[] = [
  {
    id: 'date-time-whitespace',
    doc:
      'xs:dateTime, xs:date and xs:time collapse whitespace (XSD Part 2, 3.2.7-3.2.9: whiteSpace ' +
      'fixed to collapse), so `<downtime> 2024-03-18T06:42:00Z\\n</downtime>` is valid; libxml2 ' +
      'checks the value before collapsing it and rejects it (Xerces accepts it).',
    excuses(finding) {
      const match = INVALID_ATOMIC.exec(finding.message);
      if (!match) return false;
      const [, value, type] = match;
      return value!.trim() !== value && acceptsTrimmed(type!, value!);
    },
  },
];

/** The findings without libxml2's known false alarms (Xerces findings pass through). */
export function withoutLibxml2Deviations(findings: readonly EngineFinding[]): readonly EngineFinding[] {
  if (findings.length === 0) return findings;
  return findings.filter(
    (finding) => finding.engine === 'xerces' || !LIBXML2_DEVIATIONS.some((deviation) => deviation.excuses(finding)),
  );
}
