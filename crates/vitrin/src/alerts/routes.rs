//! The back-in-stock alert calls: asking for one on a sold-out variant, a guest's confirmation
//! link, and the unsubscribe link of a sent mail.

use axum::{extract::State, http::StatusCode, middleware, response::Response};
use serde::Deserialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{messages::*, store, CONFIRM_LIFETIME_SECS, RESEND_AFTER_SECS};
use crate::{
    catalog,
    clock::now_secs,
    customer::{
        secrets::{link_parts, one_time_token, sha256_hex},
        store as customers,
    },
    email::Email,
    error::{AppResult, Refusal},
    http::{csrf::require_csrf, extract::JsonBody, member::MaybeMember, private_json, Done},
    locale::{storefront_link, Lang},
    mail,
    state::AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    let guarded = OpenApiRouter::new()
        .routes(routes!(ask_stock_alert))
        .route_layer(middleware::from_fn(require_csrf));
    // A mailed link's token is its own proof, and the landing page may be a fresh one.
    OpenApiRouter::new()
        .routes(routes!(confirm_stock_alert))
        .routes(routes!(unsubscribe_stock_alert))
        .merge(guarded)
}

/// An alert asked for on a product page.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct AlertForm {
    /// The sold-out variant (`VARIANT_DATA[].ID`).
    pub variant_id: i64,
    /// A guest's address; a member's alert goes to the account's.
    #[serde(default)]
    pub email: String,
    /// A guest accepts the data-protection notice.
    #[serde(default)]
    pub kvkk: bool,
}

/// A mailed link's parts.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct AlertLink {
    pub id: String,
    pub token: String,
}

fn answer(lang: Lang, msg: AlertMsg) -> Response {
    private_json(StatusCode::OK, Done::saying(msg.text(lang)))
}

fn refused(key: &'static str, msg: AlertMsg) -> Refusal {
    Refusal::unprocessable(key, msg).private()
}

/// Asks to be told when a sold-out variant is back: a member's alert is set at once; a guest gets
/// a link to confirm it (double opt-in). Asking again for the same variant changes nothing (a
/// guest's pending alert is mailed again at most every five minutes).
#[utoipa::path(post, path = "/srv/service/product/stock-alert", tag = "product",
    request_body = AlertForm,
    responses((status = 200, body = Done, description = "stock_alert_set (a member, or asked before) or stock_alert_confirm_sent (a guest)"),
              (status = 404, description = "no such variant (stock_alert_unknown_variant)"),
              (status = 422, body = crate::error::wire::ErrorEnvelope, description = "the field refusals in `data` (key, code, statusText); stock_alert_in_stock, stock_alert_email_required or stock_alert_kvkk_required; nothing is kept")))]
pub async fn ask_stock_alert(
    State(state): State<AppState>,
    lang: Lang,
    member: MaybeMember,
    JsonBody(form): JsonBody<AlertForm>,
) -> AppResult<Response> {
    match catalog::variants::stock_of(&state.db, form.variant_id).await? {
        None => {
            return Err(Refusal::new(StatusCode::NOT_FOUND, AlertMsg::UnknownVariant).private())
        }
        Some(stock) if stock > 0 => return Err(refused("VARIANT_ID", AlertMsg::InStock)),
        Some(_) => {}
    }
    let customer = match member.0 {
        Some(m) => customers::find(&state.db, m.id).await?,
        None => None,
    };
    let email = match &customer {
        Some(c) => Email::parse(&c.email),
        None => Email::parse(&form.email),
    }
    .map_err(|_| refused("EMAIL", AlertMsg::EmailRequired))?;
    if customer.is_none() && !form.kvkk {
        return Err(refused("KVKK", AlertMsg::KvkkRequired));
    }
    let key = email.key();
    let now = now_secs();
    let waiting = store::waiting_for(&state.db, form.variant_id, &key).await?;
    if let Some((id, status, created_at)) = waiting {
        if status == "active" || customer.is_some() {
            return Ok(answer(lang, AlertMsg::Watching));
        }
        if now - created_at < RESEND_AFTER_SECS {
            return Ok(answer(lang, AlertMsg::ConfirmSent));
        }
        let (token, hash) = one_time_token();
        store::renew_link(&state.db, id, &hash, now + CONFIRM_LIFETIME_SECS).await?;
        send_confirmation(&state, lang, email.as_str(), form.variant_id, id, &token).await?;
        return Ok(answer(lang, AlertMsg::ConfirmSent));
    }
    let new = store::NewAlert {
        variant_id: form.variant_id,
        customer_id: customer.as_ref().map(|c| c.id),
        email: email.as_str(),
        email_key: &key,
        lang,
    };
    if customer.is_some() {
        store::insert(&state.db, &new, None, now).await?;
        return Ok(answer(lang, AlertMsg::Watching));
    }
    let (token, hash) = one_time_token();
    let id = store::insert(
        &state.db,
        &new,
        Some((&hash, now + CONFIRM_LIFETIME_SECS)),
        now,
    )
    .await?;
    send_confirmation(&state, lang, email.as_str(), form.variant_id, id, &token).await?;
    Ok(answer(lang, AlertMsg::ConfirmSent))
}

