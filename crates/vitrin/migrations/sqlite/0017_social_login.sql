-- Social sign-in (spec section 2, page 6): the provider accounts linked to members, and each
-- sign-in from the moment the shopper leaves for the provider until it ends. Only hashes of the
-- state, the popup ticket and the mailed link's token are kept.
CREATE TABLE social_accounts (
    id          INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    -- The provider's `type` in the configuration, and its id of the person (`sub`).
    provider    TEXT NOT NULL,
    subject     TEXT NOT NULL,
    -- The verified email the provider gave when the account was linked, or empty.
    email       TEXT NOT NULL DEFAULT '',
    created_at  INTEGER NOT NULL,
    UNIQUE (provider, subject),
    UNIQUE (customer_id, provider)
);

CREATE TABLE social_logins (
    id                 INTEGER PRIMARY KEY,
    state_hash         TEXT NOT NULL UNIQUE,
    provider           TEXT NOT NULL,
    -- The browser session that left for the provider: only it may come back with the code.
    session_id         TEXT NOT NULL,
    -- A signed-in member linking a provider from the account page, else NULL.
    member_id          INTEGER,
    nonce              TEXT NOT NULL,
    pkce_verifier      TEXT NOT NULL,
    -- Where to go after signing in (a same-site path), and the shopper's language.
    redirect           TEXT NOT NULL DEFAULT '',
    language           TEXT NOT NULL,
    -- The name a form_post provider sends once, beside the code (Apple's `user`).
    posted_given_name  TEXT NOT NULL DEFAULT '',
    posted_family_name TEXT NOT NULL DEFAULT '',
    created_at         INTEGER NOT NULL,
    -- The code came back (a state is good for one return).
    returned_at        INTEGER,
    -- The person the ID token named.
    subject            TEXT,
    email              TEXT,
    given_name         TEXT NOT NULL DEFAULT '',
    family_name        TEXT NOT NULL DEFAULT '',
    -- The popup's ticket while the shopper answers it (consent, password, email).
    ticket_hash        TEXT UNIQUE,
    ticket_expires_at  INTEGER,
    -- A mailed link that ends the sign-in: `social` (link to the member of the email) or
    -- `social-email` (the address typed in the email popup).
    link_kind          TEXT,
    link_email         TEXT,
    link_token_hash    TEXT UNIQUE,
    link_expires_at    INTEGER,
    commercial_message INTEGER NOT NULL DEFAULT 0,
    completed_at       INTEGER
);
CREATE INDEX social_logins_created ON social_logins(created_at);
