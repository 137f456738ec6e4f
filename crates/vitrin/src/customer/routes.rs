//! Member calls of spec section 7. Forms come as `application/x-www-form-urlencoded` or JSON.
//!
//! CSRF: login, refresh, registration, activation, the forgotten-password pair, the forced
//! password change and logout carry their own proof (credentials, a one-time token or a bearer)
//! and must work from a fresh page, so they are exempt from the CSRF token; the calls of a
//! signed-in member that change their account (`/api/v1/customer/update`,
//! `/api/v1/customer/update/password`) and the guest login, which keeps the guest's contact in
//! the session for the checkout, sit behind `http::csrf` like the cart.
//!
//! Replies: `{"status":1,"message","statusText","data":[...]}` on success; on refusal
//! `{"status":0,"errorCode","message","statusText","data":[{"key","statusText",...}],"error"}`
//! where `key` names the form field to flag.

use std::{collections::BTreeMap, net::SocketAddr, sync::OnceLock};

use axum::{
    body::Bytes,
    extract::{ConnectInfo, FromRequestParts, Path, State},
    http::{header, request::Parts, HeaderMap, StatusCode},
    middleware,
    response::{IntoResponse, Response},
    routing::{get, post},
    Extension, Json, Router,
};
use axum_extra::extract::SignedCookieJar;
use serde_json::Value;
use sha2::{Digest, Sha256};

use super::{
    answer::{
        BearerToken, CustomerRefusal, CustomerSuccess, GuestDetails, LoginCounters, LoginType,
        MemberSummary, PopupLogin, RefusalError, RefusalExtra, RefusalItem, RegisteredMember,
        SignedIn, SuccessItem,
    },
    auth::{self, now_secs, CurrentMember},
    captcha,
    mail::{self, Mail},
    model::{
        is_ticked, parse_gender, parse_name, parse_phone, safe_redirect, CustomerMsg, Email,
        LoginName, Password, Phone,
    },
    store::{self, Customer, NewCustomer, TokenPurpose},
};
use crate::{
    app::AppState,
    error::{AppError, AppResult},
    http::{
        csrf::{require_csrf, VerifiedSession},
        locale::RequestLocale,
        session,
    },
    locale::Lang,
};

const ACTIVATION_LIFETIME_SECS: i64 = 48 * 60 * 60;
const RESET_LIFETIME_SECS: i64 = 60 * 60;
const MAX_BODY_BYTES: usize = 64 * 1024;

pub fn routes(state: &AppState) -> Router<AppState> {
    // Drawn now, so that the first login of an unknown account takes no longer than the others.
    let _ = dummy_hash();
    let open = Router::new()
        .route("/api/v1/authentication/login", post(login))
        .route("/api/v1/authentication/register", post(register))
        .route(
            "/api/v1/authentication/register/quick",
            post(register_quick),
        )
        .route(
            "/api/v1/authentication/change-password",
            post(change_password),
        )
        .route(
            "/api/v1/authentication/forgot-password",
            post(forgot_password),
        )
        .route(
            "/api/v1/authentication/reset-password",
            post(reset_password),
        )
        .route(
            "/srv/service/customer/activateMembership/{id}/{token}",
            post(activate),
        )
        .route("/srv/service/customer/logout", get(logout).post(logout))
        .route("/SecCode.php", get(sec_code));
    let protected = Router::new()
        // Keeps the guest's contact in the session: a state change like the cart's.
        .route(
            "/api/v1/authentication/login-nomembership",
            post(login_nomembership),
        )
        .route("/api/v1/customer/update/password", post(update_password))
        .route("/api/v1/customer/update", post(update))
        .route_layer(middleware::from_fn_with_state(state.clone(), require_csrf));
    open.merge(protected)
}

// ---------------------------------------------------------------------------------------------
// Request and reply helpers

/// The fields of a form or JSON object body, as text.
struct Fields(BTreeMap<String, String>);

impl Fields {
    fn parse(headers: &HeaderMap, body: &[u8]) -> Option<Fields> {
        if body.len() > MAX_BODY_BYTES {
            return None;
        }
        let is_json = headers
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.starts_with("application/json"));
        let trimmed = body.iter().find(|b| !b.is_ascii_whitespace());
        if is_json || trimmed == Some(&b'{') {
            let value: Value = serde_json::from_slice(body).ok()?;
            let map = value.as_object()?;
            let text = |v: &Value| match v {
                Value::String(s) => s.clone(),
                Value::Bool(b) => if *b { "1" } else { "0" }.to_string(),
                Value::Null => String::new(),
                other => other.to_string(),
            };
            return Some(Fields(
                map.iter().map(|(k, v)| (k.clone(), text(v))).collect(),
            ));
        }
        Some(Fields(
            url::form_urlencoded::parse(body)
                .map(|(k, v)| (k.into_owned(), v.into_owned()))
                .collect(),
        ))
    }

    fn get(&self, key: &str) -> &str {
        self.0.get(key).map_or("", String::as_str)
    }

    fn opt(&self, key: &str) -> Option<&str> {
        self.0.get(key).map(String::as_str)
    }
}

