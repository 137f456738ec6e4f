//! Stock at placement: a race for the last units, one order per placement, a short shelf, a lost race.

use super::*;

async fn fifty_shoppers_share_ten_units(app: TestApp) {
    let (product_id, variant_id) = variant_with_stock(&app.db, 10).await;
    // A second server instance on the same database: every other shopper checks out there.
    let other = app.instance(|_| {}).await;
    let mut ready = Vec::new();
    for i in 0..50 {
        let server = if i % 2 == 0 { &app } else { &other };
        let guest = ready_guest(server, &format!("yaris{i}@example.com")).await;
        add(&guest, server, product_id, variant_id, 1).await;
        let digest = digest_of(&summary(&guest, server, "yurtici", "bank_transfer").await);
        ready.push((guest, digest));
    }
    let (app, other) = (Arc::new(app), Arc::new(other));
    let tasks: Vec<_> = ready
        .into_iter()
        .enumerate()
        .map(|(i, (guest, digest))| {
            let server = if i % 2 == 0 {
                app.clone()
            } else {
                other.clone()
            };
            let form = placement(&format!("race-order-{i:05}"), "bank_transfer", &digest, &[]);
            tokio::spawn(async move { guest.post(&server, PLACE, &form).await })
        })
        .collect();
    let (mut sold, mut refused) = (0, 0);
    for task in tasks {
        match task.await.expect("task") {
            (200, _) => sold += 1,
            (409, body) if body["code"] == "out_of_stock" => {
                let short = &body["shortages"];
                assert_eq!(short.as_array().map(Vec::len), Some(1), "{body}");
                assert_eq!(short[0]["wanted"], 1);
                assert_eq!(short[0]["available"], 0);
                refused += 1;
            }
            (code, body) => panic!("{code} {body}"),
        }
    }
    assert_eq!((sold, refused), (10, 40));
    assert_eq!(stock_of(&app.db, variant_id).await, 0);
    assert_eq!(order_count(&app.db).await, 10);
}

on_both_backends!(race, fifty_shoppers_share_ten_units);

async fn the_same_placement_makes_one_order(app: TestApp) {
    let (product_id, variant_id) = variant_with_stock(&app.db, 5).await;
    cart(&app.db, "twice", product_id, variant_id, 2).await;
    let (a, b) = tokio::join!(buy(&app.db, "twice", "k1"), buy(&app.db, "twice", "k1"));
    let (a, b) = (a.expect("first"), b.expect("second"));
    assert_eq!(a.order_no, b.order_no);
    assert_ne!(a.created, b.created, "one of them created it");
    let again = buy(&app.db, "twice", "k1").await.expect("a retry");
    assert_eq!((again.order_no, again.created), (a.order_no.clone(), false));
    assert_eq!(order_count(&app.db).await, 1);
    assert_eq!(stock_of(&app.db, variant_id).await, 3);
    assert_eq!(a.status, OrderStatus::AwaitingPayment);
    // The cart was emptied with the order: another key finds nothing to buy.
    assert!(matches!(
        buy(&app.db, "twice", "k2").await,
        Err(PlaceError::EmptyCart)
    ));
    let lines: i64 = app
        .scalar(
            "SELECT COUNT(*) FROM order_lines l JOIN orders o ON o.id = l.order_id \
         WHERE o.order_no = $1",
            &[&a.order_no],
        )
        .await;
    assert_eq!(lines, 1);
    let history: Vec<String> = app
        .column(
            "SELECT h.status FROM order_status_history h JOIN orders o ON o.id = h.order_id \
         WHERE o.order_no = $1",
            &[&a.order_no],
        )
        .await;
    assert_eq!(history, ["awaiting_payment"]);
}

on_both_backends!(idempotent, the_same_placement_makes_one_order);

async fn a_short_shelf_writes_nothing(app: TestApp) {
    let (product_id, variant_id) = variant_with_stock(&app.db, 2).await;
    cart(&app.db, "greedy", product_id, variant_id, 3).await;
    match buy(&app.db, "greedy", "k").await {
        Err(PlaceError::OutOfStock(short)) => {
            assert_eq!((short[0].wanted, short[0].available), (3, 2));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(stock_of(&app.db, variant_id).await, 2);
    assert_eq!(order_count(&app.db).await, 0);
    let lines: i64 = app
        .count(
            "SELECT COUNT(*) FROM cart_lines l JOIN carts c ON c.id = l.cart_id \
         WHERE c.session_id = 'greedy'",
        )
        .await;
    assert_eq!(lines, 1, "the cart is kept");
}

on_both_backends!(short_shelf, a_short_shelf_writes_nothing);

async fn a_lost_race_cuts_the_cart_down(app: TestApp) {
    let app = app.instance(with_card_provider).await;
    let (product_id, variant_id) = variant_with_stock(&app.db, 3).await;
    let guest = ready_guest(&app, "yaris@example.com").await;
    add(&guest, &app, product_id, variant_id, 3).await;
    let digest = digest_of(&summary(&guest, &app, "yurtici", "card").await);
    // Someone else bought two meanwhile.
    app.run(
        "UPDATE variants SET stock = 1 WHERE id = $1",
        &[&variant_id],
    )
    .await;
    let form = placement("lost-race-key-0001", "card", &digest, &[]);
    let r = send_form(&guest, &app, PLACE, &form, false).await;
    let text = "Sepetinizdeki bazı ürünlerin stoğu tükendi; sepetiniz güncellendi, lütfen kontrol \
                edip tekrar onaylayın";
    let body = assert_envelope(r, 409, "out_of_stock", text).await;
    assert_eq!(
        body["code"], "out_of_stock",
        "the code and message stay at the top too"
    );
    assert_eq!(body["message"], text);
    assert_eq!(body["shortages"][0]["available"], 1);
    assert_eq!(body["shortages"][0]["wanted"], 3);
    let quantity: i64 = app
        .scalar(
            "SELECT quantity FROM cart_lines WHERE variant_id = $1",
            &[&variant_id],
        )
        .await;
    assert_eq!(quantity, 1, "the cart now asks for what is left");
    // The order changed (one instead of three): the old digest no longer places it.
    let form = placement("lost-race-key-0002", "card", &digest, &[]);
    let r = send_form(&guest, &app, PLACE, &form, true).await;
    let text = "Your order has changed. Please check it and confirm again.";
    let body = assert_envelope(r, 409, "order_changed", text).await;
    assert_eq!(body["code"], "order_changed");
    let digest = digest_of(&summary(&guest, &app, "yurtici", "card").await);
    let (code, body) = guest
        .post(
            &app,
            PLACE,
            &placement("lost-race-key-0002", "card", &digest, &[]),
        )
        .await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(stock_of(&app.db, variant_id).await, 0);
}

on_both_backends!(lost_race, a_lost_race_cuts_the_cart_down);
