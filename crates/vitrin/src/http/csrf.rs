//! CSRF protection, in two layers.
//!
//! `guard_state_changes` stands before every route: a state change (any method but GET, HEAD and
//! OPTIONS, and the GETs the spec names for logout, the language change, set-currency and the
//! cart; not the spec's reads that also take a POST) must come from a page of this site, by its
//! `Origin` or, where absent, its `Referer`, or carry the token below. A GET that a cross-site
//! navigation brings (`Sec-Fetch-Site: cross-site`) is refused too. The back-office API (its key) and the wallet sandbox (the
//! provider's own site) prove their callers otherwise; a bearer token cannot be sent by another
//! site's page.
//!
//! `require_csrf`, a route layer of the calls that act on the session (the cart, the address
//! book, checkout), asks for both:
//! 1. same origin: the `Origin` header, or failing that the `Referer`, names this host;
//! 2. the token: `X-CSRF-Token` or the form field `csrfToken` equals `csrf_token(secret, session)`
//!    for the session of the signed cookie, compared in constant time.
//!
//! Use it as a route layer: `.route_layer(middleware::from_fn(require_csrf))`; the application
//! puts its state in the request's extensions for it.
//! Handlers behind it read the verified session with `Extension<VerifiedSession>`.

use axum::{
    body::{to_bytes, Body},
    extract::{Request, State},
    http::{header, HeaderMap, Method, StatusCode},
    middleware::Next,
    response::Response,
    Extension,
};
use axum_extra::extract::SignedCookieJar;
use serde_json::json;
use subtle::ConstantTimeEq;

use crate::{
    error::Refusal,
    http::{locale::RequestLocale, paths, session},
    locale::Lang,
    state::AppState,
};

pub const CSRF_HEADER: &str = "x-csrf-token";
pub const CSRF_FIELD: &str = "csrfToken";
/// Forms of the storefront are small; a bigger body is not read for its token.
const MAX_FORM_BYTES: usize = 256 * 1024;

/// The session id of a request that passed the CSRF checks.
#[derive(Debug, Clone)]
pub struct VerifiedSession(pub String);

crate::messages! {
    pub enum CsrfFailure {
        CrossOrigin = ("cross_origin",
            "Bu istek başka bir siteden geldiği için reddedildi.",
            "This request came from another site and was refused.",
            "تم رفض هذا الطلب لأنه صادر من موقع آخر."),
        NoSession = ("no_session",
            "Oturumunuz doğrulanamadı. Lütfen sayfayı yenileyip tekrar deneyin.",
            "Your session could not be verified. Please reload the page and try again.",
            "تعذر التحقق من جلستك. يرجى تحديث الصفحة والمحاولة مرة أخرى."),
        BadToken = ("csrf_failed",
            "Güvenlik doğrulaması başarısız oldu. Lütfen sayfayı yenileyip tekrar deneyin.",
            "The security check failed. Please reload the page and try again.",
            "فشل التحقق الأمني. يرجى تحديث الصفحة والمحاولة مرة أخرى."),
    }
}

impl CsrfFailure {
    /// 403 in the error envelope, with the cart calls' `status: 0` beside it.
    pub fn response(self, lang: Lang) -> Response {
        Refusal::new(StatusCode::FORBIDDEN, self)
            .with_reply(json!({ "status": 0, "statusText": self.text(lang) }))
            .render(lang)
    }
}

/// `host[:port]` of an absolute URL, lower-cased, with the scheme's default port dropped.
fn authority_of(url: &str) -> Option<String> {
    let parsed = url::Url::parse(url).ok()?;
    let host = parsed.host_str()?.to_ascii_lowercase();
    Some(match parsed.port() {
        Some(p) => format!("{host}:{p}"),
        None => host,
    })
}

/// The request comes from a page of this site: its Origin (or Referer when a browser sends no
/// Origin, as for same-origin GETs) names the Host it was sent to, or the configured public origin.
pub fn same_origin(headers: &HeaderMap, public_url: &str) -> bool {
    let source = headers
        .get(header::ORIGIN)
        .or_else(|| headers.get(header::REFERER))
        .and_then(|v| v.to_str().ok())
        .filter(|v| *v != "null")
        .and_then(authority_of);
    let Some(source) = source else {
        return false;
    };
    let host = headers
        .get(header::HOST)
        .and_then(|v| v.to_str().ok())
        .map(|h| h.trim().to_ascii_lowercase());
    let default_port_stripped = |h: String| {
        h.strip_suffix(":80")
            .or_else(|| h.strip_suffix(":443"))
            .map(str::to_string)
            .unwrap_or(h)
    };
    host.map(default_port_stripped).as_deref() == Some(source.as_str())
        || authority_of(public_url).as_deref() == Some(source.as_str())
}

/// Constant-time comparison with the token derived for `session_id`.
pub fn token_matches(secret: &[u8], session_id: &str, given: &str) -> bool {
    let expected = session::csrf_token(secret, session_id);
    expected.as_bytes().ct_eq(given.trim().as_bytes()).into()
}

