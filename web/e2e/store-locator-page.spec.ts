// The store locator page (/magazalar, spec sections 2 and 9): the demo shop's 35 stores, 12 a page
// (the home block's LIMIT), filtered by the query parameters country, city, town and group (with a
// picker for each that the block's DISPLAY_* settings show) with pg for the page. Every change asks the store list and puts
// the view in the URL, so a reload or a shared link shows the same stores; a value the shop does
// not know is ignored. The map marks the listed stores, its popups give a store's address, phone
// and opening hours, a chosen store is shown at zoom 13 and the nearest store at zoom 14. The map
// is drawn from this site alone unless the shop configured a map style of its own.
import { type BrowserContext, type Page, type Request } from '@playwright/test';
import { expect, offSite, test } from './app-test';

const TOTAL = 35;
const PAGE_SIZE = 12;

/** The store list calls the page makes, as their query parameters. */
function storeListCalls(page: Page): URLSearchParams[] {
  const calls: URLSearchParams[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname === '/srv/service/store/store-list/') calls.push(url.searchParams);
  });
  return calls;
}

function locator(page: Page) {
  const list = page.locator('.store-entries > li');
  const canvas = page.locator('.stores-page__map .store-map__canvas');
  return {
    list,
    canvas,
    markers: canvas.locator('.store-marker'),
    popup: canvas.locator('.maplibregl-popup'),
    count: page.getByTestId('store-count'),
    pagination: page.getByRole('navigation', { name: 'Sayfalar' }),
  };
}

/**
 * The page data of the store locator as the server would send it with other block settings or a
 * map style: the page's API answer is changed, so the page is opened from another page.
 */
async function withPageData(context: BrowserContext, change: (data: Record<string, unknown>) => void) {
  await context.route('**/api/storefront/page?*', async (route) => {
    const response = await route.fetch();
    const data = (await response.json()) as Record<string, unknown>;
    if (data.route === 'stores') change(data);
    await route.fulfill({ response, json: data });
  });
}

async function openFromFooter(page: Page) {
  await page.goto('/hakkimizda');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Mağazalarımız' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mağazalarımız' })).toBeVisible();
}

async function mapReady(page: Page) {
  const { canvas } = locator(page);
  await expect(canvas.locator('canvas.maplibregl-canvas')).toBeVisible();
  await expect(canvas).toHaveAttribute('data-zoom', /\d/);
}

