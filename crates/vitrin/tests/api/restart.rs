//! Graceful restarts of the real binary (`vitrin serve`, as the browser tests start it, on a data
//! folder of its own, on SQLite and on PostgreSQL): 30 guests place orders at once and SIGTERM
//! comes while every placement is in flight (they wait for a lock on the ordered variant's row,
//! which the test holds: on SQLite the whole database's write lock). The server stops
//! accepting, finishes all 30 (each guest is answered, none sees its connection reset), exits 0,
//! and every acknowledged order is in the database; started again on the folder, it is ready
//! and stops cleanly once more. The metrics are read on the admin address here.

use std::{
    path::Path,
    process::Stdio,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use serde_json::Value;
use tokio::{
    io::{AsyncBufReadExt, BufReader},
    process::{Child, Command},
    sync::oneshot,
};
use vitrin::{seed, startup};

use crate::{
    helpers::{fresh_postgres_database, test_config, Backend, TestApp},
    order::{ready_guest, ready_to_place, variant_with_stock, PLACE},
    steps::same_origin_post,
};

const GUESTS: usize = 30;
const PRODUCTS: usize = 12;

/// `vitrin serve` running, its addresses read from its log.
struct Server {
    child: Child,
    base: String,
    admin: String,
    /// Its log lines, to say why it stopped as it did.
    log: Arc<Mutex<Vec<String>>>,
}

/// The address a JSON log line names with `message`, if it is that line.
fn logged_address(line: &str, message: &str) -> Option<String> {
    let entry: Value = serde_json::from_str(line).ok()?;
    (entry["fields"]["message"] == message)
        .then(|| entry["fields"]["address"].as_str().map(str::to_string))
        .flatten()
}

async fn start(dir: &Path, database_url: &str) -> Server {
    let config = test_config(dir.to_path_buf(), database_url.to_string());
    let mut child = Command::new(env!("CARGO_BIN_EXE_vitrin"))
        .arg("serve")
        // Only these settings: none of the test run's own.
        .env_clear()
        .envs((!database_url.is_empty()).then_some(("VITRIN_DATABASE_URL", database_url)))
        .env("PATH", std::env::var_os("PATH").unwrap_or_default())
        .env("VITRIN_HOST", "127.0.0.1")
        .env("VITRIN_PORT", "0")
        .env("VITRIN_DATA_DIR", dir)
        .env("VITRIN_SECRET_KEY", &config.secret_key)
        .env("VITRIN_SEED_DEMO", "false")
        .env("VITRIN_LOG_JSON", "true")
        .env("VITRIN_OPS__METRICS_ADDRESS", "127.0.0.1:0")
        .env("VITRIN_OPS__SHUTDOWN_GRACE_SECS", "60")
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .kill_on_drop(true)
        .spawn()
        .expect("vitrin serve");
    let stdout = child.stdout.take().expect("stdout");
    let (found, addresses) = oneshot::channel();
    let log = Arc::new(Mutex::new(Vec::new()));
    let kept = log.clone();
    // The log is read to its end, so the server never blocks on a full pipe.
    tokio::spawn(async move {
        let mut lines = BufReader::new(stdout).lines();
        let (mut admin, mut found) = (None, Some(found));
        while let Ok(Some(line)) = lines.next_line().await {
            kept.lock().expect("log").push(line.clone());
            if let Some(address) = logged_address(&line, "metrics serving") {
                admin = Some(address);
            } else if let Some(address) = logged_address(&line, "serving") {
                if let Some(found) = found.take() {
                    let _ = found.send((address, admin.clone().unwrap_or_default()));
                }
            }
        }
    });
    let (base, admin) = tokio::time::timeout(Duration::from_secs(120), addresses)
        .await
        .expect("serving in time")
        .expect("serving");
    assert!(!admin.is_empty(), "the admin address is logged");
    Server {
        child,
        base: format!("http://{base}"),
        admin: format!("http://{admin}"),
        log,
    }
}

impl Server {
    fn terminate(&self) {
        let pid = self.child.id().expect("running").to_string();
        let sent = std::process::Command::new("kill")
            .args(["-TERM", &pid])
            .status()
            .expect("kill");
        assert!(sent.success());
    }

    /// Waits for the process to end: its exit code (None when a signal ended it).
    async fn exit_code(mut self) -> Option<i32> {
        let status = tokio::time::timeout(Duration::from_secs(120), self.child.wait())
            .await
            .expect("exited in time")
            .expect("status");
        if status.code() != Some(0) {
            let log = self.log.lock().expect("log");
            eprintln!("{status}; the server's log:\n{}", log.join("\n"));
        }
        status.code()
    }

    /// Placements being answered now, as the admin address's metrics say.
    async fn placements_in_flight(&self) -> f64 {
        let text = reqwest::get(format!("{}/metrics", self.admin))
            .await
            .expect("scrape")
            .text()
            .await
            .expect("text");
        let scrape = prometheus_parse::Scrape::parse(text.lines().map(|l| Ok(l.to_string())))
            .expect("Prometheus text format");
        scrape
            .samples
            .iter()
            .filter(|s| s.metric == "vitrin_http_requests_in_flight")
            .filter(|s| s.labels.get("route") == Some(PLACE))
            .map(|s| match s.value {
                prometheus_parse::Value::Gauge(v) | prometheus_parse::Value::Untyped(v) => v,
                _ => 0.0,
            })
            .sum()
    }
}

/// Waits until `done` says so, for at most a minute.
async fn wait_until<F: std::future::Future<Output = bool>>(
    what: &str,
    mut done: impl FnMut() -> F,
) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while !done().await {
        assert!(Instant::now() < deadline, "{what}: not in time");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn sigterm_finishes_every_accepted_placement_and_exits_0_on_sqlite() {
    sigterm_during_placements(Backend::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn sigterm_finishes_every_accepted_placement_and_exits_0_on_postgres() {
    sigterm_during_placements(Backend::Postgres).await;
}

async fn sigterm_during_placements(backend: Backend) {
    let database_url = match backend {
        Backend::Sqlite => String::new(),
        Backend::Postgres => match fresh_postgres_database().await {
            Some(url) => url,
            None => return eprintln!("VITRIN_TEST_POSTGRES_URL is not set: PostgreSQL not tested"),
        },
    };
    let data = Arc::new(tempfile::tempdir().expect("temp dir"));
    {
        let config = test_config(data.path().to_path_buf(), database_url.clone());
        let db = startup::open_database(&config).await.expect("database");
        seed::seed(&db, &config.data_dir, PRODUCTS)
            .await
            .expect("seed");
        db.close().await;
    }
    let server = start(data.path(), &database_url).await;
    let shop = TestApp::served_elsewhere(server.base.clone(), data.clone(), &database_url).await;
    let variant = variant_with_stock(&shop.db, 100_000).await;
    let mut ready = Vec::new();
    for n in 0..GUESTS {
        let guest = ready_guest(&shop, "yeniden@example.com").await;
        let form = ready_to_place(&shop, &guest, variant, &format!("restart-order-{n:06}")).await;
        ready.push((guest, form));
    }

    // The test locks the variant's row: every placement waits for it inside the server.
    let mut lock = shop.db.begin().await.expect("begin");
    sqlx::query("UPDATE variants SET stock = stock WHERE id = $1")
        .bind(variant.1)
        .execute(&mut *lock)
        .await
        .expect("write lock");
    let shop = Arc::new(shop);
    let answers: Vec<_> = ready
        .into_iter()
        .map(|(guest, form)| {
            let shop = shop.clone();
            tokio::spawn(async move {
                let req = same_origin_post(&shop, &guest.client, PLACE, &form)
                    .header("X-CSRF-Token", &guest.csrf);
                let r = req.send().await?;
                let status = r.status().as_u16();
                let body: Value = r.json().await?;
                Ok::<_, reqwest::Error>((status, body))
            })
        })
        .collect();
    wait_until("30 placements in flight", || async {
        server.placements_in_flight().await >= GUESTS as f64
    })
    .await;

    // SIGTERM: the server stops accepting connections (new ones are refused) ...
    server.terminate();
    let address = server.base.trim_start_matches("http://").to_string();
    wait_until("no longer accepting", || {
        let address = address.clone();
        async move { tokio::net::TcpStream::connect(address).await.is_err() }
    })
    .await;
    // ... and finishes what it accepted once the database lets it write.
    lock.commit().await.expect("commit");
    let mut acknowledged = Vec::new();
    for answer in answers {
        let (status, body) = answer
            .await
            .expect("task")
            .expect("an accepted placement is answered, its connection never reset");
        assert_eq!(status, 200, "{body}");
        acknowledged.push(
            body["data"][0]["order_no"]
                .as_str()
                .expect("no")
                .to_string(),
        );
    }
    assert_eq!(acknowledged.len(), GUESTS);
    assert_eq!(server.exit_code().await, Some(0));

    // Every acknowledged order is in the database.
    let orders: Vec<String> = shop.column("SELECT order_no FROM orders", &[]).await;
    for order_no in &acknowledged {
        assert!(orders.contains(order_no), "order {order_no} lost");
    }

    // Started again on the folder: ready once its indexes are built, and it stops cleanly.
    let again = start(data.path(), &database_url).await;
    let client = reqwest::Client::new();
    wait_until("ready again", || {
        let url = format!("{}/readyz", again.base);
        let client = client.clone();
        async move {
            let r = client.get(url).send().await.expect("readyz");
            r.status().as_u16() == 200
        }
    })
    .await;
    let admin_ready = client
        .get(format!("{}/readyz", again.admin))
        .send()
        .await
        .expect("readyz");
    assert_eq!(admin_ready.status().as_u16(), 200);
    again.terminate();
    assert_eq!(again.exit_code().await, Some(0));
}
