-- A product may ask for a name to embroider (spec section 5, the 'string' mask: letters, spaces and
-- hyphen only). 0 means no personalization; otherwise the name is required and has at most this
-- many characters. The shopper's value is kept on the cart line (cart_lines.personalization).
ALTER TABLE products ADD COLUMN personalization_max INTEGER NOT NULL DEFAULT 0;
