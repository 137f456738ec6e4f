//! The global page settings of spec section 1, inlined in every HTML page as
//! `<script id="vitrin-settings" type="application/json">`.

use serde::Serialize;

use crate::{
    catalog::model::ProductCard,
    locale::{Currency, Lang},
};

#[derive(Debug, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct MemberInfo {
    /// 0 for a guest.
    pub id: i64,
    /// Above 0 is a member group.
    pub group: i64,
    pub country: String,
    pub e_country: String,
    pub kvkk: i64,
    pub password_strength: i64,
}

impl MemberInfo {
    pub fn guest() -> Self {
        MemberInfo {
            id: 0,
            group: 0,
            country: "TR".into(),
            e_country: String::new(),
            kvkk: 0,
            password_strength: 0,
        }
    }
}

/// Page links of spec section 2.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PageLinks {
    pub cart: &'static str,
    pub login: &'static str,
    pub register: &'static str,
    pub contact: &'static str,
    pub order_list: &'static str,
    pub order: &'static str,
}

pub const PAGE_LINKS: PageLinks = PageLinks {
    cart: "sepet",
    login: "uye-girisi-sayfasi",
    register: "uye-kayit",
    contact: "iletisim",
    order_list: "uye-siparisleri",
    order: "order",
};

#[derive(Debug, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct GlobalSettings<'a> {
    pub member_info: MemberInfo,
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
    pub cart_csrf_token: String,
    pub languages: [Lang; 3],
    pub currencies: [Currency; 3],
    pub product_data: Vec<&'a ProductCard>,
}

/// Separators of a language's number format; Turkish (and Arabic pages) use '.' and ','.
pub fn separators(lang: Lang) -> (&'static str, &'static str) {
    match lang {
        Lang::En => (",", "."),
        Lang::Tr | Lang::Ar => (".", ","),
    }
}
