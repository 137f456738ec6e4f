//! `vitrin coupon ...`: the back office's coupons from the command line, with the same rules
//! and store as its API (`erp::coupons`). Amounts are written in lira ("49,90"), dates as
//! calendar days in Turkey's time.

use std::{io::Write, path::PathBuf};

use anyhow::{bail, Context};
use clap::{Args, Subcommand};

use super::{
    admin::CouponSpec,
    model::{Kind, Scope},
    store,
};
use crate::db::Db;

#[derive(Debug, Subcommand)]
pub enum CouponCommand {
    /// Add a coupon code.
    Create {
        /// The code shoppers type (3 to 40 letters, digits, '-' or '_').
        code: String,
        #[command(flatten)]
        rules: RuleArgs,
    },
    /// Replace a coupon's rules (every rule as given here; its uses stay).
    Change {
        code: String,
        #[command(flatten)]
        rules: RuleArgs,
    },
    /// End a coupon now.
    End { code: String },
    /// The coupons, one JSON object a line.
    List {
        /// Only the coupons of this import.
        #[arg(long)]
        batch: Option<String>,
    },
    /// What a coupon did: every order that used it, as JSON lines.
    Uses { code: String },
    /// Add a batch of codes from a CSV file (the first column; a header `code` is skipped), each
    /// with the rules given here and one use unless --max-uses says otherwise. Either every code
    /// is added or none (a code taken is named).
    Import {
        file: PathBuf,
        /// A name for the batch, to list its coupons by.
        #[arg(long)]
        batch: String,
        #[command(flatten)]
        rules: RuleArgs,
    },
}

/// A coupon's rules as flags.
#[derive(Debug, Args)]
pub struct RuleArgs {
    /// Percent off each line it covers (1 to 100).
    #[arg(long, conflicts_with = "amount", required_unless_present = "amount")]
    percent: Option<i64>,
    /// Lira off the lines it covers together, e.g. 50 or 49,90.
    #[arg(long, value_parser = parse_lira)]
    amount: Option<i64>,
    /// The least the cart must come to, in lira.
    #[arg(long, value_parser = parse_lira, default_value = "0")]
    min_total: i64,
    #[command(flatten)]
    when: WhenArgs,
    /// Uses in all.
    #[arg(long)]
    max_uses: Option<i64>,
    /// Uses per member or e-mail address.
    #[arg(long)]
    per_customer: Option<i64>,
    /// Only for a shopper's first order.
    #[arg(long)]
    first_order: bool,
    /// Only for signed-in members.
    #[arg(long)]
    members_only: bool,
    /// Not beside a campaign's discount.
    #[arg(long)]
    not_combinable: bool,
    #[command(flatten)]
    scope: ScopeArgs,
}

/// When a coupon is valid or a campaign runs, as flags.
#[derive(Debug, Args)]
pub struct WhenArgs {
    /// From this day (2026-12-01, Turkey's time) or unix seconds.
    #[arg(long, value_parser = parse_start)]
    pub starts: Option<i64>,
    /// Through this day (2026-12-31, Turkey's time) or until unix seconds.
    #[arg(long, value_parser = parse_end)]
    pub ends: Option<i64>,
}

/// The products a coupon or a campaign covers, as flags.
#[derive(Debug, Args)]
pub struct ScopeArgs {
    /// Category ids it covers (with their subcategories), comma separated.
    #[arg(long, value_delimiter = ',')]
    categories: Vec<i64>,
    /// Product ids it covers.
    #[arg(long, value_delimiter = ',')]
    products: Vec<i64>,
    /// Category ids it never covers.
    #[arg(long, value_delimiter = ',')]
    exclude_categories: Vec<i64>,
    /// Product ids it never covers.
    #[arg(long, value_delimiter = ',')]
    exclude_products: Vec<i64>,
    /// Leave out products already sold under their list price.
    #[arg(long)]
    exclude_discounted: bool,
}

impl ScopeArgs {
    pub fn scope(&self) -> Scope {
        Scope {
            categories: self.categories.clone(),
            products: self.products.clone(),
            excluded_categories: self.exclude_categories.clone(),
            excluded_products: self.exclude_products.clone(),
            exclude_discounted: self.exclude_discounted,
        }
    }
}

impl RuleArgs {
    fn spec(&self, code: &str, max_uses: Option<i64>) -> CouponSpec {
        let (kind, value) = match (self.percent, self.amount) {
            (Some(p), _) => (Kind::Percent, p),
            (None, a) => (Kind::Amount, a.unwrap_or(0)),
        };
        CouponSpec {
            code: code.trim().to_string(),
            kind,
            value,
            min_total: self.min_total,
            starts_at: self.when.starts,
            ends_at: self.when.ends,
            scope: self.scope.scope(),
            max_uses: self.max_uses.or(max_uses),
            max_uses_per_customer: self.per_customer,
            first_order_only: self.first_order,
            members_only: self.members_only,
            combinable: !self.not_combinable,
        }
    }
}

/// Lira as written in Turkey or in English ("1.250,50", "49.90", "50") to kuruş.
pub(super) fn parse_lira(text: &str) -> Result<i64, String> {
    let t = text.trim();
    let normalised = match (t.rfind(','), t.rfind('.')) {
        (Some(c), Some(d)) if c > d => t.replace('.', "").replace(',', "."),
        (Some(_), None) => t.replace(',', "."),
        _ => t.replace(',', ""),
    };
    let (whole, fraction) = normalised.split_once('.').unwrap_or((&normalised, ""));
    let ok = !whole.is_empty()
        && whole.len() <= 9
        && fraction.len() <= 2
        && whole
            .bytes()
            .chain(fraction.bytes())
            .all(|b| b.is_ascii_digit());
    if !ok {
        return Err("an amount in lira like 50 or 49,90".into());
    }
    let cents = format!("{fraction:0<2}");
    Ok(whole.parse::<i64>().unwrap_or(0) * 100 + cents.parse::<i64>().unwrap_or(0))
}

