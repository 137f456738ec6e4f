//! Address rules as plain functions: the fields and their lengths, the invoice type with the
//! Turkish identity (TCKN) and tax (VKN) numbers and their checksums, the phone, and the messages
//! of the address calls. Where a place is (country to district, postcode) is checked by
//! `crate::region`; whether a tax office exists, by the tax-office list.

use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    error::Said,
    locale::Lang,
    phone::Phone,
    region::{PlaceTitles, RegionMsg, MAX_FREE_TEXT, MAX_POSTCODE},
};

/// At most this many addresses in one book (a member's, or a guest's session).
pub const MAX_ADDRESSES: i64 = 30;
pub const MAX_NAME_CHARS: usize = 50;
pub const MAX_ADDRESS_CHARS: usize = 250;
/// Company name and tax office.
pub const MAX_LONG_NAME_CHARS: usize = 100;
/// TCKN, VKN and the country code.
pub const MAX_CODE_CHARS: usize = 20;

/// An address as the calls answer it. Region fields hold the code when the place was chosen from
/// a list, else the typed text (then the title is the same text).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct Address {
    pub id: i64,
    /// The shopper's name for it ("Ev", "İş").
    pub title: String,
    pub name: String,
    pub surname: String,
    /// E.164, e.g. `+905321234567`.
    pub phone: String,
    /// ISO 3166 alpha-2 code, e.g. `TR`.
    pub country: String,
    pub country_title: String,
    pub state: String,
    pub state_title: String,
    pub city: String,
    pub city_title: String,
    pub town: String,
    pub town_title: String,
    pub district: String,
    pub district_title: String,
    pub postcode: String,
    /// Street, building, door.
    pub address: String,
    pub invoice_type: InvoiceType,
    /// Individual invoices: the Turkish identity number (11 digits), or empty.
    pub tckn: String,
    /// Corporate invoices: the company, its tax office and tax number (10 digits).
    pub company_name: String,
    pub tax_office: String,
    pub vkn: String,
    /// 1: the company is an e-invoice payer.
    pub e_invoice: i64,
    /// 1: the book's default delivery address (at most one per book).
    pub default_delivery: i64,
    /// 1: the book's default invoice address (at most one per book).
    pub default_invoice: i64,
}

/// The addresses the checkout goes on with, as (delivery, invoice) ids of `book`: the ones
/// set-address kept, else the book's defaults; 0 for none.
pub fn checkout_choice(book: &[Address], chosen: (i64, i64)) -> (i64, i64) {
    let pick = |kept: i64, default: fn(&Address) -> i64| {
        if kept > 0 {
            kept
        } else {
            book.iter().find(|a| default(a) == 1).map_or(0, |a| a.id)
        }
    };
    (
        pick(chosen.0, |a| a.default_delivery),
        pick(chosen.1, |a| a.default_invoice),
    )
}

/// Who the invoice is made out to: a person (TCKN) or a company (tax office and VKN).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum InvoiceType {
    Individual,
    Corporate,
}

impl InvoiceType {
    pub fn as_str(self) -> &'static str {
        match self {
            InvoiceType::Individual => "individual",
            InvoiceType::Corporate => "corporate",
        }
    }

    /// `individual` (also when left out) or `corporate`.
    pub fn parse(raw: &str) -> Result<InvoiceType, AddressMsg> {
        match raw.trim() {
            "" | "individual" => Ok(InvoiceType::Individual),
            "corporate" => Ok(InvoiceType::Corporate),
            _ => Err(AddressMsg::InvoiceTypeInvalid),
        }
    }
}

/// A place as the form sends it: codes from the region lists, or typed text where a level has
/// no list.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PlaceInput {
    pub country: String,
    pub state: String,
    pub city: String,
    pub town: String,
    pub district: String,
    pub postcode: String,
}

/// A refused field: its form key and the message, in every language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldError {
    pub key: &'static str,
    pub said: Said,
}

impl FieldError {
    pub fn new(key: &'static str, msg: AddressMsg) -> FieldError {
        FieldError {
            key,
            said: msg.into(),
        }
    }

    /// A place field refused by the region rules.
    pub fn region(key: &'static str, msg: RegionMsg) -> FieldError {
        FieldError {
            key,
            said: msg.into(),
        }
    }
}

/// What the address checks need from elsewhere: where places are, and the tax offices.
pub trait Lookups {
    /// The place's values to keep with their titles, or the field that is wrong (an unknown
    /// code, a postcode that is not the district's or does not fit the country's pattern).
    fn check_place(&self, place: &PlaceInput, lang: Lang) -> Result<PlaceTitles, FieldError>;
    /// Whether `name` is one of the Turkish tax offices.
    fn is_tax_office(&self, name: &str) -> bool;
}

