//! Address books (spec sections 3 and 7): a member's addresses, or a guest's kept on their cart
//! session, with the checkout's choice of delivery and invoice address. Places are checked
//! against the shop's region data, phones by their country's plan, and the Turkish identity and
//! tax numbers by their check digits.

pub mod model;
pub mod places;
pub mod routes;
pub mod store;
