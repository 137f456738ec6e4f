//! Text analysis shared by the index and the queries: Turkish case folding, a second form without
//! diacritics, light Turkish suffix stripping, snowball stems and one-typo matching. Titles and
//! queries go through the same functions, so what is indexed is what a query can name.
//! A change to how titles are analysed must also change `stored::FORMAT`, or a restart would
//! open an index kept with the old analysis.

use rust_stemmers::{Algorithm, Stemmer};

use crate::locale::Lang;

/// Lower case by Turkish rules: 'I' is the capital of 'ı' and 'İ' the capital of 'i'. Applied
/// before anything else, so 'IŞIK' becomes 'ışık' and 'İTİCİ' becomes 'itici'.
pub fn turkish_lower(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            'I' => out.push('ı'),
            'İ' => out.push('i'),
            c => out.extend(c.to_lowercase()),
        }
    }
    // A decomposed 'İ' (I + combining dot) lower-cases to 'ı' + dot; the dot means 'i'.
    out.replace("ı\u{307}", "i").replace('\u{307}', "")
}

/// Lower case for English and Arabic titles: the ordinary rules, with 'İ' still read as 'i'.
pub fn plain_lower(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            'İ' => out.push('i'),
            c => out.extend(c.to_lowercase()),
        }
    }
    out.replace('\u{307}', "")
}

pub fn lower(lang: Lang, text: &str) -> String {
    match lang {
        Lang::Tr => turkish_lower(text),
        Lang::En | Lang::Ar => plain_lower(text),
    }
}

/// The second form, for shoppers without a Turkish (or Arabic) keyboard: Turkish letters to
/// their ASCII look-alikes, and Arabic spelling variants and vowel marks to one plain form.
pub fn fold(lowered: &str) -> String {
    let mut out = String::with_capacity(lowered.len());
    for ch in lowered.chars() {
        let mapped = match ch {
            'ç' => 'c',
            'ğ' => 'g',
            'ı' => 'i',
            'ö' => 'o',
            'ş' => 's',
            'ü' => 'u',
            'â' | 'à' | 'á' | 'ä' => 'a',
            'î' | 'ì' | 'í' | 'ï' => 'i',
            'û' | 'ù' | 'ú' => 'u',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'ô' | 'ò' | 'ó' => 'o',
            'أ' | 'إ' | 'آ' | 'ٱ' => 'ا',
            'ى' | 'ئ' => 'ي',
            'ؤ' => 'و',
            'ة' => 'ه',
            c if is_mark(c) => continue,
            c => c,
        };
        out.push(mapped);
    }
    out
}

/// Combining marks: Arabic vowel signs, the tatweel, and Latin combining accents.
fn is_mark(c: char) -> bool {
    matches!(c, '\u{300}'..='\u{36F}' | '\u{64B}'..='\u{65F}' | '\u{670}' | '\u{640}')
}

/// Words of already lower-cased text: letters, digits and the marks that belong to them.
pub fn words(lowered: &str) -> impl Iterator<Item = &str> {
    lowered
        .split(|c: char| !(c.is_alphanumeric() || is_mark(c)))
        .filter(|w| !w.is_empty())
}

fn stemmer(lang: Lang) -> Stemmer {
    Stemmer::create(match lang {
        Lang::Tr => Algorithm::Turkish,
        Lang::En => Algorithm::English,
        Lang::Ar => Algorithm::Arabic,
    })
}

/// The indexed forms of a title in one language: exact words, folded words, folded stems.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Forms {
    pub words: Vec<String>,
    pub folded: Vec<String>,
    pub stems: Vec<String>,
}

pub fn forms(lang: Lang, text: &str) -> Forms {
    let lowered = lower(lang, text);
    let stemmer = stemmer(lang);
    let mut forms = Forms::default();
    for word in words(&lowered) {
        forms.words.push(word.to_string());
        forms.folded.push(fold(word));
        forms.stems.push(fold(&stemmer.stem(word)));
    }
    forms
}

