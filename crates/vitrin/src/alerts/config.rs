//! The `[alerts]` section of the configuration: how often the restock mails go out.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct AlertsConfig {
    /// Seconds between two batches of back-in-stock mails.
    pub batch_secs: u64,
}

impl Default for AlertsConfig {
    fn default() -> Self {
        Self { batch_secs: 300 }
    }
}
