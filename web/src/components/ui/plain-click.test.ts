import type { MouseEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { isPlainClick } from './plain-click';

const click = (fields: Partial<MouseEvent>) =>
  ({ button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, ...fields }) as MouseEvent;

describe('isPlainClick', () => {
  it('is a main-button click without a modifier key', () => {
    expect(isPlainClick(click({}))).toBe(true);
  });

  it('is not a middle click nor one with ctrl, cmd, shift or alt (a new tab or window)', () => {
    expect(isPlainClick(click({ button: 1 }))).toBe(false);
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) expect(isPlainClick(click({ [key]: true }))).toBe(false);
  });
});