fn fields(
    locale: RequestLocale,
    headers: &HeaderMap,
    body: &[u8],
) -> Result<Fields, Box<Response>> {
    Fields::parse(headers, body).ok_or_else(|| {
        Box::new(refuse(
            StatusCode::BAD_REQUEST,
            locale.lang,
            &[("", CustomerMsg::InvalidInput)],
            RefusalExtra::default(),
        ))
    })
}

/// 200 `{"status":1,...}`.
fn success(lang: Lang, msg: CustomerMsg, data: Vec<SuccessItem>) -> Response {
    let text = msg.text(lang);
    Json(CustomerSuccess {
        data,
        message: text,
        status: 1,
        status_text: text,
    })
    .into_response()
}

/// A refusal naming the fields to flag; when there is one, `extra` goes with it: the login's
/// counters into its item, `redirect` and `errorCode` to the top level.
fn refuse(
    status: StatusCode,
    lang: Lang,
    errors: &[(&str, CustomerMsg)],
    extra: RefusalExtra,
) -> Response {
    let first = errors.first().map_or(CustomerMsg::InvalidInput, |e| e.1);
    let text = first.text(lang);
    let mut data: Vec<RefusalItem> = errors
        .iter()
        .map(|(key, msg)| RefusalItem {
            attempts_left: None,
            captcha: None,
            code: msg.code(),
            key: (*key).to_string(),
            password_change: None,
            status_text: msg.text(lang),
        })
        .collect();
    let mut body = CustomerRefusal {
        data: Vec::new(),
        error: RefusalError {
            code: first.code(),
            message: text,
        },
        error_code: status.as_u16(),
        message: text,
        redirect: None,
        status: 0,
        status_text: text,
    };
    if let Some(item) = data.first_mut() {
        if let Some(login) = extra.login {
            item.attempts_left = Some(login.attempts_left);
            item.captcha = Some(login.captcha);
            item.password_change = Some(login.password_change);
        }
        body.redirect = extra.redirect;
        body.error_code = extra.error_code.unwrap_or(body.error_code);
    }
    body.data = data;
    (status, Json(body)).into_response()
}

fn unprocessable(lang: Lang, errors: &[(&str, CustomerMsg)]) -> Response {
    refuse(
        StatusCode::UNPROCESSABLE_ENTITY,
        lang,
        errors,
        RefusalExtra::default(),
    )
}

/// The client address for counting failed logins: the peer, or with `behind_proxy` the last
/// address of `X-Forwarded-For` (the one our proxy appended).
pub struct ClientAddress(pub String);

impl FromRequestParts<AppState> for ClientAddress {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|c| c.0.ip().to_string());
        let forwarded = state
            .config
            .behind_proxy
            .then(|| {
                parts
                    .headers
                    .get("x-forwarded-for")
                    .and_then(|v| v.to_str().ok())
                    .and_then(|v| v.rsplit(',').next())
                    .map(|v| v.trim().to_string())
                    .filter(|v| v.parse::<std::net::IpAddr>().is_ok())
            })
            .flatten();
        Ok(ClientAddress(
            forwarded.or(peer).unwrap_or_else(|| "unknown".into()),
        ))
    }
}

