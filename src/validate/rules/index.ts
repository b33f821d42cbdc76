/**
 * The rule layer: SPEC.md's requirement rules and conventions that the XSDs cannot express
 * (per-generation and per-endpoint requirements, spellings, lexical conventions), as a registry
 * of small named rules.
 *
 * - One rule per file (`<id>.ts`): `{ id, appliesTo, doc, check }`. `appliesTo` lists scopes
 *   (generations, schema, root elements, and the endpoints when the verdict depends on one);
 *   `check` sees the document through the read-only `RuleNode` view and returns findings
 *   `{ id, path, args }`.
 * - A rule that reads the text of simple elements by name wherever they are (the conventions)
 *   is written as `leafRule({ id, appliesTo, doc, leaves: { names, test } })` (leaf-rule.ts):
 *   its `check` is made for every view, and on libxml2's parse the runner runs all such rules
 *   of a document in one pass.
 * - Severity is set here, in the registry, never in a rule; messages live in one table
 *   (messages.ts) keyed by rule id. Where the advice depends on what the rule found, the
 *   other wordings sit beside it (`MESSAGE_VARIANTS`), and a finding picks one with its
 *   argument `variant`.
 * - One definition serves both callers: the document validator runs the rules on a parsed tree
 *   (`treeNode`), the generated `validate*` functions on typed values (`valueNode`), both through
 *   `runRules`. A rule whose finding a typed value cannot show (a boolean written `1`) is in
 *   `WRITTEN_FORM_RULES` too: the generated functions run those on `options.source`, the document
 *   the value was decoded from. Nothing here needs Node: `fleetcase/runtime` re-exports it for browsers.
 * - `fleetcase rules` lists this registry (describe.ts).
 *
 * How to add a rule: write `src/validate/rules/<id>.ts` exporting a `RuleDefinition`, add its
 * message to messages.ts, list it below with a severity, and add a passing and a failing fixture
 * (`test/fixtures/rules/<id>.1.xml`, `<id>.2.fail.<id>.xml`; a sidecar `.json` names the
 * endpoint or generation when the namespace does not say enough). The registry test checks the
 * rest.
 */
import { additionalChargeFieldMissing } from './additional-charge-field-missing.js';
import { approvalReasonGivenTwice } from './approval-reason-given-twice.js';
import { attachmentDescriptionMissing } from './attachment-description-missing.js';
import { booleanFormNonstandard } from './boolean-form-nonstandard.js';
import { caseCreateDetailMissing } from './case-create-detail-missing.js';
import { caseRequiredFieldMissing } from './case-required-field-missing.js';
import { dateFormNonstandard } from './date-form-nonstandard.js';
import { estimateUpdateFieldMissing } from './estimate-update-field-missing.js';
import { itemRequiredFieldMissing } from './item-required-field-missing.js';
import { itemSoldStatusMisnamed } from './item-sold-status-misnamed.js';
import { itemVmrsCodeMissing } from './item-vmrs-code-missing.js';
import { itemVmrsGivenTwice } from './item-vmrs-given-twice.js';
import { laborTotalIgnored } from './labor-total-ignored.js';
import { moneyFractionDigitsExceeded } from './money-fraction-digits-exceeded.js';
import { multiItemRootUnsupported } from './multi-item-root-unsupported.js';
import { partRequiredFieldMissing } from './part-required-field-missing.js';
import { runRuleList } from './run.js';
import { parseXmlTree } from '../../runtime/parse-tree.js';
import { API_NAMESPACE_SHAPE } from '../../ir/qname.js';
import { treeNode } from './tree-node.js';
import { serviceRequestSubjectMissing } from './service-request-subject-missing.js';
import { timestampFormNonstandard } from './timestamp-form-nonstandard.js';
import type { Issue, Rule, RuleContext, RuleNode } from './types.js';
import { versionItemFieldMissing } from './version-item-field-missing.js';
import { workStatusCodeCaseMismatch } from './work-status-code-case-mismatch.js';

