//! The in-memory full-text index (tantivy) over product titles in three languages, and the
//! product facts a result needs, so a search never waits on the database.
//!
//! Each language has three fields: its words lower-cased by that language's rules, the same
//! words folded without diacritics, and folded snowball stems. A query word matches by the best
//! of: exact word, folded word, Turkish base (suffixes off), stem, prefix (as-you-type), and one
//! typo in words of five letters or more. Each way scores a constant, so the ranking is "how
//! well every word matched", then in-stock first, then sales, then stock.

use std::collections::{BTreeSet, HashMap};

use tantivy::{
    collector::{Count, TopDocs},
    query::{BooleanQuery, ConstScoreQuery, DisjunctionMaxQuery, Occur, Query, TermQuery},
    schema::{Field, IndexRecordOption, Schema, TextFieldIndexing, TextOptions, FAST},
    DocId, Index, IndexReader, Score, SegmentReader, TantivyDocument, Term,
};

use super::analysis::{self, Forms, QueryWord, TYPO_MIN_CHARS};
use crate::{
    catalog::model::{discount_percent, image_set, page_url, PriceView},
    locale::Lang,
};

/// A product as the index keeps it.
#[derive(Debug, Clone)]
pub struct ProductDoc {
    pub id: i64,
    pub slug: String,
    /// Turkish, English, Arabic.
    pub titles: [String; 3],
    pub image: Option<String>,
    pub price_sell: i64,
    pub price_list: i64,
    pub sold_count: i64,
    pub total_stock: i64,
}

#[derive(Debug, Clone)]
pub struct CategoryDoc {
    pub id: i64,
    pub slug: String,
    pub names: [String; 3],
}

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

/// Scores of the ways a word can match; the best one counts per word.
mod weight {
    pub const WORD: f32 = 10.0;
    pub const FOLDED: f32 = 9.0;
    pub const BASE: f32 = 7.0;
    pub const STEM: f32 = 6.5;
    pub const PREFIX: f32 = 5.0;
    pub const TYPO: f32 = 3.0;
    pub const TYPO_PREFIX: f32 = 2.0;
}

