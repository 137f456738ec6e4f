//! Demo catalogue content in Turkish, English and Arabic: colours, sizes,
//! categories, generated product texts, shopper reviews and stores.

use rand::seq::SliceRandom;
use rand::Rng;

use super::images::Garment;

/// One piece of text in the three storefront languages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Text3 {
    pub tr: &'static str,
    pub en: &'static str,
    pub ar: &'static str,
}

const fn t(tr: &'static str, en: &'static str, ar: &'static str) -> Text3 {
    Text3 { tr, en, ar }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ColourSeed {
    pub name: Text3,
    pub hex: &'static str,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SizeSeed {
    pub name: Text3,
    pub baby: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Gender {
    Boy,
    Girl,
    Unisex,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CategorySeed {
    pub slug: &'static str,
    pub parent: Option<&'static str>,
    pub name: Text3,
    pub garments: &'static [Garment],
    pub baby: bool,
    pub gender: Gender,
}

pub const COLOURS: &[ColourSeed] = &[
    ColourSeed {
        name: t("Pembe", "Pink", "وردي"),
        hex: "#F4A7B9",
    },
    ColourSeed {
        name: t("Fuşya", "Fuchsia", "فوشيا"),
        hex: "#E94B6A",
    },
    ColourSeed {
        name: t("Lacivert", "Navy", "كحلي"),
        hex: "#1F2F57",
    },
    ColourSeed {
        name: t("Beyaz", "White", "أبيض"),
        hex: "#FFFFFF",
    },
    ColourSeed {
        name: t("Krem", "Cream", "كريمي"),
        hex: "#F3E9D2",
    },
    ColourSeed {
        name: t("Kırmızı", "Red", "أحمر"),
        hex: "#D7263D",
    },
    ColourSeed {
        name: t("Sarı", "Yellow", "أصفر"),
        hex: "#F6C945",
    },
    ColourSeed {
        name: t("Mint Yeşili", "Mint Green", "أخضر نعناعي"),
        hex: "#A8E0C8",
    },
    ColourSeed {
        name: t("Gri Melanj", "Grey Melange", "رمادي ميلانج"),
        hex: "#B5B8BD",
    },
    ColourSeed {
        name: t("Bordo", "Burgundy", "عنابي"),
        hex: "#7B1E33",
    },
    ColourSeed {
        name: t("Haki", "Khaki", "كاكي"),
        hex: "#7A7B52",
    },
    ColourSeed {
        name: t("Mavi", "Blue", "أزرق"),
        hex: "#4A90D9",
    },
    ColourSeed {
        name: t("Bebe Mavisi", "Baby Blue", "أزرق فاتح"),
        hex: "#BFDDF2",
    },
    ColourSeed {
        name: t("Lila", "Lilac", "ليلكي"),
        hex: "#C3A6E0",
    },
    ColourSeed {
        name: t("Somon", "Salmon", "سلموني"),
        hex: "#F4A08A",
    },
    ColourSeed {
        name: t("Hardal", "Mustard", "خردلي"),
        hex: "#D4A017",
    },
];

/// Arabic sizes keep Western digits, as on the printed size labels; the noun
/// follows Arabic number agreement (أشهر/سنوات up to ten, شهرًا/سنة above).
pub const SIZES: &[SizeSeed] = &[
    SizeSeed {
        name: t("0-3 Ay", "0-3 Months", "0-3 أشهر"),
        baby: true,
    },
    SizeSeed {
        name: t("3-6 Ay", "3-6 Months", "3-6 أشهر"),
        baby: true,
    },
    SizeSeed {
        name: t("6-9 Ay", "6-9 Months", "6-9 أشهر"),
        baby: true,
    },
    SizeSeed {
        name: t("9-12 Ay", "9-12 Months", "9-12 شهرًا"),
        baby: true,
    },
    SizeSeed {
        name: t("12-18 Ay", "12-18 Months", "12-18 شهرًا"),
        baby: true,
    },
    SizeSeed {
        name: t("18-24 Ay", "18-24 Months", "18-24 شهرًا"),
        baby: true,
    },
    SizeSeed {
        name: t("2-3 Yaş", "2-3 Years", "2-3 سنوات"),
        baby: false,
    },
    SizeSeed {
        name: t("3-4 Yaş", "3-4 Years", "3-4 سنوات"),
        baby: false,
    },
    SizeSeed {
        name: t("4-5 Yaş", "4-5 Years", "4-5 سنوات"),
        baby: false,
    },
    SizeSeed {
        name: t("5-6 Yaş", "5-6 Years", "5-6 سنوات"),
        baby: false,
    },
    SizeSeed {
        name: t("6-7 Yaş", "6-7 Years", "6-7 سنوات"),
        baby: false,
    },
    SizeSeed {
        name: t("7-8 Yaş", "7-8 Years", "7-8 سنوات"),
        baby: false,
    },
    SizeSeed {
        name: t("9-10 Yaş", "9-10 Years", "9-10 سنوات"),
        baby: false,
    },
    SizeSeed {
        name: t("11-12 Yaş", "11-12 Years", "11-12 سنة"),
        baby: false,
    },
    SizeSeed {
        name: t("13-14 Yaş", "13-14 Years", "13-14 سنة"),
        baby: false,
    },
];

const fn category(
    slug: &'static str,
    parent: Option<&'static str>,
    name: Text3,
    garments: &'static [Garment],
    baby: bool,
    gender: Gender,
) -> CategorySeed {
    CategorySeed {
        slug,
        parent,
        name,
        garments,
        baby,
        gender,
    }
}

const BOYS: Option<&str> = Some("erkek-cocuk");
const GIRLS: Option<&str> = Some("kiz-cocuk");
const BABY: Option<&str> = Some("bebek");

/// Parents come before their children, so they can be inserted in order.
pub const CATEGORIES: &[CategorySeed] = &[
    category(
        "erkek-cocuk",
        None,
        t("Erkek Çocuk", "Boys", "الأولاد"),
        &[],
        false,
        Gender::Boy,
    ),
    category(
        "erkek-cocuk-gomlek",
        BOYS,
        t("Gömlek", "Shirts", "قمصان"),
        &[Garment::Shirt],
        false,
        Gender::Boy,
    ),
    category(
        "erkek-cocuk-sweatshirt",
        BOYS,
        t("Sweatshirt", "Sweatshirts", "سويت شيرت"),
        &[Garment::Sweatshirt],
        false,
        Gender::Boy,
    ),
    category(
        "erkek-cocuk-pantolon",
        BOYS,
        t("Pantolon", "Trousers", "بناطيل"),
        &[Garment::Trousers],
        false,
        Gender::Boy,
    ),
    category(
        "erkek-cocuk-pantolon-takimi",
        BOYS,
        t("Pantolon Takımı", "Trouser Sets", "أطقم بنطال"),
        &[Garment::TrouserSet],
        false,
        Gender::Boy,
    ),
    category(
        "erkek-cocuk-ceket",
        BOYS,
        t("Ceket", "Jackets", "جاكيتات"),
        &[Garment::Jacket],
        false,
        Gender::Boy,
    ),
    category(
        "erkek-cocuk-set-takim",
        BOYS,
        t("Set Takım", "Sets", "أطقم"),
        &[Garment::Set],
        false,
        Gender::Boy,
    ),
    category(
        "erkek-cocuk-takim-elbise",
        BOYS,
        t("Takım Elbise", "Suits", "بدلات رسمية"),
        &[Garment::Suit],
        false,
        Gender::Boy,
    ),
    category(
        "kiz-cocuk",
        None,
        t("Kız Çocuk", "Girls", "البنات"),
        &[],
        false,
        Gender::Girl,
    ),
    category(
        "kiz-cocuk-elbise",
        GIRLS,
        t("Elbise", "Dresses", "فساتين"),
        &[Garment::Dress],
        false,
        Gender::Girl,
    ),
    category(
        "kiz-cocuk-pantolon-takimi-375",
        GIRLS,
        t("Pantolon Takımı", "Trouser Sets", "أطقم بنطال"),
        &[Garment::TrouserSet],
        false,
        Gender::Girl,
    ),
    category(
        "bebek",
        None,
        t("Bebek", "Baby", "الرضّع"),
        &[],
        true,
        Gender::Unisex,
    ),
    category(
        "bebek-erkek",
        BABY,
        t("Erkek Bebek", "Baby Boy", "الأولاد الرضّع"),
        &[Garment::Bodysuit, Garment::Set, Garment::TrouserSet],
        true,
        Gender::Boy,
    ),
    category(
        "bebek-kiz",
        BABY,
        t("Kız Bebek", "Baby Girl", "البنات الرضيعات"),
        &[Garment::BabyDress, Garment::Bodysuit, Garment::Set],
        true,
        Gender::Girl,
    ),
];

/// Generated product texts; index 0 is Turkish, 1 English, 2 Arabic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProductText {
    pub title: [String; 3],
    pub description: [String; 3],
}

/// A believable product title and description for a garment of this
/// category in this (base) colour, varied by rng.
pub fn product_text(
    category: &CategorySeed,
    garment: Garment,
    colour: &ColourSeed,
    rng: &mut impl Rng,
) -> ProductText {
    let choices = nouns(garment);
    let noun = &choices[rng.gen_range(0..choices.len())];
    let audience = audience(category);
    let fits = |w: &&Word| w.fits(garment, category.gender);
    let styles: Vec<&Word> = STYLES.iter().filter(fits).collect();
    let fabrics: Vec<&Word> = FABRICS.iter().filter(fits).collect();

    let mut words: Vec<&Word> = Vec::with_capacity(3);
    if rng.gen_bool(0.85) {
        if let Some(first) = styles.choose(rng) {
            words.push(first);
            if rng.gen_bool(0.25) {
                // English allows only one trailing "With ..." phrase.
                let others: Vec<&&Word> = styles
                    .iter()
                    .filter(|w| w.tr != first.tr && !(w.en_after && first.en_after))
                    .collect();
                if let Some(second) = others.choose(rng) {
                    words.push(second);
                }
            }
        }
    }
    if let Some(fabric) = fabrics.choose(rng) {
        words.push(fabric);
    }

    let title = [
        title_tr(&words, audience, noun),
        title_en(&words, audience, noun),
        title_ar(&words, audience, noun),
    ];
    let description = describe(garment, noun, colour, rng);
    ProductText { title, description }
}

fn title_tr(words: &[&Word], audience: Text3, noun: &Noun) -> String {
    let mut parts: Vec<&str> = words.iter().map(|w| w.tr).collect();
    parts.extend([audience.tr, noun.tr]);
    parts.join(" ")
}

fn title_en(words: &[&Word], audience: Text3, noun: &Noun) -> String {
    let mut parts = vec![audience.en];
    parts.extend(words.iter().filter(|w| !w.en_after).map(|w| w.en));
    parts.push(noun.en);
    parts.extend(words.iter().filter(|w| w.en_after).map(|w| w.en));
    parts.join(" ")
}

fn title_ar(words: &[&Word], audience: Text3, noun: &Noun) -> String {
    // Arabic adjectives follow the noun directly and agree with its gender;
    // prepositional phrases come after them, then the audience.
    let mut parts = vec![noun.ar];
    parts.extend(
        words
            .iter()
            .filter(|w| w.ar_adj)
            .map(|w| if noun.fem { w.ar_f } else { w.ar }),
    );
    parts.extend(words.iter().filter(|w| !w.ar_adj).map(|w| w.ar));
    parts.push(audience.ar);
    parts.join(" ")
}

fn audience(category: &CategorySeed) -> Text3 {
    match (category.gender, category.baby) {
        (Gender::Boy, false) => t("Erkek Çocuk", "Boys'", "للأولاد"),
        (Gender::Girl, false) => t("Kız Çocuk", "Girls'", "للبنات"),
        (Gender::Unisex, false) => t("Çocuk", "Kids'", "للأطفال"),
        (Gender::Boy, true) => t("Erkek Bebek", "Baby Boy", "للأولاد الرضّع"),
        (Gender::Girl, true) => t("Kız Bebek", "Baby Girl", "للبنات الرضيعات"),
        (Gender::Unisex, true) => t("Bebek", "Baby", "للرضّع"),
    }
}

/// A garment noun; `ar_this` is "this <noun>" with the demonstrative placed
/// and inflected the way Arabic needs for that noun.
struct Noun {
    tr: &'static str,
    en: &'static str,
    ar: &'static str,
    ar_this: &'static str,
    fem: bool,
}

const fn noun(tr: &'static str, en: &'static str, ar: &'static str, ar_this: &'static str) -> Noun {
    Noun {
        tr,
        en,
        ar,
        ar_this,
        fem: false,
    }
}

const SHIRT_NOUNS: &[Noun] = &[noun("Gömlek", "Shirt", "قميص", "هذا القميص")];
const SWEATSHIRT_NOUNS: &[Noun] = &[noun(
    "Sweatshirt",
    "Sweatshirt",
    "سويت شيرت",
    "هذا السويت شيرت",
)];
const TROUSERS_NOUNS: &[Noun] = &[noun("Pantolon", "Trousers", "بنطال", "هذا البنطال")];
const TROUSER_SET_NOUNS: &[Noun] = &[noun(
    "Pantolon Takımı",
    "Trouser Set",
    "طقم بنطال",
    "طقم البنطال هذا",
)];
const JACKET_NOUNS: &[Noun] = &[noun("Ceket", "Jacket", "جاكيت", "هذا الجاكيت")];
const SET_NOUNS: &[Noun] = &[noun("Set Takım", "Two-Piece Set", "طقم", "هذا الطقم")];
const SUIT_NOUNS: &[Noun] = &[Noun {
    tr: "Takım Elbise",
    en: "Suit",
    ar: "بدلة",
    ar_this: "هذه البدلة",
    fem: true,
}];
const DRESS_NOUNS: &[Noun] = &[noun("Elbise", "Dress", "فستان", "هذا الفستان")];
// Turkish shops sell the same baby bodysuit as both "zıbın" and "body".
const BODYSUIT_NOUNS: &[Noun] = &[
    noun("Zıbın", "Bodysuit", "بودي", "هذا البودي"),
    noun("Body", "Bodysuit", "بودي", "هذا البودي"),
];

/// Every garment has at least one noun.
fn nouns(garment: Garment) -> &'static [Noun] {
    match garment {
        Garment::Shirt => SHIRT_NOUNS,
        Garment::Sweatshirt => SWEATSHIRT_NOUNS,
        Garment::Trousers => TROUSERS_NOUNS,
        Garment::TrouserSet => TROUSER_SET_NOUNS,
        Garment::Jacket => JACKET_NOUNS,
        Garment::Set => SET_NOUNS,
        Garment::Suit => SUIT_NOUNS,
        Garment::Dress | Garment::BabyDress => DRESS_NOUNS,
        Garment::Bodysuit => BODYSUIT_NOUNS,
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Who {
    Any,
    Boys,
    Girls,
}

/// A style or fabric word for titles. Arabic adjectives carry a feminine
/// form (`ar_f`); phrases such as "بنقشة الورود" do not inflect.
struct Word {
    tr: &'static str,
    en: &'static str,
    ar: &'static str,
    ar_f: &'static str,
    ar_adj: bool,
    en_after: bool,
    only: &'static [Garment],
    who: Who,
}

const fn w(tr: &'static str, en: &'static str, ar: &'static str) -> Word {
    Word {
        tr,
        en,
        ar,
        ar_f: ar,
        ar_adj: false,
        en_after: false,
        only: &[],
        who: Who::Any,
    }
}

impl Word {
    const fn adj(mut self, ar_f: &'static str) -> Word {
        self.ar_f = ar_f;
        self.ar_adj = true;
        self
    }

    const fn after(mut self) -> Word {
        self.en_after = true;
        self
    }

    const fn on(mut self, only: &'static [Garment]) -> Word {
        self.only = only;
        self
    }

    const fn boys(mut self) -> Word {
        self.who = Who::Boys;
        self
    }

    const fn girls(mut self) -> Word {
        self.who = Who::Girls;
        self
    }

    fn fits(&self, garment: Garment, gender: Gender) -> bool {
        let who = match self.who {
            Who::Any => true,
            Who::Boys => gender == Gender::Boy,
            Who::Girls => gender == Gender::Girl,
        };
        who && (self.only.is_empty() || self.only.contains(&garment))
    }
}

use Garment::{
    BabyDress as BDR, Bodysuit as BOD, Dress as DRS, Jacket as JKT, Set as SET, Shirt as SHT,
    Suit as SUT, Sweatshirt as SWT, TrouserSet as TRS, Trousers as TRO,
};

/// Patterns, prints and cuts; each only where it makes sense.
const STYLES: &[Word] = &[
    w("Çiçek Desenli", "Floral", "بنقشة الورود")
        .girls()
        .on(&[DRS, BDR, SHT, SET, BOD, TRS, SWT]),
    w("Dinozor Baskılı", "Dinosaur Print", "بطبعة الديناصورات")
        .boys()
        .on(&[SWT, SET, TRS, BOD, SHT]),
    w("Kalp Desenli", "Heart Print", "بنقشة القلوب")
        .girls()
        .on(&[DRS, BDR, SET, BOD, SWT, TRS]),
    w("Çizgili", "Striped", "مخطط").adj("مخططة"),
    w("Kareli", "Checked", "بنقشة المربعات").on(&[SHT, TRO, DRS, SET, SUT, BDR, JKT]),
    w("Puantiyeli", "Polka Dot", "منقّط")
        .adj("منقّطة")
        .girls()
        .on(&[DRS, BDR, SET, BOD, SHT, TRS]),
    w("Baskılı", "Printed", "مطبوع")
        .adj("مطبوعة")
        .on(&[SWT, SET, TRS, BOD, SHT, DRS, BDR]),
    w("Nakışlı", "Embroidered", "مطرّز")
        .adj("مطرّزة")
        .on(&[SHT, DRS, BDR, BOD, SWT, SET, JKT]),
    w("Fırfırlı", "Ruffled", "بالكشكش")
        .girls()
        .on(&[DRS, BDR, SET, BOD, TRS, SHT]),
    w("Kapüşonlu", "Hooded", "بغطاء رأس").on(&[SWT, JKT, TRS]),
    w("Fermuarlı", "Zip-Up", "بسحّاب").on(&[JKT, SWT, TRS]),
    w("Kolej Yazılı", "Varsity", "بطبعة جامعية").on(&[SWT, JKT, TRS, SET]),
    w("Uzay Temalı", "Space Print", "بطبعة الفضاء")
        .boys()
        .on(&[SWT, SET, TRS, BOD]),
    w("Ayıcık Desenli", "Teddy Bear Print", "بنقشة الدببة").on(&[BOD, BDR, SET, SWT, TRS]),
    w("Gökkuşağı Baskılı", "Rainbow Print", "بطبعة قوس قزح")
        .girls()
        .on(&[SWT, SET, DRS, TRS, BOD, BDR]),
    w("Işıltılı", "Sparkly", "لامع")
        .adj("لامعة")
        .girls()
        .on(&[DRS, SWT, SET, TRS, BDR]),
    w("Işıklı Baskılı", "Glow Print", "بطبعة مضيئة").on(&[SWT, SET, TRS, BOD]),
    w("Pul Payetli", "Sequinned", "مزيّن بالترتر")
        .adj("مزيّنة بالترتر")
        .girls()
        .on(&[DRS, SWT, SET]),
    w("Kamuflaj Desenli", "Camouflage", "بنقشة التمويه")
        .boys()
        .on(&[TRO, SWT, SET, TRS, JKT]),
    w("Araba Baskılı", "Car Print", "بطبعة السيارات")
        .boys()
        .on(&[SWT, SET, BOD, TRS]),
    w("Kelebek Desenli", "Butterfly Print", "بنقشة الفراشات")
        .girls()
        .on(&[DRS, BDR, SET, BOD, SWT, TRS]),
    w("Dantel Detaylı", "Lace Trim", "بحواف من الدانتيل")
        .girls()
        .on(&[DRS, BDR, BOD, SET]),
    w("Tül Etekli", "Tulle Skirt", "بتنورة من التول")
        .girls()
        .on(&[DRS, BDR]),
    w("Fiyonklu", "Bow Detail", "بفيونكة")
        .girls()
        .on(&[DRS, BDR, SET, BOD, TRS]),
    w("Papyonlu", "With Bow Tie", "مع ربطة عنق فراشة")
        .after()
        .boys()
        .on(&[SUT, SHT, BOD, SET]),
    w("Kravatlı", "With Tie", "مع ربطة عنق")
        .after()
        .boys()
        .on(&[SUT, SHT]),
    w("Yelekli", "Three-Piece", "ثلاثي القطع")
        .adj("ثلاثية القطع")
        .boys()
        .on(&[SUT]),
    w("Slim Fit", "Slim Fit", "بقصة ضيقة")
        .boys()
        .on(&[SUT, SHT, TRO]),
    w("Jogger", "Jogger", "بقصة جوغر").on(&[TRO, TRS]),
    w("Kargo Cepli", "Cargo", "بجيوب كارغو").on(&[TRO, SET]),
    w("Beli Lastikli", "Elastic Waist", "بخصر مطاطي").on(&[TRO, TRS, SET]),
    w("Paçası Lastikli", "Cuffed", "بأطراف مطاطية").on(&[TRO, TRS]),
    w("Şişme", "Puffer", "منفوخ").adj("منفوخة").on(&[JKT]),
    w("Uzun Kollu", "Long Sleeve", "بأكمام طويلة").on(&[SHT, SWT]),
    w("Kısa Kollu", "Short Sleeve", "بأكمام قصيرة").on(&[SET, BOD, BDR, DRS]),
    w("Balon Kollu", "Puff Sleeve", "بأكمام منفوخة")
        .girls()
        .on(&[BDR, DRS]),
    w("Zarf Yaka", "Envelope Neck", "بياقة على شكل ظرف").on(&[BOD]),
    w("Bebe Yaka", "Peter Pan Collar", "بياقة بيتر بان")
        .girls()
        .on(&[BDR, DRS, SHT]),
    w("Yıldız Desenli", "Star Print", "بنقشة النجوم").on(&[SWT, SET, BOD, BDR, DRS, TRS, SHT]),
    w("Şeritli", "Side Stripe", "بشريط جانبي").on(&[TRS, TRO, SWT, JKT]),
    w("Çıtçıtlı", "Snap Button", "بكبسات").on(&[BOD, JKT]),
    w("Düğmeli", "Button-Front", "بأزرار أمامية").on(&[SHT, BDR, DRS]),
    w("Tavşan Desenli", "Bunny Print", "بنقشة الأرانب").on(&[BOD, BDR, SET, SWT]),
    w("Ekose", "Tartan", "بنقشة الترتان").on(&[SHT, DRS, TRO, SUT, BDR]),
    w("Armalı", "With Crest", "بشعار مطرّز")
        .after()
        .boys()
        .on(&[SUT, JKT, SWT]),
];

/// Fabrics and seasons.
const FABRICS: &[Word] = &[
    w("Pamuklu", "Cotton", "قطني").adj("قطنية"),
    w("%100 Pamuk", "100% Cotton", "من القطن 100%").on(&[SHT, SWT, TRO, TRS, SET, DRS, BOD, BDR]),
    w("Organik Pamuk", "Organic Cotton", "من القطن العضوي")
        .on(&[BOD, BDR, SET, DRS, SHT, SWT, TRS]),
    w("Keten Karışımlı", "Linen Blend", "من مزيج الكتان").on(&[SHT, TRO, DRS, SET, SUT, BDR]),
    w("Kadife", "Velvet", "مخملي")
        .adj("مخملية")
        .on(&[DRS, SUT, BDR, TRS]),
    w("Fitilli Kadife", "Corduroy", "من قماش الكوردروي").on(&[TRO, JKT, SHT, DRS]),
    w("Denim", "Denim", "من الدنيم").on(&[TRO, JKT, SHT, DRS, SET]),
    w("Şardonlu", "Brushed Fleece", "مبطّن بالفليس")
        .adj("مبطّنة بالفليس")
        .on(&[SWT, TRS, TRO]),
    w("Polar", "Polar Fleece", "من قماش البولار").on(&[SWT, JKT, TRS]),
    w("Müslin", "Muslin", "من الموسلين").on(&[BOD, BDR, DRS, SET, SHT]),
    w("Triko", "Knitted", "محبوك")
        .adj("محبوكة")
        .on(&[SWT, DRS, SET, BDR, TRS]),
    w("Poplin", "Poplin", "من البوبلين").on(&[SHT, DRS]),
    w("Gabardin", "Gabardine", "من الغاباردين").on(&[TRO, SUT, JKT]),
    w("Su İtici", "Water-Repellent", "طارد للماء")
        .adj("طاردة للماء")
        .on(&[JKT]),
    w("Penye", "Combed Cotton", "من القطن الممشّط").on(&[SET, BOD, SWT, TRS, BDR]),
    w("Yumuşak Dokulu", "Soft-Touch", "ناعم الملمس").adj("ناعمة الملمس"),
    w("Kışlık", "Winter", "شتوي")
        .adj("شتوية")
        .on(&[SWT, TRO, TRS, JKT, SUT, DRS, BOD]),
    w("Yazlık", "Summer", "صيفي")
        .adj("صيفية")
        .on(&[DRS, SET, SHT, BDR, BOD, TRO, SUT]),
    w("Likralı", "Stretch", "مرن")
        .adj("مرنة")
        .on(&[TRO, DRS, TRS, SUT]),
    w("Saten", "Satin", "من الساتان").girls().on(&[DRS, BDR]),
    w("Oversize", "Oversized", "بقصة واسعة").on(&[SWT, SHT]),
    w("İnterlok", "Interlock", "من قماش الإنترلوك").on(&[BOD, SET, TRS, BDR]),
    w("Mevsimlik", "Mid-Season", "للمواسم الانتقالية").on(&[JKT, SWT, TRS, TRO]),
    w("Astarlı", "Lined", "مبطّن")
        .adj("مبطّنة")
        .on(&[JKT, SUT, DRS]),
    w("Bambu", "Bamboo", "من ألياف الخيزران").on(&[BOD, SET, BDR]),
];

fn describe(garment: Garment, noun: &Noun, colour: &ColourSeed, rng: &mut impl Rng) -> [String; 3] {
    let colour_tr = tr_lower(colour.name.tr);
    let noun_tr = tr_lower(noun.tr);
    let colour_en = colour.name.en.to_lowercase();
    let noun_en = noun.en.to_lowercase();
    let this_ar = noun.ar_this;
    let colour_ar = colour.name.ar;

    // The same variant index is used for every language so the three
    // descriptions stay translations of each other.
    let opening = match rng.gen_range(0..3) {
        0 => [
            format!(
                "{} rengiyle öne çıkan bu {noun_tr}, günlük kullanımda da özel günlerde de rahatlıkla giyilebilir.",
                tr_capitalise(&colour_tr)
            ),
            format!(
                "This {colour_en} {noun_en} is as easy to wear every day as it is on special occasions."
            ),
            if noun.fem {
                format!("تتميز {this_ar} بلون {colour_ar}، وهي مناسبة للاستخدام اليومي وللمناسبات الخاصة على حد سواء.")
            } else {
                format!("يتميز {this_ar} بلون {colour_ar}، وهو مناسب للاستخدام اليومي وللمناسبات الخاصة على حد سواء.")
            },
        ],
        1 => [
            format!(
                "Bu {colour_tr} {noun_tr}, çocuğunuzun gardırobuna neşeli ve şık bir dokunuş katar."
            ),
            format!("This {colour_en} {noun_en} adds a cheerful, stylish touch to your child's wardrobe."),
            format!(
                "{} {this_ar} بلون {colour_ar} لمسة مبهجة وأنيقة على خزانة ملابس طفلك.",
                if noun.fem { "تضفي" } else { "يضفي" }
            ),
        ],
        _ => [
            format!(
                "Oyun parkından aile buluşmalarına kadar her yerde {colour_tr} {noun_tr} ile fark yaratın."
            ),
            format!(
                "From the playground to family gatherings, this {colour_en} {noun_en} always stands out."
            ),
            format!(
                "{} {this_ar} بلون {colour_ar} طفلك في كل مكان، من ساحة اللعب إلى اللقاءات العائلية.",
                if noun.fem { "ترافق" } else { "يرافق" }
            ),
        ],
    };
    let details = garment_details(garment);
    let care = match rng.gen_range(0..3) {
        0 => t(
            "Türkiye'de üretilmiştir; 30 °C'de ters yüz edilerek yıkanması önerilir.",
            "Made in Türkiye; we recommend washing it inside out at 30 °C.",
            "المنتج مصنوع في تركيا، ويُنصح بغسله مقلوبًا على حرارة 30 درجة مئوية.",
        ),
        1 => t(
            "Cilt dostu kumaşlarla Türkiye'de üretilmiştir ve 30 °C'de makinede yıkanabilir.",
            "Made in Türkiye from skin-friendly fabrics and machine washable at 30 °C.",
            "المنتج مصنوع في تركيا من أقمشة لطيفة على البشرة، وقابل للغسل في الغسالة على حرارة 30 درجة مئوية.",
        ),
        _ => t(
            "Türkiye'de üretilmiştir; renklerinin canlı kalması için 30 °C'de benzer renklerle yıkayın.",
            "Made in Türkiye; wash at 30 °C with similar colours to keep the colours bright.",
            "المنتج مصنوع في تركيا؛ اغسله على حرارة 30 درجة مئوية مع الألوان المتشابهة للحفاظ على حيوية ألوانه.",
        ),
    };
    let [o_tr, o_en, o_ar] = opening;
    [
        format!("{o_tr} {} {}", details.tr, care.tr),
        format!("{o_en} {} {}", details.en, care.en),
        format!("{o_ar} {} {}", details.ar, care.ar),
    ]
}

/// What the picture of each garment shows, described for the shopper.
fn garment_details(garment: Garment) -> Text3 {
    match garment {
        Garment::Shirt => t(
            "Nefes alan kumaşı ve rahat kalıbıyla okuldan özel davetlere kadar gün boyu konfor sunar.",
            "Its breathable fabric and comfortable fit keep your child at ease all day, from school to special occasions.",
            "يوفر قماشه القابل للتنفس وقصّته المريحة راحة طوال اليوم، من المدرسة إلى المناسبات الخاصة.",
        ),
        Garment::Sweatshirt => t(
            "İçi yumuşacık dokusu ve ribanalı kol ağızlarıyla serin günlerde sıcak tutar, kapüşonu rüzgâra karşı ekstra koruma sağlar.",
            "A soft inner feel and ribbed cuffs keep your child warm on cool days, and the hood gives extra protection from the wind.",
            "يحافظ ملمسه الداخلي الناعم وأساوره المضلّعة على دفء طفلك في الأيام الباردة، بينما يوفر غطاء الرأس حماية إضافية من الرياح.",
        ),
        Garment::Trousers => t(
            "Ayarlanabilir beli büyüyen çocuklara uyum sağlar, sağlam dikişleri oyun parkında bile formunu korur.",
            "The adjustable waist grows with your child, and the sturdy seams keep their shape even at the playground.",
            "يتلاءم خصره القابل للتعديل مع الطفل في مرحلة النمو، وتحافظ خياطته المتينة على شكله حتى في ساحة اللعب.",
        ),
        Garment::TrouserSet => t(
            "Beli lastikli pantolonu ve rahat kesimli üstüyle okulda da evde de pratik bir kombin sunar.",
            "With elastic-waist trousers and a relaxed-fit top, it makes an easy outfit for school and home.",
            "يقدّم بنطاله ذو الخصر المطاطي وجزؤه العلوي المريح إطلالة عملية للمدرسة والمنزل.",
        ),
        Garment::Jacket => t(
            "Fermuarlı önü sayesinde kolayca giyilip çıkarılır; cepleri küçük hazineleri saklamak için idealdir.",
            "The zip front makes it easy to put on and take off, and the pockets are perfect for little treasures.",
            "يسهّل سحّابه الأمامي ارتداءه وخلعه، وجيوبه مثالية لحفظ الكنوز الصغيرة.",
        ),
        Garment::Set => t(
            "Tişört ve şorttan oluşan iki parçalı takım, yaz günlerinde serin tutar ve kolayca kombinlenir.",
            "Made up of a T-shirt and shorts, the set keeps your child cool on summer days and mixes easily with other pieces.",
            "يتكون الطقم من تيشيرت وشورت، ويمنح طفلك شعورًا بالانتعاش في أيام الصيف ويسهل تنسيقه مع قطع أخرى.",
        ),
        Garment::Suit => t(
            "Ceket, pantolon ve papyondan oluşan takım; düğün, bayram ve mezuniyet gibi özel günler için şık bir seçimdir.",
            "Made up of a jacket, trousers and a bow tie, it is a smart choice for weddings, holidays and graduations.",
            "تتكون البدلة من جاكيت وبنطال وربطة عنق فراشة، وهي خيار أنيق لحفلات الزفاف والأعياد وحفلات التخرج.",
        ),
        Garment::Dress => t(
            "Vücuda oturan üst kısmı ve kloş eteğiyle dönüp dans etmeye davet eder; beldeki fiyonk görünümü tamamlar.",
            "A fitted bodice and a flared skirt invite twirling and dancing, and the bow at the waist completes the look.",
            "يدعو جزؤه العلوي الضيق وتنورته الواسعة طفلتك إلى الدوران والرقص، وتكتمل الإطلالة بالفيونكة عند الخصر.",
        ),
        Garment::Bodysuit => t(
            "Zarf yakası baştan kolayca geçer, alttaki çıtçıtlar bez değişimini hızlı ve pratik hale getirir.",
            "The envelope neckline slips easily over the head, and the snaps at the bottom make nappy changes quick.",
            "تمر ياقته على شكل ظرف بسهولة فوق الرأس، وتجعل الكبسات في الأسفل تغيير الحفاض سريعًا وسهلًا.",
        ),
        Garment::BabyDress => t(
            "Balon kolları ve bebe yakasıyla çok tatlı görünür; önden düğmeli olduğu için kolayca giydirilir.",
            "Puff sleeves and a Peter Pan collar make it extra sweet, and the front buttons make dressing easy.",
            "يبدو رائعًا بأكمامه المنفوخة وياقته المستديرة، وتجعل أزراره الأمامية إلباسه سهلًا.",
        ),
    }
}

/// Lower-cases Turkish text: the default mapping would turn "I" into "i"
/// instead of the dotless "ı".
fn tr_lower(s: &str) -> String {
    s.chars()
        .flat_map(|c| match c {
            'I' => vec!['ı'],
            'İ' => vec!['i'],
            c => c.to_lowercase().collect(),
        })
        .collect()
}

/// Upper-cases the first letter, mapping "i" to the dotted "İ".
fn tr_capitalise(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some('i') => format!("İ{}", chars.as_str()),
        Some('ı') => format!("I{}", chars.as_str()),
        Some(c) => format!("{}{}", c.to_uppercase(), chars.as_str()),
        None => String::new(),
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CommentSeed {
    pub author: &'static str,
    pub rating: i64,
    pub body: &'static str,
}

const fn comment(author: &'static str, rating: i64, body: &'static str) -> CommentSeed {
    CommentSeed {
        author,
        rating,
        body,
    }
}

pub const COMMENTS: &[CommentSeed] = &[
    comment("Ayşe K.", 5, "Kumaşı çok yumuşak, kızım hiç çıkarmak istemedi. Yıkamadan sonra da rengi hiç solmadı."),
    comment("Mehmet Y.", 5, "Oğlumun bayramlık kıyafetini buradan aldık, dikişleri çok düzgün ve kalıbı tam oturdu."),
    comment("Zeynep A.", 4, "Ürün güzel ama kalıbı biraz geniş, bir küçük beden almanızı öneririm."),
    comment("Elif Ş.", 5, "Kargo çok hızlıydı, ertesi gün elimdeydi. Paketleme de çok özenliydi."),
    comment("Fatma Ö.", 4, "Rengi fotoğraftakinden bir ton açık ama yine de çok şık duruyor."),
    comment("Emre Ç.", 3, "Kumaş kalitesi iyi fakat paçaları biraz uzun geldi, kısaltmak zorunda kaldık."),
    comment("Hatice D.", 5, "Organik pamuk olması bebeğimin hassas cildi için çok önemliydi, hiç kızarıklık yapmadı."),
    comment("Burak T.", 5, "Okul için iki tane aldım, her gün giyiliyor ve hâlâ ilk günkü gibi."),
    comment("Selin G.", 4, "Elbise çok tatlı, eteği tam dönmelik! Sadece fiyonk biraz kolay çözülüyor."),
    comment("Merve B.", 2, "Sipariş ettiğim beden stokta yokmuş, bunu iki gün sonra öğrendim. Ürünün kendisi fena değil."),
    comment("Hüseyin E.", 5, "Düğün için aldığımız takım elbise herkesin dikkatini çekti, papyonu da çok yakıştı."),
    comment("Büşra İ.", 5, "Çıtçıtları sağlam, bez değiştirirken çok pratik. Kesinlikle tekrar alacağım."),
    comment("Ahmet S.", 4, "Sweatshirt kalın ve sıcak tutuyor, kapüşonu da geniş. 30 derecede yıkayınca hiç çekmedi."),
    comment("Gülşen Ü.", 5, "İnternetten aldım, mağazadan kolayca değiştirebildim. Çalışanlar çok ilgiliydi."),
    comment("Oğuz N.", 3, "Güzel bir ceket ama fermuarı biraz sert, zamanla açılır diye umuyorum."),
    comment("Derya Y.", 5, "Kızım lila rengine bayıldı, her yere bu pantolon takımıyla gitmek istiyor."),
    comment("Kübra Ç.", 4, "Fiyat performans açısından gayet başarılı, kumaşı ince değil."),
    comment("İbrahim K.", 5, "Set takım tatil için ideal oldu, keten karışımlı kumaşı hiç terletmiyor."),
    comment("Sevgi A.", 4, "Bedenler tabloyla birebir uyumlu, ölçüleri kontrol ederek sipariş vermenizi tavsiye ederim."),
    comment("Cem Ö.", 5, "Gömleğin yakası yıkamadan sonra da formunu koruyor, neredeyse ütü bile istemiyor."),
    comment("Nur Ş.", 2, "Rengi ekranda gördüğümden daha koyu geldi, iade etmek zorunda kaldım. İade süreci hızlıydı."),
    comment("Esra D.", 5, "Yeğenime hediye olarak aldım, ablam paketin şıklığına bile bayıldı."),
    comment("Yusuf T.", 4, "Pantolonun beli ayarlanabilir olduğu için uzun süre giyilecek gibi duruyor."),
    comment("Ceren M.", 5, "Bebek elbisesinin yakası çok zarif, bayram fotoğraflarında harika göründü."),
    comment("Murat Ç.", 4, "Kargo bir gün gecikti ama ürün beklediğimden çok daha kaliteli çıktı."),
    comment("Gizem Ö.", 5, "Üçüncü siparişim, hiç hayal kırıklığı yaşamadım. Yerli üretim olması da ayrıca güzel."),
    comment("Şule R.", 3, "Deseni çok tatlı fakat ilk yıkamada biraz tüylendi."),
    comment("Tuğba L.", 5, "Işıltılı baskısı yıkamada hiç bozulmadı, kızım kendini prenses gibi hissediyor."),
    comment("Gökhan İ.", 4, "Oğlum kamuflaj desenine bayıldı, kumaşı da oyun için yeterince dayanıklı."),
    comment("Aslı Ü.", 5, "Zıbınlar yumuşacık, dikiş yerleri bebeğin cildine hiç batmıyor."),
    comment("Barış Ş.", 5, "Mağazada değişim çok kolay oldu, bir büyük bedeni hemen aldık."),
    comment("Özlem G.", 4, "Mint yeşili rengi çok canlı ve tam fotoğraftaki gibi. Beden tablosu da doğru."),
];

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StoreSeed {
    pub name: &'static str,
    pub city: &'static str,
    pub town: &'static str,
    pub address: &'static str,
    pub phone: &'static str,
    pub lat: f64,
    pub lng: f64,
    pub group: &'static str,
}

const MALL: &str = "AVM Mağazası";
const STREET: &str = "Cadde Mağazası";
const OUTLET: &str = "Outlet";

#[allow(clippy::too_many_arguments)]
const fn store(
    name: &'static str,
    city: &'static str,
    town: &'static str,
    address: &'static str,
    phone: &'static str,
    lat: f64,
    lng: f64,
    group: &'static str,
) -> StoreSeed {
    StoreSeed {
        name,
        city,
        town,
        address,
        phone,
        lat,
        lng,
        group,
    }
}

/// Coordinates are those of the district centre or its main shopping street.
pub const STORES: &[StoreSeed] = &[
    store(
        "Kadıköy Bahariye",
        "İstanbul",
        "Kadıköy",
        "Osmanağa Mah. Bahariye Cad. No: 47",
        "0216 345 27 18",
        40.9884,
        29.0289,
        STREET,
    ),
    store(
        "Beşiktaş Çarşı",
        "İstanbul",
        "Beşiktaş",
        "Sinanpaşa Mah. Ortabahçe Cad. No: 18",
        "0212 258 41 06",
        41.0436,
        29.0067,
        STREET,
    ),
    store(
        "Bakırköy İstanbul Caddesi",
        "İstanbul",
        "Bakırköy",
        "Cevizlik Mah. İstanbul Cad. No: 55",
        "0212 571 33 92",
        40.9797,
        28.8728,
        STREET,
    ),
    store(
        "Ataşehir AVM",
        "İstanbul",
        "Ataşehir",
        "Barbaros Mah. Ataşehir Bulvarı No: 12, Kat: 1",
        "0216 456 18 74",
        40.9923,
        29.1213,
        MALL,
    ),
    store(
        "Nişantaşı",
        "İstanbul",
        "Şişli",
        "Teşvikiye Mah. Abdi İpekçi Cad. No: 31",
        "0212 231 64 50",
        41.0508,
        28.9937,
        STREET,
    ),
    store(
        "Üsküdar Meydan",
        "İstanbul",
        "Üsküdar",
        "Mimar Sinan Mah. Hakimiyet-i Milliye Cad. No: 62",
        "0216 310 52 37",
        41.0254,
        29.0163,
        STREET,
    ),
    store(
        "Beylikdüzü AVM",
        "İstanbul",
        "Beylikdüzü",
        "Büyükşehir Mah. Cumhuriyet Cad. No: 8, Kat: 2",
        "0212 872 40 15",
        40.9870,
        28.6420,
        MALL,
    ),
    store(
        "Ankara Tunalı",
        "Ankara",
        "Çankaya",
        "Kavaklıdere Mah. Tunalı Hilmi Cad. No: 88",
        "0312 467 29 83",
        39.9055,
        32.8608,
        STREET,
    ),
    store(
        "Ankara Kızılay AVM",
        "Ankara",
        "Çankaya",
        "Kızılay Mah. Atatürk Bulvarı No: 131, Kat: 1",
        "0312 418 75 26",
        39.9208,
        32.8541,
        MALL,
    ),
    store(
        "Karşıyaka Çarşı",
        "İzmir",
        "Karşıyaka",
        "Tuna Mah. Kemalpaşa Cad. No: 36",
        "0232 369 14 58",
        38.4565,
        27.1125,
        STREET,
    ),
    store(
        "Bornova AVM",
        "İzmir",
        "Bornova",
        "Kazımdirik Mah. Mustafa Kemal Cad. No: 12, Kat: 1",
        "0232 343 82 61",
        38.4650,
        27.2165,
        MALL,
    ),
    store(
        "Alsancak",
        "İzmir",
        "Konak",
        "Alsancak Mah. Kıbrıs Şehitleri Cad. No: 74",
        "0232 464 23 97",
        38.4372,
        27.1436,
        STREET,
    ),
    store(
        "Bursa Nilüfer AVM",
        "Bursa",
        "Nilüfer",
        "Beşevler Mah. Fatih Sultan Mehmet Bulvarı No: 210, Kat: 1",
        "0224 443 56 12",
        40.2150,
        28.9810,
        MALL,
    ),
    store(
        "Antalya Işıklar",
        "Antalya",
        "Muratpaşa",
        "Elmalı Mah. Işıklar Cad. No: 44",
        "0242 243 17 65",
        36.8862,
        30.7060,
        STREET,
    ),
    store(
        "Adana Atatürk Caddesi",
        "Adana",
        "Seyhan",
        "Reşatbey Mah. Atatürk Cad. No: 29",
        "0322 457 38 04",
        36.9975,
        35.3235,
        STREET,
    ),
    store(
        "Konya Selçuklu AVM",
        "Konya",
        "Selçuklu",
        "Feritpaşa Mah. Yeni İstanbul Cad. No: 41, Kat: 1",
        "0332 236 49 70",
        37.8880,
        32.4910,
        MALL,
    ),
    store(
        "Gaziantep Suburcu",
        "Gaziantep",
        "Şahinbey",
        "Karagöz Mah. Suburcu Cad. No: 21",
        "0342 231 66 43",
        37.0628,
        37.3803,
        STREET,
    ),
    store(
        "Kayseri Merkez AVM",
        "Kayseri",
        "Melikgazi",
        "Cumhuriyet Mah. Sivas Cad. No: 17, Kat: 1",
        "0352 222 84 39",
        38.7240,
        35.4860,
        MALL,
    ),
    store(
        "Eskişehir Adalar",
        "Eskişehir",
        "Tepebaşı",
        "Hoşnudiye Mah. Doktorlar Cad. No: 27",
        "0222 231 45 82",
        39.7775,
        30.5150,
        STREET,
    ),
    store(
        "Trabzon Uzun Sokak",
        "Trabzon",
        "Ortahisar",
        "Kemerkaya Mah. Uzun Sokak No: 33",
        "0462 321 57 14",
        41.0048,
        39.7232,
        STREET,
    ),
    store(
        "Samsun Atakum AVM",
        "Samsun",
        "Atakum",
        "Cumhuriyet Mah. Atatürk Bulvarı No: 112, Kat: 1",
        "0362 439 26 51",
        41.3300,
        36.2780,
        MALL,
    ),
    store(
        "Mersin Yenişehir AVM",
        "Mersin",
        "Yenişehir",
        "Güvenevler Mah. Gazi Mustafa Kemal Bulvarı No: 480, Kat: 2",
        "0324 331 70 28",
        36.7870,
        34.5920,
        MALL,
    ),
    store(
        "Diyarbakır Ofis",
        "Diyarbakır",
        "Yenişehir",
        "Kooperatifler Mah. Ekinciler Cad. No: 15",
        "0412 228 93 46",
        37.9185,
        40.2130,
        STREET,
    ),
    store(
        "Denizli Saltak",
        "Denizli",
        "Merkezefendi",
        "Saraylar Mah. Saltak Cad. No: 24",
        "0258 241 36 90",
        37.7775,
        29.0870,
        STREET,
    ),
    store(
        "İzmit Yürüyüş Yolu",
        "Kocaeli",
        "İzmit",
        "Ömerağa Mah. Hürriyet Cad. No: 41",
        "0262 321 48 73",
        40.7665,
        29.9200,
        STREET,
    ),
    store(
        "Adapazarı Çark Caddesi",
        "Sakarya",
        "Adapazarı",
        "Cumhuriyet Mah. Çark Cad. No: 52",
        "0264 274 15 62",
        40.7800,
        30.4025,
        STREET,
    ),
    store(
        "Bodrum Çarşı",
        "Muğla",
        "Bodrum",
        "Çarşı Mah. Cevat Şakir Cad. No: 9",
        "0252 316 82 47",
        37.0352,
        27.4290,
        STREET,
    ),
    store(
        "Tekirdağ Sahil",
        "Tekirdağ",
        "Süleymanpaşa",
        "Hürriyet Mah. Hükümet Cad. No: 30",
        "0282 261 47 35",
        40.9800,
        27.5130,
        STREET,
    ),
    store(
        "Erzurum Cumhuriyet Caddesi",
        "Erzurum",
        "Yakutiye",
        "Lalapaşa Mah. Cumhuriyet Cad. No: 45",
        "0442 235 61 08",
        39.9055,
        41.2730,
        STREET,
    ),
    store(
        "Edirne Saraçlar",
        "Edirne",
        "Merkez",
        "Sabuni Mah. Saraçlar Cad. No: 19",
        "0284 213 52 86",
        41.6762,
        26.5552,
        STREET,
    ),
    store(
        "Van İpekyolu",
        "Van",
        "İpekyolu",
        "Şerefiye Mah. Cumhuriyet Cad. No: 66",
        "0432 216 39 74",
        38.4960,
        43.3790,
        STREET,
    ),
    store(
        "Balıkesir Merkez",
        "Balıkesir",
        "Karesi",
        "Eski Kuyumcular Mah. Milli Kuvvetler Cad. No: 14",
        "0266 244 73 19",
        39.6490,
        27.8840,
        STREET,
    ),
    store(
        "Manisa Outlet",
        "Manisa",
        "Yunusemre",
        "Laleli Mah. Mustafa Kemal Paşa Cad. No: 151",
        "0236 238 46 27",
        38.6236,
        27.3914,
        OUTLET,
    ),
    store(
        "Aydın Outlet",
        "Aydın",
        "Efeler",
        "Zafer Mah. Denizli Bulvarı No: 78",
        "0256 213 58 40",
        37.8453,
        27.8622,
        OUTLET,
    ),
    store(
        "Çorlu Outlet",
        "Tekirdağ",
        "Çorlu",
        "Şeyhsinan Mah. Omurtak Cad. No: 96",
        "0282 651 37 92",
        41.1597,
        27.8006,
        OUTLET,
    ),
];

/// A store's opening hours by its group: shopping centres keep the centre's hours.
pub fn store_hours(group: &str) -> &'static str {
    match group {
        MALL => "Her gün 10:00-22:00",
        OUTLET => "Her gün 10:00-21:00",
        _ => "Pazartesi-Cumartesi 09:30-20:00, Pazar 11:00-19:00",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::StdRng;
    use rand::SeedableRng;
    use std::collections::HashSet;

    fn children() -> impl Iterator<Item = &'static CategorySeed> {
        CATEGORIES.iter().filter(|c| c.parent.is_some())
    }

    fn has_arabic(s: &str) -> bool {
        s.chars().any(|c| ('\u{0600}'..='\u{06FF}').contains(&c))
    }

    #[test]
    fn category_slugs_are_unique_and_parents_exist() {
        let slugs: HashSet<_> = CATEGORIES.iter().map(|c| c.slug).collect();
        assert_eq!(slugs.len(), CATEGORIES.len());
        for (i, c) in CATEGORIES.iter().enumerate() {
            match c.parent {
                Some(parent) => {
                    let p = CATEGORIES[..i]
                        .iter()
                        .find(|p| p.slug == parent)
                        .unwrap_or_else(|| panic!("{}: parent {parent} missing or later", c.slug));
                    assert!(p.parent.is_none(), "{} nests too deep", c.slug);
                    assert!(!c.garments.is_empty(), "{} has no garments", c.slug);
                }
                None => assert!(c.garments.is_empty(), "{} is a parent", c.slug),
            }
        }
    }

    #[test]
    fn contract_slugs_are_present() {
        for slug in [
            "erkek-cocuk",
            "erkek-cocuk-gomlek",
            "erkek-cocuk-sweatshirt",
            "erkek-cocuk-pantolon",
            "erkek-cocuk-pantolon-takimi",
            "erkek-cocuk-ceket",
            "erkek-cocuk-set-takim",
            "erkek-cocuk-takim-elbise",
            "kiz-cocuk",
            "kiz-cocuk-elbise",
            "kiz-cocuk-pantolon-takimi-375",
            "bebek",
            "bebek-erkek",
            "bebek-kiz",
        ] {
            assert!(CATEGORIES.iter().any(|c| c.slug == slug), "{slug}");
        }
        assert_eq!(CATEGORIES.len(), 14);
    }

    #[test]
    fn colours_and_sizes() {
        assert!(COLOURS.len() >= 12);
        let hexes: HashSet<_> = COLOURS.iter().map(|c| c.hex).collect();
        assert_eq!(hexes.len(), COLOURS.len());
        for c in COLOURS {
            assert!(c.hex.len() == 7 && c.hex.starts_with('#'), "{}", c.hex);
            assert!(c.hex[1..].chars().all(|ch| ch.is_ascii_hexdigit()));
        }
        assert_eq!(SIZES.iter().filter(|s| s.baby).count(), 6);
        assert_eq!(SIZES.iter().filter(|s| !s.baby).count(), 9);
        for s in SIZES {
            assert!(has_arabic(s.name.ar), "{}", s.name.ar);
        }
    }

    #[test]
    fn stores_are_in_turkey() {
        assert!(STORES.len() >= 24);
        let names: HashSet<_> = STORES.iter().map(|s| s.name).collect();
        assert_eq!(names.len(), STORES.len());
        for s in STORES {
            assert!((35.8..=42.2).contains(&s.lat), "{} lat {}", s.name, s.lat);
            assert!((25.6..=44.9).contains(&s.lng), "{} lng {}", s.name, s.lng);
            assert!(
                s.phone.starts_with('0') && s.phone.len() == 14,
                "{}",
                s.phone
            );
        }
    }

    #[test]
    fn comments_look_real() {
        assert!(COMMENTS.len() >= 30);
        for c in COMMENTS {
            assert!((2..=5).contains(&c.rating), "{}", c.author);
            assert!(!c.body.is_empty());
        }
        let high = COMMENTS.iter().filter(|c| c.rating >= 4).count();
        assert!(high * 3 >= COMMENTS.len() * 2);
    }

    #[test]
    fn product_texts_are_complete_in_every_language() {
        let mut rng = StdRng::seed_from_u64(1);
        for category in children() {
            for &garment in category.garments {
                for colour in COLOURS {
                    let text = product_text(category, garment, colour, &mut rng);
                    let [tr, en, ar] = &text.title;
                    assert!(!tr.is_empty() && !en.is_empty() && !ar.is_empty());
                    assert!(tr != en && en != ar && tr != ar, "{tr} / {en} / {ar}");
                    assert!(
                        tr.contains(category.name.tr),
                        "{tr} lacks {}",
                        category.name.tr
                    );
                    assert!(has_arabic(ar), "{ar}");
                    let [dtr, den, dar] = &text.description;
                    assert!(dtr != den && den != dar && dtr != dar);
                    assert!(dtr.contains("Türkiye") && dtr.contains("30 °C"), "{dtr}");
                    assert!(den.contains("Türkiye") && den.contains("30 °C"), "{den}");
                    assert!(dar.contains("تركيا") && has_arabic(dar), "{dar}");
                }
            }
        }
    }

    #[test]
    fn titles_are_varied() {
        let mut rng = StdRng::seed_from_u64(42);
        let pairs: Vec<(&CategorySeed, Garment)> = children()
            .flat_map(|c| c.garments.iter().map(move |&g| (c, g)))
            .collect();
        let titles: HashSet<String> = (0..400)
            .map(|i| {
                let (category, garment) = pairs[i % pairs.len()];
                let colour = &COLOURS[i % COLOURS.len()];
                let [tr, ..] = product_text(category, garment, colour, &mut rng).title;
                tr
            })
            .collect();
        assert!(titles.len() >= 300, "only {} distinct titles", titles.len());
    }

    #[test]
    fn every_garment_has_a_noun() {
        for garment in Garment::ALL {
            assert!(!nouns(garment).is_empty(), "{garment:?}");
        }
    }

    #[test]
    fn turkish_case_mapping() {
        assert_eq!(tr_lower("Kırmızı IŞIK İğne"), "kırmızı ışık iğne");
        assert_eq!(tr_capitalise("ince"), "İnce");
        assert_eq!(tr_capitalise("ışık"), "Işık");
    }

    #[test]
    fn every_word_fits_some_category() {
        for word in STYLES.iter().chain(FABRICS) {
            let used = children().any(|c| c.garments.iter().any(|&g| word.fits(g, c.gender)));
            assert!(used, "{} is never used", word.tr);
        }
    }
}
