// Shapes of the compare sub-folder view (see the server's OpenAPI document, tag "compare").
import type { ProductCard } from '../catalog/types';

export interface CompareSize {
  ID: number;
  NAME: string;
  STOCK: number;
  IN_STOCK: 0 | 1;
}

export interface CompareAttribute {
  GROUP_ID: number;
  NAME: string;
  CATALOG_VIEW: string;
  OPTIONS: { ID: number; NAME: string; SELECTED: number; PRODUCT_ID: number }[];
}

export interface CompareProduct extends ProductCard {
  SIZES: CompareSize[];
  IN_STOCK: 0 | 1;
  ATTRIBUTES: CompareAttribute[];
}

export interface CompareView {
  status: number;
  productId: number | null;
  statusText: string;
  product: string;
  MIN: number;
  MAX: number;
  PRODUCTS: CompareProduct[];
  ATTRIBUTE_GROUPS: { GROUP_ID: number; NAME: string }[];
}
