//! A small OpenID Connect provider for the social sign-in tests, on a port of its own: discovery,
//! keys (RS256), an authorization endpoint that signs in the person the test chose (redirecting
//! back, or with `response_mode=form_post` answering the auto-posting form Apple sends), and a
//! token endpoint that takes each code once, checks the PKCE verifier, the redirect address and
//! the client's secret (or, for an Apple-like provider, its ES256-signed client secret), and
//! issues the ID token, made wrong on purpose when the test asks.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
};

use axum::{
    extract::{Query, State},
    http::{HeaderMap, StatusCode},
    response::{Html, IntoResponse, Redirect, Response},
    routing::{get, post},
    Form, Json, Router,
};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine};
use rsa::{
    pkcs1v15::SigningKey,
    signature::{SignatureEncoding, Signer},
    traits::PublicKeyParts,
    RsaPrivateKey,
};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

/// The person the next sign-in is for.
#[derive(Clone, Debug)]
pub struct Person {
    pub subject: String,
    /// None: the provider shares no email (Apple's private relay refused).
    pub email: Option<String>,
    pub email_verified: bool,
    pub given_name: String,
}

impl Person {
    pub fn new(subject: &str, email: Option<&str>) -> Self {
        Person {
            subject: subject.into(),
            email: email.map(str::to_string),
            email_verified: true,
            given_name: String::new(),
        }
    }
}

/// What to get wrong in the next ID token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Forgery {
    None,
    Audience,
    Issuer,
    Signature,
    Expired,
    Nonce,
}

struct Pending {
    person: Person,
    client_id: String,
    redirect_uri: String,
    challenge: String,
    nonce: String,
}

struct ProviderState {
    issuer: String,
    client_id: String,
    client_secret: String,
    /// The team's public key when the client secret is an ES256 JWT (Apple).
    apple_key: Option<p256::ecdsa::VerifyingKey>,
    key: RsaPrivateKey,
    other_key: RsaPrivateKey,
    next: Mutex<Person>,
    forgery: Mutex<Forgery>,
    codes: Mutex<HashMap<String, Pending>>,
    /// Token requests refused, with the reason: the tests look at them.
    pub refusals: Mutex<Vec<String>>,
}

#[derive(Clone)]
pub struct MockProvider {
    state: Arc<ProviderState>,
    pub issuer: String,
}

/// The team key of the Apple-like provider, fixed so the tests need no key generation.
pub fn apple_team_key() -> p256::ecdsa::SigningKey {
    p256::ecdsa::SigningKey::from_slice(&[42u8; 32]).expect("a P-256 key")
}

pub fn apple_team_key_pem() -> String {
    use p256::pkcs8::EncodePrivateKey;
    apple_team_key()
        .to_pkcs8_pem(p256::pkcs8::LineEnding::LF)
        .expect("pem")
        .to_string()
}

fn rsa_key() -> RsaPrivateKey {
    RsaPrivateKey::new(&mut rand::thread_rng(), 2048).expect("an RSA key")
}

impl MockProvider {
    /// Starts a provider for `client_id`; with `apple`, its client secret is checked as an
    /// ES256 JWT of [`apple_team_key`] and its token endpoint takes the secret in the form only.
    pub async fn start(client_id: &str, client_secret: &str, apple: bool) -> MockProvider {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        let issuer = format!("http://{}", listener.local_addr().expect("addr"));
        let state = Arc::new(ProviderState {
            issuer: issuer.clone(),
            client_id: client_id.into(),
            client_secret: client_secret.into(),
            apple_key: apple.then(|| *apple_team_key().verifying_key()),
            key: rsa_key(),
            other_key: rsa_key(),
            next: Mutex::new(Person::new("sub-1", Some("kisi@example.com"))),
            forgery: Mutex::new(Forgery::None),
            codes: Mutex::default(),
            refusals: Mutex::default(),
        });
        let app = Router::new()
            .route("/.well-known/openid-configuration", get(discovery))
            .route("/jwks", get(jwks))
            .route("/authorize", get(authorize))
            .route("/token", post(token))
            .with_state(state.clone());
        tokio::spawn(async move { axum::serve(listener, app).await });
        MockProvider { state, issuer }
    }

    pub fn sign_in_as(&self, person: Person) {
        *self.state.next.lock().expect("lock") = person;
    }

