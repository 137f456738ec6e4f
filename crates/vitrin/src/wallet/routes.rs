//! The shop's wallet endpoints: the client's settings, merchant tokens, BIN lookup with the
//! instalment options, and the server-side confirmation of a payment.
//!
//! Card numbers never come here: the browser sends them, encrypted, to the provider. The shop
//! sees at most a card's first 8 digits (card-info) and the provider's masked number (confirm).
//! Refusals use the shop's error envelope `{"error":{"code","message"},"statusText"}` in the
//! request's language.

use axum::{
    body::Bytes,
    extract::{Query, State},
    http::{header, StatusCode},
    middleware,
    response::{IntoResponse, Response},
    Json,
};
use rand::Rng;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    bins::{self, CardInfo},
    instalments::{plan_for, FamilyPlan},
    token,
};
use crate::{
    address::store::Owner,
    clock::now_secs,
    error::{AppResult, ErrorEnvelope, Refusal},
    http::{
        csrf::require_csrf,
        member::{CurrentMember, SessionCaller},
        paths::WALLET_SANDBOX,
        private_json,
    },
    order::model::{OrderStatus, PaymentMethod},
    state::AppState,
};

/// Bodies of these calls are a few short fields.
const MAX_BODY_BYTES: usize = 4 * 1024;

pub fn routes() -> OpenApiRouter<AppState> {
    let protected = OpenApiRouter::new()
        .routes(routes!(make_token))
        .route_layer(middleware::from_fn(require_csrf));
    OpenApiRouter::new()
        .routes(routes!(settings))
        .routes(routes!(card_info))
        .merge(protected)
}

crate::messages! {
    /// The wallet's refusals.
    pub enum WalletMsg {
        Unavailable = ("wallet_unavailable",
            "Kart ile ödeme şu an kullanılamıyor.",
            "Card payment is not available right now.",
            "الدفع بالبطاقة غير متاح حاليًا."),
        NoPhone = ("wallet_no_phone",
            "Kayıtlı kartlarınız için hesabınıza cep telefonu numaranızı ekleyin.",
            "Add your mobile phone number to your account to use saved cards.",
            "أضف رقم هاتفك المحمول إلى حسابك لاستخدام البطاقات المحفوظة."),
        UnknownCall = ("wallet_unknown_call",
            "Bilinmeyen bir cüzdan işlemi istendi.",
            "An unknown wallet call was asked for.",
            "تم طلب عملية محفظة غير معروفة."),
        BadReference = ("wallet_bad_reference",
            "Referans numarası en fazla 32 harf, rakam, tire veya alt çizgi olmalıdır.",
            "The reference number must be at most 32 letters, digits, dashes or underscores.",
            "يجب أن يتكون الرقم المرجعي من 32 حرفًا أو رقمًا أو شرطة على الأكثر."),
        BadCardNumber = ("wallet_bad_card_number",
            "Kart numarasının ilk 6 ile 8 hanesini giriniz.",
            "Enter the first 6 to 8 digits of the card number.",
            "أدخل أول 6 إلى 8 أرقام من رقم البطاقة."),
        BadOrder = ("wallet_bad_order",
            "Sipariş numarası veya referans numarası geçersiz.",
            "The order number or reference number is not valid.",
            "رقم الطلب أو الرقم المرجعي غير صالح."),
        OrderNotPayable = ("wallet_order_not_payable",
            "Bu sipariş kartla ödenmeyi beklemiyor: ödenmiş, iptal edilmiş ya da size ait değil.",
            "This order is not waiting for a card payment: it is paid, cancelled or not yours.",
            "هذا الطلب لا ينتظر الدفع بالبطاقة: إما أنه مدفوع أو ملغى أو لا يخصك."),
        ProviderReference = ("wallet_provider_reference",
            "Bu, ödeme sağlayıcısının işlem numarası; onay için ödemenin referans numarasını gönderin.",
            "This is the payment provider's transaction number; send the payment's reference number to confirm it.",
            "هذا رقم معاملة مزود الدفع؛ أرسل الرقم المرجعي للدفعة لتأكيدها."),
        ProviderUnreachable = ("wallet_provider_unreachable",
            "Ödeme sağlayıcısına şu an ulaşılamıyor, lütfen biraz sonra tekrar deneyin.",
            "The payment provider cannot be reached right now; please try again shortly.",
            "تعذر الوصول إلى مزود الدفع حاليًا، يرجى المحاولة مرة أخرى بعد قليل."),
        InvalidBody = ("invalid_input",
            "Gönderilen bilgi geçersiz",
            "The request is not valid",
            "الطلب غير صالح"),
        Generic = ("internal",
            "Bir hata oluştu",
            "An error occurred",
            "حدث خطأ"),
    }
}

