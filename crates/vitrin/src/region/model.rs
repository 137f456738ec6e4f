//! The region data: read once from the embedded file into compact tables, with the lookups the
//! endpoints and the address rules need. Codes of towns, districts and of states without an ISO
//! code are ASCII slugs of their names, made here from the search module's Turkish folding.

use std::{io::BufRead, ops::Range, sync::OnceLock};

use crate::{
    locale::Lang,
    search::analysis::{fold, plain_lower, turkish_lower},
};

/// Countries whose province field is hidden (spec section 9): `has_state` is 0 for them.
pub const HIDDEN_STATE_COUNTRIES: [&str; 7] = ["US", "CN", "DE", "RU", "GB", "IN", "ES"];

/// The country listed first and selected by default.
pub const HOME_COUNTRY: &str = "TR";

const DATA: &[u8] = include_bytes!("../../data/regions/regions.txt.gz");

#[derive(Debug)]
pub struct Country {
    pub code: Box<str>,
    /// Digits of the dial code without '+'; empty for the few places without phones.
    pub dial: Box<str>,
    /// Names in tr, en, ar (the order of `Lang::ALL`).
    names: [Box<str>; 3],
    /// A regular expression for the upper-cased postcode; empty when unknown.
    pub postcode_pattern: Box<str>,
    postcode_regex: OnceLock<Option<regex::Regex>>,
    /// The phone mask: `0` any digit, `1` a digit 1-9, other characters literal, starting with
    /// the literal `+<dial>`; empty when unknown.
    pub phone_pattern: Box<str>,
    states: Range<u32>,
}

impl Country {
    pub fn name(&self, lang: Lang) -> &str {
        &self.names[lang_index(lang)]
    }

    /// Whether the address form shows the state level (spec sections 4 and 9).
    pub fn has_state(&self) -> bool {
        !self.states.is_empty() && !HIDDEN_STATE_COUNTRIES.contains(&&*self.code)
    }

    /// Whether a postcode fits the country's pattern; true when the pattern is unknown.
    pub fn postcode_fits(&self, postcode: &str) -> bool {
        let regex = self.postcode_regex.get_or_init(|| {
            if self.postcode_pattern.is_empty() {
                return None;
            }
            regex::Regex::new(&self.postcode_pattern)
                .inspect_err(|e| tracing::error!(country = %self.code, error = %e, "postcode pattern refused"))
                .ok()
        });
        regex.as_ref().is_none_or(|r| r.is_match(postcode))
    }
}

#[derive(Debug)]
pub struct State {
    /// `<country>-<ISO 3166-2 code>` or `<country>-<SLUG>`, upper case.
    pub code: Box<str>,
    pub name: Box<str>,
}

#[derive(Debug)]
pub struct Province {
    /// The two-digit plate number.
    pub code: Box<str>,
    pub name: Box<str>,
    towns: Range<u32>,
}

#[derive(Debug)]
pub struct Town {
    /// `<plate>-<slug>`, e.g. `34-kadikoy`.
    pub code: Box<str>,
    pub name: Box<str>,
    province: u32,
    districts: Range<u32>,
}

/// A neighbourhood or village. 73,305 of them: the name is in the shared text and the code is
/// made from it when asked for, so one costs 12 bytes here.
#[derive(Debug, Clone, Copy)]
struct DistrictRow {
    start: u32,
    name_len: u8,
    /// 2 and up: the name's slug is the n-th among its town's and takes `-<n>`.
    dup: u8,
    town: u16,
    postcode: u32,
}

/// A district as the callers see it.
#[derive(Debug, Clone, Copy)]
pub struct District<'a> {
    pub town: &'a Town,
    pub name: &'a str,
    dup: u8,
    postcode: u32,
}

impl District<'_> {
    /// `<town code>-<slug>`, e.g. `34-kadikoy-caferaga-mah`.
    pub fn code(&self) -> String {
        format!("{}-{}", self.town.code, self.slug())
    }

    fn slug(&self) -> String {
        let base = slug(self.name);
        if self.dup > 1 {
            format!("{base}-{}", self.dup)
        } else {
            base
        }
    }

    pub fn postcode(&self) -> String {
        format!("{:05}", self.postcode)
    }
}

