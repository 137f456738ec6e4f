//! The member's profile (page 6): name, surname, gender and birth date, the data-protection
//! (KVKK) notice's acceptance, and a change of email address, which takes effect only when the
//! link mailed to the new address is followed (the old address is told of it).

use axum::{extract::State, http::StatusCode, response::Response};

use super::{
    answer::{field_errors, success, CustomerRefusal, CustomerSuccess},
    fields::Fields,
    model::{
        is_ticked, parse_birth_date, parse_email, parse_gender, parse_name, CustomerMsg, Email,
    },
    secrets::{link_parts, one_time_token, sha256_hex},
    store,
};
use crate::{
    clock::now_secs,
    error::{AppResult, Refusal},
    http::member::CurrentMember,
    locale::{storefront_link, Lang},
    mail::{self, Mail},
    state::AppState,
};

const EMAIL_CHANGE_LIFETIME_SECS: i64 = 24 * 60 * 60;

/// The profile form's fields: any of them makes the call a profile update.
const PROFILE_FIELDS: [&str; 5] = ["name", "surname", "gender", "birth_date", "email"];

/// A profile form as checked.
#[derive(Debug, PartialEq)]
pub struct Profile {
    pub name: String,
    pub surname: String,
    pub gender: &'static str,
    pub birth_date: String,
    /// Ticked: the data-protection notice is accepted now.
    pub kvkk: bool,
    /// The address the member asks to move to, when it is not their current one.
    pub email: Option<Email>,
}

/// Every field's error at once, in form order; `current_email` is the member's address now.
pub fn validate_profile(
    f: &Fields,
    current_email: &str,
    today: time::Date,
) -> Result<Profile, Vec<(&'static str, CustomerMsg)>> {
    let mut errors = Vec::new();
    let name = parse_name(f.get("name"), true).map_err(|e| errors.push(("name", e)));
    let surname = parse_name(f.get("surname"), true).map_err(|e| errors.push(("surname", e)));
    let gender = parse_gender(f.get("gender")).map_err(|e| errors.push(("gender", e)));
    let birth_date =
        parse_birth_date(f.get("birth_date"), today).map_err(|e| errors.push(("birth_date", e)));
    let email = match f.opt("email").map(str::trim) {
        None | Some("") => Ok(None),
        Some(raw) => parse_email(raw)
            .map(|e| (e.key() != current_email.to_lowercase()).then_some(e))
            .map_err(|e| errors.push(("email", e))),
    };
    match (name, surname, gender, birth_date, email) {
        (Ok(name), Ok(surname), Ok(gender), Ok(birth_date), Ok(email)) => Ok(Profile {
            name,
            surname,
            gender,
            birth_date,
            kvkk: is_ticked(f.opt("kvkk")),
            email,
        }),
        _ => Err(errors),
    }
}

/// Saves the profile form; with `kvkk` alone, records the data-protection notice's acceptance.
#[utoipa::path(post, path = "/api/v1/customer/update", tag = "customer",
    request_body(content = super::forms::CustomerUpdateForm, content_type = "application/x-www-form-urlencoded",
        description = "name, surname, gender, birth_date, email and kvkk; or kvkk=1 alone"),
    responses((status = 200, body = CustomerSuccess, description = "status 1; with a new email, the message says a confirmation link was mailed to it"),
              (status = 401, body = crate::error::ErrorEnvelope, description = "not signed in"),
              (status = 409, body = CustomerRefusal, description = "the new email belongs to another member; nothing saved"),
              (status = 422, body = CustomerRefusal, description = "data[] lists each field's key and Turkish statusText; nothing saved")))]
pub async fn update(
    State(state): State<AppState>,
    lang: Lang,
    member: CurrentMember,
    f: Fields,
) -> AppResult<Response> {
    if !PROFILE_FIELDS.iter().any(|k| f.opt(k).is_some()) {
        if !is_ticked(f.opt("kvkk")) {
            return Err(Refusal::unprocessable("kvkk", CustomerMsg::KvkkRequired));
        }
        store::set_kvkk(&state.db, member.id).await?;
        return Ok(success(lang, CustomerMsg::Saved, Vec::new()));
    }
    let Some(customer) = store::find(&state.db, member.id).await? else {
        return Err(Refusal::login_required());
    };
    let profile =
        validate_profile(&f, &customer.email, crate::clock::today()).map_err(field_errors)?;
    if let Some(email) = &profile.email {
        if store::find_by_email(&state.db, email).await?.is_some() {
            return Err(Refusal::field(
                StatusCode::CONFLICT,
                "email",
                CustomerMsg::MailAlreadyRegistered,
            ));
        }
    }
    store::update_profile(&state.db, member.id, &profile).await?;
    let Some(email) = &profile.email else {
        return Ok(success(lang, CustomerMsg::Saved, Vec::new()));
    };
    let (token, hash) = one_time_token();
    store::create_email_change(
        &state.db,
        member.id,
        email,
        &hash,
        now_secs() + EMAIL_CHANGE_LIFETIME_SECS,
    )
    .await?;
    let link = storefront_link(
        &state.config,
        lang,
        &format!("/hesabim?activation=email&token={token}&id={}", member.id),
    );
    mail::send(
        &state.config,
        email_change_mail(lang, email, &profile.name, &link),
    )
    .await
    .map_err(Refusal::internal)?;
    Ok(success(lang, CustomerMsg::EmailChangeSent, Vec::new()))
}

