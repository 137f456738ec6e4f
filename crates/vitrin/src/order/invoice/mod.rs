//! The e-Archive invoice data of a paid order (e-Arşiv fatura, UBL-TR 1.2, profile
//! `EARSIVFATURA`), for the shop's integrator to sign, number and send to the tax authority: the
//! seller, the buyer by TCKN (a person; 11111111111 without one) or VKN and tax office (a
//! company) from the invoice address, the lines still bought with their VAT, the shipping and
//! payment fees as lines of their own, how it was paid and where it went.
//!
//! Amounts follow the order: each line's amount before VAT is its total less its VAT part, and
//! the VAT of each rate is counted on the sum of its lines, as the rules check; what rounding
//! leaves between that and what the shopper paid is written as the payable rounding, so the
//! payable amount is always the order's total.

pub mod issued;
pub mod summary;
mod ubl;

use std::collections::BTreeMap;

use sha2::{Digest, Sha256};

use self::ubl::{customer, header, invoice_line, payment, supplier, totals, turkish_time, Xml};
use super::{
    config::Seller,
    model::{OrderStatus, PaymentMethod},
    returns::{ReturnStatus, ReturnView},
    store::{OrderLineView, OrderView},
};

/// What an invoice is made of besides the order.
#[derive(Debug, Clone, Copy)]
pub struct InvoiceParty<'a> {
    pub seller: &'a Seller,
    /// The shop's address on the web.
    pub website: &'a str,
    /// The series of the shop's invoice numbers (three capitals or digits).
    pub series: &'a str,
    /// The VAT rate of the shipping and payment fees.
    pub fee_vat_percent: i64,
}

impl<'a> InvoiceParty<'a> {
    /// The shop's configured seller, address and invoice series.
    pub fn of(config: &'a crate::config::Config) -> Self {
        Self {
            seller: &config.checkout.seller,
            website: &config.public_url,
            series: &config.checkout.invoice_series,
            fee_vat_percent: config.checkout.fee_vat_percent,
        }
    }
}

/// An order's invoice data, as the back office takes it.
#[derive(Debug, Clone, serde::Serialize)]
pub struct InvoiceData {
    pub order_no: String,
    pub invoice_no: String,
    /// The UBL-TR document.
    pub xml: String,
}

/// The invoice data of `order` made at `now` (its shipping time when it has left), when it has
/// one (see [`invoiceable`]).
pub fn of(order: &OrderView, party: &InvoiceParty<'_>, now: i64) -> Option<InvoiceData> {
    if !invoiceable(order) {
        return None;
    }
    let issued = shipped_at(order).unwrap_or(now);
    Some(InvoiceData {
        order_no: order.order_no.clone(),
        invoice_no: sale_no(order, party),
        xml: sale_xml(order, party, issued),
    })
}

/// The return invoices of the order's approved returns, each issued when it was approved.
pub fn of_returns(order: &OrderView, party: &InvoiceParty<'_>) -> Vec<InvoiceData> {
    order
        .returns
        .iter()
        .filter_map(|ret| {
            let (invoice_no, xml) = return_xml(order, ret, party, ret.updated_at)?;
            Some(InvoiceData {
                order_no: order.order_no.clone(),
                invoice_no,
                xml,
            })
        })
        .collect()
}

fn sale_no(order: &OrderView, party: &InvoiceParty<'_>) -> String {
    let (_, _, year) = turkish_time(order.created_at);
    invoice_no(party.series, year, order_id_digits(order))
}

/// Whether the order has an invoice: its money was taken (cash on delivery: once it is on its
/// way to be paid at the door).
pub fn invoiceable(order: &OrderView) -> bool {
    match order.status {
        OrderStatus::AwaitingPayment | OrderStatus::Cancelled => false,
        OrderStatus::Paid | OrderStatus::Preparing => {
            order.payment_method != PaymentMethod::CashOnDelivery
        }
        OrderStatus::Shipped | OrderStatus::Delivered | OrderStatus::Returned => true,
    }
}

/// The invoice's number as the shop drafts it: the series, the year the order was placed and the
/// order's id in nine digits (the integrator may number it again).
pub fn invoice_no(series: &str, year: i32, id: i64) -> String {
    format!("{series}{year}{id:09}")
}

/// A UUID the same for the same invoice every time it is asked (the integrator knows a repeated
/// invoice by it), from the invoice's number.
fn uuid_of(invoice_no: &str) -> String {
    let h = Sha256::digest(invoice_no.as_bytes());
    let hex: String = hex::encode(&h[..16]);
    // Shaped as a version 4 UUID.
    format!(
        "{}-{}-4{}-a{}-{}",
        &hex[0..8],
        &hex[8..12],
        &hex[13..16],
        &hex[17..20],
        &hex[20..32]
    )
}

