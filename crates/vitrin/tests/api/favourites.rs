//! The favourites calls of spec section 7, members only: a guest gets 401; a member adds
//! (`ids[]` as '{id}-0'), lists (`CATEGORIES[0].PRODUCTS[].ID`) and deletes (`products[]`); bad
//! items are refused one by one with a statusText; the list has a cap; the CSRF check applies
//! (the token also as a form field, with the member cookie, as the unload beacon sends it); and one
//! member never reads or changes another's favourites. Members log in through the login call.

use serde_json::Value;

use crate::{
    helpers::{inline_json, TestApp},
    on_both_backends,
    shopper::{member, Shopper},
};

const LIST: &str = "/srv/service/profile/get-shopping-list";
const ADD: &str = "/srv/service/profile/add-to-fav-list";
const DELETE: &str = "/srv/service/profile/delete-shopping-products-by-product-id";

/// What the favourites tests do in a shopper's browser.
trait FavouritesList {
    async fn post_ok(&self, app: &TestApp, path: &str, form: &[(&str, String)]) -> Value;
    async fn list_call(&self, app: &TestApp) -> (u16, Value);
    async fn list(&self, app: &TestApp) -> Vec<i64>;
}

impl FavouritesList for Shopper {
    async fn post_ok(&self, app: &TestApp, path: &str, form: &[(&str, String)]) -> Value {
        let (code, body) = self.post(app, path, form).await;
        assert_eq!(code, 200, "{body}");
        body
    }

    async fn list_call(&self, app: &TestApp) -> (u16, Value) {
        self.get(app, LIST).await
    }

    async fn list(&self, app: &TestApp) -> Vec<i64> {
        let (code, body) = self.list_call(app).await;
        assert_eq!(code, 200, "{body}");
        ids_of(&body)
    }
}

fn ids_of(body: &Value) -> Vec<i64> {
    body["CATEGORIES"][0]["PRODUCTS"]
        .as_array()
        .expect("CATEGORIES[0].PRODUCTS")
        .iter()
        .map(|p| p["ID"].as_i64().expect("ID"))
        .collect()
}

fn add_form(ids: &[String]) -> Vec<(&'static str, String)> {
    let mut form: Vec<(&str, String)> = ids.iter().map(|id| ("ids[]", id.clone())).collect();
    form.push(("fetch", "1".into()));
    form.push(("cat_id", "1".into()));
    form
}

fn fav_ids(products: &[i64]) -> Vec<String> {
    products.iter().map(|p| format!("{p}-0")).collect()
}

fn delete_form(products: &[i64]) -> Vec<(&'static str, String)> {
    products
        .iter()
        .map(|p| ("products[]", p.to_string()))
        .collect()
}

async fn product_ids(app: &TestApp, n: i64) -> Vec<i64> {
    sqlx::query_scalar("SELECT id FROM products ORDER BY id LIMIT $1")
        .bind(n)
        .fetch_all(&app.db.pool)
        .await
        .expect("products")
}

fn codes(body: &Value) -> Vec<String> {
    body["results"]
        .as_array()
        .expect("results")
        .iter()
        .map(|r| r["code"].as_str().expect("code").to_string())
        .collect()
}

async fn guests_are_asked_to_log_in(app: TestApp) {
    let guest = Shopper::new(&app).await;
    let (code, body) = guest.list_call(&app).await;
    assert_eq!(code, 401, "{body}");
    assert_eq!(body["statusText"], "Bu işlem için giriş yapmalısınız");
    let p = product_ids(&app, 1).await[0];
    let (code, body) = guest
        .post_with_csrf(&app, ADD, &add_form(&fav_ids(&[p])), Some(&guest.csrf))
        .await;
    assert_eq!(code, 401, "{body}");
    let (code, _) = guest
        .post_with_csrf(&app, DELETE, &delete_form(&[p]), Some(&guest.csrf))
        .await;
    assert_eq!(code, 401);
    // A forged token is no member either.
    let mut forged = Shopper::new(&app).await;
    forged.bearer = Some("djE6MTox.AAAA".into());
    assert_eq!(forged.list_call(&app).await.0, 401);
    let rows: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM favourites")
        .fetch_one(&app.db.pool)
        .await
        .expect("count");
    assert_eq!(rows, 0);
}
on_both_backends!(guests_are_asked_to_log_in, guests_are_asked_to_log_in);

