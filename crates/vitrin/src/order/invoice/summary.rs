//! The printable summary of an issued invoice, for the shopper: the integrator's number and
//! date, the seller and the buyer, the lines with their VAT, the totals. The invoice itself is
//! the integrator's document; this page repeats what it says, in Turkish as the invoice is.

use super::{
    billed, corporate, field, issued::IssuedInvoice, lines_of, return_lines, ubl::money,
    ubl::turkish_time, vat_by_rate, InvoiceParty, Line,
};
use crate::{order::store::OrderView, storefront::escape_attr as esc};

/// The summary of `issued`, an invoice of `order` (its sale's, or its return's), its styles
/// under `nonce`; None when the return it names has no invoice lines.
pub fn html(
    order: &OrderView,
    party: &InvoiceParty<'_>,
    issued: &IssuedInvoice,
    nonce: &str,
) -> Option<String> {
    let (title, lines, paid) = if issued.return_no.is_empty() {
        let lines = lines_of(order, party.fee_vat_percent);
        ("e-Arşiv Fatura", lines, order.totals.grand_total)
    } else {
        let ret = order
            .returns
            .iter()
            .find(|r| r.return_no == issued.return_no)?;
        let (lines, paid) = return_lines(order, ret, party.fee_vat_percent)?;
        ("e-Arşiv İade Faturası", lines, paid)
    };
    let s = party.seller;
    let (date, time, _) = turkish_time(issued.issued_at);
    let mut body = format!(
        "<h1>{title}</h1><p class=\"no\">Fatura no: <b>{}</b> · Tarih: {date} {time} · Sipariş no: \
         {}</p><div class=\"parties\"><section><h2>Satıcı</h2><p><b>{}</b><br>{}<br>Vergi dairesi: \
         {} · VKN: {}<br>MERSİS: {}</p></section><section><h2>Alıcı</h2><p>{}</p></section></div>",
        esc(&issued.invoice_no),
        esc(&order.display_no),
        esc(&s.title),
        esc(&s.address),
        esc(&s.tax_office),
        esc(&s.tax_number),
        esc(&s.mersis_no),
        buyer(order),
    );
    body.push_str(
        "<table><thead><tr><th>Ürün</th><th>Adet</th><th>Birim fiyat</th><th>KDV</th>\
         <th>Tutar (KDV hariç)</th></tr></thead><tbody>",
    );
    for line in &lines {
        body.push_str(&row(line));
    }
    body.push_str("</tbody></table><table class=\"totals\">");
    let before_vat: i64 = lines.iter().map(|l| l.amount).sum();
    body.push_str(&total("Mal ve hizmet toplamı (KDV hariç)", before_vat));
    for (rate, (base, vat)) in vat_by_rate(&lines) {
        body.push_str(&total(
            &format!("KDV %{rate} (matrah {} TL)", money(base)),
            vat,
        ));
    }
    body.push_str(&total("Ödenecek tutar", paid));
    body.push_str(
        "</table><p class=\"note\">Bu sayfa faturanızın özetidir; e-Arşiv faturanızın aslı \
         e-posta adresinize gönderilir.</p>",
    );
    Some(format!(
        "<!doctype html><html lang=\"tr\"><head><meta charset=\"utf-8\"><title>{title} {}</title>\
         <style nonce=\"{nonce}\">body{{font-family:sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;\
         color:#222}}h1{{font-size:1.5rem}}h2{{font-size:1rem;margin:0 0 .3rem}}.parties{{display:\
         flex;gap:2rem;flex-wrap:wrap}}.parties section{{flex:1 1 16rem}}table{{width:100%;\
         border-collapse:collapse;margin-top:1rem}}th,td{{border-bottom:1px solid #ccc;padding:\
         .4rem;text-align:start}}td.n{{text-align:end;white-space:nowrap}}.totals td{{border:0}}\
         .note{{color:#555;font-size:.9rem;margin-top:1.5rem}}@media print{{body{{margin:0}}}}\
         </style></head><body>{body}</body></html>",
        esc(&issued.invoice_no)
    ))
}

/// The buyer as the invoice names them: a company by its name, tax office and VKN, a person by
/// their name and the last digits of their TCKN.
fn buyer(order: &OrderView) -> String {
    let a = billed(order);
    let shown = |k: &str| esc(field(a, k));
    let place = format!(
        "{}<br>{} / {}",
        shown("address"),
        shown("town_title"),
        shown("city_title")
    );
    if corporate(a) {
        format!(
            "<b>{}</b><br>{place}<br>Vergi dairesi: {} · VKN: {}",
            shown("company_name"),
            shown("tax_office"),
            shown("vkn")
        )
    } else {
        let tckn = shown("tckn");
        let identity = if tckn.len() == 11 {
            format!("<br>TCKN: *******{}", &tckn[7..])
        } else {
            String::new()
        };
        format!(
            "<b>{} {}</b><br>{place}{identity}",
            shown("name"),
            shown("surname")
        )
    }
}

fn row(line: &Line) -> String {
    format!(
        "<tr><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{} TL</td><td class=\"n\">%{}</td>\
         <td class=\"n\">{} TL</td></tr>",
        esc(&line.name),
        line.quantity,
        money(line.price),
        line.vat_percent,
        money(line.amount)
    )
}

fn total(label: &str, kurus: i64) -> String {
    format!(
        "<tr><td>{}</td><td class=\"n\">{} TL</td></tr>",
        esc(label),
        money(kurus)
    )
}
