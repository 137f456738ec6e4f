// What the shopper is told changed after an order_changed refusal.
import { describe, expect, it } from 'vitest';
import type { SummaryLine, Totals } from '../api';
import { summaryChanges } from './changes';

function line(variant: number, quantity: number, unitPrice: number, title = `Ürün ${String(variant)}`): SummaryLine {
  return { product_id: variant, variant_id: variant, title, colour: 'Pembe', size: '4 yaş', quantity, unit_price: unitPrice, discount: 0, total: quantity * unitPrice, image: '' };
}

const TOTALS: Totals = { goods_total: 50_000, items_total: 50_000, discount_total: 0, campaign_discount: 0, coupon_discount: 0, shipping_fee: 4_990, payment_fee: 0, vat_total: 9_000, grand_total: 54_990 };

describe('summary changes', () => {
  it('are none for the same summary', () => {
    const summary = { lines: [line(1, 2, 25_000)], totals: TOTALS, delivery_address: null };
    expect(summaryChanges(summary, summary)).toEqual([]);
  });

  it('name lines gone, added, with another quantity or price, the fees, the address and the total', () => {
    const before = { lines: [line(1, 2, 25_000, 'Elbise'), line(2, 1, 10_000, 'Tayt')], totals: TOTALS, delivery_address: null };
    const after = {
      lines: [line(1, 1, 27_500, 'Elbise'), line(3, 1, 5_000, 'Çorap')],
      totals: { ...TOTALS, shipping_fee: 0, payment_fee: 1_500, grand_total: 34_000 },
      delivery_address: { id: 9 } as never,
    };
    expect(summaryChanges(before, after)).toEqual([
      { kind: 'quantity', title: 'Elbise (Pembe / 4 yaş)', from: 2, to: 1 },
      { kind: 'price', title: 'Elbise (Pembe / 4 yaş)', from: 25_000, to: 27_500 },
      { kind: 'removed', title: 'Tayt (Pembe / 4 yaş)' },
      { kind: 'added', title: 'Çorap (Pembe / 4 yaş)' },
      { kind: 'shipping', from: 4_990, to: 0 },
      { kind: 'paymentFee', from: 0, to: 1_500 },
      { kind: 'address' },
      { kind: 'total', from: 54_990, to: 34_000 },
    ]);
  });
});
