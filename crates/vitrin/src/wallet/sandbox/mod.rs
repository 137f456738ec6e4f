//! The sandbox provider: the card wallet protocol answered locally, for development and tests.

use axum::Router;

use crate::{app::AppState, config::Config};

/// A handle on the sandbox's keys and accounts.
#[derive(Clone)]
pub struct Sandbox {}

impl Sandbox {
    /// Opens (or creates) the sandbox's key pair and accounts in `{data_dir}/wallet-sandbox/`.
    pub fn open(_config: &Config, _merchant_key: &[u8]) -> anyhow::Result<Self> {
        Ok(Self {})
    }
}

/// The sandbox's routes under `/wallet-sandbox`, present only when `wallet.sandbox` is on.
pub fn routes(_state: &AppState) -> Router<AppState> {
    Router::new()
}
