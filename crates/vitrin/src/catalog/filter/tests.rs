use super::*;
use crate::locale::Lang;

fn state(q: &str) -> FilterState {
    FilterState::parse(q)
}

#[test]
fn ids_comma_separated_or_repeated_unknown_text_ignored() {
    let s = state("type1=3,1&type1=2&type2=100,abc,,-4&option=5&stock=1");
    assert_eq!(s.colours, vec![1, 2, 3]);
    assert_eq!(s.sizes, vec![100]);
    assert_eq!(s.options, vec![5]);
    assert!(s.in_stock);
    assert_eq!(s.page, 1);
    assert!(!state("stock=yes").in_stock);
}

#[test]
fn price_ranges() {
    let r = |t: &str| PriceRange::parse(t);
    assert_eq!(
        r("100-250"),
        Some(PriceRange {
            min: Some(10_000),
            max: Some(25_000)
        })
    );
    assert_eq!(
        r("99,9-"),
        Some(PriceRange {
            min: Some(9_990),
            max: None
        })
    );
    assert_eq!(
        r("-500.50"),
        Some(PriceRange {
            min: None,
            max: Some(50_050)
        })
    );
    for bad in [
        "", "-", "abc", "100", "250-100", "1-2-3", "-5-10", "1.234-5", "1e3-5", "100-x",
    ] {
        assert_eq!(r(bad), None, "{bad}");
    }
    // A malformed range is ignored; the other filters stay.
    let s = state("price=abc&type1=4");
    assert_eq!(s.price, None);
    assert_eq!(s.colours, vec![4]);
}

#[test]
fn sort_and_page() {
    assert_eq!(state("sort=price_desc").sort, Some(SortKey::PriceDesc));
    assert_eq!(state("sort=cheapest").sort, None);
    assert_eq!(state("pg=3").page, 3);
    for bad in ["pg=0", "pg=-2", "pg=x", "pg=10001"] {
        assert_eq!(state(bad).page, 1, "{bad}");
    }
    for s in SortKey::ALL {
        assert_eq!(SortKey::parse(s.code()), Some(s));
    }
}

#[test]
fn special_list_slugs() {
    for l in SpecialList::ALL {
        assert_eq!(SpecialList::from_slug(l.slug()), Some(l));
    }
    assert_eq!(SpecialList::from_slug("erkek-cocuk"), None);
}

fn value(id: i64, group: usize) -> FacetValue {
    FacetValue {
        id,
        list_no: id,
        names: [format!("v{id}"), format!("v{id}"), format!("v{id}")],
        color_code: String::new(),
        group,
    }
}

fn product(id: i64, category_id: i64, price: i64, price_list: i64) -> FacetProduct {
    FacetProduct {
        id,
        category_id,
        price,
        price_list,
        created_at: id,
        sold_count: 10 - id,
        view_count: id * 3 % 7,
        ..FacetProduct::default()
    }
}

/// Colours 1 (red) and 2 (blue); sizes 100 and 101; fabric options 7 and 8 in group 0.
fn sample() -> FacetIndex {
    FacetIndex::build(FacetRows {
        products: vec![
            product(1, 10, 10_000, 10_000),
            product(2, 10, 20_000, 25_000),
            product(3, 11, 30_000, 30_000),
            product(4, 11, 40_000, 80_000),
        ],
        variants: vec![
            (1, 1, 100, 5),
            (1, 1, 101, 0),
            (2, 2, 100, 0),
            (2, 2, 101, 3),
            (3, 1, 101, 0),
            (4, 1, 100, 1),
            (4, 2, 100, 1),
        ],
        product_options: vec![(1, 7), (2, 8), (3, 7), (4, 8)],
        colours: vec![value(1, 0), value(2, 0)],
        sizes: vec![value(100, 0), value(101, 0)],
        groups: vec![FacetGroup {
            id: 1,
            view: "select".into(),
            names: ["Kumaş".into(), "Fabric".into(), "القماش".into()],
        }],
        options: vec![value(7, 0), value(8, 0)],
    })
}

fn run(index: &FacetIndex, q: &str) -> Outcome {
    let all: Vec<u32> = (0..index.len() as u32).collect();
    index.evaluate(&all, &state(q), Some(SortKey::Newest), Currency::Try, 0)
}

#[test]
fn each_filter_narrows() {
    let index = sample();
    assert_eq!(run(&index, "").ids, vec![4, 3, 2, 1]);
    assert_eq!(run(&index, "type1=1").ids, vec![4, 3, 1]);
    assert_eq!(run(&index, "type2=100").ids, vec![4, 2, 1]);
    assert_eq!(run(&index, "type1=1&type2=100").ids, vec![4, 1]);
    // In stock: product 3 has no stock; size 100 in stock only for 1 and 4.
    assert_eq!(run(&index, "stock=1").ids, vec![4, 2, 1]);
    assert_eq!(run(&index, "stock=1&type2=100").ids, vec![4, 1]);
    assert_eq!(run(&index, "option=8").ids, vec![4, 2]);
    assert_eq!(run(&index, "price=150-300").ids, vec![3, 2]);
    assert_eq!(run(&index, "price=-100").ids, vec![1]);
}