/** Every rule with its severity, in listing order: requirements, spellings, conventions. */
export const RULES: readonly Rule[] = [
  { ...caseRequiredFieldMissing, severity: 'error' },
  { ...caseCreateDetailMissing, severity: 'error' },
  { ...itemRequiredFieldMissing, severity: 'error' },
  { ...itemVmrsCodeMissing, severity: 'error' },
  { ...itemVmrsGivenTwice, severity: 'error' },
  { ...partRequiredFieldMissing, severity: 'error' },
  { ...additionalChargeFieldMissing, severity: 'error' },
  { ...estimateUpdateFieldMissing, severity: 'error' },
  { ...versionItemFieldMissing, severity: 'error' },
  { ...attachmentDescriptionMissing, severity: 'error' },
  { ...serviceRequestSubjectMissing, severity: 'error' },
  { ...multiItemRootUnsupported, severity: 'error' },
  { ...workStatusCodeCaseMismatch, severity: 'error' },
  { ...itemSoldStatusMisnamed, severity: 'error' },
  // Accepted by the server, but the value is thrown away.
  { ...laborTotalIgnored, severity: 'warning' },
  // Valid in 0.1 (D40), but one of the two texts is not read. A warning where
  // item-vmrs-given-twice is an error: a reason is free text beside the approval status that
  // decides, while two sets of VMRS codes classify the repair two ways (review r24 conform L3).
  { ...approvalReasonGivenTwice, severity: 'warning' },
  // SPEC.md states this convention outright; XSD would let 1/0 through.
  { ...booleanFormNonstandard, severity: 'error' },
  // SPEC.md lists the timestamp forms "seen": other ISO forms are suspicious, not wrong.
  { ...timestampFormNonstandard, severity: 'warning' },
  { ...dateFormNonstandard, severity: 'error' },
  { ...moneyFractionDigitsExceeded, severity: 'error' },
];

/**
 * Runs every rule that applies to the document (`context`: generation, schema, root element,
 * endpoint) on its view, and returns the issues sorted by element path.
 * @example runRules(treeNode(parseXmlTree(xml)), { generation: '0.0.7', schema: 'CaseRequest', root: 'case' })
 * @example runRules(valueNode(caseValue, 'case'), { generation: '0.0.7', schema: 'CaseRequest', root: 'case', endpoint })
 */
export function runRules(root: RuleNode, context: RuleContext): Issue[] {
  return runRuleList(RULES, root, context);
}

/**
 * The rules whose finding a decoded value cannot show, so they run on the document as written
 * too: decoding reads `1` as the boolean true, and `boolean-form-nonstandard` needs the text.
 * (Decimals, dates and timestamps keep their lexical form in a typed value: their rules see it.)
 */
export const WRITTEN_FORM_RULES: readonly Rule[] = RULES.filter((rule) => rule.id === booleanFormNonstandard.id);

/**
 * The issues of {@link WRITTEN_FORM_RULES} in a document as written (its lines and columns
 * included): what the generated `validate*` functions add for `options.source`.
 * @throws XmlParseError for a document the safe parser refuses (not well-formed, a DOCTYPE…);
 * TypeError for a source that is no string or bytes, or another document (another root element,
 * or an API namespace of another schema).
 * @example writtenFormIssues(caseRequestXml, { generation: '0.3-beta', schema: 'CaseRequest', root: 'case' })
 */
export function writtenFormIssues(source: string | Uint8Array, context: RuleContext): Issue[] {
  if (typeof source !== 'string' && !(source instanceof Uint8Array))
    throw new TypeError(`source must be the document the value was decoded from, as a string or bytes (Uint8Array), got ${describeValue(source)}`);
  const tree = parseXmlTree(source);
  // Another document's issues would sit at paths the value does not have (review r16 recheck M3).
  const schema = API_NAMESPACE_SHAPE.exec(tree.namespace)?.[3];
  if (tree.local !== context.root || (schema !== undefined && schema !== context.schema))
    throw new TypeError(`source is a <${tree.local}> document${schema !== undefined ? ` of ${schema}` : ''}, not the <${context.root}> of ${context.schema} this function validates: give the document the value was decoded from`);
  return runRuleList(WRITTEN_FORM_RULES, treeNode(tree), context);
}

/** A value's kind in an error message: `null`, `a number`, `an ArrayBuffer`. */
function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value !== 'object') return `a ${typeof value}`;
  const name = (value as object).constructor?.name ?? 'Object';
  return `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}`;
}

/** The registered rule with that id. */
export function findRule(id: string): Rule | undefined {
  return RULES.find((rule) => rule.id === id);
}

export {
  describeRules,
  RULE_NOTES,
  type RuleDescription,
  type ScopeDescription,
} from './describe.js';
export { MESSAGES, MESSAGE_VARIANTS, formatMessage } from './messages.js';
export { comparePaths, runRuleList, selectRules } from './run.js';
export { withRuleIssues } from './xsd-coverage.js';
export {
  formatEndpoint,
  isEndpointDependent,
  parseEndpoint,
  resolveEndpointFor,
  ruleApplies,
  sameEndpoint,
  scopeMatches,
  type EndpointResolution,
  type EndpointTemplate,
} from './scope.js';
export { endpointMismatch, type EndpointDocument, type EndpointDocuments } from './endpoint-documents.js';
export { treeNode, type TreeNodeOptions } from './tree-node.js';
export type {
  EndpointRef,
  Finding,
  Issue,
  Rule,
  RuleContext,
  RuleDefinition,
  RuleNode,
  RuleScope,
  Severity,
} from './types.js';
export { valueNode, type ValueNodeOptions } from './value-node.js';
