import { Deferred } from '../../../components/ui/Deferred';
import type { ProductCard as ProductCardData } from '../types';
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
}

/** A list page's card titles follow its h1; a showcase's follow the section's h2. */
const TITLE_LEVEL = { list: 'h2', showcase: 'h3' } as const;

/** Cards rendered in one task of the app's first render (components/ui/Deferred). */
const CARDS_PER_PIECE = 1;

export function ProductGrid({ products, priorityCount = 0, variant = 'list', display = DEFAULT_CARD_DISPLAY }: ProductGridProps) {
  const pieces: ProductCardData[][] = [];
  for (let start = 0; start < products.length; start += CARDS_PER_PIECE) pieces.push(products.slice(start, start + CARDS_PER_PIECE));
  return (
    <ul className={`product-grid product-grid--${variant}`}>
      {pieces.map((piece, pieceIndex) => {
        const cards = piece.map((product, index) => (
          <li key={product.ID}>
            <ProductCard
              product={product}
              priority={pieceIndex * CARDS_PER_PIECE + index < priorityCount}
              display={display}
              headingLevel={TITLE_LEVEL[variant]}
            />
          </li>
        ));
        // Keyed by position: a new page of cards replaces the pieces' contents, not the pieces.
        return <Deferred key={pieceIndex}>{cards}</Deferred>;
      })}
    </ul>
  );
}
