//! "Siparişiniz kargoya verildi": the mail of a parcel that left, with its carrier, its tracking
//! number, the carrier's page following it and the pieces inside, in the order's language.

use std::sync::Arc;

use super::{
    mail::{dispatch, in_lang, opening, order_link, to_shopper},
    store::OrderView,
};
use crate::{config::Config, locale::Lang, mail::Mail};

struct Words {
    hello: &'static str,
    subject: &'static str,
    /// {number}
    shipped: &'static str,
    carrier: &'static str,
    tracking_no: &'static str,
    follow: &'static str,
    inside: &'static str,
    /// Said when pieces of the order are still to ship.
    rest_follows: &'static str,
    see_order: &'static str,
    signature: &'static str,
}

static TR: Words = Words {
    hello: "Merhaba",
    subject: "Siparişiniz kargoya verildi",
    shipped: "{number} numaralı siparişiniz kargoya verildi.",
    carrier: "Kargo firması",
    tracking_no: "Takip numarası",
    follow: "Kargonuzu buradan takip edebilirsiniz:",
    inside: "Bu paketteki ürünler:",
    rest_follows: "Siparişinizin diğer ürünleri ayrı bir paketle gönderilecek.",
    see_order: "Siparişinizin ayrıntıları:",
    signature: "vitrin",
};

static EN: Words = Words {
    hello: "Hello",
    subject: "Your order has been shipped",
    shipped: "Your order {number} has been handed to the carrier.",
    carrier: "Carrier",
    tracking_no: "Tracking number",
    follow: "Follow your parcel here:",
    inside: "In this parcel:",
    rest_follows: "The rest of your order will follow in another parcel.",
    see_order: "Your order:",
    signature: "vitrin",
};

static AR: Words = Words {
    hello: "مرحبًا",
    subject: "تم شحن طلبك",
    shipped: "تم تسليم طلبك رقم {number} إلى شركة الشحن.",
    carrier: "شركة الشحن",
    tracking_no: "رقم التتبع",
    follow: "تابع شحنتك من هنا:",
    inside: "محتويات هذا الطرد:",
    rest_follows: "ستصلك بقية منتجات طلبك في طرد آخر.",
    see_order: "تفاصيل طلبك:",
    signature: "vitrin",
};

fn words(lang: Lang) -> &'static Words {
    in_lang(lang, [&TR, &EN, &AR])
}

/// Sends the mail of the order's latest parcel in the background (a failure is logged).
pub fn send(config: &Arc<Config>, order: &OrderView) {
    if let Some(mail) = compose(order, &order_link(config, order)) {
        dispatch(config, mail);
    }
}

fn compose(order: &OrderView, order_link: &str) -> Option<Mail> {
    let parcel = order.parcels.last()?;
    let w = words(order.lang);
    let mut body = opening(w.hello, order);
    body.push_str(&w.shipped.replace("{number}", &order.display_no));
    body.push_str("\n\n");
    if !parcel.carrier.is_empty() {
        body.push_str(&format!("{}: {}\n", w.carrier, parcel.carrier));
    }
    body.push_str(&format!("{}: {}\n\n", w.tracking_no, parcel.tracking_no));
    if let Some(url) = &parcel.tracking_url {
        body.push_str(&format!("{}\n{url}\n\n", w.follow));
    }
    body.push_str(&format!("{}\n", w.inside));
    for piece in &parcel.lines {
        if let Some(line) = order.lines.iter().find(|l| l.id == piece.line_id) {
            let size = if line.size.is_empty() {
                String::new()
            } else {
                format!(" ({})", line.size)
            };
            body.push_str(&format!("- {} × {}{size}\n", piece.quantity, line.title));
        }
    }
    body.push('\n');
    let shipped: i64 = order
        .parcels
        .iter()
        .flat_map(|p| &p.lines)
        .map(|l| l.quantity)
        .sum();
    let bought: i64 = order
        .lines
        .iter()
        .map(|l| l.quantity - l.cancelled_quantity)
        .sum();
    if shipped < bought {
        body.push_str(&format!("{}\n\n", w.rest_follows));
    }
    body.push_str(&format!(
        "{}\n{order_link}\n\n{}\n",
        w.see_order, w.signature
    ));
    Some(to_shopper(
        order,
        w.subject,
        &order.display_no,
        body,
        "order-shipped",
    ))
}
