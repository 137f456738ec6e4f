//! The order calls: placing the order from the checkout, an order as its owner sees it, a
//! member's orders, and tracking by number and contact.

use std::collections::HashMap;

use axum::{
    body::Bytes,
    extract::{Path, State},
    http::StatusCode,
    middleware,
    response::Response,
    routing::{get, post},
    Extension, Router,
};
use axum_extra::extract::SignedCookieJar;
use serde::Serialize;
use utoipa::ToSchema;

use super::{
    config::BankAccount,
    messages::OrderMsg,
    model::{self, PaymentMethod},
    store::{self, OrderView, PlaceError, Placement, Shortage},
};
use crate::{
    address::{
        model as address_model,
        store::{self as addresses, Owner},
    },
    app::AppState,
    customer::{answer::CustomerRefusal, auth::MaybeMember, model::Email, store as customers},
    error::AppResult,
    http::{
        csrf::{require_csrf, VerifiedSession},
        locale::RequestLocale,
        private_json, session,
    },
    locale::Lang,
    phone::Phone,
};

pub const PLACE_PATH: &str = "/srv/service/order-step/place-order";
pub const DETAIL_PATH: &str = "/srv/service/order/detail/{order_no}";
pub const MEMBER_ORDERS_PATH: &str = "/srv/service/customer/orders";
pub const TRACK_PATH: &str = "/srv/service/order/track";

/// The placement form is a few hundred bytes.
const MAX_BODY_BYTES: usize = 16 * 1024;

pub fn routes(state: &AppState) -> Router<AppState> {
    let protected = Router::new()
        .route(PLACE_PATH, post(place_order))
        .route(TRACK_PATH, post(track))
        .route_layer(middleware::from_fn_with_state(state.clone(), require_csrf));
    Router::new()
        .route(DETAIL_PATH, get(detail))
        .route(MEMBER_ORDERS_PATH, get(member_orders))
        .merge(protected)
}

/// The answer of the order calls.
#[derive(Debug, Serialize, ToSchema)]
pub struct OrderReply {
    pub data: Vec<OrderView>,
    pub message: &'static str,
    /// Always 1.
    pub status: i64,
    #[serde(rename = "statusText")]
    pub status_text: &'static str,
    /// A bank-transfer order: where to send the money.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub bank_accounts: Vec<BankAccount>,
}

/// The refusal of a placement for stock: what ran out, the cart already cut down to the shelf.
#[derive(Debug, Serialize, ToSchema)]
pub struct StockRefusal {
    pub code: &'static str,
    pub message: &'static str,
    pub shortages: Vec<ShortageView>,
    /// Always 0.
    pub status: i64,
    #[serde(rename = "statusText")]
    pub status_text: &'static str,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ShortageView {
    pub variant_id: i64,
    pub title: String,
    pub wanted: i64,
    pub available: i64,
}

fn reply(
    lang: Lang,
    msg: OrderMsg,
    data: Vec<OrderView>,
    bank_accounts: Vec<BankAccount>,
) -> Response {
    let text = msg.text(lang);
    private_json(
        StatusCode::OK,
        OrderReply {
            data,
            message: text,
            status: 1,
            status_text: text,
            bank_accounts,
        },
    )
}

fn refuse(status: StatusCode, key: &str, msg: OrderMsg, lang: Lang) -> Response {
    private_json(
        status,
        CustomerRefusal::fields(
            status.as_u16(),
            &[(key.to_string(), msg.code(), msg.text(lang))],
        ),
    )
}

fn not_found(lang: Lang) -> Response {
    refuse(StatusCode::NOT_FOUND, "order_no", OrderMsg::NotFound, lang)
}

fn form_fields(body: &[u8]) -> Option<HashMap<String, String>> {
    (body.len() <= MAX_BODY_BYTES).then(|| {
        url::form_urlencoded::parse(body)
            .map(|(k, v)| (k.into_owned(), v.trim().to_string()))
            .collect()
    })
}

fn owner_of(member: MaybeMember, session_id: String) -> Owner {
    match member.0 {
        Some(m) => Owner::Member(m.id),
        None => Owner::Guest(session_id),
    }
}

