//! Cart calls of spec section 7. The GET paths of the spec change the cart, so they also accept
//! POST and, like every state-changing call, sit behind the CSRF check (`http::csrf`).
//!
//! Which add-to-cart status the server answers:
//! - `2` when no variant is sent and the product has several: it must be configured on its page
//!   (`url`); a product with a single variant is added without one;
//! - `-1` when the variant is not one of this product's (missing or not offered);
//! - `0` with a Turkish `statusText` for a sold-out variant, a quantity past the stock or the
//!   product's min/max/step, an unknown product, a subscription the product does not offer,
//!   invalid personalization or notes; `url` and `title` name the product for the notice link;
//! - `-2` when the product is sold for store pickup and the cart has no store yet;
//! - otherwise the shop's `cart_after_add` setting: `1` (stay), `3` (cart popup, the default)
//!   or `4` (notice with a cart link).
//!
//! A multi-add checks each product on its own (`results[]`); the top-level status is the success
//! status when any product was added, else the first failure's.

use axum::{
    body::Bytes,
    extract::{FromRequestParts, Path, State},
    http::{request::Parts, StatusCode},
    middleware,
    response::{IntoResponse, Response},
    routing::{get, post},
    Json, Router,
};
use axum_extra::extract::SignedCookieJar;

use super::{
    model::{
        check_embroidery, parse_count, parse_index, AddStatus, AfterAdd, CartMsg, Frequency,
        DEFAULT_SUBSCRIPTION_FREQUENCY, MAX_ITEMS_PER_ADD, MAX_ORDER_NOTES_CHARS,
        MAX_PERSONALIZATION_CHARS, SUBSCRIPTION_FREQUENCIES,
    },
    store::{self, AddResult, LineChange, NewLine},
    view::{self, AddItemResult, CartView, ErrorBody},
};
use crate::{
    app::AppState,
    catalog::model::page_url,
    error::AppResult,
    http::{
        csrf::{require_csrf, VerifiedSession},
        locale::RequestLocale,
        session,
    },
    stores::store as stores,
};

/// Every cart call changes the cart, so all sit behind the CSRF check.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route(
            "/srv/service/cart/update-item/{sess_index}/{count}",
            get(update_item).post(update_item),
        )
        .route(
            "/srv/service/cart/update/{counts}",
            get(update_all).post(update_all),
        )
        .route(
            "/srv/service/cart/delete/{sess_index}",
            get(delete_line).post(delete_line),
        )
        .route(
            "/srv/service/cart/delete-all",
            get(delete_all).post(delete_all),
        )
        .route(
            "/srv/service/cart/update-frequency/{sess_index}/{frequency}",
            post(update_frequency),
        )
        .route("/srv/service/cart/add-to-cart", post(add_to_cart))
        .route("/srv/service/cart/set-store/{store_id}", post(set_store))
        .route_layer(middleware::from_fn(require_csrf))
}

/// A refusal: the cart as it is, `status: 0`, the message, and the error envelope.
async fn refuse(
    state: &AppState,
    key: &str,
    locale: RequestLocale,
    http: StatusCode,
    msg: CartMsg,
) -> AppResult<Response> {
    let mut cart = view::build(state, key, locale, 0, &msg).await?;
    cart.error = Some(ErrorBody {
        code: msg.code().to_string(),
        message: cart.status_text.clone(),
    });
    Ok((http, Json(cart)).into_response())
}

async fn reply(
    state: &AppState,
    key: &str,
    locale: RequestLocale,
    msg: CartMsg,
) -> AppResult<Response> {
    Ok(Json(view::build(state, key, locale, 1, &msg).await?).into_response())
}

/// The cart fragments of the sub-folder service: `cart` (the header panel, page 1, block parent
/// 1001) and `popup-cart` (the cart popup of page 30). React renders them. The jar carries the
/// session cookie when the request had none.
#[utoipa::path(method(get, post), path = "/srv/service/content-v5/sub-folder/{pageId}/{blockParentId}/cart",
    tag = "cart", operation_id = "cart_fragment",
    params(("pageId" = i64, Path, description = "1 for the header panel (popup-cart: 30, the same answer)"),
           ("blockParentId" = i64, Path, description = "1001 for the header panel"),
           ("language" = Option<String>, Query, description = "tr, en or ar"),
           ("currency" = Option<String>, Query, description = "TRY, USD or EUR")),
    responses((status = 200, body = CartView),
              (status = 404, body = crate::error::ErrorEnvelope, description = "a page or block id that is not a number of up to nine digits")))]
