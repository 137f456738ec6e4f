//! Matching a query against the index: the products every word matches, each scored by the sum
//! of its words' best ways, ranked among equals by the place computed at build.
//!
//! A word is a union of many terms (its exact and folded forms, the words it begins, those one
//! typo away). Each term's postings become a set of rows ([`Rows`]); a term common enough
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

use tantivy::{
    index::SegmentId,
    schema::{Field, IndexRecordOption},
    InvertedIndexReader, Searcher, SegmentReader, Term,
};

use super::{
    ranking::Ranking,
    rows::{self, Rows},
};

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

/// A term's rows, and how many they are.
type Found = (Arc<Rows>, u64);

/// What is read once for the index's life: the rows of the common terms read so far, with how
/// many they are (one bit a row: 125 KB a term at a million products), and each segment's
/// first row.
#[derive(Default)]
pub(super) struct Kept {
    terms: RwLock<HashMap<(Field, String), Found>>,
    first_rows: RwLock<HashMap<SegmentId, u32>>,
}

impl Kept {
    fn get(&self, field: Field, text: &str) -> Option<Found> {
        let terms = self.terms.read().unwrap_or_else(PoisonError::into_inner);
        terms.get(&(field, text.to_string())).cloned()
    }

    fn keep(&self, field: Field, text: &str, rows: Arc<Rows>, count: u64) {
        let mut terms = self.terms.write().unwrap_or_else(PoisonError::into_inner);
        terms.insert((field, text.to_string()), (rows, count));
    }

