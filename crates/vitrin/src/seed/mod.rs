//! The demo shop: categories, variant values, products with variants in two groups, drawn
//! images, multi-buy tiers, comments and stores. The same generator makes the 440-product demo
//! and the large synthetic catalogs for benchmarks (`vitrin seed --products 100000`).
//! A fixed random seed makes every run produce the same shop.

mod demo_data;
mod images;

use std::{collections::HashSet, path::Path, time::Instant};

use anyhow::Context;
use indicatif::{ProgressBar, ProgressStyle};
use rand::{rngs::StdRng, seq::SliceRandom, Rng, SeedableRng};
use sqlx::{any::AnyArguments, Arguments};

use crate::db::{values_placeholders, Backend, Db};
use crate::search::analysis::{fold, turkish_lower};
use demo_data::{CategorySeed, ColourSeed, CATEGORIES, COLOURS, COMMENTS, SIZES, STORES};
pub use images::{Garment, IMAGE_SIZES};

/// Products in the demo shop.
pub const DEMO_PRODUCTS: usize = 440;
const SIZE_ID_BASE: i64 = 100;
/// One product in fifteen asks for a name to embroider, of at most this many characters.
const EMBROIDERY_MAX: i64 = 12;
const BATCH: usize = 500;
/// Tables a reset empties, children before parents.
const CATALOG_TABLES: [&str; 12] = [
    "comments",
    "multi_buy_tiers",
    "product_images",
    "product_catalog_options",
    "variants",
    "products",
    "catalog_options",
    "catalog_groups",
    "variant_values",
    "categories",
    "stores",
    "blocks",
];

pub async fn product_count(db: &Db) -> sqlx::Result<i64> {
    sqlx::query_scalar("SELECT COUNT(*) FROM products")
        .fetch_one(&db.pool)
        .await
}

#[derive(Debug)]
pub struct SeedReport {
    pub products: usize,
    pub variants: usize,
    pub images: usize,
    pub seconds: f64,
}

