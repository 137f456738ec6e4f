//! The shopper's KVKK rights (article 11): to learn what the shop keeps about them, to get a copy
//! and to have it erased. A flow of its own, like `checkout/`: it owns only its requests
//! (`privacy_requests`, in `store`) and reaches everything else through its owners' functions
//! (`customer::privacy`, `address::store`, `order::privacy`, `favourites::store`, ...).
//!
//! - [`export`]: what is kept, for the "Verilerim" page and its JSON and HTML files.
//! - [`erase`]: a member's erasure after the cooling-off, run by a periodic sweep.
//! - [`guest`]: a guest's export or erasure for an e-mail address, through a mailed link.
//! - The back office follows the requests in its feed (`erp::privacy`).

pub mod config;
pub mod erase;
pub mod export;
pub mod guest;
pub mod msg;
pub mod store;

use axum::{
    extract::{Query, State},
    http::StatusCode,
    response::{IntoResponse, Response},
    Json,
};
use axum_extra::extract::SignedCookieJar;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use self::{
    erase::Outcome,
    export::{Format, MemberData},
    msg::{kept_notes, PrivacyMsg},
    store::{Kind, NewRequest, Request, Status},
};
use crate::{
    clock::now_secs,
    customer::{
        fields::Fields,
        secrets::{one_time_token, sha256_hex, verify_password},
        store as members,
    },
    error::{AppResult, Refusal},
    http::member_token,
    http::{csrf::require_csrf, member::CurrentMember, session, Done},
    locale::{storefront_link, Lang},
    mail::{self, Mail},
    state::AppState,
};

/// How long a mailed link of a KVKK request is good for.
pub const LINK_LIFETIME_SECS: i64 = 24 * 60 * 60;

pub fn routes() -> OpenApiRouter<AppState> {
    let changes = OpenApiRouter::new()
        .routes(routes!(delete_account))
        .routes(routes!(cancel_deletion))
        .routes(routes!(confirm_deletion))
        .routes(routes!(guest::data_request))
        .routes(routes!(guest::guest_erase))
        .route_layer(axum::middleware::from_fn(require_csrf));
    OpenApiRouter::new()
        .routes(routes!(my_data))
        .routes(routes!(download_my_data))
        .routes(routes!(guest::guest_download))
        .merge(changes)
}

/// Where a deletion stands, told to the member.
#[derive(Debug, Serialize, ToSchema)]
pub struct DeletionState {
    pub status: Status,
    /// Unix seconds: when the erasure runs (the end of the cooling-off), when scheduled.
    pub due_at: Option<i64>,
    /// What stays and why, in the request's language.
    pub kept: Vec<String>,
    /// Numbers of the orders still on their way, which the erasure waits for.
    pub open_orders: Vec<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MyDataAnswer {
    /// Always 1.
    pub status: i64,
    pub data: MemberData,
    /// Whether the member has a password: a member without one (social sign-in only) confirms
    /// a deletion through a mailed link instead.
    pub has_password: bool,
    /// Days between a deletion request and the erasure (`privacy.erase_after_days`).
    pub cooling_off_days: u32,
    /// The member's open deletion request, or null.
    pub deletion: Option<DeletionState>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DeletionAnswer {
    #[serde(flatten)]
    pub done: Done,
    pub data: DeletionState,
}

fn deletion_answer(lang: Lang, msg: PrivacyMsg, data: DeletionState) -> Response {
    Json(DeletionAnswer {
        done: Done::saying(msg.text(lang)),
        data,
    })
    .into_response()
}

/// The state of `request` for `customer_id`, with what stays after it.
async fn deletion_state(
    state: &AppState,
    lang: Lang,
    request: &Request,
    customer_id: i64,
) -> AppResult<DeletionState> {
    let orders = crate::order::store::list_for_customer(&state.db, customer_id).await?;
    let open_orders = crate::order::privacy::open_orders(
        &state.db,
        crate::order::privacy::Shopper::Member(customer_id),
    )
    .await?;
    Ok(DeletionState {
        status: request.status,
        due_at: request.due_at,
        kept: kept_notes(
            lang,
            orders.len(),
            open_orders.len(),
            state.config.privacy.order_retention_years,
        ),
        open_orders,
    })
}

async fn signed_in_customer(
    state: &AppState,
    member: CurrentMember,
) -> AppResult<members::Customer> {
    members::find(&state.db, member.id)
        .await?
        .ok_or_else(Refusal::login_required)
}

/// What the shop keeps about the signed-in member, and their open deletion request.
#[utoipa::path(get, path = "/api/v1/customer/my-data", tag = "privacy",
    params(("Authorization" = Option<String>, Header, description = "Bearer token (else the vitrin_member cookie)")),
    responses((status = 200, body = MyDataAnswer),
              (status = 401, body = crate::error::ErrorEnvelope, description = "not signed in")))]