pub(crate) fn sha256_hex(text: &str) -> String {
    Sha256::digest(text.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// A random one-time token (256 bits, hex) and the hash the database keeps.
pub(crate) fn one_time_token() -> (String, String) {
    use rand::RngCore;
    let mut bytes = [0u8; 32];
    rand::thread_rng().fill_bytes(&mut bytes);
    let token: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    let hash = sha256_hex(&token);
    (token, hash)
}

// ---------------------------------------------------------------------------------------------
// Passwords (argon2id, on the blocking pool: hashing is slow on purpose)

async fn hash_password(password: &Password) -> AppResult<String> {
    use argon2::{
        password_hash::{rand_core::OsRng, PasswordHasher, SaltString},
        Argon2,
    };
    let password = password.as_str().to_string();
    tokio::task::spawn_blocking(move || {
        let salt = SaltString::generate(&mut OsRng);
        Argon2::default()
            .hash_password(password.as_bytes(), &salt)
            .map(|h| h.to_string())
            .map_err(|e| anyhow::anyhow!("password hashing failed: {e}"))
    })
    .await
    .map_err(|e| AppError::Internal(e.into()))?
    .map_err(AppError::Internal)
}

/// A hash no password matches, checked when the account is unknown so that a wrong account and a
/// wrong password take the same time.
fn dummy_hash() -> &'static str {
    static HASH: OnceLock<String> = OnceLock::new();
    HASH.get_or_init(|| {
        use argon2::{
            password_hash::{rand_core::OsRng, PasswordHasher, SaltString},
            Argon2,
        };
        let salt = SaltString::generate(&mut OsRng);
        Argon2::default()
            .hash_password(auth::new_token_id().as_bytes(), &salt)
            .map(|h| h.to_string())
            .unwrap_or_default()
    })
}

async fn verify_password(hash: Option<&str>, password: &str) -> AppResult<bool> {
    use argon2::{password_hash::PasswordHash, Argon2, PasswordVerifier};
    let hash = hash.map(str::to_string);
    let password = password.to_string();
    tokio::task::spawn_blocking(move || {
        let known = hash.is_some();
        let stored = hash.unwrap_or_else(|| dummy_hash().to_string());
        let ok = PasswordHash::new(&stored)
            .map(|h| {
                Argon2::default()
                    .verify_password(password.as_bytes(), &h)
                    .is_ok()
            })
            .unwrap_or(false);
        known && ok
    })
    .await
    .map_err(|e| AppError::Internal(e.into()))
}

// ---------------------------------------------------------------------------------------------
// Registration and activation

struct Registration {
    email: Email,
    phone: Option<Phone>,
    name: String,
    surname: String,
    gender: &'static str,
    password: Password,
    commercial_message: bool,
}

/// Every field's error at once, in form order.
fn validate_registration(
    f: &Fields,
    quick: bool,
) -> Result<Registration, Vec<(&'static str, CustomerMsg)>> {
    let mut errors = Vec::new();
    let name = parse_name(f.get("name"), !quick).map_err(|e| errors.push(("name", e)));
    let surname = parse_name(f.get("surname"), !quick).map_err(|e| errors.push(("surname", e)));
    let email = Email::parse(f.get("email")).map_err(|e| errors.push(("email", e)));
    let phone = if quick && f.get("phone").trim().is_empty() {
        Ok(None)
    } else {
        parse_phone(f.get("phone"))
            .map(Some)
            .map_err(|e| errors.push(("phone", e)))
    };
    let gender = parse_gender(f.get("gender")).map_err(|e| errors.push(("gender", e)));
    let password = Password::parse(f.get("password")).map_err(|e| errors.push(("password", e)));
    if let Ok(p) = &password {
        if f.opt("password_again").is_some() || !quick {
            if f.get("password_again").is_empty() {
                errors.push(("password_again", CustomerMsg::Required));
            } else if f.get("password_again") != p.as_str() {
                errors.push(("password_again", CustomerMsg::PasswordMismatch));
            }
        }
    }
    if !is_ticked(f.opt("kvkk")) {
        errors.push(("kvkk", CustomerMsg::KvkkRequired));
    }
    match (name, surname, email, phone, gender, password) {
        (Ok(name), Ok(surname), Ok(email), Ok(phone), Ok(gender), Ok(password))
            if errors.is_empty() =>
        {
            Ok(Registration {
                email,
                phone,
                name,
                surname,
                gender,
                password,
                commercial_message: is_ticked(f.opt("commercial_message")),
            })
        }
        _ => Err(errors),
    }
}

async fn register_with(
    state: &AppState,
    locale: RequestLocale,
    headers: &HeaderMap,
    body: &[u8],
    quick: bool,
    session_id: Option<String>,
) -> AppResult<Response> {
    let lang = locale.lang;
    let f = match fields(locale, headers, body) {
        Ok(f) => f,
        Err(r) => return Ok(*r),
    };
    let reg = match validate_registration(&f, quick) {
        Ok(r) => r,
        Err(errors) => return Ok(unprocessable(lang, &errors)),
    };
    let already = || {
        refuse(
            StatusCode::CONFLICT,
            lang,
            &[(
                "mail_already_registered",
                CustomerMsg::MailAlreadyRegistered,
            )],
            RefusalExtra {
                redirect: Some("/uye-girisi-sayfasi?error=mail_already_registered".into()),
                ..RefusalExtra::default()
            },
        )
    };
    if store::find_by_email(&state.db, &reg.email).await?.is_some() {
        return Ok(already());
    }
    if let Some(phone) = &reg.phone {
        if store::phone_taken(&state.db, phone).await? {
            return Ok(refuse(
                StatusCode::CONFLICT,
                lang,
                &[("phone", CustomerMsg::PhoneAlreadyRegistered)],
                RefusalExtra::default(),
            ));
        }
    }
    let hash = hash_password(&reg.password).await?;
    let created = store::create(
        &state.db,
        &NewCustomer {
            email: &reg.email,
            phone: reg.phone.as_ref(),
            vendor_code: None,
            name: &reg.name,
            surname: &reg.surname,
            gender: reg.gender,
            password_hash: &hash,
            password_strength: reg.password.strength(),
            kvkk: true,
            commercial_message: reg.commercial_message,
            active: false,
        },
    )
    .await?;
    let Some(id) = created else {
        return Ok(already());
    };
    // The orders this session placed as a guest join the new member's list.
    if let Some(session_id) = &session_id {
        crate::order::store::adopt_guest_orders(&state.db, session_id, id, false).await?;
    }
    send_activation(state, id, &reg.email, &reg.name).await?;
    Ok(success(
        lang,
        CustomerMsg::Registered,
        vec![SuccessItem::Registered(RegisteredMember { id })],
    ))
}

async fn send_activation(state: &AppState, id: i64, email: &Email, name: &str) -> AppResult<()> {
    let (token, hash) = one_time_token();
    store::create_token(
        &state.db,
        id,
        TokenPurpose::Activation,
        &hash,
        now_secs() + ACTIVATION_LIFETIME_SECS,
    )
    .await?;
    let link = format!(
        "{}/uye-girisi-sayfasi?activation=membership&token={token}&id={id}",
        state.config.public_url.trim_end_matches('/')
    );
    let greeting = if name.is_empty() {
        "Merhaba,".to_string()
    } else {
        format!("Merhaba {name},")
    };
    mail::send(
        &state.config,
        Mail {
            to: email.as_str().to_string(),
            subject: "Üyeliğinizi etkinleştirin".into(),
            body: format!(
                "{greeting}\n\nÜyeliğinizi etkinleştirmek için aşağıdaki bağlantıya tıklayınız:\n\n{link}\n\n\
                 Bu bağlantı 48 saat geçerlidir. Bu kaydı siz yapmadıysanız bu e-postayı dikkate almayınız.\n"
            ),
            link,
            kind: "activation",
        },
    )
    .await
    .map_err(AppError::Internal)
}

/// Registers a member (inactive until the emailed link is followed).
#[utoipa::path(post, path = "/api/v1/authentication/register", tag = "customer",
    request_body(content = super::forms::RegisterForm, content_type = "application/x-www-form-urlencoded",
        description = "name, surname, email, phone, gender (male|female|empty), password, password_again, kvkk=1 (required), commercial_message (optional, 0 by default)"),
    responses((status = 200, body = CustomerSuccess, description = "status 1, data[0].id; the activation mail is sent (or written to the outbox)"),
              (status = 409, body = CustomerRefusal, description = "the email is registered: data[0].key = mail_already_registered and redirect to the login page"),
              (status = 422, body = CustomerRefusal, description = "data[] lists each field's key and Turkish statusText; nothing is created")))]