/// A checked address, ready to be saved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ValidAddress {
    pub title: String,
    pub name: String,
    pub surname: String,
    pub phone: Phone,
    /// The place as it is kept: codes, typed text and the postcode, with their titles.
    pub place: PlaceTitles,
    pub address: String,
    pub invoice_type: InvoiceType,
    pub tckn: String,
    pub company_name: String,
    pub tax_office: String,
    pub vkn: String,
    pub e_invoice: bool,
    pub default_delivery: bool,
    pub default_invoice: bool,
}

/// The form's fields, as text; a field left out reads as empty.
pub trait Form {
    fn field(&self, key: &str) -> &str;
}

/// Trimmed text of at most `max` characters without control characters; `required` refuses an
/// empty one.
pub fn text_field(raw: &str, max: usize, required: bool) -> Result<String, AddressMsg> {
    let s = raw.trim();
    if s.is_empty() {
        return if required {
            Err(AddressMsg::Required)
        } else {
            Ok(String::new())
        };
    }
    if s.chars().count() > max {
        return Err(AddressMsg::too_long(max));
    }
    if s.chars().any(char::is_control) {
        return Err(AddressMsg::TextInvalid);
    }
    Ok(s.to_string())
}

fn digits_of(raw: &str, n: usize) -> Option<Vec<u32>> {
    let s = raw.trim();
    if s.len() != n || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(s.bytes().map(|b| u32::from(b - b'0')).collect())
}

/// A Turkish identity number (T.C. kimlik no): 11 digits, the first not 0; the 10th is
/// ((d1+d3+d5+d7+d9)*7 - (d2+d4+d6+d8)) mod 10 and the 11th the sum of the first ten mod 10.
pub fn tckn_is_valid(raw: &str) -> bool {
    let Some(d) = digits_of(raw, 11) else {
        return false;
    };
    if d[0] == 0 {
        return false;
    }
    let odd: i64 = [0, 2, 4, 6, 8].iter().map(|&i| i64::from(d[i])).sum();
    let even: i64 = [1, 3, 5, 7].iter().map(|&i| i64::from(d[i])).sum();
    let tenth = (odd * 7 - even).rem_euclid(10);
    let eleventh = d[..10].iter().map(|&x| i64::from(x)).sum::<i64>() % 10;
    tenth == i64::from(d[9]) && eleventh == i64::from(d[10])
}

/// A Turkish tax number (vergi kimlik no) by the Revenue Administration's check: for each of the
/// first nine digits d(i), i from 1, t = (d(i) + 10 - i) mod 10; its weight is 9 when t is 9,
/// else t * 2^(10-i) mod 9; the 10th digit is (10 - (sum of weights mod 10)) mod 10.
pub fn vkn_is_valid(raw: &str) -> bool {
    let Some(d) = digits_of(raw, 10) else {
        return false;
    };
    let sum: u32 = d[..9]
        .iter()
        .zip(1u32..)
        .map(|(&digit, i)| {
            let t = (digit + 10 - i) % 10;
            if t == 9 {
                9
            } else {
                (t * (1 << (10 - i))) % 9
            }
        })
        .sum();
    (10 - sum % 10) % 10 == d[9]
}

/// A field the invoice type needs: refused as required when empty (unless already refused).
/// True when it has a value to check further.
fn require(errors: &mut Vec<FieldError>, key: &'static str, value: &str) -> bool {
    if !value.is_empty() {
        return true;
    }
    if !errors.iter().any(|e| e.key == key) {
        errors.push(FieldError::new(key, AddressMsg::Required));
    }
    false
}

/// A tick box of the form: `1` ticks it, `0` or leaving it out does not; anything else is
/// refused on its field.
fn tick(errors: &mut Vec<FieldError>, form: &dyn Form, key: &'static str) -> bool {
    match form.field(key).trim() {
        "" | "0" => false,
        "1" => true,
        _ => {
            errors.push(FieldError::new(key, AddressMsg::TickInvalid));
            false
        }
    }
}

