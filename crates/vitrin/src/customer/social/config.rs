//! The `[social]` section of the configuration: the sign-in providers a shopper may use besides
//! a password, and whether a member signing in with one must give a phone.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct SocialConfig {
    /// A member who signs in with a provider and has no phone must add one, verified by an SMS
    /// code, before going on.
    pub phone_required: bool,
    /// The providers, in the order their buttons show.
    pub providers: Vec<ProviderConfig>,
}

/// One OpenID Connect provider.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProviderConfig {
    /// The `type` of the sign-in link (`google`, `apple`, ...): lower-case letters, digits and
    /// dashes.
    #[serde(rename = "type")]
    pub kind: String,
    /// The button's label.
    pub name: String,
    /// The issuer; its discovery document is `{issuer}/.well-known/openid-configuration`.
    pub issuer: String,
    pub client_id: String,
    /// Empty for a provider whose client secret is the Apple key's signed JWT.
    #[serde(default)]
    pub client_secret: String,
    /// Scopes asked besides `openid`.
    #[serde(default = "default_scopes")]
    pub scopes: Vec<String>,
    /// The provider posts its answer back (`response_mode=form_post`), as Apple does when a name
    /// or email is asked.
    #[serde(default)]
    pub form_post: bool,
    /// Apple's team id, key id and private key (PKCS#8 PEM, P-256): with them the client secret
    /// is a short-lived ES256 JWT signed here.
    #[serde(default)]
    pub apple_team_id: String,
    #[serde(default)]
    pub apple_key_id: String,
    #[serde(default)]
    pub apple_private_key: String,
}

fn default_scopes() -> Vec<String> {
    vec!["email".into(), "profile".into()]
}

impl ProviderConfig {
    /// Whether the client secret is an Apple key's JWT.
    pub fn signs_client_secret(&self) -> bool {
        !self.apple_team_id.is_empty()
    }
}

impl SocialConfig {
    /// The first setting that cannot work, with the reason.
    pub fn problem(&self) -> Option<(String, String)> {
        let mut seen = std::collections::BTreeSet::new();
        for (i, p) in self.providers.iter().enumerate() {
            let key = |k: &str| format!("social.providers[{i}].{k}");
            let valid_kind = !p.kind.is_empty()
                && p.kind.len() <= 32
                && p.kind
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
            if !valid_kind {
                return Some((
                    key("type"),
                    "use 1 to 32 lower-case letters, digits or dashes".into(),
                ));
            }
            if !seen.insert(p.kind.as_str()) {
                return Some((key("type"), format!("{:?} is configured twice", p.kind)));
            }
            if p.name.trim().is_empty() {
                return Some((key("name"), "must not be empty".into()));
            }
            let issuer_ok = url::Url::parse(&p.issuer)
                .is_ok_and(|u| matches!(u.scheme(), "https" | "http") && u.host().is_some());
            if !issuer_ok {
                return Some((key("issuer"), "must be an http:// or https:// URL".into()));
            }
            if p.client_id.trim().is_empty() {
                return Some((key("client_id"), "must not be empty".into()));
            }
            let apple = [&p.apple_team_id, &p.apple_key_id, &p.apple_private_key];
            let apple_set = apple.iter().filter(|v| !v.is_empty()).count();
            if apple_set != 0 && apple_set != 3 {
                return Some((
                    key("apple_team_id"),
                    "set apple_team_id, apple_key_id and apple_private_key together".into(),
                ));
            }
            if apple_set == 3 {
                if let Err(e) = super::apple::signing_key(&p.apple_private_key) {
                    return Some((key("apple_private_key"), e));
                }
            } else if p.client_secret.is_empty() {
                return Some((
                    key("client_secret"),
                    "must not be empty (or set the apple_* keys)".into(),
                ));
            }
        }
        None
    }

    pub fn provider(&self, kind: &str) -> Option<&ProviderConfig> {
        self.providers.iter().find(|p| p.kind == kind)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn provider(kind: &str) -> ProviderConfig {
        ProviderConfig {
            kind: kind.into(),
            name: "Google".into(),
            issuer: "https://accounts.google.com".into(),
            client_id: "id".into(),
            client_secret: "secret".into(),
            scopes: default_scopes(),
            form_post: false,
            apple_team_id: String::new(),
            apple_key_id: String::new(),
            apple_private_key: String::new(),
        }
    }

    fn problem_key(providers: Vec<ProviderConfig>) -> Option<String> {
        SocialConfig {
            phone_required: false,
            providers,
        }
        .problem()
        .map(|(key, _)| key)
    }

    #[test]
    fn a_bad_provider_names_its_key() {
        assert_eq!(problem_key(vec![provider("google")]), None);
        assert_eq!(
            problem_key(vec![provider("Google!")]).as_deref(),
            Some("social.providers[0].type")
        );
        assert_eq!(
            problem_key(vec![provider("google"), provider("google")]).as_deref(),
            Some("social.providers[1].type")
        );
        let mut p = provider("x");
        p.issuer = "accounts.google.com".into();
        assert_eq!(
            problem_key(vec![p]).as_deref(),
            Some("social.providers[0].issuer")
        );
        let mut p = provider("x");
        p.client_secret.clear();
        assert_eq!(
            problem_key(vec![p]).as_deref(),
            Some("social.providers[0].client_secret")
        );
        let mut p = provider("apple");
        p.client_secret.clear();
        p.apple_team_id = "TEAM".into();
        assert_eq!(
            problem_key(vec![p.clone()]).as_deref(),
            Some("social.providers[0].apple_team_id")
        );
        p.apple_key_id = "KEY".into();
        p.apple_private_key = "not a key".into();
        assert_eq!(
            problem_key(vec![p]).as_deref(),
            Some("social.providers[0].apple_private_key")
        );
    }
}
