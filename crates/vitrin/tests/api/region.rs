//! The region calls of spec section 7: the cascade lists with Turkey's 81 provinces and 973
//! districts and a known neighbourhood's postcode, the level-letter form with storeLimit, the phone
//! widget's country list with and without the member's E_COUNTRY, the tax-office list, the public
//! postcode look-up, ETags, and bad input (unknown codes, malformed postcodes, very long values)
//! refused with a 4xx and the error envelope.

use serde_json::Value;

use crate::{
    helpers::TestApp,
    on_both_backends,
    shopper::{create_member, Shopper},
};

const BASE: &str = "/srv/service/region";

fn codes(list: &Value) -> Vec<&str> {
    list.as_array()
        .expect("array")
        .iter()
        .map(|i| i["code"].as_str().expect("code"))
        .collect()
}

fn titles(list: &Value) -> Vec<&str> {
    list.as_array()
        .expect("array")
        .iter()
        .map(|i| i["title"].as_str().expect("title"))
        .collect()
}

/// A refusal: the status, and the envelope's code and message.
async fn refused(app: &TestApp, path: &str) -> (u16, String, String) {
    let (status, body) = app.get_json(path).await;
    (
        status,
        body["error"]["code"].as_str().unwrap_or("").to_string(),
        body["statusText"].as_str().unwrap_or("").to_string(),
    )
}

async fn the_turkish_cascade_is_complete(app: TestApp) {
    let (status, countries) = app
        .get_json(&format!("{BASE}/get-countries?language=tr"))
        .await;
    assert_eq!(status, 200);
    assert!(countries.as_array().expect("countries").len() >= 245);
    let first = &countries[0];
    assert_eq!(first["code"], "TR");
    assert_eq!(first["title"], "Türkiye");
    assert_eq!(first["has_state"], 0);
    assert_eq!(first["pattern"], r"^\d{5}$");
    let by_code = |code: &str| {
        countries
            .as_array()
            .expect("countries")
            .iter()
            .find(|c| c["code"] == code)
            .cloned()
            .expect("country")
    };
    for hidden in ["US", "CN", "DE", "RU", "GB", "IN", "ES"] {
        assert_eq!(by_code(hidden)["has_state"], 0, "{hidden}");
    }
    assert_eq!(by_code("FR")["has_state"], 1);
    assert_eq!(by_code("DE")["title"], "Almanya");
    // Turkish order after Turkey: Çin comes after Cezayir and before Danimarka.
    let names = titles(&countries);
    let at = |name: &str| names.iter().position(|n| *n == name).expect(name);
    assert!(at("Cezayir") < at("Çin") && at("Çin") < at("Danimarka"));

    let (_, english) = app
        .get_json(&format!("{BASE}/get-countries?language=en"))
        .await;
    assert_eq!(english[0]["code"], "TR");
    assert!(titles(&english).contains(&"Germany"));
    let (_, arabic) = app
        .get_json(&format!("{BASE}/get-countries?language=ar"))
        .await;
    assert_eq!(arabic[0]["title"], "تركيا");

    let (status, provinces) = app.get_json(&format!("{BASE}/get-cities/TR")).await;
    assert_eq!(status, 200);
    assert_eq!(provinces.as_array().expect("provinces").len(), 81);
    assert!(provinces
        .as_array()
        .expect("provinces")
        .iter()
        .any(|p| p["code"] == "34" && p["title"] == "İstanbul"));

    let mut towns = 0;
    for code in codes(&provinces) {
        let (status, list) = app.get_json(&format!("{BASE}/get-towns/{code}")).await;
        assert_eq!(status, 200, "{code}");
        towns += list.as_array().expect("towns").len();
    }
    assert_eq!(towns, 973);

    let (_, istanbul) = app.get_json(&format!("{BASE}/get-towns/34")).await;
    let kadikoy = istanbul
        .as_array()
        .expect("towns")
        .iter()
        .find(|t| t["title"] == "Kadıköy")
        .expect("Kadıköy");
    let (status, districts) = app
        .get_json(&format!(
            "{BASE}/get-districts/{}",
            kadikoy["code"].as_str().expect("code")
        ))
        .await;
    assert_eq!(status, 200);
    let caferaga = districts
        .as_array()
        .expect("districts")
        .iter()
        .find(|d| d["title"] == "Caferağa Mah")
        .expect("Caferağa");
    assert_eq!(caferaga["postalcode"], "34710");

    // Other countries: states through the level form, no city data.
    let (status, us) = app.get_json(&format!("{BASE}/get-cities/US")).await;
    assert_eq!((status, us.as_array().map(Vec::len)), (200, Some(0)));
    let (status, state_cities) = app.get_json(&format!("{BASE}/get-cities/US-CA")).await;
    assert_eq!(
        (status, state_cities.as_array().map(Vec::len)),
        (200, Some(0))
    );
}
on_both_backends!(
    the_turkish_cascade_is_complete,
    the_turkish_cascade_is_complete
);

