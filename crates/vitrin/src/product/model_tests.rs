use super::*;

fn cell(id: i64, colour: i64, size: i64, stock: i64) -> VariantCell {
    VariantCell {
        id,
        type1_id: colour,
        type2_id: size,
        stock,
    }
}

/// Red in sizes 10 (stock) and 11 (sold out); blue in size 10 only.
fn grid() -> Vec<VariantCell> {
    vec![cell(1, 1, 10, 5), cell(2, 1, 11, 0), cell(3, 2, 10, 2)]
}

#[test]
fn sizes_are_available_passive_or_hidden_for_the_chosen_colour() {
    let g = grid();
    assert_eq!(
        variant_state(&g, Group::Two, 10, Some(1)).0,
        VariantState::Available
    );
    assert_eq!(
        variant_state(&g, Group::Two, 11, Some(1)).0,
        VariantState::Passive
    );
    assert_eq!(
        variant_state(&g, Group::Two, 11, Some(2)).0,
        VariantState::Hidden
    );
    // The variant that the pair names comes with the state.
    assert_eq!(
        variant_state(&g, Group::Two, 11, Some(1)).1.map(|v| v.id),
        Some(2)
    );
}

#[test]
fn colours_follow_the_chosen_size_and_any_size_without_one() {
    let g = grid();
    assert_eq!(
        variant_state(&g, Group::One, 2, Some(11)).0,
        VariantState::Hidden
    );
    assert_eq!(
        variant_state(&g, Group::One, 1, Some(11)).0,
        VariantState::Passive
    );
    // Red has stock in some size: available when no size is chosen.
    assert_eq!(
        variant_state(&g, Group::One, 1, None).0,
        VariantState::Available
    );
    assert_eq!(
        variant_state(&[cell(9, 3, 10, 0)], Group::One, 3, None).0,
        VariantState::Passive
    );
}

#[test]
fn preselection_takes_the_requested_variant_of_this_product_only() {
    let g = grid();
    assert_eq!(preselected_variant(&g, Some(2)).map(|v| v.id), Some(2));
    assert_eq!(preselected_variant(&g, Some(99)).map(|v| v.id), Some(1));
    let sold_out = [cell(4, 1, 10, 0), cell(5, 1, 11, 3)];
    assert_eq!(preselected_variant(&sold_out, None).map(|v| v.id), Some(5));
    assert_eq!(preselected_variant(&[], Some(1)), None);
}

#[test]
fn variant_parameter_is_a_positive_id() {
    assert_eq!(variant_param(Some("variant=12&x=1")), Some(12));
    for bad in ["variant=abc", "variant=-3", "variant=", "other=1"] {
        assert_eq!(variant_param(Some(bad)), None, "{bad}");
    }
    assert_eq!(variant_param(None), None);
}

#[test]
fn subscription_takes_its_percent_off() {
    assert_eq!(subscription_price(19_990, 5), 18_990);
    assert_eq!(subscription_price(10_000, 0), 10_000);
    assert_eq!(subscription_price(10_000, 150), 0);
}

#[test]
fn money_order_price_adds_its_percent() {
    // -3 % is a transfer discount: 199,90 TL -> 193,90 TL (193,903 rounded).
    assert_eq!(money_order_price(19_990, -3), 19_390);
    assert_eq!(money_order_price(10_000, 0), 10_000);
    assert_eq!(money_order_price(10_000, 2), 10_200);
}

#[test]
fn tiers_show_their_unit_price_in_order() {
    let tiers = [
        Tier {
            min_qty: 4,
            max_qty: 99,
            percent: 10,
        },
        Tier {
            min_qty: 2,
            max_qty: 3,
            percent: 5,
        },
    ];
    let rows = tier_prices(19_990, &tiers);
    assert_eq!(rows[0].tier.min_qty, 2);
    assert_eq!(rows[0].unit_price, 18_990);
    assert_eq!(rows[1].unit_price, 17_991);
}

#[test]
fn installment_tables_follow_the_configured_plans() {
    let config = crate::wallet::config::WalletConfig::default();
    let plans = instalments::all_plans(&config);
    let show = |minor: i64| minor as f64 / 100.0;
    let tables = installment_tables(30_000, &plans, show);
    assert_eq!(tables.len(), config.instalments.len());
    assert_eq!(tables.last().map(|t| t.family.as_str()), Some("default"));
    let bonus = tables.iter().find(|t| t.family == "Bonus").expect("Bonus");
    let months: Vec<i64> = bonus.rows.iter().map(|r| r.months).collect();
    assert_eq!(months, [1, 2, 3, 6, 9, 12], "up to 12 instalments");
    // Interest-free up to three months in the default plans; 6 months at 4.9 %:
    // 300,00 TL -> 314,70 TL, 52,45 TL a month.
    assert!(bonus.rows[..3].iter().all(|r| r.interest_free == 1));
    assert_eq!((bonus.rows[3].total, bonus.rows[3].monthly), (314.7, 52.45));
    assert_eq!(bonus.rows[3].interest_free, 0);
    // Payments never fall short: 300,00 TL in 9 at 7.9 % is 323,70 TL, 35,97 TL a month.
    assert_eq!(bonus.rows[4].monthly, 35.97);
    for table in &tables {
        assert!(table
            .rows
            .iter()
            .all(|r| r.monthly * r.months as f64 >= r.total - 1e-9));
        assert!(table.rows.iter().all(|r| r.months <= 12));
    }
    // Below a plan's minimum only a single payment: `default` starts at 200,00 TL.
    let small = installment_tables(15_000, &plans, show);
    let other = small
        .iter()
        .find(|t| t.family == "default")
        .expect("default");
    assert_eq!(other.rows.len(), 1);
    let plan = installment_plan(&plans, Lang::En, show);
    assert_eq!(plan.families.len(), tables.len());
    assert_eq!(plan.families[0].title, plan.families[0].family);
    assert_eq!(
        plan.families.last().map(|f| f.title.as_str()),
        Some("Other credit cards")
    );
    assert_eq!(family_title("default", Lang::Tr), "Diğer kredi kartları");
    assert_eq!(plan.families.last().map(|f| f.min_amount), Some(200.0));
}

#[test]
fn rating_breakdown_counts_five_stars_first() {
    assert_eq!(rating_breakdown(&[5, 5, 4, 1, 0, 6]), [2, 1, 0, 0, 1]);
}

#[test]
fn clicked_option_replaces_its_group() {
    // Current: fabric 1 (group 1), fit 4 (group 2); clicked: fit 5.
    assert_eq!(wanted_options(&[(1, 1), (2, 4)], Some((2, 5))), vec![1, 5]);
    assert_eq!(wanted_options(&[(1, 1), (2, 4)], None), vec![1, 4]);
}

#[test]
fn sibling_with_all_wanted_options_prefers_the_current_product() {
    let siblings = vec![(1, vec![1, 4]), (2, vec![1, 5]), (3, vec![2, 5])];
    assert_eq!(product_with_options(&siblings, &[1, 5], None), Some(2));
    assert_eq!(product_with_options(&siblings, &[5], Some(3)), Some(3));
    assert_eq!(product_with_options(&siblings, &[5], None), Some(2));
    assert_eq!(product_with_options(&siblings, &[3], None), None);
}
