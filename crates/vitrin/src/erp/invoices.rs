//! The e-Archive invoice data of an order and of its returns, for the shop's integrator
//! (`order::invoice`).

use axum::{
    body::Bytes,
    extract::{Path, State},
    http::{header, StatusCode},
    response::{IntoResponse, Response},
};
use serde::Deserialize;
use utoipa::ToSchema;

use super::{body_of, error, not_found, order_answer, order_named, unprocessable};
use crate::{
    clock::now_secs,
    error::{AppResult, ErrorDetail, Refusal},
    order::{
        invoice::{
            self,
            issued::{self, Marked},
            InvoiceParty,
        },
        store::OrderView,
    },
    state::AppState,
};

/// The order's e-Archive invoice data: UBL-TR 1.2 XML of the profile EARSIVFATURA, unsigned,
/// for the integrator to sign, number and send.
#[utoipa::path(get, path = "/api/v1/erp/orders/{order_no}/invoice.xml", tag = "erp",
    params(("order_no" = String, Path, description = "the ten digits")),
    responses((status = 200, content_type = "application/xml", description = "the invoice (its number `invoice_no` is the X-Invoice-No header)"),
              (status = 404, body = ErrorDetail),
              (status = 409, body = ErrorDetail, description = "the order's money has not been taken (or it was cancelled): no invoice")))]
pub async fn invoice_xml(
    State(state): State<AppState>,
    Path(order_no): Path<String>,
) -> AppResult<Response> {
    let Some(order) = order_named(&state, &order_no).await? else {
        return Err(not_found("no order with this number"));
    };
    let party = InvoiceParty::of(&state.config);
    match invoice::of(&order, &party, now_secs()) {
        Some(data) => Ok(xml_reply(data.invoice_no, data.xml)),
        None => Err(not_invoiceable()),
    }
}

/// The return invoice (iade faturası) of an approved return with money back: UBL-TR 1.2 XML of
/// the profile EARSIVFATURA and the type IADE, referring to the sale's invoice.
#[utoipa::path(get, path = "/api/v1/erp/orders/{order_no}/returns/{return_no}/invoice.xml", tag = "erp",
    params(("order_no" = String, Path, description = "the ten digits"),
           ("return_no" = String, Path, description = "the return's number (`{order_no}-R{n}`)")),
    responses((status = 200, content_type = "application/xml", description = "the return invoice (its number is the X-Invoice-No header)"),
              (status = 404, body = ErrorDetail, description = "no such return of this order"),
              (status = 409, body = ErrorDetail, description = "the return is not approved, or it only exchanged sizes")))]
pub async fn return_invoice_xml(
    State(state): State<AppState>,
    Path((order_no, return_no)): Path<(String, String)>,
) -> AppResult<Response> {
    let order = order_named(&state, &order_no).await?;
    let ret = order
        .as_ref()
        .and_then(|o| o.returns.iter().find(|r| r.return_no == return_no));
    let (Some(order), Some(ret)) = (&order, ret) else {
        return Err(not_found("no such return of this order"));
    };
    let party = InvoiceParty::of(&state.config);
    match invoice::return_xml(order, ret, &party, ret.updated_at) {
        Some((invoice_no, xml)) => Ok(xml_reply(invoice_no, xml)),
        None => Err(error(
            StatusCode::CONFLICT,
            "not_invoiceable",
            "the return is not approved, or it only exchanged sizes",
        )),
    }
}

/// An invoice document with its number in `X-Invoice-No`.
fn xml_reply(invoice_no: String, xml: String) -> Response {
    (
        [
            (
                header::CONTENT_TYPE,
                "application/xml; charset=utf-8".to_string(),
            ),
            (header::HeaderName::from_static("x-invoice-no"), invoice_no),
        ],
        xml,
    )
        .into_response()
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct IssuedRequest {
    /// The number the integrator gave the invoice (`ABC2026000000001`).
    #[schema(pattern = "^[A-Z0-9]{3}20[0-9]{11}$")]
    pub invoice_no: String,
    /// Unix seconds it was issued; now when left out.
    #[serde(default)]
    pub issued_at: Option<i64>,
    /// A return invoice's return (`{order_no}-R{n}`); empty or left out: the sale's invoice.
    #[serde(default)]
    pub return_no: String,
}

/// The integrator issued the invoice of an order (or of one of its approved returns) with its
/// number: the shopper's order page shows it with a printable summary.
#[utoipa::path(post, path = "/api/v1/erp/orders/{order_no}/invoice", tag = "erp",
    params(("order_no" = String, Path, description = "the ten digits")),
    request_body = IssuedRequest,
    responses((status = 200, body = OrderView, description = "the order with its issued invoices (the same number again changes nothing)"),
              (status = 404, body = ErrorDetail, description = "no such order, or no such approved return of it"),
              (status = 409, body = ErrorDetail, description = "the order has no invoice yet, or the invoice was issued with another number, or the number is another invoice's"),
              (status = 422, body = ErrorDetail, description = "a number not in GİB's form, or a time in the future")))]
pub async fn invoice_issued(
    State(state): State<AppState>,
    Path(order_no): Path<String>,
    body: Bytes,
) -> AppResult<Response> {
    let req: IssuedRequest = body_of(&body, "a JSON body with invoice_no is needed")?;
    let now = now_secs();
    let issued_at = req.issued_at.unwrap_or(now);
    if !issued::valid_number(&req.invoice_no) || issued_at > now + 300 || issued_at < 0 {
        return Err(unprocessable(
            "invoice_no is three capitals or digits, the year and nine digits; issued_at not in the future",
        ));
    }
    const NONE: &str = "no such order or approved return";
    let Some(order) = order_named(&state, &order_no).await? else {
        return Err(not_found(NONE));
    };
    if !invoice::invoiceable(&order) {
        return Err(not_invoiceable());
    }
    let return_no = req.return_no.trim();
    let marked = issued::mark(
        &state.db,
        &order.order_no,
        return_no,
        &req.invoice_no,
        issued_at,
        now,
    )
    .await?;
    match marked {
        Marked::Marked | Marked::Again => order_answer(&state, &order.order_no, NONE).await,
        Marked::Conflict => Err(error(
            StatusCode::CONFLICT,
            "conflict",
            "the invoice was issued with another number, or the number is another invoice's",
        )),
        Marked::NotFound => Err(not_found(NONE)),
    }
}

/// 409: the order's money has not been taken (or it was cancelled), so it has no invoice.
fn not_invoiceable() -> Refusal {
    error(
        StatusCode::CONFLICT,
        "not_invoiceable",
        "the order's money has not been taken, or it was cancelled",
    )
}
