/**
 * The validator's benchmark (run with `npx tsx test/validate/bench.ts` after `npm run build`; not
 * a vitest file). On the same few thousand realistic documents (the project's valid fixtures of
 * every generation, replicated into .bench-corpus/validate/), prints side by side:
 *   1. documents/s of the whole `fleetcase validate` process (compiled dist/, rule layer on,
 *      --jobs N) against `xmllint --noout --schema X` given all files of schema X in one
 *      invocation (goal: >= 1.5x);
 *   2. in-process validation through the library (createValidator().validate, rules on, bytes in)
 *      against bare libxml2-wasm (XsdValidator compiled once; XmlDocument.fromBuffer + validate +
 *      dispose per document) (goal: >= 0.9x); the same with strings in (fromString);
 *   3. the library against libxmljs2 (which recompiles the schema on every validate) and against
 *      xsd-schema-validator (one JVM per document), on samples (goal: >= 100x each).
 * The machine is shared: every figure is the median of BENCH_ROUNDS runs, rounds interleaved
 * (ours, theirs, ours...), and the load average is printed with them.
 * Options: BENCH_FILES (default 3000), BENCH_JOBS (default: cores), BENCH_ROUNDS (default 5).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import { ParseOption, XmlDocument, XsdValidator } from 'libxml2-wasm';
import { parseXmlTree } from '../../src/runtime/parse-tree.js';
import { createValidator, loadSchemaIndex } from '../../src/validate/index.js';
import { allowSchemaRoot } from '../../src/validate/engines/libxml2-input.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const corpusDir = join(root, '.bench-corpus', 'validate');
const total = Number(process.env.BENCH_FILES ?? 3000);
const jobs = Number(process.env.BENCH_JOBS ?? availableParallelism());
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));

function buildCorpus(): string[] {
  const sources = fg.sync('test/fixtures/*/valid/*.xml', { cwd: root, absolute: true }).sort();
  rmSync(corpusDir, { recursive: true, force: true });
  const files: string[] = [];
  for (let index = 0; index < total; index++) {
    const source = sources[index % sources.length]!;
    const folder = join(corpusDir, String(Math.floor(index / 500)));
    mkdirSync(folder, { recursive: true });
    const file = join(folder, `${String(index).padStart(5, '0')}-${basename(source)}`);
    writeFileSync(file, readFileSync(source));
    files.push(file);
  }
  return files;
}

function seconds(run: () => void): number {
  const started = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - started) / 1e9;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}

/** Median seconds of each runner over `rounds` rounds, the runners interleaved within a round. */
function interleaved(runners: Array<() => void>, count = rounds): number[] {
  const times = runners.map(() => [] as number[]);
  for (let round = 0; round < count; round++) {
    const order = round % 2 === 0 ? runners.map((_, index) => index) : runners.map((_, index) => runners.length - 1 - index);
    for (const index of order) times[index]!.push(seconds(runners[index]!));
  }
  return times.map(median);
}

function row(label: string, documents: number, elapsed: number, baseline?: number): void {
  const rate = `${Math.round(documents / elapsed).toLocaleString('en-US')} docs/s`;
  const ratio = baseline ? `  (${(baseline / elapsed).toFixed(2)}x)` : '';
  console.log(`  ${label.padEnd(54)} ${rate.padStart(16)}  ${elapsed.toFixed(3)} s${ratio}`);
}

const load = (): string => loadavg().map((value) => value.toFixed(2)).join(' ');
const files = buildCorpus();
const bytes = files.reduce((sum, file) => sum + readFileSync(file).length, 0);
console.log(`corpus: ${files.length} documents, ${(bytes / 1e6).toFixed(1)} MB; ${jobs} jobs; medians of ${rounds} rounds`);
console.log(`load average at start: ${load()} (1, 5, 15 min; ${availableParallelism()} cores)\n`);

// Which XSD each document needs (one xmllint invocation per schema).
const index = loadSchemaIndex();
const xsdOfFile = files.map((file) => index.byNamespace.get(parseXmlTree(readFileSync(file)).namespace)!.xsdFile);
const bySchema = new Map<string, string[]>();
files.forEach((file, position) => bySchema.set(xsdOfFile[position]!, [...(bySchema.get(xsdOfFile[position]!) ?? []), file]));

console.log('1. whole process (wall clock, all files)');
const cli = existsSync(join(root, 'dist/src/cli/bin.js'))
  ? ['node', [join(root, 'dist/src/cli/bin.js')]]
  : ['npx', ['tsx', join(root, 'src/cli/bin.ts')]];
