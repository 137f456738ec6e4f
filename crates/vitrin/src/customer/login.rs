//! Login and tokens: a member signs in by email, phone or vendor code and gets a bearer token, in
//! the body and in the member cookie; the guest cart, addresses and orders of the session become
//! theirs. Failed tries are counted per account and per client address in the database; past
//! `login_attempts_before_captcha` a try must carry the session's security code. The login call
//! with `{"refresh":1}` and a bearer trades it for a new one; logout revokes it.

use std::{future::Future, pin::Pin};

use axum::{
    extract::State,
    http::HeaderMap,
    response::{IntoResponse, Response},
    Json,
};
use axum_extra::extract::SignedCookieJar;

use super::{
    answer::{
        success, BearerToken, CustomerRefusal, CustomerSuccess, LoginCounters, LoginType,
        MemberSummary, PopupLogin, SignedIn,
    },
    auth, captcha,
    fields::Fields,
    model::{is_ticked, safe_redirect, CustomerMsg, LoginName},
    secrets::verify_password,
    store::{self, Customer},
};
use crate::{
    clock::now_secs,
    error::{AppResult, Refusal},
    http::{
        limit::{self, Door},
        member_token,
        proxy::ClientAddress,
        session, Done,
    },
    locale::Lang,
    state::AppState,
};

/// Logs in by email, phone or vendor code; with JSON `{"refresh":1}` and a bearer, refreshes.
#[utoipa::path(post, path = "/api/v1/authentication/login", tag = "customer",
    request_body(description = "a login form, or the JSON body {\"refresh\":1} with Authorization: Bearer",
        content((super::forms::LoginForm = "application/x-www-form-urlencoded"),
                (super::forms::RefreshRequest = "application/json"))),
    responses((status = 200, body = SignedIn, description = "status 1, data[0].bearer, data[0].exp_at (unix seconds), data[0].member, redirect (a same-site path or empty); sets the vitrin_member cookie"),
              (status = 401, body = crate::error::ErrorEnvelope, description = "refresh with a missing, expired, tampered or revoked token"),
              (status = 403, body = CustomerRefusal, description = "errorCode 401: wrong credentials (the same for an unknown account) with data[0].attempts_left and data[0].captcha; an inactive member; data[0].password_change = 1 when the password must be changed"),
              (status = 422, body = CustomerRefusal, description = "malformed email, phone or vendor code, or an empty field")))]
pub async fn login(
    State(state): State<AppState>,
    lang: Lang,
    ClientAddress(address): ClientAddress,
    jar: SignedCookieJar,
    headers: HeaderMap,
    f: Fields,
) -> AppResult<Response> {
    if is_ticked(f.opt("refresh")) {
        return refresh(&state, lang, jar, &headers).await;
    }
    let login = login_name(&f)?;
    let password = f.get("password");
    if password.is_empty() {
        return Err(Refusal::unprocessable("password", CustomerMsg::Required));
    }
    let code = f
        .opt("security_code")
        .or_else(|| f.opt("captcha"))
        .unwrap_or("");
    let attempt = Attempt {
        address: &address,
        login: &login,
        password_field: "password",
        password,
        security_code: code,
    };
    let customer = check_credentials(&state, &jar, &attempt).await?;
    refuse_inactive(&customer)?;
    if password_expired(&state, &customer) {
        return Err(login_refusal(CustomerMsg::PasswordChangeRequired, true));
    }
    let remember = is_ticked(f.opt("rememberMe"));
    let welcome = Welcome::to(CustomerMsg::LoggedIn, safe_redirect(f.get("redirect")));
    sign_in(&state, lang, jar, &customer, remember, welcome).await
}

/// The login name of a login form (`type`, `username`, `vendor`).
pub fn login_name(f: &Fields) -> Result<LoginName, Refusal> {
    LoginName::parse(f.get("type"), f.get("username"), f.get("vendor"))
        .map_err(|e| Refusal::unprocessable("username", e))
}