pub async fn my_data(
    State(state): State<AppState>,
    lang: Lang,
    member: CurrentMember,
) -> AppResult<Response> {
    let customer = signed_in_customer(&state, member).await?;
    let data = export::member_data(&state, &customer, now_secs()).await?;
    let deletion = match store::open_erasure(&state.db, member.id).await? {
        Some(request) => Some(deletion_state(&state, lang, &request, member.id).await?),
        None => None,
    };
    let mut response = Json(MyDataAnswer {
        status: 1,
        data,
        has_password: !customer.password_hash.is_empty(),
        cooling_off_days: state.config.privacy.erase_after_days,
        deletion,
    })
    .into_response();
    response.headers_mut().insert(
        axum::http::header::CACHE_CONTROL,
        axum::http::HeaderValue::from_static("private, no-store"),
    );
    Ok(response)
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct DownloadQuery {
    #[param(value_type = Option<Format>, inline)]
    format: Option<String>,
}

/// "Verilerimi indir": the member's data as a JSON or a readable HTML file.
#[utoipa::path(get, path = "/api/v1/customer/my-data/download", tag = "privacy",
    params(DownloadQuery, ("Authorization" = Option<String>, Header, description = "Bearer token (else the vitrin_member cookie)")),
    responses((status = 200, description = "the file (Content-Disposition: attachment; verilerim-YYYY-MM-DD.json or .html)",
                content((export::MemberData = "application/json"), (String = "text/html"))),
              (status = 400, body = crate::error::ErrorEnvelope, description = "a format other than json or html"),
              (status = 401, body = crate::error::ErrorEnvelope, description = "not signed in")))]
pub async fn download_my_data(
    State(state): State<AppState>,
    lang: Lang,
    member: CurrentMember,
    Query(q): Query<DownloadQuery>,
) -> AppResult<Response> {
    let format = Format::parse(q.format.as_deref())?;
    let customer = signed_in_customer(&state, member).await?;
    let now = now_secs();
    let data = export::member_data(&state, &customer, now).await?;
    export::attachment(lang, format, &data, now)
}

/// Schedules the member's erasure (or runs it at once when the shop waits no days) and answers
/// what happened; an erased member's cookie and cart go with the answer.
async fn schedule(
    state: &AppState,
    lang: Lang,
    jar: SignedCookieJar,
    request: Request,
    customer_id: i64,
) -> AppResult<Response> {
    let now = now_secs();
    if state.config.privacy.erase_after_days > 0 {
        let data = deletion_state(state, lang, &request, customer_id).await?;
        return Ok(deletion_answer(lang, PrivacyMsg::Scheduled, data));
    }
    let mut data = deletion_state(state, lang, &request, customer_id).await?;
    match erase::run(&state.db, &request, now).await? {
        Outcome::Erased { .. } => {
            data.status = Status::Done;
            if let Some(session_id) = session::verified_session_id(&jar) {
                crate::cart::handover::detach_member_cart(&state.db, &session_id).await?;
            }
            let jar = jar.remove(member_token::removal_cookie());
            Ok((jar, deletion_answer(lang, PrivacyMsg::Erased, data)).into_response())
        }
        Outcome::Waiting { .. } => Ok(deletion_answer(lang, PrivacyMsg::Scheduled, data)),
    }
}

