/**
 * In-process validation through the library API against the slow peers users reach for:
 * libxmljs2 recompiling the schema on every call, and xsd-schema-validator starting a JVM per
 * document (issue 4 goal: >= 100x). The peers run on an evenly spread sample and their rate is
 * extrapolated (the table says so); fleetcase runs on the whole few-thousand-document set.
 */
import { subset, type CorpusDocument } from '../corpus/index.js';
import { createLibxmljs2PerCall } from '../peers/libxmljs2.js';
import { createXsdSchemaValidator } from '../peers/xsd-schema-validator.js';
import { count, figure, interleaved, median, throughput, timedAsync, timedSync } from '../support/stats.js';
import { loadCreateValidator, validateAll } from '../subjects/validator.js';
import type { Measurement, Row } from '../types.js';
import { readAll, skipped, totalBytes, verdict } from './common.js';

const TITLE = 'validate: library in process vs libxmljs2 and xsd-schema-validator';

/** `size` documents spread evenly over the list (every type gets its turn). */
function spread(documents: readonly CorpusDocument[], size: number): CorpusDocument[] {
  const step = documents.length / Math.min(size, documents.length);
  return Array.from({ length: Math.min(size, documents.length) }, (_, index) => documents[Math.floor(index * step)]!);
}

export const validateSlowPeers: Measurement = {
  id: 'validate-slow-peers',
  title: TITLE,
  goal: '>= 100x libxmljs2 (schema recompiled per call) and xsd-schema-validator',
  async run(context) {
    const documents = subset(context.corpus, context.corpus.sets[1]!).documents;
    const subject = `createValidator({ engine: 'libxml2' }), rules on, ${count(documents.length)} docs`;
    const createValidator = await loadCreateValidator(context);
    if (typeof createValidator === 'string') return [skipped(TITLE, subject, createValidator)];
    const buffers = readAll(documents);
    const validator = createValidator({ engine: 'libxml2' });
    const rounds = Math.min(context.rounds, 3);
    const libxmljsSample = spread(documents, context.quick ? 30 : 300);
    const javaSample = spread(documents, context.quick ? 2 : 6);
    const libxmljsBuffers = readAll(libxmljsSample);
    const javaBuffers = readAll(javaSample);
    const rows: Row[] = [];
    try {
      validateAll(validator, buffers); // warm-up: every schema compiled
      const libxmljs = context.peers.missingModules.libxmljs2 ? undefined : createLibxmljs2PerCall();
      const xerces = context.peers.java && !context.peers.missingModules['xsd-schema-validator'] ? createXsdSchemaValidator() : undefined;
      libxmljs?.(libxmljsBuffers[0]!, libxmljsSample[0]!.xsd);
      context.log(`${TITLE}: ${rounds} rounds (xsd-schema-validator: ${javaSample.length} JVMs per round)`);
      const seconds = await interleaved(rounds, {
        fleetcase: timedSync(() => validateAll(validator, buffers)),
        libxmljs2: libxmljs ? timedSync(() => libxmljsSample.forEach((document, index) => libxmljs(libxmljsBuffers[index]!, document.xsd))) : () => NaN,
        xerces: xerces
          ? timedAsync(async () => {
              for (const [index, document] of javaSample.entries()) await xerces(javaBuffers[index]!, document.xsd);
            })
          : () => NaN,
      });
      const ours = documents.length / median(seconds.fleetcase);
      const result = throughput(documents.length, totalBytes(documents), median(seconds.fleetcase));
      const peerRow = (peer: string, sample: CorpusDocument[], times: number[], why: string | undefined, how: string): Row => {
        if (why) return skipped(TITLE, subject, why, { peer });
        const theirs = sample.length / median(times);
        return {
          measurement: TITLE,
          subject,
          result,
          peer,
          peerResult: `${throughput(sample.length, totalBytes(sample), median(times))} (extrapolated)`,
          ...verdict(ours / theirs, 100),
          note: `peer rate from a sample of ${sample.length} docs spread over the set (${how}), ${figure(median(times) / sample.length * 1000)} ms/doc`,
        };
      };
      rows.push(
        peerRow('libxmljs2: parseXml(xsd) + parseXml(doc) + doc.validate(xsdDoc) per doc', libxmljsSample, seconds.libxmljs2, context.peers.missingModules.libxmljs2, 'schema recompiled every call'),
        peerRow('xsd-schema-validator validateXML(doc, xsd) per doc', javaSample, seconds.xerces, xerces ? undefined : (context.peers.missingModules['xsd-schema-validator'] ?? 'java is missing (see set-up notes)'), 'one JVM per call, sequential'),
      );
    } finally {
      validator.close();
    }
    return rows;
  },
};
