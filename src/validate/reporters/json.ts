/**
 * `--format json`: the CLI contract of DESIGN.md,
 * `{"files":[{"file","valid","generation","schema","issues":[{"rule","severity","message","path","line","column"}]}],"summary":{"files","valid","invalid"}}`,
 * streamed one file per line so memory stays flat; the whole output is one JSON document.
 */
import type { FileResult, Summary } from '../issue.js';
import type { Reporter, ReporterFactory } from './reporter.js';

/** Fixes the key order of a result (scripts diff outputs). */
function ordered(result: FileResult): FileResult {
  return {
    file: result.file,
    valid: result.valid,
    generation: result.generation,
    schema: result.schema,
    issues: result.issues.map(({ rule, severity, message, path, line, column }) => ({ rule, severity, message, path, line, column })),
  };
}

/** The JSON reporter. */
export const jsonReporter: ReporterFactory = (): Reporter => {
  let first = true;
  return {
    start: () => '{"files":[',
    file(result) {
      const text = `${first ? '\n' : ',\n'}${JSON.stringify(ordered(result))}`;
      first = false;
      return text;
    },
    end: (summary: Summary) =>
      `${first ? '' : '\n'}],"summary":${JSON.stringify({ files: summary.files, valid: summary.valid, invalid: summary.invalid })}}\n`,
  };
};
