/**
 * A failing document is validated by the engine once (review r13 sbom 2: 800 license ids outside
 * an 826-value enumeration took libxml2 ~3.5 s per validation, and fleetcase validated the
 * document two to four times). The clean path hands its findings to the full path; a document
 * whose findings wait for the schema loader (SchemaFactsPending, once per thread) keeps them for
 * the runner's second call, which reads the file again (same bytes, another buffer); a batch goes
 * on from that document. Each case gets a fresh module registry, as a new thread would.
 */
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { XsdEngine } from '../../src/validate/engines/engine.js';

const missingSet = join(import.meta.dirname, 'fixtures/schema-sets/missing-children');
const MISSING = '<note xmlns="urn:m"><shared>s</shared></note>';
const BAD_VALUE = '<note xmlns="urn:m"><URL>u</URL><public>maybe</public><shared>s</shared></note>';
const NAMED = '<note> lacks the required element URL';

/** Fresh modules, and a libxml2 engine that counts the validations it runs (its own parse's included). */
async function fresh() {
  vi.resetModules();
  const engines = await import('../../src/validate/engines/index.js');
  const inner = engines.createEngine('libxml2');
  const runs = { count: 0 };
  const engine: XsdEngine = {
    name: inner.name,
    sync: true,
    prepare: (xsd) => inner.prepare(xsd),
    close: () => inner.close(),
    validate(document, xsd) {
      runs.count++;
      return inner.validate(document, xsd);
    },
    parseOwn(document, limits) {
      const parsed = inner.parseOwn!(document, limits);
      if (!parsed) return parsed;
      return {
        ...parsed,
        view: parsed.view,
        dispose: () => parsed.dispose(),
        validate(xsd) {
          runs.count++;
          return parsed.validate(xsd);
        },
      };
    },
  };
  const core = await import('../../src/validate/validator-core.js');
  const index = await import('../../src/validate/schema-index.js');
  return {
    runs,
    validator: core.createValidatorFor(index.indexSchemasFolder(missingSet), { engine }),
    lazy: await import('../../src/validate/schema-facts-lazy.js'),
    batch: await import('../../src/validate/pool/validate-batch.js'),
  };
}

describe('the engine validates a failing document once', () => {
  it('on the clean path and the full path after it', async () => {
    const { runs, validator, lazy } = await fresh();
    await lazy.afterSchemaFacts(() => validator.validate(MISSING));
    runs.count = 0;
    expect(validator.validate(Buffer.from(BAD_VALUE)).issues.map((issue) => issue.rule)).toEqual(['xsd-invalid-value']);
    expect(runs.count).toBe(1);
  });

  it('when its findings wait for the schema loader: the runner reads the file again, the findings are kept', async () => {
    const { runs, validator, lazy } = await fresh();
    expect(lazy.schemaFactsLoaded()).toBe(false);
    const result = await lazy.afterSchemaFacts(() => validator.validate(Buffer.from(MISSING), { file: 'missing.xml' }));
    expect(result.issues.map((issue) => issue.message)).toEqual([NAMED]);
    expect(runs.count).toBe(1);
  });

  it('not kept for another document, or the same bytes under another name', async () => {
    const { runs, validator, lazy } = await fresh();
    let pending: unknown;
    try {
      validator.validate(MISSING, { file: 'a.xml' });
    } catch (error) {
      pending = error;
    }
    expect(pending).toBeInstanceOf(lazy.SchemaFactsPending);
    await (pending as InstanceType<typeof lazy.SchemaFactsPending>).ready;
    expect(validator.validate(MISSING, { file: 'b.xml' }).issues.map((issue) => issue.message)).toEqual([NAMED]);
    expect(runs.count).toBe(2);
  });

  it('in a batch: the documents before the one that waited are not validated again', async () => {
    const { runs, validator, batch } = await fresh();
    const items = [BAD_VALUE, MISSING, BAD_VALUE].map((text, at) => ({ task: { path: `/nowhere/${at}.xml`, display: `${at}.xml` }, bytes: Buffer.from(text) }));
    const results = await batch.validateItems(validator, items);
    expect(results.map((result) => result.issues.map((issue) => issue.rule))).toEqual([['xsd-invalid-value'], ['xsd-missing-element'], ['xsd-invalid-value']]);
    expect(runs.count).toBe(3);
  });
});
