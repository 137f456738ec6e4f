// Campaigns (automatic discounts without a code) as a shopper meets them, with campaigns the back
// office starts and ends through its API: "3 Al 2 Öde" on a top-level category puts its badge on
// the cards of the category's products (their own categories are its subcategories) and on the
// product page; three pieces of one variant in the cart make one of them free, as a line of its
// own in the cart popup, the cart page, the checkout and on the order a guest places by bank
// transfer, all against a computation from the variant's price. In Arabic the badge and the line
// carry the Arabic name, right to left, and the badge fits a phone's card (and passes axe's WCAG
// 2.1 AA checks there). A free-shipping campaign makes the shipping free in the checkout's
// summary, with its line.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './app-test';
import { createCampaign, endCampaign } from './order-calls';
import { acceptContracts, chooseBankTransfer, confirmedOrder } from './payment-steps';
import { chooseCheckoutAddress, findInCatalog, prepareCheckout, stateHeaders, uniqueMember, type TopCategory } from './shop-calls';

// Campaigns apply shop-wide: this spec's run on servers of their own. The setting is the default
// (the theme folder the demo shop has), so only the text of the configuration differs.
test.use({ serverConfig: 'theme_folder = "vitrin"\n' });

const THREE_FOR_TWO = {
  name: { tr: '3 Al 2 Öde', en: 'Buy 3 pay 2', ar: 'اشترِ 3 وادفع 2' },
  offer: { kind: 'buy_x_pay_y', buy: 3, pay: 2 },
} as const;

