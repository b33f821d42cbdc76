/**
 * `--engine xerces` with several documents against a schema Xerces cannot compile (review r11
 * grid 3): each document's JVM used to fail on its own time, so a later document's failure could
 * settle while the run still waited for an earlier one, a rejection nobody awaited: a stack trace
 * and exit 1, some runs out of several. Now the first document of a schema runs alone and the
 * others fail right after it; every run prints the one-line message and exits 2.
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { isFleetcaseError } from '../../src/errors.js';
import { createXercesEngine } from '../../src/validate/engines/xerces.js';
import { runCli, tempDir } from './helpers.js';

/** urn:d's root refers to a type nobody declares: libxml2 and Xerces both refuse the schema. */
const UNRESOLVED = `<?xml version="1.0"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:d" elementFormDefault="qualified">
  <xs:element name="d" type="nope"/>
</xs:schema>
`;
/** urn:d imports the XML namespace from w3.org: the xerces engine refuses it before any JVM. */
const REMOTE = `<?xml version="1.0"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:d" elementFormDefault="qualified">
  <xs:import namespace="http://www.w3.org/XML/1998/namespace" schemaLocation="http://www.w3.org/2001/xml.xsd"/>
  <xs:element name="d" type="xs:int"/>
</xs:schema>
`;
/** urn:a: a schema Xerces compiles. */
const GOOD = `<?xml version="1.0"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:a" elementFormDefault="qualified">
  <xs:element name="a" type="xs:int"/>
</xs:schema>
`;

const temp = tempDir('fleetcase-xerces-failure-');
temp.write('unresolved/g/d.xsd', UNRESOLVED);
temp.write('mixed/g/a.xsd', GOOD);
temp.write('mixed/g/d.xsd', REMOTE);
for (const n of [1, 2, 3, 4]) temp.write(`d${n}.xml`, `<d xmlns="urn:d">${n}</d>\n`);
temp.write('a1.xml', '<a xmlns="urn:a">1</a>\n');
afterAll(() => temp.cleanup());

/** Rejections nobody handled during a test (Node would end the CLI's process on the first). */
const unhandled: unknown[] = [];
const record = (reason: unknown) => unhandled.push(reason);
beforeEach(() => {
  unhandled.length = 0;
  process.on('unhandledRejection', record);
});
afterEach(() => {
  process.off('unhandledRejection', record);
});

describe('a schema Xerces cannot compile, several documents at once', () => {
  test('the engine fails every document of the schema together, in order, after the first', async () => {
    const engine = createXercesEngine({ concurrency: 3 });
    const xsd = join(temp.dir, 'unresolved/g/d.xsd');
    const order: number[] = [];
    let settledByNextTick: number[] = [];
    const errors = await Promise.all(
      [1, 2, 3].map((n, at) =>
        (engine.validate(`<d xmlns="urn:d">${n}</d>`, xsd) as Promise<unknown>).then(
          () => undefined,
          (error: unknown) => {
            order.push(at);
            // Whoever waits for the first document handles the others' failures in time only
            // when they settle before the event loop turns.
            if (order.length === 1) process.nextTick(() => (settledByNextTick = [...order]));
            return error;
          },
        ),
      ),
    );
    await new Promise((turned) => setImmediate(turned));
    expect(settledByNextTick).toStrictEqual([0, 1, 2]);
    expect(errors.map((error) => isFleetcaseError(error) && error.kind)).toStrictEqual(['SchemaInvalid', 'SchemaInvalid', 'SchemaInvalid']);
    expect(new Set(errors).size).toBe(1);
  }, 60_000);

  const given = [
    { set: 'unresolved', docs: ['d1.xml', 'd2.xml', 'd3.xml', 'd4.xml'], want: /^fleetcase: unresolved\/g\/d\.xsd: xerces cannot validate: src-resolve\.4\.1: Error resolving component 'nope'/ },
    // A document of another schema first: the failures come while the run waits for it.
    { set: 'mixed', docs: ['a1.xml', 'd1.xml', 'd2.xml'], want: /^fleetcase: mixed\/g\/d\.xsd: the xerces engine would fetch http:\/\/www\.w3\.org\/2001\/xml\.xsd/ },
  ];
  // As many documents at once as the cores allow (--jobs is capped there).
  test.each(given)('$set: one line and exit 2, every run', async ({ set, docs, want }) => {
    for (const engine of ['xerces', 'both']) {
      for (let run = 0; run < 3; run++) {
        const { code, err } = await runCli(['validate', '--schemas', join(temp.dir, set), '--engine', engine, '--jobs', String(Math.min(docs.length, availableParallelism())), ...docs], temp.dir);
        if (set === 'unresolved' && engine === 'both') {
          // libxml2 refuses it first.
          expect({ code, lines: err.trimEnd().split('\n').length }).toStrictEqual({ code: 2, lines: 1 });
          expect(err).toMatch(/^fleetcase: unresolved\/g\/d\.xsd/);
        } else {
          expect({ engine, code, lines: err.trimEnd().split('\n').length }).toStrictEqual({ engine, code: 2, lines: 1 });
          expect(err).toMatch(want);
        }
        expect(unhandled).toStrictEqual([]);
      }
    }
  }, 120_000);
});
