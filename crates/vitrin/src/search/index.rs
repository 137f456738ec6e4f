//! The full-text index (tantivy) over product titles in three languages, and the product facts a
//! result needs, so a search never waits on the database. Both are written to a folder of the
//! data folder (`stored`) and opened from it: mapped into memory, read as if held there.
//!
//! Each language has three fields: its words lower-cased by that language's rules, the same
//! words folded without diacritics, and folded snowball stems. A query word matches by the best
//! of: exact word, folded word, Turkish base (suffixes off), stem, prefix (as-you-type), and one
//! typo in words of five letters or more. Each way scores a constant, so the ranking is "how
//! well every word matched", then in-stock first, then sales, then stock.
//!
//! Products are indexed in the database's order, which keeps a category's products together and
//! the posting lists short to walk, and segments are never merged, so a segment is one run of
//! rows: a document's row is its segment's first row plus its number. Each row's place in the
//! second order is computed when the index is opened and kept as stock changes (`ranking`), so
//! ranking a match costs one array read (`matching`).

use std::{
    collections::{BTreeSet, HashMap},
    path::Path,
    sync::{
        atomic::{AtomicU64, Ordering},
        PoisonError, RwLock,
    },
};

use tantivy::{
    indexer::NoMergePolicy,
    schema::{Field, IndexRecordOption, Schema, TextFieldIndexing, TextOptions, FAST},
    Index, IndexReader, IndexWriter, ReloadPolicy, Searcher, TantivyDocument,
};

use super::{
    analysis::{self, Forms, QueryWord, TYPO_MIN_CHARS},
    matching::{self, Way},
    ranking::{rank_key, RankKey, Ranking},
    stored::Facts,
};
use crate::{
    catalog::model::{discount_percent, image_set, PriceView},
    locale::{page_url, Lang},
};

pub use crate::catalog::searchable::{CategoryDoc, ProductDoc};

fn lang_index(lang: Lang) -> usize {
    match lang {
        Lang::Tr => 0,
        Lang::En => 1,
        Lang::Ar => 2,
    }
}

#[derive(Clone, Copy)]
struct LangFields {
    word: Field,
    folded: Field,
    stem: Field,
}

/// Points of the ways a word can match; the best one counts per word.
mod weight {
    pub const WORD: u8 = 20;
    pub const FOLDED: u8 = 18;
    pub const BASE: u8 = 14;
    pub const STEM: u8 = 13;
    pub const PREFIX: u8 = 10;
    pub const TYPO: u8 = 6;
    pub const TYPO_PREFIX: u8 = 4;
}

pub struct SearchIndex {
    reader: IndexReader,
    fields: [LangFields; 3],
    /// In the database's order (by id), one per row.
    products: Vec<ProductDoc>,
    /// The order among equally good matches; its stock follows the change log (`restock`).
    ranking: RwLock<Ranking>,
    /// Moves with every change of the ranking: answers remembered before it are out of date.
    restocked: AtomicU64,
    categories: Vec<(CategoryDoc, [Forms; 3])>,
    /// Every folded word per language, sorted: prefixes and typos are expanded against it here,
    /// so a query runs a few term lookups instead of a scan of the term dictionary per way.
    vocabulary: [Vec<Known>; 3],
    answers: std::sync::Mutex<HashMap<AnswerKey, Hits>>,
    /// The rows of the common terms read so far.
    kept: matching::Kept,
    pub version: i64,
}

/// A word of the vocabulary with its letters split once, for the typo comparisons.
struct Known {
    text: String,
    letters: Box<[char]>,
}

impl Known {
    fn new(text: String) -> Known {
        let letters = text.chars().collect();
        Known { text, letters }
    }
}

/// Language, query words, offset, limit.
type AnswerKey = (Lang, String, usize, usize);
/// Remembered answers per index; a few hundred kilobytes at most.
const MAX_REMEMBERED: usize = 4096;

/// One ranked page of hits: rows in `products`, and how many match in all.
#[derive(Debug, Clone)]
pub struct Hits {
    pub total: u64,
    pub rows: Vec<usize>,
}

/// The schema's fields by name: the one [`SearchIndex::build`] made, or one read from a folder.
fn fields_of(schema: &Schema) -> tantivy::Result<[LangFields; 3]> {
    let field = |lang: Lang, form: &str| schema.get_field(&format!("{}_{form}", lang.code()));
    let of = |lang: Lang| -> tantivy::Result<LangFields> {
        Ok(LangFields {
            word: field(lang, "word")?,
            folded: field(lang, "folded")?,
            stem: field(lang, "stem")?,
        })
    };
    Ok([of(Lang::Tr)?, of(Lang::En)?, of(Lang::Ar)?])
}

