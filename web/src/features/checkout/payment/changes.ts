// What changed between the summary the shopper confirmed and the one the server gives now (after
// a placement refused with `order_changed`): lines gone, added, with another quantity or price,
// the shipping or payment fee, the delivery address, the total. The page lists them and asks again.
import type { CheckoutAddress, CheckoutSummary, SummaryLine } from '../api';

export type Change =
  | { kind: 'removed'; title: string }
  | { kind: 'added'; title: string }
  | { kind: 'quantity'; title: string; from: number; to: number }
  | { kind: 'price'; title: string; from: number; to: number }
  | { kind: 'shipping'; from: number; to: number }
  | { kind: 'paymentFee'; from: number; to: number }
  | { kind: 'address' }
  | { kind: 'total'; from: number; to: number };

type Comparable = Pick<CheckoutSummary, 'lines' | 'totals' | 'delivery_address'>;

function lineTitle(line: SummaryLine): string {
  const extra = [line.colour, line.size].filter((part) => part !== '').join(' / ');
  return extra === '' ? line.title : `${line.title} (${extra})`;
}

function addressKey(address: CheckoutAddress | null): string {
  return address === null ? '' : JSON.stringify(address);
}

export function summaryChanges(before: Comparable, after: Comparable): Change[] {
  const changes: Change[] = [];
  const now = new Map(after.lines.map((line) => [line.variant_id, line]));
  const then = new Map(before.lines.map((line) => [line.variant_id, line]));
  for (const old of before.lines) {
    const current = now.get(old.variant_id);
    if (!current) {
      changes.push({ kind: 'removed', title: lineTitle(old) });
      continue;
    }
    if (current.quantity !== old.quantity) {
      changes.push({ kind: 'quantity', title: lineTitle(old), from: old.quantity, to: current.quantity });
    }
    if (current.unit_price !== old.unit_price) {
      changes.push({ kind: 'price', title: lineTitle(old), from: old.unit_price, to: current.unit_price });
    }
  }
  for (const line of after.lines) {
    if (!then.has(line.variant_id)) changes.push({ kind: 'added', title: lineTitle(line) });
  }
  if (before.totals.shipping_fee !== after.totals.shipping_fee) {
    changes.push({ kind: 'shipping', from: before.totals.shipping_fee, to: after.totals.shipping_fee });
  }
  if (before.totals.payment_fee !== after.totals.payment_fee) {
    changes.push({ kind: 'paymentFee', from: before.totals.payment_fee, to: after.totals.payment_fee });
  }
  if (addressKey(before.delivery_address) !== addressKey(after.delivery_address)) changes.push({ kind: 'address' });
  if (before.totals.grand_total !== after.totals.grand_total) {
    changes.push({ kind: 'total', from: before.totals.grand_total, to: after.totals.grand_total });
  }
  return changes;
}