async fn unknown_codes_and_bad_input_are_refused(app: TestApp) {
    let long = "x".repeat(4_000);
    for path in [
        format!("{BASE}/get-cities/XX"),
        format!("{BASE}/get-cities/US-ZZZ"),
        format!("{BASE}/get-cities/{long}"),
        format!("{BASE}/get-towns/99"),
        format!("{BASE}/get-towns/{long}"),
        format!("{BASE}/get-districts/34-nowhere"),
        format!("{BASE}/get-districts/{long}"),
        format!("{BASE}/E/XX/0"),
        format!("{BASE}/I/99/0"),
        format!("{BASE}/get-tax-offices?city=99"),
        format!("{BASE}/get-tax-offices?city={long}"),
    ] {
        let (status, code, text) = refused(&app, &path).await;
        assert_eq!(status, 404, "{}", &path[..path.len().min(80)]);
        assert!(code.starts_with("unknown_"), "{code}");
        assert!(!text.is_empty());
    }
    let (status, code, text) = refused(&app, &format!("{BASE}/get-towns/99")).await;
    assert_eq!(
        (status, code.as_str(), text.as_str()),
        (404, "unknown_city", "İl bulunamadı")
    );

    for (path, expected) in [
        (format!("{BASE}/X/TR/0"), (400, "unknown_level")),
        (format!("{BASE}/S/TR/2"), (400, "invalid_limit")),
        (
            format!("{BASE}/S/TR/1?storeLimit=yes"),
            (400, "invalid_limit"),
        ),
        (
            format!("{BASE}/get-list?country={long}"),
            (400, "unknown_country"),
        ),
        (
            "/api/v1/public/address?postcode=3471".to_string(),
            (422, "postcode_invalid"),
        ),
        (
            format!("/api/v1/public/address?postcode={long}"),
            (422, "postcode_invalid"),
        ),
        (
            "/api/v1/public/address".to_string(),
            (422, "postcode_invalid"),
        ),
    ] {
        let (status, code, text) = refused(&app, &path).await;
        assert_eq!(
            (status, code.as_str()),
            expected,
            "{}",
            &path[..path.len().min(80)]
        );
        assert!(!text.is_empty());
    }
    let (_, _, text) = refused(&app, "/api/v1/public/address?postcode=abcde").await;
    assert_eq!(text, "Posta kodu geçersiz");
}
on_both_backends!(
    unknown_codes_and_bad_input_are_refused,
    unknown_codes_and_bad_input_are_refused
);

async fn the_level_form_lists_each_level(app: TestApp) {
    let post = |path: String, form: Vec<(&'static str, &'static str)>| {
        let client = app.client.clone();
        let url = app.url(&path);
        async move {
            let r = client.post(url).form(&form).send().await.expect("post");
            let status = r.status().as_u16();
            (status, r.json::<Value>().await.expect("json"))
        }
    };
    let (status, countries) = post(format!("{BASE}/U/0/0"), vec![]).await;
    assert_eq!(status, 200);
    assert_eq!(countries[0]["code"], "TR");
    assert!(countries.as_array().expect("countries").len() >= 245);

    let (_, states) = post(format!("{BASE}/E/US/0"), vec![]).await;
    assert!(codes(&states).contains(&"US-CA"));
    let (_, tr_states) = post(format!("{BASE}/E/TR/0"), vec![]).await;
    assert_eq!(
        tr_states.as_array().map(Vec::len),
        Some(0),
        "Turkey's provinces are cities"
    );

    let (_, cities) = post(format!("{BASE}/S/TR/0"), vec![]).await;
    assert_eq!(cities.as_array().map(Vec::len), Some(81));
    let (_, towns) = post(format!("{BASE}/I/34/0"), vec![]).await;
    assert!(titles(&towns).contains(&"Kadıköy"));
    let (_, all_again) = post(format!("{BASE}/S/TR/1"), vec![]).await;
    assert_eq!(
        all_again.as_array().map(Vec::len),
        Some(81),
        "limit 1 alone limits nothing"
    );

    // Only regions with a store: the seeded stores are in Turkey.
    let (status, store_countries) = post(format!("{BASE}/U/0/1"), vec![("storeLimit", "1")]).await;
    assert_eq!(status, 200);
    assert_eq!(codes(&store_countries), ["TR"]);
    let (_, store_cities) = post(format!("{BASE}/S/TR/1"), vec![("storeLimit", "1")]).await;
    let store_cities = titles(&store_cities);
    assert!(store_cities.contains(&"İstanbul"), "{store_cities:?}");
    assert!(store_cities.len() < 81);
    let (_, store_towns) = post(format!("{BASE}/I/34/1"), vec![("storeLimit", "1")]).await;
    let store_towns = titles(&store_towns);
    assert!(store_towns.contains(&"Kadıköy") && store_towns.contains(&"Beşiktaş"));
    assert!(!store_towns.contains(&"Adalar"));
    let (_, by_get) = app.get_json(&format!("{BASE}/I/34/1?storeLimit=1")).await;
    assert_eq!(
        titles(&by_get),
        store_towns,
        "GET takes storeLimit in the query"
    );
}
on_both_backends!(
    the_level_form_lists_each_level,
    the_level_form_lists_each_level
);

