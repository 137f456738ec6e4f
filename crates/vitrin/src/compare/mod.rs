//! Product comparison (spec sections 4, 5, 8, 9): the list itself lives in the shopper's browser;
//! the server renders the compare popup's data for the ids it is given, 2 to 4 of them.

pub mod model;
pub mod routes;
pub mod store;
