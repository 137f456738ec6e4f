import { describe, expect, it } from 'vitest';
import {
  caretAfterDigits,
  formatOrderDate,
  formatOrderDay,
  formatOrderNo,
  isCompleteOrderNo,
  lineFacts,
  nextStepOf,
  orderNoDigits,
  orderPath,
  paymentPath,
  piecesToShip,
  shipmentOf,
  showParcels,
  statusKey,
  statusTone,
  timeline,
  trackProblems,
  ORDER_STATUSES,
} from './order-rules';
import tr from './messages/tr.json';
import en from './messages/en.json';
import ar from './messages/ar.json';
import type { OrderLine, Parcel, StatusEntry } from './types';

describe('order numbers', () => {
  it('groups ten digits 3-3-4 as they are read over the phone', () => {
    expect(formatOrderNo('4821339017')).toBe('482 133 9017');
  });

  it('groups a partial number as far as it goes', () => {
    expect(formatOrderNo('48')).toBe('48');
    expect(formatOrderNo('4821')).toBe('482 1');
    expect(formatOrderNo('4821339')).toBe('482 133 9');
    expect(formatOrderNo('')).toBe('');
  });

  it('drops spaces, dashes and a leading # and keeps at most ten digits', () => {
    expect(orderNoDigits('#482-133 9017')).toBe('4821339017');
    expect(formatOrderNo('482 133 9017 55')).toBe('482 133 9017');
  });

  it('is complete with ten digits not starting with 0', () => {
    expect(isCompleteOrderNo('482 133 9017')).toBe(true);
    expect(isCompleteOrderNo('482 133 901')).toBe(false);
    expect(isCompleteOrderNo('0821339017')).toBe(false);
  });

  it('puts the caret back after the digits that were before it', () => {
    // "482 13|3" after typing the sixth digit in the middle of the second group.
    expect(caretAfterDigits('482 133 9017', 5)).toBe(6);
    expect(caretAfterDigits('482 133 9017', 3)).toBe(3);
    expect(caretAfterDigits('482 133 9017', 4)).toBe(5);
    expect(caretAfterDigits('482 133 9017', 0)).toBe(0);
    expect(caretAfterDigits('482', 9)).toBe(3);
  });
});

describe('dates', () => {
  it('writes day.month.year and a 24-hour time on Turkey’s clock', () => {
    // 2026-11-25 11:05 UTC is 14:05 in Istanbul (UTC+3 all year).
    const at = Date.UTC(2026, 10, 25, 11, 5) / 1000;
    expect(formatOrderDate(at)).toBe('25.11.2026 14:05');
    expect(formatOrderDay(at)).toBe('25.11.2026');
  });

  it('uses 00 for midnight, not 24, and pads single digits', () => {
    const midnight = Date.UTC(2026, 0, 4, 21, 0) / 1000;
    expect(formatOrderDate(midnight)).toBe('05.01.2026 00:00');
  });
});

describe('statuses', () => {
  const bundles = { tr, en, ar } as const;

  it('has every status in words in three languages', () => {
    for (const status of ORDER_STATUSES) {
      expect(statusKey(status)).toBe(`orders.status.${status}`);
      for (const bundle of Object.values(bundles)) expect(bundle.orders.status[status], status).toBeTruthy();
    }
  });

  it('says the statuses as the shop does in Turkish', () => {
    expect(tr.orders.status).toEqual({
      awaiting_payment: 'Ödeme bekleniyor',
      paid: 'Ödendi',
      preparing: 'Hazırlanıyor',
      shipped: 'Kargoya verildi',
      delivered: 'Teslim edildi',
      cancelled: 'İptal edildi',
      returned: 'İade edildi',
    });
  });

  it('gives each status a tone', () => {
    expect(statusTone('awaiting_payment')).toBe('waiting');
    expect(statusTone('shipped')).toBe('moving');
    expect(statusTone('delivered')).toBe('done');
    expect(statusTone('cancelled')).toBe('stopped');
  });
});

