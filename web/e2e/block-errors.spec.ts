// A home-page block whose data makes it fail takes only its own place: the rest of the page
// renders, and the failure is logged with the block's name and ID (spec section 8).
import { expect, test } from './app-test';

interface Block {
  ID: number;
  NAME: string;
  ASSETS: Record<string, unknown>;
}

const BROKEN = 'most_wanted_banners';

test('a home block that fails leaves the rest of the page in place', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  let broken: Block | undefined;
  let next: Block | undefined;
  // The home page's inlined data, with one banner block's images gone.
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const body = html.replace(/(<script id="vitrin-data" type="application\/json">)(.*?)(<\/script>)/s, (_, open: string, json: string, close: string) => {
        const data = JSON.parse(json) as { blocks: Block[] };
        const index = data.blocks.findIndex((block) => block.NAME === BROKEN);
        broken = data.blocks[index];
        next = data.blocks[index + 1];
        if (broken) broken.ASSETS = { ...broken.ASSETS, IMAGES: null };
        return `${open}${JSON.stringify(data).replace(/</g, '\\u003c')}${close}`;
      });
      await route.fulfill({ response, body });
    },
  );
  await page.goto('/');
  expect(broken).toBeDefined();
  expect(next).toBeDefined();
  await expect(page.locator(`.content-block--${BROKEN}`)).toHaveCount(0);
  await expect(page.locator(`.content-block--${next?.NAME}`)).toBeVisible();
  await expect(page.locator('.content-block--showcase .product-card').first()).toBeVisible();
  await expect(page.locator('.footer')).toBeVisible();
  expect(errors.some((text) => text.includes(`Fonksiyon bulunamadı: ${BROKEN} #${broken?.ID}`))).toBe(true);
});
