//! The compare fragment of the sub-folder service: `.../sub-folder/{pageId}/{blockParentId}/compare
//! ?product=1-2-3&productId=3&status=1`. The sub-folder dispatcher hands the raw query here.

use super::{
    model::{self, CompareProduct, CompareView, MAX_PRODUCTS, MIN_PRODUCTS},
    store,
};
use crate::{
    catalog::{model::PriceView, store as catalog},
    error::{AppResult, Refusal},
    http::locale::RequestLocale,
    state::AppState,
};

/// The comparison table's data for 2 to 4 products, in the order asked; unknown ids are skipped.
/// `status` (1 added, 2 already present, 3 list full) and `productId` are echoed with the matching
/// `statusText`. Too few or too many ids, or a malformed parameter, get a 400 with the spec's text.
#[utoipa::path(method(get, post), path = "/srv/service/content-v5/sub-folder/{pageId}/{blockParentId}/compare",
    tag = "compare",
    params(("pageId" = i64, Path, description = "the page the popup opens on"),
           ("blockParentId" = i64, Path, description = "the block parent id"),
           ("product" = String, Query, pattern = "^[1-9][0-9]{0,14}(-[1-9][0-9]{0,14}){1,3}$",
            description = "product ids joined by '-', 2 to 4 of them"),
           ("productId" = Option<i64>, Query, description = "the product last added (or refused)"),
           ("status" = Option<i64>, Query, minimum = 1, maximum = 3, description = "1 added, 2 already present, 3 list full"),
           ("language" = Option<String>, Query, description = "tr, en or ar"),
           ("currency" = Option<String>, Query, description = "TRY, USD or EUR")),
    responses((status = 200, description = "status, productId, statusText, product, MIN, MAX, \
        PRODUCTS[] (the product card fields with SIZES[] {ID, NAME, STOCK, IN_STOCK}, IN_STOCK and \
        ATTRIBUTES[] {GROUP_ID, NAME, CATALOG_VIEW, OPTIONS[]}) and ATTRIBUTE_GROUPS[] {GROUP_ID, NAME}",
        body = CompareView),
              (status = 400, description = "no product ('Ürün seçimi yapılmadığı için karşılaştırılamamaktadır'), \
        one ('en az 2'), more than four ('en fazla 4'), or a malformed parameter"),
              (status = 404, body = crate::error::ErrorEnvelope, description = "a page or block id that is not a number of up to nine digits")))]
pub async fn compare_fragment(
    state: &AppState,
    locale: RequestLocale,
    query: Option<&str>,
) -> AppResult<CompareView> {
    let params = model::parse_params(query).map_err(Refusal::bad_request)?;
    model::check_count(params.ids.len()).map_err(Refusal::bad_request)?;
    let view = PriceView::of(&state.config, locale);
    let cards = catalog::cards_by_ids(&state.db, view, &params.ids).await?;
    let ids: Vec<i64> = cards.iter().map(|c| c.id).collect();
    let mut attributes = store::attributes(&state.db, locale.lang, &ids).await?;
    let mut sizes = store::sizes(&state.db, locale.lang, &ids).await?;
    let products: Vec<CompareProduct> = cards
        .into_iter()
        .map(|card| {
            let sizes = sizes.remove(&card.id).unwrap_or_default();
            CompareProduct {
                in_stock: i64::from(sizes.iter().any(|s| s.in_stock == 1)),
                attributes: attributes.remove(&card.id).unwrap_or_default(),
                card,
                sizes,
            }
        })
        .collect();
    let status_text = params
        .status
        .map(|s| crate::error::Message::text(&s.message(), locale.lang).into_owned())
        .unwrap_or_default();
    let body = CompareView {
        status: params.status.map_or(0, |s| s.code()),
        product_id: params.product_id,
        status_text,
        product: params
            .ids
            .iter()
            .map(|i| i.to_string())
            .collect::<Vec<_>>()
            .join("-"),
        min: MIN_PRODUCTS,
        max: MAX_PRODUCTS,
        attribute_groups: model::attribute_groups(&products),
        products,
    };
    debug_assert!(body.products.len() <= MAX_PRODUCTS);
    Ok(body)
}
