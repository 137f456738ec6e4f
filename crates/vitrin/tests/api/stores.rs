//! The store list of spec sections 2 and 7 (`/srv/service/store/store-list/`, with or without the
//! delivery flag): filters by country, city, town and group, pages of the store block's LIMIT,
//! unknown values ignored; the store locator page (`magazalar`) and the map countries list.

use std::collections::HashSet;

use serde_json::Value;

use crate::{helpers::TestApp, on_both_backends, steps::json_ok};

/// GET `/srv/service/store/store-list/` with `query` (name, value) pairs.
async fn stores(app: &TestApp, query: &[(&str, &str)]) -> Value {
    json_ok(
        app.client
            .get(app.url("/srv/service/store/store-list/"))
            .query(query),
    )
    .await
}

fn names(list: &Value) -> Vec<String> {
    list["data"]
        .as_array()
        .expect("stores")
        .iter()
        .map(|s| s["Ad"].as_str().expect("name").to_string())
        .collect()
}

fn all_have(list: &Value, field: &str, value: &str) {
    let data = list["data"].as_array().expect("stores");
    assert!(!data.is_empty(), "{list}");
    for s in data {
        assert_eq!(s[field], value, "{s}");
    }
}

/// Without `pg` every store; with it pages of the block's LIMIT (12) that together hold every
/// store once, the last page for a page past the end and the first for a bad one.
async fn store_list_pages(app: TestApp) {
    let all = stores(&app, &[]).await;
    let total = all["total"].as_i64().expect("total");
    assert!(total >= 30, "{all}");
    assert_eq!(all["data"].as_array().expect("stores").len() as i64, total);
    assert_eq!(
        (
            all["page"].clone(),
            all["pageCount"].clone(),
            all["limit"].clone()
        ),
        (1.into(), 1.into(), 0.into())
    );
    assert_eq!(all["countries"], serde_json::json!(["TR"]));
    let groups: Vec<&str> = all["groups"]
        .as_array()
        .expect("groups")
        .iter()
        .filter_map(Value::as_str)
        .collect();
    for group in ["AVM Mağazası", "Cadde Mağazası", "Outlet"] {
        assert!(groups.contains(&group), "{groups:?}");
    }

    let first = stores(&app, &[("pg", "1")]).await;
    assert_eq!(first["limit"], 12);
    let pages = first["pageCount"].as_i64().expect("pages");
    assert_eq!(pages, (total + 11) / 12);
    let mut seen = Vec::new();
    for pg in 1..=pages {
        let page = stores(&app, &[("pg", &pg.to_string())]).await;
        assert_eq!(page["page"], pg);
        let listed = names(&page);
        assert!(listed.len() <= 12 && !listed.is_empty(), "{page}");
        seen.extend(listed);
    }
    assert_eq!(seen, names(&all), "the pages in order are the whole list");
    assert_eq!(seen.iter().collect::<HashSet<_>>().len() as i64, total);

    let past = stores(&app, &[("pg", "999")]).await;
    assert_eq!(past["page"], pages);
    for bad in ["0", "-2", "iki", "", "99999999999999999999999"] {
        let page = stores(&app, &[("pg", bad)]).await;
        assert_eq!(page["page"], 1, "pg={bad}");
        assert_eq!(names(&page), names(&first), "pg={bad}");
    }
}
on_both_backends!(pages, store_list_pages);

