// Product comparison from a category page: three products, a fourth, a fifth refused (list full),
// one already in the list refused, the 1170 px compare popup loaded as the sub-folder view, a product
// removed there, and the list kept over a reload; the 0 and 1 product messages; a quick view from a
// card. The same journey in Arabic at mobile width.
import { type Locator, type Page } from '@playwright/test';
import { animationsEnded } from './animations';
import { expect, test } from './app-test';

interface Texts {
  added: string;
  removed: string;
  alreadyAdded: string;
  tooMany: string;
  tooFew: string;
  empty: string;
  compareNow: string;
}

const TR: Texts = {
  added: 'Ürün karşılaştırma listenize eklendi',
  removed: 'Ürün karşılaştırma listenizden çıkarıldı',
  alreadyAdded: 'Bu ürün daha önce karşılaştırma listenize eklenmiştir',
  tooMany: 'Karşılaştırmak için en fazla 4 ürün seçmelisiniz',
  tooFew: 'Karşılaştırmak için en az 2 ürün seçmelisiniz',
  empty: 'Ürün seçimi yapılmadığı için karşılaştırılamamaktadır',
  compareNow: 'Karşılaştır',
};

const AR: Texts = {
  added: 'تمت إضافة المنتج إلى قائمة المقارنة',
  removed: 'تمت إزالة المنتج من قائمة المقارنة',
  alreadyAdded: 'هذا المنتج موجود بالفعل في قائمة المقارنة',
  tooMany: 'يجب اختيار 4 منتجات على الأكثر للمقارنة',
  tooFew: 'يجب اختيار منتجين على الأقل للمقارنة',
  empty: 'لم يتم اختيار أي منتج، لذا لا يمكن إجراء المقارنة',
  compareNow: 'قارن',
};

// The cookie notice and the app banner are answered already: they sit where the compare bar is.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addInitScript(RECORD_TOASTS);
  const url = baseURL ?? 'http://127.0.0.1';
  await context.addCookies([
    { name: 'cookieLaw', value: '1', url },
    { name: 'mobileApp', value: '1', url },
  ]);
});

function card(page: Page, index: number): Locator {
  return page.locator('.product-card').nth(index);
}

async function productId(page: Page, index: number): Promise<number> {
  return Number(await card(page, index).getAttribute('data-product-id'));
}

async function addToCompare(page: Page, index: number) {
  await card(page, index).getByTestId('compare-add').click();
}

/**
 * Run in every page of these tests before its own scripts (as text: the e2e sources compile
 * without the DOM library): records each toast as it appears (`shownAt`) and leaves (`goneAt`),
 * by variant and message, in `window.toasts`. A warning lasts 1.8 s, less than a loaded machine
 * may take between two of the test's checks, so the test reads what the page saw.
 */
const RECORD_TOASTS = `(() => {
  const record = { shown: [], taken: 0 };
  const open = new Map();
  window.toasts = record;
  new MutationObserver(() => {
    for (const [element, toast] of open) {
      if (!element.isConnected) {
        toast.goneAt = performance.now();
        open.delete(element);
      }
    }
    for (const element of document.querySelectorAll('.toast')) {
      const text = element.querySelector('.toast__message')?.textContent ?? '';
      if (open.has(element) || text === '') continue;
      const toast = { variant: /toast--(\\w+)/.exec(element.className)?.[1] ?? '', text, shownAt: performance.now() };
      open.set(element, toast);
      record.shown.push(toast);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
})()`;

/**
 * Waits until the page has shown a toast with this text and variant since the last one taken,
 * and takes it; answers its place in the page's record.
 */
async function toastShown(page: Page, text: string, variant: 'success' | 'danger'): Promise<number> {
  const take = `(() => {
    const record = window.toasts;
    const at = record.shown.findIndex((s, i) => i >= record.taken && s.variant === ${JSON.stringify(variant)} && s.text.includes(${JSON.stringify(text)}));
    if (at >= 0) record.taken = at + 1;
    return at;
  })()`;
  let place = -1;
  await expect
    .poll(
      async () => {
        place = await page.evaluate<number>(take);
        return place >= 0;
      },
      { message: `a ${variant} toast "${text}"` },
    )
    .toBe(true);
  return place;
}

