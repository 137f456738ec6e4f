//! The application state: what every handler shares (the database, the configuration, the keys,
//! the caches and indexes), built once at start, when the background tasks that keep them are
//! started too. The router that serves it is `app.rs`.

use std::{sync::Arc, time::Duration};

use axum::extract::FromRef;
use axum_extra::extract::cookie::Key;
use sha2::{Digest, Sha512};

use crate::{config::Config, db::Db, http, storefront};

/// What every handler shares, behind one reference count: a request clones the state at each
/// layer that holds it, and one count is cheaper than one per part.
#[derive(Clone)]
pub struct AppState(Arc<Shared>);

impl std::ops::Deref for AppState {
    type Target = Shared;

    fn deref(&self) -> &Shared {
        &self.0
    }
}

pub struct Shared {
    pub db: Db,
    pub config: Arc<Config>,
    /// Signs the session cookie and derives CSRF tokens.
    pub secret: Arc<[u8]>,
    pub cookie_key: Key,
    /// The built `index.html`, read once at start.
    pub index_html: Option<Arc<str>>,
    /// The code and styles each page kind names in its head (from the web build's manifest).
    pub route_assets: Arc<storefront::RouteAssets>,
    /// The live-search index, rebuilt in the background when the catalog changes.
    pub search: crate::search::Search,
    /// Category trees, list orders and dressed list pages, per catalog version.
    pub catalog_cache: crate::catalog::cache::CatalogCache,
    /// Product, list and home pages as assembled, per catalog version and stock change.
    pub page_cache: storefront::page_cache::PageCache,
    /// Home-page blocks, content pages and the cookie-law text, validated at start.
    pub content: Arc<crate::content::Content>,
    /// The card wallet's merchant key and, when configured, the sandbox provider.
    pub wallet: crate::wallet::Wallet,
    /// The social sign-in providers' client and discovery documents.
    pub social: crate::customer::social::Providers,
    /// What a sign-in takes over from the guest's session: the checkout's
    /// (`checkout::handover::take_over`), run by the members' sign-in, which sits below it.
    pub take_over: crate::customer::login::SessionTakeOver,
    /// The guessable doors' rate limits (`http::limit`).
    pub limits: Arc<http::limit::Limits>,
}

impl AppState {
    /// State with the content the configuration names; start-up loads it first (see
    /// `startup::prepare`), so a bad content folder never gets this far.
    pub fn new(db: Db, config: Config, secret: Vec<u8>) -> Self {
        let content = crate::content::Content::load(config.content_path().as_deref())
            .unwrap_or_else(|e| {
                tracing::error!(error = %e, "content folder refused; serving no content");
                crate::content::Content::default()
            });
        Self::with_content(db, config, secret, content)
    }

    pub fn with_content(
        db: Db,
        config: Config,
        secret: Vec<u8>,
        content: crate::content::Content,
    ) -> Self {
        // The cookie key wants 64 bytes; a hash stretches any configured secret to that.
        let cookie_key = Key::from(&Sha512::digest(&secret));
        let config = Arc::new(config);
        crate::order::overdue::spawn_sweeper(db.clone(), config.clone());
        crate::ops::metrics::install();
        let catalog_cache = crate::catalog::cache::CatalogCache::kept_in(&config.data_dir);
        // Built in the background like the search index: `/readyz` waits for both.
        catalog_cache.warm_up(db.clone());
        let limits = Arc::new(http::limit::Limits::new(&config.limits));
        limits.spawn_pruner(Duration::from_secs(config.limits.prune_every_secs));
        crate::privacy::erase::spawn_sweeper(db.clone());
        let state = AppState(Arc::new(Shared {
            wallet: crate::wallet::Wallet::new(&config, &secret),
            search: crate::search::Search::start(db.clone(), &config.data_dir),
            catalog_cache,
            page_cache: storefront::page_cache::PageCache::new(config.page_cache_mb << 20),
            db,
            config,
            secret: secret.into(),
            cookie_key,
            index_html: storefront::index_html().map(Arc::from),
            route_assets: Arc::new(storefront::route_assets()),
            content: Arc::new(content),
            social: crate::customer::social::Providers::default(),
            take_over: crate::checkout::handover::take_over,
            limits,
        }));
        crate::aftersale::refund::spawn_sweeper(state.clone());
        crate::alerts::send::spawn_sender(state.clone());
        state
    }
}

impl FromRef<AppState> for Key {
    fn from_ref(state: &AppState) -> Key {
        state.cookie_key.clone()
    }
}
