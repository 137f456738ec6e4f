-- Coupon codes (the promotions module). `code` is the code folded for comparison (Turkish upper
-- case, spaces removed); `shown_code` as the shop wrote it. Amounts in kuruş, times in unix
-- seconds (UTC); the lists are JSON arrays of ids. `used` counts the uses of orders not
-- cancelled or returned; `coupon_uses` keeps each with the order it went to.
CREATE TABLE coupons (
    id                    INTEGER PRIMARY KEY,
    code                  TEXT NOT NULL UNIQUE,
    shown_code            TEXT NOT NULL,
    kind                  TEXT NOT NULL CHECK (kind IN ('percent', 'amount')),
    value                 INTEGER NOT NULL CHECK (value > 0),
    min_total             INTEGER NOT NULL DEFAULT 0 CHECK (min_total >= 0),
    starts_at             INTEGER,
    ends_at               INTEGER,
    categories            TEXT NOT NULL DEFAULT '[]',
    products              TEXT NOT NULL DEFAULT '[]',
    excluded_categories   TEXT NOT NULL DEFAULT '[]',
    excluded_products     TEXT NOT NULL DEFAULT '[]',
    exclude_discounted    INTEGER NOT NULL DEFAULT 0,
    max_uses              INTEGER,
    max_uses_per_customer INTEGER,
    first_order_only      INTEGER NOT NULL DEFAULT 0,
    members_only          INTEGER NOT NULL DEFAULT 0,
    combinable            INTEGER NOT NULL DEFAULT 1,
    used                  INTEGER NOT NULL DEFAULT 0 CHECK (used >= 0),
    batch                 TEXT NOT NULL DEFAULT '',
    created_at            INTEGER NOT NULL,
    updated_at            INTEGER NOT NULL
);
CREATE INDEX coupons_batch ON coupons(batch);

CREATE TABLE coupon_uses (
    id          INTEGER PRIMARY KEY,
    coupon_id   INTEGER NOT NULL REFERENCES coupons(id) ON DELETE CASCADE,
    order_id    INTEGER NOT NULL UNIQUE,
    customer_id INTEGER,
    email       TEXT NOT NULL,
    discount    INTEGER NOT NULL,
    used_at     INTEGER NOT NULL,
    released_at INTEGER
);
CREATE INDEX coupon_uses_coupon ON coupon_uses(coupon_id, email);

-- The code a shopper entered on the cart (checked again at every pricing).
ALTER TABLE carts ADD COLUMN coupon_code TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN coupon_code TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN coupon_discount INTEGER NOT NULL DEFAULT 0;
ALTER TABLE order_lines ADD COLUMN coupon_discount INTEGER NOT NULL DEFAULT 0;
-- A first-order coupon asks whether an address ordered before.
CREATE INDEX orders_email ON orders(lower(email));
