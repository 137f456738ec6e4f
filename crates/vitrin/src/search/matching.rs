//! Matching a query against the index: the documents every word matches, each scored by the sum
//! of its words' best ways, ranked among equals by the place computed at build.
//!
//! A word is a union of many terms (its exact and folded forms, the words it begins, those one
//! typo away), so tantivy's union scorer, which the intersection seeks through term by term, was
//! most of a search's time. Instead each word's terms are read once, block by block, into the
//! documents it matches with their best score: a sorted list when the word is rare, an array over
//! the segment when it is common (as tantivy does for a range). The words are then intersected
//! from the rarest, so a query costs the postings it names and a pass over the candidates.

use std::{cell::RefCell, sync::Arc};

use tantivy::{
    postings::TermInfo,
    schema::{Field, IndexRecordOption},
    DocId, InvertedIndexReader, Searcher, SegmentReader, Term,
};

/// A way a word can match: a term of a field, and the points it gives (the best way counts).
pub(super) struct Way {
    pub field: Field,
    pub text: String,
    pub points: u8,
}

/// The documents of one segment a word (or the words so far) matches, with their points.
enum Matches {
    /// Sorted by document, each once.
    Few(Vec<(DocId, u16)>),
    /// Points per document of the segment, 0 where it does not match.
    Many(Vec<u16>),
}

/// A word whose postings number fewer than the segment's documents divided by this is kept as a
/// sorted list; a commoner one as an array over the segment.
const FEW: u64 = 64;

thread_local! {
    /// Arrays over a segment, kept for the thread's next query: allocating and freeing them for
    /// every query made the threads wait on the allocator's lock.
    static ARRAYS: RefCell<Vec<Vec<u16>>> = const { RefCell::new(Vec::new()) };
}

/// A zeroed array of `len` points, reused when the thread has one.
fn array(len: usize) -> Vec<u16> {
    let mut array = ARRAYS.with_borrow_mut(Vec::pop).unwrap_or_default();
    array.clear();
    array.resize(len, 0);
    array
}

/// Keeps an array for the thread's next query (two at most: a query holds two at a time).
fn give_back(array: Vec<u16>) {
    ARRAYS.with_borrow_mut(|kept| {
        if kept.len() < 2 {
            kept.push(array);
        }
    });
}

/// The matching documents' count, and per points met the `want` best placed of them as
/// (points, place), for the caller to order and page. `place_of_row` is each row's place among
/// equally good matches.
pub(super) fn ranked(
    searcher: &Searcher,
    words: &[Vec<Way>],
    place_of_row: &[u32],
    want: usize,
) -> tantivy::Result<(u64, Vec<(u16, u32)>)> {
    let mut total = 0;
    let mut candidates = Vec::new();
    for reader in searcher.segment_readers() {
        // Segments are never merged: a document's row is its segment's first row plus its number.
        let base = reader.fast_fields().u64("row")?.first(0).unwrap_or(0) as usize;
        let mut ranking = Ranking::new(want);
        let alive = reader.alive_bitset();
        for_each_match(reader, words, |doc, points| {
            if alive.is_none_or(|a| a.is_alive(doc)) {
                total += 1;
                if let Some(&place) = place_of_row.get(base + doc as usize) {
                    ranking.add(points, place);
                }
            }
        })?;
        ranking.harvest(&mut candidates);
    }
    Ok((total, candidates))
}

/// Calls `found` for every document of the segment that every word matches, in document order.
fn for_each_match(
    reader: &SegmentReader,
    words: &[Vec<Way>],
    mut found: impl FnMut(DocId, u16),
) -> tantivy::Result<()> {
    // The few fields a query names, each asked of the segment once: a word may have hundreds of
    // ways, and the segment's own cache is behind a lock every thread takes.
    let mut indexes: Vec<(Field, Arc<InvertedIndexReader>)> = Vec::new();
    let mut looked_up = Vec::with_capacity(words.len());
    for ways in words {
        let mut postings = Vec::with_capacity(ways.len());
        let mut count = 0u64;
        for way in ways {
            let index = match indexes.iter().find(|(f, _)| *f == way.field) {
                Some((_, index)) => index.clone(),
                None => {
                    let index = reader.inverted_index(way.field)?;
                    indexes.push((way.field, index.clone()));
                    index
                }
            };
            let term = Term::from_field_text(way.field, &way.text);
            if let Some(info) = index.get_term_info(&term)? {
                count += u64::from(info.doc_freq);
                postings.push((index, info, way.points));
            }
        }
        if count == 0 {
            return Ok(());
        }
        looked_up.push((count, postings));
    }
    // The rarest word first: the candidates only shrink from there.
    looked_up.sort_by_key(|(count, _)| *count);
    let max_doc = reader.max_doc();
    let mut matched: Option<Matches> = None;
    for (count, postings) in &looked_up {
        let word = read_word(postings, *count, max_doc)?;
        matched = Some(match matched {
            None => word,
            Some(so_far) => intersect(so_far, word),
        });
    }
    match matched {
        Some(Matches::Few(docs)) => docs.into_iter().for_each(|(d, p)| found(d, p)),
        Some(Matches::Many(points)) => {
            for (doc, &p) in points.iter().enumerate() {
                if p > 0 {
                    found(doc as DocId, p);
                }
            }
            give_back(points);
        }
        None => {}
    }
    Ok(())
}

