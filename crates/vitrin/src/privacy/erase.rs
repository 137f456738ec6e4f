//! The erasure of a member's account (and of what is kept for a guest's e-mail address). The member asks with their password (a member who signs in
//! only through a social provider has none: they confirm through a mailed link); the request then
//! waits the cooling-off (`privacy.erase_after_days`), during which the member can cancel it, and
//! a periodic sweep runs it when due. Running it, in one transaction: the orders stay for the tax
//! law but anonymised (`order::privacy`), the address book, the favourites, the child profiles and the back-in-stock alerts go, the consents are
//! recorded as withdrawn, the account with its tokens, links and conversations goes
//! (`customer::privacy`) and so does a newsletter subscription under its e-mail address. An erasure due while an order is still on its way waits for it.

use crate::{
    address::store::Owner,
    db::Db,
    order::privacy::{self as orders, Shopper},
};

use super::store::{self, Kind, Request};

/// What a run of an erasure did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// The account is gone; this many orders stay, anonymised.
    Erased { orders_kept: u64 },
    /// Orders are still on their way: the erasure waits for them.
    Waiting { open_orders: Vec<String> },
}

/// Runs one erasure now (see the module's note), unless orders are still on their way: a
/// member's account, or what is kept for a guest's e-mail address.
pub async fn run(db: &Db, request: &Request, now: i64) -> sqlx::Result<Outcome> {
    let shopper = match (request.kind, request.customer_id) {
        (Kind::Erase, Some(id)) => Shopper::Member(id),
        (Kind::GuestErase, _) if !request.email.is_empty() => Shopper::GuestEmail(&request.email),
        _ => return Ok(Outcome::Erased { orders_kept: 0 }),
    };
    let open_orders = orders::open_orders(db, shopper).await?;
    if !open_orders.is_empty() {
        let pending = i64::try_from(open_orders.len()).unwrap_or(i64::MAX);
        store::wait_for_orders(db, request.id, pending, now).await?;
        return Ok(Outcome::Waiting { open_orders });
    }
    let mut tx = db.begin().await?;
    let order_ids = orders::anonymise(&mut tx, shopper, now).await?;
    let orders_kept = order_ids.len() as u64;
    match shopper {
        Shopper::Member(id) => {
            crate::address::store::erase_book(&mut tx, &Owner::Member(id)).await?;
            crate::favourites::store::remove_all(&mut tx, id).await?;
            crate::sizing::store::erase_member(&mut tx, id).await?;
            if let Some(email) = crate::customer::privacy::erase_member(&mut tx, id, now).await? {
                crate::content::subscriber_data::forget(&mut tx, &email).await?;
                crate::alerts::store::erase(&mut tx, Some(id), &email).await?;
            }
        }
        Shopper::GuestEmail(email) => {
            orders::erase_guest_contacts(&mut tx, email).await?;
            crate::customer::privacy::withdraw_guest_consents(&mut tx, email, &order_ids, now)
                .await?;
            crate::content::subscriber_data::forget(&mut tx, email).await?;
            crate::alerts::store::erase(&mut tx, None, email).await?;
        }
    }
    store::complete(
        &mut tx,
        request.id,
        i64::try_from(orders_kept).unwrap_or(i64::MAX),
        now,
    )
    .await?;
    tx.commit().await?;
    Ok(Outcome::Erased { orders_kept })
}

/// Runs every erasure due at `now`; returns how many accounts went. Guests' links that expired
/// forget their address on the way.
pub async fn run_due(db: &Db, now: i64) -> sqlx::Result<usize> {
    store::forget_expired(db, now).await?;
    let mut erased = 0;
    for request in store::due(db, now).await? {
        if matches!(run(db, &request, now).await?, Outcome::Erased { .. }) {
            erased += 1;
        }
    }
    Ok(erased)
}

/// Every minute, runs the erasures that are due (see [`run_due`]); stops with the runtime.
pub fn spawn_sweeper(db: Db) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(std::time::Duration::from_secs(60));
        loop {
            tick.tick().await;
            match run_due(&db, crate::clock::now_secs()).await {
                Ok(0) => {}
                Ok(n) => tracing::info!(erased = n, "accounts erased after their cooling-off"),
                Err(e) => tracing::warn!(error = %e, "due erasures not run"),
            }
        }
    });
}
