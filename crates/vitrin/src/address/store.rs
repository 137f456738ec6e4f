//! Address SQL. Every statement names the owner of the book (`member:<id>` or `session:<id>`), so
//! one owner's calls can never read, change or delete another's rows: an address that is not the
//! caller's is simply not found.
//!
//! Changes to a book first write its `address_books` row, which queues them per owner on both
//! backends (PostgreSQL's row lock, SQLite's write lock): the 30-address cap and the one default
//! of each kind hold under parallel saves.

use sqlx::{any::AnyRow, Any, Row, Transaction};

use super::model::{Address, InvoiceType, ValidAddress, MAX_ADDRESSES};
use crate::{clock::now_secs, db::Db};

/// Whose address book: a member's, or a guest's (their cart session).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Owner {
    Member(i64),
    Guest(String),
}

impl Owner {
    pub fn key(&self) -> String {
        match self {
            Owner::Member(id) => format!("member:{id}"),
            Owner::Guest(session) => format!("session:{session}"),
        }
    }

    pub fn customer_id(&self) -> Option<i64> {
        match self {
            Owner::Member(id) => Some(*id),
            Owner::Guest(_) => None,
        }
    }
}

const COLUMNS: &str = "id, title, name, surname, phone, country, country_title, state, \
     state_title, city, city_title, town, town_title, district, district_title, postcode, address, \
     invoice_type, tckn, company_name, tax_office, vkn, e_invoice, default_delivery, default_invoice";

fn address(row: &AnyRow) -> Address {
    Address {
        id: row.get("id"),
        title: row.get("title"),
        name: row.get("name"),
        surname: row.get("surname"),
        phone: row.get("phone"),
        country: row.get("country"),
        country_title: row.get("country_title"),
        state: row.get("state"),
        state_title: row.get("state_title"),
        city: row.get("city"),
        city_title: row.get("city_title"),
        town: row.get("town"),
        town_title: row.get("town_title"),
        district: row.get("district"),
        district_title: row.get("district_title"),
        postcode: row.get("postcode"),
        address: row.get("address"),
        invoice_type: InvoiceType::parse(row.get("invoice_type"))
            .unwrap_or(InvoiceType::Individual),
        tckn: row.get("tckn"),
        company_name: row.get("company_name"),
        tax_office: row.get("tax_office"),
        vkn: row.get("vkn"),
        e_invoice: row.get("e_invoice"),
        default_delivery: row.get("default_delivery"),
        default_invoice: row.get("default_invoice"),
    }
}

/// The owner's addresses: the default delivery address first, then the latest changed.
pub async fn list(db: &Db, owner: &Owner) -> sqlx::Result<Vec<Address>> {
    let rows = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM addresses WHERE owner = $1 \
         ORDER BY default_delivery DESC, updated_at DESC, id DESC"
    ))
    .bind(owner.key())
    .fetch_all(&db.pool)
    .await?;
    Ok(rows.iter().map(address).collect())
}

/// One of the owner's addresses; None for an unknown id or another owner's.
pub async fn get(db: &Db, owner: &Owner, id: i64) -> sqlx::Result<Option<Address>> {
    let row = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM addresses WHERE id = $1 AND owner = $2"
    ))
    .bind(id)
    .bind(owner.key())
    .fetch_optional(&db.pool)
    .await?;
    Ok(row.as_ref().map(address))
}

/// What a save did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Saved {
    Done(Box<Address>),
    /// The id is not one of the owner's addresses.
    NotFound,
    /// The book already holds the most addresses it may.
    Full,
}

