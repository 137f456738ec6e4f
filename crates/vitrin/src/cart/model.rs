//! Cart rules as plain functions: quantity checks, line prices (multi-buy tier, subscription,
//! VAT) in integer kuruş, the add-to-cart statuses, and the messages shoppers read.

use serde::Serialize;

use crate::locale::Lang;

/// Add-to-cart result statuses of spec section 4.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AddStatus {
    /// Added; the page stays (or goes to the cart on buy-now).
    Added = 1,
    /// The product must be configured on its page: go to `url`.
    Redirect = 2,
    /// Added; the cart popup opens.
    Popup = 3,
    /// Added; a success notice with a cart link shows.
    Notice = 4,
    /// Not added: `statusText` says why.
    Failed = 0,
    /// The chosen variant is missing or not offered.
    VariantError = -1,
    /// The product is sold for store pickup and no store is chosen yet.
    StoreRequired = -2,
}

impl AddStatus {
    pub fn code(self) -> i32 {
        self as i32
    }
}

/// What the shop does after a successful add (config `cart_after_add`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AfterAdd {
    Stay,
    Popup,
    Notice,
}

impl AfterAdd {
    pub fn parse(value: &str) -> Option<AfterAdd> {
        match value {
            "stay" => Some(AfterAdd::Stay),
            "popup" => Some(AfterAdd::Popup),
            "notice" => Some(AfterAdd::Notice),
            _ => None,
        }
    }

    pub fn status(self) -> AddStatus {
        match self {
            AfterAdd::Stay => AddStatus::Added,
            AfterAdd::Popup => AddStatus::Popup,
            AfterAdd::Notice => AddStatus::Notice,
        }
    }
}

/// Subscription deliveries offered, in days.
pub const SUBSCRIPTION_FREQUENCIES: [i64; 4] = [15, 30, 60, 90];
pub const DEFAULT_SUBSCRIPTION_FREQUENCY: i64 = 30;

/// The contract's name for a subscription frequency: one of `SUBSCRIPTION_FREQUENCIES`.
pub struct Frequency;

impl utoipa::PartialSchema for Frequency {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::Schema> {
        utoipa::openapi::ObjectBuilder::new()
            .schema_type(utoipa::openapi::Type::Integer)
            .enum_values(Some(SUBSCRIPTION_FREQUENCIES))
            .into()
    }
}

impl utoipa::ToSchema for Frequency {}
pub const MAX_ORDER_NOTES_CHARS: usize = 500;
pub const MAX_PERSONALIZATION_CHARS: usize = 500;

/// Letters beyond ASCII that a Turkish name may hold (the spec's 'string' mask).
const TURKISH_LETTERS: &str = "çğıöşüÇĞİÖŞÜâîûÂÎÛ";

/// Checks the name to embroider of a product that asks for one, at most `max` characters.
pub fn check_embroidery(name: Option<&str>, max: i64) -> Result<(), CartMsg> {
    let name = name.map(str::trim).unwrap_or("");
    if name.is_empty() {
        return Err(CartMsg::EmbroideryRequired);
    }
    let allowed =
        |c: char| c.is_ascii_alphabetic() || c == ' ' || c == '-' || TURKISH_LETTERS.contains(c);
    if name.chars().count() as i64 > max || !name.chars().all(allowed) {
        return Err(CartMsg::EmbroideryInvalid(max));
    }
    Ok(())
}

/// More lines than a shopper would ever tick; keeps one request's work bounded.
pub const MAX_ITEMS_PER_ADD: usize = 50;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct QuantityRule {
    pub min: i64,
    pub max: i64,
    pub step: i64,
}

impl QuantityRule {
    /// Within min and max, reached from min in whole steps (as an `<input min step>` does).
    pub fn allows(self, quantity: i64) -> bool {
        let step = self.step.max(1);
        quantity >= self.min.max(1) && quantity <= self.max && (quantity - self.min) % step == 0
    }

    /// The largest quantity the rule allows that is at most `limit`, if there is one.
    pub fn at_most(self, limit: i64) -> Option<i64> {
        let step = self.step.max(1);
        let top = limit.min(self.max);
        let candidate = self.min + (top - self.min).div_euclid(step) * step;
        Some(candidate).filter(|q| *q <= top && self.allows(*q))
    }
}

/// A whole positive count from a path or form value; anything else is None.
pub fn parse_count(text: &str) -> Option<i64> {
    let t = text.trim();
    if t.is_empty() || t.len() > 9 || !t.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    t.parse().ok().filter(|n| *n > 0)
}

/// A line position (`sessIndex`, 0-based) from a path.
pub fn parse_index(text: &str) -> Option<i64> {
    let t = text.trim();
    if t.is_empty() || t.len() > 6 || !t.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    t.parse().ok()
}

