-- The parcels an order leaves the shop in: each with its carrier's tracking number and the pieces
-- of the order's lines inside it. Times are unix seconds (UTC); delivered_at is 0 while the
-- parcel is on its way.
CREATE TABLE order_parcels (
    id           INTEGER PRIMARY KEY,
    order_id     INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    carrier      TEXT NOT NULL,
    tracking_no  TEXT NOT NULL,
    tracking_url TEXT NOT NULL,
    shipped_at   INTEGER NOT NULL,
    delivered_at INTEGER NOT NULL DEFAULT 0,
    UNIQUE (order_id, tracking_no)
);
CREATE INDEX order_parcels_tracking ON order_parcels(tracking_no);

CREATE TABLE order_parcel_lines (
    parcel_id INTEGER NOT NULL REFERENCES order_parcels(id) ON DELETE CASCADE,
    line_id   INTEGER NOT NULL REFERENCES order_lines(id) ON DELETE CASCADE,
    quantity  INTEGER NOT NULL CHECK (quantity > 0),
    PRIMARY KEY (parcel_id, line_id)
);

-- An order shipped before parcels were kept left in one parcel with every piece not cancelled,
-- under its latest shipment's number, delivered when the order was.
INSERT INTO order_parcels (order_id, carrier, tracking_no, tracking_url, shipped_at, delivered_at)
SELECT h.order_id, h.carrier, h.tracking_no, h.tracking_url, h.created_at,
       CASE WHEN o.status IN ('delivered', 'returned') THEN COALESCE((
           SELECT MIN(d.created_at) FROM order_status_history d
           WHERE d.order_id = h.order_id AND d.status = 'delivered'), h.created_at)
       ELSE 0 END
FROM order_status_history h JOIN orders o ON o.id = h.order_id
WHERE h.status = 'shipped' AND h.tracking_no <> '' AND h.id = (
    SELECT MAX(s.id) FROM order_status_history s
    WHERE s.order_id = h.order_id AND s.status = 'shipped' AND s.tracking_no <> ''
      AND s.note NOT LIKE 'parcel_%');

INSERT INTO order_parcel_lines (parcel_id, line_id, quantity)
SELECT p.id, l.id, l.quantity - l.cancelled_quantity
FROM order_parcels p JOIN order_lines l ON l.order_id = p.order_id
WHERE l.quantity > l.cancelled_quantity;
