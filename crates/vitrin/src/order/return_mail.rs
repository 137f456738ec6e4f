//! The mails of a return's steps, in the order's language: asked (its number, the carrier's
//! return code and how to send the parcel), received, approved (the refund, or the other size on
//! its way) and rejected (the shop's reason).

use std::sync::Arc;

use super::{
    mail::{dispatch, in_lang, opening, order_link, to_shopper},
    returns::{ReturnStatus, ReturnView},
    store::OrderView,
};
use crate::{
    config::Config,
    locale::{format_money, Lang, Money},
    mail::Mail,
};

struct Words {
    hello: &'static str,
    /// The subject of each step, in `ReturnStatus::ALL`'s order.
    subjects: [&'static str; 4],
    /// {return} {number}
    requested: &'static str,
    /// {carrier} {code}
    send_by: &'static str,
    pack: &'static str,
    received: &'static str,
    /// {amount}
    approved_refund: &'static str,
    approved_exchange: &'static str,
    rejected: &'static str,
    pieces: &'static str,
    /// {size}
    exchange_for: &'static str,
    see_order: &'static str,
    signature: &'static str,
}

static TR: Words = Words {
    hello: "Merhaba",
    subjects: [
        "İade talebiniz alındı",
        "İade paketiniz bize ulaştı",
        "İadeniz onaylandı",
        "İadeniz reddedildi",
    ],
    requested: "{number} numaralı siparişiniz için {return} numaralı iade talebiniz alındı.",
    send_by: "Ürünleri {carrier} şubesine ücretsiz gönderebilirsiniz. Şubede bu iade kodunu gösterin: {code}",
    pack: "Ürünleri etiketleri sökülmemiş ve kullanılmamış olarak, mümkünse orijinal ambalajında paketleyin. İade kodunu yazdırıp paketin üzerine yapıştırabilir ya da şubede telefonunuzdan gösterebilirsiniz.",
    received: "{return} numaralı iade paketiniz bize ulaştı; ürünleri inceliyoruz.",
    approved_refund: "{return} numaralı iadeniz onaylandı. {amount} tutarındaki iadeniz ödeme yönteminize gönderiliyor.",
    approved_exchange: "{return} numaralı değişim talebiniz onaylandı; yeni bedeniniz kargoya verilecek.",
    rejected: "{return} numaralı iade talebiniz onaylanmadı. Nedeni:",
    pieces: "İade edilen ürünler:",
    exchange_for: "değişim: {size} beden",
    see_order: "Siparişinizin ayrıntıları:",
    signature: "vitrin",
};

static EN: Words = Words {
    hello: "Hello",
    subjects: [
        "Your return request has been received",
        "Your returned parcel has arrived",
        "Your return has been approved",
        "Your return has been rejected",
    ],
    requested: "We have received your return request {return} for order {number}.",
    send_by: "You can send the items free of charge at a {carrier} branch. Show this return code there: {code}",
    pack: "Pack the items unused with their tags on, in their original packaging if you can. Print the return code and stick it on the parcel, or show it on your phone at the branch.",
    received: "Your returned parcel {return} has arrived; we are checking the items.",
    approved_refund: "Your return {return} has been approved. Your refund of {amount} is on its way to your payment method.",
    approved_exchange: "Your exchange {return} has been approved; your new size will be shipped.",
    rejected: "Your return request {return} was not approved. The reason:",
    pieces: "Items returned:",
    exchange_for: "exchange: size {size}",
    see_order: "Your order:",
    signature: "vitrin",
};

static AR: Words = Words {
    hello: "مرحبًا",
    subjects: [
        "تم استلام طلب الإرجاع",
        "وصلتنا شحنة الإرجاع",
        "تمت الموافقة على الإرجاع",
        "تم رفض الإرجاع",
    ],
    requested: "تم استلام طلب الإرجاع رقم {return} للطلب رقم {number}.",
    send_by: "يمكنك إرسال المنتجات مجانًا من أي فرع لشركة {carrier}. أظهر رمز الإرجاع هذا في الفرع: {code}",
    pack: "غلّف المنتجات غير مستعملة مع بطاقاتها، وفي عبوتها الأصلية إن أمكن. اطبع رمز الإرجاع والصقه على الطرد، أو أظهره من هاتفك في الفرع.",
    received: "وصلتنا شحنة الإرجاع رقم {return}؛ نحن نفحص المنتجات.",
    approved_refund: "تمت الموافقة على الإرجاع رقم {return}. يتم إرسال مبلغ {amount} إلى وسيلة الدفع الخاصة بك.",
    approved_exchange: "تمت الموافقة على الاستبدال رقم {return}؛ سيتم شحن المقاس الجديد.",
    rejected: "لم تتم الموافقة على طلب الإرجاع رقم {return}. السبب:",
    pieces: "المنتجات المرتجعة:",
    exchange_for: "استبدال: مقاس {size}",
    see_order: "تفاصيل طلبك:",
    signature: "vitrin",
};

fn words(lang: Lang) -> &'static Words {
    in_lang(lang, [&TR, &EN, &AR])
}

/// Sends the mail of the return's current step in the background (a failure is logged).
pub fn send(config: &Arc<Config>, order: &OrderView, ret: &ReturnView) {
    dispatch(config, compose(order, ret, &order_link(config, order)));
}

fn compose(order: &OrderView, ret: &ReturnView, order_link: &str) -> Mail {
    let lang = order.lang;
    let w = words(lang);
    let fill = |text: &str| {
        text.replace("{return}", &ret.return_no)
            .replace("{number}", &order.display_no)
            .replace(
                "{amount}",
                &format_money(Money::try_minor(ret.refund_amount), lang),
            )
            .replace("{carrier}", &ret.carrier)
            .replace("{code}", &ret.return_code)
    };
    let mut body = opening(w.hello, order);
    let step = match ret.status {
        ReturnStatus::Requested => {
            format!("{}\n\n{}\n\n{}", fill(w.requested), fill(w.send_by), w.pack)
        }
        ReturnStatus::Received => fill(w.received),
        ReturnStatus::Approved if ret.refund_amount > 0 => fill(w.approved_refund),
        ReturnStatus::Approved => fill(w.approved_exchange),
        ReturnStatus::Rejected => format!("{}\n{}", fill(w.rejected), ret.reject_reason),
    };
    body.push_str(&step);
    body.push_str(&format!("\n\n{}\n", w.pieces));
    for line in &ret.lines {
        let variant = [line.colour.as_str(), line.size.as_str()]
            .into_iter()
            .filter(|v| !v.is_empty())
            .collect::<Vec<_>>()
            .join(" / ");
        body.push_str(&format!("- {} x {} ({variant})", line.quantity, line.title));
        if !line.exchange_size.is_empty() {
            body.push_str(&format!(
                ", {}",
                w.exchange_for.replace("{size}", &line.exchange_size)
            ));
        }
        body.push('\n');
    }
    body.push_str(&format!(
        "\n{}\n{order_link}\n\n{}\n",
        w.see_order, w.signature
    ));
    let at = ReturnStatus::ALL
        .iter()
        .position(|s| *s == ret.status)
        .unwrap_or(0);
    to_shopper(order, w.subjects[at], &ret.return_no, body, "order-return")
}
