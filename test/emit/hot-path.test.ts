/**
 * A full `fleetcase generate` must not need prettier: the targets print prettier's layout
 * themselves, and the writer falls back to prettier (~3 s per 10 000 lines, over the whole
 * budget of a run) only for a file with a code line over the print width. One such line in a
 * template sent every validators.ts through prettier; this keeps it from coming back.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  emitGeneration,
  hasLongCodeLine,
  importsFor,
  loadGenerations,
  selectTargets,
} from '../../src/emit/index.js';
import { generatedDir } from '../../src/paths.js';

describe('the emitters print every file of every generation in prettier layout', () => {
  const generations = loadGenerations({});
  const files = generations.flatMap((generation) =>
    emitGeneration(generation, selectTargets(), importsFor(join(generatedDir, generation.id))),
  );

  it('covers every target of every generation', () => {
    expect(files.length).toBe(generations.length * (selectTargets().length + 1));
  });

  it.each(files.map((file) => [file.path, file] as const))(
    '%s needs no prettier pass',
    (_path, file) => {
      expect(file.formatted).toBe(true);
      const long = file.content.split('\n').find((line) => hasLongCodeLine(line));
      expect(long).toBeUndefined();
    },
  );
});

describe('hasLongCodeLine', () => {
  it.each([
    { given: 'short\n', want: false },
    { given: `ok\n${'x'.repeat(101)}\n`, want: true },
    { given: `${'x'.repeat(101)}`, want: true },
    { given: `${'x'.repeat(100)}\n`, want: false },
    { given: `  // ${'x'.repeat(100)}\n`, want: false },
    { given: `   * ${'x'.repeat(100)}\n`, want: false },
  ])('$given.length characters -> $want', ({ given, want }) => {
    expect(hasLongCodeLine(given)).toBe(want);
  });
});
