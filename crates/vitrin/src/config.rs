//! Layered configuration: built-in defaults < `vitrin.toml` (or the file named by `VITRIN_CONFIG`)
//! < `VITRIN_*` environment variables. `DATABASE_URL` is also read, as most hosts set it.

use std::{collections::BTreeMap, net::IpAddr, path::PathBuf};

use figment::{
    providers::{Env, Format, Serialized, Toml},
    Figment,
};
use serde::{Deserialize, Serialize};

use crate::locale::Currency;

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    /// Address to listen on.
    pub host: IpAddr,
    /// Port to listen on; 0 picks a free one.
    pub port: u16,
    /// Where the SQLite database, generated images, outbox and secret key live.
    pub data_dir: PathBuf,
    /// `sqlite://...` or `postgres://...`; empty means `sqlite://{data_dir}/vitrin.db`.
    pub database_url: String,
    /// Key that signs cookies and CSRF tokens. Empty: one is generated once into `{data_dir}/secret.key`.
    /// Instances behind one load balancer must share it.
    pub secret_key: String,
    /// Public origin used in canonical links and the sitemap.
    pub public_url: String,
    /// Seed the demo shop when the database has no products.
    pub seed_demo: bool,
    /// Logs as JSON lines instead of text.
    pub log_json: bool,
    /// Seconds a request may take before it is answered with 408.
    pub request_timeout_secs: u64,
    /// Members must accept the data-protection notice (KVKK_REQUIRED).
    pub kvkk_required: bool,
    /// The licence data flag (LICENCE_DATA): live search asks `searchAll` (48 a page) instead of
    /// `search` (the first 8).
    pub licence_data: bool,
    /// Theme folder name shown in the global page settings.
    pub theme_folder: String,
    /// Megabytes the assembled product, list and home pages may take in memory
    /// (`storefront/page_cache.rs`); the least recently used leave beyond it.
    pub page_cache_mb: usize,
    /// Value of one unit of each foreign currency in Turkish lira.
    pub rates: BTreeMap<String, f64>,
    /// What follows a successful add to cart: `stay` (status 1), `popup` (3) or `notice` (4).
    pub cart_after_add: String,
    /// Cart total from which shipping is free, in kuruş; 0 hides the progress bar.
    pub free_shipping_threshold: i64,
    /// Folder of home-page blocks, content pages and the cookie-law text; empty uses the
    /// `content/` folder built into the binary.
    pub content_dir: String,
    /// SMTP relay for member mails (`smtp://user:pass@host:port`, plain SMTP to a relay that
    /// handles TLS onwards); empty writes them as .eml files to `{data_dir}/outbox/`.
    pub smtp_url: String,
    /// Sender of member mails.
    pub smtp_from: String,
    /// Failed logins (per account or per client address) after which a security code is asked.
    pub login_attempts_before_captcha: u32,
    /// Seconds over which failed logins are counted.
    pub login_attempt_window_secs: u64,
    /// Seconds a member token lives.
    pub token_lifetime_secs: u64,
    /// Seconds a member token lives with "remember me".
    pub remember_me_lifetime_secs: u64,
    /// Days after which a password must be changed; 0: never.
    pub password_max_age_days: u64,
    /// Proxies in front of the server that append the address they saw to `X-Forwarded-For`
    /// (1 behind one nginx). The shopper's address is taken that many entries from the end, and
    /// `X-Forwarded-Proto: https` is believed; 0 takes the peer's address and ignores both.
    pub proxy_hops: usize,
    /// The endpoint prefix of spec section 7, base64-encoded (`L2Nkbg==` is `/cdn`); empty: none.
    pub endpoint_prefix: String,
    /// The endpoint keys the web app prefixes (`http::prefix::ENDPOINT_KEYS`).
    pub endpoint_prefix_keys: Vec<String>,
    /// A MapLibre style URL of the shop's own tile provider for the store locator's map
    /// (`https://`); empty draws the offline map of Turkey the web app ships. Its origin is
    /// allowed to the pages' connections, so its tiles, glyphs and sprites must be served there.
    pub store_map_style_url: String,
    /// Carriers, bank transfers and cash on delivery (`[checkout]`).
    #[serde(default)]
    pub checkout: crate::order::config::CheckoutConfig,
    /// The card wallet provider, its keys and the instalment plans (`[wallet]`).
    #[serde(default)]
    pub wallet: crate::wallet::config::WalletConfig,
    /// Social sign-in providers (`[social]`, `[[social.providers]]`).
    #[serde(default)]
    pub social: crate::customer::social::config::SocialConfig,
    /// Metrics and stopping (`[ops]`).
    #[serde(default)]
    pub ops: crate::ops::config::OpsConfig,
    /// Rate limits on the guessable doors (`[limits]`, `http/limit/config.rs`).
    #[serde(default)]
    pub limits: crate::http::limit::LimitsConfig,
    /// The KVKK requests: the cooling-off before an erasure, the orders' retention (`[privacy]`).
    #[serde(default)]
    pub privacy: crate::privacy::config::PrivacyConfig,
    /// How often the back-in-stock mails go out (`[alerts]`).
    #[serde(default)]
    pub alerts: crate::alerts::config::AlertsConfig,
}