test('the page lists a page of the stores, filters by city and town, and the URL reproduces the view', async ({ page, baseURL, isMobile }) => {
  const external = offSite(page, baseURL ?? '');
  const refused: string[] = [];
  page.on('console', (m) => { if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text()); });
  const calls = storeListCalls(page);
  const pageCalls: string[] = [];
  page.on('request', (r) => { if (new URL(r.url()).pathname === '/api/storefront/page') pageCalls.push(r.url()); });

  await page.goto('/magazalar');
  const { list, markers, count, canvas } = locator(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Mağazalarımız' })).toBeVisible();
  await expect(count).toHaveText(`${String(TOTAL)} mağaza`);
  await expect(list).toHaveCount(PAGE_SIZE);
  await mapReady(page);
  await expect(markers).toHaveCount(PAGE_SIZE);
  // The default view: the block's zoom 6, divided by 1.3 on phones.
  await expect(canvas).toHaveAttribute('data-zoom', isMobile ? String(Math.round((6 / 1.3) * 100) / 100) : '6');
  // The first list came with the page: nothing was asked for it.
  expect(calls).toHaveLength(0);
  // A store's entry: name, place, group, address, phone to call and opening hours.
  const first = list.first();
  await expect(first.getByRole('heading', { level: 2 })).not.toBeEmpty();
  await expect(first.locator('a[href^="tel:"]')).toHaveAttribute('href', /^tel:\+?\d{10,}$/);
  await expect(first).toContainText('Çalışma saatleri');
  // No town picker before a city is chosen.
  await expect(page.getByRole('combobox', { name: 'İlçe' })).toHaveCount(0);

  // A city: its stores, in the list and on the map, and in the URL.
  await page.getByRole('combobox', { name: 'Şehir' }).selectOption('İzmir');
  await expect(page).toHaveURL(/\/magazalar\?city=%C4%B0zmir$/);
  await expect(list).toHaveCount(3);
  await expect(markers).toHaveCount(3);
  await expect(count).toHaveText('3 mağaza');
  for (const text of await list.allTextContents()) expect(text).toContain('İzmir');
  for (const marker of await markers.all()) await expect(marker).toHaveAttribute('aria-label', /İzmir/);
  expect(calls.at(-1)?.get('city')).toBe('İzmir');
  expect(calls.at(-1)?.get('pg')).toBe('1');
  // Fitted to the city's stores: closer than the country view, not closer than a store's.
  const zoom = async () => Number(await canvas.getAttribute('data-zoom'));
  await expect.poll(zoom).toBeGreaterThan(6);
  expect(await zoom()).toBeLessThanOrEqual(13);
  // The city's towns can now be picked.
  await expect(page.getByRole('combobox', { name: 'İlçe' })).toBeVisible();

  // And a town of the city.
  await page.getByRole('combobox', { name: 'İlçe' }).selectOption('Bornova');
  await expect(page).toHaveURL(/\/magazalar\?city=%C4%B0zmir&town=Bornova$/);
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText('Bornova AVM');
  await expect(markers).toHaveCount(1);
  expect(calls.at(-1)?.get('town')).toBe('Bornova');
  // The changes asked the store list, not the page again.
  expect(pageCalls).toEqual([]);

  // A reload shows the same view, with the pickers set.
  await page.reload();
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText('Bornova AVM');
  await expect(page.getByRole('combobox', { name: 'Şehir' })).toHaveValue('İzmir');
  await expect(page.getByRole('combobox', { name: 'İlçe' })).toHaveValue('Bornova');
  await mapReady(page);
  await expect(markers).toHaveCount(1);

  // A group, from a link: the list and the markers follow.
  await page.goto('/magazalar?city=%C4%B0zmir&group=Cadde+Ma%C4%9Fazas%C4%B1');
  await expect(list).toHaveCount(2);
  for (const text of await list.allTextContents()) expect(text).toContain('Cadde Mağazası');
  await mapReady(page);
  await expect(markers).toHaveCount(2);
  await page.goBack();
  await expect(list).toHaveCount(1);

  // Clearing the filters: every store.
  await page.getByRole('link', { name: 'Filtreleri temizle' }).click();
  await expect(page).toHaveURL(/\/magazalar$/);
  await expect(list).toHaveCount(PAGE_SIZE);
  await expect(count).toHaveText(`${String(TOTAL)} mağaza`);

  expect(external).toEqual([]);
  expect(refused).toEqual([]);
  // Nothing spills sideways at any width.
  expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
});

test('pages of 12 stores with pg; a page past the end shows the last one', async ({ page }) => {
  const calls = storeListCalls(page);
  await page.goto('/magazalar');
  const { list, markers, pagination } = locator(page);
  await expect(list).toHaveCount(PAGE_SIZE);
  const firstPage = await list.locator('h2').allTextContents();
  await expect(pagination.getByRole('link', { name: 'Sayfa 1' })).toHaveAttribute('aria-current', 'page');
  // Page links are real links: each page has its own address.
  await expect(pagination.getByRole('link', { name: 'Sayfa 2' })).toHaveAttribute('href', '/magazalar?pg=2');

  await pagination.getByRole('link', { name: 'Sayfa 2' }).click();
  await expect(page).toHaveURL(/\/magazalar\?pg=2$/);
  await expect(pagination.getByRole('link', { name: 'Sayfa 2' })).toHaveAttribute('aria-current', 'page');
  await expect(list).toHaveCount(PAGE_SIZE);
  const secondPage = await list.locator('h2').allTextContents();
  expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
  expect(calls.at(-1)?.get('pg')).toBe('2');
  await mapReady(page);
  await expect(markers).toHaveCount(PAGE_SIZE);

  await pagination.getByRole('link', { name: 'Sonraki' }).click();
  await expect(page).toHaveURL(/\/magazalar\?pg=3$/);
  await expect(list).toHaveCount(TOTAL - 2 * PAGE_SIZE);

  // Past the end: the last page.
  await page.goto('/magazalar?pg=9');
  await expect(list).toHaveCount(TOTAL - 2 * PAGE_SIZE);
  await expect(pagination.getByRole('link', { name: 'Sayfa 3' })).toHaveAttribute('aria-current', 'page');
  // A bad page number: the first.
  await page.goto('/magazalar?pg=abc');
  await expect(pagination.getByRole('link', { name: 'Sayfa 1' })).toHaveAttribute('aria-current', 'page');
  await expect(list.locator('h2')).toHaveText(firstPage);
});

