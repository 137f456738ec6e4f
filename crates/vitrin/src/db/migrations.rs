//! The migrations, built into the binary from `migrations/<backend>/` and read at start. Each file
//! is `<version>_<description>.sql`, read as sqlx's own migration folders are: the description is
//! the name's rest with `_` as spaces, the checksum the SQL's SHA-384 (so databases migrated by
//! earlier builds match), and a file that begins `-- no-transaction` runs outside a transaction.

use std::{borrow::Cow, future::Future, pin::Pin};

use rust_embed::RustEmbed;
use sqlx::{
    error::BoxDynError,
    migrate::{Migration, MigrationSource, MigrationType},
};

use super::Backend;

#[derive(RustEmbed)]
#[folder = "migrations"]
#[include = "*.sql"]
struct Files;

/// The migrations of one backend, in their versions' order.
#[derive(Debug)]
pub struct Embedded(pub Backend);

impl Embedded {
    fn read(&self) -> Result<Vec<Migration>, BoxDynError> {
        let folder = match self.0 {
            Backend::Sqlite => "sqlite/",
            Backend::Postgres => "postgres/",
        };
        let mut migrations = Files::iter()
            .filter_map(|path| Some((path.strip_prefix(folder)?.to_owned(), path)))
            .map(|(name, path)| {
                let (version, description) = name
                    .strip_suffix(".sql")
                    .and_then(|stem| stem.split_once('_'))
                    .ok_or_else(|| format!("migration {path}: not <version>_<description>.sql"))?;
                let version: i64 = version
                    .parse()
                    .map_err(|_| format!("migration {path}: its version is not a number"))?;
                let file = Files::get(&path).ok_or_else(|| format!("migration {path}: missing"))?;
                let sql = String::from_utf8(file.data.into_owned())
                    .map_err(|_| format!("migration {path}: not UTF-8"))?;
                let no_tx = sql.starts_with("-- no-transaction");
                Ok(Migration::new(
                    version,
                    Cow::Owned(description.replace('_', " ")),
                    MigrationType::Simple,
                    Cow::Owned(sql),
                    no_tx,
                ))
            })
            .collect::<Result<Vec<_>, BoxDynError>>()?;
        migrations.sort_by_key(|m| m.version);
        Ok(migrations)
    }
}

impl MigrationSource<'static> for Embedded {
    fn resolve(
        self,
    ) -> Pin<Box<dyn Future<Output = Result<Vec<Migration>, BoxDynError>> + Send + 'static>> {
        Box::pin(async move { self.read() })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sha2::{Digest, Sha384};

    /// Both backends hold the same versions, one to the last without a gap, each with its file's
    /// text and that text's SHA-384 as its checksum: what earlier builds stored in the databases
    /// they migrated.
    #[test]
    fn every_file_is_a_migration_with_its_checksum() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations");
        let sqlite = Embedded(Backend::Sqlite).read().unwrap();
        let postgres = Embedded(Backend::Postgres).read().unwrap();
        for (backend, migrations) in [("sqlite", &sqlite), ("postgres", &postgres)] {
            let files = std::fs::read_dir(dir.join(backend)).unwrap().count();
            assert_eq!(migrations.len(), files, "{backend}");
            for (i, m) in migrations.iter().enumerate() {
                assert_eq!(m.version, i as i64 + 1, "{backend}");
                let name = format!("{:04}_{}.sql", m.version, m.description.replace(' ', "_"));
                let text = std::fs::read_to_string(dir.join(backend).join(&name)).unwrap();
                assert_eq!(m.sql, text, "{backend}/{name}");
                assert_eq!(
                    *m.checksum,
                    *Sha384::digest(text.as_bytes()),
                    "{backend}/{name}"
                );
                assert!(!m.no_tx, "{backend}/{name}");
            }
        }
        let versions = |ms: &[Migration]| ms.iter().map(|m| m.version).collect::<Vec<_>>();
        assert_eq!(versions(&sqlite), versions(&postgres));
    }
}
