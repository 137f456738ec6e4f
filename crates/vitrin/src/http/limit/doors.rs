//! The guessable doors: which calls each one covers, what it is counted by and how its refusal
//! is shaped. The OpenAPI document's 429 answers are written from the same table
//! (`openapi::RateLimited`).

use axum::http::Method;

use super::config::LimitsConfig;
use crate::http::paths::WALLET_SANDBOX;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Door {
    Track,
    Login,
    ForgotPassword,
    Registration,
    Contact,
    Sms,
    WalletOtp,
    Address,
    Order,
    Coupon,
    Erp,
}

/// What a door counts a request by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CountedBy {
    /// The client address, the session and the signed-in member, each on its own.
    Client,
    /// The session and the member; the client address only for a request with neither.
    Session,
    /// The back-office key sent and the client address.
    ApiKey,
}

impl Door {
    pub const ALL: [Door; 11] = [
        Door::Track,
        Door::Login,
        Door::ForgotPassword,
        Door::Registration,
        Door::Contact,
        Door::Sms,
        Door::WalletOtp,
        Door::Address,
        Door::Order,
        Door::Coupon,
        Door::Erp,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The door's name in the metrics (`vitrin_rate_limited_total{door}`) and the settings.
    pub fn label(self) -> &'static str {
        match self {
            Door::Track => "track",
            Door::Login => "login",
            Door::ForgotPassword => "forgot_password",
            Door::Registration => "registration",
            Door::Contact => "contact",
            Door::Sms => "sms",
            Door::WalletOtp => "wallet_otp",
            Door::Address => "address",
            Door::Order => "order",
            Door::Coupon => "coupon",
            Door::Erp => "erp",
        }
    }

    /// Requests a key may make per minute (0: unlimited).
    pub fn per_minute(self, c: &LimitsConfig) -> u32 {
        match self {
            Door::Track => c.track_per_minute,
            Door::Login => c.login_per_minute,
            Door::ForgotPassword => c.forgot_password_per_minute,
            Door::Registration => c.registration_per_minute,
            Door::Contact => c.contact_per_minute,
            Door::Sms => c.sms_per_minute,
            Door::WalletOtp => c.wallet_otp_per_minute,
            Door::Address => c.address_per_minute,
            Door::Order => c.order_per_minute,
            Door::Coupon => c.coupon_per_minute,
            Door::Erp => c.erp_per_minute,
        }
    }

    pub fn counted_by(self) -> CountedBy {
        match self {
            Door::Address | Door::Order => CountedBy::Session,
            Door::Erp => CountedBy::ApiKey,
            _ => CountedBy::Client,
        }
    }

    /// The member calls answer refusals in their own shape; the back office and the sandbox in
    /// the error envelope.
    pub fn member_shaped(self) -> bool {
        !matches!(self, Door::Erp | Door::WalletOtp)
    }
}

/// The documented calls of each door, as the router matches them.
pub const DOORS: [(&str, &str, Door); 45] = [
    ("POST", "/srv/service/order/track", Door::Track),
    ("POST", "/api/v1/authentication/login", Door::Login),
    (
        "POST",
        "/api/v1/authentication/change-password",
        Door::Login,
    ),
    (
        "POST",
        "/api/v1/authentication/forgot-password",
        Door::ForgotPassword,
    ),
    (
        "POST",
        "/api/v1/authentication/reset-password",
        Door::ForgotPassword,
    ),
    // Mails a link to the address given, as forgot-password does.
    ("POST", "/api/v1/guest/data-request", Door::ForgotPassword),
    // A guest's alert mails a link to the address given.
    (
        "POST",
        "/srv/service/product/stock-alert",
        Door::ForgotPassword,
    ),
    // Take a mailed link's token, as the password reset does.
    (
        "POST",
        "/api/v1/customer/delete-account/confirm",
        Door::ForgotPassword,
    ),
    (
        "POST",
        "/api/v1/guest/data-request/erase",
        Door::ForgotPassword,
    ),
    // Checks the member's password, as login does.
    ("POST", "/api/v1/customer/delete-account", Door::Login),
    (
        "POST",
        "/api/v1/authentication/register",
        Door::Registration,
    ),
    (
        "POST",
        "/api/v1/authentication/register/quick",
        Door::Registration,
    ),
    (
        "POST",
        "/api/v1/authentication/social-login/register",
        Door::Registration,
    ),
    (
        "POST",
        "/api/v1/public/send-message/department",
        Door::Contact,
    ),
    ("POST", "/api/v1/services/verify-sms", Door::Sms),
    ("POST", "/srv/service/customer/address/save", Door::Address),
    ("POST", "/srv/service/order-step/set-address", Door::Address),
    ("POST", "/srv/service/order-step/place-order", Door::Order),
    // A return carries photos to decode: as dear as an order.
    ("POST", "/srv/service/order/return/{order_no}", Door::Order),
    // Codes tried one after another: a guess per request.
    ("POST", "/srv/service/cart/coupon", Door::Coupon),
    ("GET", "/api/v1/erp/orders", Door::Erp),
    ("POST", "/api/v1/erp/orders/{order_no}/status", Door::Erp),
    ("POST", "/api/v1/erp/orders/{order_no}/parcels", Door::Erp),
    (
        "POST",
        "/api/v1/erp/orders/{order_no}/returns/{return_no}/status",
        Door::Erp,
    ),
    ("GET", "/api/v1/erp/return-photos/{file}", Door::Erp),
    ("GET", "/api/v1/erp/coupons", Door::Erp),
    ("POST", "/api/v1/erp/coupons", Door::Erp),
    ("PUT", "/api/v1/erp/coupons/{code}", Door::Erp),
    ("POST", "/api/v1/erp/coupons/{code}/end", Door::Erp),
    ("GET", "/api/v1/erp/coupons/{code}/uses", Door::Erp),
    (
        "POST",
        "/api/v1/erp/orders/{order_no}/refunds/{refund_no}/paid",
        Door::Erp,
    ),
    ("GET", "/api/v1/erp/privacy-requests", Door::Erp),
    ("GET", "/api/v1/erp/campaigns", Door::Erp),
    ("POST", "/api/v1/erp/campaigns", Door::Erp),
    ("GET", "/api/v1/erp/campaigns/{id}", Door::Erp),
    ("PUT", "/api/v1/erp/campaigns/{id}", Door::Erp),
    ("POST", "/api/v1/erp/campaigns/{id}/end", Door::Erp),
    ("POST", "/api/v1/carriers/{carrier}/events", Door::Erp),
    (
        "GET",
        "/api/v1/erp/orders/{order_no}/invoice.xml",
        Door::Erp,
    ),
    ("POST", "/api/v1/erp/orders/{order_no}/invoice", Door::Erp),
    (
        "GET",
        "/api/v1/erp/orders/{order_no}/returns/{return_no}/invoice.xml",
        Door::Erp,
    ),
    ("POST", "/api/v1/erp/stock", Door::Erp),
    ("GET", "/api/v1/erp/messages", Door::Erp),
    ("POST", "/api/v1/erp/messages/{id}/reply", Door::Erp),
    // The sandbox's calls are matched by their address (`door_of`), not by this entry's path.
    ("POST", "/wallet-sandbox/v2/{call}", Door::WalletOtp),
];

