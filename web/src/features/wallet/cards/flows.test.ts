// The saved-card steps against a stand-in provider client and token maker.
import { describe, expect, it, vi } from 'vitest';
import type { MerchantToken, WalletCall } from '../api';
import { WalletError, type WalletAnswer, type WalletClient } from '../client';
import { readAnswer } from '../client/answer';
import { envelope } from '../client/testing/provider-stand-in';
import { RefusedAnswer, fetchAccountState, fetchCards, resendOtp, startRegister, submitOtp, type WalletSession } from './flows';

const RETURN_URL = 'https://shop.test/hesabim';

function answer(fault: Record<string, string> = {}, body: Record<string, unknown> = {}): WalletAnswer {
  return readAnswer(envelope(fault, body));
}

function session(methods: Partial<WalletClient>) {
  const token = vi.fn(
    (call: WalletCall, referenceNo?: string): Promise<MerchantToken> =>
      Promise.resolve({
        token: `token-for-${call}`,
        msisdn: '905321234567',
        referenceNo: referenceNo ?? '8800',
        userId: '42',
        expiresAt: 1_795_000_000,
      }),
  );
  const value: WalletSession = { client: methods as WalletClient, language: 'tur', token };
  return { session: value, token };
}

const CARD = { cardNumber: '4032801234567894', expiryDate: '2912', cvc: '123', cardHolderName: 'Ayşe Yılmaz', cardAlias: 'Bonus' };

describe('the account state', () => {
  it('is read from the status flags with a token for checkMasterPassEndUser', async () => {
    const check = vi.fn(() => Promise.resolve(answer({}, { AccountStatus: '011100' })));
    const { session: s, token } = session({ checkMasterPassEndUser: check });
    expect(await fetchAccountState(s)).toBe('linked');
    expect(token).toHaveBeenCalledWith('checkMasterPassEndUser');
    expect(check).toHaveBeenCalledWith({ token: 'token-for-checkMasterPassEndUser', userId: '42', msisdn: '905321234567', language: 'tur' });
  });

  it('refuses an answer without a status', async () => {
    const check = vi.fn(() => Promise.resolve(answer({ ResponseCode: '9999', ResponseDesc: 'Geçersiz token' })));
    await expect(fetchAccountState(session({ checkMasterPassEndUser: check }).session)).rejects.toBeInstanceOf(RefusedAnswer);
  });
});

describe('the card list', () => {
  it('is empty for "no cards" (1051)', async () => {
    const list = vi.fn(() => Promise.resolve(answer({ ResponseCode: '1051', ResponseDesc: 'Kart yok' })));
    expect(await fetchCards(session({ listManagement: list }).session)).toEqual([]);
  });

  it('gives the cards of a success', async () => {
    const list = vi.fn(() =>
      Promise.resolve(answer({}, { ListItems: { ListItem: [{ Name: 'Bonus', Value1: '4032 80** **** 7894', UniqueId: 'u1' }] } })),
    );
    const cards = await fetchCards(session({ listManagement: list }).session);
    expect(cards.map((card) => [card.alias, card.maskedNumber])).toEqual([['Bonus', '4032 80** **** 7894']]);
  });

  it('refuses any other code with its description', async () => {
    const list = vi.fn(() => Promise.resolve(answer({ ResponseCode: '0510', ResponseDesc: 'Sistem hatası' })));
    await expect(fetchCards(session({ listManagement: list }).session)).rejects.toThrow('Sistem hatası');
  });
});

describe('saving a card', () => {
  it('sends the card with the register token, msisdn and reference, and waits for the SMS code (5001)', async () => {
    const register = vi.fn(() => Promise.resolve(answer({ ResponseCode: '5001', Token: 'vref-1' })));
    const { session: s } = session({ register });
    const step = await startRegister(s, CARD, RETURN_URL);
    expect(register).toHaveBeenCalledWith({ token: 'token-for-register', msisdn: '905321234567', referenceNo: '8800', ...CARD, language: 'tur' });
    expect(step).toEqual({ kind: 'otp', pending: { validationRefNo: 'vref-1', referenceNo: '8800', msisdn: '905321234567' } });
  });

  it('goes to the bank page with the return address for 3-D Secure (5010)', async () => {
    const register = vi.fn(() => Promise.resolve(answer({ ResponseCode: '5010', Url3D: 'https://pay.test/3d/9?lang=tr' })));
    const step = await startRegister(session({ register }).session, CARD, RETURN_URL);
    expect(step).toEqual({ kind: 'threeD', url: `https://pay.test/3d/9?lang=tr&returnUrl=${encodeURIComponent(RETURN_URL)}` });
  });

  it('passes a declined card on as a refusal, and the client failures as they are', async () => {
    const declined = vi.fn(() => Promise.resolve(answer({ ResponseCode: '0051', ResponseDesc: 'Kart reddedildi' })));
    await expect(startRegister(session({ register: declined }).session, CARD, RETURN_URL)).rejects.toThrow('Kart reddedildi');
    const timeout = vi.fn(() => Promise.reject(new WalletError('Timeout of 100ms exceeded', 'ECONNABORTED')));
    await expect(startRegister(session({ register: timeout }).session, CARD, RETURN_URL)).rejects.toMatchObject({ code: 'ECONNABORTED' });
  });
});

