//! Stores: the store list of the set-store popup (spec section 2, page 85).

pub mod routes;
pub mod store;
