/**
 * `--format junit`: JUnit XML as CI systems read it (Jenkins, GitLab, Azure, the
 * junit-report actions): one `<testsuite>` named `fleetcase validate` inside `<testsuites>`, a
 * `<testcase>` per file, and for an invalid file one `<failure>` listing its issues (its message
 * counts them as listed: `2 errors, 1 warning: <first error>`). Warnings of valid files go to
 * `<system-out>`. No timestamps or durations: output is deterministic.
 * @see https://github.com/testmoapp/junitxml (the de-facto format)
 */
import { plural } from '../../plural.js';
import type { FileResult, Summary } from '../issue.js';
import type { Reporter, ReporterFactory } from './reporter.js';
import { xmlAttribute, xmlText } from './xml-escape.js';

function issueLine(result: FileResult, issue: FileResult['issues'][number]): string {
  const where = issue.line > 0 ? `${result.file}:${issue.line}:${issue.column}` : result.file;
  return `${where} ${issue.severity} ${issue.rule} ${issue.message}${issue.path ? ` (${issue.path})` : ''}`;
}

function testcase(result: FileResult): string {
  const open = `    <testcase classname="fleetcase.validate" name="${xmlAttribute(result.file)}"`;
  if (result.issues.length === 0) return `${open}/>\n`;
  const lines = result.issues.map((issue) => xmlText(issueLine(result, issue))).join('\n');
  if (result.valid) return `${open}>\n      <system-out>${lines}</system-out>\n    </testcase>\n`;
  const errors = result.issues.filter((issue) => issue.severity === 'error');
  const first = errors[0]!;
  const rules = [...new Set(errors.map((issue) => issue.rule))].join(' ');
  // Counted as the body lists them: the warnings of an invalid file are listed there too.
  const warnings = result.issues.length - errors.length;
  const message = `${plural(errors.length, 'error')}${warnings > 0 ? `, ${plural(warnings, 'warning')}` : ''}: ${first.message}`;
  return (
    `${open}>\n      <failure message="${xmlAttribute(message)}" type="${xmlAttribute(rules)}">${lines}</failure>\n    </testcase>\n`
  );
}

/** The JUnit reporter (keeps each file's short entry until the counts are known). */
export const junitReporter: ReporterFactory = (): Reporter => {
  const cases: string[] = [];
  return {
    start: () => '',
    file(result) {
      cases.push(testcase(result));
      return '';
    },
    end(summary: Summary) {
      const counts = `tests="${summary.files}" failures="${summary.invalid}" errors="0" skipped="0"`;
      return (
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
        `<testsuites name="fleetcase validate" ${counts}>\n` +
        `  <testsuite name="fleetcase validate" ${counts}>\n` +
        cases.join('') +
        '  </testsuite>\n</testsuites>\n'
      );
    },
  };
};
