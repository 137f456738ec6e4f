//! Messages to the shop (spec section 3, Message with a department; section 7, the message and
//! department lists, send-new-message, close-message and `/api/v1/customer/messages`): a member
//! opens a conversation with one of the shop's departments (`departments.json` in the content
//! folder), optionally about one of their orders, writes to it while it is open, reads it and
//! closes it. The shop answers through the back office's API (`crate::erp`), and the member is mailed
//! when it does; guests write from the contact page (`contact`). The SQL is in `store`.
//!
//! Texts are kept as typed and shown as text: markup is nobody's business here. A subject is one
//! line of up to 150 characters, a post up to 5,000; control characters other than line breaks
//! and tabs are refused (PostgreSQL cannot keep a NUL, and none has a place in a message).

pub mod contact;
pub mod store;

use axum::{
    extract::{Query, State},
    http::StatusCode,
    response::{IntoResponse, Response},
    Json,
};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use self::store::{Added, Author, Conversation, NewConversation, Post};
use super::{answer::field_errors, fields::Fields, model::CustomerMsg};
use crate::{
    clock::now_secs,
    content::model::Department,
    error::{AppResult, Refusal},
    http::id::parse_id,
    http::member::CurrentMember,
    locale::Lang,
    order::model::parse_order_no,
    state::AppState,
};

pub const SUBJECT_MAX_CHARS: usize = 150;
pub const BODY_MAX_CHARS: usize = 5_000;
/// Open conversations a member may have at once: enough for any shopper, not for a flood.
pub const MAX_OPEN: i64 = 20;

/// A typed text, trimmed, with CRLF made LF; or why it cannot be kept.
pub fn typed_text(raw: &str, max_chars: usize, one_line: bool) -> Result<String, CustomerMsg> {
    let text = raw.trim().replace("\r\n", "\n");
    if text.is_empty() {
        return Err(CustomerMsg::Required);
    }
    let allowed = |c: char| !c.is_control() || (!one_line && matches!(c, '\n' | '\t'));
    if !text.chars().all(allowed) {
        return Err(CustomerMsg::TextInvalid);
    }
    if text.chars().count() > max_chars {
        return Err(if one_line {
            CustomerMsg::SubjectTooLong
        } else {
            CustomerMsg::MessageTooLong
        });
    }
    Ok(text)
}

/// The body of a post.
pub fn post_body(raw: &str) -> Result<String, CustomerMsg> {
    typed_text(raw, BODY_MAX_CHARS, false)
}

/// The subject of a conversation.
pub fn subject(raw: &str) -> Result<String, CustomerMsg> {
    typed_text(raw, SUBJECT_MAX_CHARS, true)
}

/// The department the form names, if the shop has it.
pub fn department<'a>(state: &'a AppState, lang: Lang, raw: &str) -> Option<&'a Department> {
    let id = parse_id(raw)?;
    state.content.department(lang, id)
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DepartmentItem {
    pub id: i64,
    pub name: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DepartmentList {
    /// Always 1.
    pub status: i64,
    /// In the shop's order; empty when the shop lists none.
    pub data: Vec<DepartmentItem>,
}

/// The departments a shopper writes to, in the request's language.
#[utoipa::path(get, path = "/srv/service/customer/department/list", tag = "customer",
    responses((status = 200, body = DepartmentList)))]
pub async fn department_list(State(state): State<AppState>, lang: Lang) -> Response {
    let data = state
        .content
        .departments(lang)
        .iter()
        .map(|d| DepartmentItem {
            id: d.id,
            name: d.name.clone(),
        })
        .collect();
    Json(DepartmentList { status: 1, data }).into_response()
}

#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum MessageStatus {
    /// Waiting for the shop.
    Open,
    /// The shop's post is the last one.
    Answered,
    Closed,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MessageSummary {
    pub id: i64,
    pub department: i64,
    /// The department's name in the request's language (empty if the shop no longer lists it).
    #[serde(rename = "departmentName")]
    pub department_name: String,
    pub subject: String,
    /// One of the member's orders, or empty.
    #[serde(rename = "orderNo")]
    pub order_no: String,
    pub status: MessageStatus,
    /// Unix seconds.
    #[serde(rename = "createdAt")]
    pub created_at: i64,
    /// The last post or the closing, in unix seconds.
    #[serde(rename = "updatedAt")]
    pub updated_at: i64,
}

