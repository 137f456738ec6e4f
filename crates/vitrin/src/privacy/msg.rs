//! The texts of the KVKK calls, in every language.

use crate::locale::Lang;

crate::messages! {
    pub enum PrivacyMsg {
        PasswordRequired = ("password_required",
            "Hesabınızı silmek için şifrenizi giriniz",
            "Enter your password to delete your account",
            "أدخل كلمة المرور لحذف حسابك"),
        PasswordWrong = ("password_wrong",
            "Şifreniz hatalı",
            "Your password is wrong",
            "كلمة المرور غير صحيحة"),
        AlreadyRequested = ("deletion_already_requested",
            "Hesabınız için bir silme talebi zaten var",
            "There is already a deletion request for your account",
            "يوجد بالفعل طلب حذف لحسابك"),
        NothingToCancel = ("no_deletion_request",
            "İptal edilecek bir silme talebiniz yok",
            "You have no deletion request to cancel",
            "ليس لديك طلب حذف لإلغائه"),
        LinkInvalid = ("privacy_link_invalid",
            "Bağlantı geçersiz veya süresi dolmuş; lütfen yeniden talep ediniz",
            "The link is not valid or has expired; please ask again",
            "الرابط غير صالح أو منتهي الصلاحية؛ يرجى الطلب مجددًا"),
        FormatUnknown = ("format_unknown",
            "Dosya biçimi json veya html olmalıdır",
            "The file format must be json or html",
            "يجب أن تكون صيغة الملف json أو html"),
        KindUnknown = ("request_kind_unknown",
            "Talep türü export veya erase olmalıdır",
            "The request must be export or erase",
            "يجب أن يكون نوع الطلب export أو erase"),
        ConfirmationMailed = ("deletion_link_mailed",
            "Hesabınızı silmeyi onaylamanız için e-posta adresinize bir bağlantı gönderdik",
            "We mailed you a link to confirm the deletion of your account",
            "أرسلنا إلى بريدك الإلكتروني رابطًا لتأكيد حذف حسابك"),
        Scheduled = ("deletion_scheduled",
            "Hesap silme talebiniz alındı; bekleme süresi bitince hesabınız silinecek",
            "Your deletion request is taken; your account will be deleted when the waiting period ends",
            "تم استلام طلب الحذف؛ سيُحذف حسابك عند انتهاء فترة الانتظار"),
        Cancelled = ("deletion_cancelled",
            "Hesap silme talebiniz iptal edildi",
            "Your deletion request is cancelled",
            "تم إلغاء طلب حذف حسابك"),
        Erased = ("account_erased",
            "Hesabınız silindi",
            "Your account is deleted",
            "تم حذف حسابك"),
        GuestRequestTaken = ("guest_request_taken",
            "Talebiniz alındı; bu adresle ilgili bilgi varsa e-posta ile bir bağlantı göndereceğiz",
            "Your request is taken; if we keep anything for this address, we will mail you a link",
            "تم استلام طلبك؛ إذا كانت لدينا بيانات لهذا العنوان فسنرسل إليك رابطًا بالبريد الإلكتروني"),
        GuestErased = ("guest_data_erased",
            "Bu e-posta adresiyle ilgili kişisel verileriniz silindi",
            "Your personal data for this e-mail address is erased",
            "تم حذف بياناتك الشخصية المرتبطة بهذا البريد الإلكتروني"),
    }
}

/// What stays after an erasure and why, in the shopper's language: the orders for the tax law,
/// and (when some are still on their way) their contact until they arrive.
pub fn kept_notes(lang: Lang, orders: usize, open: usize, retention_years: u32) -> Vec<String> {
    let mut notes = Vec::new();
    if orders > 0 {
        notes.push(match lang {
            Lang::Tr => format!(
                "{orders} siparişiniz vergi mevzuatı gereği {retention_years} yıl saklanır; adınız, \
                 telefonunuz, e-posta ve adresleriniz bu siparişlerden çıkarılır."
            ),
            Lang::En => format!(
                "Your {orders} order(s) are kept for {retention_years} years as the tax law requires; \
                 your name, phone, e-mail and addresses are removed from them."
            ),
            Lang::Ar => format!(
                "تُحفظ طلباتك ({orders}) لمدة {retention_years} سنوات وفقًا لقانون الضرائب؛ \
                 ويُزال منها اسمك وهاتفك وبريدك الإلكتروني وعناوينك."
            ),
        });
    }
    if open > 0 {
        notes.push(match lang {
            Lang::Tr => format!(
                "Teslim edilmekte olan {open} siparişiniz var: teslim edilene kadar hesabınız ve \
                 bu siparişlerin iletişim ve adres bilgileri saklanır, teslimattan sonra silinir."
            ),
            Lang::En => format!(
                "{open} order(s) are still on their way: your account and their contact and \
                 address details are kept until they arrive, and erased after delivery."
            ),
            Lang::Ar => format!(
                "لديك {open} طلبات قيد التوصيل: يُحتفظ بحسابك وبيانات الاتصال والعنوان لهذه \
                 الطلبات حتى تسليمها، ثم تُحذف بعد التسليم."
            ),
        });
    }
    notes.push(match lang {
        Lang::Tr => "Ticari ileti izinleriniz geri alınmış olarak İYS kaydı için saklanır.".into(),
        Lang::En => {
            "Your commercial message consents are kept, recorded as withdrawn, for the İYS register."
                .into()
        }
        Lang::Ar => "تُحفظ موافقاتك على الرسائل التجارية مسجلة كمسحوبة لسجل İYS.".into(),
    });
    notes
}
