// List filters as a shopper uses them, in Turkish, on a desktop (sidebar) and a phone (drawer with
// an apply button): choose an age and a colour on /erkek-cocuk, every card shown matches, the URL
// holds the state so a reload shows the same list, back goes to the previous state, and clearing
// brings the whole list back.
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './app-test';

interface Variant {
  TYPE1_ID: number;
  TYPE2_ID: number;
}

interface Card {
  ID: number;
  URL: string;
  COLORS: { ID: number }[];
}

async function pageData(page: Page, address: string): Promise<{ products: Card[]; total: number; product?: { VARIANTS?: Variant[] } }> {
  const response = await page.request.get(`/api/storefront/page?path=${encodeURIComponent(address)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { products: Card[]; total: number };
}

function cardTitles(page: Page): Locator {
  return page.locator('.product-grid .product-card__title');
}

/** The filters: the sidebar on a desktop; on a phone the drawer, opened first. */
async function openFilters(page: Page, isMobile: boolean): Promise<Locator> {
  if (!isMobile) return page.getByRole('complementary', { name: 'Filtreler' });
  await page.getByRole('button', { name: /^Filtrele/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filtreler' });
  await expect(drawer).toBeVisible();
  return drawer;
}

function urlIds(page: Page, key: string): number[] {
  const value = new URL(page.url()).searchParams.get(key) ?? '';
  return value
    .split(',')
    .filter((v) => v !== '')
    .map(Number);
}

test('filter boys by an age and a colour; the link reproduces the list', async ({ page, isMobile }) => {
  await page.goto('/erkek-cocuk');
  const count = page.locator('.category-page__count');
  const allText = await count.textContent();
  const all = Number((allText ?? '').replace(/\D/g, ''));
  expect(all).toBeGreaterThan(0);

  // An age with products, then a colour with products under that age (counts follow the age).
  let panel = await openFilters(page, isMobile);
  await panel.locator('.filter-size:not([disabled])').nth(1).click();
  await expect(panel.locator('.filter-size[aria-pressed="true"]')).toHaveCount(1);
  if (isMobile) {
    await panel.getByRole('button', { name: 'Uygula', exact: true }).click();
    await expect(panel).toBeHidden();
  }
  await expect(page).toHaveURL(/type2=\d+/);
  await expect(count).not.toHaveText(allText ?? '');
  panel = await openFilters(page, isMobile);
  await panel.locator('.filter-colour:not([disabled])').first().click();
  if (isMobile) {
    await panel.getByRole('button', { name: 'Uygula', exact: true }).click();
    await expect(panel).toBeHidden();
  }
  await expect(page).toHaveURL(/type2=\d+/);
  await expect(page).toHaveURL(/type1=\d+/);
  const [sizeId] = urlIds(page, 'type2');
  const [colourId] = urlIds(page, 'type1');
  expect(sizeId).toBeGreaterThan(0);
  expect(colourId).toBeGreaterThan(0);

  // The list narrowed, and each card shown has the colour and the age.
  const address = new URL(page.url());
  const data = await pageData(page, address.pathname + address.search);
  expect(data.total).toBeLessThan(all);
  expect(data.total).toBeGreaterThan(0);
  await expect(count).toHaveText(new RegExp(`^${data.total}\\b`));
  await expect(cardTitles(page)).toHaveCount(Math.min(48, data.total));
  for (const card of data.products) {
    expect(card.COLORS.map((c) => c.ID)).toContain(colourId);
    const product = await pageData(page, card.URL);
    expect((product.product?.VARIANTS ?? []).some((v) => v.TYPE2_ID === sizeId)).toBe(true);
  }
  // Selected filters show as chips.
  const chips = page.getByRole('group', { name: 'Seçili filtreler' });
  await expect(chips.locator('.filter-chip')).toHaveCount(2);

  // A reload (or a shared link) shows the same list.
  const titles = await cardTitles(page).allTextContents();
  await page.reload();
  await expect(cardTitles(page)).toHaveText(titles);
  await expect(page).toHaveURL(new RegExp(`type1=${colourId}`));

  // Removing one chip keeps the other; clearing all brings the whole list back.
  await chips.getByRole('button', { name: /filtresini kaldır/ }).first().click();
  await expect(chips.locator('.filter-chip')).toHaveCount(1);
  await chips.getByRole('button', { name: 'Tümünü temizle' }).click();
  await expect(page).not.toHaveURL(/type[12]=/);
  await expect(count).toHaveText(allText ?? '');
  // Back returns to the single filter.
  await page.goBack();
  await expect(page.getByRole('group', { name: 'Seçili filtreler' }).locator('.filter-chip')).toHaveCount(1);

  panel = await openFilters(page, isMobile);
  await expect(panel.locator('.filter-size[aria-pressed="true"], .filter-colour[aria-pressed="true"]')).toHaveCount(1);
});

test('sort, in-stock and price keep to the URL and to pagination', async ({ page, isMobile }) => {
  await page.goto('/erkek-cocuk');
  await page.getByRole('combobox', { name: 'Sırala' }).selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  const panel = await openFilters(page, isMobile);
  const stock = panel.getByRole('switch', { name: /Sadece stoktakiler/ });
  await stock.click();
  await expect(stock).toBeChecked();
  await panel.getByLabel('En düşük fiyat').fill('200');
  await panel.getByLabel('En yüksek fiyat').fill('700');
  await panel.getByRole('button', { name: 'Fiyatı uygula' }).click();
  if (isMobile) await panel.getByRole('button', { name: 'Uygula', exact: true }).click();
  await expect(page).toHaveURL(/stock=1/);
  await expect(page).toHaveURL(/price=200-700/);
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page.locator('.product-grid .product-card').first()).toBeVisible();
  const address = new URL(page.url());
  const data = await pageData(page, address.pathname + address.search);
  const sells = data.products.map((p) => (p as unknown as { PRICE_SELL: number }).PRICE_SELL);
  expect(sells.every((p) => p >= 200 && p <= 700)).toBe(true);
  expect([...sells].sort((a, b) => a - b)).toEqual(sells);
  // Page links carry the filters.
  const next = page.getByRole('navigation', { name: 'Sayfalar' }).getByRole('link', { name: 'Sayfa 2' });
  if (data.total > 48) {
    const href = (await next.getAttribute('href')) ?? '';
    for (const part of ['stock=1', 'price=200-700', 'sort=price_asc', 'pg=2']) expect(href).toContain(part);
  } else {
    await expect(next).toHaveCount(0);
  }
});

test('the phone filter drawer, fetched when reached for, gives focus back to its button', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the drawer is the filters of phones; desktops have the sidebar');
  await page.goto('/erkek-cocuk');
  // As in Safari, where a tap does not focus the button it lands on.
  await page.evaluate("document.addEventListener('mousedown', (event) => event.preventDefault(), true)");
  const button = page.getByRole('button', { name: /^Filtrele/ });
  const drawer = await openFilters(page, isMobile);
  await expect(drawer.locator('.filter-size').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});
