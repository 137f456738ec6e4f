//! The size advisor ("Bedenimi bul" on product pages) and the member's child profiles. The
//! advisor recommends a size from the product's own size table (the shop's `size-tables.json` in
//! content, found by the product's category): by height, else by age, one size up when the weight
//! is above the size, the next size the product has when it lacks that one; and says why. A
//! member may save children (name optional, birth month, height, weight): their age moves with
//! the date. The child's measures are not kept unless the member saves them, never logged, and
//! the profiles go with the account (`privacy`).

pub mod messages;
pub mod model;
pub mod routes;
pub mod store;
