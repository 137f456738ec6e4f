//! The region calls of spec section 7: the cascade lists (`get-countries`, `get-cities`,
//! `get-towns`, `get-districts` and the level-letter form), the phone widget's country list
//! (`get-list`), the tax-office list and the public postcode look-up. Every answer carries a
//! strong ETag; the lists change only with a release, so they may be cached for a day (the
//! country list, which depends on the member, is revalidated every time).

use std::collections::HashSet;

use axum::{
    extract::{rejection::FormRejection, Path, Query, State},
    http::{HeaderMap, StatusCode},
    response::Response,
    Form,
};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    cache::{cached, json, CACHE_PRIVATE, CACHE_PUBLIC},
    model::{loaded, Country, Regions, HOME_COUNTRY},
    tax_offices::tax_offices,
    RegionMsg,
};
use crate::{
    error::{AppResult, ErrorEnvelope, Refusal},
    http::member::MaybeMember,
    locale::Lang,
    search::analysis::turkish_lower,
    state::AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_countries))
        .routes(routes!(get_cities))
        .routes(routes!(get_towns))
        .routes(routes!(get_districts))
        .routes(routes!(get_list))
        .routes(routes!(get_tax_offices))
        .routes(routes!(by_level))
        .routes(routes!(public_address))
}

/// A region of a picker level.
#[derive(Debug, Serialize, ToSchema)]
pub struct RegionItem {
    /// The code to send back (a country's ISO code, `US-CA`, a plate number `34`, `34-kadikoy`,
    /// `34-kadikoy-caferaga-mah`); opaque to the web app.
    #[schema(example = "34-kadikoy")]
    pub code: String,
    /// The name in the request's language (Turkish places have Turkish names in every language).
    #[schema(example = "Kadıköy")]
    pub title: String,
    /// Districts only: the neighbourhood's postcode.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, example = "34710")]
    pub postalcode: Option<String>,
    /// Countries only: 1 when the form shows the state level (the country has states and is not
    /// one of us, cn, de, ru, gb, in, es).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, minimum = 0, maximum = 1)]
    pub has_state: Option<u8>,
    /// Countries only: the postcode pattern, a regular expression to test the trimmed, upper-cased
    /// postcode with; empty when the country has none known.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, example = "^\\d{5}$")]
    pub pattern: Option<String>,
}

/// A country of the phone widget (spec section 3).
#[derive(Debug, Serialize, ToSchema)]
pub struct PhoneCountry {
    #[schema(example = "TR")]
    pub code: String,
    /// The dial code's digits.
    #[schema(example = "90")]
    pub phone_code: String,
    /// The name in the request's language; in Turkish followed by the English name in brackets
    /// when that differs (`Almanya (Germany)`).
    #[schema(example = "Türkiye")]
    pub title: String,
    /// The mask: the literal `+<phone_code>`, then `0` for any digit, `1` for a digit 1-9, and
    /// other characters as they are.
    #[schema(example = "+90 (100) 000 00 00")]
    pub pattern: String,
}

/// The phone widget's country list (spec section 3).
#[derive(Debug, Serialize, ToSchema)]
pub struct CountryList {
    /// Every country with a dial code, Turkey first, then by title; only the member's E_COUNTRY
    /// when they have one.
    pub countries: Vec<PhoneCountry>,
    /// The country to preselect.
    #[schema(example = "TR")]
    pub selected: String,
}

