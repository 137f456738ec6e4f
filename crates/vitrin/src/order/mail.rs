//! The order confirmation mail: sent after a placed order through the member mails' sender
//! (SMTP, or a file in the outbox), in the order's language, with the number, the lines, the
//! totals, what to do to pay, and a link to the order's page, where the accepted contracts are
//! (the sender writes plain-text mails without attachments). A mail that cannot go is logged and
//! never fails the order.

use super::{
    config::CheckoutConfig,
    model::{variant_suffix, OrderStatus, PaymentMethod},
    store::OrderView,
};
use crate::{
    app::AppState,
    customer::mail::{self, Mail},
    locale::{format_money, Lang, Money},
};

/// Sends the mail in the background; a failure is logged.
pub fn send_confirmation(state: &AppState, order: &OrderView, lang: Lang, name: String) {
    let config = state.config.clone();
    let mail = confirmation(&config.checkout, order, lang, &name, |path| {
        mail::storefront_link(&config, lang, path)
    });
    tokio::spawn(async move {
        if let Err(e) = mail::send(&config, mail).await {
            tracing::warn!(error = %e, "order confirmation mail not sent");
        }
    });
}

struct Words {
    subject: &'static str,
    hello: &'static str,
    placed: &'static str,
    number: &'static str,
    quantity: &'static str,
    items_total: &'static str,
    discount_total: &'static str,
    shipping_fee: &'static str,
    payment_fee: &'static str,
    vat_total: &'static str,
    grand_total: &'static str,
    free: &'static str,
    /// {total}, {date}
    transfer: &'static str,
    transfer_note: &'static str,
    card_pending: &'static str,
    cash: &'static str,
    paid: &'static str,
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
    shipping_fee: "Kargo",
    payment_fee: "Ödeme ücreti",
    vat_total: "KDV (toplama dahil)",
    grand_total: "Toplam",
    free: "Ücretsiz",
    transfer: "Lütfen {total} tutarını en geç {date} tarihine kadar aşağıdaki hesaplardan birine havale/EFT ile gönderin. Bu tarihe kadar ödenmeyen sipariş iptal edilir.",
    transfer_note: "Açıklama alanına sipariş numaranızı yazın.",
    card_pending: "Kart ödemeniz henüz tamamlanmadı. Ödemeyi tamamlamak için:",
    cash: "Ödemeyi teslimat sırasında kargo görevlisine yapacaksınız.",
    paid: "Ödemeniz alındı.",
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
    shipping_fee: "Shipping",
    payment_fee: "Payment fee",
    vat_total: "VAT (included)",
    grand_total: "Total",
    free: "Free",
    transfer: "Please send {total} by bank transfer to one of the accounts below by {date} at the latest. An order not paid by then is cancelled.",
    transfer_note: "Write your order number in the description.",
    card_pending: "Your card payment is not complete yet. To complete it:",
    cash: "You pay the courier on delivery.",
    paid: "Your payment has been received.",
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
    shipping_fee: "الشحن",
    payment_fee: "رسوم الدفع",
    vat_total: "ضريبة القيمة المضافة (مشمولة)",
    grand_total: "الإجمالي",
    free: "مجاني",
    transfer: "يرجى تحويل مبلغ {total} إلى أحد الحسابات أدناه في موعد أقصاه {date}. يُلغى الطلب الذي لا يُدفع حتى هذا الموعد.",
    transfer_note: "اكتب رقم طلبك في خانة الوصف.",
    card_pending: "لم يكتمل الدفع بالبطاقة بعد. لإتمام الدفع:",
    cash: "ستدفع لمندوب الشحن عند التسليم.",
    paid: "تم استلام دفعتك.",
    pickup: "متجر الاستلام",
    delivery: "عنوان التوصيل",
    see_order: "تابع طلبك من هنا:",
    contracts: "نموذج المعلومات المسبقة وعقد البيع عن بعد اللذان وافقت عليهما موجودان في صفحة طلبك.",
    thanks: "vitrin",
};

fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Tr => &TR,
        Lang::En => &EN,
        Lang::Ar => &AR,
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
    let mut body = format!("{} {name},\n\n{}\n\n", w.hello, w.placed);
    body.push_str(&format!("{}: {}\n\n", w.number, order.display_no));
    for l in &order.lines {
        let variant = variant_suffix(&l.colour, &l.size);
        body.push_str(&format!(
            "- {}{variant}, {} {}: {}\n",
            l.title,
            l.quantity,
            w.quantity,
            money(l.total)
        ));
    }
    let t = &order.totals;
    body.push_str(&format!("\n{}: {}\n", w.items_total, money(t.items_total)));
    if t.discount_total > 0 {
        body.push_str(&format!(
            "{}: -{}\n",
            w.discount_total,
            money(t.discount_total)
        ));
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
        (PaymentMethod::Card, OrderStatus::AwaitingPayment) => {
            body.push_str(&format!(
                "{}\n{}\n\n",
                w.card_pending,
                link(&format!("/siparis/odeme?order={}", order.order_no))
            ));
        }
        (PaymentMethod::CashOnDelivery, _) => body.push_str(&format!("{}\n\n", w.cash)),
        _ => body.push_str(&format!("{}\n\n", w.paid)),
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
    Mail {
        to: order.email.clone(),
        subject: format!("{}: {}", w.subject, order.display_no),
        body,
        kind: "order",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::order::{model::Totals, store::OrderLineView};

    fn order(method: PaymentMethod) -> OrderView {
        OrderView {
            order_no: "4821339017".into(),
            display_no: "482 133 9017".into(),
            status: OrderStatus::AwaitingPayment,
            payment_method: method,
            carrier: "yurtici".into(),
            totals: Totals {
                items_total: 49_980,
                discount_total: 0,
                shipping_fee: 4_990,
                payment_fee: 0,
                vat_total: 5_376,
                grand_total: 54_970,
            },
            email: "ayse@example.com".into(),
            phone: "+905321234567".into(),
            delivery_address: serde_json::json!({"name": "Ayşe", "surname": "Yılmaz",
                "address": "Moda Cad. 5", "town_title": "Kadıköy", "city_title": "İstanbul"}),
            invoice_address: serde_json::Value::Null,
            payment_due_at: Some(1_764_072_000), // 2025-11-25 12:00 UTC
            created_at: 1_763_812_800,
            updated_at: 1_763_812_800,
            lines: vec![OrderLineView {
                product_id: 1,
                variant_id: 2,
                title: "Kız Çocuk Elbise".into(),
                colour: "Kırmızı".into(),
                size: "4 Yaş".into(),
                personalization: String::new(),
                quantity: 2,
                unit_price: 24_990,
                discount: 0,
                vat_percent: 10,
                total: 49_980,
            }],
            history: Vec::new(),
            contracts: Vec::new(),
            referrer_log: Vec::new(),
            store: None,
            payment: None,
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
    fn a_card_mail_links_the_payment_page_in_the_shoppers_language() {
        let config = CheckoutConfig::default();
        let m = confirmation(
            &config,
            &order(PaymentMethod::Card),
            Lang::Ar,
            "Ayşe",
            |p| format!("https://shop.example/ar{p}"),
        );
        assert!(m.subject.starts_with("تم استلام طلبك"));
        assert!(m
            .body
            .contains("https://shop.example/ar/siparis/odeme?order=4821339017"));
        assert!(m.body.lines().all(|l| l.len() <= 998));
    }
}
