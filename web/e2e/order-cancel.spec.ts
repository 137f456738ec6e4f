// Cancelling an order before it ships, at phone and desktop width: a guest cancels one piece of a
// line on the order's page (the stock goes back, the total and the history follow), then, once the
// back office marks the transfer paid, the rest with the IBAN the money goes back to (a wrong one
// is refused in Turkish) and gets the mail; a member opens the cancellation from the order list;
// in Arabic, a shopper tracking the order by number and email cancels it from the tracking page.
import { expect, test } from './app-test';
import { erpStatus, placeTransferOrder, trackOrder } from './order-calls';
import { mailsTo } from './outbox';
import { signUpAndIn, uniqueMember } from './shop-calls';

test('a guest cancels one piece of a line, then the rest of the paid order to an IBAN', async ({ page, outbox }) => {
  await page.goto('/');
  const guest = uniqueMember('iptal');
  const placed = await placeTransferOrder(page, guest, 3);
  await page.goto(`/order/${placed.orderNo}`);
  const total = page.getByTestId('order-totals');
  const before = await total.textContent();

  await page.getByTestId('cancel-order').click();
  const dialog = page.getByRole('dialog', { name: 'Siparişi iptal et' });
  await expect(dialog).toContainText('Sizden henüz bir ödeme alınmadığı için iade gerekmez');
  await dialog.getByTestId('cancel-some').check();
  await dialog.getByTestId('cancel-line').check();
  await dialog.getByRole('combobox').selectOption('1');
  await dialog.getByTestId('cancel-submit').click();
  await expect(page.getByTestId('cancel-outcome')).toHaveText('Seçtiğiniz ürünler iptal edildi');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('line-cancelled')).toHaveText('1 adet iptal edildi');
  await expect(page.getByTestId('order-lines')).toContainText('Adet: 2');
  await expect(page.getByTestId('order-timeline')).toContainText('Bazı ürünler iptal edildi');
  await expect(total).not.toHaveText(before ?? '');
  expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);

  // Paid by transfer: the rest goes back to the IBAN the shopper writes.
  await erpStatus(page, placed.orderNo, { status: 'paid' });
  await page.reload();
  await page.getByTestId('cancel-order').click();
  await expect(dialog).toContainText('yazacağınız IBAN');
  await dialog.getByLabel('İadenin gönderileceği IBAN').fill('TR33 0006 1005 1978 6457 8413 27');
  await dialog.getByLabel('Hesap sahibinin adı soyadı').fill('Elif Kaya');
  await dialog.getByTestId('cancel-submit').click();
  await expect(dialog).toContainText('Geçerli bir IBAN girin (TR ile başlayan 26 karakter)');
  await expect(page.getByTestId('order-status').first()).toHaveText('Ödendi');
  await dialog.getByLabel('İadenin gönderileceği IBAN').fill('TR33 0006 1005 1978 6457 8413 26');
  await dialog.getByTestId('cancel-submit').click();
  await expect(page.getByTestId('cancel-outcome')).toContainText(/^Siparişiniz iptal edildi.+ IBAN'ınıza gönderilecek\.$/);
  await expect(page.getByTestId('order-status').first()).toHaveText('İptal edildi');
  await expect(page.getByTestId('cancel-order')).toHaveCount(0);
  await expect(total).toContainText('IBAN\'a iade');
  await expect
    .poll(() => mailsTo(outbox, guest.email, 'TR330006100519786457841326').length, { message: 'the cancellation mail names the IBAN' })
    .toBe(1);
});

test('a member opens the cancellation from the order list', async ({ page, outbox }) => {
  await signUpAndIn(page, outbox, 'iptal-uye');
  const placed = await placeTransferOrder(page, null, 1);
  await page.goto('/uye-siparisleri');
  const row = page.getByTestId('order-row').filter({ hasText: placed.displayNo });
  await row.getByTestId('order-row-cancel').click();
  const dialog = page.getByRole('dialog', { name: 'Siparişi iptal et' });
  await dialog.getByTestId('cancel-submit').click();
  await expect(page.getByTestId('cancel-outcome')).toHaveText('Siparişiniz iptal edildi');
  await page.goto('/uye-siparisleri');
  await expect(row.getByTestId('order-status')).toHaveText('İptal edildi');
  await expect(row.getByTestId('order-row-cancel')).toHaveCount(0);
});

test('in Arabic, a shopper tracking the order by number and email cancels it', async ({ page }) => {
  await page.goto('/ar/');
  const guest = uniqueMember('iptal-ar');
  const placed = await placeTransferOrder(page, guest, 1);
  await page.context().clearCookies();
  const result = await trackOrder(page, '/ar', placed.orderNo, guest.email);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(result.getByTestId('order-status')).toHaveText('بانتظار الدفع');
  await result.getByTestId('cancel-order').click();
  const dialog = page.getByRole('dialog', { name: 'إلغاء الطلب' });
  await expect(dialog).toContainText('لم يُخصم منك أي مبلغ بعد');
  await dialog.getByTestId('cancel-submit').click();
  await expect(page.getByTestId('cancel-outcome')).toHaveText('تم إلغاء طلبك');
  await expect(result.getByTestId('order-status')).toHaveText('ملغى');
  await expect(result.getByTestId('order-timeline')).toContainText('أُلغي بناءً على طلبك');
  expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
});
