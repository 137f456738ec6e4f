// The newsletter with double opt-in: a shopper subscribes from the footer block of the home page,
// is told to confirm from the mail, follows the mail's link (read from the server's outbox) and
// sees the confirmation notice; the same link again says it is confirmed already. In Turkish and
// in Arabic (the link keeps the /ar/ prefix). Desktop and mobile.
import { type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './app-test';
import { linkFromOutbox } from './outbox';

function newAddress(testInfo: TestInfo, lang: string): string {
  return `bulten.${lang}.${testInfo.project.name}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
}

async function subscribe(page: Page, email: string, submit: string): Promise<void> {
  const block = page.locator('.content-block--footer_newsletter');
  await block.getByRole('textbox').fill(email);
  await block.getByRole('checkbox').first().check();
  await block.getByRole('button', { name: submit }).click();
  await expect(block.getByRole('textbox')).toHaveValue('');
}

const cases = [
  {
    lang: 'tr',
    home: '/',
    submit: 'Abone ol',
    pending: 'Onaylamak için e-posta adresinize gönderdiğimiz bağlantıya tıklayınız',
    confirmed: 'E-bülten aboneliğiniz başarıyla onaylandı',
    again: 'E-bülten aboneliğiniz zaten onaylanmış',
  },
  {
    lang: 'ar',
    home: '/ar/',
    submit: 'اشترك',
    pending: 'يرجى تأكيده من الرابط الذي أرسلناه إلى بريدك الإلكتروني',
    confirmed: 'تم تأكيد اشتراكك في النشرة البريدية بنجاح',
    again: 'اشتراكك في النشرة البريدية مؤكد بالفعل',
  },
];

for (const c of cases) {
  test(`a footer subscription is confirmed from the mail's link (${c.lang})`, async ({ page, outbox }, testInfo) => {
    const email = newAddress(testInfo, c.lang);
    await page.goto(c.home);
    await subscribe(page, email, c.submit);
    await expect(page.locator('.toast', { hasText: c.pending })).toBeVisible();

    const link = await linkFromOutbox(outbox, email, /https?:\/\/\S+activation=newsletter\S+/);
    expect(link.startsWith(`${c.home}?activation=newsletter&token=`)).toBe(true);
    await page.goto(link);
    const notice = page.locator('.toast--success', { hasText: c.confirmed });
    await expect(notice).toBeVisible();
    // The one-time token leaves the address bar.
    await expect(page).not.toHaveURL(/token=/);
    await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
    if (testInfo.project.name === 'mobile') {
      const path = testInfo.outputPath(`confirmed-${c.lang}.png`);
      await page.screenshot({ path });
      await testInfo.attach(`confirmed-${c.lang}`, { path, contentType: 'image/png' });
    }

    // The link works once; opening it again says the subscription is confirmed already.
    await page.goto(link);
    await expect(page.locator('.toast--info', { hasText: c.again })).toBeVisible();
  });
}

test('an unknown confirmation link is refused with a notice', async ({ page }) => {
  await page.goto(`/?activation=newsletter&token=${'ab'.repeat(32)}&id=999999`);
  await expect(page.locator('.toast--danger', { hasText: 'Onay bağlantısı geçersiz veya süresi dolmuş' })).toBeVisible();
});
