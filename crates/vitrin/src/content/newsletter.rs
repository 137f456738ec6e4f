//! The footer newsletter block's form, confirmed by email (double opt-in, spec sections 1 and 3):
//!
//! - `POST /srv/service/guest/subscribeNewsletter` keeps the address as pending, with the consents
//!   given and when, and mails a one-time link `/?activation=newsletter&token=..&id=..` (with the
//!   language prefix for en and ar) in the request's language. A pending address asking again gets
//!   a new mail, at most one per [`RESEND_AFTER_SECS`]; a confirmed one is told it is subscribed.
//! - `POST /srv/service/guest/activateSubscription/{token}` with the form field `id` confirms it;
//!   the web app calls it when it lands on such a link. A link works once, for
//!   [`CONFIRM_LIFETIME_SECS`]; only a hash of its token is kept.
//!
//! Answers carry status, key, message and statusText (spec sections 3 and 7); the data-protection
//! consent is required, the commercial-message consent optional.

use std::borrow::Cow;

use axum::{
    extract::{Path, State},
    http::StatusCode,
    middleware, Json,
};
use serde::{Deserialize, Serialize};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    clock::now_secs,
    customer::secrets::{one_time_token, sha256_hex},
    email::Email,
    error::{AppResult, Message, Refusal},
    http::{csrf::require_csrf, extract::FormBody},
    locale::{storefront_link, Lang},
    mail::{self, Mail},
    state::AppState,
};

/// How long a confirmation link works.
pub const CONFIRM_LIFETIME_SECS: i64 = 48 * 60 * 60;
/// At most one confirmation mail per address in this many seconds.
pub const RESEND_AFTER_SECS: i64 = 5 * 60;

pub fn routes() -> OpenApiRouter<AppState> {
    let guarded = OpenApiRouter::new()
        .routes(routes!(subscribe))
        .route_layer(middleware::from_fn(require_csrf));
    // The link's one-time token is its own proof, and the landing page may be a fresh one.
    let open = OpenApiRouter::new().routes(routes!(confirm));
    guarded.merge(open)
}

#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
pub struct NewsletterForm {
    #[serde(default)]
    pub email: String,
    /// The data-protection (KVKK) consent box: `1` or `on` when ticked. Required.
    #[serde(default)]
    pub kvkk: String,
    /// The commercial electronic message consent box: `1` or `on` when ticked. Optional.
    #[serde(default)]
    pub commercial: String,
}

#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
pub struct ConfirmForm {
    /// The `id` of the confirmation link.
    #[serde(default)]
    pub id: String,
}

/// Fields in name order, as the answer has always listed them.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct NewsletterResponse {
    /// The error envelope of a refusal (the same code as `key`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<NewsletterError>,
    /// `subscribed` (pending, mail sent), `already_subscribed`, `recently_sent`, `email` or `kvkk`
    /// when subscribing; `confirmed`, `already_confirmed` or `token` when confirming.
    pub key: &'static str,
    pub message: &'static str,
    /// 1 done (a confirmation mail sent, or the subscription confirmed), 0 refused.
    pub status: i64,
    #[serde(rename = "statusText")]
    pub status_text: &'static str,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct NewsletterError {
    pub code: &'static str,
    pub message: &'static str,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Pending: the confirmation mail is on its way.
    Subscribed,
    AlreadySubscribed,
    /// A pending address asked again too soon after the last mail.
    RecentlySent,
    InvalidEmail,
    ConsentMissing,
    Confirmed,
    /// A link of a subscription that is confirmed already (used, or an older mail's).
    AlreadyConfirmed,
    /// A used, expired, tampered or unknown link.
    LinkInvalid,
}

