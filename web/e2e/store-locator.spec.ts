// The home page's store locator: its map loads only near the screen and from this site alone,
// follows the city picker, and a store chosen in the list, on the map or as the nearest one is
// shown at the spec's zoom (section 9: 6 by default, divided by 1.3 on phones; 13 for a store,
// 14 for the nearest store).
import { type Page } from '@playwright/test';
import { expect, offSite, test } from './app-test';

const MAP_CODE = /store-map-engine|maplibre-gl-worker|base-map/;

async function openLocator(page: Page) {
  const block = page.locator('#magazalar');
  await block.scrollIntoViewIfNeeded();
  const canvas = block.locator('.store-map__canvas');
  await expect(canvas.locator('canvas.maplibregl-canvas')).toBeVisible();
  return { block, canvas, list: block.locator('.store-locator__list .store-card'), markers: canvas.locator('.store-marker') };
}

test('the map loads near the screen, follows the city, and a chosen store is shown at zoom 13', async ({ page, isMobile, baseURL }) => {
  const external = offSite(page, baseURL ?? '');
  const mapCode: string[] = [];
  page.on('request', (r) => { if (MAP_CODE.test(r.url())) mapCode.push(r.url()); });
  // The site's strict content security policy needs no exception for the map (worker included).
  const refused: string[] = [];
  page.on('console', (m) => { if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text()); });
  await page.goto('/');
  await expect(page.locator('.content-block--showcase')).toBeVisible();
  // Far above the block, none of the map's code or data has been asked for.
  expect(mapCode).toEqual([]);

  const { block, canvas, list, markers } = await openLocator(page);
  // Headless Chromium draws WebGL in software, so the real map shows (not the fallback note).
  await expect(block.getByTestId('store-map-unavailable')).toHaveCount(0);
  // The map is drawn once its base map (from this site) is in: the zoom is then the block's.
  const homeZoom = isMobile ? String(Math.round((6 / 1.3) * 100) / 100) : '6';
  await expect(canvas).toHaveAttribute('data-zoom', homeZoom);
  expect(mapCode.some((u) => u.includes('maplibre-gl-worker'))).toBe(true);
  expect(mapCode.some((u) => u.includes('base-map'))).toBe(true);

  // Every city: the block's LIMIT (12) in the list and on the map.
  await expect(list).toHaveCount(12);
  await expect(markers).toHaveCount(12);

  await block.getByRole('combobox', { name: 'Şehir' }).selectOption('İzmir');
  await expect(list).toHaveCount(3);
  await expect(markers).toHaveCount(3);
  for (const text of await list.allTextContents()) expect(text).toContain('İzmir');
  for (const marker of await markers.all()) await expect(marker).toHaveAttribute('aria-label', /İzmir/);
  // Fitted to the city's stores: closer than the country view, not closer than a store's.
  const zoom = async () => Number(await canvas.getAttribute('data-zoom'));
  await expect.poll(zoom).toBeGreaterThan(6);
  expect(await zoom()).toBeLessThanOrEqual(13);

  // Choosing a store in the list selects it, flies to it at zoom 13 and opens its details.
  const second = list.nth(1);
  const name = (await second.locator('strong').textContent()) ?? '';
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(list.nth(0)).toHaveAttribute('aria-pressed', 'false');
  await expect(canvas.locator('.maplibregl-popup')).toContainText(name);
  await expect(canvas.locator('.store-marker--selected')).toHaveAttribute('aria-label', new RegExp(`^${name}, `));
  await expect(canvas).toHaveAttribute('data-zoom', '13');

  // A marker is a button: from the keyboard it selects its store in the list too.
  const other = canvas.locator('.store-marker:not(.store-marker--selected)').first();
  const otherName = ((await other.getAttribute('aria-label')) ?? '').split(', ')[0] ?? '';
  await other.focus();
  await page.keyboard.press('Enter');
  await expect(list.filter({ hasText: otherName })).toHaveAttribute('aria-pressed', 'true');
  await expect(second).toHaveAttribute('aria-pressed', 'false');
  await expect(canvas.locator('.maplibregl-popup')).toContainText(otherName);

  // Another city changes the list and the markers again.
  await block.getByRole('combobox', { name: 'Şehir' }).selectOption('Ankara');
  await expect(list).toHaveCount(2);
  await expect(markers).toHaveCount(2);
  await expect(canvas.locator('.maplibregl-popup')).toHaveCount(0);
  expect(external).toEqual([]);
  expect(refused).toEqual([]);
});

test('the nearest store is found from the location and shown at zoom 14', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  // Buca: the nearest store is one of İzmir's.
  await context.setGeolocation({ latitude: 38.3886, longitude: 27.17 });
  await page.goto('/');
  const { block, canvas, list } = await openLocator(page);
  await block.getByRole('button', { name: 'Bana en yakın mağaza' }).click();
  const notice = block.getByTestId('store-locator-notice');
  await expect(notice).toContainText('Size en yakın mağaza:');
  await expect(notice).toContainText(' km)');
  await expect(block.getByRole('combobox', { name: 'Şehir' })).toHaveValue('İzmir');
  const chosen = list.and(block.locator('[aria-pressed="true"]'));
  await expect(chosen).toHaveCount(1);
  await expect(chosen).toContainText('İzmir');
  const name = (await chosen.locator('strong').textContent()) ?? '';
  await expect(notice).toContainText(name);
  await expect(canvas).toHaveAttribute('data-zoom', '14');
  await expect(canvas.locator('.maplibregl-popup')).toContainText(name);
});

test('a refused location is said plainly and the list stays usable', async ({ page }) => {
  // No permission granted: the browser refuses the location.
  await page.goto('/');
  const { block, list } = await openLocator(page);
  await block.getByRole('button', { name: 'Bana en yakın mağaza' }).click();
  await expect(block.getByTestId('store-locator-notice')).toHaveText(/Konum izni verilmedi/);
  await list.first().click();
  await expect(list.first()).toHaveAttribute('aria-pressed', 'true');
});

test('without WebGL the list works and the map area says so', async ({ page }) => {
  // A browser without WebGL: canvases give no WebGL context.
  await page.addInitScript({
    content: `(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
        return type === 'webgl2' || type === 'webgl' ? null : original.call(this, type, ...rest);
      };
    })();`,
  });
  const mapCode: string[] = [];
  page.on('request', (r) => { if (MAP_CODE.test(r.url())) mapCode.push(r.url()); });
  await page.goto('/');
  const block = page.locator('#magazalar');
  await block.scrollIntoViewIfNeeded();
  await expect(block.getByTestId('store-map-unavailable')).toContainText('Harita bu tarayıcıda gösterilemiyor');
  const list = block.locator('.store-locator__list .store-card');
  await block.getByRole('combobox', { name: 'Şehir' }).selectOption('İzmir');
  await expect(list).toHaveCount(3);
  await list.first().click();
  await expect(list.first()).toHaveAttribute('aria-pressed', 'true');
  // MapLibre itself was never downloaded.
  expect(mapCode).toEqual([]);
});