impl Default for Config {
    fn default() -> Self {
        Self {
            host: IpAddr::from([127, 0, 0, 1]),
            port: 8080,
            data_dir: PathBuf::from("data"),
            database_url: String::new(),
            secret_key: String::new(),
            public_url: "http://127.0.0.1:8080".into(),
            seed_demo: true,
            log_json: false,
            request_timeout_secs: 30,
            kvkk_required: true,
            licence_data: false,
            theme_folder: "vitrin".into(),
            page_cache_mb: crate::storefront::page_cache::DEFAULT_BUDGET_MB,
            rates: BTreeMap::from([("USD".into(), 41.25), ("EUR".into(), 47.80)]),
            cart_after_add: "popup".into(),
            free_shipping_threshold: 100_000,
            content_dir: String::new(),
            smtp_url: String::new(),
            smtp_from: "Vitrin <no-reply@vitrin.local>".into(),
            login_attempts_before_captcha: 3,
            login_attempt_window_secs: 900,
            token_lifetime_secs: 2 * 60 * 60,
            remember_me_lifetime_secs: 30 * 24 * 60 * 60,
            password_max_age_days: 0,
            proxy_hops: 0,
            endpoint_prefix: String::new(),
            endpoint_prefix_keys: Vec::new(),
            store_map_style_url: String::new(),
            checkout: crate::order::config::CheckoutConfig::default(),
            wallet: crate::wallet::config::WalletConfig::default(),
            social: crate::customer::social::config::SocialConfig::default(),
            ops: crate::ops::config::OpsConfig::default(),
            limits: crate::http::limit::LimitsConfig::default(),
            privacy: crate::privacy::config::PrivacyConfig::default(),
            alerts: crate::alerts::config::AlertsConfig::default(),
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("configuration: {0}")]
    Parse(#[from] Box<figment::Error>),
    #[error("configuration key `{key}`: {reason}")]
    Invalid { key: String, reason: String },
}

impl Config {
    /// Reads the layers from the process environment.
    pub fn load() -> Result<Self, ConfigError> {
        let file = std::env::var("VITRIN_CONFIG").unwrap_or_else(|_| "vitrin.toml".into());
        let mut figment = Figment::from(Serialized::defaults(Config::default()))
            .merge(Toml::file(file))
            .merge(
                Env::prefixed("VITRIN_")
                    .split("__")
                    // VITRIN_CONFIG names the file; VITRIN_TEST_* belong to the test suite.
                    .filter(|key| {
                        let key = key.as_str().to_ascii_lowercase();
                        key != "config" && !key.starts_with("test_")
                    }),
            );
        if let Ok(url) = std::env::var("DATABASE_URL") {
            if std::env::var_os("VITRIN_DATABASE_URL").is_none() {
                figment = figment.merge(Serialized::default("database_url", url));
            }
        }
        Self::from_figment(figment)
    }

    pub fn from_figment(figment: Figment) -> Result<Self, ConfigError> {
        let config: Config = figment.extract().map_err(Box::new)?;
        config.validate()?;
        Ok(config)
    }

    fn validate(&self) -> Result<(), ConfigError> {
        let invalid = |key: &str, reason: &str| ConfigError::Invalid {
            key: key.into(),
            reason: reason.into(),
        };
        for (code, rate) in &self.rates {
            let key = format!("rates.{code}");
            if Currency::parse(code).is_none_or(|c| c == Currency::Try) {
                return Err(invalid(&key, "unknown currency; use USD or EUR"));
            }
            if !(rate.is_finite() && *rate > 0.0) {
                return Err(invalid(&key, "must be a positive number"));
            }
        }
        for c in [Currency::Usd, Currency::Eur] {
            if !self.rates.contains_key(c.code()) {
                return Err(invalid(&format!("rates.{}", c.code()), "missing"));
            }
        }
        if !self.database_url.is_empty()
            && !self.database_url.starts_with("sqlite:")
            && !self.database_url.starts_with("postgres://")
            && !self.database_url.starts_with("postgresql://")
        {
            return Err(invalid(
                "database_url",
                "must start with sqlite: or postgres://",
            ));
        }
        if url::Url::parse(&self.public_url).is_err() {
            return Err(invalid("public_url", "not a URL"));
        }
        if crate::cart::model::AfterAdd::parse(&self.cart_after_add).is_none() {
            return Err(invalid("cart_after_add", "use stay, popup or notice"));
        }
        if self.free_shipping_threshold < 0 {
            return Err(invalid(
                "free_shipping_threshold",
                "must be 0 or more (kuruş)",
            ));
        }
        if !self.smtp_url.is_empty() && !self.smtp_url.starts_with("smtp://") {
            return Err(invalid("smtp_url", "must be empty or start with smtp://"));
        }
        if self.token_lifetime_secs < 60 || self.remember_me_lifetime_secs < 60 {
            return Err(invalid(
                "token_lifetime_secs",
                "must be at least 60 seconds",
            ));
        }
        if let Err(reason) = crate::http::prefix::decode(&self.endpoint_prefix) {
            return Err(invalid("endpoint_prefix", reason));
        }
        if let Some(key) = self
            .endpoint_prefix_keys
            .iter()
            .find(|key| !crate::http::prefix::ENDPOINT_KEYS.contains(&key.as_str()))
        {
            return Err(invalid(
                "endpoint_prefix_keys",
                &format!("unknown key {key:?}"),
            ));
        }
        if !self.store_map_style_url.is_empty() && self.store_map_origin().is_none() {
            return Err(invalid(
                "store_map_style_url",
                "must be empty or an https:// URL",
            ));
        }
        if let Some((key, reason)) = self.checkout.problem() {
            return Err(invalid(&key, reason));
        }
        if let Some((key, reason)) = self.wallet.problem() {
            return Err(invalid(&key, reason));
        }
        if let Some((key, reason)) = self.social.problem() {
            return Err(invalid(&key, &reason));
        }
        if let Some((key, reason)) = self.ops.problem() {
            return Err(invalid(&key, reason));
        }
        if let Some((key, reason)) = self.limits.problem() {
            return Err(invalid(&key, reason));
        }
        if self.request_timeout_secs == 0 {
            return Err(invalid("request_timeout_secs", "must be at least 1"));
        }
        Ok(())
    }

    /// The origin of `store_map_style_url` when it is an https:// URL.
    pub fn store_map_origin(&self) -> Option<String> {
        url::Url::parse(&self.store_map_style_url)
            .ok()
            .filter(|url| url.scheme() == "https" && url.host_str().is_some())
            .map(|url| url.origin().ascii_serialization())
    }

    pub fn database_url(&self) -> String {
        if self.database_url.is_empty() {
            format!("sqlite://{}/vitrin.db", self.data_dir.display())
        } else {
            self.database_url.clone()
        }
    }

    /// The content folder to read from disk; None uses the built-in one.
    pub fn content_path(&self) -> Option<PathBuf> {
        (!self.content_dir.trim().is_empty()).then(|| PathBuf::from(self.content_dir.trim()))
    }

    /// Rate of a currency in micro-lira per unit (integer maths for conversion).
    pub fn rate_micros(&self, currency: Currency) -> i64 {
        match currency {
            Currency::Try => 1_000_000,
            other => self
                .rates
                .get(other.code())
                .map_or(1_000_000, |r| (r * 1_000_000.0).round() as i64),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn from_toml(text: &str) -> Result<Config, ConfigError> {
        Config::from_figment(
            Figment::from(Serialized::defaults(Config::default())).merge(Toml::string(text)),
        )
    }

    #[test]
    fn defaults_are_valid() {
        let c = from_toml("").expect("defaults");
        assert_eq!(c.port, 8080);
        assert_eq!(c.database_url(), "sqlite://data/vitrin.db");
        assert_eq!(c.rate_micros(Currency::Usd), 41_250_000);
    }

    #[test]
    fn malformed_values_name_their_key() {
        let err = from_toml("port = \"eighty\"").unwrap_err().to_string();
        assert!(err.contains("port"), "{err}");
        let err = from_toml("[rates]\nUSD = -1").unwrap_err().to_string();
        assert!(err.contains("rates.USD"), "{err}");
        let err = from_toml("[rates]\nGBP = 50").unwrap_err().to_string();
        assert!(err.contains("rates.GBP"), "{err}");
        let err = from_toml("database_url = \"mysql://x\"")
            .unwrap_err()
            .to_string();
        assert!(err.contains("database_url"), "{err}");
        let err = from_toml("colour = 1").unwrap_err().to_string();
        assert!(err.contains("colour"), "{err}");
    }
}
