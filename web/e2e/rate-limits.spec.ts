// Guessable doors tried again and again, as a shopper sees it. Order tracking: after two misses
// for one number the form asks for the security code (its image and the server's message), and
// past the door's count of four tries a minute it shows the server's message saying how many
// seconds to wait. The login page and the forgotten-password page show the same message past their
// counts of two. The worker's server has these low limits of its own.
import { expect, test } from './app-test';

test.use({
  serverConfig: [
    '[limits]',
    'track_per_minute = 4',
    'track_misses_before_captcha = 2',
    'login_per_minute = 2',
    'forgot_password_per_minute = 2',
    '',
  ].join('\n'),
});

const TOO_MANY = /Çok fazla deneme yaptınız\. Lütfen \d+ saniye sonra tekrar deneyin\./;

test('the login page says how long to wait past its count', async ({ page }) => {
  await page.goto('/uye-girisi-sayfasi');
  const form = page.getByRole('form', { name: 'Üye Girişi' });
  await form.getByLabel('E-posta adresi').fill(`kimse.${Date.now()}@example.com`);
  const submit = form.getByRole('button', { name: 'Giriş yap' });
  // A refused login empties the password: each try types it again.
  for (let i = 0; i < 2; i++) {
    await form.getByLabel('Şifre').fill('yanlis-parola');
    await submit.click();
    await expect(form.getByLabel('Şifre')).toHaveValue('');
    await expect(form.getByText(TOO_MANY)).toHaveCount(0);
  }
  await form.getByLabel('Şifre').fill('yanlis-parola');
  await submit.click();
  await expect(form.getByText(TOO_MANY)).toBeVisible();
});

test('the forgotten-password page says how long to wait past its count', async ({ page }) => {
  await page.goto('/sifremi-unuttum');
  const send = page.getByRole('button', { name: 'Bağlantı gönder' });
  for (let i = 0; i < 3; i++) {
    await page.goto('/sifremi-unuttum');
    await page.getByLabel('E-posta', { exact: true }).fill(`unutkan.${Date.now()}.${i}@example.com`);
    await send.click();
    if (i < 2) await expect(page.getByTestId('forgot-sent')).toBeVisible();
  }
  await expect(page.getByText(TOO_MANY)).toBeVisible();
});

test('tracking asks for the security code after misses, then says how long to wait', async ({ page }) => {
  await page.goto('/siparis-takip');
  const form = page.getByTestId('tracking-form');
  await form.getByLabel('Sipariş numarası').pressSequentially('5550001234');
  await form.getByLabel('E-posta adresi veya telefon').fill('yanlis@example.com');
  const submit = form.getByRole('button', { name: 'Sorgula' });
  const missing = page.getByTestId('tracking-not-found');

  await submit.click();
  await expect(missing).toContainText('Sipariş bulunamadı');
  await submit.click();
  await expect(submit).toBeEnabled();
  await expect(missing).toBeVisible();
  await expect(form.getByLabel('Güvenlik kodu', { exact: true })).toHaveCount(0);

  // The third miss of this number: the security code is asked for.
  await submit.click();
  const captchaError = form.getByTestId('tracking-captcha-error');
  await expect(captchaError).toBeVisible();
  await expect(form.getByRole('img', { name: 'Güvenlik kodu resmi' })).toBeVisible();
  await expect(missing).toHaveCount(0);

  // A wrong code is refused, and a new image comes for the next try.
  await form.getByLabel('Güvenlik kodu', { exact: true }).fill('XXXXX');
  await submit.click();
  await expect(submit).toBeEnabled();
  await expect(form.getByLabel('Güvenlik kodu', { exact: true })).toHaveValue('');

  // The fifth try within the minute: too many.
  await form.getByLabel('Güvenlik kodu', { exact: true }).fill('XXXXX');
  await submit.click();
  const failed = page.getByTestId('tracking-failed');
  await expect(failed).toHaveText(/^Çok fazla deneme yaptınız\. Lütfen \d+ saniye sonra tekrar deneyin\.$/);
});
