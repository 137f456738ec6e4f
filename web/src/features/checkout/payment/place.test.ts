// Placing the order: the form sent, one key per attempt, and what each answer means.
import { describe, expect, it } from 'vitest';
import { recordVisit } from '../../../lib/referrer-log';
import { attemptKey, endAttempt, placeFields, placeOutcome } from './place';
import { stubSessionStorage } from '../../../test/memory-storage';

describe('the placement form', () => {
  it('carries both acceptances, the digest of the texts seen, the referrer log, and the consent only when given', () => {
    localStorage.clear();
    recordVisit('/kiz-cocuk', 'category');
    const fields = placeFields({
      idempotencyKey: 'k'.repeat(32),
      carrier: 'yurtici',
      paymentMethod: 'card',
      contractsDigest: 'abc123',
      commercialConsent: false,
    });
    expect(fields).toEqual({
      idempotency_key: 'k'.repeat(32),
      carrier: 'yurtici',
      payment_method: 'card',
      accept_pre_information: 1,
      accept_distance_sales: 1,
      contracts_digest: 'abc123',
      referrer_log: expect.stringContaining('"uri":"/kiz-cocuk"') as unknown,
    });
    const guest = placeFields({
      idempotencyKey: 'k'.repeat(32),
      carrier: 'aras',
      paymentMethod: 'bank_transfer',
      contractsDigest: 'abc',
      commercialConsent: true,
      email: 'elif@example.com',
      phone: '+905321234567',
    });
    expect(guest).toMatchObject({ commercial_consent: 1, email: 'elif@example.com', phone: '+905321234567' });
  });
});

describe('the attempt key', () => {
  stubSessionStorage();

  it('is the same until the attempt ends, then a new one', () => {
    let made = 0;
    const make = () => `attempt-key-number-${String((made += 1))}`;
    const first = attemptKey(make);
    expect(first).toBe('attempt-key-number-1');
    // A reload or a second tab of this session reuses it.
    expect(attemptKey(make)).toBe(first);
    endAttempt();
    expect(attemptKey(make)).toBe('attempt-key-number-2');
  });

  it('is made with 16 to 64 safe characters by default', () => {
    expect(attemptKey()).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('replaces a stored value the server would refuse', () => {
    sessionStorage.setItem('vitrin.checkout.attempt', 'short');
    expect(attemptKey(() => 'a-fresh-attempt-key-1')).toBe('a-fresh-attempt-key-1');
  });
});

describe('a placement answer', () => {
  it('is the order when placed', () => {
    const order = { order_no: '4821339017', display_no: '482 133 9017', grand_total: 129_990, status: 'awaiting_payment', payment_method: 'card' };
    expect(placeOutcome(200, { status: 1, data: [order] })).toEqual({ kind: 'placed', order });
  });

  it('is a change to show and confirm again for order_changed, in either envelope', () => {
    const message = 'Siparişinizde değişiklik oldu. Lütfen kontrol edip yeniden onaylayın.';
    expect(placeOutcome(409, { code: 'order_changed', error: { code: 'order_changed', message }, message, status: 0, statusText: message })).toEqual({ kind: 'changed', message });
    expect(placeOutcome(409, { status: 0, error: { code: 'order_changed', message }, data: [] })).toEqual({ kind: 'changed', message });
  });

  it('lists what ran out', () => {
    const shortages = [{ variant_id: 7, title: 'Çiçekli elbise', wanted: 2, available: 0 }];
    const error = { code: 'out_of_stock', message: 'Stok yetersiz' };
    const outOfStock = { kind: 'outOfStock', message: 'Stok yetersiz', shortages };
    // As the server answers it: the error envelope, its code and message repeated at the top.
    expect(placeOutcome(409, { ...error, error, shortages, status: 0, statusText: 'Stok yetersiz' })).toEqual(outOfStock);
    // The envelope alone is enough.
    expect(placeOutcome(409, { error, shortages, status: 0 })).toEqual(outOfStock);
  });

  it('names the refused field of a 422 and has a message for an answer without one', () => {
    const body = { status: 0, message: 'Sözleşmeleri onaylayınız', error: { code: 'contracts_required', message: 'Sözleşmeleri onaylayınız' }, data: [{ key: 'contracts', code: 'contracts_required', statusText: 'Sözleşmeleri onaylayınız' }] };
    expect(placeOutcome(422, body)).toEqual({
      kind: 'refused',
      status: 422,
      message: 'Sözleşmeleri onaylayınız',
      fields: [{ key: 'contracts', message: 'Sözleşmeleri onaylayınız' }],
    });
    expect(placeOutcome(502, null)).toMatchObject({ kind: 'refused', status: 502, message: 'Bir hata oluştu' });
    // A proxy's error page is no JSON: read as a refusal without a message of its own.
    expect(placeOutcome(502, '<html>Bad gateway</html>')).toMatchObject({ kind: 'refused', status: 502, message: 'Bir hata oluştu' });
  });
});
