// The size advisor ("Bedenimi bul") as a shopper uses it on a girls' product that is made in
// "5-6 Yaş": at phone width, 5 years and 116 cm give that size with its reason, the size is marked
// in the variant picker and "Bu bedeni seç" chooses it; a height of 300 cm is refused beside its
// field; in Arabic the dialog asks and answers in Arabic, right to left; a member saves a child in
// the account ("Çocuklarım"), changes its height, sees it in "Verilerim", picks it on the product
// page for the advice, and deletes it after a confirmation. The dialog, with its errors and with
// its answer, passes axe's WCAG 2.1 A and AA checks.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './app-test';
import { signUpAndIn } from './shop-calls';

const SIZE = '5-6 Yaş';

interface ProductData {
  product: {
    URL: string;
    SIZE_ADVISOR: boolean;
    VARIANT2_LIST: { ID: number; NAME: string }[];
    VARIANT_DATA: { ID: number; TYPE1_ID: number; TYPE2_ID: number; STOCK: number }[];
  };
}

/** A girls' product offering the advisor, with a colour that has "5-6 Yaş" and another size in
 * stock: its page opened on that other size, and the variant "5-6 Yaş" is in that colour. */
interface Plan {
  path: string;
  advisedVariant: number;
}

async function pageData<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(`/api/storefront/page?path=${encodeURIComponent(path)}`);
  expect(answer.ok(), path).toBe(true);
  return (await answer.json()) as T;
}

async function girlsProduct(request: APIRequestContext): Promise<Plan> {
  const list = await pageData<{ products: { URL: string }[] }>(request, '/kiz-cocuk');
  for (const card of list.products.slice(0, 24)) {
    const { product } = await pageData<ProductData>(request, card.URL);
    const size = product.VARIANT2_LIST.find((s) => s.NAME === SIZE);
    if (!product.SIZE_ADVISOR || !size) continue;
    for (const advised of product.VARIANT_DATA.filter((v) => v.TYPE2_ID === size.ID && v.STOCK > 0)) {
      const other = product.VARIANT_DATA.find((v) => v.TYPE1_ID === advised.TYPE1_ID && v.TYPE2_ID !== size.ID && v.STOCK > 0);
      if (other) return { path: `${product.URL}?variant=${String(other.ID)}`, advisedVariant: advised.ID };
    }
  }
  throw new Error(`no girls' product with the size advisor and ${SIZE} in stock beside another size`);
}

function advisor(page: Page, name = 'Bedenimi bul') {
  return page.getByRole('dialog', { name });
}

async function openAdvisor(page: Page, button = 'Bedenimi bul') {
  await page.getByTestId('variant-picker').getByRole('button', { name: button }).click();
  await expect(advisor(page, button)).toBeVisible();
}

/** axe's WCAG 2.1 A and AA findings in the open dialog. */
async function dialogViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** The dialog lies within the screen, and the page does not scroll sideways. */
async function expectFits(page: Page, name: string) {
  const box = await advisor(page, name).boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
}

