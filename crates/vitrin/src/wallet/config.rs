//! The `[wallet]` section of the configuration: where the card wallet provider is, the keys the
//! shop shares with it, and the instalment plans the shop offers per card family.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct WalletConfig {
    /// Serve the local sandbox provider under `/wallet-sandbox` and use it when `base_url` is
    /// empty. Unset: on while no provider is configured and the catalog is the seeded demo shop
    /// (see [`WalletConfig::resolve_sandbox`]), so the demo takes test cards out of the box.
    pub sandbox: Option<bool>,
    /// The provider's base URL the browser client posts to (the real provider's ends in
    /// `/MasterpassJsonServerHandler/v2`); empty with `sandbox` on: the shop's own sandbox.
    pub base_url: String,
    /// The provider's merchant query service the server confirms payments with (server to
    /// server); empty with `sandbox` on: the sandbox in this process.
    pub query_url: String,
    /// The provider's refund service (server to server, signed like the query); empty with
    /// `sandbox` on: the sandbox in this process.
    pub refund_url: String,
    /// The shop's client id at the provider.
    pub client_id: String,
    /// The provider's RSA public key the client encrypts card data with: modulus and exponent in
    /// hex. Empty with `sandbox` on: the sandbox's own key.
    pub public_key_modulus: String,
    pub public_key_exponent: String,
    /// Key that signs merchant tokens and merchant queries, shared with the provider. Empty:
    /// derived from the shop's secret key (fine for the sandbox; a real provider gives its own).
    pub merchant_key: String,
    /// Seconds a merchant token is accepted after it is made.
    pub token_lifetime_secs: u64,
    /// Milliseconds the browser client waits for one answer before it gives up.
    pub timeout_ms: u64,
    /// Times the browser client retries a call after a network error or a 5xx answer.
    pub retries: u32,
    /// Milliseconds the sandbox holds the answer for its "slow" test card.
    pub sandbox_slow_ms: u64,
    /// Instalment plans by card family (`Bonus`, `World`, `Axess`, ...); `default` applies to
    /// credit cards of any other family. Debit cards pay in one go.
    pub instalments: BTreeMap<String, InstalmentPlan>,
}

/// What a card family offers: the instalment counts, the total surcharge of each (percent of
/// the amount, 0 for interest-free), and the order amount from which instalments are offered.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InstalmentPlan {
    /// Instalment counts offered besides a single payment, ascending, at most 12.
    pub counts: Vec<u32>,
    /// Total surcharge in percent for each count, in the same order as `counts`.
    pub rates: Vec<f64>,
    /// Order amount in kuruş below which only a single payment is offered.
    pub min_amount: i64,
}

fn plan(counts: &[u32], rates: &[f64], min_amount: i64) -> InstalmentPlan {
    InstalmentPlan {
        counts: counts.to_vec(),
        rates: rates.to_vec(),
        min_amount,
    }
}

impl Default for WalletConfig {
    fn default() -> Self {
        let standard = plan(&[2, 3, 6, 9, 12], &[0.0, 0.0, 4.9, 7.9, 10.9], 10_000);
        let mut instalments = BTreeMap::new();
        for family in ["Bonus", "World", "Axess", "Maximum", "CardFinans", "Paraf"] {
            instalments.insert(family.to_string(), standard.clone());
        }
        instalments.insert("default".into(), plan(&[2, 3, 6], &[2.9, 3.9, 6.9], 20_000));
        Self {
            sandbox: None,
            base_url: String::new(),
            query_url: String::new(),
            refund_url: String::new(),
            client_id: "vitrin-sandbox".into(),
            public_key_modulus: String::new(),
            public_key_exponent: String::new(),
            merchant_key: String::new(),
            token_lifetime_secs: 600,
            timeout_ms: 30_000,
            retries: 2,
            sandbox_slow_ms: 5_000,
            instalments,
        }
    }
}

impl WalletConfig {
    /// Whether this process serves the sandbox provider.
    pub fn sandbox_on(&self) -> bool {
        self.sandbox == Some(true)
    }

    /// Decides an unset `sandbox`: on for the demo shop without a provider, off otherwise. A
    /// shop with a real provider (a `base_url`) never falls back to the sandbox.
    pub fn resolve_sandbox(&mut self, demo_catalog: bool) {
        if self.sandbox.is_none() {
            self.sandbox = Some(demo_catalog && self.base_url.is_empty());
        }
    }

    /// Why the section cannot be used, naming the key; None when it is sound.
    pub fn problem(&self) -> Option<(String, &'static str)> {
        let key = |k: &str| format!("wallet.{k}");
        if !self.sandbox_on() && !self.base_url.is_empty() && self.public_key_modulus.is_empty() {
            return Some((key("public_key_modulus"), "needed with a provider base_url"));
        }
        for (name, url) in [
            ("base_url", &self.base_url),
            ("query_url", &self.query_url),
            ("refund_url", &self.refund_url),
        ] {
            if !url.is_empty() && !url.starts_with('/') && url::Url::parse(url).is_err() {
                return Some((key(name), "not a URL"));
            }
        }
        if !self.public_key_modulus.is_empty()
            && !self
                .public_key_modulus
                .bytes()
                .all(|b| b.is_ascii_hexdigit())
        {
            return Some((key("public_key_modulus"), "must be hex digits"));
        }
        if self.token_lifetime_secs < 30 {
            return Some((key("token_lifetime_secs"), "must be at least 30 seconds"));
        }
        if self.timeout_ms < 100 {
            return Some((key("timeout_ms"), "must be at least 100 ms"));
        }
        if self.retries > 5 {
            return Some((key("retries"), "must be 5 or fewer"));
        }
        for (family, plan) in &self.instalments {
            let name = key(&format!("instalments.{family}"));
            if plan.counts.len() != plan.rates.len() {
                return Some((name, "counts and rates must have the same length"));
            }
            if plan.counts.windows(2).any(|w| w[0] >= w[1])
                || plan.counts.iter().any(|c| !(2..=12).contains(c))
            {
                return Some((name, "counts must be ascending, from 2 to 12"));
            }
            if plan
                .rates
                .iter()
                .any(|r| !(r.is_finite() && *r >= 0.0 && *r < 100.0))
            {
                return Some((name, "rates must be percentages from 0 to under 100"));
            }
            if plan.min_amount < 0 {
                return Some((name, "min_amount must be 0 or more (kuruş)"));
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sandbox_is_on_by_default_only_for_the_seeded_demo_without_a_provider() {
        let resolved = |sandbox: Option<bool>, base_url: &str, demo: bool| {
            let mut config = WalletConfig {
                sandbox,
                base_url: base_url.into(),
                ..WalletConfig::default()
            };
            config.resolve_sandbox(demo);
            config.sandbox_on()
        };
        assert!(resolved(None, "", true), "the demo shop takes test cards");
        assert!(!resolved(None, "", false), "a shop of its own does not");
        assert!(
            !resolved(None, "https://provider.example/v2", true),
            "a real provider is never replaced by the sandbox"
        );
        assert!(
            !resolved(Some(false), "", true),
            "switched off by the setting"
        );
        assert!(
            resolved(Some(true), "", false),
            "switched on by the setting"
        );
    }
}
