// The search results page (/arama?q=...): matching categories, then the products in the catalog
// grid with the catalog filters beside it (the URL holds their state, as on category pages).
import { useTranslation } from '../../i18n/translate';
import {
  activeFilterCount,
  CategoryChips,
  FilterBar,
  FilteredEmpty,
  FilterSidebar,
  Pagination,
  ProductGrid,
  useFilterState,
  useListLayout,
} from '../../features/catalog';
import type { SearchData } from '../../lib/page-data';
import './routes.css';
import { CardHearts } from '../../features/favourites';

export default function SearchRoute({ data }: { data: SearchData }) {
  const { t } = useTranslation();
  const hasQuery = data.query !== '';
  const { state } = useFilterState();
  const layout = useListLayout();
  // Filters only make sense over some matches, or when filters are what emptied the list.
  const filters = hasQuery && (data.filters.TOTAL > 0 || activeFilterCount(state) > 0) ? data.filters : undefined;
  return (
    <CardHearts>
      <div className="category-page search-page page-width">
        <header className="category-page__header">
          <h1 className="page-title">
            {hasQuery ? t('search.titleFor', { query: data.query }) : t('search.title')}
          </h1>
          {hasQuery && data.total > 0 && (
            <p className="category-page__count">{t('search.resultCount', { count: data.total })}</p>
          )}
        </header>
        <CategoryChips categories={data.categories} label={t('search.categories')} />
        <div className={filters ? 'list-layout' : undefined}>
          {filters && <FilterSidebar filters={filters} />}
          <div className="list-layout__main">
            {filters && <FilterBar filters={filters} layout={layout} relevance />}
            {data.products.length > 0 ? (
              <ProductGrid products={data.products} priorityCount={data.page <= 1 ? 5 : 0} layout={layout} />
            ) : filters ? (
              <FilteredEmpty text={t('search.empty', { query: data.query })} />
            ) : (
              <p className="category-page__empty">
                {hasQuery ? t('search.empty', { query: data.query }) : t('search.prompt')}
              </p>
            )}
            <Pagination page={data.page} pageSize={data.pageSize} total={data.total} />
          </div>
        </div>
      </div>
    </CardHearts>
  );
}
