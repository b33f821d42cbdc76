/**
 * `--format github`: GitHub Actions workflow commands, one annotation per issue
 * (`::error file=…,line=…,col=…,title=rule::message`; warnings as `::warning`; the file named
 * from the repository root, ./repository-path.ts), then a plain summary line for the log.
 * @see https://docs.github.com/en/actions/reference/workflow-commands-for-github-actions#setting-an-error-message
 */
import type { Reporter, ReporterFactory } from './reporter.js';
import { plural } from '../../plural.js';
import { FORMAT_CONTROLS, unicodeEscape } from '../../one-line.js';
import { repositoryPath } from './repository-path.js';

/**
 * Escapes a command's message (data): `%`, CR and LF as the runner decodes them; the other
 * control characters, C1 and tab included (an escape sequence in a hostile file name), as
 * `\u001b`, which the log viewer shows as text (review r24 reporters L4, r25 recheck L5: written raw).
 */
export function escapeData(text: string): string {
  return text
    .replace(/%/g, '%25')
    .replace(/\r/g, '%0D')
    .replace(/\n/g, '%0A')
    .replace(/[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, unicodeEscape)
    .replace(FORMAT_CONTROLS, unicodeEscape);
}

/** Escapes a command property value (also `:` and `,`, which delimit properties). */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** The GitHub annotations reporter. */
export const githubReporter: ReporterFactory = (context): Reporter => ({
  start: () => '',
  file(result) {
    const { names } = context;
    const file = names ? repositoryPath(result.file, names.cwd, names.root) : result.file;
    return result.issues
      .map((issue) => {
        const properties = [`file=${escapeProperty(file)}`];
        if (issue.line > 0) properties.push(`line=${issue.line}`);
        if (issue.column > 0) properties.push(`col=${issue.column}`);
        properties.push(`title=${escapeProperty(issue.rule)}`);
        const path = issue.path ? ` (${issue.path})` : '';
        return `::${issue.severity} ${properties.join(',')}::${escapeData(issue.message + path)}\n`;
      })
      .join('');
  },
  end: (summary) => `fleetcase validate: ${plural(summary.files, 'file')}, ${summary.valid} valid, ${summary.invalid} invalid\n`,
});