/// An active member with an E_COUNTRY, logged in through the login call: its bearer token.
async fn member_with_country(app: &TestApp, email: &str, e_country: &str) -> String {
    let id = create_member(app, email).await;
    sqlx::query("UPDATE customers SET e_country = $1 WHERE id = $2")
        .bind(e_country)
        .bind(id)
        .execute(&app.db.pool)
        .await
        .expect("e_country");
    let mut browser = Shopper::new(app).await;
    browser.log_in(app, email).await;
    browser.bearer.expect("bearer")
}

async fn the_phone_country_list_follows_e_country(app: TestApp) {
    let (status, list) = app.get_json(&format!("{BASE}/get-list?language=tr")).await;
    assert_eq!(status, 200);
    assert_eq!(list["selected"], "TR");
    let countries = list["countries"].as_array().expect("countries");
    assert!(
        (235..=250).contains(&countries.len()),
        "{}",
        countries.len()
    );
    assert_eq!(countries[0]["code"], "TR");
    assert_eq!(countries[0]["phone_code"], "90");
    assert_eq!(countries[0]["title"], "Türkiye");
    assert_eq!(countries[0]["pattern"], "+90 (100) 000 00 00");
    let us = countries.iter().find(|c| c["code"] == "US").expect("US");
    assert_eq!(us["pattern"], "+1 (100) 000 00 00");
    let de = countries.iter().find(|c| c["code"] == "DE").expect("DE");
    assert_eq!(de["phone_code"], "49");
    assert_eq!(de["title"], "Almanya (Germany)");
    assert!(de["pattern"]
        .as_str()
        .expect("pattern")
        .starts_with("+49 1"));

    let (_, chosen) = app.get_json(&format!("{BASE}/get-list?country=de")).await;
    assert_eq!(chosen["selected"], "DE");
    let (_, en) = app.get_json(&format!("{BASE}/get-list?country=EN")).await;
    assert_eq!(en["selected"], "GB");
    let (_, unknown) = app.get_json(&format!("{BASE}/get-list?country=QQ")).await;
    assert_eq!(unknown["selected"], "TR");

    let bearer = member_with_country(&app, "e-country@example.com", "DE").await;
    let r = app
        .client
        .get(app.url(&format!("{BASE}/get-list?country=FR")))
        .bearer_auth(&bearer)
        .send()
        .await
        .expect("list");
    assert_eq!(r.headers()["cache-control"], "private, no-cache");
    let limited: Value = r.json().await.expect("json");
    assert_eq!(limited["selected"], "DE");
    assert_eq!(codes(&limited["countries"]), ["DE"]);

    let plain = member_with_country(&app, "no-e-country@example.com", "").await;
    let everything: Value = app
        .client
        .get(app.url(&format!("{BASE}/get-list")))
        .bearer_auth(&plain)
        .send()
        .await
        .expect("list")
        .json()
        .await
        .expect("json");
    assert_eq!(
        everything["countries"].as_array().map(Vec::len),
        Some(countries.len())
    );
}
on_both_backends!(
    the_phone_country_list_follows_e_country,
    the_phone_country_list_follows_e_country
);

