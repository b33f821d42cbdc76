/**
 * The messages of the rule layer, one per rule id: the only place their wording lives. A rule
 * returns arguments; `{name}` in a template is replaced by the argument `name`.
 */

/** Rule id -> message template. */
export const MESSAGES: Readonly<Record<string, string>> = {
  'case-required-field-missing':
    "<{element}> lacks '{field}', which every 0.0.7 CaseRequest must give (xsi:nil is allowed where nillable)",
  'case-create-detail-missing':
    'a 0.0.7 case created on an asset must give at least one of {fields}; none carries a value (nil or empty does not count)',
  'item-required-field-missing':
    "<{element}> lacks '{field}': an item is created with a code and a name",
  'item-vmrs-code-missing':
    "<{element}> lacks '{field}': a 0.0.7 item that gives VMRS codes gives all five ({codes})",
  'item-vmrs-given-twice':
    '<{element}> repeats <{other}>: a 0.0.7 item gives its VMRS codes once, under VMRS (the deployed spelling) or vmrs (SPEC.md), not both',
  'approval-reason-given-twice':
    '<{element}> repeats <{other}>: a 0.1 approval status gives its reason description once, as reason_description (the 0.1 sample) or reasonDescription (SPEC.md), not both; 0.2 keeps reasonDescription only',
  'work-status-code-case-mismatch':
    "work status code '{value}' is spelled '{expected}' in generation {generation}",
  'item-sold-status-misnamed':
    '<{found}> is not an item field in generation {generation}: the sold status is named <{expected}> there',
  'part-required-field-missing': "<{element}> lacks '{field}', which every part written must give",
  'additional-charge-field-missing':
    "<{element}> lacks '{field}': an additional charge needs a category, a description and an amount",
  'estimate-update-field-missing':
    "<{element}> lacks '{field}': an estimate update gives shopSupplies, hazWaste, freight and tax",
  'version-item-field-missing':
    "<{element}> lacks '{field}': each version update item gives its id and approvalStatus/name",
  'multi-item-root-unsupported':
    'creating several items in one <items> document needs the 0.2 EstimateItemRequest schema or later, not {generation}',
  'labor-total-ignored':
    '<{element}>/total is ignored on input (the server computes it); use fixedLaborTotal to fix the labor cost',
  'attachment-description-missing':
    "<{element}> lacks '{field}': an attachment upload is described",
  'service-request-subject-missing':
    "<{element}> lacks 'assetIdentifier/id': a service request names its asset (SPEC.md allows a parent case instead, but the FleetServiceRequest schema has no element for one)",
  'boolean-form-nonstandard': "<{element}> is '{value}': booleans are written true or false",
  'timestamp-form-nonstandard':
    "<{element}> is '{value}': timestamps are written YYYY-MM-DDThh:mm:ss.f, YYYY-MM-DDThh:mm:ssZ or YYYY-MM-DDThh:mm:ss±hh:mm",
  'date-form-nonstandard': "<{element}> is '{value}': dates are written YYYY-MM-DD, without zone",
  'money-fraction-digits-exceeded':
    "<{element}> is '{value}': money amounts, rates and hours have at most two fraction digits",
};

/**
 * Other wordings of a rule's message, where the advice depends on what the rule found: rule id
 * -> variant -> template. A finding picks one with its argument `variant` (no placeholder of
 * any template); without it, or for a variant not listed, `MESSAGES` gives the wording.
 */
export const MESSAGE_VARIANTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'item-sold-status-misnamed': {
    // An approval object (name, reason) or an approvalStatus beside soldStatus: not a sold status.
    'approval-object':
      '<{found}> is not an item field in generation {generation}: the approval status of an estimate version item is set through the version update ({endpoint}, items/item/approvalStatus/name); the item itself has only its sold status, <{expected}>',
  },
};

/** The names of the `{placeholders}` of a template, in order. */
export function placeholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
}

/**
 * The message of rule `id` with its arguments filled in (the wording of `MESSAGE_VARIANTS` that
 * the argument `variant` names, if any). An unknown id or a missing argument is
 * a bug in the rule layer; the registry test catches both, and here they show up in the text.
 */
export function formatMessage(id: string, args: Readonly<Record<string, string>>): string {
  const variants = Object.hasOwn(MESSAGE_VARIANTS, id) ? MESSAGE_VARIANTS[id] : undefined;
  const variant = Object.hasOwn(args, 'variant') ? args.variant : undefined;
  const template =
    variants !== undefined && variant !== undefined && Object.hasOwn(variants, variant)
      ? variants[variant]
      : Object.hasOwn(MESSAGES, id)
        ? MESSAGES[id]
        : `rule ${id} has no message`;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(args, name) ? args[name] : whole,
  );
}