describe('the SMS code', () => {
  const pending = { validationRefNo: 'vref-1', referenceNo: '8800', msisdn: '905321234567' };

  it('is sent as typed with a validateTransaction token for the step reference', async () => {
    const validate = vi.fn(() => Promise.resolve(answer()));
    const { session: s, token } = session({ validateTransaction: validate });
    const result = await submitOtp(s, pending, '123456', RETURN_URL);
    expect(result.kind).toBe('done');
    expect(token).toHaveBeenCalledWith('validateTransaction', '8800');
    expect(validate).toHaveBeenCalledWith({
      token: 'token-for-validateTransaction',
      validationRefNo: 'vref-1',
      validationCode: '123456',
      referenceNo: '8800',
      pinType: 'otp',
      language: 'tur',
    });
  });

  it('leaves the step open when wrong (1409 naming the step), with the tries left the provider gives', async () => {
    const wrong = vi.fn(() =>
      Promise.resolve(answer({ ResponseCode: '1409', ResponseDesc: 'Doğrulama kodu hatalı. Kalan deneme hakkı: 2.', Token: 'vref-1' })),
    );
    expect(await submitOtp(session({ validateTransaction: wrong }).session, pending, '000000', RETURN_URL)).toEqual({
      kind: 'wrongCode',
      left: 2,
    });
    const plain = vi.fn(() => Promise.resolve(answer({ ResponseCode: '1409', ResponseDesc: 'Hatalı kod', Token: 'vref-1' })));
    expect(await submitOtp(session({ validateTransaction: plain }).session, pending, '000000', RETURN_URL)).toEqual({
      kind: 'wrongCode',
      left: null,
    });
  });

  it('makes one validateTransaction call per code and never a purchase or a new code', async () => {
    const validate = vi.fn(() => Promise.resolve(answer({ ResponseCode: '1409', ResponseDesc: 'Kalan deneme hakkı: 2.', Token: 'vref-1' })));
    const others = {
      directPurchase: vi.fn(),
      remotePurchaseOther: vi.fn(),
      purchaseAndRegister: vi.fn(),
      resendOtp: vi.fn(),
      register: vi.fn(),
    };
    const { session: s, token } = session({ validateTransaction: validate, ...others });
    await submitOtp(s, pending, '000000', RETURN_URL);
    expect(validate).toHaveBeenCalledTimes(1);
    expect(token.mock.calls.map(([call]) => call)).toEqual(['validateTransaction']);
    for (const other of Object.values(others)) expect(other).not.toHaveBeenCalled();
  });

  it('tells a spent step (1409 without the step, 1410) from a code too old (1413)', async () => {
    const spent = vi.fn(() => Promise.resolve(answer({ ResponseCode: '1409', ResponseDesc: 'Doğrulama kodu üç kez hatalı girildi' })));
    expect(await submitOtp(session({ validateTransaction: spent }).session, pending, '000000', RETURN_URL)).toEqual({ kind: 'locked' });
    const unknown = vi.fn(() => Promise.resolve(answer({ ResponseCode: '1410' })));
    expect(await submitOtp(session({ validateTransaction: unknown }).session, pending, '000000', RETURN_URL)).toEqual({ kind: 'locked' });
    const old = vi.fn(() => Promise.resolve(answer({ ResponseCode: '1413', Token: 'vref-1' })));
    expect(await submitOtp(session({ validateTransaction: old }).session, pending, '000000', RETURN_URL)).toEqual({ kind: 'expired' });
  });

  it('goes on with a new reference after a resend, or the old one', async () => {
    const renewed = vi.fn(() => Promise.resolve(answer({ ResponseCode: '5001', Token: 'vref-2' })));
    expect((await resendOtp(session({ resendOtp: renewed }).session, pending)).validationRefNo).toBe('vref-2');
    const same = vi.fn(() => Promise.resolve(answer()));
    expect((await resendOtp(session({ resendOtp: same }).session, pending)).validationRefNo).toBe('vref-1');
  });
});
