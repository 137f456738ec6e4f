// What browser tests do beside the browser, through the calls the shop's own pages make: the page's
// settings and the headers of a state change, a member registered and activated from the outbox
// and signed in on the login page, the card sandbox's SMS codes, a product put in the cart, and a
// cart with a chosen address as the checkout's first steps leave it.
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect } from './app-test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { walletCodes } from './outbox';

/** The password of every member these helpers make. */
export const MEMBER_PASSWORD = 'Deneme-Uyesi!2026kQ';

interface PageSettings {
  MEMBER_INFO?: { ID?: number };
}

async function settingsOf(page: Page): Promise<PageSettings> {
  const text = await page.evaluate<string>("document.getElementById('vitrin-settings')?.textContent ?? '{}'");
  return JSON.parse(text) as PageSettings;
}

/**
 * Headers of a state-changing call made beside the browser: its cookies and its session's CSRF
 * token, the session begun as the app begins it before its first change when there is none yet.
 */
export async function stateHeaders(page: Page): Promise<Record<string, string>> {
  const origin = new URL(page.url()).origin;
  const answer = await page.request.post(`${origin}/api/storefront/session`, { headers: { Origin: origin } });
  expect(answer.ok()).toBe(true);
  const { csrfToken } = (await answer.json()) as { csrfToken: string };
  return { 'X-CSRF-Token': csrfToken, Origin: origin };
}