/**
 * A toast with this text, of this variant, gone before the next step so the next one is seen
 * alone: a success toast is closed; a warning closes itself after 1.8 s, and a click on its close
 * button could land as it goes.
 */
async function expectToast(page: Page, text: string, variant: 'success' | 'danger') {
  await toastShown(page, text, variant);
  const toast = page.locator(`.toast--${variant}`, { hasText: text }).last();
  if (variant === 'success' && (await toast.isVisible())) await toast.locator('.toast__close').click();
  await expect(toast).toBeHidden();
}

async function storedList(page: Page): Promise<{ value: number[]; timeout: number } | null> {
  const raw = await page.evaluate<string | null>("localStorage.getItem('Compare')");
  return raw === null ? null : (JSON.parse(raw) as { value: number[]; timeout: number });
}

async function journey(page: Page, prefix: string, texts: Texts, screenshot: string, expectedWidth: number) {
  await page.goto(`${prefix}/kiz-cocuk`);
  await expect(page.locator('.product-card').nth(5)).toBeVisible();
  const ids = await Promise.all([0, 1, 2, 3, 4].map((i) => productId(page, i)));

  // Three, then a fourth: each confirmed, the bar counts them.
  for (const index of [0, 1, 2, 3]) {
    await addToCompare(page, index);
    await expectToast(page, texts.added, 'success');
    await expect(page.getByTestId('compare-bar-item')).toHaveCount(index + 1);
  }
  await expect(card(page, 0).getByTestId('compare-add')).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page, 4).getByTestId('compare-add')).toHaveAttribute('aria-pressed', 'false');

  // A fifth: the list is full (status 3), a danger toast, nothing added.
  await addToCompare(page, 4);
  await expectToast(page, texts.tooMany, 'danger');
  await expect(page.getByTestId('compare-bar-item')).toHaveCount(4);

  // One already present (status 2): its own message.
  await addToCompare(page, 1);
  await expectToast(page, texts.alreadyAdded, 'danger');
  expect((await storedList(page))?.value).toEqual(ids.slice(0, 4));

  // The popup: the sub-folder view with the ids joined by '-', the last product and its status.
  const viewRequest = page.waitForRequest((r) => r.url().includes('/sub-folder/') && r.url().includes('/compare?'));
  await page.getByTestId('compare-open').click();
  const url = new URL((await viewRequest).url());
  expect(url.searchParams.get('product')).toBe(ids.slice(0, 4).join('-'));
  expect(url.searchParams.get('productId')).toBe(String(ids[1]));
  expect(url.searchParams.get('status')).toBe('2');
  const popup = page.getByTestId('compare-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId('compare-column')).toHaveCount(4);
  const box = await popup.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(expectedWidth);
  // The screenshot shows the popup once its opening animation has ended.
  await animationsEnded(page);
  await page.screenshot({ path: screenshot });

  // Remove one in the popup: confirmed, gone from the table, the bar and storage.
  await popup.getByTestId('compare-column').nth(1).locator('.compare-table__remove').click();
  await expectToast(page, texts.removed, 'success');
  await expect(popup.getByTestId('compare-column')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  const kept = [ids[0], ids[2], ids[3]];
  await expect(page.getByTestId('compare-bar-item')).toHaveCount(3);

  // A reload keeps the list: a {value, timeout} record about a year long.
  await page.reload();
  await expect(page.getByTestId('compare-bar-item')).toHaveCount(3);
  const record = await storedList(page);
  expect(record?.value).toEqual(kept);
  expect(record?.timeout ?? 0).toBeGreaterThan(Date.now() + 360 * 24 * 3600 * 1000);

  // Down to one product, then none: "Karşılaştır" explains why not, for 1.8 s.
  for (const [index, id] of kept.slice(0, 2).entries()) {
    await page.getByTestId('compare-bar-item').first().getByRole('button').click();
    await expectToast(page, texts.removed, 'success');
    await expect(page.getByTestId('compare-bar-item')).toHaveCount(2 - index);
    expect((await storedList(page))?.value).not.toContain(id);
  }
  await page.getByTestId('compare-open').click();
  await expectToast(page, texts.tooFew, 'danger');
  await page.getByTestId('compare-bar-item').first().getByRole('button').click();
  await expectToast(page, texts.removed, 'success');
  await expect(page.getByTestId('compare-open')).toHaveText(texts.compareNow);
  await page.getByTestId('compare-open').click();
  await expectToast(page, texts.empty, 'danger');
  expect((await storedList(page))?.value).toEqual([]);
}

test('compare four products, refuse a fifth and a repeat, the popup, remove, reload (Turkish)', async ({ page }, testInfo) => {
  const desktop = testInfo.project.name === 'desktop';
  const width = page.viewportSize()?.width ?? 0;
  await journey(page, '', TR, `/tmp/compare-popup-${testInfo.project.name}.png`, desktop ? 1170 : width - 32);
});

test('the same journey in Arabic at mobile width', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'Arabic is walked at mobile width');
  await page.goto('/ar/kiz-cocuk');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await journey(page, '/ar', AR, '/tmp/compare-popup-mobile-ar.png', (page.viewportSize()?.width ?? 0) - 32);
});

