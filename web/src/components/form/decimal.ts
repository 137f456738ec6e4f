// A measure typed by hand (a child's height or weight): digits with a decimal point or, as Turkish
// keyboards give it, a decimal comma. The field's mask (maskPrice) already keeps only digits, '.'
// and ','; what is left may still be no number ("1,2,3").

/** What a measure field holds: nothing, a number, or text that is not one. */
export type TypedDecimal = { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'invalid' };

const DECIMAL = /^(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

export function parseDecimal(text: string): TypedDecimal {
  const typed = text.trim();
  if (typed === '') return { kind: 'empty' };
  if (!DECIMAL.test(typed)) return { kind: 'invalid' };
  return { kind: 'number', value: Number(typed.replace(',', '.')) };
}

/** Several typed measures as numbers (null where left empty), or the fields that hold no number. */
export function parseDecimals<K extends string>(
  typed: Record<K, string>,
): { ok: true; values: Record<K, number | null> } | { ok: false; invalid: K[] } {
  const values = {} as Record<K, number | null>;
  const invalid: K[] = [];
  for (const key of Object.keys(typed) as K[]) {
    const parsed = parseDecimal(typed[key]);
    if (parsed.kind === 'invalid') invalid.push(key);
    else values[key] = parsed.kind === 'number' ? parsed.value : null;
  }
  return invalid.length > 0 ? { ok: false, invalid } : { ok: true, values };
}