/// A key the checkout page made for this attempt: 16 to 64 letters, digits, '-' or '_'.
fn key_ok(key: &str) -> bool {
    (16..=64).contains(&key.len())
        && key
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// Places the order: the cart of this session, the addresses chosen at the address step, the
/// carrier and payment method of the form. Prices, discounts, VAT and shipping are computed
/// again from the catalog; the client's numbers are never read. The same `idempotency_key`
/// answers with the same order (a double click, a retry, a second tab).
#[utoipa::path(post, path = "/srv/service/order-step/place-order", tag = "order",
    request_body(content = PlaceOrderForm, content_type = "application/x-www-form-urlencoded"),
    params(("X-CSRF-Token" = Option<String>, Header, description = "CART_CSRF_TOKEN of the page settings, or the csrfToken form field"),
           ("Authorization" = Option<String>, Header, description = "Bearer <token>, or the vitrin_member cookie; without either, a guest order")),
    responses((status = 200, body = OrderReply, description = "status 1, 'Siparişiniz alındı', data: [the order]; bank_accounts for a transfer"),
              (status = 400, body = CustomerRefusal, description = "the cart is empty (key `cart`)"),
              (status = 403, description = "missing or wrong CSRF token, or another origin"),
              (status = 409, body = StockRefusal, description = "some variants ran out: what is left of each; the cart was cut down to it"),
              (status = 413, body = CustomerRefusal, description = "a body over 16 KB"),
              (status = 422, body = CustomerRefusal, description = "the field named by key: contracts not accepted, no address chosen, unknown carrier or payment method, a method that cannot pay this total, a guest's email or phone, a bad idempotency key")))]
pub async fn place_order(
    State(state): State<AppState>,
    locale: RequestLocale,
    member: MaybeMember,
    Extension(VerifiedSession(session_id)): Extension<VerifiedSession>,
    body: Bytes,
) -> AppResult<Response> {
    let lang = locale.lang;
    let unprocessable =
        |key: &str, msg: OrderMsg| refuse(StatusCode::UNPROCESSABLE_ENTITY, key, msg, lang);
    let Some(form) = form_fields(&body) else {
        return Ok(refuse(
            StatusCode::PAYLOAD_TOO_LARGE,
            "",
            OrderMsg::TooLarge,
            lang,
        ));
    };
    let field = |k: &str| form.get(k).map_or("", String::as_str);
    let key = field("idempotency_key");
    if !key_ok(key) {
        return Ok(unprocessable("idempotency_key", OrderMsg::KeyInvalid));
    }
    if field("accept_pre_information") != "1" || field("accept_distance_sales") != "1" {
        return Ok(unprocessable("contracts", OrderMsg::ContractsRequired));
    }
    let checkout = &state.config.checkout;
    let Some(carrier) = checkout
        .carriers
        .iter()
        .find(|c| c.code == field("carrier"))
    else {
        return Ok(unprocessable("carrier", OrderMsg::UnknownCarrier));
    };
    let Some(method) = PaymentMethod::parse(field("payment_method")) else {
        return Ok(unprocessable(
            "payment_method",
            OrderMsg::UnknownPaymentMethod,
        ));
    };
    let owner = owner_of(member, session_id.clone());
    let book = addresses::list(&state.db, &owner).await?;
    let (delivery_id, invoice_id) =
        address_model::checkout_choice(&book, addresses::chosen(&state.db, &owner).await?);
    let find = |id: i64| book.iter().find(|a| a.id == id);
    let (Some(delivery), Some(invoice)) = (find(delivery_id), find(invoice_id)) else {
        return Ok(unprocessable("address", OrderMsg::AddressRequired));
    };
    // A member's contact is their account's; a guest gives theirs on the form.
    let account = match member.0 {
        Some(m) => customers::find(&state.db, m.id).await?,
        None => None,
    };
    let email = match &account {
        Some(c) => c.email.clone(),
        None => match Email::parse(field("email")) {
            Ok(e) => e.as_str().to_string(),
            Err(_) => return Ok(unprocessable("email", OrderMsg::EmailInvalid)),
        },
    };
    let phone = match (field("phone"), &account) {
        ("", Some(c)) if !c.phone.is_empty() => c.phone.clone(),
        ("", _) => delivery.phone.clone(),
        (raw, _) => match Phone::parse(raw, Some("TR")) {
            Ok(p) => p.e164().to_string(),
            Err(_) => return Ok(unprocessable("phone", OrderMsg::PhoneInvalid)),
        },
    };
    let cod = &checkout.cash_on_delivery;
    let transfer_open = checkout.bank_transfer_days > 0;
    let payment_fee = |total: i64| match method {
        PaymentMethod::Card => Some(0),
        PaymentMethod::BankTransfer => transfer_open.then_some(0),
        PaymentMethod::CashOnDelivery => {
            model::cash_on_delivery_allowed(cod, total).then_some(cod.fee)
        }
    };
    let now = crate::customer::auth::now_secs();
    let placement = Placement {
        owner: &owner,
        session_id: &session_id,
        idempotency_key: key,
        email: &email,
        phone: &phone,
        lang,
        method,
        carrier,
        free_shipping_threshold: state.config.free_shipping_threshold,
        fee_vat_percent: checkout.fee_vat_percent,
        payment_fee: &payment_fee,
        delivery_address: &serde_json::to_string(&delivery).unwrap_or_default(),
        invoice_address: &serde_json::to_string(&invoice).unwrap_or_default(),
        payment_due_at: Some(match method {
            PaymentMethod::BankTransfer => now + i64::from(checkout.bank_transfer_days) * 86_400,
            PaymentMethod::Card => now + i64::from(checkout.card_payment_minutes) * 60,
            PaymentMethod::CashOnDelivery => 0,
        })
        .filter(|due| *due > 0),
        now,
    };
    let placed = match store::place(&state.db, &placement).await {
        Ok(placed) => placed,
        Err(PlaceError::EmptyCart) => {
            return Ok(refuse(
                StatusCode::BAD_REQUEST,
                "cart",
                OrderMsg::EmptyCart,
                lang,
            ))
        }
        Err(PlaceError::PaymentNotAllowed) => {
            return Ok(unprocessable("payment_method", OrderMsg::PaymentNotAllowed))
        }
        Err(PlaceError::OutOfStock(short)) => {
            store::fit_cart_to_stock(&state.db, &session_id).await?;
            return Ok(stock_refusal(short, lang));
        }
        Err(PlaceError::Db(e)) => return Err(e.into()),
    };
    let owners = [owner.key()];
    let Some(order) = store::find_for_owner(&state.db, &placed.order_no, &owners).await? else {
        return Ok(not_found(lang));
    };
    let accounts = if method == PaymentMethod::BankTransfer {
        checkout.bank_accounts.clone()
    } else {
        Vec::new()
    };
    Ok(reply(lang, OrderMsg::Placed, vec![order], accounts))
}

