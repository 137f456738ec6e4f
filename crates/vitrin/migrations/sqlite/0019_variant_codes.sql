-- The back office names variants by their stock code when it sends stock and prices
-- (catalog/erp.rs); without this index each line would read every variant.
CREATE INDEX variants_code ON variants (code);
