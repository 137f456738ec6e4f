//! Where the address checks look places and tax offices up: the shop's region data.

use super::model::{Address, FieldError, Lookups, PlaceInput};
use crate::{
    locale::Lang,
    region::{self, Place, PlaceTitles},
};

/// The shop's region data and tax-office list.
pub struct RegionLookups;

fn place_of<'a>(p: &'a PlaceInput) -> Place<'a> {
    Place {
        country: &p.country,
        state: &p.state,
        city: &p.city,
        town: &p.town,
        district: &p.district,
        postcode: &p.postcode,
    }
}

impl Lookups for RegionLookups {
    fn check_place(&self, place: &PlaceInput, lang: Lang) -> Result<PlaceTitles, FieldError> {
        region::check_place(&place_of(place), lang)
            .map_err(|(key, msg)| FieldError::region(key, msg))
    }

    fn is_tax_office(&self, name: &str) -> bool {
        region::tax_office_exists(None, name)
    }
}

/// The place titles of a stored address in the request's language (codes are titled anew;
/// typed text stays as it was typed).
pub fn retitle(mut a: Address, lang: Lang) -> Address {
    let t = region::titles(
        &Place {
            country: &a.country,
            state: &a.state,
            city: &a.city,
            town: &a.town,
            district: &a.district,
            postcode: &a.postcode,
        },
        lang,
    );
    a.country_title = t.country_title;
    a.state_title = t.state_title;
    a.city_title = t.city_title;
    a.town_title = t.town_title;
    a.district_title = t.district_title;
    a
}