pub use crate::catalog::model::Tier;

/// `percent` of a non-negative amount, rounded half up.
pub fn percent_of(amount: i64, percent: i64) -> i64 {
    (amount * percent + 50).div_euclid(100)
}

/// The VAT part of a VAT-inclusive amount, rounded half up.
pub fn vat_part(gross: i64, vat_percent: i64) -> i64 {
    let base = 100 + vat_percent;
    (gross * vat_percent + base / 2).div_euclid(base)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct LinePrice {
    /// Unit price times quantity, before discounts.
    pub gross: i64,
    pub tier_percent: i64,
    pub tier_discount: i64,
    pub subscription_discount: i64,
    /// The campaigns' part of the line (`promotions`), taken after the line's own discounts.
    pub campaign_discount: i64,
    /// The coupon's part of the line (`promotions`), taken after the campaigns'.
    pub coupon_discount: i64,
    /// What the shopper pays for the line, VAT included.
    pub total: i64,
    pub vat: i64,
}

impl LinePrice {
    /// The line with a coupon's part taken off its total; its VAT follows.
    pub fn with_coupon(self, part: i64, vat_percent: i64) -> LinePrice {
        let total = self.total - part;
        LinePrice {
            coupon_discount: part,
            total,
            vat: vat_part(total, vat_percent),
            ..self
        }
    }

    /// The line with a campaign's part taken off its total; its VAT follows.
    pub fn with_campaign(self, part: i64, vat_percent: i64) -> LinePrice {
        let total = self.total - part;
        LinePrice {
            campaign_discount: self.campaign_discount + part,
            total,
            vat: vat_part(total, vat_percent),
            ..self
        }
    }

    /// Every discount of the line together.
    pub fn discount(&self) -> i64 {
        self.tier_discount
            + self.subscription_discount
            + self.campaign_discount
            + self.coupon_discount
    }
}

/// Prices one line from the catalog: the tier whose range holds the quantity applies first, then
/// the subscription percent on what is left; VAT is the part of the total it already includes.
pub fn price_line(
    unit_price: i64,
    quantity: i64,
    tiers: &[Tier],
    subscription_percent: Option<i64>,
    vat_percent: i64,
) -> LinePrice {
    let gross = unit_price * quantity;
    let tier_percent = tiers
        .iter()
        .filter(|t| t.min_qty <= quantity && quantity <= t.max_qty)
        .map(|t| t.percent)
        .max()
        .unwrap_or(0);
    let tier_discount = percent_of(gross, tier_percent);
    let subscription_discount =
        subscription_percent.map_or(0, |p| percent_of(gross - tier_discount, p));
    let total = gross - tier_discount - subscription_discount;
    LinePrice {
        gross,
        tier_percent,
        tier_discount,
        subscription_discount,
        campaign_discount: 0,
        coupon_discount: 0,
        total,
        vat: vat_part(total, vat_percent),
    }
}

/// The messages cart calls answer with, in every language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CartMsg {
    Loaded,
    Added,
    Updated,
    Deleted,
    Emptied,
    StoreSet,
    AddFailed,
    ChooseOptions,
    VariantNotOffered,
    StoreRequired,
    OutOfStock,
    StockShort(i64),
    /// A quantity set past the stock: only `stock` left, the line set to `set` (status 1).
    QuantityCapped {
        stock: i64,
        set: i64,
    },
    /// A quantity set past the stock, where the stock is below the line's least quantity.
    OnlyInStock(i64),
    QuantityInvalid(QuantityRule),
    CountInvalid,
    UnknownLine,
    CountsMismatch,
    ProductNotFound,
    NothingSelected,
    TooManyItems,
    SubscriptionNotOffered,
    FrequencyInvalid,
    NotesTooLong,
    PersonalizationInvalid,
    EmbroideryRequired,
    EmbroideryInvalid(i64),
    StoreNotFound,
    InvalidInput,
}

