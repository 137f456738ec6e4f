//! The query table: Turkish (and English, Arabic) queries against a small catalog of known
//! titles, with the products each must find and must not find.

use super::{
    index::{CategoryDoc, ProductDoc, SearchIndex},
    stored::Facts,
};
use crate::locale::Lang;

fn product(id: i64, titles: [&str; 3], sold: i64, stock: i64) -> ProductDoc {
    ProductDoc {
        id,
        slug: format!("urun-{id}"),
        titles: titles.map(String::from),
        image: Some(format!("img-{id}")),
        price_sell: 19_990,
        price_list: 24_990,
        sold_count: sold,
        total_stock: stock,
    }
}

fn catalog() -> SearchIndex {
    let products = vec![
        product(
            1,
            [
                "Işıltılı Kız Çocuk Elbise",
                "Girls' Sparkly Dress",
                "فستان لامع للبنات",
            ],
            10,
            5,
        ),
        product(
            2,
            [
                "Işıklı Baskılı Erkek Çocuk Sweatshirt",
                "Boys' Glow Print Sweatshirt",
                "سويت شيرت بطبعة مضيئة للأولاد",
            ],
            40,
            9,
        ),
        product(
            3,
            [
                "Su İtici Erkek Çocuk Ceket",
                "Boys' Water-Repellent Jacket",
                "جاكيت طارد للماء للأولاد",
            ],
            3,
            4,
        ),
        product(
            4,
            [
                "Keten Erkek Çocuk Gömlek",
                "Boys' Linen Shirt",
                "قميص كتان للأولاد",
            ],
            7,
            2,
        ),
        product(
            5,
            [
                "Çiçek Desenli Kız Çocuk Elbise",
                "Girls' Floral Dress",
                "فستان بنقشة الورود للبنات",
            ],
            500,
            12,
        ),
        product(
            6,
            [
                "Kız Bebek Zıbın",
                "Baby Girl Bodysuit",
                "بودي للبنات الرضيعات",
            ],
            1,
            1,
        ),
        product(
            7,
            ["Erkek Çocuk Pantolon", "Boys' Trousers", "بنطال للأولاد"],
            8,
            8,
        ),
        product(
            8,
            ["Kız Çocuk Elbise", "Girls' Dress", "فستان للبنات"],
            2_000,
            0,
        ),
        product(
            9,
            [
                "Ceketli Erkek Çocuk Takım Elbise",
                "Boys' Suit With Jacket",
                "بدلة مع جاكيت للأولاد",
            ],
            1_999,
            3,
        ),
    ];
    let categories = vec![
        CategoryDoc {
            id: 1,
            slug: "erkek-cocuk".into(),
            names: ["Erkek Çocuk", "Boys", "أولاد"].map(String::from),
        },
        CategoryDoc {
            id: 2,
            slug: "kiz-cocuk-elbise".into(),
            names: ["Kız Çocuk Elbise", "Girls' Dresses", "فساتين البنات"].map(String::from),
        },
        CategoryDoc {
            id: 3,
            slug: "erkek-cocuk-gomlek".into(),
            names: ["Erkek Çocuk Gömlek", "Boys' Shirts", "قمصان الأولاد"].map(String::from),
        },
    ];
    let dir = tempfile::tempdir().expect("temp dir");
    SearchIndex::build(
        dir.path(),
        &Facts {
            products,
            categories,
        },
    )
    .expect("build");
    // Opened from its folder as a start opens it; the mapped files outlive the folder's removal.
    SearchIndex::open(dir.path(), 1).expect("open")
}

fn found(index: &SearchIndex, lang: Lang, query: &str) -> Vec<i64> {
    let hits = index.search(lang, query, 0, 50).expect("search");
    hits.rows.iter().map(|&r| index.product(r).id).collect()
}

