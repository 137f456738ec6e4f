// A shopper's cart: add from a product card and from the product page (with buy-now), the cart
// popup and header panel, quantities, deleting a line and the whole cart, the set-store popup for a
// store-pickup product, a multi-size add where one size fails, and a subscription line's frequency
// changed on the cart page, and a name to embroider checked before the add. Desktop and mobile.
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './app-test';
import { findInCatalog } from './shop-calls';

interface Variant {
  ID: number;
  TYPE1_ID: number;
  TYPE1_NAME: string;
  TYPE2_NAME: string;
  IN_STOCK: number;
}
interface ProductData {
  product: {
    ID: number;
    URL: string;
    VARIANTS: Variant[];
    PURCHASE: { STORE_PICKUP: number; SUBSCRIPTION_PERCENT: number; PERSONALIZATION_MAX: number };
  };
}

const TURKISH_PRICE = /\d{1,3}(\.\d{3})*,\d{2} TL/;

/**
 * The first product, over the top-level categories' first pages, that passes `test`; one asking for
 * a name to embroider only when `personalized`.
 */
function findProduct(
  request: APIRequestContext,
  accept: (data: ProductData) => boolean,
  personalized = false,
): Promise<ProductData> {
  return findInCatalog(
    request,
    (data: ProductData) => (data.product.PURCHASE.PERSONALIZATION_MAX > 0 === personalized && accept(data) ? data : undefined),
    { failure: 'no product fits' },
  );
}

function inStockColour(data: ProductData): Variant | undefined {
  return data.product.VARIANTS.find((v) => v.IN_STOCK === 1);
}

async function chooseVariant(page: Page, variant: Variant) {
  await page.locator('.product-cart .choice', { hasText: variant.TYPE1_NAME }).first().click();
  const sizes = page.locator('.product-cart__group').nth(1);
  await sizes.locator('.choice', { hasText: variant.TYPE2_NAME }).first().click();
}

test('adding from a product card leads to the product page, then to the cart popup', async ({ page, isMobile }) => {
  await page.goto('/');
  const card = page.locator('.product-card').first();
  await card.getByRole('button', { name: /sepete ekle/i }).click();
  // Status 2: the product has several variants and must be configured on its page.
  await expect(page.getByTestId('product-cart')).toBeVisible();
  const data = (await (
    await page.request.get(`/api/storefront/page?path=${encodeURIComponent(new URL(page.url()).pathname)}`)
  ).json()) as ProductData;
  const variant = inStockColour(data);
  test.skip(!variant, 'the first product is sold out');
  await chooseVariant(page, variant as Variant);
  await page.getByRole('button', { name: 'Sepete ekle', exact: true }).click();
  const popup = page.getByTestId('cart-popup');
  await expect(popup).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('Ürün sepetinize eklendi');
  await expect(popup.getByTestId('mini-cart-total')).toHaveText(TURKISH_PRICE);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // The local storage mirror follows the server.
  const mirror: unknown = JSON.parse((await page.evaluate<string | null>("localStorage.getItem('Cart')")) ?? 'null');
  expect(mirror).toMatchObject({ value: { summary: { totalQuantity: 1 }, items: [{ sessIndex: 0, quantity: 1 }] } });
  await page.getByRole('button', { name: 'Alışverişe devam et' }).click();
  await expect(popup).toBeHidden();
  if (!isMobile) {
    await page.getByTestId('header-cart').hover();
    await expect(page.getByTestId('cart-panel')).toContainText('Sepete git');
    await page.mouse.move(10, 600);
    await expect(page.getByTestId('cart-panel')).toBeHidden();
  }
});

