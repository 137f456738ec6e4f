//! Money as a shopper reads it, for every amount the server writes out (the cart's total, the
//! first paint's prices, order mails, contracts), and the separators the page settings hand to
//! the web app, so that both write an amount alike.
//!
//! The web app's `formatPrice` (web/src/lib/format.ts) takes THOUSAND_SEPARATOR and
//! DECIMAL_SEPARATOR from the page settings, which `separators` fills, and writes TRY as
//! "1.234,50 TL"; `format_money` writes TRY the same way. Another currency is written here with
//! its code after the amount ("1,234.50 USD"), where the web app puts the symbol of its Intl
//! locale.

use super::{Currency, Lang, Money};

/// Thousands and decimal separators of a language's number format; Turkish (and Arabic pages)
/// use '.' and ','.
pub fn separators(lang: Lang) -> (&'static str, &'static str) {
    match lang {
        Lang::En => (",", "."),
        Lang::Tr | Lang::Ar => (".", ","),
    }
}

/// An amount written for a language: "1.234,50 TL", "1,234.50 USD".
pub fn format_money(money: Money, lang: Lang) -> String {
    let (thousands, decimals) = separators(lang);
    let minor = money.minor.unsigned_abs();
    let whole = (minor / 100).to_string();
    let mut grouped = String::new();
    for (i, ch) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i).is_multiple_of(3) {
            grouped.push_str(thousands);
        }
        grouped.push(ch);
    }
    let sign = if money.minor < 0 { "-" } else { "" };
    let unit = match money.currency {
        Currency::Try => "TL",
        other => other.code(),
    };
    format!("{sign}{grouped}{decimals}{:02} {unit}", minor % 100)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn money_is_written_per_language() {
        assert_eq!(
            format_money(Money::try_minor(123_450), Lang::Tr),
            "1.234,50 TL"
        );
        assert_eq!(format_money(Money::try_minor(5), Lang::Tr), "0,05 TL");
        assert_eq!(
            format_money(
                Money {
                    minor: 123_456_789,
                    currency: Currency::Usd
                },
                Lang::En
            ),
            "1,234,567.89 USD"
        );
    }
}
