// The address feature's texts, merged into the page's translations by whatever shows its forms
// (the account page's address book, the checkout's address step); they come in chunks of their own.
import { loadFeatureMessages } from '../../i18n/i18n';

export function loadAddressMessages(): Promise<void> {
  return loadFeatureMessages({
    tr: () => import('./messages/tr.json'),
    en: () => import('./messages/en.json'),
    ar: () => import('./messages/ar.json'),
  });
}
