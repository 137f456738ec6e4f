//! The member a sign-in ends with: made from the provider's identity, linked, and signed in.

use axum::{http::StatusCode, response::Response};
use axum_extra::extract::SignedCookieJar;

use super::{popups::ticket_refusal, Popup, NO_PASSWORD_STRENGTH};
use crate::{
    customer::{
        login::{self, Welcome},
        model::{CustomerMsg, Email},
        social::store::{self as social_store, SignIn},
        store::{self, Customer, NewCustomer},
    },
    error::{AppResult, Refusal},
    locale::Lang,
    state::AppState,
};

pub(super) async fn existing(state: &AppState, id: i64) -> AppResult<Customer> {
    store::find(&state.db, id).await?.ok_or_else(ticket_refusal)
}

pub(super) fn linked_elsewhere() -> Refusal {
    Refusal::field(
        StatusCode::CONFLICT,
        "social",
        CustomerMsg::SocialLinkedElsewhere,
    )
}

pub(super) fn taken() -> Refusal {
    Refusal::field(
        StatusCode::CONFLICT,
        "mail_already_registered",
        CustomerMsg::MailAlreadyRegistered,
    )
}

/// A member from a social sign-in: active (the provider or the mailed link proved the email),
/// with the KVKK consent the popup asked, and no password.
pub(super) async fn create_member(
    state: &AppState,
    email: &Email,
    sign_in: &SignIn,
    commercial_message: bool,
) -> AppResult<Customer> {
    let created = store::create(
        &state.db,
        &NewCustomer {
            email,
            phone: None,
            vendor_code: None,
            name: &sign_in.given_name,
            surname: &sign_in.family_name,
            gender: "",
            password_hash: "",
            password_strength: NO_PASSWORD_STRENGTH,
            kvkk: true,
            commercial_message,
            active: true,
        },
    )
    .await?;
    let Some(id) = created else {
        return Err(taken());
    };
    if commercial_message {
        crate::customer::consents::grant_at_registration(&state.db, id, email, None).await?;
    }
    existing(state, id).await
}

/// Links the sign-in's provider account to `customer` (activating a member who had not followed
/// the activation link: the email is proven now) and signs them in.
pub(super) async fn link_and_sign_in(
    state: &AppState,
    lang: Lang,
    jar: SignedCookieJar,
    customer: Customer,
    sign_in: &SignIn,
    msg: CustomerMsg,
) -> AppResult<Response> {
    let subject = sign_in.subject.as_deref().unwrap_or("");
    let email = sign_in.email.as_deref().unwrap_or("");
    if !social_store::link(&state.db, customer.id, &sign_in.provider, subject, email).await?
        && social_store::linked_member(&state.db, &sign_in.provider, subject).await?
            != Some(customer.id)
    {
        return Err(linked_elsewhere());
    }
    let customer = if customer.active {
        customer
    } else {
        let mut tx = state.db.begin().await?;
        store::activate(&mut tx, customer.id).await?;
        tx.commit().await?;
        existing(state, customer.id).await?
    };
    let redirect = sign_in.redirect.clone();
    sign_in_member(state, lang, jar, customer, &redirect, msg).await
}

/// Signs a member in as the login does, asking for a phone when the shop needs one.
pub(super) async fn sign_in_member(
    state: &AppState,
    lang: Lang,
    jar: SignedCookieJar,
    customer: Customer,
    redirect: &str,
    msg: CustomerMsg,
) -> AppResult<Response> {
    login::refuse_inactive(&customer)?;
    let popup = (state.config.social.phone_required && customer.phone.is_empty())
        .then_some(Popup::Phone.as_str());
    let welcome = Welcome {
        popup,
        ..Welcome::to(msg, redirect.to_string())
    };
    login::sign_in(state, lang, jar, &customer, false, welcome).await
}
