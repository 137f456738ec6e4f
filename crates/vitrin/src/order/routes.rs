//! The order calls: an order as its owner sees it, a member's orders, and tracking by number and
//! contact (the checkout's steps and placing an order are `checkout`'s).

use std::collections::HashMap;

use axum::{
    body::Bytes,
    extract::{Path, State},
    http::StatusCode,
    middleware,
    response::{IntoResponse, Response},
};
use axum_extra::extract::SignedCookieJar;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    config::BankAccount,
    messages::OrderMsg,
    model,
    store::{self, OrderView},
};
use crate::{
    address::store::Owner,
    customer::login,
    error::AppResult,
    error::{CustomerRefusal, Refusal},
    http::{
        csrf::require_csrf,
        member::{Caller, MaybeMember},
        private_json, Done,
    },
    locale::Lang,
    phone::Phone,
    state::AppState,
};

/// The placement and tracking forms are a few hundred bytes.
const MAX_BODY_BYTES: usize = 16 * 1024;

pub fn routes() -> OpenApiRouter<AppState> {
    let protected = OpenApiRouter::new()
        .routes(routes!(track))
        .route_layer(middleware::from_fn(require_csrf));
    OpenApiRouter::new()
        .routes(routes!(detail))
        .routes(routes!(invoice_summary))
        .routes(routes!(member_orders))
        .merge(protected)
}

/// The answer of the order calls.
#[derive(Debug, Serialize, ToSchema)]
pub struct OrderReply {
    pub data: Vec<OrderView>,
    #[serde(flatten)]
    pub done: Done,
    /// A bank-transfer order: where to send the money.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub bank_accounts: Vec<BankAccount>,
}

pub(crate) fn reply(
    lang: Lang,
    msg: OrderMsg,
    data: Vec<OrderView>,
    bank_accounts: Vec<BankAccount>,
) -> Response {
    private_json(
        StatusCode::OK,
        OrderReply {
            data,
            done: Done::saying(msg.text(lang)),
            bank_accounts,
        },
    )
}

/// No such order of the caller's.
pub(crate) fn not_found() -> Refusal {
    Refusal::field(StatusCode::NOT_FOUND, "order_no", OrderMsg::NotFound).private()
}

/// An order form's fields, trimmed; refused for a body too big to be one.
pub(crate) fn form_fields(body: &[u8]) -> Result<HashMap<String, String>, Refusal> {
    if body.len() > MAX_BODY_BYTES {
        return Err(
            Refusal::field(StatusCode::PAYLOAD_TOO_LARGE, "", OrderMsg::TooLarge).private(),
        );
    }
    Ok(url::form_urlencoded::parse(body)
        .map(|(k, v)| (k.into_owned(), v.trim().to_string()))
        .collect())
}

/// An order of the caller: the member's, or one placed in this session.
#[utoipa::path(get, path = "/srv/service/order/detail/{order_no}", tag = "order",
    params(("order_no" = String, Path, description = "the ten digits, spaces allowed"),
           ("Authorization" = Option<String>, Header, description = "Bearer <token>, or the vitrin_member cookie")),
    responses((status = 200, body = OrderReply, description = "data: [the order with its lines and status history]"),
              (status = 404, body = CustomerRefusal, description = "no such order of the caller's (also another member's or session's)")))]
pub async fn detail(
    State(state): State<AppState>,
    lang: Lang,
    caller: Caller,
    Path(order_no): Path<String>,
) -> AppResult<Response> {
    let order = own_order(&state, &caller, &order_no).await?;
    Ok(reply(lang, OrderMsg::Found, vec![order], Vec::new()))
}

#[derive(Debug, serde::Deserialize, utoipa::IntoParams)]
pub struct InvoiceQuery {
    /// A return invoice's return (`{order_no}-R{n}`); left out: the sale's invoice.
    #[serde(default)]
    return_no: String,
}

/// The printable summary of an issued invoice of the caller's order (HTML, in Turkish as the
/// invoice is).
#[utoipa::path(get, path = "/srv/service/order/invoice/{order_no}", tag = "order",
    params(("order_no" = String, Path, description = "the ten digits, spaces allowed"), InvoiceQuery,
           ("Authorization" = Option<String>, Header, description = "Bearer <token>, or the vitrin_member cookie")),
    responses((status = 200, content_type = "text/html", description = "the summary"),
              (status = 404, body = CustomerRefusal, description = "no such order of the caller's, or no invoice issued for it (or for that return)")))]
pub async fn invoice_summary(
    State(state): State<AppState>,
    caller: Caller,
    Path(order_no): Path<String>,
    axum::extract::Query(q): axum::extract::Query<InvoiceQuery>,
) -> AppResult<Response> {
    let order = own_order(&state, &caller, &order_no).await?;
    let party = super::invoice::InvoiceParty::of(&state.config);
    let nonce = crate::http::headers::style_nonce();
    let page = order
        .invoices
        .iter()
        .find(|i| i.return_no == q.return_no.trim())
        .and_then(|issued| super::invoice::summary::html(&order, &party, issued, &nonce))
        .ok_or_else(not_found)?;
    use axum::http::header;
    Ok((
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8".to_string()),
            (header::CACHE_CONTROL, "private, no-store".to_string()),
            (
                header::CONTENT_SECURITY_POLICY,
                crate::http::headers::content_security_policy(Some(&nonce)),
            ),
        ],
        page,
    )
        .into_response())
}

/// The caller's order of the number a path gives (the ten digits, spaces allowed); 404 for a
/// number of no order of theirs.
async fn own_order(state: &AppState, caller: &Caller, order_no: &str) -> AppResult<OrderView> {
    let order_no = model::parse_order_no(order_no).ok_or_else(not_found)?;
    store::find_for_owner(&state.db, &order_no, &caller_owners(caller))
        .await?
        .ok_or_else(not_found)
}

