// Shapes of the content the server sends: home-page blocks (spec section 3: Block, Slider image
// item, Slider settings, Showcase tab, Featured products settings), content pages, cookie law.
import type { ProductCard } from '../catalog/types';

export type BlockName =
  | 'top_header'
  | 'hero_slider'
  | 'mobile_slider'
  | 'order_tracking_banner'
  | 'gender_banners'
  | 'girls_age_slider'
  | 'boys_age_slider'
  | 'baby_gender_banners'
  | 'popular_category_banners'
  | 'showcase'
  | 'most_wanted_banners'
  | 'outfit_banners'
  | 'countdown_banner'
  | 'category_banners'
  | 'how_to_banners'
  | 'store_visit_banner'
  | 'contract_banners'
  | 'marketplace_banners'
  | 'mobile_info_strip'
  | 'store_locator'
  | 'footer_newsletter';

export interface ContentImage {
  PATH: string;
  WIDTH: number;
  HEIGHT: number;
  EXT: string;
  SIZE: number;
  UPDATED_AT: string;
}

/** Columns out of 12: ALL below 576 px, then SM 576, MD 768, LG 992, XL 1170, XXL 1400. */
export interface PerBreakpoint<T> {
  ALL: T;
  SM?: T | null;
  MD?: T | null;
  LG?: T | null;
  XL?: T | null;
  XXL?: T | null;
}

export interface SliderImage {
  INDEX: number;
  LISTNO: number;
  TITLE: string;
  URL: string;
  URL_TARGET: string;
  URL_REL: string;
  DATA1: string;
  DATA2: string;
  DATA3: string;
  DATA4: string;
  CONTENT: string;
  HIDDEN: number;
  IMG1: ContentImage;
  IMG2: ContentImage | null;
  IMG3: ContentImage | null;
  COL: PerBreakpoint<number>;
}

export interface SliderSettings {
  PERVIEW: PerBreakpoint<number>;
  MARGIN: PerBreakpoint<number>;
  EFFECT: 'slide' | 'fade';
  /** Seconds; 0 or empty stops autoplay. */
  DELAY: number | null;
  LOOP: number;
  DISPLAY_NAVIGATION: number;
  DISPLAY_THUMBNAIL: number;
  PAGINATION_TYPE: 'none' | 'bullets' | 'fraction' | 'progressbar';
}

export interface ImageAssets {
  TITLE: string;
  SETTINGS: SliderSettings | null;
  IMAGES: SliderImage[];
}

export type ShowcaseKind = 'new_product' | 'best_seller' | 'discounted_product' | 'most_viewed';

export interface ShowcaseTab {
  SHOWCASE: ShowcaseKind;
  TITLE: string;
  LIMIT: number;
  PARAMETER: string;
  HREF: string;
  URL: string;
  API: string;
}

export interface FeaturedSettings {
  IMAGE_RATIO: string;
  DISPLAY_CART_BUTTON: number;
  DISPLAY_COMPARISON_BUTTON: number;
  DISPLAY_FAVOURITE_BUTTON: number;
  IS_QUICK_VIEW_ACTIVE: number;
}

export interface ShowcaseAssets {
  TITLE: string;
  TABS: ShowcaseTab[];
  SETTINGS: FeaturedSettings;
}

/** The answer of both showcase addresses. */
export interface ShowcaseTabData {
  ID: number;
  TAB_INDEX: number;
  SHOWCASE: ShowcaseKind;
  TITLE: string;
  URL: string;
  PRODUCTS: ProductCard[];
}

export interface TopHeaderAssets {
  TEXT: string;
  LINK_TEXT: string;
  URL: string;
}

export interface CountdownAssets {
  TITLE: string;
  TEXT: string;
  TARGET: string;
  /** TARGET as epoch milliseconds. */
  TARGET_MS: number;
  EXPIRED_TEXT: string;
  URL: string;
  IMG1: ContentImage | null;
}

export interface InfoStripAssets {
  ITEMS: { ICON: string; TITLE: string; TEXT: string }[];
}

export interface StoreLocatorAssets {
  TITLE: string;
  TEXT: string;
  DISPLAY_COUNTRY: number;
  DISPLAY_CITY: number;
  DISPLAY_TOWN: number;
  DISPLAY_GROUP: number;
  LIMIT: number;
  /** The map's zoom before a city or store is chosen; divided by 1.3 on phones. */
  ZOOM: number;
  /** The map's centre before a city or store is chosen, in degrees. */
  CENTER: { LAT: number; LNG: number };
  URL: string;
}

/** A store of the store list with its map coordinates (degrees, WGS 84). */
export interface MapStore {
  id: number;
  Ad: string;
  city: string;
  town: string;
  address: string;
  lat: number;
  lng: number;
}

export interface MapStoreList {
  success: boolean;
  data: MapStore[];
  cities: string[];
  towns: string[];
}

/** The shop's mobile app (content/mobile-app.json); an empty link means not in that store. */
export interface MobileApp {
  NAME: string;
  GOOGLE_PLAY_URL: string;
  APP_STORE_URL: string;
}

export interface NewsletterAssets {
  TITLE: string;
  TEXT: string;
}

interface BlockBase<N extends BlockName, A> {
  ID: number;
  PARENT_ID: number;
  PAGE_ID: number;
  NAME: N;
  ASSETS: A;
}

type ImageBlockName = Exclude<
  BlockName,
  'top_header' | 'showcase' | 'countdown_banner' | 'mobile_info_strip' | 'store_locator' | 'footer_newsletter'
>;

export type Block =
  | BlockBase<'top_header', TopHeaderAssets>
  | BlockBase<ImageBlockName, ImageAssets>
  | BlockBase<'showcase', ShowcaseAssets>
  | BlockBase<'countdown_banner', CountdownAssets>
  | BlockBase<'mobile_info_strip', InfoStripAssets>
  | BlockBase<'store_locator', StoreLocatorAssets>
  | BlockBase<'footer_newsletter', NewsletterAssets>;

export interface PageSection {
  HEADING: string;
  PARAGRAPHS: string[];
  ITEMS: string[];
}

export interface ContentPage {
  TITLE: string;
  DESCRIPTION: string;
  UPDATED: string;
  SECTIONS: PageSection[];
}

export interface CookieLaw {
  Title: string;
  Content: string;
}
