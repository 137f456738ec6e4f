//! The order calls: the checkout summary, the guest contact, an order as its owner sees it, a
//! member's orders, and tracking by number and contact (placing one is `place`).

use std::collections::HashMap;

use axum::{
    body::Bytes,
    extract::{Path, Query, State},
    http::StatusCode,
    middleware,
    response::Response,
    routing::{get, post},
    Router,
};
use axum_extra::extract::SignedCookieJar;
use serde::Serialize;
use utoipa::ToSchema;

use super::{
    checkout::{self, CarrierOption, Checkout, PaymentOption},
    config::BankAccount,
    contracts::{self, Contract},
    guest::{self, Contact},
    messages::OrderMsg,
    model::{self, PaymentMethod, Totals},
    place::{self, PlaceError, Pricing},
    store::{self, OrderView},
};
use crate::{
    address::{model::Address, store::Owner},
    app::AppState,
    customer::auth::MaybeMember,
    error::{CustomerRefusal, Refusal},
    error::AppResult,
    http::{csrf::require_csrf, locale::RequestLocale, private_json, session},
    locale::Lang,
    phone::Phone,
};

pub const PLACE_PATH: &str = "/srv/service/order-step/place-order";
pub const SUMMARY_PATH: &str = "/srv/service/order-step/summary";
pub const GUEST_PATH: &str = "/srv/service/order-step/guest";
pub const DETAIL_PATH: &str = "/srv/service/order/detail/{order_no}";
pub const MEMBER_ORDERS_PATH: &str = "/srv/service/customer/orders";
pub const TRACK_PATH: &str = "/srv/service/order/track";

/// The placement and tracking forms are a few hundred bytes.
const MAX_BODY_BYTES: usize = 16 * 1024;

pub fn routes() -> Router<AppState> {
    let protected = Router::new()
        .route(TRACK_PATH, post(track))
        .route_layer(middleware::from_fn(require_csrf));
    Router::new()
        .route(SUMMARY_PATH, get(summary))
        .route(GUEST_PATH, get(guest_contact))
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

pub(crate) fn reply(
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

pub(crate) fn refuse(status: StatusCode, key: &str, msg: OrderMsg, lang: Lang) -> Response {
    Refusal::field(status, key.to_string(), msg)
        .private()
        .render(lang)
}

pub(crate) fn not_found(lang: Lang) -> Response {
    refuse(StatusCode::NOT_FOUND, "order_no", OrderMsg::NotFound, lang)
}

pub(crate) fn form_fields(body: &[u8]) -> Option<HashMap<String, String>> {
    (body.len() <= MAX_BODY_BYTES).then(|| {
        url::form_urlencoded::parse(body)
            .map(|(k, v)| (k.into_owned(), v.trim().to_string()))
            .collect()
    })
}

/// The checkout summary's query.
#[derive(Debug, serde::Deserialize, utoipa::IntoParams)]
pub struct SummaryQuery {
    /// A carrier code (`store` for the pickup store); the first carrier when missing or unknown.
    carrier: Option<String>,
    /// card, bank_transfer or cash_on_delivery; card when missing or unknown.
    payment_method: Option<String>,
}

/// A cart line as the checkout shows it.
#[derive(Debug, Serialize, ToSchema)]
pub struct SummaryLine {
    pub product_id: i64,
    pub variant_id: i64,
    pub title: String,
    pub colour: String,
    pub size: String,
    pub personalization: String,
    pub quantity: i64,
    pub unit_price: i64,
    /// Multi-buy tier and subscription discounts of the line.
    pub discount: i64,
    pub total: i64,
    /// The variant's image path, or empty.
    pub image: String,
}

/// Everything a checkout step shows, computed by the server from this session's cart.
#[derive(Debug, Serialize, ToSchema)]
pub struct CheckoutSummary {
    pub empty: bool,
    pub lines: Vec<SummaryLine>,
    /// The carrier the totals and contracts are for.
    pub carrier: String,
    /// The payment method the totals and contracts are for.
    pub payment_method: PaymentMethod,
    pub carriers: Vec<CarrierOption>,
    pub free_shipping_threshold: i64,
    pub free_shipping_remaining: i64,
    pub payment_methods: Vec<PaymentOption>,
    pub bank_accounts: Vec<BankAccount>,
    pub bank_transfer_days: u32,
    #[schema(required = true)]
    pub delivery_address: Option<Address>,
    #[schema(required = true)]
    pub invoice_address: Option<Address>,
    /// A member's account, or the guest's contact from the way in; null before a guest gave it.
    #[schema(required = true)]
    pub contact: Option<Contact>,
    pub member: bool,
    pub totals: Totals,
    /// The pre-information form and the distance sales contract of this order-to-be.
    pub contracts: Vec<Contract>,
    /// sha256 (hex) of the contract texts: place-order's `contracts_digest`. Empty for an
    /// empty cart.
    pub contracts_digest: String,
}

/// The checkout summary: the cart's lines priced again from the catalog, the carriers with what
/// this cart pays for each (free from the threshold; the pickup store when the cart has one),
/// the payment methods with their fees and why one is not open, the bank accounts, the chosen
/// addresses, the contact, the totals for the chosen carrier and method, and the two contracts
/// with their digest. Money in kuruş. The same computation as place-order's.
#[utoipa::path(get, path = "/srv/service/order-step/summary", tag = "order",
    params(SummaryQuery,
           ("Authorization" = Option<String>, Header, description = "Bearer <token>, or the vitrin_member cookie; without either, the guest's session")),
    responses((status = 200, body = CheckoutSummary, description = "the summary (empty: true and no contracts for an empty cart)")))]