/** Kuruş written the way the shop writes lira in every language: "1.234,50 TL". */
function tl(kurus: number): string {
  const lira = Math.floor(kurus / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${lira},${String(kurus % 100).padStart(2, '0')} TL`;
}

/** `total * pieces / quantity` in kuruş, rounded half up: what `pieces` of a line come to. */
function share(total: number, pieces: number, quantity: number): number {
  return Math.floor((2 * total * pieces + quantity) / (2 * quantity));
}

interface ProductData {
  product: {
    ID: number;
    URL: string;
    CATEGORY_ID: number;
    VARIANT1_LIST: { ID: number; NAME: string }[];
    VARIANT2_LIST: { ID: number; NAME: string }[];
    VARIANT_DATA: { ID: number; TYPE1_ID: number; TYPE2_ID: number; STOCK: number; PRICE: number }[];
    PURCHASE: { QTY_STEP: number; QTY_MAX: number; STORE_PICKUP: number; PERSONALIZATION_MAX: number; SUBSCRIPTION_PERCENT: number; MULTI_BUY: unknown[] };
  };
}

/** A plain product (no store, name, subscription or multi-buy) with a variant of which three are in
 * stock, listed on a top-level category's first page. */
interface Plan {
  category: TopCategory;
  productId: number;
  url: string;
  variantId: number;
  colour: string;
  size: string;
  /** The variant's price in kuruş. */
  unit: number;
}

function plainProduct(request: APIRequestContext): Promise<Plan> {
  return findInCatalog<ProductData, Plan>(
    request,
    ({ product }, category) => {
      const p = product.PURCHASE;
      const plain = p.STORE_PICKUP === 0 && p.PERSONALIZATION_MAX === 0 && p.SUBSCRIPTION_PERCENT === 0 && p.MULTI_BUY.length === 0;
      // The badge must tell a subcategory's product by its category's campaign.
      if (!plain || p.QTY_STEP !== 1 || p.QTY_MAX < 3 || product.CATEGORY_ID === category.ID) return undefined;
      const variant = product.VARIANT_DATA.find((v) => v.STOCK >= 3);
      const colour = product.VARIANT1_LIST.find((c) => c.ID === variant?.TYPE1_ID)?.NAME;
      const size = product.VARIANT2_LIST.find((s) => s.ID === variant?.TYPE2_ID)?.NAME;
      if (!variant || !colour || !size) return undefined;
      return { category, productId: product.ID, url: product.URL, variantId: variant.ID, colour, size, unit: Math.round(variant.PRICE * 100) };
    },
    { perCategory: 16, failure: 'no plain product with three pieces of a variant in stock' },
  );
}

/** The cart's line of three pieces, in kuruş: before the campaign, and the one free piece. */
function threeForTwo(plan: Plan): { lines: number; off: number } {
  const lines = plan.unit * 3;
  return { lines, off: share(lines, 1, 3) };
}

/** Three pieces of the plan's variant put in the browser's cart beside it. */
async function addThree(page: Page, plan: Plan) {
  const added = await page.request.post('/srv/service/cart/add-to-cart', {
    headers: await stateHeaders(page),
    form: { productId: String(plan.productId), 'variantId[]': String(plan.variantId), 'quantity[]': '3' },
  });
  expect(added.status(), await added.text()).toBe(200);
}

/** The product's card on a list page. */
function cardSelector(plan: Plan): string {
  return `.product-card[data-product-id="${String(plan.productId)}"]`;
}

function cardOf(page: Page, plan: Plan) {
  return page.locator(cardSelector(plan));
}

test('“3 Al 2 Öde”: the badge on the card and the product page, one piece free in the cart, the checkout and the order', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the purchase is walked on the desktop');
  const plan = await plainProduct(page.request);
  // Started before the shop's pages are opened: the browser keeps the campaigns' list a minute.
  const campaign = await createCampaign(page, { ...THREE_FOR_TWO, scope: { categories: [plan.category.ID] } });
  try {
    const { lines, off } = threeForTwo(plan);
    const items = lines - off;

    await page.goto(plan.category.URL);
    const card = cardOf(page, plan);
    await expect(card.getByTestId('campaign-badge')).toHaveText('Kampanya: 3 Al 2 Öde');
    // Over the image, inside it.
    const [badgeBox, imageBox] = [await card.getByTestId('campaign-badge').boundingBox(), await card.locator('.product-card__media').boundingBox()];
    expect(badgeBox && imageBox && badgeBox.x >= imageBox.x && badgeBox.x + badgeBox.width <= imageBox.x + imageBox.width).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('campaign-card.png') });

    await card.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === plan.url);
    await expect(page.getByTestId('product-gallery').getByTestId('campaign-badge')).toHaveText('Kampanya: 3 Al 2 Öde');

    const picker = page.getByTestId('variant-picker');
    await picker.locator('label', { has: page.getByRole('radio', { name: plan.colour, exact: true }) }).click();
    await picker.locator('label', { has: page.getByRole('radio', { name: plan.size, exact: true }) }).click();
    const quantity = page.getByTestId('product-cart').getByRole('spinbutton');
    await quantity.fill('3');
    await quantity.press('Enter');
    await page.getByRole('button', { name: 'Sepete ekle', exact: true }).click();
    const popup = page.getByTestId('cart-popup');
    await expect(popup.getByTestId('mini-cart-campaign')).toContainText('3 Al 2 Öde');
    await expect(popup.getByTestId('mini-cart-campaign-discount')).toHaveText(`−${tl(off)}`);
    await expect(popup.getByTestId('mini-cart-total')).toHaveText(tl(items));
    await page.getByRole('dialog').getByRole('link', { name: 'Sepete git' }).click();

    await page.waitForURL(/\/sepet$/);
    const summary = page.getByRole('complementary', { name: 'Sipariş özeti' });
    await expect(summary.getByTestId('cart-campaign').locator('dt')).toHaveText('3 Al 2 Öde');
    await expect(summary.getByTestId('cart-campaign-discount')).toHaveText(`−${tl(off)}`);
    await expect(summary.getByTestId('cart-total')).toHaveText(tl(items));
    await expect(page.getByTestId('cart-line-campaign')).toHaveText(`Kampanya indirimi: −${tl(off)}`);
    await page.screenshot({ path: testInfo.outputPath('campaign-cart.png'), fullPage: true });

    await chooseCheckoutAddress(page, uniqueMember('kampanya'));
    await page.goto('/siparis/odeme');
    const step = page.getByTestId('payment-step');
    const totals = step.getByTestId('payment-totals');
    await chooseBankTransfer(page);
    // The first carrier's 49,90 TL under 1.000 TL.
    const shipping = items >= 100_000 ? 0 : 4_990;
    await expect(totals.getByTestId('payment-campaign').locator('dt')).toHaveText('3 Al 2 Öde');
    await expect(totals.getByTestId('payment-campaign-discount')).toHaveText(`−${tl(off)}`);
    await expect(page.getByTestId('checkout-summary').getByTestId('summary-campaign-discount')).toHaveText(`−${tl(off)}`);
    await expect(totals.getByTestId('payment-grand-total')).toHaveText(tl(items + shipping));
    await page.screenshot({ path: testInfo.outputPath('campaign-checkout.png'), fullPage: true });
    await acceptContracts(page);
    await step.getByTestId('payment-submit').click();

    expect(await confirmedOrder(page)).toMatchObject({
      payment_method: 'bank_transfer',
      campaign_discount: off,
      campaigns: [{ id: campaign, name: '3 Al 2 Öde', discount: off, free_shipping: false }],
      coupon_discount: 0,
      items_total: items,
      shipping_fee: shipping,
      grand_total: items + shipping,
    });
    const orderTotals = page.getByTestId('order-totals');
    await expect(orderTotals.getByTestId('order-campaign').locator('dt')).toHaveText('3 Al 2 Öde');
    await expect(orderTotals.getByTestId('order-campaign-discount')).toHaveText(`−${tl(off)}`);
    await expect(orderTotals).toContainText(tl(items + shipping));
  } finally {
    await endCampaign(page, campaign);
  }
});

test('in Arabic the badge and the cart’s line name the campaign in Arabic, right to left, on a phone', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'Arabic is walked at phone width');
  const plan = await plainProduct(page.request);
  const campaign = await createCampaign(page, { ...THREE_FOR_TWO, scope: { products: [plan.productId] } });
  try {
    const { lines, off } = threeForTwo(plan);

    await page.goto(`/ar${plan.category.URL}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const card = cardOf(page, plan);
    const badge = card.getByTestId('campaign-badge');
    await expect(badge).toHaveText('عرض: اشترِ 3 وادفع 2');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('campaign-card-ar.png') });
    // Mirrored: the badge starts at the image's right edge, and fits the phone's card.
    const [badgeBox, imageBox] = [await badge.boundingBox(), await card.locator('.product-card__media').boundingBox()];
    expect(badgeBox && imageBox).toBeTruthy();
    if (badgeBox && imageBox) {
      expect(imageBox.x + imageBox.width - (badgeBox.x + badgeBox.width)).toBeLessThan(12);
      expect(badgeBox.x).toBeGreaterThanOrEqual(imageBox.x);
    }
    // Read and seen as WCAG 2.1 AA asks (its contrast over the image among them).
    const axe = await new AxeBuilder({ page }).include(cardSelector(plan)).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);

    await addThree(page, plan);
    await page.goto('/ar/sepet');
    const summary = page.getByRole('complementary', { name: 'ملخص الطلب' });
    const line = summary.getByTestId('cart-campaign');
    await expect(line.locator('dt')).toHaveText('اشترِ 3 وادفع 2');
    const discount = summary.getByTestId('cart-campaign-discount');
    await expect(discount).toHaveText(`−${tl(off)}`);
    await expect(summary.getByTestId('cart-total')).toHaveText(tl(lines - off));
    // The amount at the row's left end, its label at the right.
    const [labelBox, amountBox] = [await line.locator('dt').boundingBox(), await discount.boundingBox()];
    expect(labelBox && amountBox && amountBox.x < labelBox.x).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('campaign-cart-ar.png'), fullPage: true });
  } finally {
    await endCampaign(page, campaign);
  }
});

