//! Fills `index.html` for a page: language and direction, the head (title, description,
//! canonical, hreflang alternates, Open Graph, JSON-LD), and the inlined settings and route data.
//! What differs from one shopper to the next is left as places to fill (`spliced.rs`).

use serde::Serialize;
use serde_json::value::RawValue;

use super::{
    first_paint::{CARD_IMAGE_SIZES, PRODUCT_IMAGE_SIZES},
    settings::GlobalSettings,
    spliced::{Slot, Spliced},
};
use crate::{
    locale::{separators, Currency, Lang, PAGE_LINKS},
    page::{Page, PageData},
    state::AppState,
};

/// Used when the web app is not built (API tests); carries the same markers as the real one.
const FALLBACK_TEMPLATE: &str = "<!doctype html><html lang=\"tr\" dir=\"ltr\"><head>\
<meta charset=\"utf-8\"><!--vitrin-head--></head><body><!--vitrin-data--><div id=\"root\"></div>\
</body></html>";

fn template(embedded: Option<&str>) -> &str {
    embedded.unwrap_or(FALLBACK_TEMPLATE)
}

/// JSON for a `<script type="application/json">` block: nothing in it can end the element.
pub fn script_json<T: Serialize>(value: &T) -> String {
    let json = serde_json::to_string(value).unwrap_or_else(|_| "null".into());
    json.replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026")
        .replace('\u{2028}', "\\u2028")
        .replace('\u{2029}', "\\u2029")
}

pub fn escape_attr(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The JSON blocks the page carries for the web app, each ready for `script_json`'s element.
struct Inlined<'a> {
    /// `#vitrin-settings`: the global page settings.
    pub settings: &'a str,
    /// `#vitrin-data`: the route's data.
    pub data: &'a str,
    /// `#vitrin-code`: the page kind's code files, fetched with the app.
    pub code: &'a str,
}

/// The page's HTML with its places for a shopper: `data` is the route's data as `script_json`
/// gives it, `product_data` its cards for the settings.
pub fn page_html(
    state: &AppState,
    page: &Page,
    currency: Currency,
    data: &str,
    product_data: &RawValue,
) -> serde_json::Result<Spliced> {
    let (thousands, decimals) = separators(page.lang);
    let member = RawValue::from_string(Slot::Member.marker().to_string())?;
    let settings = GlobalSettings {
        member_info: &member,
        kvkk_required: i64::from(state.config.kvkk_required),
        licence_data: i64::from(state.config.licence_data),
        language: page.lang,
        currency,
        decimal_length: 2,
        thousand_separator: thousands,
        decimal_separator: decimals,
        theme_folder: &state.config.theme_folder,
        page_id: page.page_id,
        page_type: page.page_type,
        link_type: page.link_type,
        table_page_id: page.table_page_id,
        page_link: PAGE_LINKS,
        cart_csrf_token: Slot::CsrfToken.marker(),
        endpoint_prefix: &state.config.endpoint_prefix,
        endpoint_prefix_keys: &state.config.endpoint_prefix_keys,
        languages: Lang::ALL,
        currencies: Currency::ALL,
        product_data,
    };
    let html = render(
        template(state.index_html.as_deref()),
        page,
        &state.config.public_url,
        Inlined {
            settings: &script_json(&settings),
            data,
            code: &script_json(&state.route_assets.files(&page.data, page.lang)),
        },
    );
    Ok(Spliced::cut(&html))
}

