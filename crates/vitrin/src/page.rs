//! The pages of the shop as data: the page ids of spec section 2, what each kind of page carries
//! (inlined in the HTML and answered by `/api/storefront/page`) and what its head needs. The
//! features describe their own pages with these types (`customer::pages`, `order::pages`); the
//! storefront resolves an address to one of them and renders it.

use axum::http::StatusCode;
use serde::Serialize;

use crate::{
    catalog::{
        filter::FilterResponse,
        model::{Category, ProductCard},
    },
    locale::Lang,
};

/// Page ids of spec section 2; ids the spec leaves open are ours.
pub mod page_id {
    pub const HOME: i64 = 1;
    pub const CATEGORY: i64 = 2;
    pub const PRODUCT: i64 = 3;
    pub const SEARCH: i64 = 4;
    pub const CART: i64 = 30;
    /// Login, registration and the forgotten-password page.
    pub const LOGIN: i64 = 5;
    /// The member's account.
    pub const ACCOUNT: i64 = 6;
    /// The favourites list, one of the account pages (page 6).
    pub const FAVOURITES: i64 = 6;
    pub const CONTENT: i64 = 7;
    /// The checkout's address and shipping steps (page type address).
    pub const CHECKOUT_ADDRESS: i64 = 31;
    /// The checkout's payment step (page type payment).
    pub const CHECKOUT_PAYMENT: i64 = 32;
    /// An order's confirmation and detail page (page type order).
    pub const ORDER: i64 = 33;
    /// Order tracking by number and contact (`siparis-takip`).
    pub const ORDER_TRACKING: i64 = 34;
    /// The store locator (`magazalar`).
    pub const STORES: i64 = 35;
    pub const NOT_FOUND: i64 = 404;
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct Crumb {
    pub name: String,
    pub url: String,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub struct ProductDetail {
    #[serde(flatten)]
    pub card: ProductCard,
    pub description: String,
    /// Colour and size choices for the add-to-cart form.
    pub variants: Vec<crate::cart::store::VariantChoice>,
    /// Quantity rule, subscription, store pickup and multi-buy tiers.
    #[schema(required = true)]
    pub purchase: Option<crate::cart::store::PurchaseInfo>,
    /// Gallery per colour, variant groups with states, variant data, attributes, prices,
    /// instalments, comments and related products (see `product::page_data`).
    #[serde(flatten)]
    #[schema(value_type = crate::product::model::ProductPageData)]
    pub page: Box<crate::product::model::ProductPageData>,
}

/// The data of a page, as it is inlined in the page and answered by `/api/storefront/page`.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(tag = "route", rename_all = "camelCase")]
pub enum PageData {
    /// The home page's content blocks, with the first tab of each showcase already filled.
    Home {
        blocks: Vec<crate::content::model::Block>,
        showcases: Vec<crate::content::routes::ShowcaseTabData>,
        /// The header menu's categories, so it needs no request either.
        categories: Vec<Category>,
        /// The shop's mobile app for the app banner; null when it is in no app store.
        #[serde(rename = "mobileApp")]
        #[schema(required = true)]
        mobile_app: Option<crate::content::model::MobileApp>,
    },
    /// A content page of spec section 2 (hakkimizda, satis-sozlesmesi, ...).
    Content {
        slug: String,
        page: crate::content::model::ContentPage,
    },
    Category {
        category: Category,
        breadcrumbs: Vec<Crumb>,
        products: Vec<ProductCard>,
        total: i64,
        page: i64,
        #[serde(rename = "pageSize")]
        page_size: i64,
        /// The filters of the list with their counts (the `filter/get` answer), so the first
        /// render needs no request; the state they show is the URL's.
        filters: FilterResponse,
    },
    Product {
        product: ProductDetail,
        breadcrumbs: Vec<Crumb>,
    },
    /// The cart page (page 30): its data is the cart fragment, fetched by the page.
    Cart,
    /// The member's favourites (`favorilerim`): the web app fills it from the favourites calls;
    /// a guest is asked to log in.
    Favourites,
    /// Search results (`/arama?q=...&pg=...`) under the catalog filters of the URL.
    Search {
        query: String,
        products: Vec<ProductCard>,
        categories: Vec<crate::search::model::SearchCategory>,
        total: u64,
        page: u64,
        #[serde(rename = "pageSize")]
        page_size: u64,
        filters: FilterResponse,
    },
    /// The login page (`uye-girisi-sayfasi`; the web app reads `activation`, `token`, `id`,
    /// `error` and `redirect` from the address).
    Login,
    /// The registration page (`uye-kayit`).
    Register,
    /// The forgotten-password page (`sifremi-unuttum`; `token` and `id` from the address).
    ForgotPassword,
    /// The account page (`hesabim`) of a signed-in member.
    Account {
        member: crate::customer::pages::AccountMember,
    },
    /// `hesabim` before the member is known: the storefront routes turn it into `Account` or,
    /// for a guest, `Login` (`customer::pages::account_data`).
    /// Never sent: the routes turn it into `Account` or `Login` first, so the schema leaves it out
    /// (utoipa skips a variant that serde does not deserialize; this type is never deserialized).
    #[serde(rename = "login", skip_deserializing)]
    AccountLogin,
    /// A checkout step (`siparis/giris`, `siparis/adres`, `siparis/kargo`, `siparis/odeme`): the
    /// web app fills it from the order-step calls.
    Checkout {
        step: crate::order::pages::CheckoutStep,
    },
    /// An order's page (`order/{order_no}`): the confirmation or the detail, from the order's
    /// detail call.
    Order {
        #[serde(rename = "orderNo")]
        order_no: String,
    },
    /// The member's orders (`uye-siparisleri`), from the member orders call.
    OrderList,
    /// Order tracking (`siparis-takip`): the content page of the same address, when there is
    /// one, shown above the form.
    Tracking {
        #[schema(required = true)]
        page: Option<crate::content::model::ContentPage>,
    },
    /// The store locator (`magazalar?country=&city=&town=&group=&pg=`): the store block's
    /// settings, the store map's style and the first answer of the store list for the URL's
    /// filters.
    Stores {
        settings: crate::content::model::StoreLocator,
        /// The shop's MapLibre style URL; empty draws the offline map the web app ships.
        #[serde(rename = "mapStyle")]
        map_style: String,
        stores: crate::stores::locator::StoreList,
    },
    NotFound,
}

/// What the head and the page settings need besides the data.
#[derive(Debug)]
pub struct Page {
    pub status: StatusCode,
    pub data: PageData,
    pub lang: Lang,
    pub page_id: i64,
    pub page_type: &'static str,
    pub link_type: &'static str,
    pub table_page_id: i64,
    pub title: String,
    pub description: String,
    /// Path without the language prefix, for canonical and alternate links; None for 404s.
    pub slug: Option<String>,
    pub image: Option<String>,
}

impl PageData {
    /// The product cards on the page, for PRODUCT_DATA in the page settings.
    pub fn products(&self) -> Vec<&ProductCard> {
        match self {
            PageData::Home { showcases, .. } => {
                showcases.iter().flat_map(|s| s.products.iter()).collect()
            }
            PageData::Category { products, .. } | PageData::Search { products, .. } => {
                products.iter().collect()
            }
            PageData::Product { product, .. } => vec![&product.card],
            PageData::Favourites => Vec::new(),
            PageData::Login
            | PageData::Register
            | PageData::ForgotPassword
            | PageData::Account { .. }
            | PageData::AccountLogin => Vec::new(),
            PageData::Cart | PageData::NotFound | PageData::Content { .. } => Vec::new(),
            PageData::Checkout { .. }
            | PageData::Order { .. }
            | PageData::OrderList
            | PageData::Tracking { .. }
            | PageData::Stores { .. } => Vec::new(),
        }
    }
}