/// Writes the owner's book row first: later statements of the transaction wait for any other
/// change of the same book.
async fn lock_book(tx: &mut Transaction<'_, Any>, owner: &str) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO address_books (owner, updated_at) VALUES ($1, $2) \
         ON CONFLICT (owner) DO UPDATE SET updated_at = excluded.updated_at",
    )
    .bind(owner)
    .bind(now_secs())
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Adds (`id` None) or edits an address. A new book's first address becomes its default delivery
/// and invoice address; setting a default takes it from the book's other addresses.
pub async fn save(
    db: &Db,
    owner: &Owner,
    id: Option<i64>,
    a: &ValidAddress,
) -> sqlx::Result<Saved> {
    let key = owner.key();
    let now = now_secs();
    let mut tx = db.begin().await?;
    lock_book(&mut tx, &key).await?;
    let (default_delivery, default_invoice) = match id {
        Some(id) => {
            let found: Option<i64> =
                sqlx::query_scalar("SELECT id FROM addresses WHERE id = $1 AND owner = $2")
                    .bind(id)
                    .bind(&key)
                    .fetch_optional(&mut *tx)
                    .await?;
            if found.is_none() {
                return Ok(Saved::NotFound);
            }
            (a.default_delivery, a.default_invoice)
        }
        None => {
            let count: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM addresses WHERE owner = $1")
                .bind(&key)
                .fetch_one(&mut *tx)
                .await?;
            if count >= MAX_ADDRESSES {
                return Ok(Saved::Full);
            }
            (
                a.default_delivery || count == 0,
                a.default_invoice || count == 0,
            )
        }
    };
    // A default this address takes is taken from the book's other addresses.
    for (taken, clear) in [
        (
            default_delivery,
            "UPDATE addresses SET default_delivery = 0 WHERE owner = $1 AND default_delivery = 1",
        ),
        (
            default_invoice,
            "UPDATE addresses SET default_invoice = 0 WHERE owner = $1 AND default_invoice = 1",
        ),
    ] {
        if taken {
            sqlx::query(clear).bind(&key).execute(&mut *tx).await?;
        }
    }
    let values = [
        a.title.as_str(),
        a.name.as_str(),
        a.surname.as_str(),
        a.phone.e164(),
        a.place.country.as_str(),
        a.place.country_title.as_str(),
        a.place.state.as_str(),
        a.place.state_title.as_str(),
        a.place.city.as_str(),
        a.place.city_title.as_str(),
        a.place.town.as_str(),
        a.place.town_title.as_str(),
        a.place.district.as_str(),
        a.place.district_title.as_str(),
        a.place.postcode.as_str(),
        a.address.as_str(),
        a.invoice_type.as_str(),
        a.tckn.as_str(),
        a.company_name.as_str(),
        a.tax_office.as_str(),
        a.vkn.as_str(),
    ];
    let flags = [
        i64::from(a.e_invoice),
        i64::from(default_delivery),
        i64::from(default_invoice),
    ];
    let saved_id: i64 = match id {
        None => {
            let mut q = sqlx::query_scalar(
                "INSERT INTO addresses (title, name, surname, phone, country, country_title, \
                 state, state_title, city, city_title, town, town_title, district, \
                 district_title, postcode, address, invoice_type, tckn, company_name, tax_office, \
                 vkn, e_invoice, default_delivery, default_invoice, owner, customer_id, \
                 created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, \
                 $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, \
                 $27) RETURNING id",
            );
            for v in values {
                q = q.bind(v);
            }
            for f in flags {
                q = q.bind(f);
            }
            q.bind(&key)
                .bind(owner.customer_id())
                .bind(now)
                .fetch_one(&mut *tx)
                .await?
        }
        Some(id) => {
            let mut q = sqlx::query(
                "UPDATE addresses SET title = $1, name = $2, surname = $3, phone = $4, \
                 country = $5, country_title = $6, state = $7, state_title = $8, city = $9, \
                 city_title = $10, town = $11, town_title = $12, district = $13, \
                 district_title = $14, postcode = $15, address = $16, invoice_type = $17, \
                 tckn = $18, company_name = $19, tax_office = $20, vkn = $21, e_invoice = $22, \
                 default_delivery = $23, default_invoice = $24, updated_at = $25 \
                 WHERE id = $26 AND owner = $27",
            );
            for v in values {
                q = q.bind(v);
            }
            for f in flags {
                q = q.bind(f);
            }
            q.bind(now).bind(id).bind(&key).execute(&mut *tx).await?;
            id
        }
    };
    let row = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM addresses WHERE id = $1 AND owner = $2"
    ))
    .bind(saved_id)
    .bind(&key)
    .fetch_one(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(Saved::Done(Box::new(address(&row))))
}

/// Deletes one of the owner's addresses; false when it is not theirs (or not there).
pub async fn delete(db: &Db, owner: &Owner, id: i64) -> sqlx::Result<bool> {
    let key = owner.key();
    let mut tx = db.begin().await?;
    lock_book(&mut tx, &key).await?;
    // The checkout's choice of this address goes with it (the foreign key sets it to NULL).
    let done = sqlx::query("DELETE FROM addresses WHERE id = $1 AND owner = $2")
        .bind(id)
        .bind(&key)
        .execute(&mut *tx)
        .await?
        .rows_affected()
        > 0;
    tx.commit().await?;
    Ok(done)
}

