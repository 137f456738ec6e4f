use std::{
    path::PathBuf,
    sync::{Arc, OnceLock},
};

use tokio::sync::{Mutex, OnceCell};
use vitrin::{app, config::Config, db::Db, seed, startup, state};

/// Products in a test shop: enough for every category and list, quick to seed.
pub const TEST_PRODUCTS: usize = 120;

pub struct TestApp {
    pub base: String,
    pub client: reqwest::Client,
    pub db: Db,
    pub config: Config,
    _data: Arc<tempfile::TempDir>,
}

/// One data folder per test process: drawn images are shared, databases are not.
fn shared_data_dir() -> Arc<tempfile::TempDir> {
    static DIR: OnceLock<Arc<tempfile::TempDir>> = OnceLock::new();
    DIR.get_or_init(|| Arc::new(tempfile::tempdir().expect("temp dir")))
        .clone()
}

/// Images are drawn once per process, before the first test seeds.
async fn images_ready(config: &Config) {
    static READY: OnceCell<()> = OnceCell::const_new();
    static LOCK: Mutex<()> = Mutex::const_new(());
    READY
        .get_or_init(|| async {
            let _guard = LOCK.lock().await;
            let mut c = config.clone();
            c.database_url = format!("sqlite://{}/images-warmup.db", config.data_dir.display());
            let db = startup::open_database(&c).await.expect("warm-up database");
            seed::seed(&db, &c.data_dir, TEST_PRODUCTS)
                .await
                .expect("warm-up seed");
        })
        .await;
}

pub fn test_config(data_dir: PathBuf, database_url: String) -> Config {
    Config {
        port: 0,
        data_dir,
        database_url,
        secret_key: "test-secret-test-secret-test-secret-0123456789".into(),
        seed_demo: false,
        ..Config::default()
    }
}

/// A card provider as the checkout sees one: configured, so the card is offered. Nothing in these
/// tests calls it (the wallet's own tests run the sandbox).
pub fn with_card_provider(config: &mut Config) {
    config.wallet.base_url = "https://provider.example/MasterpassJsonServerHandler/v2".into();
    config.wallet.public_key_modulus = "c0ffee".into();
}

/// Everything logged in this test process, at every level of the shop's own code, since the
/// first app started: what a log reader of a real shop would see, and more.
static LOG: std::sync::Mutex<Vec<u8>> = std::sync::Mutex::new(Vec::new());

struct LogCapture;

impl std::io::Write for LogCapture {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        LOG.lock()
            .unwrap_or_else(|e| e.into_inner())
            .extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

fn capture_logs() {
    static INSTALLED: OnceLock<()> = OnceLock::new();
    INSTALLED.get_or_init(|| {
        let filter =
            tracing_subscriber::EnvFilter::new("info,vitrin=trace,tower_http=trace,tantivy=warn");
        let _ = tracing_subscriber::fmt()
            .with_env_filter(filter)
            .with_writer(|| LogCapture)
            .with_ansi(false)
            .try_init();
    });
}

/// Fails when the captured log holds any of `secrets` (a token, an address, a phone number).
pub fn assert_not_logged(secrets: &[&str]) {
    let log = String::from_utf8_lossy(&LOG.lock().unwrap_or_else(|e| e.into_inner())).into_owned();
    assert!(!log.is_empty(), "the log is captured");
    for secret in secrets {
        assert!(
            !log.contains(secret),
            "the log holds a secret: {secret}\n{}",
            log.lines()
                .filter(|l| l.contains(secret))
                .take(3)
                .collect::<Vec<_>>()
                .join("\n")
        );
    }
}

impl TestApp {
    pub async fn spawn(backend: Backend) -> Option<TestApp> {
        capture_logs();
        let data = shared_data_dir();
        let database_url = match backend {
            Backend::Sqlite => format!("sqlite://{}/{}.db", data.path().display(), unique_name()),
            Backend::Postgres => fresh_postgres_database().await?,
        };
        let config = test_config(data.path().to_path_buf(), database_url);
        images_ready(&config).await;
        let db = startup::open_database(&config)
            .await
            .expect("open database");
        seed::seed(&db, &config.data_dir, TEST_PRODUCTS)
            .await
            .expect("seed");
        Some(Self::serve(config, db, data).await)
    }

    /// A shop in a data folder of its own, its SQLite database where a shop keeps it by default
    /// (`{data_dir}/vitrin.db`): seeded with `products` products, or as the folder has it.
    pub async fn in_folder(data: Arc<tempfile::TempDir>, products: Option<usize>) -> TestApp {
        capture_logs();
        let config = test_config(data.path().to_path_buf(), String::new());
        let db = startup::open_database(&config)
            .await
            .expect("open database");
        if let Some(products) = products {
            seed::seed(&db, &config.data_dir, products)
                .await
                .expect("seed");
        }
        Self::serve(config, db, data).await
    }

