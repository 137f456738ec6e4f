//! Ids in paths, queries and forms: a whole number from 1 to `MAX_ID`. The OpenAPI document
//! gives every id parameter these bounds (`openapi::IdBounds`), so the contract and the parser
//! cannot drift apart.

/// The largest id a call takes: fifteen digits, beyond any table's reach and far from i64's end.
pub const MAX_ID: i64 = 999_999_999_999_999;

/// A whole positive id; anything else (sign, decimals, letters, too long) is None.
pub fn parse_id(text: &str) -> Option<i64> {
    let t = text.trim();
    if t.is_empty() || t.len() > 15 || !t.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    t.parse().ok().filter(|id| (1..=MAX_ID).contains(id))
}

/// The contract's name for an id: an integer from 1 to `MAX_ID`.
pub struct Id;

impl Id {
    /// An id's schema with other bounds (a sub id may be 0; a fragment's ids have nine digits).
    pub fn bounded(least: i64, most: i64) -> utoipa::openapi::RefOr<utoipa::openapi::Schema> {
        use utoipa::openapi::{
            schema::{KnownFormat, SchemaFormat},
            ObjectBuilder, Type,
        };
        ObjectBuilder::new()
            .schema_type(Type::Integer)
            .format(Some(SchemaFormat::KnownFormat(KnownFormat::Int64)))
            .minimum(Some(least))
            .maximum(Some(most))
            .into()
    }
}

impl utoipa::PartialSchema for Id {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::Schema> {
        Id::bounded(1, MAX_ID)
    }
}

impl utoipa::ToSchema for Id {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_whole_numbers_from_one_to_the_maximum() {
        assert_eq!(parse_id("311"), Some(311));
        assert_eq!(parse_id(" 7 "), Some(7));
        assert_eq!(parse_id(&MAX_ID.to_string()), Some(MAX_ID));
        for bad in [
            "",
            "0",
            "-1",
            "+1",
            "1.0",
            "1e3",
            "abc",
            "1000000000000000",
            "9223372036854775807",
        ] {
            assert_eq!(parse_id(bad), None, "{bad:?}");
        }
    }
}
