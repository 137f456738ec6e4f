use super::*;

#[test]
fn shipped_content_is_valid() {
    let content = Content::load(None).expect("the shipped content folder is valid");
    let names: Vec<_> = content.home(Lang::Tr).iter().map(|b| b.name).collect();
    for name in BlockName::ALL {
        assert!(names.contains(&name), "no {name:?} block");
    }
    for slug in REQUIRED_PAGES {
        for lang in Lang::ALL {
            assert!(content.page(lang, slug).is_some(), "{slug} {lang:?}");
        }
    }
}

#[test]
fn texts_resolve_per_language_with_turkish_fallback() {
    let raw = serde_json::json!({"TITLE": {"tr": "Merhaba", "ar": "مرحبا"}, "N": 1});
    assert_eq!(localize(&raw, Lang::Ar)["TITLE"], "مرحبا");
    assert_eq!(localize(&raw, Lang::En)["TITLE"], "Merhaba");
    assert_eq!(localize(&raw, Lang::Tr)["N"], 1);
}

#[test]
fn countdown_target_parses_with_offset() {
    // 1 March 2025 23:59:59 in Turkey (UTC+3) is 20:59:59 UTC.
    assert_eq!(
        parse_target("2025-03-01T23:59:59+03:00"),
        Some(1_740_862_799_000)
    );
    assert_eq!(parse_target("2025-02-30T10:00:00Z"), None);
    assert_eq!(parse_target("yarın"), None);
}

#[test]
fn links_are_site_paths_or_https() {
    assert!(check_url("/kiz-cocuk?type2=5&stock=1").is_ok());
    assert!(check_url("https://example.com/a").is_ok());
    assert!(check_url("javascript:alert(1)").is_err());
    assert!(check_url("//evil.example").is_err());
    assert!(check_url("/a b").is_err());
}

/// The shipped folder with one file replaced (or added).
fn shipped_with(name: &str, text: &str) -> Result<Content, ContentError> {
    let mut files: BTreeMap<String, Vec<u8>> = Embedded::iter()
        .filter_map(|n| Embedded::get(&n).map(|f| (n.to_string(), f.data.into_owned())))
        .collect();
    files.insert(name.to_string(), text.as_bytes().to_vec());
    Content::from_files(files)
}

/// The field a replaced file is refused at; the error names that file.
fn refused_field(name: &str, text: &str) -> String {
    let bad = shipped_with(name, text).expect_err(text);
    assert_eq!(bad.file, name);
    bad.field
}

