//! What the member forms will be checked for, asked by the web app before it shows them
//! (`block/get-page-requirement`, `block/customer-register`, `security/captcha`): each field,
//! whether it is required and its length limits, and whether the security code is due now. The
//! limits are the constants the flows check with, so a form never asks less or more than its
//! call takes.

use axum::{
    extract::{Query, State},
    http::StatusCode,
    Json,
};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::{
    answer::CustomerRefusal,
    login,
    messages::{BODY_MAX_CHARS, SUBJECT_MAX_CHARS},
    model::{CustomerMsg, EMAIL_MAX_CHARS, NAME_MAX_CHARS, PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS},
};
use crate::{
    error::{AppResult, Refusal},
    http::proxy::ClientAddress,
    state::AppState,
};

/// The member forms with a requirement.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FormPage {
    Register,
    RegisterQuick,
    Contact,
    Login,
    ForgotPassword,
}

impl FormPage {
    const ALL: [FormPage; 5] = [
        FormPage::Register,
        FormPage::RegisterQuick,
        FormPage::Contact,
        FormPage::Login,
        FormPage::ForgotPassword,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            FormPage::Register => "register",
            FormPage::RegisterQuick => "register-quick",
            FormPage::Contact => "contact",
            FormPage::Login => "login",
            FormPage::ForgotPassword => "forgot-password",
        }
    }

    pub fn parse(raw: &str) -> Option<FormPage> {
        FormPage::ALL.into_iter().find(|p| p.as_str() == raw.trim())
    }

    /// The form's fields in form order: name, required, minimum and maximum length in
    /// characters (0: none stated).
    pub fn fields(self) -> Vec<FieldRequirement> {
        let f = |name, required: bool, min: usize, max: usize| FieldRequirement {
            name,
            required: i64::from(required),
            min_length: i64::try_from(min).unwrap_or(0),
            max_length: i64::try_from(max).unwrap_or(0),
        };
        let full = self == FormPage::Register;
        match self {
            FormPage::Register | FormPage::RegisterQuick => vec![
                f("name", full, 0, NAME_MAX_CHARS),
                f("surname", full, 0, NAME_MAX_CHARS),
                f("email", true, 0, EMAIL_MAX_CHARS),
                f("phone", full, 0, 0),
                f("gender", false, 0, 0),
                f("password", true, PASSWORD_MIN_CHARS, PASSWORD_MAX_CHARS),
                f("password_again", full, 0, PASSWORD_MAX_CHARS),
                f("kvkk", true, 0, 0),
                f("commercial_message", false, 0, 0),
            ],
            FormPage::Contact => vec![
                f("department", true, 0, 0),
                f("name", true, 0, NAME_MAX_CHARS),
                f("email", true, 0, EMAIL_MAX_CHARS),
                f("phone", false, 0, 0),
                f("subject", true, 0, SUBJECT_MAX_CHARS),
                f("message", true, 0, BODY_MAX_CHARS),
                f("security_code", true, 0, 0),
            ],
            FormPage::Login => vec![
                f("username", true, 0, EMAIL_MAX_CHARS),
                f("password", true, 0, PASSWORD_MAX_CHARS),
            ],
            FormPage::ForgotPassword => vec![f("email", true, 0, EMAIL_MAX_CHARS)],
        }
    }

    /// Whether the security code is due now for a client at `address`: always for the contact
    /// form, never for registration, and for the login and the forgotten password once that
    /// address's counted tries reach the threshold.
    pub async fn captcha_due(self, state: &AppState, address: &str) -> AppResult<bool> {
        match self {
            FormPage::Contact => Ok(true),
            FormPage::Register | FormPage::RegisterQuick => Ok(false),
            FormPage::Login => login::captcha_needed(state, address).await,
            FormPage::ForgotPassword => {
                login::captcha_needed_for(state, &super::password::forgot_address_key(address))
                    .await
            }
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct FieldRequirement {
    /// The form field's name, as the call takes it.
    pub name: &'static str,
    /// 1 when the call refuses the form without it.
    pub required: i64,
    /// In characters; 0 when none is stated.
    #[serde(rename = "minLength")]
    pub min_length: i64,
    #[serde(rename = "maxLength")]
    pub max_length: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PageRequirement {
    pub page: &'static str,
    /// 1 when the security code (`/SecCode.php`) must be sent with the form now.
    pub captcha: i64,
    pub fields: Vec<FieldRequirement>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PageRequirements {
    /// One item.
    pub data: Vec<PageRequirement>,
    /// Always 1.
    pub status: i64,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PageQuery {
    /// `register`, `register-quick`, `contact`, `login` or `forgot-password`.
    page: Option<String>,
}

async fn requirement(
    state: &AppState,
    page: FormPage,
    address: &str,
) -> AppResult<Json<PageRequirements>> {
    Ok(Json(PageRequirements {
        data: vec![PageRequirement {
            page: page.as_str(),
            captcha: i64::from(page.captcha_due(state, address).await?),
            fields: page.fields(),
        }],
        status: 1,
    }))
}

fn page_of(raw: Option<&str>) -> Result<FormPage, Refusal> {
    FormPage::parse(raw.unwrap_or(""))
        .ok_or_else(|| Refusal::field(StatusCode::NOT_FOUND, "page", CustomerMsg::InvalidInput))
}

/// A member form's fields and whether its security code is due.
#[utoipa::path(get, path = "/api/v1/block/get-page-requirement", tag = "customer",
    params(PageQuery),
    responses((status = 200, body = PageRequirements),
              (status = 404, body = CustomerRefusal, description = "an unknown page")))]
pub async fn get_page_requirement(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    Query(q): Query<PageQuery>,
) -> AppResult<Json<PageRequirements>> {
    let page = page_of(q.page.as_deref())?;
    requirement(&state, page, &address).await
}

/// The registration form's requirement (`get-page-requirement?page=register`).
#[utoipa::path(get, path = "/api/v1/block/customer-register", tag = "customer",
    responses((status = 200, body = PageRequirements)))]
pub async fn customer_register_block(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
) -> AppResult<Json<PageRequirements>> {
    requirement(&state, FormPage::Register, &address).await
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CaptchaState {
    pub page: &'static str,
    /// 1 when the form must carry the security code now.
    pub required: i64,
    /// The image to show (a new code is drawn for the session when it is loaded).
    pub image: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CaptchaAnswer {
    /// One item.
    pub data: Vec<CaptchaState>,
    /// Always 1.
    pub status: i64,
}

/// Whether a form's security code is due now, and its image.
#[utoipa::path(get, path = "/api/v1/security/captcha", tag = "customer",
    params(PageQuery),
    responses((status = 200, body = CaptchaAnswer),
              (status = 404, body = CustomerRefusal, description = "an unknown page")))]
pub async fn security_captcha(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    Query(q): Query<PageQuery>,
) -> AppResult<Json<CaptchaAnswer>> {
    let page = page_of(q.page.as_deref())?;
    let required = page.captcha_due(&state, &address).await?;
    Ok(Json(CaptchaAnswer {
        data: vec![CaptchaState {
            page: page.as_str(),
            required: i64::from(required),
            image: format!(
                "/SecCode.php?r={}",
                crate::http::member_token::new_token_id()
            ),
        }],
        status: 1,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_page_parses_back_and_lists_its_fields() {
        for page in FormPage::ALL {
            assert_eq!(FormPage::parse(page.as_str()), Some(page));
            assert!(!page.fields().is_empty());
        }
        assert_eq!(FormPage::parse("admin"), None);
    }

    #[test]
    fn the_quick_registration_asks_less_than_the_full_one() {
        let required = |p: FormPage| -> Vec<&str> {
            p.fields()
                .into_iter()
                .filter(|f| f.required == 1)
                .map(|f| f.name)
                .collect()
        };
        assert_eq!(
            required(FormPage::Register),
            [
                "name",
                "surname",
                "email",
                "phone",
                "password",
                "password_again",
                "kvkk"
            ]
        );
        assert_eq!(
            required(FormPage::RegisterQuick),
            ["email", "password", "kvkk"]
        );
    }
}
