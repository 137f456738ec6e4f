//! Regions (spec sections 3, 4, 7 and 9): countries with their names, states, dial codes, phone
//! masks and postcode patterns; Turkey's provinces, districts and neighbourhoods with postcodes;
//! the Turkish tax offices. All of it ships in the binary (`data/regions/`), is read on first use
//! and never changes while the server runs.
//!
//! `check_place` is the rule the address book applies to a posted address.

mod cache;
pub mod model;
pub mod routes;
pub mod tax_offices;

use crate::locale::Lang;
pub use model::{loaded, regions, Regions};

/// The longest free-text value of a region level without options.
pub const MAX_FREE_TEXT: usize = 64;
/// The longest postcode of any country (with its spaces and dashes).
pub const MAX_POSTCODE: usize = 12;

crate::messages! {
    /// Messages of the region calls and rules, in every language.
    pub enum RegionMsg {
        UnknownCountry = ("unknown_country",
            "Ülke bulunamadı",
            "The country was not found",
            "الدولة غير موجودة"),
        UnknownState = ("unknown_state",
            "Eyalet veya bölge bulunamadı",
            "The state or region was not found",
            "الولاية أو المنطقة غير موجودة"),
        UnknownCity = ("unknown_city",
            "İl bulunamadı",
            "The city was not found",
            "المدينة غير موجودة"),
        UnknownTown = ("unknown_town",
            "İlçe bulunamadı",
            "The district was not found",
            "المنطقة غير موجودة"),
        UnknownDistrict = ("unknown_district",
            "Mahalle veya köy bulunamadı",
            "The neighbourhood or village was not found",
            "الحي أو القرية غير موجودة"),
        UnknownLevel = ("unknown_level",
            "Bölge seviyesi U, E, S veya I olmalıdır",
            "The region level must be U, E, S or I",
            "يجب أن يكون مستوى المنطقة U أو E أو S أو I"),
        InvalidLimit = ("invalid_limit",
            "Sınır 0 veya 1 olmalıdır",
            "The limit must be 0 or 1",
            "يجب أن يكون الحد 0 أو 1"),
        Required = ("required",
            "Bu alan zorunludur",
            "This field is required",
            "هذا الحقل مطلوب"),
        TooLong = ("too_long",
            "Bu alan en fazla 64 karakter olabilir",
            "This field can be at most 64 characters long",
            "يمكن أن يحتوي هذا الحقل على 64 حرفًا كحد أقصى"),
        PostcodeInvalid = ("postcode_invalid",
            "Posta kodu geçersiz",
            "The postcode is not valid",
            "الرمز البريدي غير صالح"),
        PostcodeNotOfDistrict = ("postcode_not_of_district",
            "Posta kodu seçilen mahalleye ait değil",
            "The postcode does not belong to the chosen neighbourhood",
            "الرمز البريدي لا ينتمي إلى الحي المختار"),
    }
}

/// An address's place as posted: codes where the level has options, else the typed text.
#[derive(Debug, Clone, Copy, Default)]
pub struct Place<'a> {
    pub country: &'a str,
    pub state: &'a str,
    pub city: &'a str,
    pub town: &'a str,
    pub district: &'a str,
    pub postcode: &'a str,
}

/// A checked place: the values to store (codes normalized, free text trimmed, the postcode filled
/// from the district when it was left empty) and their titles in the asked language.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PlaceTitles {
    pub country: String,
    pub country_title: String,
    pub state: String,
    pub state_title: String,
    pub city: String,
    pub city_title: String,
    pub town: String,
    pub town_title: String,
    pub district: String,
    pub district_title: String,
    pub postcode: String,
}

