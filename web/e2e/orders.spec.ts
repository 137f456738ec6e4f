// After the order, on a phone: orders are placed through the shop's calls beside the browser (a
// product in the cart, an address saved in the book and chosen, the checkout summary's contracts
// accepted, a bank transfer), then the shopper's pages are walked: the confirmation of a bank
// transfer with the shop's IBAN and its deadline, tracking by number and email (a wrong email is
// not found, and says nothing more), a number that is not the shopper's, the member's order list
// opening an order, a guest sent from the list to the login page, and the back office shipping
// the order (the ERP API) so the shopper sees "Kargoya verildi" with the tracking number and the
// carrier's tracking link. Once in Arabic.
import { expect, test } from './app-test';
import { erpStatus, placeTransferOrder } from './order-calls';
import { signUpAndIn, uniqueMember } from './shop-calls';

test.skip(({ isMobile }) => !isMobile, 'the order pages are walked on a phone');

function ibanGroups(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

test('a bank-transfer order: the confirmation names the order, the IBAN and the deadline; its page without ?yeni is the detail', async ({
  page,
}) => {
  await page.goto('/');
  const placed = await placeTransferOrder(page, uniqueMember('misafir'));
  expect(placed.displayNo).toMatch(/^\d{3} \d{3} \d{4}$/);
  const account = placed.bankAccounts[0];
  if (!account) throw new Error('a transfer order names the shop’s accounts');

  await page.goto(`/order/${placed.orderNo}?yeni=1`);
  const confirmation = page.getByTestId('order-confirmation');
  await expect(confirmation.getByRole('heading', { name: 'Siparişiniz alındı' })).toBeVisible();
  await expect(confirmation.getByTestId('order-number')).toHaveText(placed.displayNo);
  await expect(confirmation.getByTestId('iban').first()).toHaveText(ibanGroups(account.iban));
  await expect(confirmation.getByText(account.bank).first()).toBeVisible();
  await expect(confirmation.getByTestId('payment-deadline')).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  // What was bought, what it costs, and where the order stands.
  await expect(page.getByTestId('order-lines').locator('li')).toHaveCount(1);
  await expect(page.getByTestId('order-timeline')).toContainText('Ödeme bekleniyor');
  await expect(page.getByText('Moda Caddesi No: 1 D: 2').first()).toBeVisible();
  await expect(page).toHaveTitle(/Siparişim/);

  // The same page later: the detail, still telling where to send the money.
  await page.goto(`/order/${placed.orderNo}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(placed.displayNo);
  await expect(page.getByTestId('order-confirmation')).toHaveCount(0);
  await expect(page.getByTestId('iban').first()).toHaveText(ibanGroups(account.iban));
  await expect(page.getByTestId('order-status').first()).toHaveText('Ödeme bekleniyor');
});

test('another browser cannot read the order, and a number of no order is not found', async ({ page, browser, baseURL }) => {
  await page.goto('/');
  const placed = await placeTransferOrder(page, uniqueMember('misafir'));

  const stranger = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const other = await stranger.newPage();
  await other.goto(`/order/${placed.orderNo}`);
  await other.locator('#root > .first-paint').waitFor({ state: 'detached' });
  await expect(other.getByTestId('order-not-found')).toContainText('Sipariş bulunamadı');
  await expect(other.getByText(placed.displayNo)).toHaveCount(0);
  await stranger.close();

  await page.goto('/order/1234567890');
  await expect(page.getByTestId('order-not-found').getByRole('heading')).toHaveText('Sipariş bulunamadı');
});

test('tracking by number and email shows the status history, a wrong email only "not found"', async ({ page }) => {
  await page.goto('/');
  const guest = uniqueMember('takip');
  const { email } = guest;
  const placed = await placeTransferOrder(page, guest);

  await page.goto('/siparis-takip');
  // The shop's text about tracking stays above the form.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sipariş Takibi');
  const form = page.getByTestId('tracking-form');
  const number = form.getByLabel('Sipariş numarası');
  const contact = form.getByLabel('E-posta adresi veya telefon');

  // Empty and short numbers are caught before anything is sent.
  await form.getByRole('button', { name: 'Sorgula' }).click();
  await expect(form.getByText('Sipariş numaranızı yazın.')).toBeVisible();
  await number.pressSequentially('48213');
  await expect(number).toHaveValue('482 13');
  await contact.fill(email);
  await form.getByRole('button', { name: 'Sorgula' }).click();
  await expect(form.getByText('Sipariş numarası 10 haneden oluşur.')).toBeVisible();

  await number.fill('');
  await number.pressSequentially(placed.orderNo);
  await expect(number).toHaveValue(placed.displayNo);
  await contact.fill('baskasi@example.com');
  await form.getByRole('button', { name: 'Sorgula' }).click();
  const missing = page.getByTestId('tracking-not-found');
  await expect(missing).toContainText('Sipariş bulunamadı');
  await expect(page.getByTestId('tracking-result')).toHaveCount(0);

  await contact.fill(email.toUpperCase());
  await form.getByRole('button', { name: 'Sorgula' }).click();
  const result = page.getByTestId('tracking-result');
  await expect(result).toContainText(placed.displayNo);
  await expect(result.getByTestId('order-timeline')).toContainText('Ödeme bekleniyor');
  await expect(missing).toHaveCount(0);
  // The status and nothing else: no address, no items, no amounts.
  await expect(result).not.toContainText('Moda Caddesi');
  await expect(result).not.toContainText('TL');
});

test('the member’s order list opens the order; the back office ships it and the shopper sees the tracking number', async ({
  page,
  outbox,
}) => {
  await signUpAndIn(page, outbox, 'siparis');
  await page.goto('/uye-siparisleri');
  await expect(page.getByTestId('orders-empty')).toContainText('Henüz bir siparişiniz yok.');
  await expect(page.getByTestId('orders-empty').getByRole('link', { name: 'Alışverişe başla' })).toBeVisible();

  const placed = await placeTransferOrder(page, null);
  await page.goto('/uye-siparisleri');
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(placed.displayNo);
  await expect(rows.first()).toContainText('Ödeme bekleniyor');
  await expect(rows.first()).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  await rows.first().getByRole('link', { name: `Sipariş no ${placed.displayNo}` }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${placed.orderNo}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(placed.displayNo);
  await expect(page.getByTestId('order-lines').locator('li')).toHaveCount(1);

  await erpStatus(page, placed.orderNo, { status: 'paid' });
  await erpStatus(page, placed.orderNo, { status: 'shipped', carrier: 'Yurtiçi Kargo', tracking_no: 'YK123456789' });
  await page.reload();
  await expect(page.getByTestId('order-status').first()).toHaveText('Kargoya verildi');
  const timeline = page.getByTestId('order-timeline');
  await expect(timeline).toContainText('Ödeme bekleniyor');
  await expect(timeline).toContainText('Ödendi');
  await expect(timeline).toContainText('Kargoya verildi');
  await expect(timeline.getByTestId('tracking-number')).toHaveText('YK123456789');
  await expect(timeline).toContainText('Yurtiçi Kargo');
  // The carrier's page following the parcel, in a new tab.
  const follow = timeline.getByTestId('tracking-link');
  await expect(follow).toHaveText('Kargomu takip et');
  await expect(follow).toHaveAttribute('href', /^https:\/\/www\.yurticikargo\.com\/.+code=YK123456789$/);
  await expect(follow).toHaveAttribute('target', '_blank');

  await page.goto('/uye-siparisleri');
  await expect(page.getByTestId('order-row').first()).toContainText('Kargoya verildi');
});

test('a guest opening the order list is sent to the login page, which would bring them back', async ({ page }) => {
  await page.goto('/uye-siparisleri');
  await expect(page).toHaveURL(/\/uye-girisi-sayfasi\?redirect=%2Fuye-siparisleri$/);
  await expect(page.getByRole('form', { name: 'Üye Girişi' })).toBeVisible();
});

test('in Arabic: the confirmation, the statuses and tracking read right to left', async ({ page }) => {
  await page.goto('/ar/');
  const guest = uniqueMember('arabi');
  const { email } = guest;
  const placed = await placeTransferOrder(page, guest);
  const account = placed.bankAccounts[0];
  if (!account) throw new Error('a transfer order names the shop’s accounts');

  await page.goto(`/ar/order/${placed.orderNo}?yeni=1`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const confirmation = page.getByTestId('order-confirmation');
  await expect(confirmation.getByRole('heading', { name: 'تم استلام طلبك' })).toBeVisible();
  await expect(confirmation.getByTestId('order-number')).toHaveText(placed.displayNo);
  await expect(confirmation.getByTestId('iban').first()).toHaveText(ibanGroups(account.iban));
  await expect(page.getByTestId('order-timeline')).toContainText('بانتظار الدفع');

  await page.goto('/ar/siparis-takip');
  const form = page.getByTestId('tracking-form');
  await form.getByLabel('رقم الطلب').pressSequentially(placed.orderNo);
  await form.getByLabel('البريد الإلكتروني أو الهاتف').fill(email);
  await form.getByRole('button', { name: 'استعلام' }).click();
  await expect(page.getByTestId('tracking-result')).toContainText('بانتظار الدفع');
  await expect(page.getByTestId('tracking-result')).toContainText(placed.displayNo);
});
