//! What the shop keeps about a member (or a guest's e-mail address), gathered from its owners:
//! the profile (`customer`), the address book (`address`), the consents with their history, the
//! orders (`order`), the conversations with the shop, the favourites, the child profiles
//! (`sizing`), the back-in-stock alerts (`alerts`), the social links and the newsletter subscription (`content`). The same data is
//! shown on the "Verilerim" page, and downloaded as JSON or as a readable HTML file.

use axum::{
    http::{header, HeaderValue},
    response::{IntoResponse, Response},
};
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    address::{model::Address, store::Owner},
    alerts::store::Alert,
    content::subscriber_data::{subscription, Subscription},
    customer::{
        messages::store::{self as conversations, Post},
        privacy::ConsentRecord,
        store::Customer,
    },
    db::Db,
    error::{AppResult, Refusal},
    locale::Lang,
    order::{guest::Contact, store::OrderView},
    state::AppState,
    storefront::escape_attr,
};

use super::msg::PrivacyMsg;

/// The member's own details.
#[derive(Debug, Serialize, ToSchema)]
pub struct Profile {
    pub email: String,
    pub phone: String,
    pub name: String,
    pub surname: String,
    pub gender: String,
    pub birth_date: String,
    pub country: String,
    /// Accepted the KVKK notice.
    pub kvkk: bool,
}

/// A conversation with the shop and its posts.
#[derive(Debug, Serialize, ToSchema)]
pub struct ConversationData {
    pub subject: String,
    pub order_no: String,
    pub created_at: i64,
    pub posts: Vec<Post>,
}

/// A back-in-stock alert the member asked for.
#[derive(Debug, Serialize, ToSchema)]
pub struct StockAlertData {
    pub variant_id: i64,
    /// The product's name, its colour and size, in the alert's language (empty when the
    /// variant has left the catalog).
    pub product: String,
    pub colour: String,
    pub size: String,
    pub email: String,
    /// `pending`, `active`, `sent` or `cancelled`.
    pub status: String,
    pub created_at: i64,
    pub sent_at: Option<i64>,
}

/// Back-in-stock alerts as the data shows them, each with its product's name, colour and size.
async fn stock_alerts(db: &Db, alerts: Vec<Alert>) -> sqlx::Result<Vec<StockAlertData>> {
    let lines = crate::alerts::send::variant_lines(db, &alerts).await?;
    Ok(alerts
        .into_iter()
        .map(|a| {
            let line = lines.get(&a.lang).and_then(|l| l.get(&a.variant_id));
            let text = |f: fn(&crate::catalog::variants::VariantLine) -> &String| {
                line.map(f).cloned().unwrap_or_default()
            };
            StockAlertData {
                variant_id: a.variant_id,
                product: text(|l| &l.title),
                colour: text(|l| &l.colour),
                size: text(|l| &l.size),
                email: a.email,
                status: a.status,
                created_at: a.created_at,
                sent_at: a.sent_at,
            }
        })
        .collect())
}

/// A provider account linked for signing in.
#[derive(Debug, Serialize, ToSchema)]
pub struct SocialLink {
    pub provider: String,
    pub email: String,
    pub linked_at: i64,
}

/// Everything the shop keeps about a member.
#[derive(Debug, Serialize, ToSchema)]
pub struct MemberData {
    /// Unix seconds when this was gathered.
    pub generated_at: i64,
    pub profile: Profile,
    pub addresses: Vec<Address>,
    /// Every giving and withdrawing, oldest first.
    pub consents: Vec<ConsentRecord>,
    /// With their lines and statuses, the latest first.
    pub orders: Vec<OrderView>,
    pub messages: Vec<ConversationData>,
    /// Product ids, the latest added first.
    pub favourites: Vec<i64>,
    /// The children saved for the size advisor.
    pub children: Vec<crate::sizing::routes::ChildView>,
    pub stock_alerts: Vec<StockAlertData>,
    pub social_links: Vec<SocialLink>,
    /// The newsletter subscription under the account's e-mail address.
    pub newsletter: Option<Subscription>,
}

/// What the shop keeps for an e-mail address used without an account.
#[derive(Debug, Serialize, ToSchema)]
pub struct GuestData {
    pub generated_at: i64,
    pub email: String,
    /// The contacts given at the checkout's way in.
    pub contacts: Vec<Contact>,
    pub consents: Vec<ConsentRecord>,
    pub orders: Vec<OrderView>,
    /// Back-in-stock alerts asked for with the address.
    pub stock_alerts: Vec<StockAlertData>,
    pub newsletter: Option<Subscription>,
}

impl GuestData {
    pub fn is_empty(&self) -> bool {
        self.contacts.is_empty()
            && self.consents.is_empty()
            && self.orders.is_empty()
            && self.stock_alerts.is_empty()
            && self.newsletter.is_none()
    }
}

