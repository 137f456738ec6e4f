//! A new phone for the member (`services/verify-sms`): the number is saved only after the member
//! types the six-digit code sent to it by SMS. A code lives 10 minutes; a new one may be asked
//! after a minute (the old one then stops working); three wrong tries use a code up.

use axum::{extract::State, http::StatusCode, response::Response};

use super::{
    answer::{success, CustomerRefusal, CustomerSuccess},
    fields::Fields,
    model::{parse_phone, CustomerMsg},
    secrets::sha256_hex,
    sms::{self, Sms},
    store,
};
use crate::{
    clock::now_secs,
    error::{AppResult, Refusal},
    http::member::CurrentMember,
    locale::Lang,
    state::AppState,
};

const CODE_LIFETIME_SECS: i64 = 10 * 60;
const RESEND_AFTER_SECS: i64 = 60;
pub const WRONG_TRIES: i64 = 3;

/// The code's hash, bound to the member and the number, so a code is good for nothing else.
fn code_hash(member: i64, phone: &str, code: &str) -> String {
    sha256_hex(&format!("{member}:{phone}:{code}"))
}

fn new_code() -> String {
    use rand::Rng;
    format!("{:06}", rand::thread_rng().gen_range(0..1_000_000))
}

fn code_text(lang: Lang, code: &str) -> String {
    match lang {
        Lang::Tr => format!("vitrin telefon doğrulama kodunuz: {code}. Kod 10 dakika geçerlidir, kimseyle paylaşmayınız."),
        Lang::En => format!("Your vitrin phone verification code: {code}. It is valid for 10 minutes; do not share it."),
        Lang::Ar => format!("رمز التحقق من الهاتف في vitrin: {code}. صالح لمدة 10 دقائق، لا تشاركه مع أحد."),
    }
}

/// Without `code`, sends a code to `phone` by SMS; with it, checks the code and saves the phone.
#[utoipa::path(post, path = "/api/v1/services/verify-sms", tag = "customer",
    request_body(content = super::forms::VerifySmsForm, content_type = "application/x-www-form-urlencoded"),
    responses((status = 200, body = CustomerSuccess, description = "status 1: the code was sent, or the phone verified and saved"),
              (status = 401, body = crate::error::ErrorEnvelope, description = "not signed in"),
              (status = 409, body = CustomerRefusal, description = "the phone belongs to another member, or is already this member's"),
              (status = 422, body = CustomerRefusal, description = "an invalid phone, a wrong code (key code), or a code expired or tried wrongly three times"),
              (status = 429, body = CustomerRefusal, description = "a code was sent less than a minute ago")))]
pub async fn verify_sms(
    State(state): State<AppState>,
    lang: Lang,
    member: CurrentMember,
    f: Fields,
) -> AppResult<Response> {
    let phone = parse_phone(f.get("phone")).map_err(|e| Refusal::unprocessable("phone", e))?;
    let conflict = |msg| Refusal::field(StatusCode::CONFLICT, "phone", msg);
    let current = store::find(&state.db, member.id).await?;
    if current.is_some_and(|c| c.phone == phone.e164()) {
        return Err(conflict(CustomerMsg::PhoneUnchanged));
    }
    if store::phone_taken(&state.db, &phone).await? {
        return Err(conflict(CustomerMsg::PhoneAlreadyRegistered));
    }
    let code = f.get("code").trim();
    if code.is_empty() {
        let last = store::last_phone_code_at(&state.db, member.id).await?;
        if last.is_some_and(|at| now_secs() - at < RESEND_AFTER_SECS) {
            return Err(Refusal::field(
                StatusCode::TOO_MANY_REQUESTS,
                "phone",
                CustomerMsg::SmsTooSoon,
            ));
        }
        let code = new_code();
        store::create_phone_code(
            &state.db,
            member.id,
            &phone,
            &code_hash(member.id, phone.e164(), &code),
            now_secs() + CODE_LIFETIME_SECS,
        )
        .await?;
        sms::send(
            &state.config,
            Sms {
                to: phone.e164().to_string(),
                text: code_text(lang, &code),
                kind: "phone-code",
            },
        )
        .await
        .map_err(Refusal::internal)?;
        return Ok(success(lang, CustomerMsg::SmsSent, Vec::new()));
    }
    let expired = || Refusal::unprocessable("code", CustomerMsg::SmsCodeExpired);
    let Some((code_id, hash, wrong)) = store::live_phone_code(&state.db, member.id, &phone).await?
    else {
        return Err(expired());
    };
    if hash != code_hash(member.id, phone.e164(), code) {
        store::phone_code_wrong(&state.db, code_id, WRONG_TRIES).await?;
        return Err(if wrong + 1 >= WRONG_TRIES {
            expired()
        } else {
            Refusal::unprocessable("code", CustomerMsg::SmsCodeWrong)
        });
    }
    if !store::use_phone_code(&state.db, member.id, code_id, &phone).await? {
        return Err(conflict(CustomerMsg::PhoneAlreadyRegistered));
    }
    Ok(success(lang, CustomerMsg::PhoneVerified, Vec::new()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_six_digits_bound_to_member_and_number() {
        for _ in 0..50 {
            let code = new_code();
            assert!(
                code.len() == 6 && code.bytes().all(|b| b.is_ascii_digit()),
                "{code}"
            );
        }
        let h = code_hash(7, "+905321234567", "123456");
        assert_ne!(h, code_hash(8, "+905321234567", "123456"));
        assert_ne!(h, code_hash(7, "+905321234568", "123456"));
        assert!(code_text(Lang::Tr, "123456").contains("123456"));
    }
}
