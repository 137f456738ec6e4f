//! The code a page kind needs, named in the page (`#vitrin-code`) so the web app's entry fetches
//! it together with the app instead of after the app has started and asked for it: the page
//! kind's chunk and the chunks it imports, and the translations of the page's language. Not head
//! links: the entry starts the app only once the server's first screen is shown, and this code
//! must not take that screen's bandwidth either.
//!
//! The names come from the web build's manifest (`web/dist/.vite/manifest.json`); the web app's
//! own table of page views (`web/src/app/routes/route-views.ts`) says which source each kind loads.

use std::collections::{BTreeSet, HashMap};

use serde::Deserialize;

use crate::locale::Lang;
use crate::page::PageData;

#[derive(Debug, Deserialize)]
struct Chunk {
    file: String,
    #[serde(default, rename = "isEntry")]
    is_entry: bool,
    #[serde(default)]
    imports: Vec<String>,
}

/// The code files of each page kind, worked out once at start.
#[derive(Debug, Default)]
pub struct RouteAssets {
    by_source: HashMap<&'static str, Vec<String>>,
}

/// The source file each page kind's view is loaded from (route-views.ts).
fn view_source(data: &PageData) -> &'static str {
    match data {
        PageData::Home { .. } => "src/app/routes/HomeRoute.tsx",
        PageData::Category { .. } => "src/app/routes/CategoryRoute.tsx",
        PageData::Product { .. } => "src/app/routes/ProductRoute.tsx",
        PageData::Search { .. } => "src/app/routes/SearchRoute.tsx",
        PageData::Content { .. } => "src/features/content/components/ContentRoute.tsx",
        PageData::Cart => "src/features/cart/components/CartRouteView.tsx",
        PageData::Favourites => "src/features/favourites/components/FavouritesRouteView.tsx",
        PageData::Login => "src/features/customer/components/LoginRouteView.tsx",
        PageData::Register => "src/features/customer/components/RegisterRouteView.tsx",
        PageData::ForgotPassword => "src/features/customer/components/ForgotPasswordRouteView.tsx",
        PageData::Account { .. } | PageData::AccountLogin => {
            "src/features/customer/components/AccountRouteView.tsx"
        }
        PageData::Checkout { .. } => CHECKOUT_VIEW,
        PageData::Order { .. } => "src/features/order/components/OrderRouteView.tsx",
        PageData::OrderList => "src/features/order/components/OrderListRouteView.tsx",
        PageData::Tracking { .. } => "src/features/order/components/TrackingRouteView.tsx",
        PageData::Stores { .. } => STORES_VIEW,
        PageData::NotFound => "src/app/routes/NotFoundRoute.tsx",
    }
}

const CHECKOUT_VIEW: &str = "src/features/checkout/components/CheckoutRouteView.tsx";
const STORES_VIEW: &str = "src/features/stores/components/StoresRouteView.tsx";

fn translations_source(lang: Lang) -> &'static str {
    match lang {
        Lang::Tr => "src/i18n/tr.json",
        Lang::En => "src/i18n/en.json",
        Lang::Ar => "src/i18n/ar.json",
    }
}

/// Every source a page can name, for the check that the manifest knows them all.
const SOURCES: &[&str] = &[
    "src/app/routes/HomeRoute.tsx",
    "src/app/routes/CategoryRoute.tsx",
    "src/app/routes/ProductRoute.tsx",
    "src/app/routes/SearchRoute.tsx",
    "src/features/content/components/ContentRoute.tsx",
    "src/features/cart/components/CartRouteView.tsx",
    "src/features/favourites/components/FavouritesRouteView.tsx",
    "src/features/customer/components/LoginRouteView.tsx",
    "src/features/customer/components/RegisterRouteView.tsx",
    "src/features/customer/components/ForgotPasswordRouteView.tsx",
    "src/features/customer/components/AccountRouteView.tsx",
    "src/app/routes/NotFoundRoute.tsx",
    CHECKOUT_VIEW,
    "src/features/order/components/OrderRouteView.tsx",
    "src/features/order/components/OrderListRouteView.tsx",
    "src/features/order/components/TrackingRouteView.tsx",
    STORES_VIEW,
    "src/i18n/tr.json",
    "src/i18n/en.json",
    "src/i18n/ar.json",
];

