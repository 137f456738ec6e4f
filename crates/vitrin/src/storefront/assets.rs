//! The built web app, embedded in the release binary (read from `web/dist` in debug builds).
//! Hashed files under `assets/` never change, so they are cached for a year.

use axum::{
    http::{header, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
};
use rust_embed::RustEmbed;

#[derive(RustEmbed)]
#[folder = "../../web/dist"]
#[exclude = "index.html"]
#[exclude = ".vite/*"]
struct WebDist;

/// What the server reads but does not serve: the page template and the build's chunk manifest.
#[derive(RustEmbed)]
#[folder = "../../web/dist"]
#[include = "index.html"]
#[include = ".vite/manifest.json"]
struct WebBuild;

/// The built `index.html`, when the web app has been built.
pub fn index_html() -> Option<String> {
    WebBuild::get("index.html").map(|f| String::from_utf8_lossy(&f.data).into_owned())
}

/// The build's manifest: which file each source became and what it imports.
pub fn manifest() -> Option<String> {
    WebBuild::get(".vite/manifest.json").map(|f| String::from_utf8_lossy(&f.data).into_owned())
}

/// A built file at `path` (without the leading slash), if there is one.
pub fn file(path: &str) -> Option<Response> {
    let file = WebDist::get(path)?;
    let mime = mime_guess::from_path(path).first_or_octet_stream();
    let cache = if path.starts_with("assets/") {
        "public, max-age=31536000, immutable"
    } else {
        "public, max-age=3600"
    };
    let mut response = (StatusCode::OK, file.data.into_owned()).into_response();
    let headers = response.headers_mut();
    if let Ok(v) = HeaderValue::from_str(mime.as_ref()) {
        headers.insert(header::CONTENT_TYPE, v);
    }
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    Some(response)
}
