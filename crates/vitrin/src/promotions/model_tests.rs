//! Coupon rules against hand computations.

use super::*;

/// A coupon with no limits; the campaigns' tests start from it too.
pub(crate) fn coupon(kind: Kind, value: i64) -> Coupon {
    Coupon {
        id: 1,
        code: "YAZ10".into(),
        kind,
        value,
        min_total: 0,
        starts_at: None,
        ends_at: None,
        scope: Scope::default(),
        max_uses: None,
        max_uses_per_customer: None,
        first_order_only: false,
        members_only: false,
        combinable: true,
        used: 0,
    }
}

#[test]
fn a_percent_is_taken_per_line_rounded_half_up() {
    let c = coupon(Kind::Percent, 15);
    // 15 % of 249,90 TL = 37,485 → 37,49; of 99,95 TL = 14,9925 → 14,99; the third line is not covered.
    let parts = c
        .shares(&[(24_990, true), (9_995, true), (5_000, false)], 0, 39_985)
        .unwrap();
    assert_eq!(parts, vec![3_749, 1_499, 0]);
}

#[test]
fn a_fixed_amount_is_shared_by_the_lines_totals_and_adds_up() {
    let c = coupon(Kind::Amount, 10_000);
    // 100 TL over 300 TL and 150 TL: 66,666… and 33,333… → 66,67 and 33,33 (the kuruş left goes
    // to the larger line).
    let parts = c
        .shares(&[(30_000, true), (15_000, true)], 10_000, 45_000)
        .unwrap();
    assert_eq!(parts, vec![6_667, 3_333]);
    assert_eq!(parts.iter().sum::<i64>(), 10_000);
    // Never more than the covered lines cost.
    let parts = c
        .shares(&[(4_000, true), (9_000, false)], 10_000, 13_000)
        .unwrap();
    assert_eq!(parts, vec![4_000, 0]);
}

#[test]
fn thresholds_and_scope_refuse_with_their_reason() {
    let mut c = coupon(Kind::Percent, 10);
    c.min_total = 50_000;
    assert_eq!(
        c.shares(&[(49_999, true)], 0, 49_999),
        Err(CouponRefusal::BelowMinimum(50_000))
    );
    assert!(c.shares(&[(50_000, true)], 0, 50_000).is_ok());
    c.min_total = 0;
    assert_eq!(
        c.shares(&[(50_000, false)], 0, 50_000),
        Err(CouponRefusal::NotApplicable)
    );
}

#[test]
fn a_scope_covers_named_categories_and_leaves_out_exclusions() {
    let scope = Scope {
        categories: vec![10],
        products: vec![7],
        excluded_categories: vec![12],
        excluded_products: vec![8],
        exclude_discounted: true,
    };
    let item = |product_id, categories: &'static [i64], discounted| Item {
        product_id,
        categories,
        discounted,
    };
    assert!(
        scope.covers(&item(1, &[11, 10], false)),
        "a subcategory of 10"
    );
    assert!(scope.covers(&item(7, &[99], false)), "named product");
    assert!(
        !scope.covers(&item(2, &[12, 10], false)),
        "excluded subcategory"
    );
    assert!(!scope.covers(&item(8, &[10], false)), "excluded product");
    assert!(!scope.covers(&item(1, &[10], true)), "already discounted");
    assert!(!scope.covers(&item(3, &[20], false)), "elsewhere");
    assert!(Scope::default().covers(&item(3, &[20], true)));
}

#[test]
fn dates_uses_and_shoppers() {
    let mut c = coupon(Kind::Percent, 10);
    c.starts_at = Some(100);
    c.ends_at = Some(200);
    assert_eq!(c.usable(99), Err(CouponRefusal::NotYetValid));
    assert_eq!(c.usable(100), Ok(()));
    assert_eq!(c.usable(200), Err(CouponRefusal::Expired));
    c.max_uses = Some(3);
    c.used = 3;
    assert_eq!(c.usable(150), Err(CouponRefusal::UsedUp));

    let guest = Shopper {
        member: false,
        orders: 0,
        uses: 0,
    };
    c.members_only = true;
    assert_eq!(c.allows(&guest), Err(CouponRefusal::MembersOnly));
    c.members_only = false;
    c.first_order_only = true;
    assert_eq!(
        c.allows(&Shopper { orders: 1, ..guest }),
        Err(CouponRefusal::FirstOrderOnly)
    );
    c.max_uses_per_customer = Some(1);
    assert_eq!(
        c.allows(&Shopper { uses: 1, ..guest }),
        Err(CouponRefusal::AlreadyUsed)
    );
    assert_eq!(c.allows(&guest), Ok(()));
}

#[test]
fn codes_compare_without_case_turkish_letters_or_spaces() {
    assert_eq!(fold_code("yaz-İndirim"), "YAZ-INDIRIM");
    assert_eq!(fold_code("YAZ-INDIRIM"), "YAZ-INDIRIM");
    assert_eq!(fold_code(" yaz-ındırım "), "YAZ-INDIRIM");
    assert_eq!(fold_code("kış 20"), "KIS20");
    assert!(valid_code("KIS-2026_A"));
    assert!(!valid_code("AB"));
    assert!(!valid_code("with space"));
}
