//! Catalog and product calls of spec section 7: variant data and the two variant lists, catalog
//! attributes and the model's products, related products, and comments. All read-only.
//!
//! Ids in paths and forms are whole positive numbers: anything else is a 400; an id no product
//! (variant, model) has is a 404 with a message naming what was not found.

use std::collections::HashMap;

use axum::{
    body::Bytes,
    extract::{Path, Query, State},
    http::StatusCode,
    Json,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    model::{
        rating_breakdown, wanted_options, CatalogAttribute, CommentAverage, CommentPage, Group,
        ModelProduct, ProductVariants, Variant1List, Variant2List, VariantData, VariantValue,
    },
    parts::{self, ProductBase, COMMENTS_PAGE_SIZE},
};
use crate::{
    catalog::{
        self,
        model::{comment_average, PriceView},
    },
    error::{AppResult, Msg, Refusal},
    http::{
        id::{parse_id, Id},
        locale::RequestLocale,
    },
    locale::Lang,
    state::AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(variants))
        .routes(routes!(variant))
        .routes(routes!(variant1_list))
        .routes(routes!(variant2_list))
        .routes(routes!(attributes))
        .routes(routes!(get_product))
        .routes(routes!(get_product_by_properties))
        .routes(routes!(related_products))
        .routes(routes!(comment_average_of))
        .routes(routes!(comments))
}

/// Like `parse_id`, but 0 (no choice in the other group) is allowed.
fn parse_sub_id(text: &str) -> Option<i64> {
    if text.trim() == "0" {
        Some(0)
    } else {
        parse_id(text)
    }
}

fn bad_input() -> Refusal {
    Refusal::bad_request(Msg::InvalidInput)
}

/// The product named by a path or form value.
async fn find_product(state: &AppState, text: &str, lang: Lang) -> AppResult<ProductBase> {
    let id = parse_id(text).ok_or_else(bad_input)?;
    catalog::product::product_base(&state.db, id, lang)
        .await?
        .ok_or_else(product_not_found)
}

/// The variant data (spec section 3) of every variant of a product, in the request's currency.
#[utoipa::path(get, path = "/srv/service/variant/{productId}", tag = "product",
    params(("productId" = i64, Path, description = "product id"),
           ("language" = Option<String>, Query, description = "tr, en or ar"),
           ("currency" = Option<String>, Query, description = "TRY, USD or EUR")),
    responses((status = 200, body = ProductVariants,
               description = "PRODUCT_ID and VARIANTS[] {ID, TYPE_ID, TYPE, CODE, BARCODE, PRICE, \
                PRICE_NOT_DISCOUNTED, STOCK, IN_STOCK, MONEY_ORDER_PERCENT, VAT, WS_CODE, WEIGHT, \
                ADDITIONAL_INFO, TYPE_COLOR_CODE, ...}"),
              (status = 400, description = "the id is not a whole positive number"),
              (status = 404, description = "no such product")))]
pub async fn variants(
    State(state): State<AppState>,
    locale: RequestLocale,
    Path(product_id): Path<String>,
) -> AppResult<Json<ProductVariants>> {
    let product = find_product(&state, &product_id, locale.lang).await?;
    let view = PriceView::of(&state.config, locale);
    let rows = catalog::product::variant_rows(&state.db, product.id, locale.lang).await?;
    Ok(Json(ProductVariants {
        product_id: product.id,
        variants: rows
            .iter()
            .map(|r| parts::variant_data(r, &product, view))
            .collect(),
    }))
}

/// The variant data of one variant of a product.
#[utoipa::path(get, path = "/srv/service/variant/{productId}/{variantId}", tag = "product",
    params(("productId" = i64, Path, description = "product id"),
           ("variantId" = i64, Path, description = "variant id of that product"),
           ("currency" = Option<String>, Query, description = "TRY, USD or EUR")),
    responses((status = 200, body = VariantData),
              (status = 400, description = "an id is not a whole positive number"),
              (status = 404, description = "no such product, or the variant is not one of its")))]
pub async fn variant(
    State(state): State<AppState>,
    locale: RequestLocale,
    Path((product_id, variant_id)): Path<(String, String)>,
) -> AppResult<Json<VariantData>> {
    let product = find_product(&state, &product_id, locale.lang).await?;
    let Some(variant_id) = parse_id(&variant_id) else {
        return Err(bad_input());
    };
    let rows = catalog::product::variant_rows(&state.db, product.id, locale.lang).await?;
    let row = rows
        .iter()
        .find(|r| r.cell.id == variant_id)
        .ok_or_else(variant_not_found)?;
    Ok(Json(parts::variant_data(
        row,
        &product,
        PriceView::of(&state.config, locale),
    )))
}

