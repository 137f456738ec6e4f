//! The `vitrin` command: serve (default), migrate, seed, openapi, wallet-sandbox, export, backup,
//! restore, coupon.

use clap::{Parser, Subcommand};
use vitrin::{app, config::Config, openapi, ops, seed, startup, telemetry, wallet};

/// Many threads allocate and free small blocks at once (a search's row sets, each answer's
/// buffers): an allocator with per-thread pages keeps them from waiting on one lock.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(
    name = "vitrin",
    version,
    about = "Storefront of a children's clothing shop"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Migrate, seed the demo shop when empty, and serve (the default).
    Serve,
    /// Apply database migrations and exit.
    Migrate,
    /// Fill an empty catalog with the demo shop.
    Seed {
        /// Replace the existing catalog.
        #[arg(long)]
        reset: bool,
        /// Number of products to generate (a large number makes a benchmark catalog).
        #[arg(long)]
        products: Option<usize>,
    },
    /// Print the OpenAPI document.
    Openapi,
    /// Serve only the card wallet's sandbox provider (under /wallet-sandbox, CORS open to any
    /// origin), for a shop whose wallet.base_url and wallet.query_url point here. It shares the
    /// shop's configuration and data folder, so merchant tokens and keys agree.
    WalletSandbox {
        /// The port to listen on (the host is the configured one).
        #[arg(long)]
        port: u16,
    },
    /// Write data out for the back office, as JSON lines on standard output.
    Export {
        #[command(subcommand)]
        what: Export,
    },
    /// Copy the SQLite database (while the shop serves) and the data folder's images and keys
    /// into one archive, a gzip-compressed tar. On PostgreSQL, says how to use pg_dump.
    Backup {
        /// The archive to write (a new file), e.g. `vitrin-2026-11-27.tar.gz`.
        file: std::path::PathBuf,
    },
    /// Restore a backup into the configured data folder. Refused while a shop runs on that
    /// folder, and over an existing shop's data without --force.
    Restore {
        /// The archive `vitrin backup` wrote.
        file: std::path::PathBuf,
        /// Replace the data already in the folder.
        #[arg(long)]
        force: bool,
    },
    /// Manage coupon codes: create, change, end, list, uses, import.
    Coupon {
        #[command(subcommand)]
        what: Box<vitrin::promotions::cli::CouponCommand>,
    },
    /// Manage campaigns (discounts without a code): create, change, end, list, report.
    Campaign {
        #[command(subcommand)]
        what: Box<vitrin::promotions::campaign_cli::CampaignCommand>,
    },
}

#[derive(Subcommand)]
enum Export {
    /// Orders placed or changed from a time on, the oldest change first, one order a line.
    Orders {
        /// Unix seconds, or a date (`2026-11-25`, midnight UTC).
        #[arg(long, default_value = "0", value_parser = parse_since)]
        since: i64,
    },
    /// The e-Archive invoice data (UBL-TR XML) of the paid orders placed or changed from a time
    /// on, and of their approved returns, one `{"order_no", "invoice_no", "xml"}` a line.
    Invoices {
        /// Unix seconds, or a date (`2026-11-25`, midnight UTC).
        #[arg(long, default_value = "0", value_parser = parse_since)]
        since: i64,
    },
}

/// A `--since` value: unix seconds or a calendar date.
fn parse_since(text: &str) -> Result<i64, String> {
    if let Ok(secs) = text.parse::<i64>() {
        return Ok(secs);
    }
    let format = time::macros::format_description!("[year]-[month]-[day]");
    time::Date::parse(text, format)
        .map(|d| d.midnight().assume_utc().unix_timestamp())
        .map_err(|_| "unix seconds or a date like 2026-11-25".into())
}

#[tokio::main]
async fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    if let Some(Command::Openapi) = cli.command {
        match openapi::document().to_pretty_json() {
            Ok(doc) => {
                println!("{doc}");
                return std::process::ExitCode::SUCCESS;
            }
            Err(e) => {
                eprintln!("error: {e}");
                return std::process::ExitCode::FAILURE;
            }
        }
    }
    let config = match Config::load() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("error: {e}");
            return std::process::ExitCode::from(2);
        }
    };
    // An export writes its data to standard output; its logs go beside it.
    let data_on_stdout = matches!(cli.command, Some(Command::Export { .. }));
    telemetry::init(config.log_json, data_on_stdout);
    match run(cli.command.unwrap_or(Command::Serve), config).await {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}

