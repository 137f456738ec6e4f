//! Favourites rules as plain functions: how the ids of the calls are read, the list's size cap, and
//! the messages shoppers read, in every language.

use serde::Serialize;
use utoipa::ToSchema;

use crate::locale::Lang;

/// The one list a member has (spec section 7: `cat_id=1`).
pub const FAVOURITES_LIST_ID: i64 = 1;
/// A member keeps at most this many favourites; adds past it are refused item by item.
pub const MAX_FAVOURITES: usize = 500;
/// Ids one call may carry; the web app syncs at most the whole list at once.
pub const MAX_IDS_PER_CALL: usize = MAX_FAVOURITES;

/// The product of an `ids[]` item of add-to-fav-list: `<product id>-<variant id>`, where the
/// favourites list keeps products, so the variant part must be `0` (spec section 7: `'{id}-0'`).
pub fn parse_fav_id(raw: &str) -> Option<i64> {
    let (product, variant) = raw.trim().split_once('-')?;
    if variant != "0" {
        return None;
    }
    parse_product_id(product)
}

/// A product id of delete-shopping-products-by-product-id: digits only, above zero.
pub fn parse_product_id(raw: &str) -> Option<i64> {
    let raw = raw.trim();
    if raw.is_empty() || raw.len() > 18 || !raw.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    raw.parse::<i64>().ok().filter(|id| *id > 0)
}

/// `cat_id` names the favourites list: missing or empty means it, any other list is unknown.
pub fn list_id_allowed(raw: Option<&str>) -> bool {
    match raw.map(str::trim) {
        None | Some("") => true,
        Some(v) => v.parse::<i64>().ok() == Some(FAVOURITES_LIST_ID),
    }
}

/// Which of `new_ids` (not yet on the list, in request order, without repeats) still fit when the
/// list holds `current` products; the rest are refused as over the cap.
pub fn split_by_cap(current: usize, new_ids: &[i64]) -> (Vec<i64>, Vec<i64>) {
    let room = MAX_FAVOURITES.saturating_sub(current);
    let cut = room.min(new_ids.len());
    (new_ids[..cut].to_vec(), new_ids[cut..].to_vec())
}

crate::messages! {
    /// The messages favourites calls answer with.
    pub enum FavMsg {
        Loaded = ("ok", "", "", ""),
        Added = ("added", "Ürün favorilerinize eklendi", "The product was added to your favourites", "تمت إضافة المنتج إلى مفضلتك"),
        Removed = ("removed", "Ürün favorilerinizden çıkarıldı", "The product was removed from your favourites", "تمت إزالة المنتج من مفضلتك"),
        AlreadyAdded = ("already_added", "Ürün zaten favorilerinizde", "The product is already in your favourites", "المنتج موجود بالفعل في مفضلتك"),
        NotInList = ("not_in_list", "Ürün favorilerinizde değildi", "The product was not in your favourites", "لم يكن المنتج في مفضلتك"),
        SomeRefused = ("some_refused", "Bazı ürünler favorilerinize eklenemedi", "Some products could not be added to your favourites", "تعذرت إضافة بعض المنتجات إلى مفضلتك"),
        InvalidId = ("invalid_id", "Ürün kodu geçersiz", "The product code is not valid", "رمز المنتج غير صالح"),
        ProductNotFound = ("product_not_found", "Ürün bulunamadı", "The product was not found", "المنتج غير موجود"),
        ListFull = ("list_full", "Favori listeniz dolu: en fazla 500 ürün ekleyebilirsiniz", "Your favourites list is full: it holds at most 500 products", "قائمة المفضلة ممتلئة: يمكنك إضافة 500 منتج كحد أقصى"),
        NothingSelected = ("nothing_selected", "Seçili ürün bulunmamaktadır", "No products are selected", "لا توجد منتجات محددة"),
        TooManyIds = ("too_many_ids", "Tek seferde en fazla 500 ürün gönderilebilir", "At most 500 products can be sent at once", "يمكن إرسال 500 منتج كحد أقصى في المرة الواحدة"),
        UnknownList = ("unknown_list", "Favori listesi bulunamadı", "The favourites list was not found", "لم يتم العثور على قائمة المفضلة"),
    }
}

