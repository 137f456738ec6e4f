use std::collections::HashMap;

use super::*;

#[test]
fn tckn_checksums() {
    for ok in ["10000000146", "11111111110", "12345678950"] {
        assert!(tckn_is_valid(ok), "{ok}");
    }
    for bad in [
        "10000000147", // wrong 11th digit
        "10000000156", // wrong 10th digit
        "01234567890", // starts with 0
        "1000000014",  // 10 digits
        "100000001460",
        "1000000014a",
        "",
    ] {
        assert!(!tckn_is_valid(bad), "{bad}");
    }
}

/// The check digit the rule gives for nine digits.
fn vkn_check_digit(nine: &str) -> char {
    (0..10)
        .map(|d| char::from(b'0' + d))
        .find(|d| vkn_is_valid(&format!("{nine}{d}")))
        .expect("one check digit fits")
}

#[test]
fn vkn_checksums() {
    // Published numbers that pass the check.
    for ok in [
        "1234567890",
        "9029589240",
        "3721052062",
        "7920586482",
        "9876543217",
    ] {
        assert!(vkn_is_valid(ok), "{ok}");
    }
    // Every weight of 123456789 is 0, so its check digit is 0; 000000000 gives 1.
    assert!(vkn_is_valid("0000000001"));
    assert!(!vkn_is_valid("0000000000"));
    for nine in ["987654321", "471020000", "100000000"] {
        let d = vkn_check_digit(nine);
        assert!(vkn_is_valid(&format!("{nine}{d}")));
        let wrong = char::from(b'0' + (d as u8 - b'0' + 1) % 10);
        assert!(!vkn_is_valid(&format!("{nine}{wrong}")), "{nine}{wrong}");
    }
    for bad in ["1234567891", "123456789", "12345678901", "12345678a0", ""] {
        assert!(!vkn_is_valid(bad), "{bad}");
    }
}

#[test]
fn text_fields_are_trimmed_and_bounded() {
    assert_eq!(text_field("  Ev  ", 50, true), Ok("Ev".into()));
    assert_eq!(text_field(" ", 50, true), Err(AddressMsg::Required));
    assert_eq!(text_field("", 50, false), Ok(String::new()));
    assert_eq!(text_field(&"ş".repeat(50), 50, true), Ok("ş".repeat(50)));
    assert_eq!(
        text_field(&"ş".repeat(51), 50, true),
        Err(AddressMsg::TooLong50)
    );
    assert_eq!(
        text_field(&"a".repeat(10_000), 250, true),
        Err(AddressMsg::TooLong250)
    );
    assert_eq!(
        text_field("a\u{0}b", 50, true),
        Err(AddressMsg::TextInvalid)
    );
}

struct Fake;

impl Lookups for Fake {
    fn check_place(&self, place: &PlaceInput, _lang: Lang) -> Result<PlaceTitles, FieldError> {
        match (place.country.as_str(), place.district.as_str()) {
            ("TR", "D1") if place.postcode == "34710" => Ok(PlaceTitles {
                country: "TR".into(),
                country_title: "Türkiye".into(),
                city: "C34".into(),
                city_title: "İstanbul".into(),
                town: "T1".into(),
                town_title: "Kadıköy".into(),
                district: "D1".into(),
                district_title: "Caferağa".into(),
                postcode: "34710".into(),
                ..PlaceTitles::default()
            }),
            ("TR", "D1") => Err(FieldError::region(
                "postcode",
                RegionMsg::PostcodeNotOfDistrict,
            )),
            ("DE", _) => Ok(PlaceTitles {
                country: "DE".into(),
                country_title: "Almanya".into(),
                ..PlaceTitles::default()
            }),
            _ => Err(FieldError::region("country", RegionMsg::UnknownCountry)),
        }
    }

    fn is_tax_office(&self, name: &str) -> bool {
        name == "Kadıköy Vergi Dairesi Müdürlüğü"
    }
}