async fn run(command: Command, config: Config) -> anyhow::Result<()> {
    match command {
        Command::Serve => {
            let started = std::time::Instant::now();
            let signal = app::shutdown_signal();
            let addr = std::net::SocketAddr::new(config.host, config.port);
            let _lock = ops::lock::serving(&config)?;
            let state = startup::prepare(config).await?;
            let listener = tokio::net::TcpListener::bind(addr).await?;
            let admin = match state.config.ops.metrics_socket() {
                Some(admin) => {
                    let admin = tokio::net::TcpListener::bind(admin).await?;
                    tracing::info!(address = %admin.local_addr()?, "metrics serving");
                    Some(admin)
                }
                None => None,
            };
            tracing::info!(
                address = %listener.local_addr()?,
                ready_ms = started.elapsed().as_millis() as u64,
                "serving"
            );
            ops::shutdown::serve_until_stopped(state, listener, admin, signal).await?;
        }
        Command::Migrate => {
            startup::open_database(&config).await?;
            println!("database is up to date");
        }
        Command::Seed { reset, products } => {
            let db = startup::open_database(&config).await?;
            let existing = seed::product_count(&db).await?;
            if existing > 0 && !reset && products.is_none() {
                println!("the catalog already has {existing} products; use --reset to rebuild it");
                return Ok(());
            }
            let count = products.unwrap_or(seed::DEMO_PRODUCTS);
            let report = seed::seed(&db, &config.data_dir, count).await?;
            println!(
                "seeded {} products, {} variants, {} images in {:.1} s",
                report.products, report.variants, report.images, report.seconds
            );
        }
        Command::Export { what } => {
            use std::io::Write;
            let db = startup::open_database(&config).await?;
            let mut out = std::io::BufWriter::new(std::io::stdout().lock());
            let since = match what {
                Export::Orders { since } | Export::Invoices { since } => since,
            };
            let invoices = matches!(what, Export::Invoices { .. });
            let party = vitrin::order::invoice::InvoiceParty::of(&config);
            let now = vitrin::clock::now_secs();
            let (mut since, mut seen) = (since, std::collections::HashSet::new());
            // Pages follow the change time; an order changed within the last page's second
            // comes again on the next page and is written once.
            loop {
                let page = vitrin::order::store::changed_since(&db, since, 500).await?;
                let fresh: Vec<_> = page
                    .iter()
                    .filter(|o| seen.insert((o.order_no.clone(), o.updated_at)))
                    .collect();
                for order in &fresh {
                    if !invoices {
                        serde_json::to_writer(&mut out, order)?;
                        out.write_all(b"\n")?;
                        continue;
                    }
                    let sale = vitrin::order::invoice::of(order, &party, now);
                    let returns = vitrin::order::invoice::of_returns(order, &party);
                    for invoice in sale.iter().chain(&returns) {
                        serde_json::to_writer(&mut out, invoice)?;
                        out.write_all(b"\n")?;
                    }
                }
                match page.last() {
                    Some(last) if page.len() == 500 && !fresh.is_empty() => since = last.updated_at,
                    _ => break,
                }
            }
            out.flush()?;
        }
        Command::WalletSandbox { port } => {
            let _lock = ops::lock::serving(&config)?;
            let secret = startup::load_secret(&config)?;
            let merchant_key = wallet::merchant_key(&config, &secret);
            let sandbox = wallet::sandbox::Sandbox::open(&config, &merchant_key)?;
            // The shop's browser client posts from the shop's origin.
            let app = wallet::sandbox::router(sandbox)
                .layer(tower_http::cors::CorsLayer::permissive())
                .layer(tower_http::trace::TraceLayer::new_for_http());
            let listener =
                tokio::net::TcpListener::bind(std::net::SocketAddr::new(config.host, port)).await?;
            tracing::info!(address = %listener.local_addr()?, "wallet sandbox serving");
            app::serve(listener, app, app::shutdown_signal()).await?;
        }
        Command::Backup { file } => {
            let report = ops::backup::backup(&config, &file).await?;
            println!(
                "backup written to {}: the database and {} files of {}, {} bytes",
                file.display(),
                report.files,
                config.data_dir.display(),
                report.bytes
            );
        }
        Command::Restore { file, force } => {
            let report = ops::backup::restore(&config, &file, force)?;
            println!(
                "restored {} into {}: the database and {} files",
                file.display(),
                config.data_dir.display(),
                report.files
            );
        }
        Command::Coupon { what } => {
            let db = startup::open_database(&config).await?;
            let now = vitrin::clock::now_secs();
            let mut out = std::io::stdout().lock();
            vitrin::promotions::cli::run(&db, *what, now, &mut out).await?;
        }
        Command::Campaign { what } => {
            let db = startup::open_database(&config).await?;
            let now = vitrin::clock::now_secs();
            let mut out = std::io::stdout().lock();
            vitrin::promotions::campaign_cli::run(&db, *what, now, &mut out).await?;
        }
        Command::Openapi => unreachable!("handled before configuration"),
    }
    Ok(())
}