test('compare warnings last 1.8 s', async ({ page }) => {
  await page.goto('/kiz-cocuk');
  await page.getByTestId('compare-add').first().click();
  await expect(page.locator('.toast--success', { hasText: TR.added })).toBeVisible();
  await page.getByTestId('compare-add').first().click();
  const warning = page.locator('.toast--danger', { hasText: TR.alreadyAdded });
  const place = await toastShown(page, TR.alreadyAdded, 'danger');
  await expect(warning).toBeHidden({ timeout: 4000 });
  // Gone after its 1.8 s, the default toast's 6 s far off. The page's timer starts as the toast
  // is drawn, a moment before the record sees it: a little under 1.8 s is the same life.
  const lasted = await page.evaluate<number>(`(() => {
    const toast = window.toasts.shown[${String(place)}];
    return toast.goneAt === undefined ? Infinity : toast.goneAt - toast.shownAt;
  })()`);
  expect(lasted).toBeGreaterThanOrEqual(1700);
  expect(lasted).toBeLessThan(6000);
});

test('quick view from a card: image, price, colours, sizes and add to cart', async ({ page, request }) => {
  await page.goto('/kiz-cocuk');
  await expect(page.locator('.product-card').nth(5)).toBeVisible();
  // A card whose product needs no name to embroider and has a size in stock.
  let index = -1;
  let variant: { TYPE1_NAME: string; TYPE2_NAME: string } | undefined;
  for (let i = 0; i < 8 && index < 0; i++) {
    const url = await card(page, i).locator('.product-card__link').getAttribute('href');
    const data = (await (await request.get(`/api/storefront/page?path=${encodeURIComponent(url ?? '')}`)).json()) as {
      product: { PURCHASE: { PERSONALIZATION_MAX: number }; VARIANTS: { TYPE1_NAME: string; TYPE2_NAME: string; IN_STOCK: number }[] };
    };
    variant = data.product.VARIANTS.find((v) => v.IN_STOCK === 1);
    if (data.product.PURCHASE.PERSONALIZATION_MAX === 0 && variant) index = i;
  }
  expect(index).toBeGreaterThanOrEqual(0);
  const chosen = card(page, index);
  const title = (await chosen.locator('.product-card__title').innerText()).trim();
  await chosen.hover();
  await chosen.getByTestId('quick-view-open').click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('quick-view').locator('img').first()).toBeVisible();
  await expect(dialog.locator('.price__now')).toBeVisible();
  await expect(dialog.locator('.swatch').first()).toBeVisible();
  const form = dialog.getByTestId('product-cart');
  await form.locator('.choice', { hasText: variant?.TYPE1_NAME ?? '' }).first().click();
  await form.locator('.product-cart__group').nth(1).locator('.choice', { hasText: variant?.TYPE2_NAME ?? '' }).first().click();
  await form.getByRole('button', { name: 'Sepete ekle', exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('compare from the product page', async ({ page }) => {
  await page.goto('/kiz-cocuk');
  const url = await card(page, 0).locator('.product-card__link').getAttribute('href');
  const id = await productId(page, 0);
  await page.goto(url ?? '/');
  const button = page.locator('.product-page').getByTestId('compare-add');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  await expectToast(page, TR.added, 'success');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('compare-bar-item')).toHaveCount(1);
  await button.click();
  await expectToast(page, TR.alreadyAdded, 'danger');
  expect((await storedList(page))?.value).toEqual([id]);
});

test('another tab sees the list change (storage event)', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  // Pages of their own, so `goto` returns at the load event: each waits for the app to take
  // over from the server's first screen, or a click could land before it listens.
  for (const tab of [first, second]) {
    await tab.goto('/kiz-cocuk');
    await tab.locator('#root > .first-paint').waitFor({ state: 'detached' });
  }
  await first.getByTestId('compare-add').first().click();
  await expect(first.getByTestId('compare-bar-item')).toHaveCount(1);
  await expect(second.getByTestId('compare-bar-item')).toHaveCount(1);
  await expect(second.locator('.product-card').first().getByTestId('compare-add')).toHaveAttribute('aria-pressed', 'true');
  await second.getByTestId('compare-bar-item').first().getByRole('button').click();
  await expect(first.getByTestId('compare-bar-item')).toHaveCount(0);
  await expect(first.locator('.product-card').first().getByTestId('compare-add')).toHaveAttribute('aria-pressed', 'false');
});

/** The titles the bar shows, in its order. */
function barTitles(page: Page): Locator {
  return page.getByTestId('compare-bar-item').locator('.compare-bar__title');
}

/** The titles this page's cards give the products `ids`. */
async function cardTitles(page: Page, ids: number[]): Promise<string[]> {
  return Promise.all(
    ids.map(async (id) => (await page.locator(`.product-card[data-product-id="${id}"] .product-card__title`).first().textContent())?.trim() ?? ''),
  );
}

async function switchLanguage(page: Page, name: string, url: RegExp) {
  const item = page.getByRole('menuitemradio', { name });
  // The menu opens once the page has settled; a click before that is tried again.
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByTestId('language-switch').click();
    await expect(item).toBeVisible({ timeout: 1000 });
  }).toPass();
  await item.click();
  await page.waitForURL(url);
  await page.locator('#root > .first-paint').waitFor({ state: 'detached' });
}

