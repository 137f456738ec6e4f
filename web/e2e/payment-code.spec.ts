// The SMS code step of a card payment as a shopper meets it, against the server's sandbox provider
// in test mode: one purchase and one code per attempt ("Onayla" checks the code of that purchase
// and nothing else), what the provider says of a wrong code stays on screen with the tries left,
// a spent code offers a new code or another card, the order's one mail goes once the payment is
// confirmed and says so, and the header's cart is empty on the confirmation page. In Turkish and
// in Arabic; screenshots of the dialog's states are attached.
import { type Locator, type Page, type TestInfo } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './app-test';
import { acceptContracts, confirmedOrder, confirmedOrderNo, fillNewCard, orderDetail } from './payment-steps';
import { walletCodes } from './outbox';
import { otpFromOutbox, prepareCheckout, uniqueMember, type Member } from './shop-calls';

/** The sandbox's test card that asks for an SMS code. */
const OTP_CARD = '4032801234567894';

/** The order mails to `email` in the outbox. */
function orderMails(outbox: string, email: string): string[] {
  return readdirSync(outbox)
    .filter((name) => name.endsWith('-order.eml'))
    .map((name) => readFileSync(join(outbox, name), 'utf8'))
    .filter((mail) => mail.includes(`To: ${email}`));
}

/** Counts the provider calls the page makes, by call. */
function providerCalls(page: Page): Map<string, number> {
  const calls = new Map<string, number>();
  page.on('request', (request) => {
    const call = /\/wallet-sandbox\/v2\/(\w+)$/.exec(new URL(request.url()).pathname)?.[1];
    if (call) calls.set(call, (calls.get(call) ?? 0) + 1);
  });
  return calls;
}

/** A guest with one item at the payment step, the code card typed in and the contracts ticked. */
async function atPaymentWithCodeCard(page: Page, prefix: '' | '/ar'): Promise<Member> {
  await page.goto(`${prefix}/`);
  const guest = uniqueMember('kod');
  await prepareCheckout(page, guest, 1);
  // The shopper looks at the cart first: the header counts its item.
  await page.goto(`${prefix}/sepet`);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto(`${prefix}/siparis/odeme`);
  await fillNewCard(page, OTP_CARD);
  await acceptContracts(page);
  return guest;
}

/** A code that is not the one the sandbox sent. */
function wrongCode(right: string, seed: number): string {
  const code = String(seed).repeat(6);
  return code === right ? String((seed + 1) % 10).repeat(6) : code;
}

async function dialogShot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** The header's cart on the confirmation page: empty at once, without a reload. */
async function expectEmptyCart(page: Page, label: string) {
  await expect(page.getByTestId('header-cart')).toHaveAttribute('aria-label', label);
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
}

/**
 * Presses pay at the payment step: the code dialog (named `name` in the page's language), the code
 * the guest's phone got, and the time it was asked from.
 */
async function pressPay(page: Page, outbox: string, guest: Member, name: string): Promise<{ since: number; dialog: Locator; code: string }> {
  const since = Date.now();
  await page.getByTestId('payment-submit').click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return { since, dialog, code: await otpFromOutbox(outbox, guest.msisdn, since) };
}

test('the right code on the first press pays with one code, one purchase and one truthful mail', async ({ page, outbox }) => {
  const calls = providerCalls(page);
  const guest = await atPaymentWithCodeCard(page, '');
  const step = page.getByTestId('payment-step');
  await expect(step.getByTestId('payment-test-mode')).toContainText('Test modu: gerçek ödeme alınmaz.');
  await expect(step.getByTestId('payment-test-mode').getByRole('link', { name: 'Test kartları' })).toHaveAttribute(
    'href',
    '/wallet-sandbox/test-cards?lang=tr',
  );
  await expect(page.getByTestId('header-cart')).toHaveAttribute('aria-label', 'Sepetim, 1 ürün');
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  const { since, dialog, code } = await pressPay(page, outbox, guest, 'Doğrulama kodu');
  // Placed and waiting for the code: no mail yet says anything about the payment.
  expect(orderMails(outbox, guest.email)).toHaveLength(0);

  // The whole SMS pasted into the field: its code is read out of it.
  const sms = walletCodes(outbox, guest.msisdn, since)[0]?.text.split('\n')[1] ?? '';
  await dialog.getByLabel('SMS kodu').fill(sms);
  await expect(dialog.getByLabel('SMS kodu')).toHaveValue(code);
  await dialog.getByRole('button', { name: 'Onayla' }).click();

  expect((await confirmedOrder(page)).status).toBe('paid');
  await expectEmptyCart(page, 'Sepetim, 0 ürün');
  expect(walletCodes(outbox, guest.msisdn, since)).toHaveLength(1);
  expect(calls.get('directPurchase')).toBe(1);
  expect(calls.get('validateTransaction')).toBe(1);

  // One mail, once paid, that says it was paid (a test payment) and never that it was not.
  await expect.poll(() => orderMails(outbox, guest.email).length).toBe(1);
  const mail = orderMails(outbox, guest.email)[0] ?? '';
  expect(mail).toContain('Ödemeniz alındı: 4032 80** **** 7894 numaralı kartınızdan tek çekim.');
  expect(mail).toContain('Bu bir test ödemesidir');
  expect(mail).not.toContain('tamamlanmadı');
});

