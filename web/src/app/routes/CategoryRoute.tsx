// A category or one of the special lists (discounted, deals, best sellers): filters beside the
// products on wide screens, in a drawer on phones; the URL holds the filter state, a cookie the
// grid or list layout.
import { useTranslation } from '../../i18n/translate';
import { BlockBoundary } from '../../components/ui/BlockBoundary';
import {
  Breadcrumbs,
  CategoryChips,
  FilterBar,
  FilteredEmpty,
  FilterSidebar,
  Pagination,
  ProductGrid,
  useListLayout,
} from '../../features/catalog';
import type { CategoryData } from '../../lib/page-data';
import './routes.css';
import { CardHearts } from '../../features/favourites';

export default function CategoryRoute({ data }: { data: CategoryData }) {
  const { t } = useTranslation();
  const { category, filters } = data;
  const layout = useListLayout();
  return (
    <CardHearts>
      <div className="category-page page-width">
        <Breadcrumbs items={data.breadcrumbs} />
        <header className="category-page__header">
          <h1 className="page-title">{category.NAME}</h1>
          <p className="category-page__count">{t('category.productCount', { count: data.total })}</p>
        </header>
        <CategoryChips categories={category.CHILDREN} label={t('category.subcategories')} />
        <div className="list-layout">
          <BlockBoundary name="filter-sidebar" resetKey={data}>
            <FilterSidebar filters={filters} />
          </BlockBoundary>
          <div className="list-layout__main">
            <BlockBoundary name="filter-bar" resetKey={data}>
              <FilterBar filters={filters} layout={layout} />
            </BlockBoundary>
            {data.products.length > 0 ? (
              <ProductGrid products={data.products} priorityCount={data.page <= 1 ? 5 : 0} layout={layout} />
            ) : filters.TOTAL === 0 && data.page <= 1 ? (
              <FilteredEmpty text={t('category.empty')} />
            ) : (
              <p className="category-page__empty">{t('category.empty')}</p>
            )}
            <BlockBoundary name="pagination" resetKey={data}>
              <Pagination page={data.page} pageSize={data.pageSize} total={data.total} />
            </BlockBoundary>
          </div>
        </div>
      </div>
    </CardHearts>
  );
}