/// Where a postcode is.
#[derive(Debug, Serialize, ToSchema)]
pub struct PostcodePlace {
    #[schema(example = "TR")]
    pub country: String,
    #[schema(example = "34")]
    pub city: String,
    pub city_title: String,
    #[schema(example = "34-kadikoy")]
    pub town: String,
    pub town_title: String,
    #[schema(example = "34-kadikoy-caferaga-mah")]
    pub district: String,
    pub district_title: String,
    #[schema(example = "34710")]
    pub postalcode: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PostcodeAnswer {
    /// Always 1.
    pub status: u8,
    /// Every neighbourhood with the postcode; empty when none has it.
    pub data: Vec<PostcodePlace>,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct LevelForm {
    /// 1 with `limit` 1: only regions that have a store (the store locator).
    #[serde(rename = "storeLimit")]
    #[schema(rename = "storeLimit", pattern = "^\\s*[01]?\\s*$")]
    pub store_limit: Option<String>,
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct CountryQuery {
    /// The country to preselect (ISO code; `EN` is read as GB); TR when missing or unknown.
    #[param(pattern = "^\\s*([A-Za-z]{2})?\\s*$")]
    pub country: Option<String>,
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct TaxOfficeQuery {
    /// A Turkish city code from get-cities (`34`); every office when missing.
    pub city: Option<String>,
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct PostcodeQuery {
    /// A Turkish postcode, five digits.
    #[param(required = true, value_type = String, pattern = "^\\s*[0-9]{5}\\s*$")]
    pub postcode: Option<String>,
}

fn not_found(msg: RegionMsg) -> Refusal {
    Refusal::new(StatusCode::NOT_FOUND, msg)
}

fn country_item(c: &Country, lang: Lang) -> RegionItem {
    RegionItem {
        code: c.code.to_string(),
        title: c.name(lang).to_string(),
        postalcode: None,
        has_state: Some(u8::from(c.has_state())),
        pattern: Some(c.postcode_pattern.to_string()),
    }
}

fn item(code: &str, title: &str) -> RegionItem {
    RegionItem {
        code: code.to_string(),
        title: title.to_string(),
        postalcode: None,
        has_state: None,
        pattern: None,
    }
}

/// Cities of a country or state: Turkey's provinces; no city data elsewhere (free text).
/// `None` when the parent is unknown.
fn cities(r: &Regions, parent: &str) -> Option<Vec<RegionItem>> {
    if let Some(country) = r.country(parent) {
        return Some(if &*country.code == HOME_COUNTRY {
            r.provinces()
                .iter()
                .map(|p| item(&p.code, &p.name))
                .collect()
        } else {
            Vec::new()
        });
    }
    r.state(parent).map(|_| Vec::new())
}

fn towns(r: &Regions, city: &str) -> Option<Vec<RegionItem>> {
    let province = r.province(city)?;
    Some(
        r.towns(province)
            .iter()
            .map(|t| item(&t.code, &t.name))
            .collect(),
    )
}

/// Every country, Turkey first, then by title (Turkish collation in Turkish).
#[utoipa::path(get, path = "/srv/service/region/get-countries", tag = "regions",
    params(("language" = Option<String>, Query, description = "tr, en or ar")),
    responses((status = 200, body = [RegionItem], description = "code, title, has_state, pattern"),
              (status = 304, description = "If-None-Match names the current ETag")))]
pub async fn get_countries(lang: Lang, headers: HeaderMap) -> AppResult<Response> {
    let r = loaded().await;
    let items: Vec<RegionItem> = r.countries(lang).map(|c| country_item(c, lang)).collect();
    json(&headers, &items, CACHE_PUBLIC)
}

/// Cities of a country or state: Turkey's 81 provinces for `TR`; `[]` for another country (ask
/// its states with the `E` level form) and for a state (no city data: the form takes free text).
#[utoipa::path(get, path = "/srv/service/region/get-cities/{parent}", tag = "regions",
    params(("parent" = String, Path, description = "a country code (TR) or a state code (US-CA)"),
           ("language" = Option<String>, Query, description = "tr, en or ar")),
    responses((status = 200, body = [RegionItem]),
              (status = 304, description = "not modified"),
              (status = 404, body = ErrorEnvelope, description = "unknown country or state")))]
pub async fn get_cities(headers: HeaderMap, Path(parent): Path<String>) -> AppResult<Response> {
    match cities(loaded().await, parent.trim()) {
        Some(items) => json(&headers, &items, CACHE_PUBLIC),
        None => Err(not_found(RegionMsg::UnknownCity)),
    }
}

/// The districts (ilçe) of a Turkish province, in Turkish order.
#[utoipa::path(get, path = "/srv/service/region/get-towns/{city}", tag = "regions",
    params(("city" = String, Path, description = "a city code from get-cities (34)"),
           ("language" = Option<String>, Query, description = "tr, en or ar")),
    responses((status = 200, body = [RegionItem]),
              (status = 304, description = "not modified"),
              (status = 404, body = ErrorEnvelope, description = "unknown city")))]
