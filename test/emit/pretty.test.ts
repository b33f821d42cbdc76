/**
 * The built-in targets print prettier's layout themselves (src/emit/print/code.ts), so the
 * writer skips prettier for them. This proves it: every checked-in generated file is exactly
 * what prettier (the package's config) makes of it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatWithPrettier } from '../../src/emit/index.js';
import { generatedDir } from '../../src/paths.js';

const files = readdirSync(generatedDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) =>
    readdirSync(join(generatedDir, entry.name)).map((file) => `${entry.name}/${file}`),
  )
  .filter((path) => path.endsWith('.ts'))
  .sort();

describe('generated files are byte-identical to prettier output', () => {
  it('there are files to check', () => expect(files.length).toBeGreaterThanOrEqual(16));

  it.each(files)(
    '%s',
    async (path) => {
      const content = readFileSync(join(generatedDir, path), 'utf8');
      const formatted = await formatWithPrettier(content, path);
      if (formatted !== content) {
        const ours = content.split('\n');
        const theirs = formatted.split('\n');
        const line = ours.findIndex((text, index) => text !== theirs[index]);
        expect.fail(
          `${path}:${line + 1} differs from prettier:\n  ours:     ${ours[line]}\n  prettier: ${theirs[line]}`,
        );
      }
    },
    60_000,
  );
});
