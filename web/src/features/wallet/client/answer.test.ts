import { describe, expect, it } from 'vitest';
import {
  RESPONSE,
  THREE_D_SECURE_RETURN_PARAMS,
  accountState,
  isSuccessCode,
  readAnswer,
  readThreeDSecureReturn,
  threeDSecureUrl,
} from './answer';
import { WalletError } from './errors';
import { envelope } from './testing/provider-stand-in';

describe('readAnswer', () => {
  it('reads every field of a full envelope', () => {
    const answer = readAnswer(
      envelope(
        {
          ResponseCode: '5010',
          ResponseDesc: '3D Secure doğrulaması gerekiyor',
          RefNo: 'R-100',
          Token: 'validation-ref',
          Url3D: 'https://provider.example/3d/7?lang=tr',
          Url3DSuccess: 'https://provider.example/3d/7/ok',
          Url3DError: 'https://provider.example/3d/7/error',
          InternalResponseCode: '77',
          InternalResponseMessage: 'internal',
          NewMsisdn: '905551112233',
        },
        {
          Token: 'body-token',
          RefNo: 'T-200',
          CardUniqueId: 'card-1',
          AccountStatus: '011100',
          Amount: '12345',
          OrderNo: 'ORDER-9',
          InstallmentCount: '3',
          ListItems: {
            ListItem: [
              {
                Name: 'Maa%C5%9F%20kart%C4%B1m',
                Value1: '4032 80** **** 7894',
                BankIca: '0062',
                ProductName: 'Bonus',
                UniqueId: 'u-1',
                EftCode: '62',
                CardStatus: '0000',
                PromtCpin: 'Y',
                IsMasterPassMember: 'N',
              },
              { Name: '%', Value1: '5469 57** **** 0005', PromtCpin: false, IsMasterPassMember: true },
            ],
          },
        },
      ),
    );
    expect(answer).toEqual({
      ok: false,
      responseCode: RESPONSE.threeDSecure,
      responseDesc: '3D Secure doğrulaması gerekiyor',
      refNo: 'R-100',
      token: 'validation-ref',
      url3D: 'https://provider.example/3d/7?lang=tr',
      url3DSuccess: 'https://provider.example/3d/7/ok',
      url3DError: 'https://provider.example/3d/7/error',
      newMsisdn: '905551112233',
      transactionId: 'T-200',
      cardUniqueId: 'card-1',
      accountStatus: '011100',
      cards: [
        {
          alias: 'Maaş kartım',
          maskedNumber: '4032 80** **** 7894',
          bankCode: '0062',
          productName: 'Bonus',
          uniqueId: 'u-1',
          eftCode: '62',
          status: '0000',
          promptCpin: true,
          isMember: false,
        },
        {
          // Not URL-encoded after all: kept as it came.
          alias: '%',
          maskedNumber: '5469 57** **** 0005',
          bankCode: '',
          productName: '',
          uniqueId: '',
          eftCode: '',
          status: '',
          promptCpin: false,
          isMember: true,
        },
      ],
      amount: 12345,
      orderNo: 'ORDER-9',
      installmentCount: 3,
      internalResponseCode: '77',
      internalResponseMessage: 'internal',
    });
  });

  it('takes the token and reference from the transaction body when the fault has none', () => {
    const answer = readAnswer(envelope({ ResponseCode: '', Token: '', RefNo: '' }, { Token: 'next', RefNo: 'T-1' }));
    expect(answer.ok).toBe(true);
    expect(answer.token).toBe('next');
    expect(answer.refNo).toBe('T-1');
    expect(answer.transactionId).toBe('T-1');
  });

  it('reads a lone card given as an object, numbers as numbers, and empty lists', () => {
    const lone = readAnswer(envelope({}, { ListItems: { ListItem: { Name: 'Tek' } }, Amount: 500, InstallmentCount: 1 }));
    expect(lone.cards.map((card) => card.alias)).toEqual(['Tek']);
    expect(lone.amount).toBe(500);
    expect(lone.installmentCount).toBe(1);
    const empty = readAnswer(envelope({ ResponseCode: '1051' }, { ListItems: '', Amount: '', InstallmentCount: 'x' }));
    expect(empty.cards).toEqual([]);
    expect(empty.amount).toBeNull();
    expect(empty.installmentCount).toBeNull();
    expect(empty.responseCode).toBe(RESPONSE.noCards);
  });

  it('reads an envelope without a body as empty, not as an error', () => {
    const answer = readAnswer({ Data: null });
    expect(answer.ok).toBe(true);
    expect(answer.cards).toEqual([]);
    expect(answer.responseDesc).toBe('');
  });
});

