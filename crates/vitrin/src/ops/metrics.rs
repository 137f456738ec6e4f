//! What an operator scrapes: `GET /metrics` in Prometheus' text format, recorded through the
//! `metrics` facade into one recorder per process.
//!
//! Families (every name starts with `vitrin_`):
//! - `http_requests_total{route,method,status}` and `http_request_duration_seconds{route,method}`
//!   (a histogram): `route` is the route's pattern with its parameters written `:name`
//!   (`/srv/service/customer/address/get/:id`; braces in a label trip some readers), never the
//!   address asked for; `fallback` for what no route matched. `http_requests_in_flight{route}`.
//! - `page_cache_hits_total`, `page_cache_misses_total`: assembled pages answered from memory or
//!   built (the counters `/healthz` reports too).
//! - `search_answers_total{kept}`: live-search answers given from the kept answers (`kept="true"`)
//!   or made.
//! - `db_writer_wait_seconds` (a histogram): how long a write waited for the writer's connection
//!   and its transaction; `db_pool_connections{pool,state}`: open and idle connections of the
//!   `read` and `write` pools at the scrape.
//! - `orders_placed_total{payment_method}`, `payments_confirmed_total`.
//! - `rate_limited_total{door}`: requests refused by a rate limit, counted by [`rate_limited`].
//! - `ready`: 1 once search and the filter index are built (`/readyz`).
//!
//! Who may read them: see [`crate::ops::config::OpsConfig`]. Without a token or an admin address
//! there are no metrics to read.

use std::{
    sync::{
        atomic::{AtomicUsize, Ordering},
        OnceLock,
    },
    time::{Duration, Instant},
};

use axum::{
    extract::{MatchedPath, Request, State},
    http::{header, HeaderMap, Method},
    middleware::Next,
    response::{IntoResponse, Response},
};
use metrics::{counter, gauge, histogram};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use subtle::ConstantTimeEq;

use crate::{error::Refusal, state::AppState};

use super::OpsMsg;

/// Bucket bounds in seconds for request latencies and database waits.
const SECONDS_BUCKETS: &[f64] = &[
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0,
];

/// How often the recorder folds recorded samples into its buckets between scrapes.
const UPKEEP: Duration = Duration::from_secs(5);

static RECORDER: OnceLock<Option<PrometheusHandle>> = OnceLock::new();

/// Requests being answered now, over every route (what a stopping server still waits for).
static IN_FLIGHT: AtomicUsize = AtomicUsize::new(0);

/// Installs the process's recorder (once; later calls find it). None when another recorder was
/// installed first: then nothing is recorded here.
pub fn install() -> Option<&'static PrometheusHandle> {
    RECORDER
        .get_or_init(|| {
            let recorder = PrometheusBuilder::new()
                .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), SECONDS_BUCKETS)
                .ok()?
                .build_recorder();
            let handle = recorder.handle();
            metrics::set_global_recorder(recorder).ok()?;
            describe();
            let upkeep = handle.clone();
            // A thread of its own: test runtimes come and go, the recorder stays.
            let started = std::thread::Builder::new()
                .name("metrics-upkeep".into())
                .spawn(move || loop {
                    std::thread::sleep(UPKEEP);
                    upkeep.run_upkeep();
                });
            if let Err(e) = started {
                tracing::warn!(error = %e, "metrics upkeep not started; scrapes do it");
            }
            Some(handle)
        })
        .as_ref()
}

/// The `# HELP` line of each family.
fn describe() {
    use metrics::{describe_counter, describe_gauge, describe_histogram, Unit};
    describe_counter!(
        "vitrin_http_requests_total",
        "Answers by route pattern, method and status"
    );
    describe_histogram!(
        "vitrin_http_request_duration_seconds",
        Unit::Seconds,
        "Time to answer, by route pattern and method"
    );
    describe_gauge!(
        "vitrin_http_requests_in_flight",
        "Requests being answered, by route pattern"
    );
    describe_counter!(
        "vitrin_page_cache_hits_total",
        "Assembled pages answered from memory"
    );
    describe_counter!("vitrin_page_cache_misses_total", "Assembled pages built");
    describe_counter!(
        "vitrin_search_answers_total",
        "Live-search answers, kept (true) or made (false)"
    );
    describe_histogram!(
        "vitrin_db_writer_wait_seconds",
        Unit::Seconds,
        "Wait for the database writer's connection and transaction"
    );
    describe_gauge!(
        "vitrin_db_pool_connections",
        "Open and idle connections of the read and write pools"
    );
    describe_counter!(
        "vitrin_orders_placed_total",
        "Orders created, by payment method"
    );
    describe_counter!(
        "vitrin_payments_confirmed_total",
        "Card payments the provider confirmed, recorded"
    );
    describe_counter!(
        "vitrin_rate_limited_total",
        "Requests a rate limit refused, by door"
    );
    describe_gauge!(
        "vitrin_ready",
        "1 once search and the filter index are built"
    );
}

