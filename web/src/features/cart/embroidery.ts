// The name to embroider of a product that asks for one (spec section 5: personalization is checked
// before an add, and nothing is sent when it fails). The server checks the same rule again.

/** Letters (Turkish ones included), spaces and hyphens: the spec's 'string' mask. */
const STRING_MASK = /^[A-Za-zÇĞİÖŞÜçğıöşüÂÎÛâîû -]+$/;

export type EmbroideryError = 'required' | 'invalid' | null;

export function checkEmbroidery(value: string, max: number): EmbroideryError {
  const name = value.trim();
  if (name === '') return 'required';
  // The mask holds only single-unit letters, so length counts characters here.
  if (name.length > max || !STRING_MASK.test(name)) return 'invalid';
  return null;
}
