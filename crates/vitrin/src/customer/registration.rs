//! Registration and activation: a new member is created inactive, with the KVKK consent, and
//! mailed a one-time link (48 hours) whose use activates the membership. The orders the session
//! placed as a guest join the new member's list.

use axum::{
    extract::{Path, State},
    http::StatusCode,
    response::Response,
};
use axum_extra::extract::SignedCookieJar;

use super::{
    answer::{
        field_errors, success, CustomerRefusal, CustomerSuccess, RegisteredMember, SuccessItem,
    },
    fields::Fields,
    model::{
        is_ticked, parse_email, parse_gender, parse_name, parse_phone, CustomerMsg, Email,
        Password, Phone,
    },
    secrets::{hash_password, new_link_token, spend_link},
    store::{self, NewCustomer, TokenPurpose},
};
use crate::{
    error::{AppResult, Refusal},
    http::session,
    locale::Lang,
    mail::{self, Mail},
    state::AppState,
};

const ACTIVATION_LIFETIME_SECS: i64 = 48 * 60 * 60;

/// Registers a member (inactive until the emailed link is followed).
#[utoipa::path(post, path = "/api/v1/authentication/register", tag = "customer",
    request_body(content = super::forms::RegisterForm, content_type = "application/x-www-form-urlencoded",
        description = "name, surname, email, phone, gender (male|female|empty), password, password_again, kvkk=1 (required), commercial_message (optional, 0 by default)"),
    responses((status = 200, body = CustomerSuccess, description = "status 1, data[0].id; the activation mail is sent (or written to the outbox)"),
              (status = 409, body = CustomerRefusal, description = "the email is registered: data[0].key = mail_already_registered and redirect to the login page"),
              (status = 422, body = CustomerRefusal, description = "data[] lists each field's key and Turkish statusText; nothing is created")))]
pub async fn register(
    State(state): State<AppState>,
    lang: Lang,
    jar: SignedCookieJar,
    fields: Fields,
) -> AppResult<Response> {
    register_from(&state, lang, &jar, &fields, false).await
}

/// Quick registration: email, password and KVKK consent (name and surname optional).
#[utoipa::path(post, path = "/api/v1/authentication/register/quick", tag = "customer",
    request_body(content = super::forms::QuickRegisterForm, content_type = "application/x-www-form-urlencoded",
        description = "email, password, kvkk=1; optional name, surname, phone, password_again"),
    responses((status = 200, body = CustomerSuccess, description = "status 1, data[0].id; activation mail sent"),
              (status = 409, body = CustomerRefusal, description = "the email is registered"),
              (status = 422, body = CustomerRefusal, description = "field errors; nothing is created")))]
pub async fn register_quick(
    State(state): State<AppState>,
    lang: Lang,
    jar: SignedCookieJar,
    fields: Fields,
) -> AppResult<Response> {
    register_from(&state, lang, &jar, &fields, true).await
}

async fn register_from(
    state: &AppState,
    lang: Lang,
    jar: &SignedCookieJar,
    fields: &Fields,
    quick: bool,
) -> AppResult<Response> {
    let registration = validate_registration(fields, quick).map_err(field_errors)?;
    let session_id = session::verified_session_id(jar);
    let id = register_member(state, &registration, session_id.as_deref()).await?;
    Ok(success(
        lang,
        CustomerMsg::Registered,
        vec![SuccessItem::Registered(RegisteredMember { id })],
    ))
}

/// A registration form as checked.
#[derive(Debug)]
pub struct Registration {
    pub email: Email,
    pub phone: Option<Phone>,
    pub name: String,
    pub surname: String,
    pub gender: &'static str,
    pub password: Password,
    pub commercial_message: bool,
}

/// Every field's error at once, in form order. The quick form may leave out the name, the
/// surname, the phone and the repeated password.
pub fn validate_registration(
    f: &Fields,
    quick: bool,
) -> Result<Registration, Vec<(&'static str, CustomerMsg)>> {
    let mut errors = Vec::new();
    let name = parse_name(f.get("name"), !quick).map_err(|e| errors.push(("name", e)));
    let surname = parse_name(f.get("surname"), !quick).map_err(|e| errors.push(("surname", e)));
    let email = parse_email(f.get("email")).map_err(|e| errors.push(("email", e)));
    let phone = if quick && f.get("phone").trim().is_empty() {
        Ok(None)
    } else {
        parse_phone(f.get("phone"))
            .map(Some)
            .map_err(|e| errors.push(("phone", e)))
    };
    let gender = parse_gender(f.get("gender")).map_err(|e| errors.push(("gender", e)));
    let password = Password::parse(f.get("password")).map_err(|e| errors.push(("password", e)));
    if let Ok(p) = &password {
        if f.opt("password_again").is_some() || !quick {
            if f.get("password_again").is_empty() {
                errors.push(("password_again", CustomerMsg::Required));
            } else if f.get("password_again") != p.as_str() {
                errors.push(("password_again", CustomerMsg::PasswordMismatch));
            }
        }
    }
    if !is_ticked(f.opt("kvkk")) {
        errors.push(("kvkk", CustomerMsg::KvkkRequired));
    }
    match (name, surname, email, phone, gender, password) {
        (Ok(name), Ok(surname), Ok(email), Ok(phone), Ok(gender), Ok(password))
            if errors.is_empty() =>
        {
            Ok(Registration {
                email,
                phone,
                name,
                surname,
                gender,
                password,
                commercial_message: is_ticked(f.opt("commercial_message")),
            })
        }
        _ => Err(errors),
    }
}

