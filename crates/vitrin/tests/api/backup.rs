//! Backups on SQLite: guests keep placing orders while `vitrin backup` copies the shop; the backup
//! restores into a fresh data folder, and a server started on it finds every order acknowledged
//! before the backup began (and none nobody was told of), with the shop's images. A restore is
//! refused over a shop's data without `--force`, and while a shop runs on the folder.

use std::{
    collections::HashSet,
    path::Path,
    sync::{
        atomic::{AtomicBool, Ordering},
        Arc, Mutex,
    },
    time::{Duration, Instant},
};

use vitrin::ops::{backup, lock};

use crate::{
    helpers::{test_config, TestApp},
    order::{place_one, ready_guest, variant_with_stock},
    shopper::Shopper,
};

/// Enough products for a cart; the shop's images are drawn for them.
const PRODUCTS: usize = 12;
const GUESTS: usize = 4;
const EMAIL: &str = "yedek@example.com";

type Acknowledged = Arc<Mutex<Vec<(String, Instant)>>>;

/// Orders placed one after another by a guest until `stop`, each noted when acknowledged.
async fn keep_ordering(
    app: Arc<TestApp>,
    (guest_no, variant): (usize, (i64, i64)),
    acked: Acknowledged,
    stop: Arc<AtomicBool>,
) {
    let guest = ready_guest(&app, EMAIL).await;
    let mut n = 0;
    while !stop.load(Ordering::SeqCst) {
        n += 1;
        let key = format!("backup-order-{guest_no}-{n:06}");
        let order_no = place_one(&app, &guest, variant, &key).await;
        acked
            .lock()
            .expect("orders")
            .push((order_no, Instant::now()));
    }
}

/// Waits until `count` orders are acknowledged; a guest that stopped says why.
async fn wait_for(
    acked: &Acknowledged,
    count: usize,
    writers: &mut Option<Vec<tokio::task::JoinHandle<()>>>,
) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while acked.lock().expect("orders").len() < count {
        let stopped = writers.iter().flatten().any(|w| w.is_finished());
        if stopped || Instant::now() > deadline {
            for writer in writers.take().into_iter().flatten() {
                writer.abort();
                writer.await.expect("a guest stopped ordering");
            }
            panic!("{count} orders not acknowledged in time");
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// The files under a folder, by their path in it.
fn files_under(dir: &Path) -> Vec<String> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir)
        .expect("folder")
        .map(|e| e.expect("entry").path())
    {
        if entry.is_dir() {
            files.extend(files_under(&entry));
        } else {
            files.push(
                entry
                    .strip_prefix(dir)
                    .expect("under")
                    .display()
                    .to_string(),
            );
        }
    }
    files.sort();
    files
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_backup_under_orders_restores_every_acknowledged_order() {
    let shop_dir = Arc::new(tempfile::tempdir().expect("temp dir"));
    // The guests order as fast as they can: the placement limit per session is lifted.
    let app = TestApp::in_folder(shop_dir.clone(), Some(PRODUCTS))
        .await
        .instance(|c| c.limits.order_per_minute = 0)
        .await;
    let app = Arc::new(app);
    let variant = variant_with_stock(&app.db, 100_000).await;
    let acked: Acknowledged = Arc::default();
    let stop = Arc::new(AtomicBool::new(false));
    let writers: Vec<_> = (0..GUESTS)
        .map(|i| {
            let guest = (i, variant);
            tokio::spawn(keep_ordering(
                app.clone(),
                guest,
                acked.clone(),
                stop.clone(),
            ))
        })
        .collect();
    let mut writers = Some(writers);
    wait_for(&acked, 2 * GUESTS, &mut writers).await;

    // The shop keeps its search and filter indexes in its folder; a backup leaves them out.
    let kept = [
        vitrin::search::FOLDER,
        vitrin::catalog::kept_filters::FOLDER,
    ];
    for _ in 0..300 {
        if kept
            .iter()
            .all(|folder| shop_dir.path().join(folder).is_dir())
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    for folder in kept {
        assert!(shop_dir.path().join(folder).is_dir(), "{folder} is kept");
    }

    // The backup, while the guests go on ordering.
    let backups = tempfile::tempdir().expect("temp dir");
    let file = backups.path().join("shop.tar.gz");
    let began = Instant::now();
    let report = backup::backup(&app.config, &file).await.expect("backup");
    let ended = acked.lock().expect("orders").len();
    wait_for(&acked, ended + GUESTS, &mut writers).await;
    stop.store(true, Ordering::SeqCst);
    for writer in writers.into_iter().flatten() {
        writer.await.expect("writer");
    }
    let acked = acked.lock().expect("orders").clone();
    let before: Vec<&String> = acked
        .iter()
        .filter(|(_, at)| *at < began)
        .map(|(no, _)| no)
        .collect();
    let told: HashSet<&String> = acked.iter().map(|(no, _)| no).collect();
    assert!(before.len() >= 2 * GUESTS);
    assert!(report.bytes > 0);
    // A second backup to the same file is refused: nothing is overwritten.
    let again = backup::backup(&app.config, &file)
        .await
        .expect_err("refused");
    assert!(format!("{again:#}").contains("already exists"), "{again:#}");

    // Restored into a fresh folder, a server on it finds every order acknowledged before.
    let fresh = Arc::new(tempfile::tempdir().expect("temp dir"));
    let config = test_config(fresh.path().to_path_buf(), String::new());
    let restored = backup::restore(&config, &file, false).expect("restore");
    assert_eq!(restored.files, report.files);
    for folder in kept {
        assert!(!fresh.path().join(folder).exists(), "{folder} restored");
    }
    let images = files_under(&shop_dir.path().join("images"));
    assert!(!images.is_empty());
    assert_eq!(files_under(&fresh.path().join("images")), images);
    // One stranger tracks every order: the tracking limit is lifted.
    let shop = TestApp::in_folder(fresh.clone(), None)
        .await
        .instance(|c| c.limits.track_per_minute = 0)
        .await;
    let orders: Vec<String> = shop.column("SELECT order_no FROM orders", &[]).await;
    let orders: HashSet<&String> = orders.iter().collect();
    let stranger = Shopper::new(&shop).await;
    for order_no in &before {
        assert!(orders.contains(order_no), "order {order_no} lost");
        let track = [
            ("order_no", order_no.to_string()),
            ("contact", EMAIL.into()),
        ];
        let (code, body) = stranger
            .post(&shop, "/srv/service/order/track", &track)
            .await;
        assert_eq!(code, 200, "{order_no}: {body}");
    }
    assert!(
        orders.iter().all(|no| told.contains(no)),
        "an order nobody was told of"
    );
    let image = format!("/images/{}", images[0]);
    assert_eq!(shop.get(&image).await.status(), 200, "{image}");

    // Refusals: over the restored shop without --force, and under a running shop even with it.
    let refused = backup::restore(&config, &file, false).expect_err("refused");
    assert!(
        format!("{refused:#}").contains("add --force"),
        "{refused:#}"
    );
    let running = lock::serving(&config).expect("lock");
    let refused = backup::restore(&config, &file, true).expect_err("refused");
    assert!(
        format!("{refused:#}").contains("a shop is running"),
        "{refused:#}"
    );
    drop(running);
    let not_a_backup = backups.path().join("notes.txt");
    std::fs::write(&not_a_backup, "not an archive").expect("write");
    let refused = backup::restore(&config, &not_a_backup, true).expect_err("refused");
    assert!(
        format!("{refused:#}").contains("is not a backup"),
        "{refused:#}"
    );
}
