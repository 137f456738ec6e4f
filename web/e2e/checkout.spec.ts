// The checkout's first steps on a phone and at desktop width: from the cart's "Sepeti onayla"
// through the way in, the address step and the shipping step to the payment page, as a guest (in
// Turkish, and once in Arabic, right to left) and as a member signing in on the way in and choosing
// store pickup. A member arriving at the way in goes on to the address step; an empty cart says so.
// Screenshots of each step are attached.
import { type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './app-test';
import { findInCatalog } from './shop-calls';

// The demo member the server seeds (crates/vitrin/src/customer/store.rs).
const DEMO_EMAIL = 'demo@example.com';
const DEMO_PASSWORD = 'Vitrin.2026';

interface Variant {
  ID: number;
  TYPE1_NAME: string;
  TYPE2_NAME: string;
  IN_STOCK: number;
}
interface ProductData {
  product: {
    URL: string;
    VARIANTS: Variant[];
    PURCHASE: { STORE_PICKUP: number; SUBSCRIPTION_PERCENT: number; PERSONALIZATION_MAX: number };
  };
}

/** A product that goes in the cart without a store, a name or a subscription. */
function plainProduct(request: APIRequestContext): Promise<{ url: string; variant: Variant }> {
  return findInCatalog(
    request,
    (data: ProductData) => {
      const { PURCHASE } = data.product;
      const variant = data.product.VARIANTS.find((v) => v.IN_STOCK === 1);
      return variant && PURCHASE.STORE_PICKUP === 0 && PURCHASE.PERSONALIZATION_MAX === 0 ? { url: data.product.URL, variant } : undefined;
    },
    { perCategory: 12, failure: 'no plain product in stock' },
  );
}

/** Puts one item in this browser's cart through the product page. */
async function fillCart(page: Page, request: APIRequestContext) {
  const { url, variant } = await plainProduct(request);
  await page.goto(url);
  await page.locator('.product-cart .choice', { hasText: variant.TYPE1_NAME }).first().click();
  await page.locator('.product-cart__group').nth(1).locator('.choice', { hasText: variant.TYPE2_NAME }).first().click();
  await page.getByRole('button', { name: 'Sepete ekle', exact: true }).click();
  await expect(page.getByTestId('cart-popup')).toBeVisible();
  await expect(page.getByRole('dialog').getByTestId('confirm-cart')).toBeVisible();
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  // From the top, so the summary box (sticky beside the step) sits where a shopper first sees it.
  await page.mouse.wheel(0, -10_000);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

function prefixed(language: '' | 'ar', slug: string): string {
  return language === '' ? `/${slug}` : `/${language}/${slug}`;
}

/** Types into a searchable select of the address form and picks the option. */
async function choose(page: Page, id: string, typed: string, option: RegExp) {
  const input = page.locator(`#${id}`);
  await expect(input).toBeEnabled();
  await input.fill(typed);
  await page.locator(`#${id}-menu`).getByRole('option', { name: option }).first().click();
}

/** Fills the open delivery address form with a Kadıköy address and saves it. */
async function addDeliveryAddress(page: Page, title: string) {
  const form = page.getByTestId('address-form-delivery');
  await expect(form).toBeVisible();
  await page.locator('#checkout-delivery-title').fill(title);
  await page.locator('#checkout-delivery-address').fill('Moda Caddesi No: 12 D: 3');
  const tckn = page.locator('#checkout-delivery-tckn');
  if (await tckn.isVisible()) await tckn.fill('10000000146');
  await choose(page, 'checkout-delivery-city', 'istanbul', /^İstanbul$/);
  await choose(page, 'checkout-delivery-town', 'KADIK', /^Kadıköy$/);
  await choose(page, 'checkout-delivery-district', 'cafera', /Caferağa/i);
  await expect(page.locator('#checkout-delivery-postcode')).toHaveValue('34710');
  await form.locator('button[type="submit"]').click();
  await expect(form).toBeHidden();
  const chosen = page.getByTestId('address-option').filter({ hasText: title });
  await expect(chosen.getByRole('radio')).toBeChecked();
}

/** The shipping step: a carrier card chosen, its price in the summary, then on to payment. */
async function chooseCarrier(page: Page, language: '' | 'ar', testInfo: TestInfo, name: string) {
  await page.waitForURL((url) => url.pathname === prefixed(language, 'siparis/kargo'));
  const carriers = page.getByTestId('carrier-option');
  await expect(carriers.first()).toBeVisible();
  const last = carriers.last();
  await last.click();
  await expect(last.getByRole('radio')).toBeChecked();
  const price = (await last.getByTestId('carrier-price').innerText()).trim();
  // The summary box asks the server again with the chosen carrier and shows its fee.
  const free = language === 'ar' ? 'مجاني' : 'Ücretsiz';
  await expect(page.getByTestId('summary-shipping')).toHaveText(price.includes(free) ? free : price);
  await shot(page, testInfo, name);
  await page.getByTestId('shipping-continue').click();
  await page.waitForURL((url) => url.pathname === prefixed(language, 'siparis/odeme'));
  await expect(page.getByTestId('payment-step')).toBeVisible();
}

async function guestCheckout(page: Page, request: APIRequestContext, testInfo: TestInfo, language: '' | 'ar') {
  const suffix = language || 'tr';
  await fillCart(page, request);
  await page.goto(prefixed(language, 'sepet'));
  await page.getByTestId('cart-page').getByTestId('confirm-cart').click();

  // The way in: three choices; a guest's contact with the phone widget and the KVKK consent.
  await page.waitForURL((url) => url.pathname === prefixed(language, 'siparis/giris'));
  await expect(page.getByTestId('checkout-steps')).toBeVisible();
  await expect(page.getByTestId('quick-register-form')).toBeVisible();
  const guest = page.getByTestId('guest-form');
  await guest.locator('button[type="submit"]').click();
  await expect(page.locator('#guest-kvkk-error')).toBeVisible();
  await page.locator('#guest-email').fill(`misafir-${Date.now().toString(36)}@example.com`);
  await page.locator('#guest-phone').pressSequentially('5321234567');
  await page.locator('#guest-name').fill('Ayşe');
  await page.locator('#guest-surname').fill('Yılmaz');
  await guest.getByRole('checkbox').check();
  await shot(page, testInfo, `signin-${suffix}`);
  await guest.locator('button[type="submit"]').click();

  // The address step: an empty book opens the form; the saved address is chosen.
  await page.waitForURL((url) => url.pathname === prefixed(language, 'siparis/adres'));
  await expect(page.locator('#checkout-delivery-name')).toHaveValue('Ayşe');
  await addDeliveryAddress(page, `Ev ${suffix}`);
  await expect(page.getByTestId('same-invoice')).toBeChecked();
  await shot(page, testInfo, `address-${suffix}`);
  // Another invoice address must be chosen once the same-address box is unticked.
  await page.getByTestId('same-invoice').uncheck();
  await page.getByTestId('address-continue').click();
  await expect(page.getByTestId('address-problem')).toBeVisible();
  await page.getByTestId('same-invoice').check();
  await page.getByTestId('address-continue').click();

  await chooseCarrier(page, language, testInfo, `shipping-${suffix}`);
  await expect(page.getByTestId('checkout-summary')).toContainText('Moda Caddesi No: 12');
  await shot(page, testInfo, `payment-${suffix}`);

  // Back from the payment page, the shipping step keeps the chosen carrier.
  await page.getByTestId('checkout-back').click();
  await page.waitForURL((url) => url.pathname === prefixed(language, 'siparis/kargo'));
  await expect(page.getByTestId('carrier-option').last().getByRole('radio')).toBeChecked();
}

test('a guest goes from the cart through the way in, the address and the shipping step to the payment page', async ({
  page,
  request,
}, testInfo) => {
  await guestCheckout(page, request, testInfo, '');
  await expect(page.getByTestId('checkout-steps')).toContainText('Kargo');
});

test('a guest does the same in Arabic, right to left', async ({ page, request }, testInfo) => {
  await guestCheckout(page, request, testInfo, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('checkout-steps')).toContainText('الشحن');
  // Mirrored: the summary box's total sits at the left end of its row.
  const row = await page.locator('.checkout-summary__grand').boundingBox();
  const total = await page.getByTestId('summary-total').boundingBox();
  expect(row && total && total.x < row.x + row.width / 2).toBe(true);
});

test('a member signs in on the way in and goes on to the address step, picks up in a store and reaches payment', async ({
  page,
  request,
}, testInfo) => {
  await fillCart(page, request);
  await page.getByRole('dialog').getByTestId('confirm-cart').click();
  await page.waitForURL((url) => url.pathname === '/siparis/giris');

  const login = page.getByRole('form', { name: 'Üye Girişi' });
  await login.getByLabel('E-posta adresi').fill(DEMO_EMAIL);
  await login.getByLabel('Şifre').fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Giriş yap' }).click();
  await page.waitForURL((url) => url.pathname === '/siparis/adres');
  // The way in is behind a member: no back link to it, the step shown done.
  await expect(page.getByTestId('checkout-back')).toHaveText(/Sepete dön/);

  const options = page.getByTestId('address-option');
  await expect(page.getByTestId('address-continue')).toBeVisible();
  if ((await options.count()) === 0) await addDeliveryAddress(page, 'Ev');
  else await options.first().click();
  await page.getByTestId('same-invoice').check();
  await shot(page, testInfo, 'member-address-tr');
  await page.getByTestId('address-continue').click();

  // Store pickup: a store chosen in the set-store popup comes back as a free carrier card.
  await page.waitForURL((url) => url.pathname === '/siparis/kargo');
  await page.getByRole('button', { name: 'Mağaza seç' }).click();
  const store = page.getByTestId('set-store');
  await expect(store).toBeVisible();
  await store.locator('select').nth(0).selectOption({ index: 1 });
  await store.locator('select').nth(1).selectOption({ index: 1 });
  await store.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Bu mağazayı seç' }).click();
  await expect(store).toBeHidden();
  const pickup = page.getByTestId('carrier-option').filter({ hasText: 'Mağazadan teslim al' });
  await expect(pickup).toBeVisible();
  await expect(pickup.getByTestId('carrier-price')).toHaveText('Ücretsiz');
  await chooseCarrier(page, '', testInfo, 'member-shipping-tr');
  await expect(page.getByTestId('summary-shipping')).toHaveText('Ücretsiz');

  // A member sent to the way in again goes on to the address step.
  await page.goto('/siparis/giris');
  await page.waitForURL((url) => url.pathname === '/siparis/adres');
});

test('an empty cart cannot be confirmed, and the checkout says the cart is empty', async ({ page }) => {
  await page.goto('/sepet');
  await expect(page.getByTestId('cart-page')).toContainText('Sepetinizde ürün bulunmamaktadır');
  await expect(page.getByTestId('confirm-cart')).toBeDisabled();
  await page.goto('/siparis/adres');
  await expect(page.getByTestId('checkout-empty')).toContainText('Sepetiniz boş');
  await expect(page.getByTestId('checkout-empty').getByRole('link', { name: 'Alışverişe başla' })).toHaveAttribute('href', '/');
});
