// Favourites as a shopper does them: a guest tapping a heart gets the login popup; a member
// (registered and activated through the API and the outbox mail, then logged in) favourites three
// products, reloads, finds them on the favourites page, and logs out. Desktop and mobile.
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './app-test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const PASSWORD = 'Bulut-Kuzu!2026xQ';

/** The CSRF token of the page settings, for calls made beside the browser. */
async function csrfToken(page: Page): Promise<string> {
  return settingsOf(page).then((s) => s.CART_CSRF_TOKEN ?? '');
}

interface SettingsPart {
  CART_CSRF_TOKEN?: string;
  MEMBER_INFO?: { ID?: number };
}

async function settingsOf(page: Page): Promise<SettingsPart> {
  const text = await page.evaluate<string>("document.getElementById('vitrin-settings')?.textContent ?? '{}'");
  return JSON.parse(text) as SettingsPart;
}

function storedFavourites(page: Page): Promise<string | null> {
  return page.evaluate<string | null>("localStorage.getItem('Favourites')");
}

/** The activation link of the newest mail to `email` in the server's `outbox`. */
function activationLink(outbox: string, email: string): { id: string; token: string } | null {
  let files: string[];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
  } catch {
    return null;
  }
  for (const file of files.sort().reverse()) {
    // Quoted-printable mails wrap long lines with '=' and encode '=' as '=3D'.
    const mail = readFileSync(join(outbox, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (!mail.includes(email)) continue;
    const match = /activation=membership&(?:amp;)?token=([^&\s"<]+)&(?:amp;)?id=(\d+)/.exec(mail);
    if (match?.[1] && match[2]) return { token: match[1], id: match[2] };
  }
  return null;
}

/** A new, activated member; returns the email. */
async function newMember(page: Page, request: APIRequestContext, outbox: string, label: string): Promise<string> {
  const email = `fav-${label}-${Date.now()}@example.com`;
  const token = await csrfToken(page);
  const registered = await request.post('/api/v1/authentication/register', {
    headers: { 'X-CSRF-Token': token, Origin: new URL(page.url()).origin },
    form: {
      name: 'Elif',
      surname: 'Yıldız',
      email,
      // Phones are unique too: one per run and project.
      phone: `90532${String(Date.now()).slice(-7)}`,
      gender: 'female',
      password: PASSWORD,
      password_again: PASSWORD,
      kvkk: '1',
      commercial_message: '0',
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  await expect.poll(() => activationLink(outbox, email) !== null).toBe(true);
  const link = activationLink(outbox, email) as { id: string; token: string };
  const activated = await request.post(`/srv/service/customer/activateMembership/${link.id}/${link.token}`, {
    headers: { 'X-CSRF-Token': token, Origin: new URL(page.url()).origin },
  });
  expect(activated.status(), await activated.text()).toBe(200);
  return email;
}

/** Logs in through the login page's form; the page reloads as a member. */
async function logIn(page: Page, email: string) {
  await page.goto('/uye-girisi-sayfasi');
  const form = page.getByRole('form', { name: 'Üye Girişi' });
  await form.getByLabel('E-posta adresi').fill(email);
  await form.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Giriş yap' }).click();
  await expect.poll(async () => (await settingsOf(page)).MEMBER_INFO?.ID ?? 0).toBeGreaterThan(0);
}

async function serverFavourites(page: Page): Promise<number[]> {
  const r = await page.request.get('/srv/service/profile/get-shopping-list');
  expect(r.status()).toBe(200);
  const body = (await r.json()) as { CATEGORIES: { PRODUCTS: { ID: number }[] }[] };
  return body.CATEGORIES[0]?.PRODUCTS.map((p) => p.ID) ?? [];
}

test('a guest tapping the heart gets the login popup, and keeps no favourites', async ({ page }) => {
  await page.goto('/kiz-cocuk');
  const heart = page.locator('.product-card').first().getByTestId('favourite-button');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await page.evaluate(
    "window.addEventListener('vitrin:login-required', (e) => { window.__favouritesAsk = e.detail.reason; })",
  );
  await heart.click();
  expect(await page.evaluate<string | undefined>('window.__favouritesAsk')).toBe('favourites');
  const popup = page.getByRole('dialog', { name: 'Giriş yapın' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Giriş yap' })).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  expect(await storedFavourites(page)).toBeNull();
});

test('a member favourites three products, reloads, finds them on the favourites page, and logs out', async ({
  page,
  request,
  outbox,
}, testInfo) => {
  await page.goto('/');
  const email = await newMember(page, request, outbox, testInfo.project.name);
  await logIn(page, email);

  await page.goto('/erkek-cocuk');
  const cards = page.locator('.product-card');
  const titles: string[] = [];
  for (let i = 0; i < 3; i++) {
    const card = cards.nth(i);
    titles.push((await card.locator('.product-card__title').textContent()) ?? '');
    const heart = card.getByTestId('favourite-button');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Ürün favorilerinize eklendi').first()).toBeVisible();
  }
  await expect(page.getByTestId('favourites-count')).toHaveText('3');

  // Leaving the page sends the changes (the unload beacon); the list is back after the reload.
  await page.reload();
  await expect.poll(() => serverFavourites(page).then((ids) => ids.length)).toBe(3);
  await expect(page.getByTestId('favourites-count')).toHaveText('3');
  for (let i = 0; i < 3; i++) {
    await expect(cards.nth(i).getByTestId('favourite-button')).toHaveAttribute('aria-pressed', 'true');
  }

  await page.getByTestId('header-favourites').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Favoriye Eklenen Ürünler');
  await expect(page).toHaveTitle(/Favoriye Eklenen Ürünler/);
  const listed = page.locator('.favourites-page .product-card');
  await expect(listed).toHaveCount(3);
  for (const title of titles) await expect(page.locator('.favourites-page')).toContainText(title.trim());

  // Turning one off on the favourites page removes it at once.
  await listed.first().getByTestId('favourite-button').click();
  await expect(page.getByText('Ürün favorilerinizden çıkarıldı').first()).toBeVisible();
  await expect(listed).toHaveCount(2);

  // Logging out clears the device's favourites.
  await page.getByTestId('account-button').click();
  await page.getByRole('menuitem', { name: 'Çıkış yap' }).click();
  // Logout ends on the home page; read the storage there, not in the page being left.
  await page.waitForURL((url) => url.pathname === '/');
  await page.waitForLoadState();
  await expect(page.getByTestId('favourites-count')).toHaveCount(0);
  expect(await storedFavourites(page)).toBeNull();
  const guestList = await page.request.get('/srv/service/profile/get-shopping-list');
  expect(guestList.status()).toBe(401);
});
