//! Member rows: accounts, one-time tokens, failed-login counts and captcha answers.

use sqlx::Row;

use super::model::{Email, LoginName, Phone};
use crate::{clock::now_secs, db::Db};

#[derive(Debug, Clone)]
pub struct Customer {
    pub id: i64,
    pub email: String,
    /// E.164 (`+905321234567`), or empty.
    pub phone: String,
    pub name: String,
    pub surname: String,
    /// `male`, `female` or empty.
    pub gender: String,
    /// `YYYY-MM-DD`, or empty.
    pub birth_date: String,
    pub password_hash: String,
    pub password_strength: i64,
    pub password_changed_at: i64,
    pub must_change_password: bool,
    pub active: bool,
    pub kvkk: bool,
    pub group_id: i64,
    pub country: String,
    pub e_country: String,
    pub session_version: i64,
}

const COLUMNS: &str = "id, email, phone, name, surname, gender, birth_date, password_hash, \
     password_strength, password_changed_at, must_change_password, active, kvkk, group_id, \
     country, e_country, session_version";

fn customer(row: &sqlx::any::AnyRow) -> Customer {
    Customer {
        id: row.get("id"),
        email: row.get("email"),
        phone: row.get("phone"),
        name: row.get("name"),
        surname: row.get("surname"),
        gender: row.get("gender"),
        birth_date: row.get("birth_date"),
        password_hash: row.get("password_hash"),
        password_strength: row.get("password_strength"),
        password_changed_at: row.get("password_changed_at"),
        must_change_password: row.get::<i64, _>("must_change_password") == 1,
        active: row.get::<i64, _>("active") == 1,
        kvkk: row.get::<i64, _>("kvkk") == 1,
        group_id: row.get("group_id"),
        country: row.get("country"),
        e_country: row.get("e_country"),
        session_version: row.get("session_version"),
    }
}

pub async fn find(db: &Db, id: i64) -> sqlx::Result<Option<Customer>> {
    let row = sqlx::query(&format!("SELECT {COLUMNS} FROM customers WHERE id = $1"))
        .bind(id)
        .fetch_optional(&db.pool)
        .await?;
    Ok(row.as_ref().map(customer))
}

pub async fn find_by_email(db: &Db, email: &Email) -> sqlx::Result<Option<Customer>> {
    let row = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM customers WHERE email_key = $1"
    ))
    .bind(email.key())
    .fetch_optional(&db.pool)
    .await?;
    Ok(row.as_ref().map(customer))
}

pub async fn find_by_login(db: &Db, login: &LoginName) -> sqlx::Result<Option<Customer>> {
    let (column, value) = match login {
        LoginName::Email(e) => return find_by_email(db, e).await,
        LoginName::Phone(p) => ("phone", p.e164().to_string()),
        LoginName::Vendor(v) => ("vendor_code", v.clone()),
    };
    let row = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM customers WHERE {column} = $1 ORDER BY id LIMIT 1"
    ))
    .bind(value)
    .fetch_optional(&db.pool)
    .await?;
    Ok(row.as_ref().map(customer))
}

pub async fn phone_taken(db: &Db, phone: &Phone) -> sqlx::Result<bool> {
    let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM customers WHERE phone = $1")
        .bind(phone.e164())
        .fetch_one(&db.pool)
        .await?;
    Ok(n > 0)
}

pub struct NewCustomer<'a> {
    pub email: &'a Email,
    pub phone: Option<&'a Phone>,
    pub vendor_code: Option<&'a str>,
    pub name: &'a str,
    pub surname: &'a str,
    pub gender: &'a str,
    pub password_hash: &'a str,
    pub password_strength: i64,
    pub kvkk: bool,
    pub commercial_message: bool,
    pub active: bool,
}

/// Creates a member; None when the email is already registered (a parallel registration too).
pub async fn create(db: &Db, c: &NewCustomer<'_>) -> sqlx::Result<Option<i64>> {
    let now = now_secs();
    let id: Option<i64> = sqlx::query_scalar(
        "INSERT INTO customers (email, email_key, phone, vendor_code, name, surname, gender, \
         password_hash, password_strength, password_changed_at, active, kvkk, \
         commercial_message, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $10, $10) \
         ON CONFLICT (email_key) DO NOTHING RETURNING id",
    )
    .bind(c.email.as_str())
    .bind(c.email.key())
    .bind(c.phone.map_or("", |p| p.e164()))
    .bind(c.vendor_code)
    .bind(c.name)
    .bind(c.surname)
    .bind(c.gender)
    .bind(c.password_hash)
    .bind(c.password_strength)
    .bind(now)
    .bind(i64::from(c.active))
    .bind(i64::from(c.kvkk))
    .bind(i64::from(c.commercial_message))
    .fetch_optional(&db.writer)
    .await?;
    Ok(id)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenPurpose {
    Activation,
    PasswordReset,
}

impl TokenPurpose {
    fn as_str(self) -> &'static str {
        match self {
            TokenPurpose::Activation => "activation",
            TokenPurpose::PasswordReset => "password_reset",
        }
    }
}