pub async fn get_towns(headers: HeaderMap, Path(city): Path<String>) -> AppResult<Response> {
    match towns(loaded().await, city.trim()) {
        Some(items) => json(&headers, &items, CACHE_PUBLIC),
        None => Err(not_found(RegionMsg::UnknownCity)),
    }
}

/// The neighbourhoods and villages (mahalle, köy) of a district, with their postcodes.
#[utoipa::path(get, path = "/srv/service/region/get-districts/{town}", tag = "regions",
    params(("town" = String, Path, description = "a town code from get-towns (34-kadikoy)"),
           ("language" = Option<String>, Query, description = "tr, en or ar")),
    responses((status = 200, body = [RegionItem], description = "code, title, postalcode"),
              (status = 304, description = "not modified"),
              (status = 404, body = ErrorEnvelope, description = "unknown town")))]
pub async fn get_districts(headers: HeaderMap, Path(town): Path<String>) -> AppResult<Response> {
    let r = loaded().await;
    let Some(town) = r.town(town.trim()) else {
        return Err(not_found(RegionMsg::UnknownTown));
    };
    let items: Vec<RegionItem> = r
        .districts(town)
        .map(|d| RegionItem {
            code: d.code(),
            title: d.name.to_string(),
            postalcode: Some(d.postcode()),
            has_state: None,
            pattern: None,
        })
        .collect();
    json(&headers, &items, CACHE_PUBLIC)
}

/// Where the shop's stores are: (country code, city, town), Turkish lower case.
async fn store_places(state: &AppState) -> sqlx::Result<Vec<(String, String, String)>> {
    Ok(crate::stores::store::places(&state.db)
        .await?
        .into_iter()
        .map(|(country, city, town)| {
            (
                country.trim().to_ascii_uppercase(),
                turkish_lower(city.trim()),
                turkish_lower(town.trim()),
            )
        })
        .collect())
}

/// The level-letter form: `U` countries (parent ignored, send 0), `E` states of a country, `S`
/// cities of a country or state, `I` towns of a city. With `limit` 1 and the form field
/// `storeLimit` 1, only regions that have a store are listed (the store locator); `limit` 1
/// alone lists them all.
#[utoipa::path(method(get, post), path = "/srv/service/region/{level}/{parent}/{limit}", tag = "regions",
    params(("level" = String, Path, pattern = "^[UESIuesi]$", description = "U, E, S or I"),
           ("parent" = String, Path, description = "the code of the level above (0 for U)"),
           ("limit" = String, Path, pattern = "^[01]$", description = "0, or 1 to apply storeLimit"),
           ("language" = Option<String>, Query, description = "tr, en or ar")),
    request_body(content = LevelForm, content_type = "application/x-www-form-urlencoded",
                 description = "optional; a GET may send storeLimit in the query"),
    responses((status = 200, body = [RegionItem]),
              (status = 304, description = "not modified"),
              (status = 400, body = ErrorEnvelope, description = "unknown level letter, or limit or storeLimit not 0 or 1"),
              (status = 404, body = ErrorEnvelope, description = "unknown parent")))]
