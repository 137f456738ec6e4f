//! What the order calls answer, in every language.

crate::messages! {
    pub enum OrderMsg {
        Placed = ("order_placed",
            "Siparişiniz alındı",
            "Your order has been placed",
            "تم استلام طلبك"),
        Found = ("order_found",
            "Sipariş bulundu",
            "Order found",
            "تم العثور على الطلب"),
        Listed = ("orders_listed",
            "Siparişleriniz",
            "Your orders",
            "طلباتك"),
        EmptyCart = ("empty_cart",
            "Sepetiniz boş",
            "Your cart is empty",
            "سلة التسوق فارغة"),
        OutOfStock = ("out_of_stock",
            "Sepetinizdeki bazı ürünlerin stoğu tükendi; sepetiniz güncellendi, lütfen kontrol edip tekrar onaylayın",
            "Some items in your cart ran out of stock; your cart was updated, please check it and confirm again",
            "نفد مخزون بعض المنتجات في سلتك؛ تم تحديث السلة، يرجى مراجعتها والتأكيد مرة أخرى"),
        PaymentNotAllowed = ("payment_not_allowed",
            "Bu ödeme yöntemi bu sipariş için kullanılamıyor",
            "This payment method cannot be used for this order",
            "لا يمكن استخدام طريقة الدفع هذه لهذا الطلب"),
        UnknownCarrier = ("unknown_carrier",
            "Lütfen bir kargo firması seçin",
            "Please choose a carrier",
            "يرجى اختيار شركة الشحن"),
        UnknownPaymentMethod = ("unknown_payment_method",
            "Lütfen bir ödeme yöntemi seçin",
            "Please choose a payment method",
            "يرجى اختيار طريقة الدفع"),
        ContractsRequired = ("contracts_required",
            "Ön bilgilendirme formunu ve mesafeli satış sözleşmesini onaylamanız gerekiyor",
            "Please accept the pre-information form and the distance sales contract",
            "يجب الموافقة على نموذج المعلومات المسبقة وعقد البيع عن بعد"),
        AddressRequired = ("address_required",
            "Lütfen teslimat ve fatura adresinizi seçin",
            "Please choose your delivery and invoice addresses",
            "يرجى اختيار عنوان التوصيل وعنوان الفاتورة"),
        EmailInvalid = ("email_invalid",
            "Geçerli bir e-posta adresi girin",
            "Enter a valid email address",
            "أدخل عنوان بريد إلكتروني صالحًا"),
        PhoneInvalid = ("phone_invalid",
            "Geçerli bir cep telefonu numarası girin",
            "Enter a valid mobile phone number",
            "أدخل رقم هاتف محمول صالحًا"),
        KeyInvalid = ("idempotency_key_invalid",
            "Sayfayı yenileyip tekrar deneyin",
            "Reload the page and try again",
            "أعد تحميل الصفحة وحاول مرة أخرى"),
        NotFound = ("order_not_found",
            "Sipariş bulunamadı",
            "Order not found",
            "لم يتم العثور على الطلب"),
        LoginRequired = ("login_required",
            "Siparişlerinizi görmek için giriş yapın",
            "Log in to see your orders",
            "سجّل الدخول لعرض طلباتك"),
        TooLarge = ("too_large",
            "Gönderilen bilgiler çok uzun",
            "What was sent is too long",
            "البيانات المرسلة طويلة جدًا"),
        OrderChanged = ("order_changed",
            "Siparişinizde değişiklik oldu. Lütfen kontrol edip yeniden onaylayın.",
            "Your order has changed. Please check it and confirm again.",
            "حدث تغيير في طلبك. يرجى مراجعته والتأكيد مرة أخرى."),
        GuestContact = ("guest_contact",
            "İletişim bilgileriniz",
            "Your contact details",
            "بيانات الاتصال الخاصة بك"),
        NoGuestContact = ("no_guest_contact",
            "İletişim bilgisi girilmedi",
            "No contact details given yet",
            "لم يتم إدخال بيانات الاتصال بعد"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::Lang;

    #[test]
    fn every_message_has_three_texts_and_a_code() {
        for m in OrderMsg::ALL {
            for lang in Lang::ALL {
                assert!(!m.text(lang).is_empty());
            }
            assert!(!m.code().is_empty());
        }
    }
}
