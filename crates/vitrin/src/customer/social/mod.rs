//! Social sign-in with OpenID Connect providers (Google, Apple, or any by configuration): the
//! configuration (`config`), Apple's signed client secret (`apple`), the provider calls
//! (`oidc`), the sign-in from the button to the signed-in member with its popups (`flow`), the
//! account page's connected accounts (`accounts`) and their rows (`store`).

pub mod accounts;
pub mod apple;
pub mod config;
pub mod flow;
pub mod oidc;
pub mod store;

pub use oidc::Providers;
