//! The card wallet: the shop's side of a card payment provider's wallet protocol (merchant
//! tokens, server-side confirmation of payments, card BINs and instalment plans), and a sandbox
//! provider of our own that speaks the protocol locally. The browser client lives in the web
//! app's `features/wallet`.

pub mod bins;
pub mod config;
pub mod instalments;
pub mod payments;
pub mod query;
pub mod refunds;
pub mod routes;
pub mod sandbox;
pub mod token;

use std::sync::Arc;

use hmac::{Hmac, Mac};
use sha2::Sha256;

use crate::config::Config;

/// The provider's calls (spec section 7): the paths without their slash, each one a merchant
/// token is made for.
pub const CALLS: [&str; 16] = [
    "remotePurchaseOther",
    "register",
    "deleteCard",
    "updateUser",
    "forgotPassword",
    "checkMasterPassEndUser",
    "addCardToMasterPass",
    "linkCardToClient",
    "commitTransaction",
    "validateTransaction",
    "purchaseAndRegister",
    "completeRegistration",
    "listManagement",
    "resendOtp",
    "directPurchase",
    "verifyPin",
];

/// What the wallet needs at run time besides the configuration.
#[derive(Clone)]
pub struct Wallet {
    /// Signs merchant tokens and merchant queries; shared with the provider.
    pub merchant_key: Arc<[u8]>,
    /// The sandbox provider of this process, when `wallet.sandbox` is on and it could start.
    pub sandbox: Option<sandbox::Sandbox>,
}

impl Wallet {
    pub fn new(config: &Config, secret: &[u8]) -> Self {
        let merchant_key = merchant_key(config, secret);
        let sandbox = config
            .wallet
            .sandbox_on()
            .then(|| sandbox::Sandbox::open(config, &merchant_key))
            .and_then(|opened| {
                opened
                    .map_err(|e| tracing::error!(error = %e, "wallet sandbox did not start"))
                    .ok()
            });
        Self {
            merchant_key,
            sandbox,
        }
    }
}

/// The configured merchant key, or one derived from the shop's secret.
pub fn merchant_key(config: &Config, secret: &[u8]) -> Arc<[u8]> {
    if !config.wallet.merchant_key.is_empty() {
        return config.wallet.merchant_key.as_bytes().into();
    }
    let mut mac = Hmac::<Sha256>::new_from_slice(secret).expect("HMAC takes a key of any length");
    mac.update(b"vitrin wallet merchant key");
    mac.finalize().into_bytes().to_vec().into()
}
