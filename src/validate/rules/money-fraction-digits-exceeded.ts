/**
 * Money amounts are decimals with at most two fraction digits (SPEC.md "Conventions", item 5;
 * the deployed `Currency` and `Rate` types: xs:decimal, fractionDigits 2), and so are labor and
 * paint rates and hours (API-FACTS.md: all `Currency`). Like the XSD facet,
 * trailing zeros do not count (`1.500` is 1.5); text that is not a decimal is left to the schema.
 */
import { MONEY_FIELDS } from './field-kinds.js';
import { ALL_GENERATIONS } from './generation-sets.js';
import { leafRule } from './leaf-rule.js';

const ID = 'money-fraction-digits-exceeded';

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const ZERO = 0x30;

/** Significant fraction digits of a decimal literal (`'12.340'` -> 2): after the dot, trailing zeros left out. */
export function fractionDigits(decimal: string): number {
  const dot = decimal.indexOf('.');
  if (dot < 0) return 0;
  let end = decimal.length;
  while (end > dot + 1 && decimal.charCodeAt(end - 1) === ZERO) end--;
  return end - dot - 1;
}

/** A money amount, rate or hours has at most two fraction digits. */
export const moneyFractionDigitsExceeded = leafRule({
  id: ID,
  appliesTo: [{ generations: ALL_GENERATIONS, schema: '*', roots: '*' }],
  doc:
    'Money amounts, rates and hours (invoiceAmount, shopSupplies, hazWaste, freight, tax, totals, ' +
    'amount, unitPrice, unitCorePrice, rate, hours, shopReportedHours, ...) have at most two ' +
    'fraction digits; trailing zeros do not count, as in the XSD fractionDigits facet.',
  leaves: {
    names: MONEY_FIELDS,
    // The count first: nearly every amount has two digits or fewer, and then no expression runs.
    test: (value, element) => (fractionDigits(value) > 2 && DECIMAL.test(value) ? { value, element } : undefined),
  },
});
