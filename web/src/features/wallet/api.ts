// The shop's wallet endpoints: the client's settings, a merchant token for each provider call, and
// the bank and card family of a card's first digits. Card numbers never come here: the BIN look-up
// takes at most the first 8 digits.
import { apiCall } from '../../lib/api';
import type { Schemas } from '../../lib/schemas';

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

/** A merchant token for one shopper and one call (`expiresAt` in unix seconds). */
export type MerchantToken = Schemas['TokenAnswer'];

/** What the shop knows of a card's first digits (its BIN list). */
export type CardInfo = Schemas['CardInfo'];

export type InstalmentPlan = Schemas['FamilyPlan'];

export type CardInfoAnswer = Schemas['CardInfoAnswer'];

/** The client's settings, and whether the shop pays through the sandbox (test mode). */
export type ShopWalletSettings = Schemas['WalletSettings'];

/** The provider's address, client id and public key; 503 when no provider is configured. */
export function fetchWalletSettings(signal?: AbortSignal): Promise<ShopWalletSettings> {
  return apiCall('get', '/srv/service/wallet/settings', { signal });
}

/**
 * A fresh token for `call` (one token per call); `referenceNo` ties a step to the call it completes.
 * `orderNo` names the order a purchase pays: a guest gets tokens only with it (and only for
 * directPurchase, validateTransaction and resendOtp).
 */
export function fetchWalletToken(call: WalletCall, referenceNo?: string, orderNo?: string): Promise<MerchantToken> {
  return apiCall('post', '/srv/service/wallet/token', {
    json: { call, ...(referenceNo ? { referenceNo } : {}), ...(orderNo ? { orderNo } : {}) },
  });
}

/** The provider's verdict on a purchase, asked by the shop; `orderPaid` when the order is paid now. */
export type PaymentConfirmation = Schemas['ConfirmAnswer'];

/** Asks the shop to confirm a purchase with the provider (it marks the order paid on success). */
export function confirmPayment(orderNo: string, referenceNo: string): Promise<PaymentConfirmation> {
  return apiCall('post', '/srv/service/wallet/confirm', { json: { orderNo, referenceNo } });
}

/** The bank, card family and instalment plan of a card's first 6 to 8 digits. */
export function fetchCardInfo(bin: string, signal?: AbortSignal): Promise<CardInfoAnswer> {
  return apiCall('get', '/srv/service/wallet/card-info', { query: { number: bin }, signal });
}
