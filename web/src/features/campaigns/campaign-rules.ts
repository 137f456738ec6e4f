// Which running campaigns a product card (or page) carries a badge for, and how a campaign a cart
// or an order got reads. The server sends each campaign's scope with its categories already
// widened to every subcategory, so a card's own category (CATEGORY_ID) decides.
import type { Schemas } from '../../lib/schemas';

/** A running campaign as the badges need it (`GET /srv/service/campaigns`). */
export type CampaignBadge = Schemas['CampaignBadge'];
/** A campaign a cart gets (its discount in the display currency). */
export type CartCampaign = Schemas['CartCampaign'];
/** A campaign an order-to-be or an order got (its discount in kuruş). */
export type OrderCampaign = Schemas['OrderCampaign'];

/** What of a product card (or the product page's data) decides its badges. */
export type CampaignTarget = Pick<Schemas['ProductCard'], 'ID' | 'CATEGORY_ID' | 'DISCOUNT_PERCENT'>;

/** At most this many badges on a card: the names must stay readable on a phone's two columns. */
export const CARD_BADGE_LIMIT = 2;

/**
 * Whether `campaign` covers `product`: not one of its excluded products or categories, not left
 * out for being discounted already, and then either every product (no products nor categories
 * named) or one of the products or categories it names.
 */
export function covers(campaign: Pick<CampaignBadge, 'scope'>, product: CampaignTarget): boolean {
  const { categories = [], products = [], excluded_categories = [], excluded_products = [], exclude_discounted = false } = campaign.scope;
  if (excluded_products.includes(product.ID)) return false;
  if (excluded_categories.includes(product.CATEGORY_ID)) return false;
  if (exclude_discounted && product.DISCOUNT_PERCENT > 0) return false;
  if (categories.length === 0 && products.length === 0) return true;
  return products.includes(product.ID) || categories.includes(product.CATEGORY_ID);
}

/** The campaigns whose badge `product` carries, in the server's order (oldest first); a
 * members-only campaign's for a signed-in `member` alone. */
export function badgesFor(campaigns: readonly CampaignBadge[], product: CampaignTarget, member: boolean): CampaignBadge[] {
  return campaigns.filter((campaign) => (member || !campaign.members_only) && covers(campaign, product));
}

/** A free-shipping campaign: its line says the shipping is free rather than an amount. */
export function isFreeShipping(campaign: CartCampaign | OrderCampaign): boolean {
  return 'freeShipping' in campaign ? campaign.freeShipping : campaign.free_shipping;
}
