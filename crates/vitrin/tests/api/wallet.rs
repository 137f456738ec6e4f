//! The shop's wallet endpoints: settings, merchant tokens, card info, server-side confirmation.