/// The sandbox calls that send, resend or check a one-time code: each may put an SMS on its way
/// or be a guess at one.
const OTP_CALLS: [&str; 8] = [
    "linkCardToClient",
    "register",
    "directPurchase",
    "purchaseAndRegister",
    "remotePurchaseOther",
    "forgotPassword",
    "resendOtp",
    "validateTransaction",
];

/// The door of a request: by the route the router matched, or for the wallet sandbox (a service
/// of its own) by the address.
pub fn door_of(method: &Method, matched: Option<&str>, path: &str) -> Option<Door> {
    if let Some(call) = path
        .strip_prefix(WALLET_SANDBOX)
        .and_then(|rest| rest.strip_prefix("/v2/"))
    {
        return (*method == Method::POST && OTP_CALLS.contains(&call)).then_some(Door::WalletOtp);
    }
    let matched = matched?;
    DOORS
        .iter()
        .find(|(m, p, _)| *p == matched && method.as_str() == *m)
        .map(|(_, _, door)| *door)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn doors_are_found_by_route_and_method() {
        assert_eq!(
            door_of(
                &Method::POST,
                Some("/srv/service/order/track"),
                "/srv/service/order/track"
            ),
            Some(Door::Track)
        );
        assert_eq!(
            door_of(
                &Method::GET,
                Some("/srv/service/order/track"),
                "/srv/service/order/track"
            ),
            None
        );
        assert_eq!(
            door_of(
                &Method::POST,
                Some("/wallet-sandbox/{*rest}"),
                "/wallet-sandbox/v2/resendOtp"
            ),
            Some(Door::WalletOtp)
        );
        assert_eq!(
            door_of(&Method::POST, None, "/wallet-sandbox/v2/directPurchase"),
            Some(Door::WalletOtp)
        );
        assert_eq!(
            door_of(&Method::POST, None, "/wallet-sandbox/v2/listManagement"),
            None
        );
        assert_eq!(door_of(&Method::GET, None, "/"), None);
    }

    #[test]
    fn every_back_office_call_is_a_door() {
        let doc = crate::openapi::document();
        for (path, item) in &doc.paths.paths {
            if !path.starts_with("/api/v1/erp/") {
                continue;
            }
            let methods = [
                (Method::GET, item.get.is_some()),
                (Method::POST, item.post.is_some()),
                (Method::PUT, item.put.is_some()),
                (Method::DELETE, item.delete.is_some()),
            ];
            for (method, _) in methods.into_iter().filter(|(_, has)| *has) {
                assert_eq!(
                    door_of(&method, Some(path), path),
                    Some(Door::Erp),
                    "{method} {path}"
                );
            }
        }
    }

    #[test]
    fn every_door_has_a_count_and_its_place() {
        let config = LimitsConfig::default();
        for (i, door) in Door::ALL.iter().enumerate() {
            assert_eq!(door.index(), i);
            assert!(door.per_minute(&config) > 0, "{door:?}");
            assert!(DOORS.iter().any(|(_, _, d)| d == door), "{door:?}");
        }
    }
}
