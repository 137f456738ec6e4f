// The address book as the account page loads it: the address feature's messages are merged
// before the book first renders, and both come in the section's own chunks.
import { loadFeatureMessages } from '../../../i18n/i18n';
import AddressBook from './AddressBook';

export async function loadAddressBook(): Promise<{ default: typeof AddressBook }> {
  await loadFeatureMessages({
    tr: () => import('../messages/tr.json'),
    en: () => import('../messages/en.json'),
    ar: () => import('../messages/ar.json'),
  });
  return { default: AddressBook };
}
