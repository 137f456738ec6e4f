import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AddToCartButton } from '../../cart/components/AddToCartButton';
import type { ProductCard as ProductCardData } from '../types';
import { ColorSwatches } from './ColorSwatches';
import { discountPercent, isDiscounted, Price } from './Price';
import { ProductImage } from './ProductImage';
import { Rating } from './Rating';
import './catalog.css';

/** Matches the grids: 2 columns on phones, 3 on tablets, 4 (6 for showcases) on desktops. */
export const CARD_IMAGE_SIZES = '(min-width: 1320px) 310px, (min-width: 992px) 24vw, (min-width: 768px) 32vw, 48vw';

interface ProductCardProps {
  product: ProductCardData;
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

export function ProductCard({ product, priority = false, headingLevel: Heading = 'h3' }: ProductCardProps) {
  const { t } = useTranslation();
  const discounted = isDiscounted(product);
  return (
    <article className="product-card">
      <div className="product-card__media">
        <ProductImage image={product.IMAGE_LIST[0]} alt={product.TITLE} sizes={CARD_IMAGE_SIZES} priority={priority} />
        {discounted && (
          <span className="discount-badge" aria-label={t('product.discountLabel', { percent: discountPercent(product) })}>
            {t('product.discount', { percent: discountPercent(product) })}
          </span>
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
        <Price product={product} />
        <AddToCartButton productId={product.ID} title={product.TITLE} />
      </div>
    </article>
  );
}