pub async fn register(
    State(state): State<AppState>,
    locale: RequestLocale,
    headers: HeaderMap,
    jar: SignedCookieJar,
    body: Bytes,
) -> AppResult<Response> {
    let session_id = session::verified_session_id(&jar);
    register_with(&state, locale, &headers, &body, false, session_id).await
}

/// Quick registration: email, password and KVKK consent (name and surname optional).
#[utoipa::path(post, path = "/api/v1/authentication/register/quick", tag = "customer",
    request_body(content = super::forms::QuickRegisterForm, content_type = "application/x-www-form-urlencoded",
        description = "email, password, kvkk=1; optional name, surname, phone, password_again"),
    responses((status = 200, body = CustomerSuccess, description = "status 1, data[0].id; activation mail sent"),
              (status = 409, body = CustomerRefusal, description = "the email is registered"),
              (status = 422, body = CustomerRefusal, description = "field errors; nothing is created")))]
pub async fn register_quick(
    State(state): State<AppState>,
    locale: RequestLocale,
    headers: HeaderMap,
    jar: SignedCookieJar,
    body: Bytes,
) -> AppResult<Response> {
    let session_id = session::verified_session_id(&jar);
    register_with(&state, locale, &headers, &body, true, session_id).await
}

/// Activates a membership with the token of its activation mail (one use, 48 hours).
#[utoipa::path(post, path = "/srv/service/customer/activateMembership/{id}/{token}", tag = "customer",
    params(("id" = i64, Path, description = "member id of the link"),
           ("token" = String, Path, description = "token of the link")),
    responses((status = 200, body = CustomerSuccess, description = "status 1, 'Üyeliğiniz başarıyla etkinleştirildi'"),
              (status = 400, body = CustomerRefusal, description = "reused, forged or expired token; nothing changes")))]
pub async fn activate(
    State(state): State<AppState>,
    locale: RequestLocale,
    Path((id, token)): Path<(String, String)>,
) -> AppResult<Response> {
    let lang = locale.lang;
    let invalid = || {
        refuse(
            StatusCode::BAD_REQUEST,
            lang,
            &[("token", CustomerMsg::ActivationInvalid)],
            RefusalExtra::default(),
        )
    };
    let (Ok(id), true) = (
        id.parse::<i64>(),
        token.len() == 64 && token.bytes().all(|b| b.is_ascii_hexdigit()),
    ) else {
        return Ok(invalid());
    };
    let mut tx = state.db.pool.begin().await?;
    if !store::consume_token(&mut tx, id, TokenPurpose::Activation, &sha256_hex(&token)).await? {
        return Ok(invalid());
    }
    store::activate(&mut tx, id).await?;
    tx.commit().await?;
    Ok(success(lang, CustomerMsg::Activated, Vec::new()))
}

// ---------------------------------------------------------------------------------------------
// Login, refresh, logout

/// The login reply: a new token in the body and in the member cookie.
fn signed_in(
    state: &AppState,
    lang: Lang,
    jar: SignedCookieJar,
    customer: &Customer,
    claims: &auth::Claims,
    msg: CustomerMsg,
    redirect: &str,
) -> Response {
    let token = auth::sign(&state.secret, claims);
    let lifetime = (claims.exp - now_secs()).max(0);
    let jar = jar.add(auth::member_cookie(token.clone(), lifetime));
    let text = msg.text(lang);
    (
        jar,
        Json(SignedIn {
            data: vec![BearerToken {
                bearer: token,
                exp_at: claims.exp,
                member: MemberSummary::of(customer),
            }],
            message: text,
            redirect: redirect.to_string(),
            status: 1,
            status_text: text,
        }),
    )
        .into_response()
}

