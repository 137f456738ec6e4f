// The saved-cards section as the account page loads it: the wallet's messages are merged before
// the section first renders, and both come in the section's own chunks, never with browsing pages.
import { loadFeatureMessages } from '../../../i18n/i18n';
import SavedCards from './SavedCards';

export async function loadSavedCards(): Promise<{ default: typeof SavedCards }> {
  await loadFeatureMessages({
    tr: () => import('../messages/tr.json'),
    en: () => import('../messages/en.json'),
    ar: () => import('../messages/ar.json'),
  });
  return { default: SavedCards };
}
