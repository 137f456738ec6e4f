// The address step's choice as plain rules: which address starts chosen, whether the invoice goes
// to the delivery address, what a new address's id is, and what keeps the shopper from going on.
import type { AddressChoice, AddressStep, CheckoutAddress } from './api';

export interface AddressSelection {
  deliveryId: number;
  sameInvoice: boolean;
  invoiceId: number;
}

function has(addresses: readonly CheckoutAddress[], id: number): boolean {
  return id > 0 && addresses.some((address) => address.id === id);
}

/** Where the step starts: the server's choice (set-address's or the defaults), else the first address. */
export function initialSelection(step: AddressStep): AddressSelection {
  const first = step.addresses[0]?.id ?? 0;
  const deliveryId = has(step.addresses, step.deliveryId) ? step.deliveryId : first;
  const invoiceId = has(step.addresses, step.invoiceId) ? step.invoiceId : 0;
  return { deliveryId, sameInvoice: invoiceId === 0 || invoiceId === deliveryId, invoiceId: invoiceId === deliveryId ? 0 : invoiceId };
}

/** The address a save added: the one whose id the list did not have before. */
export function addedAddressId(before: readonly CheckoutAddress[], after: readonly CheckoutAddress[]): number {
  const known = new Set(before.map((address) => address.id));
  const added = after.filter((address) => !known.has(address.id));
  return added.reduce((highest, address) => Math.max(highest, address.id), 0);
}

export type SelectionProblem = 'noDelivery' | 'noInvoice';

/** What stops the step, or the choice set-address takes. */
export function choiceOf(
  selection: AddressSelection,
  addresses: readonly CheckoutAddress[],
): { problem: SelectionProblem } | { choice: AddressChoice } {
  if (!has(addresses, selection.deliveryId)) return { problem: 'noDelivery' };
  if (selection.sameInvoice || selection.invoiceId === selection.deliveryId) {
    return { choice: { deliveryId: selection.deliveryId, invoiceId: null } };
  }
  if (!has(addresses, selection.invoiceId)) return { problem: 'noInvoice' };
  return { choice: { deliveryId: selection.deliveryId, invoiceId: selection.invoiceId } };
}
