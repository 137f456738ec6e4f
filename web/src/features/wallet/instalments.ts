// Instalment options for an amount under a card family's plan: the web's mirror of the server's
// wallet/instalments.rs (same rules, same rounding, same numbers in the tests). Amounts are in
// minor units (kuruş); no React here, so the product page can use it without the wallet feature.

/** A card family's plan, as the card-info call and the product page carry it. */
export interface InstalmentPlan {
  /** Instalment counts besides a single payment, ascending (at most 12). */
  counts: readonly number[];
  /** Total surcharge in percent for each count, in the order of `counts`. */
  rates: readonly number[];
  /** Minor units below which only a single payment is offered. */
  minAmount: number;
}

export interface InstalmentOption {
  /** 1 for a single payment. */
  count: number;
  /** Minor units, every payment together. */
  total: number;
  /** Minor units per payment, rounded up so the payments never fall short of the total. */
  monthly: number;
  interestFree: boolean;
}

/** The plan key for credit cards whose family has no plan of its own. */
export const DEFAULT_FAMILY = 'default';

/** `amount` with a surcharge of `rate` percent, rounded to the minor unit (half up). */
export function totalWithRate(amount: number, rate: number): number {
  // Same operations in the same order as the server, so both round alike.
  return amount + Math.round((amount * rate) / 100);
}

/** A single payment always; the plan's counts when the amount reaches its minimum. */
export function instalmentOptions(amount: number, plan: InstalmentPlan | null | undefined): InstalmentOption[] {
  const base = Math.max(0, Math.round(amount));
  const options: InstalmentOption[] = [{ count: 1, total: base, monthly: base, interestFree: true }];
  if (!plan || base < plan.minAmount) return options;
  plan.counts.forEach((raw, index) => {
    const count = Math.max(1, raw);
    const rate = plan.rates[index] ?? 0;
    const total = totalWithRate(base, rate);
    options.push({ count, total, monthly: Math.ceil(total / count), interestFree: rate === 0 });
  });
  return options;
}
