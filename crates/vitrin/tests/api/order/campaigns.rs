//! Campaigns, on both backends: the back office creates one through its API, the product
//! cards' badge list names it, a cart of three pieces gets one free (every total against a hand
//! computation) through the summary, the contracts, the order, its mail and its e-Archive
//! invoice; the usage report counts the order and a cancellation releases it; a free-shipping
//! campaign waives the carrier; an ended campaign gives nothing; the command line manages them.

use super::*;
use serde_json::json;

/// The cart as the header panel reads it.
const CART: &str = "/srv/service/content-v5/sub-folder/1/1001/cart";

/// Kuruş from the cart's display numbers (lira with two decimals).
fn kurus(v: &Value) -> i64 {
    (v.as_f64().expect("a number") * 100.0).round() as i64
}

/// One piece of three, as "3 al 2 öde" frees it: the line's total over three, rounded half up.
fn one_of_three(line_total: i64) -> i64 {
    (2 * line_total + 3) / 6
}

async fn report(app: &TestApp, id: i64) -> Value {
    erp_get(app, &format!("/api/v1/erp/campaigns/{id}")).await
}

async fn a_campaign_goes_from_badge_to_order(app: TestApp) {
    let app = back_office(&app).await;
    let (product_id, variant_id) = variant_with_stock(&app.db, 10).await;
    let (category_id,): (i64,) = sqlx::query_as("SELECT category_id FROM products WHERE id = $1")
        .bind(product_id)
        .fetch_one(&app.db.pool)
        .await
        .expect("category");
    let (parent,): (Option<i64>,) =
        sqlx::query_as("SELECT parent_id FROM categories WHERE id = $1")
            .bind(category_id)
            .fetch_one(&app.db.pool)
            .await
            .expect("parent");
    let named = parent.unwrap_or(category_id);

    // Rules out of range and a call without the key are refused.
    erp_refuses(
        &app,
        "/api/v1/erp/campaigns",
        &[
            json!({"name": {"tr": "x"}, "offer": {"kind": "buy_x_pay_y", "buy": 3, "pay": 3}}),
            json!({"name": {"tr": ""}, "offer": {"kind": "percent", "percent": 10}}),
            json!({"name": {"tr": "x"}, "offer": {"kind": "half_price"}}),
            json!({"name": {"tr": "x"}, "offer": {"kind": "free_shipping"}, "starts_at": 9, "ends_at": 8}),
        ],
        json!({"name": {"tr": "x"}, "offer": {"kind": "free_shipping"}}),
    )
    .await;

    let (code, created) = erp_post(
        &app,
        "/api/v1/erp/campaigns",
        json!({
            "name": {"tr": "3 Al 2 Öde", "en": "Buy 3 pay 2", "ar": "اشترِ 3 وادفع 2"},
            "offer": {"kind": "buy_x_pay_y", "buy": 3, "pay": 2},
            "scope": {"categories": [named]}
        }),
    )
    .await;
    assert_eq!(code, 201, "{created}");
    let id = created["id"].as_i64().expect("id");
    assert_eq!(created["orders"], 0);

    // The badge list names it, its category widened to the product's own.
    let guest = ready_guest(&app, "kampanya@example.com").await;
    let (code, badges) = guest.get(&app, "/srv/service/campaigns").await;
    assert_eq!(code, 200, "{badges}");
    let badge = &badges["campaigns"][0];
    assert_eq!(badge["name"], "3 Al 2 Öde");
    assert_eq!(badge["offer"]["kind"], "buy_x_pay_y");
    let widened: Vec<i64> =
        serde_json::from_value(badge["scope"]["categories"].clone()).expect("ids");
    assert!(widened.contains(&category_id), "{badge}");
    let (_, english) = guest.get(&app, "/srv/service/campaigns?language=en").await;
    assert_eq!(english["campaigns"][0]["name"], "Buy 3 pay 2", "{english}");

    // Two pieces: nothing yet. Three: the third is free.
    add(&guest, &app, product_id, variant_id, 2).await;
    let (_, cart) = guest.get(&app, CART).await;
    assert_eq!(cart["campaigns"], json!([]), "{cart}");
    add(&guest, &app, product_id, variant_id, 1).await;
    let (_, cart) = guest.get(&app, CART).await;
    let line = &cart["cartProducts"][0];
    let before = kurus(&line["lineGross"])
        - kurus(&line["tierDiscount"])
        - kurus(&line["subscriptionDiscount"]);
    let off = one_of_three(before);
    assert_eq!(cart["campaigns"][0]["name"], "3 Al 2 Öde", "{cart}");
    assert_eq!(kurus(&cart["campaigns"][0]["discount"]), off);
    assert_eq!(kurus(&line["campaignDiscount"]), off);
    assert_eq!(kurus(&cart["summary"]["campaignDiscount"]), off);
    assert_eq!(kurus(&cart["summary"]["total"]), before - off);

    // The checkout prices the same; the contracts name it and carry the discounted lines.
    let s = summary(&guest, &app, "yurtici", "bank_transfer").await;
    assert_eq!(s["totals"]["campaign_discount"], off);
    assert_eq!(s["totals"]["items_total"], before - off);
    assert_eq!(s["campaigns"][0]["name"], "3 Al 2 Öde");
    assert_eq!(s["campaigns"][0]["discount"], off);
    let contract = s["contracts"][0]["text"].as_str().expect("text");
    assert!(contract.contains("3 Al 2 Öde: -"), "{contract}");

    let form = placement(
        "campaign-order-000001",
        "bank_transfer",
        &digest_of(&s),
        &[],
    );
    let (order, mail) = place_with_mail(&app, &guest, &form, "kampanya@example.com").await;
    assert_eq!(order["campaign_discount"], off);
    assert_eq!(order["campaigns"][0]["name"], "3 Al 2 Öde");
    assert_eq!(order["items_total"], before - off);
    let order_no = order["order_no"].as_str().expect("no").to_string();
    assert!(mail.contains("3 Al 2 Öde: -"), "{mail}");

    // Paid: the invoice pays exactly the order's total, the discount off the line.
    let grand_total = order["grand_total"].as_i64().expect("total");
    super::invoices::paid_invoice(&app, &order_no, grand_total, "campaign").await;

    // The usage report counts the order; a cancellation releases it.
    let r = report(&app, id).await;
    assert_eq!(
        (r["orders"].as_i64(), r["discount_total"].as_i64()),
        (Some(1), Some(off)),
        "{r}"
    );
    let cancel = json!({"status": "cancelled", "note": "test"});
    erp_status(&app, &order_no, cancel).await;
    let r = report(&app, id).await;
    assert_eq!(
        (r["orders"].as_i64(), r["discount_total"].as_i64()),
        (Some(0), Some(0)),
        "{r}"
    );

    // Free shipping above 100,000 TL: not given; changed to any amount: the carrier is free.
    add(&guest, &app, product_id, variant_id, 1).await;
    let ship = json!({"name": {"tr": "Kargo Bedava"}, "offer": {"kind": "free_shipping"}, "min_total": 10_000_000});
    let (code, created) = erp_post(&app, "/api/v1/erp/campaigns", ship).await;
    assert_eq!(code, 201, "{created}");
    let ship_id = created["id"].as_i64().expect("id");
    let s = summary(&guest, &app, "yurtici", "bank_transfer").await;
    assert!(
        s["totals"]["shipping_fee"].as_i64().expect("fee") > 0,
        "{s}"
    );
    let changed = app
        .client
        .put(app.url(&format!("/api/v1/erp/campaigns/{ship_id}")))
        .header("X-Api-Key", ERP_KEY)
        .json(&json!({"name": {"tr": "Kargo Bedava"}, "offer": {"kind": "free_shipping"}}))
        .send()
        .await
        .expect("change");
    assert_eq!(changed.status().as_u16(), 200);
    let s = summary(&guest, &app, "yurtici", "bank_transfer").await;
    assert_eq!(s["totals"]["shipping_fee"], 0, "{s}");
    assert_eq!(s["campaigns"][0]["name"], "Kargo Bedava");
    assert_eq!(s["campaigns"][0]["free_shipping"], true);
    assert!(s["carriers"]
        .as_array()
        .expect("carriers")
        .iter()
        .all(|c| c["price"] == 0));

    // Ended: the cart gets nothing from it; an unknown id is 404.
    let (code, ended) = erp_post(
        &app,
        &format!("/api/v1/erp/campaigns/{ship_id}/end"),
        json!({}),
    )
    .await;
    assert_eq!(code, 200, "{ended}");
    assert!(ended["rules"]["ends_at"].is_i64());
    let s = summary(&guest, &app, "yurtici", "bank_transfer").await;
    assert_eq!(s["campaigns"], json!([]));
    let (code, _) = erp_post(&app, "/api/v1/erp/campaigns/999999/end", json!({})).await;
    assert_eq!(code, 404);
    let list = erp_get(&app, "/api/v1/erp/campaigns?limit=1").await;
    assert_eq!(list["campaigns"].as_array().map(Vec::len), Some(1));
    assert_eq!(list["next_after"], id);
}
on_both_backends!(campaign_journey, a_campaign_goes_from_badge_to_order);

