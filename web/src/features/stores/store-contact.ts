// A store's phone number as a link the phone can call.

/**
 * The tel: address of a phone number as the shop wrote it ("0 (212) 555 01 01", "+90 212 555 01 01"):
 * its digits, with the leading + kept; '' when it has no digits.
 */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return '';
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
