//! The language and currency of a request: the `language` and `currency` query strings first,
//! then (language only) `Accept-Language`, then the cookies the switches set, then `tr`/`TRY`.
//! A malformed query value is refused with 400; errors leave in the chosen language. A handler
//! takes the pair as `RequestLocale`, or the language alone as `Lang`.

use axum::{
    body::Body,
    extract::{FromRequestParts, Request},
    http::{header, request::Parts, StatusCode},
    middleware::Next,
    response::Response,
};
use axum_extra::extract::CookieJar;

use crate::{
    error::{Msg, Refusal},
    locale::{Currency, Lang},
};

pub const LANGUAGE_COOKIE: &str = "language";
pub const CURRENCY_COOKIE: &str = "currency";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RequestLocale {
    pub lang: Lang,
    pub currency: Currency,
}

impl RequestLocale {
    /// What `locale_middleware` chose for the request; `tr`/`TRY` outside it.
    fn of(parts: &Parts) -> Self {
        parts
            .extensions
            .get::<RequestLocale>()
            .copied()
            .unwrap_or(RequestLocale {
                lang: Lang::Tr,
                currency: Currency::Try,
            })
    }
}

impl<S: Send + Sync> FromRequestParts<S> for RequestLocale {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Ok(RequestLocale::of(parts))
    }
}

/// The language alone, for the handlers that show no prices.
impl<S: Send + Sync> FromRequestParts<S> for Lang {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Ok(RequestLocale::of(parts).lang)
    }
}

fn query_value(req: &Request, key: &str) -> Option<String> {
    let query = req.uri().query()?;
    url::form_urlencoded::parse(query.as_bytes())
        .find(|(k, _)| k == key)
        .map(|(_, v)| v.into_owned())
}

pub async fn locale_middleware(mut req: Request, next: Next) -> Response {
    let jar = CookieJar::from_headers(req.headers());
    let header_lang = req
        .headers()
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .and_then(Lang::from_accept_language);
    let cookie_lang = jar
        .get(LANGUAGE_COOKIE)
        .and_then(|c| Lang::parse(c.value()));
    let fallback_lang = header_lang.or(cookie_lang).unwrap_or(Lang::Tr);

    let lang = match query_value(&req, "language") {
        Some(v) => match Lang::parse(&v) {
            Some(l) => l,
            None => {
                return Refusal::new(StatusCode::BAD_REQUEST, Msg::UnknownLanguage)
                    .render(fallback_lang)
            }
        },
        None => fallback_lang,
    };
    let currency = match query_value(&req, "currency") {
        Some(v) => match Currency::parse(&v) {
            Some(c) => c,
            None => {
                return Refusal::new(StatusCode::BAD_REQUEST, Msg::UnknownCurrency).render(lang)
            }
        },
        None => jar
            .get(CURRENCY_COOKIE)
            .and_then(|c| Currency::parse(c.value()))
            .unwrap_or(Currency::Try),
    };
    req.extensions_mut()
        .insert(RequestLocale { lang, currency });
    let response = next.run(req).await;
    localize_error(response, lang)
}

/// Re-renders a refusal in the request's language (refusals are made in Turkish).
fn localize_error(response: Response, lang: Lang) -> Response {
    if lang == Lang::Tr {
        return response;
    }
    let Some(refusal) = response.extensions().get::<Refusal>().cloned() else {
        return response;
    };
    let (mut parts, _) = response.into_parts();
    let (_, body) = refusal.render(lang).into_parts();
    parts.headers.remove(header::CONTENT_LENGTH);
    Response::from_parts(parts, Body::new(body))
}