/// Whether the password must be changed before the member may sign in.
fn password_expired(state: &AppState, c: &Customer) -> bool {
    let max_age = state.config.password_max_age_days;
    c.must_change_password
        || (max_age > 0
            && now_secs() - c.password_changed_at
                > i64::try_from(max_age).unwrap_or(i64::MAX / 86_400) * 86_400)
}

/// What a credential check found.
enum Credentials {
    Valid(Customer),
    /// Refused; the reply is ready.
    Refused(Response),
}

/// Checks a login name and password with the failed-attempt counters and the captcha: after
/// `login_attempts_before_captcha` failures for the account or the client address, the try
/// must carry the session's security code. Wrong account and wrong password answer alike.
/// `password` is the form field that carried it (flagged when wrong) and its value.
async fn check_credentials(
    state: &AppState,
    lang: Lang,
    jar: &SignedCookieJar,
    address: &str,
    login: &LoginName,
    (password_field, password): (&str, &str),
    security_code: &str,
) -> AppResult<Credentials> {
    let account_key = login.attempt_key();
    let address_key = format!("address:{address}");
    let now = now_secs();
    let window = i64::try_from(state.config.login_attempt_window_secs).unwrap_or(i64::MAX / 2);
    let since = now - window;
    let failures = store::failed_attempts(&state.db, &account_key, since)
        .await?
        .max(store::failed_attempts(&state.db, &address_key, since).await?);
    let threshold = i64::from(state.config.login_attempts_before_captcha);
    let refusal = |msg: CustomerMsg, key: &str, left: i64| {
        refuse(
            StatusCode::FORBIDDEN,
            lang,
            &[(key, msg)],
            RefusalExtra {
                error_code: Some(401),
                login: Some(LoginCounters {
                    password_change: 0,
                    attempts_left: left.max(0),
                    captcha: i64::from(left <= 0),
                }),
                ..RefusalExtra::default()
            },
        )
    };
    if failures >= threshold {
        if security_code.trim().is_empty() {
            return Ok(Credentials::Refused(refusal(
                CustomerMsg::CaptchaRequired,
                "security_code",
                0,
            )));
        }
        let session = session::verified_session_id(jar);
        let stored = match &session {
            Some(s) => store::take_captcha(&state.db, s).await?,
            None => None,
        };
        let right = matches!((&session, &stored), (Some(s), Some(h))
            if captcha::answer_matches(&state.secret, s, security_code, h));
        if !right {
            store::record_failure(&state.db, &[&account_key, &address_key], since).await?;
            return Ok(Credentials::Refused(refusal(
                CustomerMsg::CaptchaWrong,
                "security_code",
                0,
            )));
        }
    }
    let customer = store::find_by_login(&state.db, login).await?;
    let ok = verify_password(
        customer.as_ref().map(|c| c.password_hash.as_str()),
        password,
    )
    .await?;
    match customer {
        Some(c) if ok => {
            store::clear_failures(&state.db, &account_key).await?;
            Ok(Credentials::Valid(c))
        }
        _ => {
            store::record_failure(&state.db, &[&account_key, &address_key], since).await?;
            Ok(Credentials::Refused(refusal(
                CustomerMsg::LoginFailed,
                password_field,
                threshold - failures - 1,
            )))
        }
    }
}

/// A refusal of the login call other than bad credentials (inactive, password to change).
fn login_refusal(lang: Lang, msg: CustomerMsg, password_change: bool) -> Response {
    refuse(
        StatusCode::FORBIDDEN,
        lang,
        &[("password", msg)],
        RefusalExtra {
            error_code: Some(401),
            login: Some(LoginCounters {
                password_change: i64::from(password_change),
                attempts_left: 0,
                captcha: 0,
            }),
            ..RefusalExtra::default()
        },
    )
}

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
    locale: RequestLocale,
    ClientAddress(address): ClientAddress,
    jar: SignedCookieJar,
    headers: HeaderMap,
    body: Bytes,
) -> AppResult<Response> {
    let lang = locale.lang;
    let f = match fields(locale, &headers, &body) {
        Ok(f) => f,
        Err(r) => return Ok(*r),
    };
    if is_ticked(f.opt("refresh")) {
        return refresh(&state, lang, jar, &headers).await;
    }
    let login = match LoginName::parse(f.get("type"), f.get("username"), f.get("vendor")) {
        Ok(l) => l,
        Err(e) => return Ok(unprocessable(lang, &[("username", e)])),
    };
    let password = f.get("password");
    if password.is_empty() {
        return Ok(unprocessable(lang, &[("password", CustomerMsg::Required)]));
    }
    let remember = is_ticked(f.opt("rememberMe"));
    let redirect = safe_redirect(f.get("redirect"));
    let code = f
        .opt("security_code")
        .or_else(|| f.opt("captcha"))
        .unwrap_or("");
    let customer = match check_credentials(
        &state,
        lang,
        &jar,
        &address,
        &login,
        ("password", password),
        code,
    )
    .await?
    {
        Credentials::Valid(c) => c,
        Credentials::Refused(r) => return Ok(r),
    };
    if !customer.active {
        return Ok(login_refusal(lang, CustomerMsg::NotActivated, false));
    }
    if password_expired(&state, &customer) {
        return Ok(login_refusal(
            lang,
            CustomerMsg::PasswordChangeRequired,
            true,
        ));
    }
    let (session_id, jar) = session::session_id(jar);
    crate::cart::store::merge_guest_cart(&state.db, &session_id, customer.id).await?;
    crate::address::store::adopt_guest_addresses(&state.db, &session_id, customer.id).await?;
    crate::order::store::adopt_guest_orders(&state.db, &session_id, customer.id, true).await?;
    let claims = auth::new_claims(
        &state.config,
        customer.id,
        customer.session_version,
        remember,
    );
    Ok(signed_in(
        &state,
        lang,
        jar,
        &customer,
        &claims,
        CustomerMsg::LoggedIn,
        &redirect,
    ))
}

