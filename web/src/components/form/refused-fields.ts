// The fields a server refusal names, to flag in the form (the address book and the checkout read
// their refusals with it).
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/** A form field the server refused, with the message to show beside it. */
export interface FieldRefusal {
  key: string;
  message: string;
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The fields a refusal names: each `data[]` item's key with its statusText (or message). */
export function refusedFields(body: unknown): FieldRefusal[] {
  const data = body !== null && typeof body === 'object' && 'data' in body ? body.data : undefined;
  const fields: FieldRefusal[] = [];
  if (!Array.isArray(data)) return fields;
  for (const item of data as unknown[]) {
    if (item === null || typeof item !== 'object') continue;
    const { key, statusText, message } = item as { key?: unknown; statusText?: unknown; message?: unknown };
    const said = textOf(statusText) || textOf(message);
    if (typeof key === 'string' && key !== '' && said !== '') fields.push({ key, message: said });
  }
  return fields;
}

/**
 * Shows each refused field the form has (`fieldOf` names it, undefined for none) under its input;
 * false when it had none of them, so the refusal is the form's own to show.
 */
export function flagRefusedFields<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'setError'>,
  refusals: readonly FieldRefusal[],
  fieldOf: (key: string) => FieldPath<V> | undefined,
): boolean {
  let flagged = false;
  for (const refusal of refusals) {
    const name = fieldOf(refusal.key);
    if (!name) continue;
    form.setError(name, { type: 'server', message: refusal.message });
    flagged = true;
  }
  return flagged;
}