    async fn serve(config: Config, db: Db, data: Arc<tempfile::TempDir>) -> TestApp {
        let secret = startup::load_secret(&config).expect("secret");
        let state = state::AppState::new(db.clone(), config.clone(), secret);
        let base = start_server(state).await;
        Self::at(base, config, db, data)
    }

    fn at(base: String, config: Config, db: Db, data: Arc<tempfile::TempDir>) -> TestApp {
        let client = reqwest::Client::builder()
            .cookie_store(true)
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .expect("client");
        TestApp {
            base,
            client,
            db,
            config,
            _data: data,
        }
    }

    /// A shop another process serves at `base` (the built binary) on `database_url` (empty: the
    /// SQLite database of `data`), with [`test_config`]'s settings.
    pub async fn served_elsewhere(
        base: String,
        data: Arc<tempfile::TempDir>,
        database_url: &str,
    ) -> TestApp {
        let config = test_config(data.path().to_path_buf(), database_url.to_string());
        let db = startup::open_database(&config)
            .await
            .expect("open database");
        Self::at(base, config, db, data)
    }

    /// Another server on this app's database, its configuration changed by `configure`: a
    /// second instance of the shop, or one with other settings.
    pub async fn instance(&self, configure: impl FnOnce(&mut Config)) -> TestApp {
        let mut config = self.config.clone();
        configure(&mut config);
        Self::serve(config, self.db.clone(), self._data.clone()).await
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.base, path)
    }

    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client
            .get(self.url(path))
            .send()
            .await
            .expect("request")
    }

    pub async fn get_json(&self, path: &str) -> (u16, serde_json::Value) {
        let r = self.get(path).await;
        let status = r.status().as_u16();
        (status, r.json().await.expect("json body"))
    }

    pub async fn html(&self, path: &str) -> (u16, String) {
        let r = self.get(path).await;
        (r.status().as_u16(), r.text().await.expect("body"))
    }
}

/// Serves the app of `state` on a free port until the test process ends: its base URL.
pub async fn start_server(state: state::AppState) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let base = format!("http://{}", listener.local_addr().expect("addr"));
    tokio::spawn(app::serve(
        listener,
        app::build_app(state),
        std::future::pending(),
    ));
    base
}

#[derive(Clone, Copy, Debug)]
pub enum Backend {
    Sqlite,
    Postgres,
}

fn unique_name() -> String {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static N: AtomicUsize = AtomicUsize::new(0);
    format!(
        "vitrin_test_{}_{}",
        std::process::id(),
        N.fetch_add(1, Ordering::SeqCst)
    )
}

/// A new, empty database on the test PostgreSQL server, or None when none is configured.
pub async fn fresh_postgres_database() -> Option<String> {
    let admin_url = std::env::var("VITRIN_TEST_POSTGRES_URL").ok()?;
    sqlx::any::install_default_drivers();
    let name = unique_name();
    let mut admin = <sqlx::AnyConnection as sqlx::Connection>::connect(&admin_url)
        .await
        .expect("connect to VITRIN_TEST_POSTGRES_URL");
    drop_leftover_databases(&mut admin).await;
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&mut admin)
        .await
        .expect("create test database");
    let mut url = url::Url::parse(&admin_url).expect("postgres url");
    url.set_path(&name);
    Some(url.to_string())
}

/// Runs a test body on SQLite and on PostgreSQL (when configured), in a module of the given name,
/// or of the body's own name.
#[macro_export]
macro_rules! on_both_backends {
    ($body:ident) => {
        $crate::on_both_backends!($body, $body);
    };
    ($name:ident, $body:ident) => {
        mod $name {
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn sqlite() {
                let app = $crate::helpers::TestApp::spawn($crate::helpers::Backend::Sqlite)
                    .await
                    .expect("sqlite app");
                super::$body(app).await;
            }

            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn postgres() {
                match $crate::helpers::TestApp::spawn($crate::helpers::Backend::Postgres).await {
                    Some(app) => super::$body(app).await,
                    None => eprintln!("VITRIN_TEST_POSTGRES_URL is not set: PostgreSQL not tested"),
                }
            }
        }
    };
}

/// The texts of the one-time codes the wallet sandbox wrote to `outbox` for `msisdn`, oldest
/// first. Their file names (`wallet-otp-{unix millis}-{random}.txt`) carry no phone number; the
/// `To:` line tells whose they are.
pub fn wallet_codes(outbox: &std::path::Path, msisdn: &str) -> Vec<String> {
    let to = format!("To: {msisdn}");
    let mut codes: Vec<(u64, String, String)> = std::fs::read_dir(outbox)
        .map(|d| {
            d.filter_map(|e| e.ok())
                .filter_map(|e| {
                    let name = e.file_name().to_string_lossy().into_owned();
                    assert!(
                        !name.contains(msisdn),
                        "a phone number in a file name: {name}"
                    );
                    let (millis, _) = name.strip_prefix("wallet-otp-")?.split_once('-')?;
                    let millis: u64 = millis.parse().ok()?;
                    let text = std::fs::read_to_string(e.path()).ok()?;
                    text.lines()
                        .any(|l| l == to)
                        .then_some((millis, name, text))
                })
                .collect()
        })
        .unwrap_or_default();
    codes.sort();
    codes.into_iter().map(|(_, _, text)| text).collect()
}

