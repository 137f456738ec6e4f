//! Talking to an OpenID Connect provider: its discovery document (kept ten minutes), the
//! authorization address with PKCE, state and nonce, and the code exchange whose ID token is
//! checked (signature by the provider's keys, issuer, audience, expiry and nonce).

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use openidconnect::{
    core::{CoreAuthenticationFlow, CoreClient, CoreProviderMetadata},
    AuthType, AuthorizationCode, ClientId, ClientSecret, CsrfToken, IssuerUrl, Nonce,
    PkceCodeChallenge, PkceCodeVerifier, RedirectUrl, Scope, TokenResponse,
};

use super::config::ProviderConfig;

/// How long a provider's discovery document and keys are used before they are read again.
const METADATA_TTL: Duration = Duration::from_secs(10 * 60);
/// The longest a call to a provider may take.
const CALL_TIMEOUT: Duration = Duration::from_secs(10);

/// The providers' HTTP client and their discovery documents.
#[derive(Clone)]
pub struct Providers {
    http: openidconnect::reqwest::Client,
    metadata: Arc<Mutex<HashMap<String, (Instant, CoreProviderMetadata)>>>,
}

impl Default for Providers {
    fn default() -> Self {
        let http = openidconnect::reqwest::ClientBuilder::new()
            // A provider's answer is never followed elsewhere (no server-side request forgery).
            .redirect(openidconnect::reqwest::redirect::Policy::none())
            .timeout(CALL_TIMEOUT)
            .build()
            .unwrap_or_default();
        Providers {
            http,
            metadata: Arc::default(),
        }
    }
}

/// What went wrong with a provider; logged, never shown as is.
#[derive(Debug, thiserror::Error)]
pub enum ProviderError {
    /// The provider could not be reached or answered nonsense.
    #[error("provider unavailable: {0}")]
    Unavailable(String),
    /// The code or the ID token was refused.
    #[error("sign-in refused: {0}")]
    Refused(String),
}

/// A new sign-in: where to send the shopper, and the secrets kept until they come back.
pub struct Authorization {
    pub url: String,
    pub state: String,
    pub nonce: String,
    pub pkce_verifier: String,
}

/// The person the provider vouches for.
#[derive(Debug, Clone, Default)]
pub struct Identity {
    /// The provider's stable id of the person (`sub`).
    pub subject: String,
    /// The email, only when the provider says it verified it.
    pub email: Option<String>,
    pub given_name: String,
    pub family_name: String,
}

impl Providers {
    async fn metadata(
        &self,
        provider: &ProviderConfig,
    ) -> Result<CoreProviderMetadata, ProviderError> {
        let cached = self
            .metadata
            .lock()
            .ok()
            .and_then(|m| m.get(&provider.issuer).cloned())
            .filter(|(at, _)| at.elapsed() < METADATA_TTL);
        if let Some((_, metadata)) = cached {
            return Ok(metadata);
        }
        let issuer = IssuerUrl::new(provider.issuer.clone())
            .map_err(|e| ProviderError::Unavailable(e.to_string()))?;
        let metadata = CoreProviderMetadata::discover_async(issuer, &self.http)
            .await
            .map_err(|e| ProviderError::Unavailable(error_chain(&e)))?;
        if let Ok(mut m) = self.metadata.lock() {
            m.insert(provider.issuer.clone(), (Instant::now(), metadata.clone()));
        }
        Ok(metadata)
    }

    /// The provider's authorization address for a new sign-in returning to `redirect_uri`.
    pub async fn authorize(
        &self,
        provider: &ProviderConfig,
        redirect_uri: &str,
    ) -> Result<Authorization, ProviderError> {
        let metadata = self.metadata(provider).await?;
        let redirect = RedirectUrl::new(redirect_uri.to_string())
            .map_err(|e| ProviderError::Unavailable(e.to_string()))?;
        let client = CoreClient::from_provider_metadata(
            metadata,
            ClientId::new(provider.client_id.clone()),
            None,
        )
        .set_redirect_uri(redirect);
        let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
        let mut request = client
            .authorize_url(
                CoreAuthenticationFlow::AuthorizationCode,
                CsrfToken::new_random,
                Nonce::new_random,
            )
            .set_pkce_challenge(challenge);
        for scope in &provider.scopes {
            request = request.add_scope(Scope::new(scope.clone()));
        }
        if provider.form_post {
            request = request.add_extra_param("response_mode", "form_post");
        }
        let (url, state, nonce) = request.url();
        Ok(Authorization {
            url: url.to_string(),
            state: state.secret().clone(),
            nonce: nonce.secret().clone(),
            pkce_verifier: verifier.secret().clone(),
        })
    }

    /// Trades the code for tokens and checks the ID token against `nonce`.
    pub async fn identity(
        &self,
        provider: &ProviderConfig,
        redirect_uri: &str,
        code: &str,
        pkce_verifier: &str,
        nonce: &str,
    ) -> Result<Identity, ProviderError> {
        let metadata = self.metadata(provider).await?;
        let secret = if provider.signs_client_secret() {
            super::apple::client_secret(provider, crate::clock::now_secs())
                .map_err(ProviderError::Unavailable)?
        } else {
            provider.client_secret.clone()
        };
        // client_secret_basic unless the provider takes the secret in the form only.
        let basic = metadata
            .token_endpoint_auth_methods_supported()
            .is_none_or(|methods| methods.iter().any(|m| m.as_ref() == "client_secret_basic"));
        let redirect = RedirectUrl::new(redirect_uri.to_string())
            .map_err(|e| ProviderError::Unavailable(e.to_string()))?;
        let client = CoreClient::from_provider_metadata(
            metadata,
            ClientId::new(provider.client_id.clone()),
            Some(ClientSecret::new(secret)),
        )
        .set_redirect_uri(redirect)
        .set_auth_type(if basic {
            AuthType::BasicAuth
        } else {
            AuthType::RequestBody
        });
        let response = client
            .exchange_code(AuthorizationCode::new(code.to_string()))
            .map_err(|e| ProviderError::Unavailable(e.to_string()))?
            .set_pkce_verifier(PkceCodeVerifier::new(pkce_verifier.to_string()))
            .request_async(&self.http)
            .await
            .map_err(|e| ProviderError::Refused(error_chain(&e)))?;
        let id_token = response
            .id_token()
            .ok_or_else(|| ProviderError::Refused("no ID token in the answer".into()))?;
        let claims = id_token
            .claims(&client.id_token_verifier(), &Nonce::new(nonce.to_string()))
            .map_err(|e| ProviderError::Refused(error_chain(&e)))?;
        let email = claims
            .email()
            .filter(|_| claims.email_verified() == Some(true))
            .map(|e| e.as_str().to_string());
        let given = claims
            .given_name()
            .and_then(|c| c.get(None))
            .map(|n| n.as_str().to_string())
            .unwrap_or_default();
        let family = claims
            .family_name()
            .and_then(|c| c.get(None))
            .map(|n| n.as_str().to_string())
            .unwrap_or_default();
        Ok(Identity {
            subject: claims.subject().as_str().to_string(),
            email,
            given_name: given,
            family_name: family,
        })
    }
}

/// An error with its causes, for the log.
fn error_chain(e: &dyn std::error::Error) -> String {
    let mut text = e.to_string();
    let mut source = e.source();
    while let Some(s) = source {
        text.push_str(": ");
        text.push_str(&s.to_string());
        source = s.source();
    }
    text
}
