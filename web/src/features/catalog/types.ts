// Shapes of the catalog data the server sends with each page (see the page data endpoint).

import type { PurchaseInfo, VariantChoice } from '../cart/types';

export interface ProductImage {
  SMALL: string;
  MEDIUM: string;
  BIG: string;
  WIDTH: number;
  HEIGHT: number;
}

export interface ProductColor {
  ID: number;
  NAME: string;
  COLOR_CODE: string;
}

export interface ProductCard {
  ID: number;
  TITLE: string;
  URL: string;
  /** Already in the display currency. */
  PRICE_SELL: number;
  PRICE_NOT_DISCOUNTED: number;
  VAT: number;
  DISCOUNT_PERCENT: number;
  IS_DISPLAY_DISCOUNTED_ACTIVE: 0 | 1;
  CURRENCY: string;
  currency_target: string;
  IMAGE_LIST: ProductImage[];
  COLORS: ProductColor[];
  COMMENT_AVERAGE: number;
  COMMENT_COUNT: number;
}

export interface ProductDetail extends ProductCard {
  DESCRIPTION: string;
  /** Colour and size choices for the add-to-cart form. */
  VARIANTS?: VariantChoice[];
  PURCHASE?: PurchaseInfo | null;
}

export interface Category {
  ID: number;
  NAME: string;
  URL: string;
  CHILDREN: Category[];
}

export interface Breadcrumb {
  NAME: string;
  URL: string;
}

export type ShowcaseKey = 'new_product' | 'discounted_product' | 'best_seller';

export interface ProductSection {
  key: ShowcaseKey;
  title: string;
  url: string;
  products: ProductCard[];
}

/** Which page the server placed behind a URL, for the language switch and the page id rules. */
export interface PageRef {
  PAGE_ID: number;
  LINK_TYPE: string;
  TABLE_PAGE_ID: number;
}

interface RouteDataBase {
  /** Optional: when the server sends it, the language switch uses it as it is. */
  pageRef?: PageRef;
}

export interface HomeData extends RouteDataBase {
  route: 'home';
  sections: ProductSection[];
  categories: Category[];
}

export interface CategoryData extends RouteDataBase {
  route: 'category';
  category: Category;
  breadcrumbs: Breadcrumb[];
  products: ProductCard[];
  total: number;
  /** 1-based page number, from the ?pg= query parameter. */
  page: number;
  pageSize: number;
}

export interface ProductData extends RouteDataBase {
  route: 'product';
  product: ProductDetail;
  breadcrumbs?: Breadcrumb[];
}

export interface CartData extends RouteDataBase {
  route: 'cart';
}

export interface SearchCategoryLink {
  ID: number;
  NAME: string;
  URL: string;
}

/** The search results page (/arama?q=...&pg=...). */
export interface SearchData extends RouteDataBase {
  route: 'search';
  query: string;
  products: ProductCard[];
  categories: SearchCategoryLink[];
  total: number;
  page: number;
  pageSize: number;
}

export interface NotFoundData extends RouteDataBase {
  route: 'notFound';
}

export type RouteData = HomeData | CategoryData | ProductData | CartData | SearchData | NotFoundData;
