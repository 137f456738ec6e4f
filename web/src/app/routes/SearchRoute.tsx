// The search results page (/arama?q=...): matching categories, then the products in the catalog
// grid with pagination. Filters are not here yet: they come with the catalog filter call
// (/srv/service/filter/get/), which this page will show beside the grid.
import { useTranslation } from 'react-i18next';
import { CategoryChips } from '../../features/catalog/components/CategoryChips';
import { Pagination } from '../../features/catalog/components/Pagination';
import { ProductGrid } from '../../features/catalog/components/ProductGrid';
import type { SearchData } from '../../features/catalog/types';
import './routes.css';

export default function SearchRoute({ data }: { data: SearchData }) {
  const { t } = useTranslation();
  const hasQuery = data.query !== '';
  return (
    <div className="category-page search-page page-width">
      <header className="category-page__header">
        <h1 className="category-page__title">
          {hasQuery ? t('search.titleFor', { query: data.query }) : t('search.title')}
        </h1>
        {hasQuery && data.total > 0 && (
          <p className="category-page__count">{t('search.resultCount', { count: data.total })}</p>
        )}
      </header>
      <CategoryChips categories={data.categories} label={t('search.categories')} />
      {data.products.length > 0 ? (
        <ProductGrid products={data.products} priorityCount={data.page <= 1 ? 5 : 0} />
      ) : (
        <p className="category-page__empty">
          {hasQuery ? t('search.empty', { query: data.query }) : t('search.prompt')}
        </p>
      )}
      <Pagination page={data.page} pageSize={data.pageSize} total={data.total} />
    </div>
  );
}