/// A new token for a valid one; the old one is revoked.
async fn refresh(
    state: &AppState,
    lang: Lang,
    jar: SignedCookieJar,
    headers: &HeaderMap,
) -> AppResult<Response> {
    let Some(verified) = auth::verified_from_headers(state, headers).await else {
        return Ok(auth::LoginRequired::new(lang).into_response());
    };
    let Some(customer) = store::find(&state.db, verified.member.id).await? else {
        return Ok(auth::LoginRequired::new(lang).into_response());
    };
    auth::revoke(&state.db, &verified.claims).await?;
    let claims = auth::new_claims(
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
        CustomerMsg::Refreshed,
        "",
    ))
}

/// Logs out: the token is revoked, the member cookie removed and the member's cart leaves the
/// session. Answers status 1 with or without a valid token.
#[utoipa::path(get, path = "/srv/service/customer/logout", tag = "customer",
    params(("Authorization" = Option<String>, Header, description = "Bearer token (else the vitrin_member cookie)")),
    responses((status = 200, body = CustomerSuccess, description = "status 1; the token is refused from now on")))]
pub async fn logout(
    State(state): State<AppState>,
    locale: RequestLocale,
    jar: SignedCookieJar,
    headers: HeaderMap,
) -> AppResult<Response> {
    if let Some(verified) = auth::verified_from_headers(&state, &headers).await {
        auth::revoke(&state.db, &verified.claims).await?;
    }
    if let Some(session_id) = session::verified_session_id(&jar) {
        crate::cart::store::detach_member_cart(&state.db, &session_id).await?;
    }
    let jar = jar.remove(auth::removal_cookie());
    Ok((
        jar,
        success(locale.lang, CustomerMsg::LoggedOut, Vec::new()),
    )
        .into_response())
}

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
    headers: HeaderMap,
    Extension(VerifiedSession(session_id)): Extension<VerifiedSession>,
    body: Bytes,
) -> AppResult<Response> {
    let lang = locale.lang;
    let f = match fields(locale, &headers, &body) {
        Ok(f) => f,
        Err(r) => return Ok(*r),
    };
    let mut errors = Vec::new();
    let email = Email::parse(f.get("email")).map_err(|e| errors.push(("email", e)));
    let name = parse_name(f.get("name"), true).map_err(|e| errors.push(("name", e)));
    let surname = parse_name(f.get("surname"), true).map_err(|e| errors.push(("surname", e)));
    let phone = parse_phone(f.get("phone")).map_err(|e| errors.push(("phone", e)));
    if !is_ticked(f.opt("kvkk")) {
        errors.push(("kvkk", CustomerMsg::KvkkRequired));
    }
    match (email, name, surname, phone) {
        (Ok(email), Ok(name), Ok(surname), Ok(phone)) if errors.is_empty() => {
            let contact = crate::order::guest::Contact {
                email: email.as_str().to_string(),
                phone: phone.digits().to_string(),
                name,
                surname,
            };
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
        _ => Ok(unprocessable(lang, &errors)),
    }
}

// ---------------------------------------------------------------------------------------------
// Passwords

/// The new password pair of a change form, with the field key of its first error.
fn new_password(f: &Fields, old: Option<&str>) -> Result<Password, (&'static str, CustomerMsg)> {
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

async fn store_password(state: &AppState, id: i64, password: &Password) -> AppResult<i64> {
    let hash = hash_password(password).await?;
    let mut tx = state.db.pool.begin().await?;
    let version = store::set_password(&mut tx, id, &hash, password.strength()).await?;
    tx.commit().await?;
    Ok(version)
}

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
    locale: RequestLocale,
    ClientAddress(address): ClientAddress,
    jar: SignedCookieJar,
    headers: HeaderMap,
    body: Bytes,
) -> AppResult<Response> {
    let lang = locale.lang;
    let f = match fields(locale, &headers, &body) {
        Ok(f) => f,
        Err(r) => return Ok(*r),
    };
    let login = match LoginName::parse(f.get("type"), f.get("username"), f.get("vendor")) {
        Ok(l) => l,
        Err(e) => return Ok(unprocessable(lang, &[("username", e)])),
    };
    let old = f.get("password_old");
    if old.is_empty() {
        return Ok(unprocessable(
            lang,
            &[("password_old", CustomerMsg::Required)],
        ));
    }
    let password = match new_password(&f, Some(old)) {
        Ok(p) => p,
        Err(e) => return Ok(unprocessable(lang, &[e])),
    };
    let code = f.get("security_code");
    let customer = match check_credentials(
        &state,
        lang,
        &jar,
        &address,
        &login,
        ("password_old", old),
        code,
    )
    .await?
    {
        Credentials::Valid(c) => c,
        Credentials::Refused(r) => return Ok(r),
    };
    if !customer.active {
        return Ok(login_refusal(lang, CustomerMsg::NotActivated, false));
    }
    let version = store_password(&state, customer.id, &password).await?;
    let Some(customer) = store::find(&state.db, customer.id).await? else {
        return Err(AppError::NotFound);
    };
    let (session_id, jar) = session::session_id(jar);
    crate::cart::store::merge_guest_cart(&state.db, &session_id, customer.id).await?;
    crate::address::store::adopt_guest_addresses(&state.db, &session_id, customer.id).await?;
    crate::order::store::adopt_guest_orders(&state.db, &session_id, customer.id, true).await?;
    let claims = auth::new_claims(&state.config, customer.id, version, false);
    let redirect = safe_redirect(f.get("redirect"));
    Ok(signed_in(
        &state,
        lang,
        jar,
        &customer,
        &claims,
        CustomerMsg::PasswordChanged,
        &redirect,
    ))
}

/// A signed-in member changes their password; the reply carries a new token (older ones end).
#[utoipa::path(post, path = "/api/v1/customer/update/password", tag = "customer",
    request_body(content = super::forms::PasswordForm, content_type = "application/x-www-form-urlencoded",
        description = "password_old, password, password_again"),
    params(("X-CSRF-Token" = String, Header, description = "CART_CSRF_TOKEN of the page settings")),
    responses((status = 200, body = SignedIn, description = "status 1 with a new bearer and exp_at"),
              (status = 401, body = crate::error::ErrorEnvelope, description = "not signed in"),
              (status = 403, description = "missing or wrong CSRF token"),
              (status = 422, body = CustomerRefusal, description = "data[0].key names the field to flag (password_old when it is wrong)")))]
