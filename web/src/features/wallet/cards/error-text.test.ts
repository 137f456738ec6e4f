import type { TFunction } from '../../../i18n/translate';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { WalletError, type WalletErrorCode } from '../client';
import tr from '../messages/tr.json';
import { walletErrorText } from './error-text';
import { RefusedAnswer } from './flows';

// The Turkish bundle itself, so a missing key shows up as the key.
function lookup(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tr);
}
const t = ((key: string, values?: Record<string, string | number>) => {
  const text = lookup(key);
  if (typeof text !== 'string') return key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name] ?? ''));
}) as unknown as TFunction;

const CODES: WalletErrorCode[] = ['EINVALID_CARD', 'EINVALID_EXPIRY', 'EINVALID_AMOUNT', 'EENCRYPT', 'ECONNABORTED', 'ENETWORK', 'EPARSE', 'EHTTP', 'EANSWER'];

describe('the shopper-facing text of a failure', () => {
  it('has a Turkish message for every client failure code', () => {
    for (const code of CODES) {
      const text = walletErrorText(new WalletError('x', code), t);
      expect(text, code).not.toMatch(/^wallet\./);
    }
    expect(walletErrorText(new WalletError('Timeout of 100ms exceeded', 'ECONNABORTED'), t)).toBe(
      'Ödeme kuruluşu zamanında yanıt vermedi. Lütfen tekrar deneyin.',
    );
  });

  it('shows a refusal with the provider description, or its code', () => {
    expect(walletErrorText(new RefusedAnswer({ responseCode: '0051', responseDesc: 'Kart reddedildi' }), t)).toBe(
      'İşlem tamamlanamadı: Kart reddedildi',
    );
    expect(walletErrorText(new RefusedAnswer({ responseCode: '0051', responseDesc: '' }), t)).toContain('kod 0051');
    expect(walletErrorText(new RefusedAnswer({ responseCode: '5002', responseDesc: 'MPIN' }), t)).toContain('SMS');
  });

  it("passes the shop's own refusal through, and something unknown as the generic text", () => {
    expect(walletErrorText(new ApiError('Kart ile ödeme şu an kullanılamıyor.', 503, 'unavailable'), t)).toBe(
      'Kart ile ödeme şu an kullanılamıyor.',
    );
    expect(walletErrorText(new Error('boom'), t)).toBe('Bir hata oluştu. Lütfen tekrar deneyin.');
  });
});
