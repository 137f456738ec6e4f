//! Sending the alert mails. Restocks: a periodic batch finds the active alerts whose variant has stock
//! again (whatever brought it back: the back office's stock feed, a cancelled order, a return)
//! and mails each once. An alert is taken for its mail by a conditional update, so two instances
//! never mail it twice; a mail that cannot go puts it back for the next batch.

use std::{
    collections::{BTreeSet, HashMap},
    time::Duration,
};

use super::{
    messages::{back_in_stock_mail, price_drop_mail},
    store,
};
use crate::{
    catalog,
    clock::now_secs,
    config::Config,
    customer::{consent_store, secrets::one_time_token},
    db::Db,
    favourites,
    locale::{storefront_link, Lang},
    mail,
    state::AppState,
};

/// The most mails of one batch; the rest go in the next.
pub const BATCH: i64 = 500;

/// The lines of the alerts' variants (title, colour, size) in each alert's language: by
/// language, then variant id.
pub async fn variant_lines(
    db: &Db,
    alerts: &[store::Alert],
) -> sqlx::Result<HashMap<Lang, HashMap<i64, catalog::variants::VariantLine>>> {
    let mut lines = HashMap::new();
    for lang in Lang::ALL {
        let ids: Vec<i64> = alerts
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
    Ok(lines)
}

/// Mails every alert due at `now`; returns how many went.
pub async fn send_due(db: &Db, config: &Config, now: i64) -> anyhow::Result<usize> {
    let waiting = store::waiting_variants(db).await?;
    let back = catalog::variants::in_stock(db, &waiting).await?;
    let due = store::due(db, &back, BATCH).await?;
    let lines = variant_lines(db, &due).await?;
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
        let link = storefront_link(
            config,
            alert.lang,
            &format!("/{}?variant={}", line.slug, alert.variant_id),
        );
        let off = storefront_link(
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

/// A price fell by `share` percent or more from `was`.
pub fn dropped(was: i64, now: i64, share: u32) -> bool {
    share > 0 && now * 100 <= was * (100 - i64::from(share.min(100)))
}

/// Mails the members with the e-mail consent whose favourites fell by `alerts.price_drop_percent`
/// since they were last seen: one mail per fall, the new price then the one to fall from (a rise
/// raises it). A favourite seen for the first time is only noted. Returns how many mails went.
pub async fn send_price_drops(db: &Db, config: &Config, now: i64) -> anyhow::Result<usize> {
    let share = config.alerts.price_drop_percent;
    if share == 0 {
        return Ok(0);
    }
    let members: HashMap<i64, String> = consent_store::email_consented(db)
        .await?
        .into_iter()
        .collect();
    let ids: Vec<i64> = members.keys().copied().collect();
    let pairs = favourites::store::of_members(db, &ids).await?;
    let products: Vec<i64> = pairs
        .iter()
        .map(|p| p.1)
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    let prices = catalog::variants::prices(db, &products, Lang::Tr).await?;
    let seen = store::watched(db, &ids).await?;
    let mut sent = 0;
    for (member, product) in pairs {
        let (Some((price, title, slug)), Some(email)) =
            (prices.get(&product), members.get(&member))
        else {
            continue;
        };
        match seen.get(&(member, product)).copied() {
            Some(was) if dropped(was, *price, share) => {
                if !store::opted_out(db, email).await? {
                    let link = storefront_link(config, Lang::Tr, &format!("/{slug}"));
                    let account = storefront_link(config, Lang::Tr, "/hesabim");
                    mail::send(
                        config,
                        price_drop_mail(email, title, was, *price, &link, &account),
                    )
                    .await?;
                    sent += 1;
                }
                store::watch(db, member, product, *price, true, now).await?;
            }
            Some(was) if *price <= was => {}
            _ => store::watch(db, member, product, *price, false, now).await?,
        }
    }
    Ok(sent)
}

/// Runs [`send_due`] and [`send_price_drops`] every `alerts.batch_secs` seconds.
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
            match send_price_drops(&state.db, &state.config, now_secs()).await {
                Ok(0) => {}
                Ok(n) => tracing::info!(mails = n, "price-drop alerts sent"),
                Err(e) => tracing::warn!(error = %e, "price-drop alerts not sent"),
            }
        }
    });
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_drop_is_counted_from_the_price_last_seen() {
        use super::dropped;
        assert!(dropped(10_000, 9_000, 10));
        assert!(!dropped(10_000, 9_001, 10));
        assert!(!dropped(10_000, 5_000, 0), "off");
        assert!(dropped(10_000, 0, 100));
    }
}
