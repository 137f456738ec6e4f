//! The order's mails, through the member mails' sender (SMTP, or a file in the outbox), in the
//! order's language. "Siparişiniz alındı" goes once the order is the shop's to fulfil: at
//! placement for a bank transfer (with the accounts and the deadline) or cash on delivery, and
//! for a card only once the provider confirmed the payment (with the card and the instalments),
//! so no mail ever says a payment failed while the shopper is still paying. An order cancelled
//! because its payment never came gets a short mail of its own. Each names the lines, the totals
//! and a link to the order's page, where the accepted contracts are (the sender writes plain-text
//! mails without attachments). A mail that cannot go is logged and never fails the order.

use std::sync::Arc;

use super::{
    config::CheckoutConfig,
    model::{variant_suffix, OrderStatus, PaymentMethod},
    store::OrderView,
};
use crate::{
    config::Config,
    locale::{format_money, storefront_link, Lang, Money},
    mail::{self, Mail},
};

/// Sends "Siparişiniz alındı" in the background (a failure is logged): at placement, or for a
/// card order once its payment is confirmed.
pub fn send_confirmation(config: &Arc<Config>, order: &OrderView) {
    let lang = order.lang;
    let mail = confirmation(
        &config.checkout,
        order,
        lang,
        &shopper_name(order),
        |path| storefront_link(config, lang, path),
    );
    dispatch(config, mail);
}

/// Sends the short mail of an order cancelled because its payment did not come in time.
pub fn send_cancelled_unpaid(config: &Arc<Config>, order: &OrderView) {
    let lang = order.lang;
    let mail = cancelled_unpaid(order, &shopper_name(order), |path| {
        storefront_link(config, lang, path)
    });
    dispatch(config, mail);
}

pub(super) fn dispatch(config: &Arc<Config>, mail: Mail) {
    let config = config.clone();
    tokio::spawn(async move {
        let kind = mail.kind;
        if let Err(e) = mail::send(&config, mail).await {
            tracing::warn!(error = %e, kind, "order mail not sent");
        }
    });
}

/// The name the order's addresses give (the invoice's first: a pickup order has no delivery one).
fn shopper_name(order: &OrderView) -> String {
    [&order.invoice_address, &order.delivery_address]
        .into_iter()
        .find_map(|a| {
            let name = a.get("name").and_then(|v| v.as_str()).unwrap_or_default();
            (!name.trim().is_empty()).then(|| name.trim().to_string())
        })
        .unwrap_or_default()
}

struct Words {
    subject: &'static str,
    hello: &'static str,
    placed: &'static str,
    number: &'static str,
    quantity: &'static str,
    items_total: &'static str,
    discount_total: &'static str,
    coupon: &'static str,
    shipping_fee: &'static str,
    payment_fee: &'static str,
    vat_total: &'static str,
    grand_total: &'static str,
    free: &'static str,
    /// {total}, {date}
    transfer: &'static str,
    transfer_note: &'static str,
    cash: &'static str,
    paid: &'static str,
    /// {card}, {plan}
    paid_card: &'static str,
    single: &'static str,
    /// {count}
    instalments: &'static str,
    test_payment: &'static str,
    cancelled_subject: &'static str,
    /// {number}
    cancelled: &'static str,
    again: &'static str,
    pickup: &'static str,
    delivery: &'static str,
    see_order: &'static str,
    contracts: &'static str,
    thanks: &'static str,
}

