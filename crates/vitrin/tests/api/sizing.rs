//! The size advisor and the child profiles (issue: reasons to buy and to come back), on both
//! backends: a size from the product's own table with its reason, in the shopper's language; the
//! next size the product has when it lacks one; measures no child has refused field by field
//! with nothing stored; a member's children are theirs alone, sized with today's age, at most ten,
//! shown in "Verilerim" and gone with the account.

use reqwest::Method;
use serde_json::{json, Value};

use crate::{
    helpers::{inline_json, TestApp},
    on_both_backends,
    shopper::{create_member, Shopper, PASSWORD},
    steps::unique_email,
};

const ADVICE: &str = "/srv/service/product/size-advice";
const CHILDREN: &str = "/api/v1/customer/children";

/// A girls' product that has `size`, or (with `has` false) has a larger size but not it.
async fn girls_product(app: &TestApp, size: &str, has: bool) -> i64 {
    let offered = "SELECT v.product_id FROM variants v JOIN variant_values s ON s.id = v.type2_id \
                   WHERE s.name_tr = $1";
    let larger = "SELECT v.product_id FROM variants v JOIN variant_values s ON s.id = v.type2_id \
                  WHERE s.list_no > (SELECT list_no FROM variant_values WHERE name_tr = $1)";
    let sql = format!(
        "SELECT MIN(p.id) FROM products p JOIN categories c ON c.id = p.category_id \
         WHERE c.slug LIKE 'kiz-cocuk%' AND p.id {} ({offered}) AND p.id IN ({larger})",
        if has { "IN" } else { "NOT IN" }
    );
    app.scalar(&sql, &[&size.to_string()]).await
}

/// The product's size value named `size` in Turkish, and its stock over all colours.
async fn size_of(app: &TestApp, product: i64, size: &str) -> (i64, i64) {
    let id: i64 = app
        .scalar(
            "SELECT id FROM variant_values WHERE name_tr = $1",
            &[&size.to_string()],
        )
        .await;
    let stock: i64 = app
        .scalar(
            "SELECT CAST(COALESCE(SUM(stock), 0) AS BIGINT) FROM variants \
             WHERE product_id = $1 AND type2_id = $2",
            &[&product, &id],
        )
        .await;
    (id, stock)
}

async fn advise(app: &TestApp, shopper: &Shopper, query: &str, body: Value) -> (u16, Value) {
    shopper
        .send_json(app, Method::POST, &format!("{ADVICE}{query}"), &body)
        .await
}

/// The advisor picks a size for a 5-year-old of 116 cm from the girls' table and says why; the
/// table comes with it, that size marked; other languages name the size their way.
async fn the_advisor_sizes_from_the_products_table(app: TestApp) {
    let shopper = Shopper::new(&app).await;
    let product = girls_product(&app, "5-6 Yaş", true).await;
    let (size_id, stock) = size_of(&app, product, "5-6 Yaş").await;
    let body = json!({"PRODUCT_ID": product, "AGE_YEARS": 5, "HEIGHT_CM": 116});
    let (code, answer) = advise(&app, &shopper, "", body.clone()).await;
    assert_eq!(code, 200, "{answer}");
    assert_eq!(answer["SIZE"], "5-6 Yaş");
    assert_eq!(answer["SIZE_ID"], size_id);
    assert_eq!(answer["IN_STOCK"], stock > 0);
    assert_eq!(answer["REASON"], "Boy 116 cm: 5-6 Yaş.");
    assert_eq!(answer["TITLE"], "Kız Çocuk Beden Tablosu");
    let marked: Vec<&Value> = answer["ROWS"]
        .as_array()
        .expect("rows")
        .iter()
        .filter(|r| r["RECOMMENDED"] == true)
        .collect();
    assert_eq!(marked.len(), 1, "{answer}");
    assert_eq!(marked[0]["HEIGHT_CM"], json!([111, 116]));
    assert_eq!(marked[0]["SIZE_ID"], size_id);

    let (_, english) = advise(&app, &shopper, "?language=en", body).await;
    assert_eq!(english["REASON"], "Height 116 cm: 5-6 Years.", "{english}");
    // Half a centimetre more is between two sizes: the larger; a heavy child one more.
    let body = json!({"PRODUCT_ID": product, "AGE_YEARS": 5, "HEIGHT_CM": 116.5});
    let (_, between) = advise(&app, &shopper, "", body).await;
    assert!(
        between["REASON"]
            .as_str()
            .is_some_and(|r| r
                .starts_with("Boy 116,5 cm iki beden arasında; büyük olanı öneriyoruz: 6-7 Yaş.")),
        "{between}"
    );
    // Age alone.
    let body = json!({"PRODUCT_ID": product, "AGE_YEARS": 5, "AGE_MONTHS": 6});
    let (_, by_age) = advise(&app, &shopper, "?language=ar", body).await;
    assert_eq!(by_age["SIZE_ID"], size_id, "{by_age}");
    assert!(
        by_age["REASON"]
            .as_str()
            .is_some_and(|r| r.starts_with("العمر 5 سنة و6 شهر")),
        "{by_age}"
    );
    // The product page offers the advisor.
    let slug: String = app
        .scalar("SELECT slug FROM products WHERE id = $1", &[&product])
        .await;
    let (_, html) = app.html(&format!("/{slug}")).await;
    let data = inline_json(&html, "vitrin-data");
    assert_eq!(data["product"]["SIZE_ADVISOR"], true);
}
on_both_backends!(advisor, the_advisor_sizes_from_the_products_table);

