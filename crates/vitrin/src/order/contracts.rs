//! The two texts Turkish distance-selling law (Law 6502 and the Distance Contracts Regulation)
//! asks a shop to show before an order is placed: the pre-information form (ön bilgilendirme
//! formu) and the distance sales contract (mesafeli satış sözleşmesi). Both are generated from
//! the order-to-be's data in the shopper's language, as plain text (paragraphs separated by blank
//! lines). Their digest (sha256 over the texts) is what the shopper's page sends back with the
//! order: a different digest means the order changed since the shopper read them.
//!
//! Nothing that changes by itself (today's date, the order number) is in the texts, so the same
//! cart, addresses, carrier and payment method give the same texts and the same digest.

use serde::Serialize;
use sha2::{Digest, Sha256};

use super::{
    config::Seller,
    model::{variant_suffix, PaymentMethod, Totals},
};
use crate::{
    address::model::{Address, InvoiceType},
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
    hash.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

/// The words of one language; `{}`-free templates take their values through `fill`.
struct Words {
    seller: &'static str,
    buyer: &'static str,
    title: &'static str,
    address: &'static str,
    phone: &'static str,
    email: &'static str,
    mersis: &'static str,
    tax: &'static str,
    name: &'static str,
    delivery_address: &'static str,
    invoice_address: &'static str,
    pickup: &'static str,
    company: &'static str,
    goods: &'static str,
    quantity: &'static str,
    vat_included: &'static str,
    personalised: &'static str,
    items_total: &'static str,
    discount_total: &'static str,
    shipping_fee: &'static str,
    payment_fee: &'static str,
    vat_total: &'static str,
    grand_total: &'static str,
    free: &'static str,
    payment: &'static str,
    card: &'static str,
    bank_transfer: &'static str,
    cash_on_delivery: &'static str,
    /// {days}
    transfer_deadline: &'static str,
    cash_note: &'static str,
    card_note: &'static str,
    delivery: &'static str,
    /// {carrier}, {days}
    delivery_time: &'static str,
    withdrawal: &'static str,
    /// {email}, {phone}
    withdrawal_text: &'static str,
    exceptions: &'static str,
    exceptions_text: &'static str,
    /// {items}
    personalised_here: &'static str,
    disputes: &'static str,
    disputes_text: &'static str,
    pre_intro: &'static str,
    contract_intro: &'static str,
    article: &'static str,
    parties: &'static str,
    subject: &'static str,
    subject_text: &'static str,
    goods_and_price: &'static str,
    effect: &'static str,
    effect_text: &'static str,
}

fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Tr => &TR,
        Lang::En => &EN,
        Lang::Ar => &AR,
    }
}