/// One try of a login name and password, from a client address.
pub struct Attempt<'a> {
    pub address: &'a str,
    pub login: &'a LoginName,
    /// The form field that carried the password, flagged when it is wrong.
    pub password_field: &'static str,
    pub password: &'a str,
    pub security_code: &'a str,
}

/// Checks a login name and password with the failed-attempt counters and the captcha: after
/// `login_attempts_before_captcha` failures for the account or the client address, the try
/// must carry the session's security code. Wrong account and wrong password answer alike.
pub async fn check_credentials(
    state: &AppState,
    jar: &SignedCookieJar,
    attempt: &Attempt<'_>,
) -> AppResult<Customer> {
    let account_key = attempt.login.attempt_key();
    limit::check_account(state, Door::Login, &account_key)?;
    let address_key = address_key(attempt.address);
    let keys = [account_key.as_str(), address_key.as_str()];
    let counted = captcha_gate(state, jar, keys, attempt.security_code).await?;
    let customer = store::find_by_login(&state.db, attempt.login).await?;
    let ok = verify_password(
        customer.as_ref().map(|c| c.password_hash.as_str()),
        attempt.password,
    )
    .await?;
    match customer {
        Some(c) if ok => {
            store::clear_failures(&state.db, &account_key).await?;
            Ok(c)
        }
        _ => {
            store::record_failure(&state.db, &keys, counted_since(state)).await?;
            let left = threshold(state) - counted - 1;
            Err(counted_refusal(
                CustomerMsg::LoginFailed,
                attempt.password_field,
                left,
            ))
        }
    }
}

/// The captcha step of the counted calls (login, the forced password change, forgot-password):
/// once the tries counted under either key reach `login_attempts_before_captcha`, a try must
/// carry the security code drawn for the session; a missing or wrong one is refused (a wrong one
/// counted). Answers the number of counted tries.
pub async fn captcha_gate(
    state: &AppState,
    jar: &SignedCookieJar,
    keys: [&str; 2],
    security_code: &str,
) -> AppResult<i64> {
    captcha_gate_after(state, jar, keys, security_code, threshold(state)).await
}

/// The captcha step of a counted call with a threshold of its own (order tracking's misses for
/// one number, `limits.track_misses_before_captcha`).
pub async fn captcha_gate_after(
    state: &AppState,
    jar: &SignedCookieJar,
    keys: [&str; 2],
    security_code: &str,
    threshold: i64,
) -> AppResult<i64> {
    let since = counted_since(state);
    let counted = store::failed_attempts(&state.db, keys[0], since)
        .await?
        .max(store::failed_attempts(&state.db, keys[1], since).await?);
    if counted < threshold {
        return Ok(counted);
    }
    if security_code.trim().is_empty() {
        return Err(counted_refusal(
            CustomerMsg::CaptchaRequired,
            "security_code",
            0,
        ));
    }
    if !captcha::take_and_check(state, jar, security_code).await? {
        store::record_failure(&state.db, &keys, since).await?;
        return Err(counted_refusal(
            CustomerMsg::CaptchaWrong,
            "security_code",
            0,
        ));
    }
    Ok(counted)
}

fn threshold(state: &AppState) -> i64 {
    i64::from(state.config.login_attempts_before_captcha)
}

/// A refusal of a counted call: `left` tries before the captcha is asked.
fn counted_refusal(msg: CustomerMsg, key: &'static str, left: i64) -> Refusal {
    Refusal::login(
        key,
        msg,
        LoginCounters {
            password_change: 0,
            attempts_left: left.max(0),
            captcha: i64::from(left <= 0),
        },
    )
}

/// The failed-attempt key of a client address.
pub fn address_key(address: &str) -> String {
    format!("address:{address}")
}

/// Failed tries before this time are no longer counted.
pub fn counted_since(state: &AppState) -> i64 {
    let window = i64::try_from(state.config.login_attempt_window_secs).unwrap_or(i64::MAX / 2);
    now_secs() - window
}

/// Records one failed try under each key (counted for the captcha's threshold).
pub async fn record_failures(state: &AppState, keys: &[&str]) -> AppResult<()> {
    Ok(store::record_failure(&state.db, keys, counted_since(state)).await?)
}

