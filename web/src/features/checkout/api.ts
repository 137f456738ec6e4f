// The checkout's server calls: the summary every step shows (computed by the server from this
// session's cart), the guest's stored contact, the guest sign-in, quick registration, the address
// step's calls and placing the order. Money is in kuruş.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiReply,
  GENERIC_ERROR_MESSAGE,
  isRefusedReply,
  type ApiPath,
  type ApiReply,
  type CallOptions,
  type FormOf,
  type Method,
} from '../../lib/api';
import { refusedFields, type FieldRefusal } from '../../components/form/refused-fields';
import type { Schemas } from '../../lib/schemas';

// ---- Shapes (from the server's OpenAPI document) ----

export type PaymentMethod = Schemas['PaymentMethod'];
/** A line of the order-to-be; `personalization` (a name to embroider) may be left out where it is "". */
export type SummaryLine = Omit<Schemas['SummaryLine'], 'personalization'> & Partial<Pick<Schemas['SummaryLine'], 'personalization'>>;
export type PickupStore = Schemas['PickupStore'];
/** A carrier with what this cart pays for it (0 when free); the store pickup is code "store". */
export type Carrier = Schemas['CarrierOption'];
/** A payment method with its fee, or why it cannot pay this order (`reason`). */
export type PaymentMethodOption = Schemas['PaymentOption'];
export type BankAccount = Schemas['BankAccount'];
export type Contact = Schemas['Contact'];
export type Totals = Schemas['Totals'];
/** A contract as plain text, paragraphs separated by blank lines. */
export type Contract = Schemas['Contract'];
/** An address as the address book answers it. */
export type CheckoutAddress = Schemas['Address'];
/** Everything a checkout step shows, computed by the server from this session's cart. */
export type CheckoutSummary = Omit<Schemas['CheckoutSummary'], 'lines'> & { lines: SummaryLine[] };
/** The order as the placement answers it. */
export type PlacedOrder = Schemas['OrderView'];
/** What ran out when a placement was refused: what was wanted and what is left. */
export type Shortage = Schemas['ShortageView'];

// ---- Calling ----

