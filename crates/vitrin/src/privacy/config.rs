//! The `[privacy]` section of the configuration: how long a member's deletion request waits
//! before it runs, and how long the anonymised orders are kept.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct PrivacyConfig {
    /// Days between a member's deletion request and the erasure, during which they can cancel
    /// it; 0 erases at once.
    pub erase_after_days: u32,
    /// Years the orders stay (anonymised) for the tax law, as told to the shopper.
    pub order_retention_years: u32,
}

impl Default for PrivacyConfig {
    fn default() -> Self {
        Self {
            erase_after_days: 14,
            order_retention_years: 10,
        }
    }
}

impl PrivacyConfig {
    /// The cooling-off in seconds.
    pub fn cooling_off_secs(&self) -> i64 {
        i64::from(self.erase_after_days) * 24 * 60 * 60
    }
}
