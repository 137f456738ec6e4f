//! A social sign-in from the button to the signed-in member:
//!
//! 1. `begin`: the shopper leaves for the provider with a fresh state, nonce and PKCE verifier,
//!    kept here against the browser's session (a signed-in member links instead of signing in).
//! 2. The provider sends the shopper back to the login page at `/social-login` with `code` and
//!    `state`; a provider that posts its answer (`form_post`, Apple) posts it to `form_post`,
//!    which keeps the name it carries and sends the browser on to the same page. The page calls
//!    `finish`. Nothing rests on a cookie that a cross-site POST would not carry: the page's own
//!    call, same-site, brings the session, and the state is good for one return of that session.
//! 3. `finish` trades the code, checks the ID token and decides: a linked account signs in; a
//!    verified email of an existing member asks that member's password or a mailed link
//!    (`social-link`), never linking silently; a new verified email asks the KVKK consent first
//!    (`social-consent`); no verified email asks for one and confirms it by a mailed link
//!    (`social-email`). The popups answer with their one-time ticket.
//! 4. When the shop needs a phone and the member has none, the sign-in answer says
//!    `popup: social-phone`, and the page has it verified by SMS (`services/verify-sms`).

use axum::{
    extract::{Query, State},
    http::StatusCode,
    response::{IntoResponse, Redirect, Response},
    Json,
};
use axum_extra::extract::SignedCookieJar;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::{
    config::ProviderConfig,
    oidc::{Identity, ProviderError},
    store::{self as social_store, NewSignIn, SignIn},
};
use crate::{
    app::AppState,
    customer::{
        answer::{success, CustomerRefusal, CustomerSuccess, MemberResult, Refusal, SignedIn},
        auth::{self, now_secs, MaybeMember},
        fields::Fields,
        login::{self, Attempt, Welcome},
        mail::{self, Mail},
        model::{is_ticked, parse_name, safe_redirect, CustomerMsg, Email, LoginName},
        secrets::{link_parts, one_time_token, sha256_hex},
        store::{self, Customer, NewCustomer},
    },
    error::AppError,
    http::{locale::RequestLocale, proxy::ClientAddress, session},
    locale::Lang,
};

/// The login page's address the providers send the shopper back to.
pub const RETURN_PATH: &str = "/social-login";
/// Where a `form_post` provider posts its answer.
pub const FORM_POST_PATH: &str = "/api/v1/authentication/social-login/form-post";
/// How long a popup's ticket is good for.
const TICKET_LIFETIME_SECS: i64 = 15 * 60;
/// How long a mailed link that ends a sign-in is good for.
const LINK_LIFETIME_SECS: i64 = 24 * 60 * 60;
/// The strength a member without a password is given: there is no password to strengthen, so
/// the forced password-update popup (strength 6 or less) never shows for them.
const NO_PASSWORD_STRENGTH: i64 = 10;

/// The popups of a social sign-in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Popup {
    Consent,
    Link,
    Email,
    Phone,
}

impl Popup {
    pub fn as_str(self) -> &'static str {
        match self {
            Popup::Consent => "social-consent",
            Popup::Link => "social-link",
            Popup::Email => "social-email",
            Popup::Phone => "social-phone",
        }
    }
}

/// The mailed links that end a sign-in, by their `activation` value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum LinkKind {
    /// Confirms linking the provider to the member who owns the provider's email.
    Member,
    /// Confirms the address typed in the email popup.
    Email,
}

impl LinkKind {
    fn as_str(self) -> &'static str {
        match self {
            LinkKind::Member => "social",
            LinkKind::Email => "social-email",
        }
    }

    fn parse(raw: &str) -> Option<LinkKind> {
        [LinkKind::Member, LinkKind::Email]
            .into_iter()
            .find(|k| k.as_str() == raw.trim())
    }
}

/// The address the provider sends the shopper back to.
pub fn redirect_uri(state: &AppState, provider: &ProviderConfig) -> String {
    let path = if provider.form_post {
        FORM_POST_PATH
    } else {
        RETURN_PATH
    };
    format!("{}{path}", state.config.public_url.trim_end_matches('/'))
}

// ---------------------------------------------------------------------------------------------
// Answers.