describe('the status history', () => {
  const entry = (status: StatusEntry['status'], at: number, tracking = '', carrier = ''): StatusEntry => ({
    status,
    at,
    tracking_no: tracking,
    carrier,
  });

  it('runs in the order things happened, ties kept as sent', () => {
    const history = [entry('shipped', 30), entry('awaiting_payment', 10), entry('paid', 20), entry('preparing', 20)];
    expect(timeline(history).map((e) => e.status)).toEqual(['awaiting_payment', 'paid', 'preparing', 'shipped']);
  });

  it('names the carrier, tracking number and link of a shipment only', () => {
    expect(shipmentOf(entry('shipped', 1, 'YK123456', 'Yurtiçi Kargo'))).toEqual({
      carrier: 'Yurtiçi Kargo',
      trackingNo: 'YK123456',
      trackingUrl: '',
    });
    const linked = { ...entry('shipped', 1, 'YK1', 'Yurtiçi Kargo'), tracking_url: 'https://kargo.example/?code=YK1' };
    expect(shipmentOf(linked)?.trackingUrl).toBe('https://kargo.example/?code=YK1');
    expect(shipmentOf(entry('shipped', 1))).toBeNull();
    expect(shipmentOf(entry('delivered', 1, 'YK123456', 'Yurtiçi Kargo'))).toBeNull();
    // A parcel's later step is not another shipment.
    expect(shipmentOf({ ...entry('shipped', 2, 'YK123456', 'Yurtiçi Kargo'), event: 'parcel_at_branch' })).toBeNull();
    expect(shipmentOf({ ...entry('shipped', 2, 'YK123456', 'Yurtiçi Kargo'), event: 'parcel_delivered' })).toBeNull();
    // A second parcel is a shipment of its own.
    expect(shipmentOf({ ...entry('shipped', 3, 'YK2', 'Yurtiçi Kargo'), event: 'parcel_shipped' })?.trackingNo).toBe('YK2');
  });
});

describe('the parcels', () => {
  const line = (id: number, quantity: number, cancelled = 0) => ({ id, quantity, cancelled_quantity: cancelled }) as OrderLine;
  const parcel = (...pieces: [number, number][]): Parcel => ({
    carrier: 'Yurtiçi Kargo',
    tracking_no: 'YK1',
    shipped_at: 1,
    delivered_at: null,
    lines: pieces.map(([line_id, quantity]) => ({ line_id, quantity })),
  });

  it('count the pieces still to ship once the first parcel left', () => {
    const lines = [line(1, 3), line(2, 2, 1)];
    expect(piecesToShip(lines, [])).toBe(0);
    expect(piecesToShip(lines, [parcel([1, 2])])).toBe(2);
    expect(piecesToShip(lines, [parcel([1, 2]), parcel([1, 1], [2, 1])])).toBe(0);
  });

  it('are listed when there are several, or pieces still wait', () => {
    const lines = [line(1, 3)];
    expect(showParcels([], lines)).toBe(false);
    expect(showParcels([parcel([1, 3])], lines)).toBe(false);
    expect(showParcels([parcel([1, 2])], lines)).toBe(true);
    expect(showParcels([parcel([1, 2]), parcel([1, 1])], lines)).toBe(true);
  });
});

describe('line facts', () => {
  it('joins the colour and the size, leaving out what is empty', () => {
    expect(lineFacts({ colour: 'Lacivert', size: '4 yaş' })).toBe('Lacivert / 4 yaş');
    expect(lineFacts({ colour: '', size: '4 yaş' })).toBe('4 yaş');
    expect(lineFacts({ colour: '', size: '' })).toBe('');
  });
});

describe('what comes next', () => {
  it('asks for a transfer, a card payment, or says the order is on its way', () => {
    expect(nextStepOf({ status: 'awaiting_payment', payment_method: 'bank_transfer' })).toBe('transfer');
    expect(nextStepOf({ status: 'awaiting_payment', payment_method: 'card' })).toBe('payCard');
    expect(nextStepOf({ status: 'paid', payment_method: 'card' })).toBe('prepare');
    expect(nextStepOf({ status: 'preparing', payment_method: 'cash_on_delivery' })).toBe('cashOnDelivery');
    expect(nextStepOf({ status: 'cancelled', payment_method: 'bank_transfer' })).toBe('closed');
  });

  it('links the payment page with the order number and the order page as a confirmation', () => {
    expect(paymentPath('482 133 9017')).toBe('siparis/odeme?order=4821339017');
    expect(orderPath('4821339017', true)).toBe('order/4821339017?yeni=1');
    expect(orderPath('4821339017')).toBe('order/4821339017');
  });
});

describe('the tracking form', () => {
  it('accepts a full number with an email or a phone', () => {
    expect(trackProblems('482 133 9017', 'anne@example.com')).toEqual({});
    expect(trackProblems('4821339017', '0532 123 45 67')).toEqual({});
  });

  it('asks for what is missing', () => {
    expect(trackProblems('', '')).toEqual({ orderNo: 'orderNoRequired', contact: 'contactRequired' });
  });

  it('refuses a short number, a broken email and a short phone', () => {
    expect(trackProblems('482 133', 'anne@example.com').orderNo).toBe('orderNoInvalid');
    expect(trackProblems('4821339017', 'anne@').contact).toBe('contactInvalid');
    expect(trackProblems('4821339017', '0532 12').contact).toBe('contactInvalid');
  });
});
