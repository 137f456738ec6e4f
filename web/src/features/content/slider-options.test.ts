import { describe, expect, it } from 'vitest';
import { autoplayDelayMs, sliderOptions } from './slider-options';
import type { SliderSettings } from './types';

const base: SliderSettings = {
  PERVIEW: { ALL: 2, SM: null, MD: 4, LG: null, XL: 6, XXL: null },
  MARGIN: { ALL: 8, SM: null, MD: null, LG: 20, XL: null, XXL: null },
  EFFECT: 'slide',
  DELAY: 5,
  LOOP: 1,
  DISPLAY_NAVIGATION: 1,
  DISPLAY_THUMBNAIL: 0,
  PAGINATION_TYPE: 'bullets',
};

describe('slider options', () => {
  it('maps per-breakpoint values, keeping the one below when a breakpoint is missing', () => {
    const options = sliderOptions(base, 10);
    expect(options.slidesPerView).toBe(2);
    expect(options.breakpoints[576]).toEqual({ slidesPerView: 2, spaceBetween: 8 });
    expect(options.breakpoints[768]).toEqual({ slidesPerView: 4, spaceBetween: 8 });
    expect(options.breakpoints[992]).toEqual({ slidesPerView: 4, spaceBetween: 20 });
    expect(options.breakpoints[1170]).toEqual({ slidesPerView: 6, spaceBetween: 20 });
    expect(options.breakpoints[1400]).toEqual({ slidesPerView: 6, spaceBetween: 20 });
  });

  it('autoplays DELAY seconds × 1000; 0 or empty stops it', () => {
    expect(autoplayDelayMs(5)).toBe(5000);
    expect(autoplayDelayMs(0)).toBeNull();
    expect(autoplayDelayMs(null)).toBeNull();
    expect(sliderOptions({ ...base, DELAY: 0 }, 10).autoplay).toBe(false);
    expect(sliderOptions(base, 10).autoplay).toMatchObject({ delay: 5000 });
  });

  it('honours effect, loop, navigation, thumbnails and pagination type', () => {
    const options = sliderOptions({ ...base, EFFECT: 'fade', PAGINATION_TYPE: 'none', DISPLAY_THUMBNAIL: 1 }, 10);
    expect(options.effect).toBe('fade');
    expect(options.pagination).toBeNull();
    expect(options.thumbnails).toBe(true);
    expect(options.navigation).toBe(true);
    expect(options.loop).toBe(true);
    expect(sliderOptions({ ...base, LOOP: 0 }, 10).loop).toBe(false);
    expect(sliderOptions({ ...base, PAGINATION_TYPE: 'fraction' }, 10).pagination).toBe('fraction');
  });
});
