//! The content files besides the home page: the store map's countries, the departments, the
//! mobile app, content pages, the cookie law and the size tables.

use serde::{Deserialize, Serialize};

/// A country of the store map (spec section 7, `/Diger/map-countries.txt`): its ISO code and the
/// point the map centres on when the shopper picks it.
#[derive(Debug, Clone, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MapCountry {
    #[schema(example = "TR")]
    pub key: String,
    #[schema(example = 39.0)]
    pub lat: f64,
    #[schema(example = 35.2)]
    pub lng: f64,
}

/// `departments.json`: the departments a shopper writes to (spec section 3, Message).
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct DepartmentsFile {
    pub departments: Vec<Department>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct Department {
    pub id: i64,
    pub name: String,
    /// Where the contact page's messages to the department are mailed; never shown.
    pub email: String,
}

/// A point on the map in degrees (WGS 84).
#[derive(Debug, Clone, Copy, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct MapCenter {
    pub lat: f64,
    pub lng: f64,
}

/// The shop's mobile app (`mobile-app.json`): its name and store links for the app banner. An
/// empty link means the app is not in that store; with no link at all the banner is not shown.
#[derive(Debug, Clone, Default, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct MobileApp {
    pub name: String,
    #[serde(default)]
    #[schema(required = true)]
    pub google_play_url: String,
    #[serde(default)]
    #[schema(required = true)]
    pub app_store_url: String,
}

impl MobileApp {
    pub fn has_link(&self) -> bool {
        !self.google_play_url.is_empty() || !self.app_store_url.is_empty()
    }
}

#[derive(Debug, Clone, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct Newsletter {
    pub title: String,
    #[serde(default)]
    #[schema(required = true)]
    pub text: String,
}

/// A content page (spec section 2): a title and sections of paragraphs and list items.
#[derive(Debug, Clone, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct ContentPage {
    pub title: String,
    pub description: String,
    #[serde(default)]
    #[schema(required = true)]
    pub updated: String,
    pub sections: Vec<PageSection>,
}

#[derive(Debug, Clone, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct PageSection {
    #[serde(default)]
    #[schema(required = true)]
    pub heading: String,
    #[serde(default)]
    #[schema(required = true)]
    pub paragraphs: Vec<String>,
    #[serde(default)]
    #[schema(required = true)]
    pub items: Vec<String>,
    /// Tabs whose content is loaded from their `HREF` when opened (spec section 7, "Other").
    #[serde(default)]
    #[schema(required = true)]
    pub tabs: Vec<RemoteSource>,
    /// Links whose address's answer opens in a popup instead of a new page.
    #[serde(default)]
    #[schema(required = true)]
    pub links: Vec<RemoteSource>,
}

/// A tab or a popup link of a content page: its title, and the same-site address (`data-href`)
/// its content comes from when the tab is opened or the link followed. `PROPERTY` names the member
/// of the JSON answer that holds it (dots for nested members); empty takes the whole answer.
#[derive(Debug, Clone, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct RemoteSource {
    pub title: String,
    pub href: String,
    #[serde(default)]
    #[schema(required = true)]
    pub property: String,
}

/// Cookie-law content (spec section 3): Title and Content.
#[derive(Debug, Clone, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CookieLaw {
    #[serde(rename = "Title")]
    pub title: String,
    #[serde(rename = "Content")]
    pub content: String,
}

/// `size-tables.json`: the shop's size tables, one per gender or age group, which the size
/// advisor reads (`sizing`).
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct SizeTablesFile {
    pub tables: Vec<SizeTable>,
}

/// One size table: the categories whose products (with their subcategories') it measures, and a
/// row per size, smallest first.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct SizeTable {
    /// Category slugs.
    pub categories: Vec<String>,
    pub title: String,
    pub rows: Vec<SizeRow>,
}

/// A size with the child it fits.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct SizeRow {
    /// The size's name in the catalog, in Turkish (a value of the size variant group).
    pub size: String,
    /// The size's name as shown, when the catalog has no such size to name it (optional;
    /// `{"tr", "en", "ar"}` like any text).
    #[serde(default)]
    pub name: String,
    /// Age in months: from (included) to (not included).
    pub age_months: [u32; 2],
    /// Height in cm, both ends included.
    pub height_cm: [u32; 2],
    /// Weight in kg, both ends included.
    pub weight_kg: [f64; 2],
}
