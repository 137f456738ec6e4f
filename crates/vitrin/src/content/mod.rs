//! Content: the home page's blocks, the content pages and the cookie-law text, kept as files under
//! `content/` (built into the binary, or read from `content_dir`) and validated at start.

pub mod model;
pub mod newsletter;
pub mod routes;
pub mod store;
pub mod subscriber_data;

pub use store::{Content, ContentError};
