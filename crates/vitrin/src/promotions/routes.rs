//! The campaigns a shopper may see: what the product cards and pages mark with a badge. The
//! cart's and the checkout's discounts are priced on the server (`pricing`); this list only
//! says which products a campaign covers, its categories widened to the categories below them.

use axum::{
    extract::State,
    http::header,
    response::{IntoResponse, Response},
    Json,
};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    campaign::{Campaign, Offer},
    campaign_store,
    model::Scope,
};
use crate::{
    catalog::{model::Category, store::category_subtree_ids},
    error::AppResult,
    http::locale::RequestLocale,
    locale::Money,
    state::AppState,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(running_campaigns))
}

/// A campaign as a product card's badge needs it.
#[derive(Debug, Serialize, ToSchema)]
pub struct CampaignBadge {
    pub id: i64,
    /// In the shopper's language.
    pub name: String,
    pub offer: Offer,
    /// The least its products must come to in a cart, in the display currency (0: none).
    pub min_total: f64,
    pub members_only: bool,
    /// Unix seconds it ends at, or null.
    pub ends_at: Option<i64>,
    /// The products it covers; `categories` and `excluded_categories` hold every category below
    /// the ones the shop named, so a card's own category (`CATEGORY_ID`) decides.
    pub scope: Scope,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CampaignBadges {
    /// Oldest first.
    pub campaigns: Vec<CampaignBadge>,
}

/// The ids of the named categories and of every category below them.
fn widened(tree: &[Category], named: &[i64]) -> Vec<i64> {
    fn walk(nodes: &[Category], named: &[i64], out: &mut Vec<i64>) {
        for node in nodes {
            if named.contains(&node.id) {
                out.extend(category_subtree_ids(node));
            } else {
                walk(&node.children, named, out);
            }
        }
    }
    let mut out = Vec::new();
    if !named.is_empty() {
        walk(tree, named, &mut out);
    }
    out
}

fn badge(c: Campaign, tree: &[Category], locale: RequestLocale, rate: i64) -> CampaignBadge {
    let scope = Scope {
        categories: widened(tree, &c.scope.categories),
        excluded_categories: widened(tree, &c.scope.excluded_categories),
        ..c.scope
    };
    CampaignBadge {
        id: c.id,
        name: c.name.get(locale.lang).to_string(),
        offer: c.offer,
        min_total: Money::try_minor(c.min_total)
            .convert(locale.currency, rate)
            .as_display_number(),
        members_only: c.members_only,
        ends_at: c.ends_at,
        scope,
    }
}

/// The campaigns running now, in the request's language and currency; kept a minute by the
/// browser.
#[utoipa::path(get, path = "/srv/service/campaigns", tag = "promotions",
    responses((status = 200, body = CampaignBadges)))]
pub async fn running_campaigns(
    State(state): State<AppState>,
    locale: RequestLocale,
) -> AppResult<Response> {
    let now = crate::clock::now_secs();
    let running = campaign_store::running(&state.db, now).await?;
    let tree = state
        .catalog_cache
        .category_tree(&state.db, locale.lang)
        .await?;
    let rate = state.config.rate_micros(locale.currency);
    let campaigns = running
        .into_iter()
        .map(|c| badge(c, &tree, locale, rate))
        .collect();
    Ok((
        [(header::CACHE_CONTROL, "private, max-age=60")],
        Json(CampaignBadges { campaigns }),
    )
        .into_response())
}
