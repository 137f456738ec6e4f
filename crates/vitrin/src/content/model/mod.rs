//! Content types as the files hold them and as the storefront receives them, with the field names
//! of spec section 3 (Block, Slider image item, Slider settings, Showcase tab, Featured products
//! settings). Unknown fields are errors, so a misspelt key in a content file stops start-up.

mod assets;
mod files;

pub use assets::*;
pub use files::*;

use serde::{Deserialize, Serialize};
use utoipa::openapi::{
    schema::{KnownFormat, ObjectBuilder, OneOfBuilder, Schema, SchemaFormat, Type},
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
