// The browser tests' `test` for the social sign-in: each worker starts a small OpenID Connect
// provider (e2e/oidc-provider.ts: `/google`, and `/apple` answering by form POST with an ES256
// client secret) before its server, gives the server the providers' configuration (with
// `phoneRequired`, a worker option, the shop asks a member without a phone for one), and tells the
// provider where the server really listens. Other specs' servers have no providers.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test as base } from './app-test';
import { OidcProvider } from './oidc-provider';

export { expect };

interface SocialWorkerFixtures {
  /** The shop's `social.phone_required`. */
  phoneRequired: boolean;
  oidc: OidcProvider;
  /** Points the provider at the server once it listens. */
  providerReturn: undefined;
}

export const test = base.extend<object, SocialWorkerFixtures>({
  oidc: [
    // eslint-disable-next-line no-empty-pattern -- the provider depends on nothing
    async ({}, provide) => {
      const provider = new OidcProvider();
      await provider.start();
      try {
        await provide(provider);
      } finally {
        await provider.stop();
      }
    },
    { scope: 'worker' },
  ],
  phoneRequired: [false, { scope: 'worker', option: true }],
  serverConfig: [
    async ({ oidc, phoneRequired }, provide) => {
      await provide(oidc.shopConfig(phoneRequired));
    },
    { scope: 'worker' },
  ],
  providerReturn: [
    async ({ oidc, server }, provide) => {
      oidc.returnTo(server.url);
      await provide(undefined);
    },
    { scope: 'worker', auto: true },
  ],
});

/** axe's WCAG 2.1 A and AA findings in the page's main part and any open dialog. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('main')
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id} (${v.impact ?? 'unknown'}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** The member the page's settings name (0 for a guest, or while a navigation is under way). */
export async function memberId(page: Page): Promise<number> {
  try {
    const text = await page.evaluate<string>("document.getElementById('vitrin-settings')?.textContent ?? '{}'");
    return (JSON.parse(text) as { MEMBER_INFO?: { ID?: number } }).MEMBER_INFO?.ID ?? 0;
  } catch {
    return 0;
  }
}

/** Whether the member's token is stored; null while a navigation has the page between documents. */
export async function hasToken(page: Page): Promise<boolean | null> {
  try {
    return (await page.evaluate<string | null>("localStorage.getItem('token')")) !== null;
  } catch {
    return null;
  }
}

/** The page the sign-in ends on, with the member signed in. */
export async function expectSignedIn(page: Page, pathname = '/') {
  await page.waitForURL((url) => url.pathname === pathname);
  await expect.poll(() => memberId(page)).toBeGreaterThan(0);
  await expect.poll(() => hasToken(page)).toBe(true);
}

/** Starts a sign-in with `provider` from the login page's buttons. */
export async function startWith(page: Page, provider: 'Google' | 'Apple') {
  await page.goto('/uye-girisi-sayfasi');
  const buttons = page.getByRole('list', { name: 'Sosyal hesapla giriş' });
  // Google's is a plain link to the shop, which sends the browser on; Apple's asks the JSON call.
  if (provider === 'Google') await buttons.getByRole('link', { name: 'Google ile giriş yap' }).click();
  else await buttons.getByRole('button', { name: 'Apple ile giriş yap' }).click();
}

/** A new member by Google through the consent popup (KVKK required). */
export async function consentWithGoogle(page: Page, email: string) {
  await startWith(page, 'Google');
  await signInAtProvider(page, email);
  const popup = page.getByRole('dialog', { name: 'Üyeliğinizi tamamlayın' });
  await expect(popup).toContainText(email);
  await expect(popup).toContainText('Hoş geldiniz Deniz Aydın!');
  const commercial = popup.getByLabel(/Kampanya ve fırsatlardan/);
  await expect(commercial).not.toBeChecked();
  await popup.getByRole('button', { name: 'Üyeliğimi oluştur' }).click();
  await expect(popup.locator('#social-kvkk-error')).toHaveText('Bu alan zorunludur');
  await popup.getByLabel(/aydınlatma metnini okudum/).check();
  await popup.getByRole('button', { name: 'Üyeliğimi oluştur' }).click();
}

/** Signs in at the provider's page the browser is on: the email typed, or none shared. */
export async function signInAtProvider(page: Page, email: string, options: { shareEmail?: boolean } = {}) {
  await page.waitForURL((url) => url.pathname.endsWith('/authorize'));
  await page.getByLabel('Email', { exact: true }).fill(email);
  if (options.shareEmail === false) await page.getByLabel('No email').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
}