/// The addresses the checkout goes on with: (delivery, invoice), 0 for none.
pub async fn chosen(db: &Db, owner: &Owner) -> sqlx::Result<(i64, i64)> {
    let row: Option<(Option<i64>, Option<i64>)> = sqlx::query_as(
        "SELECT delivery_address_id, invoice_address_id FROM address_books WHERE owner = $1",
    )
    .bind(owner.key())
    .fetch_optional(&db.pool)
    .await?;
    let (delivery, invoice) = row.unwrap_or((None, None));
    Ok((delivery.unwrap_or(0), invoice.unwrap_or(0)))
}

/// Keeps the checkout's delivery and invoice addresses; false (nothing kept) when either is not
/// one of the owner's.
pub async fn choose(db: &Db, owner: &Owner, delivery: i64, invoice: i64) -> sqlx::Result<bool> {
    let key = owner.key();
    let mut tx = db.begin().await?;
    lock_book(&mut tx, &key).await?;
    let mine: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM addresses WHERE owner = $1 AND (id = $2 OR id = $3)",
    )
    .bind(&key)
    .bind(delivery)
    .bind(invoice)
    .fetch_one(&mut *tx)
    .await?;
    let wanted = if delivery == invoice { 1 } else { 2 };
    if mine != wanted {
        return Ok(false);
    }
    sqlx::query(
        "UPDATE address_books SET delivery_address_id = $1, invoice_address_id = $2, \
         updated_at = $3 WHERE owner = $4",
    )
    .bind(delivery)
    .bind(invoice)
    .bind(now_secs())
    .bind(&key)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(true)
}

/// At login: the addresses a guest saved on this session join the member's book, as many as
/// fit under the cap (the oldest first); the member's defaults stay, and the session's
/// defaults fill only the ones the member has not set.
pub async fn adopt_guest_addresses(
    db: &Db,
    session_id: &str,
    customer_id: i64,
) -> sqlx::Result<()> {
    let guest = Owner::Guest(session_id.to_string()).key();
    let member = Owner::Member(customer_id).key();
    // Most logins come without a guest book: no write then.
    let waiting: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM addresses WHERE owner = $1")
        .bind(&guest)
        .fetch_one(&db.pool)
        .await?;
    if waiting == 0 {
        return Ok(());
    }
    let mut tx = db.begin().await?;
    lock_book(&mut tx, &member).await?;
    let ids: Vec<i64> =
        sqlx::query_scalar("SELECT id FROM addresses WHERE owner = $1 ORDER BY created_at, id")
            .bind(&guest)
            .fetch_all(&mut *tx)
            .await?;
    if ids.is_empty() {
        return tx.commit().await;
    }
    let held: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM addresses WHERE owner = $1")
        .bind(&member)
        .fetch_one(&mut *tx)
        .await?;
    let room = usize::try_from(MAX_ADDRESSES - held).unwrap_or(0);
    for kind in ["default_delivery", "default_invoice"] {
        let member_has: i64 = sqlx::query_scalar(&format!(
            "SELECT COUNT(*) FROM addresses WHERE owner = $1 AND {kind} = 1"
        ))
        .bind(&member)
        .fetch_one(&mut *tx)
        .await?;
        if member_has > 0 {
            sqlx::query(&format!("UPDATE addresses SET {kind} = 0 WHERE owner = $1"))
                .bind(&guest)
                .execute(&mut *tx)
                .await?;
        }
    }
    for id in ids.iter().take(room) {
        sqlx::query("UPDATE addresses SET owner = $1, customer_id = $2 WHERE id = $3")
            .bind(&member)
            .bind(customer_id)
            .bind(id)
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await
}

/// Erases the owner's whole book in `tx` (a member's erasure of their account): the checkout's
/// choice first, then every address. Returns how many addresses went.
pub async fn erase_book(tx: &mut Transaction<'_, Any>, owner: &Owner) -> sqlx::Result<u64> {
    let key = owner.key();
    sqlx::query("DELETE FROM address_books WHERE owner = $1")
        .bind(&key)
        .execute(&mut **tx)
        .await?;
    Ok(sqlx::query("DELETE FROM addresses WHERE owner = $1")
        .bind(&key)
        .execute(&mut **tx)
        .await?
        .rows_affected())
}
