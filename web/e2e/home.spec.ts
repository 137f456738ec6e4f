// The home page from its content blocks, content pages, the cookie-law notice and the mobile app
// banner, as a first-time shopper sees them (no cookies), on a desktop and a mobile viewport.
import { type Page } from '@playwright/test';
import { expect, test } from './app-test';

test.use({ storageState: { cookies: [], origins: [] } });

async function acceptCookies(page: Page) {
  // The app's own notice, once the app has taken the page over from the server's first paint.
  await page.locator('#root > .first-paint').waitFor({ state: 'detached' });
  const notice = page.getByTestId('cookie-law');
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Kabul et' }).click();
  await expect(notice).toHaveCount(0);
}

test('the hero slider shows and a showcase tab loads other products', async ({ page, isMobile }) => {
  await page.goto('/');
  const hero = page.locator(isMobile ? '.slider--mobile_slider' : '.slider--hero_slider');
  await expect(hero).toBeVisible();
  await expect(hero.locator('img').first()).toHaveAttribute('fetchpriority', 'high');
  // Swiper takes over from the static first screen.
  await expect(hero.locator('.swiper-initialized, .swiper').first()).toBeVisible();
  await expect(hero.locator('.swiper-slide').first()).toBeVisible();
  await acceptCookies(page);

  const showcase = page.locator('.content-block--showcase');
  const newest = showcase.locator('[data-showcase="new_product"] .product-card__title');
  await expect(newest).toHaveCount(12);
  const newestTitles = await newest.allTextContents();

  const loaded = page.waitForResponse((r) => r.url().includes('/api/storefront/block/showcase/') && r.status() === 200);
  await showcase.getByRole('tab', { name: 'Çok Satanlar' }).click();
  await loaded;
  const bestSellers = showcase.locator('[data-showcase="best_seller"] .product-card__title');
  await expect(bestSellers).toHaveCount(12);
  expect(await bestSellers.allTextContents()).not.toEqual(newestTitles);
});

test("until the slider's code comes, its slides out of sight cannot be reached", async ({ page, isMobile }) => {
  // Swiper's code held back: the slides stay laid out statically, one a view.
  await page.route(/\/assets\/SwiperSlider-[^/]*\.js$/, () => undefined);
  await page.goto('/');
  const slides = page.locator(isMobile ? '.slider--mobile_slider' : '.slider--hero_slider').locator('.slider-static__slide');
  await expect(slides.first()).toBeVisible();
  expect(await slides.count()).toBeGreaterThan(1);
  const shown = slides.first().locator('a').first();
  await shown.focus();
  await expect(shown).toBeFocused();
  const hidden = slides.nth(1).locator('a').first();
  await hidden.focus();
  await expect(hidden).not.toBeFocused();
  await expect(shown).toBeFocused();
});

test("the boys' banner goes to the boys' list", async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  await page.locator('.content-block--gender_banners').getByRole('link', { name: /Erkek Çocuk/ }).click();
  await page.waitForURL(/\/erkek-cocuk$/);
  await expect(page.locator('h1')).toContainText('Erkek Çocuk');
});

test('the countdown has passed its date and says so', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('countdown-expired')).toContainText('ileri bir tarih bulunmuyor');
});

test('a content page opens from the footer', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  await page.locator('footer').getByRole('link', { name: 'Satış Sözleşmesi' }).click();
  await page.waitForURL(/\/satis-sozlesmesi$/);
  await expect(page.locator('h1')).toHaveText('Mesafeli Satış Sözleşmesi');
  await expect(page.locator('.content-page__article')).toContainText('14 (on dört) gün');
  await expect(page).toHaveTitle(/Mesafeli Satış Sözleşmesi/);
});

