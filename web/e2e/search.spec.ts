// Live search as a shopper uses it, in Turkish: nothing below three characters, results with the
// typed part highlighted, a click outside clears them, keys move through them, Enter opens the
// results page. Runs on a desktop and a mobile viewport.
import { type Page } from '@playwright/test';
import { expect, test } from './app-test';

const SEARCH_CALL = /\/srv\/service\/product\/search(All)?\//;

function countSearchCalls(page: Page): { count: number } {
  const calls = { count: 0 };
  page.on('request', (request) => {
    if (SEARCH_CALL.test(request.url())) calls.count += 1;
  });
  return calls;
}

test('two letters make no call; four show highlighted results', async ({ page }) => {
  const calls = countSearchCalls(page);
  // The page's clock is Playwright's, so the debounce can be run out instead of waited for.
  await page.clock.install();
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Ürün ara' });
  await box.fill('el');
  // Past the 250 ms debounce: any call for two letters would go out now.
  await page.clock.runFor(600);
  await expect(page.getByTestId('live-search')).toBeHidden();

  // Requests are reported in order, so by the answer for four letters a call for two would have
  // been counted: there is only the one.
  const answer = page.waitForResponse(SEARCH_CALL);
  await box.pressSequentially('bi');
  expect((await answer).status()).toBe(200);
  expect(calls.count).toBe(1);
  const overlay = page.getByTestId('live-search');
  await expect(overlay).toBeVisible();
  const options = overlay.getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(overlay.locator('mark').first()).toHaveText(/^elbi$/i);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(calls.count).toBe(1);
});

test('a click outside clears the results, and typing again brings them back', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Ürün ara' });
  await box.fill('elbise');
  const overlay = page.getByTestId('live-search');
  await expect(overlay.getByRole('option').first()).toBeVisible();
  await page.mouse.click(2, 2);
  await expect(overlay).toBeHidden();
  await expect(overlay.getByRole('option')).toHaveCount(0);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.fill('elbis');
  await expect(overlay.getByRole('option').first()).toBeVisible();
});

test('arrow keys choose a result and Escape closes the overlay', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Ürün ara' });
  await box.fill('gömlek');
  const overlay = page.getByTestId('live-search');
  const first = overlay.getByRole('option').first();
  await expect(first).toBeVisible();
  await box.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await box.press('Escape');
  await expect(overlay).toBeHidden();
  await box.press('ArrowDown');
  await expect(overlay).toBeVisible();
  const title = (await first.locator('.live-search__title').textContent()) ?? '';
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('Enter opens the results page with the product grid', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Ürün ara' });
  await box.fill('cocuk elbise');
  await box.press('Enter');
  await page.waitForURL(/\/arama\?q=cocuk%20elbise/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('cocuk elbise');
  await expect(page.locator('.product-card').first()).toBeVisible();
  await expect(page.locator('.product-card').first()).toContainText(/Elbise/);
  await expect(page.locator('.category-page__count')).toContainText('ürün bulundu');
});

test('the results page loads directly, pages, and says when nothing is found', async ({ page }) => {
  const response = await page.goto('/arama?q=elbise');
  expect(response?.status()).toBe(200);
  await expect(page.locator('.product-card').first()).toBeVisible();
  await page.goto('/arama?q=qqqzzz');
  await expect(page.locator('.category-page__empty')).toContainText('ürün bulunamadı');
});
