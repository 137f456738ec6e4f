//! Placing the order: the checkout's last step. The checkout (addresses, contact, carrier) is read
//! as the session has it, the contracts the shopper accepted are checked against the order as it
//! is now, and `order::place` writes it in one transaction with the cart's and the catalog's
//! parts; a refusal names what to do (409 with what ran out, or with the changed order).

use axum::{body::Bytes, extract::State, http::StatusCode, response::Response};
use serde::Serialize;
use utoipa::ToSchema;

use super::current::Checkout;
use crate::order::{
    mail,
    messages::OrderMsg,
    model::PaymentMethod,
    place::{self, Consent, ContractCheck, PlaceError, Placement, Pricing, Quote, Shortage},
    referrer,
    routes::{form_fields, not_found, reply, OrderReply},
    store,
};
use crate::{
    email::Email,
    error::{AppResult, CustomerRefusal, Message, Refusal, RefusalError},
    http::member::SessionCaller,
    locale::Lang,
    phone::Phone,
    state::AppState,
};

/// A placement refused with 409, nothing placed: `out_of_stock` (what ran out, with what is left
/// of each; the cart already cut down to the shelf) or `order_changed` (the contracts of the
/// order as it is now differ from the digest sent). `error` is the envelope every refusal
/// carries; `code` and `message` repeat it, as the checkout has always read them.
#[derive(Debug, Serialize, ToSchema)]
pub struct PlaceConflict {
    pub code: &'static str,
    pub error: RefusalError,
    pub message: String,
    /// With out_of_stock only.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub shortages: Option<Vec<ShortageView>>,
    /// Always 0.
    pub status: i64,
    #[serde(rename = "statusText")]
    pub status_text: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ShortageView {
    pub variant_id: i64,
    pub title: String,
    pub wanted: i64,
    pub available: i64,
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
    params(("Authorization" = Option<String>, Header, description = "Bearer <token>, or the vitrin_member cookie; without either, a guest order")),
    responses((status = 200, body = OrderReply, description = "status 1, 'Siparişiniz alındı', data: [the order]; bank_accounts for a transfer"),
              (status = 400, body = CustomerRefusal, description = "the cart is empty (key `cart`)"),
              (status = 409, body = PlaceConflict, description = "code out_of_stock: some variants ran out: what is left of each (shortages); the cart was cut down to it; code order_changed: the contracts of the order as it is now differ from the digest sent; or code coupon_used_up / coupon_already_used: the discount code's last use went to another order meanwhile; nothing placed"),
              (status = 413, body = CustomerRefusal, description = "a body over 16 KB"),
              (status = 422, body = CustomerRefusal, description = "the field named by key: contracts not accepted, no address chosen, unknown carrier or payment method, a method that cannot pay this total, a guest's email or phone, a bad idempotency key, no contracts_digest")))]
