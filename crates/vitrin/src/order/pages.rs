//! The storefront pages of checkout and orders: the checkout steps (`siparis/giris`,
//! `siparis/adres`, `siparis/kargo`, `siparis/odeme`), an order (`order/{no}`), the member's
//! orders (`uye-siparisleri`) and order tracking (`siparis-takip`). Their data is private (the
//! web app fetches it from the order calls), so none of them is indexed or has a canonical link.

use axum::http::StatusCode;
use serde::Serialize;

use super::model;
use crate::{
    locale::Lang,
    page::{page_id, Page, PageData},
    state::AppState,
};

/// The checkout steps, in the order a shopper walks them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum CheckoutStep {
    /// The way in: sign in, continue as a guest, or quick registration.
    Signin,
    Address,
    Shipping,
    Payment,
}

impl CheckoutStep {
    pub const ALL: [CheckoutStep; 4] = [
        CheckoutStep::Signin,
        CheckoutStep::Address,
        CheckoutStep::Shipping,
        CheckoutStep::Payment,
    ];

    /// The step's address, without the language prefix.
    pub fn slug(self) -> &'static str {
        match self {
            CheckoutStep::Signin => "siparis/giris",
            CheckoutStep::Address => "siparis/adres",
            CheckoutStep::Shipping => "siparis/kargo",
            CheckoutStep::Payment => "siparis/odeme",
        }
    }

    /// The spec's page type of the step (section 2: order, address, payment; the way in is a
    /// login page).
    fn page_type(self) -> &'static str {
        match self {
            CheckoutStep::Signin => "login",
            CheckoutStep::Address | CheckoutStep::Shipping => "address",
            CheckoutStep::Payment => "payment",
        }
    }

    fn page_id(self) -> i64 {
        match self {
            CheckoutStep::Signin => page_id::LOGIN,
            CheckoutStep::Address | CheckoutStep::Shipping => page_id::CHECKOUT_ADDRESS,
            CheckoutStep::Payment => page_id::CHECKOUT_PAYMENT,
        }
    }

    fn title(self) -> (&'static str, &'static str, &'static str) {
        match self {
            CheckoutStep::Signin => ("Giriş", "Sign in", "تسجيل الدخول"),
            CheckoutStep::Address => ("Adres", "Address", "العنوان"),
            CheckoutStep::Shipping => ("Kargo", "Shipping", "الشحن"),
            CheckoutStep::Payment => ("Ödeme", "Payment", "الدفع"),
        }
    }
}

/// The member's order list (spec: customer order list).
pub const ORDER_LIST_SLUG: &str = "uye-siparisleri";
/// Order tracking by number and contact (linked from the home page).
pub const TRACKING_SLUG: &str = "siparis-takip";
/// An order's page is `order/{order_no}` (spec: order).
pub const ORDER_PREFIX: &str = "order/";

fn in_lang(lang: Lang, (tr, en, ar): (&str, &str, &str)) -> String {
    let text = match lang {
        Lang::Tr => tr,
        Lang::En => en,
        Lang::Ar => ar,
    };
    format!("{text} | vitrin")
}

fn private_page(
    data: PageData,
    lang: Lang,
    page_id: i64,
    page_type: &'static str,
    title: String,
    description: &str,
) -> Page {
    Page {
        status: StatusCode::OK,
        data,
        lang,
        page_id,
        page_type,
        link_type: page_type,
        table_page_id: 0,
        title,
        description: description.to_string(),
        // A shopper's own checkout and orders: no canonical link, noindex.
        slug: None,
        image: None,
    }
}

/// The page of a checkout or order address, or None when the slug is none of them. An order
/// page with a malformed number is None too (the not-found page).
pub fn order_page(state: &AppState, slug: &str, lang: Lang, description: &str) -> Option<Page> {
    if let Some(step) = CheckoutStep::ALL.into_iter().find(|s| s.slug() == slug) {
        let (tr, en, ar) = step.title();
        let title = in_lang(
            lang,
            (
                &format!("Sipariş: {tr}"),
                &format!("Checkout: {en}"),
                &format!("الطلب: {ar}"),
            ),
        );
        return Some(private_page(
            PageData::Checkout { step },
            lang,
            step.page_id(),
            step.page_type(),
            title,
            description,
        ));
    }
    if let Some(no) = slug.strip_prefix(ORDER_PREFIX) {
        let order_no = model::parse_order_no(no)?;
        let title = in_lang(lang, ("Siparişim", "My order", "طلبي"));
        return Some(private_page(
            PageData::Order { order_no },
            lang,
            page_id::ORDER,
            "order",
            title,
            description,
        ));
    }
    if slug == ORDER_LIST_SLUG {
        let title = in_lang(lang, ("Siparişlerim", "My orders", "طلباتي"));
        return Some(private_page(
            PageData::OrderList,
            lang,
            page_id::ACCOUNT,
            "order_list",
            title,
            description,
        ));
    }
    if slug == TRACKING_SLUG {
        // The content page of the same address, when the shop has one, stays above the form.
        let page = state.content.page(lang, slug).cloned();
        let title = match &page {
            Some(p) => format!("{} | vitrin", p.title),
            None => in_lang(lang, ("Sipariş Takibi", "Order tracking", "تتبع الطلب")),
        };
        let description = page
            .as_ref()
            .map_or(description, |p| p.description.as_str());
        let description = description.to_string();
        return Some(private_page(
            PageData::Tracking { page },
            lang,
            page_id::ORDER_TRACKING,
            "order_tracking",
            title,
            &description,
        ));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_step_has_its_own_address() {
        let mut slugs: Vec<&str> = CheckoutStep::ALL.iter().map(|s| s.slug()).collect();
        slugs.sort_unstable();
        slugs.dedup();
        assert_eq!(slugs.len(), 4);
        assert_eq!(CheckoutStep::Payment.page_type(), "payment");
        assert_eq!(CheckoutStep::Shipping.page_type(), "address");
        assert_eq!(CheckoutStep::Signin.page_type(), "login");
    }
}
