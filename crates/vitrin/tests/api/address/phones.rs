//! Stored phones become E.164.

/// Members' phones stored before migration 0009 (digits with the country code) are E.164 after
/// it, and a login by phone written any way finds them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stored_phones_become_e164() {
    use vitrin::{
        customer::{
            model::{parse_phone, LoginName},
            store::find_by_login,
        },
        db::Db,
    };

    let dir = tempfile::tempdir().expect("temp dir");
    let db = Db::connect(&format!("sqlite://{}/phones.db", dir.path().display()))
        .await
        .expect("database");
    // The migrations before 0009, as a folder of their own.
    let earlier = dir.path().join("earlier");
    std::fs::create_dir(&earlier).expect("folder");
    let folder = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/migrations/sqlite"));
    for entry in std::fs::read_dir(folder).expect("migrations") {
        let path = entry.expect("entry").path();
        let name = path
            .file_name()
            .expect("name")
            .to_string_lossy()
            .into_owned();
        if name.as_str() < "0009" {
            std::fs::copy(&path, earlier.join(&name)).expect("copy");
        }
    }
    let before = sqlx::migrate::Migrator::new(earlier.as_path())
        .await
        .expect("migrations 1 to 8");
    before.run(&db.pool).await.expect("migrations 1 to 8");
    for (email, phone) in [
        ("eski@example.com", "905321234567"),
        ("yok@example.com", ""),
    ] {
        sqlx::query(
            "INSERT INTO customers (email, email_key, phone, password_hash, password_changed_at, \
             active, created_at, updated_at) VALUES ($1, $1, $2, 'x', 0, 1, 0, 0)",
        )
        .bind(email)
        .bind(phone)
        .execute(&db.pool)
        .await
        .expect("customer");
    }
    db.migrate().await.expect("migration 9");
    let phones: Vec<String> = sqlx::query_scalar("SELECT phone FROM customers ORDER BY id")
        .fetch_all(&db.pool)
        .await
        .expect("phones");
    assert_eq!(phones, ["+905321234567", ""]);
    for typed in ["0532 123 45 67", "905321234567", "+90 532 123 4567"] {
        let login = LoginName::Phone(parse_phone(typed).expect("phone"));
        let found = find_by_login(&db, &login).await.expect("query");
        assert_eq!(
            found.map(|c| c.email).as_deref(),
            Some("eski@example.com"),
            "{typed}"
        );
    }
}
