//! The two texts Turkish distance-selling law (Law 6502 and the Distance Contracts Regulation)
//! asks a shop to show before an order is placed: the pre-information form (ön bilgilendirme
//! formu) and the distance sales contract (mesafeli satış sözleşmesi). Both are generated from
//! the order-to-be's data in the shopper's language, as plain text (paragraphs separated by blank
//! lines). Their digest (sha256 over the texts) is what the shopper's page sends back with the
//! order: a different digest means the order changed since the shopper read them.
//!
//! Nothing that changes by itself (today's date, the order number) is in the texts, so the same
//! cart, addresses, carrier and payment method give the same texts and the same digest.

mod words;

use serde::Serialize;
use sha2::{Digest, Sha256};

use self::words::{words, Words};
use super::{
    config::Seller,
    model::{variant_suffix, PaymentMethod, Totals},
};
use crate::{
    address::model::{Address, InvoiceType},
    db::Db,
    locale::{format_money, Lang, Money},
};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ContractKind {
    PreInformation,
    DistanceSales,
}

impl ContractKind {
    pub fn code(self) -> &'static str {
        match self {
            ContractKind::PreInformation => "pre_information",
            ContractKind::DistanceSales => "distance_sales",
        }
    }

    pub fn parse(code: &str) -> Option<ContractKind> {
        [ContractKind::PreInformation, ContractKind::DistanceSales]
            .into_iter()
            .find(|k| k.code() == code)
    }

    pub fn title(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (ContractKind::PreInformation, Lang::Tr) => "Ön Bilgilendirme Formu",
            (ContractKind::PreInformation, Lang::En) => "Pre-Information Form",
            (ContractKind::PreInformation, Lang::Ar) => "نموذج المعلومات المسبقة",
            (ContractKind::DistanceSales, Lang::Tr) => "Mesafeli Satış Sözleşmesi",
            (ContractKind::DistanceSales, Lang::En) => "Distance Sales Contract",
            (ContractKind::DistanceSales, Lang::Ar) => "عقد البيع عن بعد",
        }
    }
}

/// A contract as shown and as accepted.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
pub struct Contract {
    pub kind: ContractKind,
    pub title: String,
    /// Plain text; paragraphs separated by blank lines.
    pub text: String,
}

/// The buyer as the contracts name them.
#[derive(Debug, Clone, Default)]
pub struct Buyer {
    pub name: String,
    pub surname: String,
    pub email: String,
    /// E.164 or digits.
    pub phone: String,
}

/// A line of the order-to-be.
#[derive(Debug, Clone)]
pub struct TermsLine {
    pub title: String,
    pub colour: String,
    pub size: String,
    /// The shopper's text on a personalised product (which cannot be returned).
    pub personalization: String,
    pub quantity: i64,
    pub vat_percent: i64,
    /// What the line costs, VAT included, after its discounts.
    pub total: i64,
}

/// The store an order is picked up from.
#[derive(Debug, Clone)]
pub struct PickupPlace {
    pub name: String,
    pub address: String,
}

/// Everything the texts are made of.
pub struct Terms<'a> {
    pub lang: Lang,
    pub seller: &'a Seller,
    pub buyer: &'a Buyer,
    /// None with store pickup (`pickup` says where).
    pub delivery: Option<&'a Address>,
    pub invoice: Option<&'a Address>,
    pub pickup: Option<&'a PickupPlace>,
    pub lines: &'a [TermsLine],
    pub totals: &'a Totals,
    /// The campaigns the order gets, each its own line (the lines' totals are after them).
    pub campaigns: &'a [super::model::OrderCampaign],
    pub carrier: &'a str,
    pub method: PaymentMethod,
    pub bank_transfer_days: u32,
    pub dispatch_days: u32,
}

/// The pre-information form and the distance sales contract of these terms.
pub fn generate(t: &Terms<'_>) -> Vec<Contract> {
    let w = words(t.lang);
    vec![
        Contract {
            kind: ContractKind::PreInformation,
            title: ContractKind::PreInformation.title(t.lang).to_string(),
            text: pre_information(t, w),
        },
        Contract {
            kind: ContractKind::DistanceSales,
            title: ContractKind::DistanceSales.title(t.lang).to_string(),
            text: distance_sales(t, w),
        },
    ]
}