pub async fn cart_fragment(
    state: &AppState,
    locale: RequestLocale,
    member: Option<i64>,
    jar: SignedCookieJar,
) -> AppResult<(SignedCookieJar, CartView)> {
    let (session_id, jar) = session::session_id(jar);
    let key = store::cart_key(member, &session_id);
    let cart = view::build(state, &key, locale, 1, &CartMsg::Loaded).await?;
    Ok((jar, cart))
}

/// The key of the cart a cart call works on (`store::cart_key`): the signed-in member's cart,
/// else the cart of the session the CSRF check verified.
pub struct CartKey(pub String);

impl FromRequestParts<AppState> for CartKey {
    type Rejection = Response;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        // Present on every route of this module: the CSRF layer puts it there.
        let Some(VerifiedSession(session_id)) = parts.extensions.get::<VerifiedSession>().cloned()
        else {
            return Err(StatusCode::FORBIDDEN.into_response());
        };
        let member = crate::customer::auth::member_from_headers(state, &parts.headers)
            .await
            .map(|m| m.id);
        Ok(CartKey(store::cart_key(member, &session_id)))
    }
}

/// Sets the quantity of the line at `sessIndex` (from 0). Also accepts POST; needs the CSRF token either way.
#[utoipa::path(method(get, post), path = "/srv/service/cart/update-item/{sessIndex}/{count}", tag = "cart",
    params(("sessIndex" = i64, Path, minimum = 0, maximum = 999_999, description = "line position, from 0"),
           ("count" = i64, Path, minimum = 1, maximum = 999_999_999, description = "new quantity within the line's min, max, step and stock"),
           ("X-CSRF-Token" = String, Header, description = "CART_CSRF_TOKEN of the page settings")),
    responses((status = 200, body = CartView, description = "status 1, Turkish statusText; a count past the stock sets the most the stock allows and says so"),
              (status = 400, body = CartView, description = "status 0: bad count, or less stock than the line's least quantity; cart unchanged"),
              (status = 403, description = "missing or wrong CSRF token, or another origin"),
              (status = 404, body = CartView, description = "no line at sessIndex")))]
pub async fn update_item(
    State(state): State<AppState>,
    locale: RequestLocale,
    CartKey(key): CartKey,
    Path((index, count)): Path<(String, String)>,
) -> AppResult<Response> {
    let Some(index) = parse_index(&index).map(|i| i as usize) else {
        return refuse(
            &state,
            &key,
            locale,
            StatusCode::NOT_FOUND,
            CartMsg::UnknownLine,
        )
        .await;
    };
    let Some(count) = parse_count(&count) else {
        return refuse(
            &state,
            &key,
            locale,
            StatusCode::BAD_REQUEST,
            CartMsg::CountInvalid,
        )
        .await;
    };
    change_quantities(&state, &key, locale, vec![(Some(index), count)]).await
}

