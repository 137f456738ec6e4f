// The tabbed featured-products showcase: four tabs of 12 products; the first tab comes with the
// page, the others load from the showcase address when opened.
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translate';
import { Icon } from '../../../components/ui/Icon';
import { Tabs } from '../../../components/ui/Tabs';
import { localizedPath } from '../../../lib/paths';
import { type CardDisplay, cardDisplayFrom, ProductGrid } from '../../catalog';
import { useShowcaseTab } from '../api/get-showcase-tab';
import type { ShowcaseAssets, ShowcaseTabData } from '../types';
import { ContentBlock } from './ContentBlock';

interface ShowcasePanelProps {
  blockId: number;
  tabIndex: number;
  display: CardDisplay;
  initial?: ShowcaseTabData | undefined;
}

function ShowcasePanel({ blockId, tabIndex, display, initial }: ShowcasePanelProps) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useShowcaseTab(blockId, tabIndex, true, initial);
  if (isPending) {
    return <div className="showcase__loading" aria-busy="true" aria-label={t('content.loading')} />;
  }
  if (isError) {
    return (
      <p className="showcase__error" role="alert">
        {t('content.showcaseError')}{' '}
        <button type="button" className="text-link" onClick={() => void refetch()}>
          {t('content.retry')}
        </button>
      </p>
    );
  }
  return (
    <div className="showcase__panel" data-showcase={data.SHOWCASE}>
      <ProductGrid products={data.PRODUCTS} variant="showcase" display={display} />
      {data.URL && (
        <p className="showcase__more">
          <Link to={localizedPath(data.URL)} className="text-link">
            {t('home.viewAll')}
            <Icon name="chevronEnd" size={18} className="flip-rtl" />
          </Link>
        </p>
      )}
    </div>
  );
}

interface ShowcaseProps {
  blockId: number;
  assets: ShowcaseAssets;
  first?: ShowcaseTabData | undefined;
}

export function Showcase({ blockId, assets, first }: ShowcaseProps) {
  const [active, setActive] = useState('0');
  const headingId = `block-showcase-${blockId}`;
  // The block's featured products settings decide the cards' image ratio and buttons.
  const display = cardDisplayFrom(assets.SETTINGS);
  return (
    <ContentBlock className="content-block content-block--showcase page-width" headingId={headingId} title={assets.TITLE}>
      <Tabs
        label={assets.TITLE}
        value={active}
        onValueChange={setActive}
        items={assets.TABS.map((tab, index) => ({
          value: String(index),
          label: tab.TITLE,
          content: (
            <ShowcasePanel
              blockId={blockId}
              tabIndex={index}
              display={display}
              {...(index === 0 && first ? { initial: first } : {})}
            />
          ),
        }))}
      />
    </ContentBlock>
  );
}