fn schema() -> Schema {
    let mut builder = Schema::builder();
    // Words are analysed before they reach tantivy; it only splits on the spaces we put.
    let text = TextOptions::default().set_indexing_options(
        TextFieldIndexing::default()
            .set_tokenizer("whitespace")
            .set_index_option(IndexRecordOption::Basic),
    );
    for lang in Lang::ALL {
        for form in ["word", "folded", "stem"] {
            builder.add_text_field(&format!("{}_{form}", lang.code()), text.clone());
        }
    }
    // The product's row in the facts: `matching` reads each segment's first.
    builder.add_u64_field("row", FAST);
    builder.build()
}

/// Every folded word of a language's titles, sorted, as the index's term dictionaries hold them.
fn vocabulary_of(searcher: &Searcher, field: Field) -> anyhow::Result<Vec<Known>> {
    let mut words = BTreeSet::new();
    for segment in searcher.segment_readers() {
        let postings = segment.inverted_index(field)?;
        let mut terms = postings.terms().stream()?;
        while terms.advance() {
            words.insert(String::from_utf8(terms.key().to_vec())?);
        }
    }
    Ok(words.into_iter().map(Known::new).collect())
}

impl SearchIndex {
    /// Indexes the facts' products into the empty folder `dir` and writes the facts beside
    /// them, for [`SearchIndex::open`].
    pub fn build(dir: &Path, facts: &Facts) -> anyhow::Result<()> {
        let index = Index::create_in_dir(dir, schema())?;
        let fields = fields_of(&index.schema())?;
        let row = index.schema().get_field("row")?;
        // One thread keeps documents in insertion order and memory flat; no merges keep each
        // segment one run of rows in that order.
        let mut writer: IndexWriter = index.writer_with_num_threads(1, 64_000_000)?;
        writer.set_merge_policy(Box::new(NoMergePolicy));
        for (i, p) in facts.products.iter().enumerate() {
            let mut doc = TantivyDocument::default();
            for lang in Lang::ALL {
                let f = fields[lang_index(lang)];
                let forms = analysis::forms(lang, &p.titles[lang_index(lang)]);
                doc.add_text(f.word, forms.words.join(" "));
                doc.add_text(f.folded, forms.folded.join(" "));
                doc.add_text(f.stem, forms.stems.join(" "));
            }
            doc.add_u64(row, i as u64);
            writer.add_document(doc)?;
        }
        writer.commit()?;
        writer.wait_merging_threads()?;
        facts.write(dir)
    }

    /// The index [`SearchIndex::build`] wrote into `dir` from the catalog of `version`; an error
    /// when the folder is not whole.
    pub fn open(dir: &Path, version: i64) -> anyhow::Result<SearchIndex> {
        let index = Index::open_in_dir(dir)?;
        let fields = fields_of(&index.schema())?;
        let reader: IndexReader = index
            .reader_builder()
            .reload_policy(ReloadPolicy::Manual)
            .try_into()?;
        let Facts {
            products,
            categories,
        } = Facts::read(dir)?;
        let searcher = reader.searcher();
        anyhow::ensure!(
            searcher.num_docs() == products.len() as u64,
            "{} holds {} documents for {} products",
            dir.display(),
            searcher.num_docs(),
            products.len()
        );
        let vocabulary = [
            vocabulary_of(&searcher, fields[0].folded)?,
            vocabulary_of(&searcher, fields[1].folded)?,
            vocabulary_of(&searcher, fields[2].folded)?,
        ];
        let ranking = Ranking::new(
            products
                .iter()
                .map(|p| rank_key(p.sold_count, p.total_stock))
                .collect(),
        );
        let categories = categories
            .into_iter()
            .map(|c| {
                let forms = [
                    analysis::forms(Lang::Tr, &c.names[0]),
                    analysis::forms(Lang::En, &c.names[1]),
                    analysis::forms(Lang::Ar, &c.names[2]),
                ];
                (c, forms)
            })
            .collect();
        Ok(SearchIndex {
            reader,
            fields,
            products,
            ranking: RwLock::new(ranking),
            restocked: AtomicU64::new(0),
            categories,
            vocabulary,
            answers: Default::default(),
            kept: Default::default(),
            version,
        })
    }

