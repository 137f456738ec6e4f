//! `robots.txt` and the sitemaps: an index at `/sitemap.xml` naming `/sitemap/pages.xml` (home,
//! categories, the special lists, content pages, the store locator) and
//! `/sitemap/products-{n}.xml` (products, in pages of `PRODUCTS_PER_FILE`). Each entry is the
//! Turkish address with its English and Arabic alternates, so crawlers find every language.

use axum::{
    extract::{Path, State},
    http::{header, HeaderValue},
    response::{IntoResponse, Response},
    routing::get,
    Router,
};

use super::html::escape_attr;
use crate::{
    catalog::{filter::SpecialList, model::Category, store as catalog},
    error::{AppResult, Refusal},
    locale::Lang,
    state::AppState,
};

const PRODUCTS_PER_FILE: i64 = 5_000;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/robots.txt", get(robots))
        .route("/sitemap.xml", get(sitemap_index))
        .route("/sitemap/{file}", get(sitemap_file))
}

fn origin(state: &AppState) -> &str {
    state.config.public_url.trim_end_matches('/')
}

async fn robots(State(state): State<AppState>) -> Response {
    let body = format!(
        "User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /srv/\nDisallow: /arama\n\
         Disallow: /sepet\nDisallow: /en/arama\nDisallow: /ar/arama\n\
         Disallow: /en/sepet\nDisallow: /ar/sepet\n\nSitemap: {}/sitemap.xml\n",
        origin(&state)
    );
    text(body, "text/plain; charset=utf-8")
}

fn text(body: String, content_type: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, HeaderValue::from_static(content_type)),
            (
                header::CACHE_CONTROL,
                HeaderValue::from_static("public, max-age=3600"),
            ),
        ],
        body,
    )
        .into_response()
}

fn xml(body: String) -> Response {
    text(body, "application/xml; charset=utf-8")
}

async fn sitemap_index(State(state): State<AppState>) -> AppResult<Response> {
    let (total, _) = catalog::product_slugs(&state.db, 0, 0).await?;
    let origin = origin(&state);
    let mut body = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    body.push_str(&format!(
        "<sitemap><loc>{origin}/sitemap/pages.xml</loc></sitemap>\n"
    ));
    for n in 1..=product_files(total) {
        body.push_str(&format!(
            "<sitemap><loc>{origin}/sitemap/products-{n}.xml</loc></sitemap>\n"
        ));
    }
    body.push_str("</sitemapindex>\n");
    Ok(xml(body))
}

fn product_files(total: i64) -> i64 {
    (total + PRODUCTS_PER_FILE - 1) / PRODUCTS_PER_FILE
}

/// One `<url>` with its language alternates; `slug` is the address without the language prefix.
fn url_entry(origin: &str, slug: &str) -> String {
    let address = |lang: Lang| {
        let path = format!("{}/{}", lang.path_prefix(), slug);
        escape_attr(&format!("{origin}{path}"))
    };
    let mut entry = format!("<url><loc>{}</loc>", address(Lang::Tr));
    for lang in Lang::ALL {
        entry.push_str(&format!(
            "<xhtml:link rel=\"alternate\" hreflang=\"{}\" href=\"{}\"/>",
            lang.code(),
            address(lang)
        ));
    }
    entry.push_str(&format!(
        "<xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"{}\"/></url>\n",
        address(Lang::Tr)
    ));
    entry
}

fn urlset(entries: impl IntoIterator<Item = String>) -> String {
    let mut body = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" \
         xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n",
    );
    for e in entries {
        body.push_str(&e);
    }
    body.push_str("</urlset>\n");
    body
}

fn category_slugs(tree: &[Category], out: &mut Vec<String>) {
    for c in tree {
        out.push(c.slug.clone());
        category_slugs(&c.children, out);
    }
}

async fn sitemap_file(
    State(state): State<AppState>,
    Path(file): Path<String>,
) -> AppResult<Response> {
    let origin = origin(&state).to_string();
    if file == "pages.xml" {
        let tree = state
            .catalog_cache
            .category_tree(&state.db, Lang::Tr)
            .await?;
        let mut slugs = vec![String::new()];
        category_slugs(&tree, &mut slugs);
        slugs.extend(SpecialList::ALL.iter().map(|l| l.slug().to_string()));
        slugs.extend(
            state
                .content
                .page_slugs(Lang::Tr)
                .into_iter()
                .map(str::to_string),
        );
        if state.content.store_locator(Lang::Tr).is_some() {
            slugs.push(crate::stores::pages::STORES_SLUG.to_string());
        }
        return Ok(xml(urlset(slugs.iter().map(|s| url_entry(&origin, s)))));
    }
    let n = file
        .strip_prefix("products-")
        .and_then(|f| f.strip_suffix(".xml"))
        .and_then(|n| n.parse::<i64>().ok())
        .filter(|n| (1..=1_000_000).contains(n))
        .ok_or_else(Refusal::not_found)?;
    let (total, slugs) =
        catalog::product_slugs(&state.db, (n - 1) * PRODUCTS_PER_FILE, PRODUCTS_PER_FILE).await?;
    if n > product_files(total) {
        return Err(Refusal::not_found());
    }
    Ok(xml(urlset(slugs.iter().map(|s| url_entry(&origin, s)))))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_carry_every_language() {
        let e = url_entry("https://shop.example", "kiz-cocuk-elbise");
        assert!(e.starts_with("<url><loc>https://shop.example/kiz-cocuk-elbise</loc>"));
        assert!(e.contains("hreflang=\"en\" href=\"https://shop.example/en/kiz-cocuk-elbise\""));
        assert!(e.contains("hreflang=\"ar\" href=\"https://shop.example/ar/kiz-cocuk-elbise\""));
        assert!(e.contains("hreflang=\"x-default\""));
    }

    #[test]
    fn product_files_round_up() {
        assert_eq!(product_files(0), 0);
        assert_eq!(product_files(1), 1);
        assert_eq!(product_files(PRODUCTS_PER_FILE), 1);
        assert_eq!(product_files(PRODUCTS_PER_FILE + 1), 2);
    }
}
