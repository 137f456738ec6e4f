//! The add-to-cart call of spec section 7. Which status the server answers:
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

use axum::{body::Bytes, extract::State, http::StatusCode, Json};

use super::{
    model::{
        check_embroidery, parse_count, AddStatus, AfterAdd, CartMsg,
        DEFAULT_SUBSCRIPTION_FREQUENCY, MAX_ITEMS_PER_ADD, MAX_ORDER_NOTES_CHARS,
        MAX_PERSONALIZATION_CHARS, SUBSCRIPTION_FREQUENCIES,
    },
    routes::{first, form_pairs, CartKey},
    store::{self, AddResult, NewLine},
    view::{self, AddItemResult, CartView},
};
use crate::{
    error::{AppResult, Refusal},
    http::locale::RequestLocale,
    locale::{page_url, Lang},
    state::AppState,
};

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
    responses((status = 200, body = CartView, description = "status 1, 3 or 4 (added, by the cart_after_add setting), \
        2 (configure on the product page: url), 0 (refused: statusText, url, title), \
        -1 (variant missing or not offered: url), -2 (choose a store first)"),
              (status = 403, description = "missing or wrong CSRF token, another origin, or no valid session")))]
pub async fn add_to_cart(
    State(state): State<AppState>,
    locale: RequestLocale,
    CartKey(key): CartKey,
    body: Bytes,
) -> AppResult<Json<CartView>> {
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
        // Answered 200 with the cart, as the add's other refusals are.
        let cart = view::build(&state, &key, locale, status.code(), &msg).await?;
        return Err(Refusal::new(StatusCode::OK, msg).with_reply(cart));
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
        results.push(add_one(&state, &key, locale.lang, item, &options, personalization).await?);
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
    Ok(Json(cart))
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
    lang: Lang,
    item: &ItemInput,
    options: &AddOptions<'_>,
    personalization: Result<String, ()>,
) -> AppResult<AddItemResult> {
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
            Some(v) => crate::catalog::variants::variant_stock(&state.db, product.id, v)
                .await?
                .map(|stock| (v, stock)),
            None => None,
        },
        None => {
            let variants = crate::catalog::variants::variants_of(&state.db, product.id).await?;
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
