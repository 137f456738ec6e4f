//! `GET /wallet-sandbox/test-cards?lang=tr|en`: the test cards of the sandbox and what each does,
//! for a shopper trying the demo shop (the checkout's test-mode notice links here). The page
//! stands for the provider's own site, like the 3-D Secure page, in Turkish or English.

use axum::{
    extract::Query,
    response::{Html, IntoResponse, Response},
};
use serde::Deserialize;

use super::{
    cards::TestCard,
    envelope::Lang,
    three_d::{document, escape, no_store},
};
use crate::wallet::bins;

#[derive(Debug, Deserialize)]
pub struct TestCardsQuery {
    #[serde(default)]
    lang: String,
}

/// The documented test cards, in the order a tester wants them.
const CARDS: [&str; 7] = [
    "4048090000000007",
    "4032801234567894",
    "5469570000000005",
    "4132520000000000",
    "4183420000000001",
    "4155140000000009",
    "4010720000000003",
];

fn behaviour(card: TestCard, lang: Lang) -> &'static str {
    match (card, lang) {
        (TestCard::ThreeD, Lang::Tr) => "3-D Secure sayfası açılır; Onayla ile ödeme tamamlanır.",
        (TestCard::ThreeD, Lang::En) => "Opens the 3-D Secure page; Approve completes the payment.",
        (TestCard::Otp, Lang::Tr) => "SMS kodu ister, doğru kodla ödeme tamamlanır.",
        (TestCard::Otp, Lang::En) => "Asks for the SMS code; the right code completes the payment.",
        (TestCard::Declined, Lang::Tr) => "Banka reddeder: \"Kart reddedildi\".",
        (TestCard::Declined, Lang::En) => "The bank declines it: \"Card declined\".",
        (TestCard::Slow, Lang::Tr) => "Yavaş yanıt verir, ardından SMS kodu ister.",
        (TestCard::Slow, Lang::En) => "Answers slowly, then asks for the SMS code.",
        (TestCard::ServerError, Lang::Tr) => "Sağlayıcı hata verir (HTTP 500).",
        (TestCard::ServerError, Lang::En) => "The provider fails (HTTP 500).",
        (TestCard::NotJson, Lang::Tr) => "Sağlayıcı okunamayan bir yanıt verir.",
        (TestCard::NotJson, Lang::En) => "The provider gives an answer that cannot be read.",
    }
}

struct Texts {
    title: &'static str,
    lead: &'static str,
    number: &'static str,
    bank: &'static str,
    what: &'static str,
    rest: &'static str,
    codes: &'static str,
}

fn texts(lang: Lang) -> Texts {
    match lang {
        Lang::Tr => Texts {
            title: "Test kartları (deneme ortamı)",
            lead: "Bu mağaza test modunda: kartlardan gerçek ödeme alınmaz. Ödemeyi denemek için aşağıdaki kartlardan birini kullanın.",
            number: "Kart numarası",
            bank: "Banka / kart ailesi",
            what: "Ne olur",
            rest: "Son kullanma tarihi olarak gelecekteki herhangi bir ay, CVC olarak herhangi üç rakam girilebilir.",
            codes: "SMS kodları telefona gönderilmez: sunucunun veri klasöründe outbox/ altına wallet-otp-….txt dosyası olarak yazılır (ilk satır kod). En hızlı deneme için 3-D Secure kartını kullanın.",
        },
        Lang::En => Texts {
            title: "Test cards (sandbox)",
            lead: "This shop is in test mode: no card is really charged. Use one of the cards below to try a payment.",
            number: "Card number",
            bank: "Bank / card family",
            what: "What happens",
            rest: "Any future month works as the expiry date, any three digits as the CVC.",
            codes: "SMS codes are not sent to a phone: they are written to the server's data folder under outbox/ as wallet-otp-….txt files (the code on the first line). For the quickest try, use the 3-D Secure card.",
        },
    }
}

/// `4048 0900 0000 0007`.
fn grouped(number: &str) -> String {
    number
        .as_bytes()
        .chunks(4)
        .map(|g| String::from_utf8_lossy(g).into_owned())
        .collect::<Vec<_>>()
        .join(" ")
}

pub async fn page(Query(query): Query<TestCardsQuery>) -> Response {
    let lang = Lang::of_page(&query.lang);
    let t = texts(lang);
    let mut rows = String::new();
    for number in CARDS {
        let bank = bins::lookup(number)
            .map(|c| match &c.family {
                Some(family) => format!("{} / {family}", c.bank),
                None => c.bank.clone(),
            })
            .unwrap_or_default();
        rows.push_str(&format!(
            "<tr><td dir=\"ltr\" data-testid=\"test-card-number\">{}</td><td>{}</td><td>{}</td></tr>",
            grouped(number),
            escape(&bank),
            escape(behaviour(TestCard::of(number), lang))
        ));
    }
    let body = format!(
        "<h1>{}</h1><p>{}</p><table><thead><tr><th>{}</th><th>{}</th><th>{}</th></tr></thead>\
         <tbody>{rows}</tbody></table><p>{}</p><p>{}</p>",
        escape(t.title),
        escape(t.lead),
        escape(t.number),
        escape(t.bank),
        escape(t.what),
        escape(t.rest),
        escape(t.codes),
    );
    no_store(Html(document(lang, t.title, &body, "3d.css")).into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_listed_card_is_luhn_valid_and_known_to_the_card_list() {
        for number in CARDS {
            assert!(bins::luhn_valid(number), "{number}");
            assert!(bins::lookup(number).is_some(), "{number}");
        }
        assert_eq!(grouped("4048090000000007"), "4048 0900 0000 0007");
    }
}
