// The provider's answer envelope read into one flat, typed object, and the response codes the
// wallet's screens and the checkout act on.
import { WalletError } from './errors';

/** Response codes of the provider (wallet-protocol "Answers"). */
export const RESPONSE = {
  success: '0000',
  otpRequired: '5001',
  mpinRequired: '5002',
  providerOtp: '5008',
  threeDSecure: '5010',
  setPin: '5015',
  wrongOtp: '1409',
  noCards: '1051',
} as const;

/** A card saved on the shopper's wallet account (a `ListItem`). */
export interface WalletCard {
  /** The shopper's name for the card, decoded (it is sent URL-encoded). */
  alias: string;
  /** E.g. `4032 80** **** 7894`. */
  maskedNumber: string;
  /** The issuing bank's code (`BankIca`). */
  bankCode: string;
  productName: string;
  uniqueId: string;
  eftCode: string;
  status: string;
  /** Whether a purchase with this card asks for its cvc (`PromtCpin`). */
  promptCpin: boolean;
  isMember: boolean;
}

export interface WalletAnswer {
  /** The response code is empty or "0000". */
  ok: boolean;
  responseCode: string;
  responseDesc: string;
  refNo: string;
  /** The validationRefNo for the next validateTransaction or resendOtp. */
  token: string;
  url3D: string;
  url3DSuccess: string;
  url3DError: string;
  newMsisdn: string;
  /** The provider's reference of the transaction (`RefNo` of the transaction body). */
  transactionId: string;
  cardUniqueId: string;
  accountStatus: string;
  cards: WalletCard[];
  /** In kuruş, when the answer gives one. */
  amount: number | null;
  orderNo: string;
  installmentCount: number | null;
  internalResponseCode: string;
  internalResponseMessage: string;
}

type Json = Record<string, unknown>;

function child(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json)[key] : undefined;
}

function path(value: unknown, ...keys: string[]): unknown {
  return keys.reduce(child, value);
}

/** A field as text: the provider sends numbers for some of them, null or nothing when unused. */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function flag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  return ['y', 'yes', 'true', '1'].includes(text(value).trim().toLowerCase());
}

function wholeNumber(value: unknown): number | null {
  const digits = text(value).trim();
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

function decodeAlias(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // Not URL-encoded after all (a stray "%"): the text as it came.
    return value;
  }
}

/** One item or a list: envelopes converted from XML give a lone item as an object. */
function items(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return typeof value === 'object' && value !== null ? [value] : [];
}

function card(item: unknown): WalletCard {
  return {
    alias: decodeAlias(text(child(item, 'Name'))),
    maskedNumber: text(child(item, 'Value1')),
    bankCode: text(child(item, 'BankIca')),
    productName: text(child(item, 'ProductName')),
    uniqueId: text(child(item, 'UniqueId')),
    eftCode: text(child(item, 'EftCode')),
    status: text(child(item, 'CardStatus')),
    promptCpin: flag(child(item, 'PromtCpin')),
    isMember: flag(child(item, 'IsMasterPassMember')),
  };
}

export function isSuccessCode(code: string): boolean {
  return code === '' || code === RESPONSE.success;
}

/** The fields of an envelope the wallet reads; anything missing reads as empty. */
export function readAnswer(envelope: unknown): WalletAnswer {
  const fault = path(envelope, 'Data', 'Body', 'Fault', 'Detail', 'ServiceFaultDetail');
  const body = path(envelope, 'Data', 'Body', 'Response', 'Result', 'TransactionBody');
  const responseCode = text(child(fault, 'ResponseCode')).trim();
  const refNo = text(child(fault, 'RefNo')) || text(child(body, 'RefNo'));
  return {
    ok: isSuccessCode(responseCode),
    responseCode,
    responseDesc: text(child(fault, 'ResponseDesc')),
    refNo,
    token: text(child(fault, 'Token')) || text(child(body, 'Token')),
    url3D: text(child(fault, 'Url3D')),
    url3DSuccess: text(child(fault, 'Url3DSuccess')),
    url3DError: text(child(fault, 'Url3DError')),
    newMsisdn: text(child(fault, 'NewMsisdn')),
    transactionId: text(child(body, 'RefNo')) || refNo,
    cardUniqueId: text(child(body, 'CardUniqueId')),
    accountStatus: text(child(body, 'AccountStatus')),
    cards: items(path(body, 'ListItems', 'ListItem')).map(card),
    amount: wholeNumber(child(body, 'Amount')),
    orderNo: text(child(body, 'OrderNo')),
    installmentCount: wholeNumber(child(body, 'InstallmentCount')),
    internalResponseCode: text(child(fault, 'InternalResponseCode')),
    internalResponseMessage: text(child(fault, 'InternalResponseMessage')),
  };
}

export type AccountState = 'none' | 'unlinked' | 'linked';

/**
 * The account status flags: the 2nd and 3rd say the phone has a wallet account, the 4th that it is
 * linked to this merchant (`000000` none, `?11000` not linked, `?11100` linked).
 */
export function accountState(status: string): AccountState {
  if (status.slice(1, 3) !== '11') return 'none';
  return status.charAt(3) === '1' ? 'linked' : 'unlinked';
}

/**
 * Where to send the browser for a 3-D Secure step (code 5010): the provider's page, told where to
 * come back to. The shop's return page then reads `wallet3d`, `refNo`, `responseCode` and
 * `responseDesc` from its query string.
 */
export function threeDSecureUrl(answer: Pick<WalletAnswer, 'url3D'>, returnUrl: string): string {
  if (answer.url3D === '') {
    throw new WalletError('The answer has no 3-D Secure address', 'EANSWER');
  }
  const separator = answer.url3D.includes('?') ? '&' : '?';
  return `${answer.url3D}${separator}returnUrl=${encodeURIComponent(returnUrl)}`;
}

/** The result the provider's 3-D Secure page appends to the return address. */
export interface ThreeDSecureReturn {
  /** Approved and a success code. */
  ok: boolean;
  /** `wallet3d`: `approved`, `refused`, or '' when the page did not say. */
  decision: string;
  refNo: string;
  responseCode: string;
  responseDesc: string;
  orderNo: string;
}

/** The query parameters of a 3-D Secure return, for removing them once read. */
export const THREE_D_SECURE_RETURN_PARAMS = ['wallet3d', 'refNo', 'responseCode', 'responseDesc', 'orderNo'] as const;

/**
 * The 3-D Secure result from the return address' query string, or null when the page was not
 * reached from a 3-D Secure step. The browser's word is not proof of payment: the shop's server
 * still confirms a purchase with the provider.
 */
export function readThreeDSecureReturn(query: URLSearchParams | string): ThreeDSecureReturn | null {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  if (!params.has('wallet3d') && !params.has('responseCode')) return null;
  const decision = params.get('wallet3d') ?? '';
  const responseCode = (params.get('responseCode') ?? '').trim();
  return {
    ok: decision !== 'refused' && isSuccessCode(responseCode) && (decision === 'approved' || responseCode !== ''),
    decision,
    refNo: params.get('refNo') ?? '',
    responseCode,
    responseDesc: params.get('responseDesc') ?? '',
    orderNo: params.get('orderNo') ?? '',
  };
}
