//! `vitrin campaign ...`: the back office's campaigns from the command line, with the same rules
//! and store as its API (`erp::campaigns`). Amounts in lira ("49,90"), dates as calendar days in
//! Turkey's time, as `vitrin coupon` takes them.

use std::io::Write;

use anyhow::bail;
use clap::{Args, Subcommand};

use super::{
    campaign::{Names, Offer},
    campaign_admin::CampaignSpec,
    campaign_store as store,
    cli::{parse_lira, ScopeArgs, WhenArgs},
};
use crate::db::Db;

#[derive(Debug, Subcommand)]
pub enum CampaignCommand {
    /// Add a campaign; prints its id.
    Create {
        #[command(flatten)]
        rules: CampaignArgs,
    },
    /// Replace a campaign's rules (every rule as given here).
    Change {
        id: i64,
        #[command(flatten)]
        rules: CampaignArgs,
    },
    /// End a campaign now.
    End { id: i64 },
    /// The campaigns with what each did, one JSON object a line.
    List,
    /// One campaign with what it did, as JSON.
    Report { id: i64 },
}

/// A campaign's rules as flags.
#[derive(Debug, Args)]
pub struct CampaignArgs {
    /// Its name, shown on badges, cart lines and orders ("3 Al 2 Öde").
    #[arg(long)]
    name: String,
    /// Its name in English (none: the Turkish one).
    #[arg(long, default_value = "")]
    name_en: String,
    /// Its name in Arabic (none: the Turkish one).
    #[arg(long, default_value = "")]
    name_ar: String,
    /// "Buy X pay Y": of every --buy pieces the shopper pays --pay.
    #[arg(long, requires = "pay", conflicts_with_all = ["percent", "free_shipping"])]
    buy: Option<i64>,
    #[arg(long, requires = "buy")]
    pay: Option<i64>,
    /// Percent off each line it covers (1 to 100).
    #[arg(long, conflicts_with = "free_shipping")]
    percent: Option<i64>,
    /// The carrier costs nothing.
    #[arg(long, required_unless_present_any = ["buy", "percent"])]
    free_shipping: bool,
    /// The least its products must come to in a cart (free shipping: the goods), in lira.
    #[arg(long, value_parser = parse_lira, default_value = "0")]
    min_total: i64,
    #[command(flatten)]
    when: WhenArgs,
    /// Only for signed-in members.
    #[arg(long)]
    members_only: bool,
    /// Not together with other campaigns or a code: the best for the shopper is given.
    #[arg(long)]
    not_combinable: bool,
    #[command(flatten)]
    scope: ScopeArgs,
}

impl CampaignArgs {
    fn spec(&self) -> anyhow::Result<CampaignSpec> {
        let offer = match (self.buy, self.pay, self.percent) {
            (Some(buy), Some(pay), _) => Offer::BuyXPayY { buy, pay },
            (_, _, Some(percent)) => Offer::Percent { percent },
            _ => Offer::FreeShipping,
        };
        let spec = CampaignSpec {
            name: Names {
                tr: self.name.trim().to_string(),
                en: self.name_en.trim().to_string(),
                ar: self.name_ar.trim().to_string(),
            },
            offer,
            min_total: self.min_total,
            starts_at: self.when.starts,
            ends_at: self.when.ends,
            scope: self.scope.scope(),
            members_only: self.members_only,
            combinable: !self.not_combinable,
        };
        match spec.problem() {
            Some(problem) => bail!("campaign: {problem}"),
            None => Ok(spec),
        }
    }
}

/// Runs one campaign command; what it prints goes to `out`.
pub async fn run(
    db: &Db,
    command: CampaignCommand,
    now: i64,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    match command {
        CampaignCommand::Create { rules } => {
            let id = store::insert(db, &rules.spec()?, now).await?;
            writeln!(out, "campaign {id} created")?;
        }
        CampaignCommand::Change { id, rules } => {
            if !store::update(db, id, &rules.spec()?, now).await? {
                bail!("no campaign with the id {id}");
            }
            writeln!(out, "campaign {id} changed")?;
        }
        CampaignCommand::End { id } => {
            if !store::end(db, id, now).await? {
                bail!("no campaign with the id {id}");
            }
            writeln!(out, "campaign {id} ended")?;
        }
        CampaignCommand::List => {
            let mut after = 0;
            loop {
                let page = store::reports(db, None, after, 500).await?;
                for report in &page {
                    serde_json::to_writer(&mut *out, report)?;
                    writeln!(out)?;
                }
                match page.last() {
                    Some(last) if page.len() == 500 => after = last.id,
                    _ => break,
                }
            }
        }
        CampaignCommand::Report { id } => {
            let Some(report) = store::report(db, id).await? else {
                bail!("no campaign with the id {id}");
            };
            serde_json::to_writer_pretty(&mut *out, &report)?;
            writeln!(out)?;
        }
    }
    Ok(())
}
