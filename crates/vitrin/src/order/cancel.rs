//! Cancelling an order before its parcel leaves: the whole order, or some pieces of some lines.
//! The order's row is claimed first, under the statuses that allow it, so a cancellation and the
//! back office's "shipped" cannot both pass; then the lines count what was cancelled, the totals
//! lose the cancelled part, the stock goes back on the shelf and the history says so. What the
//! shopper gets back is the after-sale flow's business (`aftersale`).

use sqlx::{Any, Row, Transaction};

use super::{
    claim::claim,
    history::record_status_note,
    model::{OrderStatus, PaymentMethod},
    store::totals_of,
};
use crate::catalog::stock;

/// What to cancel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pick {
    /// Everything still on the order.
    Whole,
    /// Pieces of lines: (line id, quantity); one line may be named more than once.
    Lines(Vec<(i64, i64)>),
}

/// The history's note of a cancellation of some lines (the status stays).
pub const LINES_CANCELLED: &str = "lines_cancelled";
/// The history's note of an order its shopper cancelled.
pub const CANCELLED_BY_SHOPPER: &str = "cancelled_by_shopper";

/// Who cancels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum By<'a> {
    Shopper,
    /// The back office (its status call), with its own note for the history.
    Shop(&'a str),
}

/// A line as a cancellation took pieces of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CancelledLine {
    pub title: String,
    pub colour: String,
    pub size: String,
    pub quantity: i64,
}

/// A cancellation done (inside the caller's transaction). Lines cancelled from an order that
/// goes on count as cancelled on the line, and the order's totals lose their part.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cancellation {
    pub order_id: i64,
    /// Nothing is left on the order: it is cancelled.
    pub whole: bool,
    /// The status the order was in.
    pub was: OrderStatus,
    pub method: PaymentMethod,
    /// Kuruş the order's total lost: the cancelled lines' part, or for the whole order all that
    /// was still on it (fees included).
    pub amount: i64,
    pub lines: Vec<CancelledLine>,
}

impl Cancellation {
    /// Whether the shop had taken the money of what was cancelled (a card or a transfer that
    /// was paid; cash on delivery is paid at the door).
    pub fn was_paid(&self) -> bool {
        self.method != PaymentMethod::CashOnDelivery
            && matches!(self.was, OrderStatus::Paid | OrderStatus::Preparing)
    }
}