#[test]
fn page_tabs_and_popup_links_load_from_this_site() {
    let page = |section: &str| {
        let text = format!(r#"{{"TITLE": "Rehber", "DESCRIPTION": "", "SECTIONS": [{section}]}}"#);
        let mut files: BTreeMap<String, Vec<u8>> = BTreeMap::new();
        for lang in ["tr", "en", "ar"] {
            files.insert(
                format!("pages/rehber.{lang}.json"),
                text.clone().into_bytes(),
            );
        }
        let mut shipped: BTreeMap<String, Vec<u8>> = Embedded::iter()
            .filter_map(|n| Embedded::get(&n).map(|f| (n.to_string(), f.data.into_owned())))
            .collect();
        shipped.append(&mut files);
        Content::from_files(shipped)
    };
    let tabs = r#"{"HEADING": "Beden", "TABS": [{"TITLE": "Kız", "HREF": "/api/storefront/page?path=/a", "PROPERTY": "page"}],
        "LINKS": [{"TITLE": "Sözleşme", "HREF": "/api/storefront/page?path=/b"}]}"#;
    let content = page(tabs).expect("tabs and links alone make a section");
    let section = &content.page(Lang::Tr, "rehber").expect("page").sections[0];
    assert_eq!(section.tabs[0].property, "page");
    assert_eq!(section.links[0].property, "");
    for (href, field) in [
        ("https://elsewhere.example/x", "TABS[0].HREF"),
        ("//elsewhere.example/x", "TABS[0].HREF"),
        ("/a b", "TABS[0].HREF"),
    ] {
        let bad = page(&format!(
            r#"{{"TABS": [{{"TITLE": "Kız", "HREF": "{href}"}}]}}"#
        ))
        .expect_err(href);
        assert!(bad.field.ends_with(field), "{bad}");
    }
    let bad = page(r#"{"LINKS": [{"TITLE": " ", "HREF": "/x"}]}"#).expect_err("no title");
    assert_eq!(bad.field, "SECTIONS[0].LINKS[0].TITLE");
    let bad = page(r#"{"HEADING": "Boş"}"#).expect_err("an empty section");
    assert!(bad.reason.contains("TABS or LINKS"), "{bad}");
}

#[test]
fn departments_have_their_own_ids_names_and_addresses() {
    let content = Content::load(None).expect("shipped content");
    assert_eq!(content.departments(Lang::Tr)[0].name, "Müşteri Hizmetleri");
    assert_eq!(content.departments(Lang::En)[0].name, "Customer service");
    assert!(content.department(Lang::Ar, 2).is_some());
    assert!(content.department(Lang::Tr, 99).is_none());
    for (text, field) in [
        (
            r#"{"DEPARTMENTS": [{"ID": 0, "NAME": "A", "EMAIL": "a@b.example"}]}"#,
            "DEPARTMENTS[0].ID",
        ),
        (
            r#"{"DEPARTMENTS": [{"ID": 1, "NAME": "A", "EMAIL": "a@b.example"}, {"ID": 1, "NAME": "B", "EMAIL": "b@b.example"}]}"#,
            "DEPARTMENTS[1].ID",
        ),
        (
            r#"{"DEPARTMENTS": [{"ID": 1, "NAME": " ", "EMAIL": "a@b.example"}]}"#,
            "DEPARTMENTS[0].NAME",
        ),
        (
            r#"{"DEPARTMENTS": [{"ID": 1, "NAME": "A", "EMAIL": "destek"}]}"#,
            "DEPARTMENTS[0].EMAIL",
        ),
    ] {
        assert_eq!(refused_field(DEPARTMENTS_FILE, text), field);
    }
}

#[test]
fn map_countries_are_iso_codes_on_the_globe() {
    let content = Content::load(None).expect("shipped content");
    assert_eq!(content.map_countries()[0].key, "TR");
    for (text, field) in [
        (r#"[{"key": "tr", "lat": 39, "lng": 35}]"#, "[0].key"),
        (
            r#"[{"key": "TR", "lat": 39, "lng": 35}, {"key": "TR", "lat": 1, "lng": 1}]"#,
            "[1].key",
        ),
        (r#"[{"key": "TR", "lat": 91, "lng": 35}]"#, "[0].lat"),
        (r#"[{"key": "TR", "lat": 39, "lng": 181}]"#, "[0].lng"),
    ] {
        assert_eq!(refused_field(MAP_COUNTRIES_FILE, text), field);
    }
}

#[test]
fn mobile_app_names_the_app_and_its_store_links() {
    let content = Content::load(None).expect("shipped content");
    let app = content
        .mobile_app(Lang::Tr)
        .expect("the shipped app has links");
    assert!(!app.name.is_empty());
    assert!(app.google_play_url.starts_with("https://play.google.com/"));
    assert!(app.app_store_url.starts_with("https://apps.apple.com/"));

    let no_links = shipped_with(MOBILE_APP_FILE, r#"{"NAME": "vitrin"}"#).expect("valid");
    assert!(
        no_links.mobile_app(Lang::Tr).is_none(),
        "no link, no banner"
    );

    let plain_http = r#"{"NAME": "vitrin", "GOOGLE_PLAY_URL": "http://play.google.com/store/apps/details?id=x"}"#;
    assert_eq!(
        refused_field(MOBILE_APP_FILE, plain_http),
        "GOOGLE_PLAY_URL"
    );
    let bad = shipped_with(
        MOBILE_APP_FILE,
        r#"{"NAME": "vitrin", "APP_STORE_URL": "https://example.com/app"}"#,
    )
    .expect_err("another host is refused");
    assert_eq!(bad.field, "APP_STORE_URL");
    let bad = shipped_with(MOBILE_APP_FILE, r#"{"NAME": " ", "APP_STORE_URL": ""}"#)
        .expect_err("a name is needed");
    assert_eq!(bad.field, "NAME");
    let bad = shipped_with(MOBILE_APP_FILE, r#"{"NAME": "vitrin", "PLAY": ""}"#)
        .expect_err("unknown fields are refused");
    assert_eq!(bad.file, MOBILE_APP_FILE);
    assert!(bad.to_string().contains("PLAY"), "{bad}");
}

#[test]
fn store_locator_needs_a_centre_on_the_globe() {
    let block = |center: &str| {
        format!(
            r#"{{"ID": 120, "PAGE_ID": 1, "NAME": "store_locator", "ASSETS": {{
            "TITLE": "Mağazalar", "DISPLAY_COUNTRY": 0, "DISPLAY_CITY": 1, "DISPLAY_TOWN": 1,
            "DISPLAY_GROUP": 0, "LIMIT": 12, "ZOOM": 6{center}}}}}"#
        )
    };
    let file = "home/20-store-locator.json";
    shipped_with(file, &block(r#", "CENTER": {"LAT": 39.0, "LNG": 35.2}"#)).expect("valid");
    let bad = shipped_with(file, &block("")).expect_err("the centre is required");
    assert_eq!(bad.field, "ASSETS");
    assert!(bad.reason.contains("CENTER"), "{bad}");
    let beyond_the_pole = block(r#", "CENTER": {"LAT": 95.0, "LNG": 35.2}"#);
    assert_eq!(refused_field(file, &beyond_the_pole), "ASSETS.CENTER.LAT");
    let bad = shipped_with(file, &block(r#", "CENTER": {"LAT": 39.0, "LNG": 181}"#))
        .expect_err("longitude out of range");
    assert_eq!(bad.field, "ASSETS.CENTER.LNG");
}

#[test]
fn svg_needs_width_and_height() {
    assert_eq!(
        svg_size(br#"<svg xmlns="x" width="640" height="320" viewBox="0 0 640 320">"#),
        Some((640, 320))
    );
    assert_eq!(svg_size(br#"<svg viewBox="0 0 1 1">"#), None);
}
