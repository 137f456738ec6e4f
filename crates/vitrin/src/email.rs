//! Email addresses as the shop keeps them (members, guests' contacts, newsletter and stock-alert
//! subscribers): checked by shape, compared by their lower-cased form. Each feature says a refusal
//! in its own messages.

/// Why an email address was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EmailError {
    /// Nothing was given.
    Required,
    /// Not an address's shape, or too long.
    Invalid,
}

/// The longest email address (RFC 5321's path limit less the brackets).
pub const EMAIL_MAX_CHARS: usize = 254;

/// An email address: trimmed, one `@`, a local part and a dotted domain of plain characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Email(String);

impl Email {
    pub fn parse(raw: &str) -> Result<Email, EmailError> {
        let s = raw.trim();
        if s.is_empty() {
            return Err(EmailError::Required);
        }
        let (local, domain) = s.split_once('@').ok_or(EmailError::Invalid)?;
        let local_ok = !local.is_empty()
            && local.len() <= 64
            && !local.starts_with('.')
            && !local.ends_with('.')
            && !local.contains("..")
            && local
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "._%+-!#$&'*/=?^`{|}~".contains(c));
        let labels: Vec<&str> = domain.split('.').collect();
        let domain_ok = labels.len() >= 2
            && domain.len() <= 253
            && labels.iter().all(|l| {
                !l.is_empty()
                    && l.len() <= 63
                    && !l.starts_with('-')
                    && !l.ends_with('-')
                    && l.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
            })
            && labels
                .last()
                .is_some_and(|tld| tld.len() >= 2 && tld.chars().all(|c| c.is_ascii_alphabetic()));
        if !local_ok || !domain_ok || s.len() > EMAIL_MAX_CHARS {
            return Err(EmailError::Invalid);
        }
        Ok(Email(s.to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The lower-cased address: one account per address whatever its spelling.
    pub fn key(&self) -> String {
        self.0.to_lowercase()
    }
}