struct Map(HashMap<&'static str, String>);

impl Form for Map {
    fn field(&self, key: &str) -> &str {
        self.0.get(key).map_or("", String::as_str)
    }
}

fn form(changes: &[(&'static str, &str)]) -> Map {
    let mut m: HashMap<&'static str, String> = [
        ("title", "Ev"),
        ("name", "Ayşe"),
        ("surname", "Yılmaz"),
        ("phone", "905321234567"),
        ("country", "TR"),
        ("city", "C34"),
        ("town", "T1"),
        ("district", "D1"),
        ("postcode", "34710"),
        ("address", "Moda Cad. No: 1"),
        ("invoice_type", "individual"),
        ("tckn", "10000000146"),
    ]
    .into_iter()
    .map(|(k, v)| (k, v.to_string()))
    .collect();
    for (k, v) in changes {
        m.insert(k, (*v).to_string());
    }
    Map(m)
}

fn keys(result: Result<ValidAddress, Vec<FieldError>>) -> Vec<&'static str> {
    result
        .err()
        .unwrap_or_default()
        .iter()
        .map(|e| e.key)
        .collect()
}

#[test]
fn a_full_individual_address_passes() {
    let a = validate(&form(&[]), &Fake, Lang::Tr).expect("valid");
    assert_eq!(a.phone.e164(), "+905321234567");
    assert_eq!(a.place.town_title, "Kadıköy");
    assert_eq!(a.invoice_type, InvoiceType::Individual);
    assert!(a.company_name.is_empty());
}

#[test]
fn every_refused_field_is_named() {
    let long = "x".repeat(10_000);
    let result = validate(
        &form(&[
            ("title", ""),
            ("name", &long),
            ("phone", "90532"),
            ("address", &long),
            ("tckn", "10000000147"),
        ]),
        &Fake,
        Lang::Tr,
    );
    assert_eq!(keys(result), ["title", "name", "address", "phone", "tckn"]);
    let e = validate(&form(&[("name", &long)]), &Fake, Lang::Tr).expect_err("long");
    assert_eq!(
        e[0].said.text(Lang::Tr),
        "Bu alan en fazla 50 karakter olabilir"
    );
}

#[test]
fn places_are_checked_by_the_lookups() {
    assert_eq!(
        keys(validate(&form(&[("postcode", "06100")]), &Fake, Lang::Tr)),
        ["postcode"]
    );
    assert_eq!(
        keys(validate(&form(&[("country", "ZZ")]), &Fake, Lang::Tr)),
        ["country"]
    );
}

#[test]
fn tckn_is_required_in_turkey_only() {
    assert_eq!(
        keys(validate(&form(&[("tckn", "")]), &Fake, Lang::Tr)),
        ["tckn"]
    );
    let foreign = form(&[("country", "DE"), ("tckn", ""), ("phone", "+4915123456789")]);
    assert!(validate(&foreign, &Fake, Lang::Tr).is_ok());
}

#[test]
fn corporate_addresses_need_company_office_and_vkn() {
    let corporate = [
        ("invoice_type", "corporate"),
        ("company_name", "Vitrin Tekstil A.Ş."),
        ("tax_office", "Kadıköy Vergi Dairesi Müdürlüğü"),
        ("vkn", "1234567890"),
        ("e_invoice", "1"),
        ("tckn", ""),
    ];
    let a = validate(&form(&corporate), &Fake, Lang::Tr).expect("corporate");
    assert!(a.e_invoice);
    assert!(a.tckn.is_empty());
    let mut bad = corporate.to_vec();
    bad.extend([("vkn", "1234567891"), ("tax_office", "Yok Vergi Dairesi")]);
    assert_eq!(
        keys(validate(&form(&bad), &Fake, Lang::Tr)),
        ["tax_office", "vkn"]
    );
    let mut empty = corporate.to_vec();
    empty.extend([("company_name", ""), ("tax_office", ""), ("vkn", "")]);
    assert_eq!(
        keys(validate(&form(&empty), &Fake, Lang::Tr)),
        ["company_name", "tax_office", "vkn"]
    );
    // Abroad the office is not one of the Turkish list.
    let mut abroad = corporate.to_vec();
    abroad.extend([
        ("country", "DE"),
        ("tax_office", "Finanzamt München"),
        ("phone", "+4915123456789"),
    ]);
    assert!(validate(&form(&abroad), &Fake, Lang::Tr).is_ok());
    assert_eq!(
        keys(validate(&form(&[("invoice_type", "x")]), &Fake, Lang::Tr)),
        ["invoice_type"]
    );
}

#[test]
fn ticks_are_one_or_zero_and_a_phone_has_no_minus_sign() {
    let a = validate(
        &form(&[("default_delivery", "1"), ("default_invoice", "0")]),
        &Fake,
        Lang::Tr,
    )
    .expect("valid");
    assert!(a.default_delivery && !a.default_invoice);
    // E-invoicing is for companies only: ticked on a personal address, it stays off.
    let a = validate(&form(&[("e_invoice", "1")]), &Fake, Lang::Tr).expect("valid");
    assert!(!a.e_invoice);
    let refused = validate(
        &form(&[
            ("default_delivery", "-3"),
            ("e_invoice", "yes"),
            ("default_invoice", "2"),
        ]),
        &Fake,
        Lang::Tr,
    );
    assert_eq!(
        keys(refused),
        ["e_invoice", "default_delivery", "default_invoice"]
    );
    for phone in ["-905321234567", "0532-123-45-67"] {
        let refused = validate(&form(&[("phone", phone)]), &Fake, Lang::Tr);
        let errors = refused.expect_err(phone);
        assert_eq!(errors.len(), 1, "{phone}");
        assert_eq!(errors[0].key, "phone");
        assert_eq!(
            errors[0].said,
            crate::error::Said::of(AddressMsg::PhoneInvalid)
        );
    }
}