test('at phone width, 5 years and 116 cm give 5-6 Yaş, marked and chosen in the picker', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the advisor is walked at phone width');
  const plan = await girlsProduct(request);
  await page.goto(plan.path);
  const picker = page.getByTestId('variant-picker');
  await expect(picker.getByRole('radio', { name: SIZE, exact: true })).not.toBeChecked();

  await openAdvisor(page);
  const dialog = advisor(page);
  await expectFits(page, 'Bedenimi bul');
  await dialog.getByLabel('Yaş', { exact: true }).selectOption('5');
  await dialog.getByLabel('Boy (cm)').fill('116');
  await dialog.getByRole('button', { name: 'Bedeni öner' }).click();

  await expect(dialog.getByTestId('advised-size')).toHaveText(SIZE);
  await expect(dialog.getByTestId('advice-reason')).toHaveText('Boy 116 cm: 5-6 Yaş.');
  // The table marks the row, and greys the sizes this product is not made in.
  await expect(dialog.locator('tr[data-recommended]')).toHaveCount(1);
  await expect(dialog.locator('tr[data-recommended] th')).toContainText(SIZE);
  await expect(dialog.locator('tr[data-missing]').first()).toBeVisible();
  await expectFits(page, 'Bedenimi bul');
  // The picker marks the size while the dialog is still open (the page behind it is hidden from
  // the accessibility tree, so it is found by its markup here).
  const badge = picker.locator('.choice[data-recommended]', { hasText: SIZE }).locator('.variant-picker__badge');
  await expect(badge).toHaveText('Önerilen');

  await dialog.getByRole('button', { name: 'Bu bedeni seç' }).click();
  await expect(dialog).toBeHidden();
  await expect(picker.getByRole('radio', { name: `${SIZE}, önerilen beden` })).toBeChecked();
  await expect(picker.locator('legend', { hasText: 'Beden' })).toContainText(`: ${SIZE}`);
  await expect(page).toHaveURL(new RegExp(`[?&]variant=${String(plan.advisedVariant)}(&|$)`));
  // The focus goes back to the button that opened the dialog.
  await expect(picker.getByRole('button', { name: 'Bedenimi bul' })).toBeFocused();
});

test('a height out of range and a missing age are refused beside their fields', async ({ page, request }) => {
  const plan = await girlsProduct(request);
  await page.goto(plan.path);
  await openAdvisor(page);
  const dialog = advisor(page);
  const height = dialog.getByLabel('Boy (cm)');
  await height.fill('300');
  await dialog.getByRole('button', { name: 'Bedeni öner' }).click();
  const ageField = dialog.locator('.member-field', { has: page.getByLabel('Yaş', { exact: true }) });
  await expect(ageField.getByRole('alert')).toHaveText('Lütfen 0 ile 16 yaş arasında bir yaş girin');

  await dialog.getByLabel('Yaş', { exact: true }).selectOption('5');
  await dialog.getByRole('button', { name: 'Bedeni öner' }).click();
  const heightField = dialog.locator('.member-field', { has: page.getByLabel('Boy (cm)') });
  await expect(heightField.getByRole('alert')).toHaveText('Boy 40 ile 190 cm arasında olmalıdır');
  await expect(height).toHaveAttribute('aria-invalid', 'true');
  await expect(ageField.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByTestId('size-advice')).toHaveCount(0);
  expect(await dialogViolations(page)).toEqual([]);

  // A weight typed with a decimal comma is taken; the corrected height gives the advice.
  await height.fill('116');
  await expect(heightField.getByRole('alert')).toHaveCount(0);
  await dialog.getByLabel('Kilo (kg)').fill('20,5');
  await dialog.getByRole('button', { name: 'Bedeni öner' }).click();
  await expect(dialog.getByTestId('advised-size')).toHaveText(SIZE);
  expect(await dialogViolations(page)).toEqual([]);
});