pub struct Regions {
    countries: Vec<Country>,
    /// Country indexes in title order per language, the home country first.
    order: [Vec<u16>; 3],
    states: Vec<State>,
    provinces: Vec<Province>,
    towns: Vec<Town>,
    districts: Vec<DistrictRow>,
    text: String,
    /// District indexes by postcode.
    by_postcode: Vec<u32>,
}

fn lang_index(lang: Lang) -> usize {
    match lang {
        Lang::Tr => 0,
        Lang::En => 1,
        Lang::Ar => 2,
    }
}

/// The data, read from the embedded file on first use (a fraction of a second) and kept. The
/// file is decompressed line by line, so its 2 MB of text are never in memory at once.
pub fn regions() -> &'static Regions {
    static REGIONS: OnceLock<Regions> = OnceLock::new();
    REGIONS.get_or_init(|| {
        let reader = std::io::BufReader::new(flate2::read::GzDecoder::new(DATA));
        Regions::parse(reader).expect("the embedded region data is well formed")
    })
}

/// The data without blocking the async runtime while it is first read.
pub async fn loaded() -> &'static Regions {
    static READY: OnceLock<()> = OnceLock::new();
    if READY.get().is_none() {
        let _ = tokio::task::spawn_blocking(regions).await;
        let _ = READY.set(());
    }
    regions()
}

/// An ASCII slug: Turkish lower case, folded to ASCII look-alikes, other characters as '-'.
pub fn slug(name: &str) -> String {
    let folded = fold(&turkish_lower(name));
    let mut out = String::with_capacity(folded.len());
    for c in folded.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    while out.ends_with('-') {
        out.pop();
    }
    if out.is_empty() {
        out.push('x');
    }
    out
}

/// Unique among siblings: the second "yeni-mah" becomes "yeni-mah-2". Also says which n-th.
fn unique(seen: &mut std::collections::HashSet<String>, base: String) -> (String, u32) {
    let mut candidate = base.clone();
    let mut n: u32 = 1;
    while seen.contains(&candidate) {
        n += 1;
        candidate = format!("{base}-{n}");
    }
    seen.insert(candidate.clone());
    (candidate, n)
}

/// A sort key in the Turkish alphabet (c < ç < d, g < ğ < h, ı < i, o < ö < p, s < ş < t,
/// u < ü < v) on the Turkish lower case; other accented letters sort with their base letter.
pub fn turkish_key(text: &str) -> Vec<u32> {
    let mut key = Vec::with_capacity(text.len());
    let mut buf = [0u8; 4];
    for c in turkish_lower(text).chars() {
        let after = |base: char| base as u32 * 2 + 1;
        match c {
            'ç' => key.push(after('c')),
            'ğ' => key.push(after('g')),
            'ı' => key.push(after('h')),
            'ö' => key.push(after('o')),
            'ş' => key.push(after('s')),
            'ü' => key.push(after('u')),
            c => key.extend(fold(c.encode_utf8(&mut buf)).chars().map(|f| f as u32 * 2)),
        }
    }
    key
}

/// Title order in a language: Turkish collation for tr; folded lower case for en and ar.
pub fn compare_titles(lang: Lang, a: &str, b: &str) -> std::cmp::Ordering {
    match lang {
        Lang::Tr => turkish_key(a).cmp(&turkish_key(b)),
        Lang::En | Lang::Ar => fold(&plain_lower(a)).cmp(&fold(&plain_lower(b))),
    }
    .then_with(|| a.cmp(b))
}

fn range(start: usize, end: usize) -> Range<u32> {
    start as u32..end as u32
}