fn stock_refusal(short: Vec<Shortage>, lang: Lang) -> Response {
    let text = OrderMsg::OutOfStock.text(lang);
    private_json(
        StatusCode::CONFLICT,
        StockRefusal {
            code: OrderMsg::OutOfStock.code(),
            message: text,
            shortages: short
                .into_iter()
                .map(|s| ShortageView {
                    variant_id: s.variant_id,
                    title: s.title,
                    wanted: s.wanted,
                    available: s.available,
                })
                .collect(),
            status: 0,
            status_text: text,
        },
    )
}

/// The place-order form (application/x-www-form-urlencoded).
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct PlaceOrderForm {
    /// Made by the checkout page once per attempt (16 to 64 of A-Z a-z 0-9 - _).
    idempotency_key: String,
    /// A carrier code of the shop's configuration.
    carrier: String,
    /// card, bank_transfer or cash_on_delivery.
    payment_method: String,
    /// 1: the pre-information form was read and accepted (never pre-ticked).
    accept_pre_information: u8,
    /// 1: the distance sales contract was read and accepted (never pre-ticked).
    accept_distance_sales: u8,
    /// A guest's email (members': their account's).
    email: Option<String>,
    /// A guest's mobile phone; else the delivery address's.
    phone: Option<String>,
    #[schema(rename = "csrfToken")]
    csrf_token: Option<String>,
}

/// An order of the caller: the member's, or one placed in this session.
#[utoipa::path(get, path = "/srv/service/order/detail/{order_no}", tag = "order",
    params(("order_no" = String, Path, description = "the ten digits, spaces allowed"),
           ("Authorization" = Option<String>, Header, description = "Bearer <token>, or the vitrin_member cookie")),
    responses((status = 200, body = OrderReply, description = "data: [the order with its lines and status history]"),
              (status = 404, body = CustomerRefusal, description = "no such order of the caller's (also another member's or session's)")))]
