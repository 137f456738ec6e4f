// The way back from the bank's 3-D Secure page: the provider returns the browser to the account
// page with the outcome in the query string. The page shows it once and takes the parameters away,
// so a reload or a shared link says nothing. What was being saved is kept in the tab's session
// storage while the browser is away. The outcome itself is read by the client
// (readThreeDSecureReturn).
import { readTabJson, writeTabItem } from '../../../lib/tab-storage';
import { THREE_D_SECURE_RETURN_PARAMS } from '../client';

/** The query string without the 3-D Secure outcome. */
export function withoutThreeDReturn(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  for (const name of THREE_D_SECURE_RETURN_PARAMS) rest.delete(name);
  return rest;
}

/** Where the bank's page sends the browser back: this page, without an earlier outcome. */
export function returnUrlOf(location: { origin: string; pathname: string; search: string }): string {
  const query = withoutThreeDReturn(new URLSearchParams(location.search)).toString();
  return `${location.origin}${location.pathname}${query ? `?${query}` : ''}`;
}

/** What was being saved when the browser left for the bank's page. */
export interface PendingThreeD {
  alias: string;
}

const STORAGE_KEY = 'wallet.cards.pending3d';

/** Where storage refuses the note, the outcome is shown without the card's name. */
export function rememberPendingThreeD(pending: PendingThreeD): void {
  writeTabItem(STORAGE_KEY, JSON.stringify(pending));
}

/** The note left before leaving, removed as it is read. */
export function takePendingThreeD(): PendingThreeD | null {
  const parsed = readTabJson(STORAGE_KEY);
  writeTabItem(STORAGE_KEY, null);
  if (typeof parsed === 'object' && parsed !== null && typeof (parsed as { alias?: unknown }).alias === 'string') {
    return { alias: (parsed as { alias: string }).alias };
  }
  return null;
}
