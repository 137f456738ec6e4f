// The main pages a shopper meets, for the checks that walk all of them (accessibility, valid
// markup): home, a category, a product, the cart with a line in it, search results, login,
// registration and the store locator, each in Turkish and in Arabic.
import { type Page } from '@playwright/test';
import { expect } from './app-test';

interface ProductData {
  product: {
    URL: string;
    VARIANTS: { TYPE1_NAME: string; TYPE2_NAME: string; IN_STOCK: number }[];
    PURCHASE: { PERSONALIZATION_MAX: number; STORE_PICKUP: number };
  };
}

export interface SimpleProduct {
  url: string;
  colour: string;
  size: string;
}

/**
 * A product of the girls' category that goes in the cart with a colour and a size alone (no name to
 * embroider, no store to pick), with a variant in stock; named in the language of `prefix`.
 */
export async function simpleProduct(page: Page, prefix = ''): Promise<SimpleProduct> {
  const pageData = async <T>(path: string) =>
    (await (await page.request.get(`/api/storefront/page?path=${encodeURIComponent(path)}`)).json()) as T;
  const list = await pageData<{ products: { URL: string }[] }>(`${prefix}/kiz-cocuk`);
  for (const { URL } of list.products) {
    const data = await pageData<ProductData>(URL);
    const variant = data.product.VARIANTS.find((v) => v.IN_STOCK === 1);
    if (variant && data.product.PURCHASE.PERSONALIZATION_MAX === 0 && data.product.PURCHASE.STORE_PICKUP === 0) {
      return { url: data.product.URL, colour: variant.TYPE1_NAME, size: variant.TYPE2_NAME };
    }
  }
  throw new Error('no product goes in the cart with a colour and a size alone');
}

/** Chooses the product's colour and size on its page. */
export async function chooseVariant(page: Page, product: SimpleProduct): Promise<void> {
  const form = page.getByTestId('product-cart');
  await form.locator('.choice', { hasText: product.colour }).first().click();
  await form.locator('.product-cart__group').nth(1).locator('.choice', { hasText: product.size }).first().click();
}

export interface MainPage {
  name: string;
  /** Opens the page in the language of `prefix` ('' for Turkish, '/ar' for Arabic). */
  open: (page: Page, prefix: string) => Promise<void>;
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
}

export const MAIN_PAGES: MainPage[] = [
  { name: 'home', open: (page, prefix) => visit(page, `${prefix}/`) },
  { name: 'category', open: (page, prefix) => visit(page, `${prefix}/kiz-cocuk`) },
  {
    name: 'product',
    open: async (page, prefix) => {
      await page.goto((await simpleProduct(page, prefix)).url);
    },
  },
  {
    name: 'cart',
    open: async (page, prefix) => {
      const product = await simpleProduct(page, prefix);
      await page.goto(product.url);
      await chooseVariant(page, product);
      await page.locator('.product-cart__buy .button--primary').click();
      await expect(page.getByTestId('cart-popup')).toBeVisible();
      await page.goto(`${prefix}/sepet`);
      await expect(page.locator('main')).not.toBeEmpty();
    },
  },
  { name: 'search results', open: (page, prefix) => visit(page, `${prefix}/arama?q=elbise`) },
  { name: 'login', open: (page, prefix) => visit(page, `${prefix}/uye-girisi-sayfasi`) },
  { name: 'register', open: (page, prefix) => visit(page, `${prefix}/uye-kayit`) },
  { name: 'store locator', open: (page, prefix) => visit(page, `${prefix}/magazalar?city=%C4%B0zmir`) },
];

export const LANGUAGES = [
  { name: 'Turkish', prefix: '' },
  { name: 'Arabic', prefix: '/ar' },
] as const;
