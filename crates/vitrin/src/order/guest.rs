//! A guest's contact, given at the checkout's way in (`login-nomembership`) and kept with the
//! session, so the next steps show it and the order is placed with it.

use serde::Serialize;
use sqlx::Row;

use crate::db::Db;

/// Who a guest is, as the checkout knows them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
pub struct Contact {
    pub email: String,
    /// E.164 digits without the plus, as the member calls answer a phone (`905321234567`).
    pub phone: String,
    pub name: String,
    pub surname: String,
}

impl Contact {
    /// The phone in E.164 (`+905321234567`), as orders keep it.
    pub fn e164(&self) -> String {
        if self.phone.is_empty() || self.phone.starts_with('+') {
            self.phone.clone()
        } else {
            format!("+{}", self.phone)
        }
    }
}

/// Keeps (or replaces) the session's guest contact; `kvkk_at` is when the KVKK notice was
/// accepted. `phone` is E.164.
pub async fn remember(
    db: &Db,
    session_id: &str,
    contact: &Contact,
    kvkk_at: i64,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO checkout_guests (session_id, email, name, surname, phone, kvkk_at, \
         updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6) \
         ON CONFLICT (session_id) DO UPDATE SET email = excluded.email, name = excluded.name, \
         surname = excluded.surname, phone = excluded.phone, kvkk_at = excluded.kvkk_at, \
         updated_at = excluded.updated_at",
    )
    .bind(session_id)
    .bind(&contact.email)
    .bind(&contact.name)
    .bind(&contact.surname)
    .bind(contact.e164())
    .bind(kvkk_at)
    .execute(&db.writer)
    .await?;
    Ok(())
}

/// The session's guest contact, if the guest gave one.
pub async fn find(db: &Db, session_id: &str) -> sqlx::Result<Option<Contact>> {
    let row = sqlx::query(
        "SELECT email, name, surname, phone FROM checkout_guests WHERE session_id = $1",
    )
    .bind(session_id)
    .fetch_optional(&db.pool)
    .await?;
    Ok(row.as_ref().map(contact_of))
}

/// A `checkout_guests` row's contact (its e-mail, name, surname and phone), the phone as digits.
pub(super) fn contact_of(r: &sqlx::any::AnyRow) -> Contact {
    Contact {
        email: r.get("email"),
        phone: r
            .get::<String, _>("phone")
            .trim_start_matches('+')
            .to_string(),
        name: r.get("name"),
        surname: r.get("surname"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phones_are_answered_as_digits_and_kept_in_e164() {
        let c = Contact {
            email: "a@example.com".into(),
            phone: "905321234567".into(),
            name: "Ada".into(),
            surname: "Kaya".into(),
        };
        assert_eq!(c.e164(), "+905321234567");
        let plus = Contact {
            phone: "+905321234567".into(),
            ..c
        };
        assert_eq!(plus.e164(), "+905321234567");
    }
}