pub async fn place_order(
    State(state): State<AppState>,
    lang: Lang,
    SessionCaller { member, session_id }: SessionCaller,
    body: Bytes,
) -> AppResult<Response> {
    let unprocessable = |key: &'static str, msg: OrderMsg| {
        Err(Refusal::field(StatusCode::UNPROCESSABLE_ENTITY, key, msg).private())
    };
    let form = form_fields(&body)?;
    let field = |k: &str| form.get(k).map_or("", String::as_str);
    let key = field("idempotency_key");
    if !key_ok(key) {
        return unprocessable("idempotency_key", OrderMsg::KeyInvalid);
    }
    if field("accept_pre_information") != "1" || field("accept_distance_sales") != "1" {
        return unprocessable("contracts", OrderMsg::ContractsRequired);
    }
    let digest = field("contracts_digest");
    if digest.len() != 64 || !digest.bytes().all(|b| b.is_ascii_hexdigit()) {
        return unprocessable("contracts_digest", OrderMsg::ContractsRequired);
    }
    let config = &state.config.checkout;
    let member_id = member.map(|m| m.id);
    let checkout = Checkout::load(&state, member_id, &session_id).await?;
    let Some(carrier) = checkout.carrier(config, lang, field("carrier")) else {
        return unprocessable("carrier", OrderMsg::UnknownCarrier);
    };
    let Some(method) = PaymentMethod::parse(field("payment_method")) else {
        return unprocessable("payment_method", OrderMsg::UnknownPaymentMethod);
    };
    // A guest's contact: typed on the form, else kept by the way in (login-nomembership).
    let form_email = match field("email") {
        "" => String::new(),
        raw => match Email::parse(raw) {
            Ok(e) => e.as_str().to_string(),
            Err(_) => return unprocessable("email", OrderMsg::EmailInvalid),
        },
    };
    let form_phone = match field("phone") {
        "" => String::new(),
        raw => match Phone::parse(raw, Some("TR")) {
            Ok(p) => p.e164().to_string(),
            Err(_) => return unprocessable("phone", OrderMsg::PhoneInvalid),
        },
    };
    let pickup = checkout.pickup_for(&carrier).is_some();
    let address_missing = checkout.invoice.is_none() || (!pickup && checkout.delivery.is_none());
    if address_missing {
        return unprocessable("address", OrderMsg::AddressRequired);
    }
    let Some(contact) = checkout.contact(&form_email, &form_phone) else {
        return unprocessable("email", OrderMsg::EmailInvalid);
    };
    if contact.phone.is_empty() {
        return unprocessable("phone", OrderMsg::PhoneInvalid);
    }
    let (Some(delivery), Some(invoice)) = (
        checkout.delivery_for(&carrier, Some(&contact)),
        checkout.invoice.clone(),
    ) else {
        return unprocessable("address", OrderMsg::AddressRequired);
    };
    let fee = |total: i64| {
        let option = checkout.payment_option(config, lang, method, &carrier, total);
        option.available.then_some(option.fee)
    };
    let make =
        |quote: &Quote| checkout.contracts(config, lang, quote, &carrier, method, Some(&contact));
    let now = crate::clock::now_secs();
    let checked =
        super::coupon::of_cart(&state.db, &checkout.coupon_code, member_id, &contact.email).await?;
    let phone = contact.e164();
    let consent = (field("commercial_consent") == "1").then_some(Consent {
        email: &contact.email,
        phone: &phone,
    });
    let referrer_log = referrer::visits(field("referrer_log"), now * 1000);
    let campaigns = crate::promotions::campaign_store::running(&state.db, now).await?;
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
            coupon: checked.as_ref().and_then(super::coupon::Checked::usable),
            campaigns: &campaigns,
            member: member_id.is_some(),
            now,
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
            return Err(
                Refusal::field(StatusCode::BAD_REQUEST, "cart", OrderMsg::EmptyCart).private(),
            )
        }
        Err(PlaceError::PaymentNotAllowed) => {
            return unprocessable("payment_method", OrderMsg::PaymentNotAllowed)
        }
        Err(PlaceError::Changed) => return Err(conflict(OrderMsg::OrderChanged, lang, None)),
        Err(PlaceError::Coupon(refusal)) => return Err(conflict(refusal, lang, None)),
        Err(PlaceError::OutOfStock(short)) => {
            crate::cart::sale::fit_to_stock(&state.db, &checkout.cart_key).await?;
            return Err(conflict(OrderMsg::OutOfStock, lang, Some(short)));
        }
        Err(PlaceError::Db(e)) => return Err(e.into()),
    };
    if placed.created {
        crate::ops::metrics::order_placed(method.code());
    }
    let owners = [checkout.owner.key()];
    let order = store::find_for_owner(&state.db, &placed.order_no, &owners)
        .await?
        .ok_or_else(not_found)?;
    // A card order's mail waits for its payment (checkout::payment): until then the shopper is
    // still paying, and a mail would speak too soon.
    if placed.created && method != PaymentMethod::Card {
        mail::send_confirmation(&state.config, &order);
    }
    let accounts = if method == PaymentMethod::BankTransfer {
        config.bank_accounts.clone()
    } else {
        Vec::new()
    };
    Ok(reply(lang, OrderMsg::Placed, vec![order], accounts))
}

/// A refusal of a placement with 409 and the message of `msg`; the shortages with out_of_stock.
fn conflict<M: Message + Copy>(msg: M, lang: Lang, shortages: Option<Vec<Shortage>>) -> Refusal {
    let text = msg.text(lang).into_owned();
    let shortages = shortages.map(|short| {
        short
            .into_iter()
            .map(|s| ShortageView {
                variant_id: s.variant_id,
                title: s.title,
                wanted: s.wanted,
                available: s.available,
            })
            .collect()
    });
    Refusal::new(StatusCode::CONFLICT, msg)
        .with_reply(PlaceConflict {
            code: msg.code(),
            error: RefusalError {
                code: msg.code(),
                message: text.clone().into(),
            },
            message: text.clone(),
            shortages,
            status: 0,
            status_text: text,
        })
        .private()
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
