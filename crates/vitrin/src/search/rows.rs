//! A set of the index's rows, held in the form cheapest to combine: sorted and compressed (a
//! roaring bitmap) while it holds few rows, one bit a row once it holds many. Two common words
//! are then intersected a machine word at a time, instead of merging their sorted rows, which
//! is what a roaring bitmap does with sets of one row in 16 to one in 1,000. A set of many rows
//! stays one bit a row when an intersection or a difference leaves it with few: counting its
//! rows after each step would cost as much as the step.

use std::sync::Arc;

use fixedbitset::FixedBitSet;
use roaring::RoaringBitmap;

/// A set holding at least one row in this many of the index's is held one bit a row.
const DENSE: u64 = 64;

#[derive(Clone, Debug)]
pub(super) enum Rows {
    Few(RoaringBitmap),
    Many(FixedBitSet),
}

fn is_dense(len: u64, all: u32) -> bool {
    len.saturating_mul(DENSE) >= u64::from(all).max(1)
}

fn few(rows: impl Iterator<Item = u32>) -> RoaringBitmap {
    RoaringBitmap::from_sorted_iter(rows).unwrap_or_else(|_| unreachable!("rows come in order"))
}

impl Rows {
    /// `rows` in increasing order, of an index of `all` rows.
    pub fn from_sorted(rows: &[u32], all: u32) -> Rows {
        if is_dense(rows.len() as u64, all) {
            let mut bits = FixedBitSet::with_capacity(all as usize);
            rows.iter()
                .for_each(|&row| bits.grow_and_insert(row as usize));
            Rows::Many(bits)
        } else {
            Rows::Few(few(rows.iter().copied()))
        }
    }

    pub fn len(&self) -> u64 {
        match self {
            Rows::Few(rows) => rows.len(),
            Rows::Many(bits) => bits.count_ones(..) as u64,
        }
    }

    pub fn is_empty(&self) -> bool {
        match self {
            Rows::Few(rows) => rows.is_empty(),
            Rows::Many(bits) => bits.is_clear(),
        }
    }

    pub fn contains(&self, row: u32) -> bool {
        match self {
            Rows::Few(rows) => rows.contains(row),
            Rows::Many(bits) => bits.contains(row as usize),
        }
    }

    /// The rows in increasing order.
    pub fn iter(&self) -> Iter<'_> {
        match self {
            Rows::Few(rows) => Iter::Few(rows.iter()),
            Rows::Many(bits) => Iter::Many(bits.ones()),
        }
    }

    /// The rows of both sets.
    pub fn and(&self, other: &Rows) -> Rows {
        match (self, other) {
            (Rows::Few(a), Rows::Few(b)) => Rows::Few(a & b),
            (Rows::Few(rows), Rows::Many(bits)) | (Rows::Many(bits), Rows::Few(rows)) => {
                Rows::Few(few(rows.iter().filter(|&r| bits.contains(r as usize))))
            }
            (Rows::Many(a), Rows::Many(b)) => Rows::Many(a & b),
        }
    }

    /// Adds the rows of `other`.
    pub fn add(&mut self, other: &Rows, all: u32) {
        match (&mut *self, other) {
            (Rows::Few(a), Rows::Few(b)) => {
                *a |= b;
                if is_dense(a.len(), all) {
                    *self = Rows::from_sorted(&a.iter().collect::<Vec<_>>(), all);
                }
            }
            (Rows::Many(bits), Rows::Few(rows)) => {
                rows.iter().for_each(|r| bits.grow_and_insert(r as usize))
            }
            (Rows::Many(a), Rows::Many(b)) => a.union_with(b),
            (Rows::Few(rows), Rows::Many(bits)) => {
                let mut bits = bits.clone();
                rows.iter().for_each(|r| bits.grow_and_insert(r as usize));
                *self = Rows::Many(bits);
            }
        }
    }

    /// Takes away the rows of `other`.
    pub fn remove(&mut self, other: &Rows) {
        match (&mut *self, other) {
            (Rows::Few(a), Rows::Few(b)) => *a -= b,
            (Rows::Few(rows), Rows::Many(bits)) => {
                *rows = few(rows.iter().filter(|&r| !bits.contains(r as usize)));
            }
            (Rows::Many(bits), Rows::Few(rows)) => {
                let len = bits.len();
                rows.iter()
                    .filter(|&r| (r as usize) < len)
                    .for_each(|r| bits.remove(r as usize));
            }
            (Rows::Many(a), Rows::Many(b)) => a.difference_with(b),
        }
    }
}

