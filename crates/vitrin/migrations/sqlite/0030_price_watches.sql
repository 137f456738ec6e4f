-- Price-drop alerts (the alerts module): the price each favourite of a member with the e-mail
-- consent was last seen at (kuruş). A fall of the configured share below it mails the member
-- once and becomes the new price to fall from; a rise raises it.
CREATE TABLE price_watches (
    customer_id INTEGER NOT NULL,
    product_id  INTEGER NOT NULL,
    price       INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL,
    notified_at INTEGER,
    PRIMARY KEY (customer_id, product_id)
);
