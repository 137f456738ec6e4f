//! Sending the restock mails: a periodic batch finds the active alerts whose variant has stock
//! again (whatever brought it back: the back office's stock feed, a cancelled order, a return)
//! and mails each once. An alert is taken for its mail by a conditional update, so two instances
//! never mail it twice; a mail that cannot go puts it back for the next batch.

use std::{collections::HashMap, time::Duration};

use super::{messages::back_in_stock_mail, store};
use crate::{
    app::AppState,
    catalog,
    config::Config,
    customer::{auth::now_secs, mail, secrets::one_time_token},
    db::Db,
    locale::Lang,
};

/// The most mails of one batch; the rest go in the next.
pub const BATCH: i64 = 500;

/// Mails every alert due at `now`; returns how many went.
pub async fn send_due(db: &Db, config: &Config, now: i64) -> anyhow::Result<usize> {
    let waiting = store::waiting_variants(db).await?;
    let back = catalog::variants::in_stock(db, &waiting).await?;
    let due = store::due(db, &back, BATCH).await?;
    let mut lines = HashMap::new();
    for lang in Lang::ALL {
        let ids: Vec<i64> = due
            .iter()
            .filter(|a| a.lang == lang)
            .map(|a| a.variant_id)
            .collect();
        if !ids.is_empty() {
            let mut conn = db.pool.acquire().await?;
            lines.insert(
                lang,
                catalog::variants::variant_lines(&mut conn, &ids, lang).await?,
            );
        }
    }
    let mut sent = 0;
    for alert in &due {
        let Some(line) = lines
            .get(&alert.lang)
            .and_then(|l| l.get(&alert.variant_id))
        else {
            continue;
        };
        let (token, hash) = one_time_token();
        if !store::take(db, alert.id, &hash, now).await? {
            continue;
        }
        let link = mail::storefront_link(
            config,
            alert.lang,
            &format!("/{}?variant={}", line.slug, alert.variant_id),
        );
        let off = mail::storefront_link(
            config,
            alert.lang,
            &format!("/?activation=stock-alert-off&token={token}&id={}", alert.id),
        );
        let message = back_in_stock_mail(alert.lang, &alert.email, line, &link, &off);
        if let Err(e) = mail::send(config, message).await {
            store::put_back(db, alert.id).await?;
            return Err(e);
        }
        sent += 1;
    }
    Ok(sent)
}

/// Runs [`send_due`] every `alerts.batch_secs` seconds.
pub fn spawn_sender(state: AppState) {
    let every = Duration::from_secs(state.config.alerts.batch_secs.max(1));
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(every);
        loop {
            tick.tick().await;
            match send_due(&state.db, &state.config, now_secs()).await {
                Ok(0) => {}
                Ok(n) => tracing::info!(mails = n, "back-in-stock alerts sent"),
                Err(e) => tracing::warn!(error = %e, "back-in-stock alerts not sent"),
            }
        }
    });
}