/// Checks every field of a save form and reports every refused field at once, in form order.
pub fn validate(
    form: &dyn Form,
    lookups: &dyn Lookups,
    lang: Lang,
) -> Result<ValidAddress, Vec<FieldError>> {
    let mut errors: Vec<FieldError> = Vec::new();
    let mut text = |key: &'static str, max: usize, required: bool| {
        text_field(form.field(key), max, required).unwrap_or_else(|msg| {
            errors.push(FieldError::new(key, msg));
            String::new()
        })
    };
    let title = text("title", MAX_NAME_CHARS, true);
    let name = text("name", MAX_NAME_CHARS, true);
    let surname = text("surname", MAX_NAME_CHARS, true);
    let country = text("country", MAX_CODE_CHARS, true).to_ascii_uppercase();
    let state = text("state", MAX_FREE_TEXT, false);
    let city = text("city", MAX_FREE_TEXT, false);
    let town = text("town", MAX_FREE_TEXT, false);
    let district = text("district", MAX_FREE_TEXT, false);
    let postcode = text("postcode", MAX_POSTCODE, false);
    let address = text("address", MAX_ADDRESS_CHARS, true);
    let company_name = text("company_name", MAX_LONG_NAME_CHARS, false);
    let tax_office = text("tax_office", MAX_LONG_NAME_CHARS, false);
    let tckn = text("tckn", MAX_CODE_CHARS, false);
    let vkn = text("vkn", MAX_CODE_CHARS, false);

    // The phone's own country decides its validity; the address's country only says how a
    // number typed without its dial code is read. The form sends digits (a `+` before them,
    // spaces or brackets are read too); a minus sign makes `-905321234567` no phone at all.
    let phone = match Phone::parse(form.field("phone"), Some(country.as_str())) {
        Ok(_) if form.field("phone").contains('-') => {
            errors.push(FieldError::new("phone", AddressMsg::PhoneInvalid));
            None
        }
        Ok(p) => Some(p),
        Err(e) => {
            let msg = match e {
                crate::phone::PhoneError::Required => AddressMsg::Required,
                crate::phone::PhoneError::Invalid => AddressMsg::PhoneInvalid,
            };
            errors.push(FieldError::new("phone", msg));
            None
        }
    };

    let place = PlaceInput {
        country: country.clone(),
        state,
        city,
        town,
        district,
        postcode,
    };
    let place_fields_ok = !errors.iter().any(|e| {
        matches!(
            e.key,
            "country" | "state" | "city" | "town" | "district" | "postcode"
        )
    });
    let place = if place_fields_ok {
        lookups.check_place(&place, lang).unwrap_or_else(|e| {
            errors.push(e);
            PlaceTitles::default()
        })
    } else {
        PlaceTitles::default()
    };

    let invoice_type = InvoiceType::parse(form.field("invoice_type")).unwrap_or_else(|msg| {
        errors.push(FieldError::new("invoice_type", msg));
        InvoiceType::Individual
    });
    let turkish = country == "TR";
    let (tckn, company_name, tax_office, vkn, corporate) = match invoice_type {
        InvoiceType::Individual => {
            if tckn.is_empty() {
                if turkish && !errors.iter().any(|e| e.key == "tckn") {
                    errors.push(FieldError::new("tckn", AddressMsg::Required));
                }
            } else if !tckn_is_valid(&tckn) {
                errors.push(FieldError::new("tckn", AddressMsg::TcknInvalid));
            }
            (tckn, String::new(), String::new(), String::new(), false)
        }
        InvoiceType::Corporate => {
            require(&mut errors, "company_name", &company_name);
            if require(&mut errors, "tax_office", &tax_office)
                && turkish
                && !lookups.is_tax_office(&tax_office)
            {
                errors.push(FieldError::new("tax_office", AddressMsg::TaxOfficeUnknown));
            }
            if require(&mut errors, "vkn", &vkn) && !vkn_is_valid(&vkn) {
                errors.push(FieldError::new("vkn", AddressMsg::VknInvalid));
            }
            (String::new(), company_name, tax_office, vkn, true)
        }
    };
    // Ticks are 1, or 0 or left out, as the schema says; e-invoicing is for companies only.
    let e_invoice = tick(&mut errors, form, "e_invoice") && corporate;
    let default_delivery = tick(&mut errors, form, "default_delivery");
    let default_invoice = tick(&mut errors, form, "default_invoice");

    match phone {
        Some(phone) if errors.is_empty() => Ok(ValidAddress {
            title,
            name,
            surname,
            phone,
            place,
            address,
            invoice_type,
            tckn,
            company_name,
            tax_office,
            vkn,
            e_invoice,
            default_delivery,
            default_invoice,
        }),
        _ => Err(errors),
    }
}

