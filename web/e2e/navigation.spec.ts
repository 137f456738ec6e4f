// The header menus: the desktop mega-menu opens on hover after its delay, the mobile menu is a drawer.
import { expect, test } from './app-test';

test('the desktop mega-menu opens on hover and leads to a subcategory', async ({ page, isMobile }) => {
  test.skip(isMobile, 'desktop only');
  // The page's timers run on Playwright's clock, held still while the delay is measured, so a
  // busy machine cannot make 250 ms pass between two reads.
  await page.clock.install();
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Kategoriler' }).first();
  const item = menu.locator('.mega-menu__item').filter({ has: page.locator('.mega-menu__toggle') }).first();
  await expect(item).toBeVisible();
  await page.clock.pauseAt((await page.evaluate<number>('Date.now()')) + 1000);
  await item.locator('.mega-menu__link').hover();
  const panel = item.locator('.mega-menu__panel');
  // Spec section 9: the menu waits 250 ms before opening, so a passing pointer opens nothing.
  await page.clock.runFor(240);
  expect(await panel.isVisible()).toBe(false);
  await page.clock.runFor(20);
  await expect(panel).toBeVisible();
  await page.clock.resume();
  const child = panel.locator('.mega-menu__child').first();
  const name = (await child.textContent())?.trim() ?? '';
  await child.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(panel).toBeHidden();
});

test('the mobile menu opens as a drawer with the categories', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'mobile only');
  await page.goto('/');
  await page.getByRole('button', { name: 'Menüyü aç' }).click();
  const drawer = page.getByRole('dialog', { name: 'Kategoriler' });
  await expect(drawer).toBeVisible();
  await drawer.locator('.accordion__trigger').first().click();
  const link = drawer.locator('.mobile-menu__list a').nth(1);
  const name = (await link.textContent())?.trim() ?? '';
  await link.click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});