/// One provider's button.
#[derive(Debug, Serialize, ToSchema)]
pub struct ProviderButton {
    /// The `type` of the sign-in link.
    #[serde(rename = "type")]
    pub kind: String,
    pub name: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ProviderList {
    /// In the order the buttons show; empty when the shop offers no social sign-in.
    pub data: Vec<ProviderButton>,
    /// Always 1.
    pub status: i64,
}

/// Where to send the shopper: `data[0]` is the provider's authorization address.
#[derive(Debug, Serialize, ToSchema)]
pub struct SocialRedirect {
    pub data: Vec<String>,
    /// Always 1.
    pub status: i64,
}

/// A step the shopper must take before the sign-in ends.
#[derive(Debug, Serialize, ToSchema)]
pub struct SocialStep {
    /// `social-consent`, `social-link` or `social-email`.
    pub popup: &'static str,
    /// The one-time ticket the popup's call sends back (15 minutes, this browser only).
    pub ticket: String,
    /// The provider's verified email (consent), partly hidden (link), or empty (email).
    pub email: String,
    /// The name the provider gave, to greet the shopper.
    pub name: String,
    pub message: &'static str,
    /// Always 1.
    pub status: i64,
    #[serde(rename = "statusText")]
    pub status_text: &'static str,
}

/// What the social sign-in call answers: where to go (with `type`), or on the way back, signed
/// in or a step to take.
#[derive(Debug, Serialize, ToSchema)]
#[serde(untagged)]
pub enum SocialAnswer {
    Redirect(SocialRedirect),
    SignedIn(SignedIn),
    Step(SocialStep),
}

// ---------------------------------------------------------------------------------------------
// Handlers.

/// The social sign-in buttons the shop offers.
#[utoipa::path(get, path = "/api/v1/authentication/social-login/providers", tag = "customer",
    responses((status = 200, body = ProviderList)))]
pub async fn social_providers(State(state): State<AppState>) -> Json<ProviderList> {
    Json(ProviderList {
        data: state
            .config
            .social
            .providers
            .iter()
            .map(|p| ProviderButton {
                kind: p.kind.clone(),
                name: p.name.clone(),
            })
            .collect(),
        status: 1,
    })
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SocialLoginQuery {
    /// Begins a sign-in with this provider (`google`, `apple`, ...).
    #[serde(rename = "type")]
    #[param(rename = "type")]
    kind: Option<String>,
    /// With `type`: a same-site path to go to once signed in.
    redirect: Option<String>,
    /// The provider's code, on the way back.
    code: Option<String>,
    /// The state the sign-in left with, on the way back.
    state: Option<String>,
    /// The provider's error (the shopper cancelled), on the way back.
    error: Option<String>,
}

/// With `type`, begins a sign-in: `data[0]` is the provider's address (a signed-in member links
/// the provider instead). With `code` and `state` (or `error`), ends it.
#[utoipa::path(get, path = "/api/v1/authentication/social-login", tag = "customer",
    params(SocialLoginQuery),
    responses((status = 200, body = SocialAnswer, description = "with type: SocialRedirect, data[0] the provider's address; on the way back: signed in (SignedIn; popup social-phone when a phone is needed), or a popup to answer (SocialStep)"),
              (status = 400, body = CustomerRefusal, description = "an unknown, expired, replayed or other browser's state; the shopper cancelled; the code or the ID token refused (issuer, audience, signature, expiry, nonce)"),
              (status = 404, body = CustomerRefusal, description = "an unknown provider type"),
              (status = 409, body = CustomerRefusal, description = "the provider account is linked to another member"),
              (status = 502, body = CustomerRefusal, description = "the provider cannot be reached")))]
pub async fn social_login(
    State(state): State<AppState>,
    locale: RequestLocale,
    jar: SignedCookieJar,
    MaybeMember(member): MaybeMember,
    Query(q): Query<SocialLoginQuery>,
) -> MemberResult<Response> {
    let lang = locale.lang;
    match q.kind.as_deref() {
        Some(kind) if q.code.is_none() && q.state.is_none() => {
            let member_id = member.map(|m| m.id);
            let redirect = q.redirect.as_deref().unwrap_or("");
            let (jar, url) = begin(&state, lang, jar, member_id, kind, redirect).await?;
            let answer = SocialAnswer::Redirect(SocialRedirect {
                data: vec![url],
                status: 1,
            });
            Ok((jar, Json(answer)).into_response())
        }
        _ => finish(&state, lang, jar, &q).await,
    }
}

