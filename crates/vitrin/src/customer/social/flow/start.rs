//! The first step: the buttons, and the way out to the provider.

use axum::{
    extract::{Query, State},
    http::StatusCode,
    response::{IntoResponse, Redirect, Response},
    Json,
};
use axum_extra::extract::SignedCookieJar;
use serde::Deserialize;
use utoipa::IntoParams;

use super::{
    callback::finish, redirect_uri, ProviderButton, ProviderList, SocialAnswer, SocialRedirect,
};
use crate::{
    customer::{
        answer::CustomerRefusal,
        model::{safe_redirect, CustomerMsg},
        secrets::sha256_hex,
        social::{
            config::ProviderConfig,
            oidc::ProviderError,
            store::{self as social_store, NewSignIn},
        },
    },
    error::{AppResult, Refusal},
    http::{member::MaybeMember, session},
    locale::Lang,
    state::AppState,
};

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
    pub(super) kind: Option<String>,
    /// With `type`: a same-site path to go to once signed in.
    pub(super) redirect: Option<String>,
    /// The provider's code, on the way back.
    pub(super) code: Option<String>,
    /// The state the sign-in left with, on the way back.
    pub(super) state: Option<String>,
    /// The provider's error (the shopper cancelled), on the way back.
    pub(super) error: Option<String>,
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
    lang: Lang,
    jar: SignedCookieJar,
    MaybeMember(member): MaybeMember,
    Query(q): Query<SocialLoginQuery>,
) -> AppResult<Response> {
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
    lang: Lang,
    jar: SignedCookieJar,
    MaybeMember(member): MaybeMember,
    Query(q): Query<SocialLoginQuery>,
) -> AppResult<Response> {
    let kind = q.kind.as_deref().unwrap_or("");
    let redirect = q.redirect.as_deref().unwrap_or("");
    let (jar, url) = begin(&state, lang, jar, member.map(|m| m.id), kind, redirect).await?;
    Ok((jar, Redirect::to(&url)).into_response())
}

/// Records a new sign-in for the session and answers the jar (with the session) and the
/// provider's address.
async fn begin(
    state: &AppState,
    lang: Lang,
    jar: SignedCookieJar,
    member_id: Option<i64>,
    kind: &str,
    redirect: &str,
) -> AppResult<(SignedCookieJar, String)> {
    let provider = state.config.social.provider(kind).ok_or_else(|| {
        Refusal::field(
            StatusCode::NOT_FOUND,
            "type",
            CustomerMsg::SocialUnknownProvider,
        )
    })?;
    let authorization = state
        .social
        .authorize(provider, &redirect_uri(state, provider))
        .await
        .map_err(|e| provider_refusal(provider, &e))?;
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
pub(super) fn provider_refusal(provider: &ProviderConfig, e: &ProviderError) -> Refusal {
    tracing::warn!(provider = %provider.kind, error = %e, "social sign-in failed at the provider");
    match e {
        ProviderError::Unavailable(_) => Refusal::field(
            StatusCode::BAD_GATEWAY,
            "social",
            CustomerMsg::SocialUnavailable,
        ),
        ProviderError::Refused(_) => Refusal::field(
            StatusCode::BAD_REQUEST,
            "social",
            CustomerMsg::SocialRefused,
        ),
    }
}