    pub fn product_count(&self) -> usize {
        self.products.len()
    }

    /// Bytes held in memory: tantivy's index, and the products' copy kept for dressing results
    /// (their strings as allocated), for the log line of each build.
    pub fn memory(&self) -> (u64, u64) {
        let index = self
            .reader
            .searcher()
            .space_usage()
            .map_or(0, |u| u.total().get_bytes());
        let products = self
            .products
            .iter()
            .map(|p| {
                std::mem::size_of::<ProductDoc>()
                    + p.slug.capacity()
                    + p.titles.iter().map(String::capacity).sum::<usize>()
                    + p.image.as_ref().map_or(0, String::capacity)
            })
            .sum::<usize>();
        (index, products as u64)
    }

    pub fn product(&self, row: usize) -> &ProductDoc {
        &self.products[row]
    }

    /// What answers made from this index depend on: its catalog version, and how often its
    /// ranking took new stock.
    pub fn stamp(&self) -> (i64, u64) {
        (self.version, self.restocked.load(Ordering::SeqCst))
    }

    /// Takes the sales and stock of products now, (id, sold, stock), into the ranking; says
    /// whether any product's place moved.
    pub fn restock(&self, products: &[(i64, i64, i64)]) -> bool {
        let changes: Vec<(usize, RankKey)> = products
            .iter()
            .filter_map(|&(id, sold, stock)| {
                let row = self.products.binary_search_by_key(&id, |p| p.id).ok()?;
                Some((row, rank_key(sold, stock)))
            })
            .collect();
        let read = || self.ranking.read().unwrap_or_else(PoisonError::into_inner);
        let Some(moved) = read().moved(&changes) else {
            return false;
        };
        let rebuilt = read().rebuilt(&moved);
        {
            let mut ranking = self.ranking.write().unwrap_or_else(PoisonError::into_inner);
            match rebuilt {
                Some(rebuilt) => *ranking = rebuilt,
                None => ranking.move_rows(&moved),
            }
        }
        self.restocked.fetch_add(1, Ordering::SeqCst);
        self.lock_answers().clear();
        true
    }

    /// The languages a query is matched in: the request's, and Turkish (the shop's language,
    /// which shoppers in any language may type).
    fn langs(lang: Lang) -> Vec<Lang> {
        if lang == Lang::Tr {
            vec![Lang::Tr]
        } else {
            vec![lang, Lang::Tr]
        }
    }

    fn word_ways(&self, lang: Lang, word: &QueryWord, last: bool) -> Vec<Way> {
        // The best points each (field, term) can give this word.
        let mut best: HashMap<(Field, String), u8> = HashMap::new();
        let mut add = |field: Field, text: &str, points: u8| {
            let entry = best.entry((field, text.to_string())).or_insert(points);
            *entry = (*entry).max(points);
        };
        for l in Self::langs(lang) {
            let f = self.fields[lang_index(l)];
            let vocabulary = &self.vocabulary[lang_index(l)];
            add(f.folded, &word.folded, weight::FOLDED);
            let at = vocabulary.partition_point(|k| k.text.as_str() < word.folded.as_str());
            let known_as_is = vocabulary.get(at).is_some_and(|k| k.text == word.folded);
            // A word titles use as it is needs no suffix or stem guesses; each extra way is one
            // more posting list to walk for every matching product.
            if !known_as_is {
                if l == Lang::Tr {
                    for base in &word.bases {
                        add(f.folded, base, weight::BASE);
                    }
                }
                if l == lang {
                    add(f.stem, &word.stem, weight::STEM);
                }
            } else if word.folded != word.word {
                // Typed with its diacritics ('kış', not 'kis'): a little better than folded.
                add(f.word, &analysis::lower(l, &word.word), weight::WORD);
            }
            // Every word may be unfinished while typing the last; earlier ones need 3 letters.
            // The words it begins sit together from `at` on in the sorted vocabulary.
            if last || word.chars >= 3 {
                for known in vocabulary[at..]
                    .iter()
                    .take_while(|k| k.text.starts_with(word.folded.as_str()))
                {
                    add(f.folded, &known.text, weight::PREFIX);
                }
            }
            if word.chars >= TYPO_MIN_CHARS {
                let letters: Vec<char> = word.folded.chars().collect();
                let n = letters.len();
                for known in vocabulary {
                    let len = known.letters.len();
                    if len + 1 < n || (len > n + 1 && !last) {
                        continue;
                    }
                    if analysis::one_edit(&letters, &known.letters) {
                        add(f.folded, &known.text, weight::TYPO);
                    } else if last && analysis::prefix_one_edit(&letters, &known.letters) {
                        add(f.folded, &known.text, weight::TYPO_PREFIX);
                    }
                }
            }
        }
        best.into_iter()
            .map(|((field, text), points)| Way {
                field,
                text,
                points,
            })
            .collect()
    }

