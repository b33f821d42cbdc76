/**
 * `npm run bench` for the validator (run with tsx; not a vitest file): on the same few thousand
 * realistic documents (the project's valid fixtures of every generation, replicated into
 * .bench-corpus/), prints side by side
 *   1. documents/s of the whole `fleetcase validate` process (compiled dist/, rule layer on, all
 *      cores) against `xmllint --noout --schema X` given all files of schema X in one invocation;
 *   2. in-process validation through the library (createValidator, rules on) against bare
 *      libxml2-wasm (XsdValidator compiled once, parse + validate per document);
 *   3. libxmljs2 (recompiles the schema on every validate) and xsd-schema-validator (one JVM per
 *      document) on a sample, against the library.
 * Options: BENCH_FILES (default 3000), BENCH_JOBS (default: cores).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
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

function rate(documents: number, elapsed: number): string {
  return `${Math.round(documents / elapsed).toLocaleString('en-US')} docs/s`;
}

function row(label: string, documents: number, elapsed: number, baseline?: number): void {
  const ratio = baseline ? `  (${(baseline / elapsed).toFixed(2)}x)` : '';
  console.log(`  ${label.padEnd(52)} ${rate(documents, elapsed).padStart(16)}  ${elapsed.toFixed(3)} s${ratio}`);
}

const files = buildCorpus();
const bytes = files.reduce((sum, file) => sum + readFileSync(file).length, 0);
console.log(`corpus: ${files.length} documents, ${(bytes / 1e6).toFixed(1)} MB, ${jobs} jobs\n`);

// Which XSD each document needs (one xmllint invocation per schema).
const index = loadSchemaIndex();
const bySchema = new Map<string, string[]>();
for (const file of files) {
  const tree = parseXmlTree(readFileSync(file));
  const xsd = index.byNamespace.get(tree.namespace)!.xsdFile;
  bySchema.set(xsd, [...(bySchema.get(xsd) ?? []), file]);
}

console.log('1. whole process');
const cli = existsSync(join(root, 'dist/src/cli/bin.js'))
  ? ['node', [join(root, 'dist/src/cli/bin.js')]]
  : ['npx', ['tsx', join(root, 'src/cli/bin.ts')]];
if (cli[0] === 'npx') console.log('  (dist/ missing: run `npm run build` first for a fair figure)');
/** The best of three: the machine is shared, the minimum is the least disturbed run. */
function best(run: () => void): number {
  return Math.min(seconds(run), seconds(run), seconds(run));
}
const xmllint = best(() => {
  for (const [xsd, group] of bySchema) spawnSync('xmllint', ['--noout', '--schema', xsd, ...group], { stdio: 'ignore' });
});
row(`xmllint --noout --schema, ${bySchema.size} invocations`, files.length, xmllint);
const whole = best(() => {
  const result = spawnSync(cli[0] as string, [...(cli[1] as string[]), 'validate', '--format', 'json', '--jobs', String(jobs), corpusDir], { cwd: root, maxBuffer: 1 << 30 });
  if (result.status !== 0) console.log(`  fleetcase exited ${result.status}: ${String(result.stderr).slice(0, 300)}`);
});
row(`fleetcase validate --jobs ${jobs} (rules on)`, files.length, whole, xmllint);

console.log('\n2. in process (one thread, documents in memory)');
const documents = files.map((file) => readFileSync(file));
allowSchemaRoot(join(root, 'schemas'));
const bare = new Map<string, XsdValidator>();
const xsdOf = new Map<Uint8Array, string>();
files.forEach((file, position) => {
  for (const [xsd, group] of bySchema) if (group.includes(file)) xsdOf.set(documents[position]!, xsd);
});
for (const xsd of bySchema.keys()) bare.set(xsd, XsdValidator.fromDoc(XmlDocument.fromBuffer(readFileSync(xsd), { url: xsd })));
const options = ParseOption.XML_PARSE_NONET | ParseOption.XML_PARSE_NO_XXE;
const bareRun = (): void => {
  for (const document of documents) {
    const parsed = XmlDocument.fromBuffer(document, { option: options });
    try {
      bare.get(xsdOf.get(document)!)!.validate(parsed);
    } catch {
      // invalid documents count the same
    } finally {
      parsed.dispose();
    }
  }
};
const validator = createValidator();
const libraryRun = (): void => {
  for (const document of documents) validator.validate(document);
};
bareRun();
libraryRun(); // warm-up: schemas compiled, code optimised
const bareTime = Math.min(seconds(bareRun), seconds(bareRun));
const libraryTime = Math.min(seconds(libraryRun), seconds(libraryRun));
row('bare libxml2-wasm (parse + validate)', documents.length, bareTime);
row('fleetcase createValidator().validate (rules on)', documents.length, libraryTime, bareTime);
const noRules = createValidator({ rules: false });
for (const document of documents) noRules.validate(document);
row('fleetcase createValidator({ rules: false })', documents.length, seconds(() => documents.forEach((document) => noRules.validate(document))), bareTime);

console.log('\n3. other engines (samples)');
const require = createRequire(import.meta.url);
const libxmljs = require('libxmljs2') as typeof import('libxmljs2');
const sample = documents.slice(0, 300);
const schemaDocs = new Map([...bySchema.keys()].map((xsd) => [xsd, libxmljs.parseXml(readFileSync(xsd, 'utf8'), { baseUrl: xsd })]));
const libxmljsTime = seconds(() => {
  for (const document of sample) libxmljs.parseXml(document.toString('utf8')).validate(schemaDocs.get(xsdOf.get(document)!)!);
});
row('libxmljs2 parseXml + validate (schema per call)', sample.length, libxmljsTime);
const { validateXML } = require('xsd-schema-validator') as { validateXML(xml: Buffer, xsd: string): Promise<unknown> };
const jvmSample = documents.slice(0, 6);
const started = process.hrtime.bigint();
for (const document of jvmSample) await validateXML(document, xsdOf.get(document)!).catch(() => undefined);
const jvmTime = Number(process.hrtime.bigint() - started) / 1e9;
row('xsd-schema-validator (a JVM per document)', jvmSample.length, jvmTime);
const perLibrary = libraryTime / documents.length;
console.log(`\n  library vs libxmljs2: ${((libxmljsTime / sample.length) / perLibrary).toFixed(0)}x; vs xsd-schema-validator: ${((jvmTime / jvmSample.length) / perLibrary).toFixed(0)}x`);