/// Gathers what is kept about `customer` from each owner.
pub async fn member_data(state: &AppState, customer: &Customer, now: i64) -> AppResult<MemberData> {
    let db = &state.db;
    let id = customer.id;
    let mut orders = Vec::new();
    for summary in crate::order::store::list_for_customer(db, id).await? {
        let whole = crate::order::store::find_with_lines(db, &summary.order_no).await?;
        orders.push(whole.unwrap_or(summary));
    }
    let mut messages = Vec::new();
    for c in conversations::list_for_customer(db, id).await? {
        messages.push(ConversationData {
            posts: conversations::posts(db, c.id).await?,
            subject: c.subject,
            order_no: c.order_no,
            created_at: c.created_at,
        });
    }
    let social_links = crate::customer::social::store::accounts(db, id)
        .await?
        .into_iter()
        .map(|(provider, email, linked_at)| SocialLink {
            provider,
            email,
            linked_at,
        })
        .collect();
    Ok(MemberData {
        generated_at: now,
        profile: Profile {
            email: customer.email.clone(),
            phone: customer.phone.clone(),
            name: customer.name.clone(),
            surname: customer.surname.clone(),
            gender: customer.gender.clone(),
            birth_date: customer.birth_date.clone(),
            country: customer.country.clone(),
            kvkk: customer.kvkk,
        },
        addresses: crate::address::store::list(db, &Owner::Member(id)).await?,
        consents: crate::customer::privacy::consent_history(db, id).await?,
        orders,
        messages,
        favourites: crate::favourites::store::list(db, id).await?,
        children: crate::sizing::store::list(db, id)
            .await?
            .iter()
            .map(crate::sizing::routes::ChildView::of)
            .collect(),
        stock_alerts: stock_alerts(db, crate::alerts::store::of_member(db, id).await?).await?,
        social_links,
        newsletter: subscription(db, &customer.email).await?,
    })
}

/// Gathers what is kept for a guest's `email` from each owner.
pub async fn guest_data(state: &AppState, email: &str, now: i64) -> AppResult<GuestData> {
    let db = &state.db;
    Ok(GuestData {
        generated_at: now,
        email: email.to_string(),
        contacts: crate::order::privacy::guest_contacts(db, email).await?,
        consents: crate::customer::privacy::guest_consent_history(
            db,
            email,
            &crate::order::privacy::guest_order_ids(db, email).await?,
        )
        .await?,
        orders: crate::order::store::list_for_guest_email(db, email).await?,
        stock_alerts: stock_alerts(db, crate::alerts::store::of_guest(db, email).await?).await?,
        newsletter: subscription(db, email).await?,
    })
}

/// The file a download asks for (`format=json`, the default, or `html`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, utoipa::ToSchema)]
#[schema(rename_all = "lowercase")]
pub enum Format {
    Json,
    Html,
}

impl Format {
    /// `json` (also when not given) or `html`.
    pub fn parse(raw: Option<&str>) -> AppResult<Format> {
        match raw.unwrap_or("json") {
            "json" => Ok(Format::Json),
            "html" => Ok(Format::Html),
            _ => Err(Refusal::bad_request(PrivacyMsg::FormatUnknown)),
        }
    }
}

/// The headings of the sections, by their JSON key.
fn heading(lang: Lang, key: &str) -> Option<&'static str> {
    let (tr, en, ar) = match key {
        "profile" => ("Profil", "Profile", "الملف الشخصي"),
        "addresses" => ("Adresler", "Addresses", "العناوين"),
        "consents" => (
            "İzinler ve geçmişi",
            "Consents and their history",
            "الموافقات وسجلها",
        ),
        "orders" => ("Siparişler", "Orders", "الطلبات"),
        "messages" => ("Mesajlar", "Messages", "الرسائل"),
        "favourites" => ("Favoriler", "Favourites", "المفضلة"),
        "children" => ("Çocuk profilleri", "Child profiles", "ملفات الأطفال"),
        "stock_alerts" => (
            "Stok haberleri",
            "Back-in-stock alerts",
            "تنبيهات توفر المخزون",
        ),
        "social_links" => ("Bağlı hesaplar", "Linked accounts", "الحسابات المرتبطة"),
        "contacts" => ("İletişim bilgileri", "Contact details", "بيانات الاتصال"),
        "newsletter" => (
            "E-bülten aboneliği",
            "Newsletter subscription",
            "الاشتراك في النشرة الإخبارية",
        ),
        _ => return None,
    };
    Some(match lang {
        Lang::Tr => tr,
        Lang::En => en,
        Lang::Ar => ar,
    })
}

fn title(lang: Lang) -> &'static str {
    match lang {
        Lang::Tr => "Verilerim",
        Lang::En => "My data",
        Lang::Ar => "بياناتي",
    }
}

