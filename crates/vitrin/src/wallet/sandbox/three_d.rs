//! The sandbox's 3-D Secure page: a plain HTML form (no script, no outside assets, so it works
//! under the shop's content security policy) showing the merchant, the amount and the masked
//! card, with "Onayla" and "Reddet". The decision completes the waiting step and sends the
//! browser back to the shop's return URL with the result in its query.

use axum::{
    extract::{Path, Query, State},
    http::{header, StatusCode},
    response::{Html, IntoResponse, Response},
    Form,
};
use serde::Deserialize;

use super::{
    envelope::{Code, Lang},
    steps::{Action, Check, Step},
    Sandbox,
};

#[derive(Deserialize)]
pub struct PageQuery {
    #[serde(default)]
    lang: String,
    #[serde(default, rename = "returnUrl")]
    return_url: String,
}

#[derive(Deserialize)]
pub struct Decision {
    #[serde(default)]
    decision: String,
    #[serde(default, rename = "returnUrl")]
    return_url: String,
    #[serde(default)]
    lang: String,
}

/// Only http(s) addresses are returned to.
fn return_url(text: &str) -> Option<url::Url> {
    let url = url::Url::parse(text.trim()).ok()?;
    matches!(url.scheme(), "http" | "https").then_some(url)
}

pub(super) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

/// Kuruş as `1.234,50 TL` (Turkish) or `TRY 1,234.50`.
fn money(kurus: u64, lang: Lang) -> String {
    let lira = (kurus / 100).to_string();
    let (group, decimal) = match lang {
        Lang::Tr => ('.', ','),
        Lang::En => (',', '.'),
    };
    let mut grouped = String::new();
    for (i, c) in lira.chars().enumerate() {
        if i > 0 && (lira.len() - i).is_multiple_of(3) {
            grouped.push(group);
        }
        grouped.push(c);
    }
    let amount = format!("{grouped}{decimal}{:02}", kurus % 100);
    match lang {
        Lang::Tr => format!("{amount} TL"),
        Lang::En => format!("TRY {amount}"),
    }
}

struct Texts {
    title: &'static str,
    lead: &'static str,
    merchant: &'static str,
    amount: &'static str,
    card_saving: &'static str,
    card: &'static str,
    approve: &'static str,
    refuse: &'static str,
    gone: &'static str,
    bad_return: &'static str,
}

fn texts(lang: Lang) -> Texts {
    match lang {
        Lang::Tr => Texts {
            title: "3-D Secure doğrulama (deneme ortamı)",
            lead: "Bu sayfa bankanızın doğrulama sayfasının yerine geçen deneme sayfasıdır.",
            merchant: "Üye işyeri",
            amount: "Tutar",
            card_saving: "Kart kaydı",
            card: "Kart",
            approve: "Onayla",
            refuse: "Reddet",
            gone: "Bu doğrulama bulunamadı ya da süresi doldu.",
            bad_return: "Dönüş adresi geçersiz: http ya da https bir adres gerekli.",
        },
        Lang::En => Texts {
            title: "3-D Secure verification (sandbox)",
            lead: "This page stands in for your bank's verification page.",
            merchant: "Merchant",
            amount: "Amount",
            card_saving: "Saving a card",
            card: "Card",
            approve: "Approve",
            refuse: "Refuse",
            gone: "This verification was not found or has expired.",
            bad_return: "The return address is invalid: an http or https address is needed.",
        },
    }
}

/// A sandbox page; `css` is the stylesheet's address relative to the page's.
pub(super) fn document(lang: Lang, title: &str, body: &str, css: &str) -> String {
    let code = match lang {
        Lang::Tr => "tr",
        Lang::En => "en",
    };
    format!(
        "<!doctype html>\n<html lang=\"{code}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <meta name=\"robots\" content=\"noindex\">\
         <title>{}</title><link rel=\"stylesheet\" href=\"{css}\"></head>\
         <body><main>{body}</main></body></html>\n",
        escape(title)
    )
}

fn message_page(status: StatusCode, lang: Lang, text: &str) -> Response {
    let body = format!(
        "<h1>{}</h1><p>{}</p>",
        escape(texts(lang).title),
        escape(text)
    );
    no_store(
        (
            status,
            Html(document(lang, texts(lang).title, &body, "../3d.css")),
        )
            .into_response(),
    )
}

pub(super) fn no_store(mut response: Response) -> Response {
    response.headers_mut().insert(
        header::CACHE_CONTROL,
        header::HeaderValue::from_static("no-store"),
    );
    response
}

fn open_step(sandbox: &Sandbox, id: &str) -> Option<Step> {
    sandbox
        .inner
        .steps
        .get(id)
        .filter(|s| matches!(s.check, Check::ThreeD))
}

