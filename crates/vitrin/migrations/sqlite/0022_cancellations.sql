-- A shopper may cancel an order before its parcel leaves, whole or some of its lines. A line
-- keeps what was ordered and counts what was cancelled of it; the order's totals are what is
-- still bought.
ALTER TABLE order_lines ADD COLUMN cancelled_quantity INTEGER NOT NULL DEFAULT 0
    CHECK (cancelled_quantity >= 0);

-- Money the shop pays back on an order: to the card through the wallet provider (sent at once,
-- sent again until the provider answers), or to the IBAN the shopper gave for a bank transfer
-- (paid by the back office). `refund_no` names the refund at the provider, which pays a number
-- once. Times are unix seconds (UTC).
CREATE TABLE order_refunds (
    id             INTEGER PRIMARY KEY,
    order_id       INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    refund_no      TEXT NOT NULL UNIQUE,
    method         TEXT NOT NULL CHECK (method IN ('card', 'transfer')),
    amount         INTEGER NOT NULL CHECK (amount > 0),
    iban           TEXT NOT NULL DEFAULT '',
    account_holder TEXT NOT NULL DEFAULT '',
    status         TEXT NOT NULL CHECK (status IN ('pending', 'refunded', 'refused')),
    -- The provider's code and description of a refusal.
    provider_code  TEXT NOT NULL DEFAULT '',
    provider_desc  TEXT NOT NULL DEFAULT '',
    attempts       INTEGER NOT NULL DEFAULT 0,
    created_at     INTEGER NOT NULL,
    updated_at     INTEGER NOT NULL
);
CREATE INDEX order_refunds_order ON order_refunds(order_id, id);
CREATE INDEX order_refunds_status ON order_refunds(status, method, updated_at);

-- A shipped entry keeps the carrier's tracking link as it was when the parcel left.
ALTER TABLE order_status_history ADD COLUMN tracking_url TEXT NOT NULL DEFAULT '';
