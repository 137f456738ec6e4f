//! The page's first screen as plain HTML inside `#root`: the header with the logo and a search
//! form that works without JavaScript, and the page's main content (the first hero slide, a list's
//! first cards with their prices, a product's name, price and main image, a content page's title).
//! The shopper sees it as soon as the HTML and styles arrive, a crawler reads it without running
//! anything, and the web app replaces it whole once its first render is built beside it (the
//! app's `start.tsx` removes it), so it never has to match the app node for node.

use std::sync::LazyLock;

use super::{html::escape_attr, spliced::Slot};
use crate::catalog::model::{ImageSet, ProductCard};
use crate::content::model::CookieLaw;
use crate::locale::{Lang, Money};
use crate::page::{Crumb, PageData};

/// Cards of a list drawn before the app runs: the first screen on every width, not the page.
const FIRST_CARDS: usize = 8;
/// Cards whose images load at once with high priority, as many as the app's list gives priority
/// to (`priorityCount` in CategoryRoute.tsx); the rest load lazily.
const PRIORITY_CARDS: usize = 5;

/// `sizes` of the web app's card and product-page images (ProductCard.tsx, ProductGallery.tsx):
/// the preloaded file and these images must be the very one the app's `<img>` chooses.
pub const CARD_IMAGE_SIZES: &str =
    "(min-width: 1320px) 310px, (min-width: 992px) 24vw, (min-width: 768px) 32vw, 48vw";
pub const PRODUCT_IMAGE_SIZES: &str = "(min-width: 992px) 560px, 100vw";

/// The web app's own words (its translation files, built into the binary), so the first screen
/// says what the app says when it takes over.
static APP_TEXTS: LazyLock<[(Lang, serde_json::Value); 3]> = LazyLock::new(|| {
    let parse = |text: &str| serde_json::from_str(text).unwrap_or_default();
    [
        (
            Lang::Tr,
            parse(include_str!("../../../../web/src/i18n/tr.json")),
        ),
        (
            Lang::En,
            parse(include_str!("../../../../web/src/i18n/en.json")),
        ),
        (
            Lang::Ar,
            parse(include_str!("../../../../web/src/i18n/ar.json")),
        ),
    ]
});

/// The app's text at `pointer` (`/header/searchSubmit`) in `lang`, else in Turkish.
fn app_text(lang: Lang, pointer: &str) -> &'static str {
    let find = |wanted: Lang| {
        APP_TEXTS
            .iter()
            .find(|(l, _)| *l == wanted)
            .and_then(|(_, texts)| texts.pointer(pointer))
            .and_then(serde_json::Value::as_str)
    };
    find(lang).or_else(|| find(Lang::Tr)).unwrap_or_default()
}

/// The first screen, with the place of the cookie notice (`cookie_law_notice`) left to fill.
pub fn render(data: &PageData, lang: Lang) -> String {
    let mut out = String::from("<div class=\"first-paint\">");
    header(&mut out, lang);
    // The home page's hero spans the window, as the app's slider does; the rest keeps the width.
    out.push_str(if matches!(data, PageData::Home { .. }) {
        "<main class=\"first-paint__main\">"
    } else {
        "<main class=\"first-paint__main page-width\">"
    });
    match data {
        PageData::Home { blocks, .. } => hero(&mut out, blocks),
        PageData::Category {
            category,
            breadcrumbs,
            products,
            ..
        } => {
            crumbs(&mut out, breadcrumbs);
            title(&mut out, &category.name);
            cards(&mut out, products, lang);
        }
        PageData::Search {
            query, products, ..
        } => {
            title(&mut out, query);
            cards(&mut out, products, lang);
        }
        PageData::Product {
            product,
            breadcrumbs,
        } => {
            crumbs(&mut out, breadcrumbs);
            let card = &product.card;
            out.push_str("<div class=\"first-paint__product\">");
            if let Some(image) = card.image_list.first() {
                out.push_str("<div class=\"first-paint__gallery\">");
                img(&mut out, image, &card.title, PRODUCT_IMAGE_SIZES, true);
                out.push_str("</div>");
            }
            out.push_str("<div>");
            title(&mut out, &card.title);
            price(&mut out, card, lang);
            out.push_str("</div></div>");
        }
        PageData::Content { page, .. } => {
            title(&mut out, &page.title);
            out.push_str(&format!("<p>{}</p>", escape_attr(&page.description)));
        }
        _ => {}
    }
    out.push_str("</main>");
    out.push_str(Slot::CookieNotice.marker());
    out.push_str("</div>");
    out
}

