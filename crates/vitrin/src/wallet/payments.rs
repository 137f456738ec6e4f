//! Payments confirmed with the provider, recorded once per order number and reference number.
