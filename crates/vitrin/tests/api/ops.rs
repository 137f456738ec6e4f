//! The operator's calls: `/metrics` only with the configured token, scraped and read back by a
//! Prometheus text-format parser (requests by route pattern and status, latency histograms, the
//! page cache, kept search answers, the database's writer waits and pools, orders placed,
//! rate-limit refusals); `/readyz` 503 until search and the filter index are built, then 200.

use std::time::{Duration, Instant};

use prometheus_parse::{Sample, Scrape, Value as Metric};

use crate::{
    helpers::TestApp,
    on_both_backends,
    order::{place_one, ready_guest, variant_with_stock},
};

const TOKEN: &str = "scrape-token-0123456789abcdefghij";

async fn scrape(app: &TestApp) -> Scrape {
    let r = app
        .client
        .get(app.url("/metrics"))
        .bearer_auth(TOKEN)
        .send()
        .await
        .expect("scrape");
    assert_eq!(r.status().as_u16(), 200);
    let content_type = r.headers()["content-type"].to_str().expect("type");
    assert!(
        content_type.starts_with("text/plain; version=0.0.4"),
        "{content_type}"
    );
    let text = r.text().await.expect("text");
    let scrape =
        Scrape::parse(text.lines().map(|l| Ok(l.to_string()))).expect("Prometheus text format");
    // Every family the text declares was read: the parser skipped none of its lines whole.
    for family in text.lines().filter_map(|l| l.strip_prefix("# TYPE ")) {
        let name = family.split(' ').next().expect("name");
        assert!(!samples(&scrape, name).is_empty(), "{name} not read");
    }
    scrape
}

fn samples<'a>(scrape: &'a Scrape, name: &str) -> Vec<&'a Sample> {
    scrape.samples.iter().filter(|s| s.metric == name).collect()
}

/// The value of the sample of `name` whose labels include `labels`.
fn value(scrape: &Scrape, name: &str, labels: &[(&str, &str)]) -> f64 {
    let sample = samples(scrape, name)
        .into_iter()
        .find(|s| labels.iter().all(|(k, v)| s.labels.get(k) == Some(*v)))
        .unwrap_or_else(|| {
            let seen: Vec<_> = samples(scrape, name).iter().map(|s| &s.labels).collect();
            panic!("{name} {labels:?} not among {seen:?}")
        });
    match sample.value {
        Metric::Counter(v) | Metric::Gauge(v) | Metric::Untyped(v) => v,
        _ => panic!("{name} is not a single number"),
    }
}

/// Whether `name` is a histogram with buckets that counted something.
fn counted_histogram(scrape: &Scrape, name: &str) -> bool {
    samples(scrape, name).iter().any(|s| match &s.value {
        Metric::Histogram(buckets) => buckets.iter().any(|b| b.count > 0.0),
        _ => false,
    })
}

