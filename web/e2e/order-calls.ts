// Orders placed and moved through the shop's calls beside the browser, for the tests of the pages
// after the order: a bank-transfer order as the checkout places it, the back office's status, an
// order paid, shipped and delivered, the back office's steps on a return, its coupons and campaigns.
import { type Page } from '@playwright/test';
import { expect } from './app-test';
import { type Member, prepareCheckout, stateHeaders } from './shop-calls';

/** The server's ERP key, as e2e/app-test.ts configures it. */
const ERP_API_KEY = 'e2e-erp-key-0123456789abcdef';

export interface BankAccount {
  bank: string;
  holder: string;
  iban: string;
}

export interface Placed {
  orderNo: string;
  displayNo: string;
  bankAccounts: BankAccount[];
}

let serial = 0;

function uniqueKey(label: string): string {
  serial += 1;
  return `orders-e2e-${label}-${String(Date.now())}-${String(serial)}`.slice(0, 64);
}

/**
 * Places a bank-transfer order for the browser's shopper (`guest`, or the signed-in member when
 * null), `quantity` pieces of one variant (with `otherSize`, one whose colour has another size in
 * stock), through the calls the checkout makes.
 */
export async function placeTransferOrder(
  page: Page,
  guest: Member | null,
  quantity = 1,
  options: { otherSize?: boolean } = {},
): Promise<Placed> {
  await prepareCheckout(page, guest, quantity, options);
  const headers = await stateHeaders(page);

  // The contracts the shopper reads on the payment step, for this carrier and method.
  const summary = await page.request.get('/srv/service/order-step/summary?payment_method=bank_transfer');
  expect(summary.status(), await summary.text()).toBe(200);
  const { carriers, contracts_digest } = (await summary.json()) as { carriers: { code: string }[]; contracts_digest: string };

  const form: Record<string, string> = {
    idempotency_key: uniqueKey(guest === null ? 'member' : 'guest'),
    carrier: carriers[0]?.code ?? '',
    payment_method: 'bank_transfer',
    accept_pre_information: '1',
    accept_distance_sales: '1',
    contracts_digest,
  };
  const placed = await page.request.post('/srv/service/order-step/place-order', { headers, form });
  expect(placed.status(), await placed.text()).toBe(200);
  const body = (await placed.json()) as { data: { order_no: string; display_no: string }[]; bank_accounts?: BankAccount[] };
  const order = body.data[0];
  if (!order) throw new Error('no order in the answer');
  return { orderNo: order.order_no, displayNo: order.display_no, bankAccounts: body.bank_accounts ?? [] };
}

/** A POST of the shop's back office (the ERP API with its key) under `/api/v1/erp/`, which must
 * answer `status`; its body. */
async function erpPost(page: Page, path: string, data: object, status = 200): Promise<unknown> {
  const r = await page.request.post(`/api/v1/erp/${path}`, { headers: { 'X-Api-Key': ERP_API_KEY }, data });
  expect(r.status(), await r.text()).toBe(status);
  return r.json();
}

/** A call of the shop's back office on the order, which must pass; the order after it. */
async function erpCall(page: Page, orderNo: string, path: string, data: object): Promise<ErpOrder> {
  return (await erpPost(page, `orders/${orderNo}/${path}`, data)) as ErpOrder;
}

/** A coupon's rules as the back office writes them (amounts in kuruş, times in unix seconds). */
export interface CouponSpec {
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  min_total?: number;
  starts_at?: number;
  ends_at?: number;
}

/** The shop's back office creates a coupon. */
export async function createCoupon(page: Page, spec: CouponSpec): Promise<void> {
  await erpPost(page, 'coupons', spec, 201);
}

/** A coupon code no other test of the run uses: `label` and a unique tail, as the shop writes codes. */
export function uniqueCouponCode(label: string): string {
  serial += 1;
  return `${label}-${Date.now().toString(36)}${String(serial)}`.toUpperCase();
}

/** A campaign's rules as the back office writes them (amounts in kuruş; no scope: every product). */
export interface CampaignSpec {
  name: { tr: string; en?: string; ar?: string };
  offer: { kind: 'buy_x_pay_y'; buy: number; pay: number } | { kind: 'percent'; percent: number } | { kind: 'free_shipping' };
  scope?: { categories?: number[]; products?: number[] };
  min_total?: number;
}

/** The shop's back office starts a campaign; its id. */
export async function createCampaign(page: Page, spec: CampaignSpec): Promise<number> {
  return ((await erpPost(page, 'campaigns', spec, 201)) as { id: number }).id;
}

/** The shop's back office ends a campaign now. */
export async function endCampaign(page: Page, id: number): Promise<void> {
  await erpPost(page, `campaigns/${String(id)}/end`, {});
}

/** The order as the back office reads it: its lines' ids name the pieces of a parcel. */
export interface ErpOrder {
  lines: { id: number; quantity: number }[];
}

/** The shop's back office moves the order. */
export async function erpStatus(page: Page, orderNo: string, change: Record<string, string>) {
  return erpCall(page, orderNo, 'status', change);
}

/** The back office hands a parcel to Yurtiçi Kargo: `lines` of the order (none: the rest). */
export async function shipParcel(page: Page, orderNo: string, trackingNo: string, lines: { line_id: number; quantity: number }[] = []) {
  return erpCall(page, orderNo, 'parcels', { carrier: 'Yurtiçi Kargo', tracking_no: trackingNo, lines });
}

/** The back office reports the number the e-Archive integrator gave the order's invoice. */
export async function invoiceIssued(page: Page, orderNo: string, invoiceNo: string) {
  return erpCall(page, orderNo, 'invoice', { invoice_no: invoiceNo });
}

/** The back office takes the order's money, ships it and marks it delivered now. */
export async function deliverOrder(page: Page, orderNo: string) {
  await erpStatus(page, orderNo, { status: 'paid' });
  await erpStatus(page, orderNo, { status: 'shipped', carrier: 'Yurtiçi Kargo', tracking_no: `YK${orderNo}` });
  await erpStatus(page, orderNo, { status: 'delivered' });
}

/** Tracks the order by its number and the shopper's email on the tracking page, in the language
 * of `prefix` ('' or '/ar'); the result's section. */
export async function trackOrder(page: Page, prefix: string, orderNo: string, email: string) {
  await page.goto(`${prefix}/siparis-takip`);
  const form = page.getByTestId('tracking-form');
  await form.getByRole('textbox').first().fill(orderNo);
  await form.getByRole('textbox').nth(1).fill(email);
  await form.getByRole('button').last().click();
  return page.getByTestId('tracking-result');
}

/** The back office's step on a return: the parcel received, approved (with an amount other than
 * the pieces' price) or rejected (with the reason the shopper reads). */
export async function erpReturnStatus(
  page: Page,
  orderNo: string,
  returnNo: string,
  step: { status: 'received' | 'approved' | 'rejected'; amount?: number; reason?: string },
) {
  await erpCall(page, orderNo, `returns/${returnNo}/status`, step);
}
