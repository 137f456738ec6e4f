import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translate';
import { Icon } from '../../../components/ui/Icon';
import { homePath } from '../../../lib/paths';
import type { ProductSection as ProductSectionData } from '../../../lib/page-data';
import { ProductGrid } from './ProductGrid';
import './catalog.css';

interface ProductSectionProps {
  section: ProductSectionData;
  priorityCount?: number;
}

export function ProductSection({ section, priorityCount = 0 }: ProductSectionProps) {
  const { t } = useTranslation();
  if (section.products.length === 0) return null;
  const headingId = `section-${section.key}`;
  return (
    <section className={`product-section product-section--${section.key}`} aria-labelledby={headingId}>
      <div className="product-section__header">
        <h2 id={headingId} className="section-title">
          {section.title}
        </h2>
        {section.url && section.url !== homePath() && (
          <Link to={section.url} className="text-link">
            {t('home.viewAll')}
            <Icon name="chevronEnd" size={18} className="flip-rtl" />
          </Link>
        )}
      </div>
      <ProductGrid products={section.products} priorityCount={priorityCount} variant="showcase" />
    </section>
  );
}
