//! The member's profile: today the acceptance of the data-protection (KVKK) notice.

use axum::{extract::State, response::Response};

use super::{
    answer::{success, CustomerRefusal, CustomerSuccess, MemberResult, Refusal},
    auth::CurrentMember,
    fields::Fields,
    model::{is_ticked, CustomerMsg},
    store,
};
use crate::{app::AppState, http::locale::RequestLocale};

/// Records the member's acceptance of the data-protection notice (`kvkk=1`).
#[utoipa::path(post, path = "/api/v1/customer/update", tag = "customer",
    request_body(content = super::forms::CustomerUpdateForm, content_type = "application/x-www-form-urlencoded", description = "kvkk=1"),
    params(("X-CSRF-Token" = String, Header, description = "CART_CSRF_TOKEN of the page settings")),
    responses((status = 200, body = CustomerSuccess, description = "status 1"),
              (status = 401, body = crate::error::ErrorEnvelope, description = "not signed in"),
              (status = 422, body = CustomerRefusal, description = "kvkk missing")))]
pub async fn update(
    State(state): State<AppState>,
    locale: RequestLocale,
    member: CurrentMember,
    f: Fields,
) -> MemberResult<Response> {
    let lang = locale.lang;
    if !is_ticked(f.opt("kvkk")) {
        return Err(Refusal::unprocessable(lang, "kvkk", CustomerMsg::KvkkRequired).into());
    }
    store::set_kvkk(&state.db, member.id).await?;
    Ok(success(lang, CustomerMsg::Saved, Vec::new()))
}
