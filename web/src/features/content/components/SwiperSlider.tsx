// The content sliders on Swiper: slides per view and gaps per breakpoint, effect, autoplay delay,
// loop, arrows, thumbnails and pagination, all from the block's settings. Loaded on its own when a
// slider comes near the screen (see Slider).
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { A11y, Autoplay, EffectFade, Navigation, Pagination, Thumbs } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import 'swiper/css/thumbs';
import { pageDirection } from '../../../lib/settings';
import { sliderOptions } from '../slider-options';
import { ContentImage } from './ContentImage';
import type { SliderProps } from './Slider';

export default function SwiperSlider({ settings, items, renderSlide }: SliderProps) {
  const { t } = useTranslation();
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  const options = sliderOptions(settings, items.length);
  const dir = pageDirection();
  return (
    <>
      <Swiper
        dir={dir}
        modules={[A11y, Autoplay, EffectFade, Navigation, Pagination, Thumbs]}
        slidesPerView={options.slidesPerView}
        spaceBetween={options.spaceBetween}
        breakpoints={options.breakpoints}
        effect={options.effect}
        {...(options.effect === 'fade' ? { fadeEffect: { crossFade: true } } : {})}
        speed={options.speed}
        autoplay={options.autoplay}
        loop={options.loop}
        navigation={options.navigation}
        pagination={options.pagination ? { type: options.pagination, clickable: true } : false}
        thumbs={options.thumbnails && thumbs && !thumbs.destroyed ? { swiper: thumbs } : undefined}
        a11y={{
          prevSlideMessage: t('content.previousSlide'),
          nextSlideMessage: t('content.nextSlide'),
          paginationBulletMessage: t('content.goToSlide', { index: '{{index}}' }),
        }}
      >
        {items.map((item, index) => (
          <SwiperSlide key={item.INDEX}>{renderSlide(item, index)}</SwiperSlide>
        ))}
      </Swiper>
      {options.thumbnails && (
        <Swiper
          dir={dir}
          modules={[Thumbs]}
          onSwiper={setThumbs}
          slidesPerView={Math.min(items.length, 6)}
          spaceBetween={8}
          watchSlidesProgress
          className="slider__thumbs"
        >
          {items.map((item) => (
            <SwiperSlide key={item.INDEX}>
              <ContentImage image={item.IMG1} alt="" className="slider__thumb" />
            </SwiperSlide>
          ))}
        </Swiper>
      )}
    </>
  );
}
