//! What the coupon calls answer, in every language.

use std::borrow::Cow;

use crate::{
    error::Message,
    locale::{format_money, Lang, Money},
};

crate::messages! {
    /// The answers of applying and removing a code.
    pub enum CouponMsg {
        Applied = ("coupon_applied",
            "İndirim kodu uygulandı",
            "Discount code applied",
            "تم تطبيق رمز الخصم"),
        Removed = ("coupon_removed",
            "İndirim kodu kaldırıldı",
            "Discount code removed",
            "تمت إزالة رمز الخصم"),
        Missing = ("coupon_missing",
            "Lütfen bir indirim kodu girin",
            "Please enter a discount code",
            "يرجى إدخال رمز الخصم"),
        Unknown = ("coupon_unknown",
            "Bu indirim kodu bulunamadı; lütfen kontrol edip tekrar deneyin",
            "This discount code was not found; please check it and try again",
            "لم يتم العثور على رمز الخصم هذا؛ يرجى التحقق منه والمحاولة مرة أخرى"),
        NotYetValid = ("coupon_not_yet_valid",
            "Bu indirim kodu henüz geçerli değil",
            "This discount code is not valid yet",
            "رمز الخصم هذا غير صالح بعد"),
        Expired = ("coupon_expired",
            "Bu indirim kodunun süresi doldu",
            "This discount code has expired",
            "انتهت صلاحية رمز الخصم هذا"),
        UsedUp = ("coupon_used_up",
            "Bu indirim kodunun kullanım hakkı doldu",
            "This discount code has been used up",
            "تم استنفاد عدد مرات استخدام رمز الخصم هذا"),
        AlreadyUsed = ("coupon_already_used",
            "Bu indirim kodunu daha önce kullandınız",
            "You have already used this discount code",
            "لقد استخدمت رمز الخصم هذا من قبل"),
        MembersOnly = ("coupon_members_only",
            "Bu indirim kodu yalnızca üyelerimiz için geçerli; lütfen giriş yapın",
            "This discount code is for members only; please sign in",
            "رمز الخصم هذا للأعضاء فقط؛ يرجى تسجيل الدخول"),
        FirstOrderOnly = ("coupon_first_order_only",
            "Bu indirim kodu yalnızca ilk siparişte geçerli",
            "This discount code is valid on a first order only",
            "رمز الخصم هذا صالح للطلب الأول فقط"),
        NotApplicable = ("coupon_not_applicable",
            "Bu indirim kodu sepetinizdeki ürünlerde geçerli değil",
            "This discount code does not apply to the items in your cart",
            "رمز الخصم هذا لا ينطبق على المنتجات في سلتك"),
        NotWithCampaigns = ("coupon_not_with_campaigns",
            "Bu indirim kodu sepetteki kampanyayla birlikte kullanılamıyor; sizin için daha avantajlı olan kampanya uygulandı",
            "This discount code cannot be used together with the campaign in your cart; the campaign, which saves you more, was applied",
            "لا يمكن استخدام رمز الخصم هذا مع الحملة الموجودة في سلتك؛ تم تطبيق الحملة لأنها أوفر لك"),
    }
}

/// Why a code gives no discount: one of the fixed messages, or a minimum the cart has not reached.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CouponRefusal {
    Unknown,
    NotYetValid,
    Expired,
    UsedUp,
    AlreadyUsed,
    MembersOnly,
    FirstOrderOnly,
    NotApplicable,
    /// The code is not combinable and the cart's campaigns save more.
    NotWithCampaigns,
    /// The least the cart must come to, in kuruş.
    BelowMinimum(i64),
}

impl CouponRefusal {
    fn fixed(self) -> Option<CouponMsg> {
        Some(match self {
            CouponRefusal::Unknown => CouponMsg::Unknown,
            CouponRefusal::NotYetValid => CouponMsg::NotYetValid,
            CouponRefusal::Expired => CouponMsg::Expired,
            CouponRefusal::UsedUp => CouponMsg::UsedUp,
            CouponRefusal::AlreadyUsed => CouponMsg::AlreadyUsed,
            CouponRefusal::MembersOnly => CouponMsg::MembersOnly,
            CouponRefusal::FirstOrderOnly => CouponMsg::FirstOrderOnly,
            CouponRefusal::NotApplicable => CouponMsg::NotApplicable,
            CouponRefusal::NotWithCampaigns => CouponMsg::NotWithCampaigns,
            CouponRefusal::BelowMinimum(_) => return None,
        })
    }
}

impl Message for CouponRefusal {
    fn code(&self) -> &'static str {
        self.fixed().map_or("coupon_below_minimum", CouponMsg::code)
    }

    fn text(&self, lang: Lang) -> Cow<'static, str> {
        let min = match (self, self.fixed()) {
            (_, Some(msg)) => return msg.text(lang).into(),
            (CouponRefusal::BelowMinimum(min), None) => format_money(Money::try_minor(*min), lang),
            (_, None) => String::new(),
        };
        match lang {
            Lang::Tr => format!("Bu indirim kodu {min} ve üzeri alışverişlerde geçerli"),
            Lang::En => format!("This discount code is valid on orders of {min} or more"),
            Lang::Ar => format!("رمز الخصم هذا صالح للطلبات بقيمة {min} أو أكثر"),
        }
        .into()
    }
}
