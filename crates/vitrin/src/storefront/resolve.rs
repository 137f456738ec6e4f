//! Which page an address names, and its data.

use axum::http::StatusCode;

use crate::{
    catalog::{
        cache::{ListPage, ListQuery, ListSource},
        filter::{FilterState, SortKey, SpecialList},
        model::{Category, PriceView},
        store as catalog,
    },
    error::AppResult,
    locale::{page_url, split_language, Lang, PAGE_LINKS},
    page::{page_id, Crumb, Page, PageData, ProductDetail},
    state::AppState,
};

pub const PAGE_SIZE: i64 = 48;

/// A page of a product list (`PAGE_SIZE` products) with its filters and counts.
async fn list_page(
    state: &AppState,
    view: PriceView,
    source: ListSource<'_>,
    filters: &FilterState,
    default_sort: Option<SortKey>,
    categories: &[Category],
) -> sqlx::Result<ListPage> {
    let query = ListQuery {
        source,
        state: filters,
        default_sort,
        categories,
        page_size: PAGE_SIZE,
    };
    state
        .catalog_cache
        .filtered_list(&state.db, view, query)
        .await
}

fn texts(lang: Lang) -> (&'static str, &'static str) {
    match lang {
        Lang::Tr => (
            "vitrin | Erkek, Kız ve Bebek Çocuk Giyim",
            "Erkek çocuk, kız çocuk ve bebek giyiminde yeni sezon; aynı gün kargo ve 12 aya varan taksit.",
        ),
        Lang::En => (
            "vitrin | Boys', Girls' and Baby Clothing",
            "New season clothing for boys, girls and babies; same-day shipping and up to 12 instalments.",
        ),
        Lang::Ar => (
            "vitrin | ملابس الأولاد والبنات والرضع",
            "ملابس الموسم الجديد للأولاد والبنات والرضع؛ شحن في نفس اليوم وتقسيط حتى ١٢ شهراً.",
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

/// The favourites page's address (without the language prefix).
pub const FAVOURITES_SLUG: &str = "favorilerim";

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
    let filters = FilterState::parse(query.unwrap_or_default());
    let ids = crate::catalog::routes::search_matches(state, view.lang, &text).await?;
    let categories = match state.search.ready(std::time::Duration::from_secs(10)).await {
        Some(index) => crate::search::routes::run(&index, view, text.clone(), 1, 0)?.categories,
        None => {
            return Err(crate::error::Refusal::internal(anyhow::anyhow!(
                "search index not ready"
            )))
        }
    };
    let tree = state
        .catalog_cache
        .category_tree(&state.db, view.lang)
        .await?;
    // No sort in the URL: best match first.
    let listed = list_page(state, view, ListSource::Search(&ids), &filters, None, &tree).await?;
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
            products: listed.products,
            categories,
            total: listed.total as u64,
            page: listed.page as u64,
            page_size: PAGE_SIZE as u64,
            filters: listed.filters,
        },
    })
}

