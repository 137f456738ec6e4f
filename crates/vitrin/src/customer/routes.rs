//! The member calls of spec section 7 and where each flow lives: registration and activation
//! (`registration`), login, refresh and logout (`login`), the security code (`captcha`),
//! passwords (`password`), the profile and its email change
//! (`profile`), a new phone verified by SMS (`phone_verify`), the commercial-message consents
//! (`consents`), the messages to the shop with the contact form (`messages`), what the forms
//! will be checked for (`requirements`) and social sign-in with the connected accounts
//! (`social`). Forms come as `application/x-www-form-urlencoded` or JSON (`fields`); the answers
//! are in `answer`.
//!
//! CSRF: login, refresh, registration, activation, the email change link, the forgotten-password
//! pair, the forced password change and logout carry their own proof (credentials, a one-time
//! token or a bearer) and must work from a fresh page, so they are exempt from the CSRF token;
//! so are the social sign-in's calls (the state, the popup's ticket for this session, or the
//! mailed link's token);
//! the calls of a signed-in member that change their account (`/api/v1/customer/update`,
//! `/api/v1/customer/update/password`, the consents, `services/verify-sms`, the messages) and the
//! contact form sit behind `http::csrf` like the cart. Continuing as a guest is the checkout's
//! step (`checkout::guest`).

use axum::{
    middleware,
    routing::{get, post},
    Router,
};

use super::{
    captcha::sec_code,
    consents::{notifications, set_notification},
    login::{login, logout},
    messages::{
        close_message, contact::send_message_department, department_list, message_list, messages,
        send_new_message,
    },
    password::{change_password, forgot_password, reset_password, update_password},
    phone_verify::verify_sms,
    profile::{confirm_email, update},
    registration::{activate, register, register_quick},
    requirements::{customer_register_block, get_page_requirement, security_captcha},
    secrets,
    social::{
        accounts::{social_accounts, unlink_social_account},
        flow::{
            callback::social_login_form_post,
            link_confirm::social_activate,
            popups::{social_email, social_link, social_register},
            start::{social_login, social_login_link, social_providers},
        },
    },
};
use crate::{app::AppState, http::csrf::require_csrf};

pub fn routes() -> Router<AppState> {
    // Drawn now, so that the first login of an unknown account takes no longer than the others.
    let _ = secrets::dummy_hash();
    let open = Router::new()
        .route("/api/v1/authentication/login", post(login))
        .route("/api/v1/authentication/register", post(register))
        .route(
            "/api/v1/authentication/register/quick",
            post(register_quick),
        )
        .route(
            "/api/v1/authentication/change-password",
            post(change_password),
        )
        .route(
            "/api/v1/authentication/forgot-password",
            post(forgot_password),
        )
        .route(
            "/api/v1/authentication/reset-password",
            post(reset_password),
        )
        .route(
            "/srv/service/customer/activateMembership/{id}/{token}",
            post(activate),
        )
        .route("/api/v1/customer/confirm-email", post(confirm_email))
        .route("/api/v1/customer/notifications", get(notifications))
        .route("/srv/service/customer/logout", get(logout).post(logout))
        .route("/SecCode.php", get(sec_code))
        .route(
            "/api/v1/block/get-page-requirement",
            get(get_page_requirement),
        )
        .route(
            "/api/v1/block/customer-register",
            get(customer_register_block),
        )
        .route("/api/v1/security/captcha", get(security_captcha))
        .route(
            "/srv/service/customer/department/list",
            get(department_list),
        )
        .route("/srv/service/customer/message/list", get(message_list))
        .route("/api/v1/customer/messages", get(messages))
        // Social sign-in: the popups' calls carry their one-time ticket for this session, the
        // mailed link its token; the form_post return comes from the provider's site.
        .route(
            "/api/v1/authentication/social-login/providers",
            get(social_providers),
        )
        .route("/api/v1/authentication/social-login", get(social_login))
        .route("/authentication/social-login", get(social_login_link))
        .route(
            "/api/v1/authentication/social-login/form-post",
            post(social_login_form_post),
        )
        .route(
            "/api/v1/authentication/social-login/register",
            post(social_register),
        )
        .route(
            "/api/v1/authentication/social-login/link",
            post(social_link),
        )
        .route(
            "/api/v1/authentication/social-login/email",
            post(social_email),
        )
        .route(
            "/api/v1/authentication/social-login/activate",
            post(social_activate),
        )
        .route("/api/v1/customer/social-accounts", get(social_accounts));
    let protected = Router::new()
        .route("/api/v1/customer/update/password", post(update_password))
        .route("/api/v1/customer/update", post(update))
        .route("/api/v1/customer/notifications", post(set_notification))
        .route("/api/v1/services/verify-sms", post(verify_sms))
        .route(
            "/srv/service/customer/send-new-message",
            post(send_new_message),
        )
        .route("/srv/service/customer/close-message", post(close_message))
        .route(
            "/api/v1/customer/social-accounts/unlink",
            post(unlink_social_account),
        )
        .route(
            "/api/v1/public/send-message/department",
            post(send_message_department),
        )
        .route_layer(middleware::from_fn(require_csrf));
    open.merge(protected)
}