/// Each filter narrows the list; an unknown value is ignored, answered empty in `filter`, and the
/// other filters still apply.
async fn store_list_filters(app: TestApp) {
    let izmir = stores(&app, &[("city", "İzmir")]).await;
    all_have(&izmir, "city", "İzmir");
    assert_eq!(izmir["filter"]["city"], "İzmir");
    let towns: Vec<String> = izmir["towns"]
        .as_array()
        .expect("towns")
        .iter()
        .filter_map(|t| t.as_str().map(str::to_string))
        .collect();
    assert!(towns.contains(&"Bornova".to_string()), "{towns:?}");

    let bornova = stores(&app, &[("city", "İzmir"), ("town", "Bornova")]).await;
    all_have(&bornova, "town", "Bornova");
    assert!(names(&bornova).len() < names(&izmir).len());
    // A town is a town of the chosen city: alone, or under another city, it is ignored.
    let town_alone = stores(&app, &[("town", "Bornova")]).await;
    assert_eq!(town_alone["filter"]["town"], "");
    assert_eq!(town_alone["total"], stores(&app, &[]).await["total"]);
    let elsewhere = stores(&app, &[("city", "Ankara"), ("town", "Bornova")]).await;
    all_have(&elsewhere, "city", "Ankara");
    assert_eq!(elsewhere["filter"]["town"], "");

    let outlets = stores(&app, &[("group", "Outlet")]).await;
    all_have(&outlets, "group", "Outlet");
    assert_eq!(outlets["filter"]["group"], "Outlet");
    // Ankara has no outlet: the group is not one of the city's, so it is ignored.
    let ankara = stores(&app, &[("city", "Ankara"), ("group", "Outlet")]).await;
    all_have(&ankara, "city", "Ankara");
    assert_eq!(ankara["filter"]["group"], "");
    assert!(!ankara["groups"]
        .as_array()
        .expect("groups")
        .iter()
        .any(|g| g == "Outlet"));

    let unknown = stores(
        &app,
        &[
            ("country", "XX"),
            ("city", "Atlantis"),
            ("group", "Outlet"),
            ("pg", "1"),
        ],
    )
    .await;
    assert_eq!(
        unknown["filter"],
        serde_json::json!({"country": "", "city": "", "town": "", "group": "Outlet"})
    );
    assert_eq!(names(&unknown), names(&outlets));
    let turkey = stores(&app, &[("country", "TR"), ("city", "İzmir")]).await;
    assert_eq!(names(&turkey), names(&izmir));
    assert_eq!(turkey["filter"]["country"], "TR");

    // The same filters as a form, with and without the delivery flag.
    for path in [
        "/srv/service/store/store-list/",
        "/srv/service/store/store-list/0",
        "/srv/service/store/store-list/1",
    ] {
        let form = [("city", "İzmir"), ("town", "Bornova"), ("pg", "1")];
        let list = json_ok(app.client.post(app.url(path)).form(&form)).await;
        assert_eq!(names(&list), names(&bornova), "{path}");
    }
}
on_both_backends!(filters, store_list_filters);

/// Each store carries its group, phone, hours and the marker popup's text: address, town/city,
/// phone and hours, one per line.
async fn stores_carry_their_marker_content(app: TestApp) {
    let list = stores(&app, &[("city", "İstanbul"), ("town", "Kadıköy")]).await;
    let kadikoy = &list["data"][0];
    assert_eq!(kadikoy["Ad"], "Kadıköy Bahariye");
    assert_eq!(kadikoy["group"], "Cadde Mağazası");
    assert_eq!(kadikoy["country"], "TR");
    let hours = kadikoy["hours"].as_str().expect("hours");
    assert!(hours.contains("09:30"), "{hours}");
    assert_eq!(
        kadikoy["markerContent"],
        format!("Osmanağa Mah. Bahariye Cad. No: 47\nKadıköy/İstanbul\n0216 345 27 18\n{hours}")
    );
}
on_both_backends!(marker_content, stores_carry_their_marker_content);

/// The store locator page: its data carries the block's settings, the map style and the first
/// store list for the URL's filters; its HTML is served in every language and listed in the
/// sitemap.
async fn store_locator_page(app: TestApp) {
    let page = |path: &'static str| {
        json_ok(
            app.client
                .get(app.url("/api/storefront/page"))
                .query(&[("path", path)]),
        )
    };
    let data = page("/magazalar?city=%C4%B0zmir&group=Atlantis&pg=1").await;
    assert_eq!(data["route"], "stores");
    assert_eq!(data["settings"]["LIMIT"], 12);
    assert_eq!(data["settings"]["TITLE"], "Mağazalarımız");
    assert_eq!(data["mapStyle"], "");
    assert_eq!(data["stores"]["filter"]["city"], "İzmir");
    assert_eq!(data["stores"]["filter"]["group"], "");
    assert_eq!(data["stores"]["limit"], 12);
    all_have(&data["stores"], "city", "İzmir");
    // Without pg the page shows its first page.
    let plain = page("/magazalar").await;
    assert_eq!(plain["stores"]["page"], 1);
    assert_eq!(
        plain["stores"]["data"].as_array().expect("stores").len(),
        12
    );
    let english = page("/en/magazalar?pg=2").await;
    assert_eq!(english["settings"]["TITLE"], "Our stores");
    assert_eq!(english["stores"]["page"], 2);

    for path in [
        "/magazalar?city=%C4%B0zmir",
        "/en/magazalar",
        "/ar/magazalar",
    ] {
        let (status, html) = app.html(path).await;
        assert_eq!(status, 200, "{path}");
        assert!(html.contains("\"route\":\"stores\""), "{path}");
    }
    let (_, sitemap) = app.html("/sitemap/pages.xml").await;
    assert!(sitemap.contains("/magazalar</loc>"), "{sitemap}");
}
on_both_backends!(locator_page, store_locator_page);

