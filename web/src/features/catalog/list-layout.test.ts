import { afterEach, describe, expect, it, vi } from 'vitest';
import { installCookieJar } from '../../test/broken-storage';
import { chooseListLayout, LIST_LAYOUT_COOKIE, parseListLayout, readListLayout } from './list-layout';

describe('list layout', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is the grid unless the cookie says list', () => {
    expect(parseListLayout(null)).toBe('grid');
    expect(parseListLayout('list')).toBe('list');
    expect(parseListLayout('grid')).toBe('grid');
    expect(parseListLayout('tiles')).toBe('grid');
  });

  it('keeps the choice in a cookie and reloads the page', () => {
    const jar = installCookieJar();
    const reload = vi.fn();
    vi.stubGlobal('window', { location: { reload } });
    expect(readListLayout()).toBe('grid');
    chooseListLayout('list');
    expect(reload).toHaveBeenCalledOnce();
    expect(jar.cookie).toBe(`${LIST_LAYOUT_COOKIE}=list`);
    expect(readListLayout()).toBe('list');
  });
});