impl Outcome {
    fn key(self) -> &'static str {
        match self {
            Outcome::Subscribed => "subscribed",
            Outcome::AlreadySubscribed => "already_subscribed",
            Outcome::RecentlySent => "recently_sent",
            Outcome::InvalidEmail => "email",
            Outcome::ConsentMissing => "kvkk",
            Outcome::Confirmed => "confirmed",
            Outcome::AlreadyConfirmed => "already_confirmed",
            Outcome::LinkInvalid => "token",
        }
    }

    fn is_success(self) -> bool {
        matches!(self, Outcome::Subscribed | Outcome::Confirmed)
    }

    fn status(self) -> StatusCode {
        match self {
            Outcome::Subscribed | Outcome::Confirmed => StatusCode::OK,
            Outcome::AlreadySubscribed | Outcome::AlreadyConfirmed => StatusCode::CONFLICT,
            Outcome::RecentlySent => StatusCode::TOO_MANY_REQUESTS,
            Outcome::InvalidEmail | Outcome::ConsentMissing => StatusCode::UNPROCESSABLE_ENTITY,
            Outcome::LinkInvalid => StatusCode::BAD_REQUEST,
        }
    }

    pub fn text(self, lang: Lang) -> &'static str {
        use Lang::*;
        match (self, lang) {
            (Outcome::Subscribed, Tr) => {
                "E-bülten aboneliğiniz başarıyla oluşturuldu. Onaylamak için e-posta adresinize \
                 gönderdiğimiz bağlantıya tıklayınız"
            }
            (Outcome::Subscribed, En) => {
                "Your newsletter subscription has been created. Please confirm it with the link \
                 we have sent to your email address"
            }
            (Outcome::Subscribed, Ar) => {
                "تم إنشاء اشتراكك في النشرة البريدية بنجاح. يرجى تأكيده من الرابط الذي أرسلناه إلى \
                 بريدك الإلكتروني"
            }
            (Outcome::AlreadySubscribed, Tr) => "Bu e-posta adresi e-bültenimize zaten kayıtlı",
            (Outcome::AlreadySubscribed, En) => "This email address is already subscribed",
            (Outcome::AlreadySubscribed, Ar) => "عنوان البريد هذا مشترك بالفعل في النشرة",
            (Outcome::RecentlySent, Tr) => {
                "Onay e-postası kısa süre önce gönderildi. Lütfen gelen kutunuzu kontrol ediniz \
                 veya birkaç dakika sonra tekrar deneyiniz"
            }
            (Outcome::RecentlySent, En) => {
                "We sent the confirmation email a moment ago. Please check your inbox or try \
                 again in a few minutes"
            }
            (Outcome::RecentlySent, Ar) => {
                "أرسلنا رسالة التأكيد قبل قليل. يرجى التحقق من بريدك الوارد أو المحاولة مرة أخرى \
                 بعد بضع دقائق"
            }
            (Outcome::InvalidEmail, Tr) => "Lütfen geçerli bir e-posta adresi giriniz",
            (Outcome::InvalidEmail, En) => "Please enter a valid email address",
            (Outcome::InvalidEmail, Ar) => "يرجى إدخال بريد إلكتروني صالح",
            (Outcome::ConsentMissing, Tr) => {
                "Abone olmak için KVKK Aydınlatma Metni'ni onaylayınız"
            }
            (Outcome::ConsentMissing, En) => {
                "Please accept the data protection notice to subscribe"
            }
            (Outcome::ConsentMissing, Ar) => "يرجى الموافقة على إشعار حماية البيانات للاشتراك",
            (Outcome::Confirmed, Tr) => "E-bülten aboneliğiniz başarıyla onaylandı",
            (Outcome::Confirmed, En) => "Your newsletter subscription is confirmed",
            (Outcome::Confirmed, Ar) => "تم تأكيد اشتراكك في النشرة البريدية بنجاح",
            (Outcome::AlreadyConfirmed, Tr) => "E-bülten aboneliğiniz zaten onaylanmış",
            (Outcome::AlreadyConfirmed, En) => "Your newsletter subscription is already confirmed",
            (Outcome::AlreadyConfirmed, Ar) => "اشتراكك في النشرة البريدية مؤكد بالفعل",
            (Outcome::LinkInvalid, Tr) => "Onay bağlantısı geçersiz veya süresi dolmuş",
            (Outcome::LinkInvalid, En) => "The confirmation link is not valid or has expired",
            (Outcome::LinkInvalid, Ar) => "رابط التأكيد غير صالح أو منتهي الصلاحية",
        }
    }
}

fn ticked(value: &str) -> bool {
    matches!(value.trim(), "1" | "on" | "true")
}

/// The address and the commercial consent of a valid form, or why it is refused.
pub fn check(form: &NewsletterForm) -> Result<(Email, bool), Outcome> {
    let email = Email::parse(&form.email).map_err(|_| Outcome::InvalidEmail)?;
    if !ticked(&form.kvkk) {
        return Err(Outcome::ConsentMissing);
    }
    Ok((email, ticked(&form.commercial)))
}