    pub fn forge(&self, forgery: Forgery) {
        *self.state.forgery.lock().expect("lock") = forgery;
    }

    pub fn refusals(&self) -> Vec<String> {
        self.state.refusals.lock().expect("lock").clone()
    }
}

async fn discovery(State(s): State<Arc<ProviderState>>) -> Json<Value> {
    let methods = if s.apple_key.is_some() {
        json!(["client_secret_post"])
    } else {
        json!(["client_secret_basic", "client_secret_post"])
    };
    Json(json!({
        "issuer": s.issuer,
        "authorization_endpoint": format!("{}/authorize", s.issuer),
        "token_endpoint": format!("{}/token", s.issuer),
        "jwks_uri": format!("{}/jwks", s.issuer),
        "response_types_supported": ["code"],
        "response_modes_supported": ["query", "form_post"],
        "subject_types_supported": ["public"],
        "id_token_signing_alg_values_supported": ["RS256"],
        "scopes_supported": ["openid", "email", "profile"],
        "token_endpoint_auth_methods_supported": methods,
        "code_challenge_methods_supported": ["S256"],
    }))
}

async fn jwks(State(s): State<Arc<ProviderState>>) -> Json<Value> {
    let public = s.key.to_public_key();
    Json(json!({ "keys": [{
        "kty": "RSA", "use": "sig", "alg": "RS256", "kid": "k1",
        "n": URL_SAFE_NO_PAD.encode(public.n().to_bytes_be()),
        "e": URL_SAFE_NO_PAD.encode(public.e().to_bytes_be()),
    }]}))
}

async fn authorize(
    State(s): State<Arc<ProviderState>>,
    Query(q): Query<HashMap<String, String>>,
) -> Response {
    let param = |k: &str| q.get(k).cloned().unwrap_or_default();
    if param("response_type") != "code"
        || param("code_challenge_method") != "S256"
        || !param("scope").split(' ').any(|s| s == "openid")
    {
        return (
            StatusCode::BAD_REQUEST,
            "not an OpenID Connect code request",
        )
            .into_response();
    }
    let person = s.next.lock().expect("lock").clone();
    let code = format!("code-{}", rand::random::<u64>());
    s.codes.lock().expect("lock").insert(
        code.clone(),
        Pending {
            person: person.clone(),
            client_id: param("client_id"),
            redirect_uri: param("redirect_uri"),
            challenge: param("code_challenge"),
            nonce: param("nonce"),
        },
    );
    let redirect_uri = param("redirect_uri");
    let state = param("state");
    if param("response_mode") == "form_post" {
        let user = json!({ "name": { "firstName": "Ayşe", "lastName": "Yılmaz" } }).to_string();
        let field = |name: &str, value: &str| {
            format!(
                "<input type=\"hidden\" name=\"{name}\" value=\"{}\">",
                value.replace('&', "&amp;").replace('"', "&quot;")
            )
        };
        return Html(format!(
            "<form method=\"post\" action=\"{redirect_uri}\">{}{}{}</form>",
            field("code", &code),
            field("state", &state),
            field("user", &user)
        ))
        .into_response();
    }
    let mut target = url::Url::parse(&redirect_uri).expect("redirect_uri");
    target
        .query_pairs_mut()
        .append_pair("code", &code)
        .append_pair("state", &state);
    Redirect::to(target.as_str()).into_response()
}

fn refuse(s: &ProviderState, why: &str) -> Response {
    s.refusals.lock().expect("lock").push(why.into());
    (
        StatusCode::BAD_REQUEST,
        Json(json!({ "error": "invalid_grant", "error_description": why })),
    )
        .into_response()
}

/// The client's id and secret, from the Basic header or the form.
fn client_auth(headers: &HeaderMap, form: &HashMap<String, String>) -> (String, String) {
    let basic = headers
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Basic "))
        .and_then(|b| base64::engine::general_purpose::STANDARD.decode(b).ok())
        .and_then(|b| String::from_utf8(b).ok());
    let decode = |s: &str| {
        url::form_urlencoded::parse(s.as_bytes())
            .map(|(k, _)| k.into_owned())
            .next()
            .unwrap_or_default()
    };
    match basic.as_deref().and_then(|b| b.split_once(':')) {
        Some((id, secret)) => (decode(id), decode(secret)),
        None => (
            form.get("client_id").cloned().unwrap_or_default(),
            form.get("client_secret").cloned().unwrap_or_default(),
        ),
    }
}