pub async fn summary(
    State(state): State<AppState>,
    locale: RequestLocale,
    member: MaybeMember,
    jar: SignedCookieJar,
    Query(q): Query<SummaryQuery>,
) -> AppResult<Response> {
    let lang = locale.lang;
    let config = &state.config.checkout;
    let session_id = session::verified_session_id(&jar).unwrap_or_default();
    let member_id = member.0.as_ref().map(|m| m.id);
    let checkout = Checkout::load(&state, member_id, &session_id).await?;
    let carriers = checkout.carriers(config, lang);
    let carrier = q
        .carrier
        .as_deref()
        .and_then(|code| carriers.iter().find(|c| c.code == code))
        .unwrap_or(&carriers[0])
        .clone();
    let method = q
        .payment_method
        .as_deref()
        .and_then(PaymentMethod::parse)
        .unwrap_or(PaymentMethod::Card);
    let contact = checkout.contact("", "");
    // A method that cannot pay costs nothing here; the payment methods say why it is closed.
    let fee = |total: i64| {
        let option = checkout.payment_option(config, lang, method, &carrier, total);
        Some(if option.available { option.fee } else { 0 })
    };
    let pricing = Pricing {
        carrier: &carrier,
        free_shipping_threshold: state.config.free_shipping_threshold,
        fee_vat_percent: config.fee_vat_percent,
        payment_fee: &fee,
    };
    let quote = match checkout.cart_id {
        Some(cart_id) => {
            let mut conn = state.db.pool.acquire().await?;
            match place::quote_cart(&mut conn, cart_id, lang, &pricing).await {
                Ok(quote) => Some(quote),
                Err(PlaceError::Db(e)) => return Err(e.into()),
                Err(_) => None,
            }
        }
        None => None,
    };
    let items_total = quote.as_ref().map_or(0, |q| q.totals.items_total);
    let threshold = state.config.free_shipping_threshold.max(0);
    let now = crate::customer::auth::now_secs();
    let carrier_options = carriers
        .iter()
        .map(|c| CarrierOption {
            code: c.code.clone(),
            name: c.name.clone(),
            price: model::shipping_fee(c, items_total, threshold),
            list_price: c.price,
            ships_today: checkout::ships_today(c, now),
            cutoff: c.same_day_cutoff.clone(),
            store: checkout.pickup_for(c).map(|s| store::PickupStore {
                id: s.id,
                name: s.name.clone(),
                address: store::pickup_address(s),
            }),
        })
        .collect();
    let shipping = model::shipping_fee(&carrier, items_total, threshold);
    let payment_methods = [
        PaymentMethod::Card,
        PaymentMethod::BankTransfer,
        PaymentMethod::CashOnDelivery,
    ]
    .into_iter()
    .map(|m| checkout.payment_option(config, lang, m, &carrier, items_total + shipping))
    .collect();
    let contracts = match &quote {
        Some(quote) => checkout.contracts(config, lang, quote, &carrier, method, contact.as_ref()),
        None => Vec::new(),
    };
    let digest = if contracts.is_empty() {
        String::new()
    } else {
        contracts::digest(&contracts)
    };
    let lines = quote
        .as_ref()
        .map(|q| {
            q.lines
                .iter()
                .map(|(l, p)| SummaryLine {
                    product_id: l.product_id,
                    variant_id: l.variant_id,
                    title: l.title.clone(),
                    colour: l.colour.clone(),
                    size: l.size.clone(),
                    personalization: l.personalization.clone(),
                    quantity: l.quantity,
                    unit_price: l.unit_price,
                    discount: p.tier_discount + p.subscription_discount,
                    total: p.total,
                    image: l.image.clone().unwrap_or_default(),
                })
                .collect()
        })
        .unwrap_or_default();
    Ok(private_json(
        StatusCode::OK,
        CheckoutSummary {
            empty: quote.is_none(),
            lines,
            carrier: carrier.code.clone(),
            payment_method: method,
            carriers: carrier_options,
            free_shipping_threshold: threshold,
            free_shipping_remaining: if threshold > 0 {
                (threshold - items_total).max(0)
            } else {
                0
            },
            payment_methods,
            bank_accounts: config.bank_accounts.clone(),
            bank_transfer_days: config.bank_transfer_days,
            delivery_address: checkout.delivery.clone(),
            invoice_address: checkout.invoice.clone(),
            contact,
            member: member_id.is_some(),
            totals: quote.map(|q| q.totals).unwrap_or_default(),
            contracts,
            contracts_digest: digest,
        },
    ))
}

/// The guest's contact kept by the way in.
#[derive(Debug, Serialize, ToSchema)]
pub struct GuestReply {
    /// The contact, or nothing before the guest gave it (and for members).
    pub data: Vec<Contact>,
    pub message: &'static str,
    /// Always 1.
    pub status: i64,
    #[serde(rename = "statusText")]
    pub status_text: &'static str,
}

/// The contact a guest gave at the checkout's way in (`login-nomembership`), kept with the
/// session.
#[utoipa::path(get, path = "/srv/service/order-step/guest", tag = "order",
    responses((status = 200, body = GuestReply, description = "data: [{email, name, surname, phone}] or []")))]
pub async fn guest_contact(
    State(state): State<AppState>,
    locale: RequestLocale,
    member: MaybeMember,
    jar: SignedCookieJar,
) -> AppResult<Response> {
    let contact = match (member.0, session::verified_session_id(&jar)) {
        (None, Some(session_id)) => guest::find(&state.db, &session_id).await?,
        _ => None,
    };
    let msg = if contact.is_some() {
        OrderMsg::GuestContact
    } else {
        OrderMsg::NoGuestContact
    };
    let text = msg.text(locale.lang);
    Ok(private_json(
        StatusCode::OK,
        GuestReply {
            data: contact.into_iter().collect(),
            message: text,
            status: 1,
            status_text: text,
        },
    ))
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
