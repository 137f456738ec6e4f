//! Back-in-stock alerts ("Gelince haber ver" on a sold-out size): a member asks and the alert is
//! set; a guest confirms through a mailed link first (double opt-in). When the variant has stock
//! again, a batch (`send`) mails each alert once, with a link straight to that variant and an
//! unsubscribe link; an address that unsubscribed gets no more until it asks again. The alert is
//! the shopper's own request for that one mail, so it does not wait for the commercial-message
//! (İYS) consent. Alerts go with the account or the address in an erasure (`privacy`).

pub mod config;
pub mod messages;
pub mod routes;
pub mod send;
pub mod store;

/// How long a guest's confirmation link works.
pub const CONFIRM_LIFETIME_SECS: i64 = 48 * 60 * 60;
/// At most one confirmation mail per alert in this many seconds.
pub const RESEND_AFTER_SECS: i64 = 5 * 60;