/// A refused place: the field to flag (`country`, `state`, `city`, `town`, `district`,
/// `postcode`) and why.
pub type PlaceError = (&'static str, RegionMsg);

/// Free text of a level without options: trimmed, at most `MAX_FREE_TEXT` characters.
fn free_text(field: &'static str, value: &str, required: bool) -> Result<String, PlaceError> {
    let value = value.trim();
    if value.chars().count() > MAX_FREE_TEXT || value.chars().any(char::is_control) {
        return Err((field, RegionMsg::TooLong));
    }
    if required && value.is_empty() {
        return Err((field, RegionMsg::Required));
    }
    Ok(value.to_string())
}

/// Checks a posted place against the region data (the server is the authority):
/// - the country is a known code;
/// - a country with a state level (`has_state` 1) needs one of its state codes; otherwise the state
///   is optional free text;
/// - Turkey: the city, town and district are codes, each of the level above; the postcode is the
///   district's (filled in when empty);
/// - elsewhere: the city is required free text, town and district optional free text; the
///   postcode must fit the country's pattern when the country has one (upper-cased), else it is
///   optional free text of at most `MAX_POSTCODE` characters.
pub fn check_place(place: &Place, lang: Lang) -> Result<PlaceTitles, PlaceError> {
    check_place_in(regions(), place, lang)
}

pub fn check_place_in(r: &Regions, place: &Place, lang: Lang) -> Result<PlaceTitles, PlaceError> {
    let country_code = place.country.trim();
    if country_code.is_empty() {
        return Err(("country", RegionMsg::Required));
    }
    let country = r
        .country(country_code)
        .ok_or(("country", RegionMsg::UnknownCountry))?;
    let mut out = PlaceTitles {
        country: country.code.to_string(),
        country_title: country.name(lang).to_string(),
        ..PlaceTitles::default()
    };
    if country.has_state() {
        let code = place.state.trim();
        if code.is_empty() {
            return Err(("state", RegionMsg::Required));
        }
        let state = r
            .state(code)
            .filter(|(c, _)| c.code == country.code)
            .map(|(_, s)| s)
            .ok_or(("state", RegionMsg::UnknownState))?;
        out.state = state.code.to_string();
        out.state_title = state.name.to_string();
    } else {
        out.state = free_text("state", place.state, false)?;
        out.state_title = out.state.clone();
    }

    let postcode = place.postcode.trim().to_ascii_uppercase();
    if postcode.chars().count() > MAX_POSTCODE {
        return Err(("postcode", RegionMsg::PostcodeInvalid));
    }
    if &*country.code == model::HOME_COUNTRY {
        let city = place.city.trim();
        if city.is_empty() {
            return Err(("city", RegionMsg::Required));
        }
        let province = r.province(city).ok_or(("city", RegionMsg::UnknownCity))?;
        let town_code = place.town.trim();
        if town_code.is_empty() {
            return Err(("town", RegionMsg::Required));
        }
        let town = r
            .town(town_code)
            .filter(|t| std::ptr::eq(r.province_of(t), province))
            .ok_or(("town", RegionMsg::UnknownTown))?;
        let district_code = place.district.trim();
        if district_code.is_empty() {
            return Err(("district", RegionMsg::Required));
        }
        let district = r
            .district(district_code)
            .filter(|d| std::ptr::eq(d.town, town))
            .ok_or(("district", RegionMsg::UnknownDistrict))?;
        let own = district.postcode();
        if !postcode.is_empty() && postcode != own {
            return Err((
                "postcode",
                if country.postcode_fits(&postcode) {
                    RegionMsg::PostcodeNotOfDistrict
                } else {
                    RegionMsg::PostcodeInvalid
                },
            ));
        }
        out.city = province.code.to_string();
        out.city_title = province.name.to_string();
        out.town = town.code.to_string();
        out.town_title = town.name.to_string();
        out.district = district.code();
        out.district_title = district.name.to_string();
        out.postcode = own;
        return Ok(out);
    }

    out.city = free_text("city", place.city, true)?;
    out.city_title = out.city.clone();
    out.town = free_text("town", place.town, false)?;
    out.town_title = out.town.clone();
    out.district = free_text("district", place.district, false)?;
    out.district_title = out.district.clone();
    let fits = if country.postcode_pattern.is_empty() {
        postcode
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == ' ' || c == '-')
    } else {
        country.postcode_fits(&postcode)
    };
    if !fits {
        return Err((
            "postcode",
            if postcode.is_empty() {
                RegionMsg::Required
            } else {
                RegionMsg::PostcodeInvalid
            },
        ));
    }
    out.postcode = postcode;
    Ok(out)
}

