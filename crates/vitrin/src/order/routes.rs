//! The order calls: placing the order from the checkout, an order as its owner sees it, a
//! member's orders, and tracking by number and contact.

use std::collections::HashMap;

use axum::{
    body::Bytes,
    extract::{Path, Query, State},
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
    checkout::{self, CarrierOption, Checkout, PaymentOption},
    config::BankAccount,
    contracts::{self, Contract},
    guest::{self, Contact},
    messages::OrderMsg,
    model::{self, PaymentMethod, Totals},
    place::{self, Consent, ContractCheck, PlaceError, Placement, Pricing, Quote, Shortage},
    store::{self, OrderView},
};
use crate::{
    address::{model::Address, store::Owner},
    app::AppState,
    customer::{answer::CustomerRefusal, auth::MaybeMember, model::Email},
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
pub const SUMMARY_PATH: &str = "/srv/service/order-step/summary";
pub const GUEST_PATH: &str = "/srv/service/order-step/guest";
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

/// A key the checkout page made for this attempt: 16 to 64 letters, digits, '-' or '_'.
fn key_ok(key: &str) -> bool {
    (16..=64).contains(&key.len())
        && key
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// Places the order: the cart of this session, the addresses chosen at the address step, the
/// carrier and payment method of the form. Prices, discounts, VAT and shipping are computed
/// again from the catalog; the client's numbers are never read. The contracts of the order as
/// it is now must be the ones the shopper accepted (`contracts_digest`, from the summary); their
/// texts are stored with the order. The same `idempotency_key` answers with the same order (a
/// double click, a retry, a second tab). A confirmation mail goes out in the shopper's language.
#[utoipa::path(post, path = "/srv/service/order-step/place-order", tag = "order",
    request_body(content = PlaceOrderForm, content_type = "application/x-www-form-urlencoded"),
    params(("X-CSRF-Token" = Option<String>, Header, description = "CART_CSRF_TOKEN of the page settings, or the csrfToken form field"),
           ("Authorization" = Option<String>, Header, description = "Bearer <token>, or the vitrin_member cookie; without either, a guest order")),
    responses((status = 200, body = OrderReply, description = "status 1, 'Siparişiniz alındı', data: [the order]; bank_accounts for a transfer"),
              (status = 400, body = CustomerRefusal, description = "the cart is empty (key `cart`)"),
              (status = 403, description = "missing or wrong CSRF token, or another origin"),
              (status = 409, body = StockRefusal, description = "code out_of_stock: some variants ran out: what is left of each; the cart was cut down to it; or code order_changed (ChangedRefusal): the contracts of the order as it is now differ from the digest sent; nothing placed"),
              (status = 413, body = CustomerRefusal, description = "a body over 16 KB"),
              (status = 422, body = CustomerRefusal, description = "the field named by key: contracts not accepted, no address chosen, unknown carrier or payment method, a method that cannot pay this total, a guest's email or phone, a bad idempotency key, no contracts_digest")))]
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
    let digest = field("contracts_digest");
    if digest.len() != 64 || !digest.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Ok(unprocessable(
            "contracts_digest",
            OrderMsg::ContractsRequired,
        ));
    }
    let config = &state.config.checkout;
    let member_id = member.0.as_ref().map(|m| m.id);
    let checkout = Checkout::load(&state, member_id, &session_id).await?;
    let Some(carrier) = checkout.carrier(config, lang, field("carrier")) else {
        return Ok(unprocessable("carrier", OrderMsg::UnknownCarrier));
    };
    let Some(method) = PaymentMethod::parse(field("payment_method")) else {
        return Ok(unprocessable(
            "payment_method",
            OrderMsg::UnknownPaymentMethod,
        ));
    };
    // A guest's contact: typed on the form, else kept by the way in (login-nomembership).
    let form_email = match field("email") {
        "" => String::new(),
        raw => match Email::parse(raw) {
            Ok(e) => e.as_str().to_string(),
            Err(_) => return Ok(unprocessable("email", OrderMsg::EmailInvalid)),
        },
    };
    let form_phone = match field("phone") {
        "" => String::new(),
        raw => match Phone::parse(raw, Some("TR")) {
            Ok(p) => p.e164().to_string(),
            Err(_) => return Ok(unprocessable("phone", OrderMsg::PhoneInvalid)),
        },
    };
    let pickup = checkout.pickup_for(&carrier).is_some();
    let address_missing = checkout.invoice.is_none() || (!pickup && checkout.delivery.is_none());
    if address_missing {
        return Ok(unprocessable("address", OrderMsg::AddressRequired));
    }
    let Some(contact) = checkout.contact(&form_email, &form_phone) else {
        return Ok(unprocessable("email", OrderMsg::EmailInvalid));
    };
    if contact.phone.is_empty() {
        return Ok(unprocessable("phone", OrderMsg::PhoneInvalid));
    }
    let (Some(delivery), Some(invoice)) = (
        checkout.delivery_for(&carrier, Some(&contact)),
        checkout.invoice.clone(),
    ) else {
        return Ok(unprocessable("address", OrderMsg::AddressRequired));
    };
    let fee = |total: i64| {
        let option = checkout.payment_option(config, lang, method, &carrier, total);
        option.available.then_some(option.fee)
    };
    let make =
        |quote: &Quote| checkout.contracts(config, lang, quote, &carrier, method, Some(&contact));
    let now = crate::customer::auth::now_secs();
    let phone = contact.e164();
    let consent = (field("commercial_consent") == "1").then_some(Consent {
        email: &contact.email,
        phone: &phone,
    });
    let referrer_log = super::referrer::visits(field("referrer_log"), now * 1000);
    let placement = Placement {
        owner: &checkout.owner,
        cart_key: &checkout.cart_key,
        idempotency_key: key,
        email: &contact.email,
        phone: &phone,
        lang,
        method,
        pricing: Pricing {
            carrier: &carrier,
            free_shipping_threshold: state.config.free_shipping_threshold,
            fee_vat_percent: config.fee_vat_percent,
            payment_fee: &fee,
        },
        store_id: checkout.pickup_for(&carrier).map(|s| s.id),
        delivery_address: &serde_json::to_string(&delivery).unwrap_or_default(),
        invoice_address: &serde_json::to_string(&invoice).unwrap_or_default(),
        payment_due_at: Some(match method {
            PaymentMethod::BankTransfer => now + i64::from(config.bank_transfer_days) * 86_400,
            PaymentMethod::Card => now + i64::from(config.card_payment_minutes) * 60,
            PaymentMethod::CashOnDelivery => 0,
        })
        .filter(|due| *due > 0),
        contracts: Some(ContractCheck {
            make: &make,
            digest: &digest.to_ascii_lowercase(),
        }),
        consent,
        referrer_log: &referrer_log,
        now,
    };
    let placed = match place::place(&state.db, &placement).await {
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
        Err(PlaceError::Changed) => return Ok(changed_refusal(lang)),
        Err(PlaceError::OutOfStock(short)) => {
            crate::cart::sale::fit_to_stock(&state.db, &checkout.cart_key).await?;
            return Ok(stock_refusal(short, lang));
        }
        Err(PlaceError::Db(e)) => return Err(e.into()),
    };
    let owners = [checkout.owner.key()];
    let Some(order) = store::find_for_owner(&state.db, &placed.order_no, &owners).await? else {
        return Ok(not_found(lang));
    };
    // A card order's mail waits for its payment (checkout::payment): until then the shopper is
    // still paying, and a mail would speak too soon.
    if placed.created && method != PaymentMethod::Card {
        super::mail::send_confirmation(&state.config, &order);
    }
    let accounts = if method == PaymentMethod::BankTransfer {
        config.bank_accounts.clone()
    } else {
        Vec::new()
    };
    Ok(reply(lang, OrderMsg::Placed, vec![order], accounts))
}

