//! The mailed links that end a sign-in: the mail, and the call the link's page makes.

use axum::{extract::State, http::StatusCode, response::Response};
use axum_extra::extract::SignedCookieJar;

use super::{
    new_member::{create_member, link_and_sign_in},
    LINK_LIFETIME_SECS,
};
use crate::{
    clock::now_secs,
    customer::{
        answer::{CustomerRefusal, SignedIn},
        fields::Fields,
        model::{CustomerMsg, Email},
        secrets::{link_parts, one_time_token, sha256_hex},
        social::store::{self as social_store, SignIn},
        store,
    },
    error::{AppResult, Refusal},
    locale::{storefront_link, Lang},
    mail::{self, Mail},
    state::AppState,
};

/// The mailed links that end a sign-in, by their `activation` value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum LinkKind {
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

/// A mailed link of a social sign-in (`activation=social` or `social-email`, with `id` and
/// `token`): ends it, in whichever browser opens it.
#[utoipa::path(post, path = "/api/v1/authentication/social-login/activate", tag = "customer",
    request_body(content = crate::customer::forms::SocialActivateForm, content_type = "application/x-www-form-urlencoded"),
    responses((status = 200, body = SignedIn, description = "linked (and, for a new address, registered) and signed in"),
              (status = 400, body = CustomerRefusal, description = "a used, expired or forged link"),
              (status = 409, body = CustomerRefusal, description = "the member has another account of this provider linked")))]
pub async fn social_activate(
    State(state): State<AppState>,
    lang: Lang,
    jar: SignedCookieJar,
    f: Fields,
) -> AppResult<Response> {
    let invalid = || {
        Refusal::field(
            StatusCode::BAD_REQUEST,
            "token",
            CustomerMsg::ActivationInvalid,
        )
    };
    let kind = LinkKind::parse(f.get("activation")).ok_or_else(invalid)?;
    let (id, token) = link_parts(f.get("id"), f.get("token")).ok_or_else(invalid)?;
    let Some(sign_in) =
        social_store::take_link(&state.db, id, kind.as_str(), &sha256_hex(token)).await?
    else {
        return Err(invalid());
    };
    let email = sign_in
        .link_email
        .as_deref()
        .and_then(|e| Email::parse(e).ok())
        .ok_or_else(invalid)?;
    let (customer, msg) = match store::find_by_email(&state.db, &email).await? {
        Some(c) => (c, CustomerMsg::SocialLinked),
        None if kind == LinkKind::Email => (
            create_member(&state, &email, &sign_in, sign_in.commercial_message).await?,
            CustomerMsg::SocialRegistered,
        ),
        None => return Err(invalid()),
    };
    link_and_sign_in(&state, lang, jar, customer, &sign_in, msg).await
}

/// Mails the link that ends the sign-in to `email`.
pub(super) async fn mail_link(
    state: &AppState,
    lang: Lang,
    sign_in: &SignIn,
    kind: LinkKind,
    email: &Email,
    commercial_message: bool,
) -> AppResult<()> {
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
    let link = storefront_link(
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
    .map_err(Refusal::internal)?;
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
    fn link_kinds_are_the_activation_values() {
        assert_eq!(LinkKind::parse("social"), Some(LinkKind::Member));
        assert_eq!(LinkKind::parse("social-email"), Some(LinkKind::Email));
        assert_eq!(LinkKind::parse("membership"), None);
    }
}
