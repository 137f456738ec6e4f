//! After the sale: what happens to a placed order across the modules that own its parts
//! (`order/` its lines, totals, history, refunds and returns, `catalog/` the stock, `wallet/` the
//! card's money, the order's mails). Like `checkout/`, the flows live here and call each module
//! through its own functions; none of those modules calls this one.
//!
//! - [`cancel`]: the shopper cancels an order before its parcel leaves, whole or some lines
//!   (`POST /srv/service/order/cancel/{order_no}`); stock returns at once, the money goes back.
//! - [`returns`]: the shopper returns pieces of a delivered order within 14 days, for the money
//!   or another size (`POST /srv/service/order/return/{order_no}`, with photos of a defect,
//!   stored by [`photos`]); the back office receives, approves (the refund paid) or rejects it.
//! - [`carrier_events`]: a carrier's integration posts a parcel's steps; a delivery starts the
//!   return window.
//! - [`refund`]: a card refund goes to the wallet provider, and again every minute while the
//!   provider cannot be reached; a card payment an order could not take (cancelled while its
//!   shopper paid) goes back through it too (the checkout's payment settling calls it).

pub mod cancel;
pub mod carrier_events;
pub mod messages;
pub mod photos;
pub mod refund;
pub mod returns;

use std::collections::HashMap;

use axum::{extract::DefaultBodyLimit, http::StatusCode, middleware};
use iban::IbanLike;
use utoipa_axum::{router::OpenApiRouter, routes};

use self::messages::AfterSaleMsg;
use crate::{
    error::{AppResult, Refusal},
    http::csrf::require_csrf,
    http::member::Caller,
    order::{
        model::parse_order_no,
        routes::{caller_owners, not_found, tracked},
        store::{self, OrderView},
    },
    state::AppState,
};

/// The after-sale endpoints; each of a shopper's needs the page's CSRF token, and a return's body
/// may carry its photos.
pub fn routes() -> OpenApiRouter<AppState> {
    let with_photos = OpenApiRouter::new()
        .routes(routes!(returns::request_return))
        .layer(DefaultBodyLimit::max(
            photos::MAX_PHOTOS * photos::MAX_PHOTO_BYTES + 64 * 1024,
        ));
    let shoppers = OpenApiRouter::new()
        .routes(routes!(cancel::cancel_order))
        .routes(routes!(returns::return_options))
        .merge(with_photos)
        .route_layer(middleware::from_fn(require_csrf));
    // A carrier's machine: its own secret, no page.
    shoppers.routes(routes!(carrier_events::carrier_event))
}

/// The order a shopper's call names by the number in its path (the ten digits, spaces allowed),
/// with its number as kept: the caller's (the member's or the session's), else the one whose
/// number and the form's `contact` (email or phone, with its `security_code` once tracking asked
/// for it) match, as tracking checks.
pub(super) async fn order_of_caller(
    state: &AppState,
    caller: &Caller,
    order_no: &str,
    form: &HashMap<String, String>,
) -> AppResult<(String, OrderView)> {
    let order_no = parse_order_no(order_no).ok_or_else(not_found)?;
    let field = |k: &str| form.get(k).map_or("", String::as_str);
    let (contact, security_code) = (field("contact"), field("security_code"));
    let owners = caller_owners(caller);
    let order = match store::find_for_owner(&state.db, &order_no, &owners).await? {
        Some(order) => order,
        None if !contact.is_empty() => {
            tracked(state, &caller.jar, &order_no, contact, security_code).await?
        }
        None => return Err(not_found()),
    };
    Ok((order_no, order))
}

/// `id:count` pairs, comma-separated (`12:1,13:2`); at most 200.
pub(super) fn pairs(text: &str) -> Option<Vec<(i64, i64)>> {
    let pairs = text
        .split(',')
        .map(|pair| {
            let (id, count) = pair.split_once(':')?;
            Some((id.trim().parse().ok()?, count.trim().parse().ok()?))
        })
        .collect::<Option<Vec<_>>>()?;
    (pairs.len() <= 200).then_some(pairs)
}

/// A Turkish IBAN (26 characters, its check digits right) in its electronic form, and the
/// holder's name.
pub(super) fn account_of(iban: &str, holder: &str) -> Result<(String, String), Refusal> {
    let typed: String = iban
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .flat_map(char::to_uppercase)
        .collect();
    let iban = typed
        .parse::<iban::Iban>()
        .ok()
        .filter(|i| i.country_code() == "TR")
        .map(|i| i.electronic_str().to_string());
    let holder = holder.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut refused = Vec::new();
    if iban.is_none() {
        refused.push(("iban".into(), AfterSaleMsg::IbanInvalid.into()));
    }
    if holder.chars().count() < 3 || holder.chars().count() > 100 {
        refused.push(("account_holder".into(), AfterSaleMsg::HolderRequired.into()));
    }
    match iban {
        Some(iban) if refused.is_empty() => Ok((iban, holder)),
        _ => Err(Refusal::fields(StatusCode::UNPROCESSABLE_ENTITY, refused).private()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refund_goes_to_a_turkish_iban_with_right_check_digits() {
        // A published sample Turkish IBAN.
        let (iban, holder) =
            account_of("tr33 0006 1005 1978 6457 8413 26", " Ayşe  Yılmaz ").unwrap();
        assert_eq!(iban, "TR330006100519786457841326");
        assert_eq!(holder, "Ayşe Yılmaz");
        let fields = |r: Refusal| -> Vec<String> {
            r.fields_flagged()
                .iter()
                .map(|f| f.key.to_string())
                .collect()
        };
        let wrong_digit = account_of("TR330006100519786457841327", "Ayşe Yılmaz").unwrap_err();
        assert_eq!(fields(wrong_digit), ["iban"]);
        let german = account_of("DE44500105175407324931", "Ayşe Yılmaz").unwrap_err();
        assert_eq!(fields(german), ["iban"]);
        let both = account_of("", "").unwrap_err();
        assert_eq!(fields(both), ["iban", "account_holder"]);
    }

    #[test]
    fn pairs_are_ids_and_counts() {
        assert_eq!(pairs("12:1, 13:2"), Some(vec![(12, 1), (13, 2)]));
        for bad in ["", "12", "12:x", "12:1,", ":1", "a:b"] {
            assert_eq!(pairs(bad), None, "{bad}");
        }
    }
}
