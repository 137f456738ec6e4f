//! The provider's answer envelope, every key always present (empty strings when unused), and the
//! sandbox's response codes with their Turkish and English texts.

use axum::{
    http::{header, StatusCode},
    response::{IntoResponse, Response},
    Json,
};
use serde_json::{json, Value};

/// The language of the answer's texts: `sendSmsLanguage` "eng" is English, anything else Turkish.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Lang {
    Tr,
    En,
}

impl Lang {
    pub fn of_sms_language(value: &str) -> Self {
        if value.trim().eq_ignore_ascii_case("eng") {
            Lang::En
        } else {
            Lang::Tr
        }
    }

    /// For the 3-D Secure page's `lang` query parameter.
    pub fn of_page(value: &str) -> Self {
        if value.trim().eq_ignore_ascii_case("en") {
            Lang::En
        } else {
            Lang::Tr
        }
    }
}

/// The response codes the sandbox answers (module documentation lists them).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Code {
    Success,
    OtpRequired,
    ThreeDRequired,
    WrongOtp,
    WrongOtpSpent,
    NoCards,
    BadVersion,
    BadClient,
    BadToken,
    TokenExpired,
    TokenMismatch,
    BadMsisdn,
    MissingField,
    NoAccount,
    NotLinked,
    CardNotFound,
    AliasTaken,
    BadCardNumber,
    CardExpired,
    BadCvc,
    Declined,
    ThreeDRefused,
    StepUnknown,
    OtpExpired,
    BadPin,
    MsisdnTaken,
    TransactionNotFound,
    TransactionNotApproved,
    RefundTooLarge,
    RefundNumberReused,
    UnknownCall,
    Malformed,
    Internal,
}

