/**
 * In-process validation through the library API (`createValidator`, libxml2 engine, schemas
 * compiled once) against bare libxml2-wasm `XsdValidator` on the same documents (issue 4
 * goal: >= 0.9x with the rule layer on). One thread each; documents read into memory first.
 */
import { subset } from '../corpus/index.js';
import { createBareLibxml2Wasm } from '../peers/libxml2-wasm.js';
import { chunked, count, median, megabytes, throughput } from '../support/stats.js';
import { librarySource, loadCreateValidator, validateAll, type BenchValidator } from '../subjects/validator.js';
import type { Measurement } from '../types.js';
import { readAll, skipped, totalBytes, verdict } from './common.js';

const TITLE = 'validate: library in process vs bare libxml2-wasm';
/** Documents each contender validates before the next takes its turn. */
const CHUNK = 150;

export const validateLibrary: Measurement = {
  id: 'validate-library',
  title: TITLE,
  goal: '>= 0.9x bare libxml2-wasm, rules on',
  async run(context) {
    const documents = subset(context.corpus, context.corpus.sets[1]!).documents;
    const subject = `createValidator({ engine: 'libxml2' }).validate, rules on, ${count(documents.length)} docs`;
    if (context.peers.missingModules['libxml2-wasm']) return [skipped(TITLE, subject, context.peers.missingModules['libxml2-wasm']!)];
    const createValidator = await loadCreateValidator(context);
    if (typeof createValidator === 'string') return [skipped(TITLE, subject, createValidator)];
    const buffers = readAll(documents);
    const bytes = totalBytes(documents);
    const withRules = createValidator({ engine: 'libxml2' });
    const withoutRules = createValidator({ engine: 'libxml2', rules: false });
    const bare = createBareLibxml2Wasm();
    try {
      // Warm-up: one whole pass each, so every schema is compiled and every code path the
      // documents take is hot before anything is timed.
      documents.forEach((document, index) => {
        withRules.validate(buffers[index]!);
        withoutRules.validate(buffers[index]!);
        bare.validate(buffers[index]!, document.xsd);
      });
      context.log(`${TITLE}: ${context.rounds} rounds`);
      const over = (validator: BenchValidator) => (from: number, to: number) => validateAll(validator, buffers.slice(from, to));
      const { seconds, passed: validCounts } = chunked(context.rounds, documents.length, CHUNK, {
        rules: over(withRules),
        bare: (from, to) => {
          let valid = 0;
          for (let index = from; index < to; index++) if (bare.validate(buffers[index]!, documents[index]!.xsd)) valid++;
          return valid;
        },
        noRules: over(withoutRules),
      });
      const peer = 'libxml2-wasm XsdValidator, compiled once per XSD, parse + validate + dispose';
      const peerResult = throughput(documents.length, bytes, median(seconds.bare));
      return [
        {
          measurement: TITLE,
          subject,
          result: throughput(documents.length, bytes, median(seconds.rules)),
          peer,
          peerResult,
          ...verdict(median(seconds.bare) / median(seconds.rules), 0.9),
          note: `1 thread, ${megabytes(bytes)}; library from ${librarySource(context).label}; the three take turns every ${CHUNK} documents (order rotating), times summed per round; valid: fleetcase ${count(validCounts.rules)}, libxml2-wasm ${count(validCounts.bare)}`,
        },
        {
          measurement: TITLE,
          subject: 'the same, rules off (XSD only)',
          result: throughput(documents.length, bytes, median(seconds.noRules)),
          peer: 'same peer',
          peerResult,
          ratio: median(seconds.bare) / median(seconds.noRules),
          note: 'what the rule layer costs: the same pipeline (clean path: one libxml2 parse, limits pass, namespace lookup) without the rules',
        },
      ];
    } finally {
      withRules.close();
      withoutRules.close();
      bare.dispose();
    }
  },
};
