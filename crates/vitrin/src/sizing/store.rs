//! Child profiles SQL (the table `child_profiles`). Every statement names the member, so one
//! member's calls never read or change another's children.

use sqlx::Row;

use crate::db::Db;

/// A saved child, as kept: heights in millimetres, weights in grams.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Profile {
    pub id: i64,
    pub name: String,
    /// `YYYY-MM`.
    pub birth_month: String,
    pub height_mm: Option<i64>,
    pub weight_g: Option<i64>,
    pub updated_at: i64,
}

/// What a member writes of a child (checked).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProfileInput {
    pub name: String,
    pub birth_month: String,
    pub height_mm: Option<i64>,
    pub weight_g: Option<i64>,
}

const COLUMNS: &str = "id, name, birth_month, height_mm, weight_g, updated_at";

fn profile(r: &sqlx::any::AnyRow) -> Profile {
    Profile {
        id: r.get("id"),
        name: r.get("name"),
        birth_month: r.get("birth_month"),
        height_mm: r.get("height_mm"),
        weight_g: r.get("weight_g"),
        updated_at: r.get("updated_at"),
    }
}

/// The member's children, in the order they were saved.
pub async fn list(db: &Db, customer_id: i64) -> sqlx::Result<Vec<Profile>> {
    let rows = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM child_profiles WHERE customer_id = $1 ORDER BY id"
    ))
    .bind(customer_id)
    .fetch_all(&db.pool)
    .await?;
    Ok(rows.iter().map(profile).collect())
}

/// The member's child `id`.
pub async fn find(db: &Db, customer_id: i64, id: i64) -> sqlx::Result<Option<Profile>> {
    let row = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM child_profiles WHERE customer_id = $1 AND id = $2"
    ))
    .bind(customer_id)
    .bind(id)
    .fetch_optional(&db.pool)
    .await?;
    Ok(row.as_ref().map(profile))
}

/// Saves a new child unless the member has `cap` already: its id, or None when full.
pub async fn insert(
    db: &Db,
    customer_id: i64,
    child: &ProfileInput,
    cap: usize,
    now: i64,
) -> sqlx::Result<Option<i64>> {
    sqlx::query_scalar(
        "INSERT INTO child_profiles \
         (customer_id, name, birth_month, height_mm, weight_g, created_at, updated_at) \
         SELECT $1, $2, $3, $4, $5, $6, $6 \
         WHERE (SELECT COUNT(*) FROM child_profiles WHERE customer_id = $1) < $7 RETURNING id",
    )
    .bind(customer_id)
    .bind(&child.name)
    .bind(&child.birth_month)
    .bind(child.height_mm)
    .bind(child.weight_g)
    .bind(now)
    .bind(i64::try_from(cap).unwrap_or(i64::MAX))
    .fetch_optional(&db.writer)
    .await
}

/// Changes the member's child `id`; false when the member has no such child.
pub async fn update(
    db: &Db,
    customer_id: i64,
    id: i64,
    child: &ProfileInput,
    now: i64,
) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "UPDATE child_profiles SET name = $3, birth_month = $4, height_mm = $5, weight_g = $6, \
         updated_at = $7 WHERE customer_id = $1 AND id = $2",
    )
    .bind(customer_id)
    .bind(id)
    .bind(&child.name)
    .bind(&child.birth_month)
    .bind(child.height_mm)
    .bind(child.weight_g)
    .bind(now)
    .execute(&db.writer)
    .await?;
    Ok(done.rows_affected() > 0)
}

/// Deletes the member's child `id`; false when the member has no such child.
pub async fn delete(db: &Db, customer_id: i64, id: i64) -> sqlx::Result<bool> {
    let done = sqlx::query("DELETE FROM child_profiles WHERE customer_id = $1 AND id = $2")
        .bind(customer_id)
        .bind(id)
        .execute(&db.writer)
        .await?;
    Ok(done.rows_affected() > 0)
}

/// Deletes every child of the member, in the account's erasure.
pub async fn erase_member(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    customer_id: i64,
) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM child_profiles WHERE customer_id = $1")
        .bind(customer_id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}
