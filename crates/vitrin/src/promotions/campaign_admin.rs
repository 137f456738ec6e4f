//! Campaigns as the back office manages them, through its API (`erp::campaigns`) and the command
//! line (`vitrin campaign ...`): one campaign's rules, checked before anything is written, and
//! what a campaign did.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{
    admin::total_and_dates_problem,
    campaign::{Campaign, Names, Offer},
    model::Scope,
};

/// The most characters of a campaign's name in one language.
pub const MAX_NAME_CHARS: usize = 60;
/// The most pieces a "buy X" group may have.
pub const MAX_GROUP: i64 = 100;

fn yes() -> bool {
    true
}

/// A campaign's rules, as the back office writes them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CampaignSpec {
    /// Shown on the product cards and pages, as a cart line and on the order.
    pub name: Names,
    pub offer: Offer,
    /// The least, in kuruş, the products it covers must come to in a cart (for free shipping:
    /// the goods after discounts); 0: no minimum.
    #[serde(default)]
    #[schema(minimum = 0, maximum = 100_000_000)]
    pub min_total: i64,
    /// Unix seconds from which it runs (none: at once).
    #[serde(default)]
    #[schema(minimum = 0, maximum = 32_503_680_000_i64)]
    pub starts_at: Option<i64>,
    /// Unix seconds from which it no longer runs (none: until ended).
    #[serde(default)]
    #[schema(minimum = 0, maximum = 32_503_680_000_i64)]
    pub ends_at: Option<i64>,
    /// The products it covers (none named: every product).
    #[serde(default)]
    pub scope: Scope,
    /// Only for signed-in members.
    #[serde(default)]
    pub members_only: bool,
    /// May go together with other combinable campaigns and a combinable code (default true).
    #[serde(default = "yes")]
    pub combinable: bool,
}

impl CampaignSpec {
    /// Why the rules cannot be kept (a sentence for the back office), or nothing.
    pub fn problem(&self) -> Option<&'static str> {
        let in_range = |v: i64, lo: i64, hi: i64| (lo..=hi).contains(&v);
        let names = [&self.name.tr, &self.name.en, &self.name.ar];
        if self.name.tr.trim().is_empty()
            || names
                .iter()
                .any(|n| n.chars().count() > MAX_NAME_CHARS || n.trim() != n.as_str())
        {
            return Some("name: a Turkish name (tr) and optional en, ar, each up to 60 characters");
        }
        match self.offer {
            Offer::BuyXPayY { buy, pay }
                if !in_range(buy, 2, MAX_GROUP) || !in_range(pay, 1, buy - 1) =>
            {
                return Some("offer: buy from 2 to 100 and pay from 1 to buy - 1")
            }
            Offer::Percent { percent } if !in_range(percent, 1, 100) => {
                return Some("offer: a percent from 1 to 100")
            }
            _ => {}
        }
        if let Some(problem) = total_and_dates_problem(self.min_total, self.starts_at, self.ends_at)
        {
            Some(problem)
        } else if self.scope.too_long() {
            Some("scope: at most 1000 ids in a list")
        } else {
            None
        }
    }

    /// The campaign these rules make.
    pub fn campaign(self, id: i64) -> Campaign {
        Campaign {
            id,
            name: self.name,
            offer: self.offer,
            min_total: self.min_total,
            starts_at: self.starts_at,
            ends_at: self.ends_at,
            scope: self.scope,
            members_only: self.members_only,
            combinable: self.combinable,
        }
    }
}

impl Campaign {
    /// The rules that make this campaign.
    pub fn spec(&self) -> CampaignSpec {
        CampaignSpec {
            name: self.name.clone(),
            offer: self.offer,
            min_total: self.min_total,
            starts_at: self.starts_at,
            ends_at: self.ends_at,
            scope: self.scope.clone(),
            members_only: self.members_only,
            combinable: self.combinable,
        }
    }
}

/// A campaign as the back office reads it: its rules and what it did so far.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CampaignReport {
    pub id: i64,
    pub rules: CampaignSpec,
    /// Orders it discounted that are not cancelled or returned (free shipping: orders shipped
    /// free by it).
    pub orders: i64,
    /// What it took off those orders, in kuruş (free shipping: the shipping it waived).
    pub discount_total: i64,
    pub created_at: i64,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(json: &str) -> CampaignSpec {
        serde_json::from_str(json).unwrap()
    }

    #[test]
    fn rules_are_checked_before_they_are_kept() {
        let ok = spec(
            r#"{"name": {"tr": "3 al 2 öde"}, "offer": {"kind": "buy_x_pay_y", "buy": 3, "pay": 2}}"#,
        );
        assert!(ok.combinable, "combinable unless said");
        assert_eq!(ok.problem(), None);
        let pays_all =
            spec(r#"{"name": {"tr": "x"}, "offer": {"kind": "buy_x_pay_y", "buy": 3, "pay": 3}}"#);
        assert!(pays_all.problem().is_some());
        let too_much =
            spec(r#"{"name": {"tr": "x"}, "offer": {"kind": "percent", "percent": 101}}"#);
        assert!(too_much.problem().is_some());
        let nameless = spec(r#"{"name": {"tr": " "}, "offer": {"kind": "free_shipping"}}"#);
        assert!(nameless.problem().is_some());
        let backwards = spec(
            r#"{"name": {"tr": "x"}, "offer": {"kind": "free_shipping"}, "starts_at": 20, "ends_at": 10}"#,
        );
        assert!(backwards.problem().is_some());
        assert!(serde_json::from_str::<CampaignSpec>(
            r#"{"name": {"tr": "x"}, "offer": {"kind": "percent", "percent": 5, "buy": 2}}"#
        )
        .is_err());
    }
}