/// Each group's rows less the rows of every group before it: for a word's terms grouped by the
/// points they give, best first, the rows each group is the best way for. The sets of many rows
/// are combined in one pass a group, written straight into the group's new set; the sets of few
/// rows are looked up one by one. A first group of one set is shared, not copied.
pub(super) fn apart(groups: &[Vec<Arc<Rows>>], all: u32) -> Vec<Arc<Rows>> {
    let mut apart = Vec::with_capacity(groups.len());
    // The rows of the groups so far: those held one bit a row, and the others.
    let mut better_many: Option<Arc<Rows>> = None;
    let mut better_few = RoaringBitmap::new();
    for (g, members) in groups.iter().enumerate() {
        let more = g + 1 < groups.len();
        let few = members
            .iter()
            .filter_map(|m| match m.as_ref() {
                Rows::Few(rows) => Some(rows),
                Rows::Many(_) => None,
            })
            .fold(RoaringBitmap::new(), |union, rows| union | rows);
        let many: Vec<&FixedBitSet> = members
            .iter()
            .filter_map(|m| match m.as_ref() {
                Rows::Many(bits) => Some(bits),
                Rows::Few(_) => None,
            })
            .collect();
        let set = match members.as_slice() {
            [only] if better_many.is_none() && better_few.is_empty() => only.clone(),
            _ if many.is_empty() => {
                let mut rows = &few - &better_few;
                if let Some(Rows::Many(better)) = better_many.as_deref() {
                    rows = self::few(rows.iter().filter(|&r| !better.contains(r as usize)));
                }
                Arc::new(if is_dense(rows.len(), all) {
                    Rows::from_sorted(&rows.iter().collect::<Vec<_>>(), all)
                } else {
                    Rows::Few(rows)
                })
            }
            _ => {
                let len = many.iter().map(|m| m.len()).fold(all as usize, usize::max);
                let mut bits = FixedBitSet::with_capacity(len);
                let blocks = bits.as_mut_slice();
                for m in &many {
                    blocks
                        .iter_mut()
                        .zip(m.as_slice())
                        .for_each(|(o, x)| *o |= x);
                }
                match better_many.as_mut() {
                    Some(better) if more => {
                        let Rows::Many(better) = Arc::make_mut(better) else {
                            unreachable!("held one bit a row")
                        };
                        better.grow(len);
                        let better = better.as_mut_slice();
                        blocks.iter_mut().zip(better).for_each(|(o, b)| {
                            *o &= !*b;
                            *b |= *o;
                        });
                    }
                    Some(better) => {
                        let Rows::Many(better) = better.as_ref() else {
                            unreachable!("held one bit a row")
                        };
                        blocks
                            .iter_mut()
                            .zip(better.as_slice())
                            .for_each(|(o, b)| *o &= !b);
                    }
                    None => {}
                }
                better_few
                    .iter()
                    .filter(|&r| (r as usize) < len)
                    .for_each(|r| bits.remove(r as usize));
                let better = better_many.as_deref();
                for r in few.iter() {
                    if !better_few.contains(r) && !better.is_some_and(|b| b.contains(r)) {
                        bits.grow_and_insert(r as usize);
                    }
                }
                Arc::new(Rows::Many(bits))
            }
        };
        if more {
            if let Rows::Many(_) = set.as_ref() {
                // Shared until a later group adds to it.
                better_many.get_or_insert_with(|| set.clone());
            }
            better_few |= few;
        }
        apart.push(set);
    }
    apart
}