impl Message for Outcome {
    fn code(&self) -> &'static str {
        self.key()
    }

    fn text(&self, lang: Lang) -> Cow<'static, str> {
        Outcome::text(*self, lang).into()
    }
}

fn reply(outcome: Outcome, lang: Lang) -> NewsletterResponse {
    let text = outcome.text(lang);
    NewsletterResponse {
        error: None,
        key: outcome.key(),
        message: text,
        status: i64::from(outcome.is_success()),
        status_text: text,
    }
}

/// A refusal: the answer with status 0 and the error envelope.
fn refusal(outcome: Outcome, lang: Lang) -> Refusal {
    Refusal::new(outcome.status(), outcome).with_reply(reply(outcome, lang))
}

/// Keeps an address as pending and mails it a confirmation link; an address already confirmed
/// is told so and left as it is.
#[utoipa::path(post, path = "/srv/service/guest/subscribeNewsletter", tag = "content",
    request_body(content = NewsletterForm, content_type = "application/x-www-form-urlencoded"),
    responses((status = 200, body = NewsletterResponse,
                description = "status 1, key subscribed: pending until the link of the mail is followed"),
              (status = 409, description = "already confirmed; status 0, key already_subscribed"),
              (status = 422, description = "bad email (key email) or no consent (key kvkk)"),
              (status = 429, description = "pending, and a confirmation mail went out less than five minutes ago; key recently_sent"),
              (status = 415, body = crate::error::ErrorEnvelope, description = "a body that is not a form")))]
pub async fn subscribe(
    State(state): State<AppState>,
    lang: Lang,
    FormBody(form): FormBody<NewsletterForm>,
) -> AppResult<Json<NewsletterResponse>> {
    let (email, commercial) = match check(&form) {
        Ok(ok) => ok,
        Err(outcome) => return Err(refusal(outcome, lang)),
    };
    let now = now_secs();
    let commercial_at = commercial.then_some(now);
    let created: Option<i64> = sqlx::query_scalar(
        "INSERT INTO newsletter_subscribers (email, email_key, kvkk_consent, kvkk_consent_at, \
         commercial_consent, commercial_consent_at, language, created_at, confirm_mail_at) \
         VALUES ($1, $2, 1, $3, $4, $5, $6, $3, $3) ON CONFLICT (email_key) DO NOTHING RETURNING id",
    )
    .bind(email.as_str().to_string())
    .bind(email.key())
    .bind(now)
    .bind(i64::from(commercial))
    .bind(commercial_at)
    .bind(lang.code().to_string())
    .fetch_optional(&state.db.writer)
    .await?;
    let id = match created {
        Some(id) => id,
        // Known and pending: the latest form's consents, and a new mail if the last one is old
        // enough (one statement, so two quick requests cannot both send).
        None => match sqlx::query_scalar::<_, i64>(
            "UPDATE newsletter_subscribers SET email = $2, kvkk_consent = 1, kvkk_consent_at = $3, \
             commercial_consent = $4, commercial_consent_at = $5, language = $6, \
             confirm_mail_at = $3 \
             WHERE email_key = $1 AND confirmed_at IS NULL AND confirm_mail_at <= $7 RETURNING id",
        )
        .bind(email.key())
        .bind(email.as_str().to_string())
        .bind(now)
        .bind(i64::from(commercial))
        .bind(commercial_at)
        .bind(lang.code().to_string())
        .bind(now - RESEND_AFTER_SECS)
        .fetch_optional(&state.db.writer)
        .await?
        {
            Some(id) => id,
            None => {
                let confirmed: Option<Option<i64>> = sqlx::query_scalar(
                    "SELECT confirmed_at FROM newsletter_subscribers WHERE email_key = $1",
                )
                .bind(email.key())
                .fetch_optional(&state.db.pool)
                .await?;
                let outcome = if confirmed.flatten().is_some() {
                    Outcome::AlreadySubscribed
                } else {
                    Outcome::RecentlySent
                };
                return Err(refusal(outcome, lang));
            }
        },
    };
    if let Err(e) = send_confirmation(&state, id, &email, lang, now).await {
        // The shopper may try again at once: no mail went out.
        sqlx::query("UPDATE newsletter_subscribers SET confirm_mail_at = 0 WHERE id = $1")
            .bind(id)
            .execute(&state.db.writer)
            .await?;
        return Err(e);
    }
    Ok(Json(reply(Outcome::Subscribed, lang)))
}

