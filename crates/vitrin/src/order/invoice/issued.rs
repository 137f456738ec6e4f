//! The invoices the integrator issued, as the back office reports them: the sale's and each
//! approved return's, with the integrator's number and date. The order's page shows them.

use sqlx::Row;

use crate::db::Db;

/// An issued invoice as the order shows it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
pub struct IssuedInvoice {
    /// Empty for the sale's invoice; the return's number for a return invoice.
    pub return_no: String,
    /// The integrator's number (`ABC2026000000001`).
    pub invoice_no: String,
    /// Unix seconds.
    pub issued_at: i64,
}

/// Whether `text` is an invoice number in GİB's form: three capitals or digits, the year, nine
/// digits.
pub fn valid_number(text: &str) -> bool {
    let b = text.as_bytes();
    b.len() == 16
        && b[..3]
            .iter()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
        && b[3..5] == *b"20"
        && b[5..].iter().all(u8::is_ascii_digit)
}

/// The order's issued invoices, the sale's first.
pub async fn for_order(db: &Db, order_id: i64) -> sqlx::Result<Vec<IssuedInvoice>> {
    let rows = sqlx::query(
        "SELECT return_no, invoice_no, issued_at FROM order_invoices WHERE order_id = $1 \
         ORDER BY return_no, id",
    )
    .bind(order_id)
    .fetch_all(&db.pool)
    .await?;
    Ok(rows
        .iter()
        .map(|r| IssuedInvoice {
            return_no: r.get("return_no"),
            invoice_no: r.get("invoice_no"),
            issued_at: r.get("issued_at"),
        })
        .collect())
}

/// What marking an invoice issued did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Marked {
    Marked,
    /// Marked before with this number: nothing changed.
    Again,
    /// The invoice was marked with another number, or the number belongs to another invoice.
    Conflict,
    /// No such order, or no such return of it.
    NotFound,
}

/// Marks the invoice of the order `order_no` (of its return `return_no`, when not empty) issued
/// as `invoice_no` at `issued_at`, once.
pub async fn mark(
    db: &Db,
    order_no: &str,
    return_no: &str,
    invoice_no: &str,
    issued_at: i64,
    now: i64,
) -> sqlx::Result<Marked> {
    let order_id: Option<i64> = sqlx::query_scalar("SELECT id FROM orders WHERE order_no = $1")
        .bind(order_no)
        .fetch_optional(&db.pool)
        .await?;
    let Some(order_id) = order_id else {
        return Ok(Marked::NotFound);
    };
    if !return_no.is_empty() {
        let found: Option<i64> = sqlx::query_scalar(
            "SELECT id FROM order_returns WHERE order_id = $1 AND return_no = $2 \
             AND status = 'approved'",
        )
        .bind(order_id)
        .bind(return_no)
        .fetch_optional(&db.pool)
        .await?;
        if found.is_none() {
            return Ok(Marked::NotFound);
        }
    }
    let inserted = sqlx::query(
        "INSERT INTO order_invoices (order_id, return_no, invoice_no, issued_at, created_at) \
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING",
    )
    .bind(order_id)
    .bind(return_no)
    .bind(invoice_no)
    .bind(issued_at)
    .bind(now)
    .execute(&db.writer)
    .await?
    .rows_affected();
    if inserted == 1 {
        sqlx::query("UPDATE orders SET updated_at = $1 WHERE id = $2")
            .bind(now)
            .bind(order_id)
            .execute(&db.writer)
            .await?;
        return Ok(Marked::Marked);
    }
    let same: Option<i64> = sqlx::query_scalar(
        "SELECT id FROM order_invoices WHERE order_id = $1 AND return_no = $2 \
         AND invoice_no = $3",
    )
    .bind(order_id)
    .bind(return_no)
    .bind(invoice_no)
    .fetch_optional(&db.pool)
    .await?;
    Ok(if same.is_some() {
        Marked::Again
    } else {
        Marked::Conflict
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_invoice_number_has_gibs_form() {
        assert!(valid_number("ABC2026000000001"));
        assert!(valid_number("VT12026123456789"));
        for bad in [
            "abc2026000000001",
            "ABC1926000000001",
            "ABC202600000001",
            "ABC20260000000X1",
        ] {
            assert!(!valid_number(bad), "{bad}");
        }
    }
}
