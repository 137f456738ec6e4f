import { describe, expect, it } from 'vitest';
import { badgesFor, covers, isFreeShipping, type CampaignBadge, type CampaignTarget } from './campaign-rules';

function campaign(id: number, scope: CampaignBadge['scope'] = {}, fields: Partial<CampaignBadge> = {}): CampaignBadge {
  return {
    id,
    name: `Kampanya ${String(id)}`,
    offer: { kind: 'buy_x_pay_y', buy: 3, pay: 2 },
    min_total: 0,
    members_only: false,
    ends_at: null,
    scope,
    ...fields,
  };
}

const card: CampaignTarget = { ID: 10, CATEGORY_ID: 7, DISCOUNT_PERCENT: 0 };
const discounted: CampaignTarget = { ...card, DISCOUNT_PERCENT: 20 };

describe('a campaign covers a card', () => {
  it('when it names no products nor categories: every product', () => {
    expect(covers(campaign(1), card)).toBe(true);
    expect(covers(campaign(1, { categories: [], products: [], excluded_categories: [], excluded_products: [] }), card)).toBe(true);
  });

  it('when it names the card’s own category (subcategories come already widened) or the product', () => {
    expect(covers(campaign(1, { categories: [3, 7] }), card)).toBe(true);
    expect(covers(campaign(1, { products: [10] }), card)).toBe(true);
    expect(covers(campaign(1, { categories: [3], products: [10] }), card)).toBe(true);
  });

  it('not when it names other categories and products only', () => {
    expect(covers(campaign(1, { categories: [3] }), card)).toBe(false);
    expect(covers(campaign(1, { products: [11] }), card)).toBe(false);
    expect(covers(campaign(1, { categories: [3], products: [11] }), card)).toBe(false);
  });

  it('not when it excludes the product or its category, even when it names them', () => {
    expect(covers(campaign(1, { excluded_products: [10] }), card)).toBe(false);
    expect(covers(campaign(1, { products: [10], excluded_products: [10] }), card)).toBe(false);
    expect(covers(campaign(1, { excluded_categories: [7] }), card)).toBe(false);
    expect(covers(campaign(1, { categories: [7], excluded_categories: [7] }), card)).toBe(false);
    expect(covers(campaign(1, { excluded_categories: [3], excluded_products: [11] }), card)).toBe(true);
  });

  it('sold under its list price: not when the campaign leaves discounted products out', () => {
    expect(covers(campaign(1, { exclude_discounted: true }), discounted)).toBe(false);
    expect(covers(campaign(1, { exclude_discounted: true }), card)).toBe(true);
    expect(covers(campaign(1, { exclude_discounted: false, categories: [7] }), discounted)).toBe(true);
  });
});

describe('the badges of a card', () => {
  it('are the covering campaigns in the server’s order', () => {
    const list = [campaign(1, { categories: [7] }), campaign(2, { categories: [3] }), campaign(3), campaign(4, { products: [10] })];
    expect(badgesFor(list, card, false).map((c) => c.id)).toEqual([1, 3, 4]);
  });

  it('leave a members-only campaign to members', () => {
    const list = [campaign(1, {}, { members_only: true }), campaign(2)];
    expect(badgesFor(list, card, false).map((c) => c.id)).toEqual([2]);
    expect(badgesFor(list, card, true).map((c) => c.id)).toEqual([1, 2]);
  });
});

describe('a campaign of a cart or an order', () => {
  it('is free shipping by the flag of its shape', () => {
    expect(isFreeShipping({ id: 1, name: 'Kargo Bedava', discount: 0, freeShipping: true })).toBe(true);
    expect(isFreeShipping({ id: 1, name: '3 Al 2 Öde', discount: 99.9, freeShipping: false })).toBe(false);
    expect(isFreeShipping({ id: 1, name: 'Kargo Bedava', discount: 4990, free_shipping: true })).toBe(true);
    expect(isFreeShipping({ id: 1, name: '3 Al 2 Öde', discount: 9990, free_shipping: false })).toBe(false);
  });
});
