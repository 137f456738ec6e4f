-- Newsletter subscribers (spec sections 3 and 7): one row per address, with the consents given.
-- The data-protection consent is required to subscribe; the commercial-message consent is not.

CREATE TABLE newsletter_subscribers (
    id                 INTEGER PRIMARY KEY,
    email              TEXT NOT NULL,
    -- The address folded to lower case: one subscription per address whatever its spelling.
    email_key          TEXT NOT NULL UNIQUE,
    kvkk_consent       INTEGER NOT NULL,
    commercial_consent INTEGER NOT NULL,
    -- The storefront language of the subscription (tr, en or ar).
    language           TEXT NOT NULL,
    -- Unix seconds (UTC).
    created_at         INTEGER NOT NULL
);
