// Another site's page can change nothing in the shop: its form cannot sign a shopper in (into an
// account of its choosing), and its link cannot sign a shopper out. The browser sends what it
// always sends (Origin, Sec-Fetch-Site); the shop refuses with 403 and its error envelope.
import type { Page } from '@playwright/test';
import { expect, test } from './app-test';
import { MEMBER_PASSWORD, signUpAndIn } from './shop-calls';

const EVIL = 'http://evil.example';

/** Serves `html` as another site's page (the request never leaves the browser) and opens it. */
async function openOtherSite(page: Page, html: string): Promise<void> {
  await page.route(`${EVIL}/**`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(`${EVIL}/`, { waitUntil: 'load' });
}

async function signedIn(page: Page): Promise<boolean> {
  return (await page.request.get('/srv/service/customer/orders')).status() === 200;
}

test('another site can neither sign a shopper out nor into an account', async ({ page, browser, outbox, baseURL }) => {
  const member = await signUpAndIn(page, outbox, 'crosssite');
  expect(await signedIn(page)).toBe(true);

  // A link on another site to the spec's logout GET.
  await openOtherSite(page, `<a id="out" href="${String(baseURL)}/srv/service/customer/logout">Çıkış</a>`);
  const [logout] = await Promise.all([page.waitForResponse(/customer\/logout/), page.click('#out')]);
  expect(logout.status()).toBe(403);
  expect(((await logout.json()) as { error: { code: string } }).error.code).toBe('cross_origin');
  expect(await signedIn(page)).toBe(true);

  // A form on another site that signs a guest's browser into the member's account.
  const guest = await browser.newContext({ baseURL: String(baseURL) });
  const guestPage = await guest.newPage();
  await guestPage.goto('/');
  await openOtherSite(
    guestPage,
    `<form id="in" method="post" action="${String(baseURL)}/api/v1/authentication/login">
       <input name="username" value="${member.email}"><input name="type" value="email">
       <input name="password" value="${MEMBER_PASSWORD}"><button>Gönder</button>
     </form>`,
  );
  const [login] = await Promise.all([guestPage.waitForResponse(/authentication\/login/), guestPage.click('#in button')]);
  expect(login.status()).toBe(403);
  expect(login.headers()['set-cookie'] ?? '').toBe('');
  expect(await signedIn(guestPage)).toBe(false);
  await guest.close();
});