async fn change_quantities(
    state: &AppState,
    key: &str,
    locale: RequestLocale,
    counts: Vec<(Option<usize>, i64)>,
) -> AppResult<Response> {
    let lines = match store::find_cart(&state.db, key).await? {
        Some(c) => store::lines(&state.db, c.id, locale.lang).await?,
        None => Vec::new(),
    };
    let single = matches!(counts.as_slice(), [(Some(_), _)]);
    let unknown = || (StatusCode::NOT_FOUND, CartMsg::UnknownLine);
    let bad = |msg| (StatusCode::BAD_REQUEST, msg);
    let checked = counts.iter().enumerate().find_map(|(pos, (index, count))| {
        match lines.get(index.unwrap_or(pos)) {
            None if single => Some(unknown()),
            None => Some(bad(CartMsg::CountsMismatch)),
            Some(l) if !l.rule.allows(*count) => Some(bad(CartMsg::QuantityInvalid(l.rule))),
            Some(_) => None,
        }
    });
    if let Some((status, msg)) = checked {
        return refuse(state, key, locale, status, msg).await;
    }
    // A quantity past the stock is set to the most the stock and the line's rule allow, and the
    // answer says so; each try lowers a count, so this ends.
    let mut counts = counts;
    let mut capped = None;
    let (status, msg) = loop {
        match store::set_quantities(&state.db, key, &counts).await? {
            LineChange::Done => {
                let msg = capped.map_or(CartMsg::Updated, |(stock, set)| CartMsg::QuantityCapped {
                    stock,
                    set,
                });
                return reply(state, key, locale, msg).await;
            }
            LineChange::NoCart | LineChange::UnknownLine => break unknown(),
            LineChange::CountsMismatch => break bad(CartMsg::CountsMismatch),
            LineChange::StockShort(index, stock) => {
                let slot = if single { 0 } else { index };
                let fit = lines.get(index).and_then(|l| l.rule.at_most(stock));
                match (fit, counts.get_mut(slot)) {
                    (Some(set), Some((_, count))) if set < *count => {
                        *count = set;
                        capped = Some((stock, set));
                    }
                    _ if stock <= 0 => break bad(CartMsg::OutOfStock),
                    _ => break bad(CartMsg::OnlyInStock(stock)),
                }
            }
        }
    };
    refuse(state, key, locale, status, msg).await
}

fn form_pairs(body: &[u8]) -> Vec<(String, String)> {
    url::form_urlencoded::parse(body).into_owned().collect()
}

fn first<'a>(pairs: &'a [(String, String)], name: &str) -> Option<&'a str> {
    pairs
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

/// Sets every line's quantity at once: `counts` is one quantity per line, in cart order, joined
/// by `-`. Also accepts POST, which may carry `orderNotes` too. All or nothing; needs the CSRF
/// token either way.
#[utoipa::path(method(get, post), path = "/srv/service/cart/update/{counts}", tag = "cart",
    params(("counts" = String, Path, pattern = "^[1-9][0-9]{0,8}(-[1-9][0-9]{0,8})*$",
            description = "one quantity per line in cart order, joined by dash, e.g. 1-3-2"),
           ("X-CSRF-Token" = String, Header, description = "CART_CSRF_TOKEN of the page settings")),
    request_body(content = Option<UpdateCartForm>, content_type = "application/x-www-form-urlencoded",
                 description = "POST only, optional"),
    responses((status = 200, body = CartView, description = "status 1; a count past the stock sets the most the stock allows and statusText says so"),
              (status = 400, body = CartView, description = "status 0: a bad count, wrong number of counts, or less stock than a line's least quantity; cart unchanged"),
              (status = 403, description = "CSRF or origin check failed")))]
pub async fn update_all(
    State(state): State<AppState>,
    locale: RequestLocale,
    CartKey(key): CartKey,
    Path(counts): Path<String>,
    body: Bytes,
) -> AppResult<Response> {
    let pairs = form_pairs(&body);
    let notes = first(&pairs, "orderNotes").map(str::trim);
    if notes.is_some_and(|n| n.chars().count() > MAX_ORDER_NOTES_CHARS) {
        return refuse(
            &state,
            &key,
            locale,
            StatusCode::BAD_REQUEST,
            CartMsg::NotesTooLong,
        )
        .await;
    }
    let mut parsed = Vec::new();
    for part in counts.split('-') {
        match parse_count(part) {
            Some(c) => parsed.push((None, c)),
            None => {
                return refuse(
                    &state,
                    &key,
                    locale,
                    StatusCode::BAD_REQUEST,
                    CartMsg::CountInvalid,
                )
                .await
            }
        }
    }
    let response = change_quantities(&state, &key, locale, parsed).await?;
    if response.status().is_success() {
        if let Some(notes) = notes {
            store::set_notes(&state.db, &key, notes).await?;
            return reply(&state, &key, locale, CartMsg::Updated).await;
        }
    }
    Ok(response)
}

/// Changes the delivery frequency (days) of the subscribed line at `sessIndex`; totals are
/// recomputed as for any change. Needs the CSRF token.
#[utoipa::path(post, path = "/srv/service/cart/update-frequency/{sessIndex}/{frequency}", tag = "cart",
    params(("sessIndex" = i64, Path, minimum = 0, maximum = 999_999, description = "line position, from 0"),
           ("frequency" = inline(Frequency), Path, description = "days between deliveries"),
           ("X-CSRF-Token" = String, Header, description = "CART_CSRF_TOKEN of the page settings")),
    responses((status = 200, body = CartView),
              (status = 400, body = CartView, description = "invalid frequency or a line without subscription"),
              (status = 404, body = CartView, description = "no such line"),
              (status = 403, description = "CSRF or origin check failed")))]
