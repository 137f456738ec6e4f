// The product page as a shopper uses it: a sold-out size is passive, a colour hides the sizes it
// does not offer and puts the choice in ?variant=, the gallery lightbox moves with the arrows,
// opens and closes its thumbnails with up and down, and closes with Escape; a reload keeps the
// choice. Also in Arabic at phone width.
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './app-test';
import { findInCatalog } from './shop-calls';

interface VariantData {
  ID: number;
  PRICE: number;
  TYPE1_ID: number;
  TYPE2_ID: number;
  STOCK: number;
}
interface VariantValue {
  ID: number;
  NAME: string;
}
interface ProductData {
  product: {
    ID: number;
    URL: string;
    SELECTED_VARIANT_ID: number;
    SUBSCRIPTION_PERCENT: number;
    VARIANT_DATA: VariantData[];
    VARIANT1_LIST: VariantValue[];
    VARIANT2_LIST: VariantValue[];
    COLOR_IMAGES: unknown[];
  };
}

interface Plan {
  data: ProductData;
  /** A colour with a sold-out size, and that size. */
  soldOutColour: VariantValue;
  soldOutSize: VariantValue;
  /** Another colour without some size the product offers, and that size. */
  sparseColour: VariantValue;
  missingSize: VariantValue;
}

function planFor(data: ProductData): Plan | null {
  const { VARIANT_DATA: variants, VARIANT1_LIST: colours, VARIANT2_LIST: sizes } = data.product;
  if (colours.length < 2) return null;
  for (const soldOut of variants.filter((v) => v.STOCK === 0)) {
    for (const colour of colours) {
      if (colour.ID === soldOut.TYPE1_ID) continue;
      const missing = sizes.find((s) => !variants.some((v) => v.TYPE1_ID === colour.ID && v.TYPE2_ID === s.ID));
      if (!missing || !variants.some((v) => v.TYPE1_ID === colour.ID && v.STOCK > 0)) continue;
      const soldOutColour = colours.find((c) => c.ID === soldOut.TYPE1_ID);
      const soldOutSize = sizes.find((s) => s.ID === soldOut.TYPE2_ID);
      if (!soldOutColour || !soldOutSize) continue;
      return { data, soldOutColour, soldOutSize, sparseColour: colour, missingSize: missing };
    }
  }
  return null;
}

/** The first product, over the top-level categories' first pages, that `accept`s. */
function findProduct(request: APIRequestContext, accept: (data: ProductData) => boolean): Promise<ProductData> {
  return findInCatalog(request, (data: ProductData) => (accept(data) ? data : undefined), {
    perCategory: 24,
    failure: 'no product fits',
  });
}

