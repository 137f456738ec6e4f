// Paying a placed card order through the card wallet: one merchant token per provider call (tied to
// the order, so a guest gets one too), then the purchase from this browser to the provider: a saved
// card with remotePurchaseOther, a new card with directPurchase, or purchaseAndRegister when the
// member saves it. The answer is done, an SMS code or the bank's 3-D Secure page, exactly as the
// wallet's saved-card steps; the shop's server then confirms the purchase with the provider before
// the order counts as paid. What a purchase waits for while the browser is at the bank is kept in
// the tab's session storage.
import {
  fetchWalletToken,
  type MerchantToken,
  type NewCard,
  nextStep,
  type StepResult,
  type WalletCall,
  type WalletClient,
  type WalletLanguage,
  type WalletSession,
} from '../../wallet';
import { readTabJson, writeTabItem } from '../../../lib/tab-storage';

/** How the purchase is paid: a saved card by its alias, or a new card (saved when `saveAs` is set). */
export type PaymentCard = { kind: 'saved'; alias: string } | { kind: 'new'; card: Omit<NewCard, 'cardAlias'>; saveAs: string | null };

export interface Purchase {
  orderNo: string;
  /** The order's grand total in kuruş: the provider must be paid exactly that. */
  amount: number;
  /** 1 for a single payment. */
  installmentCount: number;
  card: PaymentCard;
}

/** The provider call a purchase is made with. */
export function purchaseCall(card: PaymentCard): WalletCall {
  if (card.kind === 'saved') return 'remotePurchaseOther';
  return card.saveAs ? 'purchaseAndRegister' : 'directPurchase';
}

type TokenFor = (call: WalletCall, referenceNo?: string, orderNo?: string) => Promise<MerchantToken>;

/** A wallet session whose every token names the order (a guest's tokens need it). */
export function orderSession(client: WalletClient, language: WalletLanguage, orderNo: string, token: TokenFor = fetchWalletToken): WalletSession {
  return { client, language, token: (call, referenceNo) => token(call, referenceNo, orderNo) };
}

export interface StartedPurchase {
  /** The shop's reference of this attempt: what the confirmation names. */
  referenceNo: string;
  result: StepResult;
}

/** Starts the purchase: done, an SMS code to ask for, or the bank's page to go to. */
export async function startPurchase(session: WalletSession, purchase: Purchase, returnUrl: string): Promise<StartedPurchase> {
  const call = purchaseCall(purchase.card);
  const t = await session.token(call);
  const common = {
    token: t.token,
    msisdn: t.msisdn,
    referenceNo: t.referenceNo,
    orderNo: purchase.orderNo,
    amount: purchase.amount,
    installmentCount: purchase.installmentCount,
    language: session.language,
  };
  const card = purchase.card;
  const answer =
    card.kind === 'saved'
      ? await session.client.remotePurchaseOther({ ...common, cardAlias: card.alias })
      : card.saveAs
        ? await session.client.purchaseAndRegister({ ...common, ...card.card, cardAlias: card.saveAs })
        : await session.client.directPurchase({ ...common, ...card.card });
  return { referenceNo: t.referenceNo, result: nextStep(answer, { referenceNo: t.referenceNo, msisdn: t.msisdn, returnUrl }) };
}

// ---- While the browser is at the bank's 3-D Secure page ----

/** A purchase waiting for the bank's page to send the browser back. */
export interface PendingPurchase {
  orderNo: string;
  referenceNo: string;
}

const PENDING_KEY = 'vitrin.checkout.pending-payment';

/** Where storage refuses the note, the return page cannot confirm by itself; the order page still
 * offers to pay. */
export function rememberPendingPurchase(pending: PendingPurchase): void {
  writeTabItem(PENDING_KEY, JSON.stringify(pending));
}

/** The pending purchase of `orderNo`, removed as it is read (another order's note is left alone). */
export function takePendingPurchase(orderNo: string): PendingPurchase | null {
  const parsed = readTabJson(PENDING_KEY) as Partial<PendingPurchase> | null;
  if (parsed && typeof parsed.orderNo === 'string' && typeof parsed.referenceNo === 'string' && parsed.orderNo === orderNo) {
    writeTabItem(PENDING_KEY, null);
    return { orderNo: parsed.orderNo, referenceNo: parsed.referenceNo };
  }
  return null;
}