/// The sign-in link of the buttons: sends the browser to the provider.
#[utoipa::path(get, path = "/authentication/social-login", tag = "customer",
    params(SocialLoginQuery),
    responses((status = 303, description = "to the provider's authorization address"),
              (status = 404, body = CustomerRefusal, description = "an unknown provider type"),
              (status = 502, body = CustomerRefusal, description = "the provider cannot be reached")))]
pub async fn social_login_link(
    State(state): State<AppState>,
    locale: RequestLocale,
    jar: SignedCookieJar,
    MaybeMember(member): MaybeMember,
    Query(q): Query<SocialLoginQuery>,
) -> MemberResult<Response> {
    let kind = q.kind.as_deref().unwrap_or("");
    let redirect = q.redirect.as_deref().unwrap_or("");
    let (jar, url) = begin(
        &state,
        locale.lang,
        jar,
        member.map(|m| m.id),
        kind,
        redirect,
    )
    .await?;
    Ok((jar, Redirect::to(&url)).into_response())
}

/// A `form_post` provider's answer (Apple's, posted from its own site): the name it sends once is
/// kept with the sign-in, and the browser goes on to the login page, whose own call ends it. A
/// post without its fields goes there too: the page shows the generic popup.
#[utoipa::path(post, path = "/api/v1/authentication/social-login/form-post", tag = "customer",
    request_body(content = Option<super::super::forms::SocialFormPost>, content_type = "application/x-www-form-urlencoded"),
    responses((status = 303, description = "to /social-login with code and state (or error and state)")))]
pub async fn social_login_form_post(
    State(state): State<AppState>,
    f: Fields,
) -> MemberResult<Response> {
    let sign_in_state = f.get("state");
    if let Some((given, family)) = posted_name(f.get("user")) {
        social_store::keep_posted_name(&state.db, &sha256_hex(sign_in_state), &given, &family)
            .await?;
    }
    let mut target = url::form_urlencoded::Serializer::new(String::new());
    for key in ["code", "state", "error"] {
        if let Some(value) = f.opt(key).filter(|v| !v.is_empty()) {
            target.append_pair(key, value);
        }
    }
    Ok(Redirect::to(&format!("{RETURN_PATH}?{}", target.finish())).into_response())
}

/// The name in a form_post provider's `user` field (`{"name":{"firstName","lastName"}}`).
fn posted_name(user: &str) -> Option<(String, String)> {
    let v: serde_json::Value = serde_json::from_str(user).ok()?;
    let part = |k: &str| v["name"][k].as_str().map(clean_name).unwrap_or_default();
    Some((part("firstName"), part("lastName")))
}

/// A name from a provider as the member's name, or empty when our rules refuse it.
fn clean_name(raw: &str) -> String {
    parse_name(raw, false).unwrap_or_default()
}

/// Creates the member the KVKK popup asked about: the provider's verified email.
#[utoipa::path(post, path = "/api/v1/authentication/social-login/register", tag = "customer",
    request_body(content = super::super::forms::SocialRegisterForm, content_type = "application/x-www-form-urlencoded"),
    responses((status = 200, body = SignedIn, description = "the new member, signed in (popup social-phone when a phone is needed)"),
              (status = 400, body = CustomerRefusal, description = "an unknown, used or expired ticket, or one of another browser"),
              (status = 409, body = CustomerRefusal, description = "the email was registered meanwhile"),
              (status = 422, body = CustomerRefusal, description = "kvkk not ticked")))]
