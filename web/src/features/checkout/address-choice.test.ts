import { describe, expect, it } from 'vitest';
import { addedAddressId, choiceOf, initialSelection } from './address-choice';
import type { CheckoutAddress } from './api';

function address(id: number): CheckoutAddress {
  return { id } as CheckoutAddress;
}

describe('the address step', () => {
  const book = [address(3), address(7), address(9)];

  it('starts with the server’s choice, else the first address, the invoice to the same one', () => {
    expect(initialSelection({ addresses: book, deliveryId: 7, invoiceId: 0 })).toEqual({ deliveryId: 7, sameInvoice: true, invoiceId: 0 });
    expect(initialSelection({ addresses: book, deliveryId: 0, invoiceId: 0 })).toEqual({ deliveryId: 3, sameInvoice: true, invoiceId: 0 });
    expect(initialSelection({ addresses: book, deliveryId: 7, invoiceId: 9 })).toEqual({ deliveryId: 7, sameInvoice: false, invoiceId: 9 });
    expect(initialSelection({ addresses: book, deliveryId: 7, invoiceId: 7 })).toEqual({ deliveryId: 7, sameInvoice: true, invoiceId: 0 });
    // An id that left the book is not kept.
    expect(initialSelection({ addresses: book, deliveryId: 99, invoiceId: 98 })).toEqual({ deliveryId: 3, sameInvoice: true, invoiceId: 0 });
    expect(initialSelection({ addresses: [], deliveryId: 0, invoiceId: 0 })).toEqual({ deliveryId: 0, sameInvoice: true, invoiceId: 0 });
  });

  it('finds the address a save added', () => {
    expect(addedAddressId(book, [...book, address(12)])).toBe(12);
    expect(addedAddressId(book, book)).toBe(0);
    expect(addedAddressId([], [address(4)])).toBe(4);
  });

  it('asks for a delivery address, and an invoice address when it is another one', () => {
    expect(choiceOf({ deliveryId: 0, sameInvoice: true, invoiceId: 0 }, book)).toEqual({ problem: 'noDelivery' });
    expect(choiceOf({ deliveryId: 5, sameInvoice: true, invoiceId: 0 }, book)).toEqual({ problem: 'noDelivery' });
    expect(choiceOf({ deliveryId: 3, sameInvoice: false, invoiceId: 0 }, book)).toEqual({ problem: 'noInvoice' });
    expect(choiceOf({ deliveryId: 3, sameInvoice: true, invoiceId: 9 }, book)).toEqual({ choice: { deliveryId: 3, invoiceId: null } });
    expect(choiceOf({ deliveryId: 3, sameInvoice: false, invoiceId: 3 }, book)).toEqual({ choice: { deliveryId: 3, invoiceId: null } });
    expect(choiceOf({ deliveryId: 3, sameInvoice: false, invoiceId: 9 }, book)).toEqual({ choice: { deliveryId: 3, invoiceId: 9 } });
  });
});
