// The card wallet client's public surface: what the account page's saved cards and the checkout use.
//
// A flow, e.g. saving a card: get the settings and a merchant token per call from the shop, then
//   const wallet = createWalletClient(settings);
//   const answer = await wallet.register({ token, msisdn, referenceNo, cardNumber, expiryDate, cvc, ... });
//   answer.responseCode === RESPONSE.otpRequired -> wallet.validateTransaction({ token: <a validateTransaction
//     token>, validationRefNo: answer.token, validationCode, referenceNo, pinType: 'otp' })
//     (RESPONSE.wrongOtp: ask again with the same validationRefNo; resendOtp for a new code);
//   answer.responseCode === RESPONSE.threeDSecure -> location.assign(threeDSecureUrl(answer, returnUrl)),
//     and on the return page readThreeDSecureReturn(location.search).
// Refusals before sending (bad card number, expiry, amount) and transport failures reject with a
// WalletError whose `code` picks the shopper's message; the provider's own refusals are answers
// with `ok` false, a `responseCode` and a `responseDesc`.
export {
  API_VERSION,
  CLIENT_TYPE,
  DEFAULT_TIMEOUT_MS,
  createWalletClient,
  type AddCardToMasterPassInput,
  type CardFields,
  type CheckMasterPassEndUserInput,
  type CommitTransactionInput,
  type CompleteRegistrationInput,
  type DeleteCardInput,
  type DirectPurchaseInput,
  type ExtraFields,
  type ForgotPasswordInput,
  type LinkCardToClientInput,
  type ListManagementInput,
  type PinType,
  type PurchaseAndRegisterInput,
  type PurchaseFields,
  type RegisterInput,
  type RemotePurchaseOtherInput,
  type ResendOtpInput,
  type UpdateUserInput,
  type ValidateTransactionInput,
  type VerifyPinInput,
  type WalletClient,
  type WalletClientOptions,
  type WalletLanguage,
  type WalletSettings,
} from './client';
export {
  RESPONSE,
  THREE_D_SECURE_RETURN_PARAMS,
  accountState,
  isSuccessCode,
  readThreeDSecureReturn,
  threeDSecureUrl,
  type AccountState,
  type ThreeDSecureReturn,
  type WalletAnswer,
  type WalletCard,
} from './answer';
export { isExpiryValid, isLuhnValid, normalizeCardNumber } from './card-number';
export { WalletError, isWalletError, type WalletErrorCode } from './errors';
export { encryptHex, type RsaPublicKey } from './rsa';
