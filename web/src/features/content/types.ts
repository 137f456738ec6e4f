// Shapes of the content the server sends, from the server's OpenAPI document: home-page blocks
// (spec section 3: Block, Slider image item, Slider settings, Showcase tab, Featured products
// settings), content pages, cookie law, the store list of the store locator.
import type { Schemas } from '../../lib/schemas';

export type BlockName = Schemas['Block']['NAME'];
export type ContentImage = Schemas['Image'];

/**
 * Values per breakpoint: ALL below 576 px, then SM 576, MD 768, LG 992, XL 1170, XXL 1400. The
 * shape the slider settings' PERVIEW and MARGIN and a slide's COL share, for code that reads any.
 */
export interface PerBreakpoint<T> {
  ALL: T;
  SM?: T | null;
  MD?: T | null;
  LG?: T | null;
  XL?: T | null;
  XXL?: T | null;
}

export type SliderImage = Schemas['SliderImage'];
export type SliderSettings = Schemas['SliderSettings'];
export type ImageAssets = Schemas['ImageAssets'];
export type ShowcaseKind = Schemas['ShowcaseKind'];
export type ShowcaseTab = Schemas['ShowcaseTab'];
export type FeaturedSettings = Schemas['FeaturedSettings'];
export type ShowcaseAssets = Schemas['ShowcaseAssets'];
/** The answer of both showcase addresses. */
export type ShowcaseTabData = Schemas['ShowcaseTabData'];
export type TopHeaderAssets = Schemas['TopHeader'];
export type CountdownAssets = Schemas['Countdown'];
export type InfoStripAssets = Schemas['InfoStrip'];
export type StoreLocatorAssets = Schemas['StoreLocator'];
/** A store of the store list with its map coordinates (degrees, WGS 84). */
export type MapStore = Schemas['StoreItem'];
export type MapStoreList = Schemas['StoreList'];
/** The shop's mobile app (content/mobile-app.json); an empty link means not in that store. */
export type MobileApp = Schemas['MobileApp'];
export type NewsletterAssets = Schemas['Newsletter'];
/** A home-page block: NAME says which ASSETS it carries. */
export type Block = Schemas['Block'];
export type PageSection = Schemas['PageSection'];
export type ContentPage = Schemas['ContentPage'];
export type CookieLaw = Schemas['CookieLaw'];