fn form_token(body: &[u8]) -> Option<String> {
    url::form_urlencoded::parse(body)
        .find(|(k, _)| k == CSRF_FIELD)
        .map(|(_, v)| v.into_owned())
}

fn is_form(headers: &HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/x-www-form-urlencoded"))
}

fn request_lang(req: &Request) -> Lang {
    req.extensions()
        .get::<RequestLocale>()
        .map_or(Lang::Tr, |l| l.lang)
}

/// The token a request carries, in `X-CSRF-Token` or in its form; a form body is read and
/// handed on in the request returned.
async fn carried_token(req: Request) -> Result<(Request, Option<String>), CsrfFailure> {
    let header_token = req
        .headers()
        .get(CSRF_HEADER)
        .and_then(|v| v.to_str().ok())
        .map(str::to_string);
    match header_token {
        Some(t) => Ok((req, Some(t))),
        None if is_form(req.headers()) => {
            let (parts, body) = req.into_parts();
            let bytes = to_bytes(body, MAX_FORM_BYTES)
                .await
                .map_err(|_| CsrfFailure::BadToken)?;
            let token = form_token(&bytes);
            Ok((Request::from_parts(parts, Body::from(bytes)), token))
        }
        None => Ok((req, None)),
    }
}

/// The verified session of a request that carries that session's token: the request (its form
/// read and handed on) and the session id.
async fn check_token(state: &AppState, req: Request) -> Result<(Request, String), CsrfFailure> {
    let jar = SignedCookieJar::from_headers(req.headers(), state.cookie_key.clone());
    let session_id = session::verified_session_id(&jar).ok_or(CsrfFailure::NoSession)?;
    match carried_token(req).await? {
        (req, Some(t)) if token_matches(&state.secret, &session_id, &t) => Ok((req, session_id)),
        _ => Err(CsrfFailure::BadToken),
    }
}

pub async fn require_csrf(
    Extension(state): Extension<AppState>,
    req: Request,
    next: Next,
) -> Response {
    let lang = request_lang(&req);
    if !same_origin(req.headers(), &state.config.public_url) {
        return CsrfFailure::CrossOrigin.response(lang);
    }
    match check_token(&state, req).await {
        Ok((mut req, session_id)) => {
            req.extensions_mut().insert(VerifiedSession(session_id));
            next.run(req).await
        }
        Err(failure) => failure.response(lang),
    }
}

/// GETs that change state: the spec keeps GETs for these (prefixes of their paths).
const STATE_CHANGING_GETS: [&str; 5] = [
    "/srv/service/customer/logout",
    // The return from a social sign-in signs the shopper in.
    "/api/v1/authentication/social-login",
    "/srv/service/language/change/",
    "/srv/shopping/shopping/set-currency/",
    "/srv/service/cart/",
];

/// The spec's reads that accept a POST as well (a form of filters, a block to load, a product's
/// attributes): they change nothing, so any client may ask them.
const READS: [&str; 6] = [
    "/srv/service/catalog/",
    "/srv/service/filter/get/",
    "/srv/service/store/store-list/",
    "/srv/service/region/",
    "/srv/service/content-v5/",
    "/srv/service/site/get-cookie-law",
];

/// Paths whose callers prove themselves by other means: the back-office API by its key, a
/// carrier's events by the carrier's secret, the wallet sandbox as the provider's own site, and a
/// social sign-in provider posting its answer from its site (which only passes the answer on to
/// the login page; the state proves it).
const OTHERWISE_PROVEN: [&str; 4] = [
    "/api/v1/erp/",
    "/api/v1/carriers/",
    paths::WALLET_SANDBOX,
    paths::SOCIAL_FORM_POST,
];

/// Whether a request changes state and so falls under `guard_state_changes`.
pub fn is_state_change(method: &Method, path: &str) -> bool {
    let safe = matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS);
    let changes = if safe {
        STATE_CHANGING_GETS.iter().any(|p| path.starts_with(p))
    } else {
        !READS.iter().any(|p| path.starts_with(p))
    };
    changes && !OTHERWISE_PROVEN.iter().any(|p| path.starts_with(p))
}

/// Where a request says it comes from.
#[derive(Debug, PartialEq, Eq)]
enum Provenance {
    /// `Origin` (or `Referer`) names this site.
    ThisSite,
    /// `Origin` or `Referer` names another site (or `null`), or `Sec-Fetch-Site` says cross-site.
    OtherSite,
    /// Neither header: a typed address, a bookmark, or a client that is not a browser.
    Unknown,
}

fn provenance(headers: &HeaderMap, public_url: &str) -> Provenance {
    let cross_site_fetch = headers
        .get("sec-fetch-site")
        .is_some_and(|v| v.as_bytes().eq_ignore_ascii_case(b"cross-site"));
    let named = headers.contains_key(header::ORIGIN) || headers.contains_key(header::REFERER);
    if cross_site_fetch {
        Provenance::OtherSite
    } else if same_origin(headers, public_url) {
        Provenance::ThisSite
    } else if named {
        Provenance::OtherSite
    } else {
        Provenance::Unknown
    }
}

