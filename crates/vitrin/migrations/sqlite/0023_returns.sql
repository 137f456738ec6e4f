-- Returns within the right of withdrawal (cayma hakkı): a shopper sends pieces of a delivered
-- order back within 14 days of its delivery, for their money or for another size of the same
-- product. `return_no` is `{order_no}-R{n}`; `return_code` is what the shopper shows at the
-- carrier's branch (one per return). The refund an approval pays is an `order_refunds` row named
-- in `refund_no`. Times are unix seconds (UTC).
CREATE TABLE order_returns (
    id             INTEGER PRIMARY KEY,
    order_id       INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    return_no      TEXT NOT NULL UNIQUE,
    status         TEXT NOT NULL
                   CHECK (status IN ('requested', 'received', 'approved', 'rejected')),
    reason         TEXT NOT NULL CHECK (reason IN ('wrong_size', 'changed_mind', 'defective',
                                                   'wrong_item', 'other')),
    reason_text    TEXT NOT NULL DEFAULT '',
    -- The carrier's code and the return code at it.
    carrier        TEXT NOT NULL,
    return_code    TEXT NOT NULL UNIQUE,
    -- Where the refund of an order not paid by card goes.
    iban           TEXT NOT NULL DEFAULT '',
    account_holder TEXT NOT NULL DEFAULT '',
    refund_amount  INTEGER NOT NULL DEFAULT 0 CHECK (refund_amount >= 0),
    refund_no      TEXT NOT NULL DEFAULT '',
    reject_reason  TEXT NOT NULL DEFAULT '',
    created_at     INTEGER NOT NULL,
    updated_at     INTEGER NOT NULL
);
CREATE INDEX order_returns_order ON order_returns(order_id, id);

-- The pieces a return sends back; an exchange names the variant (another size of the same
-- product and colour) reserved for the shopper in its place.
CREATE TABLE order_return_lines (
    id                  INTEGER PRIMARY KEY,
    return_id           INTEGER NOT NULL REFERENCES order_returns(id) ON DELETE CASCADE,
    order_line_id       INTEGER NOT NULL REFERENCES order_lines(id) ON DELETE CASCADE,
    quantity            INTEGER NOT NULL CHECK (quantity > 0),
    exchange_variant_id INTEGER,
    exchange_size       TEXT NOT NULL DEFAULT ''
);
CREATE INDEX order_return_lines_return ON order_return_lines(return_id);
CREATE INDEX order_return_lines_line ON order_return_lines(order_line_id);

-- Photos of a defect, re-encoded and stored under the data folder's `returns/`.
CREATE TABLE order_return_photos (
    id         INTEGER PRIMARY KEY,
    return_id  INTEGER NOT NULL REFERENCES order_returns(id) ON DELETE CASCADE,
    file       TEXT NOT NULL UNIQUE,
    created_at INTEGER NOT NULL
);
CREATE INDEX order_return_photos_return ON order_return_photos(return_id);
