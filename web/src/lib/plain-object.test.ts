import { describe, expect, it } from 'vitest';
import { isPlainObject } from './plain-object';

describe('isPlainObject', () => {
  it('is an object with members, even an empty one', () => {
    expect(isPlainObject({ status: 1 })).toBe(true);
    expect(isPlainObject({})).toBe(true);
  });

  it('is not null, an array or a value', () => {
    for (const value of [null, undefined, [], [1], 'text', 0, true]) expect(isPlainObject(value)).toBe(false);
  });
});
