//! The sub-folder service of spec section 7: `/srv/service/content-v5/sub-folder/{pageId}/
//! {blockParentId}/{subFolder}` returns a page fragment's data as JSON and React renders it. Each
//! fragment belongs to a feature; this module only checks the address and hands the request on.

use axum::{
    extract::{Path, RawQuery, State},
    response::{IntoResponse, Response},
    Json,
};
use axum_extra::extract::SignedCookieJar;
use serde::Serialize;
use utoipa::OpenApi;
use utoipa_axum::{router::OpenApiRouter, routes};

/// Page and block ids of a fragment's path: whole numbers of at most nine digits; anything else
/// is a page that does not exist.
pub const MAX_FRAGMENT_ID: i64 = 999_999_999;

use crate::{
    error::{AppResult, Refusal},
    http::locale::RequestLocale,
    state::AppState,
};

/// The fragments documented each at its own address; `sub_folder` answers them all.
#[derive(OpenApi)]
#[openapi(paths(
    crate::cart::routes::cart_fragment,
    crate::compare::routes::compare_fragment,
    crate::customer::login::popup_login_fragment
))]
struct Fragments;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(Fragments::openapi()).routes(routes!(sub_folder))
}

/// A page fragment's data, chosen by `subFolder`.
#[utoipa::path(method(get, post), path = "/srv/service/content-v5/sub-folder/{pageId}/{blockParentId}/{subFolder}",
    tag = "storefront",
    params(("pageId" = i64, Path, description = "page id of spec section 2 (1 home, 30 cart ...)"),
           ("blockParentId" = i64, Path, description = "block parent id (1001 for the header cart panel)"),
           ("subFolder" = String, Path, description = "the fragment: cart, popup-cart, compare or popup-login (the login popup: captcha 0|1 and the login types)"),
           ("language" = Option<String>, Query, description = "tr, en or ar"),
           ("currency" = Option<String>, Query, description = "TRY, USD or EUR")),
    responses((status = 200, description = "the fragment's data", body = Fragment),
              (status = 404, description = "unknown fragment")))]
pub async fn sub_folder(
    State(state): State<AppState>,
    locale: RequestLocale,
    jar: SignedCookieJar,
    member: crate::http::member::MaybeMember,
    crate::http::proxy::ClientAddress(address): crate::http::proxy::ClientAddress,
    Path((page_id, block_parent_id, sub_folder)): Path<(String, String, String)>,
    RawQuery(query): RawQuery,
) -> AppResult<Response> {
    let numeric = |s: &str| {
        s.bytes().all(|b| b.is_ascii_digit()) && s.parse().is_ok_and(|n: i64| n <= MAX_FRAGMENT_ID)
    };
    if !numeric(&page_id) || !numeric(&block_parent_id) {
        return Err(Refusal::not_found());
    }
    let (jar, fragment) = match sub_folder.as_str() {
        "cart" | "popup-cart" => {
            let (jar, cart) =
                crate::cart::routes::cart_fragment(&state, locale, member.0.map(|m| m.id), jar)
                    .await?;
            (Some(jar), Fragment::Cart(cart))
        }
        "popup-login" => (
            None,
            Fragment::PopupLogin(
                crate::customer::login::popup_login_fragment(&state, &address).await?,
            ),
        ),
        "compare" => (
            None,
            Fragment::Compare(
                crate::compare::routes::compare_fragment(&state, locale, query.as_deref()).await?,
            ),
        ),
        _ => return Err(Refusal::not_found()),
    };
    Ok((jar, Json(fragment)).into_response())
}

/// A fragment's data: each is answered as it is, with nothing around it.
// Made once per request and serialized at once, so the size of the cart's variant costs nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(untagged)]
pub enum Fragment {
    Cart(crate::cart::view::CartView),
    PopupLogin(crate::customer::answer::PopupLogin),
    Compare(crate::compare::model::CompareView),
}