static TR: Words = Words {
    seller: "SATICI",
    buyer: "ALICI",
    title: "Unvan",
    address: "Adres",
    phone: "Telefon",
    email: "E-posta",
    mersis: "MERSİS No",
    tax: "Vergi Dairesi / No",
    name: "Ad Soyad",
    delivery_address: "Teslimat adresi",
    invoice_address: "Fatura adresi",
    pickup: "Mağazadan teslim",
    company: "Firma",
    goods: "SÖZLEŞME KONUSU ÜRÜNLER",
    quantity: "Adet",
    vat_included: "KDV dahil",
    personalised: "Kişiye özel",
    items_total: "Ürünler toplamı",
    discount_total: "İndirimler",
    shipping_fee: "Kargo ücreti",
    payment_fee: "Ödeme ücreti",
    vat_total: "Toplam KDV",
    grand_total: "Ödenecek toplam tutar (KDV dahil)",
    free: "Ücretsiz",
    payment: "ÖDEME",
    card: "Kredi kartı / banka kartı",
    bank_transfer: "Havale / EFT",
    cash_on_delivery: "Kapıda ödeme",
    transfer_deadline: "Ödeme, siparişten sonra {days} gün içinde satıcının banka hesabına yapılmalıdır; bu süre içinde ödenmeyen sipariş iptal edilir.",
    cash_note: "Ödeme, teslimat sırasında kargo görevlisine yapılır.",
    card_note: "Ödeme, sipariş onaylandıktan sonra kartla alınır; taksitli ödemelerde bankanın koşulları geçerlidir.",
    delivery: "TESLİMAT",
    delivery_time: "Ürünler {carrier} ile gönderilir. Sipariş, ödemenin onayından sonra en geç {days} iş günü içinde kargoya verilir; teslim süresi hiçbir durumda siparişten itibaren 30 günü aşamaz.",
    withdrawal: "CAYMA HAKKI",
    withdrawal_text: "Alıcı, ürünün kendisine veya gösterdiği üçüncü kişiye teslim edildiği tarihten itibaren 14 (on dört) gün içinde hiçbir gerekçe göstermeksizin ve cezai şart ödemeksizin sözleşmeden cayma hakkına sahiptir. Cayma bildirimi {email} adresine yazılı olarak veya {phone} numaralı telefondan yapılabilir. Satıcı, cayma bildiriminin kendisine ulaştığı tarihten itibaren 14 gün içinde ürün bedelini ve teslim masraflarını ödemenin yapıldığı yöntemle iade eder; iade edilen ürünün kargo ücreti satıcının anlaşmalı kargo firması kullanıldığında satıcıya aittir.",
    exceptions: "CAYMA HAKKININ KULLANILAMAYACAĞI DURUMLAR",
    exceptions_text: "Mesafeli Sözleşmeler Yönetmeliği'nin 15. maddesi uyarınca; alıcının istekleri veya kişisel ihtiyaçları doğrultusunda hazırlanan (kişiye özel, üzerine isim veya yazı işlenmiş) ürünlerde, tesliminden sonra ambalajı, bandı, mührü veya paketi açılmış olup iadesi sağlık ve hijyen açısından uygun olmayan ürünlerde (iç giyim, mayo ve benzerleri) cayma hakkı kullanılamaz.",
    personalised_here: "Bu siparişteki kişiye özel ürünler: {items}.",
    disputes: "UYUŞMAZLIKLAR",
    disputes_text: "Şikâyet ve itirazlar, Ticaret Bakanlığınca her yıl belirlenen parasal sınırlar içinde alıcının veya satıcının yerleşim yerindeki tüketici hakem heyetine, bu sınırların üzerinde tüketici mahkemesine yapılabilir.",
    pre_intro: "Bu form, 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği uyarınca, siparişiniz onaylanmadan önce sizi bilgilendirmek için hazırlanmıştır.",
    contract_intro: "Bu sözleşme, aşağıda bilgileri yer alan satıcı ile alıcı arasında, 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği hükümlerine göre elektronik ortamda kurulmuştur.",
    article: "MADDE",
    parties: "TARAFLAR",
    subject: "KONU",
    subject_text: "Bu sözleşmenin konusu, alıcının satıcıya ait internet sitesinden elektronik ortamda sipariş verdiği, aşağıda nitelikleri ve satış fiyatı belirtilen ürünlerin satışı ve teslimi ile tarafların hak ve yükümlülükleridir.",
    goods_and_price: "ÜRÜNLER VE BEDEL",
    effect: "YÜRÜRLÜK",
    effect_text: "Alıcı, ön bilgilendirme formunu ve bu sözleşmeyi okuyup elektronik ortamda onayladığında ve siparişi verdiğinde sözleşme kurulmuş olur. Sözleşmenin bir kopyası sipariş sayfasında ve sipariş onay e-postasında alıcıya sunulur.",
};