/// The list's title (spec section 2).
pub fn list_name(lang: Lang) -> &'static str {
    match lang {
        Lang::Tr => "Favoriye Eklenen Ürünler",
        Lang::En => "Favourite products",
        Lang::Ar => "المنتجات المفضلة",
    }
}

/// One item of an add or delete call: the id as sent, the product when it could be read, and
/// whether it was done (`status` 1) or refused (`status` 0, `statusText` says why).
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ItemResult {
    /// The item as sent (`12-0` for an add, `12` for a delete).
    pub id: String,
    /// The product, or 0 when the item could not be read.
    #[serde(rename = "productId")]
    pub product_id: i64,
    /// 1 done (also when nothing had to change), 0 refused.
    pub status: i64,
    #[serde(rename = "statusText")]
    pub status_text: String,
    /// `added`, `already_added`, `removed`, `not_in_list`, `invalid_id`, `product_not_found`, `list_full`.
    pub code: String,
}

impl ItemResult {
    pub fn new(id: &str, product_id: i64, ok: bool, msg: FavMsg, lang: Lang) -> Self {
        ItemResult {
            id: id.to_string(),
            product_id,
            status: i64::from(ok),
            status_text: msg.text(lang).to_string(),
            code: msg.code().to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn add_ids_are_product_dash_zero() {
        assert_eq!(parse_fav_id("12-0"), Some(12));
        assert_eq!(parse_fav_id(" 7-0 "), Some(7));
        assert_eq!(parse_fav_id("12"), None);
        assert_eq!(parse_fav_id("12-3"), None);
        assert_eq!(parse_fav_id("12-"), None);
        assert_eq!(parse_fav_id("-0"), None);
        assert_eq!(parse_fav_id("0-0"), None);
        assert_eq!(parse_fav_id("-5-0"), None);
        assert_eq!(parse_fav_id("abc-0"), None);
        assert_eq!(parse_fav_id("1e3-0"), None);
        assert_eq!(parse_fav_id("99999999999999999999-0"), None);
    }

    #[test]
    fn delete_ids_are_digits() {
        assert_eq!(parse_product_id("15"), Some(15));
        assert_eq!(parse_product_id("+15"), None);
        assert_eq!(parse_product_id("15-0"), None);
        assert_eq!(parse_product_id(""), None);
        assert_eq!(parse_product_id("0"), None);
    }

    #[test]
    fn only_the_favourites_list_exists() {
        assert!(list_id_allowed(None));
        assert!(list_id_allowed(Some("")));
        assert!(list_id_allowed(Some("1")));
        assert!(!list_id_allowed(Some("2")));
        assert!(!list_id_allowed(Some("x")));
    }

    #[test]
    fn the_cap_refuses_what_does_not_fit() {
        let (fit, over) = split_by_cap(MAX_FAVOURITES - 2, &[1, 2, 3, 4]);
        assert_eq!(fit, vec![1, 2]);
        assert_eq!(over, vec![3, 4]);
        let (fit, over) = split_by_cap(MAX_FAVOURITES, &[1]);
        assert!(fit.is_empty());
        assert_eq!(over, vec![1]);
        let (fit, over) = split_by_cap(0, &[1, 2]);
        assert_eq!(fit, vec![1, 2]);
        assert!(over.is_empty());
    }

    #[test]
    fn success_texts_are_the_spec_texts() {
        assert_eq!(FavMsg::Added.text(Lang::Tr), "Ürün favorilerinize eklendi");
        assert_eq!(
            FavMsg::Removed.text(Lang::Tr),
            "Ürün favorilerinizden çıkarıldı"
        );
        assert_eq!(list_name(Lang::Tr), "Favoriye Eklenen Ürünler");
    }
}
