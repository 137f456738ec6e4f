// The phone widget as a shopper meets it on the registration page (spec sections 4, 5 and 9), at
// desktop and phone width, in Turkish and in Arabic: the flag list closed at first, 15 countries and
// 15 more on a scroll to its bottom, a search that finds Germany, the mask that follows the country,
// a pasted national number re-masked with the dial code, the keyboard, a list that comes late (and a
// login form sent meanwhile, which waits for it) or not at all. Screenshots of the open list and the
// masks are attached to the results.
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './app-test';

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(`${name}-${testInfo.project.name}`, { path, contentType: 'image/png' });
}

/** A paste into the field with this id, as the browser sends it with the text on the clipboard. */
async function paste(page: Page, id: string, text: string) {
  await page.locator(`#${id}`).focus();
  await page.evaluate(`(() => {
    const data = new DataTransfer();
    data.setData('text/plain', ${JSON.stringify(text)});
    const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    document.getElementById(${JSON.stringify(id)}).dispatchEvent(event);
  })()`);
}

test('the flag list opens on the flag, pages by 15, finds Germany and changes the mask', async ({ page }, testInfo) => {
  await page.goto('/uye-kayit');
  const phone = page.getByLabel('Cep telefonu');
  const flag = page.getByTestId('phone-country');
  const list = page.getByRole('listbox', { name: 'Ülkeler' });

  // Turkey to start with, the list closed, the guide shown.
  await expect(flag).toHaveAccessibleName('Ülke kodu: Türkiye +90');
  await expect(phone).toHaveAttribute('data-country', 'TR');
  await expect(phone).toHaveAttribute('data-pattern-length', '12');
  await expect(phone).toHaveValue('+90 (___) ___ __ __');
  await expect(list).toBeHidden();
  await expect(page.locator('img[src="/flags/tr.webp"]')).toBeVisible();

  await flag.click();
  await expect(flag).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByRole('option')).toHaveCount(15);
  await expect(list.getByRole('option').first()).toContainText('Türkiye');
  await attachScreenshot(page, testInfo, 'phone-list-open');
  // Scrolled to its bottom, the list shows 15 more.
  await page.evaluate("document.querySelector('[data-testid=phone-country-list]').scrollTop = 100000");
  await expect(list.getByRole('option')).toHaveCount(30);

  // The search looks through the whole list, without case.
  const search = page.getByRole('combobox', { name: 'Ülke ara' });
  await expect(search).toBeFocused();
  await search.fill('ALM');
  await expect(list.getByRole('option')).toHaveCount(1);
  await attachScreenshot(page, testInfo, 'phone-search-alm');
  await list.getByRole('option', { name: /Almanya/ }).click();

  await expect(list).toBeHidden();
  await expect(flag).toHaveAccessibleName(/^Ülke kodu: Almanya.* \+49$/);
  await expect(phone).toHaveAttribute('data-country', 'DE');
  await expect(phone).toHaveAttribute('data-dial-code', '49');
  await expect(phone).toHaveValue('+49 ____ _______');
  await expect(phone).toBeFocused();
  await phone.pressSequentially('15123456789');
  await expect(phone).toHaveValue('+49 1512 3456789');
  await expect(phone).toHaveAttribute('data-phone-valid', '1');
  await attachScreenshot(page, testInfo, 'phone-germany');

  // A click on the flag toggles the list; a click elsewhere closes it.
  await flag.click();
  await expect(list).toBeVisible();
  await flag.click();
  await expect(list).toBeHidden();
  await flag.click();
  await expect(list).toBeVisible();
  await page.getByRole('heading', { name: 'Üye Ol' }).click();
  await expect(list).toBeHidden();

  // Choosing a country clears the number: back to Turkey, found by 'türk' as typed with any case.
  await flag.click();
  await search.fill('TÜRKİYE');
  await list.getByRole('option', { name: /Türkiye/ }).click();
  await expect(phone).toHaveValue('+90 (___) ___ __ __');
  await expect(phone).toHaveAttribute('data-country', 'TR');
});

test("a national number pasted into the Turkish field gets Turkey's dial code", async ({ page }, testInfo) => {
  await page.goto('/uye-kayit');
  const phone = page.getByLabel('Cep telefonu');
  await expect(phone).toHaveAttribute('data-country', 'TR');
  await paste(page, 'register-phone', '0532 123 45 67');
  await expect(phone).toHaveValue('+90 (532) 123 45 67');
  await paste(page, 'register-phone', '+90 542 765 43 21');
  await expect(phone).toHaveValue('+90 (542) 765 43 21');
  await attachScreenshot(page, testInfo, 'phone-pasted');

  // Too few digits for the pattern: the required message, which focus clears.
  await phone.fill('');
  await phone.pressSequentially('532123');
  await expect(phone).toHaveValue('+90 (532) 123 __ __');
  await page.getByRole('button', { name: 'Üye Ol' }).click();
  await expect(page.locator('#register-phone-error')).toHaveText('Bu alan boş bırakılamaz');
  await phone.focus();
  await expect(page.locator('#register-phone-error')).toBeHidden();

  // A complete number that no Turkish line has is refused by the widget's libphonenumber verdict.
  await phone.fill('');
  await phone.pressSequentially('9999999999');
  await expect(phone).toHaveValue('+90 (999) 999 99 99');
  await expect(phone).toHaveAttribute('data-phone-valid', '0');
  await page.getByRole('button', { name: 'Üye Ol' }).click();
  await expect(page.locator('#register-phone-error')).toHaveText('Geçerli bir telefon numarası giriniz');
});

