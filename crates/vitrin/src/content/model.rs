//! Content types as the files hold them and as the storefront receives them, with the field names
//! of spec section 3 (Block, Slider image item, Slider settings, Showcase tab, Featured products
//! settings). Unknown fields are errors, so a misspelt key in a content file stops start-up.

use serde::{Deserialize, Serialize};
use utoipa::openapi::{
    schema::{KnownFormat, ObjectBuilder, OneOfBuilder, Schema, SchemaFormat, SchemaType, Type},
    Ref, RefOr,
};

/// The home page's block kinds (spec section 1), in the order the spec lists them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum BlockName {
    TopHeader,
    HeroSlider,
    MobileSlider,
    OrderTrackingBanner,
    GenderBanners,
    GirlsAgeSlider,
    BoysAgeSlider,
    BabyGenderBanners,
    PopularCategoryBanners,
    Showcase,
    MostWantedBanners,
    OutfitBanners,
    CountdownBanner,
    CategoryBanners,
    HowToBanners,
    StoreVisitBanner,
    ContractBanners,
    MarketplaceBanners,
    MobileInfoStrip,
    StoreLocator,
    FooterNewsletter,
}

impl BlockName {
    pub const ALL: [BlockName; 21] = [
        BlockName::TopHeader,
        BlockName::HeroSlider,
        BlockName::MobileSlider,
        BlockName::OrderTrackingBanner,
        BlockName::GenderBanners,
        BlockName::GirlsAgeSlider,
        BlockName::BoysAgeSlider,
        BlockName::BabyGenderBanners,
        BlockName::PopularCategoryBanners,
        BlockName::Showcase,
        BlockName::MostWantedBanners,
        BlockName::OutfitBanners,
        BlockName::CountdownBanner,
        BlockName::CategoryBanners,
        BlockName::HowToBanners,
        BlockName::StoreVisitBanner,
        BlockName::ContractBanners,
        BlockName::MarketplaceBanners,
        BlockName::MobileInfoStrip,
        BlockName::StoreLocator,
        BlockName::FooterNewsletter,
    ];

    /// Blocks whose images move: they need slider settings.
    pub fn is_slider(self) -> bool {
        matches!(
            self,
            BlockName::HeroSlider
                | BlockName::MobileSlider
                | BlockName::GirlsAgeSlider
                | BlockName::BoysAgeSlider
                | BlockName::PopularCategoryBanners
        )
    }
}

/// A block as a file holds it; ASSETS is read once NAME says what it is.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct BlockFile {
    pub id: i64,
    #[serde(default)]
    pub parent_id: i64,
    pub page_id: i64,
    pub name: BlockName,
    pub assets: serde_json::Value,
}

/// A home-page block as the storefront receives it.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct Block {
    pub id: i64,
    pub parent_id: i64,
    pub page_id: i64,
    pub name: BlockName,
    pub assets: BlockAssets,
}

#[derive(Debug, Clone, Serialize)]
#[serde(untagged)]
pub enum BlockAssets {
    TopHeader(TopHeader),
    Images(ImageAssets),
    Showcase(ShowcaseAssets),
    Countdown(Countdown),
    InfoStrip(InfoStrip),
    StoreLocator(StoreLocator),
    Newsletter(Newsletter),
}

impl BlockName {
    /// The name as blocks carry it (`hero_slider`).
    pub fn code(self) -> String {
        serde_json::to_value(self)
            .ok()
            .and_then(|v| v.as_str().map(str::to_string))
            .unwrap_or_default()
    }
}

/// Which names carry which ASSETS, as `content::store` reads them: the schema of a block is one
/// object per kind of ASSETS, its NAME limited to the names that carry it, so a client narrows
/// ASSETS by NAME.
fn block_kinds() -> Vec<(Vec<BlockName>, RefOr<Schema>)> {
    use utoipa::ToSchema;
    let single = |name: BlockName, assets: &str| (vec![name], Ref::from_schema_name(assets).into());
    let images = BlockName::ALL
        .into_iter()
        .filter(|n| {
            !matches!(
                n,
                BlockName::TopHeader
                    | BlockName::Showcase
                    | BlockName::CountdownBanner
                    | BlockName::MobileInfoStrip
                    | BlockName::StoreLocator
                    | BlockName::FooterNewsletter
            )
        })
        .collect();
    vec![
        single(BlockName::TopHeader, &TopHeader::name()),
        (images, Ref::from_schema_name(ImageAssets::name()).into()),
        single(BlockName::Showcase, &ShowcaseAssets::name()),
        single(BlockName::CountdownBanner, &Countdown::name()),
        single(BlockName::MobileInfoStrip, &InfoStrip::name()),
        single(BlockName::StoreLocator, &StoreLocator::name()),
        single(BlockName::FooterNewsletter, &Newsletter::name()),
    ]
}

