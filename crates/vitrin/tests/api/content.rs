//! Content: the home page's blocks with the spec's fields, the showcase tabs on both addresses,
//! content pages, the cookie-law text, and a broken content file stopping start-up.

use std::collections::HashSet;

use serde_json::Value;

use crate::steps::numbers;
use crate::{helpers::TestApp, on_both_backends};

const BLOCK_NAMES: [&str; 21] = [
    "top_header",
    "hero_slider",
    "mobile_slider",
    "order_tracking_banner",
    "gender_banners",
    "girls_age_slider",
    "boys_age_slider",
    "baby_gender_banners",
    "popular_category_banners",
    "showcase",
    "most_wanted_banners",
    "outfit_banners",
    "countdown_banner",
    "category_banners",
    "how_to_banners",
    "store_visit_banner",
    "contract_banners",
    "marketplace_banners",
    "mobile_info_strip",
    "store_locator",
    "footer_newsletter",
];

/// The content pages served as such (`siparis-takip` has content too, shown above the tracking
/// form of its own route: see the order tests).
const CONTENT_PAGES: [&str; 8] = [
    "hakkimizda",
    "satis-sozlesmesi",
    "teslimat-kosullari",
    "gizlilik-ve-guvenlik",
    "garanti-ve-iade-kosullari",
    "kargo-ve-teslimat",
    "alisveris-rehberi",
    "iade-islemleri-kilavuzu",
];

fn block<'a>(blocks: &'a [Value], name: &str) -> &'a Value {
    blocks
        .iter()
        .find(|b| b["NAME"] == name)
        .unwrap_or_else(|| panic!("no {name} block"))
}

fn has_keys(value: &Value, keys: &[&str]) {
    for key in keys {
        assert!(value.get(key).is_some(), "missing {key} in {value}");
    }
}

fn ids(tab: &Value) -> Vec<i64> {
    numbers(&tab["PRODUCTS"], "ID")
}

