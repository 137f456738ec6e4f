//! Members, one flow per file: registration and activation (`registration`), login by email,
//! phone or vendor code with bearer tokens, refresh and logout (`login`), failed-login counting
//! and the captcha (`login`, `captcha`), password changes and the forgotten password
//! (`password`), the profile and its email change (`profile`), a new phone verified by an SMS
//! code (`phone_verify`, SMS through `sms`), the commercial-message consents (`consents`), what
//! the forms will be checked for (`requirements`), social sign-in and connected accounts
//! (`social`), messages to the shop's departments and the contact form (`messages`), and the
//! member data of the pages (`pages`). `routes` maps the paths to the flows; `fields` reads
//! their forms and `answer` holds their answers; the rules are plain functions in `model`, the
//! SQL in `store`. Continuing as a guest is the checkout's (`checkout::guest`).

pub mod answer;
pub mod auth;
pub mod captcha;
pub mod consent_store;
pub mod consents;
pub mod fields;
pub mod forms;
pub mod login;
pub mod messages;
pub mod model;
pub mod pages;
pub mod password;
pub mod phone_verify;
pub mod privacy;
pub mod profile;
pub mod registration;
pub mod requirements;
pub mod routes;
pub mod secrets;
pub mod sms;
pub mod social;
pub mod store;