/// The sub id must be a value of the other group that this product offers (or 0).
fn check_sub(rows: &[parts::VariantRow], group: Group, sub_id: i64) -> bool {
    sub_id == 0
        || rows.iter().any(|r| match group {
            Group::One => r.cell.type2_id == sub_id,
            Group::Two => r.cell.type1_id == sub_id,
        })
}

fn variant_not_found() -> Refusal {
    Refusal::new(StatusCode::NOT_FOUND, Msg::VariantNotFound)
}

/// One variant group of a product with each value's state for the other group's chosen value:
/// the product id, the sub id and the list.
async fn group_of(
    state: &AppState,
    lang: Lang,
    (product_id, sub_id): (String, String),
    group: Group,
) -> AppResult<(i64, i64, Vec<VariantValue>)> {
    let product = find_product(state, &product_id, lang).await?;
    let sub_id = parse_sub_id(&sub_id).ok_or_else(bad_input)?;
    let rows = catalog::product::variant_rows(&state.db, product.id, lang).await?;
    if !check_sub(&rows, group, sub_id) {
        return Err(variant_not_found());
    }
    let list = parts::group_list(&rows, group, (sub_id > 0).then_some(sub_id));
    Ok((product.id, sub_id, list))
}

/// The colours (group 1) a product offers, each `available`, `passive` (no stock with the chosen
/// size) or `hidden` (not offered in that size). `subId` is the chosen size, 0 for none.
#[utoipa::path(get, path = "/srv/service/variant/get-variant1-list/{productId}/{subId}", tag = "product",
    params(("productId" = i64, Path, description = "product id"),
           ("subId" = i64, Path, description = "chosen size (variant group 2) id, 0 for none")),
    responses((status = 200, body = Variant1List,
               description = "VARIANT1_LIST[] {ID, LIST_NO, NAME, COLOR_CODE, STATE, VARIANT_ID, STOCK}"),
              (status = 400, description = "an id is not a whole number"),
              (status = 404, description = "no such product, or the size is not one it offers")))]
pub async fn variant1_list(
    State(state): State<AppState>,
    lang: Lang,
    Path(ids): Path<(String, String)>,
) -> AppResult<Json<Variant1List>> {
    let (product_id, sub_id, list) = group_of(&state, lang, ids, Group::One).await?;
    Ok(Json(Variant1List {
        product_id,
        sub_id,
        list,
    }))
}

/// The sizes (group 2) a product offers, each `available`, `passive` (no stock in the chosen
/// colour) or `hidden` (not offered in that colour). `subId` is the chosen colour, 0 for none.
#[utoipa::path(get, path = "/srv/service/variant/get-variant2-list/{productId}/{subId}", tag = "product",
    params(("productId" = i64, Path, description = "product id"),
           ("subId" = i64, Path, description = "chosen colour (variant group 1) id, 0 for none")),
    responses((status = 200, body = Variant2List,
               description = "VARIANT2_LIST[] {ID, LIST_NO, NAME, COLOR_CODE, STATE, VARIANT_ID, STOCK}"),
              (status = 400, description = "an id is not a whole number"),
              (status = 404, description = "no such product, or the colour is not one it offers")))]
pub async fn variant2_list(
    State(state): State<AppState>,
    lang: Lang,
    Path(ids): Path<(String, String)>,
) -> AppResult<Json<Variant2List>> {
    let (product_id, sub_id, list) = group_of(&state, lang, ids, Group::Two).await?;
    Ok(Json(Variant2List {
        product_id,
        sub_id,
        list,
    }))
}

/// Form fields of a url-encoded body, in order.
fn form_fields(body: &Bytes) -> Vec<(String, String)> {
    url::form_urlencoded::parse(body)
        .map(|(k, v)| (k.into_owned(), v.into_owned()))
        .collect()
}

fn field<'a>(fields: &'a [(String, String)], key: &str) -> Option<&'a str> {
    fields
        .iter()
        .find(|(k, _)| k == key)
        .map(|(_, v)| v.as_str())
}

/// The catalog attributes of a product (spec section 3): groups with their view (`select` or
/// `button`) and options; each option names the product of the same model that has it.
#[utoipa::path(post, path = "/srv/service/catalog/attributes", tag = "product",
    request_body(content = AttributesForm, content_type = "application/x-www-form-urlencoded"),
    responses((status = 200, body = [CatalogAttribute],
               description = "[{GROUP_ID, GROUP_NAME, CATALOG_VIEW, OPTIONS[] {ID, NAME, SELECTED, PRODUCT_ID, URL, IMAGE}}]"),
              (status = 400, description = "product_id missing or not a whole positive number"),
              (status = 404, description = "no such product")))]
