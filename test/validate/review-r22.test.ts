/**
 * Review r21 recheck H2: a JVM that dies before reading a large document (more than the pipe
 * holds) is "engine unavailable" as for a small one, not Node's unhandled EPIPE (a stack trace
 * and exit 1, which CI reads as findings).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createValidator } from '../../src/validate/index.js';
import { caseRequest } from './helpers.js';

const restore: Array<() => void> = [];
afterEach(() => {
  for (const undo of restore.splice(0)) undo();
});

/** Sets JAVA_TOOL_OPTIONS for one test. */
function javaToolOptions(value: string): void {
  const before = process.env['JAVA_TOOL_OPTIONS'];
  process.env['JAVA_TOOL_OPTIONS'] = value;
  restore.push(() => {
    if (before === undefined) delete process.env['JAVA_TOOL_OPTIONS'];
    else process.env['JAVA_TOOL_OPTIONS'] = before;
  });
}

describe('review r21 recheck H2: a JVM that cannot start, given a large document', () => {
  it('is engine unavailable, with no EPIPE from the unread stdin', async () => {
    javaToolOptions('-Xmx1m');
    const validator = createValidator({ engine: 'xerces' });
    restore.push(() => validator.close());
    const large = caseRequest('0.3-beta', `  <description>${'x'.repeat(3_000_000)}</description>`);
    await expect(validator.validateAsync(large)).rejects.toMatchObject({
      kind: 'ValidateEngineUnavailable',
      message: expect.stringMatching(/^validation engine 'xerces' is not available: Java ended without a verdict/),
    });
  }, 60_000);
});