test('a marker’s popup gives the store’s address, phone and opening hours; a chosen store is shown at zoom 13', async ({ page }) => {
  await page.goto('/magazalar?city=Ankara');
  const { list, markers, popup, canvas } = locator(page);
  await mapReady(page);
  await expect(markers).toHaveCount(2);
  const marker = markers.first();
  const name = ((await marker.getAttribute('aria-label')) ?? '').split(', ')[0] ?? '';
  const entry = list.filter({ has: page.getByRole('heading', { name, exact: true }) });
  const address = (await entry.locator('.store-entry__address').textContent()) ?? '';
  const phone = (await entry.locator('a[href^="tel:"]').textContent()) ?? '';
  const hours = (await entry.locator('.store-entry__hours bdi').textContent()) ?? '';
  expect([address, phone, hours].every((text) => text.length > 3)).toBe(true);

  await marker.click();
  await expect(popup).toContainText(name);
  await expect(popup).toContainText(address);
  await expect(popup).toContainText(phone);
  await expect(popup).toContainText(hours);
  // The marker content text, a line each: address, town/city, phone, opening hours.
  await expect(popup.locator('.store-popup__line')).toHaveText([address, 'Çankaya/Ankara', phone, hours]);
  await expect(canvas).toHaveAttribute('data-zoom', '13');
  await expect(entry.getByRole('button', { name: `${name} haritada göster` })).toHaveAttribute('aria-pressed', 'true');

  // The other store from its entry in the list.
  const other = list.filter({ hasNot: page.getByRole('heading', { name, exact: true }) });
  const otherName = (await other.locator('h2').textContent()) ?? '';
  await other.getByRole('button', { name: `${otherName} haritada göster` }).click();
  await expect(popup).toContainText(otherName);
  await expect(canvas.locator('.store-marker--selected')).toHaveAttribute('aria-label', new RegExp(`^${otherName}, `));
  await expect(canvas).toHaveAttribute('data-zoom', '13');
});

test('the nearest of all stores is found from the location and shown at zoom 14', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  // In Manisa: its outlet is the nearest store, wherever the list was.
  await context.setGeolocation({ latitude: 38.6191, longitude: 27.4289 });
  await page.goto('/magazalar?group=AVM+Ma%C4%9Fazas%C4%B1');
  const { list, canvas, popup } = locator(page);
  await mapReady(page);
  await page.getByRole('button', { name: 'Bana en yakın mağaza' }).click();
  const notice = page.getByTestId('store-locator-notice');
  await expect(notice).toContainText('Size en yakın mağaza: Manisa Outlet');
  await expect(notice).toContainText(' km)');
  // Its city is picked (the other filters go), and it is chosen on the map.
  await expect(page).toHaveURL(/\/magazalar\?city=Manisa$/);
  await expect(page.getByRole('combobox', { name: 'Şehir' })).toHaveValue('Manisa');
  await expect(list).toHaveCount(1);
  await expect(list.first().getByRole('button', { name: 'Manisa Outlet haritada göster' })).toHaveAttribute('aria-pressed', 'true');
  await expect(canvas).toHaveAttribute('data-zoom', '14');
  await expect(popup).toContainText('Manisa Outlet');
});