/// A unix time as `YYYY-MM-DD HH:MM UTC`.
fn date_time(secs: i64) -> Option<String> {
    let t = time::OffsetDateTime::from_unix_timestamp(secs).ok()?;
    let format = time::macros::format_description!("[year]-[month]-[day] [hour]:[minute] UTC");
    t.format(&format).ok()
}

/// A value as HTML: objects as definition lists, arrays as ordered lists, times as dates.
fn value_html(out: &mut String, key: &str, value: &serde_json::Value) {
    use serde_json::Value;
    match value {
        Value::Object(map) => {
            out.push_str("<dl>");
            for (k, v) in map {
                out.push_str(&format!("<dt>{}</dt><dd>", escape_attr(k)));
                value_html(out, k, v);
                out.push_str("</dd>");
            }
            out.push_str("</dl>");
        }
        Value::Array(items) if items.is_empty() => out.push('–'),
        Value::Array(items) => {
            out.push_str("<ol>");
            for item in items {
                out.push_str("<li>");
                value_html(out, key, item);
                out.push_str("</li>");
            }
            out.push_str("</ol>");
        }
        Value::Number(n) if key.ends_with("_at") || key == "at" || key == "createdAt" => {
            let text = n
                .as_i64()
                .and_then(date_time)
                .unwrap_or_else(|| n.to_string());
            out.push_str(&escape_attr(&text));
        }
        Value::String(s) => out.push_str(&escape_attr(s)),
        Value::Null => out.push('–'),
        other => out.push_str(&escape_attr(&other.to_string())),
    }
}

/// The readable page of the data: one section per part, in the shopper's language.
pub fn html_page(lang: Lang, data: &serde_json::Value) -> String {
    let mut body = String::new();
    if let Some(map) = data.as_object() {
        for (key, value) in map {
            match heading(lang, key) {
                Some(h) => {
                    body.push_str(&format!("<section><h2>{}</h2>", escape_attr(h)));
                    value_html(&mut body, key, value);
                    body.push_str("</section>");
                }
                None => {
                    body.push_str(&format!("<p><b>{}</b>: ", escape_attr(key)));
                    value_html(&mut body, key, value);
                    body.push_str("</p>");
                }
            }
        }
    }
    let dir = if lang == Lang::Ar { "rtl" } else { "ltr" };
    format!(
        "<!doctype html><html lang=\"{}\" dir=\"{dir}\"><head><meta charset=\"utf-8\">\
         <title>{}</title><style>body{{font-family:sans-serif;max-width:60rem;margin:2rem auto;\
         padding:0 1rem}}dt{{font-weight:bold}}dd{{margin:0 0 .4rem 1.5rem}}\
         section{{border-top:1px solid #ccc;margin-top:1.5rem}}</style></head><body><h1>{}</h1>\
         {body}</body></html>",
        lang.code(),
        title(lang),
        title(lang)
    )
}

/// The data as a file to save: JSON or HTML, named by the date only (no personal data in the
/// name), never kept by a cache.
pub fn attachment<T: Serialize>(
    lang: Lang,
    format: Format,
    data: &T,
    now: i64,
) -> AppResult<Response> {
    let value = serde_json::to_value(data).map_err(Refusal::internal)?;
    let day = date_time(now)
        .and_then(|d| d.get(..10).map(str::to_string))
        .unwrap_or_default();
    let (body, content_type, ext) = match format {
        Format::Json => (
            serde_json::to_string_pretty(&value).map_err(Refusal::internal)?,
            "application/json; charset=utf-8",
            "json",
        ),
        Format::Html => (html_page(lang, &value), "text/html; charset=utf-8", "html"),
    };
    let disposition = format!("attachment; filename=\"verilerim-{day}.{ext}\"");
    let mut response = body.into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    headers.insert(
        header::CONTENT_DISPOSITION,
        HeaderValue::from_str(&disposition).map_err(Refusal::internal)?,
    );
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("private, no-store"),
    );
    Ok(response)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_escapes_what_was_typed_and_shows_dates() {
        let data = serde_json::json!({
            "generated_at": 1_700_000_000,
            "profile": {"name": "<script>alert(1)</script>"},
            "orders": [],
        });
        let page = html_page(Lang::Tr, &data);
        assert!(!page.contains("<script>"), "{page}");
        assert!(page.contains("&lt;script&gt;"));
        assert!(page.contains("2023-11-14 22:13 UTC"), "{page}");
        assert!(page.contains("<h2>Profil</h2>"));
        assert!(html_page(Lang::Ar, &data).contains("dir=\"rtl\""));
    }

    #[test]
    fn only_json_and_html_are_offered() {
        assert_eq!(Format::parse(None).ok(), Some(Format::Json));
        assert_eq!(Format::parse(Some("html")).ok(), Some(Format::Html));
        assert!(Format::parse(Some("xml")).is_err());
    }
}
