import { describe, expect, it } from 'vitest';
import { languageTarget } from './LanguageSwitch';

const category = { PAGE_ID: 2, LINK_TYPE: 'category', TABLE_PAGE_ID: 9 };
const home = { PAGE_ID: 1, LINK_TYPE: 'home', TABLE_PAGE_ID: 0 };

describe('languageTarget', () => {
  it('goes to the link the server returned', () => {
    expect(languageTarget('/en/kiz-cocuk', category, 'en')).toBe('/en/kiz-cocuk');
  });

  it('goes home in the new language when the link is empty on the home page', () => {
    expect(languageTarget('', home, 'ar')).toBe('/ar/');
    expect(languageTarget('', home, 'tr')).toBe('/');
  });

  it('reloads (null) when the link is empty elsewhere', () => {
    expect(languageTarget('', category, 'en')).toBeNull();
  });
});
