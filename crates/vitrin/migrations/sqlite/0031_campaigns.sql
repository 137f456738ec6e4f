-- Campaigns (the promotions module): discounts without a code. `offer` is the offer as JSON
-- ({"kind": "buy_x_pay_y", "buy": 3, "pay": 2}, {"kind": "percent", "percent": 20} or
-- {"kind": "free_shipping"}), `scope` the products it covers as JSON (the coupons' scope).
-- Amounts in kuruş, times in unix seconds (UTC).
CREATE TABLE campaigns (
    id           INTEGER PRIMARY KEY,
    name_tr      TEXT NOT NULL,
    name_en      TEXT NOT NULL DEFAULT '',
    name_ar      TEXT NOT NULL DEFAULT '',
    offer        TEXT NOT NULL,
    min_total    INTEGER NOT NULL DEFAULT 0 CHECK (min_total >= 0),
    starts_at    INTEGER,
    ends_at      INTEGER,
    scope        TEXT NOT NULL DEFAULT '{}',
    members_only INTEGER NOT NULL DEFAULT 0,
    combinable   INTEGER NOT NULL DEFAULT 1,
    created_at   INTEGER NOT NULL,
    updated_at   INTEGER NOT NULL
);
CREATE INDEX campaigns_ends ON campaigns(ends_at);

-- What a campaign took off an order, written in the order's transaction; a cancellation or a
-- whole return marks it released.
CREATE TABLE campaign_uses (
    id          INTEGER PRIMARY KEY,
    campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
    order_id    INTEGER NOT NULL,
    discount    INTEGER NOT NULL,
    used_at     INTEGER NOT NULL,
    released_at INTEGER,
    UNIQUE (campaign_id, order_id)
);
CREATE INDEX campaign_uses_order ON campaign_uses(order_id);

-- The campaigns an order got, as the order shows them (JSON: [{"id", "name", "discount"}] in
-- the order's language), and their part of the order and of each line.
ALTER TABLE orders ADD COLUMN campaigns TEXT NOT NULL DEFAULT '[]';
ALTER TABLE orders ADD COLUMN campaign_discount INTEGER NOT NULL DEFAULT 0;
ALTER TABLE order_lines ADD COLUMN campaign_discount INTEGER NOT NULL DEFAULT 0;
