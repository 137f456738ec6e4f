//! Where a page lives in each language: Turkish at the root, English and Arabic under `/en` and
//! `/ar`, the same slug in every language; and the fixed page links of spec section 2.

use serde::Serialize;

use super::Lang;
use crate::config::Config;

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

/// Address of a storefront page in a language: Turkish at the root, the others under a prefix.
pub fn page_url(lang: Lang, slug: &str) -> String {
    format!("{}/{}", lang.path_prefix(), slug)
}

/// An absolute storefront link (for a mail), in the shopper's language: `public_url`, the
/// language prefix (none for Turkish) and `path` (which starts with `/`), e.g.
/// `.../en/?activation=...`.
pub fn storefront_link(config: &Config, lang: Lang, path: &str) -> String {
    format!(
        "{}{}{path}",
        config.public_url.trim_end_matches('/'),
        lang.path_prefix()
    )
}

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
    fn page_addresses_carry_the_language_prefix() {
        assert_eq!(page_url(Lang::Tr, "kiz-cocuk"), "/kiz-cocuk");
        assert_eq!(page_url(Lang::Ar, "kiz-cocuk"), "/ar/kiz-cocuk");
        let config = Config {
            public_url: "https://shop.example/".into(),
            ..Config::default()
        };
        assert_eq!(
            storefront_link(&config, Lang::Tr, "/?a=1"),
            "https://shop.example/?a=1"
        );
        assert_eq!(
            storefront_link(&config, Lang::Ar, "/?a=1"),
            "https://shop.example/ar/?a=1"
        );
    }

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
