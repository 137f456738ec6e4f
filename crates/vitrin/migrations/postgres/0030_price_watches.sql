-- Price-drop alerts (the alerts module): the price each favourite of a member with the e-mail
-- consent was last seen at (kuruş). A fall of the configured share below it mails the member
-- once and becomes the new price to fall from; a rise raises it.
CREATE TABLE price_watches (
    customer_id BIGINT NOT NULL,
    product_id  BIGINT NOT NULL,
    price       BIGINT NOT NULL,
    updated_at  BIGINT NOT NULL,
    notified_at BIGINT,
    PRIMARY KEY (customer_id, product_id)
);
