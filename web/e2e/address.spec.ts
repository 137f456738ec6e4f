// A member's address book on the account page: the region cascade on real data (Turkey, İstanbul,
// Kadıköy, a mahalle whose postcode fills in), a corporate invoice address with a tax office found
// by typing 'kadık', the list with its edit and delete, the form's own checks, a region list that
// fails to load turning into free text, and the same in Arabic (right to left).
// Desktop and mobile; screenshots of the cascade, the tax-office picker and the book are attached.
import { type Locator, type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './app-test';

// The demo member the server seeds (crates/vitrin/src/customer/store.rs).
const DEMO_EMAIL = 'demo@example.com';
const DEMO_PASSWORD = 'Vitrin.2026';

/** A title no other test of this worker's server uses, so cards are found by it. */
function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

async function signIn(page: Page) {
  await page.goto('/uye-girisi-sayfasi');
  const form = page.getByRole('form', { name: 'Üye Girişi' });
  await form.getByLabel('E-posta adresi').fill(DEMO_EMAIL);
  await form.getByLabel('Şifre').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Giriş yap' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** From the home page in `language`, through the account menu to the address book. */
async function openAddressBook(page: Page, language: '' | 'ar' = ''): Promise<Locator> {
  await page.goto(language === '' ? '/' : `/${language}`);
  await page.getByTestId('account-button').click();
  await page.getByRole('menuitem').first().click();
  const book = page.getByTestId('address-book');
  await expect(book).toBeVisible();
  return book;
}

/** Types into a searchable select and picks the option named `option` from its list. */
async function choose(page: Page, id: string, typed: string, option: RegExp) {
  const input = page.locator(`#${id}`);
  await expect(input).toBeEnabled();
  await input.fill(typed);
  await page.locator(`#${id}-menu`).getByRole('option', { name: option }).first().click();
  await expect(input).toHaveValue(option);
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  // Transitions are finished by the screenshot itself (the page's policy forbids evaluated waits).
  await page.screenshot({ path, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Turkey (the default), İstanbul, Kadıköy, and 'cafera' typed in the mahalle's search. */
/** The demo member's address book with its form for a new address open. */
async function openNewAddressForm(page: Page): Promise<{ book: Locator; form: Locator }> {
  await signIn(page);
  const book = await openAddressBook(page);
  await book.getByRole('button', { name: 'Yeni adres ekle' }).click();
  return { book, form: page.getByRole('form', { name: 'Yeni adres' }) };
}

async function pickKadikoy(page: Page, prefix: string, turkey: string | RegExp = 'Türkiye') {
  await expect(page.locator(`#${prefix}-country`)).toHaveValue(turkey);
  await choose(page, `${prefix}-city`, 'istanbul', /^İstanbul$/);
  await choose(page, `${prefix}-town`, 'KADIK', /^Kadıköy$/);
  const district = page.locator(`#${prefix}-district`);
  await expect(district).toBeEnabled();
  await district.fill('cafera');
  await expect(page.locator(`#${prefix}-district-menu`).getByRole('option', { name: /Caferağa/i })).toBeVisible();
}

test('a shopper adds a corporate address through the cascade and the tax-office picker, then edits and deletes it', async ({
  page,
}, testInfo) => {
  const title = uniqueTitle('İş');
  const { book, form } = await openNewAddressForm(page);
  await expect(form).toBeVisible();

  // Sent empty (once Turkey's cities are listed): the form's own checks, in Turkish.
  await expect(page.locator('#address-new-city')).toBeEnabled();
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(form.locator('#address-new-title-error')).toHaveText('Bu alan boş bırakılamaz');
  await expect(form.locator('#address-new-city-error')).toHaveText('Bu alan boş bırakılamaz');
  await expect(form.locator('#address-new-postcode-error')).toHaveText('Bu alan boş bırakılamaz');

  await form.getByLabel('Adres başlığı').fill(title);
  await form.getByLabel('Adres', { exact: true }).fill('Moda Caddesi No: 12 D: 3');

  // The cascade: İstanbul, Kadıköy, then a mahalle fills the postcode.
  await pickKadikoy(page, 'address-new');
  await attachScreenshot(page, testInfo, 'cascade');
  await page.locator('#address-new-district-menu').getByRole('option', { name: /Caferağa/i }).first().click();
  await expect(form.getByLabel('Posta kodu')).toHaveValue('34710');
  // Chosen levels lose their errors, and so does the postcode the mahalle filled in.
  await expect(form.locator('#address-new-city-error')).toBeHidden();
  await expect(form.locator('#address-new-postcode-error')).toBeHidden();

  // Corporate invoice: a wrong VKN is refused, the tax office is found by typing 'kadık'.
  await form.getByLabel('Kurumsal').check();
  await form.getByLabel('Firma adı').fill('Örnek Tekstil A.Ş.');
  await form.getByLabel('Vergi numarası').fill('1234567891');
  const office = page.locator('#address-new-tax_office');
  await expect(office).toBeEnabled();
  await office.fill('kadık');
  const officeMenu = page.locator('#address-new-tax_office-menu');
  await expect(officeMenu.getByRole('option', { name: /Kadıköy/ }).first()).toBeVisible();
  await attachScreenshot(page, testInfo, 'tax-office-picker');
  await officeMenu.getByRole('option', { name: /Kadıköy/ }).first().click();
  await expect(office).toHaveValue(/Kadıköy/);
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(form.locator('#address-new-vkn-error')).toHaveText('Geçerli bir vergi numarası giriniz');
  await form.getByLabel('Vergi numarası').fill('1234567890');
  await form.getByLabel('E-fatura mükellefiyim').check();
  await form.getByLabel('Varsayılan fatura adresim olsun').check();
  await form.getByRole('button', { name: 'Kaydet' }).click();

  // Listed in the book with its place, postcode and invoice.
  await expect(form).toBeHidden();
  const card = book.getByTestId('address-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Caferağa');
  await expect(card).toContainText('Kadıköy');
  await expect(card).toContainText('İstanbul');
  await expect(card).toContainText('34710');
  await expect(card).toContainText('Örnek Tekstil A.Ş.');
  await expect(card).toContainText('1234567890');
  await expect(card).toContainText('Varsayılan fatura');
  await card.scrollIntoViewIfNeeded();
  await attachScreenshot(page, testInfo, 'address-book');

  // Edited with the same form, its values in place; still there after a reload.
  const renamed = `${title} (yeni)`;
  await card.getByRole('button', { name: `${title} adresini düzenle` }).click();
  const edit = page.getByRole('form', { name: 'Adresi düzenle' });
  await expect(edit.getByLabel('Adres başlığı')).toHaveValue(title);
  await expect(edit.getByLabel('Posta kodu')).toHaveValue('34710');
  await expect(edit.locator('[id$="-district"]')).toHaveValue(/Caferağa/i);
  await expect(edit.locator('[id$="-tax_office"]')).toHaveValue(/Kadıköy/);
  await edit.getByLabel('Adres başlığı').fill(renamed);
  await edit.getByRole('button', { name: 'Kaydet' }).click();
  await expect(edit).toBeHidden();
  const renamedCard = book.getByTestId('address-card').filter({ hasText: renamed });
  await expect(renamedCard).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('address-card').filter({ hasText: renamed })).toBeVisible();

  // Deleted after the confirmation.
  const again = page.getByTestId('address-card').filter({ hasText: renamed });
  await again.getByRole('button', { name: `${renamed} adresini sil` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByTestId('address-card').filter({ hasText: renamed })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('address-book')).toBeVisible();
  await expect(page.getByTestId('address-card').filter({ hasText: renamed })).toHaveCount(0);
});

test('an individual address needs a TCKN with valid check digits in Turkey', async ({ page }) => {
  const title = uniqueTitle('Ev');
  const { book, form } = await openNewAddressForm(page);
  await form.getByLabel('Adres başlığı').fill(title);
  await form.getByLabel('Adres', { exact: true }).fill('Bağdat Caddesi No: 5');
  await pickKadikoy(page, 'address-new');
  await page.locator('#address-new-district-menu').getByRole('option', { name: /Caferağa/i }).first().click();
  await expect(form.getByLabel('Posta kodu')).toHaveValue('34710');

  // Another town clears the mahalle and the postcode; back to Kadıköy, the mahalle is chosen again.
  await choose(page, 'address-new-town', 'üsküd', /^Üsküdar$/);
  await expect(page.locator('#address-new-district')).toHaveValue('');
  await expect(form.getByLabel('Posta kodu')).toHaveValue('');
  await choose(page, 'address-new-town', 'kadıköy', /^Kadıköy$/);
  await choose(page, 'address-new-district', 'cafera', /Caferağa/i);
  await expect(form.getByLabel('Posta kodu')).toHaveValue('34710');

  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(form.locator('#address-new-tckn-error')).toHaveText('Bu alan boş bırakılamaz');
  const tckn = form.getByLabel('T.C. kimlik numarası');
  // Only digits are taken, at most 11.
  await tckn.fill('1000000014a');
  await expect(tckn).toHaveValue('1000000014');
  await tckn.pressSequentially('78');
  await expect(tckn).toHaveValue('10000000147');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(form.locator('#address-new-tckn-error')).toHaveText('Geçerli bir T.C. kimlik numarası giriniz');
  await tckn.fill('10000000146');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(form).toBeHidden();
  await expect(book.getByTestId('address-card').filter({ hasText: title })).toContainText('Bireysel');
});

test('a foreign address has free-text levels where the data has no list, and no TCKN', async ({ page }) => {
  const title = uniqueTitle('Berlin');
  const { book, form } = await openNewAddressForm(page);
  await form.getByLabel('Adres başlığı').fill(title);
  await form.getByLabel('Adres', { exact: true }).fill('Unter den Linden 1');
  // Germany's province field is hidden (spec section 9) and it has no city list: the city is text.
  await choose(page, 'address-new-country', 'alman', /^Almanya$/);
  // Turkey's city list (a combobox and its listbox, both under the label) gives way to one text box.
  await expect(page.getByRole('combobox', { name: 'Şehir' })).toHaveCount(0);
  const city = form.getByLabel('Şehir');
  await expect(city).toBeEditable();
  await expect(page.locator('#address-new-state')).toHaveCount(0);
  await city.fill('Berlin');
  await form.getByLabel('Posta kodu').fill('10115');
  await expect(form.getByText('Yabancı uyruklu müşteriler için zorunlu değildir.')).toBeVisible();
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(form).toBeHidden();
  const card = book.getByTestId('address-card').filter({ hasText: title });
  await expect(card).toContainText('Berlin');
  await expect(card).toContainText('Almanya');
  await expect(card).toContainText('10115');
});

test('a region list that fails to load turns its level into free text', async ({ page }) => {
  await page.route('**/srv/service/region/get-towns/**', (route) => route.abort());
  const { form } = await openNewAddressForm(page);
  await choose(page, 'address-new-city', 'İstan', /^İstanbul$/);

  // The town and the mahalle under it are text inputs, not lists.
  await expect(page.getByRole('combobox', { name: 'İlçe' })).toHaveCount(0);
  const town = form.getByLabel('İlçe');
  await expect(town).toBeEditable();
  await expect(page.getByRole('combobox', { name: 'Mahalle / Köy' })).toHaveCount(0);
  await town.fill('Kadıköy');
  await form.getByLabel('Mahalle / Köy').fill('Caferağa');
  await form.getByLabel('Posta kodu').fill('3471');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  // The postcode is checked against Turkey's pattern instead of a district.
  await expect(form.locator('#address-new-postcode-error')).toHaveText('Posta kodu geçerli değil');
});

test('the address book in Arabic is laid out right to left', async ({ page }, testInfo) => {
  const title = uniqueTitle('منزل');
  await signIn(page);
  const book = await openAddressBook(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await book.getByRole('button', { name: 'إضافة عنوان جديد' }).click();
  const form = page.getByRole('form', { name: 'عنوان جديد' });
  await form.getByLabel('اسم العنوان').fill(title);
  await form.getByLabel('العنوان', { exact: true }).fill('Moda Caddesi No: 1');
  await form.getByLabel('رقم الهوية التركية').fill('10000000146');
  await pickKadikoy(page, 'address-new', /تركيا/);
  await attachScreenshot(page, testInfo, 'cascade-ar');
  await page.locator('#address-new-district-menu').getByRole('option', { name: /Caferağa/i }).first().click();
  await expect(form.getByLabel('الرمز البريدي')).toHaveValue('34710');

  // Mirrored: a select's open button sits at the left end, where its text ends.
  const city = await page.locator('#address-new-city').boundingBox();
  const toggle = await page.locator('#address-new-city-toggle').boundingBox();
  expect(city && toggle && toggle.x + toggle.width / 2 < city.x + city.width / 2).toBe(true);

  await form.getByRole('button', { name: 'حفظ' }).click();
  await expect(form).toBeHidden();
  const card = book.getByTestId('address-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: 'تعديل' })).toBeVisible();
  // Latin names and the phone keep their own order inside the right-to-left card.
  await expect(card.locator('bdi[dir="ltr"]')).toHaveText('+90 (555) 123 45 67');
  await card.scrollIntoViewIfNeeded();
  await attachScreenshot(page, testInfo, 'address-book-ar');
  await card.screenshot({ path: testInfo.outputPath('address-card-ar.png') });
});