/// The one rule for every state change (see the module's head).
pub async fn guard_state_changes(
    State(state): State<AppState>,
    req: Request,
    next: Next,
) -> Response {
    if !is_state_change(req.method(), req.uri().path())
        || req.headers().contains_key(header::AUTHORIZATION)
    {
        return next.run(req).await;
    }
    let lang = request_lang(&req);
    match provenance(req.headers(), &state.config.public_url) {
        Provenance::ThisSite => next.run(req).await,
        Provenance::OtherSite => CsrfFailure::CrossOrigin.response(lang),
        Provenance::Unknown if req.method() == Method::GET => next.run(req).await,
        Provenance::Unknown => match check_token(&state, req).await {
            Ok((req, _)) => next.run(req).await,
            Err(failure) => failure.response(lang),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn headers(pairs: &[(header::HeaderName, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.insert(k.clone(), HeaderValue::from_str(v).expect("header"));
        }
        h
    }

    #[test]
    fn origin_must_name_the_host() {
        let public = "https://shop.example";
        let ok = headers(&[
            (header::HOST, "127.0.0.1:8080"),
            (header::ORIGIN, "http://127.0.0.1:8080"),
        ]);
        assert!(same_origin(&ok, public));
        let referer = headers(&[
            (header::HOST, "127.0.0.1:8080"),
            (header::REFERER, "http://127.0.0.1:8080/sepet"),
        ]);
        assert!(same_origin(&referer, public));
        let other = headers(&[
            (header::HOST, "127.0.0.1:8080"),
            (header::ORIGIN, "http://evil.example"),
        ]);
        assert!(!same_origin(&other, public));
        let none = headers(&[(header::HOST, "127.0.0.1:8080")]);
        assert!(!same_origin(&none, public));
        let behind_proxy = headers(&[
            (header::HOST, "10.0.0.5:8080"),
            (header::ORIGIN, "https://shop.example"),
        ]);
        assert!(same_origin(&behind_proxy, public));
    }

    #[test]
    fn state_changes_are_told_from_reads() {
        assert!(is_state_change(
            &Method::POST,
            "/api/v1/authentication/login"
        ));
        assert!(is_state_change(
            &Method::GET,
            "/srv/service/customer/logout"
        ));
        assert!(is_state_change(
            &Method::GET,
            "/srv/shopping/shopping/set-currency/EUR"
        ));
        assert!(is_state_change(
            &Method::GET,
            "/srv/service/language/change/en/0/0"
        ));
        assert!(!is_state_change(&Method::GET, "/srv/service/category/get/"));
        assert!(!is_state_change(&Method::POST, "/srv/service/filter/get/"));
        assert!(is_state_change(
            &Method::POST,
            "/srv/service/cart/add-to-cart"
        ));
        assert!(!is_state_change(
            &Method::POST,
            "/api/v1/erp/orders/1/status"
        ));
        assert!(!is_state_change(&Method::POST, "/wallet-sandbox/v2/pay"));
    }

    #[test]
    fn provenance_reads_origin_referer_and_fetch_metadata() {
        let public = "https://shop.example";
        let host = (header::HOST, "127.0.0.1:8080");
        let ours = headers(&[host.clone(), (header::ORIGIN, "http://127.0.0.1:8080")]);
        assert_eq!(provenance(&ours, public), Provenance::ThisSite);
        let theirs = headers(&[host.clone(), (header::REFERER, "https://evil.example/x")]);
        assert_eq!(provenance(&theirs, public), Provenance::OtherSite);
        let null = headers(&[host.clone(), (header::ORIGIN, "null")]);
        assert_eq!(provenance(&null, public), Provenance::OtherSite);
        let navigation = headers(&[
            host.clone(),
            (
                header::HeaderName::from_static("sec-fetch-site"),
                "cross-site",
            ),
        ]);
        assert_eq!(provenance(&navigation, public), Provenance::OtherSite);
        let typed = headers(&[
            host.clone(),
            (header::HeaderName::from_static("sec-fetch-site"), "none"),
        ]);
        assert_eq!(provenance(&typed, public), Provenance::Unknown);
    }

    #[test]
    fn token_is_compared_with_the_session() {
        let t = session::csrf_token(b"k", "s1");
        assert!(token_matches(b"k", "s1", &t));
        assert!(!token_matches(b"k", "s2", &t));
        assert!(!token_matches(b"k", "s1", ""));
        assert!(!token_matches(b"k", "s1", &t[..10]));
    }

    #[test]
    fn token_is_found_in_a_form() {
        assert_eq!(
            form_token(b"productId=1&csrfToken=abc&quantity%5B%5D=2").as_deref(),
            Some("abc")
        );
        assert_eq!(form_token(b"productId=1"), None);
    }
}
