/**
 * `--format text` (the default): the issues of each file together, one per line as
 * `file:line:col rule message (path)` (DESIGN.md's contract; a warning's message starts with
 * `warning: `, an issue without a position has no `:line:col`), a blank line between files,
 * then one summary line. Files without issues print nothing. Line breaks and other control
 * characters inside a message or a file name are written as escapes, so that an issue is always one line.
 */
import type { FileResult, Summary } from '../issue.js';
import type { Reporter, ReporterFactory } from './reporter.js';
import { plural } from '../../plural.js';
import { oneLine } from '../../one-line.js';


/** The text reporter. */
export const textReporter: ReporterFactory = (): Reporter => {
  let errors = 0;
  let warnings = 0;
  let printed = false;
  return {
    start: () => '',
    file(result: FileResult) {
      if (result.issues.length === 0) return '';
      // A file name may hold control characters too (a newline, an escape sequence from a hostile pull request).
      const file = oneLine(result.file);
      const lines = result.issues.map((issue) => {
        if (issue.severity === 'error') errors++;
        else warnings++;
        // Always file:line:col (DESIGN.md), 0:0 for an issue of the file as a whole, as JSON has it.
        const where = `${file}:${issue.line}:${issue.column}`;
        const path = issue.path ? ` (${issue.path})` : '';
        const label = issue.severity === 'error' ? '' : `${issue.severity}: `;
        return `${where} ${issue.rule} ${label}${oneLine(issue.message)}${path}\n`;
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