/** Turkish price text: 1.234,50 TL. */
function turkishPrice(minor: number): string {
  const lira = Math.floor(minor / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${lira},${String(minor % 100).padStart(2, '0')} TL`;
}

function findPlan(request: APIRequestContext): Promise<Plan> {
  return findInCatalog(request, (data: ProductData) => planFor(data) ?? undefined, {
    failure: 'no product has both a sold-out and a missing size',
  });
}

function picker(page: Page) {
  return page.getByTestId('variant-picker');
}

function sizeChoice(page: Page, name: string) {
  return picker(page).locator('.choice--size', { hasText: new RegExp(`^${name}$`) });
}

async function chooseColour(page: Page, name: string) {
  await picker(page).locator('.choice--colour', { hasText: name }).first().click();
}

/** Opens the lightbox from the main image, moves with the arrow keys and closes with Escape. */
async function lightboxRoundTrip(page: Page, imageCount: number) {
  await page.getByTestId('product-gallery').locator('.gallery__open').click();
  const lightbox = page.locator('.pswp');
  await expect(lightbox).toBeVisible();
  // Keys reach the lightbox once its opening has finished and it holds the focus.
  await expect(lightbox).toBeFocused();
  const counter = lightbox.locator('.pswp__counter');
  await expect(counter).toHaveText(`1 / ${imageCount}`);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`2 / ${imageCount}`);
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`1 / ${imageCount}`);
  // Loop: left from the first goes to the last (PhotoSwipe loops from three slides).
  if (imageCount >= 3) {
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(`${imageCount} / ${imageCount}`);
    await page.keyboard.press('ArrowRight');
  }
  // Down closes the thumbnail strip, up opens it.
  await page.keyboard.press('ArrowDown');
  await expect(lightbox).not.toHaveClass(/pswp--thumbs-open/);
  await expect(lightbox.locator('.pswp__thumbs')).toBeHidden();
  await page.keyboard.press('ArrowUp');
  await expect(lightbox).toHaveClass(/pswp--thumbs-open/);
  await expect(lightbox.locator('.pswp__thumbs')).toBeVisible();
  await expect(lightbox.locator('.pswp__thumb')).toHaveCount(imageCount);
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);
}

test('variants: sold-out size passive, missing size hidden, choice in ?variant=, lightbox, reload', async ({ page, request }) => {
  const plan = await findPlan(request);
  const { product } = plan.data;
  await page.goto(product.URL);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Breadcrumbs: home, the category path, the product.
  await expect(page.locator('.breadcrumbs li')).not.toHaveCount(2);

  await chooseColour(page, plan.soldOutColour.NAME);
  const soldOut = sizeChoice(page, plan.soldOutSize.NAME);
  await expect(soldOut).toHaveAttribute('data-passive', 'true');
  await expect(soldOut.locator('input')).toBeDisabled();
  await expect(soldOut.locator('input')).toHaveAttribute('aria-label', `${plan.soldOutSize.NAME}, tükendi`);
  await expect(soldOut.locator('.choice__label')).toHaveCSS('text-decoration-line', 'line-through');

  await chooseColour(page, plan.sparseColour.NAME);
  await expect(sizeChoice(page, plan.missingSize.NAME)).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]variant=\d+/);
  const variantId = Number(new URL(page.url()).searchParams.get('variant'));
  const variant = product.VARIANT_DATA.find((v) => v.ID === variantId);
  expect(variant?.TYPE1_ID).toBe(plan.sparseColour.ID);
  // Replaced, not pushed: going back leaves the product page's history entry.
  const historyLength = await page.evaluate<number>('window.history.length');

  const imageCount = await page.getByTestId('product-gallery').locator('.gallery__thumb').count();
  expect(imageCount).toBeGreaterThanOrEqual(2);
  await lightboxRoundTrip(page, imageCount);
  expect(await page.evaluate<number>('window.history.length')).toBe(historyLength);

  await page.reload();
  await expect(picker(page).locator(`input[name="colour"][value="${plan.sparseColour.ID}"]`)).toBeChecked();
  if (variant && variant.STOCK > 0) {
    await expect(picker(page).locator(`input[name="size"][value="${variant.TYPE2_ID}"]`)).toBeChecked();
  }
  await expect(sizeChoice(page, plan.missingSize.NAME)).toHaveCount(0);
});

test('in Arabic at phone width: passive size, right-to-left page, lightbox closes with Escape', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const plan = await findPlan(request);
  const arabic = (await (
    await request.get(`/api/storefront/page?path=${encodeURIComponent(`/ar${plan.data.product.URL}`)}`)
  ).json()) as ProductData;
  const colour = arabic.product.VARIANT1_LIST.find((c) => c.ID === plan.soldOutColour.ID);
  const size = arabic.product.VARIANT2_LIST.find((s) => s.ID === plan.soldOutSize.ID);
  expect(colour && size).toBeTruthy();
  await page.goto(arabic.product.URL);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await chooseColour(page, colour?.NAME ?? '');
  const soldOut = sizeChoice(page, size?.NAME ?? '');
  await expect(soldOut.locator('input')).toBeDisabled();
  await expect(soldOut.locator('input')).toHaveAttribute('aria-label', `${size?.NAME ?? ''}، نفد من المخزون`);
  await expect(page).toHaveURL(/\/ar\/.+[?&]variant=\d+/);
  const imageCount = await page.getByTestId('product-gallery').locator('.gallery__thumb').count();
  await lightboxRoundTrip(page, imageCount);
});

test('the subscription checkbox takes its percent off the shown price', async ({ page, request }) => {
  const data = await findProduct(request, (d) => d.product.SUBSCRIPTION_PERCENT > 0);
  const { product } = data;
  const variant = product.VARIANT_DATA.find((v) => v.ID === product.SELECTED_VARIANT_ID);
  expect(variant).toBeTruthy();
  const minor = Math.round((variant?.PRICE ?? 0) * 100);
  const discounted = minor - Math.floor((minor * product.SUBSCRIPTION_PERCENT + 50) / 100);
  await page.goto(product.URL);
  const now = page.getByTestId('price-now');
  await expect(now).toContainText(turkishPrice(minor));
  await page.getByRole('checkbox', { name: /Abone ol/ }).check();
  await expect(now).toContainText(turkishPrice(discounted));
  await expect(page.getByTestId('price-block')).toContainText(`%${product.SUBSCRIPTION_PERCENT}`);
  await page.getByRole('checkbox', { name: /Abone ol/ }).uncheck();
  await expect(now).toContainText(turkishPrice(minor));
});

test('an unknown product path is a 404 page with links onward', async ({ page }) => {
  const response = await page.goto('/boyle-bir-urun-yok-987654');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.not-found__links a').first()).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});
