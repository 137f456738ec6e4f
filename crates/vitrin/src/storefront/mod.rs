//! Storefront pages: every shop address answers `index.html` with its head filled in, the global
//! page settings and the route's data inlined (so the first render needs no request), and the
//! same data as JSON for client-side navigation.

mod assets;
mod first_paint;
pub use assets::index_html;
mod html;
pub use html::escape_attr;
pub mod page_cache;
mod resolve;
mod route_assets;
pub use route_assets::RouteAssets;
pub mod routes;
mod seo;
pub mod settings;
pub mod sitemap;
mod spliced;
pub mod sub_folder;

/// The head links of each page kind, from the embedded web build (none when it is not built).
pub fn route_assets() -> RouteAssets {
    let Some(manifest) = assets::manifest() else {
        return RouteAssets::default();
    };
    RouteAssets::from_manifest(&manifest).unwrap_or_else(|e| {
        tracing::warn!(error = %e, "web build manifest unreadable; pages load their code after start");
        RouteAssets::default()
    })
}
