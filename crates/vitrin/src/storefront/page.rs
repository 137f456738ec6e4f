//! Which page an address names, and its data.

use axum::http::StatusCode;
use serde::Serialize;

use crate::{
    app::AppState,
    catalog::{
        model::{Category, PriceView, ProductCard},
        store::{self as catalog, ProductSort},
    },
    error::AppResult,
    locale::Lang,
};

pub const PAGE_SIZE: i64 = 48;
const SHOWCASE_SIZE: i64 = 12;

/// Page ids of spec section 2; ids the spec leaves open are ours.
pub mod page_id {
    pub const HOME: i64 = 1;
    pub const CATEGORY: i64 = 2;
    pub const PRODUCT: i64 = 3;
    pub const SEARCH: i64 = 4;
    pub const CART: i64 = 30;
    pub const NOT_FOUND: i64 = 404;
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct Crumb {
    pub name: String,
    pub url: String,
}

#[derive(Debug, Serialize)]
pub struct Section {
    pub key: &'static str,
    pub title: &'static str,
    pub url: String,
    pub products: Vec<ProductCard>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct ProductDetail {
    #[serde(flatten)]
    pub card: ProductCard,
    pub description: String,
    /// Colour and size choices for the add-to-cart form.
    pub variants: Vec<crate::cart::store::VariantChoice>,
    /// Quantity rule, subscription, store pickup and multi-buy tiers.
    pub purchase: Option<crate::cart::store::PurchaseInfo>,
}

#[derive(Debug, Serialize)]
#[serde(tag = "route", rename_all = "camelCase")]
pub enum PageData {
    Home {
        sections: Vec<Section>,
        categories: Vec<Category>,
    },
    Category {
        category: Category,
        breadcrumbs: Vec<Crumb>,
        products: Vec<ProductCard>,
        total: i64,
        page: i64,
        #[serde(rename = "pageSize")]
        page_size: i64,
    },
    Product {
        product: ProductDetail,
        breadcrumbs: Vec<Crumb>,
    },
    /// The cart page (page 30): its data is the cart fragment, fetched by the page.
    Cart,
    /// Search results (`/arama?q=...&pg=...`); filters come with the catalog filter call.
    Search {
        query: String,
        products: Vec<ProductCard>,
        categories: Vec<crate::search::model::SearchCategory>,
        total: u64,
        page: u64,
        #[serde(rename = "pageSize")]
        page_size: u64,
    },
    NotFound,
}

/// What the head and the page settings need besides the data.
#[derive(Debug)]
pub struct Page {
    pub status: StatusCode,
    pub data: PageData,
    pub lang: Lang,
    pub page_id: i64,
    pub page_type: &'static str,
    pub link_type: &'static str,
    pub table_page_id: i64,
    pub title: String,
    pub description: String,
    /// Path without the language prefix, for canonical and alternate links; None for 404s.
    pub slug: Option<String>,
    pub image: Option<String>,
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

fn texts(lang: Lang) -> (&'static str, &'static str, [&'static str; 3]) {
    match lang {
        Lang::Tr => (
            "vitrin | Erkek, Kız ve Bebek Çocuk Giyim",
            "Erkek çocuk, kız çocuk ve bebek giyiminde yeni sezon; aynı gün kargo ve 12 aya varan taksit.",
            ["Yeni Gelenler", "İndirimli Ürünler", "Çok Satanlar"],
        ),
        Lang::En => (
            "vitrin | Boys', Girls' and Baby Clothing",
            "New season clothing for boys, girls and babies; same-day shipping and up to 12 instalments.",
            ["New In", "On Sale", "Best Sellers"],
        ),
        Lang::Ar => (
            "vitrin | ملابس الأولاد والبنات والرضع",
            "ملابس الموسم الجديد للأولاد والبنات والرضع؛ شحن في نفس اليوم وتقسيط حتى ١٢ شهراً.",
            ["وصل حديثاً", "منتجات مخفضة", "الأكثر مبيعاً"],
        ),
    }
}

fn cart_title(lang: Lang) -> &'static str {
    match lang {
        Lang::Tr => "Sepetim",
        Lang::En => "My cart",
        Lang::Ar => "سلتي",
    }
}

/// The results page's address (without the language prefix).
pub const SEARCH_SLUG: &str = "arama";

fn search_title(lang: Lang, query: &str) -> String {
    match (lang, query.is_empty()) {
        (Lang::Tr, true) => "Arama | vitrin".into(),
        (Lang::Tr, false) => format!("\u{201c}{query}\u{201d} için arama sonuçları | vitrin"),
        (Lang::En, true) => "Search | vitrin".into(),
        (Lang::En, false) => format!("Search results for \u{201c}{query}\u{201d} | vitrin"),
        (Lang::Ar, true) => "البحث | vitrin".into(),
        (Lang::Ar, false) => format!("نتائج البحث عن «{query}» | vitrin"),
    }
}

/// The search results page: page `pg` of the products matching `q`, in the grid's page size.
async fn search_page(
    state: &AppState,
    view: PriceView,
    query: Option<&str>,
    site_description: &str,
) -> AppResult<Page> {
    let param = |key: &str| {
        query.and_then(|q| {
            url::form_urlencoded::parse(q.as_bytes())
                .find(|(k, _)| k == key)
                .map(|(_, v)| v.into_owned())
        })
    };
    let text = crate::search::routes::clean_query(&param("q").unwrap_or_default());
    let page = param("pg")
        .and_then(|p| p.parse::<u64>().ok())
        .filter(|p| (1..=10_000).contains(p))
        .unwrap_or(1);
    let page_size = PAGE_SIZE as usize;
    let found = match state.search.ready(std::time::Duration::from_secs(10)).await {
        Some(index) => crate::search::routes::run(&index, view, text.clone(), page, page_size)?,
        None => {
            return Err(crate::error::AppError::Internal(anyhow::anyhow!(
                "search index not ready"
            )))
        }
    };
    let ids: Vec<i64> = found.products.iter().map(|p| p.id).collect();
    let products = catalog::cards_by_ids(&state.db, view, &ids).await?;
    Ok(Page {
        status: StatusCode::OK,
        lang: view.lang,
        page_id: page_id::SEARCH,
        page_type: "search",
        link_type: "search",
        table_page_id: 0,
        title: search_title(view.lang, &text),
        description: site_description.into(),
        // Result pages are not for crawlers: no canonical link, noindex.
        slug: None,
        image: None,
        data: PageData::Search {
            query: text,
            products,
            categories: found.categories,
            total: found.total,
            page,
            page_size: PAGE_SIZE as u64,
        },
    })
}

fn not_found_title(lang: Lang) -> &'static str {
    match lang {
        Lang::Tr => "Sayfa bulunamadı | vitrin",
        Lang::En => "Page not found | vitrin",
        Lang::Ar => "الصفحة غير موجودة | vitrin",
    }
}

/// Resolves an address (path and query) to its page.
pub async fn resolve(
    state: &AppState,
    view_currency: crate::locale::Currency,
    path: &str,
    query: Option<&str>,
) -> AppResult<Page> {
    let (lang, slug) = split_language(path);
    let view = PriceView {
        lang,
        currency: view_currency,
        rate_micros: state.config.rate_micros(view_currency),
    };
    let (site_title, site_description, section_titles) = texts(lang);
    let tree = state.catalog_cache.category_tree(&state.db, lang).await?;

    if slug.is_empty() {
        let mut sections = Vec::new();
        for ((key, sort), title) in [
            ("new_product", ProductSort::Newest),
            ("discounted_product", ProductSort::BiggestDiscount),
            ("best_seller", ProductSort::BestSelling),
        ]
        .into_iter()
        .zip(section_titles)
        {
            sections.push(Section {
                key,
                title,
                url: format!("{}/", lang.path_prefix()),
                products: catalog::top_products(&state.db, view, sort, SHOWCASE_SIZE).await?,
            });
        }
        return Ok(Page {
            status: StatusCode::OK,
            data: PageData::Home {
                sections,
                categories: tree.as_ref().clone(),
            },
            lang,
            page_id: page_id::HOME,
            page_type: "home",
            link_type: "home",
            table_page_id: 0,
            title: site_title.into(),
            description: site_description.into(),
            slug: Some(String::new()),
            image: None,
        });
    }

    if slug == super::settings::PAGE_LINKS.cart {
        return Ok(Page {
            status: StatusCode::OK,
            data: PageData::Cart,
            lang,
            page_id: page_id::CART,
            page_type: "cart",
            link_type: "cart",
            table_page_id: 0,
            title: format!("{} | vitrin", cart_title(lang)),
            description: site_description.into(),
            // A shopper's cart is nobody else's page: no canonical link, noindex.
            slug: None,
            image: None,
        });
    }

    if slug == SEARCH_SLUG {
        return search_page(state, view, query, site_description).await;
    }

    if let Some(path) = catalog::find_category(&tree, |c| c.slug == slug) {
        let category = (*path.last().expect("find_category returns a non-empty path")).clone();
        let page = query
            .and_then(|q| {
                url::form_urlencoded::parse(q.as_bytes())
                    .find(|(k, _)| k == "pg")
                    .and_then(|(_, v)| v.parse::<i64>().ok())
            })
            .filter(|p| (1..=10_000).contains(p))
            .unwrap_or(1);
        let (products, total) = state
            .catalog_cache
            .category_products(
                &state.db,
                view,
                &category,
                ProductSort::Newest,
                page,
                PAGE_SIZE,
            )
            .await?;
        let breadcrumbs = path
            .iter()
            .map(|c| Crumb {
                name: c.name.clone(),
                url: c.url.clone(),
            })
            .collect();
        return Ok(Page {
            status: StatusCode::OK,
            lang,
            page_id: page_id::CATEGORY,
            page_type: "category",
            link_type: "category",
            table_page_id: category.id,
            title: format!("{} | vitrin", category.name),
            description: format!("{} - {}", category.name, site_description),
            slug: Some(slug.to_string()),
            image: products
                .first()
                .and_then(|p| p.image_list.first())
                .map(|i| i.big.clone()),
            data: PageData::Category {
                category,
                breadcrumbs,
                products,
                total,
                page,
                page_size: PAGE_SIZE,
            },
        });
    }

    if let Some((card, description)) = catalog::product_by_slug(&state.db, view, slug).await? {
        let variants = crate::cart::store::variant_choices(&state.db, card.id, lang).await?;
        let purchase = crate::cart::store::purchase_info(&state.db, card.id).await?;
        return Ok(Page {
            status: StatusCode::OK,
            lang,
            page_id: page_id::PRODUCT,
            page_type: "product",
            link_type: "product",
            table_page_id: card.id,
            title: format!("{} | vitrin", card.title),
            description: description.chars().take(160).collect(),
            slug: Some(slug.to_string()),
            image: card.image_list.first().map(|i| i.big.clone()),
            data: PageData::Product {
                breadcrumbs: vec![Crumb {
                    name: card.title.clone(),
                    url: card.url.clone(),
                }],
                product: ProductDetail {
                    card,
                    description,
                    variants,
                    purchase,
                },
            },
        });
    }

    Ok(Page {
        status: StatusCode::NOT_FOUND,
        data: PageData::NotFound,
        lang,
        page_id: page_id::NOT_FOUND,
        page_type: "notFound",
        link_type: "notFound",
        table_page_id: 0,
        title: not_found_title(lang).into(),
        description: site_description.into(),
        slug: None,
        image: None,
    })
}

impl PageData {
    /// The product cards on the page, for PRODUCT_DATA in the page settings.
    pub fn products(&self) -> Vec<&ProductCard> {
        match self {
            PageData::Home { sections, .. } => {
                sections.iter().flat_map(|s| s.products.iter()).collect()
            }
            PageData::Category { products, .. } | PageData::Search { products, .. } => {
                products.iter().collect()
            }
            PageData::Product { product, .. } => vec![&product.card],
            PageData::Cart | PageData::NotFound => Vec::new(),
        }
    }
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