pub async fn update_frequency(
    State(state): State<AppState>,
    locale: RequestLocale,
    CartKey(key): CartKey,
    Path((index, frequency)): Path<(String, String)>,
) -> AppResult<Response> {
    let refusal = |http, msg| refuse(&state, &key, locale, http, msg);
    let Some(index) = parse_index(&index) else {
        return refusal(StatusCode::NOT_FOUND, CartMsg::UnknownLine).await;
    };
    let frequency = match frequency.trim().parse::<i64>() {
        Ok(f) if SUBSCRIPTION_FREQUENCIES.contains(&f) => f,
        _ => return refusal(StatusCode::BAD_REQUEST, CartMsg::FrequencyInvalid).await,
    };
    match store::set_frequency(&state.db, &key, index as usize, frequency).await? {
        Some(true) => reply(&state, &key, locale, CartMsg::Updated).await,
        Some(false) => refusal(StatusCode::BAD_REQUEST, CartMsg::SubscriptionNotOffered).await,
        None => refusal(StatusCode::NOT_FOUND, CartMsg::UnknownLine).await,
    }
}

/// Removes the line at `sessIndex` (from 0). Also accepts POST; needs the CSRF token either way.
#[utoipa::path(method(get, post), path = "/srv/service/cart/delete/{sessIndex}", tag = "cart",
    params(("sessIndex" = i64, Path, minimum = 0, maximum = 999_999, description = "line position, from 0"),
           ("X-CSRF-Token" = String, Header, description = "CART_CSRF_TOKEN of the page settings")),
    responses((status = 200, body = CartView), (status = 404, body = CartView, description = "no such line"),
              (status = 403, description = "CSRF or origin check failed")))]
pub async fn delete_line(
    State(state): State<AppState>,
    locale: RequestLocale,
    CartKey(key): CartKey,
    Path(index): Path<String>,
) -> AppResult<Response> {
    let change = match parse_index(&index) {
        Some(i) => store::delete_line(&state.db, &key, i as usize).await?,
        None => LineChange::UnknownLine,
    };
    if change == LineChange::Done {
        reply(&state, &key, locale, CartMsg::Deleted).await
    } else {
        refuse(
            &state,
            &key,
            locale,
            StatusCode::NOT_FOUND,
            CartMsg::UnknownLine,
        )
        .await
    }
}

/// Empties the cart (the chosen store and notes stay). Also accepts POST; needs the CSRF token either way.
#[utoipa::path(method(get, post), path = "/srv/service/cart/delete-all", tag = "cart",
    params(("X-CSRF-Token" = String, Header, description = "CART_CSRF_TOKEN of the page settings")),
    responses((status = 200, body = CartView), (status = 403, description = "CSRF or origin check failed")))]
pub async fn delete_all(
    State(state): State<AppState>,
    locale: RequestLocale,
    CartKey(key): CartKey,
) -> AppResult<Response> {
    store::delete_all(&state.db, &key).await?;
    reply(&state, &key, locale, CartMsg::Emptied).await
}

/// Keeps the shopper's store on the cart (set-store popup, page 85); `0` clears it.
#[utoipa::path(post, path = "/srv/service/cart/set-store/{storeId}", tag = "cart",
    params(("storeId" = i64, Path, description = "a store id from store-list, or 0"),
           ("X-CSRF-Token" = String, Header, description = "CART_CSRF_TOKEN of the page settings")),
    responses((status = 200, body = CartView), (status = 404, body = CartView, description = "unknown store"),
              (status = 403, description = "CSRF or origin check failed")))]
pub async fn set_store(
    State(state): State<AppState>,
    locale: RequestLocale,
    CartKey(key): CartKey,
    Path(store_id): Path<String>,
) -> AppResult<Response> {
    let id = match parse_index(&store_id) {
        Some(0) => None,
        Some(id) if stores::exists(&state.db, id).await? => Some(id),
        _ => {
            return refuse(
                &state,
                &key,
                locale,
                StatusCode::NOT_FOUND,
                CartMsg::StoreNotFound,
            )
            .await
        }
    };
    store::set_store(&state.db, &key, id).await?;
    reply(&state, &key, locale, CartMsg::StoreSet).await
}

