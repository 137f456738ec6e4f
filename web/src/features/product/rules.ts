// The product page's rules on the client, mirroring the server's product::model: variant states
// (spec section 4), the subscription and money-order prices, multi-buy unit prices and the
// instalment table. Prices arrive as display numbers; the maths runs in whole minor units.
import { instalmentOptions } from '../wallet';
import type { FamilyPlanView, VariantData, VariantState, VariantValue } from './types';

export type VariantGroup = 1 | 2;

function own(v: VariantData, group: VariantGroup): number {
  return group === 1 ? v.TYPE1_ID : v.TYPE2_ID;
}

function other(v: VariantData, group: VariantGroup): number {
  return group === 1 ? v.TYPE2_ID : v.TYPE1_ID;
}

/**
 * A value of `group` when `subId` of the other group is chosen (null: nothing chosen there):
 * hidden when no variant pairs them, passive when every such variant is sold out.
 */
export function variantState(
  variants: VariantData[],
  group: VariantGroup,
  value: number,
  subId: number | null,
): { state: VariantState; variant: VariantData | null } {
  const matching = variants.filter((v) => own(v, group) === value && (subId === null || other(v, group) === subId));
  const first = matching[0];
  if (!first) return { state: 'hidden', variant: null };
  const inStock = matching.find((v) => v.STOCK > 0);
  return inStock ? { state: 'available', variant: inStock } : { state: 'passive', variant: first };
}

/** The sizes of `colour` that are sold out (passive in the picker), in the sizes' order, each
 * with its variant: the sizes a back-in-stock alert can be asked for. */
export function soldOutSizes(
  variants: VariantData[],
  sizes: VariantValue[],
  colour: number | null,
): { size: VariantValue; variant: VariantData }[] {
  if (colour === null) return [];
  return sizes.flatMap((size) => {
    const { state, variant } = variantState(variants, 2, size.ID, colour);
    return state === 'passive' && variant ? [{ size, variant }] : [];
  });
}

/** The variant of a colour to show after a colour change: same size when it has stock, else the
 * first size in stock, else the colour's first variant (sold out). */
export function variantForColour(variants: VariantData[], colour: number, size: number | null): VariantData | null {
  const ofColour = variants.filter((v) => v.TYPE1_ID === colour);
  return (
    ofColour.find((v) => v.TYPE2_ID === size && v.STOCK > 0) ??
    ofColour.find((v) => v.STOCK > 0) ??
    ofColour[0] ??
    null
  );
}

/** The variant to choose for a size (the size advisor's "Bu bedeni seç"): the chosen colour's
 * when it has that size in stock, else another colour's that has; null when no colour has it. */
export function variantForSize(variants: VariantData[], size: number, colour: number | null): VariantData | null {
  const inStock = variants.filter((v) => v.TYPE2_ID === size && v.STOCK > 0);
  return inStock.find((v) => v.TYPE1_ID === colour) ?? inStock[0] ?? null;
}

export function toMinor(amount: number): number {
  return Math.round(amount * 100);
}

export function fromMinor(minor: number): number {
  return minor / 100;
}

/** `percent` of a non-negative minor amount, rounded half up (as the server's percent_of). */
export function percentOf(minor: number, percent: number): number {
  return Math.floor((minor * percent + 50) / 100);
}

/** The price with the subscription discount taken off. */
export function subscriptionPrice(price: number, percent: number): number {
  if (percent <= 0) return price;
  const minor = toMinor(price);
  return fromMinor(minor - percentOf(minor, Math.min(percent, 100)));
}

/** Spec section 9: the money-order price adds MONEY_ORDER_PERCENT (negative for a discount). */
export function moneyOrderPrice(price: number, percent: number): number {
  const p = Math.max(-100, Math.min(100, percent));
  return fromMinor(Math.floor((toMinor(price) * (100 + p) + 50) / 100));
}

/** The unit price within a multi-buy tier. */
export function tierUnitPrice(price: number, percent: number): number {
  const minor = toMinor(price);
  return fromMinor(minor - percentOf(minor, Math.max(0, Math.min(100, percent))));
}

/** The VAT part of a VAT-inclusive price. */
export function includedVat(price: number, vatPercent: number): number {
  const base = 100 + Math.max(0, vatPercent);
  return fromMinor(Math.floor((toMinor(price) * vatPercent + Math.floor(base / 2)) / base));
}

export interface InstallmentLine {
  months: number;
  monthly: number;
  total: number;
  interestFree: boolean;
}

