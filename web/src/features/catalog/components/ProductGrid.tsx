import type { ProductCard as ProductCardData } from '../types';
import { ProductCard } from './ProductCard';
import './catalog.css';

interface ProductGridProps {
  products: ProductCardData[];
  /** How many leading cards are in the first screenful and load their image eagerly. */
  priorityCount?: number;
  variant?: 'list' | 'showcase';
}

export function ProductGrid({ products, priorityCount = 0, variant = 'list' }: ProductGridProps) {
  return (
    <ul className={`product-grid product-grid--${variant}`}>
      {products.map((product, index) => (
        <li key={product.ID}>
          <ProductCard product={product} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
