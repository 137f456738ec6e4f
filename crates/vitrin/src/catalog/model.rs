//! What the catalog hands to the storefront: categories and product cards, with the field names
//! of spec section 3 ("Category", "Product data").

use serde::Serialize;

use crate::{
    config::Config,
    http::locale::RequestLocale,
    locale::{Currency, Lang, Money},
};

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct Category {
    pub id: i64,
    pub name: String,
    pub url: String,
    #[schema(no_recursion)]
    pub children: Vec<Category>,
    #[serde(skip)]
    pub slug: String,
    #[serde(skip)]
    pub parent_id: Option<i64>,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct ImageSet {
    pub small: String,
    pub medium: String,
    pub big: String,
    pub width: u32,
    pub height: u32,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct Colour {
    pub id: i64,
    pub name: String,
    pub color_code: String,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct ProductCard {
    pub id: i64,
    pub title: String,
    pub url: String,
    pub price_sell: f64,
    pub price_not_discounted: f64,
    pub vat: i64,
    pub discount_percent: i64,
    pub is_display_discounted_active: i64,
    pub currency: Currency,
    #[serde(rename = "currency_target")]
    pub currency_target: Currency,
    pub image_list: Vec<ImageSet>,
    pub colors: Vec<Colour>,
    pub comment_average: f64,
    pub comment_count: i64,
    /// The description's first sentence (at most 140 characters), for the list layout's rows.
    pub short_description: String,
    /// The product's own category (a campaign's badge is decided by it).
    pub category_id: i64,
    #[serde(skip)]
    pub slug: String,
}

/// A product row as stored, before it is dressed for a language and currency.
#[derive(Debug, Clone)]
pub struct ProductRow {
    pub id: i64,
    pub slug: String,
    pub title: String,
    pub price_sell: i64,
    pub price_list: i64,
    pub vat_percent: i64,
    pub comment_count: i64,
    pub rating_sum: i64,
    pub short_description: String,
    pub category_id: i64,
}

/// How prices are shown to this request: its currency and that currency's rate.
#[derive(Debug, Clone, Copy)]
pub struct PriceView {
    pub lang: Lang,
    pub currency: Currency,
    pub rate_micros: i64,
}

impl PriceView {
    /// The request's language and currency, at the shop's rate for that currency.
    pub fn of(config: &Config, locale: RequestLocale) -> Self {
        PriceView {
            lang: locale.lang,
            currency: locale.currency,
            rate_micros: config.rate_micros(locale.currency),
        }
    }

    pub fn show(&self, minor_try: i64) -> f64 {
        Money::try_minor(minor_try)
            .convert(self.currency, self.rate_micros)
            .as_display_number()
    }
}

/// The discount badge rounds the percentage (spec section 9).
pub fn discount_percent(price_sell: i64, price_list: i64) -> i64 {
    if price_list <= 0 || price_sell >= price_list {
        return 0;
    }
    ((price_list - price_sell) as f64 * 100.0 / price_list as f64).round() as i64
}

pub fn comment_average(rating_sum: i64, count: i64) -> f64 {
    if count == 0 {
        0.0
    } else {
        (rating_sum as f64 / count as f64 * 10.0).round() / 10.0
    }
}

pub fn image_set(stem: &str) -> ImageSet {
    ImageSet {
        small: format!("/images/{stem}-small.webp"),
        medium: format!("/images/{stem}-medium.webp"),
        big: format!("/images/{stem}-big.webp"),
        width: 480,
        height: 600,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discount_is_rounded_percent() {
        assert_eq!(discount_percent(6_999, 9_999), 30);
        assert_eq!(discount_percent(7_450, 9_999), 25);
        assert_eq!(discount_percent(9_999, 9_999), 0);
        assert_eq!(discount_percent(100, 0), 0);
    }

    #[test]
    fn average_has_one_decimal() {
        assert_eq!(comment_average(14, 3), 4.7);
        assert_eq!(comment_average(0, 0), 0.0);
    }
}

// A multi-buy discount: `percent` off each unit when a line holds `min_qty` to `max_qty`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
pub struct Tier {
    #[serde(rename = "min")]
    pub min_qty: i64,
    #[serde(rename = "max")]
    pub max_qty: i64,
    pub percent: i64,
}