test('a number typed before the country list came is a number of the preselected country', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/srv/service/region/get-list**', async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto('/uye-kayit');
  const phone = page.getByLabel('Cep telefonu');
  await phone.pressSequentially('0532 123');
  await expect(phone).toHaveValue('0532 123');
  release();
  await expect(phone).toHaveAttribute('data-country', 'TR');
  await expect(phone).toHaveValue('+90 (532) 123 __ __');
  await expect(phone).toBeFocused();
  await page.keyboard.type('4567');
  await expect(phone).toHaveValue('+90 (532) 123 45 67');
  // What the form holds follows the mask: the number is complete and valid.
  await expect(phone).toHaveAttribute('data-phone-valid', '1');
});

test('a number typed whole and sent before the country list came is sent with the dial code', async ({ page }) => {
  let release = () => {};
  let released = false;
  const held = new Promise<void>((resolve) => {
    release = () => {
      released = true;
      resolve();
    };
  });
  await page.route('**/srv/service/region/get-list**', async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto('/uye-girisi-sayfasi');
  const form = page.getByRole('form', { name: 'Üye Girişi' });
  await form.getByText('Telefon', { exact: true }).click();
  const phone = form.getByLabel('Cep telefonu');
  await phone.pressSequentially('5321234567');
  await form.getByLabel('Şifre').fill('bir-parola');
  const sent = page.waitForRequest((request) => request.url().includes('/api/v1/authentication/login'));
  await form.getByRole('button', { name: 'Giriş yap' }).click();
  // The form waits for the widget: no refusal of the number for its missing dial code meanwhile.
  await expect(phone).toHaveValue('5321234567');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  release();
  const login = await sent;
  expect(released).toBe(true);
  expect(new URLSearchParams(login.postData() ?? '').get('username')).toBe('905321234567');
  await expect(phone).toHaveValue('+90 (532) 123 45 67');
});

test('without the country list the field stays a plain phone input', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.route('**/srv/service/region/get-list**', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/uye-kayit');
  await expect.poll(() => logged).toContain('Country list not loaded');
  await expect(page.getByTestId('phone-country')).toHaveCount(0);
  const phone = page.getByLabel('Cep telefonu');
  await phone.pressSequentially('+49 1512 3456789');
  await expect(phone).toHaveValue('+49 1512 3456789');
  await expect(phone).toHaveAttribute('data-pattern-length', '12');
});

test('the flag list works from the keyboard', async ({ page }) => {
  await page.goto('/uye-kayit');
  const phone = page.getByLabel('Cep telefonu');
  const flag = page.getByTestId('phone-country');
  await expect(phone).toHaveAttribute('data-country', 'TR');
  await flag.focus();
  await page.keyboard.press('Enter');
  const search = page.getByRole('combobox', { name: 'Ülke ara' });
  await expect(search).toBeFocused();
  await search.pressSequentially('germ');
  await expect(search).toHaveAttribute('aria-activedescendant', /option-0$/);
  await page.keyboard.press('Enter');
  await expect(phone).toHaveAttribute('data-country', 'DE');
  await expect(phone).toBeFocused();

  // Escape closes the list and gives the focus back to the flag.
  await flag.focus();
  await page.keyboard.press('Space');
  await expect(search).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-activedescendant', /option-1$/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Ülkeler' })).toBeHidden();
  await expect(flag).toBeFocused();
  await expect(phone).toHaveAttribute('data-country', 'DE');
});

test('in Arabic the flag stands at the right, and Germany is found by its English name', async ({ page }, testInfo) => {
  await page.goto('/ar/uye-kayit');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const phone = page.getByLabel('الهاتف المحمول');
  const flag = page.getByTestId('phone-country');
  await expect(phone).toHaveAttribute('data-country', 'TR');
  const flagBox = await flag.boundingBox();
  const phoneBox = await phone.boundingBox();
  expect(flagBox && phoneBox && flagBox.x > phoneBox.x).toBe(true);

  await flag.click();
  const list = page.getByRole('listbox', { name: 'الدول' });
  await expect(list.getByRole('option')).toHaveCount(15);
  await attachScreenshot(page, testInfo, 'phone-list-open-ar');
  await page.getByRole('combobox', { name: 'ابحث عن دولة' }).fill('germ');
  await expect(list.getByRole('option')).toHaveCount(1);
  await list.getByRole('option').click();
  await expect(phone).toHaveAttribute('data-country', 'DE');
  await expect(phone).toHaveValue('+49 ____ _______');
  await phone.pressSequentially('15123456789');
  await expect(phone).toHaveValue('+49 1512 3456789');
  await attachScreenshot(page, testInfo, 'phone-germany-ar');
});