/// The titles of stored place values in a language (an address read back): codes become their
/// titles, free text stays as it is.
pub fn titles(place: &Place, lang: Lang) -> PlaceTitles {
    let r = regions();
    let country = r.country(place.country.trim());
    let is_home = country.is_some_and(|c| &*c.code == model::HOME_COUNTRY);
    let text = |s: &str| s.trim().to_string();
    PlaceTitles {
        country: text(place.country),
        country_title: country.map_or_else(|| text(place.country), |c| c.name(lang).to_string()),
        state: text(place.state),
        state_title: r
            .state(place.state.trim())
            .map_or_else(|| text(place.state), |(_, s)| s.name.to_string()),
        city: text(place.city),
        city_title: r
            .province(place.city.trim())
            .filter(|_| is_home)
            .map_or_else(|| text(place.city), |p| p.name.to_string()),
        town: text(place.town),
        town_title: r
            .town(place.town.trim())
            .filter(|_| is_home)
            .map_or_else(|| text(place.town), |t| t.name.to_string()),
        district: text(place.district),
        district_title: r
            .district(place.district.trim())
            .filter(|_| is_home)
            .map_or_else(|| text(place.district), |d| d.name.to_string()),
        postcode: text(place.postcode),
    }
}

/// Whether a tax office name is in the list, of the given Turkish city (plate code) when one is
/// given. Compared after Turkish lower-casing, so 'KADIKÖY VERGİ DAİRESİ MÜDÜRLÜĞÜ' matches.
pub fn tax_office_exists(city: Option<&str>, name: &str) -> bool {
    tax_offices::exists(city, name)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tr(
        city: &'static str,
        town: &'static str,
        district: &'static str,
        postcode: &'static str,
    ) -> Place<'static> {
        Place {
            country: "TR",
            city,
            town,
            district,
            postcode,
            ..Place::default()
        }
    }

    #[test]
    fn a_turkish_place_is_checked_level_by_level() {
        let ok = check_place(
            &tr("34", "34-kadikoy", "34-kadikoy-caferaga-mah", "34710"),
            Lang::Tr,
        )
        .expect("valid");
        assert_eq!(ok.city_title, "İstanbul");
        assert_eq!(ok.town_title, "Kadıköy");
        assert_eq!(ok.district_title, "Caferağa Mah");
        assert_eq!(ok.country_title, "Türkiye");
        assert_eq!(ok.postcode, "34710");

        let filled = check_place(
            &tr("34", "34-KADIKOY", "34-kadikoy-caferaga-mah", " "),
            Lang::En,
        )
        .expect("postcode filled in");
        assert_eq!(filled.postcode, "34710");
        assert_eq!(filled.town, "34-kadikoy");

        let err = |p: Place| check_place(&p, Lang::Tr).expect_err("refused");
        assert_eq!(
            err(tr("34", "34-kadikoy", "34-kadikoy-caferaga-mah", "34744")),
            ("postcode", RegionMsg::PostcodeNotOfDistrict)
        );
        assert_eq!(
            err(tr("34", "34-kadikoy", "34-kadikoy-caferaga-mah", "3471")),
            ("postcode", RegionMsg::PostcodeInvalid)
        );
        assert_eq!(
            err(tr("06", "34-kadikoy", "34-kadikoy-caferaga-mah", "")),
            ("town", RegionMsg::UnknownTown)
        );
        assert_eq!(
            err(tr("34", "34-besiktas", "34-kadikoy-caferaga-mah", "")),
            ("district", RegionMsg::UnknownDistrict)
        );
        assert_eq!(err(tr("99", "", "", "")), ("city", RegionMsg::UnknownCity));
        assert_eq!(err(tr("", "", "", "")), ("city", RegionMsg::Required));
        assert_eq!(err(tr("34", "", "", "")), ("town", RegionMsg::Required));
        assert_eq!(
            err(tr("34", "34-kadikoy", "", "")),
            ("district", RegionMsg::Required)
        );
        let long = "x".repeat(10_000);
        assert_eq!(
            err(Place {
                country: &long,
                ..Place::default()
            }),
            ("country", RegionMsg::UnknownCountry)
        );
        assert_eq!(err(Place::default()), ("country", RegionMsg::Required));
        assert_eq!(
            err(tr("34", "34-kadikoy", &*long.clone().leak(), "")),
            ("district", RegionMsg::UnknownDistrict)
        );
    }

    #[test]
    fn a_foreign_place_has_free_text_and_the_countrys_postcode_pattern() {
        let de = Place {
            country: "de",
            city: "Berlin",
            postcode: "10115",
            ..Place::default()
        };
        let ok = check_place(&de, Lang::Tr).expect("valid");
        assert_eq!(
            (ok.country.as_str(), ok.country_title.as_str()),
            ("DE", "Almanya")
        );
        assert_eq!(ok.city_title, "Berlin");
        let bad = Place {
            postcode: "1011",
            ..de
        };
        assert_eq!(
            check_place(&bad, Lang::Tr),
            Err(("postcode", RegionMsg::PostcodeInvalid))
        );
        let empty = Place { postcode: "", ..de };
        assert_eq!(
            check_place(&empty, Lang::Tr),
            Err(("postcode", RegionMsg::Required))
        );
        let no_city = Place { city: " ", ..de };
        assert_eq!(
            check_place(&no_city, Lang::Tr),
            Err(("city", RegionMsg::Required))
        );
        let long = "B".repeat(65);
        let long_city = Place { city: &long, ..de };
        assert_eq!(
            check_place(&long_city, Lang::Tr),
            Err(("city", RegionMsg::TooLong))
        );

        let gb = Place {
            country: "GB",
            city: "London",
            postcode: "sw1a 1aa",
            ..Place::default()
        };
        assert_eq!(
            check_place(&gb, Lang::En).map(|p| p.postcode),
            Ok("SW1A 1AA".to_string())
        );
    }

    #[test]
    fn a_country_with_a_state_level_needs_one_of_its_states() {
        let fr = regions().country("FR").expect("France");
        let state = regions().states(fr)[0].code.to_string();
        let place = Place {
            country: "FR",
            state: &state,
            city: "Lyon",
            postcode: "69001",
            ..Place::default()
        };
        assert!(check_place(&place, Lang::Tr).is_ok());
        let none = Place { state: "", ..place };
        assert_eq!(
            check_place(&none, Lang::Tr),
            Err(("state", RegionMsg::Required))
        );
        let other = Place {
            state: "US-CA",
            ..place
        };
        assert_eq!(
            check_place(&other, Lang::Tr),
            Err(("state", RegionMsg::UnknownState))
        );
    }

    #[test]
    fn stored_values_read_back_as_titles() {
        let t = titles(
            &tr("34", "34-kadikoy", "34-kadikoy-caferaga-mah", "34710"),
            Lang::Ar,
        );
        assert_eq!(t.country_title, "تركيا");
        assert_eq!(t.town_title, "Kadıköy");
        let free = titles(
            &Place {
                country: "DE",
                city: "Berlin",
                ..Place::default()
            },
            Lang::En,
        );
        assert_eq!(
            (free.country_title.as_str(), free.city_title.as_str()),
            ("Germany", "Berlin")
        );
    }

    #[test]
    fn every_message_has_three_texts() {
        use RegionMsg::*;
        for m in [
            UnknownCountry,
            UnknownState,
            UnknownCity,
            UnknownTown,
            UnknownDistrict,
            UnknownLevel,
            InvalidLimit,
            Required,
            TooLong,
            PostcodeInvalid,
            PostcodeNotOfDistrict,
        ] {
            for lang in Lang::ALL {
                assert!(!m.text(lang).is_empty());
            }
            assert!(!m.code().is_empty());
        }
    }
}