if (cli[0] === 'npx') console.log('  (dist/ missing: run `npm run build` first for a fair figure)');
const [xmllint, whole] = interleaved([
  () => {
    for (const [xsd, group] of bySchema) spawnSync('xmllint', ['--noout', '--schema', xsd, ...group], { stdio: 'ignore' });
  },
  () => {
    const result = spawnSync(cli[0] as string, [...(cli[1] as string[]), 'validate', '--format', 'json', '--jobs', String(jobs), corpusDir], { cwd: root, maxBuffer: 1 << 30 });
    if (result.status !== 0) console.log(`  fleetcase exited ${result.status}: ${String(result.stderr).slice(0, 300)}`);
  },
]);
row(`xmllint --noout --schema, ${bySchema.size} invocations`, files.length, xmllint!);
row(`fleetcase validate --jobs ${jobs} (rules on)`, files.length, whole!, xmllint);

console.log('\n2. in process (one thread, documents in memory, after a warm-up run)');
const documents = files.map((file) => readFileSync(file));
const texts = documents.map((document) => document.toString('utf8'));
allowSchemaRoot(join(root, 'schemas'));
const bare = new Map<string, XsdValidator>();
for (const xsd of bySchema.keys()) bare.set(xsd, XsdValidator.fromDoc(XmlDocument.fromBuffer(readFileSync(xsd), { url: xsd })));
const bareOf = xsdOfFile.map((xsd) => bare.get(xsd)!);
const options = ParseOption.XML_PARSE_NONET | ParseOption.XML_PARSE_NO_XXE;
function bareRun(parse: (position: number) => XmlDocument): () => void {
  return () => {
    for (let position = 0; position < documents.length; position++) {
      const parsed = parse(position);
      try {
        bareOf[position]!.validate(parsed);
      } catch {
        // invalid documents count the same
      } finally {
        parsed.dispose();
      }
    }
  };
}
const bareBytes = bareRun((position) => XmlDocument.fromBuffer(documents[position]!, { option: options }));
const bareStrings = bareRun((position) => XmlDocument.fromString(texts[position]!, { option: options }));
const validator = createValidator();
const noRules = createValidator({ rules: false });
const libraryBytes = (): void => documents.forEach((document) => validator.validate(document));
const libraryStrings = (): void => texts.forEach((text) => validator.validate(text));
const libraryNoRules = (): void => documents.forEach((document) => noRules.validate(document));
for (const run of [bareBytes, bareStrings, libraryBytes, libraryStrings, libraryNoRules]) run(); // warm-up
const [bareTime, libraryTime, noRulesTime, bareStringTime, libraryStringTime] = interleaved(
  [bareBytes, libraryBytes, libraryNoRules, bareStrings, libraryStrings],
  Math.max(rounds, 5),
);
row('bare libxml2-wasm (fromBuffer + validate + dispose)', documents.length, bareTime!);
row('fleetcase createValidator().validate(bytes) (rules on)', documents.length, libraryTime!, bareTime);
row('fleetcase createValidator({ rules: false })', documents.length, noRulesTime!, bareTime);
row('bare libxml2-wasm (fromString + validate + dispose)', documents.length, bareStringTime!);
row('fleetcase createValidator().validate(string) (rules on)', documents.length, libraryStringTime!, bareStringTime);

console.log('\n3. other engines (samples; the library figure is the one above)');
const require = createRequire(import.meta.url);
const libxmljs = require('libxmljs2') as typeof import('libxmljs2');
const sample = texts.slice(0, 300);
const schemaDocs = new Map([...bySchema.keys()].map((xsd) => [xsd, libxmljs.parseXml(readFileSync(xsd, 'utf8'), { baseUrl: xsd })]));
const libxmljsTime = median(
  Array.from({ length: 3 }, () => seconds(() => sample.forEach((text, position) => libxmljs.parseXml(text).validate(schemaDocs.get(xsdOfFile[position]!)!)))),
);
row('libxmljs2 parseXml + validate (schema per call)', sample.length, libxmljsTime);
const { validateXML } = require('xsd-schema-validator') as { validateXML(xml: Buffer, xsd: string): Promise<unknown> };
const jvmSample = documents.slice(0, 6);
const started = process.hrtime.bigint();
for (const [position, document] of jvmSample.entries()) await validateXML(document, xsdOfFile[position]!).catch(() => undefined);
const jvmTime = Number(process.hrtime.bigint() - started) / 1e9;
row('xsd-schema-validator (a JVM per document)', jvmSample.length, jvmTime);
const perLibrary = libraryTime! / documents.length;
console.log(
  `\n  library vs libxmljs2: ${(libxmljsTime / sample.length / perLibrary).toFixed(0)}x; ` +
    `vs xsd-schema-validator: ${(jvmTime / jvmSample.length / perLibrary).toFixed(0)}x`,
);
console.log(`\nload average at end: ${load()}`);