async fn home_has_every_block_with_spec_fields(app: TestApp) {
    let (status, data) = app.get_json("/api/storefront/page?path=/").await;
    assert_eq!(status, 200);
    assert_eq!(data["route"], "home");
    let blocks = data["blocks"].as_array().expect("blocks");
    for name in BLOCK_NAMES {
        let b = block(blocks, name);
        has_keys(b, &["ID", "PARENT_ID", "PAGE_ID", "NAME", "ASSETS"]);
        assert_eq!(b["PAGE_ID"], 1, "{name}");
    }

    let hero = block(blocks, "hero_slider");
    has_keys(
        &hero["ASSETS"]["SETTINGS"],
        &[
            "PERVIEW",
            "MARGIN",
            "EFFECT",
            "DELAY",
            "LOOP",
            "DISPLAY_NAVIGATION",
            "DISPLAY_THUMBNAIL",
            "PAGINATION_TYPE",
        ],
    );
    let slide = &hero["ASSETS"]["IMAGES"][0];
    has_keys(
        slide,
        &[
            "INDEX",
            "LISTNO",
            "TITLE",
            "URL",
            "URL_TARGET",
            "URL_REL",
            "DATA1",
            "DATA2",
            "DATA3",
            "DATA4",
            "CONTENT",
            "HIDDEN",
            "IMG1",
            "IMG2",
            "IMG3",
            "COL",
        ],
    );
    let img = &slide["IMG1"];
    has_keys(
        img,
        &["PATH", "WIDTH", "HEIGHT", "EXT", "SIZE", "UPDATED_AT"],
    );
    assert!(img["WIDTH"].as_u64().expect("width") > 0);
    assert!(img["HEIGHT"].as_u64().expect("height") > 0);

    // The image is served from the content folder with a year-long cache.
    let path = img["PATH"].as_str().expect("path");
    let r = app.get(path).await;
    assert_eq!(r.status(), 200, "{path}");
    assert_eq!(r.headers()["content-type"], "image/svg+xml");
    assert!(r.headers()["cache-control"]
        .to_str()
        .expect("cache")
        .contains("max-age=31536000"));
    assert_eq!(
        r.bytes().await.expect("bytes").len() as u64,
        img["SIZE"].as_u64().expect("size")
    );

    // The head preloads the first hero slide for wide screens.
    let (_, html) = app.html("/").await;
    assert!(
        html.contains(&format!(
            "<link rel=\"preload\" as=\"image\" href=\"{path}\" media=\"(min-width: 768px)\""
        )),
        "hero preload in the head"
    );

    // Age-group sliders link to their gender's list with a size (type2) and in-stock filter.
    for (name, list) in [
        ("girls_age_slider", "/kiz-cocuk?"),
        ("boys_age_slider", "/erkek-cocuk?"),
    ] {
        for item in block(blocks, name)["ASSETS"]["IMAGES"]
            .as_array()
            .expect("images")
        {
            let url = item["URL"].as_str().expect("url");
            assert!(url.starts_with(list), "{url}");
            assert!(url.contains("type2=") && url.contains("stock=1"), "{url}");
        }
    }

    let showcase = block(blocks, "showcase");
    let tabs = showcase["ASSETS"]["TABS"].as_array().expect("tabs");
    let kinds: Vec<&str> = tabs
        .iter()
        .map(|t| t["SHOWCASE"].as_str().expect("kind"))
        .collect();
    assert_eq!(
        kinds,
        [
            "new_product",
            "best_seller",
            "discounted_product",
            "most_viewed"
        ]
    );
    for tab in tabs {
        has_keys(
            tab,
            &[
                "SHOWCASE",
                "TITLE",
                "LIMIT",
                "PARAMETER",
                "HREF",
                "URL",
                "API",
            ],
        );
        assert_eq!(tab["LIMIT"], 12);
    }
    has_keys(
        &showcase["ASSETS"]["SETTINGS"],
        &[
            "IMAGE_RATIO",
            "DISPLAY_CART_BUTTON",
            "DISPLAY_COMPARISON_BUTTON",
            "DISPLAY_FAVOURITE_BUTTON",
            "IS_QUICK_VIEW_ACTIVE",
        ],
    );
    // The first tab is already filled, so the first render needs no request.
    let first = &data["showcases"][0];
    assert_eq!(first["ID"], showcase["ID"]);
    assert_eq!(first["SHOWCASE"], "new_product");
    assert_eq!(ids(first).len(), 12);

    // The mobile info strip states the spec's four things, in Turkish.
    let strip: Vec<String> = block(blocks, "mobile_info_strip")["ASSETS"]["ITEMS"]
        .as_array()
        .expect("items")
        .iter()
        .map(|i| format!("{} {}", i["TITLE"], i["TEXT"]))
        .collect();
    assert_eq!(strip.len(), 4);
    for phrase in ["Aynı gün kargo", "256 bit SSL", "12 aya", "7 iş günü"] {
        assert!(strip.iter().any(|s| s.contains(phrase)), "{phrase}");
    }

    // The countdown keeps the spec's target, 1 March 2025 23:59:59 (Turkey).
    let countdown = &block(blocks, "countdown_banner")["ASSETS"];
    assert_eq!(countdown["TARGET"], "2025-03-01T23:59:59+03:00");
    assert_eq!(countdown["TARGET_MS"], 1_740_862_799_000_i64);
    assert!(!countdown["EXPIRED_TEXT"].as_str().expect("text").is_empty());

    // Other languages get their own texts.
    let (_, en) = app.get_json("/api/storefront/page?path=/en/").await;
    let en_title =
        block(en["blocks"].as_array().expect("blocks"), "showcase")["ASSETS"]["TITLE"].clone();
    assert_ne!(en_title, showcase["ASSETS"]["TITLE"]);
}
on_both_backends!(home_blocks, home_has_every_block_with_spec_fields);

async fn showcase_tabs_answer_twelve_products_each(app: TestApp) {
    let (_, home) = app.get_json("/api/storefront/page?path=/").await;
    let showcase = block(home["blocks"].as_array().expect("blocks"), "showcase");
    let id = showcase["ID"].as_i64().expect("id");
    let tabs = showcase["ASSETS"]["TABS"].as_array().expect("tabs").clone();
    let mut orders = Vec::new();
    for (i, tab) in tabs.iter().enumerate() {
        let by_api = app
            .get_ok(&format!("/api/storefront/block/showcase/{id}/{i}"))
            .await;
        let by_href = app.get_ok(tab["HREF"].as_str().expect("href")).await;
        assert_eq!(by_api, by_href, "both addresses give the same answer");
        assert_eq!(
            tab["API"],
            format!("/api/storefront/block/showcase/{id}/{i}")
        );
        assert_eq!(by_api["SHOWCASE"], tab["SHOWCASE"]);
        assert_eq!(by_api["TAB_INDEX"], i);
        assert_eq!(ids(&by_api).len(), 12, "tab {i}");
        orders.push(ids(&by_api));
    }
    let distinct: HashSet<&Vec<i64>> = orders.iter().collect();
    assert_eq!(distinct.len(), 4, "each tab orders differently");

    // Discounted: only discounted products, biggest discount first.
    let (_, discounted) = app
        .get_json(&format!("/api/storefront/block/showcase/{id}/2"))
        .await;
    let percents: Vec<i64> = numbers(&discounted["PRODUCTS"], "DISCOUNT_PERCENT");
    assert!(percents.iter().all(|p| *p > 0));
    assert!(percents.windows(2).all(|w| w[0] >= w[1]), "{percents:?}");

    // The showcase name alone picks its tab.
    let by_kind = app
        .get_ok(&format!(
            "/srv/service/content-v5/load/{id}?showcase=most_viewed"
        ))
        .await;
    assert_eq!(by_kind["TAB_INDEX"], 3);

    // Bad tabs are the shopper's mistake, in the request's language; unknown blocks are 404.
    for bad in [
        format!("/api/storefront/block/showcase/{id}/4"),
        format!("/api/storefront/block/showcase/{id}/-1"),
        format!("/api/storefront/block/showcase/{id}/iki"),
        format!("/srv/service/content-v5/load/{id}?tabIndex=9"),
        format!("/srv/service/content-v5/load/{id}?tabIndex=0&showcase=best_seller"),
        format!("/srv/service/content-v5/load/{id}?showcase=cheapest"),
    ] {
        let (status, body) = app.get_json(&bad).await;
        assert_eq!(status, 400, "{bad}");
        assert_eq!(body["error"]["code"], "unknown_showcase_tab", "{bad}");
        assert!(body["statusText"].as_str().expect("text").contains("sekme"));
    }
    let (status, body) = app
        .get_json(&format!(
            "/api/storefront/block/showcase/{id}/7?language=en"
        ))
        .await;
    assert_eq!(status, 400);
    assert!(body["statusText"].as_str().expect("text").contains("tab"));
    let (status, _) = app
        .get_json("/api/storefront/block/showcase/999999/0")
        .await;
    assert_eq!(status, 404);
}
on_both_backends!(showcase_tabs, showcase_tabs_answer_twelve_products_each);