/// Counts a request refused by a rate limit at `door` (a short fixed word naming the limited
/// call, such as `order_track` or `login`: never a client address or any input). The limiter
/// calls this once per refused request.
pub fn rate_limited(door: &'static str) {
    counter!("vitrin_rate_limited_total", "door" => door).increment(1);
}

/// Counts an order a placement created (not one its key had already placed).
pub fn order_placed(payment_method: &'static str) {
    counter!("vitrin_orders_placed_total", "payment_method" => payment_method).increment(1);
}

/// Counts a payment the provider confirmed, recorded for the first time.
pub fn payment_confirmed() {
    counter!("vitrin_payments_confirmed_total").increment(1);
}

/// Counts a live-search answer, given from the kept answers or made.
pub fn search_answer(kept: bool) {
    counter!("vitrin_search_answers_total", "kept" => if kept { "true" } else { "false" })
        .increment(1);
}

/// Records how long a write waited for the writer's connection and its transaction.
pub fn db_writer_wait(waited: Duration) {
    histogram!("vitrin_db_writer_wait_seconds").record(waited.as_secs_f64());
}

/// Requests being answered now.
pub fn in_flight() -> usize {
    IN_FLIGHT.load(Ordering::SeqCst)
}

/// The label of a method: the standard ones by name, anything else as `other`.
fn method_label(method: &Method) -> &'static str {
    match *method {
        Method::GET => "GET",
        Method::HEAD => "HEAD",
        Method::POST => "POST",
        Method::PUT => "PUT",
        Method::DELETE => "DELETE",
        Method::PATCH => "PATCH",
        Method::OPTIONS => "OPTIONS",
        _ => "other",
    }
}

/// A route's pattern as a label: `{id}` written `:id`, `{*rest}` written `*rest`.
fn route_label(pattern: &str) -> String {
    pattern
        .replace("{*", "*")
        .replace('{', ":")
        .replace('}', "")
}

/// Leaves the in-flight count when the request is answered or given up.
struct InFlight(String);

impl InFlight {
    fn enter(route: &str) -> Self {
        IN_FLIGHT.fetch_add(1, Ordering::SeqCst);
        gauge!("vitrin_http_requests_in_flight", "route" => route.to_string()).increment(1.0);
        InFlight(route.to_string())
    }
}

impl Drop for InFlight {
    fn drop(&mut self) {
        IN_FLIGHT.fetch_sub(1, Ordering::SeqCst);
        gauge!("vitrin_http_requests_in_flight", "route" => self.0.clone()).decrement(1.0);
    }
}

/// Counts and times every request by its route's pattern, method and status. A route layer:
/// the pattern is known once the router has matched.
pub async fn track(req: Request, next: Next) -> Response {
    let route = req
        .extensions()
        .get::<MatchedPath>()
        .map_or_else(|| "fallback".to_string(), |p| route_label(p.as_str()));
    let method = method_label(req.method());
    let _in_flight = InFlight::enter(&route);
    let started = Instant::now();
    let response = next.run(req).await;
    let status = response.status().as_u16().to_string();
    histogram!("vitrin_http_request_duration_seconds", "route" => route.clone(), "method" => method)
        .record(started.elapsed().as_secs_f64());
    counter!("vitrin_http_requests_total", "route" => route, "method" => method, "status" => status)
        .increment(1);
    response
}

/// Whether the request carries the configured token (compared in constant time).
fn token_matches(headers: &HeaderMap, token: &str) -> bool {
    let sent = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .unwrap_or("");
    !token.is_empty() && bool::from(sent.trim().as_bytes().ct_eq(token.as_bytes()))
}