pub async fn by_level(
    State(state): State<AppState>,
    lang: Lang,
    headers: HeaderMap,
    Path((level, parent, limit)): Path<(String, String, String)>,
    form: Result<Form<LevelForm>, FormRejection>,
) -> AppResult<Response> {
    let store_limit = form.ok().and_then(|f| f.0.store_limit).unwrap_or_default();
    let (limit, store_limit) = match (limit.as_str(), store_limit.trim()) {
        ("0" | "1", "" | "0") => (false, false),
        (l @ ("0" | "1"), "1") => (l == "1", true),
        _ => return Err(Refusal::bad_request(RegionMsg::InvalidLimit)),
    };
    let only_stores = limit && store_limit;
    let r = loaded().await;
    let parent = parent.trim();
    let mut items = match level.as_str() {
        "U" | "u" => r.countries(lang).map(|c| country_item(c, lang)).collect(),
        "E" | "e" => match r.country(parent) {
            Some(c) => r.states(c).iter().map(|s| item(&s.code, &s.name)).collect(),
            None => return Err(not_found(RegionMsg::UnknownCountry)),
        },
        "S" | "s" => match cities(r, parent) {
            Some(items) => items,
            None => return Err(not_found(RegionMsg::UnknownCity)),
        },
        "I" | "i" => match towns(r, parent) {
            Some(items) => items,
            None => return Err(not_found(RegionMsg::UnknownCity)),
        },
        _ => return Err(Refusal::bad_request(RegionMsg::UnknownLevel)),
    };
    if only_stores {
        let places = store_places(&state).await?;
        let level_names: HashSet<&str> = match level.to_ascii_uppercase().as_str() {
            "U" => places.iter().map(|p| p.0.as_str()).collect(),
            "I" => {
                let city = r
                    .province(parent)
                    .map(|p| turkish_lower(&p.name))
                    .unwrap_or_default();
                places
                    .iter()
                    .filter(|p| p.1 == city)
                    .map(|p| p.2.as_str())
                    .collect()
            }
            _ => places.iter().map(|p| p.1.as_str()).collect(),
        };
        items.retain(|i| {
            let key = if level.eq_ignore_ascii_case("U") {
                i.code.clone()
            } else {
                turkish_lower(&i.title)
            };
            level_names.contains(key.as_str())
        });
        // Store rows change without a release: asked again every time.
        return json(&headers, &items, CACHE_PRIVATE);
    }
    json(&headers, &items, CACHE_PUBLIC)
}

/// The phone widget's list: a country code as asked, `EN` read as GB, when it is known.
fn phone_country<'a>(r: &'a Regions, code: &str) -> Option<&'a Country> {
    let code = if code.eq_ignore_ascii_case("EN") {
        "GB"
    } else {
        code
    };
    r.country(code).filter(|c| !c.dial.is_empty())
}

fn phone_title(c: &Country, lang: Lang) -> String {
    let name = c.name(lang);
    let english = c.name(Lang::En);
    if lang == Lang::Tr && name != english {
        format!("{name} ({english})")
    } else {
        name.to_string()
    }
}

/// The member's E_COUNTRY, if they are signed in and have one.
async fn member_country(state: &AppState, member: MaybeMember) -> AppResult<Option<String>> {
    let Some(member) = member.0 else {
        return Ok(None);
    };
    let found = crate::customer::store::find(&state.db, member.id).await?;
    Ok(found
        .map(|c| c.e_country.trim().to_string())
        .filter(|c| !c.is_empty()))
}

/// The phone widget's country list (spec sections 3 and 6): every country with a dial code, or
/// only the signed-in member's E_COUNTRY when they have one; `selected` is then that country,
/// else the `country` parameter when known, else TR.
#[utoipa::path(get, path = "/srv/service/region/get-list", tag = "regions",
    params(CountryQuery, ("language" = Option<String>, Query, description = "tr, en or ar")),
    responses((status = 200, body = CountryList),
              (status = 304, description = "not modified"),
              (status = 400, body = ErrorEnvelope, description = "country is not a two-letter code")))]
