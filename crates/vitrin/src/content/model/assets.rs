//! What the blocks of the home page carry: slider images and their settings, showcases, the
//! countdown, the info strip and the store locator.

use serde::{Deserialize, Serialize};
use utoipa::openapi::schema::{ObjectBuilder, SchemaType, Type};

use super::MapCenter;

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
