/**
 * The registry of classifying checks (STYLE.md "Diff first, then classify"). The neutral diff
 * (../diff-generations.ts) records WHAT changed between two generations; each check below reads
 * change records of some kinds and says what that means for an integrator, at a level fixed here
 * (breaking / warning / info) and for one side of the API (request writers, response readers, or
 * both). Messages and advice live in ./messages.ts, keyed by the check id.
 *
 * Add a check: write `<id>.ts` exporting `defineCheck({ id, level, direction, kinds, doc, check })`,
 * add its message to ./messages.ts, list it below, and add the fixture pair
 * `test/fixtures/diff/<id>/{base,revision}/` with its row in test/diff/checks.test.ts.
 */
import type { Check } from './check.js';
import { schemaAdded } from './schema-added.js';
import { schemaRemoved } from './schema-removed.js';
import { namespaceChanged } from './namespace-changed.js';
import { namespaceAdded } from './namespace-added.js';
import { namespaceRemoved } from './namespace-removed.js';
import { schemaRenamed } from './schema-renamed.js';
import { documentFolded } from './document-folded.js';
import { elementOrderChanged } from './element-order-changed.js';
import { rootElementAdded } from './root-element-added.js';
import { rootElementRemoved } from './root-element-removed.js';
import { elementAdded } from './element-added.js';
import { requiredElementAdded } from './required-element-added.js';
import { elementRemoved } from './element-removed.js';
import { elementRenamed } from './element-renamed.js';
import { elementBecameRequired } from './element-became-required.js';
import { responseElementBecameRequired } from './response-element-became-required.js';
import { elementBecameOptional } from './element-became-optional.js';
import { requestElementBecameOptional } from './request-element-became-optional.js';
import { elementBecameNillable } from './element-became-nillable.js';
import { requestElementBecameNillable } from './request-element-became-nillable.js';
import { elementBecameNonNillable } from './element-became-non-nillable.js';
import { responseElementBecameNonNillable } from './response-element-became-non-nillable.js';
import { elementBecameList } from './element-became-list.js';
import { requestElementBecameList } from './request-element-became-list.js';
import { elementBecameSingle } from './element-became-single.js';
import { responseElementBecameSingle } from './response-element-became-single.js';
import { elementMaxLowered } from './element-max-lowered.js';
import { responseElementMaxRaised } from './response-element-max-raised.js';
import { elementMinRaised } from './element-min-raised.js';
import { responseElementMinLowered } from './response-element-min-lowered.js';
import { elementTypeChanged } from './element-type-changed.js';
import { elementTypeWidened } from './element-type-widened.js';
import { requestElementTypeWidened } from './request-element-type-widened.js';
import { elementTypeNarrowed } from './element-type-narrowed.js';
import { responseElementTypeNarrowed } from './response-element-type-narrowed.js';
import { attributeAdded } from './attribute-added.js';
import { requiredAttributeAdded } from './required-attribute-added.js';
import { attributeRemoved } from './attribute-removed.js';
import { attributeBecameRequired } from './attribute-became-required.js';
import { responseAttributeBecameRequired } from './response-attribute-became-required.js';
import { attributeBecameOptional } from './attribute-became-optional.js';
import { requestAttributeBecameOptional } from './request-attribute-became-optional.js';
import { attributeTypeChanged } from './attribute-type-changed.js';
import { attributeTypeWidened } from './attribute-type-widened.js';
import { requestAttributeTypeWidened } from './request-attribute-type-widened.js';
import { attributeTypeNarrowed } from './attribute-type-narrowed.js';
import { responseAttributeTypeNarrowed } from './response-attribute-type-narrowed.js';
import { attributeDefaultChanged } from './attribute-default-changed.js';
import { elementDefaultChanged } from './element-default-changed.js';
import { elementNamespaceChanged } from './element-namespace-changed.js';
import { elementOrderRequired } from './element-order-required.js';
import { elementOrderRelaxed } from './element-order-relaxed.js';
import { contentModelNarrowed } from './content-model-narrowed.js';
import { responseContentModelNarrowed } from './response-content-model-narrowed.js';
import { contentModelWidened } from './content-model-widened.js';
import { requestContentModelWidened } from './request-content-model-widened.js';
import { wildcardNarrowed } from './wildcard-narrowed.js';
import { wildcardWidened } from './wildcard-widened.js';
import { substituteRemoved } from './substitute-removed.js';
import { substituteAdded } from './substitute-added.js';
import { elementBecameAbstract } from './element-became-abstract.js';
import { derivedTypeRemoved } from './derived-type-removed.js';
import { derivedTypeAdded } from './derived-type-added.js';
import { typeBecameAbstract } from './type-became-abstract.js';
import { identityConstraintAdded } from './identity-constraint-added.js';
import { identityConstraintRemoved } from './identity-constraint-removed.js';
import { enumValueAdded } from './enum-value-added.js';
import { requestEnumValueAdded } from './request-enum-value-added.js';
import { enumValueRemoved } from './enum-value-removed.js';
import { responseEnumValueRemoved } from './response-enum-value-removed.js';
import { enumValueRenamed } from './enum-value-renamed.js';
import { facetTightened } from './facet-tightened.js';
import { patternChanged } from './pattern-changed.js';
import { responseFacetTightened } from './response-facet-tightened.js';
import { facetLoosened } from './facet-loosened.js';
import { requestFacetLoosened } from './request-facet-loosened.js';
import { endpointAdded } from './endpoint-added.js';
import { endpointRemoved } from './endpoint-removed.js';
import { endpointAliasAdded } from './endpoint-alias-added.js';
import { endpointAliasRemoved } from './endpoint-alias-removed.js';
import { pathParamRenamed } from './path-param-renamed.js';
import { queryParamAdded } from './query-param-added.js';
import { requiredQueryParamAdded } from './required-query-param-added.js';
import { queryParamRemoved } from './query-param-removed.js';
import { queryParamBecameRequired } from './query-param-became-required.js';
import { queryParamBecameOptional } from './query-param-became-optional.js';
import { pageSizeChanged } from './page-size-changed.js';
import { successStatusChanged } from './success-status-changed.js';
import { errorStatusChanged } from './error-status-changed.js';
import { requestBodyAdded } from './request-body-added.js';
import { requestBodyRemoved } from './request-body-removed.js';
import { requestContentTypeChanged } from './request-content-type-changed.js';
import { requestSchemaChanged } from './request-schema-changed.js';
import { requestRootAdded } from './request-root-added.js';
import { requestRootRemoved } from './request-root-removed.js';
import { responseBodyChanged } from './response-body-changed.js';
import { endpointRuleAdded } from './endpoint-rule-added.js';
import { endpointRuleRemoved } from './endpoint-rule-removed.js';

