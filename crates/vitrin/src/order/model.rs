//! The rules of an order: its statuses and the moves between them, how it is paid, its number,
//! and its totals recomputed from the catalog's prices.

use rand::Rng;

use super::config::{Carrier, CashOnDelivery};
use crate::cart::model::{vat_part, LinePrice};

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum OrderStatus {
    AwaitingPayment,
    Paid,
    Preparing,
    Shipped,
    Delivered,
    Cancelled,
    Returned,
}

impl OrderStatus {
    pub const ALL: [OrderStatus; 7] = [
        OrderStatus::AwaitingPayment,
        OrderStatus::Paid,
        OrderStatus::Preparing,
        OrderStatus::Shipped,
        OrderStatus::Delivered,
        OrderStatus::Cancelled,
        OrderStatus::Returned,
    ];

    pub fn code(self) -> &'static str {
        match self {
            OrderStatus::AwaitingPayment => "awaiting_payment",
            OrderStatus::Paid => "paid",
            OrderStatus::Preparing => "preparing",
            OrderStatus::Shipped => "shipped",
            OrderStatus::Delivered => "delivered",
            OrderStatus::Cancelled => "cancelled",
            OrderStatus::Returned => "returned",
        }
    }

    pub fn parse(code: &str) -> Option<OrderStatus> {
        Self::ALL.into_iter().find(|s| s.code() == code)
    }

    /// Whether an order in this status may move to `next`. Cancelling is possible until the
    /// parcel leaves; a return follows a shipment.
    pub fn can_become(self, next: OrderStatus) -> bool {
        use OrderStatus::*;
        matches!(
            (self, next),
            (AwaitingPayment, Paid | Cancelled)
                | (Paid, Preparing | Shipped | Cancelled)
                | (Preparing, Shipped | Cancelled)
                | (Shipped, Delivered | Returned)
                | (Delivered, Returned)
        )
    }

    /// Whether the order's stock goes back to the shelf when it enters this status.
    pub fn releases_stock(self) -> bool {
        matches!(self, OrderStatus::Cancelled)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum PaymentMethod {
    Card,
    BankTransfer,
    CashOnDelivery,
}

impl PaymentMethod {
    pub fn code(self) -> &'static str {
        match self {
            PaymentMethod::Card => "card",
            PaymentMethod::BankTransfer => "bank_transfer",
            PaymentMethod::CashOnDelivery => "cash_on_delivery",
        }
    }

    pub fn parse(code: &str) -> Option<PaymentMethod> {
        [
            PaymentMethod::Card,
            PaymentMethod::BankTransfer,
            PaymentMethod::CashOnDelivery,
        ]
        .into_iter()
        .find(|m| m.code() == code)
    }

    /// Card and transfer orders wait for their money; cash on delivery is paid at the door, so
    /// the shop prepares it at once.
    pub fn first_status(self) -> OrderStatus {
        match self {
            PaymentMethod::Card | PaymentMethod::BankTransfer => OrderStatus::AwaitingPayment,
            PaymentMethod::CashOnDelivery => OrderStatus::Preparing,
        }
    }
}

/// Digits of an order number.
pub const ORDER_NO_DIGITS: usize = 10;

/// A new order number: ten random digits, the first not zero (never a guessable sequence).
pub fn new_order_no(rng: &mut impl Rng) -> String {
    let first = rng.gen_range(1..=9u8);
    let mut no = first.to_string();
    for _ in 1..ORDER_NO_DIGITS {
        no.push(char::from(b'0' + rng.gen_range(0..=9u8)));
    }
    no
}

/// An order number as typed (spaces, dashes, a leading '#' allowed): its ten digits.
pub fn parse_order_no(text: &str) -> Option<String> {
    let digits: String = text
        .trim()
        .trim_start_matches('#')
        .chars()
        .filter(|c| !matches!(c, ' ' | '-'))
        .collect();
    (digits.len() == ORDER_NO_DIGITS && digits.bytes().all(|b| b.is_ascii_digit()))
        .then_some(digits)
}

