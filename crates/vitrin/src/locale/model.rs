//! Languages and currencies the shop speaks, and money conversion for display.

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    Tr,
    En,
    Ar,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::Tr, Lang::En, Lang::Ar];

    pub fn parse(code: &str) -> Option<Lang> {
        match code.trim().to_ascii_lowercase().as_str() {
            "tr" => Some(Lang::Tr),
            "en" => Some(Lang::En),
            "ar" => Some(Lang::Ar),
            _ => None,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Lang::Tr => "tr",
            Lang::En => "en",
            Lang::Ar => "ar",
        }
    }

    pub fn is_rtl(self) -> bool {
        self == Lang::Ar
    }

    /// Turkish pages live at the root; the others under `/en` and `/ar`.
    pub fn path_prefix(self) -> &'static str {
        match self {
            Lang::Tr => "",
            Lang::En => "/en",
            Lang::Ar => "/ar",
        }
    }

    /// The first supported language of an `Accept-Language` header, by quality.
    pub fn from_accept_language(header: &str) -> Option<Lang> {
        let mut best: Option<(f32, Lang)> = None;
        for part in header.split(',') {
            let mut pieces = part.split(';');
            let tag = pieces.next().unwrap_or("").trim();
            let primary = tag.split('-').next().unwrap_or("");
            let q = pieces
                .find_map(|p| p.trim().strip_prefix("q="))
                .and_then(|q| q.parse::<f32>().ok())
                .unwrap_or(1.0);
            if let Some(lang) = Lang::parse(primary) {
                if best.is_none_or(|(bq, _)| q > bq) {
                    best = Some((q, lang));
                }
            }
        }
        best.map(|(_, l)| l)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, utoipa::ToSchema)]
pub enum Currency {
    #[serde(rename = "TRY")]
    Try,
    #[serde(rename = "USD")]
    Usd,
    #[serde(rename = "EUR")]
    Eur,
}

impl Currency {
    pub const ALL: [Currency; 3] = [Currency::Try, Currency::Usd, Currency::Eur];

    pub fn parse(code: &str) -> Option<Currency> {
        match code.trim().to_ascii_uppercase().as_str() {
            "TRY" | "TL" => Some(Currency::Try),
            "USD" => Some(Currency::Usd),
            "EUR" => Some(Currency::Eur),
            _ => None,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Currency::Try => "TRY",
            Currency::Usd => "USD",
            Currency::Eur => "EUR",
        }
    }
}

/// An amount in minor units (kuruş, cent) of a currency. Never a float until it is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Money {
    pub minor: i64,
    pub currency: Currency,
}

impl Money {
    pub fn try_minor(minor: i64) -> Money {
        Money {
            minor,
            currency: Currency::Try,
        }
    }

    /// Converts a lira amount with the rate in micro-lira per unit, rounding half away from zero.
    pub fn convert(self, to: Currency, rate_micros: i64) -> Money {
        if to == self.currency || rate_micros <= 0 {
            return Money {
                minor: self.minor,
                currency: self.currency,
            };
        }
        let scaled = i128::from(self.minor) * 1_000_000;
        let rate = i128::from(rate_micros);
        let rounded = (scaled + rate / 2 * scaled.signum()) / rate;
        Money {
            minor: i64::try_from(rounded).unwrap_or(i64::MAX),
            currency: to,
        }
    }

    /// The amount as a JSON number with two decimals, for display fields such as PRICE_SELL.
    pub fn as_display_number(self) -> f64 {
        self.minor as f64 / 100.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_language_picks_best_supported() {
        assert_eq!(
            Lang::from_accept_language("de-DE,ar;q=0.8,en;q=0.9"),
            Some(Lang::En)
        );
        assert_eq!(Lang::from_accept_language("ar-SA"), Some(Lang::Ar));
        assert_eq!(Lang::from_accept_language("de, fr"), None);
        assert_eq!(Lang::from_accept_language(""), None);
    }

    #[test]
    fn conversion_uses_integer_rounding() {
        // 412,50 TL at 41,25 TL/USD is exactly 10,00 USD.
        let usd = Money::try_minor(41_250).convert(Currency::Usd, 41_250_000);
        assert_eq!(
            usd,
            Money {
                minor: 1000,
                currency: Currency::Usd
            }
        );
        // 1,00 TL at 41,25 is 0,0242... USD: rounds to 2 cents.
        assert_eq!(
            Money::try_minor(100)
                .convert(Currency::Usd, 41_250_000)
                .minor,
            2
        );
        assert_eq!(Money::try_minor(100).convert(Currency::Try, 0).minor, 100);
    }
}
