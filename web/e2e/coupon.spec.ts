// Discount codes ("İndirim kodu") as a shopper uses them, with coupons the back office creates
// through its API: a code applied on the cart page takes its discount off as a line of its own and
// comes off again without a reload, in Turkish and in Arabic (right to left, the server's Arabic
// messages); an unknown and an expired code say why and change nothing; a code the cart no longer
// meets stays with its reason and no discount; applying one on the payment step re-prices the
// summary and asks for the contracts again; and a guest buys with a code by bank transfer, the
// order page showing the code and its discount, all against a computation from the product's price.
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './app-test';
import { createCoupon, uniqueCouponCode } from './order-calls';
import { acceptContracts, chooseBankTransfer, confirmedOrder } from './payment-steps';
import { addToCartBeside, prepareCheckout, uniqueMember, type CartAnswer } from './shop-calls';

/** Kuruş written the way the shop writes lira in every language: "1.234,50 TL". */
function tl(kurus: number): string {
  const lira = Math.floor(kurus / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${lira},${String(kurus % 100).padStart(2, '0')} TL`;
}

/** A percent of an amount in kuruş, rounded half up (as a coupon takes it off each line). */
function percentOf(kurus: number, percent: number): number {
  return Math.floor((kurus * percent + 50) / 100);
}

/** A new percent code (named from `name`) and what it takes off `lines`, an amount in kuruş. */
async function percentCode(page: Page, lines: number, name: string, percent: number): Promise<{ code: string; off: number }> {
  const code = uniqueCouponCode(name);
  await createCoupon(page, { code, kind: 'percent', value: percent });
  return { code, off: percentOf(lines, percent) };
}

/** The one line of a cart that holds one product, in kuruş, with no discount of its own. */
function onlyLine(cart: CartAnswer): { unit: number; total: number } {
  expect(cart.cartProducts).toHaveLength(1);
  const [line] = cart.cartProducts;
  expect(line?.tierPercent).toBe(0);
  return { unit: Math.round((line?.unitPrice ?? 0) * 100), total: Math.round((line?.lineTotal ?? 0) * 100) };
}

/** The cart as the server keeps it now: its code, if any. */
async function storedCoupon(page: Page): Promise<{ code: string; applied: boolean } | null> {
  const r = await page.request.get('/srv/service/content-v5/sub-folder/1/1001/cart');
  expect(r.status()).toBe(200);
  return ((await r.json()) as { coupon: { code: string; applied: boolean } | null }).coupon;
}

/** The cart page's summary and its parts. */
function cartSummary(page: Page, name: string) {
  const summary = page.getByRole('complementary', { name });
  return {
    summary,
    box: summary.getByTestId('coupon'),
    total: summary.getByTestId('cart-total'),
    discount: summary.getByTestId('cart-coupon-discount'),
  };
}

/** Types a code into a coupon box and presses its button. */
async function applyCode(box: Locator, label: string, button: string, code: string) {
  await box.getByLabel(label, { exact: true }).fill(code);
  await box.getByRole('button', { name: button, exact: true }).click();
}

test('a code applied on the cart page comes off the total as its own line, and off again, without a reload', async ({ page }) => {
  await page.goto('/');
  const { total: lines } = onlyLine(await addToCartBeside(page, 1));
  const { code, off } = await percentCode(page, lines, 'YAZ20', 20);

  await page.goto('/sepet');
  const { summary, box, total, discount } = cartSummary(page, 'Sipariş özeti');
  await expect(total).toHaveText(tl(lines));
  // Set on this page's window: a reload would lose it.
  await page.evaluate('window.couponPageMark = 1');

  // Typed in small letters: the shop writes it as it created it.
  await applyCode(box, 'İndirim kodu', 'Uygula', code.toLowerCase());
  await expect(box.getByTestId('coupon-status')).toHaveText('İndirim kodu uygulandı');
  await expect(box.getByTestId('coupon-chip')).toContainText(code);
  await expect(box.getByTestId('coupon-chip')).toContainText('Uygulandı');
  await expect(summary.locator('dt', { hasText: `İndirim kodu (${code})` })).toBeVisible();
  await expect(discount).toHaveText(`−${tl(off)}`);
  await expect(total).toHaveText(tl(lines - off));
  // The keyboard stays on the box: on the chip's remove button.
  await expect(box.getByRole('button', { name: 'Kaldır' })).toBeFocused();
  expect(await storedCoupon(page)).toEqual(expect.objectContaining({ code, applied: true }));

  await box.getByRole('button', { name: 'Kaldır' }).click();
  await expect(box.getByTestId('coupon-status')).toHaveText('İndirim kodu kaldırıldı');
  await expect(discount).toHaveCount(0);
  await expect(box.getByTestId('coupon-chip')).toHaveCount(0);
  await expect(total).toHaveText(tl(lines));
  await expect(box.getByLabel('İndirim kodu', { exact: true })).toBeFocused();
  expect(await storedCoupon(page)).toBeNull();
  expect(await page.evaluate('window.couponPageMark')).toBe(1);
});

test('in Arabic the code box reads right to left and the server answers in Arabic', async ({ page }) => {
  await page.goto('/ar/');
  const { total: lines } = onlyLine(await addToCartBeside(page, 1));
  const { code, off } = await percentCode(page, lines, 'SAYF15', 15);

  await page.goto('/ar/sepet');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const { summary, box, total, discount } = cartSummary(page, 'ملخص الطلب');
  const field = box.getByLabel('رمز الخصم', { exact: true });
  const apply = box.getByRole('button', { name: 'تطبيق', exact: true });
  // Mirrored: the field starts at the right, its button to its left.
  const [fieldBox, applyBox] = [await field.boundingBox(), await apply.boundingBox()];
  expect(fieldBox && applyBox && applyBox.x < fieldBox.x).toBe(true);

  await applyCode(box, 'رمز الخصم', 'تطبيق', code);
  await expect(box.getByTestId('coupon-status')).toHaveText('تم تطبيق رمز الخصم');
  await expect(box.getByTestId('coupon-code')).toHaveText(code);
  await expect(summary.locator('dt', { hasText: `رمز الخصم (${code})` })).toBeVisible();
  await expect(discount).toHaveText(`−${tl(off)}`);
  await expect(total).toHaveText(tl(lines - off));
  // The amount at the row's left end, its label at the right.
  const row = summary.locator('dl > div', { has: page.getByTestId('cart-coupon-discount') });
  const [labelBox, amountBox] = [await row.locator('dt').boundingBox(), await discount.boundingBox()];
  expect(labelBox && amountBox && amountBox.x < labelBox.x).toBe(true);

  await box.getByRole('button', { name: 'إزالة' }).click();
  await expect(box.getByTestId('coupon-status')).toHaveText('تمت إزالة رمز الخصم');
  await expect(discount).toHaveCount(0);
  await expect(total).toHaveText(tl(lines));
});

test('an unknown and an expired code say why next to the field and change nothing', async ({ page }) => {
  await page.goto('/');
  const { total: lines } = onlyLine(await addToCartBeside(page, 1));
  const expired = uniqueCouponCode('ESKI10');
  await createCoupon(page, { code: expired, kind: 'percent', value: 10, starts_at: 1000, ends_at: 2000 });

  await page.goto('/sepet');
  const { box, total, discount } = cartSummary(page, 'Sipariş özeti');
  const field = box.getByLabel('İndirim kodu', { exact: true });
  const alert = box.getByRole('alert');

  // Nothing typed: asked for a code, nothing sent.
  await box.getByRole('button', { name: 'Uygula', exact: true }).click();
  await expect(alert).toHaveText('Lütfen bir indirim kodu girin');

  for (const [code, message] of [
    [uniqueCouponCode('YOKBOYLE'), 'Bu indirim kodu bulunamadı; lütfen kontrol edip tekrar deneyin'],
    [expired, 'Bu indirim kodunun süresi doldu'],
  ] as const) {
    await applyCode(box, 'İndirim kodu', 'Uygula', code);
    await expect(alert).toHaveText(message);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAttribute('aria-describedby', (await alert.getAttribute('id')) ?? '');
    // What was typed stays to be corrected; the cart is as it was.
    await expect(field).toHaveValue(code);
    await expect(box.getByTestId('coupon-chip')).toHaveCount(0);
    await expect(discount).toHaveCount(0);
    await expect(total).toHaveText(tl(lines));
    expect(await storedCoupon(page)).toBeNull();
  }

  // Typing again clears the refusal.
  await field.fill('YENI');
  await expect(alert).toHaveCount(0);
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
});

test('a code the cart no longer meets stays with its reason and gives nothing until the cart meets it again', async ({ page }) => {
  await page.goto('/');
  const cart = await addToCartBeside(page, 2);
  expect(cart.cartProducts[0]?.step).toBe(1);
  const unit = Math.round((cart.cartProducts[0]?.unitPrice ?? 0) * 100);
  const code = uniqueCouponCode('TL50');
  // More than one piece costs, less than two do (whatever two pieces' multi-buy discount).
  await createCoupon(page, { code, kind: 'amount', value: 5000, min_total: unit + 1 });

  await page.goto('/sepet');
  const { box, discount } = cartSummary(page, 'Sipariş özeti');
  await applyCode(box, 'İndirim kodu', 'Uygula', code);
  await expect(discount).toHaveText(`−${tl(5000)}`);

  await page.getByTestId('cart-line').getByRole('button', { name: 'Azalt' }).click();
  await expect(box.getByTestId('coupon-note')).toHaveText(`Bu indirim kodu ${tl(unit + 1)} ve üzeri alışverişlerde geçerli`);
  await expect(box.getByTestId('coupon-chip')).toContainText(code);
  await expect(box.getByTestId('coupon-chip')).not.toContainText('Uygulandı');
  await expect(discount).toHaveCount(0);
  await expect(page.getByTestId('cart-total')).toHaveText(tl(unit));

  await page.getByTestId('cart-line').getByRole('button', { name: 'Arttır' }).click();
  await expect(discount).toHaveText(`−${tl(5000)}`);
  await expect(box.getByTestId('coupon-note')).toHaveCount(0);
});

test('a code applied on the payment step re-prices the summary and asks for the contracts again', async ({ page }) => {
  await page.goto('/');
  const { total: lines } = onlyLine(await prepareCheckout(page, uniqueMember('kupon'), 1));
  const { code, off } = await percentCode(page, lines, 'ODEME10', 10);

  await page.goto('/siparis/odeme');
  const step = page.getByTestId('payment-step');
  await chooseBankTransfer(page);
  await acceptContracts(page);
  const totals = step.getByTestId('payment-totals');
  const before = (await totals.getByTestId('payment-grand-total').textContent()) ?? '';
  const box = totals.getByTestId('coupon');
  // Enter applies the code; it never places the order.
  await box.getByLabel('İndirim kodu', { exact: true }).fill(code);
  await box.getByLabel('İndirim kodu', { exact: true }).press('Enter');
  await expect(box.getByTestId('coupon-status')).toHaveText('İndirim kodu uygulandı');
  await expect(page).toHaveURL(/\/siparis\/odeme$/);
  await expect(box.getByRole('button', { name: 'Kaldır' })).toBeFocused();
  await expect(totals.getByTestId('payment-coupon-discount')).toHaveText(`−${tl(off)}`);
  await expect(page.getByTestId('checkout-summary').getByTestId('summary-coupon-discount')).toHaveText(`−${tl(off)}`);
  await expect(totals.getByTestId('payment-grand-total')).not.toHaveText(before);
  // The contracts name the price: their new texts are accepted again.
  await acceptContracts(page);

  await box.getByRole('button', { name: 'Kaldır' }).click();
  await expect(box.getByTestId('coupon-status')).toHaveText('İndirim kodu kaldırıldı');
  await expect(totals.getByTestId('payment-coupon-discount')).toHaveCount(0);
  await expect(page.getByTestId('checkout-summary').getByTestId('summary-coupon-discount')).toHaveCount(0);
  await expect(totals.getByTestId('payment-grand-total')).toHaveText(before);
});

test('a guest applies a code in the cart and buys with it by bank transfer; the order shows the code and its discount', async ({ page }) => {
  await page.goto('/');
  const { unit, total: lines } = onlyLine(await prepareCheckout(page, uniqueMember('kuponlu'), 1));
  expect(lines).toBe(unit);
  const code = uniqueCouponCode('ALIS20');
  await createCoupon(page, { code, kind: 'percent', value: 20 });
  // By hand: a fifth of the one piece's price off, the first carrier's 49,90 TL under 1.000 TL.
  const off = percentOf(unit, 20);
  const items = unit - off;
  const shipping = items >= 100_000 ? 0 : 4_990;

  await page.goto('/sepet');
  const { box, total } = cartSummary(page, 'Sipariş özeti');
  await applyCode(box, 'İndirim kodu', 'Uygula', code);
  await expect(total).toHaveText(tl(items));

  await page.goto('/siparis/odeme');
  const step = page.getByTestId('payment-step');
  const totals = step.getByTestId('payment-totals');
  await expect(totals.getByTestId('coupon-code')).toHaveText(code);
  await chooseBankTransfer(page);
  await expect(totals.getByTestId('payment-coupon-discount')).toHaveText(`−${tl(off)}`);
  await expect(totals.getByTestId('payment-grand-total')).toHaveText(tl(items + shipping));
  await acceptContracts(page);
  await step.getByTestId('payment-submit').click();

  const order = await confirmedOrder(page);
  expect(order).toMatchObject({
    payment_method: 'bank_transfer',
    coupon_code: code,
    coupon_discount: off,
    items_total: items,
    shipping_fee: shipping,
    payment_fee: 0,
    grand_total: items + shipping,
  });
  const orderTotals = page.getByTestId('order-totals');
  await expect(orderTotals.locator('dt', { hasText: `İndirim kodu (${code})` })).toBeVisible();
  await expect(orderTotals.getByTestId('order-coupon-discount')).toHaveText(`−${tl(off)}`);
  await expect(orderTotals).toContainText(tl(items + shipping));
});
