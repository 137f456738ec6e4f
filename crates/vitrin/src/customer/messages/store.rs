//! Conversation rows: a member's messages to a department and their posts.

use serde::Serialize;
use sqlx::Row;
use utoipa::ToSchema;

use crate::db::Db;

/// Who wrote a post.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Author {
    Member,
    Shop,
}

impl Author {
    fn as_str(self) -> &'static str {
        match self {
            Author::Member => "member",
            Author::Shop => "shop",
        }
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Post {
    pub author: Author,
    /// As typed: shown as text, never as markup.
    pub body: String,
    /// Unix seconds.
    #[serde(rename = "createdAt")]
    pub created_at: i64,
}

/// A conversation without its posts.
#[derive(Debug, Clone)]
pub struct Conversation {
    pub id: i64,
    pub customer_id: i64,
    pub department_id: i64,
    pub order_no: String,
    pub subject: String,
    pub language: String,
    pub closed: bool,
    /// Whether the last post is the shop's.
    pub answered: bool,
    pub created_at: i64,
    pub updated_at: i64,
}

const COLUMNS: &str = "m.id, m.customer_id, m.department_id, m.order_no, m.subject, m.language, \
     m.closed_at, m.created_at, m.updated_at, (SELECT p.author FROM message_posts p \
     WHERE p.message_id = m.id ORDER BY p.id DESC LIMIT 1) AS last_author";

fn conversation(row: &sqlx::any::AnyRow) -> Conversation {
    Conversation {
        id: row.get("id"),
        customer_id: row.get("customer_id"),
        department_id: row.get("department_id"),
        order_no: row.get("order_no"),
        subject: row.get("subject"),
        language: row.get("language"),
        closed: row.get::<Option<i64>, _>("closed_at").is_some(),
        answered: row.get::<Option<String>, _>("last_author").as_deref() == Some("shop"),
        created_at: row.get("created_at"),
        updated_at: row.get("updated_at"),
    }
}

/// What a member writes to open a conversation.
pub struct NewConversation<'a> {
    pub customer_id: i64,
    pub department_id: i64,
    pub order_no: &'a str,
    pub subject: &'a str,
    pub language: &'a str,
    pub body: &'a str,
}

/// Opens a conversation with its first post; its id.
pub async fn create(db: &Db, c: &NewConversation<'_>, now: i64) -> sqlx::Result<i64> {
    let mut tx = db.begin().await?;
    let id: i64 = sqlx::query(
        "INSERT INTO messages (customer_id, department_id, order_no, subject, language, \
         created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id",
    )
    .bind(c.customer_id)
    .bind(c.department_id)
    .bind(c.order_no)
    .bind(c.subject)
    .bind(c.language)
    .bind(now)
    .fetch_one(&mut *tx)
    .await?
    .get("id");
    insert_post(&mut tx, id, Author::Member, c.body, now).await?;
    tx.commit().await?;
    Ok(id)
}

async fn insert_post(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    message_id: i64,
    author: Author,
    body: &str,
    now: i64,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO message_posts (message_id, author, body, created_at) VALUES ($1, $2, $3, $4)",
    )
    .bind(message_id)
    .bind(author.as_str())
    .bind(body)
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// How adding a post went.
#[derive(Debug, PartialEq, Eq)]
pub enum Added {
    Done,
    NotFound,
    Closed,
}

/// Adds a post to an open conversation; `customer_id` limits it to that member's.
pub async fn add_post(
    db: &Db,
    message_id: i64,
    customer_id: Option<i64>,
    author: Author,
    body: &str,
    now: i64,
) -> sqlx::Result<Added> {
    let mut tx = db.begin().await?;
    let row = sqlx::query("SELECT customer_id, closed_at FROM messages WHERE id = $1")
        .bind(message_id)
        .fetch_optional(&mut *tx)
        .await?;
    let Some(row) = row else {
        return Ok(Added::NotFound);
    };
    if customer_id.is_some_and(|c| c != row.get::<i64, _>("customer_id")) {
        return Ok(Added::NotFound);
    }
    if row.get::<Option<i64>, _>("closed_at").is_some() {
        return Ok(Added::Closed);
    }
    insert_post(&mut tx, message_id, author, body, now).await?;
    sqlx::query("UPDATE messages SET updated_at = $2 WHERE id = $1")
        .bind(message_id)
        .bind(now)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(Added::Done)
}

/// Closes the member's conversation (again, if it is closed already); false if it is not theirs.
pub async fn close(db: &Db, message_id: i64, customer_id: i64, now: i64) -> sqlx::Result<bool> {
    let mut tx = db.begin().await?;
    let done = sqlx::query(
        "UPDATE messages SET closed_at = COALESCE(closed_at, $3), updated_at = $3 \
         WHERE id = $1 AND customer_id = $2",
    )
    .bind(message_id)
    .bind(customer_id)
    .bind(now)
    .execute(&mut *tx)
    .await?
    .rows_affected()
        == 1;
    tx.commit().await?;
    Ok(done)
}

/// The member's conversations, the latest change first.
pub async fn list_for_customer(db: &Db, customer_id: i64) -> sqlx::Result<Vec<Conversation>> {
    let rows = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM messages m WHERE m.customer_id = $1 \
         ORDER BY m.updated_at DESC, m.id DESC"
    ))
    .bind(customer_id)
    .fetch_all(&db.pool)
    .await?;
    Ok(rows.iter().map(conversation).collect())
}

/// How many of the member's conversations are open.
pub async fn open_count(db: &Db, customer_id: i64) -> sqlx::Result<i64> {
    sqlx::query("SELECT COUNT(*) AS n FROM messages WHERE customer_id = $1 AND closed_at IS NULL")
        .bind(customer_id)
        .fetch_one(&db.pool)
        .await
        .map(|r| r.get("n"))
}

/// One conversation; with `customer_id`, only if it is that member's.
pub async fn find(
    db: &Db,
    message_id: i64,
    customer_id: Option<i64>,
) -> sqlx::Result<Option<Conversation>> {
    let row = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM messages m WHERE m.id = $1 AND ($2 = 0 OR m.customer_id = $2)"
    ))
    .bind(message_id)
    .bind(customer_id.unwrap_or(0))
    .fetch_optional(&db.pool)
    .await?;
    Ok(row.as_ref().map(conversation))
}

/// The conversation's posts, oldest first.
pub async fn posts(db: &Db, message_id: i64) -> sqlx::Result<Vec<Post>> {
    let rows = sqlx::query(
        "SELECT author, body, created_at FROM message_posts WHERE message_id = $1 ORDER BY id",
    )
    .bind(message_id)
    .fetch_all(&db.pool)
    .await?;
    Ok(rows
        .iter()
        .map(|r| Post {
            author: if r.get::<String, _>("author") == "shop" {
                Author::Shop
            } else {
                Author::Member
            },
            body: r.get("body"),
            created_at: r.get("created_at"),
        })
        .collect())
}

/// Conversations opened, written to or closed from `since` (unix seconds), oldest change first.
pub async fn changed_since(db: &Db, since: i64, limit: i64) -> sqlx::Result<Vec<Conversation>> {
    let select = format!("SELECT {COLUMNS} FROM messages m");
    let rows = crate::db::changed_since(db, &select, Some("m"), since, limit).await?;
    Ok(rows.iter().map(conversation).collect())
}