/// An order number as shown and read over the phone: `482 133 9017`.
pub fn display_order_no(no: &str) -> String {
    if no.len() != ORDER_NO_DIGITS {
        return no.to_string();
    }
    format!("{} {} {}", &no[..3], &no[3..6], &no[6..])
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, utoipa::ToSchema)]
pub struct Totals {
    /// What the lines cost before any discount (unit price times quantity): the goods line a
    /// total is read from, less the discounts below.
    pub goods_total: i64,
    /// What the lines cost after their discounts.
    pub items_total: i64,
    /// Multi-buy tiers and subscriptions together.
    pub discount_total: i64,
    /// What the campaigns took off the lines (already out of `items_total`).
    pub campaign_discount: i64,
    /// What the coupon took off the lines (already out of `items_total`).
    pub coupon_discount: i64,
    pub shipping_fee: i64,
    pub payment_fee: i64,
    /// The VAT all of the above include.
    pub vat_total: i64,
    pub grand_total: i64,
}

#[cfg(test)]
impl Totals {
    /// Two dresses of 249,90 TL (10 % VAT) and 49,90 TL shipping (20 % VAT): the order the
    /// contracts' and the mails' tests show.
    pub(super) fn two_dresses() -> Totals {
        Totals {
            goods_total: 49_980,
            items_total: 49_980,
            discount_total: 0,
            campaign_discount: 0,
            coupon_discount: 0,
            shipping_fee: 4_990,
            payment_fee: 0,
            vat_total: 4_544 + 832,
            grand_total: 54_970,
        }
    }
}

/// A campaign an order got, as the order shows it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize, utoipa::ToSchema)]
pub struct OrderCampaign {
    pub id: i64,
    /// In the order's language.
    pub name: String,
    /// What it took off the goods, or (free shipping) the carrier's fee it waived, in kuruş.
    pub discount: i64,
    pub free_shipping: bool,
}

/// A line's colour and size as the contracts and the mail name them: " (Krem / 4 yaş)", or nothing.
pub fn variant_suffix(colour: &str, size: &str) -> String {
    let parts: Vec<&str> = [colour, size]
        .into_iter()
        .filter(|v| !v.is_empty())
        .collect();
    if parts.is_empty() {
        String::new()
    } else {
        format!(" ({})", parts.join(" / "))
    }
}

/// The carrier's price, or nothing from the shop's free-shipping threshold (0: never free).
pub fn shipping_fee(carrier: &Carrier, items_total: i64, free_threshold: i64) -> i64 {
    if free_threshold > 0 && items_total >= free_threshold {
        0
    } else {
        carrier.price
    }
}

/// Whether cash on delivery may pay an order of this total (fees aside).
pub fn cash_on_delivery_allowed(cod: &CashOnDelivery, total: i64) -> bool {
    cod.enabled && (cod.min_total..=cod.max_total).contains(&total)
}

