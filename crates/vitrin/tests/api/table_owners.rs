//! Each table belongs to one module, and only that module's SQL names it: another module uses it
//! through the owner's functions (which may run inside the caller's transaction). This reads the
//! SQL strings of every module's source (tests aside) and fails on a table of another module.

use std::{
    collections::{BTreeMap, BTreeSet},
    path::Path,
};

/// Each table and the module (the folder under `src/`) that owns it.
const OWNERS: &[(&str, &[&str])] = &[
    (
        "catalog",
        &[
            "categories",
            "variant_values",
            "catalog_groups",
            "catalog_options",
            "products",
            "product_catalog_options",
            "variants",
            "product_images",
            "multi_buy_tiers",
            "comments",
            "blocks",
            "catalog_changes",
        ],
    ),
    ("db", &["meta"]),
    ("stores", &["stores"]),
    ("cart", &["carts", "cart_lines"]),
    (
        "customer",
        &[
            "customers",
            "customer_tokens",
            "revoked_tokens",
            "login_attempts",
            "captchas",
            "phone_codes",
            "email_changes",
            "consents",
            "social_accounts",
            "social_logins",
            "messages",
            "message_posts",
        ],
    ),
    ("favourites", &["favourites"]),
    ("privacy", &["privacy_requests"]),
    ("content", &["newsletter_subscribers", "newsletter_tokens"]),
    ("address", &["addresses", "address_books"]),
    ("wallet", &["wallet_payments"]),
    (
        "promotions",
        &["coupons", "coupon_uses", "campaigns", "campaign_uses"],
    ),
    ("sizing", &["child_profiles"]),
    (
        "alerts",
        &["stock_alerts", "alert_optouts", "price_watches"],
    ),
    (
        "order",
        &[
            "orders",
            "order_lines",
            "order_status_history",
            "order_contracts",
            "checkout_guests",
            "order_refunds",
            "order_returns",
            "order_return_lines",
            "order_return_photos",
            "order_carrier_events",
            "order_invoices",
        ],
    ),
];

/// Modules that write every table by design: the demo shop's seed.
const EVERYWHERE: &[&str] = &["seed"];

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("source folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn no_module_names_another_modules_tables() {
    let owner: BTreeMap<&str, &str> = OWNERS
        .iter()
        .flat_map(|(module, tables)| tables.iter().map(move |t| (*t, *module)))
        .collect();
    // `(?s)`: a string continued on the next line (a backslash at the line's end) is one literal.
    let literal = regex::Regex::new(r#"(?s)"((?:[^"\\]|\\.)*)""#).expect("regex");
    let statement = regex::Regex::new(r"\b(SELECT|INSERT|UPDATE|DELETE)\b").expect("regex");
    let table = regex::Regex::new(r"(?i)\b(?:FROM|JOIN|INTO|UPDATE)\s+([a-z_]+)").expect("regex");
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut found = BTreeSet::new();
    for path in files {
        let name = path
            .strip_prefix(&src)
            .expect("under src")
            .to_string_lossy()
            .replace('\\', "/");
        let module = name.split('/').next().unwrap_or_default();
        let module = module.strip_suffix(".rs").unwrap_or(module).to_string();
        if EVERYWHERE.contains(&module.as_str()) {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("source");
        let code = text.split("#[cfg(test)]").next().unwrap_or_default();
        for sql in literal.captures_iter(code).map(|c| c[1].to_string()) {
            if !statement.is_match(&sql) {
                continue;
            }
            for t in table.captures_iter(&sql) {
                let t = t[1].to_ascii_lowercase();
                if let Some(&owned_by) = owner.get(t.as_str()) {
                    if owned_by != module {
                        found.insert((name.clone(), t));
                    }
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "SQL naming another module's table (use the owner's functions): {found:?}"
    );
}
