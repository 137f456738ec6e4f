//! Steps many API tests repeat: a statement or a value on the test database, a page's text and
//! its CSRF token, an address no other test uses, the ids of a product list, a form POST.

use std::sync::atomic::{AtomicUsize, Ordering};

use serde_json::Value;
use sqlx::{
    any::{AnyArguments, AnyRow},
    Arguments,
};

use crate::helpers::TestApp;

/// A value bound to a statement's `$n`.
pub trait Arg: Sync {
    fn add_to<'q>(&'q self, args: &mut AnyArguments<'q>);
}

impl Arg for i64 {
    fn add_to<'q>(&'q self, args: &mut AnyArguments<'q>) {
        args.add(*self).expect("bind");
    }
}

impl Arg for str {
    fn add_to<'q>(&'q self, args: &mut AnyArguments<'q>) {
        args.add(self).expect("bind");
    }
}

impl Arg for String {
    fn add_to<'q>(&'q self, args: &mut AnyArguments<'q>) {
        args.add(self.as_str()).expect("bind");
    }
}

impl<T: Arg + ?Sized> Arg for &T {
    fn add_to<'q>(&'q self, args: &mut AnyArguments<'q>) {
        (**self).add_to(args);
    }
}

fn arguments<'q>(values: &'q [&'q dyn Arg]) -> AnyArguments<'q> {
    let mut args = AnyArguments::default();
    for value in values {
        value.add_to(&mut args);
    }
    args
}

impl TestApp {
    /// Runs one statement on the test database, binding `args` to `$1`, `$2`, … in order.
    pub async fn run(&self, sql: &str, args: &[&dyn Arg]) {
        sqlx::query_with(sql, arguments(args))
            .execute(&self.db.pool)
            .await
            .unwrap_or_else(|e| panic!("{sql}: {e}"));
    }

    /// The one value `sql` selects, binding `args` to `$1`, `$2`, … in order.
    pub async fn scalar<R>(&self, sql: &str, args: &[&dyn Arg]) -> R
    where
        (R,): for<'r> sqlx::FromRow<'r, AnyRow>,
        R: Send + Unpin,
    {
        self.column(sql, args)
            .await
            .into_iter()
            .next()
            .unwrap_or_else(|| panic!("{sql}: no row"))
    }

    /// The number `sql` counts (a `SELECT COUNT(*)` with no parameters).
    pub async fn count(&self, sql: &str) -> i64 {
        self.scalar(sql, &[]).await
    }

    /// Every value of the one column `sql` selects, binding `args` to `$1`, `$2`, … in order.
    pub async fn column<R>(&self, sql: &str, args: &[&dyn Arg]) -> Vec<R>
    where
        (R,): for<'r> sqlx::FromRow<'r, AnyRow>,
        R: Send + Unpin,
    {
        sqlx::query_scalar_with(sql, arguments(args))
            .fetch_all(&self.db.pool)
            .await
            .unwrap_or_else(|e| panic!("{sql}: {e}"))
    }

    /// The ids of the first `n` products.
    pub async fn product_ids(&self, n: i64) -> Vec<i64> {
        self.column("SELECT id FROM products ORDER BY id LIMIT $1", &[&n])
            .await
    }

    /// A GET of `path` from `client` (a browser on this app) with `headers`.
    pub async fn get_from(
        &self,
        client: &reqwest::Client,
        path: &str,
        headers: &[(&str, &str)],
    ) -> reqwest::Response {
        let mut req = client.get(self.url(path));
        for (name, value) in headers {
            req = req.header(*name, *value);
        }
        req.send().await.expect("request")
    }

    /// The JSON answer to a GET of `path`, which must succeed (200).
    pub async fn get_ok(&self, path: &str) -> Value {
        let (code, body) = self.get_json(path).await;
        assert_eq!(code, 200, "{path}: {body}");
        body
    }

    /// A GET of `path` from this app's client with `headers`.
    pub async fn get_with(&self, path: &str, headers: &[(&str, &str)]) -> reqwest::Response {
        self.get_from(&self.client, path, headers).await
    }

    /// The CSRF token of the session this app's client keeps, the session begun if need be.
    pub async fn csrf_token(&self) -> String {
        session_csrf(&self.base, &self.client).await
    }
}

async fn fetched(client: &reqwest::Client, url: String) -> reqwest::Response {
    client.get(url).send().await.expect("request")
}

/// The text of the page at `url`, read by `client` (with its cookies).
pub async fn page_text(client: &reqwest::Client, url: String) -> String {
    fetched(client, url).await.text().await.expect("html")
}

/// The JSON answer at `url`, read by `client` (with its cookies).
pub async fn fetch_json(client: &reqwest::Client, url: String) -> Value {
    fetched(client, url).await.json().await.expect("json")
}

/// The CSRF token of `client`'s session, begun by the call when there is none (as the web app
/// does before its first change: a page without a session carries no token).
pub async fn session_csrf(base: &str, client: &reqwest::Client) -> String {
    let body: Value = client
        .post(format!("{base}/api/storefront/session"))
        .header("Origin", base)
        .send()
        .await
        .expect("session call")
        .json()
        .await
        .expect("session token");
    body["csrfToken"].as_str().expect("csrfToken").to_string()
}

/// An address no other test (nor the other backend's run in this process) uses: the outbox is
/// shared by the process.
pub fn unique_email(tag: &str) -> String {
    static N: AtomicUsize = AtomicUsize::new(0);
    format!(
        "{tag}{}x{}@example.com",
        std::process::id(),
        N.fetch_add(1, Ordering::SeqCst)
    )
}

/// The `field` numbers of the items of a list (`ID` of products, `COUNT` of filter values, …).
pub fn numbers(list: &Value, field: &str) -> Vec<i64> {
    list.as_array()
        .expect("list")
        .iter()
        .map(|item| {
            item[field]
                .as_i64()
                .unwrap_or_else(|| panic!("{field} in {item}"))
        })
        .collect()
}

/// Sends `req` and reads its JSON answer: the status and the body.
pub async fn json_answer(req: reqwest::RequestBuilder) -> (u16, Value) {
    let r = req.send().await.expect("request");
    let status = r.status().as_u16();
    (status, r.json().await.expect("json"))
}

/// Sends `req`, which must succeed (200), and reads its JSON answer.
pub async fn json_ok(req: reqwest::RequestBuilder) -> Value {
    let (code, body) = json_answer(req).await;
    assert_eq!(code, 200, "{body}");
    body
}

/// A form POST from `client` as the shop's own pages send it (same origin), with the CSRF token
/// when one is given.
pub async fn post_form<F: serde::Serialize + ?Sized>(
    app: &TestApp,
    client: &reqwest::Client,
    path: &str,
    form: &F,
    csrf: Option<&str>,
) -> (u16, Value) {
    let mut req = same_origin_post(app, client, path, form);
    if let Some(token) = csrf {
        req = req.header("X-CSRF-Token", token);
    }
    json_answer(req).await
}

/// A form POST from `client` with this app's origin, as the shop's own pages send it.
pub fn same_origin_post<F: serde::Serialize + ?Sized>(
    app: &TestApp,
    client: &reqwest::Client,
    path: &str,
    form: &F,
) -> reqwest::RequestBuilder {
    client
        .post(app.url(path))
        .header("Origin", app.base.clone())
        .form(form)
}
