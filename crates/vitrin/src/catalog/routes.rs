//! Catalog calls of spec section 7.

use axum::{extract::State, routing::get, Json, Router};

use super::{model::Category, store};
use crate::{app::AppState, error::AppResult, http::locale::RequestLocale};

pub fn routes() -> Router<AppState> {
    Router::new().route("/srv/service/category/get/", get(get_categories))
}

/// The category tree with `ID` and `CHILDREN`.
#[utoipa::path(get, path = "/srv/service/category/get/", tag = "catalog",
    responses((status = 200, description = "Categories with ID, NAME, URL and CHILDREN")))]
pub async fn get_categories(
    State(state): State<AppState>,
    locale: RequestLocale,
) -> AppResult<Json<Vec<Category>>> {
    Ok(Json(store::category_tree(&state.db, locale.lang).await?))
}
