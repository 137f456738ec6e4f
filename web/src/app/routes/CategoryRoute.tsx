import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../features/catalog/components/Breadcrumbs';
import { CategoryChips } from '../../features/catalog/components/CategoryChips';
import { Pagination } from '../../features/catalog/components/Pagination';
import { ProductGrid } from '../../features/catalog/components/ProductGrid';
import type { CategoryData } from '../../features/catalog/types';
import './routes.css';

export default function CategoryRoute({ data }: { data: CategoryData }) {
  const { t } = useTranslation();
  const { category } = data;
  return (
    <div className="category-page page-width">
      <Breadcrumbs items={data.breadcrumbs} />
      <header className="category-page__header">
        <h1 className="category-page__title">{category.NAME}</h1>
        <p className="category-page__count">{t('category.productCount', { count: data.total })}</p>
      </header>
      <CategoryChips categories={category.CHILDREN} label={t('category.subcategories')} />
      {data.products.length > 0 ? (
        <ProductGrid products={data.products} priorityCount={data.page <= 1 ? 5 : 0} />
      ) : (
        <p className="category-page__empty">{t('category.empty')}</p>
      )}
      <Pagination page={data.page} pageSize={data.pageSize} total={data.total} />
    </div>
  );
}