/// sha256 (hex) over the texts, in their order, each followed by a NUL byte.
pub fn digest(contracts: &[Contract]) -> String {
    let mut hash = Sha256::new();
    for c in contracts {
        hash.update(c.text.as_bytes());
        hash.update([0u8]);
    }
    hex::encode(hash.finalize())
}

fn money(kurus: i64, lang: Lang) -> String {
    format_money(Money::try_minor(kurus), lang)
}

fn fill(template: &str, pairs: &[(&str, &str)]) -> String {
    let mut out = template.to_string();
    for (key, value) in pairs {
        out = out.replace(&format!("{{{key}}}"), value);
    }
    out
}

fn seller_block(t: &Terms<'_>, w: &Words) -> String {
    let s = t.seller;
    let mut out = format!(
        "{}\n{}: {}\n{}: {}\n{}: {}\n{}: {}",
        w.seller, w.title, s.title, w.address, s.address, w.phone, s.phone, w.email, s.email
    );
    if !s.mersis_no.is_empty() {
        out.push_str(&format!("\n{}: {}", w.mersis, s.mersis_no));
    }
    if !s.tax_number.is_empty() {
        out.push_str(&format!("\n{}: {} / {}", w.tax, s.tax_office, s.tax_number));
    }
    out
}

fn place_line(a: &Address) -> String {
    let mut parts = vec![a.address.trim().to_string()];
    for p in [&a.district_title, &a.town_title] {
        if !p.is_empty() {
            parts.push(p.clone());
        }
    }
    let mut city = a.city_title.clone();
    if !a.postcode.is_empty() {
        city = format!("{} {city}", a.postcode);
    }
    if !city.trim().is_empty() {
        parts.push(city.trim().to_string());
    }
    if !a.country_title.is_empty() {
        parts.push(a.country_title.clone());
    }
    parts.join(", ")
}

fn address_block(label: &str, a: &Address, w: &Words) -> String {
    let mut out = format!("{label}: {} {}", a.name, a.surname);
    if a.invoice_type == InvoiceType::Corporate && !a.company_name.is_empty() {
        out.push_str(&format!(
            "\n{}: {} ({} / {})",
            w.company, a.company_name, a.tax_office, a.vkn
        ));
    }
    out.push_str(&format!("\n{}", place_line(a)));
    if !a.phone.is_empty() {
        out.push_str(&format!("\n{}: {}", w.phone, a.phone));
    }
    out
}

fn buyer_block(t: &Terms<'_>, w: &Words) -> String {
    let b = t.buyer;
    let mut out = format!("{}\n{}: {} {}", w.buyer, w.name, b.name, b.surname);
    if !b.email.is_empty() {
        out.push_str(&format!("\n{}: {}", w.email, b.email));
    }
    if !b.phone.is_empty() {
        out.push_str(&format!("\n{}: {}", w.phone, b.phone));
    }
    match (t.pickup, t.delivery) {
        (Some(p), _) => out.push_str(&format!("\n{}: {}, {}", w.pickup, p.name, p.address)),
        (None, Some(a)) => out.push_str(&format!("\n{}", address_block(w.delivery_address, a, w))),
        (None, None) => {}
    }
    if let Some(a) = t.invoice {
        out.push_str(&format!("\n{}", address_block(w.invoice_address, a, w)));
    }
    out
}

fn goods_block(t: &Terms<'_>, w: &Words) -> String {
    let lang = t.lang;
    let mut out = String::new();
    for l in t.lines {
        let variant = variant_suffix(&l.colour, &l.size);
        out.push_str(&format!(
            "- {}{variant}, {}: {}, {} ({}, %{})\n",
            l.title,
            w.quantity,
            l.quantity,
            money(l.total, lang),
            w.vat_included,
            l.vat_percent
        ));
        if !l.personalization.is_empty() {
            out.push_str(&format!("  {}: {}\n", w.personalised, l.personalization));
        }
    }
    let tt = t.totals;
    let fee = |v: i64| {
        if v == 0 {
            w.free.to_string()
        } else {
            money(v, lang)
        }
    };
    out.push_str(&format!(
        "\n{}: {}",
        w.items_total,
        money(tt.goods_total, lang)
    ));
    if tt.discount_total > 0 {
        out.push_str(&format!(
            "\n{}: -{}",
            w.discount_total,
            money(tt.discount_total, lang)
        ));
    }
    for c in t
        .campaigns
        .iter()
        .filter(|c| !c.free_shipping && c.discount > 0)
    {
        out.push_str(&format!("\n{}: -{}", c.name, money(c.discount, lang)));
    }
    if tt.coupon_discount > 0 {
        out.push_str(&format!(
            "\n{}: -{}",
            w.coupon,
            money(tt.coupon_discount, lang)
        ));
    }
    out.push_str(&format!(
        "\n{} ({}): {}",
        w.shipping_fee,
        t.carrier,
        fee(tt.shipping_fee)
    ));
    if tt.payment_fee > 0 {
        out.push_str(&format!(
            "\n{}: {}",
            w.payment_fee,
            money(tt.payment_fee, lang)
        ));
    }
    out.push_str(&format!("\n{}: {}", w.vat_total, money(tt.vat_total, lang)));
    out.push_str(&format!(
        "\n{}: {}",
        w.grand_total,
        money(tt.grand_total, lang)
    ));
    out
}

