//! Who is asking: the member of a bearer token (`http::member_token`: its format, signature and
//! where a request carries it). A token is refused when the signature does not match, when it
//! has expired, when its token id was revoked (logout, refresh: rows in `revoked_tokens`), or
//! when the member's session version moved on (a password change). Both checks are in the
//! database, so every instance sharing the secret and the database agrees. The member types every
//! feature takes (`http::member`) are extracted here.

use axum::{
    extract::FromRequestParts,
    http::{request::Parts, HeaderMap},
};
use subtle::ConstantTimeEq;

use crate::{
    clock::now_secs,
    db::Db,
    error::Refusal,
    http::{
        member::{CurrentMember, MaybeMember},
        member_token::{decode, token_from_headers, Claims},
    },
    state::AppState,
};

/// A token that passed every check, with the member it names.
#[derive(Debug, Clone)]
pub struct VerifiedToken {
    pub claims: Claims,
    pub member: CurrentMember,
}

/// Checks a token against the database: the member exists and is active, its session version is
/// the token's, and the token id was not revoked.
pub async fn verify_token(
    db: &Db,
    secret: &[u8],
    token: &str,
) -> sqlx::Result<Option<VerifiedToken>> {
    let Some(claims) = decode(secret, token, now_secs()) else {
        return Ok(None);
    };
    let row: Option<(i64, i64, i64, i64)> = sqlx::query_as(
        "SELECT c.group_id, c.session_version, c.active, \
                (SELECT COUNT(*) FROM revoked_tokens r WHERE r.token_id = $2) \
         FROM customers c WHERE c.id = $1",
    )
    .bind(claims.member_id)
    .bind(&claims.token_id)
    .fetch_optional(&db.pool)
    .await?;
    let Some((group, session_version, active, revoked)) = row else {
        return Ok(None);
    };
    let version_ok: bool = session_version
        .to_be_bytes()
        .ct_eq(&claims.session_version.to_be_bytes())
        .into();
    if !version_ok || active != 1 || revoked > 0 {
        return Ok(None);
    }
    Ok(Some(VerifiedToken {
        member: CurrentMember {
            id: claims.member_id,
            group,
        },
        claims,
    }))
}

/// The verified token of a request, if any. A database failure counts as no member (and is logged).
pub async fn verified_from_headers(state: &AppState, headers: &HeaderMap) -> Option<VerifiedToken> {
    let token = token_from_headers(state, headers)?;
    match verify_token(&state.db, &state.secret, &token).await {
        Ok(v) => v,
        Err(e) => {
            tracing::error!(error = ?e, "member token check failed");
            None
        }
    }
}

/// The member of a request, for code that is not an extractor (the page renderer).
pub async fn member_from_headers(state: &AppState, headers: &HeaderMap) -> Option<CurrentMember> {
    verified_from_headers(state, headers)
        .await
        .map(|v| v.member)
}

/// Ends a token: its id is refused until it would have expired anyway.
pub async fn revoke(db: &Db, claims: &Claims) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO revoked_tokens (token_id, expires_at) VALUES ($1, $2) \
         ON CONFLICT (token_id) DO NOTHING",
    )
    .bind(&claims.token_id)
    .bind(claims.exp)
    .execute(&db.writer)
    .await?;
    sqlx::query("DELETE FROM revoked_tokens WHERE expires_at < $1")
        .bind(now_secs())
        .execute(&db.writer)
        .await?;
    Ok(())
}

impl FromRequestParts<AppState> for CurrentMember {
    /// 401 "Bu işlem için giriş yapmalısınız" with `WWW-Authenticate: Bearer`.
    type Rejection = Refusal;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        member_from_headers(state, &parts.headers)
            .await
            .ok_or_else(Refusal::login_required)
    }
}

impl FromRequestParts<AppState> for MaybeMember {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        Ok(MaybeMember(
            member_from_headers(state, &parts.headers).await,
        ))
    }
}
