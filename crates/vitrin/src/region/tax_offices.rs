//! Turkish tax offices by province (the Revenue Administration's list; its source is noted in
//! `data/regions/tr-tax-offices.json`): tax offices and their branches, in Turkish order.

use std::sync::OnceLock;

use serde::Deserialize;

use super::model::{regions, turkish_key};
use crate::search::analysis::turkish_lower;

const DATA: &str = include_str!("../../data/regions/tr-tax-offices.json");

/// province, district, office name, office type, office code (some codes are null).
type Row = (
    String,
    Option<String>,
    String,
    Option<String>,
    Option<String>,
);

#[derive(Deserialize)]
struct File {
    rows: Vec<Row>,
}

pub struct TaxOffices {
    /// (plate code, office name), by plate then in Turkish order, without repeats.
    by_city: Vec<(Box<str>, Box<str>)>,
    /// Every office name once, in Turkish order.
    all: Vec<Box<str>>,
}

/// The list, read on first use.
pub fn tax_offices() -> &'static TaxOffices {
    static OFFICES: OnceLock<TaxOffices> = OnceLock::new();
    OFFICES.get_or_init(|| {
        TaxOffices::parse(DATA).expect("the embedded tax-office list is well formed")
    })
}

impl TaxOffices {
    pub fn parse(json: &str) -> Result<TaxOffices, String> {
        let file: File = serde_json::from_str(json).map_err(|e| e.to_string())?;
        let r = regions();
        let plate_of = |province: &str| {
            let wanted = turkish_lower(province);
            r.provinces()
                .iter()
                .find(|p| turkish_lower(&p.name) == wanted)
                .map(|p| p.code.clone())
        };
        let mut by_city: Vec<(Box<str>, Box<str>)> = Vec::with_capacity(file.rows.len());
        for (province, _, name, kind, _) in file.rows {
            // The directorate (defterdarlık) is no tax office an invoice names.
            if kind.as_deref() == Some("defterdarlik") {
                continue;
            }
            let plate =
                plate_of(&province).ok_or_else(|| format!("unknown province {province}"))?;
            by_city.push((plate, Box::<str>::from(name.trim())));
        }
        by_city
            .sort_by_cached_key(|(plate, name)| (plate.clone(), turkish_key(name), name.clone()));
        by_city.dedup();
        let mut all: Vec<Box<str>> = by_city.iter().map(|(_, n)| n.clone()).collect();
        all.sort_by_cached_key(|name| (turkish_key(name), name.clone()));
        all.dedup();
        Ok(TaxOffices { by_city, all })
    }

    /// The offices of a province (plate code), or every office.
    pub fn names(&self, city: Option<&str>) -> Vec<&str> {
        match city {
            None => self.all.iter().map(|n| &**n).collect(),
            Some(plate) => self
                .by_city
                .iter()
                .filter(|(p, _)| **p == *plate)
                .map(|(_, n)| &**n)
                .collect(),
        }
    }

    pub fn len(&self) -> usize {
        self.by_city.len()
    }

    pub fn is_empty(&self) -> bool {
        self.by_city.is_empty()
    }
}

/// Whether an office of that name is listed (in that province when one is given).
pub fn exists(city: Option<&str>, name: &str) -> bool {
    let wanted = turkish_lower(name.trim());
    !wanted.is_empty()
        && tax_offices()
            .names(city.map(str::trim))
            .iter()
            .any(|n| turkish_lower(n) == wanted)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offices_are_listed_by_province_in_turkish_order() {
        let t = tax_offices();
        assert!(t.len() > 1000, "{}", t.len());
        let istanbul = t.names(Some("34"));
        assert!(istanbul.contains(&"Kadıköy Vergi Dairesi Müdürlüğü"));
        assert!(istanbul
            .windows(2)
            .all(|w| turkish_key(w[0]) <= turkish_key(w[1])));
        assert!(t.names(Some("99")).is_empty());
        let all = t.names(None);
        assert!(
            all.len() < t.len(),
            "names shared by two provinces are listed once"
        );
        assert!(all.windows(2).all(|w| w[0] != w[1]));
    }

    #[test]
    fn a_name_is_found_whatever_its_case() {
        assert!(exists(Some("34"), "KADIKÖY VERGİ DAİRESİ MÜDÜRLÜĞÜ"));
        assert!(exists(None, "kadıköy vergi dairesi müdürlüğü"));
        assert!(!exists(Some("06"), "Kadıköy Vergi Dairesi Müdürlüğü"));
        assert!(!exists(None, ""));
    }
}
