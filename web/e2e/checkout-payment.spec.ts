// The checkout's payment step against the server's sandbox card provider, the card payments at
// phone and desktop width and the rest on a phone: a guest pays a new card through the sandbox's
// 3-D Secure page and the order ends paid; a member pays with a saved card in three interest-free
// instalments after the SMS code from the outbox; a guest places a bank-transfer order (the shop's
// IBAN with its copy button and the deadline); a declined card says why and the same order is then
// paid with another card (never a second order); the contracts are never ticked in advance and are
// required; once in Arabic, right to left. The cart, the guest's contact and the address are
// prepared through the shop's calls beside the browser (as the earlier steps make them);
// screenshots of each state at phone and desktop width are attached.
import { type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './app-test';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { acceptContracts, chooseBankTransfer, confirmedOrder, confirmedOrderNo, fillNewCard, orderDetail } from './payment-steps';
import { otpFromOutbox, prepareCheckout, signUpAndIn, uniqueMember } from './shop-calls';

/** The sandbox's test cards (README, "Card wallet"). */
const OTP_CARD = '4032801234567894';
const THREE_D_CARD = '4048090000000007';
const DECLINED_CARD = '4132520000000000';

/** The page at phone width and at desktop width, attached to the report (a dialog: the screen only). */
async function shots(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  const phone = page.viewportSize() ?? { width: 390, height: 844 };
  for (const [label, size] of [
    ['phone', phone],
    ['desktop', { width: 1280, height: 900 }],
  ] as const) {
    await page.setViewportSize(size);
    const path = testInfo.outputPath(`${name}-${label}.png`);
    await page.screenshot({ path, fullPage, animations: 'disabled' });
    await testInfo.attach(`${name}-${label}`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize(phone);
}

test('a guest pays a new card through 3-D Secure and the order ends paid', async ({ page }, testInfo) => {
  await page.goto('/');
  const guest = uniqueMember('misafir');
  await prepareCheckout(page, guest, 2);
  await page.goto('/siparis/odeme');

  const step = page.getByTestId('payment-step');
  await expect(step).toBeVisible();
  await expect(step.getByTestId('payment-method-card').getByRole('radio')).toBeChecked();
  await expect(step.getByTestId('payment-instalments')).toContainText('Taksit seçeneklerini görmek için kart numaranızı giriniz.');
  await shots(page, testInfo, 'tr-card-empty');

  // Nothing is placed before both contracts are ticked; neither is ticked in advance.
  await fillNewCard(page, THREE_D_CARD);
  await expect(step.getByTestId('payment-card-bank')).toContainText('World');
  await expect(step.getByTestId('payment-instalment')).toHaveCount(6);
  await step.getByTestId('payment-submit').click();
  await expect(step.getByTestId('payment-contract-pre_information')).toContainText('Siparişi onaylamak için bu sözleşmeyi onaylamalısınız.');
  await expect(step.getByTestId('payment-contract-distance_sales')).toContainText('Siparişi onaylamak için bu sözleşmeyi onaylamalısınız.');
  await expect(page).toHaveURL(/\/siparis\/odeme$/);
  await shots(page, testInfo, 'tr-contracts-required');

  await acceptContracts(page);
  await step.getByTestId('payment-submit').click();

  // The sandbox's 3-D Secure page, approved: back on the payment page, confirmed, then the order.
  await expect(page.getByTestId('sandbox-3d-approve')).toBeVisible();
  await page.getByTestId('sandbox-3d-approve').click();
  expect(await confirmedOrder(page)).toMatchObject({ status: 'paid', payment_method: 'card' });
  await shots(page, testInfo, 'tr-card-paid-confirmation');
});

test('a member pays with a saved card in three interest-free instalments after the SMS code', async ({ page, outbox, server }, testInfo) => {
  const member = await signUpAndIn(page, outbox, 'odeme');
  // The member's wallet at the sandbox: linked to this shop, with the Bonus card saved.
  const settings = (await (await page.request.get('/srv/service/wallet/settings')).json()) as { clientId: string };
  const accounts = join(server.dataDir, 'wallet-sandbox', 'accounts');
  mkdirSync(accounts, { recursive: true });
  writeFileSync(
    // Any file name: the sandbox finds an account by the number inside.
    join(accounts, `${randomUUID()}.json`),
    JSON.stringify({
      msisdn: member.msisdn,
      clients: [settings.clientId],
      cards: [
        { alias: 'Bonus kartım', masked: '4032 80** **** 7894', bank_code: '0062', product_name: 'Bonus', unique_id: '7000000000000001', behaviour: 'Otp' },
      ],
    }),
  );
  await prepareCheckout(page, null, 2);
  await page.goto('/siparis/odeme');

  const step = page.getByTestId('payment-step');
  const saved = step.getByTestId('payment-saved-card').filter({ hasText: 'Bonus kartım' });
  await expect(saved).toContainText('4032 80** **** 7894');
  await expect(saved.getByRole('radio')).toBeChecked();
  await expect(saved).toContainText('Garanti BBVA');

  // The Bonus plan: single payment, 2 and 3 interest-free, then with a surcharge.
  const rows = step.getByTestId('payment-instalment');
  await expect(rows).toHaveCount(6);
  const three = rows.filter({ hasText: '3 taksit' });
  await expect(three).toContainText('Vade farksız');
  const total = (await step.getByTestId('payment-grand-total').textContent()) ?? '';
  await expect(three.locator('td').nth(1)).toHaveText(total);
  await three.getByRole('radio').check();
  await acceptContracts(page);
  await step.getByText('Kampanya ve fırsatlardan e-posta ve SMS ile haberdar olmak istiyorum', { exact: false }).click();
  await shots(page, testInfo, 'tr-saved-card-instalments');

  const since = Date.now();
  await step.getByTestId('payment-submit').click();
  const dialog = page.getByRole('dialog', { name: 'Doğrulama kodu' });
  await expect(dialog).toBeVisible();
  await shots(page, testInfo, 'tr-otp', false);
  await dialog.getByLabel('SMS kodu').fill(await otpFromOutbox(outbox, member.msisdn, since));
  await dialog.getByRole('button', { name: 'Onayla' }).click();

  const order = await confirmedOrder(page);
  expect(order.status).toBe('paid');
  if (order.payment) expect(order.payment.installment_count).toBe(3);
});

test('a guest places a bank-transfer order: the IBAN to copy and the deadline, then the confirmation', async ({ page, isMobile }, testInfo) => {
  test.skip(!isMobile, 'walked on a phone');
  await page.goto('/');
  await prepareCheckout(page, uniqueMember('havale'), 2);
  await page.goto('/siparis/odeme');

  const step = page.getByTestId('payment-step');
  // The contract texts name the payment method chosen.
  await chooseBankTransfer(page);
  const transfer = step.getByTestId('payment-transfer');
  await expect(transfer.getByTestId('payment-iban').first()).toContainText('TR33 0001 0012 3456 7890 1234 56');
  await expect(transfer.getByTestId('payment-deadline')).toContainText('3 gün içinde');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await transfer.getByRole('button', { name: /IBAN numarasını kopyala/ }).first().click();
  await expect(transfer.getByRole('button', { name: /IBAN numarasını kopyala/ }).first()).toHaveText('Kopyalandı');
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe('TR330001001234567890123456');
  await acceptContracts(page);
  await shots(page, testInfo, 'tr-bank-transfer');

  await step.getByTestId('payment-submit').click();
  expect(await confirmedOrder(page)).toMatchObject({ payment_method: 'bank_transfer', status: 'awaiting_payment' });
  await shots(page, testInfo, 'tr-bank-transfer-confirmation');
});

test('a declined card says why; the same order is then paid with another card, never placed twice', async ({ page, outbox, isMobile }, testInfo) => {
  test.skip(!isMobile, 'walked on a phone');
  await page.goto('/');
  const guest = uniqueMember('red');
  await prepareCheckout(page, guest, 2);
  const placements: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/srv/service/order-step/place-order')) placements.push(request.url());
  });
  await page.goto('/siparis/odeme');

  const step = page.getByTestId('payment-step');
  await fillNewCard(page, DECLINED_CARD);
  await acceptContracts(page);
  await step.getByTestId('payment-submit').click();

  const failure = page.getByTestId('payment-failure');
  await expect(failure).toBeVisible();
  await expect(page.getByTestId('payment-failure-message')).toContainText('Kart reddedildi');
  await expect(failure).toContainText('ödeme bekliyor');
  // The page is now this order's payment page; the cvc is typed again, the rest kept.
  await expect(page).toHaveURL(/\/siparis\/odeme\?order=\d+$/);
  const orderNo = new URL(page.url()).searchParams.get('order') ?? '';
  await expect(page.locator('#checkout-card-cvc')).toHaveValue('');
  await expect(page.locator('#checkout-card-holder')).toHaveValue('Elif Kaya');
  await expect(page.getByTestId('payment-step')).toHaveAttribute('data-mode', 'retry');
  expect((await orderDetail(page, orderNo)).status).toBe('awaiting_payment');
  await shots(page, testInfo, 'tr-declined');

  // A reload keeps paying this order.
  await page.reload();
  await expect(page.getByTestId('payment-retry-intro')).toBeVisible();
  await fillNewCard(page, OTP_CARD);
  await expect(page.getByTestId('payment-card-bank')).toContainText('Bonus');
  const since = Date.now();
  await page.getByRole('button', { name: 'Ödemeyi tamamla' }).click();
  const dialog = page.getByRole('dialog', { name: 'Doğrulama kodu' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('SMS kodu').fill(await otpFromOutbox(outbox, guest.msisdn, since));
  await dialog.getByRole('button', { name: 'Onayla' }).click();

  expect(await confirmedOrderNo(page)).toBe(orderNo);
  expect((await orderDetail(page, orderNo)).status).toBe('paid');
  expect(placements).toHaveLength(1);
});

test('in Arabic the payment step reads right to left and a guest pays through 3-D Secure', async ({ page, isMobile }, testInfo) => {
  test.skip(!isMobile, 'walked on a phone');
  await page.goto('/ar/');
  await prepareCheckout(page, uniqueMember('arabi'), 2);
  await page.goto('/ar/siparis/odeme');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  const step = page.getByTestId('payment-step');
  await expect(step.getByRole('heading', { name: 'طريقة الدفع' })).toBeVisible();
  await fillNewCard(page, THREE_D_CARD);
  await expect(page.locator('#checkout-card-number')).toHaveValue('4048 0900 0000 0007');
  await expect(step.getByTestId('payment-instalment').first()).toContainText('دفعة واحدة');
  await acceptContracts(page);
  await shots(page, testInfo, 'ar-card');
  await step.getByTestId('payment-method-bank_transfer').click();
  // New texts (another payment method) are accepted again.
  await expect(step.getByTestId('payment-contract-pre_information').getByRole('checkbox')).not.toBeChecked();
  await shots(page, testInfo, 'ar-bank-transfer');
  await step.getByTestId('payment-method-card').click();
  await acceptContracts(page);
  await step.getByTestId('payment-submit').click();

  await expect(page.getByTestId('sandbox-3d-approve')).toBeVisible();
  await page.getByTestId('sandbox-3d-approve').click();
  const orderNo = await confirmedOrderNo(page, '/ar');
  expect((await orderDetail(page, orderNo)).status).toBe('paid');
  await shots(page, testInfo, 'ar-paid-confirmation');
});
