//! The `[alerts]` section of the configuration: how often the alert mails go out, and the fall
//! in price a favourite's mail waits for.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct AlertsConfig {
    /// Seconds between two batches of back-in-stock mails.
    pub batch_secs: u64,
    /// The share (percent) a favourite's price must fall by for a price-drop mail; 0: none.
    pub price_drop_percent: u32,
}

impl Default for AlertsConfig {
    fn default() -> Self {
        Self {
            batch_secs: 300,
            price_drop_percent: 10,
        }
    }
}
