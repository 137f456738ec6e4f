// Messages to the shop (spec section 3, Message with a department; section 7, the message calls
// and send-message/department): a member writes to a department from the account page, where a
// message too long is refused in Turkish and markup stays text; the shop answers through the back
// office's API, which mails the member a link to /hesabim#mesajlar; the member reads the answer,
// replies and closes the conversation. A guest writes from the contact page with the security
// code (a wrong one first). Once in Arabic at phone width. Desktop and phone.
import { type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './app-test';
import { signUpAndIn } from './shop-calls';

/** The server's ERP key, as e2e/app-test.ts configures it. */
const ERP_API_KEY = 'e2e-erp-key-0123456789abcdef';
const KNOWN_CODE = 'K7M2P';

/**
 * The image's answer cannot be read by a test, and the server keeps only a keyed hash of it: the
 * newest drawing's hash is replaced with the hash of a known answer (the server's secret and
 * database are in its data folder), as the API tests do.
 */
function knownCaptcha(dataDir: string): void {
  const db = join(dataDir, 'vitrin.db');
  const sql = (statement: string) => execFileSync('sqlite3', ['-cmd', '.timeout 5000', db, statement], { encoding: 'utf8' }).trim();
  const session = sql('SELECT session_id FROM captchas ORDER BY expires_at DESC LIMIT 1');
  expect(session).not.toBe('');
  const secret = readFileSync(join(dataDir, 'secret.key'));
  const hash = createHmac('sha256', secret).update(`captcha:${session}:${KNOWN_CODE}`).digest('hex');
  sql(`UPDATE captchas SET answer_hash = '${hash}' WHERE session_id = '${session.replace(/'/g, "''")}'`);
}

/** Whether the outbox has a mail to `email` linking to the messages section. */
function answerMailed(outbox: string, email: string): boolean {
  let names: string[];
  try {
    names = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return false;
  }
  return names.some((name) => {
    const mail = readFileSync(join(outbox, name), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    return mail.includes(email) && mail.includes('/hesabim#mesajlar');
  });
}

async function noHorizontalOverflow(page: Page) {
  expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
}

/** Sends the new-message form and answers the conversation's id. */
async function sendNewMessage(page: Page): Promise<number> {
  const answer = page.waitForResponse((r) => r.url().includes('/send-new-message') && r.request().method() === 'POST');
  await page.getByTestId('new-message-form').locator('button[type="submit"]').click();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { message: { id: number } }).message.id;
}

test('a member writes to a department, reads the shop’s answer, replies and closes it', async ({ page, outbox }) => {
  const member = await signUpAndIn(page, outbox, 'messages');
  await page.goto('/hesabim#mesajlar');
  const section = page.getByTestId('messages-section');
  await expect(section.getByRole('heading', { name: 'Mesajlarım' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hesabım bölümleri' }).getByRole('link', { name: 'Mesajlarım' })).toHaveAttribute(
    'href',
    '#mesajlar',
  );
  await expect(section.getByText('Henüz bir mesajınız yok.')).toBeVisible();

  await section.getByRole('button', { name: 'Yeni mesaj yaz' }).click();
  const form = page.getByTestId('new-message-form');
  // Nothing chosen: the server's wording, in Turkish.
  await form.getByRole('button', { name: 'Gönder' }).click();
  await expect(form.getByText('Lütfen bir departman seçiniz')).toBeVisible();
  await form.getByLabel('Bölüm').selectOption({ label: 'Sipariş ve Kargo' });
  await expect(form.getByLabel('İlgili sipariş')).toHaveValue('');
  const subject = '<b>Kargo</b> nerede?';
  await form.getByLabel('Konu').fill(subject);
  // Over 5,000 characters: refused before sending, with the counter over the limit.
  await form.getByLabel('Mesajınız').fill('a'.repeat(5001));
  await expect(form.getByText('5001 / 5000 karakter')).toBeVisible();
  await form.getByRole('button', { name: 'Gönder' }).click();
  await expect(form.getByText('Mesajınız en fazla 5000 karakter olabilir')).toBeVisible();
  const body = 'Merhaba,\n<img src=x onerror="document.title=\'xss\'"> siparişim gelmedi.';
  await form.getByLabel('Mesajınız').fill(body);
  const id = await sendNewMessage(page);

  const thread = page.getByTestId('conversation');
  await expect(thread.getByText('Mesajınız iletildi')).toBeVisible();
  // Markup typed by the member is text: shown as typed, nothing of it rendered.
  await expect(thread.getByRole('heading', { level: 3 })).toHaveText(subject);
  const posts = page.getByTestId('conversation-posts');
  await expect(posts.locator('[data-author="member"] .conversation-post__body')).toHaveText(body);
  await expect(posts.locator('img, b')).toHaveCount(0);
  await expect(thread.getByText('Açık', { exact: true })).toBeVisible();

  await thread.getByRole('button', { name: 'Tüm mesajlarım' }).click();
  const list = page.getByTestId('conversation-list');
  await expect(list.getByRole('button', { name: /Kargo<\/b> nerede\?/ })).toContainText('Sipariş ve Kargo');

  // The shop answers from the back office; the member is mailed a link to the section.
  const answer = 'Merhaba,\nsiparişiniz yarın kargoya verilecek.';
  const replied = await page.request.post(`/api/v1/erp/messages/${String(id)}/reply`, {
    headers: { 'X-Api-Key': ERP_API_KEY },
    data: { message: answer },
  });
  expect(replied.status(), await replied.text()).toBe(200);
  await expect.poll(() => answerMailed(outbox, member.email)).toBe(true);

  await page.reload();
  await expect(list.getByRole('button', { name: /Kargo<\/b> nerede\?/ })).toContainText('Yanıtlandı');
  await list.getByRole('button', { name: /Kargo<\/b> nerede\?/ }).click();
  await expect(posts.locator('[data-author="shop"] .conversation-post__body')).toHaveText(answer);

  await thread.getByLabel('Yanıtınız').fill('Teşekkür ederim!');
  await thread.getByRole('button', { name: 'Yanıtı gönder' }).click();
  await expect(posts.locator('li')).toHaveCount(3);
  await expect(posts.locator('li').last()).toHaveAttribute('data-author', 'member');
  await expect(thread.getByLabel('Yanıtınız')).toHaveValue('');

  // Closing asks first.
  await thread.getByRole('button', { name: 'Mesajı kapat' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Bu mesajı kapatmak istiyor musunuz?');
  await confirm.getByRole('button', { name: 'Mesajı kapat' }).click();
  await expect(thread.getByText('Kapatıldı', { exact: true })).toBeVisible();
  await expect(thread.getByText('Mesajınız kapatıldı')).toBeVisible();
  await expect(thread.getByLabel('Yanıtınız')).toHaveCount(0);
  await expect(thread.getByRole('button', { name: 'Mesajı kapat' })).toHaveCount(0);
  expect(await page.title()).not.toBe('xss');
});

test('a guest writes from the contact page with the security code', async ({ page, server }) => {
  await page.goto('/iletisim');
  const form = page.getByTestId('contact-form');
  await expect(page.getByRole('heading', { name: 'Bize yazın' })).toBeVisible();
  await expect(form.getByText(/KVKK kapsamında işlenir/)).toBeVisible();
  await form.getByLabel('Ad soyad').fill('Elif Kaya');
  await form.getByLabel('E-posta').fill('elif.iletisim@example.com');
  await form.getByLabel('Bölüm').selectOption({ label: 'İade ve Değişim' });
  await form.getByLabel('Konu').fill('Beden değişimi');
  await form.getByLabel('Mesajınız').fill('Merhaba,\n5 yaş elbiseyi 6 yaş ile değiştirebilir miyim?');

  // A wrong code is refused in Turkish and a new image is drawn for the next try.
  await form.getByLabel('Güvenlik kodu', { exact: true }).fill('XXXXX');
  const newImage = page.waitForResponse((r) => r.url().includes('/SecCode.php') && r.status() === 200);
  await form.getByRole('button', { name: 'Gönder' }).click();
  await expect(form.getByText('Güvenlik kodu hatalı')).toBeVisible();
  await newImage;
  await expect(form.getByLabel('Güvenlik kodu', { exact: true })).toHaveValue('');

  knownCaptcha(server.dataDir);
  await form.getByLabel('Güvenlik kodu', { exact: true }).fill(KNOWN_CODE);
  await form.getByRole('button', { name: 'Gönder' }).click();
  const sent = page.getByTestId('contact-sent');
  await expect(sent).toContainText('Mesajınız iletildi');
  await expect(sent).toContainText('elif.iletisim@example.com');
  await sent.getByRole('button', { name: 'Yeni bir mesaj yaz' }).click();
  await expect(form.getByLabel('Ad soyad')).toHaveValue('');
  await expect(form.getByLabel('Mesajınız')).toHaveValue('');
});

test('in Arabic on a phone: the messages section and the contact page are right to left', async ({ page, outbox }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpAndIn(page, outbox, 'messages-ar');
  await page.goto('/ar/hesabim#mesajlar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const section = page.getByTestId('messages-section');
  await expect(section.getByRole('heading', { name: 'رسائلي' })).toBeVisible();
  await section.getByRole('button', { name: 'اكتب رسالة جديدة' }).click();
  const form = page.getByTestId('new-message-form');
  await form.getByRole('button', { name: 'إرسال' }).click();
  await expect(form.getByText('يرجى اختيار قسم')).toBeVisible();
  await form.getByLabel('القسم').selectOption({ label: 'الطلبات والتوصيل' });
  await form.getByLabel('الموضوع').fill('أين طلبي؟');
  await form.getByLabel('رسالتك').fill('مرحبا،\nلم يصل طلبي بعد.');
  await sendNewMessage(page);
  await expect(page.getByTestId('conversation').getByText('تم إرسال رسالتك')).toBeVisible();
  await noHorizontalOverflow(page);

  // A member is sent to their account from the contact page.
  await page.goto('/ar/iletisim');
  const link = page.getByTestId('contact-member').getByRole('link', { name: 'انتقل إلى رسائلي' });
  await expect(link).toHaveAttribute('href', '/ar/hesabim#mesajlar');
  await noHorizontalOverflow(page);
});
