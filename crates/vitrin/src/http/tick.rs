//! A form's tick box, as every form reads it and as the OpenAPI document describes it.

/// Whether a tick box's value ticks it: `1`, `on`, `true` or `yes`, in any case, around spaces.
pub fn is_ticked(raw: Option<&str>) -> bool {
    matches!(
        raw.map(|v| v.trim().to_ascii_lowercase()).as_deref(),
        Some("1" | "on" | "true" | "yes")
    )
}

/// A form's tick box: `1`, `on`, `true` or `yes` (in any case) ticks it; any other value, or
/// leaving the field out, leaves it unticked. A type of the document only.
#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
pub struct Tick(String);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ticking_values() {
        for on in ["1", "on", "TRUE", " yes "] {
            assert!(is_ticked(Some(on)), "{on:?}");
        }
        for off in ["0", "", "off", "2", "no"] {
            assert!(!is_ticked(Some(off)), "{off:?}");
        }
        assert!(!is_ticked(None));
    }
}
