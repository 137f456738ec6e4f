// A content slider. Until it comes near the screen, and while Swiper's code loads, its slides are
// laid out statically as Swiper will show them (slides per view and gaps per breakpoint), so the
// page renders without the slider library and nothing moves when it arrives.
import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { BREAKPOINTS } from '../slider-options';
import type { SliderImage, SliderSettings } from '../types';

const SwiperSlider = lazy(() => import('./SwiperSlider'));

export interface SliderProps {
  settings: SliderSettings;
  items: SliderImage[];
  label: string;
  className?: string;
  renderSlide: (item: SliderImage, index: number) => ReactNode;
}

/** Slides per view and gaps per breakpoint as CSS variables for the static layout. */
function staticStyle(settings: SliderSettings): CSSProperties {
  let perView = settings.PERVIEW.ALL;
  let margin = settings.MARGIN.ALL;
  const vars: Record<string, string | number> = { '--pv': perView, '--gap': `${String(margin)}px` };
  for (const key of Object.keys(BREAKPOINTS) as (keyof typeof BREAKPOINTS)[]) {
    perView = settings.PERVIEW[key] ?? perView;
    margin = settings.MARGIN[key] ?? margin;
    vars[`--pv-${key.toLowerCase()}`] = perView;
    vars[`--gap-${key.toLowerCase()}`] = `${String(margin)}px`;
  }
  return vars;
}

/**
 * The slides laid out as Swiper will show them. With one slide a view at every width, the others
 * are out of sight: inert, so that neither the keyboard nor a screen reader reaches their links.
 */
function StaticSlides({ settings, items, renderSlide }: SliderProps) {
  const oneAView = Object.values(settings.PERVIEW).every((perView) => (perView ?? 1) <= 1);
  return (
    <div className="slider-static" style={staticStyle(settings)}>
      {items.map((item, index) => (
        <div key={item.INDEX} className="slider-static__slide" inert={index > 0 && oneAView}>
          {renderSlide(item, index)}
        </div>
      ))}
    </div>
  );
}

export function Slider(props: SliderProps) {
  const { label, className = '' } = props;
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, []);

  const fallback = <StaticSlides {...props} />;
  return (
    <div ref={box} className={`slider ${className}`} role="region" aria-roledescription="carousel" aria-label={label}>
      {near ? (
        <Suspense fallback={fallback}>
          <SwiperSlider {...props} />
        </Suspense>
      ) : (
        fallback
      )}
    </div>
  );
}