test('buy-now on the product page goes to the cart; quantities change, lines and the cart empty', async ({
  page,
  request,
}) => {
  const data = await findProduct(
    request,
    (d) => d.product.PURCHASE.STORE_PICKUP === 0 && d.product.VARIANTS.filter((v) => v.IN_STOCK === 1).length >= 2,
  );
  const [first, second] = data.product.VARIANTS.filter((v) => v.IN_STOCK === 1) as [Variant, Variant];
  await page.goto(data.product.URL);
  await chooseVariant(page, first);
  await page.getByRole('button', { name: 'Hemen al' }).click();
  await page.waitForURL(/\/sepet$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  await page.goto(data.product.URL);
  await chooseVariant(page, second);
  await page.getByRole('button', { name: 'Hemen al' }).click();
  await page.waitForURL(/\/sepet$/);
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);

  const total = page.getByTestId('cart-total');
  const before = await total.textContent();
  await lines.first().getByRole('button', { name: 'Arttır' }).click();
  await expect(lines.first().getByRole('spinbutton')).toHaveValue('2');
  await expect(total).not.toHaveText(before ?? '');

  await lines.nth(1).getByRole('button', { name: 'Sil' }).click();
  await expect(lines).toHaveCount(1);

  await page.getByRole('button', { name: 'Sepeti güncelle' }).click();
  await expect(page.getByRole('status')).toHaveText('Sepetiniz güncellendi');

  await page.getByRole('button', { name: 'Sepeti boşalt' }).click();
  await expect(page.getByText('Sepetiniz boşaltıldı')).toBeVisible();
  // The page reloads after 0.75 s and shows the empty cart.
  await expect(page.getByText('Sepetinizde ürün bulunmamaktadır')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
});

test('the frequency of a subscription line changes on the cart page and stays after a reload', async ({
  page,
  request,
}) => {
  const data = await findProduct(
    request,
    (d) =>
      d.product.PURCHASE.STORE_PICKUP === 0 &&
      d.product.PURCHASE.SUBSCRIPTION_PERCENT > 0 &&
      inStockColour(d) !== undefined,
  );
  await page.goto(data.product.URL);
  await chooseVariant(page, inStockColour(data) as Variant);
  await page.getByRole('checkbox', { name: /Abone ol/ }).check();
  await page.getByRole('combobox', { name: 'Teslimat sıklığı' }).selectOption('30');
  await page.getByRole('button', { name: 'Hemen al' }).click();
  await page.waitForURL(/\/sepet$/);

  const line = page.getByTestId('cart-line');
  const frequency = line.getByRole('combobox', { name: /teslimat sıklığı/ });
  await expect(frequency).toHaveValue('30');
  const total = await page.getByTestId('cart-total').textContent();
  const saved = page.waitForResponse((r) => r.url().includes('/cart/update-frequency/0/60'));
  await frequency.selectOption('60');
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(frequency).toHaveValue('60');
  await expect(line).toContainText('%');
  await expect(page.getByTestId('cart-total')).toHaveText(total ?? '');
});

test('a name to embroider is checked before the add and shown on the cart line', async ({ page, request }) => {
  const data = await findProduct(
    request,
    (d) => d.product.PURCHASE.STORE_PICKUP === 0 && inStockColour(d) !== undefined,
    true,
  );
  await page.goto(data.product.URL);
  await chooseVariant(page, inStockColour(data) as Variant);
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().includes('/cart/add-to-cart')) sent += 1;
  });
  // Empty: the message, and nothing is sent.
  await page.getByRole('button', { name: 'Hemen al' }).click();
  await expect(page.getByTestId('product-cart').getByRole('alert')).toHaveText('Bu alan boş bırakılamaz');
  const name = page.getByRole('textbox', { name: /Nakış ismi/ });
  await name.fill('Ali 2');
  await page.getByRole('button', { name: 'Hemen al' }).click();
  await expect(page.getByTestId('product-cart').getByRole('alert')).toContainText('yalnızca harf');
  expect(sent).toBe(0);

  await name.fill('Ayşe-Nur');
  await page.getByRole('button', { name: 'Hemen al' }).click();
  await page.waitForURL(/\/sepet$/);
  await expect(page.getByTestId('cart-line')).toContainText('Nakış: Ayşe-Nur');
});

test('a store-pickup product asks for a store first, then goes in the cart', async ({ page, request }) => {
  const data = await findProduct(request, (d) => d.product.PURCHASE.STORE_PICKUP === 1 && Boolean(inStockColour(d)));
  await page.goto(data.product.URL);
  await chooseVariant(page, inStockColour(data) as Variant);
  await page.getByRole('button', { name: 'Sepete ekle', exact: true }).click();
  const dialog = page.getByTestId('set-store');
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('Bu ürün mağazadan teslim alınır');
  await dialog.locator('select').nth(0).selectOption({ index: 1 });
  await dialog.locator('select').nth(1).selectOption({ index: 1 });
  await dialog.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Bu mağazayı seç' }).click();
  // The add that waited for the store is sent again and the popup opens.
  await expect(page.getByTestId('cart-popup')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/sepet');
  await expect(page.getByText(/Teslim alınacak mağaza:/)).toBeVisible();
});

test('a multi-size add lists the size that failed and adds the others', async ({ page, request }) => {
  const data = await findProduct(request, (d) =>
    d.product.VARIANTS.some(
      (v) =>
        v.IN_STOCK === 0 &&
        d.product.VARIANTS.some((w) => w.TYPE1_ID === v.TYPE1_ID && w.IN_STOCK === 1) &&
        d.product.PURCHASE.STORE_PICKUP === 0,
    ),
  );
  const soldOut = data.product.VARIANTS.find(
    (v) => v.IN_STOCK === 0 && data.product.VARIANTS.some((w) => w.TYPE1_ID === v.TYPE1_ID && w.IN_STOCK === 1),
  ) as Variant;
  const inStock = data.product.VARIANTS.find((w) => w.TYPE1_ID === soldOut.TYPE1_ID && w.IN_STOCK === 1) as Variant;
  await page.goto(data.product.URL);
  await page.locator('.product-cart .choice', { hasText: soldOut.TYPE1_NAME }).first().click();
  await page.getByText('Birden fazla beden seç').click();
  const multi = page.locator('.product-cart__multi');
  // Nothing ticked yet.
  await multi.getByRole('button', { name: 'Seçilenleri sepete ekle' }).click();
  await expect(page.locator('.toast__message', { hasText: 'Seçili ürün bulunmamaktadır' })).toBeVisible();
  await multi.locator('.choice', { hasText: inStock.TYPE2_NAME }).first().locator('input').check();
  await multi.locator('.choice', { hasText: soldOut.TYPE2_NAME }).first().locator('input').check();
  await multi.getByRole('button', { name: 'Seçilenleri sepete ekle' }).click();
  await expect(page.locator('.toast__message', { hasText: 'Seçtiğiniz ürün stokta bulunmamaktadır' })).toBeVisible();
  await expect(page.getByTestId('cart-popup')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});
