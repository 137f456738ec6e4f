// Banner groups and sliders of the home page: every block made of slider image items.
import type { CSSProperties } from 'react';
import type { ImageAssets, PerBreakpoint, SliderImage } from '../types';
import { BlockLink } from './BlockLink';
import { ContentBlock } from './ContentBlock';
import { ContentImage } from './ContentImage';
import { Slider } from './Slider';

/** COL (columns out of 12 per breakpoint) as CSS variables the grid reads. */
function columnStyle(col: PerBreakpoint<number>): CSSProperties {
  let current = col.ALL;
  const vars: Record<string, number> = { '--col': current };
  for (const key of ['SM', 'MD', 'LG', 'XL', 'XXL'] as const) {
    current = col[key] ?? current;
    vars[`--col-${key.toLowerCase()}`] = current;
  }
  return vars;
}

export function visibleItems(assets: ImageAssets): SliderImage[] {
  return assets.IMAGES.filter((item) => item.HIDDEN !== 1);
}

/** The banners whose caption is a strip along the picture's foot instead of laid over it. */
const CAPTION_STRIP = new Set([
  'girls_age_slider',
  'boys_age_slider',
  'popular_category_banners',
  'category_banners',
  'marketplace_banners',
  'contract_banners',
  'outfit_banners',
  'how_to_banners',
]);

interface BannerCardProps {
  item: SliderImage;
  variant: string;
  priority?: boolean;
}

/** One banner: the image with its title, text and call to action laid over it. */
export function BannerCard({ item, variant, priority = false }: BannerCardProps) {
  const hasText = Boolean(item.TITLE || item.CONTENT || item.DATA1);
  return (
    <BlockLink url={item.URL} target={item.URL_TARGET} rel={item.URL_REL} className={`banner banner--${variant}${CAPTION_STRIP.has(variant) ? ' banner--strip' : ''}`} label={hasText ? undefined : item.TITLE}>
      <ContentImage image={item.IMG1} alt="" priority={priority} className="banner__image" />
      {hasText && (
        <span className="banner__text">
          {item.TITLE && <span className="banner__title">{item.TITLE}</span>}
          {item.CONTENT && <span className="banner__content">{item.CONTENT}</span>}
          {item.DATA1 && <span className="banner__action">{item.DATA1}</span>}
        </span>
      )}
    </BlockLink>
  );
}

interface BannerBlockProps {
  name: string;
  assets: ImageAssets;
  /** The first slide is the page's largest image: loaded first. */
  priority?: boolean;
}

export function BannerGrid({ name, assets }: BannerBlockProps) {
  const items = visibleItems(assets);
  const headingId = `block-${name}`;
  return (
    <ContentBlock className={`content-block content-block--${name} page-width`} headingId={headingId} title={assets.TITLE}>
      <ul className="banner-grid">
        {items.map((item) => (
          <li key={item.INDEX} className="banner-grid__item" style={columnStyle(item.COL)}>
            <BannerCard item={item} variant={name} />
          </li>
        ))}
      </ul>
    </ContentBlock>
  );
}

export function BannerSlider({ name, assets, priority = false }: BannerBlockProps) {
  const items = visibleItems(assets);
  if (!assets.SETTINGS) return <BannerGrid name={name} assets={assets} />;
  const headingId = `block-${name}`;
  const full = name === 'hero_slider' || name === 'mobile_slider';
  return (
    <ContentBlock
      className={`content-block content-block--${name} ${full ? 'content-block--full' : 'page-width'}`}
      headingId={headingId}
      title={full ? undefined : assets.TITLE}
    >
      <Slider
        settings={assets.SETTINGS}
        items={items}
        label={assets.TITLE || name}
        className={`slider--${name}`}
        renderSlide={(item, index) => <BannerCard item={item} variant={name} priority={priority && index === 0} />}
      />
    </ContentBlock>
  );
}
