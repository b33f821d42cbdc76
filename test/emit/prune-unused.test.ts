/**
 * pruneUnused (src/emit/prune-unused.ts) as given/want rows: what a generated module declares
 * and never uses goes, and nothing it uses does, whatever strings and comments say.
 */
import { describe, expect, test } from 'vitest';
import { pruneUnused } from '../../src/emit/prune-unused.js';

describe('pruneUnused', () => {
  test.each([
    {
      given: 'an unused function, and the one only it called',
      content: "export function a(): number {\n  return 1;\n}\n\nfunction b(): number {\n  return c();\n}\n\nfunction c(): number {\n  return 2;\n}\n",
      want: 'export function a(): number {\n  return 1;\n}\n\n',
    },
    {
      given: 'a function named only in a string or a comment',
      content: "export const m = 'missing';\n// missing is a word here\n\nfunction missing(): void {\n  return;\n}\n",
      want: "export const m = 'missing';\n// missing is a word here\n\n",
    },
    {
      given: 'a function passed as a value, or named in a template expression, stays',
      content: 'export const f = [1].map(twice);\nexport const t = `${three()}`;\n\nfunction twice(n: number): number {\n  return n * 2;\n}\n\nfunction three(): number {\n  return 3;\n}\n',
      want: 'export const f = [1].map(twice);\nexport const t = `${three()}`;\n\nfunction twice(n: number): number {\n  return n * 2;\n}\n\nfunction three(): number {\n  return 3;\n}\n',
    },
    {
      given: 'one-line constants and imported names nothing uses',
      content: "import type { A, B } from './types.js';\nimport { x } from './x.js';\n\nconst P_A = [] as const;\nconst P_B = [x] as const;\n\nexport function use(a: A): unknown {\n  return [a, P_B];\n}\n",
      want: "import type { A } from './types.js';\nimport { x } from './x.js';\n\nconst P_B = [x] as const;\n\nexport function use(a: A): unknown {\n  return [a, P_B];\n}\n",
    },
  ])('$given', ({ content, want }) => {
    expect(pruneUnused(content)).toBe(want);
  });
});
