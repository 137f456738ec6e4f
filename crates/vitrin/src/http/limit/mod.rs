//! Rate limits on the guessable doors (`doors::DOORS`): one keyed limiter per door (`governor`,
//! the generic cell rate algorithm), counting each request under the client address (after the
//! configured proxy hops), the session and the signed-in member, or for the back office under
//! its key; a call that knows the account being tried (the login name, the email of a reset)
//! counts it too (`check_account`). Over the count: 429 with `Retry-After` in seconds and the
//! message in the shopper's language, in the door's shape.
//!
//! Each key holds a few bytes of state in memory. The pruner forgets, every
//! `limits.prune_every_secs`, the keys whose allowance is full again (no request within their
//! last minute), so memory follows the keys seen in about a minute, not since start. A refused
//! key costs one map lookup, so a flood from one key leaves the others served.

pub mod config;
pub mod doors;

use std::{
    borrow::Cow,
    net::SocketAddr,
    num::NonZeroU32,
    sync::{Arc, Weak},
    time::Duration,
};

use axum::{
    extract::{ConnectInfo, MatchedPath, Request, State},
    http::StatusCode,
    middleware::Next,
    response::{IntoResponse, Response},
};
use axum_extra::extract::SignedCookieJar;
use governor::{clock::Clock, DefaultKeyedRateLimiter, Quota, RateLimiter};
use sha2::{Digest, Sha256};

pub use config::LimitsConfig;
pub use doors::Door;
use doors::{door_of, CountedBy};

use crate::{
    error::{Message, Refusal},
    http::member_token,
    http::{proxy::client_ip, session},
    locale::Lang,
    state::AppState,
};

/// The limiter of every door (None for an unlimited one).
pub struct Limits {
    doors: Vec<Option<DefaultKeyedRateLimiter<String>>>,
}

impl Limits {
    pub fn new(config: &LimitsConfig) -> Self {
        let doors = Door::ALL
            .iter()
            .map(|door| {
                NonZeroU32::new(door.per_minute(config))
                    .filter(|_| config.enabled)
                    .map(|n| RateLimiter::keyed(Quota::per_minute(n)))
            })
            .collect();
        Limits { doors }
    }

    /// Counts one request under each key; the wait of the first key over its count.
    pub fn check(&self, door: Door, keys: &[String]) -> Result<(), Duration> {
        let Some(Some(limiter)) = self.doors.get(door.index()) else {
            return Ok(());
        };
        for key in keys {
            if let Err(until) = limiter.check_key(key) {
                return Err(until.wait_time_from(limiter.clock().now()));
            }
        }
        Ok(())
    }

    /// Forgets the keys whose allowance is full again.
    pub fn prune(&self) {
        for limiter in self.doors.iter().flatten() {
            limiter.retain_recent();
            limiter.shrink_to_fit();
        }
    }

    /// The keys held over every door.
    pub fn keys_held(&self) -> usize {
        self.doors.iter().flatten().map(|l| l.len()).sum()
    }

    /// Prunes every `every` while the limits are in use.
    pub fn spawn_pruner(self: &Arc<Self>, every: Duration) {
        let limits: Weak<Limits> = Arc::downgrade(self);
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(every);
            tick.tick().await;
            loop {
                tick.tick().await;
                let Some(limits) = limits.upgrade() else {
                    return;
                };
                limits.prune();
            }
        });
    }
}

/// The message of a refused request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooManyRequests {
    pub secs: u64,
}

impl Message for TooManyRequests {
    fn code(&self) -> &'static str {
        "too_many_requests"
    }

    fn text(&self, lang: Lang) -> Cow<'static, str> {
        let n = self.secs;
        Cow::Owned(match lang {
            Lang::Tr => {
                format!("Çok fazla deneme yaptınız. Lütfen {n} saniye sonra tekrar deneyin.")
            }
            Lang::En => format!("Too many attempts. Please try again in {n} seconds."),
            Lang::Ar => format!("لقد قمت بمحاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد {n} ثانية."),
        })
    }
}

/// 429 for a request of `door` that may come back after `wait`, counted in the metrics.
pub fn refusal(door: Door, wait: Duration) -> Refusal {
    crate::ops::metrics::rate_limited(door.label());
    // Whole seconds, rounded up: a client that waits as told is let in.
    let secs = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
    let msg = TooManyRequests { secs: secs.max(1) };
    let refusal = if door.member_shaped() {
        Refusal::field(StatusCode::TOO_MANY_REQUESTS, "", msg)
    } else {
        Refusal::new(StatusCode::TOO_MANY_REQUESTS, msg)
    };
    refusal.retry_after(secs.max(1))
}

