// A shopper becomes a member: the registration form's rules, registering, the activation link from
// the outbox, an email already registered, logging in by email on the login page and by phone in the
// header dropdown, a wrong password, the forgotten-password mail and its one-time link, the login
// popup another feature asks for, and logging out.
// Desktop and mobile.
import { type Page } from '@playwright/test';
import { expect, test } from './app-test';
import { linkFromOutbox } from './outbox';

const PASSWORD = 'Gizli.Parola-2026';

interface Shopper {
  name: string;
  surname: string;
  email: string;
  /** Ten national digits, typed into the masked phone field. */
  phone: string;
}

function newShopper(): Shopper {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    name: 'Ayşe',
    surname: 'Yılmaz',
    email: `uye.${unique}@example.com`,
    phone: `53${unique.slice(-8)}`,
  };
}

async function register(page: Page, shopper: Shopper) {
  await page.goto('/uye-kayit');
  const form = page.getByRole('form', { name: 'Üye Ol' });
  await form.getByLabel('Ad', { exact: true }).fill(shopper.name);
  await form.getByLabel('Soyad').fill(shopper.surname);
  await form.getByLabel('E-posta', { exact: true }).fill(shopper.email);
  await form.getByLabel('Cep telefonu').pressSequentially(shopper.phone);
  await form.getByLabel('Cinsiyet').selectOption('female');
  await form.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Şifre (tekrar)').fill(PASSWORD);
  await form.getByLabel(/aydınlatma metnini okudum/).check();
  await form.getByRole('button', { name: 'Üye ol' }).click();
}

async function tokenRecord(page: Page): Promise<unknown> {
  return JSON.parse((await page.evaluate<string | null>("localStorage.getItem('token')")) ?? 'null');
}

