//! The e-Archive invoice data of paid orders, as the back office fetches it: a person's order by
//! TCKN, a company's by VKN and tax office with a piece cancelled before shipping, none for an
//! order not paid. The documents are written where `INVOICES_OUT` says, for `make test` to
//! check them against GİB's UBL-TR schemas and rules.

use serde_json::json;
use vitrin::order::cancel::{cancel, By, Pick};

use super::*;

const DAY: i64 = 86_400;

/// An order of `quantity` pieces placed 20 days ago with the invoice address `invoice`, paid
/// by `method` and shipped 18 days ago, one piece cancelled before when there were more: its
/// number.
async fn shipped_order(
    app: &TestApp,
    owner: Owner,
    session: &str,
    quantity: i64,
    invoice: Value,
    method: PaymentMethod,
) -> String {
    let now = vitrin::clock::now_secs();
    let (product_id, variant_id) = variant_with_stock(&app.db, 9).await;
    cart(&app.db, session, product_id, variant_id, quantity).await;
    let delivery = json!({"name": "Ayşe", "surname": "Yılmaz", "address": "Gül Sokak No: 7/3",
        "town_title": "Nilüfer", "city_title": "Bursa", "postcode": "16110", "country": "TR"});
    let cash = method == PaymentMethod::CashOnDelivery;
    let placed = place_past(
        &app.db,
        &PastOrder {
            owner,
            session,
            email: "fatura@example.com",
            method,
            fee: if cash { 1_990 } else { 0 },
            delivery: &delivery.to_string(),
            invoice: &invoice.to_string(),
            at: now - 20 * DAY,
        },
    )
    .await;
    if quantity > 1 {
        // One piece cancelled before the parcel left.
        let line_id: i64 = app
            .scalar(
                "SELECT id FROM order_lines WHERE order_id = $1",
                &[&placed.id],
            )
            .await;
        let mut tx = app.db.begin().await.expect("tx");
        let one = Pick::Lines(vec![(line_id, 1)]);
        cancel(&mut tx, &placed.order_no, &one, By::Shopper, now - 19 * DAY)
            .await
            .expect("cancel");
        tx.commit().await.expect("commit");
    }
    let mut steps = vec![(OrderStatus::Shipped, now - 18 * DAY)];
    if method != PaymentMethod::CashOnDelivery {
        steps.insert(0, (OrderStatus::Paid, now - 19 * DAY));
    }
    move_through(&app.db, &placed.order_no, &steps).await;
    placed.order_no
}

pub(super) async fn invoice(app: &TestApp, order_no: &str, key: &str) -> (u16, String, String) {
    let r = app
        .client
        .get(app.url(&format!("/api/v1/erp/orders/{order_no}/invoice.xml")))
        .header("X-Api-Key", key)
        .send()
        .await
        .expect("invoice");
    let code = r.status().as_u16();
    let number = r
        .headers()
        .get("x-invoice-no")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string();
    (code, number, r.text().await.unwrap_or_default())
}

/// Returns one piece of the line for a defect, approved by the back office: the return's number.
async fn return_one_piece(app: &TestApp, order_no: &str, line_id: i64, at: i64) -> String {
    use vitrin::order::{
        refunds::Account,
        return_steps::{decide, open, NewReturn, Piece, Step},
        returns::ReturnReason,
    };
    let pieces = [Piece {
        line_id,
        quantity: 1,
        exchange: None,
    }];
    let mut tx = app.db.begin().await.expect("tx");
    let opened = open(
        &mut tx,
        order_no,
        &NewReturn {
            pieces: &pieces,
            reason: ReturnReason::Defective,
            reason_text: "",
            carrier: "Yurtiçi Kargo",
            agreement: "302951",
            account: Some(Account {
                iban: "TR330006100519786457841326",
                holder: "Ayşe Yılmaz",
            }),
            photos: &[],
        },
        at,
    )
    .await
    .expect("return");
    decide(
        &mut tx,
        order_no,
        &opened.return_no,
        &Step::Approved(None),
        at + 3_600,
    )
    .await
    .expect("approved");
    tx.commit().await.expect("commit");
    opened.return_no
}

/// Keeps a document for the UBL-TR check of `make test`.
/// The invoice asks for exactly `kurus`.
fn assert_pays(xml: &str, kurus: i64) {
    let payable = format!(
        "<cbc:PayableAmount currencyID=\"TRY\">{}.{:02}</cbc:PayableAmount>",
        kurus / 100,
        kurus % 100
    );
    assert!(xml.contains(&payable), "{payable} in {xml}");
}

