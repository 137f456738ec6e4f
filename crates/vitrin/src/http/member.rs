//! Who is asking, as every feature's handlers take it: the signed-in member, or the knowledge
//! that there is none. The member module (`customer::auth`), which owns the members' table and
//! the revoked tokens, extracts both types from a request (its `FromRequestParts`
//! implementations), so other features name a member without depending on that module.

/// A signed-in member. Extracting it refuses the request with 401 when there is none.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CurrentMember {
    pub id: i64,
    pub group: i64,
}

/// The signed-in member, if any; never refuses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MaybeMember(pub Option<CurrentMember>);