fn render(template: &str, page: &Page, public_url: &str, inlined: Inlined<'_>) -> String {
    let origin = public_url.trim_end_matches('/');
    let lang = page.lang;
    let mut head = format!(
        "<title>{}</title><meta name=\"description\" content=\"{}\">\
         <meta name=\"csp-nonce\" content=\"{}\">\
         <meta property=\"og:site_name\" content=\"vitrin\">\
         <meta property=\"og:title\" content=\"{}\"><meta property=\"og:type\" content=\"{}\">",
        escape_attr(&page.title),
        escape_attr(&page.description),
        Slot::Nonce.marker(),
        escape_attr(&page.title),
        if page.page_type == "product" {
            "product"
        } else {
            "website"
        },
    );
    if let Some(slug) = &page.slug {
        let url = |l: Lang| format!("{origin}{}/{}", l.path_prefix(), slug);
        head.push_str(&format!(
            "<link rel=\"canonical\" href=\"{0}\"><meta property=\"og:url\" content=\"{0}\">",
            escape_attr(&url(lang))
        ));
        for l in Lang::ALL {
            head.push_str(&format!(
                "<link rel=\"alternate\" hreflang=\"{}\" href=\"{}\">",
                l.code(),
                escape_attr(&url(l))
            ));
        }
        head.push_str(&format!(
            "<link rel=\"alternate\" hreflang=\"x-default\" href=\"{}\">",
            escape_attr(&url(Lang::Tr))
        ));
    } else {
        head.push_str("<meta name=\"robots\" content=\"noindex\">");
    }
    if let Some(image) = &page.image {
        head.push_str(&format!(
            "<meta property=\"og:image\" content=\"{origin}{}\">",
            escape_attr(image)
        ));
    }
    // After the web build's own tags (its stylesheet first of all, which the first paint waits
    // for): the first screen's image and the structured data.
    let mut head_end = preload_link(&page.data).unwrap_or_default();
    for doc in super::seo::json_ld(page, origin) {
        head_end.push_str(&format!(
            "<script type=\"application/ld+json\">{}</script>",
            script_json(&doc)
        ));
    }
    head_end.push_str("</head>");
    let data = format!(
        "<script id=\"vitrin-settings\" type=\"application/json\">{}</script>\
         <script id=\"vitrin-data\" type=\"application/json\">{}</script>\
         <script id=\"vitrin-code\" type=\"application/json\">{}</script>",
        inlined.settings, inlined.data, inlined.code
    );
    template
        .replacen(
            "<html lang=\"tr\" dir=\"ltr\">",
            &format!(
                "<html lang=\"{}\" dir=\"{}\">",
                lang.code(),
                if lang.is_rtl() { "rtl" } else { "ltr" }
            ),
            1,
        )
        .replacen("<!--vitrin-head-->", &head, 1)
        .replacen("</head>", &head_end, 1)
        .replacen("<!--vitrin-data-->", &data, 1)
        .replacen(
            "<div id=\"root\"></div>",
            &format!(
                "<div id=\"root\">{}</div>",
                super::first_paint::render(&page.data, lang)
            ),
            1,
        )
}

/// The largest image of the first screen, fetched with the HTML instead of after the app starts:
/// the first card of a list, the main image of a product.
fn preload_link(data: &PageData) -> Option<String> {
    if let PageData::Home { blocks, .. } = data {
        let links: String = crate::content::model::first_slides(blocks)
            .into_iter()
            .map(|(slide, media)| {
                format!(
                    "<link rel=\"preload\" as=\"image\" href=\"{}\" media=\"{media}\" \
                     fetchpriority=\"high\">",
                    escape_attr(&slide.img1.path)
                )
            })
            .collect();
        return (!links.is_empty()).then_some(links);
    }
    let (image, sizes) = match data {
        PageData::Category { products, .. } => {
            (products.first()?.image_list.first()?, CARD_IMAGE_SIZES)
        }
        PageData::Product { product, .. } => {
            (product.card.image_list.first()?, PRODUCT_IMAGE_SIZES)
        }
        _ => return None,
    };
    Some(format!(
        "<link rel=\"preload\" as=\"image\" href=\"{}\" imagesrcset=\"{} 240w, {} 480w, {} 960w\" \
         imagesizes=\"{sizes}\" fetchpriority=\"high\">",
        escape_attr(&image.medium),
        escape_attr(&image.small),
        escape_attr(&image.medium),
        escape_attr(&image.big),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn script_json_cannot_close_the_element() {
        let out = script_json(&"</script><script>alert(1)</script>");
        assert!(!out.contains('<'));
        assert!(out.contains("\\u003c/script\\u003e"));
    }

    #[test]
    fn attributes_are_escaped() {
        assert_eq!(escape_attr("a\"<b>&'"), "a&quot;&lt;b&gt;&amp;&#39;");
    }
}