/// One word of a query, in every form a field may hold.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QueryWord {
    /// Lower-cased by the rules of the language being searched.
    pub word: String,
    pub folded: String,
    pub stem: String,
    /// Folded forms with Turkish suffixes taken off ('gomlegi' -> 'gomlek'); Turkish only.
    pub bases: Vec<String>,
    pub chars: usize,
}

/// Longest first: 'leri' must be tried before 'i'. Folded spellings ('lari' is also 'ları').
const SUFFIXES: [&str; 30] = [
    "lerinden", "larindan", "lerinde", "larinda", "lerini", "larini", "leri", "lari", "ler", "lar",
    "nden", "ndan", "den", "dan", "ten", "tan", "nin", "nun", "de", "da", "te", "ta", "si", "su",
    "yi", "yu", "ye", "ya", "in", "un",
];
const SHORT_SUFFIXES: [&str; 4] = ["i", "u", "e", "a"];
const MIN_BASE: usize = 3;

/// Folded bases of a Turkish word: suffixes stripped up to twice, with the final consonant
/// hardened back where a suffix softened it (gömleği -> gömlek, çocuğu -> çocuk).
pub fn turkish_bases(folded: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut frontier = vec![folded.to_string()];
    for _ in 0..2 {
        let mut next = Vec::new();
        for word in &frontier {
            for suffix in SUFFIXES.iter().chain(SHORT_SUFFIXES.iter()) {
                if let Some(base) = word.strip_suffix(suffix) {
                    if base.chars().count() < MIN_BASE {
                        continue;
                    }
                    for candidate in [base.to_string(), harden(base)] {
                        if candidate != folded && !out.contains(&candidate) {
                            out.push(candidate.clone());
                            next.push(candidate);
                        }
                    }
                }
            }
        }
        frontier = next;
    }
    out
}

fn harden(base: &str) -> String {
    let mut s = base.to_string();
    let last = s.pop();
    match last {
        Some('g') => s.push('k'),
        Some('b') => s.push('p'),
        Some('d') => s.push('t'),
        Some(c) => s.push(c),
        None => {}
    }
    s
}

/// Words longest allowed in a query, and characters per word: a 10,000-character query costs
/// no more than a short one.
pub const MAX_QUERY_WORDS: usize = 8;
const MAX_WORD_CHARS: usize = 40;

/// The words of a query as searched in `lang`; one-letter words are dropped.
pub fn query_words(lang: Lang, query: &str) -> Vec<QueryWord> {
    let lowered = lower(lang, query);
    let stemmer = stemmer(lang);
    let mut out: Vec<QueryWord> = Vec::new();
    for word in words(&lowered) {
        let chars = word.chars().count();
        if chars < 2 {
            continue;
        }
        let word: String = word.chars().take(MAX_WORD_CHARS).collect();
        let folded = fold(&word);
        if out.iter().any(|w| w.folded == folded) {
            continue;
        }
        let bases = if lang == Lang::Tr {
            turkish_bases(&folded)
        } else {
            Vec::new()
        };
        out.push(QueryWord {
            stem: fold(&stemmer.stem(&word)),
            chars: chars.min(MAX_WORD_CHARS),
            bases,
            folded,
            word,
        });
        if out.len() == MAX_QUERY_WORDS {
            break;
        }
    }
    out
}

/// Typos are forgiven in words of five letters or more.
pub const TYPO_MIN_CHARS: usize = 5;

/// True when `a` and `b` differ by at most one edit (insert, delete, substitute, or swap of
/// two neighbours).
pub fn within_one_edit(a: &str, b: &str) -> bool {
    if a.is_ascii() && b.is_ascii() {
        return one_edit(a.as_bytes(), b.as_bytes());
    }
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    one_edit(&a, &b)
}

