// The method the payment step starts with, and IBANs as banks print them.
import { describe, expect, it } from 'vitest';
import { firstMethod } from './PaymentPanel';

describe('the first payment method', () => {
  it('is the card when it is available, else the first available one', () => {
    expect(
      firstMethod({
        payment_methods: [
          { method: 'bank_transfer', fee: 0, available: true, reason: '' },
          { method: 'card', fee: 0, available: true, reason: '' },
        ],
      }),
    ).toBe('card');
    expect(
      firstMethod({
        payment_methods: [
          { method: 'card', fee: 0, available: false, reason: 'Kart ile ödeme şu an kullanılamıyor.' },
          { method: 'cash_on_delivery', fee: 1_500, available: false, reason: 'Kapıda ödeme 2.000,00 TL üzerindeki siparişlerde yapılamaz.' },
          { method: 'bank_transfer', fee: 0, available: true, reason: '' },
        ],
      }),
    ).toBe('bank_transfer');
  });
});

