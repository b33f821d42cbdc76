/**
 * `--format text` (the default): the issues of each file together, one per line as
 * `file:line:col  severity  rule  message  (path)`, a blank line between files, then one
 * summary line. Files without issues print nothing.
 */
import type { FileResult, Summary } from '../issue.js';
import type { Reporter, ReporterFactory } from './reporter.js';

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** The text reporter. */
export const textReporter: ReporterFactory = (): Reporter => {
  let errors = 0;
  let warnings = 0;
  let printed = false;
  return {
    start: () => '',
    file(result: FileResult) {
      if (result.issues.length === 0) return '';
      const lines = result.issues.map((issue) => {
        if (issue.severity === 'error') errors++;
        else warnings++;
        const where = issue.line > 0 ? `${result.file}:${issue.line}:${issue.column}` : result.file;
        const path = issue.path ? `  (${issue.path})` : '';
        return `${where}  ${issue.severity}  ${issue.rule}  ${issue.message}${path}\n`;
      });
      const text = (printed ? '\n' : '') + lines.join('');
      printed = true;
      return text;
    },
    end(summary: Summary) {
      return (
        `${printed ? '\n' : ''}${plural(summary.files, 'file')} checked: ${summary.valid} valid, ${summary.invalid} invalid` +
        ` (${plural(errors, 'error')}, ${plural(warnings, 'warning')})\n`
      );
    },
  };
};