/// A new one-time link for subscriber `id`, mailed in `lang`. Expired links of the address go.
async fn send_confirmation(
    state: &AppState,
    id: i64,
    email: &Email,
    lang: Lang,
    now: i64,
) -> AppResult<()> {
    let (token, hash) = one_time_token();
    sqlx::query("DELETE FROM newsletter_tokens WHERE subscriber_id = $1 AND expires_at <= $2")
        .bind(id)
        .bind(now)
        .execute(&state.db.writer)
        .await?;
    sqlx::query(
        "INSERT INTO newsletter_tokens (subscriber_id, token_hash, expires_at, created_at) \
         VALUES ($1, $2, $3, $4)",
    )
    .bind(id)
    .bind(hash)
    .bind(now + CONFIRM_LIFETIME_SECS)
    .bind(now)
    .execute(&state.db.writer)
    .await?;
    let link = storefront_link(
        &state.config,
        lang,
        &format!("/?activation=newsletter&token={token}&id={id}"),
    );
    let (subject, body) = confirmation_text(lang, &link);
    mail::send(
        &state.config,
        Mail {
            to: email.as_str().to_string(),
            subject: subject.into(),
            body,
            kind: "newsletter",
        },
    )
    .await
    .map_err(Refusal::internal)
}

/// Subject and body of the confirmation mail.
fn confirmation_text(lang: Lang, link: &str) -> (&'static str, String) {
    match lang {
        Lang::Tr => (
            "E-bülten aboneliğinizi onaylayınız",
            format!(
                "Merhaba,\n\nE-bülten aboneliğinizi onaylamak için aşağıdaki bağlantıya tıklayınız:\n\n\
                 {link}\n\nBu bağlantı 48 saat geçerlidir ve bir kez kullanılabilir. Onaylamadığınız \
                 sürece size e-bülten gönderilmez. Bu isteği siz yapmadıysanız bu e-postayı dikkate \
                 almayınız.\n"
            ),
        ),
        Lang::En => (
            "Please confirm your newsletter subscription",
            format!(
                "Hello,\n\nTo confirm your newsletter subscription, please open this link:\n\n\
                 {link}\n\nThe link works once, for 48 hours. You will not get the newsletter \
                 unless you confirm. If you did not ask for it, please ignore this email.\n"
            ),
        ),
        Lang::Ar => (
            "يرجى تأكيد اشتراكك في النشرة البريدية",
            format!(
                "مرحبًا،\n\nلتأكيد اشتراكك في النشرة البريدية، يرجى فتح الرابط التالي:\n\n\
                 {link}\n\nيعمل هذا الرابط مرة واحدة خلال 48 ساعة. لن تصلك النشرة ما لم تؤكد \
                 اشتراكك. إذا لم تطلب ذلك، يرجى تجاهل هذه الرسالة.\n"
            ),
        ),
    }
}

/// Whether `token` has the shape of a one-time token (64 hex digits).
fn token_shaped(token: &str) -> bool {
    token.len() == 64 && token.bytes().all(|b| b.is_ascii_hexdigit())
}

/// Confirms a pending subscription with the link of its confirmation mail (one use, 48 hours).
#[utoipa::path(post, path = "/srv/service/guest/activateSubscription/{token}", tag = "content",
    params(("token" = String, Path, description = "token of the link")),
    request_body(content = ConfirmForm, content_type = "application/x-www-form-urlencoded"),
    responses((status = 200, body = NewsletterResponse, description = "status 1, key confirmed"),
              (status = 409, description = "the subscription is confirmed already; key already_confirmed"),
              (status = 400, description = "used, expired, tampered or unknown link; key token; nothing changes")))]