async fn content_pages_and_cookie_law(app: TestApp) {
    for slug in CONTENT_PAGES {
        let (status, html) = app.html(&format!("/{slug}")).await;
        assert_eq!(status, 200, "{slug}");
        let data = crate::helpers::inline_json(&html, "vitrin-data");
        assert_eq!(data["route"], "content");
        assert_eq!(data["slug"], slug);
        let title = data["page"]["TITLE"].as_str().expect("title");
        assert!(!title.is_empty());
        assert!(
            html.contains(&format!("<title>{title} | vitrin</title>")),
            "{slug}"
        );
        let en = app
            .get_ok(&format!("/api/storefront/page?path=/en/{slug}"))
            .await;
        assert_ne!(
            en["page"]["TITLE"], data["page"]["TITLE"],
            "{slug} in English"
        );
    }
    let (_, contract) = app
        .get_json("/api/storefront/page?path=/satis-sozlesmesi")
        .await;
    assert!(contract.to_string().contains("14 (on dört) gün"));
    let (_, privacy) = app
        .get_json("/api/storefront/page?path=/gizlilik-ve-guvenlik")
        .await;
    assert!(privacy.to_string().contains("6698"));

    let (status, _) = app.html("/olmayan-icerik-sayfasi").await;
    assert_eq!(status, 404);

    let law = app.get_ok("/srv/service/site/get-cookie-law").await;
    assert_eq!(law["Title"], "Çerez Kullanımı");
    assert!(!law["Content"].as_str().expect("content").is_empty());
    let (_, law_ar) = app
        .get_json("/srv/service/site/get-cookie-law?language=ar")
        .await;
    assert_ne!(law_ar["Title"], law["Title"]);
}
on_both_backends!(content_pages, content_pages_and_cookie_law);

