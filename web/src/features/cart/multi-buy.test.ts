import { describe, expect, it } from 'vitest';
import type { TFunction } from '../../i18n/translate';
import { multiBuyText } from './multi-buy';

const t: TFunction = (key, params) => `${key} ${JSON.stringify(params)}`;

describe('multiBuyText', () => {
  it('gives a range for a closed tier and "and more" from 99 up, joined in order', () => {
    expect(
      multiBuyText(
        [
          { min: 2, max: 4, percent: 5 },
          { min: 5, max: 99, percent: 10 },
        ],
        t,
      ),
    ).toBe('cart.tierRange {"min":2,"max":4,"percent":5} · cart.tierFrom {"min":5,"percent":10}');
  });

  it('is empty without tiers', () => {
    expect(multiBuyText([], t)).toBe('');
  });
});
