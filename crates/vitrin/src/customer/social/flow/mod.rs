//! A social sign-in from the button to the signed-in member:
//!
//! 1. `begin`: the shopper leaves for the provider with a fresh state, nonce and PKCE verifier,
//!    kept here against the browser's session (a signed-in member links instead of signing in).
//! 2. The provider sends the shopper back to the login page at `/social-login` with `code` and
//!    `state`; a provider that posts its answer (`form_post`, Apple) posts it to `form_post`,
//!    which keeps the name it carries and sends the browser on to the same page. The page calls
//!    `finish`. Nothing rests on a cookie that a cross-site POST would not carry: the page's own
//!    call, same-site, brings the session, and the state is good for one return of that session.
//! 3. `finish` trades the code, checks the ID token and decides: a linked account signs in; a
//!    verified email of an existing member asks that member's password or a mailed link
//!    (`social-link`), never linking silently; a new verified email asks the KVKK consent first
//!    (`social-consent`); no verified email asks for one and confirms it by a mailed link
//!    (`social-email`). The popups answer with their one-time ticket.
//! 4. When the shop needs a phone and the member has none, the sign-in answer says
//!    `popup: social-phone`, and the page has it verified by SMS (`services/verify-sms`).
//!
//! By step: `start` (the buttons and the way out to the provider), `callback` (the way back and
//! what it leads to), `popups` (the consent, link and email popups), `link_confirm` (the mailed
//! links that end a sign-in) and `new_member` (making, linking and signing in the member).

pub mod callback;
pub mod link_confirm;
pub mod new_member;
pub mod popups;
pub mod start;

use serde::Serialize;
use utoipa::ToSchema;

use super::config::ProviderConfig;
use crate::{customer::answer::SignedIn, http::Done, state::AppState};

/// The login page's address the providers send the shopper back to.
pub const RETURN_PATH: &str = "/social-login";
/// How long a popup's ticket is good for.
const TICKET_LIFETIME_SECS: i64 = 15 * 60;
/// How long a mailed link that ends a sign-in is good for.
const LINK_LIFETIME_SECS: i64 = 24 * 60 * 60;
/// The strength a member without a password is given: there is no password to strengthen, so
/// the forced password-update popup (strength 6 or less) never shows for them.
const NO_PASSWORD_STRENGTH: i64 = 10;

/// The popups of a social sign-in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Popup {
    Consent,
    Link,
    Email,
    Phone,
}

impl Popup {
    pub fn as_str(self) -> &'static str {
        match self {
            Popup::Consent => "social-consent",
            Popup::Link => "social-link",
            Popup::Email => "social-email",
            Popup::Phone => "social-phone",
        }
    }
}

/// The address the provider sends the shopper back to.
pub fn redirect_uri(state: &AppState, provider: &ProviderConfig) -> String {
    let path = if provider.form_post {
        crate::http::paths::SOCIAL_FORM_POST
    } else {
        RETURN_PATH
    };
    format!("{}{path}", state.config.public_url.trim_end_matches('/'))
}

// ---------------------------------------------------------------------------------------------
// Answers.

/// One provider's button.
#[derive(Debug, Serialize, ToSchema)]
pub struct ProviderButton {
    /// The `type` of the sign-in link.
    #[serde(rename = "type")]
    pub kind: String,
    pub name: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ProviderList {
    /// In the order the buttons show; empty when the shop offers no social sign-in.
    pub data: Vec<ProviderButton>,
    /// Always 1.
    pub status: i64,
}

/// Where to send the shopper: `data[0]` is the provider's authorization address.
#[derive(Debug, Serialize, ToSchema)]
pub struct SocialRedirect {
    pub data: Vec<String>,
    /// Always 1.
    pub status: i64,
}

/// A step the shopper must take before the sign-in ends.
#[derive(Debug, Serialize, ToSchema)]
pub struct SocialStep {
    /// `social-consent`, `social-link` or `social-email`.
    pub popup: &'static str,
    /// The one-time ticket the popup's call sends back (15 minutes, this browser only).
    pub ticket: String,
    /// The provider's verified email (consent), partly hidden (link), or empty (email).
    pub email: String,
    /// The name the provider gave, to greet the shopper.
    pub name: String,
    #[serde(flatten)]
    pub done: Done,
}

/// What the social sign-in call answers: where to go (with `type`), or on the way back, signed
/// in or a step to take.
#[derive(Debug, Serialize, ToSchema)]
#[serde(untagged)]
pub enum SocialAnswer {
    Redirect(SocialRedirect),
    SignedIn(SignedIn),
    Step(SocialStep),
}
