//! Returns within the right of withdrawal: the shopper sends pieces of a delivered order back
//! within 14 days of the delivery, for the money or, when the same product has another size in
//! stock, for that size (reserved at once). The return gets a number and the carrier's return
//! code; the back office then marks it received, approved (the refund paid: through the wallet
//! provider for a card, to the shopper's IBAN otherwise) or rejected (an exchanged size back on
//! the shelf). Each step mails the shopper and shows on the order page and in tracking.

use std::collections::HashMap;

use axum::{
    body::Bytes,
    extract::{Multipart, Path, State},
    http::StatusCode,
    response::Response,
};
use serde::Serialize;
use utoipa::ToSchema;

use super::{
    account_of, messages::AfterSaleMsg, order_of_caller, pairs, photos, photos::PhotoError, refund,
};
use crate::{
    catalog::stock::{self, OtherSize},
    clock::now_secs,
    error::{AppResult, CustomerRefusal, Refusal},
    http::{member::Caller, private_json, Done},
    locale::Lang,
    order::{
        messages::OrderMsg,
        model::PaymentMethod,
        refunds::Account,
        return_mail,
        return_steps::{self, Decided, NewReturn, Piece, ReturnError, Step},
        returns::{ReturnClosed, ReturnReason, ReturnView, ReturnWindow},
        routes::{form_fields, not_found},
        store::{self, OrderView},
    },
    state::AppState,
};

/// The return form (multipart, for its photos).
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct ReturnForm {
    /// The pieces to send back as `lineId:quantity`, comma-separated (`12:1,13:2`).
    #[schema(max_length = 4000)]
    lines: String,
    reason: ReturnReason,
    /// The shopper's words (needed with `other`; at most 500 characters).
    #[schema(max_length = 500)]
    reason_text: Option<String>,
    /// Exchanges as `lineId:variantId` (another size of the line's product and colour, from the
    /// return options); the other pieces are refunded.
    #[schema(max_length = 4000)]
    exchange: Option<String>,
    /// Up to 3 photos of a defect: JPEG, PNG or WebP, at most 5 MB each.
    #[schema(value_type = Option<Vec<String>>, format = Binary, max_items = 3)]
    photos: Option<Vec<String>>,
    /// Where the money goes when the order was not paid by card: a Turkish IBAN and its holder.
    #[schema(max_length = 100)]
    iban: Option<String>,
    #[schema(max_length = 200)]
    account_holder: Option<String>,
    /// The order's email or phone, when the caller is neither its member nor its session.
    #[schema(max_length = 200)]
    contact: Option<String>,
    #[schema(max_length = 20)]
    security_code: Option<String>,
}

/// The answer of a return request.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReturnReply {
    pub order_no: String,
    #[serde(rename = "return")]
    pub opened: ReturnView,
    #[serde(flatten)]
    pub done: Done,
}

#[utoipa::path(post, path = "/srv/service/order/return/{order_no}", tag = "order",
    request_body(content = ReturnForm, content_type = "multipart/form-data"),
    params(("order_no" = String, Path, description = "the ten digits, spaces allowed"),
           ("X-CSRF-Token" = Option<String>, Header, description = "CART_CSRF_TOKEN of the page settings (needed: a multipart body carries no csrfToken field the check reads)"),
           ("Authorization" = Option<String>, Header, description = "Bearer <token>, or the vitrin_member cookie")),
    responses((status = 200, body = ReturnReply, description = "the return opened: its number, the carrier's return code, its lines"),
              (status = 400, body = CustomerRefusal, description = "a body that is no multipart form"),
              (status = 403, body = CustomerRefusal, description = "tracked with a contact: the security code is needed, or was wrong"),
              (status = 404, body = CustomerRefusal, description = "no such order of the caller's"),
              (status = 409, body = CustomerRefusal, description = "not delivered, the 14 days have passed, or everything is returned already; or the size asked in exchange is gone"),
              (status = 413, body = CustomerRefusal, description = "a photo over 5 MB"),
              (status = 422, body = CustomerRefusal, description = "lines not delivered or already returned, no reason, more than 3 photos or one that is not an image, an exchange that is not another size of the line, or a bad IBAN")))]
