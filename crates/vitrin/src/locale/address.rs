//! Where a page lives in each language: Turkish at the root, English and Arabic under `/en` and
//! `/ar`, the same slug in every language; and the fixed page links of spec section 2.

use serde::Serialize;

use super::Lang;

/// Page links of spec section 2 (slugs without the language prefix), as the page settings hand
/// them to the web app in PAGE_LINK.
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

/// Splits `/en/kiz-cocuk` into the language and the slug; Turkish has no prefix.
pub fn split_language(path: &str) -> (Lang, &str) {
    let trimmed = path.trim_start_matches('/');
    for lang in [Lang::En, Lang::Ar] {
        let code = lang.code();
        if trimmed == code {
            return (lang, "");
        }
        if let Some(rest) = trimmed.strip_prefix(code).and_then(|r| r.strip_prefix('/')) {
            return (lang, rest.trim_end_matches('/'));
        }
    }
    (Lang::Tr, trimmed.trim_end_matches('/'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn language_prefix_is_split_off() {
        assert_eq!(split_language("/"), (Lang::Tr, ""));
        assert_eq!(split_language("/kiz-cocuk"), (Lang::Tr, "kiz-cocuk"));
        assert_eq!(split_language("/en"), (Lang::En, ""));
        assert_eq!(split_language("/ar/kiz-cocuk/"), (Lang::Ar, "kiz-cocuk"));
        // A slug that merely starts with a language code stays Turkish.
        assert_eq!(
            split_language("/english-shirt"),
            (Lang::Tr, "english-shirt")
        );
    }
}
