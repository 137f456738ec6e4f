//! Members' favourites: a list of products per member, kept in the database. The web app keeps
//! its own copy in local storage and syncs the difference (spec sections 4 and 9).

pub mod model;
pub mod routes;
pub mod store;