impl MessageSummary {
    pub fn of(state: &AppState, lang: Lang, c: &Conversation) -> Self {
        MessageSummary {
            id: c.id,
            department: c.department_id,
            department_name: state
                .content
                .department(lang, c.department_id)
                .map(|d| d.name.clone())
                .unwrap_or_default(),
            subject: c.subject.clone(),
            order_no: c.order_no.clone(),
            status: if c.closed {
                MessageStatus::Closed
            } else if c.answered {
                MessageStatus::Answered
            } else {
                MessageStatus::Open
            },
            created_at: c.created_at,
            updated_at: c.updated_at,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MessageList {
    /// Always 1.
    pub status: i64,
    /// The latest change first.
    pub data: Vec<MessageSummary>,
}

/// The member's conversations with the shop.
#[utoipa::path(get, path = "/srv/service/customer/message/list", tag = "customer",
    responses((status = 200, body = MessageList),
              (status = 401, body = crate::error::ErrorEnvelope, description = "not signed in")))]
pub async fn message_list(
    State(state): State<AppState>,
    lang: Lang,
    member: CurrentMember,
) -> AppResult<Response> {
    let conversations = store::list_for_customer(&state.db, member.id).await?;
    let data = conversations
        .iter()
        .map(|c| MessageSummary::of(&state, lang, c))
        .collect();
    Ok(Json(MessageList { status: 1, data }).into_response())
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MessageThread {
    /// Always 1.
    pub status: i64,
    /// Empty on a read; the saved message after a post or the closing.
    #[serde(rename = "statusText")]
    pub status_text: &'static str,
    pub message: MessageSummary,
    /// Oldest first.
    pub posts: Vec<Post>,
}

async fn thread_answer(
    state: &AppState,
    lang: Lang,
    member: i64,
    id: i64,
    said: Option<CustomerMsg>,
) -> AppResult<Response> {
    let Some(conversation) = store::find(&state.db, id, Some(member)).await? else {
        return Err(not_found());
    };
    let posts = store::posts(&state.db, id).await?;
    Ok(Json(MessageThread {
        status: 1,
        status_text: said.map_or("", |m| m.text(lang)),
        message: MessageSummary::of(state, lang, &conversation),
        posts,
    })
    .into_response())
}

fn not_found() -> Refusal {
    Refusal::field(StatusCode::NOT_FOUND, "id", CustomerMsg::MessageNotFound)
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct ThreadQuery {
    /// The conversation's id.
    #[param(value_type = i64, minimum = 1, maximum = 999_999_999_999_999_i64)]
    id: String,
}

/// One of the member's conversations with its posts.
#[utoipa::path(get, path = "/api/v1/customer/messages", tag = "customer",
    params(ThreadQuery),
    responses((status = 200, body = MessageThread),
              (status = 401, body = crate::error::ErrorEnvelope, description = "not signed in"),
              (status = 404, body = super::answer::CustomerRefusal, description = "no conversation of the member's with this id")))]
pub async fn messages(
    State(state): State<AppState>,
    lang: Lang,
    member: CurrentMember,
    Query(q): Query<ThreadQuery>,
) -> AppResult<Response> {
    let Some(id) = parse_id(&q.id) else {
        return Err(not_found());
    };
    thread_answer(&state, lang, member.id, id, None).await
}

/// What the send-new-message form asks for a new conversation, checked.
struct Draft {
    department: i64,
    subject: String,
    order_no: String,
    body: String,
}

async fn draft(state: &AppState, lang: Lang, member: i64, f: &Fields) -> AppResult<Draft> {
    let mut errors = Vec::new();
    let department = department(state, lang, f.get("department"));
    if department.is_none() {
        errors.push(("department", CustomerMsg::DepartmentInvalid));
    }
    let subject = subject(f.get("subject")).map_err(|m| errors.push(("subject", m)));
    let body = post_body(f.get("message")).map_err(|m| errors.push(("message", m)));
    let raw_order = f.get("orderNo").trim();
    let order_no = if raw_order.is_empty() {
        Some(String::new())
    } else {
        match parse_order_no(raw_order) {
            Some(no) if crate::order::store::member_has_order(&state.db, member, &no).await? => {
                Some(no)
            }
            _ => {
                errors.push(("orderNo", CustomerMsg::OrderNotYours));
                None
            }
        }
    };
    match (department, subject, body, order_no) {
        (Some(d), Ok(subject), Ok(body), Some(order_no)) if errors.is_empty() => Ok(Draft {
            department: d.id,
            subject,
            order_no,
            body,
        }),
        _ => Err(field_errors(errors)),
    }
}

/// Opens a conversation with a department (`department`, `subject`, `message`, optionally
/// `orderNo`), or with `id`, writes `message` to one of the member's open conversations.
#[utoipa::path(post, path = "/srv/service/customer/send-new-message", tag = "customer",
    request_body(content = super::forms::SendMessageForm, content_type = "application/x-www-form-urlencoded"),
    responses((status = 200, body = MessageThread, description = "the conversation with the new post"),
              (status = 401, body = crate::error::ErrorEnvelope, description = "not signed in"),
              (status = 404, body = super::answer::CustomerRefusal, description = "with id: no conversation of the member's"),
              (status = 409, body = super::answer::CustomerRefusal, description = "with id: the conversation is closed"),
              (status = 422, body = super::answer::CustomerRefusal, description = "data[] lists each field's key and Turkish statusText; too many open conversations; nothing saved")))]
