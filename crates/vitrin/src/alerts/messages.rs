//! What the back-in-stock alert calls answer and mail, in every language.

use crate::{
    catalog::variants::VariantLine,
    locale::{format_money, Lang, Money},
    mail::Mail,
};

crate::messages! {
    /// The answers and refusals of the alert calls.
    pub enum AlertMsg {
        Watching = ("stock_alert_set",
            "Bu beden gelince size e-posta ile haber vereceğiz",
            "We will email you when this size is back",
            "سنرسل إليك بريدًا إلكترونيًا عند توفر هذا المقاس"),
        ConfirmSent = ("stock_alert_confirm_sent",
            "E-posta adresinize bir onay bağlantısı gönderdik; onayladığınızda bu beden gelince haber vereceğiz",
            "We sent a confirmation link to your email; once you confirm, we will tell you when this size is back",
            "أرسلنا رابط تأكيد إلى بريدك الإلكتروني؛ بعد التأكيد سنخبرك عند توفر هذا المقاس"),
        Confirmed = ("stock_alert_confirmed",
            "Onaylandı: bu beden gelince size haber vereceğiz",
            "Confirmed: we will tell you when this size is back",
            "تم التأكيد: سنخبرك عند توفر هذا المقاس"),
        Unsubscribed = ("stock_alert_unsubscribed",
            "Stok haberlerinden çıkarıldınız; size bir daha stok e-postası göndermeyeceğiz",
            "You are unsubscribed; we will send you no more back-in-stock emails",
            "تم إلغاء اشتراكك؛ لن نرسل إليك رسائل توفر المخزون بعد الآن"),
        InStock = ("stock_alert_in_stock",
            "Bu beden stokta; hemen sepetinize ekleyebilirsiniz",
            "This size is in stock; you can add it to your cart now",
            "هذا المقاس متوفر؛ يمكنك إضافته إلى سلتك الآن"),
        UnknownVariant = ("stock_alert_unknown_variant",
            "Bu ürün seçeneği bulunamadı",
            "This product option was not found",
            "لم يتم العثور على خيار المنتج هذا"),
        EmailRequired = ("stock_alert_email_required",
            "Lütfen geçerli bir e-posta adresi girin",
            "Please enter a valid email address",
            "يرجى إدخال بريد إلكتروني صالح"),
        KvkkRequired = ("stock_alert_kvkk_required",
            "Lütfen Kişisel Verilerin Korunması metnini onaylayın",
            "Please accept the personal data protection notice",
            "يرجى الموافقة على إشعار حماية البيانات الشخصية"),
        LinkInvalid = ("stock_alert_link_invalid",
            "Bu bağlantı geçersiz veya süresi dolmuş",
            "This link is not valid or has expired",
            "هذا الرابط غير صالح أو منتهي الصلاحية"),
    }
}

/// The guest's confirmation mail: the link makes the alert active.
pub fn confirm_mail(lang: Lang, to: &str, line: &VariantLine, link: &str) -> Mail {
    let item = item(line);
    let (subject, body) = match lang {
        Lang::Tr => (
            "Stok haberinizi onaylayın".to_string(),
            format!("Merhaba,\n\n{item} gelince size haber vermemizi istediniz. Onaylamak için aşağıdaki bağlantıya tıklayınız:\n\n{link}\n\nBu bağlantı 48 saat geçerlidir. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayınız.\n"),
        ),
        Lang::En => (
            "Confirm your back-in-stock alert".to_string(),
            format!("Hello,\n\nYou asked us to tell you when {item} is back. To confirm, click the link below:\n\n{link}\n\nThe link is valid for 48 hours. If you did not ask for this, ignore this email.\n"),
        ),
        Lang::Ar => (
            "أكّد تنبيه توفر المخزون".to_string(),
            format!("مرحبًا،\n\nطلبت منا إخبارك عند توفر {item}. للتأكيد انقر على الرابط أدناه:\n\n{link}\n\nالرابط صالح لمدة 48 ساعة. إذا لم تطلب ذلك فتجاهل هذه الرسالة.\n"),
        ),
    };
    Mail {
        to: to.to_string(),
        subject,
        body,
        kind: "stock-alert-confirm",
    }
}

/// The mail of a restock: a link straight to the variant, and one to unsubscribe.
pub fn back_in_stock_mail(
    lang: Lang,
    to: &str,
    line: &VariantLine,
    link: &str,
    unsubscribe: &str,
) -> Mail {
    let item = item(line);
    let (subject, body) = match lang {
        Lang::Tr => (
            format!("Beklediğiniz beden geldi: {}", line.title),
            format!("Merhaba,\n\n{item} yeniden stokta. Tükenmeden almak için:\n\n{link}\n\nStok e-postalarını artık almak istemiyorsanız: {unsubscribe}\n"),
        ),
        Lang::En => (
            format!("The size you waited for is back: {}", line.title),
            format!("Hello,\n\n{item} is back in stock. To get it before it sells out:\n\n{link}\n\nTo receive no more back-in-stock emails: {unsubscribe}\n"),
        ),
        Lang::Ar => (
            format!("المقاس الذي انتظرته متوفر الآن: {}", line.title),
            format!("مرحبًا،\n\n{item} متوفر من جديد. لشرائه قبل نفاده:\n\n{link}\n\nلإيقاف رسائل توفر المخزون: {unsubscribe}\n"),
        ),
    };
    Mail {
        to: to.to_string(),
        subject,
        body,
        kind: "back-in-stock",
    }
}

/// A member's favourite got cheaper: the old and new price, a link to the product and to the
/// account, where the e-mail consent is withdrawn.
pub fn price_drop_mail(
    to: &str,
    title: &str,
    was: i64,
    now: i64,
    link: &str,
    account: &str,
) -> Mail {
    let (was, now) = (
        format_money(Money::try_minor(was), Lang::Tr),
        format_money(Money::try_minor(now), Lang::Tr),
    );
    Mail {
        to: to.to_string(),
        subject: format!("Favorinizdeki ürünün fiyatı düştü: {title}"),
        body: format!("Merhaba,\n\nFavorilerinizdeki {title} ürününün fiyatı {was} iken {now} oldu:\n\n{link}\n\nBu e-postayı ticari ileti izniniz olduğu için aldınız. İzninizi hesabınızdan geri alabilirsiniz: {account}\n"),
        kind: "price-drop",
    }
}

/// "Title (colour, size)".
fn item(line: &VariantLine) -> String {
    let options: Vec<&str> = [line.colour.as_str(), line.size.as_str()]
        .into_iter()
        .filter(|o| !o.is_empty())
        .collect();
    if options.is_empty() {
        line.title.clone()
    } else {
        format!("{} ({})", line.title, options.join(", "))
    }
}
