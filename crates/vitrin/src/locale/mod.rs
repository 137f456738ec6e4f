//! Languages, currencies and the switches between them.

mod model;
pub mod routes;

pub use model::{Currency, Lang, Money};