test('the accepted cookie notice stays away after a reload, for 15 days', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByTestId('cookie-law')).toContainText('Çerez Kullanımı');
  await acceptCookies(page);
  const consent = (await context.cookies()).find((c) => c.name === 'cookieLaw');
  expect(consent?.value).toBe('1');
  const days = ((consent?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(14.9);
  expect(days).toBeLessThan(15.1);

  let asked = false;
  page.on('request', (r) => {
    if (r.url().includes('/srv/service/site/get-cookie-law')) asked = true;
  });
  await page.reload();
  await expect(page.locator('.content-block--showcase')).toBeVisible();
  await expect(page.getByTestId('cookie-law')).toHaveCount(0);
  expect(asked).toBe(false);
});

test('the mobile app banner shows on mobile only, and closed stays closed', async ({ page, context, isMobile }) => {
  await page.goto('/');
  const banner = page.getByTestId('mobile-app-banner');
  if (!isMobile) {
    await expect(page.locator('.content-block--showcase')).toBeVisible();
    await expect(banner).toHaveCount(0);
    return;
  }
  await expect(banner).toBeVisible();
  // The app's name comes from the shop's content (content/mobile-app.json).
  await expect(banner).toContainText('vitrin uygulaması');
  await banner.getByRole('button', { name: 'Kapat' }).click();
  await expect(banner).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === 'mobileApp')?.value).toBe('1');
  await page.reload();
  await expect(page.locator('.content-block--showcase')).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('opening the app goes to its Google Play page (from the content) after 2 s', async ({ page, context, isMobile }) => {
  test.skip(!isMobile, 'the banner is for phones');
  // The store page is answered here: the tests use no network.
  await context.route('https://play.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Google Play</title>' }));
  await page.goto('/');
  const banner = page.getByTestId('mobile-app-banner');
  await banner.getByRole('button', { name: 'Aç' }).click();
  await expect(banner).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === 'mobileApp')?.value).toBe('1');
  await page.waitForURL('https://play.google.com/store/apps/details?id=com.vitrin.app', { timeout: 5000 });
});

test('the newsletter form needs the consent, then subscribes and resets', async ({ page, browserName }, testInfo) => {
  await page.goto('/');
  await acceptCookies(page);
  const block = page.locator('.content-block--footer_newsletter');
  const email = block.getByRole('textbox');
  const consent = block.getByRole('checkbox').first();
  await expect(consent).not.toBeChecked();
  await expect(block.getByRole('checkbox').nth(1)).not.toBeChecked();
  // One address per browser project, so the two projects do not meet on the same subscription.
  await email.fill(`veli-${testInfo.project.name}-${browserName}@example.com`);
  await block.getByRole('button', { name: 'Abone ol' }).click();
  await expect(block.getByRole('alert')).toBeVisible();
  await expect(block.getByRole('alert')).toHaveCount(0, { timeout: 5000 });

  await consent.check();
  await block.getByRole('button', { name: 'Abone ol' }).click();
  await expect(page.getByText('E-bülten aboneliğiniz başarıyla oluşturuldu').first()).toBeVisible();
  await expect(email).toHaveValue('');
  await expect(consent).not.toBeChecked();
});

test("below 992 px the order-tracking banner's text keeps to its side of the picture, in Arabic too", async ({ page, isMobile }) => {
  // The phone at its own width, the desktop project at a tablet's: below 992 px the picture has
  // its own column (wider, the text lies over it, its parcel and truck far off at the end).
  if (!isMobile) await page.setViewportSize({ width: 768, height: 1024 });
  for (const [path, rtl] of [['/', false], ['/ar/', true]] as const) {
    await page.goto(path);
    const banner = page.locator('.banner--order_tracking_banner');
    await banner.scrollIntoViewIfNeeded();
    const text = await banner.locator('.banner__text').boundingBox();
    const picture = await banner.locator('.banner__image').boundingBox();
    if (!text || !picture) throw new Error(`the order-tracking banner of ${path} is not laid out`);
    // The text on the start side, the picture after it: right of it, or left of it right to left.
    if (rtl) expect(picture.x + picture.width).toBeLessThanOrEqual(text.x + 0.5);
    else expect(text.x + text.width).toBeLessThanOrEqual(picture.x + 0.5);
  }
});
