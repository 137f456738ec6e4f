//! The `[ops]` settings: who may read the metrics, and how long a stopping server waits for the
//! requests it accepted.

use serde::{Deserialize, Serialize};

/// Tokens shorter than this are refused at start: a scrape token is a secret, not a password.
pub const MIN_TOKEN_CHARS: usize = 24;

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct OpsConfig {
    /// `GET /metrics` on the shop's address answers a scraper that sends
    /// `Authorization: Bearer <token>`; empty: the shop's address has no metrics (404).
    pub metrics_token: String,
    /// A second address (`127.0.0.1:9100`) serving `/metrics`, `/healthz` and `/readyz` only, for
    /// a scraper on a private network; the token is asked there too when one is set. Empty: none.
    pub metrics_address: String,
    /// Seconds a stopping server (SIGTERM, Ctrl-C) gives the requests in flight to finish before
    /// it cuts them and exits.
    pub shutdown_grace_secs: u64,
}

impl Default for OpsConfig {
    fn default() -> Self {
        Self {
            metrics_token: String::new(),
            metrics_address: String::new(),
            shutdown_grace_secs: 25,
        }
    }
}

impl OpsConfig {
    /// The admin address, when one is set and valid.
    pub fn metrics_socket(&self) -> Option<std::net::SocketAddr> {
        self.metrics_address.trim().parse().ok()
    }

    /// Why the section cannot be used, naming the key; None when it is sound.
    pub fn problem(&self) -> Option<(String, &'static str)> {
        let key = |k: &str| format!("ops.{k}");
        let token = &self.metrics_token;
        if !token.is_empty()
            && (token.chars().count() < MIN_TOKEN_CHARS || token.chars().any(char::is_whitespace))
        {
            return Some((
                key("metrics_token"),
                "must be empty or at least 24 characters without spaces",
            ));
        }
        if !self.metrics_address.trim().is_empty() && self.metrics_socket().is_none() {
            return Some((
                key("metrics_address"),
                "must be empty or an address with a port (127.0.0.1:9100)",
            ));
        }
        if self.shutdown_grace_secs > 3600 {
            return Some((key("shutdown_grace_secs"), "must be at most 3600 seconds"));
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_tokens_and_bad_addresses_are_named() {
        assert!(OpsConfig::default().problem().is_none());
        let short = OpsConfig {
            metrics_token: "abc".into(),
            ..OpsConfig::default()
        };
        assert_eq!(
            short.problem().map(|p| p.0).as_deref(),
            Some("ops.metrics_token")
        );
        let address = OpsConfig {
            metrics_address: "localhost".into(),
            ..OpsConfig::default()
        };
        assert_eq!(
            address.problem().map(|p| p.0).as_deref(),
            Some("ops.metrics_address")
        );
        let fine = OpsConfig {
            metrics_token: "t".repeat(MIN_TOKEN_CHARS),
            metrics_address: "127.0.0.1:9100".into(),
            shutdown_grace_secs: 5,
        };
        assert!(fine.problem().is_none());
    }
}