/// Copies the shipped content folder, so a test can break one file of it.
fn content_copy() -> tempfile::TempDir {
    fn copy(from: &std::path::Path, to: &std::path::Path) {
        std::fs::create_dir_all(to).expect("dir");
        for entry in std::fs::read_dir(from).expect("read") {
            let entry = entry.expect("entry");
            let target = to.join(entry.file_name());
            if entry.path().is_dir() {
                copy(&entry.path(), &target);
            } else {
                std::fs::copy(entry.path(), target).expect("copy");
            }
        }
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let shipped = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../content");
    copy(&shipped, dir.path());
    dir
}

fn serve_with_content(content_dir: &std::path::Path) -> std::process::Output {
    let data = tempfile::tempdir().expect("temp dir");
    std::process::Command::new(env!("CARGO_BIN_EXE_vitrin"))
        .arg("serve")
        .current_dir(data.path())
        .env_remove("DATABASE_URL")
        .env("VITRIN_DATA_DIR", data.path().join("data"))
        .env("VITRIN_PORT", "0")
        .env("VITRIN_SEED_DEMO", "false")
        .env("VITRIN_CONTENT_DIR", content_dir)
        .output()
        .expect("run vitrin")
}

fn edit(dir: &std::path::Path, file: &str, from: &str, to: &str) {
    let path = dir.join(file);
    let text = std::fs::read_to_string(&path).expect("read");
    assert!(text.contains(from), "{file} has no {from}");
    std::fs::write(&path, text.replacen(from, to, 1)).expect("write");
}

#[test]
fn broken_content_file_stops_start_up_naming_file_and_field() {
    let cases = [
        // A missing image.
        (
            "home/02-hero-slider.json",
            "images/hero-girls.svg",
            "images/yok.svg",
            "ASSETS.IMAGES[0].IMG1.PATH",
        ),
        // A date that is not a date.
        (
            "home/13-countdown-banner.json",
            "2025-03-01T23:59:59+03:00",
            "1 Mart",
            "ASSETS.TARGET",
        ),
        // A link that is not a site path.
        (
            "home/05-gender-banners.json",
            "\"/erkek-cocuk\"",
            "\"javascript:alert(1)\"",
            "ASSETS.IMAGES[0].URL",
        ),
        // An unknown block name.
        (
            "home/21-footer-newsletter.json",
            "\"footer_newsletter\"",
            "\"footer_bulletin\"",
            "NAME",
        ),
        // A misspelt field.
        (
            "home/10-showcase.json",
            "\"LIMIT\": 12",
            "\"LIMT\": 12",
            "ASSETS.TABS[0]",
        ),
        // An empty title.
        (
            "pages/hakkimizda.tr.json",
            "\"TITLE\": \"Hakkımızda\"",
            "\"TITLE\": \" \"",
            "TITLE",
        ),
        // A map centre beyond the pole.
        (
            "home/20-store-locator.json",
            "\"LAT\": 39.0",
            "\"LAT\": 139.0",
            "ASSETS.CENTER.LAT",
        ),
        // An app store link that is not the app store.
        (
            "mobile-app.json",
            "https://play.google.com/",
            "https://example.com/",
            "GOOGLE_PLAY_URL",
        ),
    ];
    for (file, from, to, field) in cases {
        let dir = content_copy();
        edit(dir.path(), file, from, to);
        let out = serve_with_content(dir.path());
        assert!(!out.status.success(), "{file} should stop start-up");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(file), "names the file {file}: {err}");
        assert!(err.contains(field), "names the field {field}: {err}");
    }
}

/// The store locator's map centre and the mobile app's name and links reach the web app with
/// the home page's data; without a link in any app store there is no app to show.
async fn home_sends_map_centre_and_mobile_app(app: TestApp) {
    let (_, data) = app.get_json("/api/storefront/page?path=/").await;
    let locator = &block(data["blocks"].as_array().expect("blocks"), "store_locator")["ASSETS"];
    assert_eq!(locator["ZOOM"], 6.0);
    assert_eq!(locator["CENTER"]["LAT"], 39.0);
    assert_eq!(locator["CENTER"]["LNG"], 35.2);
    let app_info = &data["mobileApp"];
    assert_eq!(app_info["NAME"], "vitrin uygulaması");
    assert!(app_info["GOOGLE_PLAY_URL"]
        .as_str()
        .expect("link")
        .starts_with("https://play.google.com/"));
    assert!(app_info["APP_STORE_URL"]
        .as_str()
        .expect("link")
        .starts_with("https://apps.apple.com/"));
    let (_, en) = app.get_json("/api/storefront/page?path=/en/").await;
    assert_eq!(en["mobileApp"]["NAME"], "The vitrin app");
    // The first render needs no request: the HTML carries the same data.
    let (_, html) = app.html("/").await;
    assert_eq!(
        crate::helpers::inline_json(&html, "vitrin-data")["mobileApp"]["NAME"],
        "vitrin uygulaması"
    );
}
on_both_backends!(map_centre_and_app, home_sends_map_centre_and_mobile_app);

#[test]
fn mobile_app_without_links_is_not_offered() {
    let dir = content_copy();
    std::fs::write(
        dir.path().join("mobile-app.json"),
        r#"{"NAME": "vitrin", "GOOGLE_PLAY_URL": "", "APP_STORE_URL": ""}"#,
    )
    .expect("write");
    let content = vitrin::content::Content::load(Some(dir.path())).expect("valid");
    assert!(content.mobile_app(vitrin::locale::Lang::Tr).is_none());
    std::fs::remove_file(dir.path().join("mobile-app.json")).expect("remove");
    let content = vitrin::content::Content::load(Some(dir.path())).expect("the file is optional");
    assert!(content.mobile_app(vitrin::locale::Lang::Tr).is_none());
}

#[test]
fn intact_content_copy_is_accepted() {
    let dir = content_copy();
    let content = vitrin::content::Content::load(Some(dir.path())).expect("valid copy");
    assert_eq!(
        content.home(vitrin::locale::Lang::Tr).len(),
        BLOCK_NAMES.len()
    );
}
