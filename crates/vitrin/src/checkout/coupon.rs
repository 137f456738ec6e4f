//! A discount code on the cart (`POST` and `DELETE /srv/service/cart/coupon`) and the shopper's
//! side of a coupon the summary and the placement price with: the coupon's own rules are the
//! pricing's (`promotions::pricing`), who may use it is checked here, where the member, the
//! guest's e-mail and their orders are known.

use axum::{body::Bytes, extract::State, http::StatusCode, Json};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::{
    cart::{
        store::{self as carts, cart_key},
        view::{self, CartView},
    },
    customer::store as customers,
    db::Db,
    error::{AppResult, Message, Refusal},
    http::{locale::RequestLocale, member::SessionCaller},
    locale::Lang,
    order::{guest, store as orders},
    promotions::{
        messages::{CouponMsg, CouponRefusal},
        model::{Coupon, Shopper, MAX_CODE_CHARS},
        pricing::CouponState,
        store as coupons,
    },
    state::AppState,
};

/// A cart's code, looked up for one shopper.
#[derive(Debug, Clone)]
pub struct Checked {
    /// The coupon's code, or the text of an unknown one.
    pub code: String,
    pub coupon: Option<Coupon>,
    /// Why this shopper may not use it (an unknown code included).
    pub refused: Option<CouponRefusal>,
}

impl Checked {
    /// The coupon the pricing may apply.
    pub fn usable(&self) -> Option<&Coupon> {
        self.coupon.as_ref().filter(|_| self.refused.is_none())
    }

    /// How the code stands when the pricing did not get it (refused for the shopper).
    pub fn refused_state(&self, lang: Lang) -> Option<CouponState> {
        self.refused
            .map(|r| CouponState::of(&self.code, Some(r), lang))
    }
}

/// The coupon `code` names and whether this member (or a guest with `email`, empty while the
/// guest has given none) may use it: members only, first order only, uses per shopper.
pub async fn check(db: &Db, code: &str, member: Option<i64>, email: &str) -> sqlx::Result<Checked> {
    let mut conn = db.pool.acquire().await?;
    let Some(coupon) = coupons::find(&mut conn, code).await? else {
        return Ok(Checked {
            code: code.to_string(),
            coupon: None,
            refused: Some(CouponRefusal::Unknown),
        });
    };
    let known = member.is_some() || !email.is_empty();
    let orders = if coupon.first_order_only && known {
        orders::placed_count(db, member, email).await?
    } else {
        0
    };
    let uses = if coupon.max_uses_per_customer.is_some() && known {
        coupons::uses_by(&mut conn, coupon.id, member, email).await?
    } else {
        0
    };
    let shopper = Shopper {
        member: member.is_some(),
        orders,
        uses,
    };
    Ok(Checked {
        code: coupon.code.clone(),
        refused: coupon.allows(&shopper).err(),
        coupon: Some(coupon),
    })
}

/// A cart's stored code checked for this shopper; None when the cart has none.
pub async fn of_cart(
    db: &Db,
    code: &str,
    member: Option<i64>,
    email: &str,
) -> sqlx::Result<Option<Checked>> {
    if code.is_empty() {
        return Ok(None);
    }
    check(db, code, member, email).await.map(Some)
}

/// The body of applying a code.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CouponForm {
    /// The code as the shopper typed it (case, Turkish letters and spaces do not matter).
    #[schema(max_length = 64)]
    pub code: String,
}

/// Applies a discount code to the cart. The code must exist, be within its dates and uses, be
/// open to this shopper (members only, first order, uses per shopper) and apply to the cart as it
/// is (its minimum, the products it covers); then it is kept on the cart and the cart answers with
/// the discount as its own line (`summary.couponDiscount`, each line's `couponDiscount`).
/// Otherwise the cart is unchanged and the refusal says which rule failed. Codes tried are
/// limited per address, session and member (429 with Retry-After).
#[utoipa::path(post, path = "/srv/service/cart/coupon", tag = "cart",
    request_body = CouponForm,
    responses((status = 200, body = CartView, description = "status 1, the code applied; `coupon` and the totals show it"),
              (status = 422, body = CartView, description = "status 0, the cart unchanged; error.code: coupon_missing (also for a body without a readable code), coupon_unknown, coupon_not_yet_valid, coupon_expired, coupon_used_up, coupon_already_used, coupon_members_only, coupon_first_order_only, coupon_not_applicable or coupon_below_minimum")))]
pub async fn apply_coupon(
    State(state): State<AppState>,
    locale: RequestLocale,
    SessionCaller { member, session_id }: SessionCaller,
    body: Bytes,
) -> AppResult<Json<CartView>> {
    let member_id = member.map(|m| m.id);
    let key = cart_key(member_id, &session_id);
    // A body without a readable code is answered as an empty field, in the cart's shape.
    let form = serde_json::from_slice::<CouponForm>(&body).ok();
    let code = form.as_ref().map_or("", |f| f.code.trim());
    if code.is_empty() {
        return Err(refused(&state, &key, locale, CouponMsg::Missing).await);
    }
    if code.chars().count() > MAX_CODE_CHARS {
        return Err(refused(&state, &key, locale, CouponRefusal::Unknown).await);
    }
    let email = match member_id {
        Some(id) => customers::find(&state.db, id).await?.map(|c| c.email),
        None => guest::find(&state.db, &session_id).await?.map(|g| g.email),
    };
    let checked = check(&state.db, code, member_id, &email.unwrap_or_default()).await?;
    if let Some(refusal) = checked.refused {
        return Err(refused(&state, &key, locale, refusal).await);
    }
    let msg = CouponMsg::Applied;
    let cart = view::build_trying(&state, &key, locale, 1, &msg, checked.coupon.as_ref()).await?;
    if let Some(refusal) = cart.coupon.as_ref().and_then(|c| c.refused) {
        return Err(refused(&state, &key, locale, refusal).await);
    }
    carts::set_coupon(&state.db, &key, &checked.code).await?;
    Ok(Json(cart))
}

/// A code refused with 422: the cart as it is, `status: 0`, the message and the error envelope.
async fn refused<M: Message + Copy + Sync>(
    state: &AppState,
    key: &str,
    locale: RequestLocale,
    msg: M,
) -> Refusal {
    match view::build(state, key, locale, 0, &msg).await {
        Ok(cart) => Refusal::new(StatusCode::UNPROCESSABLE_ENTITY, msg).with_reply(cart),
        Err(failure) => failure,
    }
}

/// Takes the discount code off the cart.
#[utoipa::path(delete, path = "/srv/service/cart/coupon", tag = "cart",
    responses((status = 200, body = CartView, description = "status 1, the cart without a code")))]
pub async fn remove_coupon(
    State(state): State<AppState>,
    locale: RequestLocale,
    SessionCaller { member, session_id }: SessionCaller,
) -> AppResult<Json<CartView>> {
    let key = cart_key(member.map(|m| m.id), &session_id);
    if carts::find_cart(&state.db, &key).await?.is_some() {
        carts::set_coupon(&state.db, &key, "").await?;
    }
    Ok(Json(
        view::build(&state, &key, locale, 1, &CouponMsg::Removed).await?,
    ))
}
