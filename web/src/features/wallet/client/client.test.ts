import { describe, expect, it, vi } from 'vitest';
import { decryptHex, readVector } from '../../../../scripts/wallet-rsa-vector.mjs';
import { RESPONSE } from './answer';
import { DEFAULT_TIMEOUT_MS, createWalletClient, type WalletClient, type WalletSettings } from './client';
import { envelope, jsonReply, standInFetch, walletRefusal, type Reply } from './testing/provider-stand-in';

// A fixed test key pair (the committed vector's): the tests decrypt what the client sends.
const { privateKeyPem, modulus, exponent } = readVector();

const SETTINGS: WalletSettings = {
  baseUrl: 'https://provider.example/v2/',
  clientId: '34700001',
  publicKey: { modulus, exponent },
  timeoutMs: 5000,
  retries: 1,
};
const NOW = new Date('2026-11-25T09:30:00.000Z');

function client(...replies: Reply[]): { wallet: WalletClient; sent: () => Record<string, unknown>; fetch: ReturnType<typeof standInFetch>['fetch'] } {
  const stand = standInFetch(...(replies.length > 0 ? replies : [jsonReply(envelope())]));
  const wallet = createWalletClient(SETTINGS, {
    fetch: stand.fetch,
    now: () => NOW,
    fingerprint: () => 'device-fp',
    sleep: () => Promise.resolve(),
  });
  const sent = () => {
    const last = stand.requests.at(-1);
    if (!last) throw new Error('nothing was sent');
    return last.body;
  };
  return { wallet, sent, fetch: stand.fetch };
}

function decrypted(value: unknown): string {
  if (typeof value !== 'string') throw new Error(`not a ciphertext: ${String(value)}`);
  return decryptHex(privateKeyPem, value);
}

const SHOPPER = { token: 'merchant-token', msisdn: '905321234567' };
const CARD = {
  cardNumber: '4032 8012 3456 7894',
  expiryDate: '2812',
  cvc: '123',
  cardHolderName: 'Ayşe Yılmaz',
};
const PURCHASE = { referenceNo: '1000200030', orderNo: 'SIP-42', amount: 129_990, installmentCount: '3' };

describe('every call', () => {
  it('posts to {baseUrl}/{call} with the protocol constants', async () => {
    const { wallet, sent, fetch } = client();
    await wallet.listManagement({ ...SHOPPER, additionalParams: { channel: 'web' } });
    expect(fetch.mock.calls[0]?.[0]).toBe('https://provider.example/v2/listManagement');
    expect(sent()).toEqual({
      msisdn: '905321234567',
      token: 'merchant-token',
      listType: 'ACCOUNT',
      version: '34',
      clientType: '1',
      clientId: '34700001',
      dateTime: '2026-11-25T09:30:00.000Z',
      fp: 'device-fp',
      additionalParams: { channel: 'web' },
    });
  });

  it('has one method per path of the specification', async () => {
    const { wallet, fetch } = client();
    const calls: [string, () => Promise<unknown>][] = [
      ['remotePurchaseOther', () => wallet.remotePurchaseOther({ ...SHOPPER, ...PURCHASE, cardAlias: 'Kart' })],
      ['register', () => wallet.register({ ...SHOPPER, ...CARD, referenceNo: '1', cardAlias: 'Kart' })],
      ['deleteCard', () => wallet.deleteCard({ ...SHOPPER, cardAlias: 'Kart' })],
      ['updateUser', () => wallet.updateUser({ ...SHOPPER, oldValue: 'a', newValue: 'b', valueType: 'EMAIL' })],
      ['forgotPassword', () => wallet.forgotPassword({ ...SHOPPER, referenceNo: '1', cardNumber: CARD.cardNumber, cvc: '123' })],
      ['checkMasterPassEndUser', () => wallet.checkMasterPassEndUser({ ...SHOPPER, userId: '7' })],
      ['addCardToMasterPass', () => wallet.addCardToMasterPass({ ...SHOPPER, cardAlias: 'Kart' })],
      ['linkCardToClient', () => wallet.linkCardToClient(SHOPPER)],
      ['commitTransaction', () => wallet.commitTransaction({ token: 't', referenceNo: '1' })],
      [
        'validateTransaction',
        () => wallet.validateTransaction({ token: 't', validationRefNo: 'v', validationCode: '123456', referenceNo: '1', pinType: 'otp' }),
      ],
      ['purchaseAndRegister', () => wallet.purchaseAndRegister({ ...SHOPPER, ...PURCHASE, ...CARD, cardAlias: 'Kart' })],
      ['completeRegistration', () => wallet.completeRegistration({ ...SHOPPER, referenceNo: '1', token2: 't2' })],
      ['listManagement', () => wallet.listManagement(SHOPPER)],
      ['resendOtp', () => wallet.resendOtp({ validationRefNo: 'v' })],
      ['directPurchase', () => wallet.directPurchase({ ...SHOPPER, ...PURCHASE, ...CARD })],
      ['verifyPin', () => wallet.verifyPin({ ...SHOPPER, referenceNo: '1', pin: '1234' })],
    ];
    for (const [, run] of calls) await run();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(
      calls.map(([path]) => `https://provider.example/v2/${path}`),
    );
  });

  it('keeps one fingerprint for the client when none is given', async () => {
    const stand = standInFetch(jsonReply(envelope()));
    const wallet = createWalletClient({ ...SETTINGS, baseUrl: 'https://provider.example/v2' }, { fetch: stand.fetch });
    await wallet.listManagement(SHOPPER);
    await wallet.listManagement(SHOPPER);
    const [first, second] = stand.requests;
    expect(first?.url).toBe('https://provider.example/v2/listManagement');
    expect(first?.body.fp).toMatch(/^[0-9a-f]{32}$/);
    expect(second?.body.fp).toBe(first?.body.fp);
    expect(Date.parse(String(first?.body.dateTime))).not.toBeNaN();
  });

  it('answers the envelope read into a WalletAnswer', async () => {
    const { wallet } = client(jsonReply(envelope({ ResponseCode: '5001', Token: 'vref' })));
    const answer = await wallet.register({ ...SHOPPER, ...CARD, referenceNo: '1', cardAlias: 'Kart' });
    expect(answer.ok).toBe(false);
    expect(answer.responseCode).toBe(RESPONSE.otpRequired);
    expect(answer.token).toBe('vref');
  });
});

