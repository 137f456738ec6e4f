import { describe, expect, it } from 'vitest';
import {
  GALLERY,
  PINCH,
  includedVat,
  isDoubleTap,
  pinchEndsZoom,
  pinchZoomFloor,
  slideProgress,
  slideSteps,
  soldOutSizes,
  swipeStep,
  touchSettled,
  zoomFlagSet,
  installmentTable,
  moneyOrderPrice,
  subscriptionPrice,
  tierUnitPrice,
  variantForColour,
  variantForSize,
  variantState,
} from './rules';
import type { VariantData } from './types';

function variant(id: number, colour: number, size: number, stock: number): VariantData {
  return {
    ID: id,
    TYPE_ID: size,
    TYPE: '',
    TYPE1_ID: colour,
    TYPE2_ID: size,
    CODE: '',
    BARCODE: '',
    PRICE: 199.9,
    PRICE_NOT_DISCOUNTED: 199.9,
    STOCK: stock,
    IN_STOCK: stock > 0 ? 1 : 0,
    MONEY_ORDER_PERCENT: 0,
    MONEY_ORDER_PRICE: 199.9,
    VAT: 10,
    WS_CODE: '',
    WEIGHT: 0,
    ADDITIONAL_INFO: '',
    TYPE_COLOR_CODE: '',
    CURRENCY: 'TRY',
  };
}

// Red (1) in sizes 10 (stock) and 11 (sold out); blue (2) in size 10 only.
const grid = [variant(1, 1, 10, 5), variant(2, 1, 11, 0), variant(3, 2, 10, 2)];

describe('soldOutSizes', () => {
  const sizes = [10, 11, 12].map((id, index) => ({
    ID: id,
    LIST_NO: index,
    NAME: `${String(id)} Yaş`,
    COLOR_CODE: '',
    STATE: 'available' as const,
    STOCK: 0,
    VARIANT_ID: 0,
  }));

  it("names the chosen colour's sold-out sizes with their variants, not its missing or stocked ones", () => {
    expect(soldOutSizes(grid, sizes, 1).map(({ size, variant }) => [size.ID, variant.ID])).toEqual([[11, 2]]);
    expect(soldOutSizes(grid, sizes, 2)).toEqual([]);
    expect(soldOutSizes(grid, sizes, null)).toEqual([]);
  });
});

describe('variantState', () => {
  it('makes sizes available, passive or hidden for the chosen colour', () => {
    expect(variantState(grid, 2, 10, 1).state).toBe('available');
    expect(variantState(grid, 2, 11, 1).state).toBe('passive');
    expect(variantState(grid, 2, 11, 2).state).toBe('hidden');
    expect(variantState(grid, 1, 1, null).state).toBe('available');
    expect(variantState(grid, 1, 2, 11).state).toBe('hidden');
  });

  it('keeps the size on a colour change when it has stock there', () => {
    expect(variantForColour(grid, 2, 10)?.ID).toBe(3);
    expect(variantForColour(grid, 2, 11)?.ID).toBe(3);
    expect(variantForColour([variant(7, 4, 10, 0)], 4, null)?.ID).toBe(7);
  });

  it('finds an advised size in the chosen colour, else in another colour that has it in stock', () => {
    expect(variantForSize(grid, 10, 2)?.ID).toBe(3);
    expect(variantForSize(grid, 10, 1)?.ID).toBe(1);
    // Blue has no size 10 left once it is sold out there: red's is chosen, with its colour.
    expect(variantForSize([variant(1, 1, 10, 5), variant(3, 2, 10, 0)], 10, 2)?.ID).toBe(1);
    expect(variantForSize(grid, 11, 1)).toBeNull();
    expect(variantForSize(grid, 12, null)).toBeNull();
  });
});

describe('prices', () => {
  it('takes the subscription percent off', () => {
    expect(subscriptionPrice(199.9, 5)).toBe(189.9);
    expect(subscriptionPrice(100, 0)).toBe(100);
  });

  it('adds the money-order percent', () => {
    expect(moneyOrderPrice(199.9, -3)).toBe(193.9);
    expect(moneyOrderPrice(100, 2)).toBe(102);
  });

  it('prices tiers and VAT in whole kuruş', () => {
    expect(tierUnitPrice(199.9, 10)).toBe(179.91);
    expect(includedVat(110, 10)).toBe(10);
  });

  it('builds a card family\'s instalment table like the server', () => {
    const family = {
      FAMILY: 'Bonus',
      TITLE: 'Bonus',
      COUNTS: [2, 3, 6, 9, 12],
      RATES: [0, 0, 4.9, 7.9, 10.9],
      MIN_AMOUNT: 100,
    };
    const rows = installmentTable(300, family);
    expect(rows.map((r) => r.months)).toEqual([1, 2, 3, 6, 9, 12]);
    expect(rows[2]).toEqual({ months: 3, monthly: 100, total: 300, interestFree: true });
    expect(rows[3]).toEqual({ months: 6, monthly: 52.45, total: 314.7, interestFree: false });
    // Payments never fall short: 300,00 TL in 9 at 7.9 % is 323,70 TL, 35,97 TL a month.
    expect(rows[4]?.monthly).toBe(35.97);
    expect(installmentTable(100, family)[2]?.monthly).toBe(33.34);
    // Below the family's minimum: a single payment only.
    expect(installmentTable(99.99, family)).toEqual([{ months: 1, monthly: 99.99, total: 99.99, interestFree: true }]);
  });
});

