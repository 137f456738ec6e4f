-- Messages to the shop (spec section 3, Message with a department; page 6): a member's
-- conversation with a department, optionally about one of their orders, and its posts from the
-- member and from the shop (written through the back office's API). Text is kept as typed and
-- always shown as text.
CREATE TABLE messages (
    id            INTEGER PRIMARY KEY,
    customer_id   INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    -- The department's ID in the content folder's departments.json.
    department_id INTEGER NOT NULL,
    -- One of the member's orders, or empty.
    order_no      TEXT NOT NULL DEFAULT '',
    subject       TEXT NOT NULL,
    -- The language the member wrote in: the shop's answer is announced in it.
    language      TEXT NOT NULL,
    closed_at     INTEGER,
    created_at    INTEGER NOT NULL,
    -- The last post's time: the member's list and the back office's feed follow it.
    updated_at    INTEGER NOT NULL
);
CREATE INDEX messages_customer ON messages(customer_id, updated_at);
CREATE INDEX messages_updated ON messages(updated_at, id);

CREATE TABLE message_posts (
    id          INTEGER PRIMARY KEY,
    message_id  INTEGER NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
    author      TEXT NOT NULL CHECK (author IN ('member', 'shop')),
    body        TEXT NOT NULL,
    created_at  INTEGER NOT NULL
);
CREATE INDEX message_posts_message ON message_posts(message_id, id);
