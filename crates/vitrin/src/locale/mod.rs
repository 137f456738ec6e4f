//! Languages, currencies and the switches between them; where a page lives in each language, and
//! how an amount of money is written in it.

pub mod address;
mod model;
pub mod money;
pub mod routes;

pub use address::{page_url, split_language, storefront_link, PageLinks, PAGE_LINKS};
pub use model::{Currency, Lang, Money};
pub use money::{format_money, separators};
