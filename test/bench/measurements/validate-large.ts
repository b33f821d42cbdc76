/**
 * MB/s on the large collections (1 MB, 20 MB), per engine of fleetcase against the same engine
 * used bare, and the CLI process against xmllint: libxml2 engine vs bare libxml2-wasm, and
 * `fleetcase validate FILE` vs `xmllint --noout --schema X.xsd FILE` on every document;
 * libxmljs2 engine vs bare libxmljs2 and xerces engine vs xsd-schema-validator (one round: a
 * JVM per document) on the 1 MB ones. Documents over 5 MB get at most 3 rounds.
 */
import { readFileSync } from 'node:fs';
import { createBareLibxml2Wasm } from '../peers/libxml2-wasm.js';
import { createLibxmljs2PerCall } from '../peers/libxmljs2.js';
import { createXsdSchemaValidator } from '../peers/xsd-schema-validator.js';
import { failureText, runProcess } from '../support/processes.js';
import { bandwidth, interleaved, median, timedAsync, timedSync, type Contender } from '../support/stats.js';
import { loadCreateValidator, type BenchValidator } from '../subjects/validator.js';
import type { Measurement, Row } from '../types.js';
import { cliWith, skipped } from './common.js';

const TITLE = 'validate: large documents (MB/s)';

export const validateLarge: Measurement = {
  id: 'validate-large',
  title: TITLE,
  async run(context) {
    if (context.corpus.large.length === 0) return [skipped(TITLE, 'large documents', 'the corpus has no large document (see corpus notes)')];
    const createValidator = await loadCreateValidator(context);
    const cli = cliWith(context, 'validate');
    const { peers } = context;
    const validators = new Map<string, BenchValidator>();
    const ours = (engine: string): BenchValidator | undefined => {
      if (typeof createValidator === 'string') return undefined;
      if (!validators.has(engine)) validators.set(engine, createValidator({ engine }));
      return validators.get(engine);
    };
    const bare = peers.missingModules['libxml2-wasm'] ? undefined : createBareLibxml2Wasm();
    const libxmljs = peers.missingModules.libxmljs2 ? undefined : createLibxmljs2PerCall();
    const xerces = peers.java && !peers.missingModules['xsd-schema-validator'] ? createXsdSchemaValidator() : undefined;
    const rows: Row[] = [];
    try {
      for (const document of context.corpus.large) {
        const buffer = readFileSync(document.file);
        const label = `${document.label}:`;
        const big = document.bytes > 5e6;
        const rounds = big ? Math.min(context.rounds, 3) : context.rounds;
        context.log(`${TITLE}: ${document.label}, ${rounds} rounds`);
        const pair = async (subject: string, peer: string, mine: Contender | string, theirs: Contender | string, how: { rounds?: number; warm?: boolean; note?: string } = {}) => {
          if (typeof mine === 'string') return rows.push(skipped(TITLE, `${label} ${subject}`, mine, { peer }));
          if (typeof theirs === 'string') return rows.push(skipped(TITLE, `${label} ${subject}`, theirs, { peer }));
          if (how.warm !== false && !big) {
            // In process: schemas compiled and code hot before anything is timed (a large
            // document comes after the 1 MB one of its type, which warmed the same paths).
            await mine();
            await theirs();
          }
          const seconds = await interleaved(how.rounds ?? rounds, { mine, theirs });
          rows.push({
            measurement: TITLE,
            subject: `${label} ${subject}`,
            result: bandwidth(document.bytes, median(seconds.mine)),
            peer,
            peerResult: bandwidth(document.bytes, median(seconds.theirs)),
            ratio: median(seconds.theirs) / median(seconds.mine),
            ...(how.note ? { note: how.note } : {}),
          });
        };
        const library = (engine: string): Contender | string => {
          const validator = ours(engine);
          return validator ? timedSync(() => validator.validate(buffer)) : (createValidator as string);
        };
        await pair('library, libxml2 engine, rules on', 'bare libxml2-wasm XsdValidator', library('libxml2'), bare ? timedSync(() => bare.validate(buffer, document.xsd)) : peers.missingModules['libxml2-wasm']!);
        if (!big) {
          // The second engine on 1 MB only: on 20 MB it tells nothing new and costs ~30 s.
          await pair('library, libxmljs2 engine, rules on', 'bare libxmljs2 parseXml + validate', library('libxmljs2'), libxmljs ? timedSync(() => libxmljs(buffer, document.xsd)) : peers.missingModules.libxmljs2!, { note: 'not run on 20 MB documents' });
        }
        const cliRun: Contender | string =
          typeof cli === 'string'
            ? cli
            : async () => {
                const result = await runProcess([...cli.argv, 'validate', document.file], { cwd: context.corpus.dir });
                if (result.code !== 0 && result.code !== 1) throw new Error(`fleetcase validate failed: ${failureText(result)}`);
                return result.seconds;
              };
        const lintRun: Contender | string = peers.xmllint
          ? async () => (await runProcess([peers.xmllint!, '--noout', '--schema', document.xsd, document.file])).seconds
          : 'xmllint is missing (see set-up notes)';
        await pair('fleetcase validate FILE (process, start-up included)', 'xmllint --noout --schema X.xsd FILE', cliRun, lintRun, { warm: false });
        if (!big) {
          // Not on 20 MB: a JVM per call takes ~10 s a side there, for the same comparison.
          const engine = ours('xerces');
          const why = typeof createValidator === 'string' ? createValidator : 'java is missing (see set-up notes)';
          const mine: Contender | string = engine && xerces ? timedAsync(() => engine.validateAsync(buffer)) : why;
          const theirs: Contender | string = xerces ? timedAsync(() => xerces(buffer, document.xsd)) : why;
          await pair('library, xerces engine', 'xsd-schema-validator validateXML', mine, theirs, { rounds: 1, warm: false, note: 'one JVM per call on both sides; 1 round; not run on 20 MB documents (~10 s a side)' });
        }
      }
    } finally {
      for (const validator of validators.values()) validator.close();
      bare?.dispose();
    }
    return rows;
  },
};