/// A refusal of the wallet: kept by no cache on the way, as nothing of the wallet is.
pub(crate) fn refusal(status: StatusCode, msg: WalletMsg) -> Refusal {
    Refusal::new(status, msg).private()
}

/// A failure on our side: logged with its cause, answered 500.
pub(crate) fn failure(cause: impl std::fmt::Display) -> Refusal {
    tracing::error!(error = %cause, "wallet request failed");
    refusal(StatusCode::INTERNAL_SERVER_ERROR, WalletMsg::Generic)
}

/// No provider configured.
pub(crate) fn no_provider() -> Refusal {
    refusal(StatusCode::SERVICE_UNAVAILABLE, WalletMsg::Unavailable)
}

/// A JSON body of one of the wallet's calls, or its refusal.
pub(crate) fn json_body<T: for<'de> Deserialize<'de>>(body: &[u8]) -> Result<T, Refusal> {
    if body.len() > MAX_BODY_BYTES {
        return Err(refusal(
            StatusCode::PAYLOAD_TOO_LARGE,
            WalletMsg::InvalidBody,
        ));
    }
    serde_json::from_slice(body)
        .map_err(|_| refusal(StatusCode::BAD_REQUEST, WalletMsg::InvalidBody))
}

/// The provider's RSA public key, hex.
#[derive(Debug, Serialize, ToSchema)]
pub struct PublicKey {
    pub modulus: String,
    pub exponent: String,
}

/// What the browser's wallet client is made with.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WalletSettings {
    /// Where the client posts the provider's calls (`{baseUrl}/register`, ...): the provider's
    /// URL, or `/wallet-sandbox/v2` on the shop's own origin for the sandbox.
    pub base_url: String,
    pub client_id: String,
    /// The key card data is encrypted with (RSA PKCS#1 v1.5).
    pub public_key: PublicKey,
    /// Milliseconds the client waits for one answer.
    pub timeout_ms: u64,
    /// Times the client retries after a network error or a 5xx answer.
    pub retries: u32,
    /// The browser pays through this shop's sandbox provider: no card is really charged, and
    /// the pages that take a card say so.
    pub test_mode: bool,
    /// The sandbox's page of test cards (empty unless in test mode); add `?lang=en` for English.
    pub test_cards_url: String,
}

/// The settings, or None when no provider is configured (no base URL and no sandbox).
pub fn wallet_settings(state: &AppState) -> Option<WalletSettings> {
    let config = &state.config.wallet;
    let sandbox = state.wallet.sandbox.as_ref();
    let test_mode = config.base_url.is_empty() && sandbox.is_some();
    let base_url = if !config.base_url.is_empty() {
        config.base_url.clone()
    } else if test_mode {
        format!("{WALLET_SANDBOX}/v2")
    } else {
        return None;
    };
    let (modulus, exponent) = if !config.public_key_modulus.is_empty() {
        let exponent = if config.public_key_exponent.is_empty() {
            "10001".to_string()
        } else {
            config.public_key_exponent.clone()
        };
        (config.public_key_modulus.clone(), exponent)
    } else {
        sandbox?.public_key_hex()
    };
    Some(WalletSettings {
        base_url,
        client_id: config.client_id.clone(),
        public_key: PublicKey { modulus, exponent },
        timeout_ms: config.timeout_ms,
        retries: config.retries,
        test_mode,
        test_cards_url: if test_mode {
            format!("{WALLET_SANDBOX}{}", super::sandbox::TEST_CARDS_PATH)
        } else {
            String::new()
        },
    })
}

#[utoipa::path(get, path = "/srv/service/wallet/settings", tag = "wallet", operation_id = "wallet_settings",
    responses((status = 200, body = WalletSettings, description = "the browser client's settings"),
              (status = 503, body = ErrorEnvelope, description = "no provider configured: 'Kart ile ödeme şu an kullanılamıyor.'")))]
pub async fn settings(State(state): State<AppState>) -> AppResult<Response> {
    let settings = wallet_settings(&state).ok_or_else(no_provider)?;
    Ok(private_json(StatusCode::OK, settings))
}

/// Which provider call a token is for.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TokenRequest {
    /// One of the provider's 16 call names (`register`, `listManagement`, ...).
    pub call: String,
    /// The merchant's reference for the call; made (digits) when absent.
    #[serde(default)]
    pub reference_no: Option<String>,
    /// The order a purchase pays: one of the caller's, awaiting its payment. A guest gets tokens
    /// only with it, and only for the calls of a purchase (`GUEST_CALLS`); the msisdn is then the
    /// order's phone.
    #[serde(default)]
    pub order_no: Option<String>,
}