async fn a_member_adds_lists_and_deletes(app: TestApp) {
    let (m, _) = member(&app, "ayse@example.com").await;
    assert!(m.list(&app).await.is_empty());
    let (_, empty) = m.list_call(&app).await;
    assert_eq!(empty["CATEGORIES"][0]["ID"], 1);
    assert_eq!(empty["CATEGORIES"][0]["NAME"], "Favoriye Eklenen Ürünler");

    let p = product_ids(&app, 3).await;
    let added = m.post_ok(&app, ADD, &add_form(&fav_ids(&p))).await;
    assert_eq!(added["status"], 1, "{added}");
    assert_eq!(added["statusText"], "Ürün favorilerinize eklendi");
    assert_eq!(codes(&added), ["added", "added", "added"]);
    assert_eq!(added["refused"].as_array().expect("refused").len(), 0);
    assert_eq!(added["totalCount"], 3);
    // fetch=1: the list comes back, the first of the call first.
    assert_eq!(ids_of(&added), p);
    let card = &added["CATEGORIES"][0]["PRODUCTS"][0];
    assert!(card["TITLE"].as_str().is_some_and(|t| !t.is_empty()));
    assert!(card["URL"].as_str().is_some_and(|u| u.starts_with('/')));

    assert_eq!(m.list(&app).await, p);

    // Adding again changes nothing and is no error.
    let again = m.post_ok(&app, ADD, &add_form(&fav_ids(&p[..1]))).await;
    assert_eq!(again["status"], 1);
    assert_eq!(codes(&again), ["already_added"]);
    assert_eq!(m.list(&app).await.len(), 3);

    let deleted = m.post_ok(&app, DELETE, &delete_form(&p[1..2])).await;
    assert_eq!(deleted["status"], 1, "{deleted}");
    assert_eq!(deleted["statusText"], "Ürün favorilerinizden çıkarıldı");
    assert_eq!(codes(&deleted), ["removed"]);
    assert!(deleted.get("CATEGORIES").is_none(), "no fetch, no list");
    assert_eq!(m.list(&app).await, vec![p[0], p[2]]);

    // Deleting again is harmless too.
    let again = m.post_ok(&app, DELETE, &delete_form(&p[1..2])).await;
    assert_eq!(again["status"], 1);
    assert_eq!(codes(&again), ["not_in_list"]);
    assert_eq!(m.list(&app).await, vec![p[0], p[2]]);

    // Latest added first.
    m.post_ok(&app, ADD, &add_form(&fav_ids(&p[1..2]))).await;
    assert_eq!(m.list(&app).await, vec![p[1], p[0], p[2]]);
}
on_both_backends!(
    a_member_adds_lists_and_deletes,
    a_member_adds_lists_and_deletes
);

async fn bad_items_are_refused_one_by_one(app: TestApp) {
    let (m, _) = member(&app, "mehmet@example.com").await;
    let p = product_ids(&app, 1).await[0];
    let unknown: i64 = sqlx::query_scalar("SELECT MAX(id) + 1000 FROM products")
        .fetch_one(&app.db.pool)
        .await
        .expect("max id");
    let items = vec![
        "abc".to_string(),
        p.to_string(),
        format!("{p}-3"),
        format!("{p}-0"),
        format!("{unknown}-0"),
    ];
    let body = m.post_ok(&app, ADD, &add_form(&items)).await;
    assert_eq!(body["status"], 1, "one was added: {body}");
    assert_eq!(body["statusText"], "Bazı ürünler favorilerinize eklenemedi");
    assert_eq!(
        codes(&body),
        [
            "invalid_id",
            "invalid_id",
            "invalid_id",
            "added",
            "product_not_found"
        ]
    );
    let refused = body["refused"].as_array().expect("refused");
    assert_eq!(refused.len(), 4);
    assert_eq!(refused[0]["id"], "abc");
    assert_eq!(refused[0]["status"], 0);
    assert_eq!(refused[0]["statusText"], "Ürün kodu geçersiz");
    assert_eq!(refused[3]["productId"], unknown);
    assert_eq!(refused[3]["statusText"], "Ürün bulunamadı");
    assert_eq!(m.list(&app).await, vec![p]);

    // Nothing done: status 0 and the first refusal's text, in the request's language.
    let form = add_form(&[format!("{unknown}-0")]);
    let (code, body) = m
        .post_with_csrf(&app, &format!("{ADD}?language=en"), &form, Some(&m.csrf))
        .await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["status"], 0);
    assert_eq!(body["statusText"], "The product was not found");
}
on_both_backends!(
    bad_items_are_refused_one_by_one,
    bad_items_are_refused_one_by_one
);

