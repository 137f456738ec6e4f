//! The way back from the provider: a `form_post` provider's answer, then the login page's call
//! that trades the code and decides what the identity leads to.

use axum::{
    extract::State,
    http::StatusCode,
    response::{IntoResponse, Redirect, Response},
    Json,
};
use axum_extra::extract::SignedCookieJar;

use super::{
    new_member::{existing, link_and_sign_in, linked_elsewhere, sign_in_member},
    redirect_uri,
    start::{provider_refusal, SocialLoginQuery},
    Popup, SocialAnswer, SocialStep, RETURN_PATH, TICKET_LIFETIME_SECS,
};
use crate::{
    clock::now_secs,
    customer::{
        fields::Fields,
        model::{parse_name, CustomerMsg, Email},
        secrets::{one_time_token, sha256_hex},
        social::{
            oidc::Identity,
            store::{self as social_store, SignIn},
        },
        store,
    },
    error::{AppResult, Refusal},
    http::{session, Done},
    locale::Lang,
    state::AppState,
};

/// A `form_post` provider's answer (Apple's, posted from its own site): the name it sends once is
/// kept with the sign-in, and the browser goes on to the login page, whose own call ends it. A
/// post without its fields goes there too: the page shows the generic popup.
#[utoipa::path(post, path = "/api/v1/authentication/social-login/form-post", tag = "customer",
    request_body(content = Option<crate::customer::forms::SocialFormPost>, content_type = "application/x-www-form-urlencoded"),
    responses((status = 303, description = "to /social-login with code and state (or error and state)")))]
pub async fn social_login_form_post(
    State(state): State<AppState>,
    f: Fields,
) -> AppResult<Response> {
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

/// The return from the provider.
pub(super) async fn finish(
    state: &AppState,
    lang: Lang,
    jar: SignedCookieJar,
    q: &SocialLoginQuery,
) -> AppResult<Response> {
    let invalid = || {
        Refusal::field(
            StatusCode::BAD_REQUEST,
            "state",
            CustomerMsg::SocialStateInvalid,
        )
    };
    let returned_state = q.state.as_deref().unwrap_or("");
    let session_id = session::verified_session_id(&jar);
    let (Some(session_id), false) = (session_id, returned_state.is_empty()) else {
        return Err(invalid());
    };
    let Some(sign_in) =
        social_store::take_return(&state.db, &sha256_hex(returned_state), &session_id).await?
    else {
        return Err(invalid());
    };
    if q.error.is_some() {
        return Err(Refusal::field(
            StatusCode::BAD_REQUEST,
            "social",
            CustomerMsg::SocialCancelled,
        ));
    }
    let code = q.code.as_deref().unwrap_or("");
    if code.is_empty() || code.len() > 2048 {
        return Err(invalid());
    }
    let Some(provider) = state.config.social.provider(&sign_in.provider) else {
        return Err(Refusal::field(
            StatusCode::NOT_FOUND,
            "type",
            CustomerMsg::SocialUnknownProvider,
        ));
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
        .map_err(|e| provider_refusal(provider, &e))?;
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
) -> AppResult<Response> {
    let linked =
        social_store::linked_member(&state.db, &sign_in.provider, &identity.subject).await?;
    sign_in.subject = Some(identity.subject.clone());
    sign_in.email = identity.email.clone();
    if let Some(member_id) = sign_in.member_id {
        // A member linking from the account page.
        if linked.is_some_and(|m| m != member_id) {
            return Err(linked_elsewhere());
        }
        social_store::complete(&state.db, sign_in.id).await?;
        let customer = existing(state, member_id).await?;
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
        let customer = existing(state, member_id).await?;
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
    let name = format!("{} {}", identity.given_name, identity.family_name)
        .trim()
        .to_string();
    Ok(Json(SocialAnswer::Step(SocialStep {
        popup: popup.as_str(),
        ticket,
        email: shown_email,
        name,
        done: Done::saying(msg.text(lang)),
    }))
    .into_response())
}

/// The provider's email, when it said it verified it and it is one we take.
pub(super) fn verified_email(sign_in: &SignIn) -> Option<Email> {
    sign_in.email.as_deref().and_then(|e| Email::parse(e).ok())
}

/// `ay***@example.com`: enough for the owner to recognise, not enough to learn it.
fn hidden(email: &str) -> String {
    let (local, domain) = email.split_once('@').unwrap_or((email, ""));
    let shown: String = local.chars().take(2).collect();
    format!("{shown}***@{domain}")
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
}