async fn tax_offices_are_text_by_city(app: TestApp) {
    let r = app.get(&format!("{BASE}/get-tax-offices?city=34")).await;
    assert_eq!(r.status().as_u16(), 200);
    assert_eq!(r.headers()["content-type"], "text/plain; charset=utf-8");
    let istanbul = r.text().await.expect("text");
    let lines: Vec<&str> = istanbul.lines().collect();
    assert!(lines.contains(&"Kadıköy Vergi Dairesi Müdürlüğü"));
    assert!(
        !lines.iter().any(|l| l.contains("Seyhan")),
        "Adana's offices are not Istanbul's"
    );
    // What a search for 'kadık' with Turkish folding would find.
    assert!(lines.iter().any(|l| l.to_lowercase().contains("kadık")));

    let every = app
        .get(&format!("{BASE}/get-tax-offices"))
        .await
        .text()
        .await
        .expect("text");
    let all: Vec<&str> = every.lines().collect();
    assert!(all.len() > 1000, "{}", all.len());
    assert!(all.contains(&"Seyhan Vergi Dairesi Müdürlüğü"));
    assert!(all.len() > lines.len());
}
on_both_backends!(tax_offices_are_text_by_city, tax_offices_are_text_by_city);

async fn a_postcode_names_its_neighbourhoods(app: TestApp) {
    let (status, body) = app.get_json("/api/v1/public/address?postcode=34710").await;
    assert_eq!(status, 200);
    assert_eq!(body["status"], 1);
    let data = body["data"].as_array().expect("data");
    let caferaga = data
        .iter()
        .find(|d| d["district_title"] == "Caferağa Mah")
        .expect("Caferağa");
    assert_eq!(caferaga["country"], "TR");
    assert_eq!(caferaga["city"], "34");
    assert_eq!(caferaga["city_title"], "İstanbul");
    assert_eq!(caferaga["town_title"], "Kadıköy");
    assert_eq!(caferaga["postalcode"], "34710");
    // The codes are those of the cascade.
    let (_, districts) = app
        .get_json(&format!(
            "{BASE}/get-districts/{}",
            caferaga["town"].as_str().expect("town")
        ))
        .await;
    assert!(codes(&districts).contains(&caferaga["district"].as_str().expect("district")));

    let (status, none) = app.get_json("/api/v1/public/address?postcode=00000").await;
    assert_eq!(
        (status, none["data"].as_array().map(Vec::len)),
        (200, Some(0))
    );
}
on_both_backends!(
    a_postcode_names_its_neighbourhoods,
    a_postcode_names_its_neighbourhoods
);

async fn answers_are_cached_by_etag(app: TestApp) {
    let path = format!("{BASE}/get-towns/34?language=tr");
    let first = app.get(&path).await;
    assert_eq!(first.status().as_u16(), 200);
    let etag = first.headers()["etag"].to_str().expect("etag").to_string();
    assert!(
        etag.starts_with('"') && etag.ends_with('"'),
        "strong: {etag}"
    );
    let cache = first.headers()["cache-control"]
        .to_str()
        .expect("cache")
        .to_string();
    assert!(cache.contains("max-age=86400"), "{cache}");
    let again = app
        .client
        .get(app.url(&path))
        .header("If-None-Match", etag.clone())
        .send()
        .await
        .expect("again");
    assert_eq!(again.status().as_u16(), 304);
    assert_eq!(again.headers()["etag"], etag.as_str());
    let other = app
        .client
        .get(app.url(&format!("{BASE}/get-towns/06?language=tr")))
        .header("If-None-Match", etag)
        .send()
        .await
        .expect("other");
    assert_eq!(other.status().as_u16(), 200);

    let list = app.get(&format!("{BASE}/get-tax-offices?city=06")).await;
    let etag = list.headers()["etag"].clone();
    let again = app
        .client
        .get(app.url(&format!("{BASE}/get-tax-offices?city=06")))
        .header("If-None-Match", etag)
        .send()
        .await
        .expect("again");
    assert_eq!(again.status().as_u16(), 304);
}
on_both_backends!(answers_are_cached_by_etag, answers_are_cached_by_etag);

#[test]
fn the_openapi_document_describes_the_calls() {
    let doc = serde_json::to_value(vitrin::openapi::document()).expect("json");
    for path in [
        "/srv/service/region/get-countries",
        "/srv/service/region/get-cities/{parent}",
        "/srv/service/region/get-towns/{city}",
        "/srv/service/region/get-districts/{town}",
        "/srv/service/region/get-list",
        "/srv/service/region/get-tax-offices",
        "/api/v1/public/address",
    ] {
        assert!(doc["paths"][path]["get"].is_object(), "{path}");
    }
    assert!(doc["paths"]["/srv/service/region/{level}/{parent}/{limit}"]["post"].is_object());
    let schemas = &doc["components"]["schemas"];
    assert!(schemas["RegionItem"]["properties"]["postalcode"].is_object());
    assert!(schemas["CountryList"]["properties"]["selected"].is_object());
    assert!(schemas["LevelForm"]["properties"]["storeLimit"].is_object());
}
