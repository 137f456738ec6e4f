// The checkout's server calls: the summary every step shows (computed by the server from this
// session's cart), the guest's stored contact, the guest sign-in, quick registration, the address
// step's calls and placing the order. Money is in kuruş.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRequest, type ApiPath, type CallOptions, type FormOf } from '../../lib/api';

// ---- Shapes (the contract of issue 18; hand-written until the API types carry them) ----

export type PaymentMethod = 'card' | 'bank_transfer' | 'cash_on_delivery';

export interface SummaryLine {
  product_id: number;
  variant_id: number;
  title: string;
  colour: string;
  size: string;
  /** A name to embroider, or "". */
  personalization?: string;
  quantity: number;
  unit_price: number;
  discount: number;
  total: number;
  image: string;
}

export interface PickupStore {
  id: number;
  name: string;
  address: string;
}

export interface Carrier {
  code: string;
  name: string;
  /** What this cart pays: 0 when free. */
  price: number;
  list_price: number;
  ships_today: boolean;
  /** The same-day cut-off ("14:00"), or "". */
  cutoff: string;
  /** Only the store pickup choice (code "store"). */
  store?: PickupStore | null;
}

export interface PaymentMethodOption {
  method: PaymentMethod;
  fee: number;
  available: boolean;
  /** Why not, in words, when not available. */
  reason: string;
}

export interface BankAccount {
  bank: string;
  holder: string;
  iban: string;
}

export interface Contact {
  email: string;
  phone: string;
  name: string;
  surname: string;
}

export interface Totals {
  items_total: number;
  discount_total: number;
  shipping_fee: number;
  payment_fee: number;
  vat_total: number;
  grand_total: number;
}

export interface Contract {
  kind: 'pre_information' | 'distance_sales';
  title: string;
  /** Plain text, paragraphs separated by blank lines. */
  text: string;
}

/** An address as the address book answers it (the API types' Address). */
export type CheckoutAddress = import('../address/types').Address;

export interface CheckoutSummary {
  empty: boolean;
  lines: SummaryLine[];
  carriers: Carrier[];
  free_shipping_threshold: number;
  free_shipping_remaining: number;
  payment_methods: PaymentMethodOption[];
  bank_accounts: BankAccount[];
  bank_transfer_days: number;
  delivery_address: CheckoutAddress | null;
  invoice_address: CheckoutAddress | null;
  contact: Contact | null;
  member: boolean;
  totals: Totals;
  contracts: Contract[];
  contracts_digest: string;
}

/** A field the server refused, with its message. */
export interface FieldRefusal {
  key: string;
  message: string;
}

// ---- Calling ----

/** Spec section 8's generic error, for refusals without a message of their own. */
export const GENERIC_ERROR = 'Bir hata oluştu';

export interface Answer {
  status: number;
  ok: boolean;
  body: unknown;
}

/** A refused call: its HTTP status, its overall message and the fields it names. */
export class CheckoutCallError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldRefusal[];

  constructor(answer: Answer) {
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

/** The fields a refusal names (data[].key with statusText or message), its message and code. */
export function refusalOf(answer: Answer): { fields: FieldRefusal[]; message: string; code: string } {
  const body = (answer.body ?? {}) as Record<string, unknown>;
  const fields: FieldRefusal[] = [];
  if (Array.isArray(body.data)) {
    for (const item of body.data as unknown[]) {
      if (item === null || typeof item !== 'object') continue;
      const { key, statusText, message } = item as Record<string, unknown>;
      const said = text(statusText) || text(message);
      if (typeof key === 'string' && key !== '' && said !== '') fields.push({ key, message: said });
    }
  }
  const envelope = (body.error ?? {}) as Record<string, unknown>;
  const message =
    text(body.message) || text(body.statusText) || text(envelope.message) || fields[0]?.message || GENERIC_ERROR;
  const code = text(body.code) || text(envelope.code) || `http_${answer.status}`;
  return { fields, message, code };
}

function refused(answer: Answer): boolean {
  return !answer.ok || (answer.body as { status?: unknown } | null)?.status === 0;
}

async function send(url: string, init: RequestInit): Promise<Answer> {
  const response = await fetch(url, init);
  const body = await response.text();
  let parsed: unknown = null;
  if (body !== '') {
    try {
      parsed = JSON.parse(body) as unknown;
    } catch {
      parsed = body;
    }
  }
  return { status: response.status, ok: response.ok, body: parsed };
}

/**
 * A call of the checkout: the language, the bearer token and the CSRF token as every call has them;
 * a refusal throws CheckoutCallError. Paths the API types do not document yet go through as they are.
 */
async function checkoutCall(
  method: 'get' | 'post',
  path: string,
  options: { query?: Record<string, string | number | undefined>; form?: Record<string, string | number | null | undefined>; signal?: AbortSignal } = {},
): Promise<Answer> {
  const { url, init } = callRequest(method, path as ApiPath<'get'>, options as CallOptions<ApiPath<'get'>, 'get'>);
  const answer = await send(url, init);
  if (refused(answer)) throw new CheckoutCallError(answer);
  return answer;
}

// ---- The summary ----

export const SUMMARY_PATH = '/srv/service/order-step/summary';

export function summaryKey(carrier: string, paymentMethod: string) {
  return ['checkout-summary', carrier, paymentMethod] as const;
}

export async function fetchSummary(carrier: string, paymentMethod: string, signal?: AbortSignal): Promise<CheckoutSummary> {
  const answer = await checkoutCall('get', SUMMARY_PATH, {
    query: { carrier: carrier || undefined, payment_method: paymentMethod || undefined },
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

export const GUEST_PATH = '/srv/service/order-step/guest';

export async function fetchGuestContact(signal?: AbortSignal): Promise<Contact | null> {
  const answer = await checkoutCall('get', GUEST_PATH, { signal });
  const data = (answer.body as { data?: unknown } | null)?.data;
  return Array.isArray(data) && data.length > 0 ? (data[0] as Contact) : null;
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

export function guestFields(values: GuestValues): FormOf<typeof GUEST_LOGIN_PATH, 'post'> & { kvkk: number } {
  return {
    email: values.email.trim(),
    phone: values.phone,
    name: values.name.trim(),
    surname: values.surname.trim(),
    kvkk: values.kvkk ? 1 : 0,
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
  return { email: values.email.trim(), password: values.password, kvkk: values.kvkk ? 1 : 0 };
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
  const step = (body ?? {}) as { data?: CheckoutAddress[]; delivery_address_id?: number; invoice_address_id?: number };
  return {
    addresses: Array.isArray(step.data) ? step.data : [],
    deliveryId: step.delivery_address_id ?? 0,
    invoiceId: step.invoice_address_id ?? 0,
  };
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
