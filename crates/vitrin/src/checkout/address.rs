//! The checkout's address step (spec section 7): the addresses of the caller's book the order
//! goes with (`POST /srv/service/order-step/set-address`) and the step as it stands
//! (`GET /srv/service/order-step/get-address-list`). The book and the choice are the address
//! module's (`address::store`); its refusals are answered as the book's calls answer them.

use axum::{body::Bytes, extract::State, http::StatusCode, response::Response};
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    address::{
        model::{self, Address, AddressMsg, FieldError},
        places::retitle,
        routes::{not_found, owner_of, owner_with_session, refuse, refuse_one, FormFields},
        store::{self, Owner},
    },
    error::{AppResult, CustomerRefusal},
    http::{
        id::parse_id,
        member::{Caller, SessionCaller},
        private_json,
        tick::is_ticked,
        Done,
    },
    locale::Lang,
    state::AppState,
};

/// The checkout's address step.
#[derive(Debug, Serialize, ToSchema)]
pub struct AddressStep {
    /// The book's addresses, as list answers them.
    pub data: Vec<Address>,
    /// The delivery address the checkout goes on with: the one set by set-address, else the
    /// book's default delivery address; 0 when there is none.
    pub delivery_address_id: i64,
    /// The invoice address likewise (set-address's, else the default invoice address); 0 for none.
    pub invoice_address_id: i64,
    #[serde(flatten)]
    pub done: Done,
}

/// The set-address form (application/x-www-form-urlencoded).
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct SetAddressForm {
    /// An address of the caller's book.
    delivery_address_id: i64,
    /// An address of the caller's book; not needed with `same_invoice=1`.
    invoice_address_id: Option<i64>,
    /// 1: the invoice goes to the delivery address.
    same_invoice: Option<u8>,
}

/// Chooses the delivery and invoice addresses the checkout goes on with; they are kept with the
/// book (a guest's: their cart session) until changed or deleted.
#[utoipa::path(post, path = "/srv/service/order-step/set-address", tag = "address",
    request_body(content = SetAddressForm, content_type = "application/x-www-form-urlencoded"),
    params(("Authorization" = Option<String>, Header, description = "Bearer <token>, or the vitrin_member cookie")),
    responses((status = 200, body = AddressStep, description = "status 1 and the step as get-address-list answers it"),
              (status = 404, body = CustomerRefusal, description = "an id that is not an address of the caller's book (key names it); nothing is kept"),
              (status = 422, body = CustomerRefusal, description = "delivery_address_id missing, or invoice_address_id missing without same_invoice=1")))]
pub async fn set_address(
    State(state): State<AppState>,
    lang: Lang,
    caller: SessionCaller,
    body: Bytes,
) -> AppResult<Response> {
    let form = FormFields::parse(&body)?;
    let owner = owner_with_session(caller);
    let field = |k: &str| model::Form::field(&form, k).trim().to_string();
    let mut errors = Vec::new();
    // An id the form names: 0 for one that is not a number (answered as not found), None for a
    // missing one (a required field).
    let mut id_of = |key: &'static str| match field(key).as_str() {
        "" => {
            errors.push(FieldError::new(key, AddressMsg::Required));
            None
        }
        raw => parse_id(raw).or(Some(0)),
    };
    let delivery = id_of("delivery_address_id");
    let invoice = if is_ticked(Some(&field("same_invoice"))) {
        delivery
    } else {
        id_of("invoice_address_id")
    };
    let (Some(delivery), Some(invoice)) = (delivery, invoice) else {
        return Err(refuse(StatusCode::UNPROCESSABLE_ENTITY, errors));
    };
    for (key, id) in [
        ("delivery_address_id", delivery),
        ("invoice_address_id", invoice),
    ] {
        if id == 0 || store::get(&state.db, &owner, id).await?.is_none() {
            return Err(refuse_one(StatusCode::NOT_FOUND, key, AddressMsg::NotFound));
        }
    }
    if !store::choose(&state.db, &owner, delivery, invoice).await? {
        // Deleted in between.
        return Err(not_found());
    }
    step(&state, lang, Some(owner), AddressMsg::AddressesSet).await
}

/// The addresses the checkout offers and the ones it goes on with.
#[utoipa::path(get, path = "/srv/service/order-step/get-address-list", tag = "address",
    params(("Authorization" = Option<String>, Header, description = "Bearer <token>, or the vitrin_member cookie; without either, the guest session's book")),
    responses((status = 200, body = AddressStep, description = "status 1; data: the member's book, or for a guest the addresses saved on their cart session")))]
pub async fn address_list(
    State(state): State<AppState>,
    lang: Lang,
    caller: Caller,
) -> AppResult<Response> {
    let owner = owner_of(&caller);
    step(&state, lang, owner, AddressMsg::Listed).await
}

async fn step(
    state: &AppState,
    lang: Lang,
    owner: Option<Owner>,
    msg: AddressMsg,
) -> AppResult<Response> {
    let (data, chosen) = match &owner {
        Some(owner) => (
            store::list(&state.db, owner)
                .await?
                .into_iter()
                .map(|a| retitle(a, lang))
                .collect(),
            store::chosen(&state.db, owner).await?,
        ),
        None => (Vec::new(), (0, 0)),
    };
    let (delivery, invoice) = model::checkout_choice(&data, chosen);
    Ok(private_json(
        StatusCode::OK,
        AddressStep {
            data,
            delivery_address_id: delivery,
            invoice_address_id: invoice,
            done: Done::saying(msg.text(lang)),
        },
    ))
}
