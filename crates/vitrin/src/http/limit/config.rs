//! The `[limits]` section of the configuration (env `VITRIN_LIMITS__...`): how many requests each
//! guessable door takes per minute from one client address, one session, one account or one
//! back-office key. Each count is also the burst: a key may spend it at once, then gets one
//! request back every `60 / count` seconds. 0 leaves a door unlimited.
//!
//! The counts live in each instance's memory: behind a load balancer, n instances let a client
//! through up to n times each count (the balancer's stickiness decides how close to that).

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct LimitsConfig {
    /// Off: no door is limited (the tracking captcha still applies).
    pub enabled: bool,
    /// Order tracking (`POST /srv/service/order/track`).
    pub track_per_minute: u32,
    /// Login, the forced password change and the account deletion request (each checks a password).
    pub login_per_minute: u32,
    /// Forgot-password, the reset link's form and a guest's data request (each mails a link).
    pub forgot_password_per_minute: u32,
    /// Registration and quick registration.
    pub registration_per_minute: u32,
    /// The contact form.
    pub contact_per_minute: u32,
    /// Phone verification's SMS sends and code checks.
    pub sms_per_minute: u32,
    /// The wallet sandbox's one-time code checks and resends.
    pub wallet_otp_per_minute: u32,
    /// Address saves (the address book and the checkout's address step), per session or member.
    pub address_per_minute: u32,
    /// Order placements, per session or member.
    pub order_per_minute: u32,
    /// Discount codes tried on the cart, per address, session and member.
    pub coupon_per_minute: u32,
    /// The back office's API, per key and per address.
    pub erp_per_minute: u32,
    /// Tracking misses for one order number (within `login_attempt_window_secs`) after which
    /// tracking that number also needs the security code.
    pub track_misses_before_captcha: u32,
    /// Seconds between two prunings of the limiter's memory (keys back to a full allowance are
    /// forgotten).
    pub prune_every_secs: u64,
}

impl Default for LimitsConfig {
    fn default() -> Self {
        Self {
            enabled: true,
            track_per_minute: 10,
            login_per_minute: 60,
            forgot_password_per_minute: 10,
            registration_per_minute: 30,
            contact_per_minute: 10,
            sms_per_minute: 20,
            wallet_otp_per_minute: 20,
            address_per_minute: 60,
            order_per_minute: 30,
            coupon_per_minute: 10,
            erp_per_minute: 600,
            track_misses_before_captcha: 3,
            prune_every_secs: 30,
        }
    }
}

impl LimitsConfig {
    /// The first setting that cannot work, with why.
    pub fn problem(&self) -> Option<(String, &'static str)> {
        if self.prune_every_secs == 0 {
            return Some((
                "limits.prune_every_secs".into(),
                "must be at least 1 second",
            ));
        }
        None
    }
}
