//! A guest's KVKK request for an e-mail address they ordered with: a copy of what is kept (guest
//! orders, the checkout's contacts, consents) or its erasure. The answer never says whether the
//! shop knows the address; a link goes to it only when something is kept, and following the link
//! proves the shopper reads that mailbox. An export link downloads the file while it is valid; an
//! erasure link opens the login page, where the shopper confirms it (opening the link changes
//! nothing, so a mail scanner that follows it erases nothing).

use axum::{
    extract::{Query, State},
    response::Response,
};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use super::{
    deletion_answer,
    erase::{self, Outcome},
    export::{self, Format},
    linked_request,
    msg::{kept_notes, PrivacyMsg},
    store::{self, Kind, NewRequest, Status},
    DeletionState, LinkForm, LINK_LIFETIME_SECS,
};
use crate::{
    clock::now_secs,
    customer::{
        fields::Fields,
        model::parse_email,
        secrets::{link_parts, one_time_token, sha256_hex},
    },
    error::{AppResult, Refusal},
    locale::{storefront_link, Lang},
    mail::{self, Mail},
    state::AppState,
};

/// The guest's request form.
#[derive(Debug, Deserialize, ToSchema)]
pub struct GuestRequestForm {
    #[schema(format = "email")]
    pub email: String,
    /// `export` (a copy) or `erase`.
    #[schema(value_type = GuestRequestKind, inline)]
    pub kind: String,
}

/// What a guest asks for: the form's `kind`.
#[derive(ToSchema)]
#[schema(rename_all = "lowercase")]
enum GuestRequestKind {
    Export,
    Erase,
}

impl GuestRequestKind {
    /// The request of `kind`, or a refusal of the field.
    fn parse(kind: &str) -> AppResult<Kind> {
        let asked = match kind {
            "export" => GuestRequestKind::Export,
            "erase" => GuestRequestKind::Erase,
            _ => return Err(Refusal::unprocessable("kind", PrivacyMsg::KindUnknown)),
        };
        Ok(match asked {
            GuestRequestKind::Export => Kind::GuestExport,
            GuestRequestKind::Erase => Kind::GuestErase,
        })
    }
}

fn mail_subject(lang: Lang, kind: Kind) -> &'static str {
    match (lang, kind) {
        (Lang::Tr, Kind::GuestExport) => "Kişisel verilerinizin kopyası",
        (Lang::En, Kind::GuestExport) => "A copy of your personal data",
        (Lang::Ar, Kind::GuestExport) => "نسخة من بياناتك الشخصية",
        (Lang::Tr, _) => "Kişisel verilerinizin silinmesini onaylayın",
        (Lang::En, _) => "Confirm the erasure of your personal data",
        (Lang::Ar, _) => "أكّد حذف بياناتك الشخصية",
    }
}

/// A guest asks for a copy or the erasure of what is kept for an e-mail address; a link is mailed
/// to it when the shop keeps anything for it. The answer is the same either way.
#[utoipa::path(post, path = "/api/v1/guest/data-request", tag = "privacy",
    request_body(content = GuestRequestForm, content_type = "application/x-www-form-urlencoded"),
    responses((status = 200, body = crate::customer::answer::CustomerSuccess, description = "taken (whether or not anything is kept)"),
              (status = 422, body = crate::error::CustomerRefusal, description = "data[0].key: email or kind")))]
