import { describe, expect, it } from 'vitest';
import { leftToRight } from './bidi';

describe('a phone number in a sentence', () => {
  it('is wrapped in a left-to-right isolate and does not break across lines', () => {
    expect(leftToRight('+90 (532) 123 45 67')).toBe('\u2066+90\u00a0(532)\u00a0123\u00a045\u00a067\u2069');
  });
});