/// Empties the catalog and fills it with `products` products; images go to `{data_dir}/images`.
pub async fn seed(db: &Db, data_dir: &Path, products: usize) -> anyhow::Result<SeedReport> {
    let started = Instant::now();
    let mut tx = db.begin().await?;
    for table in CATALOG_TABLES {
        sqlx::query(&format!("DELETE FROM {table}"))
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;

    let mut rng = StdRng::seed_from_u64(2026);
    insert_reference_data(db).await?;
    crate::customer::store::seed_demo_member(db).await?;
    let image_dir = data_dir.join("images");
    std::fs::create_dir_all(&image_dir)
        .with_context(|| format!("cannot create {}", image_dir.display()))?;

    let leaves: Vec<(i64, &CategorySeed)> = CATEGORIES
        .iter()
        .enumerate()
        .filter(|(_, c)| !c.garments.is_empty())
        .map(|(i, c)| (i as i64 + 1, c))
        .collect();
    let bar = ProgressBar::new(products as u64).with_style(
        ProgressStyle::with_template("{msg} [{bar:40}] {pos}/{len} ({eta})")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    bar.set_message("products");
    let now = crate::clock::now_secs();
    let mut image_sets: HashSet<(Garment, &'static str)> = HashSet::new();
    let mut variant_total = 0;
    let mut next_id = 1i64;
    while (next_id as usize) <= products {
        let end = (next_id as usize + BATCH - 1).min(products) as i64;
        let batch: Vec<GeneratedProduct> = (next_id..=end)
            .map(|id| {
                let (category_id, category) = leaves[(id as usize - 1) % leaves.len()];
                generate_product(&mut rng, id, category_id, category, now)
            })
            .collect();
        for p in &batch {
            for c in &p.colours {
                image_sets.insert((p.garment, COLOURS[*c].hex));
            }
            variant_total += p.variants.len();
        }
        insert_products(db, &batch).await?;
        bar.inc(batch.len() as u64);
        next_id = end + 1;
    }
    bar.finish_and_clear();

    let image_count = image_sets.len();
    let dir = image_dir.clone();
    tokio::task::spawn_blocking(move || -> anyhow::Result<()> {
        for (garment, hex) in image_sets {
            images::write_image_set(&dir, garment, hex)
                .map_err(|e| anyhow::anyhow!("image {}: {e}", images::image_stem(garment, hex)))?;
        }
        Ok(())
    })
    .await??;

    if db.backend == Backend::Postgres {
        reset_identities(db).await?;
    }
    db.mark_seeded_catalog().await?;
    db.bump_catalog_version().await?;
    Ok(SeedReport {
        products,
        variants: variant_total,
        images: image_count * IMAGE_SIZES.len(),
        seconds: started.elapsed().as_secs_f64(),
    })
}

async fn insert_reference_data(db: &Db) -> anyhow::Result<()> {
    let mut tx = db.begin().await?;
    for (i, c) in CATEGORIES.iter().enumerate() {
        let parent = c
            .parent
            .map(|p| {
                CATEGORIES
                    .iter()
                    .position(|x| x.slug == p)
                    .map(|pos| pos as i64 + 1)
                    .context("category parent missing")
            })
            .transpose()?;
        sqlx::query(
            "INSERT INTO categories (id, parent_id, slug, list_no, name_tr, name_en, name_ar) \
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(i as i64 + 1)
        .bind(parent)
        .bind(c.slug)
        .bind(i as i64)
        .bind(c.name.tr)
        .bind(c.name.en)
        .bind(c.name.ar)
        .execute(&mut *tx)
        .await?;
    }
    let colours = COLOURS
        .iter()
        .enumerate()
        .map(|(i, c)| (i as i64 + 1, 1, i, &c.name, Some(c.hex)));
    let sizes = SIZES
        .iter()
        .enumerate()
        .map(|(i, s)| (SIZE_ID_BASE + i as i64, 2, i, &s.name, None));
    for (id, group, list_no, name, hex) in colours.chain(sizes) {
        sqlx::query(
            "INSERT INTO variant_values (id, group_no, list_no, name_tr, name_en, name_ar, color_code) \
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(id)
        .bind(group as i64)
        .bind(list_no as i64)
        .bind(name.tr)
        .bind(name.en)
        .bind(name.ar)
        .bind(hex)
        .execute(&mut *tx)
        .await?;
    }
    for (id, view, names) in CATALOG_GROUPS {
        sqlx::query(
            "INSERT INTO catalog_groups (id, catalog_view, name_tr, name_en, name_ar) \
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(id)
        .bind(view)
        .bind(names[0])
        .bind(names[1])
        .bind(names[2])
        .execute(&mut *tx)
        .await?;
    }
    for (id, group, names) in CATALOG_OPTIONS {
        sqlx::query(
            "INSERT INTO catalog_options (id, group_id, list_no, name_tr, name_en, name_ar) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(id)
        .bind(group)
        .bind(id)
        .bind(names[0])
        .bind(names[1])
        .bind(names[2])
        .execute(&mut *tx)
        .await?;
    }
    for (i, s) in STORES.iter().enumerate() {
        sqlx::query(
            "INSERT INTO stores (id, name, country, city, town, group_name, address, phone, lat, \
             lng, hours) VALUES ($1, $2, 'TR', $3, $4, $5, $6, $7, $8, $9, $10)",
        )
        .bind(i as i64 + 1)
        .bind(s.name)
        .bind(s.city)
        .bind(s.town)
        .bind(s.group)
        .bind(s.address)
        .bind(s.phone)
        .bind(s.lat)
        .bind(s.lng)
        .bind(demo_data::store_hours(s.group))
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    Ok(())
}

/// Catalog attribute groups: fabric as a select, fit as buttons.
const CATALOG_GROUPS: [(i64, &str, [&str; 3]); 2] = [
    (1, "select", ["Kumaş", "Fabric", "القماش"]),
    (2, "button", ["Kalıp", "Fit", "القصّة"]),
];
const CATALOG_OPTIONS: [(i64, i64, [&str; 3]); 5] = [
    (1, 1, ["Pamuk", "Cotton", "قطن"]),
    (2, 1, ["Organik Pamuk", "Organic Cotton", "قطن عضوي"]),
    (3, 1, ["Keten Karışımlı", "Linen Blend", "مزيج الكتان"]),
    (4, 2, ["Regular", "Regular", "عادي"]),
    (5, 2, ["Slim", "Slim", "ضيق"]),
];

struct GeneratedVariant {
    colour: usize,
    size: usize,
    stock: i64,
}

struct GeneratedProduct {
    id: i64,
    slug: String,
    category_id: i64,
    model_id: i64,
    garment: Garment,
    text: demo_data::ProductText,
    price_sell: i64,
    price_list: i64,
    money_order_percent: i64,
    subscription_percent: i64,
    personalization_max: i64,
    store_pickup: bool,
    sold_count: i64,
    view_count: i64,
    created_at: i64,
    colours: Vec<usize>,
    variants: Vec<GeneratedVariant>,
    options: [i64; 2],
    tiers: Vec<(i64, i64, i64)>,
    comments: Vec<usize>,
}

fn generate_product(
    rng: &mut StdRng,
    id: i64,
    category_id: i64,
    category: &CategorySeed,
    now: i64,
) -> GeneratedProduct {
    let garment = *category
        .garments
        .choose(rng)
        .expect("leaf categories have garments");
    let colour_count = rng.gen_range(1..=4).min(COLOURS.len());
    let colours: Vec<usize> = rand::seq::index::sample(rng, COLOURS.len(), colour_count).into_vec();
    let base: &ColourSeed = &COLOURS[colours[0]];
    let text = demo_data::product_text(category, garment, base, rng);

    // A run of consecutive sizes from the category's range (baby months or child years).
    let sizes: Vec<usize> = SIZES
        .iter()
        .enumerate()
        .filter(|(_, s)| s.baby == category.baby)
        .map(|(i, _)| i)
        .collect();
    let run = rng.gen_range(3..=sizes.len().min(7));
    let start = rng.gen_range(0..=sizes.len() - run);
    let mut variants = Vec::new();
    for &c in &colours {
        for &s in &sizes[start..start + run] {
            // About one combination in ten is not offered; about one in six is sold out.
            if colours.len() > 1 && rng.gen_ratio(1, 10) {
                continue;
            }
            let stock = if rng.gen_ratio(1, 6) {
                0
            } else {
                rng.gen_range(1..=25)
            };
            variants.push(GeneratedVariant {
                colour: c,
                size: s,
                stock,
            });
        }
    }

    // Prices end in ,90 or ,99 like real tags; about a third are discounted.
    let lira = rng.gen_range(149..=899);
    let cents = if rng.gen_bool(0.5) { 90 } else { 99 };
    let price_list = lira * 100 + cents;
    let price_sell = if rng.gen_ratio(1, 3) {
        let percent = [15, 20, 25, 30, 40, 50][rng.gen_range(0..6)];
        let raw = price_list * (100 - percent) / 100;
        raw / 100 * 100 + cents
    } else {
        price_list
    };
    let tiers = if rng.gen_ratio(1, 5) {
        vec![(2, 3, 5), (4, 99, 10)]
    } else {
        Vec::new()
    };
    let comment_count = rng.gen_range(0..=6);
    let comments = (0..comment_count)
        .map(|_| rng.gen_range(0..COMMENTS.len()))
        .collect();
    GeneratedProduct {
        id,
        slug: format!("{}-{id}", slugify(&text.title[0])),
        category_id,
        model_id: (id + 2) / 3,
        garment,
        text,
        price_sell,
        price_list,
        money_order_percent: if rng.gen_ratio(1, 2) { -3 } else { 0 },
        subscription_percent: if category.baby { 5 } else { 0 },
        // By id, not by the random stream, so the rest of the shop stays as it was.
        personalization_max: if id % 15 == 0 { EMBROIDERY_MAX } else { 0 },
        store_pickup: rng.gen_ratio(1, 30),
        sold_count: rng.gen_range(0..2_000),
        view_count: rng.gen_range(50..20_000),
        created_at: now - rng.gen_range(0..180 * 86_400),
        colours,
        variants,
        options: [rng.gen_range(1..=3), rng.gen_range(4..=5)],
        tiers,
        comments,
    }
}

/// A URL slug: lower-cased and folded to ASCII as search folds Turkish letters, everything else to
/// single hyphens.
pub fn slugify(text: &str) -> String {
    let folded = fold(&turkish_lower(text));
    let mut out = String::with_capacity(folded.len());
    for ch in folded.chars() {
        if ch.is_ascii_alphanumeric() {
            out.push(ch);
        } else if !(out.is_empty() || out.ends_with('-')) {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_string()
}

/// Runs one multi-row insert, split so no statement exceeds the backends' parameter limits.
async fn insert_rows<'c>(
    tx: &mut sqlx::Transaction<'c, sqlx::Any>,
    head: &str,
    cols: usize,
    rows: usize,
    mut bind: impl FnMut(usize, &mut AnyArguments<'_>) -> Result<(), sqlx::error::BoxDynError>,
) -> anyhow::Result<()> {
    // SQLite looks `$N` names up linearly while parsing, so statements stay near its classic
    // 999-parameter limit: larger ones get slower, not faster.
    let per_statement = (999 / cols).max(1);
    let mut start = 0;
    while start < rows {
        let n = per_statement.min(rows - start);
        let mut args = AnyArguments::default();
        for r in start..start + n {
            bind(r, &mut args).map_err(|e| anyhow::anyhow!(e))?;
        }
        let sql = format!("{head} VALUES {}", values_placeholders(n, cols));
        sqlx::query_with(&sql, args).execute(&mut **tx).await?;
        start += n;
    }
    Ok(())
}

async fn insert_products(db: &Db, batch: &[GeneratedProduct]) -> anyhow::Result<()> {
    let mut tx = db.begin().await?;
    insert_rows(
        &mut tx,
        "INSERT INTO products (id, slug, code, category_id, model_id, garment, title_tr, title_en, \
         title_ar, description_tr, description_en, description_ar, price_sell, price_list, \
         vat_percent, money_order_percent, subscription_percent, personalization_max, store_pickup, \
         sold_count, view_count, comment_count, rating_sum, total_stock, created_at)",
        25,
        batch.len(),
        |i, a| {
            let p = &batch[i];
            let rating_sum: i64 = p.comments.iter().map(|c| COMMENTS[*c].rating).sum();
            let stock: i64 = p.variants.iter().map(|v| v.stock).sum();
            a.add(p.id)?;
            a.add(p.slug.clone())?;
            a.add(format!("VTR-{:06}", p.id))?;
            a.add(p.category_id)?;
            a.add(p.model_id)?;
            a.add(p.garment.key().to_string())?;
            for t in &p.text.title {
                a.add(t.clone())?;
            }
            for d in &p.text.description {
                a.add(d.clone())?;
            }
            a.add(p.price_sell)?;
            a.add(p.price_list)?;
            a.add(10i64)?;
            a.add(p.money_order_percent)?;
            a.add(p.subscription_percent)?;
            a.add(p.personalization_max)?;
            a.add(i64::from(p.store_pickup))?;
            a.add(p.sold_count)?;
            a.add(p.view_count)?;
            a.add(p.comments.len() as i64)?;
            a.add(rating_sum)?;
            a.add(stock)?;
            a.add(p.created_at)
        },
    )
    .await?;

    let variants: Vec<(&GeneratedProduct, &GeneratedVariant)> = batch
        .iter()
        .flat_map(|p| p.variants.iter().map(move |v| (p, v)))
        .collect();
    insert_rows(
        &mut tx,
        "INSERT INTO variants (product_id, type1_id, type2_id, code, barcode, ws_code, \
         price_sell, price_list, stock, weight_grams)",
        10,
        variants.len(),
        |i, a| {
            let (p, v) = variants[i];
            let code = format!("VTR-{:06}-{:02}-{:02}", p.id, v.colour, v.size);
            a.add(p.id)?;
            a.add(v.colour as i64 + 1)?;
            a.add(SIZE_ID_BASE + v.size as i64)?;
            a.add(code.clone())?;
            a.add(format!(
                "868{:010}",
                p.id * 1000 + (v.colour * 50 + v.size) as i64
            ))?;
            a.add(code)?;
            a.add(p.price_sell)?;
            a.add(p.price_list)?;
            a.add(v.stock)?;
            a.add(150 + 20 * v.size as i64)
        },
    )
    .await?;

    let images: Vec<(i64, usize, usize, Garment)> = batch
        .iter()
        .flat_map(|p| {
            p.colours
                .iter()
                .enumerate()
                .map(move |(n, c)| (p.id, *c, n, p.garment))
        })
        .collect();
    insert_rows(
        &mut tx,
        "INSERT INTO product_images (product_id, type1_id, list_no, path)",
        4,
        images.len(),
        |i, a| {
            let (id, colour, n, garment) = images[i];
            a.add(id)?;
            a.add(colour as i64 + 1)?;
            a.add(n as i64)?;
            a.add(images::image_stem(garment, COLOURS[colour].hex))
        },
    )
    .await?;

    insert_rows(
        &mut tx,
        "INSERT INTO product_catalog_options (product_id, option_id)",
        2,
        batch.len() * 2,
        |i, a| {
            a.add(batch[i / 2].id)?;
            a.add(batch[i / 2].options[i % 2])
        },
    )
    .await?;

    let tiers: Vec<(i64, &(i64, i64, i64))> = batch
        .iter()
        .flat_map(|p| p.tiers.iter().map(move |t| (p.id, t)))
        .collect();
    insert_rows(
        &mut tx,
        "INSERT INTO multi_buy_tiers (product_id, min_qty, max_qty, percent)",
        4,
        tiers.len(),
        |i, a| {
            let (id, (min, max, percent)) = tiers[i];
            a.add(id)?;
            a.add(*min)?;
            a.add(*max)?;
            a.add(*percent)
        },
    )
    .await?;

    let comments: Vec<(&GeneratedProduct, usize, usize)> = batch
        .iter()
        .flat_map(|p| p.comments.iter().enumerate().map(move |(n, c)| (p, n, *c)))
        .collect();
    insert_rows(
        &mut tx,
        "INSERT INTO comments (product_id, author_name, rating, body, created_at)",
        5,
        comments.len(),
        |i, a| {
            let (p, n, c) = comments[i];
            let seed = &COMMENTS[c];
            a.add(p.id)?;
            a.add(seed.author.to_string())?;
            a.add(seed.rating)?;
            a.add(seed.body.to_string())?;
            a.add(p.created_at + (n as i64 + 1) * 86_400)
        },
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

/// PostgreSQL identities do not see explicit ids; move each past the highest one.
async fn reset_identities(db: &Db) -> anyhow::Result<()> {
    for table in CATALOG_TABLES {
        if table == "product_catalog_options" {
            continue;
        }
        sqlx::query(&format!(
            "SELECT setval(pg_get_serial_sequence('{table}', 'id'), \
             COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)"
        ))
        .execute(&db.writer)
        .await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::slugify;

    #[test]
    fn slugs_fold_turkish_letters() {
        assert_eq!(
            slugify("Çiçek Desenli Kız Çocuk Elbise"),
            "cicek-desenli-kiz-cocuk-elbise"
        );
        assert_eq!(slugify("İNCE Gömlek / Şık"), "ince-gomlek-sik");
        assert_eq!(slugify("  Ağır -- Işıklı  "), "agir-isikli");
    }
}
