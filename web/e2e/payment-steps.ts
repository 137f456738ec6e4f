// The payment step's moves as a shopper makes them, shared by the payment specs: a new card typed
// into the wallet's fields, both contracts ticked, the confirmation page's order number, and the
// order as its owner reads it.
import { expect, type Page } from '@playwright/test';

export async function fillNewCard(page: Page, number: string) {
  await page.locator('#checkout-card-number').fill('');
  await page.locator('#checkout-card-number').pressSequentially(number);
  await page.locator('#checkout-card-expiry').fill('');
  await page.locator('#checkout-card-expiry').pressSequentially('1230');
  await page.locator('#checkout-card-cvc').fill('');
  await page.locator('#checkout-card-cvc').pressSequentially('123');
  await page.locator('#checkout-card-holder').fill('Elif Kaya');
}

export async function acceptContracts(page: Page) {
  const step = page.getByTestId('payment-step');
  for (const kind of ['pre_information', 'distance_sales']) {
    const box = step.getByTestId(`payment-contract-${kind}`).getByRole('checkbox');
    await expect(box).not.toBeChecked();
    await box.check();
  }
}

/** Chooses the bank transfer on the payment step and waits for its summary: the contracts that
 * name it (accepting them earlier would be undone when they arrive). */
export async function chooseBankTransfer(page: Page) {
  const step = page.getByTestId('payment-step');
  await step.getByTestId('payment-method-bank_transfer').click();
  await expect(step.getByTestId('payment-contract-distance_sales')).toContainText(/Havale|EFT/i);
}

/** The order number of the confirmation page's address. */
export async function confirmedOrderNo(page: Page, prefix = ''): Promise<string> {
  await page.waitForURL((url) => new RegExp(`^${prefix}/order/\\d+$`).test(url.pathname) && url.searchParams.get('yeni') === '1');
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

export interface OrderDetail {
  order_no: string;
  status: string;
  payment_method: string;
  grand_total: number;
  /** Amounts in kuruş; items after their discounts and the code's. */
  items_total: number;
  coupon_code: string;
  coupon_discount: number;
  campaign_discount: number;
  campaigns: { id: number; name: string; discount: number; free_shipping: boolean }[];
  shipping_fee: number;
  payment_fee: number;
  payment?: { masked_pan: string; installment_count: number } | null;
}

export async function orderDetail(page: Page, orderNo: string): Promise<OrderDetail> {
  const r = await page.request.get(`/srv/service/order/detail/${orderNo}`);
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { data: OrderDetail[] }).data[0] as OrderDetail;
}

/** The order of the confirmation page the browser comes to, as the server has it. */
export async function confirmedOrder(page: Page): Promise<OrderDetail> {
  return orderDetail(page, await confirmedOrderNo(page));
}
