//! Which bank and card family a card belongs to, from its first 6 to 8 digits (BIN), read from
//! the Turkish BIN list shipped in `data/cards/tr-card-bins.json` (its source and licence are the
//! file's `source` line).

use std::{collections::HashMap, sync::LazyLock};

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CardInfo {
    /// The digits of the list's entry that matched (6 to 8).
    pub bin: String,
    pub bank: String,
    /// The bank's EFT code (4 digits).
    pub bank_code: String,
    /// `credit` or `debit`.
    pub card_type: String,
    /// Visa, MasterCard, Troy, Amex, when the list knows it.
    pub brand: Option<String>,
    pub commercial: bool,
    /// The card family (Bonus, World, Axess, ...), when the card belongs to one.
    pub family: Option<String>,
}

/// bin, bank EFT code, card type, brand, commercial, family: the file's `fields`.
type BinRow = (String, String, String, Option<String>, bool, Option<String>);

#[derive(Deserialize)]
struct BinFile {
    banks: HashMap<String, String>,
    rows: Vec<BinRow>,
}

static BINS: LazyLock<HashMap<String, CardInfo>> = LazyLock::new(|| {
    let file: BinFile = serde_json::from_str(include_str!("../../data/cards/tr-card-bins.json"))
        .expect("the shipped BIN list parses");
    let mut bins: HashMap<String, CardInfo> = file
        .rows
        .into_iter()
        .map(|(bin, bank_code, card_type, brand, commercial, family)| {
            let bank = file
                .banks
                .get(&bank_code)
                .map(|name| corrected(name))
                .unwrap_or_default();
            let info = CardInfo {
                bin: bin.clone(),
                bank,
                bank_code,
                card_type,
                brand,
                commercial,
                family,
            };
            (bin, info)
        })
        .collect();
    // Some 8-digit entries leave the family out that their 6-digit range names (İş Bankası's
    // 41834200 within Maximum's 418342): the range's family holds for the same bank's cards.
    let ranges: HashMap<String, (String, String)> = bins
        .values()
        .filter(|i| i.bin.len() == 6)
        .filter_map(|i| Some((i.bin.clone(), (i.bank_code.clone(), i.family.clone()?))))
        .collect();
    for info in bins
        .values_mut()
        .filter(|i| i.bin.len() > 6 && i.family.is_none())
    {
        if let Some((bank, family)) = ranges.get(&info.bin[..6]) {
            if *bank == info.bank_code {
                info.family = Some(family.clone());
            }
        }
    }
    bins
});

/// A bank name as the bank writes it: the list has one with a dotless ı for an i.
fn corrected(name: &str) -> String {
    name.replace("Yapı Kredı", "Yapı Kredi")
}

/// The card behind the leading digits of a number (spaces allowed), longest BIN first; None
/// with fewer than 6 digits or when the list does not know it.
pub fn lookup(number: &str) -> Option<&'static CardInfo> {
    let digits: String = number
        .chars()
        .filter(|c| !c.is_whitespace())
        .take(8)
        .collect();
    if digits.len() < 6 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    (6..=digits.len())
        .rev()
        .find_map(|len| BINS.get(&digits[..len]))
}

/// The Luhn check a card number must pass before it is used.
pub fn luhn_valid(number: &str) -> bool {
    let digits: Vec<u32> = number.chars().filter_map(|c| c.to_digit(10)).collect();
    if !(12..=19).contains(&digits.len()) || number.chars().any(|c| !c.is_ascii_digit() && c != ' ')
    {
        return false;
    }
    let sum: u32 = digits
        .iter()
        .rev()
        .enumerate()
        .map(|(i, &d)| match (i % 2 == 1, d * 2) {
            (true, doubled) if doubled > 9 => doubled - 9,
            (true, doubled) => doubled,
            (false, _) => d,
        })
        .sum();
    sum.is_multiple_of(10)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_longest_known_bin_names_bank_and_family() {
        let card = lookup("4032 8012 3456 7894").expect("a Garanti BBVA Bonus BIN");
        assert_eq!(card.bank, "Garanti BBVA");
        assert_eq!(card.family.as_deref(), Some("Bonus"));
        assert_eq!(card.card_type, "credit");
        assert!(lookup("40328").is_none());
        let world = lookup("40480900").expect("a Yapı Kredi World BIN");
        assert_eq!(world.bank, "Yapı Kredi Bankası");
        let maximum = lookup("4183 4200 0000 0001").expect("an İş Bankası BIN");
        assert_eq!(
            (maximum.bin.as_str(), maximum.family.as_deref()),
            ("41834200", Some("Maximum"))
        );
        assert!(lookup("000000").is_none());
    }

    #[test]
    fn luhn() {
        assert!(luhn_valid("4032801234567894"));
        assert!(luhn_valid("4032 8012 3456 7894"));
        assert!(!luhn_valid("4032801234567895"));
        assert!(!luhn_valid("40328012345678a4"));
        assert!(!luhn_valid("0"));
    }
}
