//! "Siparişiniz kargoya verildi": the mail of a parcel that left, with its carrier, its tracking
//! number and the carrier's page following it, in the order's language.

use std::sync::Arc;

use super::{
    mail::{dispatch, greeting_of, in_lang, shopper_name},
    model::OrderStatus,
    store::OrderView,
};
use crate::{
    config::Config,
    customer::mail::{self, Mail},
    locale::Lang,
};

struct Words {
    hello: &'static str,
    subject: &'static str,
    /// {number}
    shipped: &'static str,
    carrier: &'static str,
    tracking_no: &'static str,
    follow: &'static str,
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
    see_order: "تفاصيل طلبك:",
    signature: "vitrin",
};

fn words(lang: Lang) -> &'static Words {
    in_lang(lang, [&TR, &EN, &AR])
}

/// Sends the mail of the order's latest shipment in the background (a failure is logged).
pub fn send(config: &Arc<Config>, order: &OrderView) {
    let link = mail::storefront_link(config, order.lang, &format!("/order/{}", order.order_no));
    if let Some(mail) = compose(order, &link) {
        dispatch(config, mail);
    }
}

fn compose(order: &OrderView, order_link: &str) -> Option<Mail> {
    let shipment = order
        .history
        .iter()
        .rev()
        .find(|h| h.status == OrderStatus::Shipped)?;
    let w = words(order.lang);
    let name = shopper_name(order);
    let mut body = format!("{},\n\n", greeting_of(w.hello, &name));
    body.push_str(&w.shipped.replace("{number}", &order.display_no));
    body.push_str("\n\n");
    if !shipment.carrier.is_empty() {
        body.push_str(&format!("{}: {}\n", w.carrier, shipment.carrier));
    }
    body.push_str(&format!("{}: {}\n\n", w.tracking_no, shipment.tracking_no));
    if let Some(url) = &shipment.tracking_url {
        body.push_str(&format!("{}\n{url}\n\n", w.follow));
    }
    body.push_str(&format!(
        "{}\n{order_link}\n\n{}\n",
        w.see_order, w.signature
    ));
    Some(Mail {
        to: order.email.clone(),
        subject: format!("{}: {}", w.subject, order.display_no),
        body,
        kind: "order-shipped",
    })
}