/// Creates the member, inactive, and mails the activation link; the guest orders of
/// `session_id` become theirs. Refused when the email or the phone is registered already.
pub async fn register_member(
    state: &AppState,
    reg: &Registration,
    session_id: Option<&str>,
) -> AppResult<i64> {
    let already = || {
        Refusal::field(
            StatusCode::CONFLICT,
            "mail_already_registered",
            CustomerMsg::MailAlreadyRegistered,
        )
        .with_member(
            Some("/uye-girisi-sayfasi?error=mail_already_registered".into()),
            None,
            None,
        )
    };
    if store::find_by_email(&state.db, &reg.email).await?.is_some() {
        return Err(already());
    }
    if let Some(phone) = &reg.phone {
        if store::phone_taken(&state.db, phone).await? {
            return Err(Refusal::field(
                StatusCode::CONFLICT,
                "phone",
                CustomerMsg::PhoneAlreadyRegistered,
            ));
        }
    }
    let hash = hash_password(&reg.password).await?;
    let created = store::create(
        &state.db,
        &NewCustomer {
            email: &reg.email,
            phone: reg.phone.as_ref(),
            vendor_code: None,
            name: &reg.name,
            surname: &reg.surname,
            gender: reg.gender,
            password_hash: &hash,
            password_strength: reg.password.strength(),
            kvkk: true,
            commercial_message: reg.commercial_message,
            active: false,
        },
    )
    .await?;
    let Some(id) = created else {
        return Err(already());
    };
    if reg.commercial_message {
        super::consents::grant_at_registration(&state.db, id, &reg.email, reg.phone.as_ref())
            .await?;
    }
    if let Some(session_id) = session_id {
        crate::order::store::adopt_guest_orders(&state.db, session_id, id, false).await?;
    }
    send_activation(state, id, &reg.email, &reg.name).await?;
    Ok(id)
}

async fn send_activation(state: &AppState, id: i64, email: &Email, name: &str) -> AppResult<()> {
    let token = new_link_token(
        &state.db,
        id,
        TokenPurpose::Activation,
        ACTIVATION_LIFETIME_SECS,
    )
    .await?;
    let link = format!(
        "{}/uye-girisi-sayfasi?activation=membership&token={token}&id={id}",
        state.config.public_url.trim_end_matches('/')
    );
    let greeting = if name.is_empty() {
        "Merhaba,".to_string()
    } else {
        format!("Merhaba {name},")
    };
    mail::send(
        &state.config,
        Mail {
            to: email.as_str().to_string(),
            subject: "Üyeliğinizi etkinleştirin".into(),
            body: format!(
                "{greeting}\n\nÜyeliğinizi etkinleştirmek için aşağıdaki bağlantıya tıklayınız:\n\n{link}\n\n\
                 Bu bağlantı 48 saat geçerlidir. Bu kaydı siz yapmadıysanız bu e-postayı dikkate almayınız.\n"
            ),
            kind: "activation",
        },
    )
    .await
    .map_err(Refusal::internal)?;
    Ok(())
}

/// Activates a membership with the token of its activation mail (one use, 48 hours).
#[utoipa::path(post, path = "/srv/service/customer/activateMembership/{id}/{token}", tag = "customer",
    params(("id" = i64, Path, description = "member id of the link"),
           ("token" = String, Path, description = "token of the link")),
    responses((status = 200, body = CustomerSuccess, description = "status 1, 'Üyeliğiniz başarıyla etkinleştirildi'"),
              (status = 400, body = CustomerRefusal, description = "reused, forged or expired token; nothing changes")))]
pub async fn activate(
    State(state): State<AppState>,
    lang: Lang,
    Path((id, token)): Path<(String, String)>,
) -> AppResult<Response> {
    activate_membership(&state, &id, &token).await?;
    Ok(success(lang, CustomerMsg::Activated, Vec::new()))
}

/// Uses the activation link's token: refused when it is malformed, used, expired or another
/// member's.
pub async fn activate_membership(state: &AppState, id: &str, token: &str) -> AppResult<()> {
    let (mut tx, id) = spend_link(
        &state.db,
        (id, token),
        TokenPurpose::Activation,
        CustomerMsg::ActivationInvalid,
    )
    .await?;
    store::activate(&mut tx, id).await?;
    tx.commit().await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(errors: &[(&'static str, CustomerMsg)]) -> Vec<&'static str> {
        errors.iter().map(|e| e.0).collect()
    }

    #[test]
    fn a_registration_lists_every_fields_error_in_form_order() {
        let errors =
            validate_registration(&Fields::form("email=x&password=abc"), false).unwrap_err();
        assert_eq!(
            keys(&errors),
            ["name", "surname", "email", "phone", "password", "kvkk"]
        );
        let errors = validate_registration(
            &Fields::form("name=Ay%C5%9Fe&surname=Y%C4%B1lmaz&email=a%40b.co&phone=905321234567&password=Kuzu.2026&password_again=Kuzu.2027&kvkk=1"),
            false,
        )
        .unwrap_err();
        assert_eq!(errors, [("password_again", CustomerMsg::PasswordMismatch)]);
    }

    #[test]
    fn a_quick_registration_needs_only_email_password_and_consent() {
        let reg = validate_registration(
            &Fields::form("email=a%40b.co&password=Kuzu.2026&kvkk=1"),
            true,
        )
        .expect("valid");
        assert_eq!(reg.email.as_str(), "a@b.co");
        assert!(reg.phone.is_none());
        assert!(!reg.commercial_message);
        let errors =
            validate_registration(&Fields::form("email=a%40b.co&password=Kuzu.2026"), true)
                .unwrap_err();
        assert_eq!(errors, [("kvkk", CustomerMsg::KvkkRequired)]);
    }
}
