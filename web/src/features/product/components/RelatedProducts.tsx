// Related products: the model's other products and the category's best sellers, in stock.
import { useTranslation } from '../../../i18n/translate';
import { ProductGrid } from '../../catalog';
import type { ProductCard } from '../../../lib/page-data';
import './product.css';

export function RelatedProducts({ products }: { products: ProductCard[] }) {
  const { t } = useTranslation();
  if (products.length === 0) return null;
  return (
    <section className="product-section" aria-labelledby="related-title" data-testid="related-products">
      <h2 id="related-title" className="product-section__title">
        {t('product.related.title')}
      </h2>
      <ProductGrid products={products} variant="showcase" />
    </section>
  );
}
