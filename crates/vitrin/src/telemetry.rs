//! One tracing setup: `RUST_LOG` filters (default `info`, the index library at `warn`), JSON lines
//! when configured.

use tracing_subscriber::{fmt, prelude::*, EnvFilter};

/// Logs go to standard output, or to standard error for a command whose output is data.
pub fn init(json: bool, to_stderr: bool) {
    let filter =
        EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info,tantivy=warn"));
    let registry = tracing_subscriber::registry().with(filter);
    let writer = move || -> Box<dyn std::io::Write> {
        if to_stderr {
            Box::new(std::io::stderr())
        } else {
            Box::new(std::io::stdout())
        }
    };
    let result = if json {
        registry
            .with(fmt::layer().json().with_writer(writer))
            .try_init()
    } else {
        registry.with(fmt::layer().with_writer(writer)).try_init()
    };
    // A second init (tests) keeps the first subscriber.
    drop(result);
}
