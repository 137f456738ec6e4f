//! The order among equally good matches: in stock first, then the best sold, then the most in
//! stock, and the database's order among equals. Each row's place in that order is what a match
//! is ranked by (`matching`); the stock follows the change log while the index serves
//! (`Ranking::restock`), so a product that sells out falls behind the ones left at once.

use std::cmp::Reverse;

/// What a row is ordered by: in stock, sold, stock.
pub type RankKey = (bool, i64, i64);

pub fn rank_key(sold_count: i64, total_stock: i64) -> RankKey {
    (total_stock > 0, sold_count, total_stock)
}

/// A batch of more changes than this is placed by ordering every row again, off the lock.
const MOVES_IN_PLACE: usize = 64;

pub struct Ranking {
    keys: Vec<RankKey>,
    /// Rows best first, and each row's place among them.
    rows: Vec<u32>,
    place_of_row: Vec<u32>,
}

impl Ranking {
    pub fn new(keys: Vec<RankKey>) -> Ranking {
        let mut rows: Vec<u32> = (0..keys.len() as u32).collect();
        // A stable sort keeps the database's order among equals.
        rows.sort_by_key(|&r| Reverse(keys[r as usize]));
        let mut ranking = Ranking {
            keys,
            rows,
            place_of_row: Vec::new(),
        };
        ranking.place_of_row = vec![0; ranking.rows.len()];
        ranking.renumber(0..ranking.rows.len());
        ranking
    }

    pub fn place_of_row(&self) -> &[u32] {
        &self.place_of_row
    }

    pub fn row_at(&self, place: u32) -> usize {
        self.rows[place as usize] as usize
    }

    /// The rows whose keys differ from `changes` (row, new key), or None when none does.
    pub fn moved(&self, changes: &[(usize, RankKey)]) -> Option<Vec<(usize, RankKey)>> {
        let moved: Vec<(usize, RankKey)> = changes
            .iter()
            .copied()
            .filter(|&(row, key)| self.keys.get(row).is_some_and(|k| *k != key))
            .collect();
        (!moved.is_empty()).then_some(moved)
    }

    /// The ranking with `moved` applied, built anew: for a batch too large to move row by row.
    pub fn rebuilt(&self, moved: &[(usize, RankKey)]) -> Option<Ranking> {
        if moved.len() <= MOVES_IN_PLACE {
            return None;
        }
        let mut keys = self.keys.clone();
        for &(row, key) in moved {
            keys[row] = key;
        }
        Some(Ranking::new(keys))
    }

    /// Moves each row of `moved` to the place of its new key.
    pub fn move_rows(&mut self, moved: &[(usize, RankKey)]) {
        for &(row, key) in moved {
            let from = self.place_of_row[row] as usize;
            self.rows.remove(from);
            self.keys[row] = key;
            let order = |r: u32| (Reverse(self.keys[r as usize]), r);
            let to = self.rows.partition_point(|&r| order(r) < order(row as u32));
            self.rows.insert(to, row as u32);
            self.renumber(from.min(to)..from.max(to) + 1);
        }
    }

    fn renumber(&mut self, places: std::ops::Range<usize>) {
        for place in places {
            self.place_of_row[self.rows[place] as usize] = place as u32;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn order(ranking: &Ranking) -> Vec<usize> {
        (0..ranking.rows.len() as u32)
            .map(|p| ranking.row_at(p))
            .collect()
    }

    fn check_places(ranking: &Ranking) {
        for (place, &row) in ranking.rows.iter().enumerate() {
            assert_eq!(ranking.place_of_row[row as usize], place as u32);
        }
    }

    #[test]
    fn rows_move_to_their_new_place_as_if_ordered_again() {
        // Row 0 sells well, row 1 and 3 are equal, row 2 is out of stock.
        let keys = vec![
            rank_key(50, 3),
            rank_key(10, 5),
            rank_key(90, 0),
            rank_key(10, 5),
        ];
        let mut ranking = Ranking::new(keys.clone());
        assert_eq!(order(&ranking), [0, 1, 3, 2]);
        check_places(&ranking);

        // Row 2 is restocked, row 0 sells out, row 3 gains one: moved one by one, the same as
        // a ranking made from the new keys.
        let changes = [
            (2, rank_key(90, 4)),
            (0, rank_key(50, 0)),
            (3, rank_key(10, 6)),
            (1, keys[1]),
        ];
        let moved = ranking.moved(&changes).expect("three rows moved");
        assert_eq!(moved.len(), 3, "an unchanged key is no move");
        assert!(
            ranking.rebuilt(&moved).is_none(),
            "a few moves are made in place"
        );
        ranking.move_rows(&moved);
        assert_eq!(order(&ranking), [2, 3, 1, 0]);
        check_places(&ranking);
        let mut new_keys = keys;
        for (row, key) in &moved {
            new_keys[*row] = *key;
        }
        assert_eq!(order(&Ranking::new(new_keys)), order(&ranking));
        assert!(ranking
            .moved(&[(3, rank_key(10, 6)), (9, rank_key(1, 1))])
            .is_none());
    }

    #[test]
    fn a_large_batch_is_ordered_again_whole() {
        let ranking = Ranking::new((0..200).map(|i| rank_key(i, 1)).collect());
        let moved: Vec<(usize, RankKey)> = (0..100).map(|row| (row, rank_key(0, 0))).collect();
        let rebuilt = ranking.rebuilt(&moved).expect("rebuilt");
        assert_eq!(rebuilt.row_at(0), 199);
        assert_eq!(
            rebuilt.row_at(199),
            99,
            "out of stock last, in the database's order"
        );
        check_places(&rebuilt);
    }
}