fn payment_block(t: &Terms<'_>, w: &Words) -> String {
    let (name, note) = match t.method {
        PaymentMethod::Card => (w.card, w.card_note.to_string()),
        PaymentMethod::BankTransfer => (
            w.bank_transfer,
            fill(
                w.transfer_deadline,
                &[("days", &t.bank_transfer_days.to_string())],
            ),
        ),
        PaymentMethod::CashOnDelivery => (w.cash_on_delivery, w.cash_note.to_string()),
    };
    format!("{name}. {note}")
}

fn delivery_text(t: &Terms<'_>, w: &Words) -> String {
    fill(
        w.delivery_time,
        &[
            ("carrier", t.carrier),
            ("days", &t.dispatch_days.to_string()),
        ],
    )
}

fn withdrawal_text(t: &Terms<'_>, w: &Words) -> String {
    fill(
        w.withdrawal_text,
        &[("email", &t.seller.email), ("phone", &t.seller.phone)],
    )
}

fn exceptions_text(t: &Terms<'_>, w: &Words) -> String {
    let personalised: Vec<&str> = t
        .lines
        .iter()
        .filter(|l| !l.personalization.is_empty())
        .map(|l| l.title.as_str())
        .collect();
    let mut out = w.exceptions_text.to_string();
    if !personalised.is_empty() {
        out.push(' ');
        out.push_str(&fill(
            w.personalised_here,
            &[("items", &personalised.join(", "))],
        ));
    }
    out
}

fn pre_information(t: &Terms<'_>, w: &Words) -> String {
    [
        w.pre_intro.to_string(),
        seller_block(t, w),
        buyer_block(t, w),
        format!("{}\n{}", w.goods, goods_block(t, w)),
        format!("{}\n{}", w.payment, payment_block(t, w)),
        format!("{}\n{}", w.delivery, delivery_text(t, w)),
        format!("{}\n{}", w.withdrawal, withdrawal_text(t, w)),
        format!("{}\n{}", w.exceptions, exceptions_text(t, w)),
        format!("{}\n{}", w.disputes, w.disputes_text),
    ]
    .join("\n\n")
}

fn distance_sales(t: &Terms<'_>, w: &Words) -> String {
    let articles = [
        (
            w.parties,
            format!("{}\n\n{}", seller_block(t, w), buyer_block(t, w)),
        ),
        (w.subject, w.subject_text.to_string()),
        (w.goods_and_price, goods_block(t, w)),
        (w.payment, payment_block(t, w)),
        (w.delivery, delivery_text(t, w)),
        (w.withdrawal, withdrawal_text(t, w)),
        (w.exceptions, exceptions_text(t, w)),
        (w.disputes, w.disputes_text.to_string()),
        (w.effect, w.effect_text.to_string()),
    ];
    let mut parts = vec![w.contract_intro.to_string()];
    for (i, (heading, body)) in articles.iter().enumerate() {
        parts.push(format!("{} {} - {heading}\n{body}", w.article, i + 1));
    }
    parts.join("\n\n")
}

