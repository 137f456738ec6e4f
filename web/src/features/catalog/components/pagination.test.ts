import { describe, expect, it } from 'vitest';
import { pageHref, pageWindow } from './Pagination';

describe('pagination', () => {
  it('keeps other parameters and drops pg for the first page', () => {
    expect(pageHref('/kiz-cocuk', '?stock=1&pg=3', 4)).toBe('/kiz-cocuk?stock=1&pg=4');
    expect(pageHref('/kiz-cocuk', '?stock=1&pg=3', 1)).toBe('/kiz-cocuk?stock=1');
    expect(pageHref('/en/kiz-cocuk', '', 2)).toBe('/en/kiz-cocuk?pg=2');
  });

  it('shows the ends and the neighbours of the current page, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 12)).toEqual([1, null, 4, 5, 6, null, 12]);
    expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, null, 12]);
    expect(pageWindow(12, 12)).toEqual([1, null, 11, 12]);
  });
});