#[test]
fn query_table() {
    use Lang::*;
    // (language, query, must find, must not find)
    let table: &[(Lang, &str, &[i64], &[i64])] = &[
        // Case folding: Turkish dotted and dotless capitals.
        (Tr, "elbise", &[1, 5, 8, 9], &[2, 3, 4, 6, 7]),
        (Tr, "ELBİSE", &[1, 5, 8, 9], &[4]),
        (Tr, "IŞIK", &[2], &[1, 3]),
        (Tr, "IŞILTILI", &[1], &[2]),
        (Tr, "SU İTİCİ", &[3], &[1, 2, 4]),
        (Tr, "su itici ceket", &[3], &[9]),
        // Without diacritics.
        (Tr, "cocuk elbise", &[1, 5, 8, 9], &[6]),
        (Tr, "gomlek", &[4], &[3, 9]),
        (Tr, "isiltili", &[1], &[2]),
        (Tr, "zibin", &[6], &[1]),
        (Tr, "kiz", &[1, 5, 6, 8], &[2, 3, 4, 7]),
        // Suffixes.
        (Tr, "elbiseler", &[1, 5, 8], &[4]),
        (Tr, "gömleği", &[4], &[3]),
        (Tr, "gomlegi", &[4], &[3]),
        (Tr, "gömlekler", &[4], &[1]),
        (Tr, "pantolonlar", &[7], &[4]),
        (Tr, "çocuğu", &[1, 2, 3, 4, 5, 7, 8], &[6]),
        // One typo in words of five letters or more; none in shorter ones.
        (Tr, "elbsie", &[1, 5, 8], &[4]),
        (Tr, "elbse", &[1, 5, 8], &[2]),
        (Tr, "pantolom", &[7], &[4]),
        (Tr, "kiz bebk", &[], &[6]),
        // Prefixes while typing.
        (Tr, "elbi", &[1, 5, 8], &[4]),
        (Tr, "erkek çocuk gö", &[4], &[3]),
        // English and Arabic titles in those languages; Turkish titles still searchable there.
        (En, "dress", &[1, 5, 8], &[4]),
        (En, "DRESSES", &[1, 5, 8], &[4]),
        (En, "jacket", &[3, 9], &[4]),
        (En, "shirt", &[4], &[1]),
        (En, "Işıltılı", &[1], &[2]),
        (Tr, "dress", &[], &[1, 5, 8]),
        (Ar, "فستان", &[1, 5, 8], &[4]),
        (Ar, "القميص", &[4], &[1]),
        (Ar, "جاكيت", &[3, 9], &[1]),
        (Ar, "gömlek", &[4], &[1]),
        // Query syntax is text, never syntax.
        (Tr, "\"elbise\"", &[1, 5, 8], &[4]),
        (Tr, "elbise*", &[1, 5, 8], &[4]),
        (Tr, "title:elbise", &[], &[1]),
        (Tr, "elbise AND gömlek", &[], &[1, 4]),
        (Tr, "(elbise) \\", &[1, 5, 8], &[4]),
    ];
    for (lang, query, must, must_not) in table {
        let ids = found(catalog_once(), *lang, query);
        for id in *must {
            assert!(
                ids.contains(id),
                "{lang:?} {query:?} should find {id}, found {ids:?}"
            );
        }
        for id in *must_not {
            assert!(
                !ids.contains(id),
                "{lang:?} {query:?} should not find {id}, found {ids:?}"
            );
        }
    }
}

fn catalog_once() -> &'static SearchIndex {
    static INDEX: std::sync::OnceLock<SearchIndex> = std::sync::OnceLock::new();
    INDEX.get_or_init(catalog)
}

#[test]
fn better_matches_first_then_in_stock_then_sales() {
    let index = catalog_once();
    // Same match: in stock before sold out, then by sales (5 sold 500, 1 sold 10; 8 is sold out).
    assert_eq!(found(index, Lang::Tr, "kız çocuk elbise"), vec![5, 1, 8]);
    // An exact word beats a prefix, however well the prefix sells.
    assert_eq!(found(index, Lang::Tr, "ceket"), vec![3, 9]);
    // An exact spelling beats a typo.
    let ids = found(index, Lang::Tr, "takım");
    assert_eq!(ids.first(), Some(&9));
}

#[test]
fn paging_and_totals() {
    let index = catalog_once();
    let all = index.search(Lang::Tr, "çocuk", 0, 50).expect("search");
    assert_eq!(all.total, 8);
    let second = index.search(Lang::Tr, "çocuk", 3, 3).expect("search");
    assert_eq!(second.total, 8);
    assert_eq!(second.rows, all.rows[3..6].to_vec());
}

#[test]
fn categories_match_by_name() {
    let index = catalog_once();
    let names =
        |lang, q| -> Vec<i64> { index.categories(lang, q, 5).iter().map(|c| c.id).collect() };
    assert_eq!(names(Lang::Tr, "gomlek"), vec![3]);
    assert_eq!(names(Lang::Tr, "ERKEK"), vec![1, 3]);
    assert_eq!(names(Lang::Tr, "elbiseler"), vec![2]);
    assert_eq!(names(Lang::En, "shirts"), vec![3]);
    assert!(names(Lang::Tr, "ceket").is_empty());
}

#[test]
fn stock_from_the_change_log_moves_a_product_among_equals() {
    // An index of its own: the others share one that must stay as built.
    let index = catalog();
    assert_eq!(found(&index, Lang::Tr, "kız çocuk elbise"), vec![5, 1, 8]);
    let before = index.stamp();
    assert!(
        !index.restock(&[(5, 500, 12), (404, 1, 1)]),
        "nothing moved"
    );
    assert_eq!(index.stamp(), before);
    // 5 sells out and 8 comes back: the remembered answer is not given again.
    assert!(index.restock(&[(5, 500, 0), (8, 2_000, 3)]));
    assert_ne!(index.stamp(), before);
    assert_eq!(found(&index, Lang::Tr, "kız çocuk elbise"), vec![8, 1, 5]);
    // A better match still comes first, whatever its stock.
    assert_eq!(found(&index, Lang::Tr, "çiçek desenli elbise"), vec![5]);
}
