//! The road a sale travels between the modules that own its parts: `cart/` (the lines),
//! `order/` (orders and their history), `wallet/` (card payments) and `customer/` (members and
//! guests). The flows that span them live here and call each module through its own functions;
//! none of those modules calls this one.
//!
//! - [`payment`]: a card payment the provider confirmed (`POST /srv/service/wallet/confirm`) is
//!   recorded by the wallet, then pays its order once, and the order's mail tells the shopper.

pub mod payment;