async fn metrics_need_the_token_and_parse(app: TestApp) {
    // Without a token configured the shop's address has no metrics at all.
    assert_eq!(app.get("/metrics").await.status().as_u16(), 404);
    let ops = app
        .instance(|c| {
            c.ops.metrics_token = TOKEN.into();
            c.limits.track_per_minute = 1;
        })
        .await;
    let r = ops.get("/metrics").await;
    assert_eq!(r.status().as_u16(), 401);
    assert_eq!(r.headers()["www-authenticate"], "Bearer");
    let body: serde_json::Value = r.json().await.expect("json");
    assert_eq!(body["error"]["code"], "metrics_token");
    let wrong = ops
        .client
        .get(ops.url("/metrics"))
        .bearer_auth(format!("{TOKEN}x"))
        .send()
        .await
        .expect("request");
    assert_eq!(wrong.status().as_u16(), 401);

    // Traffic: a product page twice (built, then kept), a search twice (made, then kept), an
    // address and a page that do not exist, an order, a refusal by a rate limit.
    let variant = variant_with_stock(&ops.db, 1_000).await;
    let slug: String = ops
        .scalar("SELECT slug FROM products WHERE id = $1", &[&variant.0])
        .await;
    let page = format!("/api/storefront/page?path=/{slug}");
    for _ in 0..2 {
        assert_eq!(ops.get(&page).await.status().as_u16(), 200);
        let search = ops.get("/srv/service/product/search/elbise").await;
        assert_eq!(search.status().as_u16(), 200);
    }
    let missing = ops.get("/srv/service/customer/address/get/987654").await;
    assert_eq!(missing.status().as_u16(), 404);
    assert_eq!(
        ops.get("/yok-boyle-bir-sayfa-555").await.status().as_u16(),
        404
    );
    let guest = ready_guest(&ops, "olcum@example.com").await;
    place_one(&ops, &guest, variant, "metrics-order-000001").await;
    // The second tracking of the minute is over the count of one: refused and counted.
    let track = [
        ("order_no", "9990001112".to_string()),
        ("contact", "x@example.com".to_string()),
    ];
    let (first, _) = guest.post(&ops, "/srv/service/order/track", &track).await;
    assert_ne!(first, 429);
    let (second, body) = guest.post(&ops, "/srv/service/order/track", &track).await;
    assert_eq!(second, 429, "{body}");

    let scraped = scrape(&ops).await;
    let requests = samples(&scraped, "vitrin_http_requests_total");
    assert!(
        value(
            &scraped,
            "vitrin_http_requests_total",
            &[
                ("route", "/srv/service/customer/address/get/:id"),
                ("method", "GET"),
                ("status", "404"),
            ],
        ) >= 1.0
    );
    assert!(
        value(
            &scraped,
            "vitrin_http_requests_total",
            &[
                ("route", "/srv/service/order-step/place-order"),
                ("status", "200")
            ],
        ) >= 1.0
    );
    assert!(requests
        .iter()
        .any(|s| s.labels.get("route") == Some("/srv/service/product/search/:term")));
    // Route patterns only: no address asked for is a label.
    for s in &requests {
        let route = s.labels.get("route").expect("route");
        for raw in ["987654", "elbise", "555", slug.as_str()] {
            assert!(!route.contains(raw), "{route}");
        }
    }
    assert!(requests
        .iter()
        .any(|s| s.labels.get("route") == Some("fallback")));
    assert!(counted_histogram(
        &scraped,
        "vitrin_http_request_duration_seconds"
    ));
    assert!(value(&scraped, "vitrin_page_cache_hits_total", &[]) >= 1.0);
    assert!(value(&scraped, "vitrin_page_cache_misses_total", &[]) >= 1.0);
    assert!(value(&scraped, "vitrin_search_answers_total", &[("kept", "true")]) >= 1.0);
    assert!(counted_histogram(&scraped, "vitrin_db_writer_wait_seconds"));
    assert!(
        value(
            &scraped,
            "vitrin_db_pool_connections",
            &[("pool", "read"), ("state", "open")]
        ) >= 1.0
    );
    assert!(
        value(
            &scraped,
            "vitrin_orders_placed_total",
            &[("payment_method", "bank_transfer")]
        ) >= 1.0
    );
    assert!(value(&scraped, "vitrin_rate_limited_total", &[("door", "track")]) >= 1.0);
}

on_both_backends!(metrics, metrics_need_the_token_and_parse);

async fn readyz_waits_for_search_and_filters(app: TestApp) {
    // An instance that cannot build its indexes yet: the catalog's version cannot be read.
    sqlx::query("DELETE FROM meta WHERE key = 'catalog_version'")
        .execute(&app.db.writer)
        .await
        .expect("delete");
    let starting = app.instance(|_| {}).await;
    let r = starting.get("/readyz").await;
    assert_eq!(r.status().as_u16(), 503);
    let body: serde_json::Value = r.json().await.expect("json");
    assert_eq!(body["error"]["code"], "starting");
    // Health stays cheap and says nothing of the indexes.
    assert_eq!(starting.get("/healthz").await.status().as_u16(), 200);

    sqlx::query("INSERT INTO meta (key, value) VALUES ('catalog_version', '1')")
        .execute(&app.db.writer)
        .await
        .expect("insert");
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let (code, body) = starting.get_json("/readyz").await;
        if code == 200 {
            assert_eq!(body["status"], "ready");
            break;
        }
        assert_eq!(code, 503, "{body}");
        assert!(Instant::now() < deadline, "never ready");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

on_both_backends!(readiness, readyz_waits_for_search_and_filters);