async function logOutFromMenu(page: Page) {
  await page.getByTestId('account-button').click();
  await page.getByRole('menuitem', { name: 'Çıkış yap' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Hesabım' })).toBeVisible();
  expect(await tokenRecord(page)).toBeNull();
}

test('the registration form checks its fields in Turkish and clears an error on focus', async ({ page }) => {
  await page.goto('/uye-kayit');
  const form = page.getByRole('form', { name: 'Üye Ol' });
  const commercial = form.getByLabel(/Kampanya ve fırsatlardan/);
  await expect(commercial).not.toBeChecked();
  await form.getByRole('button', { name: 'Üye ol' }).click();
  // Name, surname, email, phone and both passwords cannot be empty; the KVKK consent is mandatory.
  await expect(form.getByText('Bu alan boş bırakılamaz')).toHaveCount(6);
  await expect(form.locator('#register-kvkk-error')).toHaveText('Bu alan zorunludur');

  await form.getByLabel('E-posta', { exact: true }).fill('ayse@');
  await form.getByLabel('Cep telefonu').pressSequentially('532123');
  await form.getByRole('button', { name: 'Üye ol' }).click();
  await expect(form.getByText('Email formatına uygun değil')).toBeVisible();
  // A phone with fewer digits than the pattern gives the required message.
  await expect(form.locator('#register-phone-error')).toHaveText('Bu alan boş bırakılamaz');
  await expect(form.getByLabel('Cep telefonu')).toHaveValue('+90 (532) 123 __ __');

  await form.getByLabel('E-posta', { exact: true }).focus();
  await expect(form.getByText('Email formatına uygun değil')).toHaveCount(0);
  // The name mask keeps letters, spaces and hyphens only.
  await form.getByLabel('Ad', { exact: true }).pressSequentially('Ay3şe-Nur');
  await expect(form.getByLabel('Ad', { exact: true })).toHaveValue('Ayşe-Nur');
});

test('register, activate from the mail, log in by email and by phone, log out', async ({ page, outbox }) => {
  const shopper = newShopper();
  await register(page, shopper);
  await expect(page.getByTestId('register-done')).toContainText(shopper.email);

  // Not activated yet: the login is refused with the server's message in a danger toast.
  await page.goto('/uye-girisi-sayfasi');
  const loginForm = page.getByRole('form', { name: 'Üye Girişi' });
  await loginForm.getByLabel('E-posta adresi').fill(shopper.email);
  await loginForm.getByLabel('Şifre').fill(PASSWORD);
  await loginForm.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(page.locator('.toast--danger').first()).toBeVisible();
  expect(await tokenRecord(page)).toBeNull();

  // The same email again goes to the login page with the message, and the parameter goes away.
  await register(page, shopper);
  await expect(page.getByTestId('mail-already-registered')).toHaveText(
    'Bu e-posta adresiyle kayıt yapılmıştır. Lütfen giriş yapınız.',
  );
  await expect.poll(() => new URL(page.url()).searchParams.has('error')).toBe(false);
  expect(new URL(page.url()).pathname).toBe('/uye-girisi-sayfasi');

  const activation = await linkFromOutbox(outbox, shopper.email, /https?:\/\/[^\s"'<>]*activation=membership[^\s"'<>]*/);
  expect(activation).toMatch(/^\/uye-girisi-sayfasi\?activation=membership&token=[^&]+&id=\d+/);
  await page.goto(activation);
  await expect(page.getByTestId('activation-result')).toContainText('Üyeliğiniz başarıyla etkinleştirildi');
  await page.getByRole('link', { name: 'Giriş sayfasına git' }).click();

  // By email on the login page.
  await expect(page).toHaveURL(/\/uye-girisi-sayfasi$/);
  await loginForm.getByLabel('E-posta adresi').fill(shopper.email);
  await loginForm.getByLabel('Şifre').fill(PASSWORD);
  await loginForm.getByRole('button', { name: 'Giriş yap' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Hesap menüsü' })).toBeVisible();
  const record = (await tokenRecord(page)) as { value: string; timeout: number };
  expect(record.value).not.toBe('');
  expect(record.timeout).toBeGreaterThan(Date.now() + 60 * 60 * 1000);

  // The account page shows the member, and logging out there goes home without the token.
  await page.getByTestId('account-button').click();
  await page.getByRole('menuitem', { name: 'Hesabım' }).click();
  await expect(page.getByTestId('account-name')).toHaveText(`${shopper.name} ${shopper.surname}`);
  await page.getByTestId('logout').click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await tokenRecord(page)).toBeNull();

  // By phone in the header dropdown: a wrong password first (red), then the right one (green, reload).
  await page.getByRole('button', { name: 'Hesabım' }).click();
  const header = page.locator('.account-popover');
  await header.getByText('Telefon', { exact: true }).click();
  await expect(header.getByRole('radio', { name: 'Telefon' })).toBeChecked();
  await header.getByLabel('Cep telefonu').pressSequentially(shopper.phone);
  await header.getByLabel('Şifre').fill('yanlis-parola');
  await header.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(header.getByTestId('login-feedback')).toHaveClass(/login-feedback--danger/);
  await header.getByLabel('Şifre').fill(PASSWORD);
  await header.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(header.getByTestId('login-feedback')).toHaveClass(/login-feedback--success/);
  await expect(page.getByRole('button', { name: 'Hesap menüsü' })).toBeVisible();
  expect(await tokenRecord(page)).not.toBeNull();

  await logOutFromMenu(page);
});

test('a forgotten password is reset once through the mailed link, then the new one logs in', async ({ page, outbox }) => {
  const shopper = newShopper();
  await register(page, shopper);
  await expect(page.getByTestId('register-done')).toBeVisible();
  await page.goto(await linkFromOutbox(outbox, shopper.email, /https?:\/\/[^\s"'<>]*activation=membership[^\s"'<>]*/));
  await expect(page.getByTestId('activation-result')).toContainText('Üyeliğiniz başarıyla etkinleştirildi');

  await page.goto('/uye-girisi-sayfasi');
  await page.getByRole('link', { name: 'Şifremi unuttum' }).click();
  await expect(page).toHaveURL(/\/sifremi-unuttum$/);
  // The login page stays on screen until the new page is ready (a transition): wait for the form.
  const send = page.getByRole('button', { name: 'Bağlantı gönder' });
  await expect(send).toBeVisible();
  await page.getByLabel('E-posta', { exact: true }).fill(shopper.email);
  await send.click();
  await expect(page.getByTestId('forgot-sent')).toBeVisible();

  const reset = await linkFromOutbox(outbox, shopper.email, /https?:\/\/[^\s"'<>]*sifremi-unuttum\?[^\s"'<>]*token=[^\s"'<>]*/);
  expect(reset).toMatch(/^\/sifremi-unuttum\?/);
  const newPassword = 'Yeni.Parola-2027';
  await page.goto(reset);
  await page.getByLabel('Yeni şifre').fill(newPassword);
  await page.getByLabel('Şifre (tekrar)').fill(newPassword);
  await page.getByRole('button', { name: 'Şifremi değiştir' }).click();
  await expect(page.getByTestId('reset-done')).toBeVisible();

  // The link works once.
  await page.goto(reset);
  await page.getByLabel('Yeni şifre').fill('Baska.Parola-2028');
  await page.getByLabel('Şifre (tekrar)').fill('Baska.Parola-2028');
  await page.getByRole('button', { name: 'Şifremi değiştir' }).click();
  await expect(page.locator('.member-alert--danger, .member-field__error').first()).toBeVisible();

  await page.goto('/uye-girisi-sayfasi');
  const form = page.getByRole('form', { name: 'Üye Girişi' });
  await form.getByLabel('E-posta adresi').fill(shopper.email);
  await form.getByLabel('Şifre').fill(newPassword);
  await form.getByRole('button', { name: 'Giriş yap' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Hesap menüsü' })).toBeVisible();
  await logOutFromMenu(page);
});

test('a feature that needs a member opens the login popup', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(
    "window.dispatchEvent(new CustomEvent('vitrin:login-required', { detail: { reason: 'favourites' } }))",
  );
  const popup = page.getByRole('dialog', { name: 'Giriş yapın' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('radio', { name: 'Bayi kodu' })).toBeVisible();
  await popup.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(popup.getByText('Bu alan boş bırakılamaz')).toHaveCount(2);
  await popup.getByRole('link', { name: 'Üye ol' }).click();
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL(/\/uye-kayit$/);
});
