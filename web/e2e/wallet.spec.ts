// Saved cards on the account page against the server's sandbox provider, as a new member with a
// phone of their own (so each test starts without a wallet): linking the wallet with the SMS code
// read from the outbox, adding the Bonus card with a code, seeing it with its bank and family and
// deleting it; the World card through the sandbox's 3-D Secure page, refused (not saved, message
// shown) and approved (listed); a wrong code, and a card number refused before anything is sent;
// a declined card, a provider error and garbage; the wallet's code only on the account page, and
// the section in Arabic; three wrong codes and a resent one; a wallet made in another shop (its
// account file written beside the server) linked. Desktop and mobile.
import { type Locator, type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './app-test';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { otpFromOutbox, signUpAndIn, type Member } from './shop-calls';


/** The sandbox's test cards (README, "Card wallet"). */
const BONUS = '4032801234567894';
const WORLD = '4048090000000007';

/** Declined by the bank, a 500 from the provider, an answer that is not JSON. */
const DECLINED = '4132520000000000';
const SERVER_ERROR = '4155140000000009';
const GARBAGE = '4010720000000003';

/** A card number whose check digit is wrong. */
const NOT_LUHN = '4032801234567895';

async function openSavedCards(page: Page): Promise<Locator> {
  await page.goto('/hesabim');
  const section = page.getByTestId('saved-cards');
  await expect(section.getByRole('heading', { name: 'Kayıtlı kartlarım' })).toBeVisible();
  return section;
}

/** A new member on the account page: the member and its saved cards' section. */
async function newMemberCards(page: Page, outbox: string): Promise<{ member: Member; section: Locator }> {
  const member = await signUpAndIn(page, outbox, 'cuzdan');
  return { member, section: await openSavedCards(page) };
}

/** A six-digit code that is not `code`. */
function wrongCode(code: string): string {
  const last = Number(code.slice(-1));
  return `${code.slice(0, -1)}${(last + 1) % 10}`;
}

async function fillCard(section: Locator, card: { number: string; alias: string }) {
  const form = section.getByRole('form', { name: 'Yeni kart' });
  await form.getByLabel('Kart numarası').pressSequentially(card.number);
  await form.getByLabel('Son kullanma tarihi').pressSequentially('1230');
  await form.getByLabel('Güvenlik kodu (CVC)').pressSequentially('123');
  await form.getByLabel('Kart üzerindeki isim').fill('Elif Kaya');
  await form.getByLabel('Kart adı').fill(card.alias);
  return form;
}

async function enterCode(page: Page, code: string) {
  const dialog = page.getByRole('dialog', { name: 'Doğrulama kodu' });
  await dialog.getByLabel('SMS kodu').fill(code);
  await dialog.getByRole('button', { name: 'Onayla' }).click();
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, animations: 'disabled', fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('a member links the wallet with the SMS code, adds the Bonus card, sees its bank and family, and deletes it', async ({
  page,
  outbox,
}, testInfo) => {
  const { member, section } = await newMemberCards(page, outbox);
  await expect(section.getByTestId('saved-cards-none')).toBeVisible();

  // Linking: the code the sandbox wrote to the outbox.
  let since = Date.now();
  await section.getByRole('button', { name: 'Cüzdanımı bağla' }).click();
  const dialog = page.getByRole('dialog', { name: 'Doğrulama kodu' });
  await expect(dialog).toBeVisible();
  await enterCode(page, await otpFromOutbox(outbox, member.msisdn, since));
  await expect(dialog).toBeHidden();
  await expect(section.getByTestId('saved-cards-notice')).toHaveText('Cüzdanınız bağlandı.');
  await expect(section.getByTestId('saved-cards-empty')).toBeVisible();

  // The Bonus card: bank and family as soon as six digits are typed, then the SMS code.
  await section.getByRole('button', { name: 'Kart ekle' }).click();
  const form = section.getByRole('form', { name: 'Yeni kart' });
  await form.getByLabel('Kart numarası').pressSequentially(BONUS.slice(0, 6));
  await expect(form.getByTestId('wallet-card-bank')).toContainText('Garanti BBVA');
  await expect(form.getByTestId('wallet-card-bank')).toContainText('Bonus');
  await form.getByLabel('Kart numarası').pressSequentially(BONUS.slice(6));
  await expect(form.getByLabel('Kart numarası')).toHaveValue('4032 8012 3456 7894');
  await form.getByLabel('Son kullanma tarihi').pressSequentially('1230');
  await expect(form.getByLabel('Son kullanma tarihi')).toHaveValue('12/30');
  await form.getByLabel('Güvenlik kodu (CVC)').pressSequentially('123');
  await form.getByLabel('Kart üzerindeki isim').fill('Elif Kaya');
  await form.getByLabel('Kart adı').fill('Bonus kartım');
  await attachScreenshot(page, testInfo, 'add-card-form');
  since = Date.now();
  await form.getByRole('button', { name: 'Kartı kaydet' }).click();
  await expect(dialog).toBeVisible();
  await enterCode(page, await otpFromOutbox(outbox, member.msisdn, since));
  await expect(dialog).toBeHidden();
  await expect(section.getByTestId('saved-cards-notice')).toHaveText('"Bonus kartım" kartınız kaydedildi.');

  const card = section.getByTestId('saved-card').filter({ hasText: 'Bonus kartım' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('4032 80** **** 7894');
  await expect(card).toContainText('Garanti BBVA');
  await expect(card).toContainText('Bonus');
  await attachScreenshot(page, testInfo, 'saved-cards');

  // Deleting asks first; cancelling keeps the card.
  await card.getByRole('button', { name: 'Bonus kartım kartını sil' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('"Bonus kartım" kartı cüzdanınızdan silinsin mi?');
  await confirm.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Bonus kartım kartını sil' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sil' }).click();
  await expect(section.getByTestId('saved-cards-notice')).toHaveText('"Bonus kartım" kartı silindi.');
  await expect(card).toHaveCount(0);
  await expect(section.getByTestId('saved-cards-empty')).toBeVisible();

  // Still gone after a reload: the list comes from the provider.
  await page.reload();
  await expect(page.getByTestId('saved-cards').getByTestId('saved-cards-empty')).toBeVisible();
});

test('the World card through 3-D Secure: refused is not saved and says so, approved is listed', async ({ page, outbox }, testInfo) => {
  await signUpAndIn(page, outbox, 'cuzdan');
  let section = await openSavedCards(page);

  // Refused on the bank's page: back on the account page with the message, nothing saved.
  await section.getByRole('button', { name: 'Yeni kart ekle' }).click();
  let form = await fillCard(section, { number: WORLD, alias: 'World reddedilen' });
  await form.getByRole('button', { name: 'Kartı kaydet' }).click();
  await page.getByTestId('sandbox-3d-refuse').click();
  await page.waitForURL((url) => url.pathname === '/hesabim');
  section = page.getByTestId('saved-cards');
  await expect(section.getByTestId('saved-cards-notice')).toHaveText(
    '3-D Secure doğrulaması onaylanmadı; kartınız kaydedilmedi. Dilerseniz yeniden deneyebilirsiniz.',
  );
  // The outcome's parameters are taken off the address.
  await expect.poll(() => new URL(page.url()).search).toBe('');
  await expect(section.getByTestId('saved-card')).toHaveCount(0);

  // Approved: listed with its bank and family.
  await section.getByRole('button', { name: /kart ekle/i }).click();
  form = await fillCard(section, { number: WORLD, alias: 'World kartım' });
  await form.getByRole('button', { name: 'Kartı kaydet' }).click();
  await expect(page.getByTestId('sandbox-3d-approve')).toBeVisible();
  await attachScreenshot(page, testInfo, 'sandbox-3d-page');
  await page.getByTestId('sandbox-3d-approve').click();
  await page.waitForURL((url) => url.pathname === '/hesabim');
  section = page.getByTestId('saved-cards');
  await expect(section.getByTestId('saved-cards-notice')).toHaveText('"World kartım" kartınız kaydedildi.');
  await expect.poll(() => new URL(page.url()).search).toBe('');
  const card = section.getByTestId('saved-card').filter({ hasText: 'World kartım' });
  await expect(card).toBeVisible();
  // The BIN list spells the bank 'Yapı Kredı Bankası'.
  await expect(card).toContainText(/Yapı Kred[iı]/);
  await expect(card).toContainText('World');
  await expect(section.getByTestId('saved-card')).toHaveCount(1);
});

test('a card number that fails the check is never sent; a wrong SMS code says so and the right one still saves', async ({
  page,
  outbox,
}) => {
  const { member, section } = await newMemberCards(page, outbox);
  const providerCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/wallet-sandbox/v2/register')) providerCalls.push(request.url());
  });

  await section.getByRole('button', { name: 'Yeni kart ekle' }).click();
  const form = await fillCard(section, { number: NOT_LUHN, alias: 'Bonus' });
  await form.getByRole('button', { name: 'Kartı kaydet' }).click();
  await expect(form.locator('#wallet-card-number-error')).toHaveText('Kart numarası hatalı, lütfen kontrol edin');
  expect(providerCalls).toEqual([]);

  // Corrected; the cvc is the only field typed again after a failed attempt, not here.
  await form.getByLabel('Kart numarası').fill('');
  await form.getByLabel('Kart numarası').pressSequentially(BONUS);
  await expect(form.locator('#wallet-card-number-error')).toHaveCount(0);
  const since = Date.now();
  await form.getByRole('button', { name: 'Kartı kaydet' }).click();
  const code = await otpFromOutbox(outbox, member.msisdn, since);
  // The page's request event can reach the test after the code's file does.
  await expect.poll(() => providerCalls.length).toBe(1);

  const dialog = page.getByRole('dialog', { name: 'Doğrulama kodu' });
  await enterCode(page, wrongCode(code));
  await expect(dialog.getByTestId('wallet-otp-error')).toHaveText('Kod hatalı. Kalan deneme hakkınız: 2');
  await enterCode(page, code);
  await expect(dialog).toBeHidden();
  await expect(section.getByTestId('saved-card').filter({ hasText: 'Bonus' })).toContainText('Garanti BBVA');
});

test('a declined card, a provider error and an unreadable answer each say so in Turkish; the form keeps all but the cvc', async ({
  page,
  outbox,
}) => {
  const { member, section } = await newMemberCards(page, outbox);
  await section.getByRole('button', { name: 'Yeni kart ekle' }).click();
  const form = await fillCard(section, { number: DECLINED, alias: 'Axess' });
  const error = form.getByTestId('wallet-card-form-error');

  await form.getByRole('button', { name: 'Kartı kaydet' }).click();
  await expect(error).toHaveText(/^İşlem tamamlanamadı: .*Kart reddedildi/);
  await expect(form.getByLabel('Kart numarası')).toHaveValue('4132 5200 0000 0000');
  await expect(form.getByLabel('Kart üzerindeki isim')).toHaveValue('Elif Kaya');
  await expect(form.getByLabel('Kart adı')).toHaveValue('Axess');
  await expect(form.getByLabel('Son kullanma tarihi')).toHaveValue('12/30');
  await expect(form.getByLabel('Güvenlik kodu (CVC)')).toHaveValue('');

  // The provider's 500 (after the client's retries) and its answer that is not JSON.
  for (const [number, message] of [
    [SERVER_ERROR, 'Ödeme kuruluşu şu an hizmet veremiyor. Lütfen biraz sonra tekrar deneyin.'],
    [GARBAGE, 'Ödeme kuruluşundan anlaşılamayan bir yanıt geldi. Lütfen biraz sonra tekrar deneyin.'],
  ] as const) {
    await form.getByLabel('Kart numarası').fill('');
    await form.getByLabel('Kart numarası').pressSequentially(number);
    await form.getByLabel('Güvenlik kodu (CVC)').pressSequentially('123');
    await form.getByRole('button', { name: 'Kartı kaydet' }).click();
    await expect(error).toHaveText(message);
    await expect(form.getByLabel('Güvenlik kodu (CVC)')).toHaveValue('');
  }

  // Trying again with a good card works.
  await form.getByLabel('Kart numarası').fill('');
  await form.getByLabel('Kart numarası').pressSequentially(BONUS);
  await form.getByLabel('Güvenlik kodu (CVC)').pressSequentially('123');
  const since = Date.now();
  await form.getByRole('button', { name: 'Kartı kaydet' }).click();
  await enterCode(page, await otpFromOutbox(outbox, member.msisdn, since));
  await expect(section.getByTestId('saved-card').filter({ hasText: 'Axess' })).toContainText('4032 80** **** 7894');
});

test('browsing pages never load the wallet; in Arabic the section reads right to left with card numbers left to right', async ({
  page,
  outbox,
}) => {
  const walletChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/saved-cards-[^/]*\.(js|css)$/.test(request.url())) walletChunks.push(request.url());
  });
  const member = await signUpAndIn(page, outbox, 'cuzdan');
  await page.goto('/');
  await page.goto('/kiz-cocuk');
  expect(walletChunks).toEqual([]);

  const section = await openSavedCards(page);
  expect(walletChunks.length).toBeGreaterThan(0);
  await section.getByRole('button', { name: 'Yeni kart ekle' }).click();
  const form = await fillCard(section, { number: BONUS, alias: 'Bonus' });
  const since = Date.now();
  await form.getByRole('button', { name: 'Kartı kaydet' }).click();
  await enterCode(page, await otpFromOutbox(outbox, member.msisdn, since));
  await expect(section.getByTestId('saved-card')).toHaveCount(1);

  await page.goto('/ar/hesabim');
  const arabic = page.getByTestId('saved-cards');
  await expect(arabic.getByRole('heading', { name: 'بطاقاتي المحفوظة' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const number = arabic.getByTestId('saved-card').locator('bdi[dir="ltr"]');
  await expect(number).toHaveText('4032 80** **** 7894');
  await expect(arabic.getByTestId('saved-card')).toContainText('Garanti BBVA');
  await expect(arabic.getByRole('button', { name: 'حذف البطاقة Bonus' })).toBeVisible();
});

test('three wrong codes end the linking step; started again, a resent code links the wallet', async ({ page, outbox }) => {
  const { member, section } = await newMemberCards(page, outbox);
  const dialog = page.getByRole('dialog', { name: 'Doğrulama kodu' });

  let since = Date.now();
  await section.getByRole('button', { name: 'Cüzdanımı bağla' }).click();
  const code = await otpFromOutbox(outbox, member.msisdn, since);
  await enterCode(page, wrongCode(code));
  await expect(dialog.getByTestId('wallet-otp-error')).toHaveText('Kod hatalı. Kalan deneme hakkınız: 2');
  await enterCode(page, wrongCode(code));
  await expect(dialog.getByTestId('wallet-otp-error')).toHaveText('Kod hatalı. Kalan deneme hakkınız: 1');
  await enterCode(page, wrongCode(code));
  // Spent: the dialog says so and what to do, until the member closes it.
  const locked = 'Kod üst üste hatalı girildiği için bu doğrulama kapandı. Yeni bir kod isteyerek yeniden deneyebilir ya da başka bir kart kullanabilirsiniz.';
  await expect(dialog.getByTestId('wallet-otp-error')).toHaveText(locked);
  await expect(dialog.getByLabel('SMS kodu')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Tamam' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByTestId('saved-cards-notice')).toHaveText(locked);
  await expect(section.getByTestId('saved-cards-none')).toBeVisible();

  await section.getByRole('button', { name: 'Cüzdanımı bağla' }).click();
  await expect(dialog).toBeVisible();
  since = Date.now();
  await dialog.getByRole('button', { name: 'Kodu tekrar gönder' }).click();
  await expect(dialog.getByText('Yeni kod gönderildi.')).toBeVisible();
  await enterCode(page, await otpFromOutbox(outbox, member.msisdn, since));
  await expect(dialog).toBeHidden();
  await expect(section.getByTestId('saved-cards-notice')).toHaveText('Cüzdanınız bağlandı.');
  await expect(section.getByTestId('saved-cards-empty')).toBeVisible();
});

test('a wallet made in another shop is offered for linking, and linked with the SMS code', async ({ page, outbox, server }) => {
  const member = await signUpAndIn(page, outbox, 'cuzdan');
  // The sandbox keeps an account per phone as a file named at random, the number inside: one
  // linked to another merchant only.
  const accounts = join(server.dataDir, 'wallet-sandbox', 'accounts');
  mkdirSync(accounts, { recursive: true });
  writeFileSync(join(accounts, `${randomUUID()}.json`), JSON.stringify({ msisdn: member.msisdn, clients: ['another-shop'], cards: [] }));

  const section = await openSavedCards(page);
  await expect(section.getByTestId('saved-cards-unlinked')).toContainText('numaranıza bağlı bir kart cüzdanınız var');
  await expect(section.getByTestId('saved-cards-unlinked')).toContainText('+90 (532)');
  const since = Date.now();
  await section.getByRole('button', { name: 'Cüzdanımı bağla' }).click();
  await enterCode(page, await otpFromOutbox(outbox, member.msisdn, since));
  await expect(section.getByTestId('saved-cards-notice')).toHaveText('Cüzdanınız bağlandı.');
  await expect(section.getByTestId('saved-cards-empty')).toBeVisible();
  await expect(section.getByTestId('saved-cards-unlinked')).toHaveCount(0);
});
