//! The campaigns' tables (`campaigns`, `campaign_uses`): the campaigns running now, what each
//! took off an order (written in the order's transaction, released by a cancellation or a whole
//! return), and what the back office writes and reads.

use sqlx::{any::AnyRow, Any, Row, Transaction};

use super::{
    campaign::{Campaign, Names, Offer},
    campaign_admin::{CampaignReport, CampaignSpec},
};
use crate::db::Db;

const COLUMNS: &str = "c.id, c.name_tr, c.name_en, c.name_ar, c.offer, c.min_total, c.starts_at, \
     c.ends_at, c.scope, c.members_only, c.combinable, c.created_at";

/// A stored campaign; an offer that cannot be read (never written so) gives nothing.
fn campaign_of(r: &AnyRow) -> Campaign {
    Campaign {
        id: r.get("id"),
        name: Names {
            tr: r.get("name_tr"),
            en: r.get("name_en"),
            ar: r.get("name_ar"),
        },
        offer: serde_json::from_str(&r.get::<String, _>("offer"))
            .unwrap_or(Offer::Percent { percent: 0 }),
        min_total: r.get("min_total"),
        starts_at: r.get("starts_at"),
        ends_at: r.get("ends_at"),
        scope: serde_json::from_str(&r.get::<String, _>("scope")).unwrap_or_default(),
        members_only: r.get::<i64, _>("members_only") != 0,
        combinable: r.get::<i64, _>("combinable") != 0,
    }
}

/// The campaigns running at `now`, oldest first.
pub async fn running(db: &Db, now: i64) -> sqlx::Result<Vec<Campaign>> {
    let rows = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM campaigns c WHERE (c.starts_at IS NULL OR c.starts_at <= $1) \
         AND (c.ends_at IS NULL OR c.ends_at > $1) ORDER BY c.id"
    ))
    .bind(now)
    .fetch_all(&db.pool)
    .await?;
    Ok(rows.iter().map(campaign_of).collect())
}

/// Records what each campaign took off an order (kuruş), in the order's transaction.
pub async fn record_uses(
    tx: &mut Transaction<'_, Any>,
    order_id: i64,
    uses: &[(i64, i64)],
    now: i64,
) -> sqlx::Result<()> {
    for (campaign_id, discount) in uses {
        sqlx::query(
            "INSERT INTO campaign_uses (campaign_id, order_id, discount, used_at) \
             VALUES ($1, $2, $3, $4)",
        )
        .bind(campaign_id)
        .bind(order_id)
        .bind(discount)
        .bind(now)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

/// Marks an order's campaign uses released (the order was cancelled or returned whole).
pub async fn release(tx: &mut Transaction<'_, Any>, order_id: i64, now: i64) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE campaign_uses SET released_at = $1 WHERE order_id = $2 AND released_at IS NULL",
    )
    .bind(now)
    .bind(order_id)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

type Query<'q> = sqlx::query::Query<'q, Any, sqlx::any::AnyArguments<'q>>;

/// Binds $1 to $10: the rules.
fn bind_rules<'q>(q: Query<'q>, s: &CampaignSpec) -> Query<'q> {
    q.bind(s.name.tr.clone())
        .bind(s.name.en.clone())
        .bind(s.name.ar.clone())
        .bind(serde_json::to_string(&s.offer).unwrap_or_default())
        .bind(s.min_total)
        .bind(s.starts_at)
        .bind(s.ends_at)
        .bind(serde_json::to_string(&s.scope).unwrap_or_else(|_| "{}".into()))
        .bind(i64::from(s.members_only))
        .bind(i64::from(s.combinable))
}

/// A campaign the shop adds; its id.
pub async fn insert(db: &Db, spec: &CampaignSpec, now: i64) -> sqlx::Result<i64> {
    bind_rules(
        sqlx::query(
            "INSERT INTO campaigns (name_tr, name_en, name_ar, offer, min_total, starts_at, \
             ends_at, scope, members_only, combinable, created_at, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id",
        ),
        spec,
    )
    .bind(now)
    .fetch_one(&db.writer)
    .await
    .map(|r| r.get("id"))
}

/// Replaces a campaign's rules; false when there is none with this id.
pub async fn update(db: &Db, id: i64, spec: &CampaignSpec, now: i64) -> sqlx::Result<bool> {
    let done = bind_rules(
        sqlx::query(
            "UPDATE campaigns SET name_tr = $1, name_en = $2, name_ar = $3, offer = $4, \
             min_total = $5, starts_at = $6, ends_at = $7, scope = $8, members_only = $9, \
             combinable = $10, updated_at = $11 WHERE id = $12",
        ),
        spec,
    )
    .bind(now)
    .bind(id)
    .execute(&db.writer)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Ends a campaign at `now` (one that ended earlier keeps its end); false when there is none.
pub async fn end(db: &Db, id: i64, now: i64) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "UPDATE campaigns SET ends_at = CASE WHEN ends_at IS NOT NULL AND ends_at < $1 \
         THEN ends_at ELSE $1 END, updated_at = $1 WHERE id = $2",
    )
    .bind(now)
    .bind(id)
    .execute(&db.writer)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Campaigns with what they did, after the id `after` (0: from the first), oldest first; one
/// campaign when `only` names it.
pub async fn reports(
    db: &Db,
    only: Option<i64>,
    after: i64,
    limit: i64,
) -> sqlx::Result<Vec<CampaignReport>> {
    let rows = sqlx::query(&format!(
        "SELECT {COLUMNS}, \
         (SELECT COUNT(*) FROM campaign_uses u WHERE u.campaign_id = c.id \
          AND u.released_at IS NULL) AS orders, \
         (SELECT CAST(COALESCE(SUM(u.discount), 0) AS BIGINT) FROM campaign_uses u \
          WHERE u.campaign_id = c.id \
          AND u.released_at IS NULL) AS discount_total \
         FROM campaigns c WHERE c.id > $1 AND ($2 = 0 OR c.id = $2) ORDER BY c.id LIMIT $3"
    ))
    .bind(after)
    .bind(only.unwrap_or(0))
    .bind(limit)
    .fetch_all(&db.pool)
    .await?;
    Ok(rows
        .iter()
        .map(|r| CampaignReport {
            id: r.get("id"),
            rules: campaign_of(r).spec(),
            orders: r.get("orders"),
            discount_total: r.get("discount_total"),
            created_at: r.get("created_at"),
        })
        .collect())
}

/// One campaign with what it did.
pub async fn report(db: &Db, id: i64) -> sqlx::Result<Option<CampaignReport>> {
    Ok(reports(db, Some(id), 0, 1).await?.pop())
}
