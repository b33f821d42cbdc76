/**
 * `--ns-root URI` checked while parsing, alike in every command that takes it (validate and
 * serve checked it; generate, diff, migrate and openapi wrote `not a uri` into namespaces:
 * review r23 recheck L3), by the rule the validator applies (../validate/ns-root.ts).
 */
import { nsRootProblem } from '../validate/ns-root.js';

/**
 * A yargs `coerce` for `--ns-root`; throws the usage message for a root that is none.
 * @example nsRootValue('https://staging.example.com/api') // 'https://staging.example.com/api'
 */
export function nsRootValue(value: unknown): string {
  if (Array.isArray(value)) throw new Error('--ns-root is given more than once');
  const text = String(value);
  // `--ns-root=` is a missing value, as ../require-values.ts says of the other options.
  if (text.trim() === '') throw new Error('--ns-root needs a value');
  const problem = nsRootProblem(text);
  if (problem) throw new Error(`--ns-root: ${problem}`);
  return text;
}
