//! Addresses the middleware treats apart from the rest, named once here: the features mount their
//! routes at them, and the ground floor's checks (CSRF, error envelopes, rate limits, the request
//! log) read them without importing a feature.

/// The wallet sandbox: the card provider's own site, as `vitrin serve` plays it when `sandbox`
/// is on (its browser client's base URL is then `{WALLET_SANDBOX}/v2` on the shop's own origin).
/// It answers in the provider's words, its callers prove themselves as the provider's do, and its
/// one-time-password calls have a rate-limit door of their own.
pub const WALLET_SANDBOX: &str = "/wallet-sandbox";

/// Where a social sign-in provider that answers by `form_post` posts its answer, from its site.
pub const SOCIAL_FORM_POST: &str = "/api/v1/authentication/social-login/form-post";

/// The addresses whose path carries a one-time token (a membership's and a subscription's
/// activation link), followed by the id and the token.
const TOKEN_PATHS: [&str; 2] = [
    "/srv/service/customer/activateMembership/",
    "/srv/service/guest/activateSubscription/",
];

/// A request path fit for the logs: the one-time token of an activation link is left out.
pub fn loggable_path(path: &str) -> &str {
    TOKEN_PATHS
        .into_iter()
        .find(|prefix| path.starts_with(prefix))
        .unwrap_or(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn activation_tokens_stay_out_of_the_logs() {
        for link in TOKEN_PATHS {
            let path = format!("{link}7/{}", "ab".repeat(32));
            assert!(!loggable_path(&path).contains("abab"), "{path}");
        }
        assert_eq!(loggable_path("/sepet"), "/sepet");
    }
}