pub async fn social_register(
    State(state): State<AppState>,
    locale: RequestLocale,
    jar: SignedCookieJar,
    f: Fields,
) -> MemberResult<Response> {
    let lang = locale.lang;
    let sign_in = ticket_sign_in(&state, lang, &jar, f.get("ticket")).await?;
    let Some(email) = verified_email(&sign_in) else {
        return Err(ticket_refusal(lang).into());
    };
    if !is_ticked(f.opt("kvkk")) {
        return Err(Refusal::unprocessable(lang, "kvkk", CustomerMsg::KvkkRequired).into());
    }
    if store::find_by_email(&state.db, &email).await?.is_some() {
        return Err(taken(lang).into());
    }
    if !social_store::complete(&state.db, sign_in.id).await? {
        return Err(ticket_refusal(lang).into());
    }
    let commercial = is_ticked(f.opt("commercial_message"));
    let customer = create_member(&state, lang, &email, &sign_in, commercial).await?;
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
    request_body(content = super::super::forms::SocialLinkForm, content_type = "application/x-www-form-urlencoded"),
    responses((status = 200, body = SignedIn, description = "with the password: linked and signed in; with by=email: CustomerSuccess, the link is mailed"),
              (status = 400, body = CustomerRefusal, description = "an unknown, used or expired ticket"),
              (status = 403, body = CustomerRefusal, description = "a wrong password (counted; the captcha follows as at the login)"),
              (status = 409, body = CustomerRefusal, description = "the member has another account of this provider linked")))]
pub async fn social_link(
    State(state): State<AppState>,
    locale: RequestLocale,
    ClientAddress(address): ClientAddress,
    jar: SignedCookieJar,
    f: Fields,
) -> MemberResult<Response> {
    let lang = locale.lang;
    let sign_in = ticket_sign_in(&state, lang, &jar, f.get("ticket")).await?;
    let Some(email) = verified_email(&sign_in) else {
        return Err(ticket_refusal(lang).into());
    };
    let Some(member) = store::find_by_email(&state.db, &email).await? else {
        return Err(ticket_refusal(lang).into());
    };
    if f.get("by") == "email" {
        mail_link(&state, lang, &sign_in, LinkKind::Member, &email, false).await?;
        return Ok(success(lang, CustomerMsg::SocialLinkSent, Vec::new()));
    }
    let password = f.get("password");
    if password.is_empty() {
        return Err(Refusal::unprocessable(lang, "password", CustomerMsg::Required).into());
    }
    let login = LoginName::Email(email);
    let attempt = Attempt {
        address: &address,
        login: &login,
        password_field: "password",
        password,
        security_code: f.get("security_code"),
    };
    let customer = login::check_credentials(&state, lang, &jar, &attempt).await?;
    if customer.id != member.id || !social_store::complete(&state.db, sign_in.id).await? {
        return Err(ticket_refusal(lang).into());
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
    request_body(content = super::super::forms::SocialEmailForm, content_type = "application/x-www-form-urlencoded"),
    responses((status = 200, body = CustomerSuccess, description = "the link is mailed to the address"),
              (status = 400, body = CustomerRefusal, description = "an unknown, used or expired ticket"),
              (status = 422, body = CustomerRefusal, description = "an invalid email, or kvkk not ticked")))]
pub async fn social_email(
    State(state): State<AppState>,
    locale: RequestLocale,
    jar: SignedCookieJar,
    f: Fields,
) -> MemberResult<Response> {
    let lang = locale.lang;
    let sign_in = ticket_sign_in(&state, lang, &jar, f.get("ticket")).await?;
    if verified_email(&sign_in).is_some() {
        return Err(ticket_refusal(lang).into());
    }
    let mut errors = Vec::new();
    let email = Email::parse(f.get("email")).map_err(|e| errors.push(("email", e)));
    if !is_ticked(f.opt("kvkk")) {
        errors.push(("kvkk", CustomerMsg::KvkkRequired));
    }
    let email = match email {
        Ok(email) if errors.is_empty() => email,
        _ => return Err(Refusal::fields(lang, errors).into()),
    };
    let commercial = is_ticked(f.opt("commercial_message"));
    mail_link(&state, lang, &sign_in, LinkKind::Email, &email, commercial).await?;
    Ok(success(lang, CustomerMsg::SocialLinkSent, Vec::new()))
}

/// A mailed link of a social sign-in (`activation=social` or `social-email`, with `id` and
/// `token`): ends it, in whichever browser opens it.
#[utoipa::path(post, path = "/api/v1/authentication/social-login/activate", tag = "customer",
    request_body(content = super::super::forms::SocialActivateForm, content_type = "application/x-www-form-urlencoded"),
    responses((status = 200, body = SignedIn, description = "linked (and, for a new address, registered) and signed in"),
              (status = 400, body = CustomerRefusal, description = "a used, expired or forged link"),
              (status = 409, body = CustomerRefusal, description = "the member has another account of this provider linked")))]