async fn whole_calls_are_refused_with_400(app: TestApp) {
    let (m, _) = member(&app, "zeynep@example.com").await;
    let p = product_ids(&app, 1).await[0];
    let (code, body) = m
        .post_with_csrf(&app, ADD, &add_form(&[]), Some(&m.csrf))
        .await;
    assert_eq!(code, 400, "{body}");
    assert_eq!(body["status"], 0);
    assert_eq!(body["error"]["code"], "nothing_selected");
    assert_eq!(body["statusText"], "Seçili ürün bulunmamaktadır");
    let mut other_list = add_form(&fav_ids(&[p]));
    other_list.retain(|(k, _)| *k != "cat_id");
    other_list.push(("cat_id", "2".into()));
    let (code, body) = m
        .post_with_csrf(&app, ADD, &other_list, Some(&m.csrf))
        .await;
    assert_eq!(code, 400, "{body}");
    assert_eq!(body["error"]["code"], "unknown_list");
    let many: Vec<String> = (1..=501).map(|i| format!("{i}-0")).collect();
    let (code, body) = m
        .post_with_csrf(&app, ADD, &add_form(&many), Some(&m.csrf))
        .await;
    assert_eq!(code, 400, "{body}");
    assert_eq!(body["error"]["code"], "too_many_ids");
    let (code, body) = m.post_with_csrf(&app, DELETE, &[], Some(&m.csrf)).await;
    assert_eq!(code, 400, "{body}");
    let (code, body) = m
        .post_with_csrf(&app, DELETE, &[("products[]", "x1".into())], Some(&m.csrf))
        .await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["status"], 0);
    assert_eq!(codes(&body), ["invalid_id"]);
    assert!(m.list(&app).await.is_empty());
}
on_both_backends!(
    whole_calls_are_refused_with_400,
    whole_calls_are_refused_with_400
);

async fn members_never_see_each_others(app: TestApp) {
    let (a, a_id) = member(&app, "a@example.com").await;
    let (b, b_id) = member(&app, "b@example.com").await;
    assert_ne!(a_id, b_id);
    let p = product_ids(&app, 3).await;
    a.post_ok(&app, ADD, &add_form(&fav_ids(&p[..2]))).await;
    b.post_ok(&app, ADD, &add_form(&fav_ids(&p[2..]))).await;
    assert_eq!(a.list(&app).await, p[..2].to_vec());
    assert_eq!(b.list(&app).await, p[2..].to_vec());

    // B deleting A's product touches only B's (empty of it) list.
    let body = b.post_ok(&app, DELETE, &delete_form(&p[..2])).await;
    assert_eq!(codes(&body), ["not_in_list", "not_in_list"]);
    assert_eq!(a.list(&app).await, p[..2].to_vec());

    // B's token with A's session cookie is still B: the token decides, never the browser.
    let mut b_in_a_browser = a;
    b_in_a_browser.bearer = b.bearer.clone();
    assert_eq!(b_in_a_browser.list(&app).await, p[2..].to_vec());
}
on_both_backends!(members_never_see_each_others, members_never_see_each_others);

async fn changes_need_the_csrf_token(app: TestApp) {
    let (m, _) = member(&app, "csrf@example.com").await;
    let p = product_ids(&app, 1).await[0];
    let form = add_form(&fav_ids(&[p]));
    let (code, body) = m.post_with_csrf(&app, ADD, &form, None).await;
    assert_eq!(code, 403, "{body}");
    let (code, _) = m.post_with_csrf(&app, ADD, &form, Some("wrong")).await;
    assert_eq!(code, 403);
    let (code, _) = m
        .post_with_csrf(&app, DELETE, &delete_form(&[p]), None)
        .await;
    assert_eq!(code, 403);
    // Another site's form is refused even with the token.
    let r = m
        .client
        .post(app.url(ADD))
        .header("Origin", "http://evil.example")
        .header("X-CSRF-Token", m.csrf.clone())
        .bearer_auth(m.bearer.clone().expect("bearer"))
        .form(&form)
        .send()
        .await
        .expect("request");
    assert_eq!(r.status().as_u16(), 403);
    assert!(m.list(&app).await.is_empty());

    // The unload beacon: no headers but Origin, the token as a form field, the member cookie.
    let mut with_field = form.clone();
    with_field.push(("csrfToken", m.csrf.clone()));
    let beacon = Shopper {
        client: m.client.clone(),
        csrf: m.csrf.clone(),
        bearer: None,
    };
    let (code, body) = beacon.post_with_csrf(&app, ADD, &with_field, None).await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(m.list(&app).await, vec![p]);
    assert_eq!(beacon.list(&app).await, vec![p], "the cookie is the member");
}
on_both_backends!(changes_need_the_csrf_token, changes_need_the_csrf_token);

