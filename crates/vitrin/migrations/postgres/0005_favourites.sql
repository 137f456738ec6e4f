-- Members' favourites (spec sections 3 and 4): one row per member and product. The primary key
-- makes adding twice and deleting twice harmless, so a retried sync changes nothing.

CREATE TABLE favourites (
    customer_id BIGINT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    product_id  BIGINT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    -- Unix milliseconds (UTC): the list shows the latest added first.
    created_at  BIGINT NOT NULL,
    PRIMARY KEY (customer_id, product_id)
);
