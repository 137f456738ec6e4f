//! Coupons as the back office manages them, through its API (`erp::coupons`) and the command
//! line (`vitrin coupon ...`): the rules of one coupon, checked before anything is written, and
//! what a coupon did.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::model::{fold_code, valid_code, Coupon, Kind, Scope};

/// The highest fixed amount (kuruş) and minimum total a coupon takes.
pub const MAX_AMOUNT: i64 = 100_000_000;
/// The most uses a coupon may be given.
pub const MAX_USES: i64 = 100_000_000;
/// The latest time a coupon's dates may name (the year 3000).
pub const MAX_TIME: i64 = 32_503_680_000;

/// What a coupon's and a campaign's rules both check: the least total (kuruş) and the dates.
pub(super) fn total_and_dates_problem(
    min_total: i64,
    starts_at: Option<i64>,
    ends_at: Option<i64>,
) -> Option<&'static str> {
    if !(0..=MAX_AMOUNT).contains(&min_total) {
        Some("min_total: kuruş from 0 to 100000000")
    } else if [starts_at, ends_at]
        .iter()
        .flatten()
        .any(|t| !(0..=MAX_TIME).contains(t))
    {
        Some("starts_at, ends_at: unix seconds up to 32503680000")
    } else if matches!((starts_at, ends_at), (Some(s), Some(e)) if e <= s) {
        Some("ends_at must come after starts_at")
    } else {
        None
    }
}

fn yes() -> bool {
    true
}

/// A coupon's rules, as the back office writes them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CouponSpec {
    /// 3 to 40 letters, digits, '-' or '_'; shoppers may type it in any case, with or without
    /// Turkish letters ("KIŞ20" and "kis20" are one code).
    #[schema(min_length = 3, max_length = 40, pattern = r"^[\p{L}\p{N}_-]+$")]
    pub code: String,
    pub kind: Kind,
    /// Percent (1 to 100) or kuruş (1 to 100,000,000).
    #[schema(minimum = 1, maximum = 100_000_000)]
    pub value: i64,
    /// The least the cart's lines must come to, in kuruş (0: no minimum).
    #[serde(default)]
    #[schema(minimum = 0, maximum = 100_000_000)]
    pub min_total: i64,
    /// Unix seconds from which it is valid (none: at once).
    #[serde(default)]
    #[schema(minimum = 0, maximum = 32_503_680_000_i64)]
    pub starts_at: Option<i64>,
    /// Unix seconds from which it is no longer valid (none: never ends).
    #[serde(default)]
    #[schema(minimum = 0, maximum = 32_503_680_000_i64)]
    pub ends_at: Option<i64>,
    #[serde(default)]
    pub scope: Scope,
    /// Uses in all (none: no limit); a single-use code has 1.
    #[serde(default)]
    #[schema(minimum = 1, maximum = 100_000_000)]
    pub max_uses: Option<i64>,
    /// Uses per member or e-mail address (none: no limit).
    #[serde(default)]
    #[schema(minimum = 1, maximum = 100_000_000)]
    pub max_uses_per_customer: Option<i64>,
    /// Only for a shopper with no order yet.
    #[serde(default)]
    pub first_order_only: bool,
    /// Only for signed-in members.
    #[serde(default)]
    pub members_only: bool,
    /// May be used beside a campaign's discount (default true).
    #[serde(default = "yes")]
    pub combinable: bool,
}

impl CouponSpec {
    /// Why the rules cannot be kept (a sentence for the back office), or nothing.
    pub fn problem(&self) -> Option<&'static str> {
        let in_range = |v: i64, lo: i64, hi: i64| (lo..=hi).contains(&v);
        if !valid_code(&self.code) {
            Some("code: 3 to 40 letters, digits, '-' or '_'")
        } else if self.kind == Kind::Percent && !in_range(self.value, 1, 100) {
            Some("value: a percent from 1 to 100")
        } else if !in_range(self.value, 1, MAX_AMOUNT) {
            Some("value: an amount in kuruş from 1 to 100000000")
        } else if let Some(problem) =
            total_and_dates_problem(self.min_total, self.starts_at, self.ends_at)
        {
            Some(problem)
        } else if [self.max_uses, self.max_uses_per_customer]
            .iter()
            .flatten()
            .any(|n| !in_range(*n, 1, MAX_USES))
        {
            Some("max_uses, max_uses_per_customer: from 1 to 100000000")
        } else if self.scope.too_long() {
            Some("scope: at most 1000 ids in a list")
        } else {
            None
        }
    }

    /// The code as it is compared.
    pub fn folded(&self) -> String {
        fold_code(&self.code)
    }
}

/// A coupon as the back office reads it: its rules, its uses so far and its batch.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CouponReport {
    pub rules: CouponSpec,
    /// Uses by orders not cancelled or returned.
    pub used: i64,
    /// The import it came from (`vitrin coupon import --batch`), or empty.
    pub batch: String,
    pub created_at: i64,
}

impl CouponReport {
    pub fn of(c: Coupon, batch: String, created_at: i64) -> Self {
        CouponReport {
            rules: CouponSpec {
                code: c.code,
                kind: c.kind,
                value: c.value,
                min_total: c.min_total,
                starts_at: c.starts_at,
                ends_at: c.ends_at,
                scope: c.scope,
                max_uses: c.max_uses,
                max_uses_per_customer: c.max_uses_per_customer,
                first_order_only: c.first_order_only,
                members_only: c.members_only,
                combinable: c.combinable,
            },
            used: c.used,
            batch,
            created_at,
        }
    }
}

/// One use of a coupon.
#[derive(Debug, Clone)]
pub struct UseRow {
    pub order_id: i64,
    pub email: String,
    /// What the coupon took off the order, in kuruş.
    pub discount: i64,
    pub used_at: i64,
    /// When the order's cancellation or return gave the use back, or null.
    pub released_at: Option<i64>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec() -> CouponSpec {
        serde_json::from_str(r#"{"code": "KIŞ20", "kind": "percent", "value": 20}"#).unwrap()
    }

    #[test]
    fn rules_are_checked_before_they_are_kept() {
        let s = spec();
        assert!(s.combinable, "combinable unless said");
        assert_eq!(s.problem(), None);
        assert_eq!(s.folded(), "KIS20");
        let too_much = CouponSpec {
            value: 101,
            ..spec()
        };
        assert!(too_much.problem().is_some());
        let backwards = CouponSpec {
            starts_at: Some(200),
            ends_at: Some(100),
            ..spec()
        };
        assert!(backwards.problem().is_some());
        let far = CouponSpec {
            ends_at: Some(MAX_TIME + 1),
            ..spec()
        };
        assert!(far.problem().is_some());
        let amount = CouponSpec {
            kind: Kind::Amount,
            value: 5_000,
            max_uses: Some(0),
            ..spec()
        };
        assert!(amount.problem().is_some());
        assert!(serde_json::from_str::<CouponSpec>(
            r#"{"code":"A1B","kind":"percent","value":5,"x":1}"#
        )
        .is_err());
    }
}
