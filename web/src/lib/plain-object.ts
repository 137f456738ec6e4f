// Reading JSON of unknown shape (an answer, a message table): an object with named members, not
// null and not an array, whose members are then read one by one.
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