pub async fn request_return(
    State(state): State<AppState>,
    lang: Lang,
    caller: Caller,
    Path(order_no): Path<String>,
    request: axum::extract::Request,
) -> AppResult<Response> {
    use axum::extract::FromRequest;
    let body = Multipart::from_request(request, &state)
        .await
        .map_err(|_| {
            Refusal::field(StatusCode::BAD_REQUEST, "", AfterSaleMsg::BadForm).private()
        })?;
    let (form, sent_photos) = read_form(body).await?;
    let field = |k: &str| form.get(k).map_or("", String::as_str);
    let (order_no, order) = order_of_caller(&state, &caller, &order_no, &form).await?;
    if let Some(closed) = order.return_window.closed {
        return Err(closed_refusal(closed));
    }
    let reason = ReturnReason::parse(field("reason"))
        .ok_or_else(|| Refusal::unprocessable("reason", AfterSaleMsg::ReasonRequired).private())?;
    let reason_text = field("reason_text");
    let words = reason_text.chars().count();
    if words > 500 || (reason == ReturnReason::Other && words < 3) {
        return Err(
            Refusal::unprocessable("reason_text", AfterSaleMsg::ReasonTextRequired).private(),
        );
    }
    let pieces = pieces_of(&state, &order, field("lines"), field("exchange"), lang).await?;
    let refunds_money = pieces.iter().any(|p| p.exchange.is_none());
    let account = if refunds_money && order.payment_method != PaymentMethod::Card {
        Some(account_of(field("iban"), field("account_holder"))?)
    } else {
        None
    };
    let folder = photos::folder(&state.config.data_dir);
    let stored = store_photos(folder.clone(), sent_photos).await?;
    let carrier = state.config.checkout.return_carrier(&order.carrier);
    let new = NewReturn {
        pieces: &pieces,
        reason,
        reason_text,
        carrier: &carrier.name,
        agreement: &carrier.return_agreement,
        account: account
            .as_ref()
            .map(|(iban, holder)| Account { iban, holder }),
        photos: &stored,
    };
    let opened = open(&state, &order, &new).await;
    if opened.is_err() {
        photos::remove(&folder, &stored);
    }
    let return_no = opened?;
    let after = store::find_with_lines(&state.db, &order_no)
        .await?
        .ok_or_else(not_found)?;
    let opened = returned(&after, &return_no)?;
    return_mail::send(&state.config, &after, &opened);
    Ok(private_json(
        StatusCode::OK,
        ReturnReply {
            order_no,
            opened,
            done: Done::saying(AfterSaleMsg::ReturnRequested.text(lang)),
        },
    ))
}

/// Opens the return and takes the exchanged sizes' stock, in one transaction.
async fn open(state: &AppState, order: &OrderView, new: &NewReturn<'_>) -> AppResult<String> {
    let now = now_secs();
    let mut tx = state.db.begin().await?;
    let opened = return_steps::open(&mut tx, &order.order_no, new, now)
        .await
        .map_err(refusal)?;
    for piece in new.pieces {
        let Some((variant_id, _)) = piece.exchange else {
            continue;
        };
        let product_id = order
            .lines
            .iter()
            .find(|l| l.id == piece.line_id)
            .map_or(0, |l| l.product_id);
        if stock::take(&mut tx, product_id, variant_id, piece.quantity, now)
            .await?
            .is_err()
        {
            return Err(exchange_gone());
        }
    }
    tx.commit().await?;
    Ok(opened.return_no)
}

fn returned(order: &OrderView, return_no: &str) -> AppResult<ReturnView> {
    order
        .returns
        .iter()
        .find(|r| r.return_no == return_no)
        .cloned()
        .ok_or_else(not_found)
}

/// The pieces asked, each a line of the order with no more than is left to return; an exchange
/// names another size of its line's product and colour with stock enough.
async fn pieces_of(
    state: &AppState,
    order: &OrderView,
    lines: &str,
    exchange: &str,
    lang: Lang,
) -> AppResult<Vec<Piece>> {
    let bad = || Refusal::unprocessable("lines", AfterSaleMsg::ReturnBadLines).private();
    let asked = pairs(lines).ok_or_else(bad)?;
    let exchanges: HashMap<i64, i64> = if exchange.trim().is_empty() {
        HashMap::new()
    } else {
        pairs(exchange)
            .ok_or_else(exchange_bad)?
            .into_iter()
            .collect()
    };
    let mut pieces: Vec<Piece> = Vec::new();
    for (line_id, quantity) in asked {
        let line = order
            .lines
            .iter()
            .find(|l| l.id == line_id)
            .ok_or_else(bad)?;
        let so_far: i64 = pieces
            .iter()
            .filter(|p| p.line_id == line_id)
            .map(|p| p.quantity)
            .sum();
        let left = line.quantity - line.cancelled_quantity - line.returned_quantity;
        if quantity < 1 || so_far + quantity > left {
            return Err(bad());
        }
        let exchange = match exchanges.get(&line_id) {
            Some(variant_id) => {
                let sizes = stock::other_sizes(&state.db, line.variant_id, lang).await?;
                let size = sizes
                    .into_iter()
                    .find(|s| s.variant_id == *variant_id)
                    .ok_or_else(exchange_gone)?;
                if size.stock < so_far + quantity {
                    return Err(exchange_gone());
                }
                Some((size.variant_id, size.size))
            }
            None => None,
        };
        pieces.push(Piece {
            line_id,
            quantity,
            exchange,
        });
    }
    if exchanges
        .keys()
        .any(|id| !pieces.iter().any(|p| p.line_id == *id))
    {
        return Err(exchange_bad());
    }
    Ok(pieces)
}

