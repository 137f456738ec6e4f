// The failures of a wallet call that are not answers of the provider. The shopper-facing texts
// come from the wallet feature's messages, chosen by `code`; `message` is the technical text
// (spec section 8 gives two of them word for word).

export type WalletErrorCode =
  /** The card number fails the Luhn check: nothing was sent. */
  | 'EINVALID_CARD'
  /** The expiry date is not YYMM of this month or later: nothing was sent. */
  | 'EINVALID_EXPIRY'
  /** The amount is not a positive whole number of kuruş: nothing was sent. */
  | 'EINVALID_AMOUNT'
  /** The provider's public key is not usable, or the text does not fit in one RSA block. */
  | 'EENCRYPT'
  /** No answer within the configured time. */
  | 'ECONNABORTED'
  /** The request did not reach the provider, on every try. */
  | 'ENETWORK'
  /** The provider answered something that is not its JSON envelope. */
  | 'EPARSE'
  /** An HTTP error answer without the provider's envelope. */
  | 'EHTTP'
  /** An answer lacks what the next step needs (e.g. the 3-D Secure address). */
  | 'EANSWER';

export class WalletError extends Error {
  readonly code: WalletErrorCode;
  /** The HTTP status, for EHTTP. */
  readonly status: number | undefined;
  /** The shop's own message for the shopper, when an EHTTP answer carried one (the sandbox's
   * rate limit says how long to wait). */
  readonly shown: string | undefined;

  constructor(message: string, code: WalletErrorCode, status?: number, shown?: string) {
    super(message);
    this.name = 'WalletError';
    this.code = code;
    this.status = status;
    this.shown = shown;
  }
}

export function isWalletError(error: unknown): error is WalletError {
  return error instanceof WalletError;
}
