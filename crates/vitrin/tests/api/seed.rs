//! The demo shop is believable: translations, variants, stock, discounts, comments, stores.

use crate::{helpers::TestApp, on_both_backends};

async fn count(app: &TestApp, sql: &str) -> i64 {
    sqlx::query_scalar(sql)
        .fetch_one(&app.db.pool)
        .await
        .expect(sql)
}

async fn demo_data_is_believable(app: TestApp) {
    let products = count(&app, "SELECT COUNT(*) FROM products").await;
    assert_eq!(products, crate::helpers::TEST_PRODUCTS as i64);
    assert_eq!(
        count(
            &app,
            "SELECT COUNT(*) FROM products WHERE title_tr = '' OR title_en = '' OR title_ar = '' \
             OR description_tr = '' OR description_en = '' OR description_ar = ''"
        )
        .await,
        0
    );
    let discounted = count(
        &app,
        "SELECT COUNT(*) FROM products WHERE price_sell < price_list",
    )
    .await;
    assert!(
        discounted * 5 > products && discounted * 2 < products,
        "about a third discounted: {discounted}/{products}"
    );
    assert_eq!(
        count(
            &app,
            "SELECT COUNT(*) FROM products WHERE vat_percent <> 10"
        )
        .await,
        0
    );
    assert!(count(&app, "SELECT COUNT(*) FROM variants WHERE stock = 0").await > 0);
    // Colour and size groups, with colour codes.
    assert_eq!(
        count(
            &app,
            "SELECT COUNT(*) FROM variant_values WHERE group_no = 1 AND color_code IS NULL"
        )
        .await,
        0
    );
    assert!(
        count(
            &app,
            "SELECT COUNT(*) FROM variant_values WHERE group_no = 2 AND name_tr LIKE '%Yaş'"
        )
        .await
            > 0
    );
    assert!(
        count(
            &app,
            "SELECT COUNT(*) FROM variant_values WHERE group_no = 2 AND name_tr LIKE '%Ay'"
        )
        .await
            > 0
    );
    // Some colour and size combinations are not offered.
    let offered = count(&app, "SELECT COUNT(*) FROM variants").await;
    let grid = count(
        &app,
        "SELECT CAST(SUM(c * s) AS BIGINT) FROM (SELECT COUNT(DISTINCT type1_id) AS c, \
         COUNT(DISTINCT type2_id) AS s FROM variants GROUP BY product_id) AS g",
    )
    .await;
    assert!(offered < grid, "{offered} < {grid}");
    assert!(count(&app, "SELECT COUNT(*) FROM comments").await > 0);
    assert_eq!(
        count(
            &app,
            "SELECT COUNT(*) FROM products p WHERE comment_count <> \
             (SELECT COUNT(*) FROM comments c WHERE c.product_id = p.id)"
        )
        .await,
        0
    );
    assert!(count(&app, "SELECT COUNT(*) FROM stores").await >= 20);
    assert_eq!(
        count(
            &app,
            "SELECT COUNT(*) FROM stores WHERE lat < 35.8 OR lat > 42.2 OR lng < 25.6 OR lng > 44.9"
        )
        .await,
        0
    );
    // Every product has an image per colour, drawn in three sizes.
    let stem: String = app
        .scalar("SELECT path FROM product_images LIMIT 1", &[])
        .await;
    for size in ["small", "medium", "big"] {
        let file = app
            .config
            .data_dir
            .join("images")
            .join(format!("{stem}-{size}.webp"));
        assert!(file.exists(), "{}", file.display());
    }
    assert!(app.db.catalog_version().await.expect("version") > 0);
}
on_both_backends!(demo_data, demo_data_is_believable);

async fn reseeding_replaces_the_catalog(app: TestApp) {
    let before = app.db.catalog_version().await.expect("version");
    vitrin::seed::seed(&app.db, &app.config.data_dir, 30)
        .await
        .expect("reseed");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM products").await, 30);
    assert_eq!(
        count(
            &app,
            "SELECT COUNT(*) FROM variants WHERE product_id NOT IN (SELECT id FROM products)"
        )
        .await,
        0
    );
    assert_eq!(app.db.catalog_version().await.expect("version"), before + 1);
}
on_both_backends!(reseed, reseeding_replaces_the_catalog);