pub async fn social_activate(
    State(state): State<AppState>,
    locale: RequestLocale,
    jar: SignedCookieJar,
    f: Fields,
) -> MemberResult<Response> {
    let lang = locale.lang;
    let invalid = || {
        Refusal::new(
            StatusCode::BAD_REQUEST,
            lang,
            "token",
            CustomerMsg::ActivationInvalid,
        )
    };
    let kind = LinkKind::parse(f.get("activation")).ok_or_else(invalid)?;
    let (id, token) = link_parts(f.get("id"), f.get("token")).ok_or_else(invalid)?;
    let Some(sign_in) =
        social_store::take_link(&state.db, id, kind.as_str(), &sha256_hex(token)).await?
    else {
        return Err(invalid().into());
    };
    let email = sign_in
        .link_email
        .as_deref()
        .and_then(|e| Email::parse(e).ok())
        .ok_or_else(invalid)?;
    let (customer, msg) = match store::find_by_email(&state.db, &email).await? {
        Some(c) => (c, CustomerMsg::SocialLinked),
        None if kind == LinkKind::Email => (
            create_member(&state, lang, &email, &sign_in, sign_in.commercial_message).await?,
            CustomerMsg::SocialRegistered,
        ),
        None => return Err(invalid().into()),
    };
    link_and_sign_in(&state, lang, jar, customer, &sign_in, msg).await
}

// ---------------------------------------------------------------------------------------------
// The flow.

/// Records a new sign-in for the session and answers the jar (with the session) and the
/// provider's address.
pub async fn begin(
    state: &AppState,
    lang: Lang,
    jar: SignedCookieJar,
    member_id: Option<i64>,
    kind: &str,
    redirect: &str,
) -> MemberResult<(SignedCookieJar, String)> {
    let provider = state.config.social.provider(kind).ok_or_else(|| {
        Refusal::new(
            StatusCode::NOT_FOUND,
            lang,
            "type",
            CustomerMsg::SocialUnknownProvider,
        )
    })?;
    let authorization = state
        .social
        .authorize(provider, &redirect_uri(state, provider))
        .await
        .map_err(|e| provider_refusal(lang, provider, &e))?;
    let (session_id, jar) = session::session_id(jar);
    social_store::create_sign_in(
        &state.db,
        &NewSignIn {
            state_hash: &sha256_hex(&authorization.state),
            provider: &provider.kind,
            session_id: &session_id,
            member_id,
            nonce: &authorization.nonce,
            pkce_verifier: &authorization.pkce_verifier,
            redirect: &safe_redirect(redirect),
            language: lang.code(),
        },
    )
    .await?;
    Ok((jar, authorization.url))
}

/// The refusal for a provider's failure; the reason goes to the log only.
fn provider_refusal(lang: Lang, provider: &ProviderConfig, e: &ProviderError) -> Refusal {
    tracing::warn!(provider = %provider.kind, error = %e, "social sign-in failed at the provider");
    match e {
        ProviderError::Unavailable(_) => Refusal::new(
            StatusCode::BAD_GATEWAY,
            lang,
            "social",
            CustomerMsg::SocialUnavailable,
        ),
        ProviderError::Refused(_) => Refusal::new(
            StatusCode::BAD_REQUEST,
            lang,
            "social",
            CustomerMsg::SocialRefused,
        ),
    }
}