fn exchange_bad() -> Refusal {
    Refusal::unprocessable("exchange", AfterSaleMsg::ExchangeUnavailable).private()
}

fn exchange_gone() -> Refusal {
    Refusal::field(
        StatusCode::CONFLICT,
        "exchange",
        AfterSaleMsg::ExchangeUnavailable,
    )
    .private()
}

/// The form's text fields.
const TEXT_FIELDS: [&str; 8] = [
    "lines",
    "reason",
    "reason_text",
    "exchange",
    "iban",
    "account_holder",
    "contact",
    "security_code",
];

/// The form's text fields and the photos' bytes; a photo over the limit or one too many is
/// refused as it arrives.
async fn read_form(mut body: Multipart) -> AppResult<(HashMap<String, String>, Vec<Bytes>)> {
    let too_large =
        || Refusal::field(StatusCode::PAYLOAD_TOO_LARGE, "", OrderMsg::TooLarge).private();
    let photo = |msg| Refusal::field(StatusCode::PAYLOAD_TOO_LARGE, "photos", msg).private();
    let mut fields = HashMap::new();
    let mut sent = Vec::new();
    // A body over the limit is too large; one that is no multipart form cannot be read.
    let unread = |e: axum::extract::multipart::MultipartError| {
        if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
            too_large()
        } else {
            Refusal::field(StatusCode::BAD_REQUEST, "", AfterSaleMsg::BadForm).private()
        }
    };
    while let Some(mut field) = body.next_field().await.map_err(unread)? {
        let name = field
            .name()
            .unwrap_or_default()
            .trim_end_matches("[]")
            .to_string();
        if name != "photos" && !TEXT_FIELDS.contains(&name.as_str()) {
            // Not a field of the form: read past it.
            while field.chunk().await.map_err(unread)?.is_some() {}
            continue;
        }
        let mut bytes = Vec::new();
        let limit = if name == "photos" {
            photos::MAX_PHOTO_BYTES
        } else {
            16 * 1024
        };
        while let Some(chunk) = field.chunk().await.map_err(unread)? {
            if bytes.len() + chunk.len() > limit {
                return Err(if name == "photos" {
                    photo(AfterSaleMsg::PhotoTooLarge)
                } else {
                    too_large()
                });
            }
            bytes.extend_from_slice(&chunk);
        }
        if name == "photos" {
            if bytes.is_empty() {
                continue;
            }
            if sent.len() == photos::MAX_PHOTOS {
                return Err(Refusal::unprocessable("photos", AfterSaleMsg::PhotoTooMany).private());
            }
            sent.push(Bytes::from(bytes));
        } else {
            fields.insert(name, String::from_utf8_lossy(&bytes).trim().to_string());
        }
    }
    Ok((fields, sent))
}

/// Decodes and stores the photos off the async threads; the names kept.
async fn store_photos(folder: std::path::PathBuf, sent: Vec<Bytes>) -> AppResult<Vec<String>> {
    if sent.is_empty() {
        return Ok(Vec::new());
    }
    let done = tokio::task::spawn_blocking(move || {
        let decoded = sent
            .iter()
            .map(|bytes| photos::decode(bytes))
            .collect::<Result<Vec<_>, _>>()?;
        let mut names = Vec::new();
        for image in &decoded {
            match photos::store(&folder, image) {
                Ok(name) => names.push(name),
                Err(e) => {
                    photos::remove(&folder, &names);
                    return Ok(Err(e));
                }
            }
        }
        Ok(Ok(names))
    })
    .await
    .map_err(Refusal::internal)?;
    match done {
        Ok(Ok(names)) => Ok(names),
        Ok(Err(e)) => Err(Refusal::internal(e)),
        Err(PhotoError::NotImage) => {
            Err(Refusal::unprocessable("photos", AfterSaleMsg::PhotoNotImage).private())
        }
        Err(PhotoError::TooLarge) => Err(Refusal::field(
            StatusCode::PAYLOAD_TOO_LARGE,
            "photos",
            AfterSaleMsg::PhotoTooLarge,
        )
        .private()),
    }
}

/// A line as a return may take it: how many pieces are left to return, and the other sizes in
/// stock an exchange may give.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReturnableLine {
    pub line_id: i64,
    pub title: String,
    pub colour: String,
    pub size: String,
    pub returnable: i64,
    pub other_sizes: Vec<OtherSize>,
}

