//! Stores: the store list of the set-store popup (spec section 2, page 85), the home page's store
//! block and the store locator page (`magazalar`).

pub mod locator;
pub mod pages;
pub mod routes;
pub mod store;
