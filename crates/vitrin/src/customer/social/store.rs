//! Social sign-in rows: linked provider accounts and sign-ins under way.

use sqlx::Row;

use crate::{clock::now_secs, db::Db};

/// How long a shopper may take at the provider.
pub const RETURN_WITHIN_SECS: i64 = 10 * 60;

/// A sign-in as it left for the provider.
pub struct NewSignIn<'a> {
    pub state_hash: &'a str,
    pub provider: &'a str,
    pub session_id: &'a str,
    pub member_id: Option<i64>,
    pub nonce: &'a str,
    pub pkce_verifier: &'a str,
    pub redirect: &'a str,
    pub language: &'a str,
}

pub async fn create_sign_in(db: &Db, s: &NewSignIn<'_>) -> sqlx::Result<()> {
    let now = now_secs();
    // Sign-ins that never came back are forgotten a day later.
    sqlx::query("DELETE FROM social_logins WHERE created_at < $1 AND completed_at IS NULL")
        .bind(now - 24 * 60 * 60)
        .execute(&db.writer)
        .await?;
    sqlx::query(
        "INSERT INTO social_logins (state_hash, provider, session_id, member_id, nonce, \
         pkce_verifier, redirect, language, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
    )
    .bind(s.state_hash)
    .bind(s.provider)
    .bind(s.session_id)
    .bind(s.member_id)
    .bind(s.nonce)
    .bind(s.pkce_verifier)
    .bind(s.redirect)
    .bind(s.language)
    .bind(now)
    .execute(&db.writer)
    .await?;
    Ok(())
}

/// A sign-in row, as far as it has come.
#[derive(Debug, Clone)]
pub struct SignIn {
    pub id: i64,
    pub provider: String,
    pub session_id: String,
    pub member_id: Option<i64>,
    pub nonce: String,
    pub pkce_verifier: String,
    pub redirect: String,
    pub posted_given_name: String,
    pub posted_family_name: String,
    pub subject: Option<String>,
    pub email: Option<String>,
    pub given_name: String,
    pub family_name: String,
    pub link_kind: Option<String>,
    pub link_email: Option<String>,
    pub commercial_message: bool,
}

const COLUMNS: &str = "id, provider, session_id, member_id, nonce, pkce_verifier, redirect, \
     posted_given_name, posted_family_name, subject, email, given_name, family_name, link_kind, \
     link_email, commercial_message";

fn sign_in(row: &sqlx::any::AnyRow) -> SignIn {
    SignIn {
        id: row.get("id"),
        provider: row.get("provider"),
        session_id: row.get("session_id"),
        member_id: row.get("member_id"),
        nonce: row.get("nonce"),
        pkce_verifier: row.get("pkce_verifier"),
        redirect: row.get("redirect"),
        posted_given_name: row.get("posted_given_name"),
        posted_family_name: row.get("posted_family_name"),
        subject: row.get("subject"),
        email: row.get("email"),
        given_name: row.get("given_name"),
        family_name: row.get("family_name"),
        link_kind: row.get("link_kind"),
        link_email: row.get("link_email"),
        commercial_message: row.get::<i64, _>("commercial_message") == 1,
    }
}

/// The name a form_post provider sent beside the code, kept on the sign-in still under way.
pub async fn keep_posted_name(
    db: &Db,
    state_hash: &str,
    given: &str,
    family: &str,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE social_logins SET posted_given_name = $2, posted_family_name = $3 \
         WHERE state_hash = $1 AND returned_at IS NULL",
    )
    .bind(state_hash)
    .bind(given)
    .bind(family)
    .execute(&db.writer)
    .await?;
    Ok(())
}

/// Marks the sign-in of `state_hash` returned and answers it: only once, only to the session
/// that began it, and only within `RETURN_WITHIN_SECS`.
pub async fn take_return(
    db: &Db,
    state_hash: &str,
    session_id: &str,
) -> sqlx::Result<Option<SignIn>> {
    let now = now_secs();
    let taken = sqlx::query(
        "UPDATE social_logins SET returned_at = $1 WHERE state_hash = $2 AND session_id = $3 \
         AND returned_at IS NULL AND created_at > $4",
    )
    .bind(now)
    .bind(state_hash)
    .bind(session_id)
    .bind(now - RETURN_WITHIN_SECS)
    .execute(&db.writer)
    .await?;
    if taken.rows_affected() != 1 {
        return Ok(None);
    }
    let row = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM social_logins WHERE state_hash = $1"
    ))
    .bind(state_hash)
    .fetch_optional(&db.writer)
    .await?;
    Ok(row.as_ref().map(sign_in))
}

