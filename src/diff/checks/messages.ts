/**
 * The message table of the diff checks, keyed by check id: `message` says what changed, `action`
 * what an integrator does about it (the migration guide prints both). `{name}` placeholders are
 * filled from the finding: schema, root, path (document changes), endpoint, operationId (endpoint
 * changes) and the check's own arguments.
 */

/** The text of one check. */
export interface CheckMessage {
  message: string;
  action: string;
  /**
   * Advice naming `fleetcase migrate`, filled into the action's `{migrate?}` only when both sides
   * are generations of the API (migrate cannot carry documents of other schema sets).
   */
  migrate?: string;
}

/** Check id -> message and advice. */
export const MESSAGES: Readonly<Record<string, CheckMessage>> = {
  'schema-added': {
    message: '{schema} is a new document type (version {version}).',
    action: 'Nothing breaks; adopt {schema} where you need it (namespace {namespace}).',
  },
  'schema-removed': {
    message: '{schema} (version {version}) no longer exists.{sameRoots?}',
    action:
      'Stop sending or expecting {schema} documents; find the replacement endpoint or document.',
  },
  'namespace-changed': {
    message: 'In {schema} documents the {helper} namespace changes from {from} to {to}.',
    action:
      'Write and expect {helper} elements in {toNamespace}; a document in the old namespace is rejected.',
  },
  'namespace-added': {
    message: '{schema} documents now use the {helper} namespace ({to}).',
    action: 'Declare {toNamespace} when you write or read the elements it holds.',
  },
  'namespace-removed': {
    message: '{schema} documents no longer use the {helper} namespace ({from}).',
    action: 'Drop the {helper} namespace declaration and the elements it held.',
  },
  'document-folded': {
    message:
      '{schema} has more element paths than diff compares one by one (over {limit}), so an element that is itself a root of {schema} is compared once, at that root, and a type once, at the first path it is met at: a change inside them is listed there, not at every path that holds them.',
    action:
      'Read a change listed at a root or at the first path of a type as holding wherever that element or type appears; occurrence changes are still listed at each path.',
  },
  'schema-renamed': {
    message:
      '{schema} replaces {from}: both declare the root element(s) {roots}, so they are compared as one document.',
    action:
      'Treat {schema} as the new version of {from}; the changes listed for {schema} are those between them.',
  },
  'root-element-added': {
    message: '{schema} has a new root element <{root}>.',
    action: 'Nothing breaks; a document may now be a <{root}>.',
  },
  'root-element-removed': {
    message: '{schema} no longer has the root element <{root}>.',
    action: 'Stop sending or expecting <{root}> documents of {schema}.',
  },
  'element-added': {
    message: '{path} is new in {schema} ({type}).',
    action: 'Nothing breaks; send or read {path} when you need it.',
  },
  'required-element-added': {
    message: '{path} is new and required in {schema} ({type}).',
    action: 'Send {path} in every {schema} document.',
  },
  'element-removed': {
    message: '{path} no longer exists in {schema}.{instead?}',
    action: 'Stop sending {path} (the schema rejects it) and stop reading it{insteadAction?}.',
  },
  'element-renamed': {
    message: '{from} is renamed {path} in {schema} ({cite}).',
    action: 'Rename {from} to {path} when writing and reading{migrate?}.',
    migrate: '; `fleetcase migrate` rewrites stored documents',
  },
  'element-became-required': {
    message: '{path} became required in {schema}.',
    action: 'Always send {path} in {schema} documents.',
  },
  'response-element-became-required': {
    message: '{path} is now always present in {schema}.',
    action: 'Nothing breaks; readers may rely on {path}.',
  },
  'element-became-optional': {
    message: '{path} became optional in {schema}: readers may no longer find it.',
    action: 'Handle a {schema} without {path}.',
  },
  'request-element-became-optional': {
    message: '{path} became optional in {schema}.',
    action: 'Nothing breaks; you may leave {path} out.',
  },
  'element-became-nillable': {
    message: '{path} may now be xsi:nil="true" in {schema}.',
    action: 'Handle a nil {path} (no value) when reading.',
  },
  'request-element-became-nillable': {
    message: '{path} may now be sent as xsi:nil="true" in {schema}.',
    action: 'Nothing breaks; you may send a nil {path} for "no value".',
  },
  'element-became-non-nillable': {
    message: '{path} may no longer be xsi:nil in {schema}.',
    action: 'Send a value for {path}, or leave it out where it is optional; never xsi:nil.',
  },
  'response-element-became-non-nillable': {
    message: '{path} is no longer xsi:nil in {schema}.',
    action: 'Nothing breaks; readers always get a value for {path} when it is present.',
  },
  'element-became-list': {
    message: '{path} may now repeat in {schema} ({times}).',
    action: 'Read {path} as a list.',
  },
  'request-element-became-list': {
    message: '{path} may now be repeated in {schema} ({times}).',
    action: 'Nothing breaks; you may send several {path}.',
  },
  'element-became-single': {
    message: '{path} may appear only once in {schema} (was {times}).',
    action: 'Send at most one {path}.',
  },
  'response-element-became-single': {
    message: '{path} now appears at most once in {schema} (was {times}).',
    action: 'Nothing breaks; a list reader still works.',
  },
  'element-max-lowered': {
    message: '{path} may now appear {times} in {schema} (was {was}).',
    action: 'Send at most {max} of {path}.',
  },
  'response-element-max-raised': {
    message: '{path} may now appear {times} in {schema} (was {was}).',
    action: 'Read every {path}, however many come; a reader checking the old bound refuses the answer.',
  },
  'element-min-raised': {
    message: '{path} must now appear at least {min} times in {schema} (was {was}).',
    action: 'Send at least {min} of {path}.',
  },
  'response-element-min-lowered': {
    message: '{path} may now appear only {min} time(s) in {schema} (was at least {was}).',
    action: 'Handle fewer {path} than {was}.',
  },
  'element-type-changed': {
    message: '{path} changes type in {schema}: {from} becomes {to}.{value?}',
    action: 'Write and parse {path} as {to}{migrate?}.{valueAction?}',
    migrate: '; `fleetcase migrate` carries what maps',
  },
  'element-type-widened': {
    message:
      '{path} changes type in {schema}: {from} becomes {to}, which admits more values.{textStays?}',
    action: 'Parse {path} as {to}: a reader that expects {from} may get values it cannot read.',
  },
  'request-element-type-widened': {
    message:
      '{path} changes type in {schema}: {from} becomes {to}, which accepts every value sent before.',
    action: 'Nothing breaks; you may send any {to} in {path}.',
  },
  'element-type-narrowed': {
    message: '{path} changes type in {schema}: {from} becomes {to}, which admits fewer values.',
    action: 'Send only {to} values in {path}; a {from} value outside {to} is rejected{migrate?}.',
    migrate: ' (`fleetcase migrate` reports stored documents that no longer validate)',
  },
  'response-element-type-narrowed': {
    message: '{path} changes type in {schema}: {from} becomes {to}, a subset of it.',
    action: 'Nothing breaks; a reader of {from} reads every {to}.',
  },
  'attribute-added': {
    message: '{path} is new in {schema} ({type}).',
    action: 'Nothing breaks; send or read {path} when you need it.',
  },
  'required-attribute-added': {
    message: '{path} is new and required in {schema} ({type}).',
    action: 'Send {path} wherever its element occurs in {schema} documents.',
  },
  'attribute-removed': {
    message: '{path} no longer exists in {schema}.{instead?}',
    action: 'Stop sending {path} (the schema rejects it) and stop reading it{insteadAction?}.',
  },
  'attribute-became-required': {
    message: '{path} became required in {schema}.',
    action: 'Always send {path} in {schema} documents.',
  },
  'response-attribute-became-required': {
    message: '{path} is now always present in {schema}.',
    action: 'Nothing breaks; readers may rely on {path}.',
  },
  'attribute-became-optional': {
    message: '{path} became optional in {schema}: readers may no longer find it.',
    action: 'Handle a {schema} without {path}.',
  },
  'request-attribute-became-optional': {
    message: '{path} became optional in {schema}.',
    action: 'Nothing breaks; you may leave {path} out.',
  },
  'attribute-type-changed': {
    message: '{path} changes type in {schema}: {from} becomes {to}.',
    action: 'Write and parse {path} as {to}.',
  },
  'attribute-type-widened': {
    message: '{path} changes type in {schema}: {from} becomes {to}, which admits more values.',
    action: 'Parse {path} as {to}: a reader that expects {from} may get values it cannot read.',
  },
  'request-attribute-type-widened': {
    message:
      '{path} changes type in {schema}: {from} becomes {to}, which accepts every value sent before.',
    action: 'Nothing breaks; you may send any {to} in {path}.',
  },
  'attribute-type-narrowed': {
    message: '{path} changes type in {schema}: {from} becomes {to}, which admits fewer values.',
    action: 'Send only {to} values in {path}; a {from} value outside {to} is rejected.',
  },
  'response-attribute-type-narrowed': {
    message: '{path} changes type in {schema}: {from} becomes {to}, a subset of it.',
    action: 'Nothing breaks; a reader of {from} reads every {to}.',
  },
  'element-default-changed': {
    message: 'The default of {path} changes from {from} to {to} in {schema}.',
    action: 'Where {path} is empty, a validating reader now sees {means}; write its value when it matters.',
  },
  'attribute-default-changed': {
    message: 'The default of {path} changes from {from} to {to} in {schema}.',
    action:
      'Where {path} is left out, a validating reader now sees {means}; write {path} when its value matters.',
  },
  'element-namespace-changed': {
    message: '{path} moves from {fromWords} to {toWords} in {schema}.',
    action: 'Write {path} {how}.',
  },
  'element-order-changed': {
    message: 'The children of {path} come in another order in {schema}: {now}, where it was {before}.',
    action: 'Write them in the new order; a document in the old order is refused.',
  },
  'content-model-narrowed': {
    message: 'The children of {path} may combine in fewer ways in {schema}: {from} becomes {to}; some documents sent before are now refused.',
    action: 'Send the children of {path} as {to} allows.',
  },
  'response-content-model-narrowed': {
    message: 'The children of {path} combine in fewer ways in {schema}: {from} becomes {to}.',
    action: 'Nothing breaks; readers get fewer combinations of children.',
  },
  'content-model-widened': {
    message: 'The children of {path} may combine in more ways in {schema}: {from} becomes {to}; readers may get combinations they did not before.',
    action: 'Read the children of {path} as {to} allows.',
  },
  'request-content-model-widened': {
    message: 'The children of {path} may combine in more ways in {schema}: {from} becomes {to}.',
    action: 'Nothing breaks; {path} takes more combinations of children.',
  },
  'element-order-required': {
    message: 'The children of {path} must now come in schema order in {schema}.',
    action: 'Write the children of {path} in the order of the schema.',
  },
  'substitute-removed': {
    message: '{members} may no longer stand in place of {path} in {schema}.',
    action: 'Write {path} itself (or a member its substitution group still has) where you wrote {members}{migrate?}.',
    migrate: ' (`fleetcase migrate` reports stored documents that no longer validate)',
  },
  'substitute-added': {
    message: '{members} may now stand in place of {path} in {schema}.',
    action: 'Expect {members} where you read {path}.',
  },
  'element-became-abstract': {
    message: '{path} became abstract in {schema}: only the members of its substitution group may stand there.',
    action: 'Write a member of the substitution group of {path} instead of {path} itself.',
  },
  'derived-type-removed': {
    message: 'An xsi:type on {at} may no longer name {types} in {schema}.',
    action: 'Where you named {types}, write the element of its own type or name a derived type it still has{migrate?}.',
    migrate: ' (`fleetcase migrate` reports stored documents that no longer validate)',
  },
  'derived-type-added': {
    message: 'An xsi:type on {at} may now name {types} in {schema}.',
    action: 'Expect an xsi:type naming {types} (and its content) where you read these elements.',
  },
  'type-became-abstract': {
    message: 'The type of {at} became abstract in {schema}: each must name a type derived from it in xsi:type.',
    action: 'Give each such element an xsi:type naming a type derived from its type.',
  },
  'identity-constraint-added': {
    message: '{path} has a new identity constraint in {schema}: {constraint}.',
    action: 'Keep the values {constraint} selects unique (and, for a keyref, referring to an existing key) under {path}.',
  },
  'identity-constraint-removed': {
    message: '{path} no longer has the identity constraint {constraint} in {schema}.',
    action: 'Do not rely on the values {constraint} selected being unique under {path}.',
  },
  'wildcard-narrowed': {
    message: 'The {what} of {path} {take} less in {schema}: {from} becomes {to}.',
    action: 'Send under {path} only extension content that {to} takes; what {from} alone took is rejected{migrate?}.',
    migrate: ' (`fleetcase migrate` reports stored documents that no longer validate)',
  },
  'wildcard-widened': {
    message: 'The {what} of {path} {take} more in {schema}: {from} becomes {to}.',
    action: 'Expect extension content under {path} that {from} did not take; ignore what you do not know.',
  },
  'element-order-relaxed': {
    message: 'The children of {path} may now come in any order in {schema}.',
    action: 'Do not rely on the order of the children of {path}.',
  },
  'enum-value-added': {
    message: '{path} may now be "{value}" in {schema}.',
    action: 'Handle "{value}" (and unknown values) when reading {path}.',
  },
  'request-enum-value-added': {
    message: '{path} now accepts "{value}" in {schema}.',
    action: 'Nothing breaks; you may send "{value}".',
  },
  'enum-value-removed': {
    message: '{path} no longer accepts "{value}" in {schema}.',
    action: 'Stop sending "{value}" in {path}.',
  },
  'response-enum-value-removed': {
    message: '{path} is no longer "{value}" in {schema}.',
    action: 'Nothing breaks; readers will not see "{value}" any more.',
  },
  'enum-value-renamed': {
    message: '{path} value "{from}" is renamed "{to}" in {schema} ({cite}).',
    action: 'Write and read "{to}" instead of "{from}"{migrate?}.',
    migrate: '; `fleetcase migrate` rewrites stored documents',
  },
  'facet-tightened': {
    message:
      'The {facet} of {path} changes from {from} to {to} in {schema}: some values sent before are now rejected.',
    action: 'Check the values you send in {path} against {facet} {to}.',
  },
  'pattern-changed': {
    message: 'The pattern of {path} changes from {from} to {to} in {schema}: values sent before may not all match it.',
    action: 'Check the values you send in {path} against the pattern {to}.',
  },
  'response-facet-tightened': {
    message: 'The {facet} of {path} changes from {from} to {to} in {schema}.',
    action: 'Nothing breaks; readers get a narrower set of values.',
  },
  'facet-loosened': {
    message:
      'The {facet} of {path} changes from {from} to {to} in {schema}: readers may get values they did not before.',
    action: 'Accept values of {path} allowed by {facet} {to}.',
  },
  'request-facet-loosened': {
    message: 'The {facet} of {path} changes from {from} to {to} in {schema}.',
    action: 'Nothing breaks; {path} accepts more values.',
  },
  'endpoint-added': {
    message: '{endpoint} is new{note}.',
    action: 'Nothing breaks; call {endpoint} where you need it.',
  },
  'endpoint-removed': {
    message: '{endpoint} no longer exists{note}.',
    action: 'Stop calling {endpoint}{note}.',
  },
  'endpoint-alias-added': {
    message: '{endpoint} is also reachable as {alias}.',
    action: 'Nothing breaks.',
  },
  'endpoint-alias-removed': {
    message: '{endpoint} is no longer reachable as {alias}.',
    action: 'Call {endpoint} instead of {alias}.',
  },
  'path-param-renamed': {
    message: 'The path parameter {{from}} of {endpoint} is now named {{to}}.',
    action: 'Nothing breaks; only generated clients rename the argument.',
  },
  'query-param-added': {
    message: '{endpoint} accepts the query parameter {param}.',
    action: 'Nothing breaks; use {param} when you need it.',
  },
  'required-query-param-added': {
    message: '{endpoint} requires the new query parameter {param}.',
    action: 'Send {param} on every call of {endpoint}.',
  },
  'query-param-removed': {
    message: '{endpoint} no longer accepts the query parameter {param}.',
    action: 'Stop sending {param}; filter otherwise.',
  },
  'query-param-became-required': {
    message: 'The query parameter {param} of {endpoint} became required.',
    action: 'Send {param} on every call of {endpoint}.',
  },
  'query-param-became-optional': {
    message: 'The query parameter {param} of {endpoint} became optional.',
    action: 'Nothing breaks.',
  },
  'page-size-changed': {
    message: '{endpoint} returns {to} results per response (was {from}).',
    action: 'Check paging loops and any assumption about the number of results.',
  },
  'success-status-changed': {
    message: '{endpoint} answers success with {to} (was {from}).',
    action: 'Accept {to} as success.',
  },
  'error-status-changed': {
    message: '{endpoint} documents the error statuses {to} (was {from}).',
    action: 'Handle the error statuses {to}.',
  },
  'request-body-added': {
    message: '{endpoint} now requires a request body ({body}).',
    action: 'Send a {body} body with {endpoint}.',
  },
  'request-body-removed': {
    message: '{endpoint} no longer takes a request body ({body}).',
    action: 'Call {endpoint} without a body.',
  },
  'request-content-type-changed': {
    message: '{endpoint} takes {to} instead of {from}.',
    action: 'Send the body of {endpoint} as {to}.',
  },
  'request-schema-changed': {
    message: '{endpoint} takes {to} documents instead of {from}.',
    action: 'Send {to} documents to {endpoint}.',
  },
  'request-root-added': {
    message: '{endpoint} also accepts <{root}> {schema} documents.',
    action: 'Nothing breaks; you may send <{root}> documents.',
  },
  'request-root-removed': {
    message: '{endpoint} no longer accepts <{root}> {schema} documents.',
    action: 'Stop sending <{root}> documents to {endpoint}.',
  },
  'response-body-changed': {
    message: '{endpoint} answers {status} with {to} (was {from}).',
    action: 'Read the {status} answer of {endpoint} as {to}.',
  },
  'endpoint-rule-added': {
    message: '{endpoint} now checks: {rule}.',
    action: 'Make requests to {endpoint} satisfy "{rule}".',
  },
  'endpoint-rule-removed': {
    message: '{endpoint} no longer checks: {rule}.',
    action: 'Nothing breaks.',
  },
};

/**
 * Fills `{name}` placeholders from `args`; `{{name}}` keeps braces around the value; `{name?}` is
 * optional (empty when the finding has no such argument). An unknown placeholder stays as
 * written, so a test can find it.
 * @example renderMessage('{path} became required', { path: '/case/cause' }) // '/case/cause became required'
 */
export function renderMessage(
  template: string,
  args: Readonly<Record<string, string | number | undefined>>,
): string {
  return template.replace(
    /\{\{(\w+)\}\}|\{(\w+)(\?)?\}/g,
    (whole, braced: string | undefined, plain: string | undefined, optional?: string) => {
      const value = args[(braced ?? plain)!];
      if (value === undefined) return optional ? '' : whole;
      return braced ? `{${value}}` : String(value);
    },
  );
}