/// The home page: its blocks in the request's language, each showcase's first tab filled, and
/// the first hero slide as the page image (preloaded in the head).
async fn home_page(
    state: &AppState,
    view: PriceView,
    categories: Vec<Category>,
    site_title: &str,
    site_description: &str,
) -> AppResult<Page> {
    use crate::content::model::{BlockAssets, BlockName};
    let blocks = state.content.home(view.lang).to_vec();
    let mut showcases = Vec::new();
    for block in blocks.iter().filter(|b| b.name == BlockName::Showcase) {
        if let Some(tab) = crate::content::routes::load_tab(state, view, block.id, 0).await? {
            showcases.push(tab);
        }
    }
    let image = blocks
        .iter()
        .find(|b| b.name == BlockName::HeroSlider)
        .and_then(|b| match &b.assets {
            BlockAssets::Images(a) => a.images.iter().find(|i| i.hidden == 0),
            _ => None,
        })
        .map(|i| i.img1.path.clone());
    Ok(Page {
        status: StatusCode::OK,
        data: PageData::Home {
            blocks,
            showcases,
            categories,
            mobile_app: state.content.mobile_app(view.lang).cloned(),
        },
        lang: view.lang,
        page_id: page_id::HOME,
        page_type: "home",
        link_type: "home",
        table_page_id: 0,
        title: site_title.into(),
        description: site_description.into(),
        slug: Some(String::new()),
        image,
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
    let (site_title, site_description) = texts(lang);
    let tree = state.catalog_cache.category_tree(&state.db, lang).await?;

    if slug.is_empty() {
        let categories = tree.as_ref().clone();
        return home_page(state, view, categories, site_title, site_description).await;
    }

    if let Some(page) = crate::order::pages::order_page(state, slug, lang, site_description) {
        return Ok(page);
    }

    if let Some(content) = state.content.page(lang, slug) {
        return Ok(Page {
            status: StatusCode::OK,
            lang,
            page_id: page_id::CONTENT,
            page_type: "content",
            link_type: "content",
            table_page_id: 0,
            title: format!("{} | vitrin", content.title),
            description: content.description.clone(),
            slug: Some(slug.to_string()),
            image: None,
            data: PageData::Content {
                slug: slug.to_string(),
                page: content.clone(),
            },
        });
    }

    if slug == PAGE_LINKS.cart {
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

    if let Some(page) = crate::customer::pages::member_page(slug, lang, site_description) {
        return Ok(page);
    }

    if slug == FAVOURITES_SLUG {
        return Ok(Page {
            status: StatusCode::OK,
            data: PageData::Favourites,
            lang,
            page_id: page_id::FAVOURITES,
            page_type: "favourites",
            link_type: "favourites",
            table_page_id: 0,
            title: format!("{} | vitrin", crate::favourites::model::list_name(lang)),
            description: site_description.into(),
            // A member's own list: no canonical link, noindex.
            slug: None,
            image: None,
        });
    }

    if slug == crate::stores::pages::STORES_SLUG {
        if let Some(page) = crate::stores::pages::stores_page(state, lang, query).await? {
            return Ok(page);
        }
    }

    if slug == SEARCH_SLUG {
        return search_page(state, view, query, site_description).await;
    }

    // Category lists and the special lists (discounted, deals, best sellers), under the filters
    // of the URL.
    let special = SpecialList::from_slug(slug);
    let found = match special {
        Some(_) => None,
        None => catalog::find_category(&tree, |c| c.slug == slug),
    };
    if special.is_some() || found.is_some() {
        let filters = FilterState::parse(query.unwrap_or_default());
        let (category, breadcrumbs, listed) = match (special, found) {
            (Some(list), _) => {
                let category = Category {
                    id: 0,
                    name: list.name(lang).to_string(),
                    url: page_url(lang, list.slug()),
                    children: Vec::new(),
                    slug: list.slug().to_string(),
                    parent_id: None,
                };
                let listed = list_page(
                    state,
                    view,
                    ListSource::Special(list),
                    &filters,
                    Some(list.default_sort()),
                    &tree,
                )
                .await?;
                let crumbs = vec![Crumb {
                    name: category.name.clone(),
                    url: category.url.clone(),
                }];
                (category, crumbs, listed)
            }
            (None, Some(path)) => {
                let category =
                    (*path.last().expect("find_category returns a non-empty path")).clone();
                let listed = list_page(
                    state,
                    view,
                    ListSource::Category(&category),
                    &filters,
                    Some(SortKey::Newest),
                    std::slice::from_ref(&category),
                )
                .await?;
                let crumbs = path
                    .iter()
                    .map(|c| Crumb {
                        name: c.name.clone(),
                        url: c.url.clone(),
                    })
                    .collect();
                (category, crumbs, listed)
            }
            (None, None) => unreachable!("one of the two was found"),
        };
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
            image: listed
                .products
                .first()
                .and_then(|p| p.image_list.first())
                .map(|i| i.big.clone()),
            data: PageData::Category {
                category,
                breadcrumbs,
                products: listed.products,
                total: listed.total,
                page: listed.page,
                page_size: PAGE_SIZE,
                filters: listed.filters,
            },
        });
    }

    if let Some((card, description)) = catalog::product_by_slug(&state.db, view, slug).await? {
        let variants = crate::cart::store::variant_choices(&state.db, card.id, lang).await?;
        let purchase = crate::cart::store::purchase_info(&state.db, card.id).await?;
        let requested = crate::product::model::variant_param(query);
        let Some(extra) = crate::product::page_data(
            &state.db,
            &state.config.wallet,
            &state.content,
            view,
            card.id,
            requested,
        )
        .await?
        else {
            return Err(crate::error::Refusal::not_found());
        };
        // Full path: the product's category and its ancestors, then the product.
        let mut breadcrumbs: Vec<Crumb> =
            catalog::find_category(&tree, |c| c.id == extra.category_id)
                .unwrap_or_default()
                .iter()
                .map(|c| Crumb {
                    name: c.name.clone(),
                    url: c.url.clone(),
                })
                .collect();
        breadcrumbs.push(Crumb {
            name: card.title.clone(),
            url: card.url.clone(),
        });
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
                breadcrumbs,
                product: ProductDetail {
                    card,
                    description,
                    variants,
                    purchase,
                    page: Box::new(extra),
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
