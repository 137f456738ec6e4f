// Shapes of the cart calls (see the server's OpenAPI document, tag "cart").

export interface MultiBuyTier {
  min: number;
  max: number;
  percent: number;
}

export interface CartProduct {
  sessIndex: number;
  productId: number;
  variantId: number;
  title: string;
  url: string;
  image: string | null;
  colour: string;
  size: string;
  quantity: number;
  min: number;
  max: number;
  step: number;
  stock: number;
  unitPrice: number;
  listUnitPrice: number;
  lineGross: number;
  tierPercent: number;
  tierDiscount: number;
  subscriptionDiscount: number;
  lineTotal: number;
  vatPercent: number;
  vatAmount: number;
  tiers: MultiBuyTier[];
  subscribe: boolean;
  subscribeFrequency: number;
  subscriptionPercent: number;
  storePickup: boolean;
  /** The personalization values (the name to embroider), empty without any. */
  personalization: string;
}

export interface CartSummary {
  subtotal: number;
  discount: number;
  vat: number;
  total: number;
  freeShippingThreshold: number;
  freeShippingRemaining: number;
  freeShippingPercent: number;
}

export interface AddItemResult {
  productId: number;
  status: number;
  statusText: string;
  /** What the message is about, e.g. embroidery_required. */
  code?: string;
  url?: string | null;
  title?: string | null;
}

export interface CartView {
  status: number;
  statusText: string;
  totalQuantity: number;
  totalPrice: number;
  priceCart: string;
  cartProducts: CartProduct[];
  summary: CartSummary;
  currency: string;
  store: { id: number; name: string } | null;
  needsStore: boolean;
  orderNotes: string;
  url?: string;
  title?: string;
  results?: AddItemResult[];
}

export interface StoreItem {
  id: number;
  Ad: string;
  city: string;
  town: string;
  address: string;
}

export interface StoreList {
  success: boolean;
  data: StoreItem[];
  cities: string[];
  towns: string[];
}

/** One product of an add-to-cart call. */
export interface AddItem {
  productId: number;
  variantId?: number;
  quantity?: number;
}

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

/** A colour and size of a product (product page data, VARIANTS). */
export interface VariantChoice {
  ID: number;
  TYPE1_ID: number;
  TYPE1_NAME: string;
  TYPE_COLOR_CODE: string;
  TYPE2_ID: number;
  TYPE2_NAME: string;
  STOCK: number;
  IN_STOCK: 0 | 1;
}

/** How a product is bought (product page data, PURCHASE). */
export interface PurchaseInfo {
  QTY_MIN: number;
  QTY_MAX: number;
  QTY_STEP: number;
  SUBSCRIPTION_PERCENT: number;
  STORE_PICKUP: 0 | 1;
  /** 0: no personalization; else the most characters of the required name to embroider. */
  PERSONALIZATION_MAX: number;
  MULTI_BUY: MultiBuyTier[];
}