/// The return from the provider.
async fn finish(
    state: &AppState,
    lang: Lang,
    jar: SignedCookieJar,
    q: &SocialLoginQuery,
) -> MemberResult<Response> {
    let invalid = || {
        Refusal::new(
            StatusCode::BAD_REQUEST,
            lang,
            "state",
            CustomerMsg::SocialStateInvalid,
        )
    };
    let returned_state = q.state.as_deref().unwrap_or("");
    let session_id = session::verified_session_id(&jar);
    let (Some(session_id), false) = (session_id, returned_state.is_empty()) else {
        return Err(invalid().into());
    };
    let Some(sign_in) =
        social_store::take_return(&state.db, &sha256_hex(returned_state), &session_id).await?
    else {
        return Err(invalid().into());
    };
    if q.error.is_some() {
        return Err(Refusal::new(
            StatusCode::BAD_REQUEST,
            lang,
            "social",
            CustomerMsg::SocialCancelled,
        )
        .into());
    }
    let code = q.code.as_deref().unwrap_or("");
    if code.is_empty() || code.len() > 2048 {
        return Err(invalid().into());
    }
    let Some(provider) = state.config.social.provider(&sign_in.provider) else {
        return Err(Refusal::new(
            StatusCode::NOT_FOUND,
            lang,
            "type",
            CustomerMsg::SocialUnknownProvider,
        )
        .into());
    };
    let mut identity = state
        .social
        .identity(
            provider,
            &redirect_uri(state, provider),
            code,
            &sign_in.pkce_verifier,
            &sign_in.nonce,
        )
        .await
        .map_err(|e| provider_refusal(lang, provider, &e))?;
    identity.given_name = clean_name(&identity.given_name);
    identity.family_name = clean_name(&identity.family_name);
    if identity.given_name.is_empty() && identity.family_name.is_empty() {
        identity.given_name = sign_in.posted_given_name.clone();
        identity.family_name = sign_in.posted_family_name.clone();
    }
    decide(state, lang, jar, sign_in, identity).await
}

/// What a checked identity leads to (see the module's head).
async fn decide(
    state: &AppState,
    lang: Lang,
    jar: SignedCookieJar,
    mut sign_in: SignIn,
    identity: Identity,
) -> MemberResult<Response> {
    let linked =
        social_store::linked_member(&state.db, &sign_in.provider, &identity.subject).await?;
    sign_in.subject = Some(identity.subject.clone());
    sign_in.email = identity.email.clone();
    if let Some(member_id) = sign_in.member_id {
        // A member linking from the account page.
        if linked.is_some_and(|m| m != member_id) {
            return Err(linked_elsewhere(lang).into());
        }
        social_store::complete(&state.db, sign_in.id).await?;
        let customer = existing(state, lang, member_id).await?;
        return link_and_sign_in(
            state,
            lang,
            jar,
            customer,
            &sign_in,
            CustomerMsg::SocialLinked,
        )
        .await;
    }
    if let Some(member_id) = linked {
        social_store::complete(&state.db, sign_in.id).await?;
        let customer = existing(state, lang, member_id).await?;
        return sign_in_member(
            state,
            lang,
            jar,
            customer,
            &sign_in.redirect,
            CustomerMsg::LoggedIn,
        )
        .await;
    }
    let (ticket, ticket_hash) = one_time_token();
    social_store::keep_identity(
        &state.db,
        sign_in.id,
        &identity,
        &ticket_hash,
        now_secs() + TICKET_LIFETIME_SECS,
    )
    .await?;
    let email = verified_email(&sign_in);
    let owner = match &email {
        Some(e) => store::find_by_email(&state.db, e).await?,
        None => None,
    };
    let (popup, msg, shown_email) = match (email, owner) {
        (Some(e), Some(_)) => (
            Popup::Link,
            CustomerMsg::SocialLinkNeeded,
            hidden(e.as_str()),
        ),
        (Some(e), None) => (
            Popup::Consent,
            CustomerMsg::SocialConsentNeeded,
            e.as_str().to_string(),
        ),
        (None, _) => (Popup::Email, CustomerMsg::SocialEmailNeeded, String::new()),
    };
    let text = msg.text(lang);
    let name = format!("{} {}", identity.given_name, identity.family_name)
        .trim()
        .to_string();
    Ok(Json(SocialAnswer::Step(SocialStep {
        popup: popup.as_str(),
        ticket,
        email: shown_email,
        name,
        message: text,
        status: 1,
        status_text: text,
    }))
    .into_response())
}

/// The provider's email, when it said it verified it and it is one we take.
fn verified_email(sign_in: &SignIn) -> Option<Email> {
    sign_in.email.as_deref().and_then(|e| Email::parse(e).ok())
}

/// `ay***@example.com`: enough for the owner to recognise, not enough to learn it.
fn hidden(email: &str) -> String {
    let (local, domain) = email.split_once('@').unwrap_or((email, ""));
    let shown: String = local.chars().take(2).collect();
    format!("{shown}***@{domain}")
}

async fn existing(state: &AppState, lang: Lang, id: i64) -> MemberResult<Customer> {
    store::find(&state.db, id)
        .await?
        .ok_or_else(|| ticket_refusal(lang).into())
}

