//! Cart calls of spec section 7 (the add is in `add.rs`). The GET paths of the spec change the
//! cart, so they also accept POST and, like every state-changing call, sit behind the CSRF check
//! (`http::csrf`).

use axum::{
    body::Bytes,
    extract::{FromRequestParts, Path, State},
    http::{request::Parts, StatusCode},
    middleware, Json,
};
use axum_extra::extract::SignedCookieJar;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    model::{
        parse_count, parse_index, CartMsg, Frequency, MAX_ORDER_NOTES_CHARS,
        SUBSCRIPTION_FREQUENCIES,
    },
    store::{self, LineChange},
    view::{self, CartView},
};
use crate::{
    error::{AppResult, Refusal},
    http::{
        csrf::{require_csrf, VerifiedSession},
        errors::message_of,
        locale::RequestLocale,
        session,
    },
    state::AppState,
    stores::store as stores,
};

/// Every cart call changes the cart, so all sit behind the CSRF check.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(update_item))
        .routes(routes!(update_all))
        .routes(routes!(delete_line))
        .routes(routes!(delete_all))
        .routes(routes!(update_frequency))
        .routes(routes!(super::add::add_to_cart))
        .routes(routes!(set_store))
        .route_layer(middleware::from_fn(require_csrf))
}

/// A refusal answered with the cart as it is: `status: 0`, the message and the error envelope.
async fn refused(
    state: &AppState,
    key: &str,
    locale: RequestLocale,
    http: StatusCode,
    msg: CartMsg,
) -> Refusal {
    match view::build(state, key, locale, 0, &msg).await {
        Ok(cart) => Refusal::new(http, msg).with_reply(cart),
        Err(failure) => failure,
    }
}

async fn reply(
    state: &AppState,
    key: &str,
    locale: RequestLocale,
    msg: CartMsg,
) -> AppResult<Json<CartView>> {
    Ok(Json(view::build(state, key, locale, 1, &msg).await?))
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
    type Rejection = Refusal;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        // Present on every route of this module: the CSRF layer puts it there.
        let Some(VerifiedSession(session_id)) = parts.extensions.get::<VerifiedSession>().cloned()
        else {
            return Err(Refusal::new(
                StatusCode::FORBIDDEN,
                message_of(StatusCode::FORBIDDEN),
            ));
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
           ("count" = i64, Path, minimum = 1, maximum = 999_999_999, description = "new quantity within the line's min, max, step and stock")),
    responses((status = 200, body = CartView, description = "status 1, Turkish statusText; a count past the stock sets the most the stock allows and says so"),
              (status = 400, body = CartView, description = "status 0: bad count, or less stock than the line's least quantity; cart unchanged"),
              (status = 404, body = CartView, description = "no line at sessIndex")))]
pub async fn update_item(
    State(state): State<AppState>,
    locale: RequestLocale,
    CartKey(key): CartKey,
    Path((index, count)): Path<(String, String)>,
) -> AppResult<Json<CartView>> {
    let refusal = |http, msg| refused(&state, &key, locale, http, msg);
    let Some(index) = parse_index(&index).map(|i| i as usize) else {
        return Err(refusal(StatusCode::NOT_FOUND, CartMsg::UnknownLine).await);
    };
    let Some(count) = parse_count(&count) else {
        return Err(refusal(StatusCode::BAD_REQUEST, CartMsg::CountInvalid).await);
    };
    change_quantities(&state, &key, locale, vec![(Some(index), count)]).await
}

async fn change_quantities(
    state: &AppState,
    key: &str,
    locale: RequestLocale,
    counts: Vec<(Option<usize>, i64)>,
) -> AppResult<Json<CartView>> {
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
        return Err(refused(state, key, locale, status, msg).await);
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
    Err(refused(state, key, locale, status, msg).await)
}

pub(super) fn form_pairs(body: &[u8]) -> Vec<(String, String)> {
    url::form_urlencoded::parse(body).into_owned().collect()
}

pub(super) fn first<'a>(pairs: &'a [(String, String)], name: &str) -> Option<&'a str> {
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
            description = "one quantity per line in cart order, joined by dash, e.g. 1-3-2")),
    request_body(content = Option<UpdateCartForm>, content_type = "application/x-www-form-urlencoded",
                 description = "POST only, optional"),
    responses((status = 200, body = CartView, description = "status 1; a count past the stock sets the most the stock allows and statusText says so"),
              (status = 400, body = CartView, description = "status 0: a bad count, wrong number of counts, or less stock than a line's least quantity; cart unchanged")))]