/// A new scheduled erasure of the member, due after the cooling-off.
async fn new_schedule(state: &AppState, customer_id: i64, now: i64) -> AppResult<Request> {
    let due_at = now + state.config.privacy.cooling_off_secs();
    let id = store::create(
        &state.db,
        &NewRequest {
            kind: Kind::Erase,
            customer_id: Some(customer_id),
            email: "",
            status: Status::Scheduled,
            token: None,
            due_at: Some(due_at),
        },
        now,
    )
    .await?;
    store::open_erasure(&state.db, customer_id)
        .await?
        .filter(|r| r.id == id)
        .ok_or_else(|| Refusal::internal(anyhow::anyhow!("the new erasure is not found")))
}

/// The link a social-only member confirms the erasure with, mailed to their address.
async fn mail_confirmation(
    state: &AppState,
    lang: Lang,
    customer: &members::Customer,
    now: i64,
) -> AppResult<Response> {
    let (token, hash) = one_time_token();
    let id = store::create(
        &state.db,
        &NewRequest {
            kind: Kind::Erase,
            customer_id: Some(customer.id),
            email: "",
            status: Status::AwaitingConfirmation,
            token: Some((&hash, now + LINK_LIFETIME_SECS)),
            due_at: None,
        },
        now,
    )
    .await?;
    let link = storefront_link(
        &state.config,
        lang,
        &format!("/hesabim?privacy=erase&id={id}&token={token}#verilerim"),
    );
    mail::send(
        &state.config,
        Mail {
            to: customer.email.clone(),
            subject: confirmation_subject(lang).into(),
            body: format!("{}\n\n{link}\n", PrivacyMsg::ConfirmationMailed.text(lang)),
            kind: "account-deletion",
        },
    )
    .await?;
    let request = store::open_erasure(&state.db, customer.id)
        .await?
        .ok_or_else(|| Refusal::internal(anyhow::anyhow!("the new request is not found")))?;
    let data = deletion_state(state, lang, &request, customer.id).await?;
    Ok(deletion_answer(lang, PrivacyMsg::ConfirmationMailed, data))
}

fn confirmation_subject(lang: Lang) -> &'static str {
    match lang {
        Lang::Tr => "Hesabınızı silme talebinizi onaylayın",
        Lang::En => "Confirm the deletion of your account",
        Lang::Ar => "أكّد طلب حذف حسابك",
    }
}

/// "Hesabımı sil": with the member's password, the erasure is scheduled after the cooling-off;
/// a member without a password (social sign-in only) is mailed a link to confirm it.
#[utoipa::path(post, path = "/api/v1/customer/delete-account", tag = "privacy",
    request_body(content = DeleteForm, content_type = "application/x-www-form-urlencoded"),
    responses((status = 200, body = DeletionAnswer, description = "scheduled (or erased at once, or a confirmation link mailed)"),
              (status = 401, body = crate::error::ErrorEnvelope, description = "not signed in"),
              (status = 409, body = crate::error::CustomerRefusal, description = "a deletion is already requested"),
              (status = 422, body = crate::error::CustomerRefusal, description = "no password, or a wrong one (data[0].key: password)")))]