pub async fn update_password(
    State(state): State<AppState>,
    locale: RequestLocale,
    member: CurrentMember,
    jar: SignedCookieJar,
    headers: HeaderMap,
    body: Bytes,
) -> AppResult<Response> {
    let lang = locale.lang;
    let f = match fields(locale, &headers, &body) {
        Ok(f) => f,
        Err(r) => return Ok(*r),
    };
    let old = f.get("password_old");
    if old.is_empty() {
        return Ok(unprocessable(
            lang,
            &[("password_old", CustomerMsg::Required)],
        ));
    }
    let password = match new_password(&f, Some(old)) {
        Ok(p) => p,
        Err(e) => return Ok(unprocessable(lang, &[e])),
    };
    let Some(customer) = store::find(&state.db, member.id).await? else {
        return Ok(auth::LoginRequired::new(lang).into_response());
    };
    if !verify_password(Some(&customer.password_hash), old).await? {
        return Ok(unprocessable(
            lang,
            &[("password_old", CustomerMsg::PasswordOldWrong)],
        ));
    }
    let remember = auth::verified_from_headers(&state, &headers)
        .await
        .is_some_and(|v| v.claims.remember);
    let version = store_password(&state, customer.id, &password).await?;
    let Some(customer) = store::find(&state.db, customer.id).await? else {
        return Err(AppError::NotFound);
    };
    let claims = auth::new_claims(&state.config, customer.id, version, remember);
    Ok(signed_in(
        &state,
        lang,
        jar,
        &customer,
        &claims,
        CustomerMsg::PasswordChanged,
        "",
    ))
}

/// Sends a one-time password reset link when the address belongs to a member; the answer is the
/// same either way.
#[utoipa::path(post, path = "/api/v1/authentication/forgot-password", tag = "customer",
    request_body(content = super::forms::ForgotPasswordForm, content_type = "application/x-www-form-urlencoded", description = "email"),
    responses((status = 200, body = CustomerSuccess, description = "status 1, whether or not the address is registered"),
              (status = 422, body = CustomerRefusal, description = "malformed email")))]
