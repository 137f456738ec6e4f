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