#[test]
fn stock_taken_while_serving_moves_the_in_stock_lists() {
    let index = sample();
    // A sale that only lowers a stock moves nothing.
    assert!(!index.restock(&[1], &[(1, 1, 100, 2), (1, 1, 101, 0)]));
    assert_eq!(run(&index, "stock=1&type1=2").ids, vec![4, 2]);
    // Product 4's blue sells out, product 3's red comes back in size 101, product 1 loses its
    // rows (none in stock), and a product the index does not know is passed over.
    assert!(index.restock(
        &[4, 3, 1, 99],
        &[(4, 1, 100, 1), (3, 1, 101, 2), (99, 1, 100, 9)]
    ));
    assert_eq!(run(&index, "stock=1").ids, vec![4, 3, 2]);
    assert_eq!(run(&index, "stock=1&type2=101").ids, vec![3, 2]);
    let o = run(&index, "type1=1&type2=101");
    assert_eq!(o.in_stock_count, 1, "3 has red in 101 in stock now");
    // What is kept in the data folder is what serves.
    let kept: FacetIndex =
        postcard::from_bytes(&postcard::to_allocvec(&index).expect("kept")).expect("read");
    assert_eq!(run(&kept, "stock=1").ids, vec![4, 3, 2]);
}

#[test]
fn unknown_values_are_ignored_and_the_rest_applied() {
    let index = sample();
    assert_eq!(run(&index, "type1=999").ids, vec![4, 3, 2, 1]);
    assert_eq!(run(&index, "type1=999,2").ids, vec![4, 2]);
    assert_eq!(
        run(&index, "type2=1&option=42&price=x").ids,
        vec![4, 3, 2, 1]
    );
}

#[test]
fn counts_leave_out_their_own_group() {
    let index = sample();
    let o = run(&index, "type1=1&type2=101");
    // Only product 1 and 3 have red in size 101.
    assert_eq!(o.ids, vec![3, 1]);
    // Colour counts apply the size filter only: size 101 is on 1, 2, 3.
    assert_eq!(o.colour_counts, vec![2, 1]);
    // Size counts apply the colour filter only: red is on 1, 3, 4.
    assert_eq!(o.size_counts, vec![2, 2]);
    // Option counts apply both: 1 and 3 have option 7.
    assert_eq!(o.option_counts, vec![2, 0]);
    assert_eq!(o.total, 2);
    // Neither 1 nor 3 has size 101 in stock.
    assert_eq!(o.in_stock_count, 0);
    let o = run(&index, "option=7");
    assert_eq!(o.option_counts, vec![2, 2]);
    assert_eq!(o.category_counts.get(&10), Some(&1));
    assert_eq!(o.category_counts.get(&11), Some(&1));
}

#[test]
fn price_range_ignores_the_price_filter() {
    let index = sample();
    let o = run(&index, "price=150-300");
    assert_eq!(o.price_range, Some((10_000, 40_000)));
    let o = run(&index, "type1=2");
    assert_eq!(o.price_range, Some((20_000, 40_000)));
}

#[test]
fn sorts() {
    let index = sample();
    assert_eq!(run(&index, "sort=price_asc").ids, vec![1, 2, 3, 4]);
    assert_eq!(run(&index, "sort=price_desc").ids, vec![4, 3, 2, 1]);
    assert_eq!(run(&index, "sort=best_selling").ids, vec![1, 2, 3, 4]);
    // 50 % off, then 20 % off, then the rest newest id first.
    assert_eq!(run(&index, "sort=discount").ids, vec![4, 2, 3, 1]);
    // Search keeps its own order when no sort is asked for.
    let base = index.positions(&[3, 1, 4]);
    let o = index.evaluate(&base, &state(""), None, Currency::Try, 0);
    assert_eq!(o.ids, vec![3, 1, 4]);
}

#[test]
fn special_lists() {
    let index = sample();
    let ids = |l| {
        let mut v: Vec<i64> = index
            .special(l)
            .iter()
            .map(|&p| index.products[p as usize].id)
            .collect();
        v.sort_unstable();
        v
    };
    assert_eq!(ids(SpecialList::Discounted), vec![2, 4]);
    assert_eq!(ids(SpecialList::Deals), vec![4]);
    assert_eq!(ids(SpecialList::BestSellers), vec![1, 2, 3, 4]);
}

#[test]
fn response_marks_selected_values_and_lists_only_present_ones() {
    let index = sample();
    let s = state("type1=2&sort=price_asc");
    let all = index.positions(&[2]);
    let o = index.evaluate(&all, &s, Some(SortKey::Newest), Currency::Try, 0);
    let r = index.response(&o, &s, Some(SortKey::Newest), Lang::En, &[], None);
    assert_eq!(r.variants.type1_list.len(), 1);
    assert!(r.variants.type1_list[0].selected);
    assert_eq!(r.filters[0].name, "Fabric");
    assert_eq!(r.filters[0].values.len(), 1);
    assert!(r.sort.iter().any(|x| x.id == "price_asc" && x.selected));
    assert_eq!(r.total, 1);
}