pub async fn update_all(
    State(state): State<AppState>,
    locale: RequestLocale,
    CartKey(key): CartKey,
    Path(counts): Path<String>,
    body: Bytes,
) -> AppResult<Json<CartView>> {
    let refusal = |msg| refused(&state, &key, locale, StatusCode::BAD_REQUEST, msg);
    let pairs = form_pairs(&body);
    let notes = first(&pairs, "orderNotes").map(str::trim);
    if notes.is_some_and(|n| n.chars().count() > MAX_ORDER_NOTES_CHARS) {
        return Err(refusal(CartMsg::NotesTooLong).await);
    }
    let mut parsed = Vec::new();
    for part in counts.split('-') {
        match parse_count(part) {
            Some(c) => parsed.push((None, c)),
            None => return Err(refusal(CartMsg::CountInvalid).await),
        }
    }
    let changed = change_quantities(&state, &key, locale, parsed).await?;
    match notes {
        Some(notes) => {
            store::set_notes(&state.db, &key, notes).await?;
            reply(&state, &key, locale, CartMsg::Updated).await
        }
        None => Ok(changed),
    }
}

/// Changes the delivery frequency (days) of the subscribed line at `sessIndex`; totals are
/// recomputed as for any change. Needs the CSRF token.
#[utoipa::path(post, path = "/srv/service/cart/update-frequency/{sessIndex}/{frequency}", tag = "cart",
    params(("sessIndex" = i64, Path, minimum = 0, maximum = 999_999, description = "line position, from 0"),
           ("frequency" = inline(Frequency), Path, description = "days between deliveries")),
    responses((status = 200, body = CartView),
              (status = 400, body = CartView, description = "invalid frequency or a line without subscription"),
              (status = 404, body = CartView, description = "no such line")))]
pub async fn update_frequency(
    State(state): State<AppState>,
    locale: RequestLocale,
    CartKey(key): CartKey,
    Path((index, frequency)): Path<(String, String)>,
) -> AppResult<Json<CartView>> {
    let refusal = |http, msg| refused(&state, &key, locale, http, msg);
    let Some(index) = parse_index(&index) else {
        return Err(refusal(StatusCode::NOT_FOUND, CartMsg::UnknownLine).await);
    };
    let frequency = match frequency.trim().parse::<i64>() {
        Ok(f) if SUBSCRIPTION_FREQUENCIES.contains(&f) => f,
        _ => return Err(refusal(StatusCode::BAD_REQUEST, CartMsg::FrequencyInvalid).await),
    };
    match store::set_frequency(&state.db, &key, index as usize, frequency).await? {
        Some(true) => reply(&state, &key, locale, CartMsg::Updated).await,
        Some(false) => Err(refusal(StatusCode::BAD_REQUEST, CartMsg::SubscriptionNotOffered).await),
        None => Err(refusal(StatusCode::NOT_FOUND, CartMsg::UnknownLine).await),
    }
}

/// Removes the line at `sessIndex` (from 0). Also accepts POST; needs the CSRF token either way.
#[utoipa::path(method(get, post), path = "/srv/service/cart/delete/{sessIndex}", tag = "cart",
    params(("sessIndex" = i64, Path, minimum = 0, maximum = 999_999, description = "line position, from 0")),
    responses((status = 200, body = CartView), (status = 404, body = CartView, description = "no such line")))]
pub async fn delete_line(
    State(state): State<AppState>,
    locale: RequestLocale,
    CartKey(key): CartKey,
    Path(index): Path<String>,
) -> AppResult<Json<CartView>> {
    let change = match parse_index(&index) {
        Some(i) => store::delete_line(&state.db, &key, i as usize).await?,
        None => LineChange::UnknownLine,
    };
    if change != LineChange::Done {
        let msg = CartMsg::UnknownLine;
        return Err(refused(&state, &key, locale, StatusCode::NOT_FOUND, msg).await);
    }
    reply(&state, &key, locale, CartMsg::Deleted).await
}

/// Empties the cart (the chosen store and notes stay). Also accepts POST; needs the CSRF token either way.
#[utoipa::path(method(get, post), path = "/srv/service/cart/delete-all", tag = "cart",
    responses((status = 200, body = CartView)))]
pub async fn delete_all(
    State(state): State<AppState>,
    locale: RequestLocale,
    CartKey(key): CartKey,
) -> AppResult<Json<CartView>> {
    store::delete_all(&state.db, &key).await?;
    reply(&state, &key, locale, CartMsg::Emptied).await
}

/// Keeps the shopper's store on the cart (set-store popup, page 85); `0` clears it.
#[utoipa::path(post, path = "/srv/service/cart/set-store/{storeId}", tag = "cart",
    params(("storeId" = i64, Path, description = "a store id from store-list, or 0")),
    responses((status = 200, body = CartView), (status = 404, body = CartView, description = "unknown store")))]
pub async fn set_store(
    State(state): State<AppState>,
    locale: RequestLocale,
    CartKey(key): CartKey,
    Path(store_id): Path<String>,
) -> AppResult<Json<CartView>> {
    let id = match parse_index(&store_id) {
        Some(0) => None,
        Some(id) if stores::exists(&state.db, id).await? => Some(id),
        _ => {
            let msg = CartMsg::StoreNotFound;
            return Err(refused(&state, &key, locale, StatusCode::NOT_FOUND, msg).await);
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
