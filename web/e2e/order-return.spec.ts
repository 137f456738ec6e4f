// Returns within the 14 days after delivery, at phone and desktop width: a member sends back a
// faulty piece with a photo (a GIF is refused before it goes) and the IBAN the money goes to, sees
// the carrier's return code and prints the slip, the back office receives and approves the return
// and the page shows the refund, each step mailed; another exchanges a piece for another size of
// the same colour; a shopper tracking the order by number and email returns from the tracking
// page; in Arabic the form works right to left. (The 14 days' end is the API tests' and the return rules' unit
// tests': an order placed in a browser test cannot be weeks old.)
import { type Locator } from '@playwright/test';
import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from './app-test';
import { deliverOrder, erpReturnStatus, placeTransferOrder, trackOrder } from './order-calls';
import { mailsTo } from './outbox';
import { signUpAndIn, uniqueMember } from './shop-calls';

/** The return form's labels of the reason and the refund account, in Turkish and in Arabic. */
const TURKISH_LABELS = { reason: 'İade nedeni', iban: 'Para iadesinin gönderileceği IBAN', holder: 'Hesap sahibinin adı soyadı' };
const ARABIC_LABELS = { reason: 'سبب الإرجاع', iban: 'رقم IBAN لاسترداد المبلغ', holder: 'الاسم الكامل لصاحب الحساب' };

/** Asks in the return `dialog` for one piece back for `reason`, its money to a valid IBAN. */
async function askRefund(dialog: Locator, labels: typeof TURKISH_LABELS, reason: string) {
  await dialog.getByTestId('return-count').selectOption('1');
  await dialog.getByLabel(labels.reason).selectOption({ label: reason });
  await dialog.getByLabel(labels.iban).fill('TR33 0006 1005 1978 6457 8413 26');
  await dialog.getByLabel(labels.holder).fill('Elif Kaya');
}

