/**
 * The namespace root documents are validated under (`validate --ns-root URL`, or `"nsRoot"` in
 * fleetcase.config.json; DESIGN.md "Generations": configurable, `http://www.decisiv.net/platform_api`
 * by default). Kept to what can stand inside an XML attribute value as it is, because the
 * schemas are rebased by rewriting their text (./rebased-schemas.ts).
 */
import { DEFAULT_NS_ROOT } from '../ir/qname.js';

/** Why `root` cannot be a namespace root, or undefined when it can. */
export function nsRootProblem(root: string): string | undefined {
  const trimmed = root.trim().replace(/\/+$/, '');
  if (trimmed === '') return 'the namespace root is empty';
  if (/[\s"'<>&]/.test(trimmed)) return `the namespace root must be a URI without spaces, quotes, '<', '>' or '&', got '${root}'`;
  return undefined;
}

/**
 * The root as namespaces are built from it: trimmed, without a trailing slash (call
 * {@link nsRootProblem} first).
 * @example normalNsRoot('https://staging.example.com/api/') // 'https://staging.example.com/api'
 */
export function normalNsRoot(root: string | undefined): string {
  return root === undefined ? DEFAULT_NS_ROOT : root.trim().replace(/\/+$/, '');
}
