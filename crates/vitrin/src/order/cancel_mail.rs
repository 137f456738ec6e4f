//! The mail of a cancellation the shopper made: what was cancelled, what the order comes to now,
//! and where the money goes back (the card, the IBAN given, or nowhere when nothing was paid), in
//! the order's language.

use std::sync::Arc;

use super::{
    cancel::Cancellation,
    mail::{dispatch, in_lang, opening, order_link, to_shopper},
    model::variant_suffix,
    refunds::RefundMethod,
    store::OrderView,
};
use crate::{
    config::Config,
    locale::{format_money, Lang, Money},
    mail::Mail,
};

struct Words {
    hello: &'static str,
    whole_subject: &'static str,
    lines_subject: &'static str,
    /// {number}
    whole: &'static str,
    /// {number}
    lines: &'static str,
    quantity: &'static str,
    /// {total}
    new_total: &'static str,
    /// {amount}
    to_card: &'static str,
    /// {amount}, {iban}
    to_iban: &'static str,
    nothing_paid: &'static str,
    see_order: &'static str,
    signature: &'static str,
}

static TR: Words = Words {
    hello: "Merhaba",
    whole_subject: "Siparişiniz iptal edildi",
    lines_subject: "Siparişinizdeki ürünler iptal edildi",
    whole: "{number} numaralı siparişinizi isteğiniz üzerine iptal ettik.",
    lines: "{number} numaralı siparişinizden isteğiniz üzerine şu ürünleri iptal ettik:",
    quantity: "adet",
    new_total: "Siparişinizin yeni toplamı: {total}",
    to_card: "{amount} tutarındaki iade kartınıza gönderildi; bankanıza göre hesabınıza yansıması birkaç iş günü sürebilir.",
    to_iban: "{amount} tutarındaki iade, verdiğiniz {iban} numaralı IBAN'a en geç 10 gün içinde gönderilecek.",
    nothing_paid: "Bu ürünler için sizden bir ödeme alınmadığından iade gerekmiyor.",
    see_order: "Siparişinizin durumunu buradan izleyebilirsiniz:",
    signature: "vitrin",
};

static EN: Words = Words {
    hello: "Hello",
    whole_subject: "Your order has been cancelled",
    lines_subject: "Items of your order have been cancelled",
    whole: "As you asked, we have cancelled your order {number}.",
    lines: "As you asked, we have cancelled these items of your order {number}:",
    quantity: "pcs",
    new_total: "Your order's new total: {total}",
    to_card: "A refund of {amount} has been sent to your card; depending on your bank it may take a few working days to show.",
    to_iban: "A refund of {amount} will be sent to the IBAN you gave, {iban}, within 10 days.",
    nothing_paid: "Nothing was charged for these items, so there is nothing to refund.",
    see_order: "Follow your order here:",
    signature: "vitrin",
};

static AR: Words = Words {
    hello: "مرحبًا",
    whole_subject: "تم إلغاء طلبك",
    lines_subject: "تم إلغاء منتجات من طلبك",
    whole: "بناءً على طلبك، ألغينا طلبك رقم {number}.",
    lines: "بناءً على طلبك، ألغينا المنتجات التالية من طلبك رقم {number}:",
    quantity: "قطعة",
    new_total: "الإجمالي الجديد لطلبك: {total}",
    to_card: "تم إرسال مبلغ {amount} المسترد إلى بطاقتك؛ وقد يستغرق ظهوره بضعة أيام عمل حسب البنك.",
    to_iban: "سيُرسل مبلغ {amount} المسترد إلى رقم IBAN الذي قدمته {iban} خلال 10 أيام.",
    nothing_paid: "لم يُخصم أي مبلغ مقابل هذه المنتجات، لذلك لا يوجد ما يُسترد.",
    see_order: "تابع طلبك من هنا:",
    signature: "vitrin",
};

fn words(lang: Lang) -> &'static Words {
    in_lang(lang, [&TR, &EN, &AR])
}

/// Where the money of a cancellation goes back.
#[derive(Debug, Clone, Copy)]
pub struct Refunded<'a> {
    pub method: RefundMethod,
    pub amount: i64,
    pub iban: &'a str,
}

/// Sends the cancellation's mail in the background (a failure is logged); `order` is the order
/// after it.
pub fn send(
    config: &Arc<Config>,
    order: &OrderView,
    done: &Cancellation,
    refund: Option<Refunded<'_>>,
) {
    dispatch(
        config,
        compose(order, done, refund, &order_link(config, order)),
    );
}

fn compose(
    order: &OrderView,
    done: &Cancellation,
    refund: Option<Refunded<'_>>,
    order_link: &str,
) -> Mail {
    let lang = order.lang;
    let w = words(lang);
    let money = |v: i64| format_money(Money::try_minor(v), lang);
    let mut body = opening(w.hello, order);
    let said = if done.whole { w.whole } else { w.lines };
    body.push_str(&said.replace("{number}", &order.display_no));
    body.push_str("\n\n");
    for l in &done.lines {
        let variant = variant_suffix(&l.colour, &l.size);
        body.push_str(&format!(
            "- {}{variant}, {} {}\n",
            l.title, l.quantity, w.quantity
        ));
    }
    body.push('\n');
    if !done.whole {
        body.push_str(
            &w.new_total
                .replace("{total}", &money(order.totals.grand_total)),
        );
        body.push_str("\n\n");
    }
    let money_back = match refund {
        Some(r) if r.method == RefundMethod::Card => {
            w.to_card.replace("{amount}", &money(r.amount))
        }
        Some(r) => w
            .to_iban
            .replace("{amount}", &money(r.amount))
            .replace("{iban}", r.iban),
        None => w.nothing_paid.to_string(),
    };
    body.push_str(&format!(
        "{money_back}\n\n{}\n{order_link}\n\n{}\n",
        w.see_order, w.signature
    ));
    let subject = if done.whole {
        w.whole_subject
    } else {
        w.lines_subject
    };
    to_shopper(
        order,
        subject,
        &order.display_no,
        body,
        "order-cancellation",
    )
}