async fn the_command_line_manages_campaigns(app: TestApp) {
    use vitrin::promotions::campaign_cli::{run, CampaignCommand};
    let command = |argv: &[&str]| {
        use clap::{FromArgMatches, Subcommand};
        let matches = CampaignCommand::augment_subcommands(clap::Command::new("vitrin"))
            .try_get_matches_from(std::iter::once("vitrin").chain(argv.iter().copied()))
            .expect("arguments");
        CampaignCommand::from_arg_matches(&matches).expect("command")
    };
    let mut out = Vec::new();
    run(
        &app.db,
        command(&[
            "create",
            "--name",
            "Sepette %20",
            "--percent",
            "20",
            "--starts",
            "2030-01-01",
            "--ends",
            "2030-01-31",
        ]),
        NOW,
        &mut out,
    )
    .await
    .expect("create");
    let printed = String::from_utf8_lossy(&out).to_string();
    let id: i64 = printed
        .trim()
        .strip_prefix("campaign ")
        .and_then(|s| s.strip_suffix(" created"))
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("{printed}"));
    let refused = run(
        &app.db,
        command(&["create", "--name", "x", "--buy", "2", "--pay", "2"]),
        NOW,
        &mut Vec::new(),
    )
    .await;
    assert!(refused.is_err(), "pay must be under buy");
    run(
        &app.db,
        command(&["end", &id.to_string()]),
        NOW,
        &mut Vec::new(),
    )
    .await
    .expect("end");
    let mut listed = Vec::new();
    run(&app.db, command(&["list"]), NOW, &mut listed)
        .await
        .expect("list");
    let line: Value = serde_json::from_slice(listed.split(|b| *b == b'\n').next().expect("a line"))
        .expect("json");
    assert_eq!(line["rules"]["name"]["tr"], "Sepette %20");
    assert_eq!(
        line["rules"]["offer"],
        json!({"kind": "percent", "percent": 20})
    );
    // Ended before it began: its end is now (the start stays, so it never runs).
    assert_eq!(line["rules"]["ends_at"], NOW);
    assert!(run(
        &app.db,
        command(&["report", "424242"]),
        NOW,
        &mut Vec::new()
    )
    .await
    .is_err());
}
on_both_backends!(campaign_cli, the_command_line_manages_campaigns);
