// Shapes of the product page data and the product calls, from the server's OpenAPI document.
import type { Schemas } from '../../lib/schemas';

/** Spec section 4: a value of one variant group, once a value of the other group is chosen. */
export type VariantState = Schemas['VariantState'];
/** Spec section 3, "Variant data"; prices already in the display currency. */
export type VariantData = Schemas['VariantData'];
export type VariantValue = Schemas['VariantValue'];
export type AttributeOption = Schemas['AttributeOption'];
/** Spec section 3, "Catalog attribute". */
export type CatalogAttribute = Schemas['CatalogAttribute'];
/** The answer of catalog get-product: the model's product with the chosen options. */
export type ModelProduct = Schemas['ModelProduct'];
export type MultiBuyRow = Schemas['MultiBuyRow'];
export type InstallmentRow = Schemas['InstallmentRow'];
export type InstallmentPlan = Schemas['InstallmentPlan'];
/** One card family's instalment plan; MIN_AMOUNT in the display currency. */
export type FamilyPlanView = Schemas['FamilyPlanView'];
export type ProductComment = Schemas['Comment'];
export type ColorImages = Schemas['ColorImages'];
/** What the product page carries besides the card (the server's ProductPageData). */
export type ProductPageFields = Schemas['ProductPageData'];
export type CommentPage = Schemas['CommentPage'];
