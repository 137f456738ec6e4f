//! Passwords: the forced change at login (an expired password, or one the shop asks to change),
//! a signed-in member's change, and the forgotten password (a one-time link by mail, one hour,
//! that also activates the member). A change moves the member's session version on, so older
//! tokens end; the changes that sign in answer like the login.

use axum::{extract::State, http::HeaderMap, response::Response};
use axum_extra::extract::SignedCookieJar;

use super::{
    answer::{success, CustomerRefusal, CustomerSuccess, SignedIn},
    auth,
    fields::Fields,
    login::{self, Attempt},
    model::{parse_email, safe_redirect, CustomerMsg, Email, Password},
    secrets::{hash_password, new_link_token, spend_link, verify_password},
    store::{self, TokenPurpose},
};
use crate::{
    error::{AppResult, Refusal},
    http::member_token,
    http::{
        limit::{self, Door},
        member::CurrentMember,
        proxy::ClientAddress,
    },
    locale::Lang,
    mail::{self, Mail},
    state::AppState,
};

const RESET_LIFETIME_SECS: i64 = 60 * 60;

/// The forced change of login: the member's login name, the old password and the new pair.
/// Success signs the member in (same reply as the login).
#[utoipa::path(post, path = "/api/v1/authentication/change-password", tag = "customer",
    request_body(content = super::forms::ForcedPasswordForm, content_type = "application/x-www-form-urlencoded",
        description = "username, type, vendor, password_old, password, password_again, redirect, security_code"),
    responses((status = 200, body = SignedIn, description = "the password is changed; the login reply (bearer, exp_at)"),
              (status = 403, body = CustomerRefusal, description = "wrong login name or old password (counted like a login)"),
              (status = 422, body = CustomerRefusal, description = "data[0].key names the field to flag")))]
pub async fn change_password(
    State(state): State<AppState>,
    lang: Lang,
    ClientAddress(address): ClientAddress,
    jar: SignedCookieJar,
    f: Fields,
) -> AppResult<Response> {
    let login = login::login_name(&f)?;
    let (old, password) = password_change(&f)?;
    let attempt = Attempt {
        address: &address,
        login: &login,
        password_field: "password_old",
        password: old,
        security_code: f.get("security_code"),
    };
    let customer = login::check_credentials(&state, &jar, &attempt).await?;
    login::refuse_inactive(&customer)?;
    let customer = store_password(&state, customer.id, &password).await?;
    let welcome = login::Welcome::to(
        CustomerMsg::PasswordChanged,
        safe_redirect(f.get("redirect")),
    );
    login::sign_in(&state, lang, jar, &customer, false, welcome).await
}

/// A signed-in member changes their password; the reply carries a new token (older ones end).
#[utoipa::path(post, path = "/api/v1/customer/update/password", tag = "customer",
    request_body(content = super::forms::PasswordForm, content_type = "application/x-www-form-urlencoded",
        description = "password_old, password, password_again"),
    responses((status = 200, body = SignedIn, description = "status 1 with a new bearer and exp_at"),
              (status = 401, body = crate::error::ErrorEnvelope, description = "not signed in"),
              (status = 422, body = CustomerRefusal, description = "data[0].key names the field to flag (password_old when it is wrong)")))]
pub async fn update_password(
    State(state): State<AppState>,
    lang: Lang,
    member: CurrentMember,
    jar: SignedCookieJar,
    headers: HeaderMap,
    f: Fields,
) -> AppResult<Response> {
    let (old, password) = password_change(&f)?;
    let Some(customer) = store::find(&state.db, member.id).await? else {
        return Err(Refusal::login_required());
    };
    if !verify_password(Some(&customer.password_hash), old).await? {
        return Err(Refusal::unprocessable(
            "password_old",
            CustomerMsg::PasswordOldWrong,
        ));
    }
    let remember = auth::verified_from_headers(&state, &headers)
        .await
        .is_some_and(|v| v.claims.remember);
    let customer = store_password(&state, customer.id, &password).await?;
    let claims = member_token::new_claims(
        &state.config,
        customer.id,
        customer.session_version,
        remember,
    );
    Ok(login::signed_in(
        &state,
        lang,
        jar,
        &customer,
        &claims,
        login::Welcome::plain(CustomerMsg::PasswordChanged),
    ))
}

