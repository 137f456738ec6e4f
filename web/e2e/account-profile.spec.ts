// The member's account page (hesabim, page 6) as a new member: the sections' own navigation, the
// profile edited with the Turkish date picker (Monday first, month and year lists, no day after
// today) and kept after a reload; a new phone saved with the SMS code read from the outbox, a wrong
// code refused in Turkish; a new email taking effect only through the link mailed to it; the
// notifications popup giving and withdrawing consents; the page in Arabic; axe's WCAG 2.1 A and AA
// checks with the calendar and the popup open. Desktop and mobile.
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './app-test';
import { linkFromOutbox } from './outbox';
import { MEMBER_PASSWORD, signUpAndIn, stateHeaders, uniqueMember } from './shop-calls';

/** The newest outbox file of `kind` (`phone-code.sms`, `email-change.eml`) that mentions `to`. */
function newestOutboxText(outbox: string, kind: string, to: string): string | null {
  let names: string[];
  try {
    names = readdirSync(outbox).filter((name) => name.endsWith(`-${kind}`));
  } catch {
    return null;
  }
  for (const name of names.sort().reverse()) {
    // Quoted-printable mails wrap long lines with '=' and encode '=' as '=3D'.
    const text = readFileSync(join(outbox, name), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (text.includes(to)) return text;
  }
  return null;
}

/** The code of the newest SMS to `msisdn`, once there is one other than `previous`. */
async function smsCode(outbox: string, msisdn: string, previous = ''): Promise<string> {
  let code = '';
  await expect
    .poll(() => {
      code = /\b(\d{6})\b/.exec(newestOutboxText(outbox, 'phone-code.sms', `+${msisdn}`) ?? '')?.[1] ?? '';
      return code !== '' && code !== previous;
    })
    .toBe(true);
  return code;
}

/** The link of the email change mail sent to `email`, as a same-site path. */
function emailChangeLink(outbox: string, email: string): Promise<string> {
  return linkFromOutbox(outbox, email, /https?:\/\/[^\s"'<>]*\/hesabim\?activation=email[^\s"'<>]*/);
}

async function openAccount(page: Page, path = '/hesabim') {
  await page.goto(path);
  await expect(page.getByTestId('profile-form')).toBeVisible();
}

/**
 * A new member (`name` as in `signUpAndIn`) asks on the account page for a new email address: the
 * member, the profile form and the new address, which the link mailed to it confirms.
 */
async function askEmailChange(page: Page, outbox: string, name: string) {
  const member = await signUpAndIn(page, outbox, name);
  await openAccount(page);
  const form = page.getByTestId('profile-form');
  const fresh = uniqueMember(`new-${name}`).email;
  await form.getByLabel('E-posta', { exact: true }).fill(fresh);
  await form.getByRole('button', { name: 'Bilgilerimi kaydet' }).click();
  await expect(form.getByTestId('profile-notice')).toContainText(`Onay bağlantısı ${fresh} adresine gönderildi.`);
  return { member, form, fresh };
}

/** The local calendar day after `today` as `YYYY-MM-DD`, and whether it is in the same month. */
function dayAfter(today: Date): { iso: string; sameMonth: boolean } {
  const next = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    iso: `${String(next.getFullYear())}-${two(next.getMonth() + 1)}-${two(next.getDate())}`,
    sameMonth: next.getMonth() === today.getMonth(),
  };
}

test('the profile is edited with the Turkish date picker and kept after a reload', async ({ page, outbox }) => {
  await signUpAndIn(page, outbox, 'profile');
  await openAccount(page);
  const nav = page.getByRole('navigation', { name: 'Hesabım bölümleri' });
  for (const name of ['Bilgilerim', 'Adreslerim', 'Siparişlerim', 'Kayıtlı kartlarım', 'Favorilerim', 'Şifre']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Siparişlerim' })).toHaveAttribute('href', '/uye-siparisleri');
  await expect(nav.getByRole('link', { name: 'Favorilerim' })).toHaveAttribute('href', '/favorilerim');
  await nav.getByRole('link', { name: 'Adreslerim' }).click();
  await expect(page).toHaveURL(/#account-addresses$/);

  const form = page.getByTestId('profile-form');
  await form.getByLabel('Ad', { exact: true }).fill('Zeynep');
  await form.getByLabel('Cinsiyet').selectOption('female');
  await form.getByTestId('birth-date').click();
  const calendar = page.getByRole('dialog', { name: 'Doğum tarihi takvimi' });
  // Spec section 9: Turkish names, the week from Monday.
  await expect(calendar.locator('.rdp-weekday').first()).toHaveText('Pt');
  await expect(calendar.locator('.rdp-weekday').first()).toHaveAttribute('aria-label', 'Pazartesi');
  // The keyboard starts on today's day.
  await expect(calendar.getByRole('button', { name: /^Bugün, / })).toBeFocused();
  await calendar.getByRole('combobox', { name: 'Yılı seçin' }).selectOption('2015');
  await calendar.getByRole('combobox', { name: 'Ayı seçin' }).selectOption({ label: 'Mart' });
  await expect(calendar.getByRole('grid')).toHaveAccessibleName('Mart 2015');
  await calendar.getByRole('button', { name: /^15 Mart 2015/ }).click();
  await expect(calendar).toBeHidden();
  await expect(form.getByTestId('birth-date')).toHaveText('15 Mart 2015');
  await form.getByRole('button', { name: 'Bilgilerimi kaydet' }).click();
  await expect(form.getByTestId('profile-notice')).toContainText('Bilgileriniz kaydedildi');
  await expect(page.getByTestId('account-name')).toHaveText('Zeynep Kaya');

  await page.reload();
  await expect(page.getByTestId('profile-form').getByTestId('birth-date')).toHaveText('15 Mart 2015');
  await expect(page.getByTestId('profile-form').getByLabel('Ad', { exact: true })).toHaveValue('Zeynep');
  await expect(page.getByTestId('profile-form').getByLabel('Cinsiyet')).toHaveValue('female');

  // No day after today can be picked, with the keyboard either; the server refuses one too.
  const today = new Date();
  await page.getByTestId('birth-date').click();
  await calendar.getByRole('combobox', { name: 'Yılı seçin' }).selectOption(String(today.getFullYear()));
  await calendar.getByRole('combobox', { name: 'Ayı seçin' }).selectOption({ index: today.getMonth() });
  await expect(calendar.getByRole('button', { name: 'Sonraki aya git' })).toBeDisabled();
  await expect(calendar.getByRole('combobox', { name: 'Yılı seçin' }).locator('option').first()).toHaveText(
    String(today.getFullYear()),
  );
  const tomorrow = dayAfter(today);
  if (tomorrow.sameMonth) await expect(calendar.locator(`[data-day="${tomorrow.iso}"] button`)).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(page.getByTestId('birth-date')).toBeFocused();
  const refused = await page.request.post('/api/v1/customer/update', {
    headers: await stateHeaders(page),
    form: { name: 'Zeynep', surname: 'Kaya', birth_date: `${String(today.getFullYear() + 1)}-01-01` },
  });
  expect(refused.status()).toBe(422);
  expect(await refused.text()).toContain('Doğum tarihi bugünden sonra olamaz');
});

test('a new phone is saved with the SMS code; a wrong code is refused in Turkish', async ({ page, outbox }) => {
  await signUpAndIn(page, outbox, 'phone');
  await openAccount(page);
  const change = page.getByTestId('phone-change');
  const fresh = uniqueMember('new-phone').msisdn;
  await change.getByLabel('Yeni cep telefonu').pressSequentially(fresh.slice(2));
  await change.getByRole('button', { name: 'Doğrulama kodu gönder' }).click();
  // The whole form first: should the code not be sent, the failure shows the refusal at the field.
  await expect(change).toContainText('Doğrulama kodu telefonunuza gönderildi');
  await expect(change.getByTestId('phone-notice')).toHaveText('Doğrulama kodu telefonunuza gönderildi');
  const codeField = change.getByLabel('Doğrulama kodu');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  const code = await smsCode(outbox, fresh);

  await codeField.fill(code === '000000' ? '111111' : '000000');
  await change.getByRole('button', { name: 'Onayla ve kaydet' }).click();
  await expect(change.getByText('Doğrulama kodu hatalı')).toBeVisible();
  await codeField.fill('12');
  await change.getByRole('button', { name: 'Onayla ve kaydet' }).click();
  await expect(change.getByText('Doğrulama kodu 6 haneli olmalıdır')).toBeVisible();
  await change.getByRole('button', { name: 'Yeni kod gönder' }).click();
  await expect(change.getByText('Yeni bir kod istemeden önce lütfen bir dakika bekleyiniz')).toBeVisible();

  await codeField.fill(code);
  await change.getByRole('button', { name: 'Onayla ve kaydet' }).click();
  await expect(change.getByTestId('phone-notice')).toHaveText('Telefon numaranız doğrulandı ve kaydedildi');
  const shown = `+90 (${fresh.slice(2, 5)}) ${fresh.slice(5, 8)} ${fresh.slice(8, 10)} ${fresh.slice(10)}`;
  await expect(page.getByTestId('account-phone')).toHaveText(shown);
  await page.reload();
  await expect(page.getByTestId('account-phone')).toHaveText(shown);
});

test('a new email takes effect only through the link mailed to it', async ({ page, outbox }) => {
  const { member, form, fresh } = await askEmailChange(page, outbox, 'email');
  await expect(page.getByTestId('account-email')).toHaveText(member.email);
  await expect(form.getByLabel('E-posta', { exact: true })).toHaveValue(member.email);

  const path = await emailChangeLink(outbox, fresh);
  await page.goto(path);
  await expect(page.getByTestId('activation-result')).toHaveText('E-posta adresiniz değiştirildi');
  await expect(page).toHaveURL((url) => url.pathname === '/hesabim' && url.search === '');
  await expect(page.getByTestId('account-email')).toHaveText(fresh);

  // A link works once.
  await page.goto(path);
  await expect(page.getByTestId('activation-result')).toHaveText('E-posta değişikliği bağlantısı geçersiz veya süresi dolmuş');
  await expect(page.getByTestId('account-email')).toHaveText(fresh);
});

test('an email change link opened while signed out works once the member signs in', async ({ page, outbox }) => {
  const { member, fresh } = await askEmailChange(page, outbox, 'email-out');
  const path = await emailChangeLink(outbox, fresh);
  const loggedOut = page.waitForResponse((response) => new URL(response.url()).pathname === '/srv/service/customer/logout');
  await page.getByTestId('logout').click();
  expect((await loggedOut).ok()).toBe(true);
  // Logging out goes home; the link is opened once that navigation is over.
  await page.waitForURL((url) => url.pathname === '/');

  // The account page asks for the login, then comes back to the link.
  await page.goto(path);
  const login = page.getByRole('form', { name: 'Üye Girişi' });
  await login.getByLabel('E-posta adresi').fill(member.email);
  await login.getByLabel('Şifre', { exact: true }).fill(MEMBER_PASSWORD);
  await login.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(page.getByTestId('activation-result')).toHaveText('E-posta adresiniz değiştirildi');
  await expect(page.getByTestId('account-email')).toHaveText(fresh);
});

test('the notifications popup gives and withdraws consents, kept after a reload', async ({ page, outbox }) => {
  await signUpAndIn(page, outbox, 'consent');
  await openAccount(page);
  const opener = page.getByRole('button', { name: 'Bildirimler' });
  const popup = page.getByRole('dialog', { name: 'Bildirim tercihlerim' });
  const email = popup.getByRole('switch', { name: 'E-posta' });
  const sms = popup.getByRole('switch', { name: 'SMS' });
  const call = popup.getByRole('switch', { name: 'Telefon araması' });

  await opener.click();
  await expect(email).not.toBeChecked();
  await expect(sms).not.toBeChecked();
  await expect(call).not.toBeChecked();
  await email.click();
  await expect(popup.getByTestId('notifications-outcome')).toHaveText('Bildirim tercihiniz kaydedildi');
  await expect(email).toBeChecked();
  await sms.click();
  await expect(sms).toBeChecked();
  await expect(sms).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(opener).toBeFocused();

  await page.reload();
  await opener.click();
  await expect(email).toBeChecked();
  await expect(sms).toBeChecked();
  await expect(call).not.toBeChecked();
  await email.click();
  await expect(email).not.toBeChecked();
  await expect(popup.getByTestId('notifications-outcome')).toHaveText('Bildirim tercihiniz kaydedildi');
  await expect(email).toBeEnabled();

  await page.reload();
  await opener.click();
  await expect(email).not.toBeChecked();
  await expect(sms).toBeChecked();
});

test('the account page in Arabic is right to left and fits the screen', async ({ page, outbox }) => {
  await signUpAndIn(page, outbox, 'arabic');
  await openAccount(page, '/ar/hesabim');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('navigation', { name: 'أقسام حسابي' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'معلوماتي الشخصية' })).toBeVisible();
  await page.getByTestId('birth-date').click();
  const calendar = page.getByRole('dialog', { name: 'تقويم تاريخ الميلاد' });
  await expect(calendar.locator('.rdp-root')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'الإشعارات' }).click();
  await expect(page.getByRole('dialog', { name: 'تفضيلات الإشعارات' }).getByRole('switch', { name: 'البريد الإلكتروني' })).toBeVisible();
});

test('the account page, its calendar and its popup have no WCAG 2.1 A or AA violation', async ({ page, outbox }) => {
  const violations = async () =>
    (await new AxeBuilder({ page }).include('main').include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map(
      (v) => `${v.id} (${v.impact ?? 'unknown'}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
    );
  await signUpAndIn(page, outbox, 'axe');
  for (const prefix of ['', '/ar']) {
    await openAccount(page, `${prefix}/hesabim`);
    expect(await violations()).toEqual([]);
    await page.getByTestId('birth-date').click();
    await expect(page.locator('.rdp-root')).toBeVisible();
    expect(await violations()).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByTestId('open-notifications').click();
    await expect(page.getByRole('switch').first()).toBeVisible();
    expect(await violations()).toEqual([]);
  }
});
