// The carrier the shopper chose on the shipping step, kept for the tab's session so the payment
// step (and a reload) asks the summary for the same one.
import { readTabItem, writeTabItem } from '../../lib/tab-storage';

const CARRIER_KEY = 'vitrin.checkout.carrier';

export function readCarrier(): string {
  return readTabItem(CARRIER_KEY) ?? '';
}

export function storeCarrier(code: string): void {
  writeTabItem(CARRIER_KEY, code === '' ? null : code);
}

/** The carrier to use: the stored one when the summary still offers it, else the first offered. */
export function carrierToUse(stored: string, offered: readonly { code: string }[]): string {
  if (offered.some((carrier) => carrier.code === stored)) return stored;
  return offered[0]?.code ?? '';
}

/** The summary's carrier code of the pickup at the cart's store. */
export const STORE_CARRIER = 'store';
