//! Everything between reading the configuration and serving: data folder, secret, database,
//! migrations and the demo shop. A failure here stops start-up with its reason.

use anyhow::Context;
use rand::RngCore;

use crate::{config::Config, db::Db, seed, state::AppState};

/// The signing secret: configured, or generated once into `{data_dir}/secret.key`.
pub fn load_secret(config: &Config) -> anyhow::Result<Vec<u8>> {
    if !config.secret_key.is_empty() {
        if config.secret_key.len() < 32 {
            anyhow::bail!("configuration key `secret_key`: must be at least 32 characters");
        }
        return Ok(config.secret_key.as_bytes().to_vec());
    }
    let path = config.data_dir.join("secret.key");
    if let Ok(existing) = std::fs::read(&path) {
        if existing.len() >= 64 {
            return Ok(existing);
        }
    }
    let mut secret = vec![0u8; 64];
    rand::thread_rng().fill_bytes(&mut secret);
    std::fs::write(&path, &secret).with_context(|| format!("cannot write {}", path.display()))?;
    Ok(secret)
}

/// Opens and migrates the database named by the configuration.
pub async fn open_database(config: &Config) -> anyhow::Result<Db> {
    std::fs::create_dir_all(&config.data_dir)
        .with_context(|| format!("cannot create {}", config.data_dir.display()))?;
    let db = Db::connect(&config.database_url()).await?;
    db.migrate().await?;
    Ok(db)
}

/// Ready to serve: migrated, seeded when empty (if configured), secret loaded.
pub async fn prepare(mut config: Config) -> anyhow::Result<AppState> {
    // Content first: a bad file stops start-up before anything is touched.
    let content = crate::content::Content::load(config.content_path().as_deref())?;
    let db = open_database(&config).await?;
    if config.seed_demo && seed::product_count(&db).await? == 0 {
        tracing::info!("empty catalog: seeding the demo shop");
        let report = seed::seed(&db, &config.data_dir, seed::DEMO_PRODUCTS).await?;
        tracing::info!(?report, "demo shop ready");
    }
    config.wallet.resolve_sandbox(db.seeded_catalog().await?);
    let secret = load_secret(&config)?;
    Ok(AppState::with_content(db, config, secret, content))
}