pub async fn detail(
    State(state): State<AppState>,
    locale: RequestLocale,
    member: MaybeMember,
    jar: SignedCookieJar,
    Path(order_no): Path<String>,
) -> AppResult<Response> {
    let lang = locale.lang;
    let Some(order_no) = model::parse_order_no(&order_no) else {
        return Ok(not_found(lang));
    };
    let mut owners = Vec::new();
    if let Some(m) = member.0 {
        owners.push(Owner::Member(m.id).key());
    }
    if let Some(s) = session::verified_session_id(&jar) {
        owners.push(Owner::Guest(s).key());
    }
    Ok(
        match store::find_for_owner(&state.db, &order_no, &owners).await? {
            Some(order) => reply(lang, OrderMsg::Found, vec![order], Vec::new()),
            None => not_found(lang),
        },
    )
}

/// The signed-in member's orders, the latest first (without their lines).
#[utoipa::path(get, path = "/srv/service/customer/orders", tag = "order",
    params(("Authorization" = Option<String>, Header, description = "Bearer <token>, or the vitrin_member cookie")),
    responses((status = 200, body = OrderReply, description = "data: the member's orders with their status history"),
              (status = 401, body = CustomerRefusal, description = "not signed in")))]
pub async fn member_orders(
    State(state): State<AppState>,
    locale: RequestLocale,
    member: MaybeMember,
) -> AppResult<Response> {
    let lang = locale.lang;
    let Some(m) = member.0 else {
        return Ok(refuse(
            StatusCode::UNAUTHORIZED,
            "",
            OrderMsg::LoginRequired,
            lang,
        ));
    };
    let orders = store::list_for_customer(&state.db, m.id).await?;
    Ok(reply(lang, OrderMsg::Listed, orders, Vec::new()))
}

/// Order tracking: the order number and the email or phone it was placed with give its status
/// history, and nothing else; a wrong pair is told apart from nothing.
#[utoipa::path(post, path = "/srv/service/order/track", tag = "order",
    request_body(content = TrackForm, content_type = "application/x-www-form-urlencoded"),
    params(("X-CSRF-Token" = Option<String>, Header, description = "CART_CSRF_TOKEN of the page settings, or the csrfToken form field")),
    responses((status = 200, body = TrackReply, description = "the number, its status and the status history"),
              (status = 404, body = CustomerRefusal, description = "no order with this number and contact: 'Sipariş bulunamadı'")))]
pub async fn track(
    State(state): State<AppState>,
    locale: RequestLocale,
    body: Bytes,
) -> AppResult<Response> {
    let lang = locale.lang;
    let Some(form) = form_fields(&body) else {
        return Ok(refuse(
            StatusCode::PAYLOAD_TOO_LARGE,
            "",
            OrderMsg::TooLarge,
            lang,
        ));
    };
    let field = |k: &str| form.get(k).map_or("", String::as_str);
    let Some(order_no) = model::parse_order_no(field("order_no")) else {
        return Ok(not_found(lang));
    };
    let Some(order) = store::find_by_number(&state.db, &order_no).await? else {
        return Ok(not_found(lang));
    };
    if !contact_matches(&order, field("contact")) {
        return Ok(not_found(lang));
    }
    let text = OrderMsg::Found.text(lang);
    Ok(private_json(
        StatusCode::OK,
        TrackReply {
            order_no: order.order_no,
            display_no: order.display_no,
            status: order.status,
            carrier: order.carrier,
            created_at: order.created_at,
            history: order.history,
            message: text,
            status_text: text,
        },
    ))
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
    #[schema(rename = "csrfToken")]
    csrf_token: Option<String>,
}

/// What tracking shows: the status and its history, no addresses or items.
#[derive(Debug, Serialize, ToSchema)]
pub struct TrackReply {
    pub order_no: String,
    pub display_no: String,
    pub status: model::OrderStatus,
    pub carrier: String,
    pub created_at: i64,
    pub history: Vec<store::StatusEntry>,
    pub message: &'static str,
    #[serde(rename = "statusText")]
    pub status_text: &'static str,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn idempotency_keys_are_long_plain_tokens() {
        assert!(key_ok("0f8e2c1a-7b3d-4e5f"));
        assert!(!key_ok("short"));
        assert!(!key_ok("has spaces in it ....."));
        assert!(!key_ok(&"x".repeat(65)));
    }
}