/// What a guest may do with the provider: pay an order with a card it does not keep.
pub const GUEST_CALLS: [&str; 3] = ["directPurchase", "validateTransaction", "resendOtp"];

/// A merchant token for one shopper and one call.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TokenAnswer {
    pub token: String,
    /// The member's mobile number in international digits (`905321234567`).
    pub msisdn: String,
    pub reference_no: String,
    pub user_id: String,
    /// Unix seconds after which the provider refuses the token.
    pub expires_at: i64,
}

/// A reference the shop makes: 16 random digits.
fn new_reference() -> String {
    let mut rng = rand::thread_rng();
    (0..16)
        .map(|_| char::from(b'0' + rng.gen_range(0..10u8)))
        .collect()
}

/// Order numbers and references: 1 to 32 letters, digits, `-` or `_`.
pub fn valid_reference(text: &str) -> bool {
    (1..=32).contains(&text.len())
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// The msisdn of an E.164 phone: its digits without the plus.
fn msisdn_of(phone: &str) -> Option<String> {
    let digits = phone.trim().strip_prefix('+').unwrap_or(phone.trim());
    (8..=15)
        .contains(&digits.len())
        .then_some(digits)
        .filter(|d| d.bytes().all(|b| b.is_ascii_digit()))
        .map(str::to_string)
}

#[utoipa::path(post, path = "/srv/service/wallet/token", tag = "wallet", operation_id = "wallet_token",
    request_body(content = TokenRequest, content_type = "application/json"),
    params(("Authorization" = Option<String>, Header, description = "Bearer <token>, or the vitrin_member cookie")),
    responses((status = 200, body = TokenAnswer, description = "a token for this shopper and this call"),
              (status = 400, body = ErrorEnvelope, description = "not a JSON body, an unknown call, or a malformed referenceNo"),
              (status = 401, body = ErrorEnvelope, description = "not signed in, and not a guest paying an order of this session (orderNo with directPurchase, validateTransaction or resendOtp): 'Bu işlem için giriş yapmalısınız'"),
              (status = 409, body = ErrorEnvelope, description = "orderNo is not the caller's order awaiting a card payment"),
              (status = 422, body = ErrorEnvelope, description = "no mobile phone (neither the account's nor the order's): 'Kayıtlı kartlarınız için hesabınıza cep telefonu numaranızı ekleyin.'"),
              (status = 503, body = ErrorEnvelope, description = "no provider configured")))]
pub async fn make_token(
    State(state): State<AppState>,
    SessionCaller { member, session_id }: SessionCaller,
    body: Bytes,
) -> AppResult<Response> {
    let request: TokenRequest = json_body(&body)?;
    if !crate::wallet::CALLS.contains(&request.call.as_str()) {
        return Err(refusal(StatusCode::BAD_REQUEST, WalletMsg::UnknownCall));
    }
    let reference_no = match request.reference_no.filter(|r| !r.is_empty()) {
        Some(r) if valid_reference(&r) => r,
        Some(_) => return Err(refusal(StatusCode::BAD_REQUEST, WalletMsg::BadReference)),
        None => new_reference(),
    };
    let order_no = request.order_no.filter(|o| !o.is_empty());
    if member.is_none() && (order_no.is_none() || !GUEST_CALLS.contains(&request.call.as_str())) {
        return Err(Refusal::login_required());
    }
    if wallet_settings(&state).is_none() {
        return Err(no_provider());
    }
    // The order to pay, when there is one: the caller's own, still waiting for its money.
    let order_phone = match &order_no {
        None => None,
        Some(no) => Some(
            payable_order_phone(&state, member.as_ref(), &session_id, no)
                .await
                .map_err(failure)?
                .ok_or_else(|| refusal(StatusCode::CONFLICT, WalletMsg::OrderNotPayable))?,
        ),
    };
    let (user_id, account_phone) = match &member {
        Some(m) => match crate::customer::store::find(&state.db, m.id)
            .await
            .map_err(failure)?
        {
            Some(c) => (m.id.to_string(), c.phone),
            None => return Err(Refusal::login_required()),
        },
        None => (
            format!("guest-{}", order_no.as_deref().unwrap_or_default()),
            String::new(),
        ),
    };
    // A member's wallet is the account's number; an order without one is paid under the
    // order's number.
    let Some(msisdn) =
        msisdn_of(&account_phone).or_else(|| order_phone.as_deref().and_then(msisdn_of))
    else {
        return Err(refusal(
            StatusCode::UNPROCESSABLE_ENTITY,
            WalletMsg::NoPhone,
        ));
    };
    let config = &state.config.wallet;
    let issued_at = now_secs();
    let lifetime = i64::try_from(config.token_lifetime_secs).unwrap_or(i64::MAX / 4);
    let claims = token::Claims {
        client_id: config.client_id.clone(),
        msisdn,
        reference_no,
        user_id,
        call: request.call,
        issued_at,
        expires_at: issued_at.saturating_add(lifetime),
    };
    Ok(private_json(
        StatusCode::OK,
        TokenAnswer {
            token: token::sign(&state.wallet.merchant_key, &claims),
            msisdn: claims.msisdn,
            reference_no: claims.reference_no,
            user_id: claims.user_id,
            expires_at: claims.expires_at,
        },
    ))
}