static EN: Words = Words {
    seller: "SELLER",
    buyer: "BUYER",
    title: "Trade name",
    address: "Address",
    phone: "Phone",
    email: "Email",
    mersis: "MERSIS no.",
    tax: "Tax office / no.",
    name: "Name",
    delivery_address: "Delivery address",
    invoice_address: "Invoice address",
    pickup: "Pickup at the store",
    company: "Company",
    goods: "GOODS OF THE CONTRACT",
    quantity: "Quantity",
    vat_included: "VAT included",
    personalised: "Personalised",
    items_total: "Goods total",
    discount_total: "Discounts",
    shipping_fee: "Shipping",
    payment_fee: "Payment fee",
    vat_total: "VAT in total",
    grand_total: "Total to pay (VAT included)",
    free: "Free",
    payment: "PAYMENT",
    card: "Credit or debit card",
    bank_transfer: "Bank transfer (havale / EFT)",
    cash_on_delivery: "Cash on delivery",
    transfer_deadline: "The payment must reach the seller's bank account within {days} days of the order; an order not paid within that time is cancelled.",
    cash_note: "The payment is made to the courier on delivery.",
    card_note: "The card is charged once the order is confirmed; instalments follow the bank's terms.",
    delivery: "DELIVERY",
    delivery_time: "The goods are sent with {carrier}. The order leaves within {days} business days of the payment's confirmation; delivery never takes longer than 30 days from the order.",
    withdrawal: "RIGHT OF WITHDRAWAL",
    withdrawal_text: "The buyer may withdraw from the contract within 14 (fourteen) days of the delivery of the goods to them or to a third person they named, without giving any reason and without any penalty. The withdrawal can be notified in writing to {email} or by phone at {phone}. The seller refunds the price of the goods and the delivery costs, in the way they were paid, within 14 days of receiving the notice; returning the goods costs nothing when the seller's contracted carrier is used.",
    exceptions: "WHEN THE RIGHT OF WITHDRAWAL DOES NOT APPLY",
    exceptions_text: "Under article 15 of the Distance Contracts Regulation, the right of withdrawal does not apply to goods made to the buyer's wishes or personal needs (personalised goods, with a name or text applied), nor to goods whose packaging, tape, seal or wrapping was opened after delivery and whose return is unsuitable for health or hygiene reasons (underwear, swimwear and the like).",
    personalised_here: "Personalised goods in this order: {items}.",
    disputes: "DISPUTES",
    disputes_text: "Complaints may be made to the consumer arbitration committee of the buyer's or the seller's place within the monetary limits the Ministry of Trade sets every year, and above them to the consumer courts.",
    pre_intro: "This form informs you before your order is confirmed, as Consumer Protection Law no. 6502 and the Distance Contracts Regulation require.",
    contract_intro: "This contract is made electronically between the seller and the buyer below under Consumer Protection Law no. 6502 and the Distance Contracts Regulation.",
    article: "ARTICLE",
    parties: "PARTIES",
    subject: "SUBJECT",
    subject_text: "This contract covers the sale and delivery of the goods below, ordered electronically by the buyer on the seller's web site, at the prices shown, and the rights and duties of both parties.",
    goods_and_price: "GOODS AND PRICE",
    effect: "ENTRY INTO FORCE",
    effect_text: "The contract is made when the buyer has read and accepted the pre-information form and this contract electronically and placed the order. A copy is available to the buyer on the order page and in the order confirmation email.",
};

