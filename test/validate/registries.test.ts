/**
 * The validator's registries: every reportable id once, each with a severity and a doc; every
 * pipeline message template belongs to a check and says more than its id; every format and
 * engine name has its implementation; every parse code of the runtime is a pipeline check.
 */
import { describe, expect, test } from 'vitest';
import { XML_ERROR_CODES } from '../../src/runtime/index.js';
import { createEngine, ENGINE_NAMES, FORMATS, PIPELINE_CHECKS, REPORTERS, ruleCatalog } from '../../src/validate/index.js';
import { PIPELINE_MESSAGES } from '../../src/validate/pipeline-checks.js';

describe('rule catalog', () => {
  const catalog = ruleCatalog();

  test('ids are unique across the rule layer and the pipeline', () => {
    const ids = catalog.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('every entry has a kebab-case id, a severity and a sentence of doc', () => {
    for (const rule of catalog) {
      expect(rule.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(['error', 'warning']).toContain(rule.severity);
      expect(rule.doc.length).toBeGreaterThan(20);
    }
  });

  test('every parse code of the runtime is a pipeline check', () => {
    const ids = new Set(PIPELINE_CHECKS.map((check) => check.id));
    expect(XML_ERROR_CODES.filter((code) => !ids.has(code))).toStrictEqual([]);
  });
});

describe('pipeline messages', () => {
  test('belong to a check and say more than the id', () => {
    const ids = new Set(PIPELINE_CHECKS.map((check) => check.id));
    for (const [id, template] of Object.entries(PIPELINE_MESSAGES)) {
      expect(ids.has(id)).toBe(true);
      const text = (template as (args: Record<string, string>) => string)({
        detail: 'd',
        namespace: 'n',
        schema: 's',
        version: 'v',
        generations: 'g',
        requested: 'r',
        expected: 'e',
        endpoint: 'p',
        generation: 'g',
        actual: 'a',
        reporter: 'x',
        silent: 'y',
        message: 'm',
        root: 'r',
        files: 'f',
      });
      expect(text).not.toBe(id);
      expect(text.length).toBeGreaterThan(10);
    }
  });
});

describe('formats and engines', () => {
  test('every format has a reporter', () => {
    expect(Object.keys(REPORTERS).sort()).toStrictEqual([...FORMATS].sort());
  });

  test.each(ENGINE_NAMES)('engine %s can be created', (name) => {
    expect(createEngine(name).name).toBe(name);
  });

  // Review r14 consumer L6: a library caller gets an engine error with its data, not CliUsage.
  test('an unknown engine is ValidateEngineUnknown, naming the known ones', () => {
    expect(() => createEngine('saxon')).toThrow(expect.objectContaining({ kind: 'ValidateEngineUnknown', props: { engine: 'saxon', known: [...ENGINE_NAMES] } }));
    expect(() => createEngine('saxon')).toThrow("unknown engine 'saxon' (known: libxml2, libxmljs2, xerces, both)");
  });
});