    /// Products matching every word of the query, best first; `offset` and `limit` page them.
    /// Answers are remembered for the life of this index (a rebuild starts afresh): shoppers
    /// type the same beginnings over and over.
    pub fn search(
        &self,
        lang: Lang,
        query: &str,
        offset: usize,
        limit: usize,
    ) -> tantivy::Result<Hits> {
        let words = analysis::query_words(lang, query);
        if words.is_empty() || limit == 0 {
            return Ok(Hits {
                total: 0,
                rows: Vec::new(),
            });
        }
        let key = (
            lang,
            words
                .iter()
                .map(|w| w.word.as_str())
                .collect::<Vec<_>>()
                .join(" "),
            offset,
            limit,
        );
        if let Some(hits) = self.lock_answers().get(&key) {
            return Ok(hits.clone());
        }
        let restocked = self.restocked.load(Ordering::SeqCst);
        let hits = self.run_query(lang, &words, offset, limit)?;
        let mut answers = self.lock_answers();
        // Not remembered when the ranking moved meanwhile (`restock` empties the answers after).
        if self.restocked.load(Ordering::SeqCst) == restocked {
            if answers.len() >= MAX_REMEMBERED {
                answers.clear();
            }
            answers.insert(key, hits.clone());
        }
        Ok(hits)
    }

    fn lock_answers(&self) -> std::sync::MutexGuard<'_, HashMap<AnswerKey, Hits>> {
        self.answers
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn run_query(
        &self,
        lang: Lang,
        words: &[QueryWord],
        offset: usize,
        limit: usize,
    ) -> tantivy::Result<Hits> {
        let last = words.len() - 1;
        let ways: Vec<Vec<Way>> = words
            .iter()
            .enumerate()
            .map(|(i, w)| self.word_ways(lang, w, i == last))
            .collect();
        let ranking = self.ranking.read().unwrap_or_else(PoisonError::into_inner);
        let (total, best) = matching::ranked(
            &self.reader.searcher(),
            &self.kept,
            &ways,
            &ranking,
            offset.saturating_add(limit),
        )?;
        Ok(Hits {
            total,
            rows: best
                .into_iter()
                .skip(offset)
                .take(limit)
                .map(|(_, place)| ranking.row_at(place))
                .collect(),
        })
    }

    /// Categories whose name (in the request's language or Turkish) matches every query word.
    pub fn categories(&self, lang: Lang, query: &str, limit: usize) -> Vec<&CategoryDoc> {
        let words = analysis::query_words(lang, query);
        if words.is_empty() {
            return Vec::new();
        }
        let last = words.len() - 1;
        let mut out = Vec::new();
        for (category, forms) in &self.categories {
            let matches_in = |l: Lang| {
                let names = &forms[lang_index(l)];
                words.iter().enumerate().all(|(i, w)| {
                    names
                        .folded
                        .iter()
                        .any(|n| analysis::word_matches(w, n, i == last))
                })
            };
            if Self::langs(lang).into_iter().any(matches_in) {
                out.push(category);
                if out.len() == limit {
                    break;
                }
            }
        }
        out
    }
}

/// A product result in a language and currency.
pub fn dress(p: &ProductDoc, view: PriceView) -> super::model::SearchProduct {
    let title = &p.titles[lang_index(view.lang)];
    super::model::SearchProduct {
        id: p.id,
        title: if title.is_empty() {
            p.titles[0].clone()
        } else {
            title.clone()
        },
        url: page_url(view.lang, &p.slug),
        image: p
            .image
            .as_deref()
            .map(|stem| image_set(stem).small)
            .unwrap_or_default(),
        price_sell: view.show(p.price_sell),
        price_not_discounted: view.show(p.price_list),
        discount_percent: discount_percent(p.price_sell, p.price_list),
        currency: view.currency,
    }
}

pub fn category_name(c: &CategoryDoc, lang: Lang) -> &str {
    &c.names[lang_index(lang)]
}
