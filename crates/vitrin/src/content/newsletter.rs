//! `POST /srv/service/guest/subscribeNewsletter`: the footer newsletter block's form. The answer
//! carries status, key, message and statusText (spec sections 3 and 7); the data-protection
//! consent is required, the commercial-message consent optional.

use axum::{
    extract::{rejection::FormRejection, State},
    http::StatusCode,
    middleware,
    response::{IntoResponse, Response},
    routing::post,
    Form, Json, Router,
};
use serde::{Deserialize, Serialize};

use crate::{
    app::AppState,
    customer::model::Email,
    error::AppResult,
    http::{csrf::require_csrf, locale::RequestLocale},
    locale::Lang,
};

pub fn routes(state: &AppState) -> Router<AppState> {
    Router::new()
        .route("/srv/service/guest/subscribeNewsletter", post(subscribe))
        .route_layer(middleware::from_fn_with_state(state.clone(), require_csrf))
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

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct NewsletterResponse {
    /// 1 subscribed, 0 refused.
    pub status: i64,
    /// `subscribed`, `already_subscribed`, `email` or `kvkk`: the field a refusal is about.
    pub key: &'static str,
    pub message: &'static str,
    #[serde(rename = "statusText")]
    pub status_text: &'static str,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Subscribed,
    AlreadySubscribed,
    InvalidEmail,
    ConsentMissing,
}

impl Outcome {
    fn key(self) -> &'static str {
        match self {
            Outcome::Subscribed => "subscribed",
            Outcome::AlreadySubscribed => "already_subscribed",
            Outcome::InvalidEmail => "email",
            Outcome::ConsentMissing => "kvkk",
        }
    }

    fn status(self) -> StatusCode {
        match self {
            Outcome::Subscribed => StatusCode::OK,
            Outcome::AlreadySubscribed => StatusCode::CONFLICT,
            Outcome::InvalidEmail | Outcome::ConsentMissing => StatusCode::UNPROCESSABLE_ENTITY,
        }
    }

    pub fn text(self, lang: Lang) -> &'static str {
        use Lang::*;
        match (self, lang) {
            (Outcome::Subscribed, Tr) => "E-bülten aboneliğiniz başarıyla oluşturuldu",
            (Outcome::Subscribed, En) => "You have subscribed to our newsletter",
            (Outcome::Subscribed, Ar) => "تم اشتراكك في النشرة البريدية بنجاح",
            (Outcome::AlreadySubscribed, Tr) => "Bu e-posta adresi e-bültenimize zaten kayıtlı",
            (Outcome::AlreadySubscribed, En) => "This email address is already subscribed",
            (Outcome::AlreadySubscribed, Ar) => "عنوان البريد هذا مشترك بالفعل في النشرة",
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

fn reply(outcome: Outcome, lang: Lang) -> Response {
    let text = outcome.text(lang);
    let body = NewsletterResponse {
        status: i64::from(outcome == Outcome::Subscribed),
        key: outcome.key(),
        message: text,
        status_text: text,
    };
    let mut json = serde_json::to_value(&body).unwrap_or_default();
    if outcome != Outcome::Subscribed {
        json["error"] = serde_json::json!({ "code": outcome.key(), "message": text });
    }
    (outcome.status(), Json(json)).into_response()
}

/// Subscribes an address; an address already on the list is told so and left as it is.
#[utoipa::path(post, path = "/srv/service/guest/subscribeNewsletter", tag = "content",
    params(("X-CSRF-Token" = Option<String>, Header, description = "or the csrfToken form field")),
    request_body(content = NewsletterForm, content_type = "application/x-www-form-urlencoded"),
    responses((status = 200, body = NewsletterResponse),
              (status = 409, description = "already subscribed; status 0, key already_subscribed"),
              (status = 422, description = "bad email (key email) or no consent (key kvkk)"),
              (status = 403, description = "missing CSRF token or another origin")))]
pub async fn subscribe(
    State(state): State<AppState>,
    locale: RequestLocale,
    form: Result<Form<NewsletterForm>, FormRejection>,
) -> AppResult<Response> {
    let form = form.map(|f| f.0).unwrap_or_default();
    let (email, commercial) = match check(&form) {
        Ok(ok) => ok,
        Err(outcome) => return Ok(reply(outcome, locale.lang)),
    };
    let now = time::OffsetDateTime::now_utc().unix_timestamp();
    let done = sqlx::query(
        "INSERT INTO newsletter_subscribers \
         (email, email_key, kvkk_consent, commercial_consent, language, created_at) \
         VALUES ($1, $2, 1, $3, $4, $5) ON CONFLICT (email_key) DO NOTHING",
    )
    .bind(email.as_str().to_string())
    .bind(email.key())
    .bind(i64::from(commercial))
    .bind(locale.lang.code().to_string())
    .bind(now)
    .execute(&state.db.pool)
    .await?;
    let outcome = if done.rows_affected() == 1 {
        Outcome::Subscribed
    } else {
        Outcome::AlreadySubscribed
    };
    Ok(reply(outcome, locale.lang))
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
