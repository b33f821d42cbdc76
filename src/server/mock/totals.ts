/**
 * The money the mock computes, exactly (the runtime's decimal arithmetic, never floating point):
 * labor and paint as rate x hours unless fixed, part totals, item totals (a fixed price wins),
 * additional-charge totals by category, and the estimate's roll-up.
 */
import { addDecimals, multiplyDecimals, parseDecimal, roundDecimal, sumDecimals, type Decimal } from '../../runtime/decimal.js';

/** A decimal from a value that may be missing or malformed: zero then. */
export function money(value: unknown): Decimal {
  if (typeof value !== 'string' && typeof value !== 'number') return '0.00' as Decimal;
  try {
    return roundDecimal(parseDecimal(String(value)), 2);
  } catch {
    return '0.00' as Decimal;
  }
}

/** `a x b`, rounded to cents. */
export function times(a: unknown, b: unknown): Decimal {
  return roundDecimal(multiplyDecimals(money(a), money(b)), 2);
}

/** The sum of amounts, with two fraction digits. */
export function total(amounts: readonly unknown[]): Decimal {
  return roundDecimal(sumDecimals(amounts.map(money)), 2);
}

/** Labor or paint: `fixed` when given, else rate x hours (zero without both). */
export function workTotal(work: unknown, fixedKey?: string): Decimal {
  if (typeof work !== 'object' || work === null) return '0.00' as Decimal;
  const fields = work as Record<string, unknown>;
  if (fixedKey && fields[fixedKey] !== undefined && fields[fixedKey] !== null) return money(fields[fixedKey]);
  if (fields['rate'] === undefined || fields['hours'] === undefined) return money(fields['total']);
  return times(fields['rate'], fields['hours']);
}

/** Charges summed per category, in the order categories first appear. */
export function chargeTotals(charges: ReadonlyArray<{ category?: unknown; amount?: unknown }>): Array<{ category: string; amount: Decimal }> {
  const totals = new Map<string, Decimal>();
  for (const charge of charges) {
    const category = String(charge.category ?? 'Other');
    totals.set(category, addDecimals(totals.get(category) ?? ('0.00' as Decimal), money(charge.amount)));
  }
  return [...totals].map(([category, amount]) => ({ category, amount: roundDecimal(amount, 2) }));
}
