-- A card payment confirmed by the sandbox provider is a test payment: no money moved. The order
-- pages and the back office's feed say so.
ALTER TABLE wallet_payments ADD COLUMN test INTEGER NOT NULL DEFAULT 0 CHECK (test IN (0, 1));

-- Until this version a catalog could only be made by `vitrin seed`: a shop with products has the
-- seeded catalog (the demo shop takes test cards while no provider is configured).
INSERT INTO meta (key, value) SELECT 'catalog_source', 'seed' WHERE EXISTS (SELECT 1 FROM products);
