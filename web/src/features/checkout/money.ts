// The checkout's amounts come in kuruş; prices are shown in lira the shop's way ("1.234,50 TL").
import { formatPrice } from '../../lib/format';

export const CHECKOUT_CURRENCY = 'TRY';

export function kurusToLira(kurus: number): number {
  return kurus / 100;
}

export function formatKurus(kurus: number): string {
  return formatPrice(kurusToLira(kurus), CHECKOUT_CURRENCY);
}

/** What the free-shipping bar fills: the part of the threshold reached, 0 to 100. */
export function freeShippingPercent(threshold: number, remaining: number): number {
  if (threshold <= 0) return 100;
  const reached = Math.min(threshold, Math.max(0, threshold - remaining));
  return Math.round((reached / threshold) * 100);
}
