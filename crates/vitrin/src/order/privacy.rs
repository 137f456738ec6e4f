//! What the orders keep about a shopper, for their KVKK rights (`crate::privacy`). An order stays
//! for the tax-law retention (its lines, totals, statuses and contracts are the shop's books), but
//! the person goes from it: the e-mail, the phone and the names and streets of its addresses are
//! replaced, and it no longer names the account or the guest's session; the IBAN and holder of a
//! refund already paid go too (one still owed keeps them until it is paid). The guest contacts the
//! checkout kept for the address go too.

use sqlx::{Any, Row, Transaction};

use super::{
    guest::{contact_of, Contact},
    model::OrderStatus,
};
use crate::db::Db;

/// The statuses of an order still on its way to the shopper (or waiting for its payment): its
/// contact and address are needed until it arrives.
pub const OPEN: [OrderStatus; 4] = [
    OrderStatus::AwaitingPayment,
    OrderStatus::Paid,
    OrderStatus::Preparing,
    OrderStatus::Shipped,
];

/// The name an anonymised order's addresses carry instead of the shopper's.
pub const ANONYMOUS: &str = "Anonim";

/// Whose orders: a member's, or a guest's by the e-mail they ordered with.
#[derive(Debug, Clone, Copy)]
pub enum Shopper<'a> {
    Member(i64),
    GuestEmail(&'a str),
}

impl Shopper<'_> {
    /// The condition on `orders`, with its one parameter (`bind_value`).
    fn condition(&self) -> &'static str {
        match self {
            Shopper::Member(_) => "customer_id = $1",
            Shopper::GuestEmail(_) => "customer_id IS NULL AND LOWER(email) = $1",
        }
    }

    fn bind_value(&self) -> BindValue {
        match self {
            Shopper::Member(id) => BindValue::Int(*id),
            Shopper::GuestEmail(email) => BindValue::Text(email.to_lowercase()),
        }
    }
}

enum BindValue {
    Int(i64),
    Text(String),
}

fn open_list() -> String {
    OPEN.iter()
        .map(|s| format!("'{}'", s.code()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The numbers of the shopper's orders still on their way (see [`OPEN`]).
pub async fn open_orders(db: &Db, shopper: Shopper<'_>) -> sqlx::Result<Vec<String>> {
    let condition = shopper.condition();
    let sql = format!(
        "SELECT order_no FROM orders WHERE {condition} AND status IN ({}) ORDER BY id",
        open_list()
    );
    let query = sqlx::query_scalar(&sql);
    match shopper.bind_value() {
        BindValue::Int(v) => query.bind(v).fetch_all(&db.pool).await,
        BindValue::Text(v) => query.bind(v).fetch_all(&db.pool).await,
    }
}

/// An address snapshot without the person: the name, phone, street, postcode, identity and
/// company numbers are replaced; the country, city and town stay for the books.
pub fn anonymous_address(snapshot: &str) -> String {
    let mut value: serde_json::Value =
        serde_json::from_str(snapshot).unwrap_or(serde_json::Value::Null);
    if let Some(map) = value.as_object_mut() {
        for key in [
            "title",
            "surname",
            "phone",
            "address",
            "postcode",
            "district",
            "district_title",
            "tckn",
            "company_name",
            "vkn",
        ] {
            if map.contains_key(key) {
                map.insert(key.into(), serde_json::Value::String(String::new()));
            }
        }
        map.insert("name".into(), ANONYMOUS.into());
        return value.to_string();
    }
    "{}".into()
}

/// The ids of the orders a guest placed with `email` (what they consented to with an order is
/// recorded under the order).
pub async fn guest_order_ids(db: &Db, email: &str) -> sqlx::Result<Vec<i64>> {
    let sql = format!(
        "SELECT id FROM orders WHERE {} ORDER BY id",
        Shopper::GuestEmail(email).condition()
    );
    sqlx::query_scalar(&sql)
        .bind(email.to_lowercase())
        .fetch_all(&db.pool)
        .await
}

/// Anonymises every order of the shopper in `tx` (see the module's note); returns their ids.
pub async fn anonymise(
    tx: &mut Transaction<'_, Any>,
    shopper: Shopper<'_>,
    now: i64,
) -> sqlx::Result<Vec<i64>> {
    let condition = shopper.condition();
    let sql = format!("SELECT id, delivery_address, invoice_address FROM orders WHERE {condition}");
    let query = sqlx::query(&sql);
    let rows = match shopper.bind_value() {
        BindValue::Int(v) => query.bind(v).fetch_all(&mut **tx).await?,
        BindValue::Text(v) => query.bind(v).fetch_all(&mut **tx).await?,
    };
    for row in &rows {
        let id: i64 = row.get("id");
        sqlx::query(
            "UPDATE orders SET email = '', phone = '', delivery_address = $2, \
             invoice_address = $3, customer_id = NULL, owner = $4, referrer_log = '[]', \
             updated_at = $5 WHERE id = $1",
        )
        .bind(id)
        .bind(anonymous_address(&row.get::<String, _>("delivery_address")))
        .bind(anonymous_address(&row.get::<String, _>("invoice_address")))
        .bind(format!("erased:{id}"))
        .bind(now)
        .execute(&mut **tx)
        .await?;
        sqlx::query(
            "UPDATE order_refunds SET iban = '', account_holder = '' \
             WHERE order_id = $1 AND status <> 'pending'",
        )
        .bind(id)
        .execute(&mut **tx)
        .await?;
    }
    Ok(rows.iter().map(|r| r.get("id")).collect())
}

/// The contacts the checkout keeps for guests who gave `email` (one per browser session).
pub async fn guest_contacts(db: &Db, email: &str) -> sqlx::Result<Vec<Contact>> {
    let rows = sqlx::query(
        "SELECT email, name, surname, phone FROM checkout_guests WHERE LOWER(email) = $1 \
         ORDER BY updated_at",
    )
    .bind(email.to_lowercase())
    .fetch_all(&db.pool)
    .await?;
    Ok(rows.iter().map(contact_of).collect())
}

/// Erases the guest contacts kept for `email` in `tx`.
pub async fn erase_guest_contacts(tx: &mut Transaction<'_, Any>, email: &str) -> sqlx::Result<u64> {
    Ok(
        sqlx::query("DELETE FROM checkout_guests WHERE LOWER(email) = $1")
            .bind(email.to_lowercase())
            .execute(&mut **tx)
            .await?
            .rows_affected(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_anonymous_address_keeps_only_the_place() {
        let snapshot = r#"{"id":3,"title":"Ev","name":"Ayşe","surname":"Yılmaz",
            "phone":"+905321234567","country":"TR","city_title":"İstanbul",
            "address":"Moda Cad. 1","tckn":"10000000146","postcode":"34710"}"#;
        let out: serde_json::Value =
            serde_json::from_str(&anonymous_address(snapshot)).expect("json");
        assert_eq!(out["name"], ANONYMOUS);
        for key in ["title", "surname", "phone", "address", "tckn", "postcode"] {
            assert_eq!(out[key], "", "{key}");
        }
        assert_eq!(out["city_title"], "İstanbul");
        assert!(!out.to_string().contains("Ayşe"));
        assert_eq!(anonymous_address("not json"), "{}");
    }
}
