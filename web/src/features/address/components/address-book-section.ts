// The address book as the account page loads it: the address feature's messages are merged
// before the book first renders, and both come in the section's own chunks.
import { loadAddressMessages } from '../address-messages';
import AddressBook from './AddressBook';

export async function loadAddressBook(): Promise<{ default: typeof AddressBook }> {
  await loadAddressMessages();
  return { default: AddressBook };
}
