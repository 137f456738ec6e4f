// The carrier the shopper chose on the shipping step, kept for the tab's session so the payment
// step (and a reload) asks the summary for the same one.
const CARRIER_KEY = 'vitrin.checkout.carrier';

export function readCarrier(): string {
  try {
    return window.sessionStorage.getItem(CARRIER_KEY) ?? '';
  } catch {
    return '';
  }
}

export function storeCarrier(code: string): void {
  try {
    if (code === '') window.sessionStorage.removeItem(CARRIER_KEY);
    else window.sessionStorage.setItem(CARRIER_KEY, code);
  } catch {
    // Storage refused (private mode): the choice lasts as long as the page.
  }
}

/** The carrier to use: the stored one when the summary still offers it, else the first offered. */
export function carrierToUse(stored: string, offered: readonly { code: string }[]): string {
  if (offered.some((carrier) => carrier.code === stored)) return stored;
  return offered[0]?.code ?? '';
}

/** The summary's carrier code of the pickup at the cart's store. */
export const STORE_CARRIER = 'store';