/// The phone of `order_no` when it is the caller's (the member's, or this session's) and waits
/// for a card payment; None otherwise.
async fn payable_order_phone(
    state: &AppState,
    member: Option<&CurrentMember>,
    session_id: &str,
    order_no: &str,
) -> sqlx::Result<Option<String>> {
    let Some(order_no) = crate::order::model::parse_order_no(order_no) else {
        return Ok(None);
    };
    let mut owners = vec![Owner::Guest(session_id.to_string()).key()];
    if let Some(m) = member {
        owners.push(Owner::Member(m.id).key());
    }
    let order = crate::order::store::find_for_owner(&state.db, &order_no, &owners).await?;
    Ok(order
        .filter(|o| {
            o.status == OrderStatus::AwaitingPayment && o.payment_method == PaymentMethod::Card
        })
        .map(|o| o.phone))
}

#[derive(Debug, Deserialize, utoipa::IntoParams)]
pub struct CardInfoQuery {
    /// The card number's first 6 to 8 digits (spaces are ignored).
    #[param(required = true, value_type = String, pattern = "^ *([0-9] *){6,8}$")]
    pub number: Option<String>,
}

/// The bank and family of a card, and the instalment plan it gets.
#[derive(Debug, Serialize, ToSchema)]
pub struct CardInfoAnswer {
    /// None: the list does not know the card.
    pub card: Option<CardInfo>,
    /// None: a single payment only (an unknown card, a debit card, no plan configured).
    pub plan: Option<FamilyPlan>,
}

#[utoipa::path(get, path = "/srv/service/wallet/card-info", tag = "wallet", operation_id = "wallet_card_info",
    params(CardInfoQuery),
    responses((status = 200, body = CardInfoAnswer, description = "the card's bank and family (null when unknown) and its instalment plan (null: a single payment only)"),
              (status = 400, body = ErrorEnvelope, description = "not 6 to 8 digits: 'Kart numarasının ilk 6 ile 8 hanesini giriniz.'")))]
pub async fn card_info(
    State(state): State<AppState>,
    Query(query): Query<CardInfoQuery>,
) -> AppResult<Response> {
    let digits: String = query
        .number
        .unwrap_or_default()
        .chars()
        .filter(|c| *c != ' ')
        .collect();
    if !(6..=8).contains(&digits.len()) || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(refusal(StatusCode::BAD_REQUEST, WalletMsg::BadCardNumber));
    }
    let card = bins::lookup(&digits);
    Ok((
        StatusCode::OK,
        // The answer depends on the digits and the configuration only.
        [(header::CACHE_CONTROL, "public, max-age=3600")],
        Json(CardInfoAnswer {
            card: card.cloned(),
            plan: plan_for(&state.config.wallet, card),
        }),
    )
        .into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn references_are_short_plain_words() {
        assert!(valid_reference("ORD-2026_0001"));
        assert!(!valid_reference(""));
        assert!(!valid_reference(&"1".repeat(33)));
        assert!(!valid_reference("a b"));
        assert!(!valid_reference("ş"));
        let made = new_reference();
        assert_eq!(made.len(), 16);
        assert!(made.bytes().all(|b| b.is_ascii_digit()));
    }

    #[test]
    fn the_msisdn_is_the_phones_digits() {
        assert_eq!(msisdn_of("+905321234567").as_deref(), Some("905321234567"));
        assert_eq!(msisdn_of(""), None);
        assert_eq!(msisdn_of("+90 532"), None);
    }

    #[test]
    fn every_message_has_three_languages() {
        use crate::locale::Lang;
        for msg in WalletMsg::ALL {
            let texts = Lang::ALL.map(|lang| msg.text(lang));
            assert!(texts.iter().all(|t| !t.is_empty()));
            assert_ne!(texts[0], texts[1]);
        }
    }
}