/** A PNG of `size` × `size` pixels of one colour, made here (nothing is fetched). */
function pngSquare(size: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a member returns a faulty piece with a photo; the back office receives and approves it', async ({ page, outbox }) => {
  const member = await signUpAndIn(page, outbox, 'iade');
  const placed = await placeTransferOrder(page, null, 2);
  await deliverOrder(page, placed.orderNo);
  await page.goto(`/order/${placed.orderNo}`);
  await expect(page.getByTestId('return-window')).toContainText('İade ve değişim için son gün:');

  await page.getByTestId('return-order').click();
  const dialog = page.getByRole('dialog', { name: 'İade ve değişim' });
  await expect(dialog).toContainText('Teslimattan sonraki 14 gün içinde');
  // Nothing chosen yet: the form says what it lacks.
  await dialog.getByTestId('return-submit').click();
  await expect(dialog).toContainText('Geri göndereceğiniz ürünlerin adedini seçin.');
  await expect(dialog).toContainText('İade nedenini seçin.');

  await dialog.getByTestId('return-count').selectOption('1');
  await dialog.getByLabel('İade nedeni').selectOption({ label: 'Kusurlu ürün' });
  await dialog.getByLabel('Açıklama (isteğe bağlı)').fill('Dikiş yeri sökük geldi');
  const photos = dialog.getByTestId('return-photos');
  await photos.setInputFiles([{ name: 'kusur.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') }]);
  await expect(dialog).toContainText('kusur.gif: yalnızca JPEG, PNG veya WebP fotoğraf ekleyebilirsiniz.');
  await photos.setInputFiles([{ name: 'kusur.png', mimeType: 'image/png', buffer: pngSquare(48, [200, 40, 60]) }]);
  await expect(dialog.getByRole('img', { name: 'kusur.png' })).toBeVisible();
  await expect(dialog).not.toContainText('kusur.gif');

  // Paid by transfer: the money goes back to an IBAN, and the server checks it.
  await expect(dialog.getByTestId('return-summary')).toContainText('Para iadesi');
  await dialog.getByLabel('Para iadesinin gönderileceği IBAN').fill('TR33 0006 1005 1978 6457 8413 27');
  await dialog.getByLabel('Hesap sahibinin adı soyadı').fill('Elif Kaya');
  await dialog.getByTestId('return-submit').click();
  await expect(dialog).toContainText('Geçerli bir IBAN girin (TR ile başlayan 26 karakter)');
  await dialog.getByLabel('Para iadesinin gönderileceği IBAN').fill('TR33 0006 1005 1978 6457 8413 26');
  await dialog.getByTestId('return-submit').click();

  const done = page.getByTestId('return-requested');
  await expect(done).toContainText('İade talebiniz alındı');
  await expect(dialog).toBeHidden();
  const code = (await done.getByTestId('return-requested-code').textContent()) ?? '';
  expect(code).toMatch(/^\d{10,}$/);
  const returnNo = `${placed.orderNo}-R1`;
  const card = page.getByTestId('return-card').filter({ hasText: returnNo });
  await expect(card.getByTestId('return-code')).toHaveText(code);
  await expect(card).toContainText('Yurtiçi Kargo');
  await expect(card.locator('[aria-current="step"]')).toHaveText('Talep alındı');
  await expect(page.getByTestId('line-returned')).toHaveText('1 adet iade sürecinde');
  await expect(page.getByTestId('order-timeline')).toContainText('İade talebi oluşturuldu');
  expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);

  // "Yazdır" prints the slip alone.
  await page.evaluate("window.print = () => { document.body.dataset.printed = '1'; }");
  await card.getByTestId('return-print').click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', '1');
  await page.emulateMedia({ media: 'print' });
  await expect(card.getByTestId('return-code')).toBeVisible();
  await expect(page.getByTestId('order-lines')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // The back office receives the parcel, then approves the return: the money goes to the IBAN.
  await erpReturnStatus(page, placed.orderNo, returnNo, { status: 'received' });
  await page.reload();
  await expect(card.locator('[aria-current="step"]')).toHaveText('Paket ulaştı');
  await expect(card.getByTestId('return-code')).toHaveCount(0);
  await erpReturnStatus(page, placed.orderNo, returnNo, { status: 'approved' });
  await page.reload();
  await expect(card.locator('[aria-current="step"]')).toHaveText('Onaylandı');
  const detail = await page.request.get(`/srv/service/order/detail/${placed.orderNo}`);
  const unitPrice = ((await detail.json()) as { data: { lines: { unit_price: number }[] }[] }).data[0]?.lines[0]?.unit_price ?? 0;
  const price = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2 }).format(unitPrice / 100);
  await expect(card.getByTestId('return-outcome')).toContainText(`İade tutarı: ${price}`);
  await expect(page.getByTestId('order-totals')).toContainText("IBAN'a iade");
  await expect(page.getByTestId('order-timeline')).toContainText('İade paketi bize ulaştı');
  await expect(page.getByTestId('order-timeline')).toContainText('İade onaylandı');
  // One piece is left to return.
  await expect(page.getByTestId('return-order')).toBeVisible();
  // Each step was mailed: asked (with the code), received, approved (with the amount).
  await expect
    .poll(() => mailsTo(outbox, member.email, returnNo).length, { message: 'a mail for each of the three steps' })
    .toBe(3);
  expect(mailsTo(outbox, member.email, `${returnNo} numaralı iadeniz onaylandı`)).toHaveLength(1);

  // Tracking by number and email shows the return too.
  await page.context().clearCookies();
  await page.goto('/siparis-takip');
  const form = page.getByTestId('tracking-form');
  await form.getByLabel('Sipariş numarası').fill(placed.orderNo);
  await form.getByLabel('E-posta adresi veya telefon').fill(member.email);
  await form.getByRole('button', { name: 'Sorgula' }).click();
  const tracked = page.getByTestId('tracking-result').getByTestId('return-card');
  await expect(tracked).toContainText(returnNo);
  await expect(tracked.locator('[aria-current="step"]')).toHaveText('Onaylandı');
});

