//! What the order calls answer, in every language.

use crate::locale::Lang;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OrderMsg {
    Placed,
    Found,
    Listed,
    EmptyCart,
    OutOfStock,
    PaymentNotAllowed,
    UnknownCarrier,
    UnknownPaymentMethod,
    ContractsRequired,
    AddressRequired,
    EmailInvalid,
    PhoneInvalid,
    KeyInvalid,
    NotFound,
    LoginRequired,
    TooLarge,
    OrderChanged,
    GuestContact,
    NoGuestContact,
}

impl OrderMsg {
    pub fn code(self) -> &'static str {
        use OrderMsg::*;
        match self {
            Placed => "order_placed",
            Found => "order_found",
            Listed => "orders_listed",
            EmptyCart => "empty_cart",
            OutOfStock => "out_of_stock",
            PaymentNotAllowed => "payment_not_allowed",
            UnknownCarrier => "unknown_carrier",
            UnknownPaymentMethod => "unknown_payment_method",
            ContractsRequired => "contracts_required",
            AddressRequired => "address_required",
            EmailInvalid => "email_invalid",
            PhoneInvalid => "phone_invalid",
            KeyInvalid => "idempotency_key_invalid",
            NotFound => "order_not_found",
            LoginRequired => "login_required",
            TooLarge => "too_large",
            OrderChanged => "order_changed",
            GuestContact => "guest_contact",
            NoGuestContact => "no_guest_contact",
        }
    }

    pub fn text(self, lang: Lang) -> &'static str {
        use OrderMsg::*;
        let (tr, en, ar) = match self {
            Placed => (
                "Siparişiniz alındı",
                "Your order has been placed",
                "تم استلام طلبك",
            ),
            Found => ("Sipariş bulundu", "Order found", "تم العثور على الطلب"),
            Listed => ("Siparişleriniz", "Your orders", "طلباتك"),
            EmptyCart => ("Sepetiniz boş", "Your cart is empty", "سلة التسوق فارغة"),
            OutOfStock => (
                "Sepetinizdeki bazı ürünlerin stoğu tükendi; sepetiniz güncellendi, lütfen kontrol edip tekrar onaylayın",
                "Some items in your cart ran out of stock; your cart was updated, please check it and confirm again",
                "نفد مخزون بعض المنتجات في سلتك؛ تم تحديث السلة، يرجى مراجعتها والتأكيد مرة أخرى",
            ),
            PaymentNotAllowed => (
                "Bu ödeme yöntemi bu sipariş için kullanılamıyor",
                "This payment method cannot be used for this order",
                "لا يمكن استخدام طريقة الدفع هذه لهذا الطلب",
            ),
            UnknownCarrier => (
                "Lütfen bir kargo firması seçin",
                "Please choose a carrier",
                "يرجى اختيار شركة الشحن",
            ),
            UnknownPaymentMethod => (
                "Lütfen bir ödeme yöntemi seçin",
                "Please choose a payment method",
                "يرجى اختيار طريقة الدفع",
            ),
            ContractsRequired => (
                "Ön bilgilendirme formunu ve mesafeli satış sözleşmesini onaylamanız gerekiyor",
                "Please accept the pre-information form and the distance sales contract",
                "يجب الموافقة على نموذج المعلومات المسبقة وعقد البيع عن بعد",
            ),
            AddressRequired => (
                "Lütfen teslimat ve fatura adresinizi seçin",
                "Please choose your delivery and invoice addresses",
                "يرجى اختيار عنوان التوصيل وعنوان الفاتورة",
            ),
            EmailInvalid => (
                "Geçerli bir e-posta adresi girin",
                "Enter a valid email address",
                "أدخل عنوان بريد إلكتروني صالحًا",
            ),
            PhoneInvalid => (
                "Geçerli bir cep telefonu numarası girin",
                "Enter a valid mobile phone number",
                "أدخل رقم هاتف محمول صالحًا",
            ),
            KeyInvalid => (
                "Sayfayı yenileyip tekrar deneyin",
                "Reload the page and try again",
                "أعد تحميل الصفحة وحاول مرة أخرى",
            ),
            NotFound => ("Sipariş bulunamadı", "Order not found", "لم يتم العثور على الطلب"),
            LoginRequired => (
                "Siparişlerinizi görmek için giriş yapın",
                "Log in to see your orders",
                "سجّل الدخول لعرض طلباتك",
            ),
            TooLarge => (
                "Gönderilen bilgiler çok uzun",
                "What was sent is too long",
                "البيانات المرسلة طويلة جدًا",
            ),
            OrderChanged => (
                "Siparişinizde değişiklik oldu. Lütfen kontrol edip yeniden onaylayın.",
                "Your order has changed. Please check it and confirm again.",
                "حدث تغيير في طلبك. يرجى مراجعته والتأكيد مرة أخرى.",
            ),
            GuestContact => (
                "İletişim bilgileriniz",
                "Your contact details",
                "بيانات الاتصال الخاصة بك",
            ),
            NoGuestContact => (
                "İletişim bilgisi girilmedi",
                "No contact details given yet",
                "لم يتم إدخال بيانات الاتصال بعد",
            ),
        };
        match lang {
            Lang::Tr => tr,
            Lang::En => en,
            Lang::Ar => ar,
        }
    }
}

impl crate::error::Message for OrderMsg {
    fn code(&self) -> &'static str {
        OrderMsg::code(*self)
    }

    fn text(&self, lang: Lang) -> std::borrow::Cow<'static, str> {
        OrderMsg::text(*self, lang).into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_has_three_texts_and_a_code() {
        use OrderMsg::*;
        for m in [
            Placed,
            Found,
            Listed,
            EmptyCart,
            OutOfStock,
            PaymentNotAllowed,
            UnknownCarrier,
            UnknownPaymentMethod,
            ContractsRequired,
            AddressRequired,
            EmailInvalid,
            PhoneInvalid,
            KeyInvalid,
            NotFound,
            LoginRequired,
            TooLarge,
            OrderChanged,
            GuestContact,
            NoGuestContact,
        ] {
            for lang in Lang::ALL {
                assert!(!m.text(lang).is_empty());
            }
            assert!(!m.code().is_empty());
        }
    }
}