/** A card family's rows for a price in the display currency: the wallet's instalment rules
 * (a single payment, then the plan's counts from its minimum; the monthly amount rounded up so
 * payments never fall short), worked in minor units. */
export function installmentTable(price: number, family: FamilyPlanView): InstallmentLine[] {
  const plan = { counts: family.COUNTS, rates: family.RATES, minAmount: toMinor(family.MIN_AMOUNT) };
  return instalmentOptions(toMinor(price), plan).map((option) => ({
    months: option.count,
    monthly: fromMinor(option.monthly),
    total: fromMinor(option.total),
    interestFree: option.interestFree,
  }));
}

/** Spec section 9, the gallery lightbox's numbers. */
export const GALLERY = {
  /** A slide change (arrows, keys, the thumbnail strip, a swipe) animates over this time. */
  slideMs: 600,
  backdropMs: 150,
  barsHideMs: 6000,
  /** A horizontal drag this long or longer changes slide on release; a shorter one snaps back. */
  swipeThresholdPx: 50,
  preload: 1,
  thumbWidth: 100,
  thumbMargin: 5,
  stripHeight: 100,
  zoomReadyMs: 300,
  fullWidthZoomMinWindow: 1024,
} as const;

/** Spec section 9, the pinch-zoom helper's numbers. */
export const PINCH = {
  /** After a pinch ends, taps are ignored for this long (the zoom flag stays set). */
  zoomFlagClearMs: 250,
  /** A second tap within this window ends a zoom (or zooms in). */
  doubleTapMs: 1000,
  /** A pinch cannot shrink the image below this width. */
  minZoomedWidthPx: 50,
  /** A single touch only starts a drag this long after it lands, so a second finger arriving in
   * that time makes the gesture a pinch rather than a swipe. */
  touchDelayMs: 10,
} as const;

/** Spec section 9: a second tap within this window ends a pinch-zoom. */
export const DOUBLE_TAP_MS = PINCH.doubleTapMs;

/** Is a tap at `now` the second of a double tap after one at `previous`? */
export function isDoubleTap(previous: number | null, now: number): boolean {
  return previous !== null && now - previous <= DOUBLE_TAP_MS;
}

/**
 * The slide step a horizontal drag of `distance` px (positive: towards the right) asks for on
 * release: dragging left by the threshold or more goes to the next slide, right to the previous
 * one, anything shorter stays.
 */
export function swipeStep(distance: number): -1 | 0 | 1 {
  if (Math.abs(distance) < GALLERY.swipeThresholdPx) return 0;
  return distance < 0 ? 1 : -1;
}

/** How far (0 to 1) a slide change has come `elapsed` ms after it started: eased in and out,
 * halfway at half the time, done at GALLERY.slideMs. */
export function slideProgress(elapsed: number): number {
  if (elapsed <= 0) return 0;
  if (elapsed >= GALLERY.slideMs) return 1;
  return 0.5 - Math.cos((Math.PI * elapsed) / GALLERY.slideMs) / 2;
}

/** The slides a change from `from` to `to` moves over among `count`: with loop on, the short way
 * round (forward on a tie, as PhotoSwipe does); positive is forward. */
export function slideSteps(from: number, to: number, count: number, loop: boolean): number {
  const diff = to - from;
  if (!loop || count < 1) return diff;
  const forward = ((diff % count) + count) % count;
  return forward <= count / 2 ? forward : forward - count;
}

/** Has a touch that landed at `downAt` waited out the touch delay at `now`? */
export function touchSettled(downAt: number, now: number): boolean {
  return now - downAt >= PINCH.touchDelayMs;
}

/** Is the zoom flag still set at `now` for a pinch that ended at `endedAt` (null: none)? Taps
 * are ignored while it is. */
export function zoomFlagSet(endedAt: number | null, now: number): boolean {
  return endedAt !== null && now - endedAt < PINCH.zoomFlagClearMs;
}

/**
 * The lowest zoom level a pinch may reach for an image `imageWidth` px wide at zoom level 1: the
 * level that shows it PINCH.minZoomedWidthPx wide, but never above the fitted level `fit` (an
 * image already narrower than that is not grown by the floor).
 */
export function pinchZoomFloor(imageWidth: number, fit: number): number {
  if (imageWidth <= 0) return fit;
  return Math.min(fit, PINCH.minZoomedWidthPx / imageWidth);
}

/** Spec section 2: a pinch that leaves the image smaller than its fitted size ends the zoom; the
 * image goes back to that size (and the lightbox stays open). */
export function pinchEndsZoom(zoomLevel: number, fit: number): boolean {
  return zoomLevel < fit;
}
