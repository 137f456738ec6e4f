// How the shopper forms show what went wrong: the errors' timing (spec section 5), the fields a
// server refusal names, and a form's own failure.

/**
 * Errors are checked again on each submit, and nothing is focused when one fails: an error clears
 * when its field gets focus, so focusing the first one would hide it.
 */
export const SUBMIT_VALIDATION = { reValidateMode: 'onSubmit', shouldFocusError: false } as const;

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

/** A form's own failure, not a field's (the server's message, or why the form could not be sent). */
export function FormError({ text }: { text: string }) {
  if (!text) return null;
  return (
    <p className="member-alert member-alert--danger" role="alert">
      {text}
    </p>
  );
}
