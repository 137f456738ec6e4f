//! Instalments by card: which plan of the `[wallet.instalments]` configuration a card gets, and
//! what each instalment count costs for an amount. The web app mirrors these rules in
//! `features/wallet/instalments.ts` (same numbers in its tests).

use serde::Serialize;
use utoipa::ToSchema;

use super::{
    bins::CardInfo,
    config::{InstalmentPlan, WalletConfig},
};

/// The plan key for credit cards whose family has no plan of its own.
pub const DEFAULT_FAMILY: &str = "default";

/// A plan with the family it was chosen for, as the card-info call answers it.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FamilyPlan {
    /// The card family (`Bonus`, `World`, ...) or `default` for other credit cards.
    pub family: String,
    /// Instalment counts offered besides a single payment, ascending.
    pub counts: Vec<u32>,
    /// Total surcharge in percent for each count, in the order of `counts`.
    pub rates: Vec<f64>,
    /// Amount in kuruş below which only a single payment is offered.
    pub min_amount: i64,
}

impl FamilyPlan {
    pub fn new(family: &str, plan: &InstalmentPlan) -> Self {
        Self {
            family: family.to_string(),
            counts: plan.counts.clone(),
            rates: plan.rates.clone(),
            min_amount: plan.min_amount,
        }
    }

    pub fn plan(&self) -> InstalmentPlan {
        InstalmentPlan {
            counts: self.counts.clone(),
            rates: self.rates.clone(),
            min_amount: self.min_amount,
        }
    }
}

/// The plan a card gets: its family's, else `default` for a credit card; None (a single payment
/// only) for an unknown card, a debit card, or a credit card when neither plan is configured.
pub fn plan_for(config: &WalletConfig, card: Option<&CardInfo>) -> Option<FamilyPlan> {
    let card = card?;
    if card.card_type != "credit" {
        return None;
    }
    card.family
        .as_deref()
        .and_then(|family| config.instalments.get_key_value(family))
        .or_else(|| config.instalments.get_key_value(DEFAULT_FAMILY))
        .map(|(family, plan)| FamilyPlan::new(family, plan))
}

/// Every configured plan, the card families first (by name) and `default` last: what the
/// product page's table offers.
pub fn all_plans(config: &WalletConfig) -> Vec<FamilyPlan> {
    let mut plans: Vec<FamilyPlan> = config
        .instalments
        .iter()
        .filter(|(family, _)| family.as_str() != DEFAULT_FAMILY)
        .map(|(family, plan)| FamilyPlan::new(family, plan))
        .collect();
    if let Some(plan) = config.instalments.get(DEFAULT_FAMILY) {
        plans.push(FamilyPlan::new(DEFAULT_FAMILY, plan));
    }
    plans
}

/// One way to pay an amount.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InstalmentOption {
    /// 1 for a single payment.
    pub count: u32,
    /// Kuruş, every payment together.
    pub total: i64,
    /// Kuruş per payment, rounded up so the payments never fall short of the total.
    pub monthly: i64,
    /// Whether the count costs nothing on top of the amount.
    pub interest_free: bool,
}

/// The total of `amount` (kuruş) with a surcharge of `rate` percent, rounded to the kuruş.
pub fn total_with_rate(amount: i64, rate: f64) -> i64 {
    // Same operations in the same order as the web's mirror, so both round alike.
    amount + ((amount as f64) * rate / 100.0).round() as i64
}