/// The back office marks the order paid; its e-Archive invoice (checked against GİB's rules by
/// `make test` under the name `{order_no}-{name}.xml`) pays exactly `grand_total`.
pub(super) async fn paid_invoice(app: &TestApp, order_no: &str, grand_total: i64, name: &str) {
    erp_status(app, order_no, json!({"status": "paid"})).await;
    let (code, _, xml) = invoice(app, order_no, super::ERP_KEY).await;
    assert_eq!(code, 200, "{xml}");
    assert_pays(&xml, grand_total);
    keep(&format!("{order_no}-{name}.xml"), &xml);
}

pub(super) fn keep(name: &str, xml: &str) {
    if let Ok(dir) = std::env::var("INVOICES_OUT") {
        std::fs::create_dir_all(&dir).expect("invoice folder");
        std::fs::write(std::path::Path::new(&dir).join(name), xml).expect("invoice file");
    }
}

async fn a_paid_orders_invoice_data_names_its_buyer_lines_and_vat(app: TestApp) {
    let app = back_office(&app).await;

    // A person with a TCKN, paid by transfer: two pieces of a line (a third cancelled) and the
    // shipping.
    let person = json!({"invoice_type": "individual", "name": "Ayşe", "surname": "Yılmaz",
        "tckn": "10000000146", "address": "Gül Sokak No: 7/3", "town_title": "Nilüfer",
        "city_title": "Bursa", "postcode": "16110"});
    let (buyer, customer_id) = member(&app, "fatura.alici@example.com").await;
    let order_no = shipped_order(
        &app,
        Owner::Member(customer_id),
        "invoice-person",
        3,
        person,
        PaymentMethod::BankTransfer,
    )
    .await;
    let (code, number, xml) = invoice(&app, &order_no, ERP_KEY).await;
    assert_eq!(code, 200, "{xml}");
    assert!(
        number.starts_with("VTR20") && number.ends_with(&order_no[1..]),
        "{number}"
    );
    assert!(xml.contains(&format!("<cbc:ID>{number}</cbc:ID>")), "{xml}");
    for part in [
        "<cbc:ProfileID>EARSIVFATURA</cbc:ProfileID>",
        "<cbc:InvoiceTypeCode>SATIS</cbc:InvoiceTypeCode>",
        "<cbc:ID schemeID=\"TCKN\">10000000146</cbc:ID>",
        "<cbc:FirstName>Ayşe</cbc:FirstName>",
        "<cbc:PaymentMeansCode>42</cbc:PaymentMeansCode>",
        "<cbc:Name>Kargo Hizmet Bedeli</cbc:Name>",
    ] {
        assert!(xml.contains(part), "{part}: {xml}");
    }
    let paid: i64 = app
        .scalar(
            "SELECT grand_total FROM orders WHERE order_no = $1",
            &[&order_no],
        )
        .await;
    assert_pays(&xml, paid);
    keep(&format!("{order_no}-person.xml"), &xml);

    // One of its pieces comes back and the return is approved: its return invoice refers to the
    // sale's invoice.
    let now = vitrin::clock::now_secs();
    move_through(
        &app.db,
        &order_no,
        &[(OrderStatus::Delivered, now - 17 * DAY)],
    )
    .await;
    let line_id: i64 = app
        .scalar(
            "SELECT l.id FROM order_lines l JOIN orders o ON o.id = l.order_id \
             WHERE o.order_no = $1",
            &[&order_no],
        )
        .await;
    let return_no = return_one_piece(&app, &order_no, line_id, now - 16 * DAY).await;
    let path = format!("/api/v1/erp/orders/{order_no}/returns/{return_no}/invoice.xml");
    let r = app
        .client
        .get(app.url(&path))
        .header("X-Api-Key", ERP_KEY)
        .send()
        .await
        .expect("return invoice");
    assert_eq!(r.status().as_u16(), 200);
    let xml = r.text().await.expect("xml");
    for part in [
        "<cbc:InvoiceTypeCode>IADE</cbc:InvoiceTypeCode>",
        &format!("<cbc:ID>{number}</cbc:ID>"),
        "<cbc:DocumentTypeCode>IADE</cbc:DocumentTypeCode>",
        "<cbc:InvoicedQuantity unitCode=\"C62\">1</cbc:InvoicedQuantity>",
    ] {
        assert!(xml.contains(part), "{part}: {xml}");
    }
    keep(&format!("{order_no}-return.xml"), &xml);

    // The integrator issued the sale's invoice: a number not in GİB's form is refused, the same
    // number again changes nothing, another is refused; the buyer's page prints its summary.
    let issue = |body: Value| {
        app.client
            .post(app.url(&format!("/api/v1/erp/orders/{order_no}/invoice")))
            .header("X-Api-Key", ERP_KEY)
            .json(&body)
            .send()
    };
    let status = |r: reqwest::Response| r.status().as_u16();
    assert_eq!(
        status(issue(json!({"invoice_no": "VTR26"})).await.expect("issue")),
        422
    );
    let issued_no = format!("GIB{}", &number[3..]);
    let r = issue(json!({"invoice_no": issued_no}))
        .await
        .expect("issue");
    assert_eq!(r.status().as_u16(), 200);
    let order: Value = r.json().await.expect("order");
    assert_eq!(order["invoices"][0]["invoice_no"], issued_no.as_str());
    assert_eq!(
        status(
            issue(json!({"invoice_no": issued_no}))
                .await
                .expect("again")
        ),
        200
    );
    // Another number: its last digit differs.
    let last = if issued_no.ends_with('9') { "8" } else { "9" };
    let other = format!("GIB{}{last}", &number[3..15]);
    assert_eq!(
        status(issue(json!({"invoice_no": other})).await.expect("other")),
        409
    );
    let r = buyer
        .client
        .get(app.url(&format!("/srv/service/order/invoice/{order_no}")))
        .send()
        .await
        .expect("summary");
    assert_eq!(r.status().as_u16(), 200);
    let page = r.text().await.expect("html");
    for part in [
        issued_no.as_str(),
        "e-Arşiv Fatura",
        "TCKN: *******0146",
        "Ödenecek tutar",
    ] {
        assert!(page.contains(part), "{part}: {page}");
    }
    let stranger = Shopper::new(&app).await;
    let r = stranger
        .client
        .get(app.url(&format!("/srv/service/order/invoice/{order_no}")))
        .send()
        .await
        .expect("summary");
    assert_eq!(r.status().as_u16(), 404);

    // A company, cash on delivery, one of two pieces cancelled before shipping.
    let company = json!({"invoice_type": "corporate", "name": "Mehmet", "surname": "Kaya",
        "company_name": "Kaya Tekstil Ltd. Şti.", "vkn": "4710000350", "tax_office": "Çankaya",
        "address": "Atatürk Bulvarı No: 100", "town_title": "Çankaya", "city_title": "Ankara"});
    let order_no = shipped_order(
        &app,
        Owner::Guest("invoice-company".into()),
        "invoice-company",
        2,
        company,
        PaymentMethod::CashOnDelivery,
    )
    .await;
    let (code, _, xml) = invoice(&app, &order_no, ERP_KEY).await;
    assert_eq!(code, 200, "{xml}");
    for part in [
        "<cbc:ID schemeID=\"VKN\">4710000350</cbc:ID>",
        "<cbc:Name>Kaya Tekstil Ltd. Şti.</cbc:Name>",
        "<cbc:Name>Çankaya</cbc:Name>",
        "<cbc:InvoicedQuantity unitCode=\"C62\">1</cbc:InvoicedQuantity>",
        "<cbc:Name>Kapıda Ödeme Hizmet Bedeli</cbc:Name>",
        "<cbc:PaymentMeansCode>10</cbc:PaymentMeansCode>",
    ] {
        assert!(xml.contains(part), "{part}: {xml}");
    }
    keep(&format!("{order_no}-company.xml"), &xml);

    // No invoice before the money is taken; no such order; no key.
    let (product_id, variant_id) = variant_with_stock(&app.db, 9).await;
    cart(&app.db, "invoice-unpaid-2", product_id, variant_id, 1).await;
    let unpaid = buy(&app.db, "invoice-unpaid-2", "invoice-unpaid-key")
        .await
        .expect("order");
    assert_eq!(invoice(&app, &unpaid.order_no, ERP_KEY).await.0, 409);
    assert_eq!(invoice(&app, "1234567890", ERP_KEY).await.0, 404);
    assert_eq!(invoice(&app, &order_no, "wrong").await.0, 401);
}
on_both_backends!(
    invoices,
    a_paid_orders_invoice_data_names_its_buyer_lines_and_vat
);
