// The card wallet's texts, merged into the page's translations by whatever shows its forms (the
// account page's saved cards, the checkout's payment step); they come in chunks of their own.
import { loadFeatureMessages } from '../../i18n/i18n';

export function loadWalletMessages(): Promise<void> {
  return loadFeatureMessages({
    tr: () => import('./messages/tr.json'),
    en: () => import('./messages/en.json'),
    ar: () => import('./messages/ar.json'),
  });
}
