//! The application's router and server, over the state of `state.rs`. `build_app` is what tests
//! start on port 0.

use std::{future::Future, time::Duration};

use axum::{
    extract::State,
    http::{header, HeaderName, Request, StatusCode},
    middleware,
    response::IntoResponse,
    routing::get,
    serve::ListenerExt,
    Extension, Json, Router,
};
use tokio::net::TcpListener;
use tower_http::{
    catch_panic::CatchPanicLayer,
    compression::CompressionLayer,
    request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer},
    timeout::TimeoutLayer,
    trace::TraceLayer,
};
use utoipa::OpenApi;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    catalog, error::AppResult, http, locale, openapi::ApiDoc, state::AppState, storefront,
};

const REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

pub fn build_app(state: AppState) -> Router {
    let timeout = Duration::from_secs(state.config.request_timeout_secs);
    // Validated with the configuration: a prefix that does not decode was refused at start-up.
    let prefix = http::prefix::decode(&state.config.endpoint_prefix)
        .ok()
        .flatten();
    let (api, _) = api_routes().split_for_parts();
    let app = Router::new()
        .merge(api)
        .route("/api/openapi.json", get(openapi))
        .merge(crate::wallet::sandbox::routes(&state))
        .merge(crate::content::routes::images())
        .merge(storefront::sitemap::routes())
        .merge(storefront::routes::pages(&state))
        // Inside the router, where the matched route is known.
        .layer(middleware::from_fn_with_state(
            state.clone(),
            http::limit::guard,
        ))
        .layer(middleware::from_fn_with_state(
            state.clone(),
            http::csrf::guard_state_changes,
        ))
        // For the route layers, which are built before there is a state.
        .layer(Extension(state.clone()))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            timeout,
        ))
        .layer(middleware::from_fn(http::errors::error_envelopes))
        .layer(middleware::from_fn(http::locale::locale_middleware))
        .layer(middleware::from_fn(http::headers::security_headers))
        .layer(middleware::from_fn_with_state(
            state.clone(),
            http::proxy::transport_security,
        ))
        .layer(CompressionLayer::new())
        .layer(
            TraceLayer::new_for_http().make_span_with(|req: &Request<_>| {
                let id = req
                    .headers()
                    .get(&REQUEST_ID)
                    .and_then(|v| v.to_str().ok())
                    .unwrap_or("");
                // The activation path carries a one-time token: it is not logged.
                let uri = http::paths::loggable_path(req.uri().path());
                tracing::info_span!("request", method = %req.method(), uri = %uri, id)
            }),
        )
        .layer(PropagateRequestIdLayer::new(REQUEST_ID))
        .layer(SetRequestIdLayer::new(REQUEST_ID, MakeRequestUuid))
        .layer(CatchPanicLayer::custom(|_| {
            crate::error::Refusal::new(
                StatusCode::INTERNAL_SERVER_ERROR,
                crate::error::Msg::Generic,
            )
            .into_response()
        }))
        // Outermost, so every answer is counted with its final status. Layers wrap each route
        // (and the fallback), so the route's pattern is known here.
        .layer(middleware::from_fn(crate::ops::metrics::track))
        .with_state(state);
    match prefix {
        // Before routing, so the router sees the path without it.
        Some(prefix) => {
            let prefix: std::sync::Arc<str> = prefix.into();
            Router::new()
                .fallback_service(app)
                .layer(middleware::from_fn(move |req, next| {
                    http::prefix::strip(prefix.clone(), req, next)
                }))
        }
        None => app,
    }
}

/// Serves until `shutdown` resolves, then lets requests in flight finish.
pub async fn serve(
    listener: TcpListener,
    app: Router,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    // Each connection passes through the guard of addresses too long for hyper; the no-op tap
    // is what lets a listener of our own hand the peer address to handlers (failed logins are
    // counted per client address).
    let listener = http::uri_limit::GuardedListener::new(listener, app.clone()).tap_io(|_| {});
    axum::serve(
        listener,
        app.into_make_service_with_connect_info::<std::net::SocketAddr>(),
    )
    .with_graceful_shutdown(shutdown)
    .await
}

/// Resolves on Ctrl-C or SIGTERM. The handlers are installed when this is called, not when the
/// answer is first awaited: a signal that comes in between does not kill the process.
pub fn shutdown_signal() -> impl Future<Output = ()> + Send + 'static {
    #[cfg(unix)]
    let signals = {
        use tokio::signal::unix::{signal, SignalKind};
        [SignalKind::terminate(), SignalKind::interrupt()].map(|kind| {
            signal(kind).map_err(|e| tracing::warn!(error = %e, "a stop signal is not handled"))
        })
    };
    async move {
        #[cfg(unix)]
        {
            let wait = |signal: Result<tokio::signal::unix::Signal, ()>| async move {
                match signal {
                    Ok(mut signal) => {
                        signal.recv().await;
                    }
                    Err(()) => std::future::pending().await,
                }
            };
            let [term, interrupt] = signals;
            tokio::select! { () = wait(term) => {}, () = wait(interrupt) => {} }
        }
        #[cfg(not(unix))]
        {
            let _ = tokio::signal::ctrl_c().await;
        }
        tracing::info!("shutting down");
    }
}

/// The health check's answer.
#[derive(serde::Serialize, utoipa::ToSchema)]
pub struct Health {
    /// Always `ok`: any failure answers the error envelope instead.
    pub status: &'static str,
    /// The assembled pages this instance keeps: how many, their bytes against the budget, and
    /// the answers given from them and without them since start.
    pub page_cache: storefront::page_cache::PageCacheReport,
}

#[utoipa::path(get, path = "/healthz", tag = "ops",
    responses((status = 200, body = Health, description = "the server and its database answer")))]
pub async fn healthz(State(state): State<AppState>) -> AppResult<impl IntoResponse> {
    sqlx::query("SELECT 1").execute(&state.db.pool).await?;
    Ok(Json(Health {
        status: "ok",
        page_cache: state.page_cache.report(),
    }))
}

/// Every operation of the API, each handler registered once with its OpenAPI annotation.
pub fn api_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(ApiDoc::openapi())
        .routes(routes!(healthz))
        .merge(crate::ops::routes())
        .merge(catalog::routes::routes())
        .merge(crate::product::routes::routes())
        .merge(crate::search::routes::routes())
        .merge(crate::cart::routes::routes())
        .merge(crate::content::routes::routes())
        .merge(crate::content::newsletter::routes())
        .merge(crate::favourites::routes::routes())
        .merge(crate::customer::routes::routes())
        .merge(crate::wallet::routes::routes())
        .merge(crate::region::routes::routes())
        .merge(crate::stores::routes::routes())
        .merge(crate::address::routes::routes())
        .merge(crate::order::routes::routes())
        .merge(crate::checkout::routes())
        .merge(crate::aftersale::routes())
        .merge(crate::erp::routes())
        .merge(crate::privacy::routes())
        .merge(crate::sizing::routes::routes())
        .merge(crate::alerts::routes::routes())
        .merge(crate::promotions::routes::routes())
        .merge(locale::routes::routes())
        .merge(storefront::sub_folder::routes())
        .merge(storefront::routes::routes())
}

async fn openapi() -> impl IntoResponse {
    static DOCUMENT: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    let document = DOCUMENT
        .get_or_init(|| serde_json::to_string(&crate::openapi::document()).unwrap_or_default());
    (
        [
            (header::CACHE_CONTROL, "no-cache"),
            (header::CONTENT_TYPE, "application/json"),
        ],
        document.as_str(),
    )
}
