// Shapes of the product page data and the product calls (see the server's product module).
import type { ProductCard, ProductImage } from '../catalog/types';

/** Spec section 4: a value of one variant group, once a value of the other group is chosen. */
export type VariantState = 'available' | 'passive' | 'hidden';

/** Spec section 3, "Variant data"; prices already in the display currency. */
export interface VariantData {
  ID: number;
  TYPE_ID: number;
  TYPE: string;
  TYPE1_ID: number;
  TYPE2_ID: number;
  CODE: string;
  BARCODE: string;
  PRICE: number;
  PRICE_NOT_DISCOUNTED: number;
  STOCK: number;
  IN_STOCK: 0 | 1;
  MONEY_ORDER_PERCENT: number;
  MONEY_ORDER_PRICE: number;
  VAT: number;
  WS_CODE: string;
  WEIGHT: number;
  ADDITIONAL_INFO: string;
  TYPE_COLOR_CODE: string;
  CURRENCY: string;
}

export interface VariantValue {
  ID: number;
  LIST_NO: number;
  NAME: string;
  COLOR_CODE: string;
  STATE: VariantState;
  VARIANT_ID: number;
  STOCK: number;
}

export interface AttributeOption {
  ID: number;
  NAME: string;
  SELECTED: 0 | 1;
  PRODUCT_ID: number;
  URL: string;
  IMAGE?: string;
}

/** Spec section 3, "Catalog attribute". */
export interface CatalogAttribute {
  GROUP_ID: number;
  GROUP_NAME: string;
  CATALOG_VIEW: 'select' | 'button';
  OPTIONS: AttributeOption[];
}

export interface MultiBuyRow {
  min: number;
  max: number;
  percent: number;
  PRICE: number;
}

export interface InstallmentRow {
  MONTHS: number;
  MONTHLY: number;
  TOTAL: number;
  INTEREST_FREE: 0 | 1;
}

export interface InstallmentPlan {
  MONTHS: number[];
  INTEREST_FREE_MONTHS: number;
  MONTHLY_RATE_BASIS_POINTS: number;
}

export interface ProductComment {
  ID: number;
  AUTHOR: string;
  RATING: number;
  CONTENT: string;
  DATE: string;
}

export interface ColorImages {
  TYPE1_ID: number;
  IMAGE_LIST: ProductImage[];
}

/** What the product page carries besides the card (the server's ProductPageData). */
export interface ProductPageFields {
  MODEL_ID: number;
  CATEGORY_ID: number;
  SELECTED_VARIANT_ID: number;
  COLOR_IMAGES: ColorImages[];
  VARIANT1_LIST: VariantValue[];
  VARIANT2_LIST: VariantValue[];
  VARIANT_DATA: VariantData[];
  ATTRIBUTES: CatalogAttribute[];
  MULTI_BUY: MultiBuyRow[];
  SUBSCRIPTION_PERCENT: number;
  MONEY_ORDER_PERCENT: number;
  MONEY_ORDER_PRICE: number;
  VAT_AMOUNT: number;
  INSTALLMENTS: InstallmentRow[];
  INSTALLMENT_PLAN: InstallmentPlan;
  COMMENT_RATINGS: number[];
  COMMENTS: ProductComment[];
  RELATED_PRODUCTS: ProductCard[];
}

export interface CommentPage {
  PRODUCT_ID: number;
  COMMENTS: ProductComment[];
  TOTAL: number;
  PAGE: number;
  PAGE_SIZE: number;
}
