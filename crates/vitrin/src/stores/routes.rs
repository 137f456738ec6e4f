//! `/srv/service/store/store-list/[{deliveryFlag}]`: the stores of the set-store popup, the home
//! page's store block and the store locator page; `/Diger/map-countries.txt`: the store map's
//! countries.

use std::borrow::Cow;

use axum::{
    extract::{Path, State},
    http::header,
    response::{IntoResponse, Response},
    Form, Json,
};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::locator::{self, StoreList, StoreQuery};
use crate::{
    error::{AppResult, Message, Refusal},
    locale::Lang,
    state::AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(every_store))
        .routes(routes!(store_list))
        .routes(routes!(map_countries))
}

/// A delivery flag other than 0 or 1.
struct BadFlag;

impl Message for BadFlag {
    fn code(&self) -> &'static str {
        "invalid_delivery_flag"
    }

    fn text(&self, lang: Lang) -> Cow<'static, str> {
        match lang {
            Lang::Tr => {
                "Geçersiz teslimat seçeneği. 0 (kargo) veya 1 (mağazadan teslim) olmalıdır."
            }
            Lang::En => "Invalid delivery option. Use 0 (shipping) or 1 (store pickup).",
            Lang::Ar => "خيار توصيل غير صالح. استخدم 0 (شحن) أو 1 (استلام من المتجر).",
        }
        .into()
    }
}

/// 400 in the list's own shape: `success` false, no stores, the message and the error.
fn bad_flag(lang: Lang) -> Refusal {
    Refusal::bad_request(BadFlag).with_reply(serde_json::json!({
        "success": false, "data": [], "statusText": BadFlag.text(lang),
    }))
}

/// The filters of a GET's query string or a POST's form; a body that is not a form is no filter.
type Filters = Result<Form<StoreQuery>, axum::extract::rejection::FormRejection>;

async fn answer(state: &AppState, filters: Filters) -> AppResult<Json<StoreList>> {
    let query = filters.map(|f| f.0).unwrap_or_default();
    let list = locator::store_list(&state.db, &state.content, &query).await?;
    Ok(Json(list))
}

/// Stores by `country`, `city`, `town` and `group`, a page of the store block's `LIMIT` with
/// `pg` (spec section 2). `deliveryFlag` 1 lists stores that hand over store-pickup orders, 0
/// every store (today every store does both). Unknown filter values are ignored. A read: no
/// CSRF token.
#[utoipa::path(method(get, post), path = "/srv/service/store/store-list/{deliveryFlag}", tag = "stores",
    params(("deliveryFlag" = i64, Path, minimum = 0, maximum = 1, description = "1 store pickup, 0 any"),
           StoreQuery),
    request_body(content = Option<StoreQuery>, content_type = "application/x-www-form-urlencoded"),
    responses((status = 200, body = StoreList),
              (status = 400, description = "deliveryFlag is not 0 or 1; Turkish statusText")))]
pub async fn store_list(
    State(state): State<AppState>,
    lang: Lang,
    Path(delivery_flag): Path<String>,
    filters: Filters,
) -> AppResult<Json<StoreList>> {
    if !matches!(delivery_flag.as_str(), "0" | "1") {
        return Err(bad_flag(lang));
    }
    answer(&state, filters).await
}

/// Every store, as `store-list/0`: the store locator page's list.
#[utoipa::path(method(get, post), path = "/srv/service/store/store-list/", tag = "stores",
    params(StoreQuery),
    request_body(content = Option<StoreQuery>, content_type = "application/x-www-form-urlencoded"),
    responses((status = 200, body = StoreList)))]
pub async fn every_store(
    State(state): State<AppState>,
    filters: Filters,
) -> AppResult<Json<StoreList>> {
    answer(&state, filters).await
}

/// The store map's countries: `[{key, lat, lng}]` as JSON text, the point the map centres on
/// when a country is picked.
#[utoipa::path(get, path = "/Diger/map-countries.txt", tag = "stores",
    responses((status = 200, content_type = "text/plain", body = Vec<crate::content::model::MapCountry>)))]
pub async fn map_countries(State(state): State<AppState>) -> Response {
    let body = serde_json::to_string(state.content.map_countries()).unwrap_or_default();
    (
        [
            (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        body,
    )
        .into_response()
}
