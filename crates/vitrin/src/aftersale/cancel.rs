//! A shopper cancels an order before its parcel leaves (`POST /srv/service/order/cancel/{no}`):
//! the whole order or some pieces of its lines. The member who placed it, the browser session
//! that placed it as a guest, or anyone with its number and its email or phone (as tracking
//! asks) may. In one transaction the order takes the lines off (its stock back on the shelf)
//! and records what it owes back; after it, a card refund goes to the wallet provider, and the
//! mail tells the shopper what was cancelled and where the money goes.

use axum::{
    body::Bytes,
    extract::{Path, State},
    http::StatusCode,
    response::Response,
};
use serde::Serialize;
use utoipa::ToSchema;

use super::{account_of, messages::AfterSaleMsg, order_of_caller, pairs, refund};
use crate::{
    clock::now_secs,
    error::{AppResult, CustomerRefusal, Refusal},
    http::{member::Caller, private_json, Done},
    locale::Lang,
    order::{
        cancel::{self, By, CancelError, Cancellation, Pick},
        cancel_mail::{self, Refunded},
        model::{OrderStatus, PaymentMethod},
        refunds::{self, Account, Owed, RefundStatus},
        routes::{form_fields, not_found},
        store::{self, OrderView},
    },
    state::AppState,
};

/// The cancellation form.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct CancelForm {
    /// The pieces to cancel as `lineId:quantity`, comma-separated (`12:1,13:2`); empty or `all`:
    /// the whole order.
    lines: Option<String>,
    /// The order's email or phone, when the caller is neither its member nor its session.
    contact: Option<String>,
    /// The security code, once tracking's misses asked for it.
    security_code: Option<String>,
    /// Where a paid bank transfer is refunded: a Turkish IBAN (spaces allowed).
    iban: Option<String>,
    /// The IBAN's holder.
    account_holder: Option<String>,
}

/// The answer of a cancellation.
#[derive(Debug, Serialize, ToSchema)]
pub struct CancelReply {
    pub order_no: String,
    /// The order's status after it (`cancelled` when nothing is left).
    pub order_status: OrderStatus,
    /// Nothing is left of the order.
    pub whole: bool,
    /// The order's total now (kuruş).
    pub grand_total: i64,
    /// The refund this cancellation owes, if money had been taken.
    #[schema(required = true)]
    pub refund: Option<refunds::RefundView>,
    #[serde(flatten)]
    pub done: Done,
}

#[utoipa::path(post, path = "/srv/service/order/cancel/{order_no}", tag = "order",
    request_body(content = CancelForm, content_type = "application/x-www-form-urlencoded"),
    params(("order_no" = String, Path, description = "the ten digits, spaces allowed"),
           ("Authorization" = Option<String>, Header, description = "Bearer <token>, or the vitrin_member cookie")),
    responses((status = 200, body = CancelReply, description = "cancelled: the order's status and total after it, and the refund it owes"),
              (status = 403, body = CustomerRefusal, description = "tracked with a contact: the security code is needed, or was wrong"),
              (status = 404, body = CustomerRefusal, description = "no such order of the caller's, or the number and contact do not match"),
              (status = 409, body = CustomerRefusal, description = "the parcel has left, or the order is already cancelled"),
              (status = 413, body = CustomerRefusal, description = "a body over 16 KB"),
              (status = 422, body = CustomerRefusal, description = "lines not on the order or above what is left, or a paid transfer without a valid IBAN and its holder")))]
pub async fn cancel_order(
    State(state): State<AppState>,
    lang: Lang,
    caller: Caller,
    Path(order_no): Path<String>,
    body: Bytes,
) -> AppResult<Response> {
    let form = form_fields(&body)?;
    let field = |k: &str| form.get(k).map_or("", String::as_str);
    let (order_no, order) = order_of_caller(&state, &caller, &order_no, &form).await?;
    let pick = pick_of(field("lines"))?;
    if !order.cancellable {
        return Err(too_late(order.status));
    }
    let account = if refunds_to_iban(&order) {
        Some(account_of(field("iban"), field("account_holder"))?)
    } else {
        None
    };
    let now = now_secs();
    let mut tx = state.db.begin().await?;
    let done = cancel::cancel(&mut tx, &order_no, &pick, By::Shopper, now)
        .await
        .map_err(refusal)?;
    let owed = match (&account, done.method) {
        (Some((iban, holder)), PaymentMethod::BankTransfer) => {
            owe(
                &mut tx,
                &done,
                &order_no,
                Some(Account { iban, holder }),
                now,
            )
            .await?
        }
        // Paid between the page's look and this claim: the IBAN is needed after all.
        (None, PaymentMethod::BankTransfer) if done.was_paid() => {
            return Err(Refusal::unprocessable("iban", AfterSaleMsg::IbanInvalid).private())
        }
        (_, PaymentMethod::Card) => owe(&mut tx, &done, &order_no, None, now).await?,
        _ => None,
    };
    tx.commit().await?;
    pay_card(&state, &done, owed.as_ref()).await?;
    let after = store::find_with_lines(&state.db, &order_no)
        .await?
        .ok_or_else(not_found)?;
    let refund = after
        .refunds
        .iter()
        .find(|r| owed.as_ref().is_some_and(|o| o.refund_no == r.refund_no))
        .cloned();
    mail_shopper(&state, &after, &done, refund.as_ref());
    let msg = if done.whole {
        AfterSaleMsg::Cancelled
    } else {
        AfterSaleMsg::LinesCancelled
    };
    Ok(private_json(
        StatusCode::OK,
        CancelReply {
            order_no,
            order_status: after.status,
            whole: done.whole,
            grand_total: after.totals.grand_total,
            refund,
            done: Done::saying(msg.text(lang)),
        },
    ))
}

