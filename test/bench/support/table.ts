/**
 * The results table, twice from the same rows: aligned plain text for the terminal and a
 * markdown table for RESULTS.md. Long notes become numbered footnotes under the table so the
 * columns stay readable.
 */
import type { Row } from '../types.js';
import { ratioText } from './stats.js';

const HEADERS = ['Measurement', 'Subject (fleetcase)', 'Median', 'Peer', 'Peer median', 'Ratio', 'Goal', 'Met', 'Note'];

function verdictText(row: Row): string {
  if (row.skipped) return 'skipped';
  if (row.met === undefined) return '';
  return row.met ? 'yes' : 'NO';
}

/** The cells of every row, with footnote markers; and the footnotes. */
function cells(rows: readonly Row[]): { lines: string[][]; notes: string[] } {
  const notes: string[] = [];
  const lines = rows.map((row, index) => {
    const note = row.skipped ?? row.note;
    let marker = '';
    if (note) {
      notes.push(note);
      marker = `[${notes.length}]`;
    }
    const first = index === 0 || rows[index - 1]!.measurement !== row.measurement;
    return [
      first ? row.measurement : '',
      row.subject,
      row.skipped ? '-' : (row.result ?? ''),
      row.peer ?? '',
      row.skipped ? '' : (row.peerResult ?? ''),
      row.ratio !== undefined && Number.isFinite(row.ratio) ? ratioText(row.ratio) : '',
      row.goal ?? '',
      verdictText(row),
      marker,
    ];
  });
  return { lines, notes };
}

/** Plain text: one block per measurement (its title, then aligned columns), notes at the end. */
export function textTable(rows: readonly Row[]): string {
  const { lines, notes } = cells(rows);
  const wrap = (text: string, width: number): string[] => {
    const out: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      if (line && line.length + 1 + word.length > width) {
        out.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    out.push(line);
    return out;
  };
  // Column 0 (the measurement) becomes a heading line; the rest are aligned below it.
  const limits = [0, 42, 30, 42, 30, 8, 10, 7, 5];
  const body = [HEADERS, ...lines].map((line) => line.map((cell, column) => (column === 0 ? [cell] : wrap(cell, limits[column]!))));
  const widths = HEADERS.map((_, column) => (column === 0 ? 0 : Math.max(...body.map((line) => Math.max(...line[column]!.map((part) => part.length))))));
  const out: string[] = [];
  body.forEach((line, index) => {
    const heading = line[0]![0]!;
    if (index > 0 && heading) out.push('', `== ${heading}`);
    const height = Math.max(...line.slice(1).map((parts) => parts.length));
    for (let part = 0; part < height; part++) {
      out.push(line.slice(1).map((parts, column) => (parts[part] ?? '').padEnd(widths[column + 1]!)).join(' | ').trimEnd());
    }
    if (index === 0) out.push(widths.slice(1).map((width) => '-'.repeat(width)).join('-+-'));
  });
  return [...out, '', ...notes.map((note, index) => `[${index + 1}] ${note}`)].join('\n');
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/** A markdown table with footnotes. */
export function markdownTable(rows: readonly Row[]): string {
  const { lines, notes } = cells(rows);
  const out = [`| ${HEADERS.join(' | ')} |`, `|${HEADERS.map(() => '---').join('|')}|`];
  for (const line of lines) out.push(`| ${line.map((cell, column) => escapeCell(column === 0 && cell ? `**${cell}**` : cell)).join(' | ')} |`);
  out.push('', ...notes.map((note, index) => `${index + 1}. ${escapeCell(note)}`));
  return out.join('\n');
}
