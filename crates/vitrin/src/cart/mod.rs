//! The guest cart: lines kept in the database under the signed session, totals always computed
//! on the server from the catalog (the client never sends a price).

pub mod model;
pub mod routes;
pub mod store;
pub mod view;
