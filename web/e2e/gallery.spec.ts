// The product gallery's lightbox against spec sections 2 and 9: a drag of 50 px or more changes
// slide and a shorter one snaps back, slide changes glide over about 600 ms (the container's
// position read on Playwright's clock, which moves only when the test moves it), a double tap
// within a second zooms in and another zooms back out, and a pinch below the fitted size returns to
// it without closing the lightbox. Screenshots of the open lightbox in Turkish and Arabic go to the
// results.
import { type APIRequestContext, type Page } from '@playwright/test';
import { animationsEnded, nextFrame } from './animations';
import { expect, test } from './app-test';
import { findInCatalog } from './shop-calls';

interface ImageList {
  IMAGE_LIST: unknown[];
}
interface ProductData {
  product: { URL: string; IMAGE_LIST: unknown[]; COLOR_IMAGES: ImageList[] };
}

/** As the product page: the colour images, or else the product's own. */
function galleryLength(data: ProductData): number {
  const colours = data.product.COLOR_IMAGES.flatMap((c) => c.IMAGE_LIST).length;
  return colours > 0 ? colours : data.product.IMAGE_LIST.length;
}

let found: ProductData | null = null;

/** The first product, over the top-level categories' first pages, with at least four images. */
async function galleryProduct(request: APIRequestContext): Promise<ProductData> {
  found ??= await findInCatalog(request, (data: ProductData) => (galleryLength(data) >= 4 ? data : undefined), {
    perCategory: 24,
    failure: 'no product has four images',
  });
  return found;
}

async function openLightbox(page: Page): Promise<number> {
  if (!found) throw new Error('no product');
  const count = galleryLength(found);
  await expect(page.getByTestId('product-gallery').locator('.gallery__thumb')).toHaveCount(count);
  await page.getByTestId('product-gallery').locator('.gallery__open').click();
  const lightbox = page.locator('.pswp');
  await expect(lightbox).toBeVisible();
  await expect(lightbox).toBeFocused();
  await expect(lightbox.locator('.pswp__counter')).toHaveText(`1 / ${count}`);
  await expect(currentImage(page)).toBeVisible();
  return count;
}

function currentImage(page: Page) {
  return page.locator('.pswp__item[aria-hidden="false"] .pswp__img:not(.pswp__img--placeholder)');
}

// In-page code is passed as text: the e2e sources compile without the DOM library.
const READ_X = `new DOMMatrixReadOnly(getComputedStyle(document.querySelector('.pswp__container')).transform).m41`;

/** The main scroll's position (the container's translateX). */
async function containerX(page: Page): Promise<number> {
  return page.evaluate<number>(READ_X);
}

