//! Members: registration and activation, login by email, phone or vendor code, bearer tokens with
//! refresh and revocation, failed-login counting and captchas, password flows, and the member
//! data of the page settings.

pub mod answer;
pub mod auth;
pub mod captcha;
pub mod forms;
pub mod mail;
pub mod model;
pub mod pages;
pub mod routes;
pub mod store;
