// Shapes of the data the server sends with each page (its route data, and the products, categories
// and filters in it), from the server's OpenAPI document (the page data endpoint and filter/get).
import type { Schemas } from './schemas';

export type ProductImage = Schemas['ImageSet'];
export type ProductColor = Schemas['Colour'];
/** Prices already in the display currency. */
export type ProductCard = Schemas['ProductCard'];
export type ProductDetail = Schemas['ProductDetail'];
export type Category = Schemas['Category'];
export type Breadcrumb = Schemas['Crumb'];

export type ShowcaseKey = 'new_product' | 'discounted_product' | 'best_seller';

/** A titled row of product cards. */
export interface ProductSection {
  key: ShowcaseKey;
  title: string;
  url: string;
  products: ProductCard[];
}

/** Which page is on screen, in the terms of the language switch and the page id rules. */
export interface PageRef {
  PAGE_ID: number;
  LINK_TYPE: string;
  TABLE_PAGE_ID: number;
}

/** The data of a page: `route` says which. */
export type RouteData = Schemas['PageData'];
type RouteOf<R extends RouteData['route']> = Extract<RouteData, { route: R }>;

/** The home page: its content blocks, each showcase's first tab already filled. */
export type HomeData = RouteOf<'home'>;
/** A content page (hakkimizda, satis-sozlesmesi, ...). */
export type ContentData = RouteOf<'content'>;
/** The store locator page (magazalar): the block's settings, the map style and the first store list. */
export type StoresData = RouteOf<'stores'>;
export type CategoryData = RouteOf<'category'>;
export type ProductData = RouteOf<'product'>;
export type CartData = RouteOf<'cart'>;
/** The favourites page (`favorilerim`): its products come from the favourites calls. */
export type FavouritesData = RouteOf<'favourites'>;
/** The login page (uye-girisi-sayfasi), also the landing of the activation link. */
export type LoginData = RouteOf<'login'>;
/** The registration page (uye-kayit). */
export type RegisterData = RouteOf<'register'>;
/** The forgotten-password page (sifremi-unuttum); with ?token&id it resets the password. */
export type ForgotPasswordData = RouteOf<'forgotPassword'>;
/** The account page (hesabim) of a member; a guest gets the login page's data instead. */
export type AccountData = RouteOf<'account'>;
export type AccountMember = AccountData['member'];
/** The search results page (/arama?q=...&pg=...). */
export type SearchData = RouteOf<'search'>;
export type SearchCategoryLink = Schemas['SearchCategory'];
export type NotFoundData = RouteOf<'notFound'>;
/** A checkout step (siparis/giris, siparis/adres, siparis/kargo, siparis/odeme): `step` says which. */
export type CheckoutData = RouteOf<'checkout'>;
/** An order's page (order/{orderNo}): the confirmation with ?yeni=1, else the detail. */
export type OrderData = RouteOf<'order'>;
/** The member's orders (uye-siparisleri). */
export type OrderListData = RouteOf<'orderList'>;
/** Order tracking (siparis-takip), with the shop's content page of that address when it has one. */
export type TrackingData = RouteOf<'tracking'>;

/** A value of a colour (TYPE1) or size by age (TYPE2) filter; COUNT applies the other filters. */
export type VariantFilterValue = Schemas['VariantFilterValue'];
export type FilterValue = Schemas['FilterValue'];
/** A catalog attribute filter (fabric, fit ...), URL parameter `option`. */
export type FilterGroup = Schemas['FilterGroup'];
export type CategoryFilter = Schemas['CategoryFilter'];

export type SortCode = 'newest' | 'price_asc' | 'price_desc' | 'best_selling' | 'discount' | 'most_viewed';

/** The answer of /srv/service/filter/get/, also carried by list pages. Prices in the shown currency. */
export type FilterData = Schemas['FilterResponse'];