impl utoipa::PartialSchema for Block {
    fn schema() -> RefOr<Schema> {
        let mut one_of = OneOfBuilder::new();
        for (names, assets) in block_kinds() {
            let id = || {
                ObjectBuilder::new()
                    .schema_type(Type::Integer)
                    .format(Some(SchemaFormat::KnownFormat(KnownFormat::Int64)))
            };
            let name = ObjectBuilder::new()
                .schema_type(Type::String)
                .enum_values(Some(names.into_iter().map(BlockName::code)));
            one_of = one_of.item(
                ObjectBuilder::new()
                    .property("ID", id())
                    .required("ID")
                    .property("PARENT_ID", id())
                    .required("PARENT_ID")
                    .property("PAGE_ID", id())
                    .required("PAGE_ID")
                    .property("NAME", name)
                    .required("NAME")
                    .property("ASSETS", assets)
                    .required("ASSETS"),
            );
        }
        one_of.into()
    }
}

impl utoipa::ToSchema for Block {
    fn schemas(schemas: &mut Vec<(String, RefOr<Schema>)>) {
        fn add<T: utoipa::ToSchema>(schemas: &mut Vec<(String, RefOr<Schema>)>) {
            schemas.push((T::name().into(), T::schema()));
            T::schemas(schemas);
        }
        add::<TopHeader>(schemas);
        add::<ImageAssets>(schemas);
        add::<ShowcaseAssets>(schemas);
        add::<Countdown>(schemas);
        add::<InfoStrip>(schemas);
        add::<StoreLocator>(schemas);
        add::<Newsletter>(schemas);
    }
}

#[derive(Debug, Clone, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct TopHeader {
    pub text: String,
    #[serde(default)]
    #[schema(required = true)]
    pub link_text: String,
    #[serde(default)]
    #[schema(required = true)]
    pub url: String,
}

/// Sliders and banner groups: a list of slider image items, with settings when they slide.
#[derive(Debug, Clone, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct ImageAssets {
    #[serde(default)]
    #[schema(required = true)]
    pub title: String,
    #[serde(default)]
    #[schema(required = true)]
    pub settings: Option<SliderSettings>,
    pub images: Vec<SliderImage>,
}

/// Slider image item (spec section 3).
#[derive(Debug, Clone, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct SliderImage {
    /// Position in the block; filled in on load.
    #[serde(default)]
    #[schema(required = true)]
    pub index: i64,
    /// Order number; the file order when absent.
    #[serde(default)]
    #[schema(required = true)]
    pub listno: i64,
    #[serde(default)]
    #[schema(required = true)]
    pub title: String,
    #[serde(default)]
    #[schema(required = true)]
    pub url: String,
    #[serde(default = "default_target")]
    #[schema(required = true)]
    pub url_target: String,
    #[serde(default)]
    #[schema(required = true)]
    pub url_rel: String,
    #[serde(default)]
    #[schema(required = true)]
    pub data1: String,
    #[serde(default)]
    #[schema(required = true)]
    pub data2: String,
    #[serde(default)]
    #[schema(required = true)]
    pub data3: String,
    #[serde(default)]
    #[schema(required = true)]
    pub data4: String,
    #[serde(default)]
    #[schema(required = true)]
    pub content: String,
    /// 1 hides the item.
    #[serde(default)]
    #[schema(required = true)]
    pub hidden: i64,
    pub img1: Image,
    #[serde(default)]
    #[schema(required = true)]
    pub img2: Option<Image>,
    #[serde(default)]
    #[schema(required = true)]
    pub img3: Option<Image>,
    #[serde(default)]
    #[schema(required = true)]
    pub col: Columns,
}

fn default_target() -> String {
    "_self".into()
}

