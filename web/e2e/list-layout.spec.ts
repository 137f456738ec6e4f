// The product lists' grid or list layout (spec section 4), on a desktop and a phone, in Turkish and
// in Arabic: choosing the list keeps the choice in a cookie and reloads the page, whose rows then
// show more of each product (its colours by name); the choice holds on another list and after a
// reload, and the grid comes back the same way.
import { type Page } from '@playwright/test';
import { expect, test } from './app-test';

const LANGUAGES = [
  { name: 'Turkish', prefix: '', group: 'Görünüm', grid: 'Izgara görünümü', list: 'Liste görünümü', colours: 'Renk seçenekleri:' },
  { name: 'Arabic', prefix: '/ar', group: 'طريقة العرض', grid: 'عرض شبكي', list: 'عرض قائمة', colours: 'خيارات الألوان:' },
] as const;

async function layoutCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'listLayout')?.value;
}

/** Clicks a layout button and waits for the reload the choice makes. */
async function choose(page: Page, group: string, name: string): Promise<void> {
  const loaded = page.waitForEvent('load');
  await page.getByRole('group', { name: group }).getByRole('button', { name }).click();
  await loaded;
  await expect(page.locator('.product-grid .product-card').first()).toBeVisible();
}

for (const language of LANGUAGES) {
  test(`the list layout is kept in a cookie and reloads the page (${language.name})`, async ({ page }) => {
    await page.goto(`${language.prefix}/erkek-cocuk`);
    await expect(page.locator('html')).toHaveAttribute('dir', language.prefix === '/ar' ? 'rtl' : 'ltr');
    const grid = page.locator('ul.product-grid');
    const switcher = page.getByRole('group', { name: language.group });
    await expect(switcher.getByRole('button', { name: language.grid })).toHaveAttribute('aria-pressed', 'true');
    await expect(grid).not.toHaveClass(/product-grid--rows/);
    await expect(page.locator('.product-card__variants, .product-card__summary')).toHaveCount(0);
    const firstCard = page.locator('.product-grid .product-card').first();
    const gridBox = await firstCard.boundingBox();

    // A marker on the window tells a reload from an in-app change.
    await page.evaluate('window.beforeSwitch = true');
    await choose(page, language.group, language.list);
    expect(await page.evaluate('window.beforeSwitch')).toBeUndefined();
    expect(await layoutCookie(page)).toBe('list');
    await expect(switcher.getByRole('button', { name: language.list })).toHaveAttribute('aria-pressed', 'true');
    await expect(grid).toHaveClass(/product-grid--rows/);

    // Rows span the list, image beside the text, and name each product's colours.
    const rowBox = await firstCard.boundingBox();
    expect(rowBox && gridBox && rowBox.width > gridBox.width).toBe(true);
    const variants = firstCard.locator('.product-card__variants');
    await expect(variants).toContainText(language.colours);
    const colourNames = await firstCard.locator('.swatch .visually-hidden').allTextContents();
    for (const colour of colourNames) await expect(variants).toContainText(colour);
    // And the start of its description, which the grid leaves to the product page.
    const summary = firstCard.locator('.product-card__summary');
    await expect(summary).toBeVisible();
    expect((await summary.textContent())?.trim().length).toBeGreaterThan(10);
    const image = await firstCard.locator('.product-card__media').boundingBox();
    const title = await firstCard.locator('.product-card__title').boundingBox();
    expect(image && title).toBeTruthy();
    if (image && title) {
      if (language.prefix === '/ar') expect(image.x).toBeGreaterThan(title.x);
      else expect(image.x).toBeLessThan(title.x);
    }

    // The choice holds after a reload and on another list.
    await page.reload();
    await expect(grid).toHaveClass(/product-grid--rows/);
    await page.goto(`${language.prefix}/kiz-cocuk`);
    await expect(page.locator('ul.product-grid')).toHaveClass(/product-grid--rows/);

    await choose(page, language.group, language.grid);
    expect(await layoutCookie(page)).toBe('grid');
    await expect(page.locator('ul.product-grid')).not.toHaveClass(/product-grid--rows/);
    await expect(page.locator('.product-card__variants')).toHaveCount(0);
  });
}

test('the pressed layout button does nothing', async ({ page }) => {
  await page.goto('/erkek-cocuk');
  await page.evaluate('window.beforeSwitch = true');
  await page.getByRole('group', { name: 'Görünüm' }).getByRole('button', { name: 'Izgara görünümü' }).click();
  expect(await page.evaluate('window.beforeSwitch')).toBe(true);
  expect(await layoutCookie(page)).toBeUndefined();
});