/// The form of a POST to `update/{counts}`.
#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
pub struct UpdateCartForm {
    /// Kept on the cart, at most 500 characters.
    #[schema(rename = "orderNotes")]
    order_notes: Option<String>,
}

/// The add-to-cart form (application/x-www-form-urlencoded). Field lists line up by position.
#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
pub struct AddToCartForm {
    /// One product.
    #[schema(rename = "productId")]
    product_id: Option<i64>,
    /// A multi-add: `productId[]` repeated.
    #[schema(rename = "productId[]")]
    product_ids: Option<Vec<i64>>,
    /// `variantId[]`: the variant of each product; empty lets a single-variant product through.
    #[schema(rename = "variantId[]")]
    variant_id: Vec<String>,
    /// `quantity[]`: empty or left out means the product's minimum.
    #[schema(rename = "quantity[]")]
    quantity: Option<Vec<String>>,
    #[schema(rename = "relatedProductId")]
    related_product_id: Option<i64>,
    /// `1` to buy by subscription (products with a subscription percent only).
    subscribe: Option<String>,
    /// Days between deliveries: 15, 30 (default), 60 or 90.
    #[schema(rename = "subscribeFrequency")]
    subscribe_frequency: Option<i64>,
    /// Kept on the cart, at most 500 characters.
    #[schema(rename = "orderNotes")]
    order_notes: Option<String>,
    /// `formData[{pid}][field]`: personalization of product pid, at most 500 characters in all.
    #[schema(rename = "formData[{pid}]")]
    form_data: Option<String>,
    /// The page's CSRF token, when not sent as the X-CSRF-Token header.
    #[schema(rename = "csrfToken")]
    csrf_token: Option<String>,
}

struct ItemInput {
    product_id: String,
    variant_id: Option<String>,
    quantity: Option<String>,
    /// `formData[{pid}][name]`: the name to embroider, for products that ask for one.
    embroidery: Option<String>,
}

/// Adds one or more products; prices are never read from the request. The server decides each
/// status from the catalog, the stock and the cart: `2` when no variant is sent and the product
/// has several (configure it on its page: `url`); `-1` when the variant is not one this product
/// offers; `0` with a Turkish `statusText` (and `url`, `title` for the notice link) for a sold-out
/// variant, a quantity past the stock or the product's min/max/step, an unknown product, a
/// subscription the product does not offer, invalid personalization or notes; `-2` when the
/// product is sold for store pickup and the cart has no store; otherwise the shop's
/// `cart_after_add` setting: `1` (stay), `3` (cart popup, the default) or `4` (notice with a cart
/// link). A multi-add reports each product in `results[]`; the top-level status is the success
/// status when any product was added, else the first failure's.
#[utoipa::path(post, path = "/srv/service/cart/add-to-cart", tag = "cart",
    request_body(content = Option<AddToCartForm>, content_type = "application/x-www-form-urlencoded",
                 description = "without a product, status 0 and 'Seçili ürün bulunmamaktadır'"),
    params(("X-CSRF-Token" = Option<String>, Header, description = "or the csrfToken form field")),
    responses((status = 200, body = CartView, description = "status 1, 3 or 4 (added, by the cart_after_add setting), \
        2 (configure on the product page: url), 0 (refused: statusText, url, title), \
        -1 (variant missing or not offered: url), -2 (choose a store first)"),
              (status = 403, description = "missing or wrong CSRF token, another origin, or no valid session")))]
