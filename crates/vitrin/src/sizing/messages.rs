//! What the size advisor and the child profiles answer, in every language, and the advisor's
//! reasons.

use super::model::{Advice, Basis, Child};
use crate::locale::Lang;

crate::messages! {
    /// The refusals and answers of the advisor and the child profiles.
    pub enum SizingMsg {
        NoTable = ("size_table_missing",
            "Bu ürün için beden tablomuz yok",
            "We have no size chart for this product",
            "لا يوجد جدول مقاسات لهذا المنتج"),
        AgeInvalid = ("child_age_invalid",
            "Lütfen 0 ile 16 yaş arasında bir yaş girin",
            "Please enter an age between 0 and 16 years",
            "يرجى إدخال عمر بين 0 و16 سنة"),
        BirthMonthInvalid = ("child_birth_month_invalid",
            "Lütfen son 16 yıl içinde, bugünden ileri olmayan bir doğum ayı seçin",
            "Please choose a birth month within the last 16 years, not in the future",
            "يرجى اختيار شهر ميلاد خلال آخر 16 سنة وليس في المستقبل"),
        HeightInvalid = ("child_height_invalid",
            "Boy 40 ile 190 cm arasında olmalıdır",
            "Height must be between 40 and 190 cm",
            "يجب أن يكون الطول بين 40 و190 سم"),
        WeightInvalid = ("child_weight_invalid",
            "Kilo 2 ile 100 kg arasında olmalıdır",
            "Weight must be between 2 and 100 kg",
            "يجب أن يكون الوزن بين 2 و100 كغ"),
        NameInvalid = ("child_name_invalid",
            "Ad en çok 40 karakter olabilir ve < > içeremez",
            "The name may have at most 40 characters and no < >",
            "يمكن أن يتكون الاسم من 40 حرفًا كحد أقصى ودون < >"),
        TooMany = ("child_profiles_full",
            "En çok 10 çocuk profili kaydedebilirsiniz",
            "You can save at most 10 child profiles",
            "يمكنك حفظ 10 ملفات أطفال كحد أقصى"),
        NotFound = ("child_profile_not_found",
            "Çocuk profili bulunamadı",
            "Child profile not found",
            "لم يتم العثور على ملف الطفل"),
        Saved = ("child_profile_saved",
            "Çocuk profili kaydedildi",
            "Child profile saved",
            "تم حفظ ملف الطفل"),
        Deleted = ("child_profile_deleted",
            "Çocuk profili silindi",
            "Child profile deleted",
            "تم حذف ملف الطفل"),
        Advised = ("size_advised",
            "Beden önerisi hazır",
            "Size suggestion ready",
            "اقتراح المقاس جاهز"),
    }
}

/// Which size of the product the recommendation ends on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Offered<'a> {
    /// The product has the recommended size.
    Same,
    /// The product lacks it; this is the next size up that it has.
    Next(&'a str),
    /// The product has neither it nor a larger one.
    Nothing,
}

/// A number as the shopper writes it: up to one decimal, with a decimal comma in Turkish.
fn number(value: f64, lang: Lang) -> String {
    let text = format!("{:.1}", value);
    let text = text.strip_suffix(".0").unwrap_or(&text).to_string();
    match lang {
        Lang::Tr => text.replace('.', ","),
        Lang::En | Lang::Ar => text,
    }
}

fn age(months: u32, lang: Lang) -> String {
    let (years, months) = (months / 12, months % 12);
    match (lang, years, months) {
        (Lang::Tr, 0, m) => format!("{m} aylık"),
        (Lang::Tr, y, 0) => format!("{y} yaş"),
        (Lang::Tr, y, m) => format!("{y} yaş {m} ay"),
        (Lang::En, 0, m) => format!("{m} months old"),
        (Lang::En, y, 0) => format!("{y} years old"),
        (Lang::En, y, m) => format!("{y} years {m} months old"),
        (Lang::Ar, 0, m) => format!("العمر {m} شهر"),
        (Lang::Ar, y, 0) => format!("العمر {y} سنة"),
        (Lang::Ar, y, m) => format!("العمر {y} سنة و{m} شهر"),
    }
}

