-- The checkout's records beside the order: a guest's contact kept with the session between the
-- steps, the contract texts a shopper accepted with each order, and commercial-message consents
-- as the İYS (İleti Yönetim Sistemi) records them. Times are unix seconds (UTC).

-- A guest's contact from the way in (login-nomembership), for the next steps and the order.
CREATE TABLE checkout_guests (
    session_id  TEXT PRIMARY KEY,
    email       TEXT NOT NULL,
    name        TEXT NOT NULL,
    surname     TEXT NOT NULL,
    -- E.164, e.g. +905321234567.
    phone       TEXT NOT NULL,
    -- When the guest accepted the KVKK notice.
    kvkk_at     INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
);

-- The exact texts accepted with an order (pre-information form, distance sales contract).
CREATE TABLE order_contracts (
    id        INTEGER PRIMARY KEY,
    order_id  INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    kind      TEXT NOT NULL CHECK (kind IN ('pre_information', 'distance_sales')),
    title     TEXT NOT NULL,
    text      TEXT NOT NULL,
    -- sha256 of the order's contract texts together, as the shopper's page sent it.
    digest    TEXT NOT NULL,
    UNIQUE (order_id, kind)
);

-- Commercial electronic message consents, one row per channel, in the İYS vocabulary: type ETK
-- (ticari elektronik ileti), channel EPOSTA or MESAJ (SMS), status ONAY or RET, source HS_WEB
-- (the shop's web site), recipient the address or E.164 number it was given for.
CREATE TABLE consents (
    id              INTEGER PRIMARY KEY,
    consent_type    TEXT NOT NULL CHECK (consent_type IN ('ETK')),
    channel         TEXT NOT NULL CHECK (channel IN ('EPOSTA', 'MESAJ', 'ARAMA')),
    status          TEXT NOT NULL CHECK (status IN ('ONAY', 'RET')),
    source          TEXT NOT NULL,
    recipient       TEXT NOT NULL,
    recipient_type  TEXT NOT NULL DEFAULT 'BIREYSEL',
    customer_id     INTEGER REFERENCES customers(id) ON DELETE SET NULL,
    order_id        INTEGER REFERENCES orders(id) ON DELETE SET NULL,
    consent_at      INTEGER NOT NULL
);
CREATE INDEX consents_recipient ON consents(recipient, channel, consent_at);
