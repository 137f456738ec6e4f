-- The shopper's KVKK requests (article 11): a member's erasure of their account after a
-- cooling-off, and a guest's export or erasure of what is kept for an e-mail address. A request
-- outlives the account it erases, so it names the member by id only, without a foreign key, and
-- keeps no address once it is done. Only a hash of a mailed link's token is kept. Times are unix
-- seconds (UTC).
CREATE TABLE privacy_requests (
    id               INTEGER PRIMARY KEY,
    kind             TEXT NOT NULL CHECK (kind IN ('erase', 'guest_export', 'guest_erase')),
    -- The member of an erasure; NULL for a guest's request.
    customer_id      INTEGER,
    -- A guest's address (folded to lower case), until the request is done or its link expires.
    email            TEXT NOT NULL DEFAULT '',
    status           TEXT NOT NULL CHECK (status IN ('awaiting_confirmation', 'scheduled',
                         'cancelled', 'done')),
    token_hash       TEXT UNIQUE,
    token_expires_at INTEGER,
    -- When a scheduled erasure runs (the end of the cooling-off).
    due_at           INTEGER,
    -- Orders kept (anonymised) for the tax-law retention when the erasure ran.
    orders_kept      INTEGER NOT NULL DEFAULT 0,
    -- Orders still on their way when the erasure was due: it waits for them.
    orders_pending   INTEGER NOT NULL DEFAULT 0,
    created_at       INTEGER NOT NULL,
    updated_at       INTEGER NOT NULL,
    completed_at     INTEGER
);
CREATE INDEX privacy_requests_due ON privacy_requests(status, due_at);
CREATE INDEX privacy_requests_customer ON privacy_requests(customer_id, status);
CREATE INDEX privacy_requests_updated ON privacy_requests(updated_at, id);
