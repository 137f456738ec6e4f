// For tests of the translation bundles: a bundle's messages by their dotted keys, and the
// interpolation variables of a message.

export type Tree = { [key: string]: string | Tree };

/** The bundle's messages by their dotted keys ('checkout.payment.title'). */
export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The names of the message's `{{variables}}`, sorted. */
export function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}