pub async fn add_to_cart(
    State(state): State<AppState>,
    locale: RequestLocale,
    CartKey(key): CartKey,
    body: Bytes,
) -> AppResult<Response> {
    let pairs = form_pairs(&body);
    let all = |names: [&str; 2]| -> Vec<String> {
        pairs
            .iter()
            .filter(|(k, _)| names.contains(&k.as_str()))
            .map(|(_, v)| v.clone())
            .collect()
    };
    let product_ids = all(["productId", "productId[]"]);
    let variant_ids = all(["variantId", "variantId[]"]);
    let quantities = all(["quantity", "quantity[]"]);
    let items: Vec<ItemInput> = product_ids
        .iter()
        .enumerate()
        .filter(|(_, p)| !p.trim().is_empty())
        .map(|(i, p)| ItemInput {
            product_id: p.clone(),
            variant_id: variant_ids
                .get(i)
                .filter(|v| !matches!(v.trim(), "" | "0"))
                .cloned(),
            quantity: quantities.get(i).filter(|q| !q.trim().is_empty()).cloned(),
            embroidery: first(&pairs, &format!("formData[{}][name]", p.trim())).map(str::to_string),
        })
        .collect();
    let fail = |status: AddStatus, msg: CartMsg| (status, msg);
    let early = if items.is_empty() {
        Some(fail(AddStatus::Failed, CartMsg::NothingSelected))
    } else if items.len() > MAX_ITEMS_PER_ADD {
        Some(fail(AddStatus::Failed, CartMsg::TooManyItems))
    } else {
        None
    };
    let notes = first(&pairs, "orderNotes").map(str::trim).unwrap_or("");
    let early = early.or_else(|| {
        (notes.chars().count() > MAX_ORDER_NOTES_CHARS)
            .then(|| fail(AddStatus::Failed, CartMsg::NotesTooLong))
    });
    if let Some((status, msg)) = early {
        let mut cart = view::build(&state, &key, locale, status.code(), &msg).await?;
        cart.error = Some(ErrorBody {
            code: msg.code().to_string(),
            message: cart.status_text.clone(),
        });
        return Ok(Json(cart).into_response());
    }

    let subscribe = crate::http::tick::is_ticked(first(&pairs, "subscribe"));
    let frequency = first(&pairs, "subscribeFrequency").filter(|v| !v.trim().is_empty());
    let related = first(&pairs, "relatedProductId").filter(|v| !matches!(v.trim(), "" | "0"));
    let options = AddOptions {
        subscribe,
        frequency,
        related,
    };

    let mut results = Vec::with_capacity(items.len());
    for item in &items {
        let personalization = personalization_of(&pairs, &item.product_id);
        results.push(add_one(&state, &key, locale, item, &options, personalization).await?);
    }
    if !notes.is_empty() {
        store::set_notes(&state.db, &key, notes).await?;
    }

    let success = state.config.cart_after_add.parse_status().code();
    let added = results.iter().any(|r| r.status == success);
    let lead = if added {
        None
    } else {
        results.first().cloned()
    };
    let (status, msg) = match &lead {
        None => (success, CartMsg::Added),
        Some(r) => (r.status, CartMsg::AddFailed),
    };
    let mut cart = view::build(&state, &key, locale, status, &msg).await?;
    if let Some(r) = lead {
        cart.status_text = r.status_text.clone();
        cart.url = r.url.clone();
        cart.title = r.title.clone();
    }
    cart.results = results;
    Ok(Json(cart).into_response())
}

struct AddOptions<'a> {
    subscribe: bool,
    frequency: Option<&'a str>,
    related: Option<&'a str>,
}

/// `formData[{pid}]...` fields of one product, as sorted JSON pairs; Err when too large.
fn personalization_of(pairs: &[(String, String)], product_id: &str) -> Result<String, ()> {
    let prefix = format!("formData[{}]", product_id.trim());
    let mut fields: Vec<(&str, &str)> = pairs
        .iter()
        .filter(|(k, _)| k.starts_with(&prefix))
        .map(|(k, v)| (&k[prefix.len()..], v.trim()))
        .filter(|(_, v)| !v.is_empty())
        .collect();
    if fields.is_empty() {
        return Ok(String::new());
    }
    fields.sort_unstable();
    let size: usize = fields
        .iter()
        .map(|(k, v)| k.chars().count() + v.chars().count())
        .sum();
    if fields.len() > 10 || size > MAX_PERSONALIZATION_CHARS {
        return Err(());
    }
    serde_json::to_string(&fields).map_err(|_| ())
}

