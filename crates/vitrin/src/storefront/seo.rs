//! Structured data for search engines (schema.org JSON-LD in the page head): the shop as an
//! Organization with its site search on the home page, a BreadcrumbList wherever the page has
//! breadcrumbs, a Product with its Offer and AggregateRating on product pages, and a WebPage for
//! content pages. Built from the
//! same page data the app renders, so what a crawler reads matches what a shopper sees.

use serde_json::{json, Value};

use crate::catalog::model::ProductCard;
use crate::page::{Crumb, Page, PageData};

const SHOP_NAME: &str = "vitrin";

/// The JSON-LD documents of a page, ready to be written into `<script type="application/ld+json">`.
pub fn json_ld(page: &Page, origin: &str) -> Vec<Value> {
    let mut docs = Vec::new();
    match &page.data {
        PageData::Home { .. } => {
            docs.push(organization(origin));
            docs.push(json!({
                "@context": "https://schema.org",
                "@type": "WebSite",
                "name": SHOP_NAME,
                "url": format!("{origin}/"),
                "potentialAction": {
                    "@type": "SearchAction",
                    "target": format!("{origin}/arama?q={{search_term_string}}"),
                    "query-input": "required name=search_term_string",
                },
            }));
        }
        PageData::Product {
            product,
            breadcrumbs,
        } => {
            let in_stock = product.variants.iter().any(|v| v.in_stock == 1);
            docs.push(product_doc(
                &product.card,
                &product.description,
                in_stock,
                origin,
            ));
            docs.extend(breadcrumb_list(breadcrumbs, origin));
        }
        PageData::Category { breadcrumbs, .. } => docs.extend(breadcrumb_list(breadcrumbs, origin)),
        PageData::Content {
            slug,
            page: content,
        } => {
            let crumb = Crumb {
                name: content.title.clone(),
                url: crate::locale::page_url(page.lang, slug),
            };
            let mut doc = json!({
                "@context": "https://schema.org",
                "@type": "WebPage",
                "name": content.title,
                "description": content.description,
                "url": format!("{origin}{}", crumb.url),
                "inLanguage": page.lang.code(),
                "isPartOf": { "@type": "WebSite", "name": SHOP_NAME, "url": format!("{origin}/") },
            });
            if !content.updated.is_empty() {
                doc["dateModified"] = json!(content.updated);
            }
            docs.push(doc);
            docs.extend(breadcrumb_list(&[crumb], origin));
        }
        _ => {}
    }
    docs
}

fn organization(origin: &str) -> Value {
    json!({
        "@context": "https://schema.org",
        "@type": "Organization",
        "name": SHOP_NAME,
        "url": format!("{origin}/"),
        "logo": format!("{origin}/favicon.svg"),
    })
}

fn breadcrumb_list(crumbs: &[Crumb], origin: &str) -> Option<Value> {
    if crumbs.is_empty() {
        return None;
    }
    let items: Vec<Value> = crumbs
        .iter()
        .enumerate()
        .map(|(i, c)| {
            json!({
                "@type": "ListItem",
                "position": i + 1,
                "name": c.name,
                "item": format!("{origin}{}", c.url),
            })
        })
        .collect();
    Some(json!({
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        "itemListElement": items,
    }))
}

fn product_doc(card: &ProductCard, description: &str, in_stock: bool, origin: &str) -> Value {
    let url = format!("{origin}{}", card.url);
    let images: Vec<String> = card
        .image_list
        .iter()
        .map(|i| format!("{origin}{}", i.big))
        .collect();
    let mut doc = json!({
        "@context": "https://schema.org",
        "@type": "Product",
        "name": card.title,
        "description": description,
        "image": images,
        "url": url,
        "sku": card.id.to_string(),
        "brand": { "@type": "Brand", "name": SHOP_NAME },
        "offers": {
            "@type": "Offer",
            "url": url,
            "price": format!("{:.2}", card.price_sell),
            "priceCurrency": card.currency.code(),
            "availability": if in_stock {
                "https://schema.org/InStock"
            } else {
                "https://schema.org/OutOfStock"
            },
            "itemCondition": "https://schema.org/NewCondition",
            "seller": { "@type": "Organization", "name": SHOP_NAME },
        },
    });
    if card.comment_count > 0 {
        doc["aggregateRating"] = json!({
            "@type": "AggregateRating",
            "ratingValue": card.comment_average,
            "reviewCount": card.comment_count,
            "bestRating": 5,
            "worstRating": 1,
        });
    }
    doc
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn breadcrumbs_are_numbered_from_one_with_absolute_urls() {
        let crumbs = [
            Crumb {
                name: "Erkek Çocuk".into(),
                url: "/erkek-cocuk".into(),
            },
            Crumb {
                name: "Gömlek".into(),
                url: "/erkek-cocuk-gomlek".into(),
            },
        ];
        let list = breadcrumb_list(&crumbs, "https://shop.example").expect("a list");
        assert_eq!(list["@type"], "BreadcrumbList");
        assert_eq!(list["itemListElement"][0]["position"], 1);
        assert_eq!(list["itemListElement"][1]["position"], 2);
        assert_eq!(
            list["itemListElement"][1]["item"],
            "https://shop.example/erkek-cocuk-gomlek"
        );
        assert!(breadcrumb_list(&[], "https://shop.example").is_none());
    }
}
