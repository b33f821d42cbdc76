/**
 * validate throughput of the whole `fleetcase validate` process (rule layer on, default jobs =
 * both cores, start-up and schema compilation included) on the few-thousand-document corpus,
 * against `xmllint --noout --schema X.xsd` given all the files of that schema in one
 * invocation per schema (issue 4 goal: >= 1.5x). A second row sets it beside xmllint spread
 * over two parallel lanes, the fairest single-threaded baseline on two cores.
 */
import { relative } from 'node:path';
import { subset } from '../corpus/index.js';
import { failureText, runProcess, type ProcessResult } from '../support/processes.js';
import { count, interleaved, median, megabytes, throughput } from '../support/stats.js';
import { batchesOf, runXmllint, type XmllintOutcome } from '../support/xmllint.js';
import type { Measurement, Row } from '../types.js';
import { cliWith, schemaCount, skipped, totalBytes, validateSummary, verdict } from './common.js';

const TITLE = 'validate: whole CLI process vs xmllint';

export const validateCli: Measurement = {
  id: 'validate-cli',
  title: TITLE,
  goal: '>= 1.5x xmllint (documents/s)',
  async run(context) {
    const { documents, dirs } = subset(context.corpus, context.corpus.sets[1]!);
    const subject = `fleetcase validate (rules on, default jobs) on ${count(documents.length)} files`;
    const cli = cliWith(context, 'validate');
    if (typeof cli === 'string') return [skipped(TITLE, subject, cli)];
    const xmllint = context.peers.xmllint;
    if (!xmllint) return [skipped(TITLE, subject, 'xmllint is missing (see set-up notes)')];
    const bytes = totalBytes(documents);
    const cwd = context.corpus.dir;
    const batches = batchesOf(documents, (file) => relative(cwd, file));
    const argv = [...cli.argv, 'validate', ...dirs.map((dir) => relative(cwd, dir))];
    let last: ProcessResult | undefined;
    let lint: XmllintOutcome | undefined;
    context.log(`${TITLE}: ${context.rounds} rounds`);
    const seconds = await interleaved(context.rounds, {
      fleetcase: async () => {
        last = await runProcess(argv, { cwd, outputLimit: 4 << 20 });
        if (last.code !== 0 && last.code !== 1) throw new Error(`fleetcase validate failed: ${failureText(last)}`);
        return last.seconds;
      },
      xmllint: async () => {
        lint = await runXmllint(xmllint, batches, cwd, 1);
        return lint.seconds;
      },
      xmllint2: async () => (await runXmllint(xmllint, batches, cwd, 2)).seconds,
    });
    const ours = median(seconds.fleetcase);
    const summary = last ? validateSummary(last.stdout) : undefined;
    const verdicts = `fleetcase: ${summary ? `${count(summary.valid)} valid, ${count(summary.invalid)} invalid` : 'no summary line'}; xmllint: ${count(lint?.valid.size ?? 0)} valid, ${count(lint?.invalid.size ?? 0)} invalid`;
    const corpusNote = `${count(documents.length)} files, ${megabytes(bytes)}, ${schemaCount(documents)} XSDs = ${batches.length} xmllint calls`;
    const rows: Row[] = [
      {
        measurement: TITLE,
        subject,
        result: throughput(documents.length, bytes, ours),
        peer: 'xmllint --noout --schema, 1 call per schema, one after another',
        peerResult: throughput(documents.length, bytes, median(seconds.xmllint)),
        ...verdict(median(seconds.xmllint) / ours, 1.5),
        note: `${corpusNote}; ${verdicts}${lint?.errors.length ? `; ${lint.errors[0]}` : ''}`,
      },
      {
        measurement: TITLE,
        subject: 'same run',
        result: throughput(documents.length, bytes, ours),
        peer: 'xmllint, the same calls spread over 2 parallel lanes',
        peerResult: throughput(documents.length, bytes, median(seconds.xmllint2)),
        ratio: median(seconds.xmllint2) / ours,
        note: 'both sides on both cores (no goal: context for the row above)',
      },
    ];
    return rows;
  },
};
