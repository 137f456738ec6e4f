//! Start-up refuses bad configuration and unusable databases, naming the reason.

use std::process::Command;

fn vitrin(args: &[&str], envs: &[(&str, &str)]) -> std::process::Output {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_vitrin"));
    cmd.args(args)
        .current_dir(dir.path())
        .env_remove("DATABASE_URL")
        .env("VITRIN_DATA_DIR", dir.path().join("data"))
        .env("VITRIN_PORT", "0");
    for (k, v) in envs {
        cmd.env(k, v);
    }
    cmd.output().expect("run vitrin")
}

#[test]
fn malformed_environment_value_names_the_key() {
    let out = vitrin(&["migrate"], &[("VITRIN_PORT", "eighty")]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.to_lowercase().contains("port"), "{err}");
}

#[test]
fn malformed_config_file_names_the_key() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("bad.toml");
    std::fs::write(&file, "[rates]\nUSD = \"lots\"\n").expect("write");
    let out = vitrin(
        &["migrate"],
        &[("VITRIN_CONFIG", file.to_str().expect("utf-8 path"))],
    );
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("rates.USD") || err.contains("USD"), "{err}");
}

#[test]
fn unreachable_database_refuses_to_start() {
    let out = vitrin(
        &["serve"],
        &[("DATABASE_URL", "postgres://postgres@127.0.0.1:1/none")],
    );
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("cannot open the database"), "{err}");
}

#[test]
fn failed_migration_leaves_no_half_applied_schema() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db_path = dir.path().join("broken.db");
    // A table in the way makes the first migration fail part-way through.
    let setup = create_conflicting_table(&db_path);
    assert!(setup, "could not prepare the database");
    let url = format!("sqlite://{}", db_path.display());
    let out = vitrin(&["migrate"], &[("DATABASE_URL", url.as_str())]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("cannot migrate the database"), "{err}");
    // The tables created before the failure were rolled back with it.
    let tables = tokio::runtime::Runtime::new()
        .expect("runtime")
        .block_on(async {
            sqlx::any::install_default_drivers();
            let mut conn = <sqlx::AnyConnection as sqlx::Connection>::connect(&url)
                .await
                .expect("open");
            sqlx::query_scalar::<_, String>(
                "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
            )
            .fetch_all(&mut conn)
            .await
            .expect("tables")
        });
    assert!(!tables.contains(&"meta".to_string()), "{tables:?}");
    assert!(!tables.contains(&"products".to_string()), "{tables:?}");
}

/// Creates a SQLite file holding a `stores` table the migration cannot create again.
fn create_conflicting_table(path: &std::path::Path) -> bool {
    tokio::runtime::Runtime::new()
        .expect("runtime")
        .block_on(async {
            sqlx::any::install_default_drivers();
            let url = format!("sqlite://{}?mode=rwc", path.display());
            let mut conn = <sqlx::AnyConnection as sqlx::Connection>::connect(&url)
                .await
                .expect("create");
            sqlx::query("CREATE TABLE stores (legacy TEXT)")
                .execute(&mut conn)
                .await
                .is_ok()
        })
}

#[test]
fn openapi_command_prints_the_document() {
    let out = vitrin(&["openapi"], &[]);
    assert!(out.status.success());
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert!(doc["paths"]["/srv/shopping/shopping/set-currency/{currency}"].is_object());
}

#[test]
fn a_store_map_style_that_is_not_https_names_the_key() {
    for value in [
        "http://tiles.example.com/style.json",
        "style.json",
        "javascript:alert(1)",
    ] {
        let out = vitrin(&["migrate"], &[("VITRIN_STORE_MAP_STYLE_URL", value)]);
        assert!(!out.status.success(), "{value} was taken");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("store_map_style_url"), "{err}");
    }
}

#[test]
fn malformed_endpoint_prefix_names_the_key() {
    for (key, value) in [
        ("VITRIN_ENDPOINT_PREFIX", "not base64!"),
        ("VITRIN_ENDPOINT_PREFIX", "Y2Ru"),
    ] {
        let out = vitrin(&["migrate"], &[(key, value)]);
        assert!(!out.status.success(), "{value} was taken");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("endpoint_prefix"), "{err}");
    }
}
