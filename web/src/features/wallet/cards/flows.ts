// The saved-card steps as the account page takes them: each asks the shop for a fresh merchant
// token for its one call, then calls the provider from the browser (card numbers never pass
// through the shop). A step either finishes, asks for the SMS code, or sends the browser to the
// bank's 3-D Secure page.
import { fetchWalletToken, type MerchantToken, type WalletCall } from '../api';
import {
  RESPONSE,
  accountState,
  threeDSecureUrl,
  type AccountState,
  type WalletAnswer,
  type WalletCard,
  type WalletClient,
  type WalletLanguage,
} from '../client';

/** How the steps reach the shop and the provider; tests pass stand-ins. */
export interface WalletSession {
  client: WalletClient;
  language: WalletLanguage;
  token: (call: WalletCall, referenceNo?: string) => Promise<MerchantToken>;
}

export function walletSession(client: WalletClient, language: WalletLanguage): WalletSession {
  return { client, language, token: fetchWalletToken };
}

/** The provider's language for the shop's: Turkish for Turkish, English otherwise. */
export function walletLanguage(language: string): WalletLanguage {
  return language === 'tr' ? 'tur' : 'eng';
}

/** A provider answer that is neither success nor a next step the page handles. */
export class RefusedAnswer extends Error {
  readonly responseCode: string;
  readonly responseDesc: string;

  constructor(answer: Pick<WalletAnswer, 'responseCode' | 'responseDesc'>) {
    super(answer.responseDesc || `Response code ${answer.responseCode}`);
    this.name = 'RefusedAnswer';
    this.responseCode = answer.responseCode;
    this.responseDesc = answer.responseDesc;
  }
}

/** An SMS code step waiting for the shopper. */
export interface PendingOtp {
  validationRefNo: string;
  referenceNo: string;
  /** Where the code went, international digits. */
  msisdn: string;
}

export type StepResult =
  | { kind: 'done'; answer: WalletAnswer }
  | { kind: 'otp'; pending: PendingOtp }
  | { kind: 'threeD'; url: string };

/** What an answer asks for next. `returnUrl` is where the bank's page sends the browser back. */
export function nextStep(answer: WalletAnswer, context: { referenceNo: string; msisdn: string; returnUrl: string }): StepResult {
  if (answer.ok) return { kind: 'done', answer };
  if (answer.responseCode === RESPONSE.otpRequired && answer.token !== '') {
    return { kind: 'otp', pending: { validationRefNo: answer.token, referenceNo: context.referenceNo, msisdn: context.msisdn } };
  }
  if (answer.responseCode === RESPONSE.threeDSecure) {
    return { kind: 'threeD', url: threeDSecureUrl(answer, context.returnUrl) };
  }
  throw new RefusedAnswer(answer);
}

export async function fetchAccountState(session: WalletSession): Promise<AccountState> {
  const t = await session.token('checkMasterPassEndUser');
  const answer = await session.client.checkMasterPassEndUser({
    token: t.token,
    userId: t.userId,
    msisdn: t.msisdn,
    language: session.language,
  });
  if (!answer.ok && answer.accountStatus === '') throw new RefusedAnswer(answer);
  return accountState(answer.accountStatus);
}

/** The saved cards; "no cards" (1051) is an empty list. */
export async function fetchCards(session: WalletSession): Promise<WalletCard[]> {
  const t = await session.token('listManagement');
  const answer = await session.client.listManagement({ token: t.token, msisdn: t.msisdn, language: session.language });
  if (answer.responseCode === RESPONSE.noCards) return [];
  if (!answer.ok) throw new RefusedAnswer(answer);
  return answer.cards;
}

/** Links the phone's existing wallet account to this shop: usually an SMS code follows. */
export async function startLink(session: WalletSession, returnUrl: string): Promise<StepResult> {
  const t = await session.token('linkCardToClient');
  const answer = await session.client.linkCardToClient({ token: t.token, msisdn: t.msisdn, language: session.language });
  return nextStep(answer, { referenceNo: t.referenceNo, msisdn: t.msisdn, returnUrl });
}

export interface NewCard {
  /** As typed, spaces allowed. */
  cardNumber: string;
  /** YYMM. */
  expiryDate: string;
  cvc: string;
  cardHolderName: string;
  cardAlias: string;
}

/** Saves a new card (and makes the wallet account when there is none): an SMS code or 3-D Secure follows. */
export async function startRegister(session: WalletSession, card: NewCard, returnUrl: string): Promise<StepResult> {
  const t = await session.token('register');
  const answer = await session.client.register({
    token: t.token,
    msisdn: t.msisdn,
    referenceNo: t.referenceNo,
    ...card,
    language: session.language,
  });
  return nextStep(answer, { referenceNo: t.referenceNo, msisdn: t.msisdn, returnUrl });
}

/**
 * A code the provider did not take: wrong with the step still open (the tries left when the
 * provider says how many), spent after its last wrong try, or too old (a new one can be sent).
 */
export type CodeRefused = { kind: 'wrongCode'; left: number | null } | { kind: 'locked' } | { kind: 'expired' };

export type OtpResult = StepResult | CodeRefused;

const STEP_UNKNOWN = '1410';
const CODE_EXPIRED = '1413';

/** The tries left as the provider words them ("… Kalan deneme hakkı: 2."), when it does. */
export function triesLeft(description: string): number | null {
  const match = /(\d+)\D*$/.exec(description.trim());
  return match ? Number(match[1]) : null;
}

/** Sends the SMS code of a pending step; a wrong code (1409) leaves the step open until spent. */
export async function submitOtp(session: WalletSession, pending: PendingOtp, code: string, returnUrl: string): Promise<OtpResult> {
  const t = await session.token('validateTransaction', pending.referenceNo);
  const answer = await session.client.validateTransaction({
    token: t.token,
    validationRefNo: pending.validationRefNo,
    validationCode: code,
    referenceNo: pending.referenceNo,
    pinType: 'otp',
    language: session.language,
  });
  if (answer.responseCode === RESPONSE.wrongOtp) {
    // The provider names the step again while it stays open; without it the step is spent.
    return answer.token === '' ? { kind: 'locked' } : { kind: 'wrongCode', left: triesLeft(answer.responseDesc) };
  }
  if (answer.responseCode === STEP_UNKNOWN) return { kind: 'locked' };
  if (answer.responseCode === CODE_EXPIRED) return { kind: 'expired' };
  return nextStep(answer, { referenceNo: pending.referenceNo, msisdn: pending.msisdn, returnUrl });
}

/** Asks for a new SMS code; the step goes on with the reference the answer gives, if any. */
export async function resendOtp(session: WalletSession, pending: PendingOtp): Promise<PendingOtp> {
  const answer = await session.client.resendOtp({ validationRefNo: pending.validationRefNo, language: session.language });
  if (!answer.ok && answer.responseCode !== RESPONSE.otpRequired) throw new RefusedAnswer(answer);
  return answer.token === '' ? pending : { ...pending, validationRefNo: answer.token };
}

export async function deleteCard(session: WalletSession, cardAlias: string): Promise<void> {
  const t = await session.token('deleteCard');
  const answer = await session.client.deleteCard({ token: t.token, msisdn: t.msisdn, cardAlias, language: session.language });
  if (!answer.ok) throw new RefusedAnswer(answer);
}