pub async fn data_request(
    State(state): State<AppState>,
    lang: Lang,
    f: Fields,
) -> AppResult<Response> {
    let email = parse_email(f.get("email")).map_err(|m| Refusal::unprocessable("email", m))?;
    let kind = GuestRequestKind::parse(f.get("kind"))?;
    let now = now_secs();
    let address = email.as_str().to_lowercase();
    if !export::guest_data(&state, &address, now).await?.is_empty() {
        let (token, hash) = one_time_token();
        let id = store::create(
            &state.db,
            &NewRequest {
                kind,
                customer_id: None,
                email: &address,
                status: Status::AwaitingConfirmation,
                token: Some((&hash, now + LINK_LIFETIME_SECS)),
                due_at: None,
            },
            now,
        )
        .await?;
        let link = match kind {
            Kind::GuestExport => format!(
                "{}/api/v1/guest/my-data?id={id}&token={token}&format=html&lang={}",
                state.config.public_url.trim_end_matches('/'),
                lang.code()
            ),
            _ => storefront_link(
                &state.config,
                lang,
                &format!("/uye-girisi-sayfasi?privacy=guest-erase&id={id}&token={token}"),
            ),
        };
        mail::send(
            &state.config,
            Mail {
                to: email.as_str().to_string(),
                subject: mail_subject(lang, kind).into(),
                body: format!("{}\n\n{link}\n", mail_subject(lang, kind)),
                kind: "data-request",
            },
        )
        .await?;
    }
    Ok(crate::customer::answer::success(
        lang,
        PrivacyMsg::GuestRequestTaken,
        Vec::new(),
    ))
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct GuestDownloadQuery {
    id: String,
    token: String,
    #[param(value_type = Option<Format>, inline)]
    format: Option<String>,
    /// The language of the HTML file (`tr`, `en`, `ar`); else the request's.
    lang: Option<String>,
}

/// The mailed export link: what is kept for the guest's address, as a file, while the link is
/// valid (a day).
#[utoipa::path(get, path = "/api/v1/guest/my-data", tag = "privacy",
    params(GuestDownloadQuery),
    responses((status = 200, description = "the file (Content-Disposition: attachment)",
                content((super::export::GuestData = "application/json"), (String = "text/html"))),
              (status = 400, body = crate::error::ErrorEnvelope, description = "an unknown format"),
              (status = 404, body = crate::error::ErrorEnvelope, description = "the link is not valid or expired")))]
pub async fn guest_download(
    State(state): State<AppState>,
    lang: Lang,
    Query(q): Query<GuestDownloadQuery>,
) -> AppResult<Response> {
    let format = Format::parse(q.format.as_deref())?;
    let lang = q.lang.as_deref().and_then(Lang::parse).unwrap_or(lang);
    let now = now_secs();
    let refused = || Refusal::new(axum::http::StatusCode::NOT_FOUND, PrivacyMsg::LinkInvalid);
    let (id, token) = link_parts(&q.id, &q.token).ok_or_else(refused)?;
    let request = store::by_link(&state.db, id, &sha256_hex(token), now)
        .await?
        .filter(|r| r.kind == Kind::GuestExport && !r.email.is_empty())
        .ok_or_else(refused)?;
    store::confirm(&state.db, request.id, Status::Done, None, now).await?;
    let data = export::guest_data(&state, &request.email, now).await?;
    export::attachment(lang, format, &data, now)
}

/// The erasure link's confirmation: what is kept for the guest's address is erased (orders stay
/// anonymised for the tax law); orders still on their way are waited for.
#[utoipa::path(post, path = "/api/v1/guest/data-request/erase", tag = "privacy",
    request_body(content = LinkForm, content_type = "application/x-www-form-urlencoded"),
    responses((status = 200, body = super::DeletionAnswer, description = "erased, or waiting for orders on their way"),
              (status = 400, body = crate::error::CustomerRefusal, description = "the link is not valid, used or expired")))]
pub async fn guest_erase(
    State(state): State<AppState>,
    lang: Lang,
    f: Fields,
) -> AppResult<Response> {
    let request = linked_request(&state, &f, Kind::GuestErase).await?;
    let now = now_secs();
    store::confirm(&state.db, request.id, Status::Scheduled, Some(now), now).await?;
    let orders = crate::order::store::list_for_guest_email(&state.db, &request.email)
        .await?
        .len();
    let request = store::Request {
        status: Status::Scheduled,
        due_at: Some(now),
        ..request
    };
    let outcome = erase::run(&state.db, &request, now).await?;
    let (status, open_orders, msg) = match outcome {
        Outcome::Erased { .. } => (Status::Done, Vec::new(), PrivacyMsg::GuestErased),
        Outcome::Waiting { open_orders } => (Status::Scheduled, open_orders, PrivacyMsg::Scheduled),
    };
    let data = DeletionState {
        status,
        due_at: Some(now),
        kept: kept_notes(
            lang,
            orders,
            open_orders.len(),
            state.config.privacy.order_retention_years,
        ),
        open_orders,
    };
    Ok(deletion_answer(lang, msg, data))
}
