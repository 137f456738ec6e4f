//! Promotions: coupon codes and campaigns with their rules, uses and the back office's
//! management. The pricing decides what a cart gets ([`pricing::decide`]) and takes it off its
//! prices; the checkout applies a shopper's code, and the placement counts a code's use and
//! records the campaigns' in the order's transaction. The module owns `coupons`,
//! `coupon_uses`, `campaigns` and `campaign_uses`.

pub mod admin;
pub mod campaign;
pub mod campaign_admin;
pub mod campaign_cli;
pub mod campaign_store;
pub mod cli;
pub mod messages;
pub mod model;
pub mod pricing;
pub mod routes;
pub mod store;