/// `/Diger/map-countries.txt`: the map's countries as JSON text, Turkey first.
async fn map_countries_list(app: TestApp) {
    let r = app.get("/Diger/map-countries.txt").await;
    assert_eq!(r.status(), 200);
    assert_eq!(r.headers()["content-type"], "text/plain; charset=utf-8");
    let countries: Value = serde_json::from_str(&r.text().await.expect("text")).expect("json");
    assert_eq!(
        countries[0],
        serde_json::json!({"key": "TR", "lat": 39.0, "lng": 35.2})
    );
    for c in countries.as_array().expect("countries") {
        assert!(c["key"].as_str().is_some_and(|k| k.len() == 2), "{c}");
    }
}
on_both_backends!(map_countries, map_countries_list);

/// A shop that configures its own map style gets it in the page data, and its pages may connect
/// to the style's origin (a style URL that is not https stops start-up: see startup.rs).
async fn configured_map_style(app: TestApp) {
    let style = "https://tiles.example.com/styles/vitrin/style.json";
    let shop = app
        .instance(|config| config.store_map_style_url = style.into())
        .await;
    let r = shop.get("/magazalar").await;
    let csp = r.headers()["content-security-policy"]
        .to_str()
        .expect("csp")
        .to_string();
    assert!(
        csp.contains("connect-src 'self' https://tiles.example.com"),
        "{csp}"
    );
    let (_, data) = shop
        .get_json("/api/storefront/page?path=%2Fmagazalar")
        .await;
    assert_eq!(data["mapStyle"], style);
}
on_both_backends!(map_style, configured_map_style);

/// The store list carries each store's coordinates for the store locator's map, documented in
/// the OpenAPI document, and the city filter narrows the stores the map shows.
async fn store_list_gives_map_coordinates(app: TestApp) {
    let list = |city: &'static str| {
        json_ok(
            app.client
                .post(app.url("/srv/service/store/store-list/0"))
                .form(&[("city", city), ("town", "")]),
        )
    };
    let all = list("").await;
    let stores = all["data"].as_array().expect("stores");
    assert!(stores.len() >= 24, "{}", stores.len());
    for s in stores {
        let (lat, lng) = (
            s["lat"].as_f64().expect("lat"),
            s["lng"].as_f64().expect("lng"),
        );
        // Turkey lies within 35.8-42.2 N and 25.6-44.9 E.
        assert!((35.8..=42.2).contains(&lat), "{s}");
        assert!((25.6..=44.9).contains(&lng), "{s}");
    }
    let kadikoy = stores
        .iter()
        .find(|s| s["Ad"] == "Kadıköy Bahariye")
        .expect("the Kadıköy store");
    assert_eq!(kadikoy["lat"], 40.9884);
    assert_eq!(kadikoy["lng"], 29.0289);

    let izmir = list("İzmir").await;
    let in_izmir = izmir["data"].as_array().expect("stores");
    assert!(!in_izmir.is_empty());
    assert!(in_izmir.len() < stores.len());
    for s in in_izmir {
        assert_eq!(s["city"], "İzmir");
        assert!(s["lat"].is_f64() && s["lng"].is_f64(), "{s}");
    }

    let (_, doc) = app.get_json("/api/openapi.json").await;
    let item = &doc["components"]["schemas"]["StoreItem"];
    for field in ["id", "Ad", "city", "town", "address", "lat", "lng"] {
        assert!(item["properties"][field].is_object(), "{field}: {item}");
    }
    assert!(item["required"]
        .as_array()
        .expect("required")
        .iter()
        .any(|f| f == "lat"));
}
on_both_backends!(store_coordinates, store_list_gives_map_coordinates);