pub async fn send_new_message(
    State(state): State<AppState>,
    lang: Lang,
    member: CurrentMember,
    f: Fields,
) -> AppResult<Response> {
    let now = now_secs();
    if let Some(raw_id) = f.opt("id").filter(|v| !v.trim().is_empty()) {
        let id = parse_id(raw_id).ok_or_else(not_found)?;
        let body = post_body(f.get("message")).map_err(|m| Refusal::unprocessable("message", m))?;
        let added =
            store::add_post(&state.db, id, Some(member.id), Author::Member, &body, now).await?;
        return match added {
            Added::Done => {
                thread_answer(&state, lang, member.id, id, Some(CustomerMsg::MessageSent)).await
            }
            Added::NotFound => Err(not_found()),
            Added::Closed => Err(Refusal::field(
                StatusCode::CONFLICT,
                "id",
                CustomerMsg::MessageClosed,
            )),
        };
    }
    let draft = draft(&state, lang, member.id, &f).await?;
    if store::open_count(&state.db, member.id).await? >= MAX_OPEN {
        return Err(Refusal::unprocessable(
            "message",
            CustomerMsg::TooManyOpenMessages,
        ));
    }
    let new = NewConversation {
        customer_id: member.id,
        department_id: draft.department,
        order_no: &draft.order_no,
        subject: &draft.subject,
        language: lang.code(),
        body: &draft.body,
    };
    let id = store::create(&state.db, &new, now).await?;
    thread_answer(&state, lang, member.id, id, Some(CustomerMsg::MessageSent)).await
}

/// Closes one of the member's conversations; the shop can no longer write to it.
#[utoipa::path(post, path = "/srv/service/customer/close-message", tag = "customer",
    request_body(content = super::forms::CloseMessageForm, content_type = "application/x-www-form-urlencoded"),
    responses((status = 200, body = MessageThread, description = "the conversation, closed"),
              (status = 401, body = crate::error::ErrorEnvelope, description = "not signed in"),
              (status = 404, body = super::answer::CustomerRefusal, description = "no conversation of the member's with this id")))]
pub async fn close_message(
    State(state): State<AppState>,
    lang: Lang,
    member: CurrentMember,
    f: Fields,
) -> AppResult<Response> {
    let id = parse_id(f.get("id")).ok_or_else(not_found)?;
    if !store::close(&state.db, id, member.id, now_secs()).await? {
        return Err(not_found());
    }
    thread_answer(
        &state,
        lang,
        member.id,
        id,
        Some(CustomerMsg::MessageClosedNow),
    )
    .await
}

/// The mail telling a member that the shop answered their conversation, in their language.
pub fn answer_mail(
    lang: Lang,
    to: String,
    name: &str,
    subject: &str,
    link: &str,
) -> crate::mail::Mail {
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
    crate::mail::Mail {
        to,
        subject: title,
        body,
        kind: "message-answer",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_are_kept_as_typed_within_their_limits() {
        assert_eq!(
            post_body("  <b>Merhaba</b>\r\nİyi günler\t!  "),
            Ok("<b>Merhaba</b>\nİyi günler\t!".into())
        );
        assert_eq!(post_body("   "), Err(CustomerMsg::Required));
        assert_eq!(
            post_body(&"ş".repeat(BODY_MAX_CHARS)).map(|t| t.chars().count()),
            Ok(BODY_MAX_CHARS)
        );
        assert_eq!(
            post_body(&"ş".repeat(BODY_MAX_CHARS + 1)),
            Err(CustomerMsg::MessageTooLong)
        );
        assert_eq!(post_body("a\0b"), Err(CustomerMsg::TextInvalid));
        assert_eq!(subject("Kargo\nnerede"), Err(CustomerMsg::TextInvalid));
        assert_eq!(
            subject(&"ı".repeat(SUBJECT_MAX_CHARS + 1)),
            Err(CustomerMsg::SubjectTooLong)
        );
        assert_eq!(subject(" İade "), Ok("İade".into()));
    }
}
