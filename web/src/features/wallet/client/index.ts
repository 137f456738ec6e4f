// The card wallet client's public surface: what the account page's saved cards and the checkout use.
export {
  API_VERSION,
  CLIENT_TYPE,
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
  accountState,
  isSuccessCode,
  threeDSecureUrl,
  type AccountState,
  type WalletAnswer,
  type WalletCard,
} from './answer';
export { isExpiryValid, isLuhnValid, normalizeCardNumber } from './card-number';
export { WalletError, isWalletError, type WalletErrorCode } from './errors';
export { encryptHex, type RsaPublicKey } from './rsa';
