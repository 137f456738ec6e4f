//! Storefront pages: every shop address answers `index.html` with its head filled in, the global
//! page settings and the route's data inlined (so the first render needs no request), and the
//! same data as JSON for client-side navigation.

mod assets;
pub use assets::index_html;
mod html;
pub mod page;
pub mod routes;
mod seo;
pub mod settings;
pub mod sitemap;
pub mod sub_folder;
