// The card purchase of a placed order against a stand-in provider client and token maker.
import { describe, expect, it, vi } from 'vitest';
import { RefusedAnswer, type MerchantToken, type WalletAnswer, type WalletCall, type WalletClient } from '../../wallet';
import { providerAnswer } from '../../wallet/testing';
import { orderSession, purchaseCall, rememberPendingPurchase, startPurchase, takePendingPurchase, type Purchase } from './pay';
import { stubSessionStorage } from '../../../test/memory-storage';

const RETURN_URL = 'https://shop.test/siparis/odeme?order=4821339017';
const NEW_CARD = { cardNumber: '4032801234567894', expiryDate: '3012', cvc: '123', cardHolderName: 'Elif Kaya' };

function answer(fault: Record<string, string> = {}, body: Record<string, unknown> = {}): WalletAnswer {
  return providerAnswer(fault, body);
}

function tokens() {
  let serial = 0;
  return vi.fn((call: WalletCall, referenceNo?: string, orderNo?: string): Promise<MerchantToken> => {
    serial += 1;
    return Promise.resolve({
      token: `token-for-${call}-${orderNo ?? 'none'}`,
      msisdn: '905321234567',
      referenceNo: referenceNo ?? `ref${serial}`,
      userId: '',
      expiresAt: 1_795_000_000,
    });
  });
}

function purchase(card: Purchase['card'], installmentCount = 1): Purchase {
  return { orderNo: '4821339017', amount: 129_990, installmentCount, card };
}

describe('the provider call of a purchase', () => {
  it('is remotePurchaseOther for a saved card, directPurchase for a new one, purchaseAndRegister when it is saved', () => {
    expect(purchaseCall({ kind: 'saved', alias: 'Bonus' })).toBe('remotePurchaseOther');
    expect(purchaseCall({ kind: 'new', card: NEW_CARD, saveAs: null })).toBe('directPurchase');
    expect(purchaseCall({ kind: 'new', card: NEW_CARD, saveAs: 'Maaş kartım' })).toBe('purchaseAndRegister');
  });
});

describe('starting a purchase', () => {
  it('pays a saved card with the order number, the grand total and the instalments, every token naming the order', async () => {
    const token = tokens();
    const remote = vi.fn(() => Promise.resolve(answer({ ResponseCode: '5001', Token: 'step-1' })));
    const session = orderSession({ remotePurchaseOther: remote } as unknown as WalletClient, 'tur', '4821339017', token);
    const started = await startPurchase(session, purchase({ kind: 'saved', alias: 'Bonus' }, 6), RETURN_URL);

    expect(token).toHaveBeenCalledWith('remotePurchaseOther', undefined, '4821339017');
    expect(remote).toHaveBeenCalledWith({
      token: 'token-for-remotePurchaseOther-4821339017',
      msisdn: '905321234567',
      referenceNo: 'ref1',
      orderNo: '4821339017',
      amount: 129_990,
      installmentCount: 6,
      language: 'tur',
      cardAlias: 'Bonus',
    });
    expect(started).toEqual({
      referenceNo: 'ref1',
      result: { kind: 'otp', pending: { validationRefNo: 'step-1', referenceNo: 'ref1', msisdn: '905321234567' } },
    });
    // The code step's token names the order too (a guest gets none otherwise).
    await session.token('validateTransaction', 'ref1');
    expect(token).toHaveBeenLastCalledWith('validateTransaction', 'ref1', '4821339017');
  });

  it('sends a new card with directPurchase and follows a 3-D Secure answer to the bank with the way back', async () => {
    const direct = vi.fn(() => Promise.resolve(answer({ ResponseCode: '5010', Url3D: 'https://bank.test/3d/abc?lang=tr' })));
    const session = orderSession({ directPurchase: direct } as unknown as WalletClient, 'tur', '4821339017', tokens());
    const started = await startPurchase(session, purchase({ kind: 'new', card: NEW_CARD, saveAs: null }), RETURN_URL);
    expect(direct).toHaveBeenCalledWith(expect.objectContaining({ ...NEW_CARD, orderNo: '4821339017', amount: 129_990, installmentCount: 1 }));
    expect(started.result).toEqual({ kind: 'threeD', url: `https://bank.test/3d/abc?lang=tr&returnUrl=${encodeURIComponent(RETURN_URL)}` });
  });

  it('saves the card under its name with purchaseAndRegister', async () => {
    const register = vi.fn(() => Promise.resolve(answer({ ResponseCode: '0000' })));
    const session = orderSession({ purchaseAndRegister: register } as unknown as WalletClient, 'eng', '4821339017', tokens());
    const started = await startPurchase(session, purchase({ kind: 'new', card: NEW_CARD, saveAs: 'Maaş kartım' }, 3), RETURN_URL);
    expect(register).toHaveBeenCalledWith(expect.objectContaining({ cardAlias: 'Maaş kartım', installmentCount: 3, language: 'eng' }));
    expect(started.result.kind).toBe('done');
  });

  it('rejects a declined card with the provider description', async () => {
    const direct = vi.fn(() => Promise.resolve(answer({ ResponseCode: '0051', ResponseDesc: 'Kart reddedildi' })));
    const session = orderSession({ directPurchase: direct } as unknown as WalletClient, 'tur', '4821339017', tokens());
    const attempt = startPurchase(session, purchase({ kind: 'new', card: NEW_CARD, saveAs: null }), RETURN_URL);
    await expect(attempt).rejects.toBeInstanceOf(RefusedAnswer);
    await expect(attempt).rejects.toMatchObject({ responseDesc: 'Kart reddedildi' });
  });
});

describe('the purchase waiting for the bank', () => {
  stubSessionStorage();

  it('is read once, for its own order only', () => {
    rememberPendingPurchase({ orderNo: '4821339017', referenceNo: 'ref9' });
    expect(takePendingPurchase('1111111111')).toBeNull();
    expect(takePendingPurchase('4821339017')).toEqual({ orderNo: '4821339017', referenceNo: 'ref9' });
    expect(takePendingPurchase('4821339017')).toBeNull();
  });

  it('is nothing when the note is unreadable', () => {
    sessionStorage.setItem('vitrin.checkout.pending-payment', '{nope');
    expect(takePendingPurchase('4821339017')).toBeNull();
  });
});
