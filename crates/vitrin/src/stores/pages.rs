//! The store locator page (`magazalar`): the shop's stores filtered by the query parameters
//! `country`, `city`, `town`, `group` and `pg` (spec section 2), on the store block's settings.

use axum::http::StatusCode;

use super::locator::{self, StoreQuery};
use crate::{
    error::AppResult,
    locale::Lang,
    page::{page_id, Page, PageData},
    state::AppState,
};

/// The store locator's address (without the language prefix).
pub const STORES_SLUG: &str = "magazalar";

/// The filters of the page's query string; every other parameter is left alone.
fn store_query(query: Option<&str>) -> StoreQuery {
    let mut filters = StoreQuery::default();
    for (key, value) in url::form_urlencoded::parse(query.unwrap_or_default().as_bytes()) {
        let value = value.into_owned();
        match key.as_ref() {
            "country" => filters.country = value,
            "city" => filters.city = value,
            "town" => filters.town = value,
            "group" => filters.group = value,
            "pg" => filters.pg = Some(value),
            _ => {}
        }
    }
    // The page always lists a page of stores.
    filters.pg.get_or_insert_with(|| "1".into());
    filters
}

/// The page, or None when the shop has no store block to take its settings from.
pub async fn stores_page(
    state: &AppState,
    lang: Lang,
    query: Option<&str>,
) -> AppResult<Option<Page>> {
    let Some(settings) = state.content.store_locator(lang) else {
        return Ok(None);
    };
    let stores = locator::store_list(&state.db, &state.content, &store_query(query)).await?;
    Ok(Some(Page {
        status: StatusCode::OK,
        lang,
        page_id: page_id::STORES,
        page_type: "stores",
        link_type: "stores",
        table_page_id: 0,
        title: format!("{} | vitrin", settings.title),
        description: settings.text.clone(),
        slug: Some(STORES_SLUG.to_string()),
        image: None,
        data: PageData::Stores {
            settings: settings.clone(),
            map_style: state.config.store_map_style_url.clone(),
            stores,
        },
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_query_string_names_the_filters_and_the_page() {
        let q = store_query(Some("city=%C4%B0zmir&group=Outlet&pg=2&utm_source=x"));
        assert_eq!(q.city, "İzmir");
        assert_eq!(q.group, "Outlet");
        assert_eq!(q.pg.as_deref(), Some("2"));
        assert_eq!(q.country, "");
        assert_eq!(store_query(None).pg.as_deref(), Some("1"));
    }
}
