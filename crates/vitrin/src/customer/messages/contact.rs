//! The contact page's form for guests (`iletisim`; spec section 7, `send-message/department`):
//! a message to one of the shop's departments, mailed to the department's address with the
//! guest's name, email and phone. It always asks for the security code drawn for the session,
//! so that nobody mails the shop by the thousand.

use axum::{extract::State, response::Response};
use axum_extra::extract::SignedCookieJar;

use super::{department, post_body, subject};
use crate::{
    customer::{
        answer::{field_errors, success},
        captcha,
        fields::Fields,
        model::{parse_email, parse_name, parse_phone, CustomerMsg, Email},
    },
    error::{AppResult, Refusal},
    locale::Lang,
    mail::{self, Mail},
    state::AppState,
};

/// The checked form.
struct ContactMessage {
    name: String,
    email: Email,
    /// E.164, or empty.
    phone: String,
    subject: String,
    body: String,
}

fn checked(state: &AppState, lang: Lang, f: &Fields) -> Result<(ContactMessage, String), Refusal> {
    let mut errors = Vec::new();
    let name = parse_name(f.get("name"), true).map_err(|m| errors.push(("name", m)));
    let email = parse_email(f.get("email")).map_err(|m| errors.push(("email", m)));
    let phone = match f.get("phone").trim() {
        "" => Ok(String::new()),
        raw => parse_phone(raw)
            .map(|p| p.e164().to_string())
            .map_err(|m| errors.push(("phone", m))),
    };
    let to = department(state, lang, f.get("department")).map(|d| d.email.clone());
    if to.is_none() {
        errors.push(("department", CustomerMsg::DepartmentInvalid));
    }
    let subject = subject(f.get("subject")).map_err(|m| errors.push(("subject", m)));
    let body = post_body(f.get("message")).map_err(|m| errors.push(("message", m)));
    match (name, email, phone, to, subject, body) {
        (Ok(name), Ok(email), Ok(phone), Some(to), Ok(subject), Ok(body)) if errors.is_empty() => {
            Ok((
                ContactMessage {
                    name,
                    email,
                    phone,
                    subject,
                    body,
                },
                to,
            ))
        }
        _ => Err(field_errors(errors)),
    }
}

/// The mail to the department, in Turkish: it is read by the shop.
fn contact_mail(to: String, m: &ContactMessage, lang: Lang) -> Mail {
    let phone = if m.phone.is_empty() { "-" } else { &m.phone };
    Mail {
        to,
        subject: format!("İletişim formu: {}", m.subject),
        body: format!(
            "İletişim sayfasından yeni bir mesaj var.\n\nAd soyad: {}\nE-posta: {}\nTelefon: {phone}\nDil: {}\nKonu: {}\n\n{}\n",
            m.name,
            m.email.as_str(),
            lang.code(),
            m.subject,
            m.body
        ),
        kind: "contact",
    }
}

/// A guest's message to a department, mailed to it (`name`, `email`, optionally `phone`,
/// `department`, `subject`, `message` and the `security_code` of `/SecCode.php`).
#[utoipa::path(post, path = "/api/v1/public/send-message/department", tag = "customer",
    request_body(content = crate::customer::forms::ContactForm, content_type = "application/x-www-form-urlencoded"),
    responses((status = 200, body = crate::customer::answer::CustomerSuccess, description = "status 1: the message is on its way to the department"),
              (status = 422, body = crate::customer::answer::CustomerRefusal, description = "data[] lists each field's key and Turkish statusText, the security code last (missing or wrong: draw a new one); nothing sent")))]
pub async fn send_message_department(
    State(state): State<AppState>,
    lang: Lang,
    jar: SignedCookieJar,
    f: Fields,
) -> AppResult<Response> {
    let (message, to) = checked(&state, lang, &f)?;
    let code = f.get("security_code");
    if code.trim().is_empty() {
        return Err(Refusal::unprocessable(
            "security_code",
            CustomerMsg::CaptchaRequired,
        ));
    }
    if !captcha::take_and_check(&state, &jar, code).await? {
        return Err(Refusal::unprocessable(
            "security_code",
            CustomerMsg::CaptchaWrong,
        ));
    }
    mail::send(&state.config, contact_mail(to, &message, lang))
        .await
        .map_err(Refusal::internal)?;
    Ok(success(lang, CustomerMsg::MessageSent, Vec::new()))
}
