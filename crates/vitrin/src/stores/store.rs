//! Store SQL.

use sqlx::Row;

use crate::db::Db;

#[derive(Debug, Clone, serde::Serialize, utoipa::ToSchema)]
pub struct StoreItem {
    pub id: i64,
    /// The store's name ("Ad" in the shop's own field naming).
    #[serde(rename = "Ad")]
    pub name: String,
    pub city: String,
    pub town: String,
    pub address: String,
    /// Latitude in degrees (WGS 84), for the store's marker on the map.
    #[schema(example = 40.9884)]
    pub lat: f64,
    /// Longitude in degrees (WGS 84).
    #[schema(example = 29.0289)]
    pub lng: f64,
}

/// Stores in a city and town; an empty filter matches every value.
pub async fn list(db: &Db, city: &str, town: &str) -> sqlx::Result<Vec<StoreItem>> {
    let rows = sqlx::query(
        "SELECT id, name, city, town, address, lat, lng FROM stores \
         WHERE ($1 = '' OR city = $1) AND ($2 = '' OR town = $2) ORDER BY city, town, name",
    )
    .bind(city.to_string())
    .bind(town.to_string())
    .fetch_all(&db.pool)
    .await?;
    Ok(rows
        .iter()
        .map(|r| StoreItem {
            id: r.get("id"),
            name: r.get("name"),
            city: r.get("city"),
            town: r.get("town"),
            address: r.get("address"),
            lat: r.get("lat"),
            lng: r.get("lng"),
        })
        .collect())
}

pub async fn cities(db: &Db) -> sqlx::Result<Vec<String>> {
    sqlx::query_scalar("SELECT DISTINCT city FROM stores ORDER BY city")
        .fetch_all(&db.pool)
        .await
}

pub async fn towns(db: &Db, city: &str) -> sqlx::Result<Vec<String>> {
    sqlx::query_scalar("SELECT DISTINCT town FROM stores WHERE city = $1 ORDER BY town")
        .bind(city.to_string())
        .fetch_all(&db.pool)
        .await
}

pub async fn exists(db: &Db, id: i64) -> sqlx::Result<bool> {
    let found: Option<i64> = sqlx::query_scalar("SELECT id FROM stores WHERE id = $1")
        .bind(id)
        .fetch_optional(&db.pool)
        .await?;
    Ok(found.is_some())
}

/// One store by its id.
pub async fn find(db: &Db, id: i64) -> sqlx::Result<Option<StoreItem>> {
    let row =
        sqlx::query("SELECT id, name, city, town, address, lat, lng FROM stores WHERE id = $1")
            .bind(id)
            .fetch_optional(&db.pool)
            .await?;
    Ok(row.map(|r| StoreItem {
        id: r.get("id"),
        name: r.get("name"),
        city: r.get("city"),
        town: r.get("town"),
        address: r.get("address"),
        lat: r.get("lat"),
        lng: r.get("lng"),
    }))
}