    /// The row of the segment's first document (its `row` field, read once).
    fn first_row(&self, reader: &SegmentReader) -> tantivy::Result<u32> {
        let id = reader.segment_id();
        let known = self
            .first_rows
            .read()
            .unwrap_or_else(PoisonError::into_inner);
        if let Some(&row) = known.get(&id) {
            return Ok(row);
        }
        drop(known);
        let row = reader.fast_fields().u64("row")?.first(0).unwrap_or(0) as u32;
        let mut known = self
            .first_rows
            .write()
            .unwrap_or_else(PoisonError::into_inner);
        known.insert(id, row);
        Ok(row)
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
fn segments<'a>(
    searcher: &'a Searcher,
    kept: &Kept,
) -> tantivy::Result<(Vec<Segment<'a>>, Vec<u32>)> {
    let mut segments = Vec::new();
    let mut deleted = Vec::new();
    for reader in searcher.segment_readers() {
        let first_row = kept.first_row(reader)?;
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
    deleted.sort_unstable();
    Ok((segments, deleted))
}

/// The rows a term of a field matches and how many they are; none when it matches nothing.
fn term_rows(
    segments: &mut [Segment],
    kept: &Kept,
    all: u32,
    field: Field,
    text: &str,
) -> tantivy::Result<Option<Found>> {
    if let Some(kept) = kept.get(field, text) {
        return Ok(Some(kept));
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
    // Segments in row order and each one's postings in order: the rows come sorted.
    let mut sorted = Vec::with_capacity(count as usize);
    for (first_row, index, info) in found {
        let mut blocks =
            index.read_block_postings_from_terminfo(&info, IndexRecordOption::Basic)?;
        while !blocks.docs().is_empty() {
            sorted.extend(blocks.docs().iter().map(|&d| first_row + d));
            blocks.advance();
        }
    }
    let rows = Arc::new(Rows::from_sorted(&sorted, all));
    if count.saturating_mul(COMMON) >= u64::from(all) {
        kept.keep(field, text, rows.clone(), count);
    }
    Ok(Some((rows, count)))
}

/// A word's matches split by the points of their best way, best first, each row once; a set is
/// shared with the kept terms until it is changed.
type Levels = Vec<(u16, Arc<Rows>)>;

/// The rows a word matches, split by points, and at most how many they are (its terms' rows
/// counted as if none were shared); none when it matches nothing.
fn word_levels(
    segments: &mut [Segment],
    kept: &Kept,
    all: u32,
    ways: &[Way],
) -> tantivy::Result<Option<(u64, Levels)>> {
    let mut groups: Vec<(u16, Vec<Arc<Rows>>)> = Vec::new();
    let mut most = 0;
    for way in ways {
        let Some((rows, count)) = term_rows(segments, kept, all, way.field, &way.text)? else {
            continue;
        };
        most += count;
        let points = u16::from(way.points);
        match groups.iter_mut().find(|(p, _)| *p == points) {
            Some((_, group)) => group.push(rows),
            None => groups.push((points, vec![rows])),
        }
    }
    if groups.is_empty() {
        return Ok(None);
    }
    // Best first: each level keeps the rows no better level has.
    groups.sort_unstable_by_key(|(p, _)| std::cmp::Reverse(*p));
    let (points, groups): (Vec<u16>, Vec<_>) = groups.into_iter().unzip();
    let mut levels: Levels = points.into_iter().zip(rows::apart(&groups, all)).collect();
    levels.retain(|(_, level)| !level.is_empty());
    Ok(Some((most, levels)))
}

fn union(levels: &Levels, all: u32) -> Rows {
    let mut union = levels[0].1.as_ref().clone();
    for (_, rows) in &levels[1..] {
        union.add(rows, all);
    }
    union
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
    let (mut segments, deleted) = segments(searcher, kept)?;
    let all = ranking.place_of_row().len() as u32;
    let mut words_found = Vec::with_capacity(words.len());
    for ways in words {
        match word_levels(&mut segments, kept, all, ways)? {
            Some(found) => words_found.push(found),
            None => return Ok((0, Vec::new())),
        }
    }
    // The rarest word first (as its terms' counts tell, without counting the sets): the groups
    // only shrink from there.
    words_found.sort_by_key(|(most, _)| *most);
    let mut matched: Vec<Levels> = words_found.into_iter().map(|(_, levels)| levels).collect();
    if !deleted.is_empty() {
        let deleted = Rows::from_sorted(&deleted, all);
        for (_, rows) in &mut matched[0] {
            Arc::make_mut(rows).remove(&deleted);
        }
    }
    let groups = match score_groups(&matched, all) {
        Ok(groups) => groups,
        Err(both) => {
            let total = both.len();
            return Ok((total, score_each(&both, &matched, ranking, want)));
        }
    };
    let lens: Vec<u64> = groups.iter().map(|(_, rows)| rows.len()).collect();
    Ok((
        lens.iter().sum(),
        best_of_groups(&groups, &lens, ranking, want),
    ))
}

/// The `want` best of groups of one score each (of `lens` rows), best first.
fn best_of_groups(
    groups: &Levels,
    lens: &[u64],
    ranking: &Ranking,
    want: usize,
) -> Vec<(u16, u32)> {
    let mut best = Vec::with_capacity(want);
    for ((points, rows), &len) in groups.iter().zip(lens) {
        if best.len() == want {
            break;
        }
        let need = want - best.len();
        best.extend(
            best_places(ranking, rows, len, need)
                .into_iter()
                .map(|p| (*points, p)),
        );
    }
    best
}

/// The rows every word matches, by score, best first, one set per score: the first word's
/// levels split by each other word's. When they split into more than [`MAX_GROUPS`] parts,
/// the rows every word matches instead, to be scored one by one.
fn score_groups(matched: &[Levels], all: u32) -> Result<Levels, Rows> {
    let mut parts = matched[0].clone();
    let others = &matched[1..];
    for (i, levels) in others.iter().enumerate() {
        let mut split = Vec::new();
        for (points, rows) in &parts {
            for (p, level) in levels {
                let part = rows.and(level);
                if !part.is_empty() {
                    split.push((points + p, Arc::new(part)));
                }
            }
        }
        if split.len() > MAX_GROUPS {
            let mut both = union(&split, all);
            for levels in &others[i + 1..] {
                both = both.and(&union(levels, all));
            }
            return Err(both);
        }
        parts = split;
    }
    parts.sort_by_key(|(p, _)| std::cmp::Reverse(*p));
    let mut groups: Levels = Vec::with_capacity(parts.len());
    for (points, rows) in parts {
        match groups.last_mut() {
            Some((p, group)) if *p == points => Arc::make_mut(group).add(&rows, all),
            _ => groups.push((points, rows)),
        }
    }
    Ok(groups)
}

/// The `want` best of `both` scored row by row: for queries whose words split the matches
/// into many scores.
fn score_each(both: &Rows, matched: &[Levels], ranking: &Ranking, want: usize) -> Vec<(u16, u32)> {
    let place_of_row = ranking.place_of_row();
    let mut scored: Vec<(u16, u32)> = both
        .iter()
        .map(|row| {
            let points = matched
                .iter()
                .map(|levels| {
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
    if scored.len() > want && want > 0 {
        scored.select_nth_unstable_by(want - 1, order);
    }
    scored.truncate(want);
    scored.sort_unstable_by(order);
    scored
}

/// The `need` best places among `rows` (`len` of them), in order. Walking the ranking from its
/// top meets a row of the set every `products / len` places; each step looks a row up in the
/// set (a bit in the processor's cache for a set held one bit a row, a search for a sorted
/// one), where looking up every row's place is a load from memory each. The ranking is walked
/// when that is expected to be the cheaper way; a walk that meets far fewer rows than expected
/// (the set's rows ranked low) gives up at four times its expected length, and the rows are
/// looked up.
fn best_places(ranking: &Ranking, rows: &Rows, len: u64, need: usize) -> Vec<u32> {
    let place_of_row = ranking.place_of_row();
    let products = place_of_row.len() as u64;
    let expected = (need as u64).saturating_mul(products) / len.max(1);
    let steps_a_load = match rows {
        Rows::Many(_) => 8,
        Rows::Few(_) => 1,
    };
    if expected <= len * steps_a_load {
        let mut best = Vec::with_capacity(need);
        for place in 0..expected.saturating_mul(4).min(products) as u32 {
            if rows.contains(ranking.row_at(place) as u32) {
                best.push(place);
                if best.len() == need {
                    return best;
                }
            }
        }
    }
    let mut places: Vec<u32> = rows.iter().map(|row| place_of_row[row as usize]).collect();
    if places.len() > need && need > 0 {
        places.select_nth_unstable(need - 1);
    }
    places.truncate(need);
    places.sort_unstable();
    places
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::ranking::rank_key;

    fn next(seed: &mut u64) -> u64 {
        *seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        *seed >> 33
    }

    /// A word over `rows` rows: each row at one of `points` or, `misses` times as often as at
    /// one of them, not matched, pseudo-randomly.
    fn word(seed: &mut u64, rows: u32, points: &[u16], misses: usize) -> Levels {
        let mut levels: Vec<(u16, Vec<u32>)> = points.iter().map(|&p| (p, Vec::new())).collect();
        for row in 0..rows {
            let pick = next(seed) as usize % (points.len() + misses);
            if let Some((_, level)) = levels.get_mut(pick) {
                level.push(row);
            }
        }
        levels
            .into_iter()
            .map(|(p, r)| (p, Arc::new(Rows::from_sorted(&r, rows))))
            .collect()
    }

    fn ranking(seed: &mut u64, rows: u32) -> Ranking {
        Ranking::new(
            (0..rows)
                .map(|_| rank_key(next(seed) as i64 % 50, next(seed) as i64 % 3))
                .collect(),
        )
    }

    fn both(matched: &[Levels], rows: u32) -> Rows {
        let mut both = union(&matched[0], rows);
        for levels in &matched[1..] {
            both = both.and(&union(levels, rows));
        }
        both
    }

    #[test]
    fn groups_of_one_score_rank_as_scoring_each_row() {
        let mut seed = 7;
        let rows = 5_000;
        let ranking = ranking(&mut seed, rows);
        // Levels of many rows and of few (held one bit a row and sorted): every pair meets.
        let matched = vec![
            word(&mut seed, rows, &[20, 10], 1),
            word(&mut seed, rows, &[18, 14, 6], 1),
            word(&mut seed, rows, &[16, 10], 100),
            word(&mut seed, rows, &[10], 1),
        ];
        let forms = |many: bool| {
            let held = |(_, rows): &(u16, Arc<Rows>)| matches!(rows.as_ref(), Rows::Many(_));
            matched
                .iter()
                .flatten()
                .filter(|level| held(level) == many)
                .count()
        };
        assert!(forms(true) > 0 && forms(false) > 0);
        let groups = score_groups(&matched, rows).expect("few groups");
        let both = both(&matched, rows);
        let lens: Vec<u64> = groups.iter().map(|(_, r)| r.len()).collect();
        assert_eq!(lens.iter().sum::<u64>(), both.len());
        for want in [1, 8, 48, 5_000] {
            assert_eq!(
                best_of_groups(&groups, &lens, &ranking, want),
                score_each(&both, &matched, &ranking, want),
                "want {want}"
            );
        }
    }

    #[test]
    fn best_places_walked_or_looked_up_alike() {
        let mut seed = 13;
        let rows = 64_000;
        let ranking = ranking(&mut seed, rows);
        let by_place = |places: std::ops::Range<u32>| -> Vec<u32> {
            let mut rows: Vec<u32> = places.map(|p| ranking.row_at(p) as u32).collect();
            rows.sort_unstable();
            rows
        };
        let mut spread = |one_in: u64| -> Vec<u32> {
            (0..rows)
                .filter(|_| next(&mut seed).is_multiple_of(one_in))
                .collect()
        };
        // Sets of both forms the walk meets soon, the ranking's last rows (a walk that gives
        // up), and the whole ranking.
        let sets = [
            spread(3),
            spread(80),
            by_place(54_000..rows),
            by_place(63_200..rows),
            by_place(0..rows),
        ];
        assert!(matches!(Rows::from_sorted(&sets[1], rows), Rows::Few(_)));
        for set in sets {
            let held = Rows::from_sorted(&set, rows);
            let mut places: Vec<u32> = set
                .iter()
                .map(|&r| ranking.place_of_row()[r as usize])
                .collect();
            places.sort_unstable();
            for need in [1, 8, 48, 400, 70_000] {
                let best = best_places(&ranking, &held, set.len() as u64, need);
                assert_eq!(best, places[..need.min(places.len())], "need {need}");
            }
        }
    }

    #[test]
    fn many_scores_fall_back_to_scoring_each_row() {
        let mut seed = 11;
        let rows = 3_000;
        let points = [20, 18, 14, 13, 10, 6, 4];
        let matched = vec![
            word(&mut seed, rows, &points, 1),
            word(&mut seed, rows, &points, 1),
            word(&mut seed, rows, &points, 1),
        ];
        match score_groups(&matched, rows) {
            Err(found) => assert!(found.iter().eq(both(&matched, rows).iter())),
            Ok(groups) => panic!("{} groups", groups.len()),
        }
    }
}
