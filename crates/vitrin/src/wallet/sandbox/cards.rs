//! Card numbers as the sandbox sees them after decryption: the checks (Luhn, expiry in the
//! future, cvc), the masked form, and the behaviour of the documented test cards.

use serde::{Deserialize, Serialize};

use super::envelope::Code;
use crate::wallet::bins;

/// What a card does in the sandbox (the module documentation's table).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum TestCard {
    /// A one-time SMS code, then success.
    Otp,
    /// A 3-D Secure step on register and purchases.
    ThreeD,
    /// Refused with "Kart reddedildi".
    Declined,
    /// Answered after `wallet.sandbox_slow_ms`, then like `Otp`.
    Slow,
    /// HTTP 500 with a text body.
    ServerError,
    /// HTTP 200 with a body that is not JSON.
    NotJson,
}

impl TestCard {
    pub fn of(number: &str) -> Self {
        match number {
            "4048090000000007" => TestCard::ThreeD,
            "4132520000000000" => TestCard::Declined,
            "4183420000000001" => TestCard::Slow,
            "4155140000000009" => TestCard::ServerError,
            "4010720000000003" => TestCard::NotJson,
            _ => TestCard::Otp,
        }
    }
}

/// `4032 80** **** 7894`: the first six and last four digits, in groups of four.
pub fn mask(number: &str) -> String {
    let digits: Vec<char> = number.chars().filter(|c| c.is_ascii_digit()).collect();
    let shown_end = digits.len().saturating_sub(4);
    let masked: Vec<char> = digits
        .iter()
        .enumerate()
        .map(|(i, &d)| if i < 6 || i >= shown_end { d } else { '*' })
        .collect();
    masked
        .chunks(4)
        .map(|group| group.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A decrypted card number: digits only (spaces dropped) and Luhn-valid.
pub fn checked_number(plain: &str) -> Result<String, Code> {
    let digits: String = plain.chars().filter(|c| *c != ' ').collect();
    if digits.bytes().all(|b| b.is_ascii_digit()) && bins::luhn_valid(&digits) {
        Ok(digits)
    } else {
        Err(Code::BadCardNumber)
    }
}

/// `YYMM` of a month not yet over at `(year, month)` (the card is good to its month's end).
pub fn checked_expiry(yymm: &str, year: i32, month: u8) -> Result<(), Code> {
    let text = yymm.trim();
    if text.len() != 4 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(Code::CardExpired);
    }
    let yy: i32 = text[..2].parse().map_err(|_| Code::CardExpired)?;
    let mm: u8 = text[2..].parse().map_err(|_| Code::CardExpired)?;
    if !(1..=12).contains(&mm) || (2000 + yy, mm) < (year, month) {
        return Err(Code::CardExpired);
    }
    Ok(())
}

pub fn checked_cvc(plain: &str) -> Result<(), Code> {
    if (3..=4).contains(&plain.len()) && plain.bytes().all(|b| b.is_ascii_digit()) {
        Ok(())
    } else {
        Err(Code::BadCvc)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_test_cards_are_luhn_valid_and_known() {
        let table = [
            ("4032801234567894", TestCard::Otp, "Bonus"),
            ("4048090000000007", TestCard::ThreeD, "World"),
            ("4132520000000000", TestCard::Declined, "Axess"),
            // The list's 8-digit entry 41834200 takes Maximum from its range 418342.
            ("4183420000000001", TestCard::Slow, "Maximum"),
            ("4155140000000009", TestCard::ServerError, "Paraf"),
            ("4010720000000003", TestCard::NotJson, "CardFinans"),
        ];
        for (number, behaviour, family) in table {
            assert_eq!(checked_number(number).as_deref(), Ok(number));
            assert_eq!(TestCard::of(number), behaviour);
            let info = bins::lookup(number).expect(number);
            assert_eq!(info.family.as_deref().unwrap_or(""), family, "{number}");
        }
        assert_eq!(
            bins::lookup("418342").and_then(|i| i.family.as_deref()),
            Some("Maximum")
        );
        assert_eq!(
            bins::lookup("4183420000000001").map(|i| i.bank_code.as_str()),
            Some("0064")
        );
        let debit = bins::lookup("5469570000000005").expect("Ziraat");
        assert_eq!(debit.card_type, "debit");
        assert!(checked_number("5469 5700 0000 0005").is_ok());
        assert_eq!(checked_number("4032801234567895"), Err(Code::BadCardNumber));
        assert_eq!(checked_number("abc"), Err(Code::BadCardNumber));
    }

    #[test]
    fn masks_keep_six_and_four() {
        assert_eq!(mask("4032801234567894"), "4032 80** **** 7894");
        assert_eq!(mask("5469570000000005"), "5469 57** **** 0005");
    }

    #[test]
    fn expiry_and_cvc() {
        assert!(checked_expiry("2611", 2026, 11).is_ok());
        assert!(checked_expiry("3001", 2026, 11).is_ok());
        assert_eq!(checked_expiry("2610", 2026, 11), Err(Code::CardExpired));
        assert_eq!(checked_expiry("2613", 2026, 11), Err(Code::CardExpired));
        assert_eq!(checked_expiry("12/30", 2026, 11), Err(Code::CardExpired));
        assert!(checked_cvc("123").is_ok() && checked_cvc("1234").is_ok());
        assert!(checked_cvc("12").is_err() && checked_cvc("12a").is_err());
    }
}