async fn add_one(
    state: &AppState,
    key: &str,
    locale: RequestLocale,
    item: &ItemInput,
    options: &AddOptions<'_>,
    personalization: Result<String, ()>,
) -> AppResult<AddItemResult> {
    let lang = locale.lang;
    let id = parse_count(&item.product_id);
    let product = match id {
        Some(id) => store::product(&state.db, id, lang).await?,
        None => None,
    };
    let result = |status: AddStatus, msg: CartMsg, url: Option<String>, title: Option<String>| {
        AddItemResult {
            product_id: id.unwrap_or(0),
            status: status.code(),
            status_text: msg.text(lang),
            code: msg.code().to_string(),
            url,
            title,
        }
    };
    let Some(product) = product else {
        return Ok(result(
            AddStatus::Failed,
            CartMsg::ProductNotFound,
            None,
            None,
        ));
    };
    let url = Some(page_url(lang, &product.slug));
    let title = Some(product.title.clone());
    let failed = |status: AddStatus, msg: CartMsg| -> AppResult<AddItemResult> {
        Ok(result(status, msg, url.clone(), title.clone()))
    };

    let Ok(personalization) = personalization else {
        return failed(AddStatus::Failed, CartMsg::PersonalizationInvalid);
    };
    if product.personalization_max > 0 {
        if let Err(msg) = check_embroidery(item.embroidery.as_deref(), product.personalization_max)
        {
            return failed(AddStatus::Failed, msg);
        }
    }
    let quantity = match &item.quantity {
        None => product.rule.min.max(1),
        Some(q) => match parse_count(q) {
            Some(q) if product.rule.allows(q) => q,
            Some(_) => return failed(AddStatus::Failed, CartMsg::QuantityInvalid(product.rule)),
            None => return failed(AddStatus::Failed, CartMsg::CountInvalid),
        },
    };
    let variant = match &item.variant_id {
        Some(v) => match parse_count(v) {
            Some(v) => store::variant_stock(&state.db, product.id, v)
                .await?
                .map(|stock| (v, stock)),
            None => None,
        },
        None => {
            let variants = store::variants_of(&state.db, product.id).await?;
            match variants.as_slice() {
                [only] => Some(*only),
                _ => return failed(AddStatus::Redirect, CartMsg::ChooseOptions),
            }
        }
    };
    let Some((variant_id, stock)) = variant else {
        return failed(AddStatus::VariantError, CartMsg::VariantNotOffered);
    };
    if stock <= 0 {
        return failed(AddStatus::Failed, CartMsg::OutOfStock);
    }
    let subscribe = options.subscribe;
    if subscribe && product.subscription_percent <= 0 {
        return failed(AddStatus::Failed, CartMsg::SubscriptionNotOffered);
    }
    let frequency = if subscribe {
        match options.frequency {
            None => DEFAULT_SUBSCRIPTION_FREQUENCY,
            Some(f) => match f.trim().parse::<i64>() {
                Ok(f) if SUBSCRIPTION_FREQUENCIES.contains(&f) => f,
                _ => return failed(AddStatus::Failed, CartMsg::FrequencyInvalid),
            },
        }
    } else {
        0
    };
    let related_product_id = match options.related {
        None => None,
        Some(r) => match parse_count(r) {
            Some(r) if store::product(&state.db, r, lang).await?.is_some() => Some(r),
            _ => return failed(AddStatus::Failed, CartMsg::ProductNotFound),
        },
    };
    if product.store_pickup {
        let has_store = store::find_cart(&state.db, key)
            .await?
            .is_some_and(|c| c.store_id.is_some());
        if !has_store {
            return failed(AddStatus::StoreRequired, CartMsg::StoreRequired);
        }
    }
    let line = NewLine {
        product_id: product.id,
        variant_id,
        quantity,
        subscribe,
        subscribe_frequency: frequency,
        related_product_id,
        personalization,
    };
    match store::add_line(&state.db, key, &line).await? {
        AddResult::Added => {
            let status = state.config.cart_after_add.parse_status();
            Ok(result(status, CartMsg::Added, url, title))
        }
        AddResult::Short(left) => failed(AddStatus::Failed, CartMsg::StockShort(left)),
    }
}

/// What `cart_after_add` holds, read as a status (validated when the config loads).
pub trait AfterAddSetting {
    fn parse_status(&self) -> AddStatus;
}

impl AfterAddSetting for String {
    fn parse_status(&self) -> AddStatus {
        AfterAdd::parse(self).unwrap_or(AfterAdd::Popup).status()
    }
}
