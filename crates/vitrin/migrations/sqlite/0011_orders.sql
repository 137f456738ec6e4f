-- Orders: what a shopper bought, as it was when they bought it. Lines, prices, addresses and the
-- texts they accepted are copied into the order, never joined to the catalog or the address book
-- later. Money in kuruş, VAT included; times are unix seconds (UTC).

CREATE TABLE orders (
    id               INTEGER PRIMARY KEY,
    -- Ten random digits: not guessable, read over the phone as 3-3-4.
    order_no         TEXT NOT NULL UNIQUE,
    -- Whose order: 'member:<customer id>' or 'session:<session id>' (a guest's signed session).
    owner            TEXT NOT NULL,
    customer_id      INTEGER REFERENCES customers(id) ON DELETE SET NULL,
    -- The same placement asked twice (a double click, a retry, a second tab) finds this order.
    idempotency_key  TEXT NOT NULL,
    email            TEXT NOT NULL,
    phone            TEXT NOT NULL,
    language         TEXT NOT NULL,
    status           TEXT NOT NULL CHECK (status IN ('awaiting_payment', 'paid', 'preparing',
                         'shipped', 'delivered', 'cancelled', 'returned')),
    payment_method   TEXT NOT NULL CHECK (payment_method IN ('card', 'bank_transfer', 'cash_on_delivery')),
    carrier          TEXT NOT NULL,
    items_total      INTEGER NOT NULL CHECK (items_total >= 0),
    discount_total   INTEGER NOT NULL CHECK (discount_total >= 0),
    shipping_fee     INTEGER NOT NULL CHECK (shipping_fee >= 0),
    payment_fee      INTEGER NOT NULL CHECK (payment_fee >= 0),
    vat_total        INTEGER NOT NULL CHECK (vat_total >= 0),
    grand_total      INTEGER NOT NULL CHECK (grand_total >= 0),
    -- JSON snapshots of the chosen addresses.
    delivery_address TEXT NOT NULL,
    invoice_address  TEXT NOT NULL,
    store_id         INTEGER REFERENCES stores(id) ON DELETE SET NULL,
    notes            TEXT NOT NULL DEFAULT '',
    -- Bank transfers: unpaid after this time, the order is cancelled and its stock released.
    payment_due_at   INTEGER,
    created_at       INTEGER NOT NULL,
    updated_at       INTEGER NOT NULL,
    UNIQUE (owner, idempotency_key)
);
CREATE INDEX orders_customer ON orders(customer_id, created_at);
CREATE INDEX orders_updated ON orders(updated_at);
CREATE INDEX orders_due ON orders(status, payment_due_at);

CREATE TABLE order_lines (
    id                    INTEGER PRIMARY KEY,
    order_id              INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    product_id            INTEGER NOT NULL,
    variant_id            INTEGER NOT NULL,
    title                 TEXT NOT NULL,
    variant_code          TEXT NOT NULL,
    colour                TEXT NOT NULL DEFAULT '',
    size                  TEXT NOT NULL DEFAULT '',
    personalization       TEXT NOT NULL DEFAULT '',
    subscribe_frequency   INTEGER NOT NULL DEFAULT 0,
    quantity              INTEGER NOT NULL CHECK (quantity > 0),
    unit_price            INTEGER NOT NULL,
    tier_discount         INTEGER NOT NULL,
    subscription_discount INTEGER NOT NULL,
    vat_percent           INTEGER NOT NULL,
    vat                   INTEGER NOT NULL,
    total                 INTEGER NOT NULL
);
CREATE INDEX order_lines_order ON order_lines(order_id, id);

-- Every status an order went through, with the carrier and tracking number once shipped.
CREATE TABLE order_status_history (
    id          INTEGER PRIMARY KEY,
    order_id    INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    status      TEXT NOT NULL,
    carrier     TEXT NOT NULL DEFAULT '',
    tracking_no TEXT NOT NULL DEFAULT '',
    note        TEXT NOT NULL DEFAULT '',
    created_at  INTEGER NOT NULL
);
CREATE INDEX order_status_history_order ON order_status_history(order_id, id);