/// Records what a cancellation owes back, when money had been taken for it.
async fn owe(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    done: &Cancellation,
    order_no: &str,
    to: Option<Account<'_>>,
    now: i64,
) -> sqlx::Result<Option<Owed>> {
    if !done.was_paid() || done.amount <= 0 {
        return Ok(None);
    }
    let refund_no = refunds::record(tx, done.order_id, done.amount, to, now).await?;
    Ok(Some(Owed {
        refund_no,
        order_no: order_no.to_string(),
        amount: done.amount,
    }))
}

/// Sends a card's refund to the provider at once (the sweep sends it again if it cannot).
async fn pay_card(state: &AppState, done: &Cancellation, owed: Option<&Owed>) -> sqlx::Result<()> {
    if let Some(owed) = owed.filter(|_| done.method == PaymentMethod::Card) {
        refund::pay(state, owed).await?;
    }
    Ok(())
}

/// The back office cancels a whole order (its status call with `cancelled`): the stock goes back
/// as for a shopper's cancellation, and a paid card gets its money back through the provider (a
/// paid transfer the back office pays back itself; the history keeps the back office's note).
pub async fn cancel_by_shop(
    state: &AppState,
    order_no: &str,
    note: &str,
    now: i64,
) -> Result<(), CancelError> {
    let mut tx = state.db.begin().await?;
    let done = cancel::cancel(&mut tx, order_no, &Pick::Whole, By::Shop(note), now).await?;
    let owed = if done.method == PaymentMethod::Card {
        owe(&mut tx, &done, order_no, None, now).await?
    } else {
        None
    };
    tx.commit().await?;
    pay_card(state, &done, owed.as_ref()).await?;
    Ok(())
}

fn mail_shopper(
    state: &AppState,
    after: &OrderView,
    done: &Cancellation,
    refund: Option<&refunds::RefundView>,
) {
    // A refused card refund is the back office's to settle: the mail does not promise it.
    let refunded = refund
        .filter(|r| r.status != RefundStatus::Refused)
        .map(|r| Refunded {
            method: r.method,
            amount: r.amount,
            iban: &r.iban,
        });
    cancel_mail::send(&state.config, after, done, refunded);
}

/// A paid bank transfer goes back to an IBAN the shopper gives.
fn refunds_to_iban(order: &OrderView) -> bool {
    order.payment_method == PaymentMethod::BankTransfer
        && matches!(order.status, OrderStatus::Paid | OrderStatus::Preparing)
}

/// `lines` as typed: empty or `all` for the whole order, else `lineId:quantity` pairs.
fn pick_of(lines: &str) -> Result<Pick, Refusal> {
    let lines = lines.trim();
    if lines.is_empty() || lines.eq_ignore_ascii_case("all") {
        return Ok(Pick::Whole);
    }
    pairs(lines)
        .map(Pick::Lines)
        .ok_or_else(|| Refusal::unprocessable("lines", AfterSaleMsg::BadLines).private())
}

fn too_late(status: OrderStatus) -> Refusal {
    let msg = if status == OrderStatus::Cancelled {
        AfterSaleMsg::AlreadyCancelled
    } else {
        AfterSaleMsg::TooLate
    };
    Refusal::field(StatusCode::CONFLICT, "", msg).private()
}

fn refusal(e: CancelError) -> Refusal {
    match e {
        CancelError::NotFound => not_found(),
        CancelError::TooLate(status) => too_late(status),
        CancelError::BadLines => Refusal::unprocessable("lines", AfterSaleMsg::BadLines).private(),
        CancelError::Database(e) => Refusal::internal(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_pairs_of_a_line_and_a_quantity_or_the_whole_order() {
        assert_eq!(pick_of("").unwrap(), Pick::Whole);
        assert_eq!(pick_of(" ALL ").unwrap(), Pick::Whole);
        assert_eq!(
            pick_of("12:1, 13:2").unwrap(),
            Pick::Lines(vec![(12, 1), (13, 2)])
        );
        for bad in ["12", "12:x", "12:1,", ":1", "a:b"] {
            assert!(pick_of(bad).is_err(), "{bad}");
        }
    }
}
