//! The cart: lines kept in the database under the signed session, or under the member while one
//! is signed in; totals always computed on the server from the catalog (the client never sends a
//! price).

pub mod add;
pub mod handover;
pub mod model;
pub mod routes;
pub mod sale;
pub mod store;
pub mod view;
