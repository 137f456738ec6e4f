// The catalog attributes of a product page as a shopper uses them (spec sections 8 and 9): resting
// on an option shows its product's image (catalog attributes with images) and asks catalog
// get-product for its product, and choosing it then goes there without asking again (the answer
// is kept); quick changes of the select ask once, for the last choice; a failed call tells the
// shopper 'Ürün bilgileri alınırken bir hata oluştu' (get-product) or 'Ürün özellikleri yüklenirken
// bir hata oluştu' (attributes) and the page stays.
import { type Page, type Request } from '@playwright/test';
import { expect, test } from './app-test';

/** A seeded dress of a model whose other fabric and fit are other products. */
const PRODUCT = '/kadife-kiz-cocuk-elbise-250';

function getProductCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/srv/service/catalog/get-product')) calls.push(request);
  });
  return calls;
}

test('resting on an option fetches its product once, and choosing it goes there', async ({ page, isMobile }) => {
  test.skip(isMobile, 'a phone has no pointer to rest on an option');
  const calls = getProductCalls(page);
  await page.goto(PRODUCT);
  const attributes = page.getByTestId('catalog-attributes');
  const slim = attributes.getByRole('link', { name: 'Slim' });
  await slim.hover();
  const preview = page.getByTestId('attribute-preview');
  await expect(preview).toContainText('Slim');
  await expect(preview.locator('img')).toHaveJSProperty('complete', true);
  await expect(preview.locator('img')).not.toHaveJSProperty('naturalWidth', 0);
  await expect.poll(() => calls.length).toBe(1);
  const form = new URLSearchParams(calls[0]?.postData() ?? '');
  expect(form.get('option_id')).toBe('5');
  expect(form.get('product_id')).toBe('250');
  expect(form.getAll('attribute[0][id]')).toEqual(['3']);
  await slim.click();
  await page.waitForURL((url) => url.pathname === '/gokkusagi-baskili-sardonlu-kiz-cocuk-pantolon-takimi-251');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gökkuşağı Baskılı Şardonlu Kız Çocuk Pantolon Takımı');
  expect(calls).toHaveLength(1);
});

test('quick changes of an option ask once, for the last choice', async ({ page }) => {
  const calls = getProductCalls(page);
  await page.goto(PRODUCT);
  const fabric = page.getByTestId('catalog-attributes').getByLabel('Kumaş');
  // Three choices well inside the 300 ms debounce however loaded the machine is: one task.
  type Select = { value: string; options: ArrayLike<{ label: string; value: string }>; dispatchEvent(event: Event): boolean };
  await fabric.evaluate(
    (select: Select, labels: string[]) => {
      for (const label of labels) {
        select.value = Array.from(select.options).find((option) => option.label === label)?.value ?? '';
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
    },
    ['Organik Pamuk', 'Keten Karışımlı', 'Organik Pamuk'],
  );
  await page.waitForURL((url) => url.pathname === '/yildiz-desenli-likrali-erkek-bebek-pantolon-takimi-252');
  expect(calls).toHaveLength(1);
  expect(new URLSearchParams(calls[0]?.postData() ?? '').get('option_id')).toBe('2');
});

test('a failed product call is told and the page stays', async ({ page }) => {
  await page.route('**/srv/service/catalog/get-product**', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto(PRODUCT);
  await page.getByTestId('catalog-attributes').getByRole('link', { name: 'Slim' }).click();
  await expect(page.getByText('Ürün bilgileri alınırken bir hata oluştu', { exact: true })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(PRODUCT);
});

test('attributes that fail to load are told', async ({ page, isMobile }) => {
  test.skip(isMobile, 'a phone has no pointer to rest on an option');
  await page.route('**/srv/service/catalog/attributes**', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto(PRODUCT);
  const attributes = page.getByTestId('catalog-attributes');
  await attributes.getByRole('link', { name: 'Slim' }).hover();
  await expect(attributes.getByRole('alert')).toHaveText('Ürün özellikleri yüklenirken bir hata oluştu');
  expect(new URL(page.url()).pathname).toBe(PRODUCT);
});
