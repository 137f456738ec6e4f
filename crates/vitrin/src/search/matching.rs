//! Matching a query against the index: the products every word matches, each scored by the sum
//! of its words' best ways, ranked among equals by the place computed at build.
//!
//! A word is a union of many terms (its exact and folded forms, the words it begins, those one
//! typo away). Each term's postings become a set of rows (a roaring bitmap); a term common enough
//! to be costly to read (postings of 1/64 of the products or more) is read once and kept for the
//! index's life, so a word that was asked before in any query costs a union of kept sets, not a
//! walk of its postings. A word's matches are split by the points of their best way, the words
//! intersected, and the total counted from the intersection without scoring any product. Only
//! the best places are then looked for: the intersection is split by every word's points into
//! groups of one score each, and from the best group down, a group's best places are found by
//! walking the ranking from its top (a large group) or by ordering its rows (a small one).

use std::{
    collections::HashMap,
    sync::{Arc, PoisonError, RwLock},
};

use roaring::RoaringBitmap;
use tantivy::{
    schema::{Field, IndexRecordOption},
    InvertedIndexReader, Searcher, SegmentReader, Term,
};

use super::ranking::Ranking;

/// A way a word can match: a term of a field, and the points it gives (the best way counts).
pub(super) struct Way {
    pub field: Field,
    pub text: String,
    pub points: u8,
}

/// A term whose postings number at least the products divided by this is kept once read.
const COMMON: u64 = 64;

/// Groups of one score at most before the rest of the scoring is done row by row.
const MAX_GROUPS: usize = 64;

/// The rows of the common terms read so far, for the index's life (at most two bytes a posting:
/// a few megabytes per language at a million products).
#[derive(Default)]
pub(super) struct Kept(RwLock<HashMap<(Field, String), Arc<RoaringBitmap>>>);

impl Kept {
    fn get(&self, field: Field, text: &str) -> Option<Arc<RoaringBitmap>> {
        let kept = self.0.read().unwrap_or_else(PoisonError::into_inner);
        kept.get(&(field, text.to_string())).cloned()
    }

    fn keep(&self, field: Field, text: &str, rows: Arc<RoaringBitmap>) {
        let mut kept = self.0.write().unwrap_or_else(PoisonError::into_inner);
        kept.insert((field, text.to_string()), rows);
    }
}

/// A segment of the index, the row of its first document, and its fields' postings as asked.
struct Segment<'a> {
    reader: &'a SegmentReader,
    first_row: u32,
    /// Each field asked of the segment once: its own cache is behind a lock every thread takes.
    indexes: Vec<(Field, Arc<InvertedIndexReader>)>,
}

impl Segment<'_> {
    fn index(&mut self, field: Field) -> tantivy::Result<Arc<InvertedIndexReader>> {
        if let Some((_, index)) = self.indexes.iter().find(|(f, _)| *f == field) {
            return Ok(index.clone());
        }
        let index = self.reader.inverted_index(field)?;
        self.indexes.push((field, index.clone()));
        Ok(index)
    }
}

/// The searcher's segments in row order (segments are never merged: a document's row is its
/// segment's first row plus its number), and the rows deleted in them.
fn segments(searcher: &Searcher) -> tantivy::Result<(Vec<Segment<'_>>, RoaringBitmap)> {
    let mut segments = Vec::new();
    let mut deleted = RoaringBitmap::new();
    for reader in searcher.segment_readers() {
        let first_row = reader.fast_fields().u64("row")?.first(0).unwrap_or(0) as u32;
        if let Some(alive) = reader.alive_bitset() {
            deleted.extend(
                (0..reader.max_doc())
                    .filter(|&d| !alive.is_alive(d))
                    .map(|d| first_row + d),
            );
        }
        segments.push(Segment {
            reader,
            first_row,
            indexes: Vec::new(),
        });
    }
    segments.sort_by_key(|s| s.first_row);
    Ok((segments, deleted))
}

/// The rows a term of a field matches; none when it matches nothing.
fn term_rows(
    segments: &mut [Segment],
    kept: &Kept,
    products: u64,
    field: Field,
    text: &str,
) -> tantivy::Result<Option<Arc<RoaringBitmap>>> {
    if let Some(rows) = kept.get(field, text) {
        return Ok(Some(rows));
    }
    let term = Term::from_field_text(field, text);
    let mut found = Vec::new();
    let mut count = 0u64;
    for segment in segments.iter_mut() {
        let index = segment.index(field)?;
        if let Some(info) = index.get_term_info(&term)? {
            count += u64::from(info.doc_freq);
            found.push((segment.first_row, index, info));
        }
    }
    if count == 0 {
        return Ok(None);
    }
    let mut rows = RoaringBitmap::new();
    for (first_row, index, info) in found {
        let mut blocks =
            index.read_block_postings_from_terminfo(&info, IndexRecordOption::Basic)?;
        while !blocks.docs().is_empty() {
            rows.extend(blocks.docs().iter().map(|&d| first_row + d));
            blocks.advance();
        }
    }
    let rows = Arc::new(rows);
    if count.saturating_mul(COMMON) >= products {
        kept.keep(field, text, rows.clone());
    }
    Ok(Some(rows))
}

/// A word's matches split by the points of their best way, best first, each row once.
type Levels = Vec<(u16, RoaringBitmap)>;

