//! The store list of the set-store popup, the home page's store block and the store locator
//! page: the filters of spec section 2 (`country`, `city`, `town`, `group`, `pg`), each applied
//! only when it names a value some store has, and pages of the store block's `LIMIT` stores.

use serde::{Deserialize, Serialize};

use super::store::{self, StoreFilter, StoreItem};
use crate::{content::Content, db::Db, locale::Lang};

/// The page size when the shop has no store block to say it.
const DEFAULT_PAGE_SIZE: i64 = 12;

/// The store list's filters as the shopper sent them (query string or form).
#[derive(Debug, Default, Deserialize, utoipa::ToSchema, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct StoreQuery {
    /// ISO code of a country, as listed in `countries`; empty for every country.
    #[serde(default)]
    pub country: String,
    /// City name as listed in `cities`; empty for every city.
    #[serde(default)]
    pub city: String,
    /// Town name as listed in `towns`; empty for every town of the city.
    #[serde(default)]
    pub town: String,
    /// Store group as listed in `groups`; empty for every group.
    #[serde(default)]
    pub group: String,
    /// Page number from 1 in pages of the store block's `LIMIT`; without it every store is listed.
    #[serde(default)]
    pub pg: Option<String>,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct StoreList {
    pub success: bool,
    /// The stores of the page (every matching store when `pg` was not sent).
    pub data: Vec<StoreItem>,
    /// Every country with a store.
    pub countries: Vec<String>,
    /// Cities with a store in the applied country.
    pub cities: Vec<String>,
    /// Towns of the applied city with a store; empty without a city.
    pub towns: Vec<String>,
    /// Store groups in the applied country, city and town.
    pub groups: Vec<String>,
    /// The filters applied: an unknown value is ignored and answered empty.
    pub filter: StoreFilter,
    /// The page answered, from 1.
    pub page: i64,
    #[serde(rename = "pageCount")]
    pub page_count: i64,
    /// How many stores match the filters.
    pub total: i64,
    /// The page size; 0 when every matching store is answered.
    pub limit: i64,
    #[serde(rename = "statusText", skip_serializing_if = "String::is_empty")]
    pub status_text: String,
}

/// The store block's page size (`LIMIT`), the same in every language.
pub fn page_size(content: &Content) -> i64 {
    content
        .store_locator(Lang::Tr)
        .map_or(DEFAULT_PAGE_SIZE, |block| block.limit)
}

/// `value` when it is one of `known`, otherwise empty (the filter is ignored).
fn known(value: &str, known: &[String]) -> String {
    let value = value.trim();
    if known.iter().any(|k| k == value) {
        value.to_string()
    } else {
        String::new()
    }
}

/// The page `pg` asks for: a whole number from 1; anything else is page 1.
fn page_number(pg: &str) -> i64 {
    pg.trim()
        .parse::<i64>()
        .ok()
        .filter(|n| *n >= 1)
        .unwrap_or(1)
}

/// The stores for `query`: each filter checked against the values the stores have, then the page.
pub async fn store_list(db: &Db, content: &Content, query: &StoreQuery) -> sqlx::Result<StoreList> {
    let countries = store::countries(db).await?;
    let country = known(&query.country, &countries);
    let cities = store::cities(db, &country).await?;
    let city = known(&query.city, &cities);
    let towns = if city.is_empty() {
        Vec::new()
    } else {
        store::towns(db, &country, &city).await?
    };
    let town = known(&query.town, &towns);
    let area = StoreFilter {
        country,
        city,
        town,
        group: String::new(),
    };
    let groups = store::groups(db, &area).await?;
    let filter = StoreFilter {
        group: known(&query.group, &groups),
        ..area
    };
    let total = store::count(db, &filter).await?;
    let (page, page_count, limit, data) = match query.pg.as_deref() {
        Some(pg) => {
            let limit = page_size(content);
            let page_count = ((total + limit - 1) / limit).max(1);
            let page = page_number(pg).min(page_count);
            let data = store::list(db, &filter, limit, (page - 1) * limit).await?;
            (page, page_count, limit, data)
        }
        None => (1, 1, 0, store::list(db, &filter, total, 0).await?),
    };
    Ok(StoreList {
        success: true,
        data,
        countries,
        cities,
        towns,
        groups,
        filter,
        page,
        page_count,
        total,
        limit,
        status_text: String::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_number_is_a_whole_number_from_one() {
        assert_eq!(page_number("3"), 3);
        assert_eq!(page_number(" 2 "), 2);
        for bad in ["0", "-1", "x", "", "1.5", "99999999999999999999"] {
            assert_eq!(page_number(bad), 1, "{bad}");
        }
    }

    #[test]
    fn an_unknown_value_is_no_filter() {
        let cities = vec!["Ankara".to_string(), "İzmir".to_string()];
        assert_eq!(known("İzmir", &cities), "İzmir");
        assert_eq!(known(" Ankara ", &cities), "Ankara");
        assert_eq!(known("Atlantis", &cities), "");
        assert_eq!(known("izmir", &cities), "");
    }
}
