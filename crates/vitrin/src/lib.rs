//! vitrin: the storefront of a children's clothing shop, as a library the binary and the tests use.

pub mod address;
pub mod app;
pub mod cart;
pub mod catalog;
pub mod compare;
pub mod config;
pub mod content;
pub mod customer;
pub mod db;
pub mod error;
pub mod favourites;
pub mod http;
pub mod locale;
pub mod openapi;
pub mod order;
pub mod page;
pub mod phone;
pub mod product;
pub mod region;
pub mod search;
pub mod seed;
pub mod startup;
pub mod storefront;
pub mod stores;
pub mod telemetry;
pub mod wallet;
