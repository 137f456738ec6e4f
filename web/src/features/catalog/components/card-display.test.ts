import { describe, expect, it } from 'vitest';
import { cardDisplayFrom, DEFAULT_CARD_DISPLAY, parseImageRatio } from './card-display';

describe('featured products settings', () => {
  it('shows every button on a 4:5 image by default', () => {
    expect(cardDisplayFrom(undefined)).toEqual(DEFAULT_CARD_DISPLAY);
    expect(DEFAULT_CARD_DISPLAY).toEqual({
      imageRatio: '4 / 5',
      cartButton: true,
      compareButton: true,
      favouriteButton: true,
      quickView: true,
    });
  });

  it('turns buttons off from 0, "0" or false and keeps the defaults for unknown values', () => {
    const display = cardDisplayFrom({
      DISPLAY_CART_BUTTON: 0,
      DISPLAY_COMPARISON_BUTTON: '0',
      DISPLAY_FAVOURITE_BUTTON: false,
      IS_QUICK_VIEW_ACTIVE: 'maybe',
      IMAGE_RATIO: '1:1',
    });
    expect(display).toEqual({
      imageRatio: '1 / 1',
      cartButton: false,
      compareButton: false,
      favouriteButton: false,
      quickView: true,
    });
    expect(cardDisplayFrom({ IS_QUICK_VIEW_ACTIVE: '0' }).quickView).toBe(false);
  });

  it('reads the image ratio in its usual spellings', () => {
    expect(parseImageRatio('4/5')).toBe('4 / 5');
    expect(parseImageRatio('3x4')).toBe('3 / 4');
    expect(parseImageRatio(' 1 : 1 ')).toBe('1 / 1');
    expect(parseImageRatio(0.8)).toBe('0.8');
    expect(parseImageRatio('1.25')).toBe('1.25');
    expect(parseImageRatio('0/5')).toBeNull();
    expect(parseImageRatio('1/9')).toBeNull();
    expect(parseImageRatio('auto; color: red')).toBeNull();
    expect(parseImageRatio(undefined)).toBeNull();
  });
});
