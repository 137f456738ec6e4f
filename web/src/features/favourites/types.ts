// Shapes of the favourites calls (spec section 7), from the server's OpenAPI document.
import type { Schemas } from '../../lib/schemas';

export type FavouritesCategory = Schemas['FavouritesCategory'];
export type ShoppingList = Schemas['ShoppingList'];
export type FavItemResult = Schemas['ItemResult'];
export type FavChange = Schemas['FavChange'];

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
export function listIds(list: { CATEGORIES?: FavouritesCategory[] | null }): number[] {
  return (list.CATEGORIES?.[0]?.PRODUCTS ?? []).map((product) => product.ID);
}
