//! Promotions: coupon codes with their rules, uses and the back office's management. The pricing
//! calls [`pricing::apply`]; the checkout applies a shopper's code and counts its use when the
//! order is placed. The module owns `coupons` and `coupon_uses`.

pub mod admin;
pub mod cli;
pub mod messages;
pub mod model;
pub mod pricing;
pub mod store;
