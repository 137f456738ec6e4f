//! The member parts of the storefront pages: MEMBER_INFO of the page settings and the account
//! page's data, both from the request's token (the member cookie on a full page load).

use axum::http::{HeaderMap, StatusCode};
use serde::Serialize;

use super::{auth, store};
use crate::{
    error::AppResult,
    locale::Lang,
    page::{page_id, Page, PageData},
    state::AppState,
};

/// MEMBER_INFO of the page settings: the signed-in member, or a guest.
#[derive(Debug, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct MemberInfo {
    /// 0 for a guest.
    pub id: i64,
    /// Above 0 is a member group.
    pub group: i64,
    pub country: String,
    pub e_country: String,
    pub kvkk: i64,
    pub password_strength: i64,
}

impl MemberInfo {
    pub fn guest() -> Self {
        MemberInfo {
            id: 0,
            group: 0,
            country: "TR".into(),
            e_country: String::new(),
            kvkk: 0,
            password_strength: 0,
        }
    }
}

/// The account page's member fields.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct AccountMember {
    pub name: String,
    pub surname: String,
    pub email: String,
    pub phone: String,
    /// `male`, `female` or empty.
    pub gender: String,
    /// `YYYY-MM-DD`, or empty.
    pub birth_date: String,
}

/// The signed-in member's row, if the request carries a valid token.
pub async fn signed_in(
    state: &AppState,
    headers: &HeaderMap,
) -> AppResult<Option<store::Customer>> {
    match auth::member_from_headers(state, headers).await {
        Some(m) => Ok(store::find(&state.db, m.id).await?),
        None => Ok(None),
    }
}

pub fn member_info(customer: Option<&store::Customer>) -> MemberInfo {
    match customer {
        Some(c) => MemberInfo {
            id: c.id,
            group: c.group_id,
            country: c.country.clone(),
            e_country: c.e_country.clone(),
            kvkk: i64::from(c.kvkk),
            password_strength: c.password_strength,
        },
        None => MemberInfo::guest(),
    }
}

/// The account page (`hesabim`) resolves to the login page's data; a signed-in member gets
/// their own instead.
pub fn account_data(data: PageData, customer: Option<&store::Customer>) -> PageData {
    match (data, customer) {
        (PageData::AccountLogin, Some(c)) => PageData::Account {
            member: AccountMember {
                name: c.name.clone(),
                surname: c.surname.clone(),
                email: c.email.clone(),
                // Digits with the dial code, as the member calls have always answered it.
                phone: c.phone.trim_start_matches('+').to_string(),
                gender: c.gender.clone(),
                birth_date: c.birth_date.clone(),
            },
        },
        (PageData::AccountLogin, None) => PageData::Login,
        (other, _) => other,
    }
}

/// The member pages of spec section 2: `uye-girisi-sayfasi` (login, page 5), `uye-kayit`
/// (register, page 5), `sifremi-unuttum` (forgotten password, page 5) and `hesabim` (account,
/// page 6). None of them is indexed (no canonical link).
pub fn member_page(slug: &str, lang: Lang, description: &str) -> Option<Page> {
    let (data, page_id, kind, (tr, en, ar)) = match slug {
        // The return from a social sign-in: the login page, which ends it.
        "uye-girisi-sayfasi" | "social-login" => (
            PageData::Login,
            page_id::LOGIN,
            "login",
            ("Üye Girişi", "Log in", "تسجيل الدخول"),
        ),
        "uye-kayit" => (
            PageData::Register,
            page_id::LOGIN,
            "register",
            ("Üye Ol", "Sign up", "إنشاء حساب"),
        ),
        "sifremi-unuttum" => (
            PageData::ForgotPassword,
            page_id::LOGIN,
            "forgotPassword",
            ("Şifremi Unuttum", "Forgotten password", "نسيت كلمة المرور"),
        ),
        "hesabim" => (
            PageData::AccountLogin,
            page_id::ACCOUNT,
            "account",
            ("Hesabım", "My account", "حسابي"),
        ),
        _ => return None,
    };
    let title = match lang {
        Lang::Tr => tr,
        Lang::En => en,
        Lang::Ar => ar,
    };
    Some(Page {
        status: StatusCode::OK,
        data,
        lang,
        page_id,
        page_type: kind,
        link_type: kind,
        table_page_id: 0,
        title: format!("{title} | vitrin"),
        description: description.to_string(),
        slug: None,
        image: None,
    })
}
