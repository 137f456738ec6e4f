// A value read from outside (a URL, storage, an answer's field key) checked against a fixed list
// of names, and then typed as one of them.
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
