-- Catalog model (spec section 3): categories, products, variants in two groups, catalog
-- attributes, images, multi-buy tiers, comments, stores and content blocks.
-- Money is integer minor units (kurus); times are UTC unix seconds.

CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
INSERT INTO meta (key, value) VALUES ('catalog_version', '0');

CREATE TABLE categories (
    id        INTEGER PRIMARY KEY,
    parent_id INTEGER REFERENCES categories(id),
    slug      TEXT NOT NULL UNIQUE,
    list_no   INTEGER NOT NULL DEFAULT 0,
    name_tr   TEXT NOT NULL,
    name_en   TEXT NOT NULL,
    name_ar   TEXT NOT NULL
);
CREATE INDEX categories_parent ON categories(parent_id, list_no);

-- Variant group 1 is colour (TYPE1), group 2 is size by age (TYPE2).
CREATE TABLE variant_values (
    id         INTEGER PRIMARY KEY,
    group_no   INTEGER NOT NULL CHECK (group_no IN (1, 2)),
    list_no    INTEGER NOT NULL DEFAULT 0,
    name_tr    TEXT NOT NULL,
    name_en    TEXT NOT NULL,
    name_ar    TEXT NOT NULL,
    color_code TEXT
);

CREATE TABLE catalog_groups (
    id           INTEGER PRIMARY KEY,
    catalog_view TEXT NOT NULL CHECK (catalog_view IN ('select', 'button')),
    name_tr      TEXT NOT NULL,
    name_en      TEXT NOT NULL,
    name_ar      TEXT NOT NULL
);

CREATE TABLE catalog_options (
    id       INTEGER PRIMARY KEY,
    group_id INTEGER NOT NULL REFERENCES catalog_groups(id),
    list_no  INTEGER NOT NULL DEFAULT 0,
    name_tr  TEXT NOT NULL,
    name_en  TEXT NOT NULL,
    name_ar  TEXT NOT NULL
);

CREATE TABLE products (
    id                   INTEGER PRIMARY KEY,
    slug                 TEXT NOT NULL UNIQUE,
    code                 TEXT NOT NULL,
    category_id          INTEGER NOT NULL REFERENCES categories(id),
    model_id             INTEGER,
    garment              TEXT NOT NULL,
    title_tr             TEXT NOT NULL,
    title_en             TEXT NOT NULL,
    title_ar             TEXT NOT NULL,
    description_tr       TEXT NOT NULL,
    description_en       TEXT NOT NULL,
    description_ar       TEXT NOT NULL,
    price_sell           INTEGER NOT NULL CHECK (price_sell >= 0),
    price_list           INTEGER NOT NULL CHECK (price_list >= price_sell),
    vat_percent          INTEGER NOT NULL DEFAULT 10,
    money_order_percent  INTEGER NOT NULL DEFAULT 0,
    subscription_percent INTEGER NOT NULL DEFAULT 0,
    qty_min              INTEGER NOT NULL DEFAULT 1,
    qty_max              INTEGER NOT NULL DEFAULT 10,
    qty_step             INTEGER NOT NULL DEFAULT 1,
    store_pickup         INTEGER NOT NULL DEFAULT 0,
    sold_count           INTEGER NOT NULL DEFAULT 0,
    view_count           INTEGER NOT NULL DEFAULT 0,
    comment_count        INTEGER NOT NULL DEFAULT 0,
    rating_sum           INTEGER NOT NULL DEFAULT 0,
    total_stock          INTEGER NOT NULL DEFAULT 0,
    created_at           INTEGER NOT NULL
);
CREATE INDEX products_category_created ON products(category_id, created_at DESC);
CREATE INDEX products_category_price ON products(category_id, price_sell);
CREATE INDEX products_created ON products(created_at DESC);
CREATE INDEX products_sold ON products(sold_count DESC);
CREATE INDEX products_model ON products(model_id);

CREATE TABLE product_catalog_options (
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    option_id  INTEGER NOT NULL REFERENCES catalog_options(id),
    PRIMARY KEY (product_id, option_id)
);

-- A missing (product, colour, size) row means the combination is not offered.
CREATE TABLE variants (
    id                   INTEGER PRIMARY KEY,
    product_id           INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    type1_id             INTEGER NOT NULL REFERENCES variant_values(id),
    type2_id             INTEGER NOT NULL REFERENCES variant_values(id),
    code                 TEXT NOT NULL,
    barcode              TEXT NOT NULL,
    ws_code              TEXT NOT NULL,
    price_sell           INTEGER NOT NULL CHECK (price_sell >= 0),
    price_list           INTEGER NOT NULL,
    stock                INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
    weight_grams         INTEGER NOT NULL DEFAULT 0,
    additional_info      TEXT NOT NULL DEFAULT '',
    UNIQUE (product_id, type1_id, type2_id)
);
CREATE INDEX variants_type2 ON variants(type2_id, product_id);
CREATE INDEX variants_type1 ON variants(type1_id, product_id);

-- Images are drawn per (garment, colour); `path` is the stem the size suffixes attach to.
CREATE TABLE product_images (
    id         INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    type1_id   INTEGER REFERENCES variant_values(id),
    list_no    INTEGER NOT NULL DEFAULT 0,
    path       TEXT NOT NULL
);
CREATE INDEX product_images_product ON product_images(product_id, list_no);

CREATE TABLE multi_buy_tiers (
    id         INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    min_qty    INTEGER NOT NULL,
    max_qty    INTEGER NOT NULL,
    percent    INTEGER NOT NULL CHECK (percent BETWEEN 0 AND 100)
);
CREATE INDEX multi_buy_tiers_product ON multi_buy_tiers(product_id);

CREATE TABLE comments (
    id          INTEGER PRIMARY KEY,
    product_id  INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    author_name TEXT NOT NULL,
    rating      INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
    body        TEXT NOT NULL,
    created_at  INTEGER NOT NULL
);
CREATE INDEX comments_product ON comments(product_id, created_at DESC);

CREATE TABLE stores (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    country    TEXT NOT NULL DEFAULT 'TR',
    city       TEXT NOT NULL,
    town       TEXT NOT NULL,
    group_name TEXT NOT NULL DEFAULT '',
    address    TEXT NOT NULL,
    phone      TEXT NOT NULL,
    lat        REAL NOT NULL,
    lng        REAL NOT NULL
);

CREATE TABLE blocks (
    id        INTEGER PRIMARY KEY,
    parent_id INTEGER,
    page_id   INTEGER NOT NULL,
    name      TEXT NOT NULL,
    assets    TEXT NOT NULL DEFAULT '{}'
);