test('a shopper exchanges a piece for another size of the same colour', async ({ page }) => {
  await page.goto('/');
  const guest = uniqueMember('degisim');
  const placed = await placeTransferOrder(page, guest, 1, { otherSize: true });
  await deliverOrder(page, placed.orderNo);
  await page.goto(`/order/${placed.orderNo}`);
  await page.getByTestId('return-order').click();
  const dialog = page.getByRole('dialog', { name: 'İade ve değişim' });
  const line = dialog.getByTestId('return-line');
  await line.getByTestId('return-count').selectOption('1');
  await line.getByTestId('return-exchange').check();
  const size = line.getByTestId('return-size');
  const sizes = (await size.locator('option').allTextContents()).map((text) => text.trim());
  expect(sizes.length).toBeGreaterThan(0);
  const chosen = sizes.at(-1) ?? '';
  await size.selectOption({ label: chosen });
  await dialog.getByLabel('İade nedeni').selectOption({ label: 'Beden uymadı' });
  // Nothing goes back as money: no IBAN is asked.
  await expect(dialog.getByLabel('Para iadesinin gönderileceği IBAN')).toHaveCount(0);
  await expect(dialog.getByTestId('return-summary')).toContainText(`${chosen} beden ile değişim`);
  await dialog.getByTestId('return-submit').click();

  await expect(page.getByTestId('return-requested')).toContainText('İade talebiniz alındı');
  const returnNo = `${placed.orderNo}-R1`;
  const card = page.getByTestId('return-card').filter({ hasText: returnNo });
  await expect(card.getByTestId('return-way')).toHaveText(`${chosen} beden ile değişim`);
  // The whole order is on its way back: no more returns.
  await expect(page.getByTestId('return-order')).toHaveCount(0);
  await expect(page.getByTestId('return-closed')).toHaveText('Bu siparişteki bütün ürünler için iade talebi oluşturuldu.');

  await erpReturnStatus(page, placed.orderNo, returnNo, { status: 'received' });
  await erpReturnStatus(page, placed.orderNo, returnNo, { status: 'approved' });
  await page.reload();
  await expect(card.locator('[aria-current="step"]')).toHaveText('Onaylandı');
  await expect(card.getByTestId('return-outcome')).toHaveText('Değişiminiz onaylandı; yeni bedeniniz kargoya verilecek.');
  await expect(page.getByTestId('order-totals')).not.toContainText("IBAN'a iade");
});

test('in Arabic, the return form works right to left', async ({ page }) => {
  await page.goto('/ar/');
  const guest = uniqueMember('iade-ar');
  const placed = await placeTransferOrder(page, guest, 1);
  await deliverOrder(page, placed.orderNo);
  await page.goto(`/ar/order/${placed.orderNo}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('return-order').click();
  const dialog = page.getByRole('dialog', { name: 'الإرجاع والاستبدال' });
  await askRefund(dialog, ARABIC_LABELS, 'المقاس غير مناسب');
  await expect(dialog.getByTestId('return-summary')).toContainText('استرداد المبلغ');
  // The form's fields follow the page's direction.
  const title = await dialog.getByTestId('return-line').locator('.return-line__what').boundingBox();
  const count = await dialog.getByTestId('return-count').boundingBox();
  expect((title?.x ?? 0) + (title?.width ?? 0)).toBeGreaterThanOrEqual((count?.x ?? 0) + (count?.width ?? 0));
  await dialog.getByTestId('return-submit').click();
  await expect(page.getByTestId('return-requested-code')).toHaveText(/^\d{10,}$/);
  const card = page.getByTestId('return-card');
  await expect(card.locator('[aria-current="step"]')).toHaveText('استُلم الطلب');
  await expect(page.getByTestId('order-timeline')).toContainText('تم تقديم طلب الإرجاع');
  expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
});

test('a shopper tracking a delivered order by number and email returns a piece from there', async ({ page }) => {
  await page.goto('/');
  const guest = uniqueMember('iade-takip');
  const placed = await placeTransferOrder(page, guest, 1);
  await deliverOrder(page, placed.orderNo);
  // Another browser: the order is found by its number and email only.
  await page.context().clearCookies();
  const result = await trackOrder(page, '', placed.orderNo, guest.email);
  await expect(result.getByTestId('order-status')).toHaveText('Teslim edildi');
  await result.getByTestId('return-order').click();
  const dialog = page.getByRole('dialog', { name: 'İade ve değişim' });
  await askRefund(dialog, TURKISH_LABELS, 'Vazgeçtim');
  await dialog.getByTestId('return-submit').click();
  await expect(page.getByTestId('return-requested')).toContainText('İade talebiniz alındı');
  await expect(result.getByTestId('return-card')).toContainText(`${placed.orderNo}-R1`);
  await expect(result.getByTestId('order-timeline')).toContainText('İade talebi oluşturuldu');
  await expect(result.getByTestId('return-order')).toHaveCount(0);
});