static TR: Words = Words {
    subject: "Siparişiniz alındı",
    hello: "Merhaba",
    placed: "Siparişiniz için teşekkür ederiz, siparişiniz alındı.",
    number: "Sipariş numarası",
    quantity: "adet",
    items_total: "Ürünler",
    discount_total: "İndirimler",
    coupon: "İndirim kodu",
    shipping_fee: "Kargo",
    payment_fee: "Ödeme ücreti",
    vat_total: "KDV (toplama dahil)",
    grand_total: "Toplam",
    free: "Ücretsiz",
    transfer: "Lütfen {total} tutarını en geç {date} tarihine kadar aşağıdaki hesaplardan birine havale/EFT ile gönderin. Bu tarihe kadar ödenmeyen sipariş iptal edilir.",
    transfer_note: "Açıklama alanına sipariş numaranızı yazın.",
    cash: "Ödemeyi teslimat sırasında kargo görevlisine yapacaksınız.",
    paid: "Ödemeniz alındı.",
    paid_card: "Ödemeniz alındı: {card} numaralı kartınızdan {plan}.",
    single: "tek çekim",
    instalments: "{count} taksit",
    test_payment: "Bu bir test ödemesidir: karttan gerçek bir ödeme alınmadı.",
    cancelled_subject: "Siparişiniz iptal edildi",
    cancelled: "{number} numaralı siparişinizin ödemesi zamanında tamamlanmadığı için siparişiniz iptal edildi. Kartınızdan ya da hesabınızdan bir ödeme alınmadı; ürünler satışa geri döndü.",
    again: "Dilerseniz aynı ürünleri yeniden sipariş edebilirsiniz:",
    pickup: "Teslim alacağınız mağaza",
    delivery: "Teslimat adresi",
    see_order: "Siparişinizin durumunu buradan izleyebilirsiniz:",
    contracts: "Onayladığınız ön bilgilendirme formu ve mesafeli satış sözleşmesi sipariş sayfanızda yer alır.",
    thanks: "vitrin",
};

static EN: Words = Words {
    subject: "Your order has been placed",
    hello: "Hello",
    placed: "Thank you for your order; we have received it.",
    number: "Order number",
    quantity: "pcs",
    items_total: "Items",
    discount_total: "Discounts",
    coupon: "Discount code",
    shipping_fee: "Shipping",
    payment_fee: "Payment fee",
    vat_total: "VAT (included)",
    grand_total: "Total",
    free: "Free",
    transfer: "Please send {total} by bank transfer to one of the accounts below by {date} at the latest. An order not paid by then is cancelled.",
    transfer_note: "Write your order number in the description.",
    cash: "You pay the courier on delivery.",
    paid: "Your payment has been received.",
    paid_card: "Your payment has been received: {plan} from your card {card}.",
    single: "a single payment",
    instalments: "{count} instalments",
    test_payment: "This was a test payment: no money was taken from the card.",
    cancelled_subject: "Your order has been cancelled",
    cancelled: "Your order {number} has been cancelled because its payment was not completed in time. Nothing was charged; the items are back on sale.",
    again: "You can order the same items again here:",
    pickup: "Pickup store",
    delivery: "Delivery address",
    see_order: "Follow your order here:",
    contracts: "The pre-information form and the distance sales contract you accepted are on your order's page.",
    thanks: "vitrin",
};

static AR: Words = Words {
    subject: "تم استلام طلبك",
    hello: "مرحبًا",
    placed: "شكرًا لطلبك، لقد استلمناه.",
    number: "رقم الطلب",
    quantity: "قطعة",
    items_total: "المنتجات",
    discount_total: "الخصومات",
    coupon: "رمز الخصم",
    shipping_fee: "الشحن",
    payment_fee: "رسوم الدفع",
    vat_total: "ضريبة القيمة المضافة (مشمولة)",
    grand_total: "الإجمالي",
    free: "مجاني",
    transfer: "يرجى تحويل مبلغ {total} إلى أحد الحسابات أدناه في موعد أقصاه {date}. يُلغى الطلب الذي لا يُدفع حتى هذا الموعد.",
    transfer_note: "اكتب رقم طلبك في خانة الوصف.",
    cash: "ستدفع لمندوب الشحن عند التسليم.",
    paid: "تم استلام دفعتك.",
    paid_card: "تم استلام دفعتك: {plan} من بطاقتك {card}.",
    single: "دفعة واحدة",
    instalments: "{count} أقساط",
    test_payment: "هذه دفعة تجريبية: لم يُخصم أي مبلغ من البطاقة.",
    cancelled_subject: "تم إلغاء طلبك",
    cancelled: "تم إلغاء طلبك رقم {number} لأن الدفع لم يكتمل في الوقت المحدد. لم يُخصم أي مبلغ؛ وعادت المنتجات إلى البيع.",
    again: "يمكنك طلب المنتجات نفسها مرة أخرى من هنا:",
    pickup: "متجر الاستلام",
    delivery: "عنوان التوصيل",
    see_order: "تابع طلبك من هنا:",
    contracts: "نموذج المعلومات المسبقة وعقد البيع عن بعد اللذان وافقت عليهما موجودان في صفحة طلبك.",
    thanks: "vitrin",
};

fn words(lang: Lang) -> &'static Words {
    in_lang(lang, [&TR, &EN, &AR])
}