impl Code {
    pub fn code(self) -> &'static str {
        use Code::*;
        match self {
            Success => "0000",
            OtpRequired => "5001",
            ThreeDRequired => "5010",
            WrongOtp | WrongOtpSpent => "1409",
            NoCards => "1051",
            BadVersion => "1001",
            BadClient => "1002",
            BadToken => "1003",
            TokenExpired => "1004",
            TokenMismatch => "1005",
            BadMsisdn => "1006",
            MissingField => "1007",
            NoAccount => "1020",
            NotLinked => "1021",
            CardNotFound => "1052",
            AliasTaken => "1053",
            BadCardNumber => "1060",
            CardExpired => "1061",
            BadCvc => "1062",
            Declined => "1057",
            ThreeDRefused => "1082",
            StepUnknown => "1410",
            OtpExpired => "1413",
            BadPin => "1412",
            MsisdnTaken => "1031",
            TransactionNotFound => "1090",
            TransactionNotApproved => "1091",
            RefundTooLarge => "1093",
            RefundNumberReused => "1094",
            UnknownCall => "9404",
            Malformed => "9400",
            Internal => "9500",
        }
    }

    pub fn text(self, lang: Lang) -> &'static str {
        use Code::*;
        let (tr, en) = match self {
            Success => ("İşlem başarılı.", "Transaction successful."),
            OtpRequired => (
                "Cep telefonunuza gönderilen doğrulama kodunu girin.",
                "Enter the verification code sent to your mobile phone.",
            ),
            ThreeDRequired => (
                "İşlemi bankanızın 3-D Secure sayfasında onaylayın.",
                "Confirm the transaction on your bank's 3-D Secure page.",
            ),
            WrongOtp => (
                "Doğrulama kodu hatalı. Lütfen tekrar deneyin.",
                "The verification code is wrong. Please try again.",
            ),
            WrongOtpSpent => (
                "Doğrulama kodu üç kez hatalı girildi. İşlemi yeniden başlatın.",
                "The verification code was wrong three times. Start the transaction again.",
            ),
            NoCards => (
                "Hesabınızda kayıtlı kart bulunmuyor.",
                "There are no cards on your account.",
            ),
            BadVersion => (
                "Geçersiz istek: sürüm 34 ve istemci türü 1 olmalı.",
                "Invalid request: version must be 34 and client type 1.",
            ),
            BadClient => ("Üye işyeri tanınmıyor.", "Unknown merchant."),
            BadToken => (
                "İşlem anahtarı geçersiz.",
                "The transaction token is invalid.",
            ),
            TokenExpired => (
                "İşlem anahtarının süresi doldu. Lütfen tekrar deneyin.",
                "The transaction token has expired. Please try again.",
            ),
            TokenMismatch => (
                "İşlem anahtarı bu işlem ya da bu telefon numarası için verilmemiş.",
                "The transaction token was not made for this call or this phone number.",
            ),
            BadMsisdn => (
                "Cep telefonu numarası geçersiz.",
                "The mobile phone number is invalid.",
            ),
            MissingField => (
                "İstekte eksik ya da geçersiz alan var.",
                "The request has a missing or invalid field.",
            ),
            NoAccount => (
                "Bu telefon numarasına ait bir cüzdan hesabı yok.",
                "There is no wallet account for this phone number.",
            ),
            NotLinked => (
                "Cüzdan hesabınız bu üye işyerine bağlı değil.",
                "Your wallet account is not linked to this merchant.",
            ),
            CardNotFound => (
                "Bu isimde kayıtlı bir kart bulunamadı.",
                "No saved card has this name.",
            ),
            AliasTaken => (
                "Bu isimde kayıtlı bir kartınız zaten var.",
                "You already have a saved card with this name.",
            ),
            BadCardNumber => ("Kart numarası geçersiz.", "The card number is invalid."),
            CardExpired => (
                "Kartın son kullanma tarihi geçmiş ya da geçersiz.",
                "The card's expiry date has passed or is invalid.",
            ),
            BadCvc => (
                "Güvenlik kodu (CVC) geçersiz.",
                "The security code (CVC) is invalid.",
            ),
            Declined => ("Kart reddedildi.", "Card declined."),
            ThreeDRefused => (
                "3-D Secure doğrulaması reddedildi.",
                "3-D Secure verification was refused.",
            ),
            StepUnknown => (
                "Doğrulama işleminin süresi doldu ya da geçersiz. İşlemi yeniden başlatın.",
                "The verification has expired or is invalid. Start the transaction again.",
            ),
            OtpExpired => (
                "Doğrulama kodunun süresi doldu. Yeni kod isteyin.",
                "The verification code has expired. Ask for a new code.",
            ),
            RefundTooLarge => (
                "İade tutarı işlemin kalan tutarını aşıyor.",
                "The refund is more than what is left of the transaction.",
            ),
            RefundNumberReused => (
                "Bu iade numarası başka bir tutarla kullanılmış.",
                "This refund number was used with another amount.",
            ),
            BadPin => ("Şifre geçersiz.", "The PIN is invalid."),
            MsisdnTaken => (
                "Yeni telefon numarasına ait bir cüzdan hesabı zaten var.",
                "The new phone number already has a wallet account.",
            ),
            TransactionNotFound => ("İşlem bulunamadı.", "Transaction not found."),
            TransactionNotApproved => ("İşlem onaylanmamış.", "The transaction was not approved."),
            UnknownCall => ("Bilinmeyen işlem.", "Unknown call."),
            Malformed => (
                "İstek okunamadı: geçerli bir JSON gövdesi bekleniyor.",
                "The request could not be read: a valid JSON body is expected.",
            ),
            Internal => (
                "Sağlayıcıda geçici bir hata oluştu. Lütfen tekrar deneyin.",
                "The provider had a temporary error. Please try again.",
            ),
        };
        match lang {
            Lang::Tr => tr,
            Lang::En => en,
        }
    }
}

/// A saved card as the envelope lists it (`ListItem`).
#[derive(Debug, Clone, Default)]
pub struct ListItem {
    pub name: String,
    pub value1: String,
    pub bank_ica: String,
    pub product_name: String,
    pub unique_id: String,
    pub eft_code: String,
    pub card_status: String,
    pub prompt_cpin: bool,
    pub member: bool,
}

/// One answer: the fault detail's fields and the transaction body's.
#[derive(Debug, Clone)]
pub struct Answer {
    pub status: StatusCode,
    pub code: Code,
    pub lang: Lang,
    /// `ServiceFaultDetail.RefNo` and `TransactionBody.RefNo`.
    pub ref_no: String,
    /// The validationRefNo of the next step, in both places the client looks.
    pub token: String,
    pub url_3d: String,
    pub new_msisdn: String,
    pub card_unique_id: String,
    pub account_status: String,
    pub items: Vec<ListItem>,
    pub amount: String,
    pub order_no: String,
    pub installment_count: String,
    /// A more precise description than the code's own (e.g. how many tries are left).
    pub desc: Option<String>,
}

