/**
 * A root element its schema does not declare, in the engine's words ("No matching global
 * declaration available for the validation root"), is told which roots the schema has
 * (review r21 spec L5: `<cases>` sent as a CaseRequest named nothing to send instead).
 */
import type { Issue } from './issue.js';
import type { IndexedSchema } from './schema-index.js';
import { globalElements } from './global-elements.js';
import { includeClosure } from './schema-parts.js';

/** The global elements of an XSD and the files it includes: what a validation root may be. */
function declaredElements(xsdFile: string): string[] {
  return [...new Set([xsdFile, ...includeClosure(xsdFile, new Map())].flatMap(globalElements))].sort();
}

const VALIDATION_ROOT = /No matching global declaration available for the validation root\.?$/;

/** `issues` with the roots of `schema` named in the message about an undeclared root. */
export function withRootHint(issues: Issue[], schema: IndexedSchema, root: string): Issue[] {
  if (!issues.some((issue) => issue.path === `/${root}` && VALIDATION_ROOT.test(issue.message))) return issues;
  const roots = schema.documentRoots ?? declaredElements(schema.xsdFile);
  if (roots.length === 0 || roots.includes(root)) return issues;
  // A set of hundreds of global elements (KML) is named by its first ten (review r21 recheck L4).
  const shown = roots.slice(0, 10).map((name) => `<${name}>`).join(', ') + (roots.length > 10 ? ` and ${roots.length - 10} more` : '');
  const what = schema.noNamespace ? schema.xsdFile.split(/[\\/]/).pop()! : `${schema.name} ${schema.version}`;
  const hint = ` ${what} declares the root element${roots.length === 1 ? '' : 's'} ${shown}, not <${root}>.`;
  return issues.map((issue) =>
    issue.path === `/${root}` && VALIDATION_ROOT.test(issue.message) ? { ...issue, message: `${issue.message}${hint}` } : issue,
  );
}