/// What a return of the order may take.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReturnOptions {
    pub order_no: String,
    pub window: ReturnWindow,
    /// Empty when the window is closed.
    pub lines: Vec<ReturnableLine>,
    /// The order was not paid by card: a refund goes to an IBAN the shopper gives.
    pub needs_iban: bool,
    /// The carrier the parcel goes back by.
    pub carrier: String,
    pub reasons: Vec<ReturnReason>,
    /// Always 1.
    pub status: i64,
}

/// Who asks for a return's choices: the order's member or session send nothing of their own.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct ReturnOptionsForm {
    /// The email or mobile phone the order was placed with, when the caller tracks it by number.
    contact: Option<String>,
    /// The security code, once tracking asked for it.
    security_code: Option<String>,
}

/// The lines a return may take and the sizes an exchange may give (the form's choices).
#[utoipa::path(post, path = "/srv/service/order/return-options/{order_no}", tag = "order",
    request_body(content = ReturnOptionsForm, content_type = "application/x-www-form-urlencoded",
                 description = "contact and security_code only when the caller is neither the order's member nor its session"),
    params(("order_no" = String, Path, description = "the ten digits, spaces allowed")),
    responses((status = 200, body = ReturnOptions),
              (status = 403, body = CustomerRefusal, description = "the security code is needed, or was wrong"),
              (status = 404, body = CustomerRefusal, description = "no such order of the caller's"),
              (status = 413, body = CustomerRefusal, description = "a body over 16 KB")))]
pub async fn return_options(
    State(state): State<AppState>,
    lang: Lang,
    caller: Caller,
    Path(order_no): Path<String>,
    body: Bytes,
) -> AppResult<Response> {
    let form = form_fields(&body)?;
    let (order_no, order) = order_of_caller(&state, &caller, &order_no, &form).await?;
    let mut lines = Vec::new();
    if order.return_window.open {
        for line in &order.lines {
            let returnable = line.quantity - line.cancelled_quantity - line.returned_quantity;
            if returnable <= 0 {
                continue;
            }
            lines.push(ReturnableLine {
                line_id: line.id,
                title: line.title.clone(),
                colour: line.colour.clone(),
                size: line.size.clone(),
                returnable,
                other_sizes: stock::other_sizes(&state.db, line.variant_id, lang).await?,
            });
        }
    }
    Ok(private_json(
        StatusCode::OK,
        ReturnOptions {
            needs_iban: order.payment_method != PaymentMethod::Card,
            carrier: state
                .config
                .checkout
                .return_carrier(&order.carrier)
                .name
                .clone(),
            window: order.return_window,
            order_no,
            lines,
            reasons: ReturnReason::ALL.to_vec(),
            status: 1,
        },
    ))
}

/// The back office takes a step on a return: in one transaction with an exchange's stock back
/// when rejected; then a card refund goes to the provider and the shopper gets the step's mail.
pub async fn decide_by_shop(
    state: &AppState,
    order_no: &str,
    return_no: &str,
    step: &Step,
) -> Result<OrderView, ReturnError> {
    let now = now_secs();
    let mut tx = state.db.begin().await?;
    let decided: Decided = return_steps::decide(&mut tx, order_no, return_no, step, now).await?;
    for (product_id, variant_id, quantity) in &decided.released {
        stock::put_back(&mut tx, *product_id, *variant_id, *quantity, now).await?;
    }
    tx.commit().await?;
    if let Some(owed) = decided
        .owed
        .as_ref()
        .filter(|_| decided.method == PaymentMethod::Card)
    {
        refund::pay(state, owed).await?;
    }
    let after = store::find_with_lines(&state.db, order_no)
        .await?
        .ok_or(ReturnError::NotFound)?;
    if let Some(ret) = after.returns.iter().find(|r| r.return_no == return_no) {
        return_mail::send(&state.config, &after, ret);
    }
    Ok(after)
}

fn closed_refusal(closed: ReturnClosed) -> Refusal {
    let msg = match closed {
        ReturnClosed::NotDelivered => AfterSaleMsg::NotDelivered,
        ReturnClosed::DeadlinePassed => AfterSaleMsg::DeadlinePassed,
        ReturnClosed::AllReturned => AfterSaleMsg::AllReturned,
    };
    Refusal::field(StatusCode::CONFLICT, "", msg).private()
}

fn refusal(e: ReturnError) -> Refusal {
    match e {
        ReturnError::NotFound => not_found(),
        ReturnError::NotDelivered(_) => closed_refusal(ReturnClosed::NotDelivered),
        ReturnError::DeadlinePassed => closed_refusal(ReturnClosed::DeadlinePassed),
        ReturnError::BadLines | ReturnError::StepNotAllowed(_) | ReturnError::AboveAllowed(_) => {
            Refusal::unprocessable("lines", AfterSaleMsg::ReturnBadLines).private()
        }
        ReturnError::Database(e) => Refusal::internal(e),
    }
}
