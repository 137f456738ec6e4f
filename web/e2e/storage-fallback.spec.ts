// A browser whose local storage throws (private browsing, disabled): the page still works, and the
// compare list is kept in a cookie across reloads (spec section 9: the cookie fallback lasts 30
// days).
import { expect, test } from './app-test';

const DAY_SECONDS = 24 * 60 * 60;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(
    "Object.defineProperty(window, 'localStorage', { configurable: true, get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } });",
  );
});

test('without local storage the compare list is kept in a 30-day cookie', async ({ page, context }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/kiz-cocuk');
  await expect(page.locator('.product-card').nth(1)).toBeVisible();
  const first = Number(await page.locator('.product-card').first().getAttribute('data-product-id'));
  await page.locator('.product-card').first().getByTestId('compare-add').click();
  await expect(page.getByTestId('compare-bar-item')).toHaveCount(1);

  const before = Date.now() / 1000;
  const cookie = (await context.cookies()).find((c) => c.name === 'store_Compare');
  expect(cookie).toBeDefined();
  expect(cookie?.expires).toBeGreaterThan(before + 30 * DAY_SECONDS - 120);
  expect(cookie?.expires).toBeLessThan(before + 30 * DAY_SECONDS + 120);
  const record = JSON.parse(decodeURIComponent(cookie?.value ?? 'null')) as { value: number[]; timeout: number };
  expect(record.value).toEqual([first]);

  await page.reload();
  await expect(page.getByTestId('compare-bar-item')).toHaveCount(1);
  await expect(page.locator('.product-card').first().getByTestId('compare-add')).toHaveAttribute('aria-pressed', 'true');
  expect(errors).toEqual([]);
});