/// The order's totals from its priced lines and fees; fees carry `fee_vat_percent` VAT.
pub fn totals(
    lines: &[LinePrice],
    shipping_fee: i64,
    payment_fee: i64,
    fee_vat_percent: i64,
) -> Totals {
    let items_total = lines.iter().map(|l| l.total).sum();
    let discount_total = lines
        .iter()
        .map(|l| l.tier_discount + l.subscription_discount)
        .sum();
    let vat_total = lines.iter().map(|l| l.vat).sum::<i64>()
        + vat_part(shipping_fee, fee_vat_percent)
        + vat_part(payment_fee, fee_vat_percent);
    Totals {
        goods_total: lines.iter().map(|l| l.gross).sum(),
        items_total,
        discount_total,
        campaign_discount: lines.iter().map(|l| l.campaign_discount).sum(),
        coupon_discount: lines.iter().map(|l| l.coupon_discount).sum(),
        shipping_fee,
        payment_fee,
        vat_total,
        grand_total: items_total + shipping_fee + payment_fee,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cart::model::{price_line, Tier};

    #[test]
    fn statuses_move_forward_only() {
        use OrderStatus::*;
        assert!(AwaitingPayment.can_become(Paid));
        assert!(AwaitingPayment.can_become(Cancelled));
        assert!(Preparing.can_become(Shipped));
        assert!(Shipped.can_become(Delivered));
        assert!(!Shipped.can_become(Cancelled));
        assert!(!Delivered.can_become(Paid));
        assert!(!Cancelled.can_become(Paid));
        for s in OrderStatus::ALL {
            assert_eq!(OrderStatus::parse(s.code()), Some(s));
            assert!(!s.can_become(s));
        }
    }

    #[test]
    fn order_numbers_are_ten_digits_read_in_three_groups() {
        let mut rng = rand::thread_rng();
        for _ in 0..100 {
            let no = new_order_no(&mut rng);
            assert_eq!(no.len(), 10);
            assert!(!no.starts_with('0'));
            assert_eq!(parse_order_no(&display_order_no(&no)), Some(no));
        }
        assert_eq!(
            parse_order_no("#482-133-9017").as_deref(),
            Some("4821339017")
        );
        assert_eq!(display_order_no("4821339017"), "482 133 9017");
        assert_eq!(parse_order_no("48213390"), None);
        assert_eq!(parse_order_no("48213390a7"), None);
    }

    /// Worked by hand: a 3-for tier of 10 % on 3 × 249.90 TL = 749.70, less 74.97 = 674.73;
    /// a subscription line 2 × 100.00 = 200.00 less 5 % = 190.00; shipping 49.90 (below the
    /// 1,000 TL threshold); VAT 10 % on the clothes, 20 % on shipping.
    #[test]
    fn totals_match_a_hand_computation() {
        let tiers = [Tier {
            min_qty: 3,
            max_qty: 99,
            percent: 10,
        }];
        let a = price_line(24_990, 3, &tiers, None, 10);
        assert_eq!((a.gross, a.tier_discount, a.total), (74_970, 7_497, 67_473));
        assert_eq!(a.vat, 6_134); // 674.73 × 10/110 = 61.339 → 61.34
        let b = price_line(10_000, 2, &[], Some(5), 10);
        assert_eq!(
            (b.subscription_discount, b.total, b.vat),
            (1_000, 19_000, 1_727)
        );
        let carrier = Carrier {
            code: "yurtici".into(),
            name: "Yurtiçi Kargo".into(),
            price: 4_990,
            same_day_cutoff: String::new(),
            tracking_url: String::new(),
            return_agreement: String::new(),
            webhook_secret: String::new(),
        };
        let shipping = shipping_fee(&carrier, 86_473, 100_000);
        assert_eq!(shipping, 4_990);
        let t = totals(&[a, b], shipping, 0, 20);
        assert_eq!(t.items_total, 86_473);
        assert_eq!(t.discount_total, 8_497);
        assert_eq!(t.vat_total, 6_134 + 1_727 + 832); // 49.90 × 20/120 = 8.316 → 8.32
        assert_eq!(t.grand_total, 91_463);
        assert_eq!(shipping_fee(&carrier, 100_000, 100_000), 0);
        assert_eq!(shipping_fee(&carrier, 100_000, 0), 4_990);
    }

    #[test]
    fn cash_on_delivery_has_limits() {
        let cod = CashOnDelivery::default();
        assert!(cash_on_delivery_allowed(&cod, 10_000));
        assert!(!cash_on_delivery_allowed(&cod, 500_001));
        let off = CashOnDelivery {
            enabled: false,
            ..CashOnDelivery::default()
        };
        assert!(!cash_on_delivery_allowed(&off, 10_000));
    }
}