pub(super) enum Iter<'a> {
    Few(roaring::bitmap::Iter<'a>),
    Many(fixedbitset::Ones<'a>),
}

impl Iterator for Iter<'_> {
    type Item = u32;

    fn next(&mut self) -> Option<u32> {
        match self {
            Iter::Few(rows) => rows.next(),
            Iter::Many(ones) => ones.next().map(|r| r as u32),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    const ALL: u32 = 6_400;

    /// Sets from a handful of rows to most of them, so that every pair of forms meets.
    fn sets(seed: &mut u64) -> Vec<BTreeSet<u32>> {
        [2, 40, 99, 101, 300, 3_000, 6_000]
            .into_iter()
            .map(|size| {
                (0..size)
                    .map(|_| {
                        *seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                        (*seed >> 33) as u32 % ALL
                    })
                    .collect()
            })
            .collect()
    }

    fn rows(set: &BTreeSet<u32>) -> Rows {
        Rows::from_sorted(&set.iter().copied().collect::<Vec<_>>(), ALL)
    }

    fn listed(rows: &Rows) -> Vec<u32> {
        rows.iter().collect()
    }

    #[test]
    fn both_forms_combine_as_sets_do() {
        let mut seed = 3;
        let sets = sets(&mut seed);
        assert!(matches!(rows(&sets[0]), Rows::Few(_)));
        assert!(matches!(rows(&sets[6]), Rows::Many(_)));
        for a in &sets {
            assert_eq!(rows(a).len(), a.len() as u64);
            assert_eq!(rows(a).is_empty(), a.is_empty());
            assert!(a.iter().all(|&r| rows(a).contains(r)));
            for b in &sets {
                let and = rows(a).and(&rows(b));
                assert_eq!(listed(&and), a.intersection(b).copied().collect::<Vec<_>>());
                assert_eq!(and.len(), a.intersection(b).count() as u64);
                assert_eq!(and.is_empty(), a.is_disjoint(b));
                let mut add = rows(a);
                add.add(&rows(b), ALL);
                assert_eq!(listed(&add), a.union(b).copied().collect::<Vec<_>>());
                // A union of many rows is held one bit a row.
                assert!(matches!(add, Rows::Many(_)) || !is_dense(add.len(), ALL));
                let mut remove = rows(a);
                remove.remove(&rows(b));
                assert_eq!(
                    listed(&remove),
                    a.difference(b).copied().collect::<Vec<_>>()
                );
            }
        }
    }

    #[test]
    fn groups_apart_hold_what_no_better_group_holds() {
        let mut seed = 5;
        let sets = sets(&mut seed);
        // Groups of one set and of several, of both forms, in several orders.
        let cases: [&[&[usize]]; 6] = [
            &[&[6]],
            &[&[0, 1]],
            &[&[5], &[6], &[2, 3]],
            &[&[0], &[6, 4], &[5, 1], &[3]],
            &[&[2, 6], &[5, 0], &[6]],
            &[&[1], &[0], &[4, 2], &[6, 5, 3]],
        ];
        for groups in cases {
            let held: Vec<Vec<Arc<Rows>>> = groups
                .iter()
                .map(|g| g.iter().map(|&i| Arc::new(rows(&sets[i]))).collect())
                .collect();
            let apart = apart(&held, ALL);
            let mut better = BTreeSet::new();
            for (group, set) in groups.iter().zip(&apart) {
                let union: BTreeSet<u32> = group.iter().flat_map(|&i| &sets[i]).copied().collect();
                assert_eq!(
                    listed(set),
                    union.difference(&better).copied().collect::<Vec<_>>(),
                    "{groups:?}"
                );
                better.extend(union);
            }
        }
        // The sets given stay as they were.
        let kept = Arc::new(rows(&sets[6]));
        let later = |i: usize| vec![Arc::new(rows(&sets[i]))];
        let _ = apart(&[vec![kept.clone()], later(5), later(3)], ALL);
        assert_eq!(listed(&kept), sets[6].iter().copied().collect::<Vec<_>>());
    }
}
