-- Members (spec sections 3, 5 and 6): accounts, one-time tokens (activation, password reset),
-- revoked bearer tokens, login attempts and captchas. Everything a login decision needs is here,
-- so every instance behind one load balancer agrees. Times are unix seconds (UTC).

CREATE TABLE customers (
    id                   INTEGER PRIMARY KEY,
    email                TEXT NOT NULL,
    -- The address folded to lower case: one account per address whatever its spelling.
    email_key            TEXT NOT NULL UNIQUE,
    -- Digits only (spec section 5); empty when not given.
    phone                TEXT NOT NULL DEFAULT '',
    vendor_code          TEXT,
    name                 TEXT NOT NULL DEFAULT '',
    surname              TEXT NOT NULL DEFAULT '',
    gender               TEXT NOT NULL DEFAULT '',
    password_hash        TEXT NOT NULL,
    password_strength    INTEGER NOT NULL DEFAULT 0,
    password_changed_at  INTEGER NOT NULL,
    must_change_password INTEGER NOT NULL DEFAULT 0 CHECK (must_change_password IN (0, 1)),
    active               INTEGER NOT NULL DEFAULT 0 CHECK (active IN (0, 1)),
    kvkk                 INTEGER NOT NULL DEFAULT 0 CHECK (kvkk IN (0, 1)),
    commercial_message   INTEGER NOT NULL DEFAULT 0 CHECK (commercial_message IN (0, 1)),
    group_id             INTEGER NOT NULL DEFAULT 1,
    country              TEXT NOT NULL DEFAULT 'TR',
    e_country            TEXT NOT NULL DEFAULT '',
    -- Bumped on a password change: every token issued before it is refused.
    session_version      INTEGER NOT NULL DEFAULT 1,
    created_at           INTEGER NOT NULL,
    updated_at           INTEGER NOT NULL
);
CREATE INDEX customers_phone ON customers(phone);
CREATE UNIQUE INDEX customers_vendor_code ON customers(vendor_code);

-- Activation and password-reset links: only a hash of the token is kept; one use each.
CREATE TABLE customer_tokens (
    id          INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    purpose     TEXT NOT NULL CHECK (purpose IN ('activation', 'password_reset')),
    token_hash  TEXT NOT NULL UNIQUE,
    expires_at  INTEGER NOT NULL,
    used_at     INTEGER,
    created_at  INTEGER NOT NULL
);
CREATE INDEX customer_tokens_customer ON customer_tokens(customer_id, purpose);

-- Bearer tokens ended by a logout or a refresh, until they would have expired anyway.
CREATE TABLE revoked_tokens (
    token_id   TEXT PRIMARY KEY,
    expires_at INTEGER NOT NULL
);

-- Failed logins, per account (`account:<username>`) and per client address (`address:<ip>`).
CREATE TABLE login_attempts (
    id           INTEGER PRIMARY KEY,
    attempt_key  TEXT NOT NULL,
    attempted_at INTEGER NOT NULL
);
CREATE INDEX login_attempts_key ON login_attempts(attempt_key, attempted_at);

-- The answer of the last captcha image drawn for a session, hashed.
CREATE TABLE captchas (
    session_id  TEXT PRIMARY KEY,
    answer_hash TEXT NOT NULL,
    expires_at  INTEGER NOT NULL
);

-- A cart belongs to a member once they log in; it follows them to the session they log in from.
ALTER TABLE carts ADD COLUMN customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL;
CREATE INDEX carts_customer ON carts(customer_id);