/// `within_one_edit` over letters already split, as the index keeps its vocabulary: no
/// allocation, and a length check before any comparison.
pub fn one_edit<T: PartialEq>(a: &[T], b: &[T]) -> bool {
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    if long.len() - short.len() > 1 {
        return false;
    }
    let prefix = short
        .iter()
        .zip(long.iter())
        .take_while(|(x, y)| x == y)
        .count();
    if prefix == short.len() {
        // Equal, or one letter added at the end.
        return true;
    }
    if short.len() == long.len() {
        let rest = prefix + 1;
        // One substitution, or one swap of neighbours.
        short[rest..] == long[rest..]
            || (rest < short.len()
                && short[prefix] == long[rest]
                && short[rest] == long[prefix]
                && short[rest + 1..] == long[rest + 1..])
    } else {
        short[prefix..] == long[prefix + 1..]
    }
}

/// True when some prefix of `word` is within one edit of `query` (a typo while typing), over
/// letters already split.
pub fn prefix_one_edit(query: &[char], word: &[char]) -> bool {
    let q = query.len();
    (q.saturating_sub(1)..=q + 1)
        .filter(|&n| n <= word.len())
        .any(|n| one_edit(query, &word[..n]))
}

/// How well one query word matches one indexed (folded) word; the same ladder the index uses.
pub fn word_matches(query: &QueryWord, folded: &str, last: bool) -> bool {
    folded == query.folded
        || query.bases.iter().any(|b| b == folded)
        || ((last || query.chars >= 3) && folded.starts_with(query.folded.as_str()))
        || (query.chars >= TYPO_MIN_CHARS && within_one_edit(&query.folded, folded))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turkish_case_folding_comes_first() {
        assert_eq!(turkish_lower("IŞIK"), "ışık");
        assert_eq!(turkish_lower("ELBİSE"), "elbise");
        assert_eq!(turkish_lower("Su İtici"), "su itici");
        assert_eq!(turkish_lower("I\u{307}NCE"), "ince");
        assert_eq!(plain_lower("SHIRT"), "shirt");
    }

    #[test]
    fn folding_drops_diacritics() {
        assert_eq!(fold("çocuk gömleği ışıltılı"), "cocuk gomlegi isiltili");
        assert_eq!(fold("فُسْتَان"), "فستان");
        assert_eq!(fold("أحمر"), "احمر");
    }

    #[test]
    fn suffixes_come_off() {
        assert!(turkish_bases("elbiseler").contains(&"elbise".to_string()));
        assert!(turkish_bases("gomlegi").contains(&"gomlek".to_string()));
        assert!(turkish_bases("cocuklara").contains(&"cocuk".to_string()));
        assert!(turkish_bases("pantolonlar").contains(&"pantolon".to_string()));
        assert!(turkish_bases("elbisesi").contains(&"elbise".to_string()));
        // Bases shorter than three letters are not tried.
        assert!(!turkish_bases("ela").contains(&"el".to_string()));
    }

    #[test]
    fn one_edit() {
        assert!(within_one_edit("elbsie", "elbise"));
        assert!(within_one_edit("elbse", "elbise"));
        assert!(within_one_edit("elbisse", "elbise"));
        assert!(within_one_edit("elbize", "elbise"));
        assert!(!within_one_edit("elbsei", "elbise"));
        assert!(!within_one_edit("ceket", "cekici"));
        let letters = |w: &str| w.chars().collect::<Vec<_>>();
        assert!(prefix_one_edit(&letters("elbsi"), &letters("elbiseler")));
        assert!(!prefix_one_edit(&letters("gomlk"), &letters("elbiseler")));
        assert!(within_one_edit("فستن", "فستان"));
        assert!(!within_one_edit("فستن", "فستانين"));
    }

    #[test]
    fn query_words_are_bounded_and_deduplicated() {
        let long = "elbise ".repeat(2000);
        assert_eq!(query_words(Lang::Tr, &long).len(), 1);
        let many = (0..100)
            .map(|i| format!("w{i}"))
            .collect::<Vec<_>>()
            .join(" ");
        assert_eq!(query_words(Lang::Tr, &many).len(), MAX_QUERY_WORDS);
        assert!(query_words(Lang::Tr, "\" * : ( \\ a").is_empty());
    }
}