/// A line as invoiced (kuruş).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Line {
    name: String,
    code: String,
    quantity: i64,
    /// The unit price before VAT.
    price: i64,
    /// The amount before VAT.
    amount: i64,
    vat_percent: i64,
}

impl Line {
    /// What the line takes off the quantity times the price (its discount; below zero a charge
    /// that rounding left).
    fn allowance(&self) -> i64 {
        self.quantity * self.price - self.amount
    }

    fn vat(&self) -> i64 {
        round_div(self.amount * self.vat_percent, 100)
    }
}

/// `a / b` rounded half up (both positive).
fn round_div(a: i64, b: i64) -> i64 {
    (2 * a + b).div_euclid(2 * b)
}

/// The part of a gross amount before its VAT.
fn net_of(gross: i64, vat_percent: i64) -> i64 {
    round_div(gross * 100, 100 + vat_percent)
}

fn lines_of(order: &OrderView, fee_vat_percent: i64) -> Vec<Line> {
    let mut lines: Vec<Line> = order
        .lines
        .iter()
        .filter(|l| l.quantity > l.cancelled_quantity)
        .map(sold_line)
        .collect();
    let fees = [
        (SHIPPING, order.totals.shipping_fee),
        (CASH_ON_DELIVERY, order.totals.payment_fee),
    ];
    for (name, fee) in fees.into_iter().filter(|(_, fee)| *fee > 0) {
        lines.push(fee_line(name, fee, fee_vat_percent));
    }
    lines
}

/// A line of the order as sold: the pieces still bought.
fn sold_line(l: &OrderLineView) -> Line {
    let variant = [l.colour.as_str(), l.size.as_str()]
        .into_iter()
        .filter(|v| !v.is_empty())
        .collect::<Vec<_>>()
        .join(", ");
    Line {
        name: if variant.is_empty() {
            l.title.clone()
        } else {
            format!("{}, {variant}", l.title)
        },
        code: format!("{}-{}", l.product_id, l.variant_id),
        quantity: l.quantity - l.cancelled_quantity,
        price: net_of(l.unit_price, l.vat_percent),
        amount: net_of(l.total, l.vat_percent),
        vat_percent: l.vat_percent,
    }
}

/// A fee (shipping, cash on delivery) as a line of one.
fn fee_line(name: &str, fee: i64, vat_percent: i64) -> Line {
    let amount = net_of(fee, vat_percent);
    Line {
        name: name.into(),
        code: String::new(),
        quantity: 1,
        price: amount,
        amount,
        vat_percent,
    }
}

/// The order's e-Archive invoice data as UBL-TR XML, issued at `issued` (unix seconds).
pub fn sale_xml(order: &OrderView, party: &InvoiceParty<'_>, issued: i64) -> String {
    let id = sale_no(order, party);
    let lines = lines_of(order, party.fee_vat_percent);
    let mut x = Xml::new();
    x.open_root();
    header(&mut x, &id, issued, "SATIS", order, lines.len());
    supplier(&mut x, party);
    customer(&mut x, order);
    payment(&mut x, order);
    totals(&mut x, &lines, order.totals.grand_total);
    for (n, line) in lines.iter().enumerate() {
        invoice_line(&mut x, n + 1, line);
    }
    x.close("Invoice");
    x.finish()
}

/// The return invoice (iade faturası) of the approved return `ret` of `order`, issued at `issued`:
/// the pieces sent back for their money at their part of the lines (and the shipping when it
/// was refunded), referring to the sale's invoice: its number and document. None for a return
/// not approved or one that only exchanged sizes.
pub fn return_xml(
    order: &OrderView,
    ret: &ReturnView,
    party: &InvoiceParty<'_>,
    issued: i64,
) -> Option<(String, String)> {
    let (lines, paid) = return_lines(order, ret, party.fee_vat_percent)?;
    let (_, _, year) = turkish_time(ret.created_at);
    let return_no: i64 = ret
        .return_no
        .rsplit('R')
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1);
    let id = invoice_no(
        party.series,
        year,
        order_id_digits(order) % 10_000_000 * 100 + return_no,
    );
    let sale_issued = shipped_at(order).unwrap_or(order.created_at);
    let mut x = Xml::new();
    x.open_root();
    header(&mut x, &id, issued, "IADE", order, lines.len());
    x.open("cac:BillingReference");
    x.open("cac:InvoiceDocumentReference");
    x.text("cbc:ID", &sale_no(order, party));
    x.text("cbc:IssueDate", &turkish_time(sale_issued).0);
    x.text("cbc:DocumentTypeCode", "IADE");
    x.close("cac:InvoiceDocumentReference");
    x.close("cac:BillingReference");
    supplier(&mut x, party);
    customer(&mut x, order);
    totals(&mut x, &lines, paid);
    for (n, line) in lines.iter().enumerate() {
        invoice_line(&mut x, n + 1, line);
    }
    x.close("Invoice");
    Some((id, x.finish()))
}

