//! The texts of the KVKK calls, in every language.

use std::borrow::Cow;

use crate::{error::Message, locale::Lang};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PrivacyMsg {
    PasswordRequired,
    PasswordWrong,
    AlreadyRequested,
    NothingToCancel,
    LinkInvalid,
    FormatUnknown,
    KindUnknown,
    ConfirmationMailed,
    Scheduled,
    Cancelled,
    Erased,
    GuestRequestTaken,
    GuestErased,
}

impl Message for PrivacyMsg {
    fn code(&self) -> &'static str {
        match self {
            PrivacyMsg::PasswordRequired => "password_required",
            PrivacyMsg::PasswordWrong => "password_wrong",
            PrivacyMsg::AlreadyRequested => "deletion_already_requested",
            PrivacyMsg::NothingToCancel => "no_deletion_request",
            PrivacyMsg::LinkInvalid => "privacy_link_invalid",
            PrivacyMsg::FormatUnknown => "format_unknown",
            PrivacyMsg::KindUnknown => "request_kind_unknown",
            PrivacyMsg::ConfirmationMailed => "deletion_link_mailed",
            PrivacyMsg::Scheduled => "deletion_scheduled",
            PrivacyMsg::Cancelled => "deletion_cancelled",
            PrivacyMsg::Erased => "account_erased",
            PrivacyMsg::GuestRequestTaken => "guest_request_taken",
            PrivacyMsg::GuestErased => "guest_data_erased",
        }
    }

    fn text(&self, lang: Lang) -> Cow<'static, str> {
        use Lang::*;
        Cow::Borrowed(match (self, lang) {
            (PrivacyMsg::PasswordRequired, Tr) => "Hesabınızı silmek için şifrenizi giriniz",
            (PrivacyMsg::PasswordRequired, En) => "Enter your password to delete your account",
            (PrivacyMsg::PasswordRequired, Ar) => "أدخل كلمة المرور لحذف حسابك",
            (PrivacyMsg::PasswordWrong, Tr) => "Şifreniz hatalı",
            (PrivacyMsg::PasswordWrong, En) => "Your password is wrong",
            (PrivacyMsg::PasswordWrong, Ar) => "كلمة المرور غير صحيحة",
            (PrivacyMsg::AlreadyRequested, Tr) => "Hesabınız için bir silme talebi zaten var",
            (PrivacyMsg::AlreadyRequested, En) => {
                "There is already a deletion request for your account"
            }
            (PrivacyMsg::AlreadyRequested, Ar) => "يوجد بالفعل طلب حذف لحسابك",
            (PrivacyMsg::NothingToCancel, Tr) => "İptal edilecek bir silme talebiniz yok",
            (PrivacyMsg::NothingToCancel, En) => "You have no deletion request to cancel",
            (PrivacyMsg::NothingToCancel, Ar) => "ليس لديك طلب حذف لإلغائه",
            (PrivacyMsg::LinkInvalid, Tr) => {
                "Bağlantı geçersiz veya süresi dolmuş; lütfen yeniden talep ediniz"
            }
            (PrivacyMsg::LinkInvalid, En) => {
                "The link is not valid or has expired; please ask again"
            }
            (PrivacyMsg::LinkInvalid, Ar) => "الرابط غير صالح أو منتهي الصلاحية؛ يرجى الطلب مجددًا",
            (PrivacyMsg::FormatUnknown, Tr) => "Dosya biçimi json veya html olmalıdır",
            (PrivacyMsg::FormatUnknown, En) => "The file format must be json or html",
            (PrivacyMsg::FormatUnknown, Ar) => "يجب أن تكون صيغة الملف json أو html",
            (PrivacyMsg::KindUnknown, Tr) => "Talep türü export veya erase olmalıdır",
            (PrivacyMsg::KindUnknown, En) => "The request must be export or erase",
            (PrivacyMsg::KindUnknown, Ar) => "يجب أن يكون نوع الطلب export أو erase",
            (PrivacyMsg::ConfirmationMailed, Tr) => {
                "Hesabınızı silmeyi onaylamanız için e-posta adresinize bir bağlantı gönderdik"
            }
            (PrivacyMsg::ConfirmationMailed, En) => {
                "We mailed you a link to confirm the deletion of your account"
            }
            (PrivacyMsg::ConfirmationMailed, Ar) => {
                "أرسلنا إلى بريدك الإلكتروني رابطًا لتأكيد حذف حسابك"
            }
            (PrivacyMsg::Scheduled, Tr) => {
                "Hesap silme talebiniz alındı; bekleme süresi bitince hesabınız silinecek"
            }
            (PrivacyMsg::Scheduled, En) => {
                "Your deletion request is taken; your account will be deleted when the waiting period ends"
            }
            (PrivacyMsg::Scheduled, Ar) => "تم استلام طلب الحذف؛ سيُحذف حسابك عند انتهاء فترة الانتظار",
            (PrivacyMsg::Cancelled, Tr) => "Hesap silme talebiniz iptal edildi",
            (PrivacyMsg::Cancelled, En) => "Your deletion request is cancelled",
            (PrivacyMsg::Cancelled, Ar) => "تم إلغاء طلب حذف حسابك",
            (PrivacyMsg::Erased, Tr) => "Hesabınız silindi",
            (PrivacyMsg::Erased, En) => "Your account is deleted",
            (PrivacyMsg::Erased, Ar) => "تم حذف حسابك",
            (PrivacyMsg::GuestRequestTaken, Tr) => {
                "Talebiniz alındı; bu adresle ilgili bilgi varsa e-posta ile bir bağlantı göndereceğiz"
            }
            (PrivacyMsg::GuestRequestTaken, En) => {
                "Your request is taken; if we keep anything for this address, we will mail you a link"
            }
            (PrivacyMsg::GuestRequestTaken, Ar) => {
                "تم استلام طلبك؛ إذا كانت لدينا بيانات لهذا العنوان فسنرسل إليك رابطًا بالبريد الإلكتروني"
            }
            (PrivacyMsg::GuestErased, Tr) => "Bu e-posta adresiyle ilgili kişisel verileriniz silindi",
            (PrivacyMsg::GuestErased, En) => "Your personal data for this e-mail address is erased",
            (PrivacyMsg::GuestErased, Ar) => "تم حذف بياناتك الشخصية المرتبطة بهذا البريد الإلكتروني",
        })
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
