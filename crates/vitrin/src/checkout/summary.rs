//! The order's summary (`GET /srv/service/order-step/summary`): what every checkout step shows,
//! computed from this session's cart by the same code that places the order.

use axum::{
    extract::{Query, State},
    http::StatusCode,
    response::Response,
};
use serde::Serialize;
use utoipa::ToSchema;

use super::{
    coupon,
    current::{self, CarrierOption, Checkout, PaymentOption},
};
use crate::{
    address::model::Address,
    error::AppResult,
    http::{member::Caller, private_json},
    locale::Lang,
    order::{
        config::{BankAccount, Carrier},
        contracts::{self, Contract},
        guest::Contact,
        model::{self, PaymentMethod, Totals},
        place::{self, PlaceError, Pricing},
        store,
    },
    promotions::pricing::CouponState,
    state::AppState,
};

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
    /// Multi-buy tier, subscription and discount-code parts of the line.
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
    /// The campaigns the order gets: each goods campaign with what it takes off, then a
    /// free-shipping one with the fee it waives.
    pub campaigns: Vec<model::OrderCampaign>,
    /// The cart's discount code and whether it applies to this order; null without one.
    #[schema(required = true)]
    pub coupon: Option<CouponState>,
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
    lang: Lang,
    caller: Caller,
    Query(q): Query<SummaryQuery>,
) -> AppResult<Response> {
    let config = &state.config.checkout;
    let session_id = caller.session_id().unwrap_or_default();
    let member_id = caller.member.map(|m| m.id);
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
    let email = contact.as_ref().map_or("", |c| c.email.as_str());
    let checked = coupon::of_cart(&state.db, &checkout.coupon_code, member_id, email).await?;
    // A method that cannot pay costs nothing here; the payment methods say why it is closed.
    let fee = |total: i64| {
        let option = checkout.payment_option(config, lang, method, &carrier, total);
        Some(if option.available { option.fee } else { 0 })
    };
    let now = crate::clock::now_secs();
    let campaigns = crate::promotions::campaign_store::running(&state.db, now).await?;
    let pricing = Pricing {
        carrier: &carrier,
        free_shipping_threshold: state.config.free_shipping_threshold,
        fee_vat_percent: config.fee_vat_percent,
        payment_fee: &fee,
        coupon: checked.as_ref().and_then(coupon::Checked::usable),
        campaigns: &campaigns,
        member: member_id.is_some(),
        now,
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
    // A free-shipping campaign the cart gets makes every carrier free.
    let shipped_free = quote
        .as_ref()
        .is_some_and(|q| q.offers.free_shipping.is_some());
    let fee_of = |c: &Carrier| {
        if shipped_free {
            0
        } else {
            model::shipping_fee(c, items_total, threshold)
        }
    };
    let carrier_options = carriers
        .iter()
        .map(|c| CarrierOption {
            code: c.code.clone(),
            name: c.name.clone(),
            price: fee_of(c),
            list_price: c.price,
            ships_today: current::ships_today(c, now),
            cutoff: c.same_day_cutoff.clone(),
            store: checkout.pickup_for(c).map(|s| store::PickupStore {
                id: s.id,
                name: s.name.clone(),
                address: store::pickup_address(s),
            }),
        })
        .collect();
    let shipping = fee_of(&carrier);
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
                    discount: p.discount(),
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
            campaigns: quote
                .as_ref()
                .map(|q| q.campaigns(lang))
                .unwrap_or_default(),
            coupon: match quote.as_ref().and_then(|q| q.offers.coupon.as_ref()) {
                Some(outcome) => Some(CouponState::of_outcome(outcome, lang)),
                None => checked.and_then(|c| c.refused_state(lang)),
            },
            totals: quote.map(|q| q.totals).unwrap_or_default(),
            contracts,
            contracts_digest: digest,
        },
    ))
}
