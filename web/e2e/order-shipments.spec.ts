// After the order leaves, at phone and desktop width: the back office ships an order of two pieces
// in two parcels; the order page lists each parcel with its tracking link and what is inside, says
// what still waits, and marks both delivered; the shopper is mailed each parcel. Once the back
// office reports the e-Archive invoice's number, the order page lists the invoice and opens its
// printable summary. In Arabic, the parcels read right to left, and tracking lists them too.
import type { Page } from '@playwright/test';
import { expect, test } from './app-test';
import { erpStatus, invoiceIssued, placeTransferOrder, shipParcel, trackOrder } from './order-calls';
import { mailsTo } from './outbox';
import { uniqueMember } from './shop-calls';

/** A guest's paid order of two pieces (in the language of `prefix`), one of them shipped under
 * `first` followed by the order number. */
async function partlyShipped(page: Page, prefix: string, label: string, first: string) {
  await page.goto(`${prefix}/`);
  const guest = uniqueMember(label);
  const placed = await placeTransferOrder(page, guest, 2);
  const order = await erpStatus(page, placed.orderNo, { status: 'paid' });
  const lineId = order.lines[0]?.id ?? 0;
  await shipParcel(page, placed.orderNo, `${first}${placed.orderNo}`, [{ line_id: lineId, quantity: 1 }]);
  return { guest, placed };
}

test('a guest follows an order shipped in two parcels and opens its invoice', async ({ page, outbox }) => {
  const { guest, placed } = await partlyShipped(page, '', 'paket', 'YK1');

  await page.goto(`/order/${placed.orderNo}`);
  const parcels = page.getByTestId('order-parcels');
  await expect(parcels.getByTestId('order-parcel')).toHaveCount(1);
  await expect(parcels).toContainText('1. paket');
  await expect(parcels).toContainText('Yolda');
  await expect(parcels.getByTestId('parcels-waiting')).toHaveText('1 ürün henüz kargoya verilmedi; ayrı bir paketle gönderilecek.');
  await expect(parcels.getByRole('link', { name: 'Kargomu takip et' })).toHaveAttribute('href', /yurticikargo\.com.+code=YK1/);
  await expect(page.getByTestId('order-status').first()).toHaveText('Kargoya verildi');
  await expect
    .poll(() => mailsTo(outbox, guest.email, `YK1${placed.orderNo}`).filter((m) => m.includes('ayrı bir paketle')).length, {
      message: 'the first parcel\'s mail says the rest follows',
    })
    .toBe(1);

  await shipParcel(page, placed.orderNo, `YK2${placed.orderNo}`);
  await erpStatus(page, placed.orderNo, { status: 'delivered' });
  await page.reload();
  await expect(parcels.getByTestId('order-parcel')).toHaveCount(2);
  await expect(parcels.getByTestId('parcels-waiting')).toHaveCount(0);
  await expect(parcels.getByTestId('order-parcel').nth(1)).toContainText('Teslim edildi');
  await expect(page.getByTestId('order-timeline')).toContainText('Bir paket daha kargoya verildi');
  expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);

  // The invoice, once the integrator numbered it.
  const invoiceNo = `VTR2026${placed.orderNo.slice(-9)}`;
  await invoiceIssued(page, placed.orderNo, invoiceNo);
  await page.reload();
  const invoices = page.getByTestId('order-invoices');
  await expect(invoices).toContainText(`e-Arşiv fatura · ${invoiceNo}`);
  const opened = page.waitForEvent('popup');
  await invoices.getByTestId('invoice-link').click();
  const summary = await opened;
  await expect(summary.locator('h1')).toContainText('e-Arşiv Fatura');
  await expect(summary.locator('body')).toContainText(invoiceNo);
});

test('in Arabic, the parcels read right to left on the order page and in tracking', async ({ page }) => {
  const { guest, placed } = await partlyShipped(page, '/ar', 'paket-ar', 'MNG1');
  await shipParcel(page, placed.orderNo, `MNG2${placed.orderNo}`);

  await page.goto(`/ar/order/${placed.orderNo}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const parcels = page.getByTestId('order-parcels');
  await expect(parcels.getByTestId('order-parcel')).toHaveCount(2);
  await expect(parcels.getByTestId('order-parcel').first()).toContainText('الطرد 1');
  await expect(parcels.getByTestId('order-parcel').first()).toContainText('في الطريق');
  await expect(page.getByTestId('order-timeline')).toContainText('تم شحن طرد آخر');
  expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);

  await page.context().clearCookies();
  const tracked = await trackOrder(page, '/ar', placed.orderNo, guest.email);
  await expect(tracked.getByTestId('order-parcel')).toHaveCount(2);
});
