// Shapes of the catalog data the server sends with each page (see the page data endpoint).

import type { PurchaseInfo, VariantChoice } from '../cart/types';
import type { Block, ContentPage, MobileApp, ShowcaseTabData } from '../content/types';
import type { ProductPageFields } from '../product/types';

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

export interface ProductDetail extends ProductCard, ProductPageFields {
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

/** The home page: its content blocks, each showcase's first tab already filled. */
export interface HomeData extends RouteDataBase {
  route: 'home';
  blocks: Block[];
  showcases: ShowcaseTabData[];
  /** The header menu's categories, so it needs no request either. */
  categories: Category[];
  /** The shop's mobile app for the app banner; null when it is in no app store. */
  mobileApp?: MobileApp | null;
}

/** A content page (hakkimizda, satis-sozlesmesi, ...). */
export interface ContentData extends RouteDataBase {
  route: 'content';
  slug: string;
  page: ContentPage;
}

/** A value of a colour (TYPE1) or size by age (TYPE2) filter; COUNT applies the other filters. */
export interface VariantFilterValue {
  ID: number;
  LIST_NO: number;
  NAME: string;
  COLOR_CODE: string;
  IMAGE: string;
  COUNT: number;
  SELECTED: boolean;
}

export interface FilterValue {
  COUNT: number;
  ID: number;
  DATA: string;
  NAME: string;
  SELECTED: boolean;
}

/** A catalog attribute filter (fabric, fit ...), URL parameter `option`. */
export interface FilterGroup {
  ID: number;
  NAME: string;
  TYPE: string;
  LIST_NO: number;
  VALUES: FilterValue[];
}

export interface CategoryFilter {
  ID: number;
  NAME: string;
  URL: string;
  COUNT: number;
  SELECTED: boolean;
  CHILDREN: CategoryFilter[];
}

export type SortCode = 'newest' | 'price_asc' | 'price_desc' | 'best_selling' | 'discount' | 'most_viewed';

/** The answer of /srv/service/filter/get/, also carried by list pages. Prices in the shown currency. */
export interface FilterData {
  FILTERS: FilterGroup[];
  VARIANTS: { TYPE1_LIST: VariantFilterValue[]; TYPE2_LIST: VariantFilterValue[] };
  BRANDS: unknown[];
  CATEGORIES: CategoryFilter[];
  PRICE: { MIN: number; MAX: number; MIN_SELECTED: number; MAX_SELECTED: number };
  IN_STOCK: { COUNT: number; SELECTED: boolean };
  SORT: { ID: SortCode; SELECTED: boolean }[];
  TOTAL: number;
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
  /** The list's filters under the URL's filter state. */
  filters?: FilterData;
}

export interface ProductData extends RouteDataBase {
  route: 'product';
  product: ProductDetail;
  breadcrumbs?: Breadcrumb[];
}

export interface CartData extends RouteDataBase {
  route: 'cart';
}

/** The favourites page (`favorilerim`): its products come from the favourites calls. */
export interface FavouritesData extends RouteDataBase {
  route: 'favourites';
}

/** The login page (uye-girisi-sayfasi), also the landing of the activation link. */
export interface LoginData extends RouteDataBase {
  route: 'login';
}

/** The registration page (uye-kayit). */
export interface RegisterData extends RouteDataBase {
  route: 'register';
}

/** The forgotten-password page (sifremi-unuttum); with ?token&id it resets the password. */
export interface ForgotPasswordData extends RouteDataBase {
  route: 'forgotPassword';
}

export interface AccountMember {
  NAME: string;
  SURNAME: string;
  EMAIL: string;
  PHONE?: string;
}

/** The account page (hesabim) of a member; a guest gets the login page's data instead. */
export interface AccountData extends RouteDataBase {
  route: 'account';
  member?: AccountMember;
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
  filters?: FilterData;
}

export interface NotFoundData extends RouteDataBase {
  route: 'notFound';
}

export type RouteData = HomeData | CategoryData | ProductData | CartData | LoginData | RegisterData | ForgotPasswordData | AccountData | FavouritesData | SearchData | ContentData | NotFoundData;