/// The texts accepted with the order, the pre-information form first.
pub(super) async fn accepted(db: &Db, order_id: i64) -> sqlx::Result<Vec<Contract>> {
    let rows: Vec<(String, String, String)> = sqlx::query_as(
        "SELECT kind, title, text FROM order_contracts WHERE order_id = $1 ORDER BY id",
    )
    .bind(order_id)
    .fetch_all(&db.pool)
    .await?;
    Ok(rows
        .into_iter()
        .filter_map(|(kind, title, text)| {
            Some(Contract {
                kind: ContractKind::parse(&kind)?,
                title,
                text,
            })
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn address() -> Address {
        Address {
            id: 1,
            title: "Ev".into(),
            name: "Ayşe".into(),
            surname: "Yılmaz".into(),
            phone: "+905321234567".into(),
            country: "TR".into(),
            country_title: "Türkiye".into(),
            state: String::new(),
            state_title: String::new(),
            city: "34".into(),
            city_title: "İstanbul".into(),
            town: "1".into(),
            town_title: "Kadıköy".into(),
            district: "1".into(),
            district_title: "Moda".into(),
            postcode: "34710".into(),
            address: "Moda Cad. No: 5 D: 3".into(),
            invoice_type: InvoiceType::Individual,
            tckn: "10000000146".into(),
            company_name: String::new(),
            tax_office: String::new(),
            vkn: String::new(),
            e_invoice: 0,
            default_delivery: 1,
            default_invoice: 1,
        }
    }

    fn terms_texts(lang: Lang, method: PaymentMethod, personalised: bool) -> Vec<Contract> {
        let seller = Seller::default();
        let buyer = Buyer {
            name: "Ayşe".into(),
            surname: "Yılmaz".into(),
            email: "ayse@example.com".into(),
            phone: "+905321234567".into(),
        };
        let a = address();
        let lines = [TermsLine {
            title: "Kız Çocuk Elbise".into(),
            colour: "Kırmızı".into(),
            size: "4 Yaş".into(),
            personalization: if personalised {
                "ELİF".into()
            } else {
                String::new()
            },
            quantity: 2,
            vat_percent: 10,
            total: 49_980,
        }];
        let totals = Totals::two_dresses();
        generate(&Terms {
            lang,
            seller: &seller,
            buyer: &buyer,
            delivery: Some(&a),
            invoice: Some(&a),
            pickup: None,
            lines: &lines,
            totals: &totals,
            campaigns: &[],
            carrier: "Yurtiçi Kargo",
            method,
            bank_transfer_days: 3,
            dispatch_days: 3,
        })
    }

    #[test]
    fn the_texts_carry_the_orders_data_and_the_withdrawal_right() {
        let texts = terms_texts(Lang::Tr, PaymentMethod::BankTransfer, false);
        assert_eq!(texts[0].kind, ContractKind::PreInformation);
        assert_eq!(texts[1].title, "Mesafeli Satış Sözleşmesi");
        for c in &texts {
            for needle in [
                "Vitrin Çocuk Giyim A.Ş.",
                "Ayşe Yılmaz",
                "ayse@example.com",
                "Moda Cad. No: 5 D: 3",
                "Kız Çocuk Elbise (Kırmızı / 4 Yaş), Adet: 2, 499,80 TL",
                "Kargo ücreti (Yurtiçi Kargo): 49,90 TL",
                "549,70 TL",
                "Havale / EFT",
                "3 gün içinde",
                "14 (on dört) gün",
                "kişiye özel",
            ] {
                assert!(c.text.contains(needle), "{needle} in {}", c.text);
            }
            assert!(!c.text.contains("10000000146"), "no identity number");
            assert!(c.text.contains("\n\n"), "paragraphs");
        }
        assert!(texts[1].text.contains("MADDE 1 - TARAFLAR"));
    }

    #[test]
    fn every_language_has_its_own_text_and_the_digest_follows_the_texts() {
        let tr = terms_texts(Lang::Tr, PaymentMethod::Card, false);
        let en = terms_texts(Lang::En, PaymentMethod::Card, false);
        let ar = terms_texts(Lang::Ar, PaymentMethod::Card, false);
        assert!(en[0].text.contains("14 (fourteen) days"));
        assert!(ar[1].text.contains("14 (أربعة عشر)"));
        assert_eq!(ar[0].title, "نموذج المعلومات المسبقة");
        let d = digest(&tr);
        assert_eq!(d.len(), 64);
        assert_eq!(
            d,
            digest(&terms_texts(Lang::Tr, PaymentMethod::Card, false))
        );
        assert_ne!(d, digest(&en));
        assert_ne!(
            d,
            digest(&terms_texts(Lang::Tr, PaymentMethod::BankTransfer, false))
        );
        let personalised = terms_texts(Lang::Tr, PaymentMethod::Card, true);
        assert!(personalised[0]
            .text
            .contains("Bu siparişteki kişiye özel ürünler: Kız Çocuk Elbise."));
        assert!(personalised[0].text.contains("Kişiye özel: ELİF"));
    }
}
