// The wallet's door for other features' tests: the provider's answers as the wallet client reads
// them, without a provider.
import { readAnswer, type WalletAnswer } from './client/answer';
import { envelope } from './client/testing/provider-stand-in';

/** The provider's answer with `fault` (response code, description) and a transaction body. */
export function providerAnswer(fault: Record<string, string> = {}, body: Record<string, unknown> = {}): WalletAnswer {
  return readAnswer(envelope(fault, body));
}