test('in Arabic the dialog asks and answers in Arabic, right to left', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'Arabic is walked at phone width');
  const plan = await girlsProduct(request);
  await page.goto(`/ar${plan.path}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await openAdvisor(page, 'اعثر على مقاسي');
  const dialog = advisor(page, 'اعثر على مقاسي');
  await dialog.getByLabel('السنوات').selectOption('5');
  await dialog.getByLabel('الطول (سم)').fill('116');
  await dialog.getByRole('button', { name: 'اقترح المقاس' }).click();
  await expect(dialog.getByTestId('advice-reason')).toHaveText('الطول 116 سم: 5-6 سنوات.');
  await expect(dialog.getByRole('button', { name: 'اختر هذا المقاس' })).toBeVisible();
  await expect(dialog.locator('caption')).toHaveText('جدول مقاسات البنات');
  await expectFits(page, 'اعثر على مقاسي');
  // The answer's block sits right to left: the close button at the dialog's left end.
  const close = await dialog.getByRole('button', { name: 'إغلاق' }).boundingBox();
  const box = await dialog.boundingBox();
  expect((close?.x ?? 1000) - (box?.x ?? 0)).toBeLessThan((box?.width ?? 0) / 2);
});

test('a member saves a child, changes its height, and gets the advice for it', async ({ page, request, outbox }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the member’s journey is walked on the desktop');
  const plan = await girlsProduct(request);
  await signUpAndIn(page, outbox, 'children');
  await page.goto('/hesabim');
  await page.getByRole('navigation', { name: 'Hesabım bölümleri' }).getByRole('link', { name: 'Çocuklarım' }).click();
  await expect(page).toHaveURL(/#cocuklarim$/);
  const section = page.getByTestId('child-profiles');
  await expect(section).toContainText('yalnızca ürün sayfalarındaki beden önerisi için kullanılır');
  await section.getByRole('button', { name: 'Çocuk ekle' }).click();

  // Born in January five years ago: five years old (and some months) today.
  const form = section.getByTestId('child-form');
  await form.getByLabel('Adı').fill('Ada');
  await form.getByLabel('Doğum yılı').selectOption(String(new Date().getFullYear() - 5));
  await form.getByLabel('Doğum ayı').selectOption({ label: 'Ocak' });
  await form.getByLabel('Boy (cm)').fill('300');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  const heightField = form.locator('.member-field', { has: page.getByLabel('Boy (cm)') });
  await expect(heightField.getByRole('alert')).toHaveText('Boy 40 ile 190 cm arasında olmalıdır');
  await form.getByLabel('Boy (cm)').fill('110,5');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.locator('.toast__message', { hasText: 'Çocuk profili kaydedildi' })).toBeVisible();
  const card = section.getByTestId('child-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Ada');
  await expect(card).toContainText(/5 yaş/);
  await expect(card).toContainText('110,5 cm');

  // A new height.
  await card.getByRole('button', { name: 'Ada bilgilerini düzenle' }).click();
  const edit = section.getByTestId('child-form');
  await expect(edit.getByLabel('Boy (cm)')).toHaveValue('110,5');
  await edit.getByLabel('Boy (cm)').fill('116');
  await edit.getByRole('button', { name: 'Kaydet' }).click();
  await expect(section.getByTestId('child-card')).toContainText('116 cm');

  // "Verilerim" lists the child too.
  const myData = page.getByTestId('my-data');
  const part = myData.getByTestId('my-data-part').filter({ hasText: 'Çocuk profilleri' });
  await expect(part).toContainText('(1)');
  await part.locator('summary').click();
  await expect(part).toContainText('Ada – doğum ayı Ocak');
  await expect(part).toContainText('boy 116 cm');

  // On the product page the saved child is offered instead of the measures.
  await page.goto(plan.path);
  await openAdvisor(page);
  const dialog = advisor(page);
  const choice = dialog.getByLabel('Kimin için?');
  const label = await choice.locator('option', { hasText: /^Ada · 5 yaş/ }).textContent();
  await choice.selectOption({ label: label ?? '' });
  await expect(dialog.getByLabel('Boy (cm)')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Bedeni öner' }).click();
  await expect(dialog.getByTestId('advice-reason')).toHaveText('Boy 116 cm: 5-6 Yaş.');
  await dialog.getByRole('button', { name: 'Bu bedeni seç' }).click();
  await expect(page.getByTestId('variant-picker').getByRole('radio', { name: `${SIZE}, önerilen beden` })).toBeChecked();

  // Deleted after a confirmation.
  await page.goto('/hesabim#cocuklarim');
  await section.getByRole('button', { name: 'Ada profilini sil' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Ada profili silinsin mi?');
  await confirm.getByRole('button', { name: 'Sil' }).click();
  await expect(page.locator('.toast__message', { hasText: 'Çocuk profili silindi' })).toBeVisible();
  await expect(section.getByTestId('child-card')).toHaveCount(0);
  await expect(section).toContainText('Henüz kayıtlı çocuğunuz yok');
});
