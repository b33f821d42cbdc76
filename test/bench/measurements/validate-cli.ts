/**
 * validate throughput of the whole `fleetcase validate` process (rule layer on, default jobs =
 * both cores, start-up and schema compilation included) on the few-thousand-document corpus,
 * against `xmllint --noout --schema X.xsd` given all the files of that schema in one
 * invocation per schema, run from a shell script (issue 4 goal: >= 1.5x). A second row sets it
 * beside xmllint spread over two parallel lanes, the fairest single-threaded baseline on two
 * cores; a third repeats the first on the largest set, where fleetcase's start-up (Node, the
 * first documents of each thread) weighs less.
 */
import { relative } from 'node:path';
import { subset } from '../corpus/index.js';
import { failureText, runProcess, type ProcessResult } from '../support/processes.js';
import { count, interleaved, median, megabytes, throughput } from '../support/stats.js';
import { batchesOf, runXmllint, type XmllintOutcome } from '../support/xmllint.js';
import type { BenchContext, CliCommand, Measurement, Row } from '../types.js';
import { cliWith, schemaCount, skipped, totalBytes, validateSummary, verdict } from './common.js';

const TITLE = 'validate: whole CLI process vs xmllint';

/** One set's rounds: fleetcase beside xmllint (one lane, and two when `lanes2`), interleaved. */
async function runSet(context: BenchContext, cli: CliCommand, xmllint: string, size: number, lanes2: boolean) {
  const { documents, dirs } = subset(context.corpus, size);
  const cwd = context.corpus.dir;
  const batches = batchesOf(documents, (file) => relative(cwd, file));
  const argv = [...cli.argv, 'validate', ...dirs.map((dir) => relative(cwd, dir))];
  let last: ProcessResult | undefined;
  let lint: XmllintOutcome | undefined;
  context.log(`${TITLE}: ${count(documents.length)} files, ${context.rounds} rounds`);
  const contenders = {
    fleetcase: async () => {
      last = await runProcess(argv, { cwd, outputLimit: 4 << 20 });
      if (last.code !== 0 && last.code !== 1) throw new Error(`fleetcase validate failed: ${failureText(last)}`);
      return last.seconds;
    },
    xmllint: async () => {
      lint = await runXmllint(xmllint, batches, cwd, 1);
      return lint.seconds;
    },
  };
  const seconds: Record<string, number[]> = await interleaved(
    context.rounds,
    lanes2 ? { ...contenders, xmllint2: async () => (await runXmllint(xmllint, batches, cwd, 2)).seconds } : contenders,
  );
  const summary = last ? validateSummary(last.stdout) : undefined;
  const verdicts = `fleetcase: ${summary ? `${count(summary.valid)} valid, ${count(summary.invalid)} invalid` : 'no summary line'}; xmllint: ${count(lint?.valid.size ?? 0)} valid, ${count(lint?.invalid.size ?? 0)} invalid`;
  const bytes = totalBytes(documents);
  return {
    documents,
    bytes,
    seconds,
    note: `${count(documents.length)} files, ${megabytes(bytes)}, ${schemaCount(documents)} XSDs = ${batches.length} xmllint calls from one shell script; ${verdicts}${lint?.errors.length ? `; ${lint.errors[0]}` : ''}`,
  };
}

export const validateCli: Measurement = {
  id: 'validate-cli',
  title: TITLE,
  goal: '>= 1.5x xmllint (documents/s)',
  async run(context) {
    const sizes = context.corpus.sets;
    const subject = `fleetcase validate (rules on, default jobs) on ${count(sizes[1]!)} files`;
    const cli = cliWith(context, 'validate');
    if (typeof cli === 'string') return [skipped(TITLE, subject, cli)];
    const xmllint = context.peers.xmllint;
    if (!xmllint) return [skipped(TITLE, subject, 'xmllint is missing (see set-up notes)')];
    const main = await runSet(context, cli, xmllint, sizes[1]!, true);
    const ours = median(main.seconds.fleetcase!);
    const rows: Row[] = [
      {
        measurement: TITLE,
        subject,
        result: throughput(main.documents.length, main.bytes, ours),
        peer: 'xmllint --noout --schema, 1 call per schema, one after another',
        peerResult: throughput(main.documents.length, main.bytes, median(main.seconds.xmllint!)),
        ...verdict(median(main.seconds.xmllint!) / ours, 1.5),
        note: main.note,
      },
      {
        measurement: TITLE,
        subject: 'same run',
        result: throughput(main.documents.length, main.bytes, ours),
        peer: 'xmllint, the same calls spread over 2 parallel lanes',
        peerResult: throughput(main.documents.length, main.bytes, median(main.seconds.xmllint2!)),
        ratio: median(main.seconds.xmllint2!) / ours,
        note: 'both sides on both cores (no goal: context for the row above)',
      },
    ];
    // The largest set: how the ratio moves once the start-up is spread over more files.
    const largest = sizes[sizes.length - 1]!;
    if (largest > sizes[1]!) {
      const more = await runSet(context, cli, xmllint, largest, false);
      const oursMore = median(more.seconds.fleetcase!);
      rows.push({
        measurement: TITLE,
        subject: `the same on ${count(largest)} files`,
        result: throughput(more.documents.length, more.bytes, oursMore),
        peer: 'xmllint, 1 call per schema, one after another',
        peerResult: throughput(more.documents.length, more.bytes, median(more.seconds.xmllint!)),
        ratio: median(more.seconds.xmllint!) / oursMore,
        note: `${more.note}; no goal: the goal is set on a few thousand files`,
      });
    }
    return rows;
  },
};
