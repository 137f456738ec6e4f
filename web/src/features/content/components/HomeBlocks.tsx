// The home page's blocks in their configured order; each block name has its component.
import { lazy, Suspense } from 'react';
import { BlockBoundary } from '../../../components/ui/BlockBoundary';
import type { Block, ShowcaseTabData } from '../types';
import { useMediaQuery } from '../../../lib/use-media-query';
import { BannerGrid, BannerSlider } from './Banners';
import { CountdownBanner } from './CountdownBanner';
import { InfoStripBlock } from './InfoStripBlock';
import { Showcase } from './Showcase';
import { StoreLocatorBlock } from './StoreLocatorBlock';
import { TopHeader } from './TopHeader';
import '../content.css';
import '../content-pages.css';

// The newsletter form stands at the foot of the page: it comes after the first load.
const NewsletterBlock = lazy(() => import('./NewsletterBlock').then((module) => ({ default: module.NewsletterBlock })));

/** Spec section 9: below 768 px is the mobile layout. */
const NARROW = '(max-width: 767.98px)';

function BlockView({ block, showcases, narrow }: { block: Block; showcases: ShowcaseTabData[]; narrow: boolean }) {
  switch (block.NAME) {
    case 'top_header':
      return <TopHeader assets={block.ASSETS} />;
    case 'showcase':
      return <Showcase blockId={block.ID} assets={block.ASSETS} first={showcases.find((s) => s.ID === block.ID)} />;
    case 'countdown_banner':
      return <CountdownBanner assets={block.ASSETS} />;
    case 'mobile_info_strip':
      return narrow ? <InfoStripBlock assets={block.ASSETS} /> : null;
    case 'store_locator':
      return <StoreLocatorBlock assets={block.ASSETS} />;
    case 'footer_newsletter':
      return (
        <Suspense fallback={<section className="content-block content-block--footer_newsletter page-width" />}>
          <NewsletterBlock assets={block.ASSETS} />
        </Suspense>
      );
    case 'hero_slider':
      return narrow ? null : <BannerSlider name={block.NAME} assets={block.ASSETS} priority />;
    case 'mobile_slider':
      return narrow ? <BannerSlider name={block.NAME} assets={block.ASSETS} priority /> : null;
    case 'girls_age_slider':
    case 'boys_age_slider':
    case 'popular_category_banners':
      return <BannerSlider name={block.NAME} assets={block.ASSETS} />;
    default:
      return <BannerGrid name={block.NAME} assets={block.ASSETS} />;
  }
}

export function HomeBlocks({ blocks, showcases }: { blocks: Block[]; showcases: ShowcaseTabData[] }) {
  const narrow = useMediaQuery(NARROW);
  return (
    <>
      {blocks.map((block) => (
        <BlockBoundary key={block.ID} name={block.NAME} id={block.ID}>
          <BlockView block={block} showcases={showcases} narrow={narrow} />
        </BlockBoundary>
      ))}
    </>
  );
}