pub async fn forgot_password(
    State(state): State<AppState>,
    locale: RequestLocale,
    headers: HeaderMap,
    body: Bytes,
) -> AppResult<Response> {
    let lang = locale.lang;
    let f = match fields(locale, &headers, &body) {
        Ok(f) => f,
        Err(r) => return Ok(*r),
    };
    let email = match Email::parse(f.get("email")) {
        Ok(e) => e,
        Err(e) => return Ok(unprocessable(lang, &[("email", e)])),
    };
    if let Some(c) = store::find_by_email(&state.db, &email).await? {
        let (token, hash) = one_time_token();
        store::create_token(
            &state.db,
            c.id,
            TokenPurpose::PasswordReset,
            &hash,
            now_secs() + RESET_LIFETIME_SECS,
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
                link,
                kind: "password-reset",
            },
        )
        .await
        .map_err(AppError::Internal)?;
    }
    Ok(success(lang, CustomerMsg::ForgotSent, Vec::new()))
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
    locale: RequestLocale,
    headers: HeaderMap,
    body: Bytes,
) -> AppResult<Response> {
    let lang = locale.lang;
    let f = match fields(locale, &headers, &body) {
        Ok(f) => f,
        Err(r) => return Ok(*r),
    };
    let password = match new_password(&f, None) {
        Ok(p) => p,
        Err(e) => return Ok(unprocessable(lang, &[e])),
    };
    let invalid = refuse(
        StatusCode::BAD_REQUEST,
        lang,
        &[("token", CustomerMsg::ResetInvalid)],
        RefusalExtra::default(),
    );
    let token = f.get("token").trim();
    let Ok(id) = f.get("id").trim().parse::<i64>() else {
        return Ok(invalid);
    };
    if token.len() != 64 || !token.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Ok(invalid);
    }
    let hash = hash_password(&password).await?;
    let mut tx = state.db.pool.begin().await?;
    if !store::consume_token(&mut tx, id, TokenPurpose::PasswordReset, &sha256_hex(token)).await? {
        return Ok(invalid);
    }
    store::set_password(&mut tx, id, &hash, password.strength()).await?;
    store::activate(&mut tx, id).await?;
    tx.commit().await?;
    Ok(success(lang, CustomerMsg::PasswordChanged, Vec::new()))
}

/// Records the member's acceptance of the data-protection notice (`kvkk=1`).
#[utoipa::path(post, path = "/api/v1/customer/update", tag = "customer",
    request_body(content = super::forms::CustomerUpdateForm, content_type = "application/x-www-form-urlencoded", description = "kvkk=1"),
    params(("X-CSRF-Token" = String, Header, description = "CART_CSRF_TOKEN of the page settings")),
    responses((status = 200, body = CustomerSuccess, description = "status 1"),
              (status = 401, body = crate::error::ErrorEnvelope, description = "not signed in"),
              (status = 422, body = CustomerRefusal, description = "kvkk missing")))]
pub async fn update(
    State(state): State<AppState>,
    locale: RequestLocale,
    member: CurrentMember,
    headers: HeaderMap,
    body: Bytes,
) -> AppResult<Response> {
    let lang = locale.lang;
    let f = match fields(locale, &headers, &body) {
        Ok(f) => f,
        Err(r) => return Ok(*r),
    };
    if !is_ticked(f.opt("kvkk")) {
        return Ok(unprocessable(lang, &[("kvkk", CustomerMsg::KvkkRequired)]));
    }
    store::set_kvkk(&state.db, member.id).await?;
    Ok(success(lang, CustomerMsg::Saved, Vec::new()))
}

// ---------------------------------------------------------------------------------------------
// Captcha

/// A new security code image for the session (the session cookie is set when missing).
#[utoipa::path(get, path = "/SecCode.php", tag = "customer",
    responses((status = 200, content_type = "image/png", description = "the captcha; its answer is kept for the session, ten minutes, one try")))]
pub async fn sec_code(State(state): State<AppState>, jar: SignedCookieJar) -> AppResult<Response> {
    let (session_id, jar) = session::session_id(jar);
    let (answer, png) = tokio::task::spawn_blocking(captcha::draw)
        .await
        .map_err(|e| AppError::Internal(e.into()))?
        .ok_or_else(|| AppError::Internal(anyhow::anyhow!("captcha drawing failed")))?;
    let hash = captcha::answer_hash(&state.secret, &session_id, &answer);
    store::put_captcha(
        &state.db,
        &session_id,
        &hash,
        now_secs() + captcha::CAPTCHA_LIFETIME_SECS,
    )
    .await?;
    Ok((
        jar,
        [
            (header::CONTENT_TYPE, "image/png"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        png,
    )
        .into_response())
}

/// Whether the login popup must show the captcha now: the client address has reached the
/// failed-login threshold.
pub async fn captcha_needed(state: &AppState, address: &str) -> AppResult<bool> {
    let window = i64::try_from(state.config.login_attempt_window_secs).unwrap_or(i64::MAX / 2);
    let failures = store::failed_attempts(
        &state.db,
        &format!("address:{address}"),
        now_secs() - window,
    )
    .await?;
    Ok(failures >= i64::from(state.config.login_attempts_before_captcha))
}

/// The login popup fragment (`5/1006/popup-login`).
#[utoipa::path(get, path = "/srv/service/content-v5/sub-folder/{pageId}/{blockParentId}/popup-login",
    tag = "customer", operation_id = "popup_login_fragment",
    params(("pageId" = i64, Path, description = "5, the login page"),
           ("blockParentId" = i64, Path, description = "1006, the login popup")),
    responses((status = 200, body = PopupLogin)))]
pub async fn popup_login_fragment(state: &AppState, address: &str) -> AppResult<PopupLogin> {
    let captcha = captcha_needed(state, address).await?;
    Ok(PopupLogin {
        captcha: i64::from(captcha),
        types: vec![LoginType::Email, LoginType::Phone, LoginType::Vendor],
    })
}