/// Counts a request of `door` for the account being tried (a login name, a reset's email).
pub fn check_account(state: &AppState, door: Door, account: &str) -> Result<(), Refusal> {
    state
        .limits
        .check(door, &[format!("account:{}", digest(account))])
        .map_err(|wait| refusal(door, wait))
}

/// Refuses a request of a door over its count before it reaches the call.
pub async fn guard(State(state): State<AppState>, req: Request, next: Next) -> Response {
    let matched = req
        .extensions()
        .get::<MatchedPath>()
        .map(MatchedPath::as_str);
    let Some(door) = door_of(req.method(), matched, req.uri().path()) else {
        return next.run(req).await;
    };
    let keys = keys_of(&state, door, &req);
    match state.limits.check(door, &keys) {
        Ok(()) => next.run(req).await,
        Err(wait) => {
            tracing::info!(door = ?door, "rate limit reached");
            refusal(door, wait).into_response()
        }
    }
}

/// The keys a request of `door` is counted under.
fn keys_of(state: &AppState, door: Door, req: &Request) -> Vec<String> {
    let headers = req.headers();
    let peer = req
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|c| c.0.ip());
    let address = client_ip(headers, peer, state.config.proxy_hops)
        .map_or_else(|| "address:unknown".into(), |ip| format!("address:{ip}"));
    let jar = SignedCookieJar::from_headers(headers, state.cookie_key.clone());
    let session = session::verified_session_id(&jar).map(|s| format!("session:{s}"));
    let member = member_token::token_from_headers(state, headers)
        .and_then(|token| member_token::decode(&state.secret, &token, crate::clock::now_secs()))
        .map(|claims| format!("member:{}", claims.member_id));
    match door.counted_by() {
        CountedBy::Client => [Some(address), session, member]
            .into_iter()
            .flatten()
            .collect(),
        CountedBy::Session => {
            let own: Vec<String> = [session, member].into_iter().flatten().collect();
            if own.is_empty() {
                vec![address]
            } else {
                own
            }
        }
        CountedBy::ApiKey => {
            let given = headers
                .get("x-api-key")
                .map(|v| v.as_bytes())
                .unwrap_or_default();
            vec![format!("key:{}", digest(given)), address]
        }
    }
}

/// A short digest of what a client wrote, so a key's size never depends on it.
fn digest(text: impl AsRef<[u8]>) -> String {
    hex::encode(&Sha256::digest(text.as_ref())[..12])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits(per_minute: u32) -> Limits {
        Limits::new(&LimitsConfig {
            track_per_minute: per_minute,
            ..LimitsConfig::default()
        })
    }

    #[test]
    fn a_key_over_its_count_waits_and_others_pass() {
        let limits = limits(3);
        let a = ["address:10.0.0.1".to_string()];
        for _ in 0..3 {
            assert!(limits.check(Door::Track, &a).is_ok());
        }
        let wait = limits.check(Door::Track, &a).expect_err("the fourth waits");
        assert!(
            wait > Duration::ZERO && wait <= Duration::from_secs(20),
            "{wait:?}"
        );
        assert!(limits
            .check(Door::Track, &["address:10.0.0.2".to_string()])
            .is_ok());
        assert!(
            limits.check(Door::Login, &a).is_ok(),
            "each door counts apart"
        );
    }

    #[test]
    fn an_unlimited_door_and_switched_off_limits_pass_everything() {
        let limits = limits(0);
        let a = ["address:10.0.0.1".to_string()];
        for _ in 0..100 {
            assert!(limits.check(Door::Track, &a).is_ok());
        }
        let off = Limits::new(&LimitsConfig {
            enabled: false,
            ..LimitsConfig::default()
        });
        for _ in 0..100 {
            assert!(off.check(Door::Order, &a).is_ok());
        }
    }

    #[test]
    fn pruning_forgets_nothing_still_counting() {
        let limits = limits(3);
        limits
            .check(Door::Track, &["address:10.0.0.1".to_string()])
            .expect("first");
        limits.prune();
        assert_eq!(limits.keys_held(), 1, "a key within its minute is kept");
    }

    #[test]
    fn the_refusal_says_when_to_come_back_in_each_language() {
        let response = refusal(Door::Track, Duration::from_millis(5_200)).render(Lang::En);
        assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
        assert_eq!(response.headers()[axum::http::header::RETRY_AFTER], "6");
        let tr = TooManyRequests { secs: 6 }.text(Lang::Tr);
        assert_eq!(
            tr,
            "Çok fazla deneme yaptınız. Lütfen 6 saniye sonra tekrar deneyin."
        );
        assert!(TooManyRequests { secs: 6 }.text(Lang::Ar).contains('6'));
    }
}