pub async fn attributes(
    State(state): State<AppState>,
    lang: Lang,
    body: Bytes,
) -> AppResult<Json<Vec<CatalogAttribute>>> {
    let fields = form_fields(&body);
    let product = find_product(&state, field(&fields, "product_id").unwrap_or(""), lang).await?;
    let with_image = matches!(field(&fields, "with_image"), Some("1" | "true"));
    let list = parts::attributes(&state.db, &product, lang, with_image).await?;
    Ok(Json(list))
}

/// The catalog attributes form.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct AttributesForm {
    #[schema(inline)]
    product_id: Id,
    /// Ticked: each option carries its product's image.
    with_image: Option<crate::http::tick::Tick>,
}

/// The form of a click on a catalog option.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct GetProductForm {
    #[schema(inline)]
    model_id: Id,
    /// The option chosen now in the first group.
    #[schema(rename = "attribute[0][id]", inline)]
    first_choice: Option<Id>,
    /// The option chosen now in the second group.
    #[schema(rename = "attribute[1][id]", inline)]
    second_choice: Option<Id>,
    /// The option just clicked; it replaces its group's choice.
    #[schema(inline)]
    option_id: Option<Id>,
    /// The product the shopper is on; it wins when it fits.
    #[schema(inline)]
    product_id: Option<Id>,
}

fn product_not_found() -> Refusal {
    Refusal::new(StatusCode::NOT_FOUND, Msg::ProductNotFound)
}

/// The model's product for the `ModelProduct` answer, or a 404.
async fn model_answer(
    state: &AppState,
    model_id: i64,
    wanted: &[i64],
    prefer: Option<i64>,
    lang: Lang,
) -> AppResult<Json<ModelProduct>> {
    parts::model_product(&state.db, model_id, wanted, prefer, lang)
        .await?
        .map(Json)
        .ok_or_else(product_not_found)
}

/// The product of a model with the shopper's options: `attribute[i][id]` are the options chosen
/// now (one per group), `option_id` the option just clicked, which replaces its group's choice.
/// `product_id` (optional) is the product the shopper is on; it wins when it fits.
#[utoipa::path(post, path = "/srv/service/catalog/get-product", tag = "product",
    request_body(content = GetProductForm, content_type = "application/x-www-form-urlencoded",
        description = "attribute[i][id] for every group, as many as the model has"),
    responses((status = 200, body = ModelProduct,
               description = "MODEL_ID, PRODUCT_ID, TITLE, URL, OPTIONS"),
              (status = 400, description = "a missing or malformed id"),
              (status = 404, description = "an unknown option, or no product of that model has those options")))]
pub async fn get_product(
    State(state): State<AppState>,
    lang: Lang,
    body: Bytes,
) -> AppResult<Json<ModelProduct>> {
    let fields = form_fields(&body);
    let Some(model_id) = field(&fields, "model_id").and_then(parse_id) else {
        return Err(bad_input());
    };
    let mut chosen = Vec::new();
    for (key, value) in &fields {
        if key.starts_with("attribute[") && key.ends_with("][id]") {
            match parse_id(value) {
                Some(id) => chosen.push(id),
                None => return Err(bad_input()),
            }
        }
    }
    let clicked = match field(&fields, "option_id") {
        None | Some("") => None,
        Some(v) => match parse_id(v) {
            Some(id) => Some(id),
            None => return Err(bad_input()),
        },
    };
    let prefer = match field(&fields, "product_id") {
        None | Some("") => None,
        Some(v) => match parse_id(v) {
            Some(id) => Some(id),
            None => return Err(bad_input()),
        },
    };
    let all: Vec<i64> = chosen.iter().copied().chain(clicked).collect();
    let groups: HashMap<i64, i64> = catalog::product::option_groups(&state.db, &all).await?;
    if all.iter().any(|o| !groups.contains_key(o)) {
        return Err(product_not_found());
    }
    let current: Vec<(i64, i64)> = chosen.iter().map(|o| (groups[o], *o)).collect();
    let wanted = wanted_options(&current, clicked.map(|o| (groups[&o], o)));
    model_answer(&state, model_id, &wanted, prefer, lang).await
}

#[derive(Debug, Deserialize)]
pub struct PropertiesQuery {
    model_id: Option<String>,
    /// Option ids joined by commas.
    options: Option<String>,
}

/// The product of a model that has all the given catalog options.
#[utoipa::path(get, path = "/srv/service/catalog/get-product-by-properties", tag = "product",
    params(("model_id" = i64, Query, description = "model id"),
           ("options" = String, Query, pattern = "^[1-9][0-9]{0,14}(,[1-9][0-9]{0,14}){0,19}$",
            description = "catalog option ids joined by commas, e.g. 1,5")),
    responses((status = 200, body = ModelProduct),
              (status = 400, description = "model_id or options missing or malformed"),
              (status = 404, description = "no product of that model has those options")))]
