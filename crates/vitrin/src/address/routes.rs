//! Address calls of spec section 7: the customer address book (list, get, save, delete). The
//! checkout's address step (order-step set-address and get-address-list) is `checkout::address`,
//! which answers with the helpers here.
//!
//! A signed-in member works on their own book; a guest on the book of their session (the signed
//! session cookie their cart is keyed on), which nobody else is ever shown. An address of another
//! book answers 404, as an unknown one does. The calls that change a book sit behind the CSRF
//! check like the cart's.
//!
//! Replies: `{"status":1,"message","statusText","data":[Address...]}`; refusals use the member
//! calls' envelope: `{"status":0,"errorCode","message","statusText","data":[{"key","code",
//! "statusText"}],"error":{"code","message"}}` where `key` names the form field to flag.

use std::collections::HashMap;

use axum::{
    body::Bytes,
    extract::{Path, State},
    http::StatusCode,
    middleware,
    response::Response,
};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    model::{self, Address, AddressMsg, FieldError},
    places::{retitle, RegionLookups},
    store::{self, Owner, Saved},
};
use crate::{
    error::{AppResult, CustomerRefusal, Refusal},
    http::{
        csrf::require_csrf,
        id::parse_id,
        member::{Caller, SessionCaller},
        private_json, Done,
    },
    locale::Lang,
    state::AppState,
};

/// A save form with every field at its longest is a few kilobytes; a bigger body is refused
/// before it is read field by field.
const MAX_BODY_BYTES: usize = 256 * 1024;

pub fn routes() -> OpenApiRouter<AppState> {
    let protected = OpenApiRouter::new()
        .routes(routes!(save))
        .routes(routes!(delete))
        .route_layer(middleware::from_fn(require_csrf));
    OpenApiRouter::new()
        .routes(routes!(list))
        .routes(routes!(get_one))
        .merge(protected)
}

/// The answer of the address book calls.
#[derive(Debug, Serialize, ToSchema)]
pub struct AddressReply {
    /// list: every address of the book (the default delivery address first, then the latest
    /// changed); get and save: the one address; delete: empty.
    pub data: Vec<Address>,
    #[serde(flatten)]
    pub done: Done,
}

fn reply(lang: Lang, msg: AddressMsg, data: Vec<Address>) -> Response {
    private_json(
        StatusCode::OK,
        AddressReply {
            data: data.into_iter().map(|a| retitle(a, lang)).collect(),
            done: Done::saying(msg.text(lang)),
        },
    )
}

/// A refusal naming the fields to flag, in the member calls' envelope.
pub(crate) fn refuse(status: StatusCode, errors: Vec<FieldError>) -> Refusal {
    Refusal::fields(
        status,
        errors.into_iter().map(|e| (e.key.into(), e.said)).collect(),
    )
    .private()
}

pub(crate) fn refuse_one(status: StatusCode, key: &'static str, msg: AddressMsg) -> Refusal {
    refuse(status, vec![FieldError::new(key, msg)])
}

/// No such address in the caller's book.
pub(crate) fn not_found() -> Refusal {
    refuse_one(StatusCode::NOT_FOUND, "id", AddressMsg::NotFound)
}

/// The book of the caller: the member's, else the session's (None: a guest without a session
/// has no addresses yet).
pub(crate) fn owner_of(caller: &Caller) -> Option<Owner> {
    match (caller.member, caller.session_id()) {
        (Some(m), _) => Some(Owner::Member(m.id)),
        (None, Some(s)) => Some(Owner::Guest(s)),
        (None, None) => None,
    }
}

/// The book of a caller whose session passed the CSRF check.
pub(crate) fn owner_with_session(caller: SessionCaller) -> Owner {
    match caller.member {
        Some(m) => Owner::Member(m.id),
        None => Owner::Guest(caller.session_id),
    }
}

/// A form body's fields; None for one too big to be a form of these calls.
pub(crate) struct FormFields(HashMap<String, String>);

impl FormFields {
    /// The form's fields; refused for a body over the limit.
    pub(crate) fn parse(body: &[u8]) -> Result<FormFields, Refusal> {
        if body.len() > MAX_BODY_BYTES {
            return Err(refuse_one(
                StatusCode::PAYLOAD_TOO_LARGE,
                "",
                AddressMsg::InvalidInput,
            ));
        }
        Ok(FormFields(
            url::form_urlencoded::parse(body)
                .map(|(k, v)| (k.into_owned(), v.into_owned()))
                .collect(),
        ))
    }
}

impl model::Form for FormFields {
    fn field(&self, key: &str) -> &str {
        self.0.get(key).map_or("", String::as_str)
    }
}

/// The address book of the member, or of the guest's session.
#[utoipa::path(get, path = "/srv/service/customer/address/list", tag = "address",
    params(("Authorization" = Option<String>, Header, description = "Bearer <token>, or the vitrin_member cookie; without either, the guest session's book")),
    responses((status = 200, body = AddressReply, description = "status 1, data: every address of the book (empty for a guest with no session)")))]
pub async fn list(
    State(state): State<AppState>,
    lang: Lang,
    caller: Caller,
) -> AppResult<Response> {
    let addresses = match owner_of(&caller) {
        Some(owner) => store::list(&state.db, &owner).await?,
        None => Vec::new(),
    };
    Ok(reply(lang, AddressMsg::Listed, addresses))
}

