//! API tests: each starts the real app on port 0 with a fresh database, on SQLite and (when
//! `VITRIN_TEST_POSTGRES_URL` is set) on PostgreSQL, and talks to it over HTTP.

mod helpers;
mod oidc_provider;
mod shopper;
mod steps;

mod address;
mod backup;
mod card_orders;
mod cart;
mod catalog;
mod compare;
mod content;
mod customer;
mod favourites;
mod filters;
mod locale;
mod messages;
mod newsletter;
mod ops;
mod order;
mod page_cache;
mod privacy;
mod product;
mod profile;
mod rate_limits;
mod refusals;
mod region;
mod restart;
mod search;
mod search_kept;
mod security;
mod seed;
mod seo;
mod sizing;
mod social;
mod startup;
mod storefront;
mod stores;
mod table_owners;
mod wallet;
mod wallet_sandbox;
