// Shapes of the favourites calls (spec section 7; the server's OpenAPI document describes them).
import type { ProductCard } from '../catalog/types';

export interface FavouritesCategory {
  ID: number;
  NAME: string;
  PRODUCTS: ProductCard[];
}

export interface ShoppingList {
  status: number;
  CATEGORIES: FavouritesCategory[];
  totalCount: number;
}

export interface FavItemResult {
  /** The item as sent: '12-0' for an add, '12' for a delete. */
  id: string;
  productId: number;
  status: 0 | 1;
  statusText: string;
  code: string;
}

export interface FavChange {
  status: 0 | 1;
  statusText: string;
  results: FavItemResult[];
  refused: FavItemResult[];
  totalCount: number;
  CATEGORIES?: FavouritesCategory[];
}

export function isShoppingList(value: unknown): value is ShoppingList {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Partial<ShoppingList>;
  return Array.isArray(v.CATEGORIES) && (v.CATEGORIES.length === 0 || Array.isArray(v.CATEGORIES[0]?.PRODUCTS));
}

export function isFavChange(value: unknown): value is FavChange {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Partial<FavChange>;
  return typeof v.status === 'number' && Array.isArray(v.results) && Array.isArray(v.refused);
}

/** The product ids of a list answer: CATEGORIES[0].PRODUCTS[].ID. */
export function listIds(list: { CATEGORIES?: FavouritesCategory[] }): number[] {
  return (list.CATEGORIES?.[0]?.PRODUCTS ?? []).map((product) => product.ID);
}
