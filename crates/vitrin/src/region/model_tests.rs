use super::*;

#[test]
fn slugs_fold_turkish_letters() {
    assert_eq!(slug("Kadıköy"), "kadikoy");
    assert_eq!(slug("İnönü Mah (Çağlayan Köyü)"), "inonu-mah-caglayan-koyu");
    assert_eq!(slug("19 Mayıs Mah"), "19-mayis-mah");
    assert_eq!(slug("  --  "), "x");
}

#[test]
fn turkish_order_puts_each_letter_after_its_base() {
    let mut names = vec![
        "Çin",
        "Dominika",
        "Cezayir",
        "Irak",
        "İran",
        "Hırvatistan",
        "Şili",
        "Sudan",
        "Zambiya",
        "Ürdün",
        "Uganda",
    ];
    names.sort_by(|a, b| compare_titles(Lang::Tr, a, b));
    assert_eq!(
        names,
        [
            "Cezayir",
            "Çin",
            "Dominika",
            "Hırvatistan",
            "Irak",
            "İran",
            "Sudan",
            "Şili",
            "Uganda",
            "Ürdün",
            "Zambiya"
        ]
    );
}

#[test]
fn the_embedded_data_has_every_place() {
    let r = regions();
    let (countries, states, provinces, towns, districts) = r.counts();
    assert!(countries >= 245, "{countries}");
    assert!(states > 4000, "{states}");
    assert_eq!(provinces, 81);
    assert_eq!(towns, 973);
    assert_eq!(districts, 73_305);
}

#[test]
fn codes_are_unique_and_found_again() {
    let r = regions();
    let mut seen = std::collections::HashSet::new();
    for p in r.provinces() {
        assert!(seen.insert(p.code.to_string()));
        for t in r.towns(p) {
            assert!(seen.insert(t.code.to_string()), "{}", t.code);
            assert_eq!(r.town(&t.code).map(|f| &*f.code), Some(&*t.code));
            for d in r.districts(t) {
                let code = d.code();
                assert_eq!(r.district(&code).map(|f| f.code()), Some(code.clone()));
                assert!(seen.insert(code));
            }
        }
    }
    for s in &r.states {
        assert!(seen.insert(s.code.to_string()), "{}", s.code);
        assert!(r.state(&s.code).is_some(), "{}", s.code);
    }
}

#[test]
fn every_postcode_pattern_compiles_and_turkey_has_five_digits() {
    let r = regions();
    for c in &r.countries {
        if !c.postcode_pattern.is_empty() {
            assert!(regex::Regex::new(&c.postcode_pattern).is_ok(), "{}", c.code);
        }
    }
    let tr = r.country("tr").expect("Turkey");
    assert_eq!(&*tr.postcode_pattern, r"^\d{5}$");
    assert!(tr.postcode_fits("34710"));
    assert!(!tr.postcode_fits("3471"));
    assert!(r
        .country("GB")
        .is_some_and(|gb| gb.postcode_fits("SW1A 1AA")));
}

#[test]
fn a_kadikoy_neighbourhood_has_its_postcode() {
    let r = regions();
    let town = r.town("34-kadikoy").expect("Kadıköy");
    assert_eq!(&*town.name, "Kadıköy");
    assert_eq!(&*r.province_of(town).name, "İstanbul");
    let d = r.district("34-KADIKOY-CAFERAGA-MAH").expect("Caferağa");
    assert_eq!(d.name, "Caferağa Mah");
    assert_eq!(d.postcode(), "34710");
    assert!(r
        .by_postcode("34710")
        .iter()
        .any(|d| d.name == "Caferağa Mah"));
    assert!(r.by_postcode("99999").is_empty());
    assert!(r.by_postcode("3471x").is_empty());
}

#[test]
fn turkey_comes_first_and_has_no_state_level() {
    let r = regions();
    for lang in Lang::ALL {
        assert_eq!(r.countries(lang).next().map(|c| &*c.code), Some("TR"));
    }
    assert!(!r.country("TR").expect("TR").has_state());
    assert!(!r.country("US").expect("US").has_state(), "province hidden");
    assert!(r.country("FR").expect("FR").has_state());
    assert_eq!(r.country("DE").map(|c| c.name(Lang::Tr)), Some("Almanya"));
    assert!(r.country("TUR").is_none());
    assert!(r.country("").is_none());
}
