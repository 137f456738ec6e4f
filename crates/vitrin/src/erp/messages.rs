//! The back office's message calls: the members' conversations to poll, and the shop's answer to
//! one of them, which mails the member in the language they wrote in; no admin screens. The
//! conversations are read and written by `customer::messages::store`.

use axum::{
    extract::{Path, Query, State},
    http::StatusCode,
    response::{IntoResponse, Response},
    Json,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{error, not_found, unprocessable, FeedQuery};
use crate::{
    clock::now_secs,
    customer::{
        messages::{
            answer_mail, post_body,
            store::{self, Added, Author, Conversation, Post},
            MessageSummary,
        },
        store as members,
    },
    error::{AppResult, ErrorDetail, Refusal},
    http::id::parse_id,
    locale::{storefront_link, Lang},
    mail,
    state::AppState,
};

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
    params(FeedQuery),
    responses((status = 200, body = MessageFeed)))]
pub async fn message_feed(
    State(state): State<AppState>,
    Query(q): Query<FeedQuery>,
) -> AppResult<Response> {
    let changed = store::changed_since(&state.db, q.since, q.limit()).await?;
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
    params(("id" = i64, Path, minimum = 1, maximum = 999_999_999_999_999_i64, description = "the conversation's id")),
    request_body = ReplyRequest,
    responses((status = 200, body = ErpConversation, description = "the conversation with the answer"),
              (status = 404, body = ErrorDetail),
              (status = 409, body = ErrorDetail, description = "the member closed the conversation"),
              (status = 422, body = ErrorDetail, description = "no message, over 5,000 characters, or control characters")))]
pub async fn answer_message(
    State(state): State<AppState>,
    Path(id): Path<String>,
    body: axum::body::Bytes,
) -> AppResult<Response> {
    let missing = || not_found("no conversation with this id");
    let Some(id) = parse_id(&id) else {
        return Err(missing());
    };
    let text = serde_json::from_slice::<ReplyRequest>(&body)
        .ok()
        .and_then(|r| post_body(&r.message).ok());
    let Some(text) = text else {
        return Err(unprocessable(
            "a JSON body with a message of 1 to 5,000 characters, without control characters",
        ));
    };
    match store::add_post(&state.db, id, None, Author::Shop, &text, now_secs()).await? {
        Added::Done => {}
        Added::NotFound => return Err(missing()),
        Added::Closed => {
            return Err(error(
                StatusCode::CONFLICT,
                "closed",
                "the member closed this conversation",
            ))
        }
    }
    let Some(conversation) = store::find(&state.db, id, None).await? else {
        return Err(missing());
    };
    let view = erp_view(&state, &conversation).await?;
    if !view.customer_email.is_empty() {
        let lang = Lang::parse(&view.language).unwrap_or(Lang::Tr);
        let link = storefront_link(&state.config, lang, "/hesabim#mesajlar");
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
        .map_err(Refusal::internal)?;
    }
    Ok(Json(view).into_response())
}