async fn send_confirmation(
    state: &AppState,
    lang: Lang,
    to: &str,
    variant_id: i64,
    id: i64,
    token: &str,
) -> AppResult<()> {
    let mut conn = state.db.pool.acquire().await?;
    let lines = catalog::variants::variant_lines(&mut conn, &[variant_id], lang).await?;
    let Some(line) = lines.get(&variant_id) else {
        return Err(Refusal::new(StatusCode::NOT_FOUND, AlertMsg::UnknownVariant).private());
    };
    let link = storefront_link(
        &state.config,
        lang,
        &format!("/?activation=stock-alert&token={token}&id={id}"),
    );
    mail::send(&state.config, confirm_mail(lang, to, line, &link))
        .await
        .map_err(Refusal::internal)
}

/// The alert and token of a link, or the refusal of a malformed one.
fn link_of(link: &AlertLink) -> AppResult<(i64, String)> {
    link_parts(&link.id, &link.token)
        .map(|(id, token)| (id, sha256_hex(token)))
        .ok_or_else(|| refused("TOKEN", AlertMsg::LinkInvalid))
}

/// Follows a guest's confirmation link: the alert is set. A link works once, for 48 hours.
#[utoipa::path(post, path = "/srv/service/product/stock-alert/confirm", tag = "product",
    request_body = AlertLink,
    responses((status = 200, body = Done, description = "stock_alert_confirmed"),
              (status = 422, body = crate::error::wire::ErrorEnvelope, description = "the field refusals in `data` (key, code, statusText); stock_alert_link_invalid: malformed, used or expired")))]
pub async fn confirm_stock_alert(
    State(state): State<AppState>,
    lang: Lang,
    JsonBody(link): JsonBody<AlertLink>,
) -> AppResult<Response> {
    let (id, hash) = link_of(&link)?;
    if !store::confirm(&state.db, id, &hash, now_secs()).await? {
        return Err(refused("TOKEN", AlertMsg::LinkInvalid));
    }
    Ok(answer(lang, AlertMsg::Confirmed))
}

/// Follows a restock mail's unsubscribe link: the address gets no more alert mails (its waiting
/// alerts are cancelled) until it asks for one again; the unsubscription is recorded.
#[utoipa::path(post, path = "/srv/service/product/stock-alert/unsubscribe", tag = "product",
    request_body = AlertLink,
    responses((status = 200, body = Done, description = "stock_alert_unsubscribed (also when followed again)"),
              (status = 422, body = crate::error::wire::ErrorEnvelope, description = "the field refusals in `data` (key, code, statusText); stock_alert_link_invalid")))]
pub async fn unsubscribe_stock_alert(
    State(state): State<AppState>,
    lang: Lang,
    JsonBody(link): JsonBody<AlertLink>,
) -> AppResult<Response> {
    let (id, hash) = link_of(&link)?;
    if !store::unsubscribe(&state.db, id, &hash, now_secs()).await? {
        return Err(refused("TOKEN", AlertMsg::LinkInvalid));
    }
    Ok(answer(lang, AlertMsg::Unsubscribed))
}