pub async fn get_product_by_properties(
    State(state): State<AppState>,
    lang: Lang,
    Query(q): Query<PropertiesQuery>,
) -> AppResult<Json<ModelProduct>> {
    let Some(model_id) = q.model_id.as_deref().and_then(parse_id) else {
        return Err(bad_input());
    };
    let text = q.options.unwrap_or_default();
    let options: Option<Vec<i64>> = text.split(',').map(parse_id).collect();
    let Some(mut options) = options.filter(|o| !o.is_empty() && o.len() <= 20) else {
        return Err(bad_input());
    };
    options.sort_unstable();
    options.dedup();
    model_answer(&state, model_id, &options, None, lang).await
}

#[derive(Debug, Deserialize)]
pub struct RelatedQuery {
    product_id: Option<String>,
}

/// Products related to one: the other products of its model first, then its category's best
/// sellers; only products in stock, never the product itself; at most 12.
#[utoipa::path(get, path = "/srv/service/product/get-related-products/", tag = "product",
    params(("product_id" = i64, Query, description = "product id"),
           ("currency" = Option<String>, Query, description = "TRY, USD or EUR")),
    responses((status = 200, body = RelatedProducts),
              (status = 400, description = "product_id missing or malformed"),
              (status = 404, description = "no such product")))]
pub async fn related_products(
    State(state): State<AppState>,
    locale: RequestLocale,
    Query(q): Query<RelatedQuery>,
) -> AppResult<Json<RelatedProducts>> {
    let product = find_product(&state, q.product_id.as_deref().unwrap_or(""), locale.lang).await?;
    let cards = catalog::product::related_products(
        &state.db,
        PriceView::of(&state.config, locale),
        &product,
    )
    .await?;
    Ok(Json(RelatedProducts {
        products: cards,
        product_id: product.id,
    }))
}

/// The related products of a product (PRODUCTS first, as the answer has always had them).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct RelatedProducts {
    pub products: Vec<crate::catalog::model::ProductCard>,
    pub product_id: i64,
}

/// A product's comment average (one decimal), count and star breakdown.
#[utoipa::path(get, path = "/srv/service/product-detail/comment-average/{productId}", tag = "product",
    params(("productId" = i64, Path, description = "product id")),
    responses((status = 200, body = CommentAverage),
              (status = 400, description = "the id is not a whole positive number"),
              (status = 404, description = "no such product")))]
pub async fn comment_average_of(
    State(state): State<AppState>,
    lang: Lang,
    Path(product_id): Path<String>,
) -> AppResult<Json<CommentAverage>> {
    let product = find_product(&state, &product_id, lang).await?;
    let ratings = catalog::product::ratings(&state.db, product.id).await?;
    let count = ratings.len() as i64;
    Ok(Json(CommentAverage {
        product_id: product.id,
        comment_average: comment_average(ratings.iter().sum(), count),
        comment_count: count,
        ratings: rating_breakdown(&ratings),
    }))
}

#[derive(Debug, Deserialize)]
pub struct CommentsQuery {
    pg: Option<String>,
}

/// A page of a product's comments, newest first, five a page.
#[utoipa::path(get, path = "/srv/service/product-detail/comments/{productId}", tag = "product",
    params(("productId" = i64, Path, description = "product id"),
           ("pg" = Option<i64>, Query, minimum = 1, maximum = 10_000, description = "page, from 1")),
    responses((status = 200, body = CommentPage),
              (status = 400, description = "an id or page is not a whole positive number"),
              (status = 404, description = "no such product")))]
pub async fn comments(
    State(state): State<AppState>,
    lang: Lang,
    Path(product_id): Path<String>,
    Query(q): Query<CommentsQuery>,
) -> AppResult<Json<CommentPage>> {
    let product = find_product(&state, &product_id, lang).await?;
    let page = match q.pg.as_deref() {
        None | Some("") => 1,
        Some(v) => match parse_id(v).filter(|p| *p <= 10_000) {
            Some(p) => p,
            None => return Err(bad_input()),
        },
    };
    let (list, total) =
        catalog::product::comments(&state.db, product.id, page, COMMENTS_PAGE_SIZE).await?;
    Ok(Json(CommentPage {
        product_id: product.id,
        comments: list,
        total,
        page,
        page_size: COMMENTS_PAGE_SIZE,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sub_id_is_an_id_or_zero() {
        assert_eq!(parse_sub_id("0"), Some(0));
        assert_eq!(parse_sub_id("42"), Some(42));
        assert_eq!(parse_sub_id("x"), None);
    }
}
