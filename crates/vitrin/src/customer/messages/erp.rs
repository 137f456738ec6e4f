//! The back office's message API: the members' conversations to poll, and the shop's answer to
//! one of them, which mails the member in the language they wrote in. The same key as the order
//! API (`X-Api-Key`); no admin screens.

use axum::{
    extract::{Path, Query, State},
    http::{HeaderMap, StatusCode},
    response::{IntoResponse, Response},
    routing::{get, post},
    Json, Router,
};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::{
    post_body,
    store::{self, Added, Author, Conversation, Post},
    MessageSummary,
};
use crate::{
    app::AppState,
    customer::{
        auth::now_secs,
        mail::{self, Mail},
        store as members,
    },
    error::{AppError, AppResult},
    http::id::parse_id,
    locale::Lang,
    order::erp::{authorized, error, unauthorized},
};

pub const MESSAGES_PATH: &str = "/api/v1/erp/messages";
pub const REPLY_PATH: &str = "/api/v1/erp/messages/{id}/reply";

pub fn routes() -> Router<AppState> {
    Router::new()
        .route(MESSAGES_PATH, get(message_feed))
        .route(REPLY_PATH, post(answer_message))
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct FeedQuery {
    /// Unix seconds: conversations opened, written to or closed from then (the previous
    /// answer's `next_since`).
    #[serde(default)]
    since: i64,
    /// At most this many conversations (1 to 500, default 100).
    limit: Option<i64>,
}

/// A conversation as the back office sees it: who wrote, about what, and every post.
#[derive(Debug, Serialize, ToSchema)]
pub struct ErpConversation {
    /// The department's name is in Turkish.
    #[serde(flatten)]
    pub message: MessageSummary,
    pub customer_id: i64,
    pub customer_email: String,
    pub customer_name: String,
    /// The language the member wrote in (`tr`, `en`, `ar`).
    pub language: String,
    /// Oldest first.
    pub posts: Vec<Post>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MessageFeed {
    /// Oldest change first.
    pub messages: Vec<ErpConversation>,
    /// What to send as `since` next time (a conversation changed again in that second comes
    /// again; its id tells it apart).
    pub next_since: i64,
}

async fn erp_view(state: &AppState, c: &Conversation) -> AppResult<ErpConversation> {
    let member = members::find(&state.db, c.customer_id).await?;
    Ok(ErpConversation {
        message: MessageSummary::of(state, Lang::Tr, c),
        customer_id: c.customer_id,
        customer_email: member.as_ref().map(|m| m.email.clone()).unwrap_or_default(),
        customer_name: member
            .as_ref()
            .map(|m| format!("{} {}", m.name, m.surname).trim().to_string())
            .unwrap_or_default(),
        language: c.language.clone(),
        posts: store::posts(&state.db, c.id).await?,
    })
}

/// Conversations opened, written to or closed since a time, for the back office to poll.
#[utoipa::path(get, path = "/api/v1/erp/messages", tag = "erp",
    params(FeedQuery, ("X-Api-Key" = String, Header, description = "the shop's checkout.erp_api_key")),
    responses((status = 200, body = MessageFeed),
              (status = 401, body = crate::order::erp::ErpError, description = "no key, a wrong key, or the API is off")))]
pub async fn message_feed(
    State(state): State<AppState>,
    headers: HeaderMap,
    Query(q): Query<FeedQuery>,
) -> AppResult<Response> {
    if !authorized(&state, &headers) {
        return Ok(unauthorized());
    }
    let limit = q.limit.unwrap_or(100).clamp(1, 500);
    let changed = store::changed_since(&state.db, q.since, limit).await?;
    let mut messages = Vec::with_capacity(changed.len());
    for c in &changed {
        messages.push(erp_view(&state, c).await?);
    }
    let next_since = changed.last().map_or(q.since, |c| c.updated_at);
    Ok(Json(MessageFeed {
        messages,
        next_since,
    })
    .into_response())
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ReplyRequest {
    /// The shop's answer, as text (up to 5,000 characters).
    #[schema(min_length = 1, max_length = 5000)]
    pub message: String,
}

/// The shop's answer to a conversation; the member is mailed that it arrived.
#[utoipa::path(post, path = "/api/v1/erp/messages/{id}/reply", tag = "erp",
    params(("id" = i64, Path, minimum = 1, maximum = 999_999_999_999_999_i64, description = "the conversation's id"),
           ("X-Api-Key" = String, Header, description = "the shop's checkout.erp_api_key")),
    request_body = ReplyRequest,
    responses((status = 200, body = ErpConversation, description = "the conversation with the answer"),
              (status = 401, body = crate::order::erp::ErpError), (status = 404, body = crate::order::erp::ErpError),
              (status = 409, body = crate::order::erp::ErpError, description = "the member closed the conversation"),
              (status = 422, body = crate::order::erp::ErpError, description = "no message, over 5,000 characters, or control characters")))]
pub async fn answer_message(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(id): Path<String>,
    body: axum::body::Bytes,
) -> AppResult<Response> {
    if !authorized(&state, &headers) {
        return Ok(unauthorized());
    }
    let not_found = || {
        error(
            StatusCode::NOT_FOUND,
            "not_found",
            "no conversation with this id",
        )
    };
    let Some(id) = parse_id(&id) else {
        return Ok(not_found());
    };
    let text = serde_json::from_slice::<ReplyRequest>(&body)
        .ok()
        .and_then(|r| post_body(&r.message).ok());
    let Some(text) = text else {
        return Ok(error(
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid",
            "a JSON body with a message of 1 to 5,000 characters, without control characters",
        ));
    };
    match store::add_post(&state.db, id, None, Author::Shop, &text, now_secs()).await? {
        Added::Done => {}
        Added::NotFound => return Ok(not_found()),
        Added::Closed => {
            return Ok(error(
                StatusCode::CONFLICT,
                "closed",
                "the member closed this conversation",
            ))
        }
    }
    let Some(conversation) = store::find(&state.db, id, None).await? else {
        return Ok(not_found());
    };
    let view = erp_view(&state, &conversation).await?;
    if !view.customer_email.is_empty() {
        let lang = Lang::parse(&view.language).unwrap_or(Lang::Tr);
        let link = mail::storefront_link(&state.config, lang, "/hesabim#mesajlar");
        mail::send(
            &state.config,
            answer_mail(
                lang,
                view.customer_email.clone(),
                &view.customer_name,
                &conversation.subject,
                &link,
            ),
        )
        .await
        .map_err(AppError::internal)?;
    }
    Ok(Json(view).into_response())
}

fn answer_mail(lang: Lang, to: String, name: &str, subject: &str, link: &str) -> Mail {
    let (title, body) = match lang {
        Lang::Tr => (
            format!("Mesajınız yanıtlandı: {subject}"),
            format!("Merhaba {name},\n\n\"{subject}\" konulu mesajınıza yanıt verdik. Yanıtı hesabınızın Mesajlarım bölümünde okuyabilirsiniz:\n\n{link}\n"),
        ),
        Lang::En => (
            format!("Your message was answered: {subject}"),
            format!("Hello {name},\n\nWe answered your message \"{subject}\". You can read the answer in the Messages section of your account:\n\n{link}\n"),
        ),
        Lang::Ar => (
            format!("تم الرد على رسالتك: {subject}"),
            format!("مرحبًا {name}،\n\nلقد رددنا على رسالتك \"{subject}\". يمكنك قراءة الرد في قسم الرسائل في حسابك:\n\n{link}\n"),
        ),
    };
    Mail {
        to,
        subject: title,
        body,
        kind: "message-answer",
    }
}
