-- The member's profile (spec section 6, page 6): the birth date; the SMS codes that verify a new
-- phone; the links that confirm a new email address (only a hash of the code or token is kept).
-- The commercial-message consents the account page gives and withdraws go to `consents` (0012).
ALTER TABLE customers ADD COLUMN birth_date TEXT NOT NULL DEFAULT '';

CREATE TABLE phone_codes (
    id          INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    phone       TEXT NOT NULL,
    code_hash   TEXT NOT NULL,
    attempts    INTEGER NOT NULL DEFAULT 0,
    expires_at  INTEGER NOT NULL,
    used_at     INTEGER,
    created_at  INTEGER NOT NULL
);
CREATE INDEX phone_codes_customer ON phone_codes(customer_id, id);

CREATE TABLE email_changes (
    id          INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    new_email   TEXT NOT NULL,
    token_hash  TEXT NOT NULL UNIQUE,
    expires_at  INTEGER NOT NULL,
    used_at     INTEGER,
    created_at  INTEGER NOT NULL
);
CREATE INDEX email_changes_customer ON email_changes(customer_id);