export { defineCheck, directionApplies, type Check, type FindingArgs } from './check.js';
export { MESSAGES, renderMessage, type CheckMessage } from './messages.js';

/**
 * Every check, documents first, then elements, attributes, enumerations and facets (of elements
 * and attributes alike), then endpoints.
 */
export const CHECKS: readonly Check[] = [
  schemaAdded,
  schemaRemoved,
  schemaRenamed,
  documentFolded,
  namespaceChanged,
  namespaceAdded,
  namespaceRemoved,
  rootElementAdded,
  rootElementRemoved,
  elementAdded,
  requiredElementAdded,
  elementRemoved,
  elementRenamed,
  elementBecameRequired,
  responseElementBecameRequired,
  elementBecameOptional,
  requestElementBecameOptional,
  elementBecameNillable,
  requestElementBecameNillable,
  elementBecameNonNillable,
  responseElementBecameNonNillable,
  elementBecameList,
  requestElementBecameList,
  elementBecameSingle,
  responseElementBecameSingle,
  elementMaxLowered,
  responseElementMaxRaised,
  elementMinRaised,
  responseElementMinLowered,
  elementTypeChanged,
  elementTypeWidened,
  requestElementTypeWidened,
  elementTypeNarrowed,
  responseElementTypeNarrowed,
  elementNamespaceChanged,
  elementOrderRequired,
  elementOrderChanged,
  elementOrderRelaxed,
  contentModelNarrowed,
  responseContentModelNarrowed,
  contentModelWidened,
  requestContentModelWidened,
  wildcardNarrowed,
  wildcardWidened,
  substituteRemoved,
  substituteAdded,
  elementBecameAbstract,
  derivedTypeRemoved,
  derivedTypeAdded,
  typeBecameAbstract,
  identityConstraintAdded,
  identityConstraintRemoved,
  attributeAdded,
  requiredAttributeAdded,
  attributeRemoved,
  attributeBecameRequired,
  responseAttributeBecameRequired,
  attributeBecameOptional,
  requestAttributeBecameOptional,
  attributeTypeChanged,
  attributeTypeWidened,
  requestAttributeTypeWidened,
  attributeTypeNarrowed,
  responseAttributeTypeNarrowed,
  attributeDefaultChanged,
  elementDefaultChanged,
  enumValueAdded,
  requestEnumValueAdded,
  enumValueRemoved,
  responseEnumValueRemoved,
  enumValueRenamed,
  facetTightened,
  patternChanged,
  responseFacetTightened,
  facetLoosened,
  requestFacetLoosened,
  endpointAdded,
  endpointRemoved,
  endpointAliasAdded,
  endpointAliasRemoved,
  pathParamRenamed,
  queryParamAdded,
  requiredQueryParamAdded,
  queryParamRemoved,
  queryParamBecameRequired,
  queryParamBecameOptional,
  pageSizeChanged,
  successStatusChanged,
  errorStatusChanged,
  requestBodyAdded,
  requestBodyRemoved,
  requestContentTypeChanged,
  requestSchemaChanged,
  requestRootAdded,
  requestRootRemoved,
  responseBodyChanged,
  endpointRuleAdded,
  endpointRuleRemoved,
];

/** The check with this id, or undefined. */
export function findCheck(id: string): Check | undefined {
  return CHECKS.find((check) => check.id === id);
}
