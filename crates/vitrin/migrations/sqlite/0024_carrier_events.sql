-- What a carrier's integration reports of a parcel (in transit, at a branch, delivered, returned
-- to the shop), once per event id: a repeated event changes nothing. Times are unix seconds (UTC).
CREATE TABLE order_carrier_events (
    id          INTEGER PRIMARY KEY,
    carrier     TEXT NOT NULL,
    event_id    TEXT NOT NULL,
    order_id    INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    tracking_no TEXT NOT NULL,
    status      TEXT NOT NULL
                CHECK (status IN ('in_transit', 'at_branch', 'delivered', 'returned')),
    occurred_at INTEGER NOT NULL,
    created_at  INTEGER NOT NULL,
    UNIQUE (carrier, event_id)
);
CREATE INDEX order_carrier_events_order ON order_carrier_events(order_id);

-- Where a parcel's step happened (a carrier's branch or hub), when the carrier says.
ALTER TABLE order_status_history ADD COLUMN location TEXT NOT NULL DEFAULT '';
