/**
 * The README's benchmark table, derived from RESULTS.md (review r17 docs M1: the README's own
 * copy of the figures fell 70 commits behind the file it pointed to). A full `npm run bench`
 * writes RESULTS.md and then this block into README.md between its markers; a test
 * (test/bench/readme-summary.test.ts) fails when the README's block is not the one RESULTS.md gives.
 */

/** The markers around the block in README.md. */
export const SUMMARY_START = '<!-- bench-summary: written by npm run bench from test/bench/RESULTS.md -->';
export const SUMMARY_END = '<!-- /bench-summary -->';

/** The cells of RESULTS.md's table rows (the measurement carried down to the rows under it). */
function tableRows(results: string): string[][] {
  const rows: string[][] = [];
  let measurement = '';
  for (const line of results.split('\n')) {
    if (!line.startsWith('| ') || line.startsWith('| Measurement |')) continue;
    const cells = line
      .slice(2, -2)
      .split(/(?<!\\) \| /)
      .map((cell) => cell.trim());
    if (cells[0]) measurement = cells[0].replace(/^\*\*(.*)\*\*$/, '$1');
    rows.push([measurement, ...cells.slice(1)]);
  }
  return rows;
}

/**
 * The README block for a RESULTS.md text: its commit and machine lines, then every row that has a
 * goal (subject, median, peer, peer median, ratio, goal, met).
 * @example readmeSummary(readFileSync('test/bench/RESULTS.md', 'utf8'))
 */
export function readmeSummary(results: string): string {
  const facts = results.split('\n').filter((line) => /^- (Machine|Commit|Load average \(1 min\)|CLI):/.test(line));
  const rows = tableRows(results).filter((cells) => (cells[6] ?? '') !== '');
  return [
    SUMMARY_START,
    ...facts,
    '',
    '| measurement | fleetcase | peer | ratio | goal | met |',
    '|---|---|---|---|---|---|',
    ...rows.map(([measurement, subject, median, peer, peerMedian, ratio, goal, met]) => {
      const against = peer ? `${peer}: ${peerMedian}` : '';
      return `| ${measurement}: ${subject} | ${median} | ${against} | ${ratio} | ${goal} | ${met} |`;
    }),
    SUMMARY_END,
  ].join('\n');
}

/** `readme` with its block replaced by `summary` (undefined when the README has no markers). */
export function withSummary(readme: string, summary: string): string | undefined {
  const start = readme.indexOf(SUMMARY_START);
  const end = readme.indexOf(SUMMARY_END);
  if (start === -1 || end === -1 || end < start) return undefined;
  return readme.slice(0, start) + summary + readme.slice(end + SUMMARY_END.length);
}