pub async fn get_list(
    State(state): State<AppState>,
    lang: Lang,
    member: MaybeMember,
    headers: HeaderMap,
    Query(query): Query<CountryQuery>,
) -> AppResult<Response> {
    let asked = query.country.unwrap_or_default();
    let asked = asked.trim();
    let well_formed = asked.len() == 2 && asked.bytes().all(|b| b.is_ascii_alphabetic());
    if !asked.is_empty() && !well_formed {
        return Err(Refusal::bad_request(RegionMsg::UnknownCountry));
    }
    let r = loaded().await;
    let entry = |c: &Country| PhoneCountry {
        code: c.code.to_string(),
        phone_code: c.dial.to_string(),
        title: phone_title(c, lang),
        pattern: c.phone_pattern.to_string(),
    };
    let limited = member_country(&state, member)
        .await?
        .and_then(|code| phone_country(r, &code));
    let list = match limited {
        Some(c) => CountryList {
            countries: vec![entry(c)],
            selected: c.code.to_string(),
        },
        None => CountryList {
            countries: r
                .countries(lang)
                .filter(|c| !c.dial.is_empty())
                .map(entry)
                .collect(),
            selected: phone_country(r, asked)
                .map_or(HOME_COUNTRY, |c| &c.code)
                .to_string(),
        },
    };
    json(&headers, &list, CACHE_PRIVATE)
}

/// The Turkish tax offices, one name a line in Turkish order: a province's when `city` is given,
/// else every office (a name shared by two provinces once).
#[utoipa::path(get, path = "/srv/service/region/get-tax-offices", tag = "regions",
    params(TaxOfficeQuery),
    responses((status = 200, content_type = "text/plain", body = String, description = "newline-separated names"),
              (status = 304, description = "not modified"),
              (status = 404, body = ErrorEnvelope, description = "unknown city")))]
pub async fn get_tax_offices(
    headers: HeaderMap,
    Query(query): Query<TaxOfficeQuery>,
) -> AppResult<Response> {
    let r = loaded().await;
    let city = query
        .city
        .as_deref()
        .map(str::trim)
        .filter(|c| !c.is_empty());
    if let Some(city) = city {
        if r.province(city).is_none() {
            return Err(not_found(RegionMsg::UnknownCity));
        }
    }
    let mut body = tax_offices().names(city).join("\n");
    body.push('\n');
    Ok(cached(
        &headers,
        "text/plain; charset=utf-8",
        body.into_bytes(),
        CACHE_PUBLIC,
    ))
}

/// Where a Turkish postcode is: every neighbourhood with it, `data` empty when none has it.
#[utoipa::path(get, path = "/api/v1/public/address", tag = "regions",
    params(PostcodeQuery),
    responses((status = 200, body = PostcodeAnswer),
              (status = 304, description = "not modified"),
              (status = 422, body = ErrorEnvelope, description = "the postcode is missing or not five digits")))]
pub async fn public_address(
    headers: HeaderMap,
    Query(query): Query<PostcodeQuery>,
) -> AppResult<Response> {
    let postcode = query.postcode.unwrap_or_default();
    let postcode = postcode.trim();
    if super::model::parse_postcode(postcode).is_none() {
        return Err(Refusal::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            RegionMsg::PostcodeInvalid,
        ));
    }
    let r = loaded().await;
    let data = r
        .by_postcode(postcode)
        .into_iter()
        .map(|d| {
            let province = r.province_of(d.town);
            PostcodePlace {
                country: HOME_COUNTRY.to_string(),
                city: province.code.to_string(),
                city_title: province.name.to_string(),
                town: d.town.code.to_string(),
                town_title: d.town.name.to_string(),
                district: d.code(),
                district_title: d.name.to_string(),
                postalcode: d.postcode(),
            }
        })
        .collect();
    json(&headers, &PostcodeAnswer { status: 1, data }, CACHE_PUBLIC)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phone_titles_carry_the_english_name_in_turkish() {
        let r = super::super::regions();
        let de = r.country("DE").expect("DE");
        assert_eq!(phone_title(de, Lang::Tr), "Almanya (Germany)");
        assert_eq!(phone_title(de, Lang::En), "Germany");
        assert_eq!(
            phone_title(r.country("TR").expect("TR"), Lang::Tr),
            "Türkiye"
        );
        assert_eq!(phone_country(r, "en").map(|c| &*c.code), Some("GB"));
        assert!(phone_country(r, "AQ").is_none(), "no dial code");
    }
}