#[derive(Debug, thiserror::Error)]
pub enum CancelError {
    #[error("no such order")]
    NotFound,
    /// The parcel has left (or the order ended): its status.
    #[error("the order cannot be cancelled any more")]
    TooLate(OrderStatus),
    /// A line of another order, no quantity, or more than is left of a line.
    #[error("the lines asked are not on the order")]
    BadLines,
    #[error(transparent)]
    Database(#[from] sqlx::Error),
}

/// The statuses an order may be cancelled in by its shopper.
pub fn cancellable(status: OrderStatus) -> bool {
    status.can_become(OrderStatus::Cancelled)
}

/// A line of the order, as a cancellation or a return reads it.
pub(super) struct Line {
    pub(super) id: i64,
    pub(super) product_id: i64,
    variant_id: i64,
    left: i64,
    pub(super) quantity: i64,
    pub(super) cancelled: i64,
    pub(super) total: i64,
    vat: i64,
    discount: i64,
    campaign_discount: i64,
    coupon_discount: i64,
    title: String,
    colour: String,
    size: String,
}

/// The part of `value` that `count` of `quantity` pieces carry, rounded down (all of it at
/// `count == quantity`), so parts taken one after another add up to the whole.
fn share(value: i64, count: i64, quantity: i64) -> i64 {
    value * count / quantity.max(1)
}

/// What is left of a line's `value` (its total, its VAT) once `cancelled` of its `quantity`
/// pieces are cancelled: what the order's totals still count of it.
pub fn left_of(value: i64, quantity: i64, cancelled: i64) -> i64 {
    value - share(value, cancelled, quantity)
}

/// Cancels `pick` of the order `order_no` at `now`, inside `tx`.
pub async fn cancel(
    tx: &mut Transaction<'_, Any>,
    order_no: &str,
    pick: &Pick,
    by: By<'_>,
    now: i64,
) -> Result<Cancellation, CancelError> {
    let from: Vec<String> = OrderStatus::ALL
        .into_iter()
        .filter(|s| cancellable(*s))
        .map(|s| format!("'{}'", s.code()))
        .collect();
    // The status codes are our own constants, never text from a request.
    let claimed = claim(
        tx,
        order_no,
        &format!("AND status IN ({})", from.join(", ")),
        "id, status, payment_method, items_total, discount_total, coupon_discount, \
         campaign_discount, shipping_fee, payment_fee, vat_total, grand_total",
        now,
    )
    .await?;
    let order = claimed.map_err(|status| match status {
        Some(status) => CancelError::TooLate(status),
        None => CancelError::NotFound,
    })?;
    let order_id: i64 = order.get("id");
    let was = OrderStatus::parse(&order.get::<String, _>("status")).ok_or(CancelError::NotFound)?;
    let method = PaymentMethod::parse(&order.get::<String, _>("payment_method"))
        .unwrap_or(PaymentMethod::Card);
    let lines = lines_of(tx, order_id).await?;
    let wanted = wanted(&lines, pick)?;
    // Nothing left: the order is cancelled as a whole, its lines and totals kept as they were
    // (as when the back office or an unpaid deadline cancels it).
    let whole = lines.iter().zip(&wanted).all(|(l, w)| l.left == *w);
    let mut cancelled = Vec::new();
    let mut lost = super::model::Totals::default();
    for (line, count) in lines.iter().zip(&wanted) {
        if *count == 0 {
            continue;
        }
        stock::put_back(tx, line.product_id, line.variant_id, *count, now).await?;
        cancelled.push(CancelledLine {
            title: line.title.clone(),
            colour: line.colour.clone(),
            size: line.size.clone(),
            quantity: *count,
        });
        if whole {
            continue;
        }
        let after = line.cancelled + count;
        let part =
            |v: i64| share(v, after, line.quantity) - share(v, line.cancelled, line.quantity);
        lost.items_total += part(line.total);
        lost.discount_total += part(line.discount);
        lost.campaign_discount += part(line.campaign_discount);
        lost.coupon_discount += part(line.coupon_discount);
        lost.vat_total += part(line.vat);
        sqlx::query("UPDATE order_lines SET cancelled_quantity = $1 WHERE id = $2")
            .bind(after)
            .bind(line.id)
            .execute(&mut **tx)
            .await?;
    }
    let amount = if whole {
        totals_of(&order).grand_total
    } else {
        sqlx::query(
            "UPDATE orders SET items_total = items_total - $1, discount_total = discount_total \
             - $2, vat_total = vat_total - $3, grand_total = grand_total - $1, \
             coupon_discount = coupon_discount - $5, \
             campaign_discount = campaign_discount - $6 WHERE id = $4",
        )
        .bind(lost.items_total)
        .bind(lost.discount_total)
        .bind(lost.vat_total)
        .bind(order_id)
        .bind(lost.coupon_discount)
        .bind(lost.campaign_discount)
        .execute(&mut **tx)
        .await?;
        lost.items_total
    };
    if whole {
        sqlx::query("UPDATE orders SET status = $1 WHERE id = $2")
            .bind(OrderStatus::Cancelled.code())
            .bind(order_id)
            .execute(&mut **tx)
            .await?;
        let note = match by {
            By::Shopper => CANCELLED_BY_SHOPPER,
            By::Shop(note) => note,
        };
        record_status_note(tx, order_id, OrderStatus::Cancelled, note, now).await?;
        crate::promotions::store::release(tx, order_id, now).await?;
    } else {
        record_status_note(tx, order_id, was, LINES_CANCELLED, now).await?;
    }
    Ok(Cancellation {
        order_id,
        whole,
        was,
        method,
        amount,
        lines: cancelled,
    })
}

/// The lines of the order `order_id`, in their order.
pub(super) async fn lines_of(
    tx: &mut Transaction<'_, Any>,
    order_id: i64,
) -> sqlx::Result<Vec<Line>> {
    let rows = sqlx::query(
        "SELECT id, product_id, variant_id, quantity, cancelled_quantity, total, vat, \
         tier_discount, subscription_discount, coupon_discount, campaign_discount, title, \
         colour, size \
         FROM order_lines \
         WHERE order_id = $1 ORDER BY id",
    )
    .bind(order_id)
    .fetch_all(&mut **tx)
    .await?;
    Ok(rows
        .iter()
        .map(|r| {
            let quantity: i64 = r.get("quantity");
            let cancelled: i64 = r.get("cancelled_quantity");
            Line {
                id: r.get("id"),
                product_id: r.get("product_id"),
                variant_id: r.get("variant_id"),
                left: quantity - cancelled,
                quantity,
                cancelled,
                total: r.get("total"),
                vat: r.get("vat"),
                discount: r.get::<i64, _>("tier_discount")
                    + r.get::<i64, _>("subscription_discount"),
                campaign_discount: r.get("campaign_discount"),
                coupon_discount: r.get("coupon_discount"),
                title: r.get("title"),
                colour: r.get("colour"),
                size: r.get("size"),
            }
        })
        .collect())
}

/// How many pieces of each line (in the lines' order) `pick` takes; refused for a line not on
/// the order, a quantity under one, more than is left of a line, or nothing at all.
fn wanted(lines: &[Line], pick: &Pick) -> Result<Vec<i64>, CancelError> {
    let mut wanted = vec![0; lines.len()];
    match pick {
        Pick::Whole => {
            for (w, l) in wanted.iter_mut().zip(lines) {
                *w = l.left;
            }
        }
        Pick::Lines(picks) => {
            for (id, count) in picks {
                let at = lines
                    .iter()
                    .position(|l| l.id == *id)
                    .ok_or(CancelError::BadLines)?;
                if *count < 1 {
                    return Err(CancelError::BadLines);
                }
                wanted[at] += count;
                if wanted[at] > lines[at].left {
                    return Err(CancelError::BadLines);
                }
            }
        }
    }
    if wanted.iter().all(|w| *w == 0) {
        return Err(CancelError::BadLines);
    }
    Ok(wanted)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_taken_one_by_one_add_up_to_the_line() {
        // 3 pieces for 674.73 TL: cancelled one at a time, the parts sum to the line exactly.
        let total = 67_473;
        let parts: Vec<i64> = (1..=3)
            .map(|n| share(total, n, 3) - share(total, n - 1, 3))
            .collect();
        assert_eq!(parts, vec![22_491, 22_491, 22_491]);
        assert_eq!(parts.iter().sum::<i64>(), total);
        let odd = 10_001;
        let sum: i64 = (1..=3)
            .map(|n| share(odd, n, 3) - share(odd, n - 1, 3))
            .sum();
        assert_eq!(sum, odd);
    }

    fn line(id: i64, quantity: i64, cancelled: i64) -> Line {
        Line {
            id,
            product_id: 1,
            variant_id: 1,
            left: quantity - cancelled,
            quantity,
            cancelled,
            total: 1_000 * quantity,
            vat: 0,
            discount: 0,
            campaign_discount: 0,
            coupon_discount: 0,
            title: String::new(),
            colour: String::new(),
            size: String::new(),
        }
    }

    #[test]
    fn a_pick_takes_only_what_is_left_of_the_orders_own_lines() {
        let lines = [line(7, 2, 0), line(8, 3, 1)];
        assert_eq!(wanted(&lines, &Pick::Whole).unwrap(), vec![2, 2]);
        assert_eq!(
            wanted(&lines, &Pick::Lines(vec![(8, 1), (8, 1)])).unwrap(),
            vec![0, 2]
        );
        for bad in [
            vec![(9, 1)],
            vec![(7, 0)],
            vec![(7, -1)],
            vec![(8, 3)],
            vec![(7, 2), (7, 1)],
            vec![],
        ] {
            assert!(
                matches!(
                    wanted(&lines, &Pick::Lines(bad.clone())),
                    Err(CancelError::BadLines)
                ),
                "{bad:?}"
            );
        }
        let spent = [line(7, 2, 2)];
        assert!(matches!(
            wanted(&spent, &Pick::Whole),
            Err(CancelError::BadLines)
        ));
    }
}
