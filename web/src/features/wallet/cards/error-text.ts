// The shopper's text for anything a wallet step can fail with: the client's own failures by their
// code, the provider's refusals by their response code (with the provider's description when it
// gives one), and the shop's refusals with the shop's message (already in the page's language).
import type { TFunction } from '../../../i18n/translate';
import { ApiError } from '../../../lib/api';
import { isWalletError } from '../client';
import { RefusedAnswer } from './flows';

/** Codes that ask for a step this page does not offer (a wallet PIN, the provider's own code). */
const UNSUPPORTED_STEPS = new Set(['5002', '5008', '5015']);

export function walletErrorText(error: unknown, t: TFunction): string {
  if (isWalletError(error)) return error.shown ?? t(`wallet.cards.errors.${error.code}`);
  if (error instanceof RefusedAnswer) {
    if (UNSUPPORTED_STEPS.has(error.responseCode)) return t('wallet.cards.errors.unsupportedStep');
    const description = error.responseDesc.trim();
    return description === ''
      ? t('wallet.cards.errors.refused', { code: error.responseCode })
      : t('wallet.cards.errors.refusedWith', { description });
  }
  if (error instanceof ApiError) return error.message;
  return t('wallet.cards.errors.generic');
}
