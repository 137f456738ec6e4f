import type { ListLayout } from '../list-layout';
import type { ProductCard as ProductCardData } from '../../../lib/page-data';
import { DEFAULT_CARD_DISPLAY, type CardDisplay } from './card-display';
import { ProductCard } from './ProductCard';
import './catalog.css';

interface ProductGridProps {
  products: ProductCardData[];
  /** How many leading cards are in the first screenful and load their image eagerly. */
  priorityCount?: number;
  variant?: 'list' | 'showcase';
  /** The featured products settings of a showcase (see cardDisplayFrom); defaults elsewhere. */
  display?: CardDisplay;
  /** A list page's grid of cards, or its list of rows that show more of each product. */
  layout?: ListLayout;
}

/** A list page's card titles follow its h1; a showcase's follow the section's h2. */
const TITLE_LEVEL = { list: 'h2', showcase: 'h3' } as const;

export function ProductGrid({
  products,
  priorityCount = 0,
  variant = 'list',
  display = DEFAULT_CARD_DISPLAY,
  layout = 'grid',
}: ProductGridProps) {
  return (
    <ul className={`product-grid product-grid--${variant}${layout === 'list' ? ' product-grid--rows' : ''}`}>
      {products.map((product, index) => (
        <li key={product.ID}>
          <ProductCard
            product={product}
            priority={index < priorityCount}
            display={display}
            headingLevel={TITLE_LEVEL[variant]}
            row={layout === 'list'}
          />
        </li>
      ))}
    </ul>
  );
}
