// The card wallet's front door: what other features and the app may use. Everything else in this
// folder is its own.
export { confirmPayment, fetchWalletSettings, fetchWalletToken, type MerchantToken, type WalletCall } from './api';
export { CardFace } from './cards/CardFace';
export { CardAliasField, CardFields, fieldId } from './cards/CardFields';
export { OtpDialog } from './cards/OtpDialog';
export { leftToRight } from './cards/bidi';
export { binOf, type CardFormErrors, type CardFormValues, checkCardForm, EMPTY_CARD_FORM, expiryYymm } from './cards/card-form';
export { walletErrorText } from './cards/error-text';
export { fetchAccountState, fetchCards, type NewCard, nextStep, type PendingOtp, RefusedAnswer, resendOtp, type StepResult, submitOtp, walletLanguage, walletSession, type WalletSession } from './cards/flows';
export { withoutThreeDReturn } from './cards/three-d';
export { useOtpStep } from './cards/use-otp-step';
export { useCardInfo } from './cards/use-card-info';
export { createWalletClient, normalizeCardNumber, readThreeDSecureReturn, type ThreeDSecureReturn, type WalletAnswer, type WalletCard, type WalletClient, type WalletLanguage } from './client';
export { type InstalmentOption, instalmentOptions } from './instalments';
export { loadWalletMessages } from './wallet-messages';

/** The account page's saved cards, with the wallet's messages merged before they first render. */
export const importSavedCards = () => import('./cards/saved-cards').then((module) => module.loadSavedCards());