/// The one of a mail's three word tables (Turkish, English, Arabic) for `lang`.
pub(super) fn in_lang<T>(lang: Lang, [tr, en, ar]: [&'static T; 3]) -> &'static T {
    match lang {
        Lang::Tr => tr,
        Lang::En => en,
        Lang::Ar => ar,
    }
}

/// "Merhaba Ayşe", or "Merhaba" when the order names nobody.
fn greeting(w: &Words, name: &str) -> String {
    greeting_of(w.hello, name)
}

/// "Merhaba Ayşe," and a blank line, or "Merhaba," when the order names nobody: how a mail to
/// the order's shopper opens.
pub(super) fn opening(hello: &str, order: &OrderView) -> String {
    format!("{},\n\n", greeting_of(hello, &shopper_name(order)))
}

/// The link to the order's page, in the order's language.
pub(super) fn order_link(config: &Config, order: &OrderView) -> String {
    storefront_link(config, order.lang, &format!("/order/{}", order.order_no))
}

/// A mail to the order's shopper, its subject followed by the number it is about (the order's,
/// a return's): "Siparişiniz alındı: 482 133 9017".
pub(super) fn to_shopper(
    order: &OrderView,
    subject: &str,
    about: &str,
    body: String,
    kind: &'static str,
) -> Mail {
    Mail {
        to: order.email.clone(),
        subject: format!("{subject}: {about}"),
        body,
        kind,
    }
}

/// "Merhaba Ayşe", or "Merhaba" when the order names nobody.
fn greeting_of(hello: &str, name: &str) -> String {
    if name.is_empty() {
        hello.to_string()
    } else {
        format!("{hello} {name}")
    }
}

/// `28.11.2026 14:05` in Turkey's time (UTC+3).
fn turkish_time(unix: i64) -> String {
    let t = time::OffsetDateTime::from_unix_timestamp(unix + 3 * 3600)
        .unwrap_or(time::OffsetDateTime::UNIX_EPOCH);
    format!(
        "{:02}.{:02}.{} {:02}:{:02}",
        t.day(),
        u8::from(t.month()),
        t.year(),
        t.hour(),
        t.minute()
    )
}

/// The mail of a placed order; `link` makes an absolute storefront link of a path.
fn confirmation(
    config: &CheckoutConfig,
    order: &OrderView,
    lang: Lang,
    name: &str,
    link: impl Fn(&str) -> String,
) -> Mail {
    let w = words(lang);
    let money = |v: i64| format_money(Money::try_minor(v), lang);
    let order_link = link(&format!("/order/{}", order.order_no));
    let mut body = format!("{},\n\n{}\n\n", greeting(w, name), w.placed);
    body.push_str(&format!("{}: {}\n\n", w.number, order.display_no));
    body.push_str(&lines_text(order, w, Some(&money)));
    let t = &order.totals;
    body.push_str(&format!("\n{}: {}\n", w.items_total, money(t.goods_total)));
    if t.discount_total > 0 {
        body.push_str(&format!(
            "{}: -{}\n",
            w.discount_total,
            money(t.discount_total)
        ));
    }
    for c in order
        .campaigns
        .iter()
        .filter(|c| !c.free_shipping && c.discount > 0)
    {
        body.push_str(&format!("{}: -{}\n", c.name, money(c.discount)));
    }
    if t.coupon_discount > 0 {
        body.push_str(&format!("{}: -{}\n", w.coupon, money(t.coupon_discount)));
    }
    let shipping = if t.shipping_fee == 0 {
        w.free.to_string()
    } else {
        money(t.shipping_fee)
    };
    body.push_str(&format!("{}: {shipping}\n", w.shipping_fee));
    if t.payment_fee > 0 {
        body.push_str(&format!("{}: {}\n", w.payment_fee, money(t.payment_fee)));
    }
    body.push_str(&format!("{}: {}\n", w.grand_total, money(t.grand_total)));
    body.push_str(&format!("{}: {}\n\n", w.vat_total, money(t.vat_total)));

    match (order.payment_method, order.status) {
        (PaymentMethod::BankTransfer, OrderStatus::AwaitingPayment) => {
            let date = order.payment_due_at.map(turkish_time).unwrap_or_default();
            body.push_str(
                &w.transfer
                    .replace("{total}", &money(t.grand_total))
                    .replace("{date}", &date),
            );
            body.push('\n');
            for a in &config.bank_accounts {
                body.push_str(&format!("- {}, {}: {}\n", a.bank, a.holder, a.iban));
            }
            body.push_str(&format!("{}\n\n", w.transfer_note));
        }
        (PaymentMethod::CashOnDelivery, _) => body.push_str(&format!("{}\n\n", w.cash)),
        _ => match &order.payment {
            Some(p) => {
                let plan = if p.installment_count > 1 {
                    w.instalments
                        .replace("{count}", &p.installment_count.to_string())
                } else {
                    w.single.to_string()
                };
                body.push_str(
                    &w.paid_card
                        .replace("{card}", &p.masked_pan)
                        .replace("{plan}", &plan),
                );
                body.push('\n');
                if p.test {
                    body.push_str(&format!("{}\n", w.test_payment));
                }
                body.push('\n');
            }
            None => body.push_str(&format!("{}\n\n", w.paid)),
        },
    }
    match &order.store {
        Some(s) => body.push_str(&format!("{}: {}, {}\n\n", w.pickup, s.name, s.address)),
        None => {
            let a = &order.delivery_address;
            let text = |k: &str| a.get(k).and_then(|v| v.as_str()).unwrap_or_default();
            let parts: Vec<&str> = [
                text("address"),
                text("district_title"),
                text("town_title"),
                text("city_title"),
            ]
            .into_iter()
            .filter(|p| !p.is_empty())
            .collect();
            if !parts.is_empty() {
                body.push_str(&format!(
                    "{}: {} {}, {}\n\n",
                    w.delivery,
                    text("name"),
                    text("surname"),
                    parts.join(", ")
                ));
            }
        }
    }
    body.push_str(&format!("{}\n{order_link}\n\n", w.see_order));
    body.push_str(&format!("{}\n\n{}\n", w.contracts, w.thanks));
    to_shopper(order, w.subject, &order.display_no, body, "order")
}

/// The order's lines still bought, one a row: "- Title (Colour / Size), 2 adet", and their
/// total when `money` is given.
fn lines_text(order: &OrderView, w: &Words, money: Option<&dyn Fn(i64) -> String>) -> String {
    let mut out = String::new();
    for l in order
        .lines
        .iter()
        .filter(|l| l.quantity > l.cancelled_quantity)
    {
        let variant = variant_suffix(&l.colour, &l.size);
        out.push_str(&format!(
            "- {}{variant}, {} {}",
            l.title,
            l.quantity - l.cancelled_quantity,
            w.quantity
        ));
        if let Some(money) = money {
            out.push_str(&format!(": {}", money(l.total)));
        }
        out.push('\n');
    }
    out
}

/// The short mail of an order cancelled for a payment that never came.
fn cancelled_unpaid(order: &OrderView, name: &str, link: impl Fn(&str) -> String) -> Mail {
    let w = words(order.lang);
    let mut body = format!("{},\n\n", greeting(w, name));
    body.push_str(&w.cancelled.replace("{number}", &order.display_no));
    body.push_str("\n\n");
    body.push_str(&lines_text(order, w, None));
    body.push_str(&format!("\n{}\n{}\n\n", w.again, link("/")));
    let order_link = link(&format!("/order/{}", order.order_no));
    body.push_str(&format!("{}\n{order_link}\n\n{}\n", w.see_order, w.thanks));
    let subject = w.cancelled_subject;
    to_shopper(order, subject, &order.display_no, body, "order-cancelled")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::order::{
        model::Totals,
        store::{CardPayment, OrderLineView},
    };

    fn order(method: PaymentMethod) -> OrderView {
        OrderView {
            order_no: "4821339017".into(),
            display_no: "482 133 9017".into(),
            status: OrderStatus::AwaitingPayment,
            payment_method: method,
            carrier: "yurtici".into(),
            totals: Totals::two_dresses(),
            coupon_code: String::new(),
            campaigns: Vec::new(),
            email: "ayse@example.com".into(),
            phone: "+905321234567".into(),
            delivery_address: serde_json::json!({"name": "Ayşe", "surname": "Yılmaz",
                "address": "Moda Cad. 5", "town_title": "Kadıköy", "city_title": "İstanbul"}),
            invoice_address: serde_json::Value::Null,
            payment_due_at: Some(1_764_072_000), // 2025-11-25 12:00 UTC
            created_at: 1_763_812_800,
            updated_at: 1_763_812_800,
            lines: vec![OrderLineView {
                id: 1,
                product_id: 1,
                variant_id: 2,
                title: "Kız Çocuk Elbise".into(),
                colour: "Kırmızı".into(),
                size: "4 Yaş".into(),
                personalization: String::new(),
                quantity: 2,
                cancelled_quantity: 0,
                returned_quantity: 0,
                unit_price: 24_990,
                discount: 0,
                vat_percent: 10,
                total: 49_980,
            }],
            history: Vec::new(),
            cancellable: true,
            refunds: Vec::new(),
            parcels: Vec::new(),
            returns: Vec::new(),
            invoices: Vec::new(),
            return_window: crate::order::returns::window(OrderStatus::AwaitingPayment, None, 2, 0),
            contracts: Vec::new(),
            referrer_log: Vec::new(),
            store: None,
            payment: None,
            lang: Lang::Tr,
        }
    }

    #[test]
    fn a_transfer_mail_names_the_accounts_and_the_deadline() {
        let config = CheckoutConfig::default();
        let m = confirmation(
            &config,
            &order(PaymentMethod::BankTransfer),
            Lang::Tr,
            "Ayşe",
            |p| format!("https://shop.example{p}"),
        );
        assert_eq!(m.to, "ayse@example.com");
        assert_eq!(m.subject, "Siparişiniz alındı: 482 133 9017");
        for needle in [
            "Merhaba Ayşe",
            "Kız Çocuk Elbise (Kırmızı / 4 Yaş), 2 adet: 499,80 TL",
            "Toplam: 549,70 TL",
            "25.11.2025 15:00",
            "TR33 0001 0012 3456 7890 1234 56",
            "https://shop.example/order/4821339017",
        ] {
            assert!(m.body.contains(needle), "{needle} in {}", m.body);
        }
    }

    #[test]
    fn a_paid_card_mail_names_the_card_and_the_instalments_in_the_shoppers_language() {
        let config = CheckoutConfig::default();
        let mut paid = order(PaymentMethod::Card);
        paid.status = OrderStatus::Paid;
        paid.payment = Some(CardPayment {
            masked_pan: "4032 80** **** 7894".into(),
            installment_count: 3,
            paid_at: 1_763_812_900,
            test: true,
        });
        let m = confirmation(&config, &paid, Lang::Tr, "Ayşe", |p| {
            format!("https://shop.example{p}")
        });
        assert_eq!(m.subject, "Siparişiniz alındı: 482 133 9017");
        for needle in [
            "Ödemeniz alındı: 4032 80** **** 7894 numaralı kartınızdan 3 taksit.",
            "Bu bir test ödemesidir",
            "Toplam: 549,70 TL",
        ] {
            assert!(m.body.contains(needle), "{needle} in {}", m.body);
        }
        assert!(!m.body.contains("tamamlanmadı"), "{}", m.body);
        paid.payment = paid.payment.map(|p| CardPayment {
            installment_count: 1,
            test: false,
            ..p
        });
        let ar = confirmation(&config, &paid, Lang::Ar, "", |p| p.to_string());
        assert!(ar.subject.starts_with("تم استلام طلبك"));
        assert!(ar.body.starts_with("مرحبًا,"), "{}", ar.body);
        assert!(ar.body.contains("دفعة واحدة"));
        assert!(!ar.body.contains("تجريبية"));
        assert!(ar.body.lines().all(|l| l.len() <= 998));
    }

    #[test]
    fn a_lapsed_order_gets_a_short_mail_of_its_own() {
        let mut lapsed = order(PaymentMethod::Card);
        lapsed.status = OrderStatus::Cancelled;
        lapsed.lang = Lang::En;
        let m = cancelled_unpaid(&lapsed, "Ayşe", |p| format!("https://shop.example/en{p}"));
        assert_eq!(m.subject, "Your order has been cancelled: 482 133 9017");
        assert_eq!(m.kind, "order-cancelled");
        for needle in [
            "Hello Ayşe,",
            "Your order 482 133 9017 has been cancelled",
            "Kız Çocuk Elbise (Kırmızı / 4 Yaş), 2 pcs",
            "https://shop.example/en/order/4821339017",
        ] {
            assert!(m.body.contains(needle), "{needle} in {}", m.body);
        }
    }
}
