//! Stable sorts compiled once. The standard library's stable sort is compiled anew for
//! every type it sorts (about 4 KB of WebAssembly each: 24 of them were 100 KB of the
//! page's engine, issue 43's size budget). These sort the positions `0..n` with the one
//! instantiation of `[usize]::sort_by` behind a `dyn` comparison, then move the items
//! into that order: the same order `slice::sort_by` gives (both are stable), for a few
//! words of memory per item.

use std::cmp::Ordering;

/// `items.sort_by(compare)`, stable, with no new instantiation of the sort.
pub fn sort_by<T>(items: &mut [T], mut compare: impl FnMut(&T, &T) -> Ordering) {
    let order = {
        let items = &*items;
        positions_in_order(items.len(), &mut |a, b| compare(&items[a], &items[b]))
    };
    put_in_order(items, &order);
}

/// `items.sort_by_key(key)`, stable.
pub fn sort_by_key<T, K: Ord>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(items, |a, b| key(a).cmp(&key(b)));
}

/// `items.sort()`, stable.
pub fn sort<T: Ord>(items: &mut [T]) {
    sort_by(items, T::cmp);
}

/// The positions `0..n` in the order `compare` gives them, ties in their own order.
fn positions_in_order(n: usize, compare: &mut dyn FnMut(usize, usize) -> Ordering) -> Vec<usize> {
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|a, b| compare(*a, *b));
    order
}

/// Move the items so that the one first at `order[k]` is at `k`, by swaps.
fn put_in_order<T>(items: &mut [T], order: &[usize]) {
    // `place[i]`: where the item first at `i` is now; `at[p]`: which item is at `p`.
    let mut place: Vec<usize> = (0..items.len()).collect();
    let mut at = place.clone();
    for (k, &wanted) in order.iter().enumerate() {
        let p = place[wanted];
        items.swap(k, p);
        let moved = at[k];
        at[p] = moved;
        place[moved] = p;
        at[k] = wanted;
        place[wanted] = k;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// The same order as the standard library's stable sort, ties included: pairs
        /// sorted by their first number keep their second numbers' order.
        #[test]
        fn sorts_as_the_standard_library_does(items in prop::collection::vec((0u8..5, 0u16..1000), 0..60)) {
            let mut ours = items.clone();
            let mut std_sorted = items.clone();
            sort_by_key(&mut ours, |p| p.0);
            std_sorted.sort_by_key(|p| p.0);
            prop_assert_eq!(&ours, &std_sorted);
            let mut ours = items.clone();
            let mut std_sorted = items;
            sort(&mut ours);
            std_sorted.sort();
            prop_assert_eq!(ours, std_sorted);
        }
    }

    #[test]
    fn ties_keep_their_order() {
        let mut words = vec!["bb", "a", "cc", "d", "ee"];
        sort_by_key(&mut words, |w| w.len());
        assert_eq!(words, ["a", "d", "bb", "cc", "ee"]);
        sort_by(&mut words, |a, b| b.cmp(a));
        assert_eq!(words, ["ee", "d", "cc", "bb", "a"]);
    }
}