/// The options for an amount: a single payment always; the plan's counts when the amount
/// reaches its minimum.
pub fn options(amount: i64, plan: Option<&InstalmentPlan>) -> Vec<InstalmentOption> {
    let amount = amount.max(0);
    let mut out = vec![InstalmentOption {
        count: 1,
        total: amount,
        monthly: amount,
        interest_free: true,
    }];
    if let Some(plan) = plan.filter(|p| amount >= p.min_amount) {
        for (&count, &rate) in plan.counts.iter().zip(&plan.rates) {
            let count = count.max(1);
            let total = total_with_rate(amount, rate);
            out.push(InstalmentOption {
                count,
                total,
                monthly: (total + i64::from(count) - 1).div_euclid(i64::from(count)),
                interest_free: rate == 0.0,
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(card_type: &str, family: Option<&str>) -> CardInfo {
        CardInfo {
            bin: "403280".into(),
            bank: "Garanti BBVA".into(),
            bank_code: "0062".into(),
            card_type: card_type.into(),
            brand: Some("Visa".into()),
            commercial: false,
            family: family.map(str::to_string),
        }
    }

    fn plan() -> InstalmentPlan {
        InstalmentPlan {
            counts: vec![2, 3, 6, 12],
            rates: vec![0.0, 0.0, 4.9, 10.9],
            min_amount: 10_000,
        }
    }

    #[test]
    fn a_card_gets_its_familys_plan_else_default_and_debit_none() {
        let config = WalletConfig::default();
        let bonus = plan_for(&config, Some(&card("credit", Some("Bonus")))).expect("bonus");
        assert_eq!(bonus.family, "Bonus");
        assert_eq!(bonus.counts, config.instalments["Bonus"].counts);
        let other = plan_for(&config, Some(&card("credit", Some("Nowhere")))).expect("other");
        assert_eq!(other.family, DEFAULT_FAMILY);
        let plain = plan_for(&config, Some(&card("credit", None))).expect("plain");
        assert_eq!(plain.family, DEFAULT_FAMILY);
        assert_eq!(plan_for(&config, Some(&card("debit", Some("Bonus")))), None);
        assert_eq!(plan_for(&config, None), None);
        let mut no_default = config.clone();
        no_default.instalments.remove(DEFAULT_FAMILY);
        assert_eq!(plan_for(&no_default, Some(&card("credit", None))), None);
    }

    #[test]
    fn the_test_cards_find_their_plans() {
        let config = WalletConfig::default();
        let family = |n: &str| plan_for(&config, super::super::bins::lookup(n)).map(|p| p.family);
        assert_eq!(family("40328012").as_deref(), Some("Bonus"));
        assert_eq!(family("404809").as_deref(), Some("World"));
        assert_eq!(family("546957"), None, "debit: a single payment");
        assert_eq!(family("000000"), None, "unknown");
    }

    #[test]
    fn options_add_the_rate_and_round_the_monthly_up() {
        // 1.000,00 TL: 6 at 4.9 % is 1.049,00 TL, 174,84 TL a month (174,833.. up).
        let rows = options(100_000, Some(&plan()));
        assert_eq!(
            rows.iter().map(|o| o.count).collect::<Vec<_>>(),
            [1, 2, 3, 6, 12]
        );
        assert_eq!((rows[0].total, rows[0].monthly), (100_000, 100_000));
        assert_eq!((rows[2].total, rows[2].monthly), (100_000, 33_334));
        assert!(rows[2].interest_free);
        assert_eq!((rows[3].total, rows[3].monthly), (104_900, 17_484));
        assert!(!rows[3].interest_free);
        assert_eq!((rows[4].total, rows[4].monthly), (110_900, 9_242));
        assert!(rows
            .iter()
            .all(|o| o.monthly * i64::from(o.count) >= o.total));
    }

    #[test]
    fn the_surcharge_rounds_half_up_to_the_kurus() {
        // 123,45 TL at 2.5 %: 3,08625 TL -> 3,09 TL.
        assert_eq!(total_with_rate(12_345, 2.5), 12_654);
        assert_eq!(total_with_rate(10_000, 4.9), 10_490);
        assert_eq!(total_with_rate(0, 10.9), 0);
    }

    #[test]
    fn below_the_minimum_or_without_a_plan_only_a_single_payment() {
        assert_eq!(options(9_999, Some(&plan())).len(), 1);
        assert_eq!(options(10_000, Some(&plan())).len(), 5);
        let single = options(50_000, None);
        assert_eq!(single.len(), 1);
        assert_eq!(single[0].count, 1);
        assert_eq!(options(-5, None)[0].total, 0);
    }
}