/// The rows a word matches in all, and split by points; none when it matches nothing.
fn word_levels(
    segments: &mut [Segment],
    kept: &Kept,
    products: u64,
    ways: &[Way],
) -> tantivy::Result<Option<(RoaringBitmap, Levels)>> {
    let mut by_points: Vec<(u16, RoaringBitmap)> = Vec::new();
    for way in ways {
        let Some(rows) = term_rows(segments, kept, products, way.field, &way.text)? else {
            continue;
        };
        let points = u16::from(way.points);
        match by_points.iter_mut().find(|(p, _)| *p == points) {
            Some((_, level)) => *level |= rows.as_ref(),
            None => by_points.push((points, rows.as_ref().clone())),
        }
    }
    if by_points.is_empty() {
        return Ok(None);
    }
    by_points.sort_unstable_by_key(|(p, _)| std::cmp::Reverse(*p));
    let mut all = RoaringBitmap::new();
    for (_, level) in &mut by_points {
        *level -= &all;
        all |= &*level;
    }
    by_points.retain(|(_, level)| !level.is_empty());
    Ok(Some((all, by_points)))
}

/// How many products match every word, and the `want` best as (points, place), best first:
/// the most points, then the best place in `ranking`.
pub(super) fn ranked(
    searcher: &Searcher,
    kept: &Kept,
    words: &[Vec<Way>],
    ranking: &Ranking,
    want: usize,
) -> tantivy::Result<(u64, Vec<(u16, u32)>)> {
    let (mut segments, deleted) = segments(searcher)?;
    let products = ranking.place_of_row().len() as u64;
    let mut matched = Vec::with_capacity(words.len());
    for ways in words {
        match word_levels(&mut segments, kept, products, ways)? {
            Some(word) => matched.push(word),
            None => return Ok((0, Vec::new())),
        }
    }
    // The rarest word first: the intersection only shrinks from there.
    matched.sort_by_key(|(all, _)| all.len());
    let mut both = matched[0].0.clone();
    for (all, _) in &matched[1..] {
        both &= all;
    }
    both -= &deleted;
    let total = both.len();
    if total == 0 || want == 0 {
        return Ok((total, Vec::new()));
    }
    let groups = match score_groups(&both, &matched) {
        Some(groups) => groups,
        None => return Ok((total, score_each(&both, &matched, ranking, want))),
    };
    let mut best = Vec::with_capacity(want);
    for (points, rows) in groups {
        let need = want - best.len();
        best.extend(
            best_places(ranking, &rows, need)
                .into_iter()
                .map(|p| (points, p)),
        );
        if best.len() == want {
            break;
        }
    }
    Ok((total, best))
}

/// The rows of `both` by score, best first, one set per score; none when the words' points
/// split them into more than [`MAX_GROUPS`] parts.
fn score_groups(
    both: &RoaringBitmap,
    matched: &[(RoaringBitmap, Levels)],
) -> Option<Vec<(u16, RoaringBitmap)>> {
    let mut parts = vec![(0u16, both.clone())];
    for (_, levels) in matched {
        let mut split = Vec::new();
        for (points, rows) in &parts {
            for (p, level) in levels {
                let part = rows & level;
                if !part.is_empty() {
                    split.push((points + p, part));
                }
            }
        }
        if split.len() > MAX_GROUPS {
            return None;
        }
        parts = split;
    }
    parts.sort_unstable_by_key(|(p, _)| std::cmp::Reverse(*p));
    let mut groups: Vec<(u16, RoaringBitmap)> = Vec::with_capacity(parts.len());
    for (points, rows) in parts {
        match groups.last_mut() {
            Some((p, group)) if *p == points => *group |= rows,
            _ => groups.push((points, rows)),
        }
    }
    Some(groups)
}

/// The `want` best of `both` scored row by row: for queries whose words split the matches
/// into many scores.
fn score_each(
    both: &RoaringBitmap,
    matched: &[(RoaringBitmap, Levels)],
    ranking: &Ranking,
    want: usize,
) -> Vec<(u16, u32)> {
    let place_of_row = ranking.place_of_row();
    let mut scored: Vec<(u16, u32)> = both
        .iter()
        .map(|row| {
            let points = matched
                .iter()
                .map(|(_, levels)| {
                    levels
                        .iter()
                        .find(|(_, level)| level.contains(row))
                        .map_or(0, |(p, _)| *p)
                })
                .sum();
            (points, place_of_row[row as usize])
        })
        .collect();
    let order = |a: &(u16, u32), b: &(u16, u32)| b.0.cmp(&a.0).then(a.1.cmp(&b.1));
    if scored.len() > want {
        scored.select_nth_unstable_by(want - 1, order);
        scored.truncate(want);
    }
    scored.sort_unstable_by(order);
    scored
}

/// The `need` best places among `rows`, in order: walked from the ranking's top when the rows
/// are common enough to be met soon, ordered directly when they are few.
fn best_places(ranking: &Ranking, rows: &RoaringBitmap, need: usize) -> Vec<u32> {
    let products = ranking.place_of_row().len() as u64;
    if rows.len().saturating_mul(COMMON) >= products {
        return (0..products as u32)
            .filter(|&place| rows.contains(ranking.row_at(place) as u32))
            .take(need)
            .collect();
    }
    let place_of_row = ranking.place_of_row();
    let mut places: Vec<u32> = rows.iter().map(|row| place_of_row[row as usize]).collect();
    if places.len() > need {
        places.select_nth_unstable(need.saturating_sub(1));
        places.truncate(need);
    }
    places.sort_unstable();
    places
}