pub async fn delete_account(
    State(state): State<AppState>,
    lang: Lang,
    member: CurrentMember,
    jar: SignedCookieJar,
    f: Fields,
) -> AppResult<Response> {
    let customer = signed_in_customer(&state, member).await?;
    if store::open_erasure(&state.db, customer.id).await?.is_some() {
        return Err(Refusal::field(
            StatusCode::CONFLICT,
            "",
            PrivacyMsg::AlreadyRequested,
        ));
    }
    let now = now_secs();
    if customer.password_hash.is_empty() {
        return mail_confirmation(&state, lang, &customer, now).await;
    }
    let password = f.get("password");
    if password.is_empty() {
        return Err(Refusal::unprocessable(
            "password",
            PrivacyMsg::PasswordRequired,
        ));
    }
    if !verify_password(Some(&customer.password_hash), password).await? {
        return Err(Refusal::unprocessable(
            "password",
            PrivacyMsg::PasswordWrong,
        ));
    }
    let request = new_schedule(&state, customer.id, now).await?;
    schedule(&state, lang, jar, request, customer.id).await
}

/// The deletion form: the member's password.
#[derive(Debug, Deserialize, ToSchema)]
pub struct DeleteForm {
    /// Not needed by a member who signs in only through a social provider.
    pub password: Option<String>,
}

/// The mailed link's form: the request's id and the token.
#[derive(Debug, Deserialize, ToSchema)]
pub struct LinkForm {
    pub id: String,
    pub token: String,
}

/// The request a mailed link names, of `kind`, while it waits for the link.
pub async fn linked_request(state: &AppState, f: &Fields, kind: Kind) -> AppResult<Request> {
    let parsed = crate::customer::secrets::link_parts(f.get("id"), f.get("token"));
    let refused = || Refusal::field(StatusCode::BAD_REQUEST, "token", PrivacyMsg::LinkInvalid);
    let (id, token) = parsed.ok_or_else(refused)?;
    store::by_link(&state.db, id, &sha256_hex(token), now_secs())
        .await?
        .filter(|r| r.kind == kind && r.status == Status::AwaitingConfirmation)
        .ok_or_else(refused)
}

/// The mailed link of a social-only member: confirms their erasure, scheduled from now.
#[utoipa::path(post, path = "/api/v1/customer/delete-account/confirm", tag = "privacy",
    request_body(content = LinkForm, content_type = "application/x-www-form-urlencoded"),
    responses((status = 200, body = DeletionAnswer, description = "scheduled, or erased at once"),
              (status = 400, body = crate::error::CustomerRefusal, description = "the link is not valid, used or expired")))]
pub async fn confirm_deletion(
    State(state): State<AppState>,
    lang: Lang,
    jar: SignedCookieJar,
    f: Fields,
) -> AppResult<Response> {
    let request = linked_request(&state, &f, Kind::Erase).await?;
    let customer_id = request.customer_id.ok_or_else(Refusal::not_found)?;
    let now = now_secs();
    let due_at = now + state.config.privacy.cooling_off_secs();
    if !store::confirm(&state.db, request.id, Status::Scheduled, Some(due_at), now).await? {
        return Err(Refusal::field(
            StatusCode::BAD_REQUEST,
            "token",
            PrivacyMsg::LinkInvalid,
        ));
    }
    let request = Request {
        status: Status::Scheduled,
        due_at: Some(due_at),
        ..request
    };
    schedule(&state, lang, jar, request, customer_id).await
}

/// Cancels the member's deletion request during the cooling-off.
#[utoipa::path(post, path = "/api/v1/customer/delete-account/cancel", tag = "privacy",
    responses((status = 200, body = crate::customer::answer::CustomerSuccess),
              (status = 401, body = crate::error::ErrorEnvelope, description = "not signed in"),
              (status = 404, body = crate::error::CustomerRefusal, description = "no deletion request to cancel")))]
pub async fn cancel_deletion(
    State(state): State<AppState>,
    lang: Lang,
    member: CurrentMember,
) -> AppResult<Response> {
    if !store::cancel(&state.db, member.id, now_secs()).await? {
        return Err(Refusal::field(
            StatusCode::NOT_FOUND,
            "",
            PrivacyMsg::NothingToCancel,
        ));
    }
    Ok(crate::customer::answer::success(
        lang,
        PrivacyMsg::Cancelled,
        Vec::new(),
    ))
}