pub async fn page(
    State(sandbox): State<Sandbox>,
    Path(id): Path<String>,
    Query(query): Query<PageQuery>,
) -> Response {
    let lang = Lang::of_page(&query.lang);
    let t = texts(lang);
    let Some(back) = return_url(&query.return_url) else {
        return message_page(StatusCode::BAD_REQUEST, lang, t.bad_return);
    };
    let Some(step) = open_step(&sandbox, &id) else {
        return message_page(StatusCode::NOT_FOUND, lang, t.gone);
    };
    let amount = match step.amount {
        Some(kurus) => money(kurus, lang),
        None => t.card_saving.to_string(),
    };
    let lang_code = match lang {
        Lang::Tr => "tr",
        Lang::En => "en",
    };
    let body = format!(
        "<h1>{title}</h1><p class=\"lead\">{lead}</p>\
         <dl><dt>{merchant_label}</dt><dd>{merchant}</dd>\
         <dt>{amount_label}</dt><dd data-testid=\"sandbox-3d-amount\">{amount}</dd>\
         <dt>{card_label}</dt><dd dir=\"ltr\" data-testid=\"sandbox-3d-card\">{card}</dd></dl>\
         <form method=\"post\" action=\"{action}\">\
         <input type=\"hidden\" name=\"returnUrl\" value=\"{back}\">\
         <input type=\"hidden\" name=\"lang\" value=\"{lang_code}\">\
         <button type=\"submit\" name=\"decision\" value=\"approve\" class=\"approve\" \
         data-testid=\"sandbox-3d-approve\">{approve}</button> \
         <button type=\"submit\" name=\"decision\" value=\"refuse\" class=\"refuse\" \
         data-testid=\"sandbox-3d-refuse\">{refuse}</button></form>",
        title = escape(t.title),
        lead = escape(t.lead),
        merchant_label = escape(t.merchant),
        merchant = escape(&step.client_id),
        amount_label = escape(t.amount),
        amount = escape(&amount),
        card_label = escape(t.card),
        card = escape(&step.masked),
        action = escape(&id),
        back = escape(back.as_str()),
        approve = escape(t.approve),
        refuse = escape(t.refuse),
    );
    no_store(Html(document(lang, t.title, &body, "../3d.css")).into_response())
}

pub async fn decide(
    State(sandbox): State<Sandbox>,
    Path(id): Path<String>,
    Form(form): Form<Decision>,
) -> Response {
    let lang = Lang::of_page(&form.lang);
    let t = texts(lang);
    let Some(mut back) = return_url(&form.return_url) else {
        return message_page(StatusCode::BAD_REQUEST, lang, t.bad_return);
    };
    let approve = match form.decision.as_str() {
        "approve" => true,
        "refuse" => false,
        _ => return message_page(StatusCode::BAD_REQUEST, lang, t.gone),
    };
    let Some(step) = sandbox.inner.steps.take_three_d(&id) else {
        return message_page(StatusCode::NOT_FOUND, lang, t.gone);
    };
    let purchase_ref = match &step.action {
        Action::Purchase { ref_no, .. } => Some(ref_no.clone()),
        _ => None,
    };
    let outcome = if approve {
        sandbox.complete(step.clone())
    } else {
        Err(Code::ThreeDRefused)
    };
    let (result, ref_no, code, desc) = match outcome {
        Ok(answer) => (
            "approved",
            answer.ref_no.clone(),
            answer.code,
            answer.desc(),
        ),
        Err(code) => {
            if let Err(e) = sandbox.fail(&step, code) {
                tracing::error!(code = e.code(), "wallet sandbox could not record a refusal");
            }
            let ref_no = purchase_ref.clone().unwrap_or_else(|| step.id.clone());
            ("refused", ref_no, code, code.text(step.lang).to_string())
        }
    };
    let order_no = purchase_ref
        .and_then(|r| sandbox.inner.store.purchase(&r).ok().flatten())
        .map(|p| p.order_no);
    {
        let mut pairs = back.query_pairs_mut();
        pairs
            .append_pair("wallet3d", result)
            .append_pair("refNo", &ref_no)
            .append_pair("responseCode", code.code())
            .append_pair("responseDesc", &desc);
        if let Some(order_no) = &order_no {
            pairs.append_pair("orderNo", order_no);
        }
    }
    no_store(
        (
            StatusCode::SEE_OTHER,
            [(header::LOCATION, back.to_string())],
        )
            .into_response(),
    )
}

pub async fn stylesheet() -> Response {
    const CSS: &str =
        "body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1f2933;margin:0}\
main{max-width:26rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;\
box-shadow:0 1px 4px rgba(0,0,0,.12)}h1{font-size:1.2rem;margin-top:0}.lead{color:#52606d}\
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{font-weight:600}dd{margin:0}\
form{display:flex;gap:.75rem;margin-top:1.5rem}button{flex:1;padding:.7rem;border:0;\
border-radius:.35rem;font-size:1rem;cursor:pointer}.approve{background:#1f7a4d;color:#fff}\
.refuse{background:#e4e7eb;color:#1f2933}";
    (
        [
            (header::CONTENT_TYPE, "text/css; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        CSS,
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_read_as_money() {
        assert_eq!(money(123_450, Lang::Tr), "1.234,50 TL");
        assert_eq!(money(5, Lang::En), "TRY 0.05");
        assert_eq!(money(100_000_000, Lang::En), "TRY 1,000,000.00");
    }

    #[test]
    fn only_web_addresses_are_returned_to() {
        assert!(return_url("https://shop.example/hesabim?x=1").is_some());
        assert!(return_url("javascript:alert(1)").is_none());
        assert!(return_url("/relative").is_none());
        assert_eq!(escape("<a href=\"x\">"), "&lt;a href=&quot;x&quot;&gt;");
    }
}
