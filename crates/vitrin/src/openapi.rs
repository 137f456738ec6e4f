//! The OpenAPI document, generated from the handlers' annotations.

use utoipa::OpenApi;

#[derive(OpenApi)]
#[openapi(
    info(title = "vitrin storefront API", version = "0.1.0"),
    paths(
        crate::app::healthz,
        crate::catalog::routes::get_categories,
        crate::locale::routes::change_language,
        crate::locale::routes::set_currency,
        crate::storefront::routes::page_data,
        crate::search::routes::search,
        crate::search::routes::search_all,
        crate::cart::routes::sub_folder,
        crate::cart::routes::update_item,
        crate::cart::routes::update_all,
        crate::cart::routes::update_frequency,
        crate::cart::routes::delete_line,
        crate::cart::routes::delete_all,
        crate::cart::routes::add_to_cart,
        crate::cart::routes::set_store,
        crate::stores::routes::store_list,
    )
)]
pub struct ApiDoc;