/// The old password (required) and the new pair of a change form.
fn password_change(f: &Fields) -> Result<(&str, Password), Refusal> {
    let old = f.get("password_old");
    if old.is_empty() {
        return Err(Refusal::unprocessable(
            "password_old",
            CustomerMsg::Required,
        ));
    }
    let password =
        new_password(f, Some(old)).map_err(|(key, msg)| Refusal::unprocessable(key, msg))?;
    Ok((old, password))
}

/// The new password pair of a change form, with the field key of its first error.
pub fn new_password(
    f: &Fields,
    old: Option<&str>,
) -> Result<Password, (&'static str, CustomerMsg)> {
    let password = Password::parse(f.get("password")).map_err(|e| ("password", e))?;
    if f.get("password_again").is_empty() {
        return Err(("password_again", CustomerMsg::Required));
    }
    if f.get("password_again") != password.as_str() {
        return Err(("password_again", CustomerMsg::PasswordMismatch));
    }
    if old == Some(password.as_str()) {
        return Err(("password", CustomerMsg::PasswordSameAsOld));
    }
    Ok(password)
}

/// Keeps the new password's hash; returns the member as now stored, with the session version
/// the change gave them.
async fn store_password(
    state: &AppState,
    id: i64,
    password: &Password,
) -> AppResult<store::Customer> {
    let hash = hash_password(password).await?;
    let mut tx = state.db.begin().await?;
    let version = store::set_password(&mut tx, id, &hash, password.strength()).await?;
    tx.commit().await?;
    let mut customer = store::find(&state.db, id)
        .await?
        .ok_or_else(Refusal::not_found)?;
    customer.session_version = version;
    Ok(customer)
}

/// Sends a one-time password reset link when the address belongs to a member. The answer is the
/// same either way, and comes before the mail is written, so its timing tells nothing either.
/// Every request is counted per address asked for and per client address, as failed logins
/// are: past `login_attempts_before_captcha` in the window, a request needs the security code.
/// The key forgotten-password asks are counted under for a client address.
pub fn forgot_address_key(address: &str) -> String {
    format!("reset:{}", login::address_key(address))
}

#[utoipa::path(post, path = "/api/v1/authentication/forgot-password", tag = "customer",
    request_body(content = super::forms::ForgotPasswordForm, content_type = "application/x-www-form-urlencoded", description = "email, security_code (once asked for)"),
    responses((status = 200, body = CustomerSuccess, description = "status 1, whether or not the address is registered"),
              (status = 403, body = CustomerRefusal, description = "too many requests for this address or from this client: data[0].captcha is 1 and security_code is required (or was wrong)"),
              (status = 422, body = CustomerRefusal, description = "malformed email")))]
pub async fn forgot_password(
    State(state): State<AppState>,
    lang: Lang,
    ClientAddress(address): ClientAddress,
    jar: SignedCookieJar,
    f: Fields,
) -> AppResult<Response> {
    let email = parse_email(f.get("email")).map_err(|e| Refusal::unprocessable("email", e))?;
    let account_key = format!("reset:email:{}", email.key());
    limit::check_account(&state, Door::ForgotPassword, &account_key)?;
    let address_key = forgot_address_key(&address);
    let keys = [account_key.as_str(), address_key.as_str()];
    login::captcha_gate(&state, &jar, keys, f.get("security_code")).await?;
    store::record_failure(&state.db, &keys, login::counted_since(&state)).await?;
    tokio::spawn(async move {
        if let Err(e) = send_reset_link(&state, &email).await {
            // No address in it: `mail::send` keeps only the relay's reply code.
            tracing::error!(error = %e, "password reset mail not sent");
        }
    });
    Ok(success(lang, CustomerMsg::ForgotSent, Vec::new()))
}