test('the compare bar follows the language the shopper switches to', async ({ page }) => {
  await page.goto('/kiz-cocuk');
  await expect(card(page, 1)).toBeVisible();
  const first = await productId(page, 0);
  const second = await productId(page, 1);
  const turkish = await cardTitles(page, [first, second]);

  // One product, added in Turkish: the bar names it in Turkish.
  await addToCompare(page, 0);
  await expectToast(page, TR.added, 'success');
  await expect(barTitles(page)).toHaveText([turkish[0] ?? '']);

  // In Arabic the same product is named as the Arabic page names it.
  await switchLanguage(page, 'العربية', /\/ar\/kiz-cocuk/);
  await expect(card(page, 1)).toBeVisible();
  const arabic = await cardTitles(page, [first, second]);
  expect(arabic[0]).not.toBe(turkish[0]);
  await expect(barTitles(page)).toHaveText([arabic[0] ?? '']);
  const escaped = (arabic[0] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page.getByTestId('compare-bar-item').getByRole('button')).toHaveAccessibleName(new RegExp(escaped));

  // A second one added in Arabic; then in English both follow.
  await page.locator(`.product-card[data-product-id="${second}"]`).getByTestId('compare-add').click();
  await expectToast(page, AR.added, 'success');
  await expect(barTitles(page)).toHaveText(arabic);
  await switchLanguage(page, 'English', /\/en\/kiz-cocuk/);
  await expect(card(page, 1)).toBeVisible();
  const english = await cardTitles(page, [first, second]);
  expect(english).not.toEqual(turkish);
  await expect(barTitles(page)).toHaveText(english);

  // And back in Turkish, the Turkish titles.
  await switchLanguage(page, 'Türkçe', /127\.0\.0\.1:\d+\/kiz-cocuk/);
  await expect(barTitles(page)).toHaveText(turkish);
  await page.screenshot({ path: `/tmp/compare-bar-language-${test.info().project.name}.png` });
});
