/**
 * The codec runtime: plain TypeScript, no native dependency (also runs in a browser).
 * Imported by generated codecs as `fleetcase/runtime`, and by the validator, rules and migrate.
 */
export type {
  XmlAttributeNode,
  XmlChildNode,
  XmlElementNode,
  XmlErrorCode,
  XmlLimits,
  XmlMiscNode,
  XmlTextNode,
} from './tree.js';
export {
  DecodeError,
  EncodeError,
  XmlParseError,
  XML_ERROR_CODES,
  isXmlErrorCode,
} from './errors.js';
export type { DecodeErrorCode, DecodeShapeCode, EncodeErrorCode } from './errors.js';
export { DEFAULT_XML_LIMITS, resolveLimits } from './limits.js';
export { parseXmlTree } from './parse-tree.js';
export type { ParseTreeOptions } from './parse-tree.js';
export { serializeXmlTree } from './write-tree.js';
export type { SerializeTreeOptions } from './write-tree.js';
export { escapeAttribute, escapeText, UnencodableCharacterError } from './escape.js';
export {
  XML_NAMESPACE,
  XMLNS_NAMESPACE,
  XSD_NAMESPACE,
  XSI_NAMESPACE,
  internNamespace,
} from './names.js';
export { canonicalNamespace } from './names.js';
export { XmlReader } from './reader.js';
export type { DecodeOptions } from './reader.js';
export { XmlWriter } from './writer.js';
export type { WriterOptions } from './writer.js';
export { UNKNOWN, UNKNOWN_ATTRIBUTES } from './unknown.js';
export type { Lenient, UnknownElement } from './unknown.js';
export { nilled, notNilFixed, nullWithoutAttributeProblem } from './nil.js';
export type { NilWithAttributes } from './nil.js';
export { ownProperties } from './own-properties.js';
export {
  knownProperties,
  unknownProperties,
  unknownProperty,
  unknownPropertyProblem,
} from './known-properties.js';
export type { KnownProperties } from './known-properties.js';
export { ClientError } from './client-error.js';
export type { ClientErrorClass } from './client-error.js';
export { parserIssue, ScalarError } from './scalar-error.js';
export type { ScalarIssue, ScalarIssueCode } from './scalar-error.js';
export {
  booleanIssue,
  collapseEdges,
  formatBoolean,
  formatInteger,
  integerIssue,
  integerParser,
  INTEGER_BOUNDS,
  parseBigInteger,
  parseBoolean,
  parseInt32,
  parseInteger,
  parseLong,
  parseUnsignedInt,
} from './integers.js';
export type { IntegerTypeName } from './integers.js';
export { doubleIssue, formatDouble, parseDouble } from './doubles.js';
export {
  addDecimals,
  canonicalDecimal,
  checkFractionDigits,
  checkTotalDigits,
  compareDecimals,
  decimal,
  isDecimal,
  multiplyDecimals,
  parseDecimal,
  roundDecimal,
  subtractDecimals,
  sumDecimals,
} from './decimal.js';
export type { Decimal } from './decimal.js';
export {
  dateFromDate,
  dateTimeFromDate,
  dateTimeToDate,
  hasTimezone,
  parseDate,
  parseDateTime,
  parseTime,
  timestampFromDate,
} from './date-time.js';
export type { DateString, DateTimeString, TimeString } from './date-time.js';
export {
  characterLength,
  checkEnumeration,
  checkLength,
  checkPattern,
  checkRange,
  octetLength,
  requireValid,
} from './facets.js';
export type { LengthFacets, LengthUnit, RangeFacets } from './facets.js';
export { checkOrderedRange, fixedValueIssue, sameValue } from './value-space.js';
export type { OrderedSpace, ValueSpace } from './value-space.js';
export {
  builtinWhiteSpace,
  lexicalIssue,
  stringIssue,
  hasLexicalCheck,
  LEXICAL_CHECKS,
  textParser,
} from './lexical-checks.js';
export type { LexicalBuiltin } from './lexical-checks.js';
export { lexicalForm, lexicalFormIssue, lexicalFormParser } from './lexical-forms.js';
export { collapseWhiteSpace, normalizeWhiteSpace, replaceWhiteSpace } from './white-space.js';
export type { WhiteSpace } from './white-space.js';
export { compileXsdPattern, XsdPatternError } from './xsd-pattern.js';
export {
  checkItemCount,
  checkItems,
  listEnumerationIssue,
  joinList,
  listItemIssue,
  splitList,
} from './lists.js';
export { checkUnion, checkUnionValue, formatUnion, parseUnion } from './unions.js';
export type { UnionMember, UnionMemberCheck } from './unions.js';
export {
  anyAttributeIssues,
  captureStrict,
  checkRawElementName,
  checkWildcardNamespace,
  declaredElements,
  rawDocument,
  rawElementIssue,
  undeclaredElementProblem,
  wildcardElementIssue,
  wildcardPhrase,
} from './wildcards.js';
export {
  childName,
  childProblem,
  listProblem,
  listValueIssue,
  objectProblem,
} from './hand-built.js';
export { childPaths, contentNames, countChildren, countMixed } from './mixed.js';
export { contentModelMismatch, matchesContentModel, valueFollowsContentModel } from './content-model.js';
export type { ContentModel } from './content-model.js';
export type { DeclaredElements, NamespaceConstraint } from './wildcards.js';
export { builtinValueIssue } from './builtin-values.js';
export type { PrefixLookup } from './builtin-values.js';
export { formatQName, parseQName, qname, qnameValueIssue, splitQName } from './qname-values.js';
export type { QNameString } from './qname-values.js';
export { xsiTypes, xsiTypeTarget } from './xsi-type.js';
export type { XsiTypes, XsiTypeTarget } from './xsi-type.js';
export { derivedTypes, xsiTypeIds, xsiTypeOfValue, XSI_TYPE_KEY } from './derived-types.js';
export type { DerivedTypes } from './derived-types.js';

// The rule layer: one definition of each rule, shared by `fleetcase validate` (over parsed
// documents) and the generated `validate*` functions (over typed values). Plain TypeScript.
export {
  runRules,
  RULES,
  treeNode,
  valueNode,
  parseEndpoint,
  formatEndpoint,
  resolveEndpointFor,
  describeRules,
  formatMessage,
  MESSAGES,
  comparePaths,
  withRuleIssues,
  writtenFormIssues,
  WRITTEN_FORM_RULES,
} from '../validate/rules/index.js';
export type {
  RuleNode,
  RuleContext,
  EndpointRef,
  EndpointTemplate,
  EndpointResolution,
  EndpointDocument,
  Issue,
  Severity,
  Rule,
  RuleDefinition,
  RuleScope,
  Finding,
  TreeNodeOptions,
  ValueNodeOptions,
} from '../validate/rules/index.js';
