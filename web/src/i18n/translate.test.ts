import { describe, expect, it } from 'vitest';
import { addMessages, i18n, startTranslations, t } from './translate';

describe('translations', () => {
  it('fill placeholders and show a key without a text as itself or as the fallback given', () => {
    startTranslations('tr', { header: { allOf: 'Tüm {{name}}' } });
    expect(t('header.allOf', { name: 'Kız Çocuk' })).toBe('Tüm Kız Çocuk');
    expect(t('header.none')).toBe('header.none');
    expect(t('address.validation.odd', 'odd')).toBe('odd');
    expect(i18n.language).toBe('tr');
    expect(i18n.dir()).toBe('ltr');
  });

  it('choose the plural form by the language, with a text of its own for none', () => {
    startTranslations('tr', { cart: { count_zero: 'Sepet boş', count_one: '{{count}} ürün', count_other: '{{count}} ürün' } });
    expect(t('cart.count', { count: 0 })).toBe('Sepet boş');
    expect(t('cart.count', { count: 3 })).toBe('3 ürün');
    startTranslations('ar', {
      cart: { count_one: 'منتج واحد', count_two: 'منتجان', count_few: '{{count}} منتجات', count_other: '{{count}} منتج' },
    });
    expect(i18n.dir()).toBe('rtl');
    expect(t('cart.count', { count: 1 })).toBe('منتج واحد');
    expect(t('cart.count', { count: 2 })).toBe('منتجان');
    expect(t('cart.count', { count: 5 })).toBe('5 منتجات');
    // "many" has no text here: the "other" form stands in.
    expect(t('cart.count', { count: 11 })).toBe('11 منتج');
  });

  it("merge a feature's messages into the app's at every depth", () => {
    startTranslations('en', { customer: { titles: { login: 'Sign in' } } });
    addMessages({ customer: { privacy: { title: 'My data' } } });
    expect(t('customer.titles.login')).toBe('Sign in');
    expect(t('customer.privacy.title')).toBe('My data');
  });
});
