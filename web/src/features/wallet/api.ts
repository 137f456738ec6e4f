// The shop's wallet endpoints: the client's settings, a merchant token for each provider call, and
// the bank and card family of a card's first digits. Card numbers never come here: the BIN look-up
// takes at most the first 8 digits.
import { ApiError, buildUrl, readTokenRecord } from '../../lib/api';
import { getSettings } from '../../lib/settings';
import type { WalletSettings } from './client';

/** The provider's paths (spec section 7) the shop makes tokens for. */
export type WalletCall =
  | 'remotePurchaseOther'
  | 'register'
  | 'deleteCard'
  | 'updateUser'
  | 'forgotPassword'
  | 'checkMasterPassEndUser'
  | 'addCardToMasterPass'
  | 'linkCardToClient'
  | 'commitTransaction'
  | 'validateTransaction'
  | 'purchaseAndRegister'
  | 'completeRegistration'
  | 'listManagement'
  | 'resendOtp'
  | 'directPurchase'
  | 'verifyPin';

/** A merchant token for one shopper and one call. */
export interface MerchantToken {
  token: string;
  /** The member's phone in international digits, without '+'. */
  msisdn: string;
  referenceNo: string;
  userId: string;
  /** Unix seconds. */
  expiresAt: number;
}

/** What the shop knows of a card's first digits (its BIN list). */
export interface CardInfo {
  bin: string;
  bank: string;
  bankCode: string;
  cardType: string;
  brand?: string | null;
  commercial: boolean;
  family?: string | null;
}

export interface InstalmentPlan {
  family: string;
  counts: number[];
  rates: number[];
  minAmount: number;
}

export interface CardInfoAnswer {
  card: CardInfo | null;
  plan: InstalmentPlan | null;
}

/** Spec section 8's generic error, for refusals without a message of their own. */
const GENERIC_ERROR = 'Bir hata oluştu';

// The wallet's calls are not yet in the web app's copy of the OpenAPI document, so they go through
// the same URL, headers and error envelope as `apiCall` by hand.
async function walletCall<T>(
  method: 'GET' | 'POST',
  path: string,
  { json, query, signal }: { json?: unknown; query?: Record<string, string>; signal?: AbortSignal | undefined } = {},
): Promise<T> {
  const settings = getSettings();
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': settings.LANGUAGE });
  const bearer = readTokenRecord()?.value;
  if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
  if (settings.CART_CSRF_TOKEN) headers.set('X-CSRF-Token', settings.CART_CSRF_TOKEN);
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(buildUrl(path, { query }), {
    method,
    headers,
    body: json === undefined ? null : JSON.stringify(json),
    credentials: 'same-origin',
    signal: signal ?? null,
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    body = null;
  }
  if (!response.ok) {
    const envelope = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    const message = typeof envelope?.message === 'string' && envelope.message !== '' ? envelope.message : GENERIC_ERROR;
    const code = typeof envelope?.code === 'string' ? envelope.code : `http_${response.status}`;
    throw new ApiError(message, response.status, code);
  }
  return body as T;
}

/** The provider's address, client id and public key; 503 when no provider is configured. */
export function fetchWalletSettings(signal?: AbortSignal): Promise<WalletSettings> {
  return walletCall<WalletSettings>('GET', '/srv/service/wallet/settings', { signal });
}

/** A fresh token for `call` (one token per call); `referenceNo` ties a step to the call it completes. */
export function fetchWalletToken(call: WalletCall, referenceNo?: string): Promise<MerchantToken> {
  return walletCall<MerchantToken>('POST', '/srv/service/wallet/token', { json: referenceNo ? { call, referenceNo } : { call } });
}

/** The bank, card family and instalment plan of a card's first 6 to 8 digits. */
export function fetchCardInfo(bin: string, signal?: AbortSignal): Promise<CardInfoAnswer> {
  return walletCall<CardInfoAnswer>('GET', '/srv/service/wallet/card-info', { query: { number: bin }, signal });
}
