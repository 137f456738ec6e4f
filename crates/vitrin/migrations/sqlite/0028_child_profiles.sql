-- Child profiles of the size advisor (the sizing module): a member's child with a name (may be
-- empty), the month of birth (YYYY-MM: the age moves with the date) and, when given, the height
-- in millimetres and the weight in grams. They go with the member's account.
CREATE TABLE child_profiles (
    id          INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL,
    name        TEXT NOT NULL DEFAULT '',
    birth_month TEXT NOT NULL,
    height_mm   INTEGER,
    weight_g    INTEGER,
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
);
CREATE INDEX child_profiles_customer ON child_profiles(customer_id);