impl Regions {
    /// Reads the record format that `scripts/regions/build-regions.mjs` writes.
    pub fn parse(input: impl BufRead) -> Result<Regions, String> {
        let mut r = Regions {
            countries: Vec::new(),
            order: Default::default(),
            states: Vec::new(),
            provinces: Vec::new(),
            towns: Vec::new(),
            districts: Vec::new(),
            text: String::new(),
            by_postcode: Vec::new(),
        };
        let mut state_codes = std::collections::HashSet::new();
        let mut town_slugs = std::collections::HashSet::new();
        let mut district_slugs = std::collections::HashSet::new();
        for (n, line) in input.lines().enumerate() {
            let line = line.map_err(|e| format!("line {}: {e}", n + 1))?;
            let line = line.as_str();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let bad = || format!("line {}: {line:?}", n + 1);
            let fields: Vec<&str> = line.split('\t').collect();
            match fields.as_slice() {
                ["K", code, dial, tr, en, ar, postcode, phone] => {
                    close_country(&mut r);
                    state_codes.clear();
                    r.countries.push(Country {
                        code: (*code).into(),
                        dial: (*dial).into(),
                        names: [(*tr).into(), (*en).into(), (*ar).into()],
                        postcode_pattern: (*postcode).into(),
                        postcode_regex: OnceLock::new(),
                        phone_pattern: (*phone).into(),
                        states: range(r.states.len(), r.states.len()),
                    });
                }
                ["E", iso, name] => {
                    let country = r.countries.last().ok_or_else(bad)?;
                    let suffix = if iso.is_empty() || state_codes.contains(*iso) {
                        slug(name).to_ascii_uppercase()
                    } else {
                        (*iso).to_string()
                    };
                    let (suffix, _) = unique(&mut state_codes, suffix);
                    r.states.push(State {
                        code: format!("{}-{suffix}", country.code).into(),
                        name: (*name).into(),
                    });
                }
                ["P", plate, name] => {
                    close_province(&mut r);
                    town_slugs.clear();
                    r.provinces.push(Province {
                        code: (*plate).into(),
                        name: (*name).into(),
                        towns: range(r.towns.len(), r.towns.len()),
                    });
                }
                ["T", name] => {
                    close_town(&mut r);
                    district_slugs.clear();
                    let province = r.provinces.len().checked_sub(1).ok_or_else(bad)?;
                    let (suffix, _) = unique(&mut town_slugs, slug(name));
                    r.towns.push(Town {
                        code: format!("{}-{suffix}", r.provinces[province].code).into(),
                        name: (*name).into(),
                        province: province as u32,
                        districts: range(r.districts.len(), r.districts.len()),
                    });
                }
                ["D", postcode, name] => {
                    let town = r.towns.len().checked_sub(1).ok_or_else(bad)?;
                    let postcode = parse_postcode(postcode).ok_or_else(bad)?;
                    let (_, dup) = unique(&mut district_slugs, slug(name));
                    let start = r.text.len();
                    r.text.push_str(name);
                    r.districts.push(DistrictRow {
                        start: u32::try_from(start).map_err(|_| bad())?,
                        name_len: u8::try_from(name.len()).map_err(|_| bad())?,
                        dup: u8::try_from(dup).map_err(|_| bad())?,
                        town: u16::try_from(town).map_err(|_| bad())?,
                        postcode,
                    });
                }
                _ => return Err(bad()),
            }
        }
        close_country(&mut r);
        close_town(&mut r);
        close_province(&mut r);
        if !r.countries.windows(2).all(|w| w[0].code < w[1].code) {
            return Err("countries are not in code order".into());
        }
        for lang in Lang::ALL {
            let mut order: Vec<u16> = (0..r.countries.len() as u16).collect();
            order.sort_by(|&a, &b| {
                let (a, b) = (&r.countries[a as usize], &r.countries[b as usize]);
                (&*b.code == HOME_COUNTRY)
                    .cmp(&(&*a.code == HOME_COUNTRY))
                    .then_with(|| compare_titles(lang, a.name(lang), b.name(lang)))
            });
            r.order[lang_index(lang)] = order;
        }
        let mut by_postcode: Vec<u32> = (0..r.districts.len() as u32).collect();
        by_postcode.sort_by_key(|&i| r.districts[i as usize].postcode);
        r.by_postcode = by_postcode;
        r.text.shrink_to_fit();
        r.countries.shrink_to_fit();
        r.states.shrink_to_fit();
        r.provinces.shrink_to_fit();
        r.towns.shrink_to_fit();
        r.districts.shrink_to_fit();
        Ok(r)
    }

    /// Every country, the home country first, then by title in the language.
    pub fn countries(&self, lang: Lang) -> impl Iterator<Item = &Country> {
        self.order[lang_index(lang)]
            .iter()
            .map(|&i| &self.countries[i as usize])
    }

