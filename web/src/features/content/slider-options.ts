// Slider settings of the content (spec section 3) as Swiper options: PERVIEW and MARGIN per
// breakpoint (576, 768, 992, 1170, 1400), DELAY in seconds × 1000 (0 or empty: no autoplay).
import type { PerBreakpoint, SliderSettings } from './types';

export const BREAKPOINTS = { SM: 576, MD: 768, LG: 992, XL: 1170, XXL: 1400 } as const;

/** Library default animation time (spec section 9). */
export const SLIDE_SPEED_MS = 300;

export interface SlideOptions {
  slidesPerView: number;
  spaceBetween: number;
}

export interface SliderOptions extends SlideOptions {
  breakpoints: Record<number, SlideOptions>;
  effect: 'slide' | 'fade';
  autoplay: { delay: number; disableOnInteraction: boolean; pauseOnMouseEnter: boolean } | false;
  loop: boolean;
  navigation: boolean;
  thumbnails: boolean;
  pagination: 'bullets' | 'fraction' | 'progressbar' | null;
  speed: number;
}

export function autoplayDelayMs(delaySeconds: number | null | undefined): number | null {
  if (delaySeconds === null || delaySeconds === undefined || !Number.isFinite(delaySeconds) || delaySeconds <= 0) {
    return null;
  }
  return Math.round(delaySeconds * 1000);
}

function valueAt<T>(values: PerBreakpoint<T>, key: keyof typeof BREAKPOINTS, below: T): T {
  return values[key] ?? below;
}

export function sliderOptions(settings: SliderSettings, slideCount: number): SliderOptions {
  const breakpoints: Record<number, SlideOptions> = {};
  let perView = settings.PERVIEW.ALL;
  let margin = settings.MARGIN.ALL;
  for (const key of Object.keys(BREAKPOINTS) as (keyof typeof BREAKPOINTS)[]) {
    perView = valueAt(settings.PERVIEW, key, perView);
    margin = valueAt(settings.MARGIN, key, margin);
    breakpoints[BREAKPOINTS[key]] = { slidesPerView: perView, spaceBetween: margin };
  }
  const delay = autoplayDelayMs(settings.DELAY);
  const effect = settings.EFFECT === 'fade' ? 'fade' : 'slide';
  return {
    slidesPerView: settings.PERVIEW.ALL,
    spaceBetween: settings.MARGIN.ALL,
    breakpoints,
    effect,
    autoplay: delay === null ? false : { delay, disableOnInteraction: false, pauseOnMouseEnter: true },
    // Looping needs more slides than are in view.
    loop: settings.LOOP === 1 && slideCount > Math.ceil(perView),
    navigation: settings.DISPLAY_NAVIGATION === 1,
    thumbnails: settings.DISPLAY_THUMBNAIL === 1,
    pagination: settings.PAGINATION_TYPE === 'none' ? null : settings.PAGINATION_TYPE,
    speed: SLIDE_SPEED_MS,
  };
}
