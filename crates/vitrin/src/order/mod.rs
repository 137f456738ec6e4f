//! Orders: placing one from the cart (prices recomputed, stock taken safely, idempotent), its
//! statuses and totals, and the shop's checkout settings (carriers, bank transfer, cash on
//! delivery).

pub mod cancel;
pub mod cancel_mail;
mod claim;
pub mod config;
pub mod contracts;
pub mod guest;
pub mod history;
pub mod invoice;
pub mod mail;
pub mod messages;
pub mod model;
pub mod overdue;
pub mod pages;
pub mod parcels;
pub mod place;
pub mod privacy;
pub mod referrer;
pub mod refunds;
pub mod return_mail;
pub mod return_steps;
pub mod returns;
pub mod routes;
pub mod shipments;
pub mod shipped_mail;
pub mod store;
