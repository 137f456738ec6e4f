//! The forms of the member calls as the OpenAPI document describes them. The handlers read the
//! fields one by one (a form or a JSON object, see `fields::Fields`), so these types only give
//! the contract its field names; the rules live in the flows.

#![allow(dead_code)]

use utoipa::ToSchema;

use super::answer::LoginType;
use crate::http::tick::Tick;

/// A login, or with `refresh=1` and a bearer token, a refresh.
#[derive(ToSchema)]
pub struct LoginForm {
    /// The email, the phone (digits) or the vendor code, by `type`.
    username: Option<String>,
    #[schema(rename = "type")]
    kind: Option<LoginType>,
    /// The vendor flag: 1 logs in by the vendor code in `username` (no `type` needed); any other
    /// value is the vendor code itself, for `type=vendor`.
    vendor: Option<String>,
    password: Option<String>,
    /// Ticked: the member stays signed in for longer.
    #[schema(rename = "rememberMe")]
    remember_me: Option<Tick>,
    /// A same-site path to go to after the login.
    redirect: Option<String>,
    /// The captcha's answer, once the server asks for it.
    security_code: Option<String>,
    /// Ticked, with an `Authorization: Bearer` header: a new token for a valid one.
    refresh: Option<Tick>,
}

/// The token refresh as the web app sends it: the login call with this JSON body and the bearer.
#[derive(ToSchema)]
pub struct RefreshRequest {
    /// 1: a new token for the valid one in the `Authorization: Bearer` header.
    #[schema(minimum = 1, maximum = 1)]
    refresh: u8,
}

#[derive(ToSchema)]
pub struct RegisterForm {
    name: String,
    surname: String,
    email: String,
    /// Digits with the country code, e.g. 905321234567.
    phone: String,
    /// `male`, `female` or empty.
    gender: Option<String>,
    password: String,
    password_again: String,
    /// Ticked: the data-protection (KVKK) notice is accepted; required.
    kvkk: Tick,
    /// Ticked: commercial messages are welcome.
    commercial_message: Option<Tick>,
}

#[derive(ToSchema)]
pub struct QuickRegisterForm {
    email: String,
    password: String,
    /// Ticked: the data-protection (KVKK) notice is accepted; required.
    kvkk: Tick,
    name: Option<String>,
    surname: Option<String>,
    phone: Option<String>,
    password_again: Option<String>,
}

#[derive(ToSchema)]
pub struct GuestForm {
    email: String,
    name: String,
    surname: String,
    phone: String,
    /// Ticked: the data-protection (KVKK) notice is accepted; required.
    kvkk: Tick,
}

/// The forced change before login: the login name, the old password and the new pair.
#[derive(ToSchema)]
pub struct ForcedPasswordForm {
    username: String,
    #[schema(rename = "type")]
    kind: LoginType,
    vendor: Option<String>,
    password_old: String,
    password: String,
    password_again: String,
    redirect: Option<String>,
    security_code: Option<String>,
}

#[derive(ToSchema)]
pub struct PasswordForm {
    password_old: String,
    password: String,
    password_again: String,
}

#[derive(ToSchema)]
pub struct ForgotPasswordForm {
    email: String,
    /// The security code of `/SecCode.php`, once an answer asked for it (`captcha: 1`).
    security_code: Option<String>,
}

/// The new password with the reset link's `id` and `token`.
#[derive(ToSchema)]
pub struct ResetPasswordForm {
    id: String,
    token: String,
    password: String,
    password_again: String,
}

/// The profile form, or (with `kvkk` alone) the data-protection notice's acceptance.
#[derive(ToSchema)]
pub struct CustomerUpdateForm {
    /// Ticked: the data-protection (KVKK) notice is accepted; required when no profile field
    /// is sent.
    kvkk: Option<Tick>,
    /// Required with the profile fields.
    name: Option<String>,
    /// Required with the profile fields.
    surname: Option<String>,
    /// `male`, `female` or empty.
    gender: Option<String>,
    /// `YYYY-MM-DD`, not after today; empty for none.
    #[schema(pattern = r"^(\d{4}-\d{2}-\d{2})?$")]
    birth_date: Option<String>,
    /// A new address is not taken at once: a confirmation link is mailed to it.
    email: Option<String>,
}