/// The person the ID token named, and a ticket for the popup that asks the rest.
pub async fn keep_identity(
    db: &Db,
    id: i64,
    identity: &super::oidc::Identity,
    ticket_hash: &str,
    ticket_expires_at: i64,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE social_logins SET subject = $2, email = $3, given_name = $4, family_name = $5, \
         ticket_hash = $6, ticket_expires_at = $7 WHERE id = $1",
    )
    .bind(id)
    .bind(&identity.subject)
    .bind(identity.email.as_deref())
    .bind(&identity.given_name)
    .bind(&identity.family_name)
    .bind(ticket_hash)
    .bind(ticket_expires_at)
    .execute(&db.writer)
    .await?;
    Ok(())
}

/// The sign-in whose popup ticket this is, for the session it was given to, while it is valid
/// and the sign-in not ended.
pub async fn by_ticket(
    db: &Db,
    ticket_hash: &str,
    session_id: &str,
) -> sqlx::Result<Option<SignIn>> {
    let row = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM social_logins WHERE ticket_hash = $1 AND session_id = $2 \
         AND ticket_expires_at > $3 AND completed_at IS NULL AND subject IS NOT NULL"
    ))
    .bind(ticket_hash)
    .bind(session_id)
    .bind(now_secs())
    .fetch_optional(&db.writer)
    .await?;
    Ok(row.as_ref().map(sign_in))
}

/// A mailed link that ends the sign-in (`social` or `social-email`), replacing an earlier one.
pub async fn set_link(
    db: &Db,
    id: i64,
    kind: &str,
    email: &str,
    token_hash: &str,
    expires_at: i64,
    commercial_message: bool,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE social_logins SET link_kind = $2, link_email = $3, link_token_hash = $4, \
         link_expires_at = $5, commercial_message = $6 WHERE id = $1 AND completed_at IS NULL",
    )
    .bind(id)
    .bind(kind)
    .bind(email)
    .bind(token_hash)
    .bind(expires_at)
    .bind(i64::from(commercial_message))
    .execute(&db.writer)
    .await?;
    Ok(())
}

/// Ends the sign-in of a mailed link of `kind` with this token: once, before it expires.
pub async fn take_link(
    db: &Db,
    id: i64,
    kind: &str,
    token_hash: &str,
) -> sqlx::Result<Option<SignIn>> {
    let now = now_secs();
    let taken = sqlx::query(
        "UPDATE social_logins SET completed_at = $1 WHERE id = $2 AND link_kind = $3 \
         AND link_token_hash = $4 AND link_expires_at > $1 AND completed_at IS NULL",
    )
    .bind(now)
    .bind(id)
    .bind(kind)
    .bind(token_hash)
    .execute(&db.writer)
    .await?;
    if taken.rows_affected() != 1 {
        return Ok(None);
    }
    let row = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM social_logins WHERE id = $1"
    ))
    .bind(id)
    .fetch_optional(&db.writer)
    .await?;
    Ok(row.as_ref().map(sign_in))
}

/// Ends a sign-in answered through its popup; false when it had ended already.
pub async fn complete(db: &Db, id: i64) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "UPDATE social_logins SET completed_at = $2 WHERE id = $1 AND completed_at IS NULL",
    )
    .bind(id)
    .bind(now_secs())
    .execute(&db.writer)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// The member a provider account is linked to.
pub async fn linked_member(db: &Db, provider: &str, subject: &str) -> sqlx::Result<Option<i64>> {
    sqlx::query_scalar(
        "SELECT customer_id FROM social_accounts WHERE provider = $1 AND subject = $2",
    )
    .bind(provider)
    .bind(subject)
    .fetch_optional(&db.pool)
    .await
}

/// Links a provider account to a member; false when it, or another account of that provider,
/// is linked already.
pub async fn link(
    db: &Db,
    customer_id: i64,
    provider: &str,
    subject: &str,
    email: &str,
) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "INSERT INTO social_accounts (customer_id, provider, subject, email, created_at) \
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING",
    )
    .bind(customer_id)
    .bind(provider)
    .bind(subject)
    .bind(email)
    .bind(now_secs())
    .execute(&db.writer)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// A member's linked accounts: provider, email, linked at.
pub async fn accounts(db: &Db, customer_id: i64) -> sqlx::Result<Vec<(String, String, i64)>> {
    let rows = sqlx::query(
        "SELECT provider, email, created_at FROM social_accounts WHERE customer_id = $1 \
         ORDER BY id",
    )
    .bind(customer_id)
    .fetch_all(&db.pool)
    .await?;
    Ok(rows
        .iter()
        .map(|r| (r.get("provider"), r.get("email"), r.get("created_at")))
        .collect())
}

/// Unlinks a member's account of `provider`; false when none was linked.
pub async fn unlink(db: &Db, customer_id: i64, provider: &str) -> sqlx::Result<bool> {
    let done = sqlx::query("DELETE FROM social_accounts WHERE customer_id = $1 AND provider = $2")
        .bind(customer_id)
        .bind(provider)
        .execute(&db.writer)
        .await?;
    Ok(done.rows_affected() == 1)
}
