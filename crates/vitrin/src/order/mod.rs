//! Orders: placing one from the cart (prices recomputed, stock taken safely, idempotent), its
//! statuses and totals, and the shop's checkout settings (carriers, bank transfer, cash on
//! delivery).

pub mod config;
pub mod erp;
pub mod messages;
pub mod model;
pub mod pages;
pub mod routes;
pub mod store;
