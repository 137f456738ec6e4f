// The product page's front door: what other features and the app may use. Everything else in this
// folder is its own.
export { CatalogAttributes } from './components/CatalogAttributes';
export { MultiBuyTable } from './components/MultiBuyTable';
export { PriceBlock } from './components/PriceBlock';
export { ProductComments } from './components/ProductComments';
export { ProductGallery } from './components/ProductGallery';
export { RelatedProducts } from './components/RelatedProducts';
export { VariantPicker } from './components/VariantPicker';
export { soldOutSizes, subscriptionPrice, variantForColour, variantForSize, variantState } from './rules';
export type { VariantData } from './types';

export const importInstallmentTable = () => import('./components/InstallmentTable');
