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

use axum::middleware;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{
    captcha, consents, login, messages, password, phone_verify, profile, registration,
    requirements, secrets, social,
};
use crate::{http::csrf::require_csrf, state::AppState};

pub fn routes() -> OpenApiRouter<AppState> {
    // Drawn now, so that the first login of an unknown account takes no longer than the others.
    let _ = secrets::dummy_hash();
    let open = OpenApiRouter::new()
        .routes(routes!(login::login))
        .routes(routes!(registration::register))
        .routes(routes!(registration::register_quick))
        .routes(routes!(password::change_password))
        .routes(routes!(password::forgot_password))
        .routes(routes!(password::reset_password))
        .routes(routes!(registration::activate))
        .routes(routes!(profile::confirm_email))
        .routes(routes!(consents::notifications))
        .routes(routes!(login::logout))
        .routes(routes!(captcha::sec_code))
        .routes(routes!(requirements::get_page_requirement))
        .routes(routes!(requirements::customer_register_block))
        .routes(routes!(requirements::security_captcha))
        .routes(routes!(messages::department_list))
        .routes(routes!(messages::message_list))
        .routes(routes!(messages::messages))
        // Social sign-in: the popups' calls carry their one-time ticket for this session, the
        // mailed link its token; the form_post return comes from the provider's site.
        .routes(routes!(social::flow::start::social_providers))
        .routes(routes!(social::flow::start::social_login))
        .routes(routes!(social::flow::start::social_login_link))
        .routes(routes!(social::flow::callback::social_login_form_post))
        .routes(routes!(social::flow::popups::social_register))
        .routes(routes!(social::flow::popups::social_link))
        .routes(routes!(social::flow::popups::social_email))
        .routes(routes!(social::flow::link_confirm::social_activate))
        .routes(routes!(social::accounts::social_accounts));
    let protected = OpenApiRouter::new()
        .routes(routes!(password::update_password))
        .routes(routes!(profile::update))
        .routes(routes!(consents::set_notification))
        .routes(routes!(phone_verify::verify_sms))
        .routes(routes!(messages::send_new_message))
        .routes(routes!(messages::close_message))
        .routes(routes!(social::accounts::unlink_social_account))
        .routes(routes!(messages::contact::send_message_department))
        .route_layer(middleware::from_fn(require_csrf));
    open.merge(protected)
}