static AR: Words = Words {
    seller: "البائع",
    buyer: "المشتري",
    title: "الاسم التجاري",
    address: "العنوان",
    phone: "الهاتف",
    email: "البريد الإلكتروني",
    mersis: "رقم MERSIS",
    tax: "مكتب الضرائب / الرقم الضريبي",
    name: "الاسم",
    delivery_address: "عنوان التوصيل",
    invoice_address: "عنوان الفاتورة",
    pickup: "الاستلام من المتجر",
    company: "الشركة",
    goods: "المنتجات موضوع العقد",
    quantity: "الكمية",
    vat_included: "شامل ضريبة القيمة المضافة",
    personalised: "مخصص",
    items_total: "مجموع المنتجات",
    discount_total: "الخصومات",
    shipping_fee: "رسوم الشحن",
    payment_fee: "رسوم الدفع",
    vat_total: "إجمالي ضريبة القيمة المضافة",
    grand_total: "المبلغ الإجمالي المستحق (شامل الضريبة)",
    free: "مجاني",
    payment: "الدفع",
    card: "بطاقة ائتمان أو بطاقة مصرفية",
    bank_transfer: "تحويل بنكي (حوالة / EFT)",
    cash_on_delivery: "الدفع عند الاستلام",
    transfer_deadline: "يجب أن يصل المبلغ إلى حساب البائع المصرفي خلال {days} أيام من الطلب؛ ويُلغى الطلب الذي لا يُدفع خلال هذه المدة.",
    cash_note: "يتم الدفع لمندوب الشحن عند التسليم.",
    card_note: "يُخصم المبلغ من البطاقة بعد تأكيد الطلب؛ وتخضع الأقساط لشروط البنك.",
    delivery: "التسليم",
    delivery_time: "تُرسل المنتجات عبر {carrier}. يُشحن الطلب خلال {days} أيام عمل على الأكثر من تأكيد الدفع؛ ولا تتجاوز مدة التسليم 30 يومًا من تاريخ الطلب في أي حال.",
    withdrawal: "حق الانسحاب",
    withdrawal_text: "يحق للمشتري الانسحاب من العقد خلال 14 (أربعة عشر) يومًا من تاريخ تسليم المنتج إليه أو إلى شخص ثالث يحدده، دون إبداء أي سبب ودون دفع أي غرامة. ويمكن الإبلاغ عن الانسحاب كتابيًا إلى {email} أو هاتفيًا على الرقم {phone}. يعيد البائع ثمن المنتجات وتكاليف التسليم بطريقة الدفع نفسها خلال 14 يومًا من وصول الإشعار إليه؛ ولا يتحمل المشتري تكلفة الإرجاع عند استخدام شركة الشحن المتعاقدة مع البائع.",
    exceptions: "الحالات التي لا يسري فيها حق الانسحاب",
    exceptions_text: "وفقًا للمادة 15 من لائحة العقود عن بعد، لا يسري حق الانسحاب على المنتجات المعدة وفق رغبات المشتري أو احتياجاته الشخصية (المنتجات المخصصة التي طُبع عليها اسم أو نص)، ولا على المنتجات التي فُتح غلافها أو شريطها أو ختمها بعد التسليم ولا يصلح إرجاعها لأسباب صحية (الملابس الداخلية وملابس السباحة وما شابهها).",
    personalised_here: "المنتجات المخصصة في هذا الطلب: {items}.",
    disputes: "النزاعات",
    disputes_text: "يمكن تقديم الشكاوى إلى هيئة التحكيم للمستهلك في مكان إقامة المشتري أو البائع ضمن الحدود المالية التي تحددها وزارة التجارة كل عام، وإلى محاكم المستهلك فيما يتجاوزها.",
    pre_intro: "أُعد هذا النموذج لإعلامك قبل تأكيد طلبك، وفقًا لقانون حماية المستهلك رقم 6502 ولائحة العقود عن بعد.",
    contract_intro: "أُبرم هذا العقد إلكترونيًا بين البائع والمشتري المذكورين أدناه وفقًا لقانون حماية المستهلك رقم 6502 ولائحة العقود عن بعد.",
    article: "المادة",
    parties: "الطرفان",
    subject: "الموضوع",
    subject_text: "يتناول هذا العقد بيع وتسليم المنتجات المبينة أدناه، التي طلبها المشتري إلكترونيًا من موقع البائع بالأسعار المذكورة، وحقوق الطرفين والتزاماتهما.",
    goods_and_price: "المنتجات والثمن",
    effect: "السريان",
    effect_text: "ينعقد العقد عندما يقرأ المشتري نموذج المعلومات المسبقة وهذا العقد ويوافق عليهما إلكترونيًا ويقدم الطلب. وتتاح نسخة منه للمشتري في صفحة الطلب وفي رسالة تأكيد الطلب.",
};

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
        money(tt.items_total, lang)
    ));
    if tt.discount_total > 0 {
        out.push_str(&format!(
            "\n{}: {}",
            w.discount_total,
            money(tt.discount_total, lang)
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
        let totals = Totals {
            items_total: 49_980,
            discount_total: 0,
            shipping_fee: 4_990,
            payment_fee: 0,
            vat_total: 4_544 + 832,
            grand_total: 54_970,
        };
        generate(&Terms {
            lang,
            seller: &seller,
            buyer: &buyer,
            delivery: Some(&a),
            invoice: Some(&a),
            pickup: None,
            lines: &lines,
            totals: &totals,
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