pub async fn create_token(
    db: &Db,
    customer_id: i64,
    purpose: TokenPurpose,
    token_hash: &str,
    expires_at: i64,
) -> sqlx::Result<()> {
    insert_link(
        db,
        "INSERT INTO customer_tokens (customer_id, purpose, token_hash, expires_at, created_at) \
         VALUES ($1, $2, $3, $4, $5)",
        customer_id,
        purpose.as_str(),
        token_hash,
        expires_at,
    )
    .await
}

/// Stores a link mailed to a member: `insert` takes the member, what the link is for, its hash,
/// when it expires and now.
async fn insert_link(
    db: &Db,
    insert: &str,
    customer_id: i64,
    carries: &str,
    token_hash: &str,
    expires_at: i64,
) -> sqlx::Result<()> {
    sqlx::query(insert)
        .bind(customer_id)
        .bind(carries)
        .bind(token_hash)
        .bind(expires_at)
        .bind(now_secs())
        .execute(&db.writer)
        .await?;
    Ok(())
}

/// Marks a one-time token used, in one statement: true only for the first use of a token that
/// belongs to this member and purpose and has not expired.
pub async fn consume_token(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    customer_id: i64,
    purpose: TokenPurpose,
    token_hash: &str,
) -> sqlx::Result<bool> {
    let now = now_secs();
    let done = sqlx::query(
        "UPDATE customer_tokens SET used_at = $1 WHERE customer_id = $2 AND purpose = $3 \
         AND token_hash = $4 AND used_at IS NULL AND expires_at > $1",
    )
    .bind(now)
    .bind(customer_id)
    .bind(purpose.as_str())
    .bind(token_hash)
    .execute(&mut **tx)
    .await?;
    Ok(done.rows_affected() == 1)
}

pub async fn activate(tx: &mut sqlx::Transaction<'_, sqlx::Any>, id: i64) -> sqlx::Result<()> {
    sqlx::query("UPDATE customers SET active = 1, updated_at = $2 WHERE id = $1")
        .bind(id)
        .bind(now_secs())
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// A new password: every token issued before it stops working (session version + 1).
pub async fn set_password(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id: i64,
    hash: &str,
    strength: i64,
) -> sqlx::Result<i64> {
    let now = now_secs();
    sqlx::query(
        "UPDATE customers SET password_hash = $2, password_strength = $3, \
         password_changed_at = $4, must_change_password = 0, \
         session_version = session_version + 1, updated_at = $4 WHERE id = $1",
    )
    .bind(id)
    .bind(hash)
    .bind(strength)
    .bind(now)
    .execute(&mut **tx)
    .await?;
    sqlx::query_scalar("SELECT session_version FROM customers WHERE id = $1")
        .bind(id)
        .fetch_one(&mut **tx)
        .await
}

pub async fn set_kvkk(db: &Db, id: i64) -> sqlx::Result<()> {
    sqlx::query("UPDATE customers SET kvkk = 1, updated_at = $2 WHERE id = $1")
        .bind(id)
        .bind(now_secs())
        .execute(&db.writer)
        .await?;
    Ok(())
}

/// The profile fields of the account page; `kvkk` true also records the notice's acceptance.
pub async fn update_profile(
    db: &Db,
    id: i64,
    profile: &super::profile::Profile,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE customers SET name = $2, surname = $3, gender = $4, birth_date = $5, \
         kvkk = CASE WHEN $6 = 1 THEN 1 ELSE kvkk END, updated_at = $7 WHERE id = $1",
    )
    .bind(id)
    .bind(&profile.name)
    .bind(&profile.surname)
    .bind(profile.gender)
    .bind(&profile.birth_date)
    .bind(i64::from(profile.kvkk))
    .bind(now_secs())
    .execute(&db.writer)
    .await?;
    Ok(())
}

/// A pending change of the member's email address, confirmed by the link mailed to it.
pub async fn create_email_change(
    db: &Db,
    customer_id: i64,
    new_email: &Email,
    token_hash: &str,
    expires_at: i64,
) -> sqlx::Result<()> {
    insert_link(
        db,
        "INSERT INTO email_changes (customer_id, new_email, token_hash, expires_at, created_at) \
         VALUES ($1, $2, $3, $4, $5)",
        customer_id,
        new_email.as_str(),
        token_hash,
        expires_at,
    )
    .await
}

