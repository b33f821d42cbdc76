/**
 * What a reader needs to compare figures across machines: CPU, cores, memory, Node, peer
 * versions and the commit measured (read-only git; "+ local changes" when the tree is dirty).
 * No date: the results file changes only when the figures do.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { NPM_PEERS } from '../setup/peers.js';
import type { Peers } from '../types.js';

function firstLine(command: string, args: string[]): string | undefined {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) return undefined;
  return `${result.stdout}${result.stderr}`.trim().split('\n')[0];
}

function moduleVersion(repoRoot: string, name: string): string {
  try {
    return (JSON.parse(readFileSync(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'missing';
  }
}

/** Lines describing the machine, the commit and the peers. */
export function describeEnvironment(repoRoot: string, peers: Peers): string[] {
  const cores = cpus();
  const commit = firstLine('git', ['-C', repoRoot, 'rev-parse', '--short', 'HEAD']);
  const dirty = spawnSync('git', ['-C', repoRoot, 'status', '--porcelain'], { encoding: 'utf8' }).stdout?.trim();
  const xmllint = peers.xmllint ? firstLine(peers.xmllint, ['--version'])?.replace(/^.*using /, '') : 'missing';
  const java = peers.java ? firstLine(peers.java, ['-version']) : 'missing';
  return [
    `Machine: ${cores[0]?.model.trim() ?? 'unknown CPU'}, ${cores.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Linux ${release()}, Node ${process.version}`,
    `Commit: ${commit ?? 'unknown'}${dirty ? ' + local changes' : ''}`,
    `Peers: xmllint (${xmllint}), java (${java}), ${NPM_PEERS.map((name) => `${name} ${moduleVersion(repoRoot, name)}`).join(', ')}`,
  ];
}