/// Whose orders the caller may see as their own: the signed-in member's, and the ones this
/// browser session placed as a guest.
pub(crate) fn caller_owners(caller: &Caller) -> Vec<String> {
    let mut owners = Vec::new();
    if let Some(m) = &caller.member {
        owners.push(Owner::Member(m.id).key());
    }
    if let Some(s) = caller.session_id() {
        owners.push(Owner::Guest(s).key());
    }
    owners
}

/// The signed-in member's orders, the latest first (without their lines).
#[utoipa::path(get, path = "/srv/service/customer/orders", tag = "order",
    params(("Authorization" = Option<String>, Header, description = "Bearer <token>, or the vitrin_member cookie")),
    responses((status = 200, body = OrderReply, description = "data: the member's orders with their status history"),
              (status = 401, body = CustomerRefusal, description = "not signed in")))]
pub async fn member_orders(
    State(state): State<AppState>,
    lang: Lang,
    member: MaybeMember,
) -> AppResult<Response> {
    let Some(m) = member.0 else {
        return Err(
            Refusal::field(StatusCode::UNAUTHORIZED, "", OrderMsg::LoginRequired).private(),
        );
    };
    let orders = store::list_for_customer(&state.db, m.id).await?;
    Ok(reply(lang, OrderMsg::Listed, orders, Vec::new()))
}

/// Order tracking: the order number and the email or phone it was placed with give its status
/// history, and nothing else; a wrong pair is told apart from nothing. After
/// `limits.track_misses_before_captcha` misses for one number, tracking it needs the session's
/// security code too, as the login does after failed tries.
#[utoipa::path(post, path = "/srv/service/order/track", tag = "order",
    request_body(content = TrackForm, content_type = "application/x-www-form-urlencoded"),
    responses((status = 200, body = TrackReply, description = "the number, its status and the status history"),
              (status = 403, body = CustomerRefusal, description = "this number was missed too often: data[0].captcha is 1 and security_code (GET /SecCode.php) is required, or was wrong"),
              (status = 404, body = CustomerRefusal, description = "no order with this number and contact: 'Sipariş bulunamadı'")))]
pub async fn track(
    State(state): State<AppState>,
    lang: Lang,
    jar: SignedCookieJar,
    body: Bytes,
) -> AppResult<Response> {
    let form = form_fields(&body)?;
    let field = |k: &str| form.get(k).map_or("", String::as_str);
    let order_no = model::parse_order_no(field("order_no")).ok_or_else(not_found)?;
    let order = tracked(
        &state,
        &jar,
        &order_no,
        field("contact"),
        field("security_code"),
    )
    .await?;
    let text = OrderMsg::Found.text(lang);
    Ok(private_json(
        StatusCode::OK,
        TrackReply {
            order_no: order.order_no,
            display_no: order.display_no,
            status: order.status,
            cancellable: order.cancellable,
            payment_method: order.payment_method,
            carrier: order.carrier,
            created_at: order.created_at,
            history: order.history,
            parcels: order.parcels,
            returns: order.returns,
            return_window: order.return_window,
            message: text,
            status_text: text,
        },
    ))
}

/// Tracking's check: the order of this number when `contact` is the email or phone it was placed
/// with. A miss counts against the number; after `limits.track_misses_before_captcha` of them
/// the session's security code is needed too.
pub(crate) async fn tracked(
    state: &AppState,
    jar: &SignedCookieJar,
    order_no: &str,
    contact: &str,
    security_code: &str,
) -> AppResult<OrderView> {
    let misses = format!("track:{order_no}");
    let keys = [misses.as_str(), misses.as_str()];
    let threshold = i64::from(state.config.limits.track_misses_before_captcha);
    login::captcha_gate_after(state, jar, keys, security_code, threshold)
        .await
        .map_err(Refusal::private)?;
    let found = store::find_with_lines(&state.db, order_no)
        .await?
        .filter(|order| contact_matches(order, contact));
    let Some(order) = found else {
        login::record_failures(state, &[misses.as_str()]).await?;
        return Err(not_found());
    };
    login::clear_failures(state, &misses).await?;
    Ok(order)
}

/// The email (any case) or the phone (written any way) the order was placed with.
fn contact_matches(order: &OrderView, contact: &str) -> bool {
    let contact = contact.trim();
    if contact.contains('@') {
        return contact.eq_ignore_ascii_case(&order.email);
    }
    Phone::parse(contact, Some("TR")).is_ok_and(|p| p.e164() == order.phone)
}

/// The tracking form.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct TrackForm {
    /// The order number (ten digits; spaces and dashes allowed).
    order_no: String,
    /// The email or mobile phone the order was placed with.
    contact: String,
    /// The security code, once a refusal asked for it (data[0].captcha = 1).
    security_code: Option<String>,
}

/// What tracking shows: the status and its history, no addresses or items.
#[derive(Debug, Serialize, ToSchema)]
pub struct TrackReply {
    pub order_no: String,
    pub display_no: String,
    pub status: model::OrderStatus,
    /// Whether it may still be cancelled (with the same number and contact).
    pub cancellable: bool,
    /// How it is paid (a cancellation of a paid transfer asks for an IBAN).
    pub payment_method: model::PaymentMethod,
    pub carrier: String,
    pub created_at: i64,
    pub history: Vec<super::history::StatusEntry>,
    /// The parcels it left in, with where each stands.
    pub parcels: Vec<super::shipments::ParcelView>,
    /// Its returns and where they stand.
    pub returns: Vec<super::returns::ReturnView>,
    pub return_window: super::returns::ReturnWindow,
    pub message: &'static str,
    #[serde(rename = "statusText")]
    pub status_text: &'static str,
}
