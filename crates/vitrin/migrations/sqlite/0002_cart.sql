-- Guest carts (spec section 3, "Cart item"), keyed on the signed session id. A line is one variant
-- with its options; the unique key lets one atomic upsert add to a line without losing a parallel
-- add. Money is not stored here: totals are always computed from the catalog.

CREATE TABLE carts (
    id          INTEGER PRIMARY KEY,
    session_id  TEXT NOT NULL UNIQUE,
    store_id    INTEGER REFERENCES stores(id) ON DELETE SET NULL,
    order_notes TEXT NOT NULL DEFAULT '',
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
);

CREATE TABLE cart_lines (
    id                  INTEGER PRIMARY KEY,
    cart_id             INTEGER NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
    product_id          INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    variant_id          INTEGER NOT NULL REFERENCES variants(id) ON DELETE CASCADE,
    quantity            INTEGER NOT NULL CHECK (quantity > 0),
    subscribe           INTEGER NOT NULL DEFAULT 0 CHECK (subscribe IN (0, 1)),
    subscribe_frequency INTEGER NOT NULL DEFAULT 0,
    related_product_id  INTEGER,
    personalization     TEXT NOT NULL DEFAULT '',
    created_at          INTEGER NOT NULL,
    UNIQUE (cart_id, variant_id, subscribe, personalization)
);
CREATE INDEX cart_lines_cart ON cart_lines(cart_id, id);
