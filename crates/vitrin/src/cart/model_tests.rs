use super::*;

const TIERS: [Tier; 2] = [
    Tier {
        min_qty: 2,
        max_qty: 3,
        percent: 5,
    },
    Tier {
        min_qty: 4,
        max_qty: 99,
        percent: 10,
    },
];

#[test]
fn after_add_setting_picks_the_success_status() {
    assert_eq!(
        AfterAdd::parse("stay").map(AfterAdd::status),
        Some(AddStatus::Added)
    );
    assert_eq!(
        AfterAdd::parse("popup").map(AfterAdd::status),
        Some(AddStatus::Popup)
    );
    assert_eq!(
        AfterAdd::parse("notice").map(AfterAdd::status),
        Some(AddStatus::Notice)
    );
    assert_eq!(AfterAdd::parse("modal"), None);
    assert_eq!(AddStatus::StoreRequired.code(), -2);
    assert_eq!(AddStatus::VariantError.code(), -1);
}

#[test]
fn quantity_rule_keeps_min_max_and_step() {
    let r = QuantityRule {
        min: 2,
        max: 10,
        step: 2,
    };
    assert!(r.allows(2) && r.allows(4) && r.allows(10));
    assert!(!r.allows(1) && !r.allows(3) && !r.allows(12) && !r.allows(0));
    let one = QuantityRule {
        min: 1,
        max: 10,
        step: 1,
    };
    assert!(one.allows(1) && one.allows(10) && !one.allows(11) && !one.allows(-1));
}

#[test]
fn counts_are_whole_positive_numbers() {
    assert_eq!(parse_count("3"), Some(3));
    for bad in ["0", "-1", "1.5", "abc", "", " ", "1e3", "99999999999"] {
        assert_eq!(parse_count(bad), None, "{bad}");
    }
    assert_eq!(parse_index("0"), Some(0));
    assert_eq!(parse_index("-1"), None);
}

#[test]
fn line_price_applies_tier_then_subscription_and_shows_vat() {
    // 199,90 TL x 1: no tier.
    let one = price_line(19_990, 1, &TIERS, None, 10);
    assert_eq!(one.total, 19_990);
    assert_eq!(one.vat, 1_817); // 19990 * 10 / 110 = 1817.27
                                // x 2: 5 % off 399,80 = 19,99.
    let two = price_line(19_990, 2, &TIERS, None, 10);
    assert_eq!(
        (two.gross, two.tier_percent, two.tier_discount),
        (39_980, 5, 1_999)
    );
    assert_eq!(two.total, 37_981);
    // x 4 with a 5 % subscription: 10 % tier first, then 5 % of what is left.
    let four = price_line(10_000, 4, &TIERS, Some(5), 20);
    assert_eq!(four.tier_discount, 4_000);
    assert_eq!(four.subscription_discount, 1_800);
    assert_eq!(four.total, 34_200);
    assert_eq!(four.vat, 5_700);
}

#[test]
fn rounding_is_half_up_in_kurus() {
    assert_eq!(percent_of(1_999, 5), 100); // 99.95
    assert_eq!(percent_of(10, 5), 1); // 0.5
    assert_eq!(vat_part(110, 10), 10);
}

#[test]
fn every_message_has_turkish_text() {
    for m in [
        CartMsg::OutOfStock,
        CartMsg::StockShort(3),
        CartMsg::StockShort(0),
        CartMsg::UnknownLine,
        CartMsg::CountInvalid,
        CartMsg::NothingSelected,
    ] {
        assert!(!m.text(Lang::Tr).is_empty(), "{m:?}");
        assert_ne!(m.text(Lang::Tr), m.text(Lang::En));
    }
    assert!(CartMsg::StockShort(3)
        .text(Lang::Tr)
        .contains("en fazla 3 adet"));
    assert_eq!(
        CartMsg::QuantityCapped { stock: 3, set: 2 }.text(Lang::Tr),
        "Bu üründen stokta yalnızca 3 adet bulunmaktadır. Adet 2 olarak güncellendi."
    );
}

#[test]
fn the_most_a_rule_allows_under_a_limit() {
    let rule = |min, max, step| QuantityRule { min, max, step };
    assert_eq!(rule(1, 10, 1).at_most(3), Some(3));
    assert_eq!(rule(1, 10, 1).at_most(30), Some(10));
    assert_eq!(rule(2, 20, 2).at_most(5), Some(4));
    assert_eq!(rule(3, 20, 3).at_most(2), None);
    assert_eq!(rule(1, 10, 1).at_most(0), None);
    assert_eq!(rule(1, 10, 1).at_most(-4), None);
}

#[test]
fn embroidery_takes_turkish_letters_spaces_and_hyphens_only() {
    assert_eq!(check_embroidery(Some("Ayşe-Nur Öz"), 12), Ok(()));
    assert_eq!(check_embroidery(Some("  Çağrı  "), 12), Ok(()));
    assert_eq!(check_embroidery(None, 12), Err(CartMsg::EmbroideryRequired));
    assert_eq!(
        check_embroidery(Some("   "), 12),
        Err(CartMsg::EmbroideryRequired)
    );
    for bad in ["Ali1", "Ali!", "Ahmet Mehmet Ali", "<b>"] {
        assert_eq!(
            check_embroidery(Some(bad), 12),
            Err(CartMsg::EmbroideryInvalid(12)),
            "{bad}"
        );
    }
}