/// Forgets the failed tries of a key (the right answer came).
pub async fn clear_failures(state: &AppState, key: &str) -> AppResult<()> {
    Ok(store::clear_failures(&state.db, key).await?)
}

/// Whether the login popup must show the captcha now: the client address has reached the
/// failed-login threshold.
pub async fn captcha_needed(state: &AppState, address: &str) -> AppResult<bool> {
    captcha_needed_for(state, &address_key(address)).await
}

/// Whether the tries counted under `key` have reached the failed-login threshold.
pub async fn captcha_needed_for(state: &AppState, key: &str) -> AppResult<bool> {
    let failures = store::failed_attempts(&state.db, key, counted_since(state)).await?;
    Ok(failures >= threshold(state))
}

/// A member who has not followed the activation link yet may not sign in.
pub fn refuse_inactive(customer: &Customer) -> Result<(), Refusal> {
    if customer.active {
        Ok(())
    } else {
        Err(login_refusal(CustomerMsg::NotActivated, false))
    }
}

/// A refusal of the login call other than bad credentials (inactive, password to change).
fn login_refusal(msg: CustomerMsg, password_change: bool) -> Refusal {
    Refusal::login(
        "password",
        msg,
        LoginCounters {
            password_change: i64::from(password_change),
            attempts_left: 0,
            captcha: 0,
        },
    )
}

/// Whether the password must be changed before the member may sign in.
pub fn password_expired(state: &AppState, c: &Customer) -> bool {
    let max_age = state.config.password_max_age_days;
    c.must_change_password
        || (max_age > 0
            && now_secs() - c.password_changed_at
                > i64::try_from(max_age).unwrap_or(i64::MAX / 86_400) * 86_400)
}

/// What the guest's session held (cart, addresses, orders) becoming the member's who signs in
/// with it: `(state, lang, session id, member id)`, answering a notice for each cart line the
/// stock cut down as the carts joined. The checkout does it (`checkout::handover`); the
/// application state holds it (`Shared::take_over`), so that sign-in needs no call upward.
pub type SessionTakeOver =
    for<'a> fn(
        &'a AppState,
        Lang,
        &'a str,
        i64,
    ) -> Pin<Box<dyn Future<Output = sqlx::Result<Vec<String>>> + Send + 'a>>;

/// The session's guest cart, addresses and orders become the member's, who signs in. Answers,
/// with the jar, a notice for each cart line the stock cut down as the carts joined.
async fn take_over_session(
    state: &AppState,
    lang: Lang,
    jar: SignedCookieJar,
    member_id: i64,
) -> AppResult<(SignedCookieJar, Vec<String>)> {
    let (session_id, jar) = session::session_id(jar);
    let notices = (state.take_over)(state, lang, &session_id, member_id).await?;
    Ok((jar, notices))
}

/// What the login reply says beside the token: its message, where to go next (a same-site path
/// or empty), the notices of cart lines the joining of carts cut down, and the popup a social
/// sign-in still needs.
pub struct Welcome {
    pub msg: CustomerMsg,
    pub redirect: String,
    pub cart_notices: Vec<String>,
    pub popup: Option<&'static str>,
}

impl Welcome {
    /// `msg` alone: no redirect, no cart notice.
    pub fn plain(msg: CustomerMsg) -> Self {
        Welcome::to(msg, String::new())
    }

    /// `msg` and the page to go to next.
    pub fn to(msg: CustomerMsg, redirect: String) -> Self {
        Welcome {
            msg,
            redirect,
            cart_notices: Vec::new(),
            popup: None,
        }
    }
}