/// The notice as the app's CookieLawBanner draws it, shown until the shopper accepts it; its
/// button is live once the app runs.
pub fn cookie_law_notice(notice: &CookieLaw, lang: Lang) -> String {
    format!(
        "<section class=\"cookie-law\" aria-labelledby=\"first-paint-cookie-law\">\
         <div class=\"cookie-law__inner page-width\"><div class=\"cookie-law__text\">\
         <h2 id=\"first-paint-cookie-law\" class=\"cookie-law__title\">{}</h2><p>{} \
         <a href=\"{}/gizlilik-ve-guvenlik\" class=\"text-link\">{}</a></p></div>\
         <button type=\"button\" class=\"button button--primary\" disabled>{}</button></div></section>",
        escape_attr(&notice.title),
        escape_attr(&notice.content),
        lang.path_prefix(),
        escape_attr(app_text(lang, "/content/cookie/details")),
        escape_attr(app_text(lang, "/content/cookie/accept")),
    )
}

fn header(out: &mut String, lang: Lang) {
    let home = format!("{}/", lang.path_prefix());
    let search = format!("{}/arama", lang.path_prefix());
    out.push_str(&format!(
        "<header class=\"header\"><div class=\"header__top\"><div class=\"header__top-inner \
         page-width\"></div></div><div class=\"header__main page-width\">\
         <a href=\"{home}\" class=\"logo\" aria-label=\"{}\" dir=\"ltr\">\
         <svg class=\"logo__mark\" width=\"36\" height=\"36\" viewBox=\"0 0 36 36\" \
         aria-hidden=\"true\"><rect width=\"36\" height=\"36\" rx=\"11\" fill=\"#c23b22\"/>\
         <path d=\"M12 9.5 8 12.5l2.4 4 2.1-1.2V26a1.5 1.5 0 0 0 1.5 1.5h8a1.5 1.5 0 0 0 1.5-1.5V15.3\
         l2.1 1.2 2.4-4-4-3h-3.2a3 3 0 0 1-5.6 0z\" fill=\"#fff\"/>\
         <circle cx=\"18\" cy=\"20\" r=\"2.2\" fill=\"#ffd27a\"/></svg>\
         <span class=\"logo__word\" aria-hidden=\"true\">vitrin</span></a>\
         <div class=\"header__search\"><form class=\"search-form\" role=\"search\" \
         action=\"{search}\"><input class=\"search-form__input\" type=\"search\" name=\"q\" \
         placeholder=\"{}\" aria-label=\"{}\"></form></div></div>\
         <div class=\"header__nav\"></div></header>",
        escape_attr(app_text(lang, "/app/homeLink")),
        escape_attr(app_text(lang, "/header/searchPlaceholder")),
        escape_attr(app_text(lang, "/header/searchSubmit")),
    ));
}

fn title(out: &mut String, text: &str) {
    out.push_str(&format!(
        "<h1 class=\"first-paint__title\">{}</h1>",
        escape_attr(text)
    ));
}

fn crumbs(out: &mut String, crumbs: &[Crumb]) {
    if crumbs.is_empty() {
        return;
    }
    out.push_str("<p class=\"first-paint__crumbs\">");
    for (i, crumb) in crumbs.iter().enumerate() {
        if i > 0 {
            out.push_str(" / ");
        }
        out.push_str(&format!(
            "<a href=\"{}\">{}</a>",
            escape_attr(&crumb.url),
            escape_attr(&crumb.name)
        ));
    }
    out.push_str("</p>");
}

