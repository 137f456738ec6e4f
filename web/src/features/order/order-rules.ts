// The rules of the order pages, without React: the order number as it is read over the phone
// (3-3-4), dates as Turkish shoppers write them, statuses in words, what the confirmation says
// comes next, what the tracking form accepts, and what a cancellation may take and refunds to.
import type { OrderLine, OrderStatus, Parcel, PaymentMethod, StatusEntry } from './types';

export const ORDER_NO_DIGITS = 10;

/** The digits of an order number as typed (spaces, dashes, '#' dropped), at most ten. */
export function orderNoDigits(text: string): string {
  return text.replace(/\D+/g, '').slice(0, ORDER_NO_DIGITS);
}

/** An order number grouped 3-3-4 (`482 133 9017`); a partial one as far as it goes. */
export function formatOrderNo(text: string): string {
  const digits = orderNoDigits(text);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter((part) => part !== '').join(' ');
}

export function isCompleteOrderNo(text: string): boolean {
  return orderNoDigits(text).length === ORDER_NO_DIGITS && !/^0/.test(orderNoDigits(text));
}

/** Shoppers are in Turkey: times are shown on its clock whatever the browser's zone. */
export const SHOP_TIME_ZONE = 'Europe/Istanbul';

const dateParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Unix seconds as `25.11.2026 14:05` (day.month.year, 24-hour clock, Turkey's time). */
export function formatOrderDate(unixSeconds: number): string {
  const parts = Object.fromEntries(dateParts.formatToParts(new Date(unixSeconds * 1000)).map((p) => [p.type, p.value]));
  return `${parts.day ?? ''}.${parts.month ?? ''}.${parts.year ?? ''} ${parts.hour ?? ''}:${parts.minute ?? ''}`;
}

/** Only the day: `25.11.2026`. */
export function formatOrderDay(unixSeconds: number): string {
  return formatOrderDate(unixSeconds).split(' ')[0] ?? '';
}

export const ORDER_STATUSES: readonly OrderStatus[] = [
  'awaiting_payment',
  'paid',
  'preparing',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
];

/** The message key of a status in words ("Kargoya verildi"). */
export function statusKey(status: OrderStatus): string {
  return `orders.status.${status}`;
}

/** A tone for the status badge: waiting, moving, done or stopped. */
export function statusTone(status: OrderStatus): 'waiting' | 'moving' | 'done' | 'stopped' {
  switch (status) {
    case 'awaiting_payment':
      return 'waiting';
    case 'paid':
    case 'preparing':
    case 'shipped':
      return 'moving';
    case 'delivered':
      return 'done';
    case 'cancelled':
    case 'returned':
      return 'stopped';
  }
}

/** The status history in the order it happened, the current status last. */
export function timeline(history: readonly StatusEntry[]): StatusEntry[] {
  return history
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.at - b.entry.at || a.index - b.index)
    .map(({ entry }) => entry);
}

/** A shipped entry's carrier, tracking number and the carrier's page following the parcel, when
 * the back office gave them (the order's first parcel, or another one after it). */
export function shipmentOf(entry: StatusEntry): { carrier: string; trackingNo: string; trackingUrl: string } | null {
  // A parcel's later step (in transit, at a branch) names its parcel, not a new one.
  const newParcel = !entry.event || entry.event === 'parcel_shipped';
  if (entry.status !== 'shipped' || !newParcel || (entry.tracking_no === '' && entry.carrier === '')) return null;
  return { carrier: entry.carrier, trackingNo: entry.tracking_no, trackingUrl: entry.tracking_url ?? '' };
}

/** What the confirmation says comes next, from the way the order is paid and where it stands. */
export type NextStep = 'transfer' | 'payCard' | 'prepare' | 'cashOnDelivery' | 'closed';

export function nextStepOf(order: { status: OrderStatus; payment_method: PaymentMethod }): NextStep {
  if (order.status === 'cancelled' || order.status === 'returned') return 'closed';
  if (order.status === 'awaiting_payment') return order.payment_method === 'bank_transfer' ? 'transfer' : 'payCard';
  if (order.payment_method === 'cash_on_delivery') return 'cashOnDelivery';
  return 'prepare';
}

/** Where a cancellation's money goes back: the card or an IBAN the shopper gives when the order
 * was paid, nowhere when nothing was taken (unpaid, or cash on delivery). */
export type RefundRoute = 'card' | 'iban' | 'none';

export function refundRoute(order: { status: OrderStatus; payment_method: PaymentMethod }): RefundRoute {
  if (order.status !== 'paid' && order.status !== 'preparing') return 'none';
  if (order.payment_method === 'card') return 'card';
  return order.payment_method === 'bank_transfer' ? 'iban' : 'none';
}

/** Pieces bought and in no parcel yet, once the first parcel left (none before it). */
export function piecesToShip(lines: readonly OrderLine[], parcels: readonly Parcel[]): number {
  if (parcels.length === 0) return 0;
  const bought = lines.reduce((sum, line) => sum + line.quantity - line.cancelled_quantity, 0);
  const shipped = parcels.reduce((sum, parcel) => sum + parcel.lines.reduce((n, piece) => n + piece.quantity, 0), 0);
  return Math.max(0, bought - shipped);
}

/** Whether the parcels deserve a list of their own beside the history: more than one, or one with
 * pieces still waiting. */
export function showParcels(parcels: readonly Parcel[], lines: readonly OrderLine[]): boolean {
  return parcels.length > 1 || piecesToShip(lines, parcels) > 0;
}

/** The lines with pieces still bought (what a cancellation may take). */
export function linesLeft(lines: readonly OrderLine[]): OrderLine[] {
  return lines.filter((line) => line.quantity > line.cancelled_quantity);
}

/** A line's colour and size as the cancel and return pages write them (`Lacivert / 4 yaş`), '' for neither. */
export function lineFacts(line: { colour: string; size: string }): string {
  return [line.colour, line.size].filter(Boolean).join(' / ');
}

/** The page paying an unpaid card order again. */
export function paymentPath(orderNo: string): string {
  return `siparis/odeme?order=${encodeURIComponent(orderNoDigits(orderNo))}`;
}

/** The order's own page; `fresh` shows it as the confirmation. */
export function orderPath(orderNo: string, fresh = false): string {
  return `order/${orderNoDigits(orderNo)}${fresh ? '?yeni=1' : ''}`;
}

export type TrackProblem = 'orderNoRequired' | 'orderNoInvalid' | 'contactRequired' | 'contactInvalid';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with the tracking form before it is sent: a key per field, none when it can go. */
export function trackProblems(orderNo: string, contact: string): { orderNo?: TrackProblem; contact?: TrackProblem } {
  const problems: { orderNo?: TrackProblem; contact?: TrackProblem } = {};
  const digits = orderNoDigits(orderNo);
  if (digits === '') problems.orderNo = 'orderNoRequired';
  else if (!isCompleteOrderNo(digits)) problems.orderNo = 'orderNoInvalid';
  const given = contact.trim();
  if (given === '') problems.contact = 'contactRequired';
  else if (given.includes('@') ? !EMAIL.test(given) : given.replace(/\D+/g, '').length < 10) {
    problems.contact = 'contactInvalid';
  }
  return problems;
}

/**
 * Where the caret goes after the order number field was regrouped: after as many digits as there
 * were before it, so typing or deleting in the middle does not jump to the end.
 */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (/\d/.test(formatted.charAt(i))) seen += 1;
    if (seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}
