//! `POST /srv/service/store/store-list/{deliveryFlag}`: the set-store popup's store choices.

use axum::{
    extract::{Path, State},
    http::StatusCode,
    response::{IntoResponse, Response},
    routing::post,
    Form, Json, Router,
};
use serde::{Deserialize, Serialize};

use super::store::{self, StoreItem};
use crate::{app::AppState, error::AppResult, http::locale::RequestLocale, locale::Lang};

pub fn routes() -> Router<AppState> {
    Router::new().route(
        "/srv/service/store/store-list/{delivery_flag}",
        post(store_list).get(store_list),
    )
}

#[derive(Debug, Default, Deserialize, utoipa::ToSchema)]
pub struct StoreListForm {
    /// City name as listed in `cities`; empty for every city.
    #[serde(default)]
    pub city: String,
    /// Town name as listed in `towns`; empty for every town of the city.
    #[serde(default)]
    pub town: String,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct StoreList {
    pub success: bool,
    /// Stores matching the city and town: `{id, Ad}` plus city, town, address and the map
    /// coordinates `lat` and `lng`.
    pub data: Vec<StoreItem>,
    /// Every city with a store, for the first picker.
    pub cities: Vec<String>,
    /// Towns of the chosen city with a store, for the second picker.
    pub towns: Vec<String>,
    #[serde(rename = "statusText", skip_serializing_if = "String::is_empty")]
    pub status_text: String,
}

fn bad_flag(lang: Lang) -> Response {
    let text = match lang {
        Lang::Tr => "Geçersiz teslimat seçeneği. 0 (kargo) veya 1 (mağazadan teslim) olmalıdır.",
        Lang::En => "Invalid delivery option. Use 0 (shipping) or 1 (store pickup).",
        Lang::Ar => "خيار توصيل غير صالح. استخدم 0 (شحن) أو 1 (استلام من المتجر).",
    };
    (
        StatusCode::BAD_REQUEST,
        Json(serde_json::json!({
            "success": false, "data": [], "statusText": text,
            "error": { "code": "invalid_delivery_flag", "message": text },
        })),
    )
        .into_response()
}

/// Stores for the set-store popup (page 85). `deliveryFlag` 1 lists stores that hand over
/// store-pickup orders, 0 every store (today every store does both). A read: no CSRF token.
#[utoipa::path(method(get, post), path = "/srv/service/store/store-list/{deliveryFlag}", tag = "stores",
    params(("deliveryFlag" = i64, Path, minimum = 0, maximum = 1, description = "1 store pickup, 0 any")),
    request_body(content = Option<StoreListForm>, content_type = "application/x-www-form-urlencoded"),
    responses((status = 200, body = StoreList),
              (status = 400, description = "deliveryFlag is not 0 or 1; Turkish statusText")))]
pub async fn store_list(
    State(state): State<AppState>,
    locale: RequestLocale,
    Path(delivery_flag): Path<String>,
    form: Result<Form<StoreListForm>, axum::extract::rejection::FormRejection>,
) -> AppResult<Response> {
    if !matches!(delivery_flag.as_str(), "0" | "1") {
        return Ok(bad_flag(locale.lang));
    }
    let form = form.map(|f| f.0).unwrap_or_default();
    let city = form.city.trim();
    let town = form.town.trim();
    let data = store::list(&state.db, city, town).await?;
    let towns = if city.is_empty() {
        Vec::new()
    } else {
        store::towns(&state.db, city).await?
    };
    Ok(Json(StoreList {
        success: true,
        data,
        cities: store::cities(&state.db).await?,
        towns,
        status_text: String::new(),
    })
    .into_response())
}
