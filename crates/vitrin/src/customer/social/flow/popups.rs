//! The popups a sign-in may ask before it ends, each answering with its one-time ticket: the
//! KVKK consent of a new member, the link to an existing member, and the email to confirm.

use axum::{extract::State, http::StatusCode, response::Response};
use axum_extra::extract::SignedCookieJar;

use super::{
    callback::verified_email,
    link_confirm::{mail_link, LinkKind},
    new_member::{create_member, link_and_sign_in, taken},
};
use crate::{
    customer::{
        answer::{field_errors, success, CustomerRefusal, CustomerSuccess, SignedIn},
        fields::Fields,
        login::{self, Attempt},
        model::{is_ticked, parse_email, CustomerMsg, Email, LoginName},
        secrets::sha256_hex,
        social::store::{self as social_store, SignIn},
        store,
    },
    error::{AppResult, Refusal},
    http::{proxy::ClientAddress, session},
    locale::Lang,
    state::AppState,
};

/// Creates the member the KVKK popup asked about: the provider's verified email.
#[utoipa::path(post, path = "/api/v1/authentication/social-login/register", tag = "customer",
    request_body(content = crate::customer::forms::SocialRegisterForm, content_type = "application/x-www-form-urlencoded"),
    responses((status = 200, body = SignedIn, description = "the new member, signed in (popup social-phone when a phone is needed)"),
              (status = 400, body = CustomerRefusal, description = "an unknown, used or expired ticket, or one of another browser"),
              (status = 409, body = CustomerRefusal, description = "the email was registered meanwhile"),
              (status = 422, body = CustomerRefusal, description = "kvkk not ticked")))]
pub async fn social_register(
    State(state): State<AppState>,
    lang: Lang,
    jar: SignedCookieJar,
    f: Fields,
) -> AppResult<Response> {
    let (sign_in, email) = verified_ticket(&state, &jar, f.get("ticket")).await?;
    if !is_ticked(f.opt("kvkk")) {
        return Err(Refusal::unprocessable("kvkk", CustomerMsg::KvkkRequired));
    }
    if store::find_by_email(&state.db, &email).await?.is_some() {
        return Err(taken());
    }
    if !social_store::complete(&state.db, sign_in.id).await? {
        return Err(ticket_refusal());
    }
    let commercial = is_ticked(f.opt("commercial_message"));
    let customer = create_member(&state, &email, &sign_in, commercial).await?;
    link_and_sign_in(
        &state,
        lang,
        jar,
        customer,
        &sign_in,
        CustomerMsg::SocialRegistered,
    )
    .await
}

/// Links the provider to the member who owns its verified email: with that member's password
/// (counted like a login), or with `by=email` a link mailed to them.
#[utoipa::path(post, path = "/api/v1/authentication/social-login/link", tag = "customer",
    request_body(content = crate::customer::forms::SocialLinkForm, content_type = "application/x-www-form-urlencoded"),
    responses((status = 200, body = SignedIn, description = "with the password: linked and signed in; with by=email: CustomerSuccess, the link is mailed"),
              (status = 400, body = CustomerRefusal, description = "an unknown, used or expired ticket"),
              (status = 403, body = CustomerRefusal, description = "a wrong password (counted; the captcha follows as at the login)"),
              (status = 409, body = CustomerRefusal, description = "the member has another account of this provider linked"),
              (status = 422, body = CustomerRefusal, description = "no password and no by=email")))]
pub async fn social_link(
    State(state): State<AppState>,
    lang: Lang,
    ClientAddress(address): ClientAddress,
    jar: SignedCookieJar,
    f: Fields,
) -> AppResult<Response> {
    let (sign_in, email) = verified_ticket(&state, &jar, f.get("ticket")).await?;
    let Some(member) = store::find_by_email(&state.db, &email).await? else {
        return Err(ticket_refusal());
    };
    if f.get("by") == "email" {
        mail_link(&state, lang, &sign_in, LinkKind::Member, &email, false).await?;
        return Ok(success(lang, CustomerMsg::SocialLinkSent, Vec::new()));
    }
    let password = f.get("password");
    if password.is_empty() {
        return Err(Refusal::unprocessable("password", CustomerMsg::Required));
    }
    let login = LoginName::Email(email);
    let attempt = Attempt {
        address: &address,
        login: &login,
        password_field: "password",
        password,
        security_code: f.get("security_code"),
    };
    let customer = login::check_credentials(&state, &jar, &attempt).await?;
    if customer.id != member.id || !social_store::complete(&state.db, sign_in.id).await? {
        return Err(ticket_refusal());
    }
    link_and_sign_in(
        &state,
        lang,
        jar,
        customer,
        &sign_in,
        CustomerMsg::SocialLinked,
    )
    .await
}

/// The email popup: the address to use when the provider gave none, confirmed by a mailed link.
#[utoipa::path(post, path = "/api/v1/authentication/social-login/email", tag = "customer",
    request_body(content = crate::customer::forms::SocialEmailForm, content_type = "application/x-www-form-urlencoded"),
    responses((status = 200, body = CustomerSuccess, description = "the link is mailed to the address"),
              (status = 400, body = CustomerRefusal, description = "an unknown, used or expired ticket"),
              (status = 422, body = CustomerRefusal, description = "an invalid email, or kvkk not ticked")))]
pub async fn social_email(
    State(state): State<AppState>,
    lang: Lang,
    jar: SignedCookieJar,
    f: Fields,
) -> AppResult<Response> {
    let sign_in = ticket_sign_in(&state, &jar, f.get("ticket")).await?;
    if verified_email(&sign_in).is_some() {
        return Err(ticket_refusal());
    }
    let mut errors = Vec::new();
    let email = parse_email(f.get("email")).map_err(|e| errors.push(("email", e)));
    if !is_ticked(f.opt("kvkk")) {
        errors.push(("kvkk", CustomerMsg::KvkkRequired));
    }
    let email = match email {
        Ok(email) if errors.is_empty() => email,
        _ => return Err(field_errors(errors)),
    };
    let commercial = is_ticked(f.opt("commercial_message"));
    mail_link(&state, lang, &sign_in, LinkKind::Email, &email, commercial).await?;
    Ok(success(lang, CustomerMsg::SocialLinkSent, Vec::new()))
}

/// The sign-in of a popup's ticket, for this browser.
pub(super) async fn ticket_sign_in(
    state: &AppState,
    jar: &SignedCookieJar,
    ticket: &str,
) -> AppResult<SignIn> {
    let session_id = session::verified_session_id(jar);
    match session_id {
        Some(session_id) if crate::customer::secrets::is_token_shaped(ticket) => {
            social_store::by_ticket(&state.db, &sha256_hex(ticket), &session_id)
                .await?
                .ok_or_else(ticket_refusal)
        }
        _ => Err(ticket_refusal()),
    }
}

/// The sign-in of a popup's ticket, for this browser, with the provider's verified email: a
/// ticket without one is refused like an unknown one.
async fn verified_ticket(
    state: &AppState,
    jar: &SignedCookieJar,
    ticket: &str,
) -> AppResult<(SignIn, Email)> {
    let sign_in = ticket_sign_in(state, jar, ticket).await?;
    let email = verified_email(&sign_in).ok_or_else(ticket_refusal)?;
    Ok((sign_in, email))
}

pub(super) fn ticket_refusal() -> Refusal {
    Refusal::field(
        StatusCode::BAD_REQUEST,
        "ticket",
        CustomerMsg::SocialTicketInvalid,
    )
}
