//! Phone numbers as the shop keeps them: checked against the numbering plan of their country
//! (libphonenumber's metadata through the `phonenumber` crate) and stored in E.164 (`+905321234567`).
//!
//! A number may come as the phone widget sends it (digits with the dial code, `905321234567`), in
//! E.164 or with the international prefix (`+90 532 ...`, `0090 532 ...`), or written as it is
//! dialled inside a country (`0532 123 45 67`) when the caller says which country that is.

use phonenumber::{country, Mode};

/// Why a phone number was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PhoneError {
    /// Nothing was given.
    Required,
    /// Not a number of any country's plan (wrong length, unknown prefix, letters ...).
    Invalid,
}

/// A valid phone number in E.164.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Phone {
    e164: String,
    country: Option<country::Id>,
}

/// Longer input is not a phone number; it is not handed to the parser at all.
const MAX_INPUT_CHARS: usize = 32;

/// The parser's id of an ISO 3166 alpha-2 code.
fn country_id(code: &str) -> Option<country::Id> {
    let code = code.trim();
    if code.len() != 2 || !code.bytes().all(|b| b.is_ascii_alphabetic()) {
        return None;
    }
    code.to_ascii_uppercase().parse::<country::Id>().ok()
}

fn valid(region: Option<country::Id>, text: &str) -> Option<Phone> {
    let number = phonenumber::parse(region, text).ok()?;
    if !phonenumber::is_valid(&number) {
        return None;
    }
    let e164 = number.format().mode(Mode::E164).to_string();
    let country = number.country().id();
    Some(Phone { e164, country })
}

impl Phone {
    /// Parses `raw`; `country` (an ISO 3166 alpha-2 code) is where a number without its dial code
    /// is dialled. Digits that are not valid there are read as digits with the dial code.
    pub fn parse(raw: &str, country: Option<&str>) -> Result<Phone, PhoneError> {
        let text = raw.trim();
        if text.is_empty() {
            return Err(PhoneError::Required);
        }
        if text.chars().count() > MAX_INPUT_CHARS
            || !text
                .chars()
                .all(|c| c.is_ascii_digit() || " +-().".contains(c))
            || text.matches('+').count() > 1
            || text.find('+').is_some_and(|i| i > 0)
        {
            return Err(PhoneError::Invalid);
        }
        let digits: String = text.chars().filter(char::is_ascii_digit).collect();
        if digits.is_empty() {
            return Err(PhoneError::Invalid);
        }
        let international = if text.starts_with('+') {
            Some(digits.as_str())
        } else {
            digits.strip_prefix("00")
        };
        let found = match international {
            Some(rest) => valid(None, &format!("+{rest}")),
            None => country
                .and_then(country_id)
                .and_then(|region| valid(Some(region), &digits))
                .or_else(|| valid(None, &format!("+{digits}"))),
        };
        found.ok_or(PhoneError::Invalid)
    }

    /// `+905321234567`.
    pub fn e164(&self) -> &str {
        &self.e164
    }

    /// The E.164 digits without the plus (`905321234567`): how the member calls have always
    /// answered a phone, and how the phone widget sends one.
    pub fn digits(&self) -> &str {
        self.e164.trim_start_matches('+')
    }

    /// The country the number belongs to (`TR`), when the plan names one.
    pub fn country(&self) -> Option<&str> {
        self.country.as_ref().map(AsRef::as_ref)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turkish_numbers_in_every_spelling_become_e164() {
        for (raw, country) in [
            ("905321234567", None),
            ("905321234567", Some("TR")),
            ("905321234567", Some("DE")),
            ("+90 532 123 45 67", None),
            ("+90 (532) 123-45-67", Some("US")),
            ("0090 532 123 45 67", None),
            ("0532 123 45 67", Some("TR")),
            ("532 123 4567", Some("tr")),
            ("(0532) 123-45-67", Some("TR")),
        ] {
            let phone = Phone::parse(raw, country).unwrap_or_else(|e| panic!("{raw}: {e:?}"));
            assert_eq!(phone.e164(), "+905321234567", "{raw}");
            assert_eq!(phone.digits(), "905321234567", "{raw}");
            assert_eq!(phone.country(), Some("TR"), "{raw}");
        }
    }

    #[test]
    fn numbers_of_other_countries_by_their_own_plan() {
        let de = Phone::parse("4915123456789", None).expect("German mobile");
        assert_eq!(de.e164(), "+4915123456789");
        assert_eq!(de.country(), Some("DE"));
        let de_national = Phone::parse("0151 23456789", Some("DE")).expect("dialled in Germany");
        assert_eq!(de_national.e164(), "+4915123456789");
        let us = Phone::parse("+1 202 555 0123", None).expect("US number");
        assert_eq!(us.e164(), "+12025550123");
        assert_eq!(us.country(), Some("US"));
    }

    #[test]
    fn numbers_not_valid_for_their_country_are_refused() {
        assert_eq!(Phone::parse("", None), Err(PhoneError::Required));
        assert_eq!(Phone::parse("   ", Some("TR")), Err(PhoneError::Required));
        for bad in [
            "12",
            "12345",
            "0532 abc",
            "90532123456",       // one digit short
            "9053212345678",     // one digit long
            "+90 032 123 45 67", // no Turkish number starts with 0 after the dial code
            "+49 1",
            "1234567890123456",
            "++905321234567",
            "90+5321234567",
        ] {
            assert_eq!(
                Phone::parse(bad, Some("TR")),
                Err(PhoneError::Invalid),
                "{bad}"
            );
        }
        assert_eq!(
            Phone::parse(&"9".repeat(10_000), None),
            Err(PhoneError::Invalid)
        );
    }

    #[test]
    fn an_unknown_country_only_changes_how_national_numbers_read() {
        assert_eq!(
            Phone::parse("905321234567", Some("XX")).map(|p| p.e164().to_string()),
            Ok("+905321234567".to_string())
        );
        assert_eq!(
            Phone::parse("0532 123 45 67", Some("Türkiye")),
            Err(PhoneError::Invalid)
        );
    }
}