crate::messages! {
    /// Messages of the address calls, in every language.
    pub enum AddressMsg {
        Required = ("required",
            "Bu alan boş bırakılamaz",
            "This field cannot be left empty",
            "لا يمكن ترك هذا الحقل فارغًا"),
        TooLong12 = ("too_long",
            "Bu alan en fazla 12 karakter olabilir",
            "This field may be at most 12 characters long",
            "يمكن أن يتكون هذا الحقل من 12 حرفًا على الأكثر"),
        TooLong20 = ("too_long",
            "Bu alan en fazla 20 karakter olabilir",
            "This field may be at most 20 characters long",
            "يمكن أن يتكون هذا الحقل من 20 حرفًا على الأكثر"),
        TooLong50 = ("too_long",
            "Bu alan en fazla 50 karakter olabilir",
            "This field may be at most 50 characters long",
            "يمكن أن يتكون هذا الحقل من 50 حرفًا على الأكثر"),
        TooLong64 = ("too_long",
            "Bu alan en fazla 64 karakter olabilir",
            "This field may be at most 64 characters long",
            "يمكن أن يتكون هذا الحقل من 64 حرفًا على الأكثر"),
        TooLong100 = ("too_long",
            "Bu alan en fazla 100 karakter olabilir",
            "This field may be at most 100 characters long",
            "يمكن أن يتكون هذا الحقل من 100 حرف على الأكثر"),
        TooLong250 = ("too_long",
            "Bu alan en fazla 250 karakter olabilir",
            "This field may be at most 250 characters long",
            "يمكن أن يتكون هذا الحقل من 250 حرفًا على الأكثر"),
        TextInvalid = ("text_invalid",
            "Bu alan geçersiz karakterler içeriyor",
            "This field contains characters that are not allowed",
            "يحتوي هذا الحقل على أحرف غير مسموح بها"),
        TickInvalid = ("tick_invalid",
            "Bu alan yalnızca 0 veya 1 olabilir",
            "This field may only be 0 or 1",
            "يمكن أن تكون قيمة هذا الحقل 0 أو 1 فقط"),
        PhoneInvalid = ("phone_invalid",
            "Geçerli bir telefon numarası giriniz",
            "Enter a valid phone number",
            "أدخل رقم هاتف صالحًا"),
        TcknInvalid = ("tckn_invalid",
            "Geçerli bir T.C. kimlik numarası giriniz",
            "Enter a valid Turkish identity number",
            "أدخل رقم هوية تركيًا صالحًا"),
        VknInvalid = ("vkn_invalid",
            "Geçerli bir vergi kimlik numarası giriniz",
            "Enter a valid tax number",
            "أدخل رقمًا ضريبيًا صالحًا"),
        TaxOfficeUnknown = ("tax_office_unknown",
            "Vergi dairesini listeden seçiniz",
            "Choose the tax office from the list",
            "اختر مكتب الضرائب من القائمة"),
        InvoiceTypeInvalid = ("invoice_type_invalid",
            "Fatura tipi geçersiz",
            "The invoice type is not valid",
            "نوع الفاتورة غير صالح"),
        TooManyAddresses = ("too_many_addresses",
            "En fazla 30 adres kaydedebilirsiniz",
            "You can save at most 30 addresses",
            "يمكنك حفظ 30 عنوانًا على الأكثر"),
        NotFound = ("address_not_found",
            "Adres bulunamadı",
            "The address was not found",
            "العنوان غير موجود"),
        InvalidInput = ("invalid_input",
            "Gönderilen bilgi geçersiz",
            "The request is not valid",
            "الطلب غير صالح"),
        Listed = ("listed",
            "Adresleriniz listelendi",
            "Your addresses",
            "عناوينك"),
        Saved = ("saved",
            "Adresiniz kaydedildi",
            "Your address was saved",
            "تم حفظ عنوانك"),
        Deleted = ("deleted",
            "Adresiniz silindi",
            "Your address was deleted",
            "تم حذف عنوانك"),
        AddressesSet = ("addresses_set",
            "Teslimat ve fatura adresleriniz seçildi",
            "Your delivery and invoice addresses were chosen",
            "تم اختيار عنواني التسليم والفاتورة"),
    }
}

impl AddressMsg {
    /// The length message of a field of at most `max` characters.
    pub fn too_long(max: usize) -> AddressMsg {
        match max {
            0..=12 => AddressMsg::TooLong12,
            13..=20 => AddressMsg::TooLong20,
            21..=50 => AddressMsg::TooLong50,
            51..=64 => AddressMsg::TooLong64,
            65..=100 => AddressMsg::TooLong100,
            _ => AddressMsg::TooLong250,
        }
    }
}

#[cfg(test)]
#[path = "model_tests.rs"]
mod tests;
