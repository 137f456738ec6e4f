-- The e-Archive invoices the shop's integrator issued: the sale's and each return's, with the
-- number the integrator gave it, as the back office reports them. Times are unix seconds (UTC).
CREATE TABLE order_invoices (
    id         INTEGER PRIMARY KEY,
    order_id   INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    -- Empty for the sale's invoice, else the return's number.
    return_no  TEXT NOT NULL DEFAULT '',
    invoice_no TEXT NOT NULL UNIQUE,
    issued_at  INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (order_id, return_no)
);
