// What a product card shows: the featured products settings of spec section 3 (IMAGE_RATIO,
// DISPLAY_CART_BUTTON, DISPLAY_COMPARISON_BUTTON, DISPLAY_FAVOURITE_BUTTON, IS_QUICK_VIEW_ACTIVE),
// read from a content block's settings with defaults for lists that have none.

export interface CardDisplay {
  /** A CSS aspect-ratio for the image box, e.g. "4 / 5". */
  imageRatio: string;
  cartButton: boolean;
  compareButton: boolean;
  favouriteButton: boolean;
  quickView: boolean;
}

export const DEFAULT_CARD_DISPLAY: CardDisplay = {
  imageRatio: '4 / 5',
  cartButton: true,
  compareButton: true,
  favouriteButton: true,
  quickView: true,
};

/** The settings as a content block carries them; values may be numbers, "1"/"0" or booleans. */
export interface FeaturedProductsSettings {
  IMAGE_RATIO?: unknown;
  DISPLAY_CART_BUTTON?: unknown;
  DISPLAY_COMPARISON_BUTTON?: unknown;
  DISPLAY_FAVOURITE_BUTTON?: unknown;
  IS_QUICK_VIEW_ACTIVE?: unknown;
}

function flag(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') {
    const v = value.trim().toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(v)) return true;
    if (['0', 'false', 'no', 'off'].includes(v)) return false;
  }
  return fallback;
}

/**
 * "4/5", "4:5", "4x5", "4 / 5" or a number (width over height) as a CSS aspect-ratio; null for
 * anything else, or a ratio outside 1:4 to 4:1.
 */
export function parseImageRatio(value: unknown): string | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) && value >= 0.25 && value <= 4 ? String(value) : null;
  }
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:[/:x×]\s*(\d+(?:\.\d+)?))?\s*$/i.exec(value);
  if (!match) return null;
  const width = Number(match[1]);
  const height = match[2] === undefined ? 1 : Number(match[2]);
  if (width <= 0 || height <= 0) return null;
  const ratio = width / height;
  if (ratio < 0.25 || ratio > 4) return null;
  return match[2] === undefined ? String(width) : `${width} / ${height}`;
}

export function cardDisplayFrom(settings: FeaturedProductsSettings | null | undefined): CardDisplay {
  if (!settings) return DEFAULT_CARD_DISPLAY;
  const d = DEFAULT_CARD_DISPLAY;
  return {
    imageRatio: parseImageRatio(settings.IMAGE_RATIO) ?? d.imageRatio,
    cartButton: flag(settings.DISPLAY_CART_BUTTON, d.cartButton),
    compareButton: flag(settings.DISPLAY_COMPARISON_BUTTON, d.compareButton),
    favouriteButton: flag(settings.DISPLAY_FAVOURITE_BUTTON, d.favouriteButton),
    quickView: flag(settings.IS_QUICK_VIEW_ACTIVE, d.quickView),
  };
}
