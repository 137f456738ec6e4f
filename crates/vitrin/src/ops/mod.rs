//! Running the shop: backups of its embedded database and data folder, and the data folder's lock
//! that keeps a restore and a running server apart.

pub mod backup;
pub mod lock;