describe('isSuccessCode', () => {
  it('is true for an empty code and 0000 only', () => {
    expect(isSuccessCode('')).toBe(true);
    expect(isSuccessCode('0000')).toBe(true);
    expect(isSuccessCode('5001')).toBe(false);
    expect(isSuccessCode('000')).toBe(false);
  });
});

describe('accountState', () => {
  it('reads the account status flags', () => {
    expect(accountState('000000')).toBe('none');
    expect(accountState('')).toBe('none');
    expect(accountState('011000')).toBe('unlinked');
    expect(accountState('111000')).toBe('unlinked');
    expect(accountState('011100')).toBe('linked');
    expect(accountState('11110000')).toBe('linked');
    expect(accountState('010100')).toBe('none');
  });
});

describe('threeDSecureUrl', () => {
  it('appends the encoded return address to the provider page', () => {
    expect(threeDSecureUrl({ url3D: 'https://p.example/3d/1?lang=tr' }, 'https://shop.example/hesabim?a=1&b=2')).toBe(
      'https://p.example/3d/1?lang=tr&returnUrl=https%3A%2F%2Fshop.example%2Fhesabim%3Fa%3D1%26b%3D2',
    );
    expect(threeDSecureUrl({ url3D: 'https://p.example/3d/1' }, 'https://shop.example/')).toBe(
      'https://p.example/3d/1?returnUrl=https%3A%2F%2Fshop.example%2F',
    );
  });

  it('refuses an answer without a 3-D Secure page', () => {
    expect(() => threeDSecureUrl({ url3D: '' }, 'https://shop.example/')).toThrow(WalletError);
  });
});

describe('readThreeDSecureReturn', () => {
  it('reads an approval', () => {
    expect(readThreeDSecureReturn('?wallet3d=approved&refNo=R7&responseCode=0000&responseDesc=Onaylandı&orderNo=SIP-1&tab=kartlar')).toEqual({
      ok: true,
      decision: 'approved',
      refNo: 'R7',
      responseCode: '0000',
      responseDesc: 'Onaylandı',
      orderNo: 'SIP-1',
    });
  });

  it('reads a refusal as not ok, whatever the code says', () => {
    const refused = readThreeDSecureReturn(new URLSearchParams({ wallet3d: 'refused', refNo: 'R8', responseCode: '0000' }));
    expect(refused?.ok).toBe(false);
    expect(readThreeDSecureReturn('wallet3d=refused&responseCode=1429&responseDesc=Reddedildi')).toMatchObject({
      ok: false,
      responseCode: '1429',
      responseDesc: 'Reddedildi',
    });
  });

  it('takes a success code without a decision, and not an empty answer', () => {
    expect(readThreeDSecureReturn('responseCode=0000&refNo=R9')?.ok).toBe(true);
    expect(readThreeDSecureReturn('responseCode=&refNo=R9')?.ok).toBe(false);
    expect(readThreeDSecureReturn('responseCode=5010')?.ok).toBe(false);
  });

  it('is null on a page not reached from 3-D Secure', () => {
    expect(readThreeDSecureReturn('')).toBeNull();
    expect(readThreeDSecureReturn('?refNo=R1&tab=kartlar')).toBeNull();
  });

  it('names every parameter it reads, for removing them', () => {
    expect([...THREE_D_SECURE_RETURN_PARAMS].sort()).toEqual(['orderNo', 'refNo', 'responseCode', 'responseDesc', 'wallet3d']);
  });
});