    /// A country by its ISO code, in any case.
    pub fn country(&self, code: &str) -> Option<&Country> {
        if code.len() != 2 {
            return None;
        }
        let code = code.to_ascii_uppercase();
        self.countries
            .binary_search_by(|c| (*c.code).cmp(&code))
            .ok()
            .map(|i| &self.countries[i])
    }

    pub fn states(&self, country: &Country) -> &[State] {
        &self.states[country.states.start as usize..country.states.end as usize]
    }

    /// A state by its code (`US-CA`), in any case, with its country.
    pub fn state(&self, code: &str) -> Option<(&Country, &State)> {
        let (country, _) = code.split_once('-')?;
        let country = self.country(country)?;
        let code = code.to_ascii_uppercase();
        let state = self.states(country).iter().find(|s| *s.code == *code)?;
        Some((country, state))
    }

    /// Turkey's provinces in Turkish title order.
    pub fn provinces(&self) -> &[Province] {
        &self.provinces
    }

    pub fn province(&self, code: &str) -> Option<&Province> {
        self.provinces.iter().find(|p| *p.code == *code)
    }

    pub fn towns(&self, province: &Province) -> &[Town] {
        &self.towns[province.towns.start as usize..province.towns.end as usize]
    }

    pub fn province_of(&self, town: &Town) -> &Province {
        &self.provinces[town.province as usize]
    }

    pub fn town(&self, code: &str) -> Option<&Town> {
        let (plate, _) = code.split_once('-')?;
        let code = code.to_ascii_lowercase();
        self.towns(self.province(plate)?)
            .iter()
            .find(|t| *t.code == *code)
    }

    fn district_at(&self, index: usize) -> District<'_> {
        let row = self.districts[index];
        let start = row.start as usize;
        District {
            town: &self.towns[row.town as usize],
            name: &self.text[start..start + row.name_len as usize],
            dup: row.dup,
            postcode: row.postcode,
        }
    }

    pub fn districts<'a>(&'a self, town: &'a Town) -> impl Iterator<Item = District<'a>> + 'a {
        (town.districts.start as usize..town.districts.end as usize).map(|i| self.district_at(i))
    }

    /// A district by its code (`34-kadikoy-caferaga-mah`), in any case.
    pub fn district(&self, code: &str) -> Option<District<'_>> {
        let (plate, _) = code.split_once('-')?;
        let code = code.to_ascii_lowercase();
        self.towns(self.province(plate)?)
            .iter()
            .filter_map(|t| Some((t, code.strip_prefix(&*t.code)?.strip_prefix('-')?)))
            .find_map(|(t, suffix)| self.districts(t).find(|d| d.slug() == suffix))
    }

    /// The districts a Turkish postcode belongs to.
    pub fn by_postcode(&self, postcode: &str) -> Vec<District<'_>> {
        let Some(code) = parse_postcode(postcode) else {
            return Vec::new();
        };
        let postcode_of = |i: u32| self.districts[i as usize].postcode;
        let start = self.by_postcode.partition_point(|&i| postcode_of(i) < code);
        self.by_postcode[start..]
            .iter()
            .take_while(|&&i| postcode_of(i) == code)
            .map(|&i| self.district_at(i as usize))
            .collect()
    }

    pub fn counts(&self) -> (usize, usize, usize, usize, usize) {
        (
            self.countries.len(),
            self.states.len(),
            self.provinces.len(),
            self.towns.len(),
            self.districts.len(),
        )
    }
}

/// Five ASCII digits, as a number.
pub fn parse_postcode(text: &str) -> Option<u32> {
    (text.len() == 5 && text.bytes().all(|b| b.is_ascii_digit()))
        .then(|| text.parse().ok())
        .flatten()
}

fn close_country(r: &mut Regions) {
    let end = r.states.len() as u32;
    if let Some(c) = r.countries.last_mut() {
        c.states.end = end;
    }
}

fn close_province(r: &mut Regions) {
    close_town(r);
    let end = r.towns.len() as u32;
    if let Some(p) = r.provinces.last_mut() {
        p.towns.end = end;
    }
}

fn close_town(r: &mut Regions) {
    let end = r.districts.len() as u32;
    if let Some(t) = r.towns.last_mut() {
        t.districts.end = end;
    }
}

#[cfg(test)]
#[path = "model_tests.rs"]
mod tests;