/// An image of the content folder. Files name only PATH; the rest is read from the image.
#[derive(Debug, Clone, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct Image {
    pub path: String,
    #[serde(default)]
    #[schema(required = true)]
    pub width: u32,
    #[serde(default)]
    #[schema(required = true)]
    pub height: u32,
    #[serde(default)]
    #[schema(required = true)]
    pub ext: String,
    #[serde(default)]
    #[schema(required = true)]
    pub size: u64,
    #[serde(default)]
    #[schema(required = true)]
    pub updated_at: String,
}

/// Grid columns out of 12 per breakpoint: ALL below 576 px, SM 576, MD 768, LG 992, XL 1170,
/// XXL 1400.
#[derive(Debug, Clone, Copy, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct Columns {
    pub all: u8,
    #[serde(default)]
    #[schema(required = true)]
    pub sm: Option<u8>,
    #[serde(default)]
    #[schema(required = true)]
    pub md: Option<u8>,
    #[serde(default)]
    #[schema(required = true)]
    pub lg: Option<u8>,
    #[serde(default)]
    #[schema(required = true)]
    pub xl: Option<u8>,
    #[serde(default)]
    #[schema(required = true)]
    pub xxl: Option<u8>,
}

impl Default for Columns {
    fn default() -> Self {
        Columns {
            all: 12,
            sm: None,
            md: None,
            lg: None,
            xl: None,
            xxl: None,
        }
    }
}

impl Columns {
    pub fn values(&self) -> impl Iterator<Item = u8> {
        [Some(self.all), self.sm, self.md, self.lg, self.xl, self.xxl]
            .into_iter()
            .flatten()
    }
}

/// A value per breakpoint: ALL below 576 px, then from 576, 768, 992, 1170 and 1400 px; a missing
/// breakpoint keeps the one below it.
#[derive(Debug, Clone, Copy, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct PerBreakpoint<T> {
    pub all: T,
    // The schema derive loses the `null` of a generic `Option`, so it is said here.
    #[serde(default)]
    #[schema(required = true, schema_with = number_or_null)]
    pub sm: Option<T>,
    #[serde(default)]
    #[schema(required = true, schema_with = number_or_null)]
    pub md: Option<T>,
    #[serde(default)]
    #[schema(required = true, schema_with = number_or_null)]
    pub lg: Option<T>,
    #[serde(default)]
    #[schema(required = true, schema_with = number_or_null)]
    pub xl: Option<T>,
    #[serde(default)]
    #[schema(required = true, schema_with = number_or_null)]
    pub xxl: Option<T>,
}

/// The schema of a breakpoint's value that may be left out: every `PerBreakpoint` holds numbers.
fn number_or_null() -> utoipa::openapi::Object {
    ObjectBuilder::new()
        .schema_type(SchemaType::Array(vec![Type::Number, Type::Null]))
        .build()
}

impl<T: Copy> PerBreakpoint<T> {
    pub fn values(&self) -> impl Iterator<Item = T> {
        [Some(self.all), self.sm, self.md, self.lg, self.xl, self.xxl]
            .into_iter()
            .flatten()
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Effect {
    Slide,
    Fade,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum PaginationType {
    None,
    Bullets,
    Fraction,
    Progressbar,
}

/// Slider settings (spec section 3). DELAY is in seconds; 0 or empty stops autoplay.
#[derive(Debug, Clone, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct SliderSettings {
    pub perview: PerBreakpoint<f64>,
    pub margin: PerBreakpoint<u32>,
    #[serde(default = "default_effect")]
    #[schema(required = true)]
    pub effect: Effect,
    #[serde(default)]
    #[schema(required = true)]
    pub delay: Option<f64>,
    #[serde(default)]
    #[schema(required = true)]
    pub r#loop: u8,
    #[serde(default)]
    #[schema(required = true)]
    pub display_navigation: u8,
    #[serde(default)]
    #[schema(required = true)]
    pub display_thumbnail: u8,
    #[serde(default = "default_pagination")]
    #[schema(required = true)]
    pub pagination_type: PaginationType,
}

fn default_effect() -> Effect {
    Effect::Slide
}

fn default_pagination() -> PaginationType {
    PaginationType::Bullets
}

/// Autoplay delay in milliseconds: seconds × 1000; 0 or empty means no autoplay.
pub fn autoplay_delay_ms(delay_seconds: Option<f64>) -> Option<u64> {
    match delay_seconds {
        Some(s) if s.is_finite() && s > 0.0 => Some((s * 1000.0).round() as u64),
        _ => None,
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ShowcaseKind {
    NewProduct,
    BestSeller,
    DiscountedProduct,
    MostViewed,
}

impl ShowcaseKind {
    pub fn code(self) -> &'static str {
        match self {
            ShowcaseKind::NewProduct => "new_product",
            ShowcaseKind::BestSeller => "best_seller",
            ShowcaseKind::DiscountedProduct => "discounted_product",
            ShowcaseKind::MostViewed => "most_viewed",
        }
    }
}

/// Showcase tab (spec section 3). HREF and API are the tab's two data addresses, filled in on load.
#[derive(Debug, Clone, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct ShowcaseTab {
    pub showcase: ShowcaseKind,
    pub title: String,
    pub limit: i64,
    #[serde(default)]
    #[schema(required = true)]
    pub parameter: String,
    #[serde(default)]
    #[schema(required = true)]
    pub href: String,
    /// The "see all" link.
    #[serde(default)]
    #[schema(required = true)]
    pub url: String,
    #[serde(default)]
    #[schema(required = true)]
    pub api: String,
}

/// Featured products settings (spec section 3).
#[derive(Debug, Clone, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct FeaturedSettings {
    /// Width:height of the product image, e.g. "3:4".
    pub image_ratio: String,
    pub display_cart_button: u8,
    pub display_comparison_button: u8,
    pub display_favourite_button: u8,
    pub is_quick_view_active: u8,
}

#[derive(Debug, Clone, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct ShowcaseAssets {
    pub title: String,
    pub tabs: Vec<ShowcaseTab>,
    pub settings: FeaturedSettings,
}

