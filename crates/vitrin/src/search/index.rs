//! The in-memory full-text index (tantivy) over product titles in three languages, and the
//! product facts a result needs, so a search never waits on the database.
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
//! second order is computed once at build, so ranking a match costs one array read (`Ranked`).

use std::{
    collections::{BTreeSet, HashMap},
    sync::Arc,
};

use tantivy::{
    collector::{Collector, SegmentCollector},
    indexer::NoMergePolicy,
    query::{BooleanQuery, ConstScoreQuery, DisjunctionMaxQuery, Occur, Query, TermQuery},
    schema::{Field, IndexRecordOption, Schema, TextFieldIndexing, TextOptions, FAST},
    DocId, Index, IndexReader, Score, SegmentOrdinal, SegmentReader, TantivyDocument, Term,
};

use super::analysis::{self, Forms, QueryWord, TYPO_MIN_CHARS};
use crate::{
    catalog::model::{discount_percent, image_set, page_url, PriceView},
    locale::Lang,
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
    /// Rows in ranking order among equally good matches, and each row's place in it.
    ranked_rows: Vec<u32>,
    place_of_row: Arc<[u32]>,
    categories: Vec<(CategoryDoc, [Forms; 3])>,
    /// Every folded word per language, sorted: prefixes and typos are expanded against it here,
    /// so a query runs a few term lookups instead of a scan of the term dictionary per way.
    vocabulary: [Vec<Known>; 3],
    answers: std::sync::Mutex<HashMap<AnswerKey, Hits>>,
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

/// Among equally good matches: in stock first, then the best sold, then the most in stock.
fn ranking_key(p: &ProductDoc) -> (bool, i64, i64) {
    (p.total_stock > 0, p.sold_count, p.total_stock)
}

impl SearchIndex {
    pub fn build(
        version: i64,
        products: Vec<ProductDoc>,
        categories: Vec<CategoryDoc>,
    ) -> tantivy::Result<SearchIndex> {
        // Rows best first (a stable sort keeps the database's order among equals), and each
        // row's place in that order.
        let mut ranked_rows: Vec<u32> = (0..products.len() as u32).collect();
        ranked_rows.sort_by_key(|&r| std::cmp::Reverse(ranking_key(&products[r as usize])));
        let mut place_of_row = vec![0u32; products.len()];
        for (place, &row) in ranked_rows.iter().enumerate() {
            place_of_row[row as usize] = place as u32;
        }
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
        let fields: [LangFields; 3] = [fields[0], fields[1], fields[2]];
        let index = Index::create_in_ram(builder.build());
        // One thread keeps documents in insertion order and memory flat; no merges keep each
        // segment one run of rows in that order.
        let mut writer = index.writer_with_num_threads(1, 64_000_000)?;
        writer.set_merge_policy(Box::new(NoMergePolicy));
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
            ranked_rows,
            place_of_row: place_of_row.into(),
            categories,
            vocabulary: vocabulary.map(|v| v.into_iter().map(Known::new).collect()),
            answers: Default::default(),
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
        let searcher = self.reader.searcher();
        let (total, mut best) = searcher.search(
            &query,
            &Ranked {
                want: offset.saturating_add(limit),
                place_of_row: self.place_of_row.clone(),
            },
        )?;
        best.sort_unstable_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        Ok(Hits {
            total,
            rows: best
                .into_iter()
                .skip(offset)
                .take(limit)
                .map(|(_, place)| self.ranked_rows[place as usize] as usize)
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

/// Collects how many documents match and, per score, the `want` best placed of them; the answer
/// holds every candidate as (score, place) for the caller to order and page.
struct Ranked {
    want: usize,
    place_of_row: Arc<[u32]>,
}

struct SegmentRanked {
    want: usize,
    total: u64,
    /// The segment's first row.
    base: usize,
    place_of_row: Arc<[u32]>,
    /// Per score met: the places of its documents, cut back to the best `want` whenever twice
    /// as many are held, and the worst place kept at the last cut (none placed after it can
    /// be among the best).
    levels: Vec<Level>,
}

struct Level {
    score: Score,
    places: Vec<u32>,
    worst: u32,
}

impl Collector for Ranked {
    type Fruit = (u64, Vec<(Score, u32)>);
    type Child = SegmentRanked;

    fn for_segment(
        &self,
        _segment: SegmentOrdinal,
        reader: &SegmentReader,
    ) -> tantivy::Result<SegmentRanked> {
        let base = reader.fast_fields().u64("row")?.first(0).unwrap_or(0) as usize;
        Ok(SegmentRanked {
            want: self.want,
            total: 0,
            base,
            place_of_row: self.place_of_row.clone(),
            levels: Vec::new(),
        })
    }

    fn requires_scoring(&self) -> bool {
        true
    }

    fn merge_fruits(&self, fruits: Vec<(u64, Vec<(Score, u32)>)>) -> tantivy::Result<Self::Fruit> {
        let total = fruits.iter().map(|(n, _)| n).sum();
        Ok((total, fruits.into_iter().flat_map(|(_, c)| c).collect()))
    }
}

/// Keeps the `want` smallest places.
fn keep_best(places: &mut Vec<u32>, want: usize) {
    if places.len() > want {
        if want > 0 {
            places.select_nth_unstable(want - 1);
        }
        places.truncate(want);
    }
}

impl SegmentCollector for SegmentRanked {
    type Fruit = (u64, Vec<(Score, u32)>);

    fn collect(&mut self, doc: DocId, score: Score) {
        self.total += 1;
        if self.want == 0 {
            return;
        }
        let Some(&place) = self.place_of_row.get(self.base + doc as usize) else {
            return;
        };
        match self.levels.iter_mut().find(|l| l.score == score) {
            Some(level) if place < level.worst => {
                level.places.push(place);
                if level.places.len() >= self.want.saturating_mul(2) {
                    keep_best(&mut level.places, self.want);
                    level.worst = level.places.iter().copied().max().unwrap_or(u32::MAX);
                }
            }
            Some(_) => {}
            None => self.levels.push(Level {
                score,
                places: vec![place],
                worst: u32::MAX,
            }),
        }
    }

    fn harvest(mut self) -> Self::Fruit {
        let mut candidates = Vec::new();
        for level in &mut self.levels {
            keep_best(&mut level.places, self.want);
            candidates.extend(level.places.iter().map(|&p| (level.score, p)));
        }
        (self.total, candidates)
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
