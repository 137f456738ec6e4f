//! The account page's connected accounts: which providers the member has linked, and unlinking
//! one, which needs a password to be set so the member can still sign in. Linking goes through a
//! sign-in begun while signed in (`flow::start` with the member).

use axum::{extract::State, http::StatusCode, response::Response, Json};
use serde::Serialize;
use utoipa::ToSchema;

use super::store as social_store;
use crate::{
    customer::{
        answer::{success, CustomerRefusal, CustomerSuccess},
        fields::Fields,
        model::CustomerMsg,
        store,
    },
    error::{AppResult, Refusal},
    http::member::CurrentMember,
    locale::Lang,
    state::AppState,
};

/// One provider the shop offers, and the member's account there if linked.
#[derive(Debug, Serialize, ToSchema)]
pub struct SocialAccount {
    #[serde(rename = "type")]
    pub kind: String,
    pub name: String,
    /// 1 when linked.
    pub linked: i64,
    /// The email the provider gave when the account was linked, or empty.
    pub email: String,
    /// Unix seconds, 0 when not linked.
    pub linked_at: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SocialAccounts {
    /// One item per provider the shop offers, in the buttons' order.
    pub data: Vec<SocialAccount>,
    /// 1 when the member has a password (and so may unlink).
    pub has_password: i64,
    /// Always 1.
    pub status: i64,
}

/// The member's connected accounts.
#[utoipa::path(get, path = "/api/v1/customer/social-accounts", tag = "customer",
    params(("Authorization" = Option<String>, Header, description = "Bearer token (else the vitrin_member cookie)")),
    responses((status = 200, body = SocialAccounts),
              (status = 401, body = crate::error::ErrorEnvelope, description = "not signed in")))]
pub async fn social_accounts(
    State(state): State<AppState>,
    member: CurrentMember,
) -> AppResult<Json<SocialAccounts>> {
    let linked = social_store::accounts(&state.db, member.id).await?;
    let customer = store::find(&state.db, member.id).await?;
    let data = state
        .config
        .social
        .providers
        .iter()
        .map(|p| {
            let account = linked.iter().find(|(provider, _, _)| *provider == p.kind);
            SocialAccount {
                kind: p.kind.clone(),
                name: p.name.clone(),
                linked: i64::from(account.is_some()),
                email: account.map(|a| a.1.clone()).unwrap_or_default(),
                linked_at: account.map_or(0, |a| a.2),
            }
        })
        .collect();
    Ok(Json(SocialAccounts {
        data,
        has_password: i64::from(customer.is_some_and(|c| !c.password_hash.is_empty())),
        status: 1,
    }))
}

/// Unlinks one of the member's accounts (`type`).
#[utoipa::path(post, path = "/api/v1/customer/social-accounts/unlink", tag = "customer",
    request_body(content = crate::customer::forms::SocialUnlinkForm, content_type = "application/x-www-form-urlencoded"),
    responses((status = 200, body = CustomerSuccess, description = "unlinked"),
              (status = 401, body = crate::error::ErrorEnvelope, description = "not signed in"),
              (status = 404, body = CustomerRefusal, description = "no account of that type is linked"),
              (status = 409, body = CustomerRefusal, description = "the member has no password: they could no longer sign in")))]
pub async fn unlink_social_account(
    State(state): State<AppState>,
    lang: Lang,
    member: CurrentMember,
    f: Fields,
) -> AppResult<Response> {
    let has_password = store::find(&state.db, member.id)
        .await?
        .is_some_and(|c| !c.password_hash.is_empty());
    if !has_password {
        return Err(Refusal::field(
            StatusCode::CONFLICT,
            "type",
            CustomerMsg::SocialUnlinkNeedsPassword,
        ));
    }
    if !social_store::unlink(&state.db, member.id, f.get("type").trim()).await? {
        return Err(Refusal::field(
            StatusCode::NOT_FOUND,
            "type",
            CustomerMsg::SocialNotLinked,
        ));
    }
    Ok(success(lang, CustomerMsg::SocialUnlinked, Vec::new()))
}