/// Uses up an email change link in `tx`: the new address, or None when the link is used,
/// expired or another member's.
pub async fn use_email_change(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    customer_id: i64,
    token_hash: &str,
) -> sqlx::Result<Option<String>> {
    let now = now_secs();
    sqlx::query_scalar(
        "UPDATE email_changes SET used_at = $1 WHERE customer_id = $2 AND token_hash = $3 \
         AND used_at IS NULL AND expires_at > $1 RETURNING new_email",
    )
    .bind(now)
    .bind(customer_id)
    .bind(token_hash)
    .fetch_optional(&mut **tx)
    .await
}

/// Moves the member to `email`; false when another member has it by now.
pub async fn set_email(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id: i64,
    email: &Email,
) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "UPDATE customers SET email = $2, email_key = $3, updated_at = $4 WHERE id = $1 \
         AND NOT EXISTS (SELECT 1 FROM customers o WHERE o.email_key = $3 AND o.id <> $1)",
    )
    .bind(id)
    .bind(email.as_str())
    .bind(email.key())
    .bind(now_secs())
    .execute(&mut **tx)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// When the member was last sent a phone code, if ever.
pub async fn last_phone_code_at(db: &Db, customer_id: i64) -> sqlx::Result<Option<i64>> {
    sqlx::query_scalar("SELECT MAX(created_at) FROM phone_codes WHERE customer_id = $1")
        .bind(customer_id)
        .fetch_one(&db.pool)
        .await
}

/// A new phone code; the codes sent before it stop working.
pub async fn create_phone_code(
    db: &Db,
    customer_id: i64,
    phone: &Phone,
    code_hash: &str,
    expires_at: i64,
) -> sqlx::Result<()> {
    let now = now_secs();
    let mut tx = db.begin().await?;
    sqlx::query("UPDATE phone_codes SET used_at = $2 WHERE customer_id = $1 AND used_at IS NULL")
        .bind(customer_id)
        .bind(now)
        .execute(&mut *tx)
        .await?;
    sqlx::query(
        "INSERT INTO phone_codes (customer_id, phone, code_hash, expires_at, created_at) \
         VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(customer_id)
    .bind(phone.e164())
    .bind(code_hash)
    .bind(expires_at)
    .bind(now)
    .execute(&mut *tx)
    .await?;
    tx.commit().await
}

/// The member's live code for `phone`: (id, hash, wrong attempts), unused and unexpired.
pub async fn live_phone_code(
    db: &Db,
    customer_id: i64,
    phone: &Phone,
) -> sqlx::Result<Option<(i64, String, i64)>> {
    let row = sqlx::query(
        "SELECT id, code_hash, attempts FROM phone_codes WHERE customer_id = $1 AND phone = $2 \
         AND used_at IS NULL AND expires_at > $3 ORDER BY id DESC LIMIT 1",
    )
    .bind(customer_id)
    .bind(phone.e164())
    .bind(now_secs())
    .fetch_optional(&db.pool)
    .await?;
    Ok(row.map(|r| (r.get("id"), r.get("code_hash"), r.get("attempts"))))
}

/// Counts a wrong try of a code; at `limit` wrong tries the code is used up.
pub async fn phone_code_wrong(db: &Db, code_id: i64, limit: i64) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE phone_codes SET attempts = attempts + 1, \
         used_at = CASE WHEN attempts + 1 >= $2 THEN $3 ELSE used_at END WHERE id = $1",
    )
    .bind(code_id)
    .bind(limit)
    .bind(now_secs())
    .execute(&db.writer)
    .await?;
    Ok(())
}

/// Uses up the code and gives the member its phone, in one transaction: false when the code was
/// used meanwhile or another member has the phone by now.
pub async fn use_phone_code(
    db: &Db,
    customer_id: i64,
    code_id: i64,
    phone: &Phone,
) -> sqlx::Result<bool> {
    let now = now_secs();
    let mut tx = db.begin().await?;
    let used = sqlx::query("UPDATE phone_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL")
        .bind(code_id)
        .bind(now)
        .execute(&mut *tx)
        .await?;
    let moved = sqlx::query(
        "UPDATE customers SET phone = $2, updated_at = $3 WHERE id = $1 \
         AND NOT EXISTS (SELECT 1 FROM customers o WHERE o.phone = $2 AND o.id <> $1)",
    )
    .bind(customer_id)
    .bind(phone.e164())
    .bind(now)
    .execute(&mut *tx)
    .await?;
    if used.rows_affected() == 1 && moved.rows_affected() == 1 {
        tx.commit().await?;
        Ok(true)
    } else {
        Ok(false)
    }
}

