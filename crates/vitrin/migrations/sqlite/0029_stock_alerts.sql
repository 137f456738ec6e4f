-- Back-in-stock alerts (the alerts module): a shopper asks to be told when a sold-out variant
-- (a colour in a size) is back. A guest's alert waits for the mailed link ('pending'); a member's
-- starts 'active'. When the variant has stock again one mail goes ('sent') and the alert is done;
-- 'cancelled' when its address unsubscribed. token_hash is the pending link's, then the sent
-- mail's unsubscribe link's. An address that unsubscribed is kept in alert_optouts until it asks
-- for an alert again. Times in unix seconds.
CREATE TABLE stock_alerts (
    id               INTEGER PRIMARY KEY,
    variant_id       INTEGER NOT NULL,
    customer_id      INTEGER,
    email            TEXT NOT NULL,
    email_key        TEXT NOT NULL,
    lang             TEXT NOT NULL,
    status           TEXT NOT NULL CHECK (status IN ('pending', 'active', 'sent', 'cancelled')),
    token_hash       TEXT NOT NULL DEFAULT '',
    token_expires_at INTEGER,
    created_at       INTEGER NOT NULL,
    confirmed_at     INTEGER,
    sent_at          INTEGER,
    cancelled_at     INTEGER
);
CREATE INDEX stock_alerts_waiting ON stock_alerts(status, variant_id);
CREATE INDEX stock_alerts_email ON stock_alerts(email_key);
CREATE TABLE alert_optouts (
    email_key  TEXT PRIMARY KEY,
    created_at INTEGER NOT NULL
);