/// One address of the caller's book.
#[utoipa::path(get, path = "/srv/service/customer/address/get/{id}", tag = "address",
    params(("id" = i64, Path, description = "the address id"),
           ("Authorization" = Option<String>, Header, description = "Bearer <token>, or the vitrin_member cookie")),
    responses((status = 200, body = AddressReply, description = "status 1, data: [the address]"),
              (status = 404, body = CustomerRefusal, description = "no such address in the caller's book (also another member's or session's): 'Adres bulunamadı'")))]
pub async fn get_one(
    State(state): State<AppState>,
    lang: Lang,
    caller: Caller,
    Path(id): Path<String>,
) -> AppResult<Response> {
    let (Some(owner), Some(id)) = (owner_of(&caller), parse_id(&id)) else {
        return Err(not_found());
    };
    match store::get(&state.db, &owner, id).await? {
        Some(a) => Ok(reply(lang, AddressMsg::Listed, vec![a])),
        None => Err(not_found()),
    }
}

/// The save form (application/x-www-form-urlencoded).
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct SaveAddressForm {
    /// Left out: a new address; else the address to edit (one of the caller's).
    id: Option<i64>,
    /// Required, at most 50 characters.
    title: String,
    /// Required, at most 50 characters.
    name: String,
    /// Required, at most 50 characters.
    surname: String,
    /// As the phone widget sends it: digits with the dial code (905321234567) or +E.164; a
    /// number without its dial code is read as dialled in `country`. Valid for its country.
    phone: String,
    /// ISO 3166 alpha-2 code (get-countries).
    country: String,
    /// A state code of the country (level E), or the typed text when the country has none listed.
    state: Option<String>,
    /// A city code (get-cities), or the typed text where the level has no list.
    city: Option<String>,
    /// A town code (get-towns), or the typed text.
    town: Option<String>,
    /// A district code (get-districts), or the typed text.
    district: Option<String>,
    /// The chosen district's postcode; else one of the country's pattern.
    postcode: Option<String>,
    /// Street, building, door: required, at most 250 characters.
    address: String,
    /// `individual` (default) or `corporate`.
    invoice_type: Option<String>,
    /// Individual: the T.C. kimlik no, 11 digits with its check digits; required in Turkey.
    tckn: Option<String>,
    /// Corporate: required, at most 100 characters.
    company_name: Option<String>,
    /// Corporate: required; in Turkey one of get-tax-offices.
    tax_office: Option<String>,
    /// Corporate: the vergi kimlik no, 10 digits with its check digit; required.
    vkn: Option<String>,
    /// Corporate: 1 for an e-invoice payer.
    e_invoice: Option<u8>,
    /// 1: make it the default delivery address (the book's first address is both defaults).
    default_delivery: Option<u8>,
    /// 1: make it the default invoice address.
    default_invoice: Option<u8>,
}

/// Adds an address to the caller's book, or with `id` edits one of it. Every field is checked
/// and every refused one is named at once; nothing is saved then. A book holds at most 30
/// addresses.
#[utoipa::path(post, path = "/srv/service/customer/address/save", tag = "address",
    request_body(content = SaveAddressForm, content_type = "application/x-www-form-urlencoded"),
    params(("Authorization" = Option<String>, Header, description = "Bearer <token>, or the vitrin_member cookie; without either, the guest session's book")),
    responses((status = 200, body = AddressReply, description = "status 1, 'Adresiniz kaydedildi', data: [the saved address]"),
              (status = 404, body = CustomerRefusal, description = "`id` is not an address of the caller's book"),
              (status = 413, body = CustomerRefusal, description = "a body over 256 KB"),
              (status = 422, body = CustomerRefusal, description = "data[] names each refused field (key) with its Turkish statusText: required fields, lengths, a phone not valid for its country, TCKN/VKN check digits, an unknown region code, a postcode not of the district, a tax office not on the list; key `limit` when the book already holds 30 addresses")))]
pub async fn save(
    State(state): State<AppState>,
    lang: Lang,
    caller: SessionCaller,
    body: Bytes,
) -> AppResult<Response> {
    let form = FormFields::parse(&body)?;
    let owner = owner_with_session(caller);
    let id = match model::Form::field(&form, "id").trim() {
        "" | "0" => None,
        raw => Some(parse_id(raw).ok_or_else(not_found)?),
    };
    let valid = model::validate(&form, &RegionLookups, lang)
        .map_err(|errors| refuse(StatusCode::UNPROCESSABLE_ENTITY, errors))?;
    match store::save(&state.db, &owner, id, &valid).await? {
        Saved::Done(a) => Ok(reply(lang, AddressMsg::Saved, vec![*a])),
        Saved::NotFound => Err(not_found()),
        Saved::Full => Err(refuse_one(
            StatusCode::UNPROCESSABLE_ENTITY,
            "limit",
            AddressMsg::TooManyAddresses,
        )),
    }
}

/// Deletes an address of the caller's book.
#[utoipa::path(post, path = "/srv/service/customer/address/delete/{id}", tag = "address",
    params(("id" = i64, Path, description = "the address id"),
           ("Authorization" = Option<String>, Header, description = "Bearer <token>, or the vitrin_member cookie")),
    responses((status = 200, body = AddressReply, description = "status 1, 'Adresiniz silindi', data: []"),
              (status = 404, body = CustomerRefusal, description = "no such address in the caller's book; nothing is deleted")))]
pub async fn delete(
    State(state): State<AppState>,
    lang: Lang,
    caller: SessionCaller,
    Path(id): Path<String>,
) -> AppResult<Response> {
    let owner = owner_with_session(caller);
    let id = parse_id(&id).ok_or_else(not_found)?;
    if store::delete(&state.db, &owner, id).await? {
        Ok(reply(lang, AddressMsg::Deleted, Vec::new()))
    } else {
        Err(not_found())
    }
}