/** The activation link of the newest mail to `email` in the server's `outbox`. */
function activationLink(outbox: string, email: string): { id: string; token: string } | null {
  let files: string[];
  try {
    files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return null;
  }
  for (const file of files.sort().reverse()) {
    // Quoted-printable mails wrap long lines with '=' and encode '=' as '=3D'.
    const mail = readFileSync(join(outbox, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (!mail.includes(email)) continue;
    const match = /activation=membership&(?:amp;)?token=([^&\s"<]+)&(?:amp;)?id=(\d+)/.exec(mail);
    if (match?.[1] && match[2]) return { token: match[1], id: match[2] };
  }
  return null;
}

export interface Member {
  email: string;
  /** International digits, as the card provider's msisdn. */
  msisdn: string;
}

let serial = 0;

/** An email and a phone no other test of the run uses (so its mails and SMS codes are its own). */
export function uniqueMember(label: string): Member {
  serial += 1;
  const unique = `${String(Date.now())}${String(serial)}${String(Math.floor(Math.random() * 100))}`;
  return { email: `${label}.${unique}@example.com`, msisdn: `90532${unique.slice(-7)}` };
}

/** Registers `member` and activates the account by the link mailed to the outbox (signed out). */
export async function registerMember(page: Page, outbox: string, member: Member) {
  const headers = await stateHeaders(page);
  const registered = await page.request.post('/api/v1/authentication/register', {
    headers,
    form: {
      name: 'Elif',
      surname: 'Kaya',
      email: member.email,
      phone: member.msisdn,
      gender: 'female',
      password: MEMBER_PASSWORD,
      password_again: MEMBER_PASSWORD,
      kvkk: '1',
      commercial_message: '0',
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  await expect.poll(() => activationLink(outbox, member.email) !== null).toBe(true);
  const link = activationLink(outbox, member.email) as { id: string; token: string };
  const activated = await page.request.post(`/srv/service/customer/activateMembership/${link.id}/${link.token}`, { headers });
  expect(activated.status(), await activated.text()).toBe(200);
}

/** A new member with a phone of their own, registered, activated and signed in on the login page. */
export async function signUpAndIn(page: Page, outbox: string, label: string): Promise<Member> {
  const member = uniqueMember(label);
  await page.goto('/uye-girisi-sayfasi');
  await registerMember(page, outbox, member);
  const form = page.getByRole('form', { name: 'Üye Girişi' });
  await form.getByLabel('E-posta adresi').fill(member.email);
  await form.getByLabel('Şifre', { exact: true }).fill(MEMBER_PASSWORD);
  await form.getByRole('button', { name: 'Giriş yap' }).click();
  // The login page goes home once the member is in; the home page's settings then name them.
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(async () => (await settingsOf(page)).MEMBER_INFO?.ID ?? 0).toBeGreaterThan(0);
  return member;
}

/** The newest SMS code the card sandbox wrote for `msisdn` after `since` (unix ms). */
export async function otpFromOutbox(outbox: string, msisdn: string, since: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      () => {
        code = walletCodes(outbox, msisdn, since).at(-1)?.text.split('\n')[0]?.trim() ?? '';
        return code;
      },
      { message: `an SMS code for ${msisdn} in the outbox` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** A page's data as the storefront's page endpoint answers it (a category's, a product's). */
async function pageData<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(`/api/storefront/page?path=${encodeURIComponent(path)}`);
  return (await answer.json()) as T;
}

/** A top-level category of the catalog, as the category menu's call lists it. */
export interface TopCategory {
  ID: number;
  URL: string;
}

/**
 * What `pick` makes of the first product, over the top-level categories' first pages (at most
 * `perCategory` products of each), that it makes something of (it is told the category whose
 * page listed the product); product pages are read twelve at a time.
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the shape of the page data it reads
export async function findInCatalog<D, R>(
  request: APIRequestContext,
  pick: (data: D, category: TopCategory) => R | undefined,
  options: { perCategory?: number; failure: string },
): Promise<R> {
  const categories = (await (await request.get('/srv/service/category/get/')).json()) as TopCategory[];
  for (const category of categories) {
    const cards = (await pageData<{ products: { URL: string }[] }>(request, category.URL)).products.slice(0, options.perCategory);
    for (let i = 0; i < cards.length; i += 12) {
      const batch = await Promise.all(cards.slice(i, i + 12).map((card) => pageData<D>(request, card.URL)));
      for (const data of batch) {
        const picked = pick(data, category);
        if (picked !== undefined) return picked;
      }
    }
  }
  throw new Error(options.failure);
}

interface Region {
  code: string;
  title: string;
  postalcode?: string;
}

async function regions(page: Page, path: string): Promise<Region[]> {
  const r = await page.request.get(path);
  expect(r.status(), path).toBe(200);
  return (await r.json()) as Region[];
}

/** A variant in stock of a product that needs no store, name or subscription: (product, variant);
 * with `otherSize`, one whose colour has another size in stock too (an exchange may give it). */
async function variantInStock(page: Page, otherSize: boolean): Promise<{ productId: number; variantId: number }> {
  const pageData = async <T,>(path: string): Promise<T> => {
    const r = await page.request.get(`/api/storefront/page?path=${encodeURIComponent(path)}`);
    expect(r.ok()).toBe(true);
    return (await r.json()) as T;
  };
  for (const category of ['/erkek-cocuk', '/kiz-cocuk']) {
    const list = await pageData<{ products: { URL: string }[] }>(category);
    for (const card of list.products.slice(0, 16)) {
      const { product } = await pageData<{
        product: {
          ID: number;
          VARIANT_DATA: { ID: number; STOCK: number; TYPE1_ID: number }[];
          PURCHASE?: { STORE_PICKUP: number; PERSONALIZATION_MAX: number };
        };
      }>(card.URL);
      const plain = !product.PURCHASE || (product.PURCHASE.STORE_PICKUP === 0 && product.PURCHASE.PERSONALIZATION_MAX === 0);
      const variant = product.VARIANT_DATA.find(
        (v) => v.STOCK > 3 && (!otherSize || product.VARIANT_DATA.some((w) => w.ID !== v.ID && w.TYPE1_ID === v.TYPE1_ID && w.STOCK > 3)),
      );
      if (plain && variant) return { productId: product.ID, variantId: variant.ID };
    }
  }
  throw new Error('no plain product with a variant in stock');
}

/** The cart as the add-to-cart call answers it (prices in the display currency, lira). */
export interface CartAnswer {
  cartProducts: { unitPrice: number; quantity: number; lineTotal: number; tierPercent: number; step: number }[];
  summary: { subtotal: number; discount: number; total: number };
}

/** `quantity` of a plain product's variant in stock (with `otherSize`, one whose colour has
 * another size in stock) put in the browser's cart beside it; the cart after it. */
export async function addToCartBeside(page: Page, quantity: number, options: { otherSize?: boolean } = {}): Promise<CartAnswer> {
  const headers = await stateHeaders(page);
  const { productId, variantId } = await variantInStock(page, options.otherSize ?? false);
  const added = await page.request.post('/srv/service/cart/add-to-cart', {
    headers,
    form: { productId: String(productId), 'variantId[]': String(variantId), 'quantity[]': String(quantity) },
  });
  expect(added.status(), await added.text()).toBe(200);
  return (await added.json()) as CartAnswer;
}

/**
 * What the checkout's first steps leave behind: `quantity` of a product in the cart, the guest's
 * contact (unless a member is signed in), a Kadıköy delivery address chosen with the invoice to
 * the same address; with `otherSize`, of a variant whose colour has another size in stock. The
 * cart after the product went in.
 */
export async function prepareCheckout(
  page: Page,
  guest: Member | null,
  quantity: number,
  options: { otherSize?: boolean } = {},
): Promise<CartAnswer> {
  const cart = await addToCartBeside(page, quantity, options);
  await chooseCheckoutAddress(page, guest);
  return cart;
}

/**
 * The checkout's first steps for the cart the browser has: the guest's contact (unless a member
 * is signed in), a Kadıköy delivery address chosen with the invoice to the same address.
 */
export async function chooseCheckoutAddress(page: Page, guest: Member | null): Promise<void> {
  const headers = await stateHeaders(page);

  if (guest) {
    const contact = await page.request.post('/api/v1/authentication/login-nomembership', {
      headers,
      form: { email: guest.email, phone: guest.msisdn, name: 'Elif', surname: 'Kaya', kvkk: '1' },
    });
    expect(contact.status(), await contact.text()).toBe(200);
  }

  const city = (await regions(page, '/srv/service/region/get-cities/TR')).find((c) => c.title === 'İstanbul');
  const town = (await regions(page, `/srv/service/region/get-towns/${city?.code ?? ''}`)).find((c) => c.title === 'Kadıköy');
  const district = (await regions(page, `/srv/service/region/get-districts/${town?.code ?? ''}`))[0];
  const saved = await page.request.post('/srv/service/customer/address/save', {
    headers,
    form: {
      title: 'Ev',
      name: 'Elif',
      surname: 'Kaya',
      phone: guest?.msisdn ?? '905321234567',
      country: 'TR',
      city: city?.code ?? '',
      town: town?.code ?? '',
      district: district?.code ?? '',
      postcode: district?.postalcode ?? '',
      address: 'Moda Caddesi No: 1 D: 2',
      invoice_type: 'individual',
      tckn: '10000000146',
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const address = ((await saved.json()) as { data: { id: number }[] }).data[0];
  const chosen = await page.request.post('/srv/service/order-step/set-address', {
    headers,
    form: { delivery_address_id: String(address?.id ?? 0), same_invoice: '1' },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
}
