import { describe, expect, it } from 'vitest';
import { loadFeatureMessages } from './i18n';
import { startTranslations, t } from './translate';

describe('a feature’s messages', () => {
  it('asked for before the page’s language started are fetched in that language', async () => {
    const asked: string[] = [];
    const loading = loadFeatureMessages({
      tr: () => (asked.push('tr'), Promise.resolve({ default: { account: { title: 'Hesabım' } } })),
      en: () => (asked.push('en'), Promise.resolve({ default: { account: { title: 'My account' } } })),
      ar: () => (asked.push('ar'), Promise.resolve({ default: { account: { title: 'حسابي' } } })),
    });
    await Promise.resolve();
    expect(asked).toEqual([]);
    startTranslations('ar', { header: { cart: 'سلتي' } });
    await loading;
    expect(asked).toEqual(['ar']);
    expect(t('account.title')).toBe('حسابي');
    expect(t('header.cart')).toBe('سلتي');
  });
});