/// The sign-in of a popup's ticket, for this browser.
async fn ticket_sign_in(
    state: &AppState,
    lang: Lang,
    jar: &SignedCookieJar,
    ticket: &str,
) -> MemberResult<SignIn> {
    let session_id = session::verified_session_id(jar);
    match session_id {
        Some(session_id) if crate::customer::secrets::is_token_shaped(ticket) => {
            social_store::by_ticket(&state.db, &sha256_hex(ticket), &session_id)
                .await?
                .ok_or_else(|| ticket_refusal(lang).into())
        }
        _ => Err(ticket_refusal(lang).into()),
    }
}

fn ticket_refusal(lang: Lang) -> Refusal {
    Refusal::new(
        StatusCode::BAD_REQUEST,
        lang,
        "ticket",
        CustomerMsg::SocialTicketInvalid,
    )
}

fn linked_elsewhere(lang: Lang) -> Refusal {
    Refusal::new(
        StatusCode::CONFLICT,
        lang,
        "social",
        CustomerMsg::SocialLinkedElsewhere,
    )
}

fn taken(lang: Lang) -> Refusal {
    Refusal::new(
        StatusCode::CONFLICT,
        lang,
        "mail_already_registered",
        CustomerMsg::MailAlreadyRegistered,
    )
}

/// A member from a social sign-in: active (the provider or the mailed link proved the email),
/// with the KVKK consent the popup asked, and no password.
async fn create_member(
    state: &AppState,
    lang: Lang,
    email: &Email,
    sign_in: &SignIn,
    commercial_message: bool,
) -> MemberResult<Customer> {
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
        return Err(taken(lang).into());
    };
    if commercial_message {
        crate::customer::consents::grant_at_registration(&state.db, id, email, None).await?;
    }
    existing(state, lang, id).await
}

/// Links the sign-in's provider account to `customer` (activating a member who had not followed
/// the activation link: the email is proven now) and signs them in.
async fn link_and_sign_in(
    state: &AppState,
    lang: Lang,
    jar: SignedCookieJar,
    customer: Customer,
    sign_in: &SignIn,
    msg: CustomerMsg,
) -> MemberResult<Response> {
    let subject = sign_in.subject.as_deref().unwrap_or("");
    let email = sign_in.email.as_deref().unwrap_or("");
    if !social_store::link(&state.db, customer.id, &sign_in.provider, subject, email).await?
        && social_store::linked_member(&state.db, &sign_in.provider, subject).await?
            != Some(customer.id)
    {
        return Err(linked_elsewhere(lang).into());
    }
    let customer = if customer.active {
        customer
    } else {
        let mut tx = state.db.begin().await?;
        store::activate(&mut tx, customer.id).await?;
        tx.commit().await?;
        existing(state, lang, customer.id).await?
    };
    let redirect = sign_in.redirect.clone();
    sign_in_member(state, lang, jar, customer, &redirect, msg).await
}

/// Signs a member in as the login does, asking for a phone when the shop needs one.
async fn sign_in_member(
    state: &AppState,
    lang: Lang,
    jar: SignedCookieJar,
    customer: Customer,
    redirect: &str,
    msg: CustomerMsg,
) -> MemberResult<Response> {
    login::refuse_inactive(lang, &customer)?;
    let (jar, cart_notices) = login::take_over_session(state, lang, jar, customer.id).await?;
    let claims = auth::new_claims(&state.config, customer.id, customer.session_version, false);
    let popup = (state.config.social.phone_required && customer.phone.is_empty())
        .then_some(Popup::Phone.as_str());
    Ok(login::signed_in(
        state,
        lang,
        jar,
        &customer,
        &claims,
        Welcome {
            msg,
            redirect: redirect.to_string(),
            cart_notices,
            popup,
        },
    ))
}