/// The outbox mails of `kind` (`activation`, `password-reset`, `newsletter`, `order`) to `email`,
/// oldest first. Their file names carry no address; the `To:` header tells whose they are.
pub fn outbox_mails(app: &TestApp, kind: &str, email: &str) -> Vec<String> {
    let dir = app.config.data_dir.join("outbox");
    let suffix = format!("-{kind}.eml");
    let to = format!("To: {email}");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .map(|d| {
            d.filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| n.ends_with(&suffix))
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
        .iter()
        .filter_map(|n| std::fs::read_to_string(dir.join(n)).ok())
        .filter(|mail| mail.lines().any(|l| l.trim_end() == to))
        .collect()
}

/// The latest outbox mail of `kind` to `email`, waited for up to five seconds (some are written
/// after the answer).
pub async fn outbox_mail(app: &TestApp, kind: &str, email: &str) -> String {
    for _ in 0..50 {
        if let Some(mail) = outbox_mails(app, kind, email).pop() {
            return mail;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("no {kind} mail to {email} in the outbox");
}

/// The mail of `kind` to `email` that contains `text` (an order's or a return's number), waited
/// for up to five seconds: the tests of a run share the outbox.
pub async fn outbox_mail_about(app: &TestApp, kind: &str, email: &str, text: &str) -> String {
    for _ in 0..50 {
        if let Some(mail) = outbox_mails(app, kind, email)
            .into_iter()
            .find(|m| m.contains(text))
        {
            return mail;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("no {kind} mail to {email} about {text}");
}

/// The link of `mail` that contains `marker`: the word around it, between white space.
pub fn mail_link<'m>(mail: &'m str, marker: &str) -> &'m str {
    mail.split_whitespace()
        .find(|w| w.contains(marker))
        .unwrap_or_else(|| panic!("no link with {marker} in {mail}"))
}

/// The query parameter `name` of `link` (an address, or a path with its query); empty when the
/// link has none.
pub fn link_param(link: &str, name: &str) -> String {
    let url = url::Url::parse(link)
        .or_else(|_| url::Url::parse("http://x").and_then(|base| base.join(link)))
        .unwrap_or_else(|_| panic!("not a link: {link}"));
    url.query_pairs()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.into_owned())
        .unwrap_or_default()
}

/// Draws a security code image for `client`'s session and sets its answer to `K7M2P`: a test
/// cannot read the image, and the stored hash cannot be reversed, so it is replaced with a known
/// one. Answers the session id the code belongs to.
pub async fn known_captcha(app: &TestApp, client: &reqwest::Client) -> String {
    client
        .get(app.url("/SecCode.php"))
        .send()
        .await
        .expect("captcha");
    let session: String = app
        .scalar(
            "SELECT session_id FROM captchas ORDER BY expires_at DESC LIMIT 1",
            &[],
        )
        .await;
    let secret = startup::load_secret(&app.config).expect("secret");
    let known = vitrin::customer::captcha::answer_hash(&secret, &session, "K7M2P");
    app.run(
        "UPDATE captchas SET answer_hash = $1 WHERE session_id = $2",
        &[&known, &session],
    )
    .await;
    session
}

/// The JSON of a `<script id="..." type="application/json">` block in a page.
pub fn inline_json(html: &str, id: &str) -> serde_json::Value {
    let start_tag = format!("<script id=\"{id}\" type=\"application/json\">");
    let start = html.find(&start_tag).expect("script block") + start_tag.len();
    let end = start + html[start..].find("</script>").expect("script end");
    serde_json::from_str(&html[start..end]).expect("inline json")
}

/// Databases earlier test runs left behind; dropped once per process, by the first test to ask
/// while the others wait (the name is read as text: the `name` type does not decode as a string).
async fn drop_leftover_databases(admin: &mut sqlx::AnyConnection) {
    static DONE: OnceCell<()> = OnceCell::const_new();
    DONE.get_or_init(|| async {
        let mine = format!("vitrin_test_{}_", std::process::id());
        let names: Vec<String> = sqlx::query_scalar(
            "SELECT datname::text FROM pg_database WHERE datname LIKE 'vitrin_test_%'",
        )
        .fetch_all(&mut *admin)
        .await
        .expect("list the test databases");
        for name in names.iter().filter(|n| !n.starts_with(&mine)) {
            let _ = sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
                .execute(&mut *admin)
                .await;
        }
    })
    .await;
}