pub struct SearchIndex {
    reader: IndexReader,
    fields: [LangFields; 3],
    products: Vec<ProductDoc>,
    categories: Vec<(CategoryDoc, [Forms; 3])>,
    /// Every folded word per language: prefixes and typos are expanded against it here, so a
    /// query runs a few term lookups instead of a scan of the term dictionary per way.
    vocabulary: [Vec<String>; 3],
    answers: std::sync::Mutex<HashMap<AnswerKey, Hits>>,
    pub version: i64,
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

fn ranking_key(p: &ProductDoc) -> u64 {
    let in_stock = u64::from(p.total_stock > 0);
    let sold = p.sold_count.clamp(0, (1 << 35) - 1) as u64;
    let stock = p.total_stock.clamp(0, (1 << 24) - 1) as u64;
    (in_stock << 60) | (sold << 24) | stock
}

impl SearchIndex {
    pub fn build(
        version: i64,
        products: Vec<ProductDoc>,
        categories: Vec<CategoryDoc>,
    ) -> tantivy::Result<SearchIndex> {
        let mut builder = Schema::builder();
        // Words are analysed before they reach tantivy; it only splits on the spaces we put.
        let text = TextOptions::default().set_indexing_options(
            TextFieldIndexing::default()
                .set_tokenizer("whitespace")
                .set_index_option(IndexRecordOption::Basic),
        );
        let mut fields = Vec::new();
        for lang in Lang::ALL {
            let code = lang.code();
            fields.push(LangFields {
                word: builder.add_text_field(&format!("{code}_word"), text.clone()),
                folded: builder.add_text_field(&format!("{code}_folded"), text.clone()),
                stem: builder.add_text_field(&format!("{code}_stem"), text.clone()),
            });
        }
        let row = builder.add_u64_field("row", FAST);
        let rank = builder.add_u64_field("rank", FAST);
        let fields: [LangFields; 3] = [fields[0], fields[1], fields[2]];
        let index = Index::create_in_ram(builder.build());
        // One thread keeps documents in insertion order and memory flat; 100,000 titles take
        // about a second.
        let mut writer = index.writer_with_num_threads(1, 64_000_000)?;
        let mut vocabulary: [BTreeSet<String>; 3] = Default::default();
        for (i, p) in products.iter().enumerate() {
            let mut doc = TantivyDocument::default();
            for lang in Lang::ALL {
                let f = fields[lang_index(lang)];
                let forms = analysis::forms(lang, &p.titles[lang_index(lang)]);
                vocabulary[lang_index(lang)].extend(forms.folded.iter().cloned());
                doc.add_text(f.word, forms.words.join(" "));
                doc.add_text(f.folded, forms.folded.join(" "));
                doc.add_text(f.stem, forms.stems.join(" "));
            }
            doc.add_u64(row, i as u64);
            doc.add_u64(rank, ranking_key(p));
            writer.add_document(doc)?;
        }
        writer.commit()?;
        writer.wait_merging_threads()?;
        let reader = index.reader()?;
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
            categories,
            vocabulary: vocabulary.map(|v| v.into_iter().collect()),
            answers: Default::default(),
            version,
        })
    }

    pub fn product_count(&self) -> usize {
        self.products.len()
    }

    pub fn product(&self, row: usize) -> &ProductDoc {
        &self.products[row]
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

    fn word_query(&self, lang: Lang, word: &QueryWord, last: bool) -> Box<dyn Query> {
        // The best score each (field, term) can give this word.
        let mut best: HashMap<(Field, String), f32> = HashMap::new();
        let mut add = |field: Field, text: &str, score: f32| {
            let entry = best.entry((field, text.to_string())).or_insert(score);
            *entry = entry.max(score);
        };
        for l in Self::langs(lang) {
            let f = self.fields[lang_index(l)];
            let vocabulary = &self.vocabulary[lang_index(l)];
            add(f.folded, &word.folded, weight::FOLDED);
            // A word titles use as it is needs no suffix or stem guesses; each extra way is one
            // more posting list to walk for every matching product.
            if vocabulary.binary_search(&word.folded).is_err() {
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
            let prefix = last || word.chars >= 3;
            let typo = word.chars >= TYPO_MIN_CHARS;
            for known in vocabulary {
                if prefix && known.starts_with(word.folded.as_str()) {
                    add(f.folded, known, weight::PREFIX);
                } else if typo && analysis::within_one_edit(&word.folded, known) {
                    add(f.folded, known, weight::TYPO);
                } else if typo && last && analysis::prefix_within_one_edit(&word.folded, known) {
                    add(f.folded, known, weight::TYPO_PREFIX);
                }
            }
        }
        let ways: Vec<Box<dyn Query>> = best
            .into_iter()
            .map(|((field, text), score)| {
                let term = TermQuery::new(
                    Term::from_field_text(field, &text),
                    IndexRecordOption::Basic,
                );
                Box::new(ConstScoreQuery::new(Box::new(term), score)) as Box<dyn Query>
            })
            .collect();
        Box::new(DisjunctionMaxQuery::new(ways))
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
        let hits = self.run_query(lang, &words, offset, limit)?;
        let mut answers = self.lock_answers();
        if answers.len() >= MAX_REMEMBERED {
            answers.clear();
        }
        answers.insert(key, hits.clone());
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
        let clauses: Vec<(Occur, Box<dyn Query>)> = words
            .iter()
            .enumerate()
            .map(|(i, w)| (Occur::Must, self.word_query(lang, w, i == last)))
            .collect();
        let query = BooleanQuery::new(clauses);
        let top =
            TopDocs::with_limit(limit)
                .and_offset(offset)
                .tweak_score(|segment: &SegmentReader| {
                    let fast = segment.fast_fields();
                    let rank = fast.u64("rank").map(|c| c.first_or_default_col(0));
                    let row = fast.u64("row").map(|c| c.first_or_default_col(0));
                    let (rank, row) = match (rank, row) {
                        (Ok(rank), Ok(row)) => (Some(rank), Some(row)),
                        _ => (None, None),
                    };
                    move |doc: DocId, score: Score| {
                        let r = rank.as_ref().map_or(0, |c| c.get_val(doc));
                        // Rows are compared last and only to carry the row out; lower rows win.
                        let w = row.as_ref().map_or(0, |c| u64::MAX - c.get_val(doc));
                        (score, r, w)
                    }
                });
        let searcher = self.reader.searcher();
        let (total, hits) = searcher.search(&query, &(Count, top))?;
        Ok(Hits {
            total: total as u64,
            rows: hits
                .into_iter()
                .map(|((_, _, w), _)| (u64::MAX - w) as usize)
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
