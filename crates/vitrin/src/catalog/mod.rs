//! The catalog: categories, products and their cards.

pub mod cache;
pub mod changes;
pub mod filter;
pub mod kept_filters;
pub mod model;
pub mod product;
pub mod routes;
pub mod searchable;
pub mod stock;
pub mod store;
pub mod variants;
