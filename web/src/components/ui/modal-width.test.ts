import { describe, expect, it } from 'vitest';
import { clampModalWidth, MODAL_MAX_WIDTH, MODAL_MIN_WIDTH } from './Modal';

describe('modal width', () => {
  it('stays between 400 and 580 px (spec section 9)', () => {
    expect([MODAL_MIN_WIDTH, MODAL_MAX_WIDTH]).toEqual([400, 580]);
    expect(clampModalWidth(200)).toBe(400);
    expect(clampModalWidth(480)).toBe(480);
    expect(clampModalWidth(1170)).toBe(580);
  });
});