fn price(out: &mut String, card: &ProductCard, lang: Lang) {
    let money = |amount: f64| {
        let minor = (amount * 100.0).round() as i64;
        escape_attr(&crate::locale::format_money(
            Money {
                minor,
                currency: card.currency_target,
            },
            lang,
        ))
    };
    // Each amount isolated, so "161,99 TL" reads the same inside Arabic text.
    out.push_str("<p class=\"first-paint__price\">");
    if card.price_not_discounted > card.price_sell {
        out.push_str(&format!(
            "<s><bdi>{}</bdi></s> ",
            money(card.price_not_discounted)
        ));
    }
    out.push_str(&format!(
        "<strong><bdi>{}</bdi></strong></p>",
        money(card.price_sell)
    ));
}

fn cards(out: &mut String, products: &[ProductCard], lang: Lang) {
    out.push_str("<ul class=\"first-paint__grid\">");
    for (i, card) in products.iter().take(FIRST_CARDS).enumerate() {
        out.push_str(&format!("<li><a href=\"{}\">", escape_attr(&card.url)));
        if let Some(image) = card.image_list.first() {
            img(
                out,
                image,
                &card.title,
                CARD_IMAGE_SIZES,
                i < PRIORITY_CARDS,
            );
        }
        out.push_str(&format!(
            "<span class=\"first-paint__name\">{}</span>",
            escape_attr(&card.title)
        ));
        price(out, card, lang);
        out.push_str("</a></li>");
    }
    out.push_str("</ul>");
}

fn img(out: &mut String, image: &ImageSet, alt: &str, sizes: &str, priority: bool) {
    out.push_str(&format!(
        "<img src=\"{}\" srcset=\"{} 240w, {} 480w, {} 960w\" sizes=\"{sizes}\" width=\"{}\" \
         height=\"{}\" alt=\"{}\"{}>",
        escape_attr(&image.medium),
        escape_attr(&image.small),
        escape_attr(&image.medium),
        escape_attr(&image.big),
        image.width,
        image.height,
        escape_attr(alt),
        if priority {
            " fetchpriority=\"high\""
        } else {
            " loading=\"lazy\""
        },
    ));
}

/// The first slide of the hero slider on wide screens and of the mobile slider on narrow ones.
fn hero(out: &mut String, blocks: &[crate::content::model::Block]) {
    let slides = crate::content::model::first_slides(blocks);
    let Some((fallback, _)) = slides.last() else {
        return;
    };
    out.push_str("<picture class=\"first-paint__hero\">");
    for (slide, media) in &slides[..slides.len() - 1] {
        out.push_str(&format!(
            "<source media=\"{media}\" srcset=\"{}\" width=\"{}\" height=\"{}\">",
            escape_attr(&slide.img1.path),
            slide.img1.width,
            slide.img1.height
        ));
    }
    out.push_str(&format!(
        "<img src=\"{}\" width=\"{}\" height=\"{}\" alt=\"{}\" fetchpriority=\"high\"></picture>",
        escape_attr(&fallback.img1.path),
        fallback.img1.width,
        fallback.img1.height,
        escape_attr(&fallback.title),
    ));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_page_has_the_header_with_a_search_form_that_works_without_javascript() {
        let html = render(&PageData::NotFound, Lang::Ar);
        assert!(html.contains("action=\"/ar/arama\""));
        assert!(html.contains("name=\"q\""));
        assert!(html.contains("href=\"/ar/\""));
        assert!(!html.contains("cookie-law"));
        assert!(html.contains("placeholder=\"ابحث عن فساتين، كنزات، بيجامات…\""));
    }

    #[test]
    fn the_cookie_law_notice_is_drawn_with_the_shops_text_escaped() {
        let notice = CookieLaw {
            title: "Çerezler".into(),
            content: "Sitemizde <çerez> kullanılır.".into(),
        };
        let html = cookie_law_notice(&notice, Lang::Tr);
        assert!(html.contains(
            "<h2 id=\"first-paint-cookie-law\" class=\"cookie-law__title\">Çerezler</h2>"
        ));
        assert!(html.contains("Sitemizde &lt;çerez&gt; kullanılır."));
        assert!(html.contains("href=\"/gizlilik-ve-guvenlik\""));
    }
}
