// The shop's IBANs as a shopper paying by transfer reads and copies them (the payment step, the
// order page).

/** An IBAN in groups of four, as banks print it. */
export function groupedIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/** Puts the IBAN on the clipboard without its spaces; false where there is no clipboard (an
 * insecure page, a denied permission), and the IBAN stays selectable on the page. */
export async function copyIban(iban: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(iban.replace(/\s+/g, ''));
    return true;
  } catch {
    return false;
  }
}