/// Mails the link that ends the sign-in to `email`.
async fn mail_link(
    state: &AppState,
    lang: Lang,
    sign_in: &SignIn,
    kind: LinkKind,
    email: &Email,
    commercial_message: bool,
) -> MemberResult<()> {
    let (token, hash) = one_time_token();
    social_store::set_link(
        &state.db,
        sign_in.id,
        kind.as_str(),
        email.as_str(),
        &hash,
        now_secs() + LINK_LIFETIME_SECS,
        commercial_message,
    )
    .await?;
    let link = mail::storefront_link(
        &state.config,
        lang,
        &format!(
            "/uye-girisi-sayfasi?activation={}&token={token}&id={}",
            kind.as_str(),
            sign_in.id
        ),
    );
    let provider = state
        .config
        .social
        .provider(&sign_in.provider)
        .map_or(sign_in.provider.as_str(), |p| p.name.as_str());
    let (subject, body) = link_mail(lang, kind, provider, &link);
    mail::send(
        &state.config,
        Mail {
            to: email.as_str().to_string(),
            subject: subject.into(),
            body,
            kind: "social-link",
        },
    )
    .await
    .map_err(AppError::Internal)?;
    Ok(())
}

fn link_mail(lang: Lang, kind: LinkKind, provider: &str, link: &str) -> (&'static str, String) {
    match (lang, kind) {
        (Lang::Tr, LinkKind::Member) => (
            "Hesabınızı bağlamayı onaylayın",
            format!("Merhaba,\n\n{provider} hesabınızı vitrin üyeliğinize bağlamak için aşağıdaki bağlantıya tıklayınız:\n\n{link}\n\nBağlantı 24 saat geçerlidir. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayınız; üyeliğinize bir şey bağlanmaz.\n"),
        ),
        (Lang::Tr, LinkKind::Email) => (
            "E-posta adresinizi onaylayın",
            format!("Merhaba,\n\n{provider} ile girişinizi tamamlamak ve bu e-posta adresini onaylamak için aşağıdaki bağlantıya tıklayınız:\n\n{link}\n\nBağlantı 24 saat geçerlidir. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayınız.\n"),
        ),
        (Lang::En, LinkKind::Member) => (
            "Confirm linking your account",
            format!("Hello,\n\nTo link your {provider} account to your vitrin membership, follow this link:\n\n{link}\n\nThe link is valid for 24 hours. If you did not ask for this, ignore this email; nothing will be linked.\n"),
        ),
        (Lang::En, LinkKind::Email) => (
            "Confirm your email address",
            format!("Hello,\n\nTo finish signing in with {provider} and confirm this email address, follow this link:\n\n{link}\n\nThe link is valid for 24 hours. If you did not ask for this, ignore this email.\n"),
        ),
        (Lang::Ar, LinkKind::Member) => (
            "أكّد ربط حسابك",
            format!("مرحبًا،\n\nلربط حسابك في {provider} بعضويتك في vitrin، افتح الرابط التالي:\n\n{link}\n\nالرابط صالح لمدة 24 ساعة. إذا لم تطلب ذلك فتجاهل هذه الرسالة؛ لن يُربط أي شيء.\n"),
        ),
        (Lang::Ar, LinkKind::Email) => (
            "أكّد بريدك الإلكتروني",
            format!("مرحبًا،\n\nلإكمال تسجيل الدخول عبر {provider} وتأكيد هذا البريد الإلكتروني، افتح الرابط التالي:\n\n{link}\n\nالرابط صالح لمدة 24 ساعة. إذا لم تطلب ذلك فتجاهل هذه الرسالة.\n"),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_form_post_users_name_is_read_and_checked() {
        assert_eq!(
            posted_name(r#"{"name":{"firstName":"Ayşe","lastName":"Yılmaz"},"email":"a@b.co"}"#),
            Some(("Ayşe".into(), "Yılmaz".into()))
        );
        assert_eq!(
            posted_name(r#"{"name":{"firstName":"<b>x</b>"}}"#),
            Some((String::new(), String::new()))
        );
        assert_eq!(posted_name("not json"), None);
    }

    #[test]
    fn a_hidden_email_shows_its_first_letters_and_domain() {
        assert_eq!(hidden("ayse@example.com"), "ay***@example.com");
        assert_eq!(hidden("a@b.co"), "a***@b.co");
    }

    #[test]
    fn link_kinds_are_the_activation_values() {
        assert_eq!(LinkKind::parse("social"), Some(LinkKind::Member));
        assert_eq!(LinkKind::parse("social-email"), Some(LinkKind::Email));
        assert_eq!(LinkKind::parse("membership"), None);
    }
}
