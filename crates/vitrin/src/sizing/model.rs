//! The size advisor's rules: which row of a size table fits a child, and why; and what a child
//! profile may hold. Pure functions, checked against the shop's tables in `model_tests.rs`.

use time::Date;

use crate::content::model::SizeRow;

/// The oldest child the advisor sizes: 16 years and 11 months.
pub const MAX_AGE_MONTHS: u32 = 16 * 12 + 11;
/// The heights and weights a child can have, in cm and kg.
pub const HEIGHT_CM: std::ops::RangeInclusive<f64> = 40.0..=190.0;
pub const WEIGHT_KG: std::ops::RangeInclusive<f64> = 2.0..=100.0;
/// The most characters of a child's name.
pub const MAX_NAME_CHARS: usize = 40;
/// The most child profiles a member keeps.
pub const MAX_PROFILES: usize = 10;

/// What the advisor knows of a child.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Child {
    pub age_months: u32,
    pub height_cm: Option<f64>,
    pub weight_kg: Option<f64>,
}

/// What the recommendation rests on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Basis {
    /// The height is in the size's range.
    Height,
    /// The height falls between two sizes' ranges: the larger.
    BetweenHeights,
    /// Taller than the table's largest size.
    AboveTable,
    /// Shorter than the table's smallest size.
    BelowTable,
    /// No height given: the age.
    Age,
    /// Older than the table's largest size (no height given).
    OlderThanTable,
}

/// The advisor's answer: the row of the table, and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Advice {
    /// The row the height (or, without it, the age) points to.
    pub measured: usize,
    pub basis: Basis,
    /// The row recommended: `measured`, or a larger one when the weight is above its range.
    pub row: usize,
}

impl Advice {
    /// The weight moved the recommendation up.
    pub fn heavier(&self) -> bool {
        self.row != self.measured
    }
}

/// The row of `rows` (smallest first) that fits `child`: by height when given (between two sizes
/// the larger), else by age; then, when the weight is above that size's range, the smallest
/// larger size whose range holds it (or the largest size). `rows` is never empty (the content
/// check refuses an empty table).
pub fn advise(rows: &[SizeRow], child: &Child) -> Advice {
    let last = rows.len() - 1;
    let (measured, basis) = match child.height_cm {
        Some(h) => match rows.iter().position(|r| h <= f64::from(r.height_cm[1])) {
            None => (last, Basis::AboveTable),
            Some(0) if h < f64::from(rows[0].height_cm[0]) => (0, Basis::BelowTable),
            Some(i) if h >= f64::from(rows[i].height_cm[0]) => (i, Basis::Height),
            Some(i) => (i, Basis::BetweenHeights),
        },
        None => match rows.iter().position(|r| child.age_months < r.age_months[1]) {
            None => (last, Basis::OlderThanTable),
            Some(i) => (i, Basis::Age),
        },
    };
    let row = match child.weight_kg {
        Some(w) if w > rows[measured].weight_kg[1] => rows[measured..]
            .iter()
            .position(|r| w <= r.weight_kg[1])
            .map_or(last, |i| measured + i),
        _ => measured,
    };
    Advice {
        measured,
        basis,
        row,
    }
}

/// The first row from `from` up whose size the product offers (`offered` by Turkish name).
pub fn offered_from(
    rows: &[SizeRow],
    from: usize,
    offered: impl Fn(&str) -> bool,
) -> Option<usize> {
    (from..rows.len()).find(|&i| offered(&rows[i].size))
}

/// A child's age in whole months on `today`, from the month they were born.
pub fn age_in_months(birth: (i32, u8), today: Date) -> Option<u32> {
    let months =
        (today.year() - birth.0) * 12 + i32::from(u8::from(today.month())) - i32::from(birth.1);
    u32::try_from(months).ok()
}

/// A birth month as `YYYY-MM`.
pub fn parse_birth_month(text: &str) -> Option<(i32, u8)> {
    let (year, month) = text.trim().split_once('-')?;
    if year.len() != 4 || month.len() != 2 {
        return None;
    }
    let year: i32 = year.parse().ok()?;
    let month: u8 = month.parse().ok()?;
    (1..=12).contains(&month).then_some((year, month))
}

/// A height in cm as typed, in whole millimetres; None outside [`HEIGHT_CM`].
pub fn height_mm(cm: f64) -> Option<i64> {
    HEIGHT_CM.contains(&cm).then(|| (cm * 10.0).round() as i64)
}

/// A weight in kg as typed, in grams to the nearest 100 g; None outside [`WEIGHT_KG`].
pub fn weight_grams(kg: f64) -> Option<i64> {
    WEIGHT_KG
        .contains(&kg)
        .then(|| (kg * 10.0).round() as i64 * 100)
}

/// A child's name: trimmed, at most [`MAX_NAME_CHARS`], no markup characters.
pub fn valid_name(name: &str) -> Option<String> {
    let name = name.trim();
    (name.chars().count() <= MAX_NAME_CHARS && !name.contains(['<', '>'])).then(|| name.to_string())
}

#[cfg(test)]
#[path = "model_tests.rs"]
mod tests;
