// Placing the order from the payment step. One idempotency key per attempt, kept in the tab's
// session storage: a double click, a reload or a retried request answer with the one order the
// first placed. A refusal that placed nothing (the order changed, something ran out, a field)
// starts a new attempt.
import { apiReply, type FormOf } from '../../../lib/api';
import type { FieldRefusal } from '../../../components/form/refused-fields';
import { currentReferrerLog } from '../../../lib/referrer-log';
import { readTabItem, writeTabItem } from '../../../lib/tab-storage';
import { refusalOf, type PaymentMethod, type PlacedOrder, type Shortage } from '../api';

export const PLACE_PATH = '/srv/service/order-step/place-order';

const ATTEMPT_KEY = 'vitrin.checkout.attempt';

function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** This attempt's key: the stored one, else a new one stored for the next call. */
export function attemptKey(make: () => string = randomKey): string {
  const stored = readTabItem(ATTEMPT_KEY);
  if (stored !== null && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return stored;
  const key = make();
  // Where storage refuses it, the key lasts as long as this call.
  writeTabItem(ATTEMPT_KEY, key);
  return key;
}

/** The attempt is over (an order exists, or nothing was placed): the next one gets a new key. */
export function endAttempt(): void {
  writeTabItem(ATTEMPT_KEY, null);
}

export interface PlaceInput {
  idempotencyKey: string;
  carrier: string;
  paymentMethod: PaymentMethod;
  contractsDigest: string;
  commercialConsent: boolean;
  /** A guest's stored contact, sent along (the server also knows it from the guest step). */
  email?: string | undefined;
  phone?: string | undefined;
}

export function placeFields(input: PlaceInput): FormOf<typeof PLACE_PATH, 'post'> {
  const fields: FormOf<typeof PLACE_PATH, 'post'> = {
    idempotency_key: input.idempotencyKey,
    carrier: input.carrier,
    payment_method: input.paymentMethod,
    accept_pre_information: 1,
    accept_distance_sales: 1,
    contracts_digest: input.contractsDigest,
    referrer_log: JSON.stringify(currentReferrerLog()),
  };
  if (input.commercialConsent) fields.commercial_consent = 1;
  if (input.email) fields.email = input.email;
  if (input.phone) fields.phone = input.phone;
  return fields;
}

export type PlaceOutcome =
  | { kind: 'placed'; order: PlacedOrder }
  /** The texts or prices the shopper saw are no longer the order's: nothing placed. */
  | { kind: 'changed'; message: string }
  | { kind: 'outOfStock'; message: string; shortages: Shortage[] }
  | { kind: 'refused'; status: number; message: string; fields: FieldRefusal[] };

/** What a placement answer means for the page. */
export function placeOutcome(status: number, body: unknown): PlaceOutcome {
  const ok = status >= 200 && status < 300;
  const record = (body ?? {}) as Record<string, unknown>;
  const data = Array.isArray(record.data) ? (record.data as unknown[]) : [];
  const first = data[0] as Partial<PlacedOrder> | undefined;
  if (ok && record.status !== 0 && first && typeof first.order_no === 'string') {
    return { kind: 'placed', order: first as PlacedOrder };
  }
  const { message, code, fields } = refusalOf({ status, ok: false, body });
  if (code === 'order_changed') return { kind: 'changed', message };
  if (code === 'out_of_stock') {
    const shortages = Array.isArray(record.shortages) ? (record.shortages as Shortage[]) : [];
    return { kind: 'outOfStock', message, shortages };
  }
  return { kind: 'refused', status, message, fields };
}

export async function placeOrder(input: PlaceInput): Promise<PlaceOutcome> {
  const answer = await apiReply('post', PLACE_PATH, { form: placeFields(input) });
  return placeOutcome(answer.status, answer.body);
}
