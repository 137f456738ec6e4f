//! Continuing as a guest: the shopper's contact details and KVKK consent, checked and kept with
//! the session for the checkout's next steps and the order; no account is created.

use axum::{extract::State, response::Response, Extension};

use super::{
    answer::{
        success, CustomerRefusal, CustomerSuccess, GuestDetails, MemberResult, Refusal, SuccessItem,
    },
    auth::now_secs,
    fields::Fields,
    model::{is_ticked, parse_name, parse_phone, CustomerMsg, Email},
};
use crate::{
    app::AppState,
    http::{csrf::VerifiedSession, locale::RequestLocale},
    order::guest::Contact,
};

/// Guest checkout: the shopper's contact details and KVKK consent, checked and kept with the
/// session for the checkout's next steps and the order; no account is created.
#[utoipa::path(post, path = "/api/v1/authentication/login-nomembership", tag = "customer",
    request_body(content = super::forms::GuestForm, content_type = "application/x-www-form-urlencoded",
        description = "email, name, surname, phone, kvkk=1 (required)"),
    params(("X-CSRF-Token" = Option<String>, Header, description = "CART_CSRF_TOKEN of the page settings, or the csrfToken form field")),
    responses((status = 200, body = CustomerSuccess, description = "status 1 with the checked details in data[0]; the session keeps them (`GET /srv/service/order-step/guest`)"),
              (status = 403, description = "missing or wrong CSRF token, or another origin"),
              (status = 422, body = CustomerRefusal, description = "field errors (key `kvkk` without the consent)")))]
pub async fn login_nomembership(
    State(state): State<AppState>,
    locale: RequestLocale,
    Extension(VerifiedSession(session_id)): Extension<VerifiedSession>,
    f: Fields,
) -> MemberResult<Response> {
    let lang = locale.lang;
    let contact = validate_guest(&f).map_err(|errors| Refusal::fields(lang, errors))?;
    crate::order::guest::remember(&state.db, &session_id, &contact, now_secs()).await?;
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

/// The guest's contact as the order keeps it (the phone as digits), or every field's error in
/// form order.
pub fn validate_guest(f: &Fields) -> Result<Contact, Vec<(&'static str, CustomerMsg)>> {
    let mut errors = Vec::new();
    let email = Email::parse(f.get("email")).map_err(|e| errors.push(("email", e)));
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
    use axum::http::HeaderMap;

    use super::*;

    #[test]
    fn a_guest_gives_every_contact_field_and_the_consent() {
        let form = |body: &str| Fields::parse(&HeaderMap::new(), body.as_bytes()).unwrap();
        let contact = validate_guest(&form(
            "email=a%40b.co&name=Ay%C5%9Fe&surname=Kaya&phone=905321234567&kvkk=1",
        ))
        .expect("valid");
        assert_eq!(contact.email, "a@b.co");
        assert_eq!(contact.phone, "905321234567");
        let errors = validate_guest(&form("email=a%40b.co&phone=1")).unwrap_err();
        let keys: Vec<&str> = errors.iter().map(|e| e.0).collect();
        assert_eq!(keys, ["name", "surname", "phone", "kvkk"]);
    }
}