/// A product without the size gets the next one it has; impossible measures are refused field by
/// field; an unknown product is not found.
async fn what_the_advisor_refuses_and_works_around(app: TestApp) {
    let shopper = Shopper::new(&app).await;
    let product = girls_product(&app, "5-6 Yaş", false).await;
    let next: String = app
        .scalar(
            "SELECT s.name_tr FROM variants v JOIN variant_values s ON s.id = v.type2_id \
             WHERE v.product_id = $1 AND s.list_no > \
             (SELECT list_no FROM variant_values WHERE name_tr = '5-6 Yaş') \
             ORDER BY s.list_no LIMIT 1",
            &[&product],
        )
        .await;
    let body = json!({"PRODUCT_ID": product, "AGE_YEARS": 5, "HEIGHT_CM": 116});
    let (code, answer) = advise(&app, &shopper, "", body).await;
    assert_eq!(code, 200, "{answer}");
    assert_eq!(answer["SIZE"], next.as_str());
    assert_eq!(
        answer["REASON"],
        format!("Boy 116 cm: 5-6 Yaş. Bu üründe 5-6 Yaş yok; bir büyüğü: {next}.")
    );

    let body = json!({"PRODUCT_ID": product, "AGE_YEARS": 17, "HEIGHT_CM": 300, "WEIGHT_KG": 0.5});
    let (code, refused) = advise(&app, &shopper, "", body).await;
    assert_eq!(code, 422, "{refused}");
    let keys: Vec<&str> = refused["data"]
        .as_array()
        .expect("fields")
        .iter()
        .filter_map(|f| f["key"].as_str())
        .collect();
    assert_eq!(keys, ["AGE_YEARS", "HEIGHT_CM", "WEIGHT_KG"], "{refused}");
    assert_eq!(
        refused["data"][1]["statusText"],
        "Boy 40 ile 190 cm arasında olmalıdır"
    );
    let (code, _) = advise(&app, &shopper, "", json!({"PRODUCT_ID": product})).await;
    assert_eq!(code, 422, "no age");
    let body = json!({"PRODUCT_ID": 999_999_999, "AGE_YEARS": 5});
    assert_eq!(advise(&app, &shopper, "", body).await.0, 404);
    let body = json!({"PRODUCT_ID": product, "CHILD_ID": 1});
    assert_eq!(
        advise(&app, &shopper, "", body).await.0,
        401,
        "a guest has no children"
    );
}
on_both_backends!(advisor_refusals, what_the_advisor_refuses_and_works_around);

/// `YYYY-MM` of the month `years` years and `months` months ago, in Turkey.
fn months_ago(years: i32, months: i32) -> String {
    let today = vitrin::clock::today();
    let total = today.year() * 12 + i32::from(u8::from(today.month())) - 1 - years * 12 - months;
    format!("{:04}-{:02}", total / 12, total % 12 + 1)
}

async fn signed_in(app: &TestApp, tag: &str) -> (Shopper, String) {
    let email = unique_email(tag);
    create_member(app, &email).await;
    let mut shopper = Shopper::new(app).await;
    shopper.log_in(app, &email).await;
    (shopper, email)
}

