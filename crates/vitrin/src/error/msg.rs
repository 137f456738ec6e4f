//! The messages of the refusals no single feature owns (the framework's, the page's, the
//! catalog's and the comparison's).

use std::borrow::Cow;

use super::Message;
use crate::locale::Lang;

/// The messages the server can send; each has a text in every language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Msg {
    Generic,
    NotFound,
    UnknownLanguage,
    UnknownCurrency,
    InvalidInput,
    TimedOut,
    ProductNotFound,
    VariantNotFound,
    UnknownShowcaseTab,
    LoginRequired,
    CompareEmpty,
    CompareTooFew,
    CompareTooMany,
    CompareAlreadyAdded,
    CompareAdded,
    CompareInvalid,
    MethodNotAllowed,
    TooLarge,
    UriTooLong,
    UnsupportedType,
    Unprocessable,
}

impl Message for Msg {
    fn code(&self) -> &'static str {
        match self {
            Msg::Generic => "internal",
            Msg::NotFound => "not_found",
            Msg::UnknownLanguage => "unknown_language",
            Msg::UnknownCurrency => "unknown_currency",
            Msg::InvalidInput => "invalid_input",
            Msg::TimedOut => "timed_out",
            Msg::ProductNotFound => "product_not_found",
            Msg::VariantNotFound => "variant_not_found",
            Msg::UnknownShowcaseTab => "unknown_showcase_tab",
            Msg::LoginRequired => "login_required",
            Msg::CompareEmpty => "compare_empty",
            Msg::CompareTooFew => "compare_too_few",
            Msg::CompareTooMany => "compare_too_many",
            Msg::CompareAlreadyAdded => "compare_already_added",
            Msg::CompareAdded => "compare_added",
            Msg::CompareInvalid => "compare_invalid",
            Msg::MethodNotAllowed => "method_not_allowed",
            Msg::TooLarge => "too_large",
            Msg::UriTooLong => "uri_too_long",
            Msg::UnsupportedType => "unsupported_media_type",
            Msg::Unprocessable => "unprocessable",
        }
    }

    fn text(&self, lang: Lang) -> Cow<'static, str> {
        use Lang::*;
        Cow::Borrowed(match (self, lang) {
            (Msg::Generic, Tr) => "Bir hata oluştu",
            (Msg::Generic, En) => "An error occurred",
            (Msg::Generic, Ar) => "حدث خطأ",
            (Msg::NotFound, Tr) => "Aradığınız sayfa bulunamadı",
            (Msg::NotFound, En) => "The page you are looking for was not found",
            (Msg::NotFound, Ar) => "الصفحة التي تبحث عنها غير موجودة",
            (Msg::UnknownLanguage, Tr) => "Bu dil desteklenmiyor. Desteklenen diller: tr, en, ar",
            (Msg::UnknownLanguage, En) => "This language is not supported. Supported: tr, en, ar",
            (Msg::UnknownLanguage, Ar) => "هذه اللغة غير مدعومة. اللغات المدعومة: tr, en, ar",
            (Msg::UnknownCurrency, Tr) => {
                "Bu para birimi desteklenmiyor. Desteklenenler: TRY, USD, EUR"
            }
            (Msg::UnknownCurrency, En) => {
                "This currency is not supported. Supported: TRY, USD, EUR"
            }
            (Msg::UnknownCurrency, Ar) => "هذه العملة غير مدعومة. العملات المدعومة: TRY, USD, EUR",
            (Msg::InvalidInput, Tr) => "Gönderilen bilgi geçersiz",
            (Msg::InvalidInput, En) => "The request is not valid",
            (Msg::InvalidInput, Ar) => "الطلب غير صالح",
            (Msg::TimedOut, Tr) => "İstek zaman aşımına uğradı",
            (Msg::TimedOut, En) => "The request timed out",
            (Msg::TimedOut, Ar) => "انتهت مهلة الطلب",
            (Msg::ProductNotFound, Tr) => "Ürün bulunamadı",
            (Msg::ProductNotFound, En) => "The product was not found",
            (Msg::ProductNotFound, Ar) => "المنتج غير موجود",
            (Msg::VariantNotFound, Tr) => "Bu ürünün böyle bir seçeneği bulunmuyor",
            (Msg::VariantNotFound, En) => "This product has no such option",
            (Msg::VariantNotFound, Ar) => "لا يتوفر هذا الخيار لهذا المنتج",
            (Msg::UnknownShowcaseTab, Tr) => {
                "Vitrin sekmesi bulunamadı; sekme numarası 0 ile 3 arasında olmalıdır"
            }
            (Msg::UnknownShowcaseTab, En) => {
                "No such showcase tab; the tab index is between 0 and 3"
            }
            (Msg::UnknownShowcaseTab, Ar) => "تبويب العرض غير موجود؛ رقم التبويب بين 0 و3",
            (Msg::LoginRequired, Tr) => "Bu işlem için giriş yapmalısınız",
            (Msg::LoginRequired, En) => "You must log in to do this",
            (Msg::LoginRequired, Ar) => "يجب عليك تسجيل الدخول للقيام بذلك",
            (Msg::CompareEmpty, Tr) => "Ürün seçimi yapılmadığı için karşılaştırılamamaktadır",
            (Msg::CompareEmpty, En) => "No products were chosen, so there is nothing to compare",
            (Msg::CompareEmpty, Ar) => "لم يتم اختيار أي منتج، لذا لا يمكن إجراء المقارنة",
            (Msg::CompareTooFew, Tr) => "Karşılaştırmak için en az 2 ürün seçmelisiniz",
            (Msg::CompareTooFew, En) => "Choose at least 2 products to compare",
            (Msg::CompareTooFew, Ar) => "يجب اختيار منتجين على الأقل للمقارنة",
            (Msg::CompareTooMany, Tr) => "Karşılaştırmak için en fazla 4 ürün seçmelisiniz",
            (Msg::CompareTooMany, En) => "Choose at most 4 products to compare",
            (Msg::CompareTooMany, Ar) => "يجب اختيار 4 منتجات على الأكثر للمقارنة",
            (Msg::CompareAlreadyAdded, Tr) => {
                "Bu ürün daha önce karşılaştırma listenize eklenmiştir"
            }
            (Msg::CompareAlreadyAdded, En) => "This product is already in your comparison list",
            (Msg::CompareAlreadyAdded, Ar) => "هذا المنتج موجود بالفعل في قائمة المقارنة",
            (Msg::CompareAdded, Tr) => "Ürün karşılaştırma listenize eklendi",
            (Msg::CompareAdded, En) => "The product was added to your comparison list",
            (Msg::CompareAdded, Ar) => "تمت إضافة المنتج إلى قائمة المقارنة",
            (Msg::CompareInvalid, Tr) => "Karşılaştırma listesi geçersiz",
            (Msg::CompareInvalid, En) => "The comparison list is not valid",
            (Msg::CompareInvalid, Ar) => "قائمة المقارنة غير صالحة",
            (Msg::MethodNotAllowed, Tr) => "Bu adres bu istek türünü kabul etmiyor",
            (Msg::MethodNotAllowed, En) => "This address does not accept this kind of request",
            (Msg::MethodNotAllowed, Ar) => "هذا العنوان لا يقبل هذا النوع من الطلبات",
            (Msg::TooLarge, Tr) => "Gönderilen bilgi izin verilenden büyük",
            (Msg::TooLarge, En) => "The request is larger than allowed",
            (Msg::TooLarge, Ar) => "الطلب أكبر من المسموح به",
            (Msg::UriTooLong, Tr) => "İstenen adres çok uzun",
            (Msg::UriTooLong, En) => "The requested address is too long",
            (Msg::UriTooLong, Ar) => "العنوان المطلوب طويل جدًا",
            (Msg::UnsupportedType, Tr) => "Gönderilen bilginin biçimi desteklenmiyor",
            (Msg::UnsupportedType, En) => "The request's format is not supported",
            (Msg::UnsupportedType, Ar) => "تنسيق الطلب غير مدعوم",
            (Msg::Unprocessable, Tr) => "Gönderilen bilgi okunamadı",
            (Msg::Unprocessable, En) => "The request could not be read",
            (Msg::Unprocessable, Ar) => "تعذرت قراءة الطلب",
        })
    }
}