describe('isDoubleTap', () => {
  it('counts a second tap within one second', () => {
    expect(isDoubleTap(1000, 1900)).toBe(true);
    expect(isDoubleTap(1000, 2000)).toBe(true);
    expect(isDoubleTap(1000, 2001)).toBe(false);
    expect(isDoubleTap(null, 5)).toBe(false);
  });
});

describe('gallery numbers (spec section 9)', () => {
  it('keeps the lightbox numbers', () => {
    expect(GALLERY).toEqual({
      slideMs: 600,
      backdropMs: 150,
      barsHideMs: 6000,
      swipeThresholdPx: 50,
      preload: 1,
      thumbWidth: 100,
      thumbMargin: 5,
      stripHeight: 100,
      zoomReadyMs: 300,
      fullWidthZoomMinWindow: 1024,
    });
    expect(PINCH).toEqual({ zoomFlagClearMs: 250, doubleTapMs: 1000, minZoomedWidthPx: 50, touchDelayMs: 10 });
  });
});

describe('swipeStep', () => {
  it('changes slide from 50 px of drag and snaps back below it', () => {
    expect(swipeStep(-50)).toBe(1);
    expect(swipeStep(-60)).toBe(1);
    expect(swipeStep(50)).toBe(-1);
    expect(swipeStep(400)).toBe(-1);
    expect(swipeStep(-49.9)).toBe(0);
    expect(swipeStep(49)).toBe(0);
    expect(swipeStep(-40)).toBe(0);
    expect(swipeStep(0)).toBe(0);
  });
});

describe('slideProgress', () => {
  it('runs a slide change over 600 ms, halfway at 300 ms', () => {
    expect(slideProgress(-5)).toBe(0);
    expect(slideProgress(0)).toBe(0);
    expect(slideProgress(300)).toBeCloseTo(0.5, 6);
    expect(slideProgress(150)).toBeGreaterThan(0);
    expect(slideProgress(150)).toBeLessThan(0.5);
    expect(slideProgress(590)).toBeLessThan(1);
    expect(slideProgress(599)).toBeLessThan(1);
    expect(slideProgress(600)).toBe(1);
    expect(slideProgress(5000)).toBe(1);
  });

  it('only moves forward', () => {
    let last = 0;
    for (let t = 0; t <= 600; t += 10) {
      const p = slideProgress(t);
      expect(p).toBeGreaterThanOrEqual(last);
      last = p;
    }
  });
});

describe('slideSteps', () => {
  it('goes the short way round when looping', () => {
    expect(slideSteps(0, 1, 5, true)).toBe(1);
    expect(slideSteps(0, 4, 5, true)).toBe(-1);
    expect(slideSteps(4, 0, 5, true)).toBe(1);
    expect(slideSteps(1, 3, 4, true)).toBe(2);
    expect(slideSteps(2, 2, 4, true)).toBe(0);
    expect(slideSteps(0, 1, 2, false)).toBe(1);
    expect(slideSteps(3, 0, 5, false)).toBe(-3);
  });
});

describe('pinch-zoom helper', () => {
  it('waits 10 ms after a touch lands before a drag may start', () => {
    expect(touchSettled(1000, 1009)).toBe(false);
    expect(touchSettled(1000, 1010)).toBe(true);
    expect(touchSettled(1000, 1500)).toBe(true);
  });

  it('keeps the zoom flag for 250 ms after a pinch', () => {
    expect(zoomFlagSet(null, 10)).toBe(false);
    expect(zoomFlagSet(1000, 1000)).toBe(true);
    expect(zoomFlagSet(1000, 1249)).toBe(true);
    expect(zoomFlagSet(1000, 1250)).toBe(false);
  });

  it('does not let a pinch shrink the image below 50 px wide', () => {
    // 960 px wide at level 1, fitted at 0.4 (384 px): the floor shows it 50 px wide.
    expect(pinchZoomFloor(960, 0.4)).toBeCloseTo(50 / 960, 9);
    expect(960 * pinchZoomFloor(960, 0.4)).toBeCloseTo(50, 6);
    // 100 px wide: 50 px is level 0.5.
    expect(pinchZoomFloor(100, 1)).toBe(0.5);
    // An image fitted narrower than 50 px is not grown by the floor.
    expect(pinchZoomFloor(40, 1)).toBe(1);
    expect(pinchZoomFloor(0, 0.3)).toBe(0.3);
  });

  it('ends the zoom when a pinch leaves the image below its fitted size', () => {
    expect(pinchEndsZoom(0.35, 0.4)).toBe(true);
    expect(pinchEndsZoom(0.4, 0.4)).toBe(false);
    expect(pinchEndsZoom(0.9, 0.4)).toBe(false);
  });
});
