/**
 * Review r19 consumer L1: `ClientOptions.version` took any string; another generation was asked
 * for in `Accept`, and this module's decoders then refused every answer (after the request was
 * sent: a create reached the server). It is now this module's generation only, in its type, and
 * createClient refuses another from JavaScript.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createClient, CLIENT_GENERATION } from '../../generated/0.3-beta/client.js';
import { packageRoot } from '../../src/paths.js';
import { strictTypeErrors } from './strict-tsc.js';

describe('ClientOptions.version (review r19 consumer L1)', () => {
  it('another generation is refused before anything is sent', () => {
    let sent = 0;
    const fetch = async () => {
      sent++;
      return new Response('');
    };
    expect(() => createClient({ baseUrl: 'http://x', version: '0.2' as typeof CLIENT_GENERATION, fetch })).toThrow(
      new TypeError("this client reads 0.3-beta answers; for 0.2, use that generation's createClient"),
    );
    expect(sent).toBe(0);
    expect(() => createClient({ baseUrl: 'http://x', version: '0.3-beta', fetch })).not.toThrow();
  });

  it('does not compile with another generation', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fleetcase-client-version-'));
    try {
      const client = JSON.stringify(join(packageRoot, 'generated', '0.3-beta', 'client.js'));
      writeFileSync(join(dir, 'other.ts'), `import { createClient } from ${client};\ncreateClient({ baseUrl: 'http://x', version: '0.2' });\n`);
      writeFileSync(join(dir, 'own.ts'), `import { createClient } from ${client};\ncreateClient({ baseUrl: 'http://x', version: '0.3-beta' });\n`);
      const errors = strictTypeErrors(dir, ['other.ts', 'own.ts']);
      expect(errors).toMatch(/other\.ts\(2,\d+\): error TS2322: Type '"0\.2"' is not assignable to type '"0\.3-beta"'/);
      expect(errors).not.toContain('own.ts');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