/// Why the advisor recommends `recommended` (the size `advice.measured` names is `measured`):
/// the measure it rests on, the weight when it moved the size up, and the product's own sizes.
pub fn reason(
    lang: Lang,
    child: &Child,
    advice: &Advice,
    measured: &str,
    recommended: &str,
    offered: Offered,
) -> String {
    let h = child.height_cm.map(|h| number(h, lang)).unwrap_or_default();
    let a = age(child.age_months, lang);
    let mut text = match (lang, advice.basis) {
        (Lang::Tr, Basis::Height) => format!("Boy {h} cm: {measured}."),
        (Lang::Tr, Basis::BetweenHeights) => {
            format!("Boy {h} cm iki beden arasında; büyük olanı öneriyoruz: {measured}.")
        }
        (Lang::Tr, Basis::AboveTable) => {
            format!("Boy {h} cm tablonun en büyük bedeninden uzun; en yakını {measured}.")
        }
        (Lang::Tr, Basis::BelowTable) => {
            format!("Boy {h} cm tablonun en küçük bedeninden kısa; en yakını {measured}.")
        }
        (Lang::Tr, Basis::Age) => {
            format!("{a}: {measured}. Boy ve kilo girerseniz öneri daha isabetli olur.")
        }
        (Lang::Tr, Basis::OlderThanTable) => {
            format!("{a}: tablonun en büyük bedeni {measured}. Boy girerseniz öneri daha isabetli olur.")
        }
        (Lang::En, Basis::Height) => format!("Height {h} cm: {measured}."),
        (Lang::En, Basis::BetweenHeights) => {
            format!("Height {h} cm is between two sizes; we suggest the larger: {measured}.")
        }
        (Lang::En, Basis::AboveTable) => {
            format!("Height {h} cm is above the chart's largest size; the nearest is {measured}.")
        }
        (Lang::En, Basis::BelowTable) => {
            format!("Height {h} cm is below the chart's smallest size; the nearest is {measured}.")
        }
        (Lang::En, Basis::Age) => {
            format!("{a}: {measured}. With height and weight the suggestion is more precise.")
        }
        (Lang::En, Basis::OlderThanTable) => {
            format!("{a}: the chart's largest size is {measured}. With the height the suggestion is more precise.")
        }
        (Lang::Ar, Basis::Height) => format!("الطول {h} سم: {measured}."),
        (Lang::Ar, Basis::BetweenHeights) => {
            format!("الطول {h} سم بين مقاسين؛ نقترح الأكبر: {measured}.")
        }
        (Lang::Ar, Basis::AboveTable) => {
            format!("الطول {h} سم أكبر من أكبر مقاس في الجدول؛ الأقرب هو {measured}.")
        }
        (Lang::Ar, Basis::BelowTable) => {
            format!("الطول {h} سم أصغر من أصغر مقاس في الجدول؛ الأقرب هو {measured}.")
        }
        (Lang::Ar, Basis::Age) => {
            format!("{a}: {measured}. مع الطول والوزن يكون الاقتراح أدق.")
        }
        (Lang::Ar, Basis::OlderThanTable) => {
            format!("{a}: أكبر مقاس في الجدول هو {measured}. مع الطول يكون الاقتراح أدق.")
        }
    };
    if advice.heavier() {
        let w = child.weight_kg.map(|w| number(w, lang)).unwrap_or_default();
        text.push(' ');
        text.push_str(&match lang {
            Lang::Tr => {
                format!("Kilo {w} kg bu beden için fazla; bir büyüğünü öneriyoruz: {recommended}.")
            }
            Lang::En => {
                format!("Weight {w} kg is above that size's range; we suggest {recommended}.")
            }
            Lang::Ar => format!("الوزن {w} كغ أكثر من هذا المقاس؛ نقترح {recommended}."),
        });
    }
    match offered {
        Offered::Same => {}
        Offered::Next(next) => {
            text.push(' ');
            text.push_str(&match lang {
                Lang::Tr => format!("Bu üründe {recommended} yok; bir büyüğü: {next}."),
                Lang::En => format!("This product has no {recommended}; the next size up: {next}."),
                Lang::Ar => format!(
                    "لا يتوفر المقاس {recommended} في هذا المنتج؛ المقاس الأكبر التالي: {next}."
                ),
            });
        }
        Offered::Nothing => {
            text.push(' ');
            text.push_str(&match lang {
                Lang::Tr => format!("Bu üründe {recommended} ve daha büyüğü yok."),
                Lang::En => format!("This product has no {recommended} or larger."),
                Lang::Ar => format!("لا يتوفر في هذا المنتج المقاس {recommended} أو أكبر منه."),
            });
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn advice(basis: Basis, measured: usize, row: usize) -> Advice {
        Advice {
            measured,
            basis,
            row,
        }
    }

    #[test]
    fn the_reason_names_the_measure_and_the_size() {
        let child = Child {
            age_months: 60,
            height_cm: Some(116.0),
            weight_kg: None,
        };
        let text = reason(
            Lang::Tr,
            &child,
            &advice(Basis::Height, 9, 9),
            "5-6 Yaş",
            "5-6 Yaş",
            Offered::Same,
        );
        assert_eq!(text, "Boy 116 cm: 5-6 Yaş.");
        let child = Child {
            age_months: 63,
            height_cm: Some(116.5),
            weight_kg: Some(25.5),
        };
        let text = reason(
            Lang::Tr,
            &child,
            &advice(Basis::BetweenHeights, 10, 11),
            "6-7 Yaş",
            "7-8 Yaş",
            Offered::Next("9-10 Yaş"),
        );
        assert_eq!(
            text,
            "Boy 116,5 cm iki beden arasında; büyük olanı öneriyoruz: 6-7 Yaş. \
             Kilo 25,5 kg bu beden için fazla; bir büyüğünü öneriyoruz: 7-8 Yaş. \
             Bu üründe 7-8 Yaş yok; bir büyüğü: 9-10 Yaş."
        );
        let child = Child {
            age_months: 63,
            height_cm: None,
            weight_kg: None,
        };
        let text = reason(
            Lang::En,
            &child,
            &advice(Basis::Age, 9, 9),
            "5-6 Years",
            "5-6 Years",
            Offered::Nothing,
        );
        assert_eq!(
            text,
            "5 years 3 months old: 5-6 Years. With height and weight the suggestion is more precise. \
             This product has no 5-6 Years or larger."
        );
    }

    #[test]
    fn ages_read_naturally() {
        assert_eq!(age(8, Lang::Tr), "8 aylık");
        assert_eq!(age(60, Lang::Tr), "5 yaş");
        assert_eq!(age(61, Lang::Ar), "العمر 5 سنة و1 شهر");
        assert_eq!(number(20.0, Lang::Tr), "20");
        assert_eq!(number(20.26, Lang::En), "20.3");
    }
}