/// The values read at the scrape, from this instance's state.
fn observe(state: &AppState) {
    let pages = state.page_cache.report();
    counter!("vitrin_page_cache_hits_total").absolute(pages.hits);
    counter!("vitrin_page_cache_misses_total").absolute(pages.misses);
    for (name, pool) in [("read", &state.db.pool), ("write", &state.db.writer)] {
        gauge!("vitrin_db_pool_connections", "pool" => name, "state" => "open")
            .set(f64::from(pool.size()));
        gauge!("vitrin_db_pool_connections", "pool" => name, "state" => "idle")
            .set(pool.num_idle() as f64);
    }
    gauge!("vitrin_ready").set(if super::health::is_ready(state) {
        1.0
    } else {
        0.0
    });
}

/// The metrics, rendered (404 when this process records none: another recorder came first).
fn render(state: &AppState) -> Result<Response, Refusal> {
    let handle = install().ok_or_else(Refusal::not_found)?;
    observe(state);
    handle.run_upkeep();
    Ok((
        [
            (
                header::CONTENT_TYPE,
                "text/plain; version=0.0.4; charset=utf-8",
            ),
            (header::CACHE_CONTROL, "no-store"),
        ],
        handle.render(),
    )
        .into_response())
}

fn unauthorized() -> Refusal {
    Refusal::bearer_required(OpsMsg::MetricsToken).private()
}

/// The metrics on the shop's address: only with `ops.metrics_token` set and sent.
#[utoipa::path(get, path = "/metrics", tag = "ops",
    params(("Authorization" = Option<String>, Header, description = "Bearer <ops.metrics_token>; without it the answer is 401 (or 404 when the shop has no token)")),
    responses((status = 200, content_type = "text/plain", body = String, description = "the metrics in Prometheus' text format (0.0.4)"),
              (status = 401, body = crate::error::ErrorEnvelope, description = "no token or the wrong one"),
              (status = 404, body = crate::error::ErrorEnvelope, description = "no ops.metrics_token configured: the shop's address has no metrics")))]
pub async fn metrics(
    State(state): State<AppState>,
    headers: HeaderMap,
) -> Result<Response, Refusal> {
    let token = &state.config.ops.metrics_token;
    if token.is_empty() {
        return Err(Refusal::not_found());
    }
    if !token_matches(&headers, token) {
        return Err(unauthorized());
    }
    render(&state)
}

/// The metrics on the admin address: the token is asked only when one is configured.
async fn admin_metrics(
    State(state): State<AppState>,
    headers: HeaderMap,
) -> Result<Response, Refusal> {
    let token = &state.config.ops.metrics_token;
    if !token.is_empty() && !token_matches(&headers, token) {
        return Err(unauthorized());
    }
    render(&state)
}

/// What the admin address (`ops.metrics_address`) serves: the metrics and the two health checks.
pub fn admin_router(state: AppState) -> axum::Router {
    use axum::routing::get;
    axum::Router::new()
        .route("/metrics", get(admin_metrics))
        .route("/healthz", get(crate::app::healthz))
        .route("/readyz", get(super::health::readyz))
        .with_state(state)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_token_is_the_bearer_exactly() {
        let mut headers = HeaderMap::new();
        assert!(!token_matches(&headers, "secret"));
        headers.insert(header::AUTHORIZATION, "Bearer secret".parse().unwrap());
        assert!(token_matches(&headers, "secret"));
        assert!(!token_matches(&headers, "secret2"));
        assert!(!token_matches(&headers, ""));
        headers.insert(header::AUTHORIZATION, "Basic secret".parse().unwrap());
        assert!(!token_matches(&headers, "secret"));
    }

    #[test]
    fn route_parameters_are_written_with_a_colon() {
        assert_eq!(
            route_label("/srv/service/customer/address/get/{id}"),
            "/srv/service/customer/address/get/:id"
        );
        assert_eq!(
            route_label("/wallet-sandbox/{*rest}"),
            "/wallet-sandbox/*rest"
        );
        assert_eq!(route_label("/healthz"), "/healthz");
    }

    #[test]
    fn unusual_methods_share_one_label() {
        assert_eq!(method_label(&Method::GET), "GET");
        assert_eq!(method_label(&Method::from_bytes(b"BREW").unwrap()), "other");
    }
}