test('two wrong codes are explained and kept in view; the next right one pays', async ({ page, outbox }, testInfo) => {
  const calls = providerCalls(page);
  const guest = await atPaymentWithCodeCard(page, '');
  const { since, dialog, code } = await pressPay(page, outbox, guest, 'Doğrulama kodu');
  const field = dialog.getByLabel('SMS kodu');

  for (const [seed, left] of [
    [0, 2],
    [1, 1],
  ] as const) {
    await field.fill(wrongCode(code, seed));
    await dialog.getByRole('button', { name: 'Onayla' }).click();
    const message = dialog.getByTestId('wallet-otp-error');
    await expect(message).toHaveText(`Kod hatalı. Kalan deneme hakkınız: ${String(left)}`);
    // Still there a while later, with the focus back in the field.
    await page.waitForTimeout(2000);
    await expect(message).toBeVisible();
    await expect(field).toBeFocused();
    if (left === 2) await dialogShot(page, testInfo, 'tr-wrong-code');
  }
  // Typing is reading: the message goes once the shopper edits the field.
  await field.fill(code);
  await expect(dialog.getByTestId('wallet-otp-error')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Onayla' }).click();

  expect((await confirmedOrder(page)).status).toBe('paid');
  expect(walletCodes(outbox, guest.msisdn, since)).toHaveLength(1);
  expect(calls.get('directPurchase')).toBe(1);
  expect(calls.get('validateTransaction')).toBe(3);
});

test('a code spent by three wrong tries says so and a new code pays the same order', async ({ page, outbox }, testInfo) => {
  const calls = providerCalls(page);
  const guest = await atPaymentWithCodeCard(page, '');
  const { since, dialog, code } = await pressPay(page, outbox, guest, 'Doğrulama kodu');
  for (const seed of [0, 1, 2]) {
    await dialog.getByLabel('SMS kodu').fill(wrongCode(code, seed));
    await dialog.getByRole('button', { name: 'Onayla' }).click();
    if (seed < 2) await expect(dialog.getByTestId('wallet-otp-error')).toContainText('Kalan deneme hakkınız');
  }
  await expect(dialog.getByTestId('wallet-otp-error')).toContainText('Kod üst üste hatalı girildiği için bu doğrulama kapandı');
  await expect(dialog.getByLabel('SMS kodu')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Başka kartla öde' })).toBeVisible();
  await dialogShot(page, testInfo, 'tr-code-spent');
  const orderNo = new URL(page.url()).searchParams.get('order') ?? '';

  // A new code: a new purchase of the same order with the same card, and its own code.
  const again = Date.now();
  await dialog.getByRole('button', { name: 'Yeni kod gönder' }).click();
  await expect(dialog.getByLabel('SMS kodu')).toBeVisible();
  const fresh = await otpFromOutbox(outbox, guest.msisdn, again);
  await dialog.getByLabel('SMS kodu').fill(fresh);
  await dialog.getByRole('button', { name: 'Onayla' }).click();

  expect(await confirmedOrderNo(page)).toBe(orderNo);
  expect((await orderDetail(page, orderNo)).status).toBe('paid');
  expect(walletCodes(outbox, guest.msisdn, since)).toHaveLength(2);
  expect(calls.get('directPurchase')).toBe(2);
});

test('in Arabic a wrong code is explained and the next right one pays', async ({ page, outbox }, testInfo) => {
  const calls = providerCalls(page);
  const guest = await atPaymentWithCodeCard(page, '/ar');
  await expect(page.getByTestId('payment-test-mode')).toContainText('وضع الاختبار:');
  const { since, dialog, code } = await pressPay(page, outbox, guest, 'رمز التحقق');
  const field = dialog.getByLabel('رمز الرسالة القصيرة');
  await field.fill(wrongCode(code, 0));
  await dialog.getByRole('button', { name: 'تأكيد' }).click();
  await expect(dialog.getByTestId('wallet-otp-error')).toHaveText('الرمز غير صحيح. المحاولات المتبقية: 2');
  await expect(field).toBeFocused();
  await dialogShot(page, testInfo, 'ar-wrong-code');
  await field.fill(code);
  await dialog.getByRole('button', { name: 'تأكيد' }).click();

  const orderNo = await confirmedOrderNo(page, '/ar');
  expect((await orderDetail(page, orderNo)).status).toBe('paid');
  await expectEmptyCart(page, 'سلتي، 0 منتج');
  expect(walletCodes(outbox, guest.msisdn, since)).toHaveLength(1);
  expect(calls.get('directPurchase')).toBe(1);
  await expect.poll(() => orderMails(outbox, guest.email).length).toBe(1);
  expect(orderMails(outbox, guest.email)[0]).toContain('دفعة واحدة');
});