/// Checks an Apple-like client secret: ES256 by the team key, for this client and issuer.
fn apple_secret_ok(s: &ProviderState, key: &p256::ecdsa::VerifyingKey, jwt: &str) -> bool {
    use p256::ecdsa::{signature::Verifier, Signature};
    let parts: Vec<&str> = jwt.split('.').collect();
    let [header, claims, signature] = parts[..] else {
        return false;
    };
    let Ok(signature) = URL_SAFE_NO_PAD
        .decode(signature)
        .map_err(|_| ())
        .and_then(|b| Signature::from_slice(&b).map_err(|_| ()))
    else {
        return false;
    };
    let signed = key
        .verify(format!("{header}.{claims}").as_bytes(), &signature)
        .is_ok();
    let claims: Value = URL_SAFE_NO_PAD
        .decode(claims)
        .ok()
        .and_then(|b| serde_json::from_slice(&b).ok())
        .unwrap_or_default();
    let now = chrono_now();
    signed
        && claims["sub"] == s.client_id.as_str()
        && claims["aud"] == s.issuer.as_str()
        && claims["iss"] == "TEAM123456"
        && claims["exp"].as_i64().is_some_and(|exp| exp > now)
}

fn chrono_now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(0))
}

async fn token(
    State(s): State<Arc<ProviderState>>,
    headers: HeaderMap,
    Form(form): Form<HashMap<String, String>>,
) -> Response {
    let param = |k: &str| form.get(k).cloned().unwrap_or_default();
    if param("grant_type") != "authorization_code" {
        return refuse(&s, "grant_type");
    }
    let (client_id, secret) = client_auth(&headers, &form);
    let secret_ok = match &s.apple_key {
        Some(key) => headers.get("authorization").is_none() && apple_secret_ok(&s, key, &secret),
        None => secret == s.client_secret,
    };
    if client_id != s.client_id || !secret_ok {
        return refuse(&s, "client authentication");
    }
    // A code is taken out as it is used: a second use finds nothing.
    let Some(pending) = s.codes.lock().expect("lock").remove(&param("code")) else {
        return refuse(&s, "unknown or used code");
    };
    if pending.client_id != client_id || pending.redirect_uri != param("redirect_uri") {
        return refuse(&s, "client or redirect_uri differs from the authorization");
    }
    let challenge = URL_SAFE_NO_PAD.encode(Sha256::digest(param("code_verifier").as_bytes()));
    if challenge != pending.challenge {
        return refuse(&s, "PKCE verifier");
    }
    let forgery = *s.forgery.lock().expect("lock");
    let now = chrono_now();
    let mut claims = json!({
        "iss": if forgery == Forgery::Issuer { "https://evil.example" } else { s.issuer.as_str() },
        "aud": if forgery == Forgery::Audience { "another-client" } else { s.client_id.as_str() },
        "sub": pending.person.subject,
        "iat": now - 5,
        "exp": if forgery == Forgery::Expired { now - 60 } else { now + 600 },
        "nonce": if forgery == Forgery::Nonce { "another-nonce" } else { pending.nonce.as_str() },
    });
    if let Some(email) = &pending.person.email {
        claims["email"] = json!(email);
        // Apple sends the flag as a string.
        claims["email_verified"] = if s.apple_key.is_some() {
            json!(pending.person.email_verified.to_string())
        } else {
            json!(pending.person.email_verified)
        };
    }
    if !pending.person.given_name.is_empty() {
        claims["given_name"] = json!(pending.person.given_name);
    }
    let key = if forgery == Forgery::Signature {
        &s.other_key
    } else {
        &s.key
    };
    let header = json!({ "alg": "RS256", "kid": "k1", "typ": "JWT" });
    let input = format!(
        "{}.{}",
        URL_SAFE_NO_PAD.encode(header.to_string()),
        URL_SAFE_NO_PAD.encode(claims.to_string())
    );
    let signature = SigningKey::<Sha256>::new(key.clone()).sign(input.as_bytes());
    let id_token = format!("{input}.{}", URL_SAFE_NO_PAD.encode(signature.to_bytes()));
    Json(json!({
        "access_token": "at-1",
        "token_type": "Bearer",
        "expires_in": 3600,
        "id_token": id_token,
    }))
    .into_response()
}
