/**
 * Which local names carry booleans, timestamps, dates and money, for the convention rules of
 * SPEC.md "Conventions" (items 4-6). The rules work on documents without loading schemas, so the
 * kinds are listed by name; each name has one kind everywhere in the API (SPEC.md field tables,
 * checked against every generation of the vendor XSDs). A name that is sometimes a container
 * (`additionalChargesTotals/total` holds category and amount) is only checked where it holds text.
 */

/** `xs:boolean` fields (SPEC.md: "Booleans are `true` or `false`"). */
export const BOOLEAN_FIELDS: ReadonlySet<string> = new Set([
  'closed',
  'customerReviewed',
  'internal',
  'loaded',
  'public',
  'recallPending',
  'underWarranty',
]);

/** `xs:dateTime` fields (SPEC.md: "Timestamps are ISO 8601 date-times"). */
export const TIMESTAMP_FIELDS: ReadonlySet<string> = new Set([
  'assetArrived',
  'assetCheckInTime',
  'assetDepartedTime',
  'atr',
  'confirmedAppointmentTime',
  'createdAt',
  'customerRequestedAppointmentTime',
  'customerRequestedCompletionTime',
  'downtime',
  'etr',
  'followupTime',
  'generatedAt',
  'reviewedAt',
  'serviceLocationSuggestedAppointmentTime',
  'timestamp',
  'updatedAt',
  'uptime',
]);

/** `xs:date` fields (SPEC.md: "Dates are `YYYY-MM-DD`"). */
export const DATE_FIELDS: ReadonlySet<string> = new Set(['invoiceDate', 'warrantyStartDate']);

/** Money amounts and rates (`Currency`, labor and paint `Rate`; SPEC.md "Money amounts are decimals"). */
export const MONEY_FIELDS: ReadonlySet<string> = new Set([
  'amount',
  'coreTotal',
  'fixedLaborTotal',
  'fixedPriceTotal',
  'freight',
  'hazWaste',
  // Labor and paint hours are Currency too (API-FACTS.md: "rates and hours", review r19 spec L3).
  'hours',
  'invoiceAmount',
  'laborTotal',
  'partsTotal',
  'rate',
  'shopReportedHours',
  'shopReportedTotal',
  'shopSupplies',
  'tax',
  'total',
  'totalPrice',
  'unitCorePrice',
  'unitPrice',
]);
