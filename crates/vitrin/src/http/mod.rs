//! Middleware and extractors shared by every feature.

pub mod csrf;
pub mod headers;
pub mod locale;
pub mod session;
