-- Newsletter double opt-in (spec sections 1 and 3): a subscription stays pending until the shopper
-- follows the link of the confirmation mail; only rows with confirmed_at get the newsletter.
-- Rows from before this migration were never confirmed, so they stay pending: subscribing again
-- sends them a confirmation mail.

-- Unix seconds (UTC) of the confirmation; NULL while pending.
ALTER TABLE newsletter_subscribers ADD COLUMN confirmed_at INTEGER;
-- When each consent was given (KVKK: what was consented and when); NULL when not given. A new
-- subscription form of a pending address replaces both with its own.
ALTER TABLE newsletter_subscribers ADD COLUMN kvkk_consent_at INTEGER;
ALTER TABLE newsletter_subscribers ADD COLUMN commercial_consent_at INTEGER;
-- The last confirmation mail sent to the address (0: none): at most one in a few minutes.
ALTER TABLE newsletter_subscribers ADD COLUMN confirm_mail_at INTEGER NOT NULL DEFAULT 0;

UPDATE newsletter_subscribers SET kvkk_consent_at = created_at WHERE kvkk_consent = 1;
UPDATE newsletter_subscribers SET commercial_consent_at = created_at WHERE commercial_consent = 1;

-- Confirmation links: only a hash of the token is kept; each works once, until it expires.
CREATE TABLE newsletter_tokens (
    id            INTEGER PRIMARY KEY,
    subscriber_id INTEGER NOT NULL REFERENCES newsletter_subscribers(id) ON DELETE CASCADE,
    token_hash    TEXT NOT NULL UNIQUE,
    expires_at    INTEGER NOT NULL,
    used_at       INTEGER,
    created_at    INTEGER NOT NULL
);
CREATE INDEX newsletter_tokens_subscriber ON newsletter_tokens(subscriber_id);
