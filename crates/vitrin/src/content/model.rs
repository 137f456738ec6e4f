//! Content types as the files hold them and as the storefront receives them, with the field names
//! of spec section 3 (Block, Slider image item, Slider settings, Showcase tab, Featured products
//! settings). Unknown fields are errors, so a misspelt key in a content file stops start-up.

use serde::{Deserialize, Serialize};

/// The home page's block kinds (spec section 1), in the order the spec lists them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
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

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct TopHeader {
    pub text: String,
    #[serde(default)]
    pub link_text: String,
    #[serde(default)]
    pub url: String,
}

/// Sliders and banner groups: a list of slider image items, with settings when they slide.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct ImageAssets {
    #[serde(default)]
    pub title: String,
    #[serde(default)]
    pub settings: Option<SliderSettings>,
    pub images: Vec<SliderImage>,
}

/// Slider image item (spec section 3).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct SliderImage {
    /// Position in the block; filled in on load.
    #[serde(default)]
    pub index: i64,
    /// Order number; the file order when absent.
    #[serde(default)]
    pub listno: i64,
    #[serde(default)]
    pub title: String,
    #[serde(default)]
    pub url: String,
    #[serde(default = "default_target")]
    pub url_target: String,
    #[serde(default)]
    pub url_rel: String,
    #[serde(default)]
    pub data1: String,
    #[serde(default)]
    pub data2: String,
    #[serde(default)]
    pub data3: String,
    #[serde(default)]
    pub data4: String,
    #[serde(default)]
    pub content: String,
    /// 1 hides the item.
    #[serde(default)]
    pub hidden: i64,
    pub img1: Image,
    #[serde(default)]
    pub img2: Option<Image>,
    #[serde(default)]
    pub img3: Option<Image>,
    #[serde(default)]
    pub col: Columns,
}

fn default_target() -> String {
    "_self".into()
}

/// An image of the content folder. Files name only PATH; the rest is read from the image.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct Image {
    pub path: String,
    #[serde(default)]
    pub width: u32,
    #[serde(default)]
    pub height: u32,
    #[serde(default)]
    pub ext: String,
    #[serde(default)]
    pub size: u64,
    #[serde(default)]
    pub updated_at: String,
}

/// Grid columns out of 12 per breakpoint: ALL below 576 px, SM 576, MD 768, LG 992, XL 1170,
/// XXL 1400.
#[derive(Debug, Clone, Copy, Deserialize, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct Columns {
    pub all: u8,
    #[serde(default)]
    pub sm: Option<u8>,
    #[serde(default)]
    pub md: Option<u8>,
    #[serde(default)]
    pub lg: Option<u8>,
    #[serde(default)]
    pub xl: Option<u8>,
    #[serde(default)]
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
#[derive(Debug, Clone, Copy, Deserialize, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct PerBreakpoint<T> {
    pub all: T,
    #[serde(default)]
    pub sm: Option<T>,
    #[serde(default)]
    pub md: Option<T>,
    #[serde(default)]
    pub lg: Option<T>,
    #[serde(default)]
    pub xl: Option<T>,
    #[serde(default)]
    pub xxl: Option<T>,
}

impl<T: Copy> PerBreakpoint<T> {
    pub fn values(&self) -> impl Iterator<Item = T> {
        [Some(self.all), self.sm, self.md, self.lg, self.xl, self.xxl]
            .into_iter()
            .flatten()
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Effect {
    Slide,
    Fade,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PaginationType {
    None,
    Bullets,
    Fraction,
    Progressbar,
}

/// Slider settings (spec section 3). DELAY is in seconds; 0 or empty stops autoplay.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct SliderSettings {
    pub perview: PerBreakpoint<f64>,
    pub margin: PerBreakpoint<u32>,
    #[serde(default = "default_effect")]
    pub effect: Effect,
    #[serde(default)]
    pub delay: Option<f64>,
    #[serde(default)]
    pub r#loop: u8,
    #[serde(default)]
    pub display_navigation: u8,
    #[serde(default)]
    pub display_thumbnail: u8,
    #[serde(default = "default_pagination")]
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

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize)]
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
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct ShowcaseTab {
    pub showcase: ShowcaseKind,
    pub title: String,
    pub limit: i64,
    #[serde(default)]
    pub parameter: String,
    #[serde(default)]
    pub href: String,
    /// The "see all" link.
    #[serde(default)]
    pub url: String,
    #[serde(default)]
    pub api: String,
}

/// Featured products settings (spec section 3).
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct FeaturedSettings {
    /// Width:height of the product image, e.g. "3:4".
    pub image_ratio: String,
    pub display_cart_button: u8,
    pub display_comparison_button: u8,
    pub display_favourite_button: u8,
    pub is_quick_view_active: u8,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct ShowcaseAssets {
    pub title: String,
    pub tabs: Vec<ShowcaseTab>,
    pub settings: FeaturedSettings,
}

/// The countdown banner: TARGET as `YYYY-MM-DDTHH:MM:SS+HH:MM`; TARGET_MS is filled in on load.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct Countdown {
    pub title: String,
    #[serde(default)]
    pub text: String,
    pub target: String,
    #[serde(default)]
    pub target_ms: i64,
    /// Shown once the target has passed.
    pub expired_text: String,
    #[serde(default)]
    pub url: String,
    #[serde(default)]
    pub img1: Option<Image>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct InfoItem {
    pub icon: String,
    pub title: String,
    pub text: String,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct InfoStrip {
    pub items: Vec<InfoItem>,
}

/// Store block settings (spec section 3), without the map key and frame: the map is drawn from
/// data the web app ships, so no tile server or key is involved.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct StoreLocator {
    pub title: String,
    #[serde(default)]
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
    pub url: String,
}

/// A point on the map in degrees (WGS 84).
#[derive(Debug, Clone, Copy, Deserialize, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct MapCenter {
    pub lat: f64,
    pub lng: f64,
}

/// The shop's mobile app (`mobile-app.json`): its name and store links for the app banner. An
/// empty link means the app is not in that store; with no link at all the banner is not shown.
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct MobileApp {
    pub name: String,
    #[serde(default)]
    pub google_play_url: String,
    #[serde(default)]
    pub app_store_url: String,
}

impl MobileApp {
    pub fn has_link(&self) -> bool {
        !self.google_play_url.is_empty() || !self.app_store_url.is_empty()
    }
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct Newsletter {
    pub title: String,
    #[serde(default)]
    pub text: String,
}

/// A content page (spec section 2): a title and sections of paragraphs and list items.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct ContentPage {
    pub title: String,
    pub description: String,
    #[serde(default)]
    pub updated: String,
    pub sections: Vec<PageSection>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE", deny_unknown_fields)]
pub struct PageSection {
    #[serde(default)]
    pub heading: String,
    #[serde(default)]
    pub paragraphs: Vec<String>,
    #[serde(default)]
    pub items: Vec<String>,
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