/// Mails a reset link to the member of `email`; nothing when there is none.
pub async fn send_reset_link(state: &AppState, email: &Email) -> anyhow::Result<()> {
    let Some(c) = store::find_by_email(&state.db, email).await? else {
        return Ok(());
    };
    let token = new_link_token(
        &state.db,
        c.id,
        TokenPurpose::PasswordReset,
        RESET_LIFETIME_SECS,
    )
    .await?;
    let link = format!(
        "{}/sifremi-unuttum?token={token}&id={}",
        state.config.public_url.trim_end_matches('/'),
        c.id
    );
    mail::send(
        &state.config,
        Mail {
            to: c.email.clone(),
            subject: "Şifre yenileme".into(),
            body: format!(
                "Merhaba,\n\nŞifrenizi yenilemek için aşağıdaki bağlantıya tıklayınız:\n\n{link}\n\n\
                 Bağlantı bir saat geçerlidir ve bir kez kullanılabilir. Bu isteği siz yapmadıysanız \
                 bu e-postayı dikkate almayınız.\n"
            ),
            kind: "password-reset",
        },
    )
    .await
}

/// Sets a new password with the one-time link of the reset mail; it also activates the member
/// (the link proves the address).
#[utoipa::path(post, path = "/api/v1/authentication/reset-password", tag = "customer",
    request_body(content = super::forms::ResetPasswordForm, content_type = "application/x-www-form-urlencoded",
        description = "id, token, password, password_again"),
    responses((status = 200, body = CustomerSuccess, description = "status 1; older tokens stop working"),
              (status = 400, body = CustomerRefusal, description = "reused, forged or expired link"),
              (status = 422, body = CustomerRefusal, description = "data[0].key names the field to flag")))]
pub async fn reset_password(
    State(state): State<AppState>,
    lang: Lang,
    f: Fields,
) -> AppResult<Response> {
    let password = new_password(&f, None).map_err(|(key, msg)| Refusal::unprocessable(key, msg))?;
    reset_with_link(&state, f.get("id"), f.get("token"), &password).await?;
    Ok(success(lang, CustomerMsg::PasswordChanged, Vec::new()))
}

/// Uses the reset link's token to set `password` and activate the member: refused when the
/// link is malformed, used, expired or another member's.
pub async fn reset_with_link(
    state: &AppState,
    id: &str,
    token: &str,
    password: &Password,
) -> AppResult<()> {
    let hash = hash_password(password).await?;
    let (mut tx, id) = spend_link(
        &state.db,
        (id, token),
        TokenPurpose::PasswordReset,
        CustomerMsg::ResetInvalid,
    )
    .await?;
    store::set_password(&mut tx, id, &hash, password.strength()).await?;
    store::activate(&mut tx, id).await?;
    tx.commit().await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_password_is_given_twice_and_differs_from_the_old() {
        assert!(new_password(
            &Fields::form("password=Kuzu.2026&password_again=Kuzu.2026"),
            None
        )
        .is_ok());
        assert_eq!(
            new_password(&Fields::form("password=Kuzu.2026"), None).unwrap_err(),
            ("password_again", CustomerMsg::Required)
        );
        assert_eq!(
            new_password(
                &Fields::form("password=Kuzu.2026&password_again=Kuzu.2027"),
                None
            )
            .unwrap_err(),
            ("password_again", CustomerMsg::PasswordMismatch)
        );
        assert_eq!(
            new_password(
                &Fields::form("password=Kuzu.2026&password_again=Kuzu.2026"),
                Some("Kuzu.2026")
            )
            .unwrap_err(),
            ("password", CustomerMsg::PasswordSameAsOld)
        );
        assert_eq!(
            new_password(&Fields::form("password=abc&password_again=abc"), None).unwrap_err(),
            ("password", CustomerMsg::PasswordTooShort)
        );
    }
}