/// The refusal of a placement whose contracts no longer match the order (409 order_changed).
#[derive(Debug, Serialize, ToSchema)]
pub struct ChangedRefusal {
    pub code: &'static str,
    pub message: &'static str,
    /// Always 0.
    pub status: i64,
    #[serde(rename = "statusText")]
    pub status_text: &'static str,
}

fn changed_refusal(lang: Lang) -> Response {
    let text = OrderMsg::OrderChanged.text(lang);
    private_json(
        StatusCode::CONFLICT,
        ChangedRefusal {
            code: OrderMsg::OrderChanged.code(),
            message: text,
            status: 0,
            status_text: text,
        },
    )
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
    /// sha256 (hex) of the contract texts the shopper read, as the summary gave it.
    contracts_digest: String,
    /// 1: the shopper agrees to commercial messages by email and SMS (İYS consent).
    commercial_consent: Option<u8>,
    /// A guest's email when not given at the way in (members': their account's).
    email: Option<String>,
    /// A guest's mobile phone; else the one given at the way in, else the delivery address's.
    phone: Option<String>,
    /// The referrer log, JSON `{schedule, items: [{time, uri, page}]}`: the pages of the last
    /// 24 hours are kept with the order for the back office; anything else is left out.
    referrer_log: Option<String>,
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