test('values the shop does not know are ignored', async ({ page }) => {
  await page.goto('/magazalar?city=Atlantis&group=Yok&pg=2');
  const { list, count, pagination } = locator(page);
  // The unknown city and group are no filter: every store, on the page asked for.
  await expect(count).toHaveText(`${String(TOTAL)} mağaza`);
  await expect(list).toHaveCount(PAGE_SIZE);
  await expect(pagination.getByRole('link', { name: 'Sayfa 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('combobox', { name: 'Şehir' })).toHaveValue('');
  await expect(page.getByRole('link', { name: 'Filtreleri temizle' })).toHaveCount(0);

  // A known city with an unknown town: the city's stores.
  await page.goto('/magazalar?city=%C4%B0zmir&town=Hi%C3%A7bir');
  await expect(list).toHaveCount(3);
  await expect(page.getByRole('combobox', { name: 'İlçe' })).toHaveValue('');
  // Picking from there drops the unknown value from the URL.
  await page.getByRole('combobox', { name: 'İlçe' }).selectOption('Bornova');
  await expect(page).toHaveURL(/\/magazalar\?city=%C4%B0zmir&town=Bornova$/);
  await expect(list).toHaveCount(1);
});

test('the page in Arabic: right to left, the same filters', async ({ page, isMobile }) => {
  await page.goto('/ar/magazalar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const { list, markers, popup } = locator(page);
  await expect(page.getByRole('heading', { level: 1, name: 'متاجرنا' })).toBeVisible();
  await expect(list).toHaveCount(PAGE_SIZE);
  await mapReady(page);
  await page.getByRole('combobox', { name: 'المدينة' }).selectOption('İzmir');
  await expect(page).toHaveURL(/\/ar\/magazalar\?city=%C4%B0zmir$/);
  await expect(list).toHaveCount(3);
  await expect(markers).toHaveCount(3);
  await markers.first().click();
  await expect(popup.locator('.store-popup')).toHaveAttribute('dir', 'rtl');
  if (!isMobile) {
    // The list runs down the start side: the right in Arabic.
    const listBox = await page.locator('.stores-page__list').boundingBox();
    const mapBox = await page.locator('.stores-page__map').boundingBox();
    expect(listBox && mapBox && listBox.x > mapBox.x).toBe(true);
  }
  expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
});

test('the home block and the footer lead to the page', async ({ page }) => {
  await page.goto('/');
  const block = page.locator('#magazalar');
  await block.scrollIntoViewIfNeeded();
  await block.getByRole('link', { name: 'Tüm mağazalar' }).click();
  await expect(page).toHaveURL(/\/magazalar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mağazalarımız' })).toBeVisible();
  await expect(locator(page).list).toHaveCount(PAGE_SIZE);
  await expect(page).toHaveTitle(/^Mağazalarımız \| /);

  await page.goto('/hakkimizda');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Mağazalarımız' }).click();
  await expect(page).toHaveURL(/\/magazalar$/);
  await expect(locator(page).list).toHaveCount(PAGE_SIZE);
});

test('the offline map names Turkey’s provinces where they fit', async ({ page, isMobile }) => {
  await page.goto('/magazalar');
  await mapReady(page);
  // At a phone's default zoom (6 / 1.3) Turkey is too small for names: one step closer shows them.
  if (isMobile) await locator(page).canvas.getByRole('button', { name: 'Yakınlaştır' }).click();
  const shown = page.locator('.store-map__province--shown');
  await expect.poll(() => shown.count()).toBeGreaterThan(5);
  // Only whole names inside the map, none over another.
  const map = await page.locator('.stores-page__map .store-map').boundingBox();
  const boxes = [];
  for (const name of await shown.all()) boxes.push(await name.boundingBox());
  for (const [i, a] of boxes.entries()) {
    if (!a || !map) throw new Error('a shown name has no box');
    expect(a.x >= map.x && a.y >= map.y && a.x + a.width <= map.x + map.width && a.y + a.height <= map.y + map.height).toBe(true);
    for (const b of boxes.slice(i + 1)) {
      if (!b) continue;
      expect(a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y).toBe(true);
    }
  }
  // Names in Turkish spelling (Natural Earth writes them without Turkish letters).
  expect((await shown.allTextContents()).some((name) => /[çğıİöşü]/.test(name))).toBe(true);
});

test('the pickers are those the block’s settings show: country and group too', async ({ page, context }) => {
  await withPageData(context, (data) => {
    data.settings = { ...(data.settings as object), DISPLAY_COUNTRY: 1, DISPLAY_GROUP: 1, DISPLAY_TOWN: 0 };
  });
  const countries: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/Diger/map-countries.txt')) countries.push(r.url()); });
  await openFromFooter(page);
  const { list, markers, count, canvas } = locator(page);
  await mapReady(page);

  // A country: the map centres on it (the map countries list), at the block's zoom.
  const country = page.getByRole('combobox', { name: 'Ülke' });
  await country.selectOption('TR');
  await expect(page).toHaveURL(/\/magazalar\?country=TR$/);
  await expect(country).toHaveValue('TR');
  await expect(count).toHaveText(`${String(TOTAL)} mağaza`);
  await expect.poll(() => countries.length).toBe(1);
  await expect(canvas).toHaveAttribute('data-zoom', /^(6|4\.62)$/);

  // A group: its stores, in the list, on the map and in the URL.
  await page.getByRole('combobox', { name: 'Mağaza türü' }).selectOption('Outlet');
  await expect(page).toHaveURL(/\/magazalar\?country=TR&group=Outlet$/);
  await expect(list).toHaveCount(3);
  await expect(markers).toHaveCount(3);
  for (const text of await list.allTextContents()) expect(text).toContain('Outlet');

  // Then a city among the group's: no town picker, as the settings say.
  await page.getByRole('combobox', { name: 'Şehir' }).selectOption('Tekirdağ');
  await expect(page).toHaveURL(/\/magazalar\?country=TR&city=Tekirda%C4%9F&group=Outlet$/);
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText('Çorlu Outlet');
  await expect(page.getByRole('combobox', { name: 'İlçe' })).toHaveCount(0);
});

test('a map style of the shop’s own replaces the offline map, with the same markers and popups', async ({ page, context }) => {
  // The shop's style, served here for the test: a plain background and one line of its own.
  const style = {
    version: 8,
    sources: { shop: { type: 'geojson', data: { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: [[26, 36], [45, 42]] } } } },
    layers: [
      { id: 'shop-background', type: 'background', paint: { 'background-color': '#ddeeff' } },
      { id: 'shop-line', type: 'line', source: 'shop', paint: { 'line-color': '#333', 'line-width': 2 } },
    ],
  };
  const styleRequests: string[] = [];
  await context.route('**/e2e-shop-style.json', async (route) => {
    styleRequests.push(route.request().url());
    await route.fulfill({ json: style });
  });
  await withPageData(context, (data) => {
    data.mapStyle = '/e2e-shop-style.json';
  });
  const baseMap: string[] = [];
  page.on('request', (r) => { if (r.url().includes('base-map')) baseMap.push(r.url()); });

  await openFromFooter(page);
  const { markers, popup, canvas } = locator(page);
  await mapReady(page);
  expect(styleRequests).toHaveLength(1);
  expect(baseMap).toEqual([]);
  await expect(page.locator('.store-map__provinces')).toHaveCount(0);
  await expect(markers).toHaveCount(PAGE_SIZE);
  await markers.first().click();
  await expect(popup.locator('.store-popup__line')).not.toHaveCount(0);
  await expect(canvas).toHaveAttribute('data-zoom', '13');
});