fn email_change_mail(lang: Lang, to: &Email, name: &str, link: &str) -> Mail {
    let (subject, body) = match lang {
        Lang::Tr => (
            "E-posta adresinizi onaylayın",
            format!("Merhaba {name},\n\nHesabınızın e-posta adresini bu adresle değiştirmek için aşağıdaki bağlantıya tıklayınız:\n\n{link}\n\nBu bağlantı 24 saat geçerlidir. Bu değişikliği siz istemediyseniz bu e-postayı dikkate almayınız.\n"),
        ),
        Lang::En => (
            "Confirm your email address",
            format!("Hello {name},\n\nTo change your account's email address to this one, click the link below:\n\n{link}\n\nThe link is valid for 24 hours. If you did not ask for this change, ignore this email.\n"),
        ),
        Lang::Ar => (
            "أكّد بريدك الإلكتروني",
            format!("مرحبًا {name}،\n\nلتغيير البريد الإلكتروني لحسابك إلى هذا العنوان، انقر على الرابط أدناه:\n\n{link}\n\nالرابط صالح لمدة 24 ساعة. إذا لم تطلب هذا التغيير فتجاهل هذه الرسالة.\n"),
        ),
    };
    Mail {
        to: to.as_str().to_string(),
        subject: subject.into(),
        body,
        kind: "email-change",
    }
}

/// Follows an email change link: the member's address becomes the one the link was mailed to,
/// and the old address is told. The link works once, for 24 hours.
#[utoipa::path(post, path = "/api/v1/customer/confirm-email", tag = "customer",
    request_body(content = super::forms::ConfirmEmailForm, content_type = "application/x-www-form-urlencoded"),
    responses((status = 200, body = CustomerSuccess, description = "status 1: the address is changed"),
              (status = 409, body = CustomerRefusal, description = "another member has the address by now"),
              (status = 422, body = CustomerRefusal, description = "the link is malformed, used or expired")))]
pub async fn confirm_email(
    State(state): State<AppState>,
    lang: Lang,
    f: Fields,
) -> AppResult<Response> {
    let invalid = || Refusal::unprocessable("token", CustomerMsg::EmailChangeInvalid);
    let Some((id, token)) = link_parts(f.get("id"), f.get("token")) else {
        return Err(invalid());
    };
    let Some(old) = store::find(&state.db, id).await? else {
        return Err(invalid());
    };
    let mut tx = state.db.begin().await?;
    let Some(new_email) = store::use_email_change(&mut tx, id, &sha256_hex(token)).await? else {
        return Err(invalid());
    };
    let Ok(email) = Email::parse(&new_email) else {
        return Err(invalid());
    };
    if !store::set_email(&mut tx, id, &email).await? {
        return Err(Refusal::field(
            StatusCode::CONFLICT,
            "email",
            CustomerMsg::MailAlreadyRegistered,
        ));
    }
    tx.commit().await?;
    mail::send(&state.config, email_changed_notice(lang, &old, &email))
        .await
        .map_err(Refusal::internal)?;
    Ok(success(lang, CustomerMsg::EmailChanged, Vec::new()))
}

/// The mail to the old address: the account now answers to another one.
fn email_changed_notice(lang: Lang, old: &store::Customer, new: &Email) -> Mail {
    let (subject, body) = match lang {
        Lang::Tr => (
            "E-posta adresiniz değiştirildi",
            format!("Merhaba {},\n\nHesabınızın e-posta adresi {} olarak değiştirildi. Bu değişikliği siz yapmadıysanız lütfen bizimle iletişime geçiniz.\n", old.name, new.as_str()),
        ),
        Lang::En => (
            "Your email address was changed",
            format!("Hello {},\n\nYour account's email address was changed to {}. If you did not make this change, please contact us.\n", old.name, new.as_str()),
        ),
        Lang::Ar => (
            "تم تغيير بريدك الإلكتروني",
            format!("مرحبًا {}،\n\nتم تغيير البريد الإلكتروني لحسابك إلى {}. إذا لم تقم بهذا التغيير فيرجى التواصل معنا.\n", old.name, new.as_str()),
        ),
    };
    Mail {
        to: old.email.clone(),
        subject: subject.into(),
        body,
        kind: "email-changed",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(body: &str) -> Fields {
        Fields::parse(&axum::http::HeaderMap::new(), body.as_bytes()).expect("a form")
    }

    #[test]
    fn a_profile_is_checked_field_by_field() {
        let today = time::macros::date!(2026 - 11 - 26);
        let p = validate_profile(
            &form("name=Ay%C5%9Fe&surname=Y%C4%B1lmaz&gender=female&birth_date=1990-05-01&email=AYSE%40example.com"),
            "ayse@example.com",
            today,
        )
        .expect("valid");
        assert_eq!(
            (p.name.as_str(), p.gender, p.birth_date.as_str()),
            ("Ayşe", "female", "1990-05-01")
        );
        assert_eq!(
            p.email, None,
            "the same address in other letters is no change"
        );
        let p = validate_profile(
            &form("name=A&surname=B&email=yeni%40example.com"),
            "ayse@example.com",
            today,
        )
        .expect("valid");
        assert_eq!(
            p.email.map(|e| e.key()),
            Some("yeni@example.com".to_string())
        );
        let errors = validate_profile(
            &form("name=&surname=B1&gender=x&birth_date=2030-01-01&email=nope"),
            "ayse@example.com",
            today,
        )
        .unwrap_err();
        assert_eq!(
            errors,
            [
                ("name", CustomerMsg::Required),
                ("surname", CustomerMsg::NameInvalid),
                ("gender", CustomerMsg::GenderInvalid),
                ("birth_date", CustomerMsg::BirthDateFuture),
                ("email", CustomerMsg::EmailInvalid),
            ]
        );
    }
}
