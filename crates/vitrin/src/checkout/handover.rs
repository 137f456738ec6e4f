//! Signing in with a guest's session: what the session held becomes the member's. The cart joins
//! the member's (`cart::handover`, cut down to the stock), then the addresses
//! (`address::store`) and the orders (`order::store`) are taken over. Sign-in
//! (`customer::login`) runs it through the application state's `take_over`, which is this.

use std::{future::Future, pin::Pin};

use crate::{cart::model::CartMsg, locale::Lang, state::AppState};

/// Takes the session's cart, addresses and orders over for the member; answers a notice for
/// each cart line the stock (or the product's maximum) cut down. A `SessionTakeOver`.
pub fn take_over<'a>(
    state: &'a AppState,
    lang: Lang,
    session_id: &'a str,
    member_id: i64,
) -> Pin<Box<dyn Future<Output = sqlx::Result<Vec<String>>> + Send + 'a>> {
    Box::pin(async move {
        let db = &state.db;
        let capped = crate::cart::handover::merge_guest_cart(db, session_id, member_id).await?;
        crate::address::store::adopt_guest_addresses(db, session_id, member_id).await?;
        crate::order::store::adopt_guest_orders(db, session_id, member_id, true).await?;
        Ok(capped
            .iter()
            .map(|c| {
                CartMsg::QuantityCapped {
                    stock: c.stock,
                    set: c.set,
                }
                .text(lang)
            })
            .collect())
    })
}