/** A refused call: its HTTP status, its overall message and the fields it names. */
export class CheckoutCallError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldRefusal[];

  constructor(answer: ApiReply) {
    const { fields, message, code } = refusalOf(answer);
    super(message);
    this.name = 'CheckoutCallError';
    this.status = answer.status;
    this.code = code;
    this.fields = fields;
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The fields a refusal names, its message (else its first field's, else the generic one) and code. */
export function refusalOf(answer: ApiReply): { fields: FieldRefusal[]; message: string; code: string } {
  const body = (answer.body ?? {}) as Record<string, unknown>;
  const fields = refusedFields(answer.body);
  const envelope = (body.error ?? {}) as Record<string, unknown>;
  const message =
    text(body.message) || text(body.statusText) || text(envelope.message) || fields[0]?.message || GENERIC_ERROR_MESSAGE;
  const code = text(body.code) || text(envelope.code) || `http_${answer.status}`;
  return { fields, message, code };
}

/** A documented call of the checkout; a refusal (or an answer with status 0) throws CheckoutCallError. */
async function checkoutCall<M extends Method, P extends ApiPath<M>>(method: M, path: P, options: CallOptions<P, M>): Promise<ApiReply> {
  const answer = await apiReply(method, path, options);
  if (isRefusedReply(answer)) throw new CheckoutCallError(answer);
  return answer;
}

// ---- The summary ----

export const SUMMARY_PATH = '/srv/service/order-step/summary' as const;

export function summaryKey(carrier: string, paymentMethod: string) {
  return ['checkout-summary', carrier, paymentMethod] as const;
}

export async function fetchSummary(carrier: string, paymentMethod: string, signal?: AbortSignal): Promise<CheckoutSummary> {
  const answer = await checkoutCall('get', SUMMARY_PATH, {
    query: { carrier: carrier || null, payment_method: paymentMethod || null },
    signal,
  });
  return answer.body as CheckoutSummary;
}

/** The summary for a carrier ("" = the server's first) and a payment method ("" = card). */
export function summaryQuery(carrier = '', paymentMethod = '') {
  return queryOptions({
    queryKey: summaryKey(carrier, paymentMethod),
    queryFn: ({ signal }) => fetchSummary(carrier, paymentMethod, signal),
    staleTime: 0,
    // Another carrier or method keeps the last figures on screen until the new ones come.
    placeholderData: keepPreviousData,
  });
}

export function useSummary(carrier = '', paymentMethod = '') {
  return useQuery(summaryQuery(carrier, paymentMethod));
}

/** Every cached summary, whatever its carrier or method: refetched after a step changes the order. */
export const SUMMARY_KEY_PREFIX = ['checkout-summary'] as const;

// ---- The guest's contact ----

export const GUEST_PATH = '/srv/service/order-step/guest' as const;

export async function fetchGuestContact(signal?: AbortSignal): Promise<Contact | null> {
  const answer = await checkoutCall('get', GUEST_PATH, { signal });
  return (answer.body as Schemas['GuestReply']).data[0] ?? null;
}

export function guestContactQuery() {
  return queryOptions({ queryKey: ['checkout-guest'] as const, queryFn: ({ signal }) => fetchGuestContact(signal) });
}

export interface GuestValues {
  email: string;
  /** Digits with the country code, as the phone widget sends them. */
  phone: string;
  name: string;
  surname: string;
  kvkk: boolean;
}

const GUEST_LOGIN_PATH = '/api/v1/authentication/login-nomembership';

export function guestFields(values: GuestValues): FormOf<typeof GUEST_LOGIN_PATH, 'post'> {
  return {
    email: values.email.trim(),
    phone: values.phone,
    name: values.name.trim(),
    surname: values.surname.trim(),
    kvkk: values.kvkk ? '1' : '0',
  };
}

/** Continues as a guest: the server keeps the contact in the session for the next steps. */
export async function continueAsGuest(values: GuestValues): Promise<void> {
  await checkoutCall('post', GUEST_LOGIN_PATH, { form: guestFields(values) });
}

// ---- Quick registration ----

export interface QuickRegisterValues {
  email: string;
  password: string;
  kvkk: boolean;
}

const QUICK_REGISTER_PATH = '/api/v1/authentication/register/quick';

export function quickRegisterFields(values: QuickRegisterValues): FormOf<typeof QUICK_REGISTER_PATH, 'post'> {
  return { email: values.email.trim(), password: values.password, kvkk: values.kvkk ? '1' : '0' };
}

/** Registers with email and password; the answer's message says what comes next (activation). */
export async function quickRegister(values: QuickRegisterValues): Promise<string> {
  const answer = await checkoutCall('post', QUICK_REGISTER_PATH, { form: quickRegisterFields(values) });
  const body = (answer.body ?? {}) as Record<string, unknown>;
  return text(body.message) || text(body.statusText);
}

// ---- The address step ----

export interface AddressStep {
  addresses: CheckoutAddress[];
  deliveryId: number;
  invoiceId: number;
}

function addressStepOf(body: unknown): AddressStep {
  const step = body as Schemas['AddressStep'];
  return { addresses: step.data, deliveryId: step.delivery_address_id, invoiceId: step.invoice_address_id };
}

export const ADDRESS_STEP_KEY = ['checkout-addresses'] as const;

export async function fetchAddressStep(signal?: AbortSignal): Promise<AddressStep> {
  return addressStepOf((await checkoutCall('get', '/srv/service/order-step/get-address-list', { signal })).body);
}

export function addressStepQuery() {
  return queryOptions({ queryKey: ADDRESS_STEP_KEY, queryFn: ({ signal }) => fetchAddressStep(signal) });
}

export interface AddressChoice {
  deliveryId: number;
  /** null: the invoice goes to the delivery address. */
  invoiceId: number | null;
}

export function setAddressFields(choice: AddressChoice): FormOf<'/srv/service/order-step/set-address', 'post'> {
  return choice.invoiceId === null
    ? { delivery_address_id: choice.deliveryId, same_invoice: 1 }
    : { delivery_address_id: choice.deliveryId, invoice_address_id: choice.invoiceId, same_invoice: 0 };
}

export async function setAddress(choice: AddressChoice): Promise<AddressStep> {
  const answer = await checkoutCall('post', '/srv/service/order-step/set-address', { form: setAddressFields(choice) });
  return addressStepOf(answer.body);
}

/**
 * A summary line's picture: the summary may give the image's stem (as the catalog keeps it) or a
 * ready address; a stem is shown at the catalog's small size.
 */
export function lineImageUrl(image: string): string {
  if (image === '') return '';
  if (image.startsWith('/') || /^https?:\/\//.test(image)) return image;
  return `/images/${image}-small.webp`;
}