/// A commercial-message consent given or withdrawn.
#[derive(ToSchema)]
pub struct ConsentForm {
    channel: super::consents::Channel,
    /// Ticked gives the consent; anything else withdraws it.
    granted: Option<Tick>,
}

/// A new phone: without `code` a verification code is sent to it by SMS; with the code it is
/// saved.
#[derive(ToSchema)]
pub struct VerifySmsForm {
    /// The new phone number (digits with the country code, or a Turkish number).
    phone: String,
    /// The six-digit code of the SMS.
    #[schema(pattern = r"^\d{6}$")]
    code: Option<String>,
}

/// An email change link's `id` and `token`.
#[derive(ToSchema)]
pub struct ConfirmEmailForm {
    id: String,
    token: String,
}

/// A new conversation with a department, or with `id`, a post to one of the member's open ones.
#[derive(ToSchema)]
pub struct SendMessageForm {
    /// With `id`: the conversation to write to (then only `message` is read).
    #[schema(minimum = 1, maximum = 999_999_999_999_999_i64)]
    id: Option<i64>,
    /// A department's id from the department list.
    #[schema(minimum = 1, maximum = 999_999_999_999_999_i64)]
    department: Option<i64>,
    /// One line, up to 150 characters.
    #[schema(max_length = 150)]
    subject: Option<String>,
    /// Up to 5,000 characters, kept and shown as text.
    #[schema(max_length = 5000)]
    message: String,
    /// One of the member's order numbers (ten digits), or empty.
    #[schema(rename = "orderNo", max_length = 20)]
    order_no: Option<String>,
}

/// The conversation to close.
#[derive(ToSchema)]
pub struct CloseMessageForm {
    #[schema(minimum = 1, maximum = 999_999_999_999_999_i64)]
    id: i64,
}

/// The contact page's message from a guest to a department.
#[derive(ToSchema)]
pub struct ContactForm {
    name: String,
    email: String,
    /// Optional.
    phone: Option<String>,
    #[schema(minimum = 1, maximum = 999_999_999_999_999_i64)]
    department: i64,
    #[schema(max_length = 150)]
    subject: String,
    #[schema(max_length = 5000)]
    message: String,
    /// The answer to the session's `/SecCode.php` image.
    security_code: String,
}

/// What a `form_post` provider (Apple) posts back.
#[derive(ToSchema)]
pub struct SocialFormPost {
    code: Option<String>,
    state: Option<String>,
    /// The provider's error when the shopper cancelled.
    error: Option<String>,
    /// Apple's JSON `{"name":{"firstName","lastName"},"email"}`, sent on the first sign-in only.
    user: Option<String>,
}

/// The consent popup of a social sign-in.
#[derive(ToSchema)]
pub struct SocialRegisterForm {
    /// The ticket of the popup.
    ticket: String,
    /// Must be ticked.
    kvkk: Tick,
    commercial_message: Option<Tick>,
}

/// The link popup: the member's password, or `by=email` for a mailed link.
#[derive(ToSchema)]
pub struct SocialLinkForm {
    ticket: String,
    password: Option<String>,
    /// `email`: mail a link instead of asking the password.
    by: Option<String>,
    /// The captcha's answer, once wrong passwords made it due.
    security_code: Option<String>,
}

/// The email popup, when the provider gave no verified email.
#[derive(ToSchema)]
pub struct SocialEmailForm {
    ticket: String,
    email: String,
    /// Must be ticked.
    kvkk: Tick,
    commercial_message: Option<Tick>,
}

/// A mailed link of a social sign-in.
#[derive(ToSchema)]
pub struct SocialActivateForm {
    /// `social` or `social-email`.
    activation: String,
    id: String,
    token: String,
}

/// The connected account to unlink.
#[derive(ToSchema)]
pub struct SocialUnlinkForm {
    /// The provider's type.
    #[schema(rename = "type")]
    kind: String,
}