/// Signs `customer` in on this browser as the login does: the session's guest cart and orders
/// become theirs (the cart's notices go with `welcome`), and the reply carries a new token, a
/// long-lived one with `remember`.
pub async fn sign_in(
    state: &AppState,
    lang: Lang,
    jar: SignedCookieJar,
    customer: &Customer,
    remember: bool,
    welcome: Welcome,
) -> AppResult<Response> {
    let (jar, cart_notices) = take_over_session(state, lang, jar, customer.id).await?;
    let claims = member_token::new_claims(
        &state.config,
        customer.id,
        customer.session_version,
        remember,
    );
    let welcome = Welcome {
        cart_notices,
        ..welcome
    };
    Ok(signed_in(state, lang, jar, customer, &claims, welcome))
}

/// The login reply: a new token in the body and in the member cookie.
pub fn signed_in(
    state: &AppState,
    lang: Lang,
    jar: SignedCookieJar,
    customer: &Customer,
    claims: &member_token::Claims,
    welcome: Welcome,
) -> Response {
    let token = member_token::sign(&state.secret, claims);
    let lifetime = (claims.exp - now_secs()).max(0);
    let jar = jar.add(member_token::member_cookie(token.clone(), lifetime));
    (
        jar,
        Json(SignedIn {
            data: vec![BearerToken {
                bearer: token,
                exp_at: claims.exp,
                member: MemberSummary::of(customer),
            }],
            redirect: welcome.redirect,
            cart_notices: welcome.cart_notices,
            popup: welcome.popup,
            done: Done::saying(welcome.msg.text(lang)),
        }),
    )
        .into_response()
}

/// A new token for a valid one; the old one is revoked.
async fn refresh(
    state: &AppState,
    lang: Lang,
    jar: SignedCookieJar,
    headers: &HeaderMap,
) -> AppResult<Response> {
    let Some(verified) = auth::verified_from_headers(state, headers).await else {
        return Err(Refusal::login_required());
    };
    let Some(customer) = store::find(&state.db, verified.member.id).await? else {
        return Err(Refusal::login_required());
    };
    auth::revoke(&state.db, &verified.claims).await?;
    let claims = member_token::new_claims(
        &state.config,
        customer.id,
        customer.session_version,
        verified.claims.remember,
    );
    Ok(signed_in(
        state,
        lang,
        jar,
        &customer,
        &claims,
        Welcome::plain(CustomerMsg::Refreshed),
    ))
}

/// Logs out: the token is revoked, the member cookie removed and the member's cart leaves the
/// session. Answers status 1 with or without a valid token.
#[utoipa::path(method(get, post), path = "/srv/service/customer/logout", tag = "customer",
    params(("Authorization" = Option<String>, Header, description = "Bearer token (else the vitrin_member cookie)")),
    responses((status = 200, body = CustomerSuccess, description = "status 1; the token is refused from now on")))]
pub async fn logout(
    State(state): State<AppState>,
    lang: Lang,
    jar: SignedCookieJar,
    headers: HeaderMap,
) -> AppResult<Response> {
    if let Some(verified) = auth::verified_from_headers(&state, &headers).await {
        auth::revoke(&state.db, &verified.claims).await?;
    }
    if let Some(session_id) = session::verified_session_id(&jar) {
        crate::cart::handover::detach_member_cart(&state.db, &session_id).await?;
    }
    let jar = jar.remove(member_token::removal_cookie());
    Ok((jar, success(lang, CustomerMsg::LoggedOut, Vec::new())).into_response())
}

/// The login popup fragment (`5/1006/popup-login`).
#[utoipa::path(method(get, post), path = "/srv/service/content-v5/sub-folder/{pageId}/{blockParentId}/popup-login",
    tag = "customer", operation_id = "popup_login_fragment",
    params(("pageId" = i64, Path, description = "5, the login page"),
           ("blockParentId" = i64, Path, description = "1006, the login popup")),
    responses((status = 200, body = PopupLogin),
              (status = 404, body = crate::error::ErrorEnvelope, description = "a page or block id that is not a number of up to nine digits")))]
pub async fn popup_login_fragment(state: &AppState, address: &str) -> AppResult<PopupLogin> {
    let captcha = captcha_needed(state, address).await?;
    Ok(PopupLogin {
        captcha: i64::from(captcha),
        types: vec![LoginType::Email, LoginType::Phone, LoginType::Vendor],
    })
}
