/**
 * A run that runs out of JavaScript stack on its input (review r14 hostile M2: an XSD whose
 * simple types restrict each other in a chain thousands deep) says so in one line, exit 2, not
 * "internal error" with a stack trace.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';

const work = mkdtempSync(join(tmpdir(), 'fleetcase-stack-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** One XSD whose simple types S0 <- S1 <- … <- S(n-1) <- xs:string restrict each other. */
function chain(steps: number): string {
  const types = Array.from({ length: steps }, (_, index) => {
    const base = index === steps - 1 ? 'xs:string' : `t:S${index + 1}`;
    return `<xs:simpleType name="S${index}"><xs:restriction base="${base}"/></xs:simpleType>`;
  });
  return `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:chain" targetNamespace="urn:chain"><xs:element name="r" type="t:S0"/>${types.join('')}</xs:schema>`;
}

describe('an input that nests deeper than the stack', () => {
  it('a 20 000-step restriction chain: one line, exit 2', async () => {
    const dir = join(work, 'chain');
    mkdirSync(dir);
    writeFileSync(join(dir, 'chain.xsd'), chain(20_000));
    const io = memoryIo(work);
    const code = await main(['generate', '--schemas', dir, '--out', join(work, 'out')], io);
    expect({ code, err: io.err }).toMatchObject({ code: 2, err: expect.stringMatching(/^fleetcase: [^\n]*\n$/) });
    expect(io.err).not.toContain('internal error');
    expect(io.err).not.toMatch(/\n\s+at /);
  });
});
