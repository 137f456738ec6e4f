import { lazy, Suspense, useRef, useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translate';
import { CampaignBadges } from '../../campaigns';
import { AddToCartButton } from '../../cart';
import { CompareButton } from '../../compare';
import type { ProductCard as ProductCardData } from '../../../lib/page-data';
import { DEFAULT_CARD_DISPLAY, type CardDisplay } from './card-display';
import { useFavouriteHeart } from './favourite-slot';
import { ColorSwatches } from '../../../components/product/ColorSwatches';
import { discountPercent, isDiscounted, Price } from '../../../components/product/Price';
import { ProductImage } from '../../../components/product/ProductImage';
import { Rating } from '../../../components/product/Rating';
import './catalog.css';

const QuickView = lazy(() => import('./QuickView'));

/** Matches the grids: 2 columns on phones, 3 on tablets, 4 (6 for showcases) on desktops. */
export const CARD_IMAGE_SIZES = '(min-width: 1320px) 310px, (min-width: 992px) 24vw, (min-width: 768px) 32vw, 48vw';

interface ProductCardProps {
  product: ProductCardData;
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** The featured products settings (spec section 3); every button on a 4:5 image by default. */
  display?: CardDisplay;
  /** A row of the list layout: the image beside the text, and more of the product told. */
  row?: boolean;
}

export function ProductCard({
  product,
  priority = false,
  headingLevel: Heading = 'h3',
  display = DEFAULT_CARD_DISPLAY,
  row = false,
}: ProductCardProps) {
  const { t, i18n } = useTranslation();
  const drawHeart = useFavouriteHeart();
  const discounted = isDiscounted(product);
  const percent = discountPercent(product);
  // The quick view's code loads on the first click and stays mounted after, for its closing animation.
  const [quickView, setQuickView] = useState<'never' | 'open' | 'closed'>('never');
  const quickViewButton = useRef<HTMLButtonElement>(null);
  const mediaStyle = { '--card-ratio': display.imageRatio } as CSSProperties;
  return (
    <article className={row ? 'product-card product-card--row' : 'product-card'} data-product-id={product.ID}>
      <div className="product-card__media" style={mediaStyle}>
        <ProductImage image={product.IMAGE_LIST[0]} alt={product.TITLE} sizes={CARD_IMAGE_SIZES} priority={priority} />
        {discounted && (
          <span className="discount-badge">
            {/* A span cannot be named: the short text is shown, the whole phrase is read. */}
            <span aria-hidden="true">{t('product.discount', { percent })}</span>
            <span className="visually-hidden">{t('product.discountLabel', { percent })}</span>
          </span>
        )}
        <CampaignBadges product={product} />
        {/* Buttons over the image, above the card-wide link. The favourite heart (DISPLAY_FAVOURITE_BUTTON) joins them here. */}
        <div className="product-card__actions">
          {display.favouriteButton && drawHeart(product.ID, product.TITLE)}
          {display.compareButton && <CompareButton product={product} look="icon" />}
          {display.quickView && (
            <button
              ref={quickViewButton}
              type="button"
              className="card-action quick-view-button"
              aria-label={t('compare.quickViewNamed', { title: product.TITLE })}
              aria-haspopup="dialog"
              title={t('compare.quickView')}
              data-testid="quick-view-open"
              onClick={() => {
                setQuickView('open');
              }}
            >
              <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
                <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
                <circle cx="12" cy="12" r="3" />
              </svg>
            </button>
          )}
        </div>
        {quickView !== 'never' && (
          <Suspense fallback={null}>
            <QuickView
              product={product}
              open={quickView === 'open'}
              returnFocus={quickViewButton}
              onOpenChange={(open) => {
                setQuickView(open ? 'open' : 'closed');
              }}
            />
          </Suspense>
        )}
      </div>
      <div className="product-card__body">
        <ColorSwatches colors={product.COLORS} />
        <Heading className="product-card__title">
          {/* The link covers the whole card (see .product-card__link::after): one tab stop per card. */}
          <Link to={product.URL} className="product-card__link">
            {product.TITLE}
          </Link>
        </Heading>
        <Rating average={product.COMMENT_AVERAGE} count={product.COMMENT_COUNT} />
        {row && product.SHORT_DESCRIPTION && <p className="product-card__summary">{product.SHORT_DESCRIPTION}</p>}
        {row && product.COLORS.length > 0 && (
          <p className="product-card__variants">
            <span className="product-card__label">{t('product.colors')}:</span>{' '}
            {new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(product.COLORS.map((colour) => colour.NAME))}
          </p>
        )}
        <Price product={product} />
        {display.cartButton && <AddToCartButton productId={product.ID} title={product.TITLE} />}
      </div>
    </article>
  );
}
