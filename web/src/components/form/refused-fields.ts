// The fields a server refusal names, to flag in the form (the address book and the checkout read
// their refusals with it).

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