pub async fn confirm(
    State(state): State<AppState>,
    lang: Lang,
    Path(token): Path<String>,
    FormBody(form): FormBody<ConfirmForm>,
) -> AppResult<Json<NewsletterResponse>> {
    let (Ok(id), true) = (form.id.trim().parse::<i64>(), token_shaped(&token)) else {
        return Err(refusal(Outcome::LinkInvalid, lang));
    };
    let hash = sha256_hex(&token.to_ascii_lowercase());
    let now = now_secs();
    let mut tx = state.db.begin().await?;
    let used = sqlx::query(
        "UPDATE newsletter_tokens SET used_at = $1 WHERE subscriber_id = $2 AND token_hash = $3 \
         AND used_at IS NULL AND expires_at > $1",
    )
    .bind(now)
    .bind(id)
    .bind(&hash)
    .execute(&mut *tx)
    .await?;
    if used.rows_affected() == 1 {
        sqlx::query(
            "UPDATE newsletter_subscribers SET confirmed_at = $1 \
             WHERE id = $2 AND confirmed_at IS NULL",
        )
        .bind(now)
        .bind(id)
        .execute(&mut *tx)
        .await?;
        // The other links of the address end with this one.
        sqlx::query(
            "UPDATE newsletter_tokens SET used_at = $1 WHERE subscriber_id = $2 AND used_at IS NULL",
        )
        .bind(now)
        .bind(id)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        return Ok(Json(reply(Outcome::Confirmed, lang)));
    }
    tx.rollback().await?;
    // A real link of a confirmed subscription (clicked twice, or an older mail): say so.
    let confirmed: Option<Option<i64>> = sqlx::query_scalar(
        "SELECT s.confirmed_at FROM newsletter_tokens t \
         JOIN newsletter_subscribers s ON s.id = t.subscriber_id \
         WHERE t.subscriber_id = $1 AND t.token_hash = $2",
    )
    .bind(id)
    .bind(&hash)
    .fetch_optional(&state.db.pool)
    .await?;
    let outcome = if confirmed.flatten().is_some() {
        Outcome::AlreadyConfirmed
    } else {
        Outcome::LinkInvalid
    };
    Err(refusal(outcome, lang))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(email: &str, kvkk: &str, commercial: &str) -> NewsletterForm {
        NewsletterForm {
            email: email.into(),
            kvkk: kvkk.into(),
            commercial: commercial.into(),
        }
    }

    #[test]
    fn consent_is_required_and_commercial_is_optional() {
        let (email, commercial) = check(&form(" Ayse@Example.com ", "on", "")).expect("valid");
        assert_eq!(email.as_str(), "Ayse@Example.com");
        assert!(!commercial);
        assert!(check(&form("a@example.com", "1", "1")).expect("valid").1);
        assert_eq!(
            check(&form("a@example.com", "", "1")).err(),
            Some(Outcome::ConsentMissing)
        );
    }

    #[test]
    fn every_mail_carries_the_link_and_the_lifetime() {
        let link = "http://127.0.0.1:8080/ar/?activation=newsletter&token=ab&id=7";
        for lang in Lang::ALL {
            let (subject, body) = confirmation_text(lang, link);
            assert!(!subject.is_empty());
            assert!(body.contains(link), "{body}");
            assert!(body.contains("48"), "{body}");
            assert!(body.lines().all(|l| l.len() < 998));
        }
    }

    #[test]
    fn link_tokens_are_checked_and_kept_out_of_the_logs() {
        assert!(token_shaped(&"ab".repeat(32)));
        assert!(!token_shaped(&"ab".repeat(31)));
        assert!(!token_shaped(&"zz".repeat(32)));
        let path = format!(
            "/srv/service/guest/activateSubscription/{}",
            "ab".repeat(32)
        );
        assert!(!crate::http::paths::loggable_path(&path).contains("abab"));
    }

    #[test]
    fn only_the_two_successes_answer_status_1() {
        for outcome in [
            Outcome::Subscribed,
            Outcome::AlreadySubscribed,
            Outcome::RecentlySent,
            Outcome::InvalidEmail,
            Outcome::ConsentMissing,
            Outcome::Confirmed,
            Outcome::AlreadyConfirmed,
            Outcome::LinkInvalid,
        ] {
            assert_eq!(
                outcome.is_success(),
                outcome.status() == StatusCode::OK,
                "{outcome:?}"
            );
            for lang in Lang::ALL {
                assert!(!outcome.text(lang).is_empty());
            }
        }
    }

    #[test]
    fn bad_addresses_are_refused() {
        for bad in ["", "ayse", "ayse@", "@example.com", "a b@example.com"] {
            assert_eq!(
                check(&form(bad, "on", "")).err(),
                Some(Outcome::InvalidEmail),
                "{bad}"
            );
        }
    }
}
