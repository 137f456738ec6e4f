-- Card wallet payments the shop's server confirmed with the provider (server to server), each
-- recorded once per order number and reference number. Amounts in kuruş; times unix seconds (UTC).
-- No card data beyond the provider's masked number.

CREATE TABLE wallet_payments (
    id                INTEGER PRIMARY KEY,
    order_no          TEXT NOT NULL,
    reference_no      TEXT NOT NULL,
    -- The member who confirmed it, when a member did; the payment stays when the account goes.
    customer_id       INTEGER REFERENCES customers(id) ON DELETE SET NULL,
    amount            INTEGER NOT NULL CHECK (amount >= 0),
    installment_count INTEGER NOT NULL CHECK (installment_count >= 1),
    -- As the provider masks it, e.g. 4032 80** **** 7894.
    masked_pan        TEXT NOT NULL,
    response_code     TEXT NOT NULL,
    confirmed_at      INTEGER NOT NULL,
    UNIQUE (order_no, reference_no)
);
CREATE INDEX wallet_payments_customer ON wallet_payments(customer_id);
