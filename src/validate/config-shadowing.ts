/**
 * Config entries that apply to no file because an earlier entry takes every file they match:
 * the first matching entry applies (./config.ts `configEntryFor`), so an entry for
 * `payloads/cases/*.xml` listed after a catch-all `payloads/**\/*.xml` never runs its endpoint
 * rules, and CI stays green without them (review r15 ci L2). Said once per run, as a warning
 * naming both entries' lines; the run goes on. Judged on the files of the config's own globs
 * (a run without file arguments): among a few files named on the command line, a catch-all
 * listed rightly after a specific entry may take none.
 */
import { relative } from 'node:path';
import type { ValidateConfig } from './config.js';

/**
 * One warning per entry that matches some of the run's files (absolute paths) while an earlier
 * entry takes each of them.
 * @example "fleetcase.config.json:3: the entry for payloads/cases/*.xml applies to no file: the entry on line 2 takes all 4 it matches (the first matching entry applies: list it before)"
 */
export function shadowedEntries(config: ValidateConfig, paths: readonly string[], cwd: string): string[] {
  const { entries } = config;
  const matched = entries.map(() => 0);
  const first = entries.map(() => 0);
  const takenBy = entries.map(() => new Set<number>());
  for (const path of paths) {
    let winner = -1;
    entries.forEach((entry, index) => {
      if (!entry.matches(path)) return;
      matched[index]!++;
      if (winner === -1) {
        winner = index;
        first[index]!++;
      } else takenBy[index]!.add(winner);
    });
  }
  const file = relative(cwd, config.file) || config.file;
  return entries.flatMap((entry, index) => {
    if (matched[index] === 0 || first[index]! > 0) return [];
    const lines = [...takenBy[index]!].map((other) => entries[other]!.line).sort((a, b) => a - b);
    const by = lines.length === 1 ? `the entry on line ${lines[0]} takes` : `the entries on lines ${lines.join(', ')} take`;
    const count = matched[index] === 1 ? 'the one file' : `all ${matched[index]} files`;
    return [`${file}:${entry.line}: the entry for ${entry.files.join(', ')} applies to no file: ${by} ${count} it matches (the first matching entry applies: list it before)`];
  });
}