/// A day's first second in Turkey's time, or unix seconds.
fn parse_start(text: &str) -> Result<i64, String> {
    if let Ok(secs) = text.parse::<i64>() {
        return Ok(secs);
    }
    let format = time::macros::format_description!("[year]-[month]-[day]");
    time::Date::parse(text, format)
        .map(|d| {
            d.midnight().assume_utc().unix_timestamp()
                - i64::from(crate::clock::TURKEY.whole_seconds())
        })
        .map_err(|_| "a day like 2026-12-01, or unix seconds".into())
}

/// The end of a day in Turkey's time (the next day's first second), or unix seconds.
fn parse_end(text: &str) -> Result<i64, String> {
    match text.parse::<i64>() {
        Ok(secs) => Ok(secs),
        Err(_) => parse_start(text).map(|start| start + 86_400),
    }
}

/// The codes of a CSV file's first column; a header `code` is left out.
fn codes_in(file: &PathBuf) -> anyhow::Result<Vec<String>> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .trim(csv::Trim::All)
        .from_path(file)
        .with_context(|| format!("reading {}", file.display()))?;
    let mut codes = Vec::new();
    for (i, record) in reader.records().enumerate() {
        let record = record.with_context(|| format!("line {} of {}", i + 1, file.display()))?;
        match record.get(0).unwrap_or("") {
            "" => {}
            code if i == 0 && code.eq_ignore_ascii_case("code") => {}
            code => codes.push(code.to_string()),
        }
    }
    Ok(codes)
}

/// Runs one coupon command; what it prints goes to `out`.
pub async fn run(
    db: &Db,
    command: CouponCommand,
    now: i64,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    match command {
        CouponCommand::Create { code, rules } => {
            let spec = checked(rules.spec(&code, None))?;
            let mut tx = db.begin().await?;
            if !store::insert(&mut tx, &spec, "", now).await? {
                bail!("a coupon with the code {code} exists");
            }
            tx.commit().await?;
            writeln!(out, "coupon {} created", spec.code)?;
        }
        CouponCommand::Change { code, rules } => {
            let spec = checked(rules.spec(&code, None))?;
            if !store::update(db, &code, &spec, now).await? {
                bail!("no coupon with the code {code}");
            }
            writeln!(out, "coupon {} changed", spec.code)?;
        }
        CouponCommand::End { code } => {
            if !store::end(db, &code, now).await? {
                bail!("no coupon with the code {code}");
            }
            writeln!(out, "coupon {code} ended")?;
        }
        CouponCommand::List { batch } => {
            let (mut after, batch) = (0, batch.unwrap_or_default());
            loop {
                let page = store::list(db, &batch, after, 500).await?;
                for (_, report) in &page {
                    serde_json::to_writer(&mut *out, report)?;
                    writeln!(out)?;
                }
                match page.last() {
                    Some((id, _)) if page.len() == 500 => after = *id,
                    _ => break,
                }
            }
        }
        CouponCommand::Uses { code } => {
            let Some((coupon, _)) = store::report(db, &code).await? else {
                bail!("no coupon with the code {code}");
            };
            let uses = store::uses(db, coupon.id).await?;
            let ids: Vec<i64> = uses.iter().map(|u| u.order_id).collect();
            let numbers = crate::order::store::numbers_of(db, &ids).await?;
            for u in uses {
                let line = serde_json::json!({
                    "order_no": numbers.get(&u.order_id),
                    "email": u.email,
                    "discount": u.discount,
                    "used_at": u.used_at,
                    "released_at": u.released_at,
                });
                writeln!(out, "{line}")?;
            }
        }
        CouponCommand::Import { file, batch, rules } => {
            let codes = codes_in(&file)?;
            if codes.is_empty() {
                bail!("no codes in {}", file.display());
            }
            let specs = codes
                .iter()
                .map(|code| checked(rules.spec(code, Some(1))))
                .collect::<anyhow::Result<Vec<_>>>()?;
            let mut tx = db.begin().await?;
            let mut taken = Vec::new();
            for spec in &specs {
                if !store::insert(&mut tx, spec, &batch, now).await? {
                    taken.push(spec.code.clone());
                }
            }
            if !taken.is_empty() {
                tx.rollback().await?;
                bail!(
                    "nothing imported: these codes exist (or repeat): {}",
                    taken.join(", ")
                );
            }
            tx.commit().await?;
            writeln!(out, "{} coupons imported as batch {batch}", specs.len())?;
        }
    }
    Ok(())
}

fn checked(spec: CouponSpec) -> anyhow::Result<CouponSpec> {
    match spec.problem() {
        Some(problem) => bail!("coupon {}: {problem}", spec.code),
        None => Ok(spec),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lira_and_days_as_a_shop_writes_them() {
        assert_eq!(parse_lira("50"), Ok(5_000));
        assert_eq!(parse_lira("49,90"), Ok(4_990));
        assert_eq!(parse_lira("1.250,5"), Ok(125_050));
        assert_eq!(parse_lira("1,250.50"), Ok(125_050));
        assert!(parse_lira("abc").is_err());
        assert!(parse_lira("1,234,5").is_err());
        // 2026-12-01 00:00 in Istanbul is 2026-11-30 21:00 UTC.
        assert_eq!(parse_start("2026-12-01"), Ok(1_796_072_400));
        assert_eq!(
            parse_end("2026-12-01"),
            Ok(parse_start("2026-12-02").unwrap())
        );
        assert_eq!(parse_end("1800000000"), Ok(1_800_000_000));
    }
}
