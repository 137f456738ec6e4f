//! One tracing setup: `RUST_LOG` filters (default `info`, the index library at `warn`), JSON lines
//! when configured.

use tracing_subscriber::{fmt, prelude::*, EnvFilter};

pub fn init(json: bool) {
    let filter =
        EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info,tantivy=warn"));
    let registry = tracing_subscriber::registry().with(filter);
    let result = if json {
        registry.with(fmt::layer().json()).try_init()
    } else {
        registry.with(fmt::layer()).try_init()
    };
    // A second init (tests) keeps the first subscriber.
    drop(result);
}
