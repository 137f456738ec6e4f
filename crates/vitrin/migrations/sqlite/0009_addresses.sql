-- Address books (spec sections 3 and 7): a member's addresses, or a guest's kept on their cart
-- session for the checkout. Times are unix seconds (UTC).

CREATE TABLE addresses (
    id               INTEGER PRIMARY KEY,
    -- Whose book: 'member:<customer id>' or 'session:<session id>' (a guest's signed session,
    -- the one their cart is keyed on). Every statement names it.
    owner            TEXT NOT NULL,
    -- The member of a member's book: their addresses go with the account.
    customer_id      INTEGER REFERENCES customers(id) ON DELETE CASCADE,
    title            TEXT NOT NULL,
    name             TEXT NOT NULL,
    surname          TEXT NOT NULL,
    -- E.164, e.g. +905321234567.
    phone            TEXT NOT NULL,
    -- Region levels: the code when chosen from a list, else the typed text; each with its
    -- title as it was when saved.
    country          TEXT NOT NULL,
    country_title    TEXT NOT NULL DEFAULT '',
    state            TEXT NOT NULL DEFAULT '',
    state_title      TEXT NOT NULL DEFAULT '',
    city             TEXT NOT NULL DEFAULT '',
    city_title       TEXT NOT NULL DEFAULT '',
    town             TEXT NOT NULL DEFAULT '',
    town_title       TEXT NOT NULL DEFAULT '',
    district         TEXT NOT NULL DEFAULT '',
    district_title   TEXT NOT NULL DEFAULT '',
    postcode         TEXT NOT NULL DEFAULT '',
    address          TEXT NOT NULL,
    invoice_type     TEXT NOT NULL DEFAULT 'individual' CHECK (invoice_type IN ('individual', 'corporate')),
    tckn             TEXT NOT NULL DEFAULT '',
    company_name     TEXT NOT NULL DEFAULT '',
    tax_office       TEXT NOT NULL DEFAULT '',
    vkn              TEXT NOT NULL DEFAULT '',
    e_invoice        INTEGER NOT NULL DEFAULT 0 CHECK (e_invoice IN (0, 1)),
    default_delivery INTEGER NOT NULL DEFAULT 0 CHECK (default_delivery IN (0, 1)),
    default_invoice  INTEGER NOT NULL DEFAULT 0 CHECK (default_invoice IN (0, 1)),
    created_at       INTEGER NOT NULL,
    updated_at       INTEGER NOT NULL,
    CHECK ((customer_id IS NULL) = (owner LIKE 'session:%'))
);
CREATE INDEX addresses_owner ON addresses(owner, id);
CREATE INDEX addresses_customer ON addresses(customer_id);
-- At most one default delivery and one default invoice address per book.
CREATE UNIQUE INDEX addresses_default_delivery ON addresses(owner) WHERE default_delivery = 1;
CREATE UNIQUE INDEX addresses_default_invoice ON addresses(owner) WHERE default_invoice = 1;

-- One row per book: changes to a book write it first, which queues them per owner; it also
-- keeps the addresses the checkout goes on with (order-step set-address).
CREATE TABLE address_books (
    owner               TEXT PRIMARY KEY,
    delivery_address_id INTEGER REFERENCES addresses(id) ON DELETE SET NULL,
    invoice_address_id  INTEGER REFERENCES addresses(id) ON DELETE SET NULL,
    updated_at          INTEGER NOT NULL
);

-- Phones are kept in E.164 from now on; members' phones were digits with the country code.
UPDATE customers SET phone = '+' || phone WHERE phone <> '' AND phone NOT LIKE '+%';
