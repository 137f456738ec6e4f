import { describe, expect, it } from 'vitest';
import { isOneOf } from './one-of';

const SIDES = ['start', 'end'] as const;

describe('isOneOf', () => {
  it('is a name of the list, exactly', () => {
    expect(isOneOf(SIDES, 'end')).toBe(true);
    expect(isOneOf(SIDES, 'End')).toBe(false);
    expect(isOneOf(SIDES, 'middle')).toBe(false);
  });

  it('is never a value that is not a string', () => {
    for (const value of [undefined, null, 0, ['start'], { start: true }]) expect(isOneOf(SIDES, value)).toBe(false);
  });
});
