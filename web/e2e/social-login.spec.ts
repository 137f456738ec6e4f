// Social sign-in (OpenID Connect) against a small provider of the test's own (e2e/oidc-provider.ts):
// a new shopper joins with Google through the consent popup and later signs straight in; a member
// with a password signs in with Apple (a form POST back to the shop, an ES256 client secret) after
// confirming the password, the account page lists Apple, and the member unlinks it; the login
// popup offers the providers and the sign-in comes back to its page; a provider that shares no
// email leads to the email popup and a mailed link; a member without a password cannot unlink
// their only way in, and links another provider from the account page; linking one that is another
// member's is refused; a forged return and a cancel at the provider show the generic popup in
// Turkish; a sign-in begun in Arabic comes back to an Arabic page. Desktop and mobile;
// e2e/social-login-phone.spec.ts has a shop that requires a phone.
import type { Page } from '@playwright/test';
import { MEMBER_PASSWORD, registerMember, uniqueMember } from './shop-calls';
import {
  accessibilityViolations,
  consentWithGoogle,
  expect,
  expectSignedIn,
  hasToken,
  signInAtProvider,
  startWith,
  test,
} from './social-test';
import { linkFromOutbox } from './outbox';

async function logOut(page: Page) {
  await page.getByTestId('account-button').click();
  await page.getByRole('menuitem', { name: 'Çıkış yap' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Hesabım' })).toBeVisible();
  await expect.poll(() => hasToken(page)).toBe(false);
}

/** A new member by Google: the consent popup, then signed in on the home page. */
async function joinWithGoogle(page: Page, email: string) {
  await consentWithGoogle(page, email);
  await expectSignedIn(page);
}

function accountRow(page: Page, provider: string) {
  return page.getByTestId('social-accounts').getByRole('listitem').filter({ has: page.getByText(provider, { exact: true }) });
}

test.afterEach(({ oidc }) => {
  // Every code the shop traded was good, its verifier, redirect URI and client authentication too.
  expect(oidc.refusals).toEqual([]);
});

test('a new shopper joins with Google through the consent popup, then signs straight in', async ({ page, oidc }) => {
  const { email } = uniqueMember('google');
  await joinWithGoogle(page, email);
  // The provider offers HTTP Basic for the shared secret: the shop used it.
  expect(oidc.clientAuths.filter((entry) => entry.provider === 'google').at(-1)?.auth).toBe('client_secret_basic');

  await logOut(page);
  await startWith(page, 'Google');
  await signInAtProvider(page, email);
  // A linked account signs in without a popup.
  await expectSignedIn(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a member with a password signs in with Apple after confirming the password, and the account lists Apple', async ({
  page,
  outbox,
  oidc,
}) => {
  const member = uniqueMember('apple');
  await page.goto('/uye-girisi-sayfasi');
  await registerMember(page, outbox, member);

  await startWith(page, 'Apple');
  // Apple answers with a form posted back to the shop, which sends the browser to its return page.
  await signInAtProvider(page, member.email);
  const popup = page.getByRole('dialog', { name: 'Hesabınızı bağlayın' });
  await expect(popup).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await popup.getByLabel('Şifre').fill('Yanlis-Parola-1');
  await popup.getByRole('button', { name: 'Hesabımı bağla' }).click();
  await expect(popup.getByRole('alert')).not.toHaveText('');
  await popup.getByLabel('Şifre').fill(MEMBER_PASSWORD);
  await popup.getByRole('button', { name: 'Hesabımı bağla' }).click();
  await expectSignedIn(page);
  expect(oidc.clientAuths.filter((entry) => entry.provider === 'apple').at(-1)?.auth).toBe('apple_jwt');

  await page.goto('/hesabim');
  const section = page.getByRole('region', { name: 'Bağlı hesaplar' });
  await expect(section).toBeVisible();
  await expect(accountRow(page, 'Apple').getByTestId('social-account-state')).toContainText('Bağlı');
  await expect(accountRow(page, 'Apple')).toContainText(member.email);
  await expect(accountRow(page, 'Google').getByTestId('social-account-state')).toHaveText('Bağlı değil');

  // With a password the member may unlink it.
  await accountRow(page, 'Apple').getByRole('button', { name: 'Bağlantıyı kaldır' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Kaldır' }).click();
  await expect(page.getByTestId('social-accounts-outcome')).toHaveText('Hesap bağlantısı kaldırıldı');
  await expect(accountRow(page, 'Apple').getByTestId('social-account-state')).toHaveText('Bağlı değil');
});

test('the login popup offers the providers, and the sign-in comes back to the page it was opened on', async ({ page }) => {
  const { email } = uniqueMember('popup');
  await page.goto('/kiz-cocuk');
  await page.evaluate("window.dispatchEvent(new CustomEvent('vitrin:login-required', { detail: { reason: 'favourites' } }))");
  const loginPopup = page.getByRole('dialog', { name: 'Giriş yapın' });
  await loginPopup.getByRole('link', { name: 'Google ile giriş yap' }).click();
  await signInAtProvider(page, email);
  const consent = page.getByRole('dialog', { name: 'Üyeliğinizi tamamlayın' });
  await consent.getByLabel(/aydınlatma metnini okudum/).check();
  await consent.getByRole('button', { name: 'Üyeliğimi oluştur' }).click();
  await expectSignedIn(page, '/kiz-cocuk');
});

test('a provider that shares no email leads to the email popup, and the mailed link signs in', async ({ page, outbox }) => {
  const { email } = uniqueMember('noemail');
  await startWith(page, 'Google');
  await signInAtProvider(page, '', { shareEmail: false });
  const popup = page.getByRole('dialog', { name: 'E-posta adresinizi girin' });
  await popup.getByRole('button', { name: 'Bağlantı gönder' }).click();
  await expect(popup.getByText('Bu alan boş bırakılamaz')).toBeVisible();
  await expect(popup.locator('#social-email-kvkk-error')).toHaveText('Bu alan zorunludur');
  await popup.getByRole('textbox', { name: 'E-posta' }).fill(email);
  await popup.getByLabel(/aydınlatma metnini okudum/).check();
  await popup.getByRole('button', { name: 'Bağlantı gönder' }).click();
  await expect(page.getByRole('dialog', { name: 'E-postanızı kontrol edin' })).toContainText('Onay bağlantısı e-posta adresinize gönderildi');

  const link = await linkFromOutbox(outbox, email, /https?:\/\/[^\s"'<>]*activation=social-email[^\s"'<>]*/);
  expect(link).toMatch(/^\/uye-girisi-sayfasi\?activation=social-email&token=[^&]+&id=\d+/);
  await page.goto(link);
  await expectSignedIn(page);

  // The link is good once.
  await page.goto(link);
  await expect(page.getByRole('dialog', { name: 'Giriş yapılamadı' })).toBeVisible();
});

test('a member without a password cannot unlink their only way in; another account is linked from the account page', async ({
  page,
}) => {
  const { email } = uniqueMember('socialonly');
  await joinWithGoogle(page, email);
  await page.goto('/hesabim');
  const section = page.getByRole('region', { name: 'Bağlı hesaplar' });
  await expect(section).toContainText('Hesabınızın bir şifresi yok');
  expect(await accessibilityViolations(page)).toEqual([]);
  await accountRow(page, 'Google').getByRole('button', { name: 'Bağlantıyı kaldır' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Kaldır' }).click();
  await expect(page.getByTestId('social-accounts-outcome')).toHaveText(
    'Bağlantıyı kaldırmadan önce bir şifre belirleyin (Şifremi Unuttum ile).',
  );
  await expect(accountRow(page, 'Google').getByTestId('social-account-state')).toContainText('Bağlı');

  // Linking Apple: a sign-in begun with the member's bearer, back to the account page.
  await accountRow(page, 'Apple').getByRole('button', { name: 'Bağla' }).click();
  await signInAtProvider(page, `apple.${email}`);
  await expectSignedIn(page, '/hesabim');
  await expect(accountRow(page, 'Apple').getByTestId('social-account-state')).toContainText('Bağlı');
  await expect(accountRow(page, 'Google').getByTestId('social-account-state')).toContainText('Bağlı');
});

test('linking a provider account that is another member’s is refused, and leads back to the account', async ({ page }) => {
  const first = uniqueMember('owner').email;
  await joinWithGoogle(page, first);
  await page.goto('/hesabim');
  await accountRow(page, 'Apple').getByRole('button', { name: 'Bağla' }).click();
  await signInAtProvider(page, `apple.${first}`);
  await expectSignedIn(page, '/hesabim');
  await logOut(page);

  await joinWithGoogle(page, uniqueMember('other').email);
  await page.goto('/hesabim');
  await accountRow(page, 'Apple').getByRole('button', { name: 'Bağla' }).click();
  // The same Apple account as the first member's.
  await signInAtProvider(page, `apple.${first}`);
  const popup = page.getByRole('dialog', { name: 'Giriş yapılamadı' });
  await expect(popup).toContainText('Bu hesap başka bir üyeliğe bağlı.');
  await popup.getByRole('link', { name: 'Hesabıma dön' }).click();
  await expect(page).toHaveURL(/\/hesabim$/);
  await expect(accountRow(page, 'Apple').getByTestId('social-account-state')).toHaveText('Bağlı değil');
});

test('a forged return and a cancel at the provider show the generic popup in Turkish', async ({ page }) => {
  await page.goto('/social-login?code=x&state=forged');
  const popup = page.getByRole('dialog', { name: 'Giriş yapılamadı' });
  await expect(popup).toContainText('Giriş isteğinin süresi dolmuş veya istek geçersiz. Lütfen yeniden deneyin.');
  expect(await accessibilityViolations(page)).toEqual([]);
  await popup.getByRole('link', { name: 'Giriş sayfasına dön' }).click();
  await expect(page).toHaveURL(/\/uye-girisi-sayfasi$/);
  await expect(page.getByRole('form', { name: 'Üye Girişi' })).toBeVisible();
  await expect.poll(() => hasToken(page)).toBe(false);

  await startWith(page, 'Google');
  await page.waitForURL((url) => url.pathname.endsWith('/authorize'));
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'Giriş yapılamadı' })).toContainText('Giriş, sağlayıcının sayfasında tamamlanmadı.');
  // Closing the popup also goes back to the login page.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('form', { name: 'Üye Girişi' })).toBeVisible();
  await expect(page).toHaveURL(/\/uye-girisi-sayfasi$/);
});

test('a sign-in begun in Arabic comes back in Arabic', async ({ page }) => {
  const { email } = uniqueMember('arabic');
  await page.goto('/ar/uye-girisi-sayfasi');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('list', { name: 'تسجيل الدخول بحساب اجتماعي' }).getByRole('link', { name: 'تسجيل الدخول عبر Google' }).click();
  // The provider sends everyone back to the same address; the page moves to the Arabic one.
  await signInAtProvider(page, email);
  const popup = page.getByRole('dialog', { name: 'أكمل عضويتك' });
  await expect(popup).toContainText(email);
  await expect(page).toHaveURL(/\/ar\/social-login\?.*\bcode=/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await accessibilityViolations(page)).toEqual([]);
  await popup.getByRole('checkbox').first().check();
  await popup.getByRole('button', { name: 'إنشاء عضويتي' }).click();
  await expectSignedIn(page, '/ar/');
});
