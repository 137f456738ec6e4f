// What a shopper sees first: Turkish prices on the home page, the language and currency switches,
// category pages and the not-found page. Runs on a desktop and a mobile viewport.
import { type Page } from '@playwright/test';
import { expect, test } from './app-test';

const TURKISH_PRICE = /\d{1,3}(\.\d{3})*,\d{2} TL/;
const ARABIC_LETTERS = /[\u0600-\u06ff]/;

async function openSwitch(page: Page, testId: 'language-switch' | 'currency-switch') {
  await page.getByTestId(testId).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

test('the home page lists products with Turkish prices', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  const cards = page.locator('.product-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(4);
  await expect(cards.first().locator('.price__now')).toHaveText(TURKISH_PRICE);
  await expect(cards.first().locator('img')).toHaveAttribute('srcset', /240w.*480w.*960w/);
});

test('switching to Arabic turns the page right to left', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.product-card').first()).toBeVisible();
  await openSwitch(page, 'language-switch');
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await page.waitForURL(/\/ar\//);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('.content-block__title').first()).toHaveText(ARABIC_LETTERS);
  await expect(page.locator('.info-strip')).toContainText(ARABIC_LETTERS);
});

test('switching the currency to USD changes the prices', async ({ page }) => {
  await page.goto('/');
  const firstPrice = page.locator('.product-card .price__now').first();
  await expect(firstPrice).toHaveText(TURKISH_PRICE);
  await openSwitch(page, 'currency-switch');
  await Promise.all([page.waitForEvent('load'), page.getByRole('menuitemradio', { name: /USD|\$/ }).click()]);
  await expect(firstPrice).toHaveText(/\$|USD/);
  await expect(firstPrice).not.toHaveText(/TL/);
  await expect(page.getByTestId('currency-switch')).toContainText('USD');
});

test('a category page has breadcrumbs, a title and product cards', async ({ page, isMobile }) => {
  await page.goto('/');
  // The home page's boy and girl banners lead to the top categories.
  const chip = page.locator('.content-block--gender_banners a').first();
  const name = (await chip.locator('.banner__title').textContent())?.trim() ?? '';
  await chip.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('navigation', { name: 'Bulunduğunuz yer' })).toBeVisible();
  await expect(page.locator('.product-card').first()).toBeVisible();
  await expect(page.locator('.product-card .price__now').first()).toHaveText(TURKISH_PRICE);
  if (!isMobile) await expect(page.getByRole('navigation', { name: 'Kategoriler' }).first()).toBeVisible();
});

test('the first screen gives way to the whole page at once', async ({ page }) => {
  // Each observer call sees what one task changed: React builds the page out of sight while the
  // server's first screen is shown, and its commit swaps the one for the other.
  await page.addInitScript(`
    window.renderSteps = [];
    const ofApp = (selector) => [...document.querySelectorAll('#root ' + selector)].filter((node) => !node.closest('.first-paint'));
    new MutationObserver(() => {
      window.renderSteps.push({
        firstScreen: document.querySelector('#root > .first-paint') !== null,
        cards: ofApp('.product-card').length,
        footer: ofApp('.footer').length > 0,
      });
    }).observe(document, { childList: true, subtree: true });
  `);
  const data = (await (await page.request.get('/api/storefront/page?path=/erkek-cocuk')).json()) as { products: unknown[] };
  expect(data.products.length).toBeGreaterThan(8);
  await page.goto('/erkek-cocuk');
  type Step = { firstScreen: boolean; cards: number; footer: boolean };
  const steps = await page.evaluate<Step[]>('window.renderSteps');
  const firstScreenShown = steps.findIndex((step) => step.firstScreen);
  expect(firstScreenShown).toBeGreaterThanOrEqual(0);
  // Nothing of the app is in the page while the first screen is up ...
  expect(steps.filter((step) => step.firstScreen).every((step) => step.cards === 0 && !step.footer)).toBe(true);
  // ... and the first screen gives way to the whole page in one step.
  const shown = steps.slice(firstScreenShown).find((step) => !step.firstScreen);
  expect(shown).toEqual({ firstScreen: false, cards: data.products.length, footer: true });
  await expect(page.locator('.product-card').first()).toBeVisible();
});

test('a long list lays out its later cards as they come near the screen, moving nothing in view', async ({ page }) => {
  await page.addInitScript(`
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  `);
  await page.goto('/erkek-cocuk');
  const cards = await page.locator('.product-grid--list > li').count();
  expect(cards).toBeGreaterThan(8);
  // checkVisibility with contentVisibilityAuto is false for content the browser skips.
  const laidOut = (position: 'first' | 'last') =>
    page.evaluate<boolean>(
      `document.querySelector('.product-grid--list > li:${position}-child .product-card__title')` +
        '.checkVisibility({ contentVisibilityAuto: true })',
    );
  expect(await laidOut('first')).toBe(true);
  expect(await laidOut('last')).toBe(false);
  // The shopper scrolls down the list a screen at a time: every card fills in on the way, and
  // nothing already on the screen moves when it does.
  await expect(async () => {
    await page.evaluate('window.scrollBy(0, window.innerHeight)');
    expect(await laidOut('last')).toBe(true);
  }).toPass({ intervals: [100], timeout: 20_000 });
  await page.locator('.product-grid--list > li:last-child').scrollIntoViewIfNeeded();
  await expect(page.locator('.product-grid--list > li:last-child .product-card__title')).toBeVisible();
  expect(await page.evaluate<number>('window.layoutShift')).toBe(0);
});

test('an unknown address shows the friendly not-found page', async ({ page }) => {
  const response = await page.goto('/boyle-bir-sayfa-yok');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aradığınız sayfayı bulamadık');
  await page.getByRole('link', { name: 'Ana sayfaya dön' }).click();
  await expect(page.locator('.product-card').first()).toBeVisible();
});
