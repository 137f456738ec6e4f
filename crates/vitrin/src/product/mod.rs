//! The product page: gallery images per colour, the two variant groups with their states, variant
//! data, catalog attributes, multi-buy, subscription, money-order price, VAT, instalments,
//! comments, related products and whether the size advisor is offered; and the catalog and product calls of spec section 7.

pub mod model;
pub mod parts;
pub mod routes;

use model::{
    included_vat, installment_plan, installment_tables, money_order_price, preselected_variant,
    rating_breakdown, tier_prices, Group, MultiBuyRow, ProductPageData,
};

use crate::{
    catalog::{self, model::PriceView},
    content::Content,
    db::Db,
    wallet::{config::WalletConfig, instalments},
};

/// Everything the product page shows besides the card, for the first render, with the
/// instalment tables of the shop's plans per card family. `requested` is the `?variant=` of the
/// address; the page opens on it when it is one of this product's variants.
pub async fn page_data(
    db: &Db,
    wallet: &WalletConfig,
    content: &Content,
    view: PriceView,
    product_id: i64,
    requested: Option<i64>,
) -> sqlx::Result<Option<ProductPageData>> {
    let Some(product) = catalog::product::product_base(db, product_id, view.lang).await? else {
        return Ok(None);
    };
    let rows = catalog::product::variant_rows(db, product.id, view.lang).await?;
    let cells: Vec<model::VariantCell> = rows.iter().map(|r| r.cell).collect();
    let selected = preselected_variant(&cells, requested).copied();
    let price = selected
        .and_then(|s| rows.iter().find(|r| r.cell.id == s.id))
        .map_or(product.price_sell, |r| r.price_sell);
    let tiers = catalog::product::tiers(db, &[product.id])
        .await?
        .remove(&product.id)
        .unwrap_or_default();
    let ratings = catalog::product::ratings(db, product.id).await?;
    let plans = instalments::all_plans(wallet);
    let (comments, _) =
        catalog::product::comments(db, product.id, 1, parts::COMMENTS_PAGE_SIZE).await?;
    Ok(Some(ProductPageData {
        model_id: product.model_id,
        category_id: product.category_id,
        selected_variant_id: selected.map_or(0, |s| s.id),
        color_images: parts::color_images(db, product.id).await?,
        variant1_list: parts::group_list(&rows, Group::One, selected.map(|s| s.type2_id)),
        variant2_list: parts::group_list(&rows, Group::Two, selected.map(|s| s.type1_id)),
        variant_data: rows
            .iter()
            .map(|r| parts::variant_data(r, &product, view))
            .collect(),
        attributes: parts::attributes(db, &product, view.lang, false).await?,
        multi_buy: tier_prices(price, &tiers)
            .into_iter()
            .map(|t| MultiBuyRow {
                min: t.tier.min_qty,
                max: t.tier.max_qty,
                percent: t.tier.percent,
                price: view.show(t.unit_price),
            })
            .collect(),
        subscription_percent: product.subscription_percent,
        money_order_percent: product.money_order_percent,
        money_order_price: view.show(money_order_price(price, product.money_order_percent)),
        vat_amount: view.show(included_vat(price, product.vat_percent)),
        installments: installment_tables(price, &plans, |minor| view.show(minor)),
        installment_plan: installment_plan(&plans, view.lang, |minor| view.show(minor)),
        comment_ratings: rating_breakdown(&ratings),
        comments,
        related_products: catalog::product::related_products(db, view, &product).await?,
        size_advisor: content
            .size_table(
                view.lang,
                &catalog::product::category_slug_path(db, product.id).await?,
            )
            .is_some(),
    }))
}
