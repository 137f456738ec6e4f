//! Store SQL.

use sqlx::{any::AnyRow, Row};

use crate::db::Db;

#[derive(Debug, Clone, serde::Serialize, utoipa::ToSchema)]
pub struct StoreItem {
    pub id: i64,
    /// The store's name ("Ad" in the shop's own field naming).
    #[serde(rename = "Ad")]
    pub name: String,
    /// ISO 3166-1 alpha-2 code of the store's country.
    #[schema(example = "TR")]
    pub country: String,
    pub city: String,
    pub town: String,
    /// The store's group ("AVM Mağazası", "Cadde Mağazası", "Outlet" ...).
    pub group: String,
    pub address: String,
    pub phone: String,
    /// Opening hours as the shop writes them.
    pub hours: String,
    /// The text of the store's marker popup: address, town/city, phone and opening hours, one
    /// per line (plain text).
    #[serde(rename = "markerContent")]
    pub marker_content: String,
    /// Latitude in degrees (WGS 84), the store's coordinate X.
    #[schema(example = 40.9884)]
    pub lat: f64,
    /// Longitude in degrees (WGS 84), the store's coordinate Y.
    #[schema(example = 29.0289)]
    pub lng: f64,
}

const COLUMNS: &str = "id, name, country, city, town, group_name, address, phone, hours, lat, lng";

fn item(r: &AnyRow) -> StoreItem {
    let (address, city, town, phone, hours): (String, String, String, String, String) = (
        r.get("address"),
        r.get("city"),
        r.get("town"),
        r.get("phone"),
        r.get("hours"),
    );
    let place = format!("{town}/{city}");
    let marker_content = [&address, &place, &phone, &hours]
        .into_iter()
        .filter(|line| !line.is_empty())
        .map(String::as_str)
        .collect::<Vec<_>>()
        .join("\n");
    StoreItem {
        id: r.get("id"),
        name: r.get("name"),
        country: r.get("country"),
        group: r.get("group_name"),
        lat: r.get("lat"),
        lng: r.get("lng"),
        address,
        city,
        town,
        phone,
        hours,
        marker_content,
    }
}

/// Which stores to list: each empty field matches every value.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
pub struct StoreFilter {
    /// ISO code of the country.
    pub country: String,
    pub city: String,
    pub town: String,
    pub group: String,
}

const WHERE: &str = "WHERE ($1 = '' OR country = $1) AND ($2 = '' OR city = $2) \
                     AND ($3 = '' OR town = $3) AND ($4 = '' OR group_name = $4)";

/// The stores matching `filter`, `limit` of them from `offset`, in the order of the list.
pub async fn list(
    db: &Db,
    filter: &StoreFilter,
    limit: i64,
    offset: i64,
) -> sqlx::Result<Vec<StoreItem>> {
    let sql = format!(
        "SELECT {COLUMNS} FROM stores {WHERE} ORDER BY city, town, name, id LIMIT $5 OFFSET $6"
    );
    let rows = sqlx::query(&sql)
        .bind(filter.country.clone())
        .bind(filter.city.clone())
        .bind(filter.town.clone())
        .bind(filter.group.clone())
        .bind(limit)
        .bind(offset)
        .fetch_all(&db.pool)
        .await?;
    Ok(rows.iter().map(item).collect())
}

/// How many stores match `filter`.
pub async fn count(db: &Db, filter: &StoreFilter) -> sqlx::Result<i64> {
    sqlx::query_scalar(&format!("SELECT COUNT(*) FROM stores {WHERE}"))
        .bind(filter.country.clone())
        .bind(filter.city.clone())
        .bind(filter.town.clone())
        .bind(filter.group.clone())
        .fetch_one(&db.pool)
        .await
}

/// The distinct values of one column among the stores matching `filter`, sorted.
async fn values(db: &Db, column: &str, filter: &StoreFilter) -> sqlx::Result<Vec<String>> {
    sqlx::query_scalar(&format!(
        "SELECT DISTINCT {column} FROM stores {WHERE} ORDER BY {column}"
    ))
    .bind(filter.country.clone())
    .bind(filter.city.clone())
    .bind(filter.town.clone())
    .bind(filter.group.clone())
    .fetch_all(&db.pool)
    .await
}

/// Every place with a store, once each: (country, city, town) as written.
pub async fn places(db: &Db) -> sqlx::Result<Vec<(String, String, String)>> {
    sqlx::query_as("SELECT DISTINCT country, city, town FROM stores")
        .fetch_all(&db.pool)
        .await
}

/// Countries with a store.
pub async fn countries(db: &Db) -> sqlx::Result<Vec<String>> {
    values(db, "country", &StoreFilter::default()).await
}

/// Cities with a store in `country` (every country when empty).
pub async fn cities(db: &Db, country: &str) -> sqlx::Result<Vec<String>> {
    let filter = StoreFilter {
        country: country.to_string(),
        ..StoreFilter::default()
    };
    values(db, "city", &filter).await
}

/// Towns of `city` with a store.
pub async fn towns(db: &Db, country: &str, city: &str) -> sqlx::Result<Vec<String>> {
    let filter = StoreFilter {
        country: country.to_string(),
        city: city.to_string(),
        ..StoreFilter::default()
    };
    values(db, "town", &filter).await
}

/// Store groups in the area of `filter` (its group ignored).
pub async fn groups(db: &Db, filter: &StoreFilter) -> sqlx::Result<Vec<String>> {
    let area = StoreFilter {
        group: String::new(),
        ..filter.clone()
    };
    values(db, "group_name", &area).await
}

pub async fn exists(db: &Db, id: i64) -> sqlx::Result<bool> {
    let found: Option<i64> = sqlx::query_scalar("SELECT id FROM stores WHERE id = $1")
        .bind(id)
        .fetch_optional(&db.pool)
        .await?;
    Ok(found.is_some())
}

/// One store by its id.
/// A store's name; None when there is no such store.
pub async fn name(db: &Db, id: i64) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar("SELECT name FROM stores WHERE id = $1")
        .bind(id)
        .fetch_optional(&db.pool)
        .await
}

pub async fn find(db: &Db, id: i64) -> sqlx::Result<Option<StoreItem>> {
    let row = sqlx::query(&format!("SELECT {COLUMNS} FROM stores WHERE id = $1"))
        .bind(id)
        .fetch_optional(&db.pool)
        .await?;
    Ok(row.as_ref().map(item))
}