/** Starts recording the main scroll's position on every frame; the result reads the record. */
async function recordPositions(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(`(() => {
    const seen = (window.vitrinPositions = []);
    const tick = () => {
      seen.push(${READ_X});
      if (seen.length < 600) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  return () => page.evaluate<number[]>('window.vitrinPositions');
}

/** PhotoSwipe's slide width: the viewport plus 10 % spacing. */
async function slideWidth(page: Page): Promise<number> {
  return page.evaluate<number>('Math.round(document.documentElement.clientWidth * 1.1)');
}

async function imageWidth(page: Page): Promise<number> {
  const box = await currentImage(page).boundingBox();
  return box?.width ?? 0;
}

/** A point on the image, clear of the bars, the arrows and the strip. */
async function slidePoint(page: Page): Promise<{ x: number; y: number }> {
  const box = await currentImage(page).boundingBox();
  if (!box) throw new Error('no image');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

type Trigger = { key: string } | { thumb: number } | { arrow: 'next' | 'prev' };

interface Glide {
  /** Where the container was before the change. */
  before: number;
  /** Where it was drawn once the change started (no time passed). */
  start: number;
  samples: [number, number][];
}

/** From here the page's time (installed by page.clock.install) moves only when glide() moves it. */
async function holdClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate<number>('Date.now()')) + 1000);
}

/**
 * Starts a slide change and reads the container's position every 50 ms of the page's clock for
 * 1.2 s: [ms since the start, x] pairs. The clock is Playwright's and stands still between reads,
 * so the samples show the glide's shape whatever else the machine is doing.
 */
async function glide(page: Page, trigger: Trigger): Promise<Glide> {
  const before = await containerX(page);
  await page.evaluate(
    'key' in trigger
      ? `document.dispatchEvent(new KeyboardEvent('keydown', { key: ${JSON.stringify(trigger.key)}, bubbles: true, cancelable: true }))`
      : 'thumb' in trigger
        ? `document.querySelectorAll('.pswp__thumb')[${trigger.thumb}].click()`
        : `document.querySelector('.pswp__button--arrow--${trigger.arrow}').click()`,
  );
  const start = await containerX(page);
  const samples: [number, number][] = [];
  for (let t = 50; t <= 1200; t += 50) {
    await page.clock.runFor(50);
    samples.push([t, await containerX(page)]);
  }
  return { before, start, samples };
}

/**
 * A change of `slides` slides (positive: forward, the container moving left) ends that many slide
 * widths away, after a glide of one slide width (on a jump the slide left behind rides next to the
 * target): under way and near half way at 300 ms, in place from 650 ms on.
 */
function expectGlide(run: Glide, width: number, slides: number) {
  const end = run.before - slides * width;
  expect(Math.abs(end - run.start), 'one slide width to glide').toBeCloseTo(width, 0);
  const travelled = (x: number) => Math.abs(x - run.start) / width;
  for (const [t, x] of run.samples) {
    if (t <= 550) {
      expect(travelled(x), `position at ${t} ms`).toBeGreaterThan(0);
      expect(travelled(x), `position at ${t} ms`).toBeLessThan(1);
    }
    if (t === 300) expect(Math.abs(travelled(x) - 0.5), 'half way at 300 ms').toBeLessThan(0.15);
    if (t >= 650) expect(x, `position at ${t} ms`).toBeCloseTo(end, 0);
  }
}

test.beforeEach(async ({ page, request }) => {
  const data = await galleryProduct(request);
  await page.goto(data.product.URL);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a 40 px drag stays on the slide, a 60 px drag goes to the next', async ({ page }) => {
  const count = await openLightbox(page);
  const counter = page.locator('.pswp__counter');
  const width = await slideWidth(page);
  const home = await containerX(page);
  const { x, y } = await slidePoint(page);

  // A quick 40 px flick: fast enough for PhotoSwipe's own velocity rule, still below 50 px.
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x - 20, y);
  await page.mouse.move(x - 40, y);
  await expect.poll(() => containerX(page)).toBeLessThan(home);
  await page.mouse.up();
  await expect.poll(() => containerX(page)).toBeCloseTo(home, 0);
  await expect(counter).toHaveText(`1 / ${count}`);

  // 60 px, slowly.
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x - 60, y, { steps: 12 });
  await nextFrame(page);
  const released = await containerX(page);
  const positions = await recordPositions(page);
  await page.mouse.up();
  await expect(counter).toHaveText(`2 / ${count}`);
  await expect.poll(() => containerX(page)).toBeCloseTo(home - width, 0);
  // The release started a glide, not a jump: frames were drawn on the way.
  const onTheWay = (await positions()).filter((p) => p < released - 1 && p > home - width + 1);
  expect(onTheWay.length).toBeGreaterThan(0);

  // 45 px to the right stays; 55 px goes back to the first slide.
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 45, y, { steps: 9 });
  await page.mouse.up();
  await expect.poll(() => containerX(page)).toBeCloseTo(home - width, 0);
  await expect(counter).toHaveText(`2 / ${count}`);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 55, y, { steps: 11 });
  await page.mouse.up();
  await expect(counter).toHaveText(`1 / ${count}`);
  await expect.poll(() => containerX(page)).toBeCloseTo(home, 0);
  await expect(page.locator('.pswp')).toBeVisible();
});

test('slide changes from keys, arrows and the strip take about 600 ms', async ({ page }) => {
  await page.clock.install();
  await page.reload();
  const count = await openLightbox(page);
  await holdClock(page);
  const counter = page.locator('.pswp__counter');
  const width = await slideWidth(page);

  expectGlide(await glide(page, { key: 'ArrowRight' }), width, 1);
  await expect(counter).toHaveText(`2 / ${count}`);
  expectGlide(await glide(page, { key: 'ArrowLeft' }), width, -1);
  await expect(counter).toHaveText(`1 / ${count}`);

  if (await page.locator('.pswp__button--arrow--next').isVisible()) {
    expectGlide(await glide(page, { arrow: 'next' }), width, 1);
    await expect(counter).toHaveText(`2 / ${count}`);
    expectGlide(await glide(page, { arrow: 'prev' }), width, -1);
    await expect(counter).toHaveText(`1 / ${count}`);
  }

  // The strip jumps two slides: one glide over two slide widths (the short way round).
  await expect(page.locator('.pswp__thumbs')).toBeVisible();
  expectGlide(await glide(page, { thumb: 2 }), width, 2);
  await expect(counter).toHaveText(`3 / ${count}`);
  await expect(page.locator('.pswp__thumb').nth(2)).toHaveAttribute('aria-current', 'true');
  expectGlide(await glide(page, { thumb: 0 }), width, count === 4 ? 2 : -2);
  await expect(counter).toHaveText(`1 / ${count}`);
  // Loop: left of the first is the last, one slide away.
  expectGlide(await glide(page, { key: 'ArrowLeft' }), width, -1);
  await expect(counter).toHaveText(`${count} / ${count}`);
});

test.describe('touch', () => {
  test.skip(({ isMobile }) => !isMobile, 'touch gestures run on the phone project');

  test('a double tap within a second zooms in, another zooms back to fit', async ({ page }) => {
    // On Playwright's clock the second between two taps is skipped over rather than waited out.
    await page.clock.install();
    await page.reload();
    await openLightbox(page);
    const lightbox = page.locator('.pswp');
    const fit = await imageWidth(page);
    const { x, y } = await slidePoint(page);
    // A touch shows the bars; a tap taken on its own then toggles them off (PhotoSwipe's tap
    // action), where the second tap of a double tap zooms instead.
    const tappedOnce = () => expect(lightbox).not.toHaveClass(/pswp--ui-visible/);

    // Two taps more than a second apart are no double tap.
    await page.touchscreen.tap(x, y);
    await tappedOnce();
    await page.clock.fastForward(1200);
    await page.touchscreen.tap(x, y);
    await tappedOnce();
    expect(await imageWidth(page)).toBeCloseTo(fit, 0);
    await expect(lightbox).not.toHaveClass(/pswp--zoomed-in/);

    // Each pair starts over a second after the last tap, and its first tap is taken before the
    // second comes.
    await page.clock.fastForward(1100);
    await page.touchscreen.tap(x, y);
    await tappedOnce();
    await page.touchscreen.tap(x, y);
    await expect(lightbox).toHaveClass(/pswp--zoomed-in/);
    await expect.poll(() => imageWidth(page)).toBeGreaterThan(fit * 1.5);

    await page.touchscreen.tap(x, y);
    await tappedOnce();
    await page.touchscreen.tap(x, y);
    await expect(lightbox).not.toHaveClass(/pswp--zoomed-in/);
    await expect.poll(() => imageWidth(page)).toBeCloseTo(fit, 0);
    await expect(lightbox).toBeVisible();
  });

  test('a pinch below the fitted size returns to it and leaves the lightbox open', async ({ page }) => {
    await openLightbox(page);
    const lightbox = page.locator('.pswp');
    const fit = await imageWidth(page);
    const { x, y } = await slidePoint(page);
    const cdp = await page.context().newCDPSession(page);
    const fingers = (gap: number) => [
      { x: x - gap, y, id: 1 },
      { x: x + gap, y, id: 2 },
    ];

    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(120) });
    // Each move is drawn before the next, as under a moving finger.
    for (let gap = 110; gap >= 20; gap -= 10) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(gap) });
      await nextFrame(page);
    }
    // Mid-pinch the image is smaller than fitted (PhotoSwipe resists below the fitted size).
    const pinched = await imageWidth(page);
    expect(pinched).toBeLessThan(fit * 0.97);
    expect(pinched).toBeGreaterThanOrEqual(50);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

    await expect.poll(() => imageWidth(page)).toBeCloseTo(fit, 0);
    // Once everything the pinch started has ended, the lightbox is still open and fitted.
    await animationsEnded(page, '.pswp');
    await expect(lightbox).toBeVisible();
    await expect(lightbox).not.toHaveClass(/pswp--zoomed-in/);
    expect(await imageWidth(page)).toBeCloseTo(fit, 0);

    // A pinch outwards still zooms in.
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(40) });
    for (let gap = 60; gap <= 140; gap += 20) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(gap) });
      await nextFrame(page);
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => imageWidth(page)).toBeGreaterThan(fit * 1.2);
    await expect(lightbox).toBeVisible();
  });
});

test('screenshots of the open lightbox in Turkish and Arabic', async ({ page, request }, testInfo) => {
  await page.clock.install();
  await openLightbox(page);
  // The opening fade has ended.
  await animationsEnded(page, '.pswp');
  await page.screenshot({ path: testInfo.outputPath(`lightbox-tr-${testInfo.project.name}.png`) });
  await page.keyboard.press('Escape');
  await expect(page.locator('.pswp')).toHaveCount(0);

  const data = await galleryProduct(request);
  const arabic = (await (
    await request.get(`/api/storefront/page?path=${encodeURIComponent(`/ar${data.product.URL}`)}`)
  ).json()) as ProductData;
  await page.goto(arabic.product.URL);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const count = await openLightbox(page);
  await holdClock(page);
  // Right still means next, and the slide comes in from the right as in Turkish.
  const width = await slideWidth(page);
  expectGlide(await glide(page, { key: 'ArrowRight' }), width, 1);
  await expect(page.locator('.pswp__counter')).toHaveText(`2 / ${count}`);
  await expect(currentImage(page)).toBeVisible();
  await page.clock.resume();
  await animationsEnded(page, '.pswp');
  await page.screenshot({ path: testInfo.outputPath(`lightbox-ar-${testInfo.project.name}.png`) });
});
