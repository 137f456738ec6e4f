//! The guest's contact step: the way in (`POST /api/v1/authentication/login-nomembership`) checks
//! the shopper's contact details and KVKK consent and keeps them with the session
//! (`order::guest`) for the next steps and the order, and `GET /srv/service/order-step/guest`
//! answers them; no account is created.

use axum::{extract::State, http::StatusCode, response::Response, Extension};
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    clock::now_secs,
    customer::{
        answer::{field_errors, success, CustomerSuccess, GuestDetails, SuccessItem},
        fields::Fields,
        model::{is_ticked, parse_email, parse_name, parse_phone, CustomerMsg},
    },
    error::{AppResult, CustomerRefusal},
    http::{csrf::VerifiedSession, member::Caller, private_json, Done},
    locale::Lang,
    order::{
        guest::{self, Contact},
        messages::OrderMsg,
    },
    state::AppState,
};

/// Guest checkout: the shopper's contact details and KVKK consent, checked and kept with the
/// session for the checkout's next steps and the order; no account is created.
#[utoipa::path(post, path = "/api/v1/authentication/login-nomembership", tag = "customer",
    request_body(content = crate::customer::forms::GuestForm, content_type = "application/x-www-form-urlencoded",
        description = "email, name, surname, phone, kvkk=1 (required)"),
    responses((status = 200, body = CustomerSuccess, description = "status 1 with the checked details in data[0]; the session keeps them (`GET /srv/service/order-step/guest`)"),
              (status = 422, body = CustomerRefusal, description = "field errors (key `kvkk` without the consent)")))]
pub async fn login_nomembership(
    State(state): State<AppState>,
    lang: Lang,
    Extension(VerifiedSession(session_id)): Extension<VerifiedSession>,
    f: Fields,
) -> AppResult<Response> {
    let contact = validate_guest(&f).map_err(field_errors)?;
    guest::remember(&state.db, &session_id, &contact, now_secs()).await?;
    Ok(success(
        lang,
        CustomerMsg::GuestContinue,
        vec![SuccessItem::Guest(GuestDetails {
            email: contact.email,
            name: contact.name,
            phone: contact.phone,
            surname: contact.surname,
        })],
    ))
}

/// The guest's contact kept by the way in.
#[derive(Debug, Serialize, ToSchema)]
pub struct GuestReply {
    /// The contact, or nothing before the guest gave it (and for members).
    pub data: Vec<Contact>,
    #[serde(flatten)]
    pub done: Done,
}

/// The contact a guest gave at the checkout's way in (`login-nomembership`), kept with the
/// session.
#[utoipa::path(get, path = "/srv/service/order-step/guest", tag = "order",
    responses((status = 200, body = GuestReply, description = "data: [{email, name, surname, phone}] or []")))]
pub async fn guest_contact(
    State(state): State<AppState>,
    lang: Lang,
    caller: Caller,
) -> AppResult<Response> {
    let contact = match (caller.member, caller.session_id()) {
        (None, Some(session_id)) => guest::find(&state.db, &session_id).await?,
        _ => None,
    };
    let msg = if contact.is_some() {
        OrderMsg::GuestContact
    } else {
        OrderMsg::NoGuestContact
    };
    Ok(private_json(
        StatusCode::OK,
        GuestReply {
            data: contact.into_iter().collect(),
            done: Done::saying(msg.text(lang)),
        },
    ))
}

/// The guest's contact as the order keeps it (the phone as digits), or every field's error in
/// form order.
pub fn validate_guest(f: &Fields) -> Result<Contact, Vec<(&'static str, CustomerMsg)>> {
    let mut errors = Vec::new();
    let email = parse_email(f.get("email")).map_err(|e| errors.push(("email", e)));
    let name = parse_name(f.get("name"), true).map_err(|e| errors.push(("name", e)));
    let surname = parse_name(f.get("surname"), true).map_err(|e| errors.push(("surname", e)));
    let phone = parse_phone(f.get("phone")).map_err(|e| errors.push(("phone", e)));
    if !is_ticked(f.opt("kvkk")) {
        errors.push(("kvkk", CustomerMsg::KvkkRequired));
    }
    match (email, name, surname, phone) {
        (Ok(email), Ok(name), Ok(surname), Ok(phone)) if errors.is_empty() => Ok(Contact {
            email: email.as_str().to_string(),
            phone: phone.digits().to_string(),
            name,
            surname,
        }),
        _ => Err(errors),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_guest_gives_every_contact_field_and_the_consent() {
        let contact = validate_guest(&Fields::form(
            "email=a%40b.co&name=Ay%C5%9Fe&surname=Kaya&phone=905321234567&kvkk=1",
        ))
        .expect("valid");
        assert_eq!(contact.email, "a@b.co");
        assert_eq!(contact.phone, "905321234567");
        let errors = validate_guest(&Fields::form("email=a%40b.co&phone=1")).unwrap_err();
        let keys: Vec<&str> = errors.iter().map(|e| e.0).collect();
        assert_eq!(keys, ["name", "surname", "phone", "kvkk"]);
    }
}