impl RouteAssets {
    /// Reads the manifest; sources it does not name get no links (and a warning), so a web build
    /// that moved a file still serves every page, only without the head start.
    pub fn from_manifest(manifest: &str) -> anyhow::Result<Self> {
        let chunks: HashMap<String, Chunk> = serde_json::from_str(manifest)?;
        let mut loaded_by_entry = BTreeSet::new();
        for (key, chunk) in &chunks {
            if chunk.is_entry {
                collect(&chunks, key, &mut loaded_by_entry);
            }
        }
        let mut by_source = HashMap::new();
        for &source in SOURCES {
            if !chunks.contains_key(source) {
                tracing::warn!(source, "web build manifest does not name this page source");
                continue;
            }
            let mut keys = BTreeSet::new();
            collect(&chunks, source, &mut keys);
            let files = keys
                .difference(&loaded_by_entry)
                .map(|key| &chunks[key].file)
                .filter(|file| file.ends_with(".js"))
                .map(|file| format!("/{file}"))
                .collect();
            by_source.insert(source, files);
        }
        Ok(Self { by_source })
    }

    /// The code files of a page of this kind in this language.
    pub fn files(&self, data: &PageData, lang: Lang) -> Vec<&str> {
        [view_source(data), translations_source(lang)]
            .into_iter()
            .filter_map(|source| self.by_source.get(source))
            .flatten()
            .map(String::as_str)
            .collect()
    }
}

/// `key` and every chunk it imports statically.
fn collect(chunks: &HashMap<String, Chunk>, key: &str, into: &mut BTreeSet<String>) {
    if !into.insert(key.to_owned()) {
        return;
    }
    if let Some(chunk) = chunks.get(key) {
        for child in &chunk.imports {
            collect(chunks, child, into);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MANIFEST: &str = r#"{
        "index.html": {"file": "assets/index-A.js", "isEntry": true,
            "imports": ["_react-B.js"], "css": ["assets/index-A.css"]},
        "_react-B.js": {"file": "assets/react-B.js"},
        "_grid-C.js": {"file": "assets/grid-C.js", "imports": ["_react-B.js"],
            "css": ["assets/grid-C.css"]},
        "src/app/routes/NotFoundRoute.tsx": {"file": "assets/NotFoundRoute-D.js",
            "isDynamicEntry": true, "imports": ["_grid-C.js", "_react-B.js"],
            "css": ["assets/NotFoundRoute-D.css"]},
        "src/i18n/tr.json": {"file": "assets/tr-F.js", "isDynamicEntry": true},
        "src/i18n/ar.json": {"file": "assets/ar-E.js", "isDynamicEntry": true}
    }"#;

    #[test]
    fn a_page_kind_names_its_chunks_but_not_the_entrys() {
        let assets = RouteAssets::from_manifest(MANIFEST).unwrap();
        let files = assets.files(&PageData::NotFound, Lang::Tr);
        assert_eq!(
            files,
            [
                "/assets/grid-C.js",
                "/assets/NotFoundRoute-D.js",
                "/assets/tr-F.js"
            ]
        );
    }

    #[test]
    fn pages_also_name_their_languages_translations() {
        let assets = RouteAssets::from_manifest(MANIFEST).unwrap();
        assert!(!assets
            .files(&PageData::NotFound, Lang::Tr)
            .contains(&"/assets/ar-E.js"));
        assert!(assets
            .files(&PageData::NotFound, Lang::Ar)
            .contains(&"/assets/ar-E.js"));
    }

    /// The web build (made before the Rust tests by `make test`) names every page source.
    #[test]
    fn the_built_web_app_names_every_page_source() {
        let Some(manifest) = super::super::assets::manifest() else {
            eprintln!("web app not built: nothing to check");
            return;
        };
        let chunks: HashMap<String, Chunk> = serde_json::from_str(&manifest).unwrap();
        for source in SOURCES {
            assert!(
                chunks.contains_key(*source),
                "{source} is not in the web build"
            );
        }
    }

    #[test]
    fn a_manifest_without_a_source_still_serves() {
        let assets = RouteAssets::from_manifest("{}").unwrap();
        assert!(assets.files(&PageData::NotFound, Lang::En).is_empty());
        let step = crate::order::pages::CheckoutStep::Payment;
        assert!(assets
            .files(&PageData::Checkout { step }, Lang::Tr)
            .is_empty());
        assert!(RouteAssets::from_manifest("not json").is_err());
    }
}
