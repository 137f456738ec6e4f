-- Products whose stock changed (an order took it, a cancelled order gave it back), written in the
-- same transaction as the change. Every server instance reads the recent rows once a second and
-- drops the cached pages that show those products (catalog/changes.rs); rows older than an hour
-- are deleted as new ones are written.
CREATE TABLE catalog_changes (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    product_id INTEGER NOT NULL,
    changed_at INTEGER NOT NULL
);
CREATE INDEX catalog_changes_changed_at ON catalog_changes (changed_at);
