//! A feature's messages declared in one table: each variant with its stable code and its texts in
//! Turkish, English and Arabic. [`messages!`] makes the enum, its `code` and `text`, the
//! [`Message`](super::Message) impl every refusal and answer takes, and `ALL` for the tests.

/// ```ignore
/// messages! {
///     /// What the cancel call answers.
///     pub enum CancelMsg {
///         Cancelled = ("order_cancelled", "Siparişiniz iptal edildi", "Your order has been cancelled", "تم إلغاء طلبك"),
///     }
/// }
/// ```
#[macro_export]
macro_rules! messages {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident = ($code:literal, $tr:literal, $en:literal, $ar:literal) ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        $vis enum $name {
            $( $(#[$vmeta])* $variant ),+
        }

        impl $name {
            /// Every message, for the tests.
            #[allow(dead_code)]
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            pub fn code(self) -> &'static str {
                match self {
                    $($name::$variant => $code),+
                }
            }

            pub fn text(self, lang: $crate::locale::Lang) -> &'static str {
                let (tr, en, ar) = match self {
                    $($name::$variant => ($tr, $en, $ar)),+
                };
                match lang {
                    $crate::locale::Lang::Tr => tr,
                    $crate::locale::Lang::En => en,
                    $crate::locale::Lang::Ar => ar,
                }
            }
        }

        impl $crate::error::Message for $name {
            fn code(&self) -> &'static str {
                $name::code(*self)
            }

            fn text(&self, lang: $crate::locale::Lang) -> std::borrow::Cow<'static, str> {
                $name::text(*self, lang).into()
            }
        }
    };
}
