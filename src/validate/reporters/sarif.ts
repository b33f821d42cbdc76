/**
 * `--format sarif`: SARIF 2.1.0, as code-scanning viewers load it. One run; `tool.driver.rules`
 * lists every id (rule registry and pipeline checks) with its description and default level;
 * each issue is a result with `ruleId`/`ruleIndex`, `level`, `message.text`, a physical location
 * (artifact URI relative to the repository root, `uriBaseId` `%SRCROOT%` whose URI the run's
 * `originalUriBaseIds` gives: ./repository-path.ts; region start line and column when known)
 * and a logical location holding the element path. Streamed: results are written as they come.
 * @see https://docs.oasis-open.org/sarif/sarif/v2.1.0/sarif-v2.1.0.html (3.13 run, 3.19 toolComponent, 3.27 result, 3.28 location)
 */
import type { Issue } from '../issue.js';
import type { Reporter, ReporterFactory } from './reporter.js';
import { repositoryPath } from './repository-path.js';

/** The `$schema` SARIF files name. */
export const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';

/**
 * A message string as SARIF writes it: `{` and `}` doubled (3.11.5: they open and close
 * placeholders, so literal ones are `{{` and `}}`), as in `{{urn:x}}name` or
 * `POST /estimates/{{estimate_id}}/items`; viewers show them single.
 */
export function sarifText(text: string): string {
  return text.replace(/[{}]/g, (brace) => brace + brace);
}

function firstSentence(text: string): string {
  const end = text.search(/\.(\s|$)/);
  return end === -1 ? text : text.slice(0, end + 1);
}

/**
 * `file` as a URI (RFC 3986): a relative reference (forward slashes, reserved characters
 * escaped) for files under the working directory; an absolute `file://` URI for files outside it,
 * since a relative reference must not begin with a slash (SARIF 3.4.3; the multitool's SARIF1004).
 */
export function artifactUri(file: string): string {
  const absolute = file.startsWith('/') || /^[A-Za-z]:[\\/]/.test(file);
  const path = file
    .split(/[\\/]/)
    .map((segment) => (/^[A-Za-z]:$/.test(segment) ? segment : encodeURIComponent(segment)))
    .join('/');
  if (!absolute) return path;
  return path.startsWith('/') ? `file://${path}` : `file:///${path}`;
}

/** The base id of relative artifact URIs: the repository root (SARIF 3.14.14's usual name). */
const SRCROOT = '%SRCROOT%';

/** A folder as an absolute `file:` URI ending in a slash (SARIF 3.14.14: a base URI is a folder). */
function directoryUri(dir: string): string {
  const uri = artifactUri(dir);
  return uri.endsWith('/') ? uri : `${uri}/`;
}

/** The SARIF reporter. */
export const sarifReporter: ReporterFactory = (context): Reporter => {
  const ruleIndex = new Map(context.rules.map((rule, index) => [rule.id, index]));
  let first = true;
  const { names } = context;
  /** Where a relative URI is resolved from (SARIF 3.4.4, 3.14.14): the repository root. */
  const artifactLocation = (shown: string): Record<string, unknown> => {
    const file = names ? repositoryPath(shown, names.cwd, names.root) : shown;
    const uri = artifactUri(file);
    return names && !uri.startsWith('file:') ? { uri, uriBaseId: SRCROOT } : { uri };
  };
  const result = (file: string, issue: Issue): string => {
    const location: Record<string, unknown> = { artifactLocation: artifactLocation(file) };
    if (issue.line > 0) location.region = issue.column > 0 ? { startLine: issue.line, startColumn: issue.column } : { startLine: issue.line };
    const entry: Record<string, unknown> = { ruleId: issue.rule };
    const index = ruleIndex.get(issue.rule);
    if (index !== undefined) entry.ruleIndex = index;
    entry.level = issue.severity;
    entry.message = { text: sarifText(issue.message) };
    entry.locations = [
      {
        physicalLocation: location,
        ...(issue.path ? { logicalLocations: [{ fullyQualifiedName: issue.path, kind: 'element' }] } : {}),
      },
    ];
    return JSON.stringify(entry);
  };
  return {
    start() {
      const driver = {
        name: 'fleetcase',
        version: context.version,
        informationUri: 'https://www.npmjs.com/package/fleetcase',
        rules: context.rules.map((rule) => ({
          id: rule.id,
          // SARIF 3.49.7: a readable name distinct from the opaque id (the multitool's SARIF1001).
          name: ruleName(rule.id),
          shortDescription: { text: sarifText(firstSentence(rule.doc)) },
          fullDescription: { text: sarifText(rule.doc) },
          // GitHub code scanning requires it (the multitool's GH2012) and shows it as the rule's help.
          help: { text: sarifText(`${rule.doc} (fleetcase rules lists every rule.)`) },
          defaultConfiguration: { level: rule.severity },
          properties: { source: rule.source },
        })),
      };
      const bases = names ? { originalUriBaseIds: { [SRCROOT]: { uri: directoryUri(names.root) } } } : {};
      const head = JSON.stringify({ $schema: SARIF_SCHEMA_URI, version: '2.1.0', runs: [{ tool: { driver }, ...bases, results: [] }] });
      // Everything up to the opening of results; the closing is written by end().
      return head.slice(0, head.length - '[]}]}'.length + 1);
    },
    file(fileResult) {
      return fileResult.issues
        .map((issue) => {
          const text = `${first ? '\n' : ',\n'}${result(fileResult.file, issue)}`;
          first = false;
          return text;
        })
        .join('');
    },
    end: () => `${first ? '' : '\n'}],"columnKind":"utf16CodeUnits"}]}\n`,
  };
};

/** `case-required-field-missing` -> `CaseRequiredFieldMissing`, the readable rule name SARIF viewers show. */
export function ruleName(id: string): string {
  return id
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
}