/// The lines of the approved return `ret` with money back, and what they cost with VAT: each
/// piece at its part of what its line still costs, and the shipping when it was refunded.
fn return_lines(
    order: &OrderView,
    ret: &ReturnView,
    fee_vat_percent: i64,
) -> Option<(Vec<Line>, i64)> {
    if ret.status != ReturnStatus::Approved || ret.refund_amount <= 0 {
        return None;
    }
    let pieces: Vec<(&OrderLineView, i64, i64)> = ret
        .lines
        .iter()
        .filter(|r| r.exchange_size.is_empty())
        .filter_map(|r| {
            let line = order.lines.iter().find(|l| l.id == r.line_id)?;
            let kept = (line.quantity - line.cancelled_quantity).max(1);
            Some((line, r.quantity, line.total * r.quantity / kept))
        })
        .collect();
    let mut paid: i64 = pieces.iter().map(|(_, _, gross)| gross).sum();
    let mut lines: Vec<Line> = pieces
        .iter()
        .map(|(line, quantity, gross)| Line {
            quantity: *quantity,
            amount: net_of(*gross, line.vat_percent),
            ..sold_line(line)
        })
        .collect();
    let shipping = order.totals.shipping_fee;
    if shipping > 0 && ret.refund_amount >= paid + shipping {
        lines.push(fee_line(SHIPPING, shipping, fee_vat_percent));
        paid += shipping;
    }
    (!lines.is_empty()).then_some((lines, paid))
}

/// When the order's parcel left (its sale's invoice is dated then).
fn shipped_at(order: &OrderView) -> Option<i64> {
    order
        .history
        .iter()
        .find(|h| h.status == OrderStatus::Shipped && h.event.is_none())
        .map(|h| h.at)
}

/// Each VAT rate's base (the sum of its lines before VAT) and its VAT on that base, as the
/// invoice's totals count them.
fn vat_by_rate(lines: &[Line]) -> BTreeMap<i64, (i64, i64)> {
    let mut by_rate: BTreeMap<i64, (i64, i64)> = BTreeMap::new();
    for line in lines {
        by_rate.entry(line.vat_percent).or_default().0 += line.amount;
    }
    for (rate, (base, vat)) in by_rate.iter_mut() {
        *vat = round_div(*base * *rate, 100);
    }
    by_rate
}

/// The address the invoice is made out to: the invoice address, else the delivery address.
fn billed(order: &OrderView) -> &serde_json::Value {
    if order.invoice_address.is_object() {
        &order.invoice_address
    } else {
        &order.delivery_address
    }
}

/// A field of an address as the order copied it.
fn field<'a>(address: &'a serde_json::Value, key: &str) -> &'a str {
    address
        .get(key)
        .and_then(|v| v.as_str())
        .unwrap_or("")
        .trim()
}

/// Whether the invoice goes to a company: a corporate invoice address with a VKN of ten digits
/// (else to the person, by their TCKN).
fn corporate(address: &serde_json::Value) -> bool {
    field(address, "invoice_type") == "corporate" && field(address, "vkn").len() == 10
}

/// The names of the fees' lines.
const SHIPPING: &str = "Kargo Hizmet Bedeli";
const CASH_ON_DELIVERY: &str = "Kapıda Ödeme Hizmet Bedeli";

/// Digits that tell the order apart in an invoice number: its number's last nine (the
/// integrator gives the invoice its number in the year's series when it signs it).
fn order_id_digits(order: &OrderView) -> i64 {
    order.order_no[order.order_no.len().saturating_sub(9)..]
        .parse()
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::{ubl::money, *};

    #[test]
    fn amounts_split_into_their_part_before_vat_and_the_vat_of_that_part() {
        // 149.90 TL with 10% VAT: 136.27 before it.
        assert_eq!(net_of(14_990, 10), 13_627);
        assert_eq!(round_div(13_627 * 10, 100), 1_363);
        assert_eq!(money(66_423), "664.23");
        assert_eq!(money(5), "0.05");
        assert_eq!(money(-3), "-0.03");
    }

    #[test]
    fn an_invoice_number_and_uuid_are_the_same_every_time() {
        assert_eq!(invoice_no("VTR", 2026, 482_133_901), "VTR2026482133901");
        let uuid = uuid_of("VTR2026482133901");
        assert_eq!(uuid, uuid_of("VTR2026482133901"));
        assert_eq!(uuid.len(), 36);
        assert_eq!(&uuid[14..15], "4");
        assert_ne!(uuid, uuid_of("VTR2026482133902"));
    }

    #[test]
    fn a_turkish_day_starts_three_hours_before_utcs() {
        // 2026-11-18 21:30 UTC is 00:30 on the 19th in Turkey.
        let at = 1_795_037_400;
        assert_eq!(
            turkish_time(at),
            ("2026-11-19".into(), "00:30:00".into(), 2026)
        );
    }
}