/// A member saves a child, sizes with it (its age from the birth month), changes it; another
/// member can neither see nor use it; impossible values store nothing; ten at most.
async fn child_profiles_are_the_members_own(app: TestApp) {
    assert_eq!(Shopper::new(&app).await.get(&app, CHILDREN).await.0, 401);
    let (parent, _) = signed_in(&app, "ebeveyn").await;
    let child = json!({"NAME": "Ada", "BIRTH_MONTH": months_ago(5, 0), "HEIGHT_CM": 116, "WEIGHT_KG": 20.5});
    let (code, saved) = parent.send_json(&app, Method::POST, CHILDREN, &child).await;
    assert_eq!(code, 200, "{saved}");
    assert_eq!(saved["message"], "Çocuk profili kaydedildi");
    assert_eq!(saved["CHILD"]["AGE_MONTHS"], 60);
    assert_eq!(saved["CHILD"]["WEIGHT_KG"], 20.5);
    let id = saved["CHILD"]["ID"].as_i64().expect("id");

    let product = girls_product(&app, "5-6 Yaş", true).await;
    let by_child = json!({"PRODUCT_ID": product, "CHILD_ID": id});
    let (code, answer) = advise(&app, &parent, "", by_child.clone()).await;
    assert_eq!(code, 200, "{answer}");
    assert_eq!(answer["SIZE"], "5-6 Yaş");

    let bad = json!({"NAME": "<b>Ada</b>", "BIRTH_MONTH": months_ago(-1, 0), "HEIGHT_CM": 20});
    let (code, refused) = parent.send_json(&app, Method::POST, CHILDREN, &bad).await;
    assert_eq!(code, 422, "{refused}");
    assert_eq!(
        refused["data"].as_array().map(Vec::len),
        Some(3),
        "{refused}"
    );
    let (_, list) = parent.get(&app, CHILDREN).await;
    assert_eq!(list["CHILDREN"].as_array().map(Vec::len), Some(1), "{list}");

    // Grown: 123 cm is 7-8 Yaş.
    let grown = json!({"NAME": "Ada", "BIRTH_MONTH": months_ago(5, 0), "HEIGHT_CM": 123});
    let path = format!("{CHILDREN}/{id}");
    let (code, changed) = parent.send_json(&app, Method::PUT, &path, &grown).await;
    assert_eq!(code, 200, "{changed}");
    assert_eq!(changed["CHILD"]["WEIGHT_KG"], Value::Null);
    let (_, answer) = advise(&app, &parent, "", by_child.clone()).await;
    assert_eq!(answer["REASON"], "Boy 123 cm: 7-8 Yaş.", "{answer}");

    let (stranger, _) = signed_in(&app, "yabanci").await;
    let (_, theirs) = stranger.get(&app, CHILDREN).await;
    assert_eq!(theirs["CHILDREN"], json!([]));
    assert_eq!(
        stranger.send_json(&app, Method::PUT, &path, &grown).await.0,
        404
    );
    assert_eq!(
        stranger
            .send_json(&app, Method::DELETE, &path, &json!({}))
            .await
            .0,
        404
    );
    assert_eq!(advise(&app, &stranger, "", by_child).await.0, 404);

    for n in 2..=10 {
        let more = json!({"BIRTH_MONTH": months_ago(n % 16, 0)});
        let (code, body) = parent.send_json(&app, Method::POST, CHILDREN, &more).await;
        assert_eq!(code, 200, "child {n}: {body}");
    }
    let (code, full) = parent
        .send_json(
            &app,
            Method::POST,
            CHILDREN,
            &json!({"BIRTH_MONTH": months_ago(1, 0)}),
        )
        .await;
    assert_eq!(
        (code, full["error"]["code"].as_str()),
        (409, Some("child_profiles_full")),
        "{full}"
    );
    let (code, gone) = parent
        .send_json(&app, Method::DELETE, &path, &json!({}))
        .await;
    assert_eq!(
        (code, gone["message"].as_str()),
        (200, Some("Çocuk profili silindi"))
    );
    assert_eq!(
        parent
            .send_json(&app, Method::DELETE, &path, &json!({}))
            .await
            .0,
        404
    );
}
on_both_backends!(child_profiles, child_profiles_are_the_members_own);

/// The children are in "Verilerim" and go with the account.
async fn children_go_with_the_account(app: TestApp) {
    let shop = app.instance(|c| c.privacy.erase_after_days = 0).await;
    let (parent, _) = signed_in(&shop, "silinen.ebeveyn").await;
    let child = json!({"BIRTH_MONTH": months_ago(3, 2), "HEIGHT_CM": 98});
    assert_eq!(
        parent
            .send_json(&shop, Method::POST, CHILDREN, &child)
            .await
            .0,
        200
    );
    let (_, mine) = parent.get(&shop, "/api/v1/customer/my-data").await;
    assert_eq!(mine["data"]["children"][0]["AGE_MONTHS"], 38, "{mine}");
    assert_eq!(mine["data"]["children"][0]["HEIGHT_CM"], 98.0);
    let before = app.count("SELECT COUNT(*) FROM child_profiles").await;
    let (code, body) = parent
        .submit(
            &shop,
            "/api/v1/customer/delete-account",
            &[("password", PASSWORD)],
        )
        .await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(
        app.count("SELECT COUNT(*) FROM child_profiles").await,
        before - 1
    );
}
on_both_backends!(children_erased, children_go_with_the_account);
