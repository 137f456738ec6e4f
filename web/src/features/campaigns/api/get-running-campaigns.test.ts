import { describe, expect, it } from 'vitest';
import type { CampaignBadge } from '../campaign-rules';
import { stillRunning, untilFirstEnd } from './get-running-campaigns';

function campaign(id: number, endsAt: number | null): CampaignBadge {
  return {
    id,
    name: `Kampanya ${String(id)}`,
    offer: { kind: 'free_shipping' },
    min_total: 0,
    members_only: false,
    ends_at: endsAt,
    scope: { categories: [], products: [], excluded_categories: [], excluded_products: [], exclude_discounted: false },
  };
}

describe('the running campaigns as time passes', () => {
  const now = 1_800_000_000_000;
  const list = [campaign(1, null), campaign(2, 1_800_000_060), campaign(3, 1_800_000_010), campaign(4, 1_799_999_999)];

  it('leaves out the campaigns that ended', () => {
    expect(stillRunning(list, now).map((c) => c.id)).toEqual([1, 2, 3]);
    expect(stillRunning(list, now + 10_000).map((c) => c.id)).toEqual([1, 2]);
  });

  it('asks again a second after the first end ahead, and not at all without one', () => {
    expect(untilFirstEnd(list, now)).toBe(11_000);
    expect(untilFirstEnd(list, now + 10_000)).toBe(51_000);
    expect(untilFirstEnd([campaign(1, null), campaign(4, 1_799_999_999)], now)).toBe(false);
    expect(untilFirstEnd(undefined, now)).toBe(false);
    expect(untilFirstEnd([campaign(5, 4_000_000_000)], now)).toBe(2 ** 31 - 1);
  });
});
