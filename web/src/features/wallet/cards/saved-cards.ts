// The saved-cards section as the account page loads it: the wallet's messages are merged before
// the section first renders, and both come in the section's own chunks, never with browsing pages.
import { loadWalletMessages } from '../wallet-messages';
import SavedCards from './SavedCards';

export async function loadSavedCards(): Promise<{ default: typeof SavedCards }> {
  await loadWalletMessages();
  return { default: SavedCards };
}
