// The product page's rules on the client, mirroring the server's product::model: variant states
// (spec section 4), the subscription and money-order prices, multi-buy unit prices and the
// instalment table. Prices arrive as display numbers; the maths runs in whole minor units.
import type { InstallmentPlan, VariantData, VariantState } from './types';

export type VariantGroup = 1 | 2;

function own(v: VariantData, group: VariantGroup): number {
  return group === 1 ? v.TYPE1_ID : v.TYPE2_ID;
}

function other(v: VariantData, group: VariantGroup): number {
  return group === 1 ? v.TYPE2_ID : v.TYPE1_ID;
}

/**
 * A value of `group` when `subId` of the other group is chosen (null: nothing chosen there):
 * hidden when no variant pairs them, passive when every such variant is sold out.
 */
export function variantState(
  variants: VariantData[],
  group: VariantGroup,
  value: number,
  subId: number | null,
): { state: VariantState; variant: VariantData | null } {
  const matching = variants.filter((v) => own(v, group) === value && (subId === null || other(v, group) === subId));
  const first = matching[0];
  if (!first) return { state: 'hidden', variant: null };
  const inStock = matching.find((v) => v.STOCK > 0);
  return inStock ? { state: 'available', variant: inStock } : { state: 'passive', variant: first };
}

/** The variant of a colour to show after a colour change: same size when it has stock, else the
 * first size in stock, else the colour's first variant (sold out). */
export function variantForColour(variants: VariantData[], colour: number, size: number | null): VariantData | null {
  const ofColour = variants.filter((v) => v.TYPE1_ID === colour);
  return (
    ofColour.find((v) => v.TYPE2_ID === size && v.STOCK > 0) ??
    ofColour.find((v) => v.STOCK > 0) ??
    ofColour[0] ??
    null
  );
}

export function toMinor(amount: number): number {
  return Math.round(amount * 100);
}

export function fromMinor(minor: number): number {
  return minor / 100;
}

/** `percent` of a non-negative minor amount, rounded half up (as the server's percent_of). */
export function percentOf(minor: number, percent: number): number {
  return Math.floor((minor * percent + 50) / 100);
}

/** The price with the subscription discount taken off. */
export function subscriptionPrice(price: number, percent: number): number {
  if (percent <= 0) return price;
  const minor = toMinor(price);
  return fromMinor(minor - percentOf(minor, Math.min(percent, 100)));
}

/** Spec section 9: the money-order price adds MONEY_ORDER_PERCENT (negative for a discount). */
export function moneyOrderPrice(price: number, percent: number): number {
  const p = Math.max(-100, Math.min(100, percent));
  return fromMinor(Math.floor((toMinor(price) * (100 + p) + 50) / 100));
}

/** The unit price within a multi-buy tier. */
export function tierUnitPrice(price: number, percent: number): number {
  const minor = toMinor(price);
  return fromMinor(minor - percentOf(minor, Math.max(0, Math.min(100, percent))));
}

/** The VAT part of a VAT-inclusive price. */
export function includedVat(price: number, vatPercent: number): number {
  const base = 100 + Math.max(0, vatPercent);
  return fromMinor(Math.floor((toMinor(price) * vatPercent + Math.floor(base / 2)) / base));
}

export interface InstallmentLine {
  months: number;
  monthly: number;
  total: number;
  interestFree: boolean;
}

/** One row per plan length: no interest within the interest-free months, else the flat monthly
 * rate for every month; the monthly amount is rounded up so payments never fall short. */
export function installmentTable(price: number, plan: InstallmentPlan): InstallmentLine[] {
  const minor = toMinor(price);
  return plan.MONTHS.map((months) => {
    const m = Math.max(1, months);
    const interestFree = m <= plan.INTEREST_FREE_MONTHS;
    const interest = interestFree ? 0 : Math.floor((minor * plan.MONTHLY_RATE_BASIS_POINTS * m + 5000) / 10000);
    const total = minor + interest;
    return { months: m, monthly: fromMinor(Math.ceil(total / m)), total: fromMinor(total), interestFree };
  });
}

/** Spec section 9: a second tap within this window ends a pinch-zoom. */
export const DOUBLE_TAP_MS = 1000;

/** Is a tap at `now` the second of a double tap after one at `previous`? */
export function isDoubleTap(previous: number | null, now: number): boolean {
  return previous !== null && now - previous <= DOUBLE_TAP_MS;
}
