// A shopper's way through the catalog in one go: the home page's boys' banner, the boys' list
// filtered by an age and a colour, a product from the filtered list, a colour whose sold-out size is
// passive, an available size in ?variant=, and the gallery lightbox closed with Escape. In Turkish
// on both viewports, and in Arabic at phone width.
import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './app-test';

interface Texts {
  filters: { title: string; open: string; apply: string };
}
const texts = (lang: 'tr' | 'ar'): Texts =>
  JSON.parse(readFileSync(new URL(`../src/i18n/${lang}.json`, import.meta.url), 'utf8')) as Texts;

interface Variant {
  ID: number;
  TYPE1_ID: number;
  TYPE2_ID: number;
  STOCK: number;
}
interface Value {
  ID: number;
  NAME: string;
}
interface ProductPage {
  product: { ID: number; URL: string; VARIANT_DATA: Variant[]; VARIANT1_LIST: Value[]; VARIANT2_LIST: Value[] };
}

/** A boys' product with a colour that has a sold-out size and a size in stock. */
interface Plan {
  productId: number;
  colour: Value;
  soldOut: Value;
  inStock: Value;
}

async function pageData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/storefront/page?path=${encodeURIComponent(path)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

async function findPlan(request: APIRequestContext, prefix: string): Promise<Plan> {
  const list = await pageData<{ products: { URL: string }[] }>(request, `${prefix}/erkek-cocuk`);
  for (const card of list.products) {
    const { product } = await pageData<ProductPage>(request, card.URL);
    for (const soldOut of product.VARIANT_DATA.filter((v) => v.STOCK === 0)) {
      const inStock = product.VARIANT_DATA.find((v) => v.TYPE1_ID === soldOut.TYPE1_ID && v.STOCK > 0);
      const colour = product.VARIANT1_LIST.find((c) => c.ID === soldOut.TYPE1_ID);
      const soldOutSize = product.VARIANT2_LIST.find((s) => s.ID === soldOut.TYPE2_ID);
      const inStockSize = product.VARIANT2_LIST.find((s) => s.ID === inStock?.TYPE2_ID);
      if (inStock && colour && soldOutSize && inStockSize) {
        return { productId: product.ID, colour, soldOut: soldOutSize, inStock: inStockSize };
      }
    }
  }
  throw new Error('no boys product on the first page has a sold-out size beside one in stock');
}

/** The filters: the sidebar on a wide screen; on a phone the drawer, opened first. */
async function openFilters(page: Page, t: Texts, narrow: boolean): Promise<Locator> {
  if (!narrow) return page.getByRole('complementary', { name: t.filters.title });
  await page.getByRole('button', { name: new RegExp(`^${t.filters.open}`) }).click();
  const drawer = page.getByRole('dialog', { name: t.filters.title });
  await expect(drawer).toBeVisible();
  return drawer;
}

async function chooseFilter(page: Page, t: Texts, narrow: boolean, kind: 'size' | 'colour', name: string) {
  const panel = await openFilters(page, t, narrow);
  await panel
    .locator(`.filter-${kind}`)
    .filter({ has: page.getByText(name, { exact: true }) })
    .click();
  if (narrow) {
    await panel.getByRole('button', { name: t.filters.apply, exact: true }).click();
    await expect(panel).toBeHidden();
  }
}

async function walk(page: Page, request: APIRequestContext, lang: 'tr' | 'ar', narrow: boolean) {
  const prefix = lang === 'tr' ? '' : '/ar';
  const t = texts(lang);
  const plan = await findPlan(request, prefix);

  await page.goto(`${prefix}/`);
  await page.locator(`.content-block--gender_banners a[href="${prefix}/erkek-cocuk"]`).first().click();
  await page.waitForURL(new RegExp(`${prefix}/erkek-cocuk$`));

  await chooseFilter(page, t, narrow, 'size', plan.soldOut.NAME);
  await expect(page).toHaveURL(new RegExp(`type2=${plan.soldOut.ID}`));
  await chooseFilter(page, t, narrow, 'colour', plan.colour.NAME);
  await expect(page).toHaveURL(new RegExp(`type1=${plan.colour.ID}`));

  // The product offers that colour and that size, so the narrowed list still holds it.
  await page.locator(`.product-card[data-product-id="${plan.productId}"] .product-card__link`).click();
  const picker = page.getByTestId('variant-picker');
  await expect(picker).toBeVisible();
  await picker.locator('.choice--colour', { hasText: plan.colour.NAME }).first().click();
  const size = (name: string) => picker.locator('.choice--size', { hasText: new RegExp(`^${name}$`) });
  await expect(size(plan.soldOut.NAME).locator('input')).toBeDisabled();
  await expect(size(plan.soldOut.NAME)).toHaveAttribute('data-passive', 'true');
  await size(plan.inStock.NAME).click();
  await expect(size(plan.inStock.NAME).locator('input')).toBeChecked();
  await expect(page).toHaveURL(/[?&]variant=\d+/);

  await page.getByTestId('product-gallery').locator('.gallery__open').click();
  const lightbox = page.locator('.pswp');
  await expect(lightbox).toBeVisible();
  await expect(lightbox).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);
}

test('home → boys → filtered by age and colour → product → passive size → lightbox', async ({ page, request, isMobile }) => {
  await walk(page, request, 'tr', isMobile);
});

test('the same journey in Arabic at phone width', async ({ page, request, isMobile }) => {
  test.skip(!isMobile, 'one run at phone width is enough');
  await walk(page, request, 'ar', true);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