impl CartMsg {
    pub fn code(&self) -> &'static str {
        match self {
            CartMsg::Loaded => "ok",
            CartMsg::Added => "added",
            CartMsg::Updated => "updated",
            CartMsg::Deleted => "deleted",
            CartMsg::Emptied => "emptied",
            CartMsg::StoreSet => "store_set",
            CartMsg::AddFailed => "add_failed",
            CartMsg::ChooseOptions => "choose_options",
            CartMsg::VariantNotOffered => "variant_not_offered",
            CartMsg::StoreRequired => "store_required",
            CartMsg::OutOfStock => "out_of_stock",
            CartMsg::StockShort(_) => "stock_short",
            CartMsg::QuantityCapped { .. } => "quantity_capped",
            CartMsg::OnlyInStock(_) => "only_in_stock",
            CartMsg::QuantityInvalid(_) => "quantity_invalid",
            CartMsg::CountInvalid => "count_invalid",
            CartMsg::UnknownLine => "unknown_line",
            CartMsg::CountsMismatch => "counts_mismatch",
            CartMsg::ProductNotFound => "product_not_found",
            CartMsg::NothingSelected => "nothing_selected",
            CartMsg::TooManyItems => "too_many_items",
            CartMsg::SubscriptionNotOffered => "subscription_not_offered",
            CartMsg::FrequencyInvalid => "frequency_invalid",
            CartMsg::NotesTooLong => "notes_too_long",
            CartMsg::PersonalizationInvalid => "personalization_invalid",
            CartMsg::EmbroideryRequired => "embroidery_required",
            CartMsg::EmbroideryInvalid(_) => "embroidery_invalid",
            CartMsg::StoreNotFound => "store_not_found",
            CartMsg::InvalidInput => "invalid_input",
        }
    }

    pub fn text(&self, lang: Lang) -> String {
        let pick = |tr: &str, en: &str, ar: &str| -> String {
            match lang {
                Lang::Tr => tr,
                Lang::En => en,
                Lang::Ar => ar,
            }
            .to_string()
        };
        match self {
            CartMsg::Loaded => pick("", "", ""),
            CartMsg::Added => pick(
                "Ürün sepetinize eklendi",
                "The product was added to your cart",
                "تمت إضافة المنتج إلى سلتك",
            ),
            CartMsg::Updated => pick(
                "Sepetiniz güncellendi",
                "Your cart was updated",
                "تم تحديث سلتك",
            ),
            CartMsg::Deleted => pick(
                "Ürün sepetinizden çıkarıldı",
                "The product was removed from your cart",
                "تمت إزالة المنتج من سلتك",
            ),
            CartMsg::Emptied => pick(
                "Sepetiniz boşaltıldı",
                "Your cart is now empty",
                "تم إفراغ سلتك",
            ),
            CartMsg::StoreSet => pick(
                "Mağaza seçiminiz kaydedildi",
                "Your store was saved",
                "تم حفظ المتجر الذي اخترته",
            ),
            CartMsg::AddFailed => pick(
                "Ürün sepetinize eklenemedi",
                "The product could not be added to your cart",
                "تعذرت إضافة المنتج إلى سلتك",
            ),
            CartMsg::ChooseOptions => pick(
                "Lütfen renk ve beden seçiniz",
                "Please choose a colour and a size",
                "يرجى اختيار اللون والمقاس",
            ),
            CartMsg::VariantNotOffered => pick(
                "Seçtiğiniz renk ve beden bu üründe bulunmamaktadır",
                "This colour and size is not offered for this product",
                "اللون والمقاس المختاران غير متوفرين لهذا المنتج",
            ),
            CartMsg::StoreRequired => pick(
                "Bu ürün mağazadan teslim alınır. Lütfen bir mağaza seçiniz.",
                "This product is collected in store. Please choose a store.",
                "يُستلم هذا المنتج من المتجر. يرجى اختيار متجر.",
            ),
            CartMsg::OutOfStock => pick(
                "Seçtiğiniz ürün stokta bulunmamaktadır",
                "The product you chose is out of stock",
                "المنتج الذي اخترته غير متوفر في المخزون",
            ),
            CartMsg::StockShort(n) if *n <= 0 => pick(
                "Stokta yeterli ürün bulunmamaktadır. Sepetinizde bu üründen ekleyebileceğiniz en fazla adet zaten var.",
                "Not enough stock. Your cart already holds the most of this product you can add.",
                "لا يوجد مخزون كافٍ. سلتك تحتوي بالفعل على الحد الأقصى من هذا المنتج.",
            ),
            CartMsg::StockShort(n) => match lang {
                Lang::Tr => format!(
                    "Stokta yeterli ürün bulunmamaktadır. Bu üründen en fazla {n} adet daha ekleyebilirsiniz."
                ),
                Lang::En => format!("Not enough stock. You can add at most {n} more."),
                Lang::Ar => format!("لا يوجد مخزون كافٍ. يمكنك إضافة {n} قطعة أخرى كحد أقصى."),
            },
            CartMsg::QuantityCapped { stock, set } => match lang {
                Lang::Tr => format!(
                    "Bu üründen stokta yalnızca {stock} adet bulunmaktadır. Adet {set} olarak güncellendi."
                ),
                Lang::En => format!(
                    "Only {stock} of this product are in stock. The quantity was set to {set}."
                ),
                Lang::Ar => format!(
                    "يتوفر {stock} قطعة فقط من هذا المنتج في المخزون. تم تعديل الكمية إلى {set}."
                ),
            },
            CartMsg::OnlyInStock(stock) => match lang {
                Lang::Tr => format!("Bu üründen stokta yalnızca {stock} adet bulunmaktadır."),
                Lang::En => format!("Only {stock} of this product are in stock."),
                Lang::Ar => format!("يتوفر {stock} قطعة فقط من هذا المنتج في المخزون."),
            },
            CartMsg::QuantityInvalid(r) => match lang {
                Lang::Tr => format!(
                    "Geçersiz adet. Adet en az {}, en fazla {} olmalı ve {} adımla artmalıdır.",
                    r.min, r.max, r.step
                ),
                Lang::En => format!(
                    "Invalid quantity. It must be between {} and {} in steps of {}.",
                    r.min, r.max, r.step
                ),
                Lang::Ar => format!(
                    "كمية غير صالحة. يجب أن تكون بين {} و{} بخطوات قدرها {}.",
                    r.min, r.max, r.step
                ),
            },
            CartMsg::CountInvalid => pick(
                "Geçersiz adet. Adet 1 veya daha büyük bir tam sayı olmalıdır.",
                "Invalid quantity. It must be a whole number of 1 or more.",
                "كمية غير صالحة. يجب أن تكون عدداً صحيحاً من 1 فأكثر.",
            ),
            CartMsg::UnknownLine => pick(
                "Sepetinizde bu sırada bir ürün bulunmamaktadır",
                "There is no product at this position in your cart",
                "لا يوجد منتج في هذا الموضع في سلتك",
            ),
            CartMsg::CountsMismatch => pick(
                "Gönderilen adetler sepetinizdeki ürünlerle uyuşmuyor. Lütfen sayfayı yenileyiniz.",
                "The quantities sent do not match your cart. Please reload the page.",
                "الكميات المرسلة لا تطابق سلتك. يرجى تحديث الصفحة.",
            ),
            CartMsg::ProductNotFound => pick(
                "Ürün bulunamadı",
                "The product was not found",
                "المنتج غير موجود",
            ),
            CartMsg::NothingSelected => pick(
                "Seçili ürün bulunmamaktadır",
                "No product is selected",
                "لا يوجد منتج محدد",
            ),
            CartMsg::TooManyItems => pick(
                "Tek seferde en fazla 50 ürün ekleyebilirsiniz",
                "You can add at most 50 products at once",
                "يمكنك إضافة 50 منتجاً كحد أقصى في المرة الواحدة",
            ),
            CartMsg::SubscriptionNotOffered => pick(
                "Bu ürün abonelikle satılmamaktadır",
                "This product is not sold by subscription",
                "هذا المنتج لا يباع بالاشتراك",
            ),
            CartMsg::FrequencyInvalid => pick(
                "Geçersiz abonelik sıklığı. 15, 30, 60 veya 90 gün seçebilirsiniz.",
                "Invalid subscription frequency. Choose 15, 30, 60 or 90 days.",
                "تكرار اشتراك غير صالح. اختر 15 أو 30 أو 60 أو 90 يوماً.",
            ),
            CartMsg::NotesTooLong => pick(
                "Sipariş notu en fazla 500 karakter olabilir",
                "Order notes can be at most 500 characters",
                "يمكن أن تتكون ملاحظات الطلب من 500 حرف كحد أقصى",
            ),
            CartMsg::PersonalizationInvalid => pick(
                "Kişiselleştirme bilgileri geçersiz",
                "The personalization details are not valid",
                "بيانات التخصيص غير صالحة",
            ),
            CartMsg::EmbroideryRequired => pick(
                "Nakış ismi boş bırakılamaz",
                "The name to embroider cannot be left empty",
                "لا يمكن ترك اسم التطريز فارغاً",
            ),
            CartMsg::EmbroideryInvalid(max) => match lang {
                Lang::Tr => format!(
                    "Nakış ismi en fazla {max} karakter olabilir; yalnızca harf, boşluk ve kısa çizgi kullanılabilir."
                ),
                Lang::En => format!(
                    "The name to embroider has at most {max} characters: letters, spaces and hyphens only."
                ),
                Lang::Ar => format!(
                    "يجب ألا يزيد اسم التطريز عن {max} حرفاً: حروف ومسافات وشرطات فقط."
                ),
            },
            CartMsg::StoreNotFound => pick(
                "Seçtiğiniz mağaza bulunamadı",
                "The store you chose was not found",
                "المتجر الذي اخترته غير موجود",
            ),
            CartMsg::InvalidInput => pick(
                "Gönderilen bilgi geçersiz",
                "The request is not valid",
                "الطلب غير صالح",
            ),
        }
    }
}

impl crate::error::Message for CartMsg {
    fn code(&self) -> &'static str {
        CartMsg::code(self)
    }

    fn text(&self, lang: Lang) -> std::borrow::Cow<'static, str> {
        CartMsg::text(self, lang).into()
    }
}

#[cfg(test)]
#[path = "model_tests.rs"]
mod tests;
