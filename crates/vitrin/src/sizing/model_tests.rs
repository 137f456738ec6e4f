use time::macros::date;

use super::*;
use crate::{content::Content, locale::Lang};

/// The shop's girls' table, as the content folder ships it.
fn girls() -> Vec<SizeRow> {
    let content = Content::load(None).expect("the shipped content");
    let path = ["kiz-cocuk-elbise".to_string(), "kiz-cocuk".to_string()];
    content
        .size_table(Lang::Tr, &path)
        .expect("a table for girls")
        .rows
        .clone()
}

fn size(rows: &[SizeRow], advice: Advice) -> &str {
    &rows[advice.row].size
}

fn child(age_months: u32, height_cm: Option<f64>, weight_kg: Option<f64>) -> Child {
    Child {
        age_months,
        height_cm,
        weight_kg,
    }
}

#[test]
fn a_five_year_old_of_116_cm_wears_5_6() {
    let rows = girls();
    let advice = advise(&rows, &child(60, Some(116.0), None));
    assert_eq!(size(&rows, advice), "5-6 Yaş");
    assert_eq!(advice.basis, Basis::Height);
    assert!(!advice.heavier());
    // The height decides, not the age: the same child at 4 or 7 years.
    for age in [48, 84] {
        assert_eq!(
            size(&rows, advise(&rows, &child(age, Some(116.0), None))),
            "5-6 Yaş"
        );
    }
}

#[test]
fn between_two_sizes_the_larger() {
    let rows = girls();
    // 5-6 Yaş ends at 116 cm, 6-7 Yaş starts at 117.
    let advice = advise(&rows, &child(60, Some(116.5), None));
    assert_eq!(size(&rows, advice), "6-7 Yaş");
    assert_eq!(advice.basis, Basis::BetweenHeights);
}

#[test]
fn without_a_height_the_age_decides() {
    let rows = girls();
    let cases = [
        (24, "2-3 Yaş"),
        (59, "4-5 Yaş"),
        (60, "5-6 Yaş"),
        (71, "5-6 Yaş"),
        (72, "6-7 Yaş"),
    ];
    for (age, expected) in cases {
        let advice = advise(&rows, &child(age, None, None));
        assert_eq!(
            (size(&rows, advice), advice.basis),
            (expected, Basis::Age),
            "{age} months"
        );
    }
    let advice = advise(&rows, &child(MAX_AGE_MONTHS, None, None));
    assert_eq!(
        (size(&rows, advice), advice.basis),
        ("13-14 Yaş", Basis::OlderThanTable)
    );
}

#[test]
fn a_weight_above_the_size_moves_up_to_the_size_that_holds_it() {
    let rows = girls();
    // 5-6 Yaş holds up to 21.5 kg, 6-7 Yaş up to 24, 7-8 Yaş up to 27.
    let cases = [
        (21.5, "5-6 Yaş", false),
        (23.0, "6-7 Yaş", true),
        (25.0, "7-8 Yaş", true),
        (90.0, "13-14 Yaş", true),
    ];
    for (kg, expected, heavier) in cases {
        let advice = advise(&rows, &child(60, Some(115.0), Some(kg)));
        assert_eq!(
            (size(&rows, advice), advice.heavier()),
            (expected, heavier),
            "{kg} kg"
        );
        assert_eq!(rows[advice.measured].size, "5-6 Yaş");
    }
    // A light child keeps the size the height gives.
    assert_eq!(
        size(&rows, advise(&rows, &child(60, Some(115.0), Some(12.0)))),
        "5-6 Yaş"
    );
}

#[test]
fn heights_beyond_the_table_get_its_nearest_end() {
    let rows = girls();
    let tall = advise(&rows, &child(120, Some(180.0), None));
    assert_eq!(
        (size(&rows, tall), tall.basis),
        ("13-14 Yaş", Basis::AboveTable)
    );
    let short = advise(&rows, &child(24, Some(80.0), None));
    assert_eq!(
        (size(&rows, short), short.basis),
        ("2-3 Yaş", Basis::BelowTable)
    );
}

#[test]
fn a_size_the_product_lacks_gives_the_next_one_it_has() {
    let rows = girls();
    let eight = rows
        .iter()
        .position(|r| r.size == "8-9 Yaş")
        .expect("8-9 Yaş");
    let has = |s: &str| ["7-8 Yaş", "9-10 Yaş"].contains(&s);
    assert_eq!(
        rows[offered_from(&rows, eight, has).expect("one")].size,
        "9-10 Yaş"
    );
    let none = |s: &str| s == "2-3 Yaş";
    assert_eq!(offered_from(&rows, eight, none), None);
}

#[test]
fn a_profile_age_moves_with_the_date() {
    let born = parse_birth_month("2021-11").expect("a month");
    assert_eq!(age_in_months(born, date!(2026 - 11 - 27)), Some(60));
    assert_eq!(age_in_months(born, date!(2027 - 05 - 01)), Some(66));
    assert_eq!(age_in_months(born, date!(2021 - 11 - 01)), Some(0));
    assert_eq!(
        age_in_months(born, date!(2021 - 10 - 31)),
        None,
        "not born yet"
    );
    for bad in ["2021-13", "2021-0", "21-11", "2021/11", "", "abcd-ef"] {
        assert_eq!(parse_birth_month(bad), None, "{bad}");
    }
}

#[test]
fn heights_weights_and_names_are_checked() {
    assert_eq!(height_mm(116.0), Some(1160));
    assert_eq!(height_mm(116.54), Some(1165));
    assert_eq!(height_mm(39.9), None);
    assert_eq!(height_mm(f64::NAN), None);
    assert_eq!(weight_grams(20.55), Some(20_600));
    assert_eq!(weight_grams(1.5), None);
    assert_eq!(weight_grams(f64::INFINITY), None);
    assert_eq!(valid_name("  Ada "), Some("Ada".to_string()));
    assert_eq!(valid_name(""), Some(String::new()));
    assert_eq!(valid_name("<b>Ada</b>"), None);
    assert_eq!(valid_name(&"a".repeat(41)), None);
}
