//! What the after-sale calls answer, in every language.

crate::messages! {
    pub enum AfterSaleMsg {
        Cancelled = ("order_cancelled",
            "Siparişiniz iptal edildi",
            "Your order has been cancelled",
            "تم إلغاء طلبك"),
        LinesCancelled = ("lines_cancelled",
            "Seçtiğiniz ürünler iptal edildi",
            "The items you chose have been cancelled",
            "تم إلغاء المنتجات التي اخترتها"),
        TooLate = ("not_cancellable",
            "Siparişiniz kargoya verildiği için artık iptal edilemez; teslim aldıktan sonra iade edebilirsiniz",
            "Your order has been shipped and can no longer be cancelled; you can return it once it is delivered",
            "تم شحن طلبك ولا يمكن إلغاؤه الآن؛ يمكنك إرجاعه بعد استلامه"),
        AlreadyCancelled = ("already_cancelled",
            "Bu sipariş zaten iptal edilmiş",
            "This order has already been cancelled",
            "هذا الطلب ملغى بالفعل"),
        BadLines = ("lines_invalid",
            "İptal etmek istediğiniz ürünleri ve adetlerini seçin",
            "Choose the items and quantities you want to cancel",
            "اختر المنتجات والكميات التي تريد إلغاءها"),
        IbanInvalid = ("iban_invalid",
            "Geçerli bir IBAN girin (TR ile başlayan 26 karakter)",
            "Enter a valid IBAN (26 characters starting with TR)",
            "أدخل رقم IBAN صالحًا (26 حرفًا تبدأ بـ TR)"),
        HolderRequired = ("account_holder_required",
            "Hesap sahibinin adını ve soyadını girin",
            "Enter the account holder's full name",
            "أدخل الاسم الكامل لصاحب الحساب"),
        ReturnRequested = ("return_requested",
            "İade talebiniz alındı; iade kodunuzu kargo şubesine gösterin",
            "Your return request has been received; show your return code at the carrier's branch",
            "تم استلام طلب الإرجاع؛ أظهر رمز الإرجاع في فرع شركة الشحن"),
        NotDelivered = ("return_not_delivered",
            "Siparişiniz teslim edildikten sonra iade talebi oluşturabilirsiniz",
            "You can request a return once your order has been delivered",
            "يمكنك طلب الإرجاع بعد تسليم طلبك"),
        DeadlinePassed = ("return_deadline_passed",
            "Teslimattan itibaren 14 günlük iade süresi doldu",
            "The 14 days to return the order from its delivery have passed",
            "انتهت مهلة الإرجاع البالغة 14 يومًا من تاريخ التسليم"),
        AllReturned = ("return_all_returned",
            "Bu siparişin tüm ürünleri için zaten iade talebi var",
            "A return has already been requested for every item of this order",
            "تم طلب إرجاع جميع منتجات هذا الطلب بالفعل"),
        ReturnBadLines = ("return_lines_invalid",
            "İade etmek istediğiniz ürünleri ve adetlerini seçin",
            "Choose the items and quantities you want to return",
            "اختر المنتجات والكميات التي تريد إرجاعها"),
        ReasonRequired = ("return_reason_required",
            "İade nedenini seçin",
            "Choose the reason for the return",
            "اختر سبب الإرجاع"),
        ReasonTextRequired = ("return_reason_text_required",
            "İade nedeninizi kısaca yazın (en fazla 500 karakter)",
            "Describe the reason for the return briefly (at most 500 characters)",
            "اكتب سبب الإرجاع باختصار (500 حرف كحد أقصى)"),
        PhotoNotImage = ("return_photo_invalid",
            "Fotoğraf JPEG, PNG veya WebP biçiminde olmalı",
            "A photo must be a JPEG, PNG or WebP image",
            "يجب أن تكون الصورة بتنسيق JPEG أو PNG أو WebP"),
        PhotoTooLarge = ("return_photo_too_large",
            "Her fotoğraf en fazla 5 MB olabilir",
            "Each photo may be at most 5 MB",
            "يجب ألا يتجاوز حجم كل صورة 5 ميغابايت"),
        PhotoTooMany = ("return_photo_too_many",
            "En fazla 3 fotoğraf ekleyebilirsiniz",
            "You can add at most 3 photos",
            "يمكنك إضافة 3 صور كحد أقصى"),
        BadForm = ("return_form_invalid",
            "Form okunamadı; sayfayı yenileyip tekrar deneyin",
            "The form could not be read; reload the page and try again",
            "تعذرت قراءة النموذج؛ حدّث الصفحة وحاول مرة أخرى"),
        ExchangeUnavailable = ("exchange_unavailable",
            "Seçtiğiniz beden artık stokta yok; başka bir beden seçin veya para iadesi isteyin",
            "The size you chose is no longer in stock; choose another size or ask for your money back",
            "المقاس الذي اخترته لم يعد متوفرًا؛ اختر مقاسًا آخر أو اطلب استرداد المبلغ"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::Lang;

    #[test]
    fn every_message_has_three_texts_and_a_code_of_its_own() {
        let mut codes = std::collections::BTreeSet::new();
        for m in AfterSaleMsg::ALL {
            for lang in Lang::ALL {
                assert!(!m.text(lang).is_empty());
            }
            assert!(codes.insert(m.code()), "{m:?}");
        }
    }
}