impl Answer {
    pub fn new(code: Code, lang: Lang) -> Self {
        Self {
            status: StatusCode::OK,
            code,
            lang,
            ref_no: String::new(),
            token: String::new(),
            url_3d: String::new(),
            new_msisdn: String::new(),
            card_unique_id: String::new(),
            account_status: String::new(),
            items: Vec::new(),
            amount: String::new(),
            order_no: String::new(),
            installment_count: String::new(),
            desc: None,
        }
    }

    pub fn with_status(mut self, status: StatusCode) -> Self {
        self.status = status;
        self
    }

    pub fn desc(&self) -> String {
        self.desc
            .clone()
            .unwrap_or_else(|| self.code.text(self.lang).to_string())
    }

    pub fn to_json(&self) -> Value {
        let ok = self.code == Code::Success;
        let items: Vec<Value> = self
            .items
            .iter()
            .map(|item| {
                json!({
                    "Name": item.name,
                    "Value1": item.value1,
                    "BankIca": item.bank_ica,
                    "ProductName": item.product_name,
                    "UniqueId": item.unique_id,
                    "EftCode": item.eft_code,
                    "CardStatus": item.card_status,
                    "PromtCpin": if item.prompt_cpin { "Y" } else { "N" },
                    "IsMasterPassMember": if item.member { "Y" } else { "N" },
                })
            })
            .collect();
        let desc = self.desc();
        json!({
            "Result": if ok { "Success" } else { "Failure" },
            "Message": desc,
            "Data": { "Body": {
                "Fault": { "Detail": { "ServiceFaultDetail": {
                    "ResponseCode": self.code.code(),
                    "ResponseDesc": desc,
                    "RefNo": self.ref_no,
                    "Token": self.token,
                    "Url3D": self.url_3d,
                    "Url3DSuccess": "",
                    "Url3DError": "",
                    "InternalResponseCode": "",
                    "InternalResponseMessage": "",
                    "NewMsisdn": self.new_msisdn,
                } } },
                "Response": { "Result": { "TransactionBody": {
                    "Token": self.token,
                    "RefNo": self.ref_no,
                    "CardUniqueId": self.card_unique_id,
                    "AccountStatus": self.account_status,
                    "ListItems": { "ListItem": items },
                    "Amount": self.amount,
                    "OrderNo": self.order_no,
                    "InstallmentCount": self.installment_count,
                } } },
            } },
        })
    }
}

impl IntoResponse for Answer {
    fn into_response(self) -> Response {
        let mut response = (self.status, Json(self.to_json())).into_response();
        // Answers carry one-time references: never kept by a cache.
        response.headers_mut().insert(
            header::CACHE_CONTROL,
            header::HeaderValue::from_static("no-store"),
        );
        response
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_of_the_envelope_is_there() {
        let value = Answer::new(Code::NoCards, Lang::En).to_json();
        let fault = &value["Data"]["Body"]["Fault"]["Detail"]["ServiceFaultDetail"];
        for key in [
            "ResponseCode",
            "ResponseDesc",
            "RefNo",
            "Token",
            "Url3D",
            "Url3DSuccess",
            "Url3DError",
            "InternalResponseCode",
            "InternalResponseMessage",
            "NewMsisdn",
        ] {
            assert!(fault[key].is_string(), "{key}");
        }
        let body = &value["Data"]["Body"]["Response"]["Result"]["TransactionBody"];
        for key in [
            "Token",
            "RefNo",
            "CardUniqueId",
            "AccountStatus",
            "Amount",
            "OrderNo",
            "InstallmentCount",
        ] {
            assert!(body[key].is_string(), "{key}");
        }
        assert!(body["ListItems"]["ListItem"].is_array());
        assert_eq!(fault["ResponseCode"], "1051");
        assert_eq!(fault["ResponseDesc"], "There are no cards on your account.");
    }

    #[test]
    fn codes_have_two_languages() {
        for code in [Code::Declined, Code::WrongOtp, Code::TokenExpired] {
            assert_ne!(code.text(Lang::Tr), code.text(Lang::En));
        }
        assert_eq!(Code::Declined.text(Lang::Tr), "Kart reddedildi.");
        assert_eq!(Lang::of_sms_language("eng"), Lang::En);
        assert_eq!(Lang::of_sms_language(""), Lang::Tr);
    }
}