test('a free-shipping campaign makes the shipping free in the checkout’s summary, with its line', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'walked at phone width');
  await page.goto('/');
  const cart = await prepareCheckout(page, uniqueMember('kargobedava'), 1);
  const items = Math.round(cart.summary.total * 100);
  // Under the shop's free-shipping threshold: the carrier costs until the campaign starts.
  expect(items).toBeLessThan(100_000);

  await page.goto('/siparis/kargo');
  const summary = page.getByTestId('checkout-summary');
  await expect(summary.getByTestId('summary-shipping')).toHaveText(tl(4_990));
  await expect(summary.getByTestId('summary-campaign')).toHaveCount(0);
  await expect(summary.getByTestId('summary-total')).toHaveText(tl(items + 4_990));

  const campaign = await createCampaign(page, { name: { tr: 'Kargo Bedava', en: 'Free delivery', ar: 'توصيل مجاني' }, offer: { kind: 'free_shipping' } });
  try {
    await page.reload();
    await expect(summary.getByTestId('summary-campaign').locator('dt')).toHaveText('Kargo Bedava');
    await expect(summary.getByTestId('summary-campaign-discount')).toHaveText('Ücretsiz kargo');
    await expect(summary.getByTestId('summary-shipping')).toHaveText('Ücretsiz');
    await expect(summary.getByTestId('summary-total')).toHaveText(tl(items));
    // Every carrier is free.
    for (const price of await page.getByTestId('carrier-price').all()) await expect(price).toContainText('Ücretsiz');
    await page.screenshot({ path: testInfo.outputPath('campaign-free-shipping.png'), fullPage: true });

    await page.goto('/sepet');
    const cartSummary = page.getByRole('complementary', { name: 'Sipariş özeti' });
    await expect(cartSummary.getByTestId('cart-campaign')).toHaveText('Kargo BedavaÜcretsiz kargo');
    await expect(cartSummary.getByText('Kargonuz ücretsiz!')).toBeVisible();
    await expect(cartSummary.getByTestId('cart-total')).toHaveText(tl(items));
  } finally {
    await endCampaign(page, campaign);
  }
});