describe('card fields', () => {
  it('register sends the card number (spaces removed), the cvc encrypted and the texts URL-encoded', async () => {
    const { wallet, sent } = client();
    await wallet.register({ ...SHOPPER, ...CARD, referenceNo: '555', cardAlias: 'Maaş kartım & ev', language: 'eng' });
    const body = sent();
    expect(decrypted(body.rtaPan)).toBe('4032801234567894');
    expect(decrypted(body.cvc)).toBe('123');
    expect(body.expiryDate).toBe('2812');
    expect(body.accountAliasName).toBe('Maa%C5%9F%20kart%C4%B1m%20%26%20ev');
    expect(body.cardHolderName).toBe('Ay%C5%9Fe%20Y%C4%B1lmaz');
    expect(body).toMatchObject({
      msisdn: '905321234567',
      token: 'merchant-token',
      referenceNo: '555',
      sendSms: 'Y',
      sendSmsLanguage: 'eng',
      actionType: 'A',
      eActionType: 'A',
      cardTypeFlag: '05',
      cpinFlag: 'Y',
      defaultAccount: 'Y',
      mmrpConfig: '110010',
      identityVerificationFlag: 'Y',
      mobileAccountConfig: 'MWA',
      timeZone: '+03',
      uiChannelType: '6',
    });
    expect(body).not.toHaveProperty('userId');
  });

  it('refuses a card number that fails Luhn without sending anything', async () => {
    const { wallet, fetch } = client();
    const calls = [
      wallet.register({ ...SHOPPER, ...CARD, cardNumber: '4032 8012 3456 7895', referenceNo: '1', cardAlias: 'K' }),
      wallet.directPurchase({ ...SHOPPER, ...PURCHASE, ...CARD, cardNumber: '1234' }),
      wallet.purchaseAndRegister({ ...SHOPPER, ...PURCHASE, ...CARD, cardNumber: '', cardAlias: 'K' }),
      wallet.forgotPassword({ ...SHOPPER, referenceNo: '1', cardNumber: '4032801234567895', cvc: '123' }),
    ];
    for (const call of calls) expect((await walletRefusal(call)).code).toBe('EINVALID_CARD');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses an expired or malformed expiry date without sending anything', async () => {
    const { wallet, fetch } = client();
    for (const expiryDate of ['2610', '1299', '2613', '12/28']) {
      const error = await walletRefusal(wallet.register({ ...SHOPPER, ...CARD, expiryDate, referenceNo: '1', cardAlias: 'K' }));
      expect(error.code).toBe('EINVALID_EXPIRY');
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('encrypts a cvc of 3 or 4 digits and sends any other as empty', async () => {
    const { wallet, sent } = client();
    const cvcs: [string, string | null][] = [
      ['123', '123'],
      ['1234', '1234'],
      [' 987 ', '987'],
      ['12', null],
      ['12345', null],
      ['12a', null],
      ['', null],
    ];
    for (const [typed, expected] of cvcs) {
      await wallet.directPurchase({ ...SHOPPER, ...PURCHASE, ...CARD, cvc: typed });
      const { cvc } = sent();
      if (expected === null) expect(cvc).toBe('');
      else expect(decrypted(cvc)).toBe(expected);
    }
  });

  it('a saved-card purchase sends the alias encoded, an empty cvc when none is asked, and the amount as digits', async () => {
    const { wallet, sent } = client();
    await wallet.remotePurchaseOther({ ...SHOPPER, ...PURCHASE, cardAlias: 'İş kartı' });
    expect(sent()).toMatchObject({
      listAccountName: '%C4%B0%C5%9F%20kart%C4%B1',
      cvc: '',
      amount: '129990',
      orderNo: 'SIP-42',
      referenceNo: '1000200030',
      installmentCount: 3,
      sendSmsLanguage: 'tur',
    });
    await wallet.remotePurchaseOther({ ...SHOPPER, ...PURCHASE, cardAlias: 'K', cvc: '4321' });
    expect(decrypted(sent().cvc)).toBe('4321');
  });

  it('purchaseAndRegister sends the purchase, the card and the new card alias', async () => {
    const { wallet, sent } = client();
    await wallet.purchaseAndRegister({ ...SHOPPER, ...PURCHASE, ...CARD, cardAlias: 'Yeni kart', userId: 'u-9' });
    const body = sent();
    expect(decrypted(body.rtaPan)).toBe('4032801234567894');
    expect(body).toMatchObject({ accountAliasName: 'Yeni%20kart', amount: '129990', userId: 'u-9', actionType: 'A' });
  });

  it('forgotPassword encrypts the card number as encPan and the cvv', async () => {
    const { wallet, sent } = client();
    await wallet.forgotPassword({ ...SHOPPER, referenceNo: '1', cardNumber: CARD.cardNumber, cvc: '456' });
    expect(decrypted(sent().encPan)).toBe('4032801234567894');
    expect(decrypted(sent().cvv)).toBe('456');
  });
});

describe('validation codes', () => {
  const step = { token: 't', validationRefNo: 'vref-1', referenceNo: '77' };

  it('sends an SMS code as typed', async () => {
    const { wallet, sent } = client();
    await wallet.validateTransaction({ ...step, validationCode: ' 123456 ', pinType: 'otp' });
    expect(sent()).toMatchObject({
      validationRefNo: 'vref-1',
      validationCode: '123456',
      pinType: 'otp',
      referenceNo: '77',
      token: 't',
      sendSmsLanguage: 'tur',
    });
  });

  it('encrypts the wallet PIN and the cvv', async () => {
    const { wallet, sent } = client();
    await wallet.validateTransaction({ ...step, validationCode: '246810', pinType: 'mpin' });
    expect(decrypted(sent().validationCode)).toBe('246810');
    await wallet.validateTransaction({ ...step, validationCode: '321', pinType: 'cvv' });
    expect(decrypted(sent().validationCode)).toBe('321');
    await wallet.verifyPin({ ...SHOPPER, referenceNo: '1', pin: '9876' });
    expect(decrypted(sent().validationCode)).toBe('9876');
  });

  it('resendOtp sends the validation reference and language, and no token when it has none', async () => {
    const { wallet, sent } = client();
    await wallet.resendOtp({ validationRefNo: 'vref-1', language: 'eng' });
    expect(sent()).toMatchObject({ validationRefNo: 'vref-1', sendSmsLanguage: 'eng' });
    expect(sent()).not.toHaveProperty('token');
  });
});

describe('numbers and flags', () => {
  it('sends installmentCount as a number when numeric, else as given', async () => {
    const { wallet, sent } = client();
    const counts: [number | string, number | string][] = [
      [6, 6],
      ['6', 6],
      [' 12 ', 12],
      ['', ''],
      ['peşin', 'peşin'],
    ];
    for (const [given, expected] of counts) {
      await wallet.directPurchase({ ...SHOPPER, ...PURCHASE, ...CARD, installmentCount: given });
      expect(sent().installmentCount).toStrictEqual(expected);
    }
  });

  it('refuses an amount that is not a positive whole number of kuruş without sending anything', async () => {
    const { wallet, fetch } = client();
    for (const amount of [0, -100, 12.5, Number.NaN, 2 ** 60]) {
      const error = await walletRefusal(wallet.remotePurchaseOther({ ...SHOPPER, ...PURCHASE, amount, cardAlias: 'K' }));
      expect(error.code).toBe('EINVALID_AMOUNT');
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leaves false booleans and missing values out, and keeps true ones', async () => {
    const { wallet, sent } = client();
    await wallet.linkCardToClient({ ...SHOPPER, extraFields: { isMsisdnValidatedByMerchant: false, installmentInfo: true, email: undefined } });
    const body = sent();
    expect(body).not.toHaveProperty('isMsisdnValidatedByMerchant');
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('cardAliasName');
    expect(body.installmentInfo).toBe(true);
    await wallet.linkCardToClient({ ...SHOPPER, cardAlias: 'Ev kartı' });
    expect(sent().cardAliasName).toBe('Ev%20kart%C4%B1');
  });

  it('never lets an extra field replace a modelled one, nor the protocol constants', async () => {
    const { wallet, sent } = client();
    await wallet.register({
      ...SHOPPER,
      ...CARD,
      referenceNo: '1',
      cardAlias: 'K',
      extraFields: { rtaPan: '4032801234567894', email: 'a@b.example', userId: 'u-1', version: '33' },
    });
    expect(decrypted(sent().rtaPan)).toBe('4032801234567894');
    expect(sent()).toMatchObject({ email: 'a@b.example', userId: 'u-1', version: '34' });
  });

  it('deleteCard, commitTransaction and checkMasterPassEndUser send their fields', async () => {
    const { wallet, sent } = client();
    await wallet.deleteCard({ ...SHOPPER, cardAlias: 'Eski kart' });
    expect(sent()).toMatchObject({ msisdn: '905321234567', accountAliasName: 'Eski%20kart', token: 'merchant-token' });
    await wallet.commitTransaction({ token: 't', referenceNo: 'R1' });
    expect(sent()).toMatchObject({ token: 't', referenceNo: 'R1', sendSms: 'N' });
    await wallet.checkMasterPassEndUser({ ...SHOPPER, userId: 'member-7' });
    expect(sent()).toMatchObject({ userId: 'member-7', msisdn: '905321234567', token: 'merchant-token' });
    await wallet.updateUser({ ...SHOPPER, oldValue: '905321234567', newValue: '905551112233', valueType: 'MSISDN' });
    expect(sent()).toMatchObject({ oldValue: '905321234567', theNewValue: '905551112233', valueType: 'MSISDN' });
  });
});

describe('transport through the client', () => {
  it('retries a 500 as configured and then fails with EHTTP', async () => {
    const { wallet, fetch } = client(new Response('Internal Server Error', { status: 500 }));
    const error = await walletRefusal(wallet.listManagement(SHOPPER));
    expect(error.code).toBe('EHTTP');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('falls back to a default time limit when the settings have none', async () => {
    vi.useFakeTimers();
    try {
      const hanging = vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => {
              reject(new DOMException('aborted', 'AbortError'));
            });
          }),
      );
      const wallet = createWalletClient({ ...SETTINGS, timeoutMs: 0 }, { fetch: hanging });
      const pending = walletRefusal(wallet.listManagement(SHOPPER));
      await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
      expect(vi.getTimerCount()).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect((await pending).message).toBe(`Timeout of ${DEFAULT_TIMEOUT_MS}ms exceeded`);
    } finally {
      vi.useRealTimers();
    }
  });

  it('uses the default sleep between retries', async () => {
    vi.useFakeTimers();
    try {
      const stand = standInFetch(new TypeError('offline'), jsonReply(envelope()));
      const wallet = createWalletClient(SETTINGS, { fetch: stand.fetch });
      const pending = wallet.listManagement(SHOPPER);
      await vi.advanceTimersByTimeAsync(299);
      expect(stand.fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(pending).resolves.toMatchObject({ ok: true });
      expect(stand.fetch).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
