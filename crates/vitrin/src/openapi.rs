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
    )
)]
pub struct ApiDoc;
