// The catalog's front door: what other features and the app may use. Everything else in this
// folder is its own.
export { categoriesQueryOptions, useCategories } from './api/get-categories';
export { Breadcrumbs } from './components/Breadcrumbs';
export { CategoryChips } from './components/CategoryChips';
export { CategoryMenu } from './components/CategoryMenu';
export { FilterBar, FilterSidebar } from './components/FilterBar';
export { FilteredEmpty } from './components/FilteredEmpty';
export { Pagination } from './components/Pagination';
export { ProductGrid } from './components/ProductGrid';
export { type CardDisplay, cardDisplayFrom } from './components/card-display';
export { FavouriteHeartContext, type DrawHeart } from './components/favourite-slot';
export { activeFilterCount } from './filters';
export { useListLayout } from './list-layout';
export { pageRefOf } from './page-ref';
export { useFilterState } from './use-filter-state';

export const importMobileMenu = () => import('./components/MobileMenuDrawer');