/// Copies of the catalog's products, so a list can reach its cap in a small test shop.
async fn more_products(app: &TestApp, copies: i64) {
    for k in 1..=copies {
        sqlx::query(
            "INSERT INTO products (id, slug, code, category_id, garment, title_tr, title_en, \
             title_ar, description_tr, description_en, description_ar, price_sell, price_list, \
             created_at) \
             SELECT id + $1, slug || '-' || CAST($1 AS TEXT), code, category_id, garment, title_tr, \
             title_en, title_ar, description_tr, description_en, description_ar, price_sell, \
             price_list, created_at FROM products WHERE id < 100000",
        )
        .bind(k * 100_000)
        .execute(&app.db.pool)
        .await
        .expect("copy products");
    }
}

async fn the_list_holds_at_most_500(app: TestApp) {
    more_products(&app, 4).await;
    let all: Vec<i64> = sqlx::query_scalar("SELECT id FROM products ORDER BY id LIMIT 503")
        .fetch_all(&app.db.pool)
        .await
        .expect("products");
    assert_eq!(all.len(), 503, "enough products for the cap");
    let (m, _) = member(&app, "full@example.com").await;
    let first = m.post_ok(&app, ADD, &add_form(&fav_ids(&all[..499]))).await;
    assert_eq!(first["totalCount"], 499, "{}", first["statusText"]);
    let body = m
        .post_ok(&app, ADD, &add_form(&fav_ids(&all[499..502])))
        .await;
    assert_eq!(codes(&body), ["added", "list_full", "list_full"]);
    assert_eq!(
        body["refused"][0]["statusText"],
        "Favori listeniz dolu: en fazla 500 ürün ekleyebilirsiniz"
    );
    assert_eq!(body["totalCount"], 500);
    // What is already there still counts as done.
    let body = m.post_ok(&app, ADD, &add_form(&fav_ids(&all[..1]))).await;
    assert_eq!(codes(&body), ["already_added"]);
    assert_eq!(m.list(&app).await.len(), 500);
}
on_both_backends!(the_list_holds_at_most_500, the_list_holds_at_most_500);

#[test]
fn the_openapi_document_describes_the_calls() {
    let doc = serde_json::to_value(vitrin::openapi::document()).expect("json");
    assert!(doc["paths"][LIST]["get"].is_object());
    assert!(doc["paths"][ADD]["post"].is_object());
    assert!(doc["paths"][DELETE]["post"].is_object());
    let schemas = &doc["components"]["schemas"];
    assert!(schemas["FavChange"]["properties"]["refused"].is_object());
    assert!(schemas["ItemResult"]["properties"]["statusText"].is_object());
    assert!(schemas["ShoppingList"]["properties"]["CATEGORIES"].is_object());
}

async fn the_favourites_page_is_a_page_of_its_own(app: TestApp) {
    let (code, html) = app.html("/favorilerim").await;
    assert_eq!(code, 200);
    assert!(html.contains("<title>Favoriye Eklenen Ürünler | vitrin</title>"));
    assert!(
        html.contains("noindex"),
        "a member's own list is not for crawlers"
    );
    let settings = inline_json(&html, "vitrin-settings");
    assert_eq!(settings["PAGE_TYPE"], "favourites");
    let (code, data) = app
        .get_json("/api/storefront/page?path=/en/favorilerim")
        .await;
    assert_eq!(code, 200, "{data}");
    assert_eq!(data["route"], "favourites");
}
on_both_backends!(
    the_favourites_page_is_a_page_of_its_own,
    the_favourites_page_is_a_page_of_its_own
);