/// Failed logins under `key` since `since`.
pub async fn failed_attempts(db: &Db, key: &str, since: i64) -> sqlx::Result<i64> {
    sqlx::query_scalar(
        "SELECT COUNT(*) FROM login_attempts WHERE attempt_key = $1 AND attempted_at >= $2",
    )
    .bind(key)
    .bind(since)
    .fetch_one(&db.pool)
    .await
}

/// Records one failed login under each key, and forgets attempts older than `forget_before`.
pub async fn record_failure(db: &Db, keys: &[&str], forget_before: i64) -> sqlx::Result<()> {
    let now = now_secs();
    let mut tx = db.begin().await?;
    for key in keys {
        sqlx::query("INSERT INTO login_attempts (attempt_key, attempted_at) VALUES ($1, $2)")
            .bind(*key)
            .bind(now)
            .execute(&mut *tx)
            .await?;
    }
    sqlx::query("DELETE FROM login_attempts WHERE attempted_at < $1")
        .bind(forget_before)
        .execute(&mut *tx)
        .await?;
    tx.commit().await
}

pub async fn clear_failures(db: &Db, key: &str) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM login_attempts WHERE attempt_key = $1")
        .bind(key)
        .execute(&db.writer)
        .await?;
    Ok(())
}

/// Keeps the answer of the captcha last drawn for a session (one per session).
pub async fn put_captcha(
    db: &Db,
    session_id: &str,
    answer_hash: &str,
    expires_at: i64,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO captchas (session_id, answer_hash, expires_at) VALUES ($1, $2, $3) \
         ON CONFLICT (session_id) DO UPDATE SET answer_hash = excluded.answer_hash, \
         expires_at = excluded.expires_at",
    )
    .bind(session_id)
    .bind(answer_hash)
    .bind(expires_at)
    .execute(&db.writer)
    .await?;
    sqlx::query("DELETE FROM captchas WHERE expires_at < $1")
        .bind(now_secs())
        .execute(&db.writer)
        .await?;
    Ok(())
}

/// Takes (and deletes) the captcha answer of a session: each image answers one try.
pub async fn take_captcha(db: &Db, session_id: &str) -> sqlx::Result<Option<String>> {
    let hash: Option<String> = sqlx::query_scalar(
        "DELETE FROM captchas WHERE session_id = $1 AND expires_at > $2 RETURNING answer_hash",
    )
    .bind(session_id)
    .bind(now_secs())
    .fetch_optional(&db.writer)
    .await?;
    Ok(hash)
}

/// The demo shop's member (README, "Demo data"): active, with a phone and a vendor code, so every
/// login way can be tried. Added once; an existing row is left alone.
pub const DEMO_EMAIL: &str = "demo@example.com";
pub const DEMO_PASSWORD: &str = "Vitrin.2026";
pub const DEMO_PHONE: &str = "905551234567";
pub const DEMO_VENDOR_CODE: &str = "BAYI-1";

pub async fn seed_demo_member(db: &Db) -> anyhow::Result<()> {
    use argon2::{
        password_hash::{rand_core::OsRng, PasswordHasher, SaltString},
        Argon2,
    };
    let exists: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM customers WHERE email_key = $1")
        .bind(DEMO_EMAIL)
        .fetch_one(&db.pool)
        .await?;
    if exists > 0 {
        return Ok(());
    }
    let hash = Argon2::default()
        .hash_password(DEMO_PASSWORD.as_bytes(), &SaltString::generate(&mut OsRng))
        .map_err(|e| anyhow::anyhow!("password hashing failed: {e}"))?
        .to_string();
    let email = Email::parse(DEMO_EMAIL).map_err(|_| anyhow::anyhow!("demo email"))?;
    let phone = super::model::parse_phone(DEMO_PHONE).map_err(|_| anyhow::anyhow!("demo phone"))?;
    create(
        db,
        &NewCustomer {
            email: &email,
            phone: Some(&phone),
            vendor_code: Some(DEMO_VENDOR_CODE),
            name: "Deniz",
            surname: "Yılmaz",
            gender: "",
            password_hash: &hash,
            password_strength: super::model::password_strength(DEMO_PASSWORD),
            kvkk: true,
            commercial_message: false,
            active: true,
        },
    )
    .await?;
    Ok(())
}
