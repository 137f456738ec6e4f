// Favourites as a shopper does them: a guest tapping a heart gets the login popup; a member
// (registered and activated through the API and the outbox mail, then logged in) favourites three
// products, reloads, finds them on the favourites page, and logs out. Desktop and mobile.
import { type Page } from '@playwright/test';
import { expect, test } from './app-test';
import { signUpAndIn } from './shop-calls';

function storedFavourites(page: Page): Promise<string | null> {
  return page.evaluate<string | null>("localStorage.getItem('Favourites')");
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
  outbox,
}) => {
  await signUpAndIn(page, outbox, 'favori');

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