/// The documents one word matches, each with the points of its best way.
fn read_word(
    postings: &[(Arc<InvertedIndexReader>, TermInfo, u8)],
    count: u64,
    max_doc: DocId,
) -> tantivy::Result<Matches> {
    let few = count.saturating_mul(FEW) < u64::from(max_doc);
    let mut list = Vec::new();
    let mut array = Vec::new();
    if few {
        list.reserve(count as usize);
    } else {
        array = self::array(max_doc as usize);
    }
    for (index, info, points) in postings {
        let points = u16::from(*points);
        let mut blocks = index.read_block_postings_from_terminfo(info, IndexRecordOption::Basic)?;
        loop {
            let docs = blocks.docs();
            if docs.is_empty() {
                break;
            }
            if few {
                list.extend(docs.iter().map(|&d| (d, points)));
            } else {
                for &d in docs {
                    let slot = &mut array[d as usize];
                    *slot = (*slot).max(points);
                }
            }
            blocks.advance();
        }
    }
    if !few {
        return Ok(Matches::Many(array));
    }
    // One term's postings are in order already; several are merged, the best points first
    // within a document, then one entry per document.
    if postings.len() > 1 {
        list.sort_unstable_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
        list.dedup_by_key(|(d, _)| *d);
    }
    Ok(Matches::Few(list))
}

/// The documents both match, with the points added.
fn intersect(so_far: Matches, word: Matches) -> Matches {
    match (so_far, word) {
        (Matches::Few(mut a), Matches::Many(b)) | (Matches::Many(b), Matches::Few(mut a)) => {
            a.retain_mut(|(d, p)| {
                let q = b[*d as usize];
                *p += q;
                q > 0
            });
            give_back(b);
            Matches::Few(a)
        }
        (Matches::Few(a), Matches::Few(b)) => {
            let mut both = Vec::with_capacity(a.len().min(b.len()));
            let mut b = b.into_iter().peekable();
            for (d, p) in a {
                while b.next_if(|&(e, _)| e < d).is_some() {}
                if let Some(&(e, q)) = b.peek() {
                    if e == d {
                        both.push((d, p + q));
                    }
                }
            }
            Matches::Few(both)
        }
        (Matches::Many(mut a), Matches::Many(b)) => {
            for (p, &q) in a.iter_mut().zip(&b) {
                *p = if *p > 0 && q > 0 { *p + q } else { 0 };
            }
            give_back(b);
            Matches::Many(a)
        }
    }
}

/// Per points met, the places of its documents, cut back to the best `want` whenever twice as
/// many are held; the worst place kept at the last cut bounds what may still enter (none placed
/// after it can be among the best).
struct Ranking {
    want: usize,
    levels: Vec<Level>,
}

struct Level {
    points: u16,
    places: Vec<u32>,
    worst: u32,
}

impl Ranking {
    fn new(want: usize) -> Ranking {
        Ranking {
            want,
            levels: Vec::new(),
        }
    }

    fn add(&mut self, points: u16, place: u32) {
        if self.want == 0 {
            return;
        }
        match self.levels.iter_mut().find(|l| l.points == points) {
            Some(level) if place < level.worst => {
                level.places.push(place);
                if level.places.len() >= self.want.saturating_mul(2) {
                    keep_best(&mut level.places, self.want);
                    level.worst = level.places.iter().copied().max().unwrap_or(u32::MAX);
                }
            }
            Some(_) => {}
            None => self.levels.push(Level {
                points,
                places: vec![place],
                worst: u32::MAX,
            }),
        }
    }

    fn harvest(mut self, candidates: &mut Vec<(u16, u32)>) {
        for level in &mut self.levels {
            keep_best(&mut level.places, self.want);
            candidates.extend(level.places.iter().map(|&p| (level.points, p)));
        }
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
