//! Serving until told to stop, and stopping well. On SIGTERM (or Ctrl-C) the server stops
//! accepting connections at once, lets every request it accepted finish (a response under way
//! is completed, an idle kept-alive connection is closed), for at most `ops.shutdown_grace_secs`;
//! then it waits, within what is left of that time, for mails still being written, closes the
//! database (SQLite folds its write-ahead log back into the file) and returns, so the process
//! exits 0. Requests still running when the grace time is over are cut, and the log says how
//! many.

use std::{
    future::Future,
    time::{Duration, Instant},
};

use tokio::{net::TcpListener, sync::watch};

use crate::{app, state::AppState};

/// Serves the shop on `listener` (and the metrics on `admin`) until `signal` (see
/// `app::shutdown_signal`, installed before start-up so a signal during it stops cleanly too),
/// then stops as described above.
pub async fn serve_until_stopped(
    state: AppState,
    listener: TcpListener,
    admin: Option<TcpListener>,
    signal: impl Future<Output = ()>,
) -> std::io::Result<()> {
    let grace = Duration::from_secs(state.config.ops.shutdown_grace_secs);
    let (stop, stopping) = watch::channel(false);
    let stopped = |mut rx: watch::Receiver<bool>| async move {
        // An error means the sender is gone: stopping too.
        let _ = rx.wait_for(|s| *s).await;
    };
    let admin = admin.map(|listener| {
        let router = super::metrics::admin_router(state.clone());
        tokio::spawn(app::serve(listener, router, stopped(stopping.clone())))
    });
    let shop = app::serve(listener, app::build_app(state.clone()), stopped(stopping));
    tokio::pin!(shop);
    let result = tokio::select! {
        served = &mut shop => served,
        () = signal => {
            stop.send_replace(true);
            let deadline = Instant::now() + grace;
            tracing::info!(
                in_flight = super::metrics::in_flight(),
                grace_secs = grace.as_secs(),
                "no longer accepting; finishing the requests in flight"
            );
            let served = match tokio::time::timeout(grace, &mut shop).await {
                Ok(served) => served,
                Err(_) => {
                    tracing::warn!(
                        cut = super::metrics::in_flight(),
                        "requests still running when the grace time ran out are cut"
                    );
                    Ok(())
                }
            };
            flush(&state, deadline).await;
            served
        }
    };
    if let Some(admin) = admin {
        admin.abort();
    }
    result
}

/// What must reach the disk before the process ends: mails being written, then the database.
async fn flush(state: &AppState, deadline: Instant) {
    let left = deadline.saturating_duration_since(Instant::now());
    if !crate::mail::drained(left).await {
        tracing::warn!("mails still being sent when the grace time ran out");
    }
    // A request cut at the end of the grace time may still hold a connection: not waited for.
    let left = deadline
        .saturating_duration_since(Instant::now())
        .max(Duration::from_secs(1));
    if tokio::time::timeout(left, state.db.close()).await.is_err() {
        tracing::warn!("database connections still in use; they close with the process");
    }
    tracing::info!("stopped");
}
