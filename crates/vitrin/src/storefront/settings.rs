//! The global page settings of spec section 1, inlined in every HTML page as
//! `<script id="vitrin-settings" type="application/json">`.

use serde::Serialize;
use serde_json::value::RawValue;

use crate::locale::{Currency, Lang, PageLinks};

#[derive(Debug, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct GlobalSettings<'a> {
    /// The member (`customer::pages::MemberInfo`), serialized for each answer.
    pub member_info: &'a RawValue,
    pub kvkk_required: i64,
    pub licence_data: i64,
    pub language: Lang,
    pub currency: Currency,
    pub decimal_length: u8,
    pub thousand_separator: &'static str,
    pub decimal_separator: &'static str,
    pub theme_folder: &'a str,
    pub page_id: i64,
    pub page_type: &'static str,
    pub link_type: &'static str,
    pub table_page_id: i64,
    pub page_link: PageLinks,
    pub cart_csrf_token: &'a str,
    pub endpoint_prefix: &'a str,
    pub endpoint_prefix_keys: &'a [String],
    pub languages: [Lang; 3],
    pub currencies: [Currency; 3],
    /// The page's cards (`page_cache::product_data`), serialized once for a kept page.
    pub product_data: &'a RawValue,
}
