//! Who is asking, as every feature's handlers take it: the signed-in member, or the knowledge
//! that there is none. The member module (`customer::auth`), which owns the members' table and
//! the revoked tokens, extracts both types from a request (its `FromRequestParts`
//! implementations), so other features name a member without depending on that module. The
//! callers of the calls that serve guests too (`Caller`, `SessionCaller`) pair the member with
//! the browser's session.

use std::convert::Infallible;

use axum::{
    extract::{rejection::ExtensionRejection, FromRequestParts},
    http::request::Parts,
    Extension,
};
use axum_extra::extract::SignedCookieJar;

use super::{csrf::VerifiedSession, session};
use crate::state::AppState;

/// A signed-in member. Extracting it refuses the request with 401 when there is none.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CurrentMember {
    pub id: i64,
    pub group: i64,
}

/// The signed-in member, if any; never refuses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MaybeMember(pub Option<CurrentMember>);

/// Who is asking, for the calls that serve guests too: the signed-in member, if any, and the
/// browser's signed cookies (its guest session among them).
pub struct Caller {
    pub member: Option<CurrentMember>,
    pub jar: SignedCookieJar,
}

impl Caller {
    /// The guest session of the signed cookie, when it holds.
    pub fn session_id(&self) -> Option<String> {
        session::verified_session_id(&self.jar)
    }
}

impl FromRequestParts<AppState> for Caller {
    type Rejection = Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let MaybeMember(member) = MaybeMember::from_request_parts(parts, state).await?;
        let jar = SignedCookieJar::from_request_parts(parts, state).await?;
        Ok(Caller { member, jar })
    }
}

/// Who is asking, behind the CSRF check (`http::csrf`): the signed-in member, if any, and the
/// session the check verified.
pub struct SessionCaller {
    pub member: Option<CurrentMember>,
    pub session_id: String,
}

impl FromRequestParts<AppState> for SessionCaller {
    type Rejection = ExtensionRejection;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let Ok(MaybeMember(member)) = MaybeMember::from_request_parts(parts, state).await;
        let Extension(VerifiedSession(session_id)) =
            Extension::<VerifiedSession>::from_request_parts(parts, state).await?;
        Ok(SessionCaller { member, session_id })
    }
}
