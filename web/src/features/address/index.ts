// The address feature's front door: what other features and the app may use. Everything else in this
// folder is its own.
export { loadAddressMessages } from './address-messages';
export type { AddressValues } from './address-rules';
export { AddressForm } from './components/AddressForm';
export { AddressLines } from './components/AddressLines';

/** The account page's address book, with the feature's messages merged before it first renders. */
export const importAddressBook = () => import('./components/address-book-section').then((module) => module.loadAddressBook());
