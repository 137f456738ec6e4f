-- The pages a shopper saw in the 24 hours before an order (the referrer log of spec section 3),
-- as JSON: [{"time": unix ms, "uri": "/path?query", "page": "product"}], oldest first.
ALTER TABLE orders ADD COLUMN referrer_log TEXT NOT NULL DEFAULT '[]';
