// Shapes of the cart calls, from the server's OpenAPI document (tag "cart").
import type { Schemas } from '../../lib/schemas';

export type MultiBuyTier = Schemas['Tier'];
export type CartProduct = Schemas['CartProduct'];
export type CartSummary = Schemas['CartSummary'];
export type AddItemResult = Schemas['AddItemResult'];
export type CartView = Schemas['CartView'];
/** The discount code on a cart (or an order-to-be) and whether it gives its discount now. */
export type CouponState = Schemas['CouponState'];
export type StoreItem = Schemas['StoreItem'];
export type StoreList = Schemas['StoreList'];
/** A colour and size of a product (product page data, VARIANTS). */
export type VariantChoice = Schemas['VariantChoice'];
/** How a product is bought (product page data, PURCHASE). */
export type PurchaseInfo = Schemas['PurchaseInfo'];

/** One product of an add-to-cart call (the form lines its fields up by position). */
export interface AddItem {
  productId: number;
  variantId?: number;
  quantity?: number;
}

/** What the add-to-cart form is built from. */
export interface AddRequest {
  items: AddItem[];
  relatedProductId?: number;
  subscribe?: boolean;
  subscribeFrequency?: number;
  orderNotes?: string;
  /** Personalization fields per product id. */
  formData?: Record<number, Record<string, string>>;
}

export function isCartView(value: unknown): value is CartView {
  return (
    value !== null &&
    typeof value === 'object' &&
    'cartProducts' in value &&
    Array.isArray(value.cartProducts)
  );
}