/// The countdown banner: TARGET as `YYYY-MM-DDTHH:MM:SS+HH:MM`; TARGET_MS is filled in on load.
#[derive(Debug, Clone, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct Countdown {
    pub title: String,
    #[serde(default)]
    #[schema(required = true)]
    pub text: String,
    pub target: String,
    #[serde(default)]
    #[schema(required = true)]
    pub target_ms: i64,
    /// Shown once the target has passed.
    pub expired_text: String,
    #[serde(default)]
    #[schema(required = true)]
    pub url: String,
    #[serde(default)]
    #[schema(required = true)]
    pub img1: Option<Image>,
}

#[derive(Debug, Clone, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct InfoItem {
    pub icon: String,
    pub title: String,
    pub text: String,
}

#[derive(Debug, Clone, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct InfoStrip {
    pub items: Vec<InfoItem>,
}

/// Store block settings (spec section 3), without the map key and frame: the map is drawn from
/// data the web app ships, so no tile server or key is involved.
#[derive(Debug, Clone, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct StoreLocator {
    pub title: String,
    #[serde(default)]
    #[schema(required = true)]
    pub text: String,
    pub display_country: u8,
    pub display_city: u8,
    pub display_town: u8,
    pub display_group: u8,
    pub limit: i64,
    /// The map's zoom before a city or store is chosen (divided by 1.3 on phones).
    pub zoom: f64,
    /// The map's centre before a city or store is chosen.
    pub center: MapCenter,
    #[serde(default)]
    #[schema(required = true)]
    pub url: String,
}

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

/// The first visible slide of the hero slider (wide screens) and of the mobile slider (narrow
/// screens), with the media query each is shown under: the home page preloads them.
pub fn first_slides(blocks: &[Block]) -> Vec<(&SliderImage, &'static str)> {
    let mut out = Vec::new();
    for (name, media) in [
        (BlockName::HeroSlider, "(min-width: 768px)"),
        (BlockName::MobileSlider, "(max-width: 767.98px)"),
    ] {
        let first = blocks
            .iter()
            .filter(|b| b.name == name)
            .find_map(|b| match &b.assets {
                BlockAssets::Images(a) => a.images.iter().find(|i| i.hidden == 0),
                _ => None,
            });
        if let Some(slide) = first {
            out.push((slide, media));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn delay_is_seconds_times_1000_and_zero_or_empty_stops_autoplay() {
        assert_eq!(autoplay_delay_ms(Some(5.0)), Some(5000));
        assert_eq!(autoplay_delay_ms(Some(2.5)), Some(2500));
        assert_eq!(autoplay_delay_ms(Some(0.0)), None);
        assert_eq!(autoplay_delay_ms(None), None);
    }
}
