//! The `[checkout]` section of the configuration: the shop's carriers (with their tracking
//! pages), its bank accounts for transfers, and cash on delivery.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct CheckoutConfig {
    /// The carriers a shopper chooses from, in the order shown.
    pub carriers: Vec<Carrier>,
    /// Accounts shown for bank transfers (havale/EFT).
    pub bank_accounts: Vec<BankAccount>,
    /// Days a bank-transfer order waits for its payment before it is cancelled; 0 turns bank
    /// transfers off.
    pub bank_transfer_days: u32,
    pub cash_on_delivery: CashOnDelivery,
    /// Minutes a card order waits for its payment before it is cancelled.
    pub card_payment_minutes: u32,
    /// Key the back office sends as `X-Api-Key` to read orders and set their status; empty
    /// turns that API off.
    pub erp_api_key: String,
    /// VAT included in the shipping and payment fees, in percent.
    pub fee_vat_percent: i64,
    /// Business days within which an order leaves the warehouse, as the contracts promise.
    pub dispatch_days: u32,
    /// The seller named in the pre-information form and the distance sales contract.
    pub seller: Seller,
    /// The series of the e-Archive invoice numbers the shop drafts (three capitals or digits;
    /// the integrator numbers the invoice in it).
    pub invoice_series: String,
}

/// The seller's identity for the contracts (`[checkout.seller]`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Seller {
    /// Trade name (unvan).
    pub title: String,
    pub address: String,
    pub phone: String,
    pub email: String,
    /// MERSIS number (16 digits).
    pub mersis_no: String,
    pub tax_office: String,
    pub tax_number: String,
    /// The town (ilçe) and city of the address, as the invoices name them.
    pub town: String,
    pub city: String,
}

impl Default for Seller {
    fn default() -> Self {
        Self {
            title: "Vitrin Çocuk Giyim A.Ş.".into(),
            address: "Caferağa Mah. Moda Cad. No: 1, 34710 Kadıköy / İstanbul".into(),
            phone: "0850 000 00 00".into(),
            email: "destek@vitrin.example".into(),
            mersis_no: "0123456789000015".into(),
            tax_office: "Kadıköy".into(),
            tax_number: "1234567890".into(),
            town: "Kadıköy".into(),
            city: "İstanbul".into(),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Carrier {
    /// Stable code stored with the order (`yurtici`).
    pub code: String,
    /// Name shown to shoppers (`Yurtiçi Kargo`).
    pub name: String,
    /// Price in kuruş; free from the shop's `free_shipping_threshold`.
    pub price: i64,
    /// Orders placed before this local time (`HH:MM`, Turkey) leave the same day; empty: never.
    pub same_day_cutoff: String,
    /// The carrier's page following a parcel, `{tracking_no}` standing for the number
    /// (`https://…?code={tracking_no}`); empty: no link, the number alone.
    #[serde(default)]
    pub tracking_url: String,
    /// The shop's agreed-return code at the carrier (anlaşmalı iade kodu): a return's own code
    /// begins with it and the shopper shows it at the carrier's branch, paying nothing. Empty:
    /// returns do not go by this carrier.
    #[serde(default)]
    pub return_agreement: String,
    /// The secret the carrier's integration sends in `X-Carrier-Secret` with a parcel's events
    /// (`POST /api/v1/carriers/{code}/events`); empty: the carrier posts no events.
    #[serde(default)]
    pub webhook_secret: String,
}

/// The placeholder of a carrier's tracking link.
pub const TRACKING_NO: &str = "{tracking_no}";

impl Carrier {
    /// The page following the parcel `tracking_no`, when the carrier has a link.
    pub fn tracking_link(&self, tracking_no: &str) -> Option<String> {
        let number: String =
            url::form_urlencoded::byte_serialize(tracking_no.trim().as_bytes()).collect();
        (!self.tracking_url.is_empty() && !number.is_empty())
            .then(|| self.tracking_url.replace(TRACKING_NO, &number))
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct BankAccount {
    pub bank: String,
    pub holder: String,
    pub iban: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct CashOnDelivery {
    pub enabled: bool,
    /// Fee in kuruş added to the order.
    pub fee: i64,
    /// Order totals (kuruş, before the fee) it is offered for.
    pub min_total: i64,
    pub max_total: i64,
}

impl Default for CashOnDelivery {
    fn default() -> Self {
        Self {
            enabled: true,
            fee: 1_990,
            min_total: 0,
            max_total: 500_000,
        }
    }
}

impl Default for CheckoutConfig {
    fn default() -> Self {
        let carrier = |code: &str, name: &str, price: i64, cutoff: &str, tracking: &str| Carrier {
            code: code.into(),
            name: name.into(),
            price,
            same_day_cutoff: cutoff.into(),
            tracking_url: tracking.into(),
            return_agreement: String::new(),
            webhook_secret: String::new(),
        };
        Self {
            carriers: vec![
                Carrier {
                    return_agreement: "302951".into(),
                    ..carrier(
                        "yurtici",
                        "Yurtiçi Kargo",
                        4_990,
                        "14:00",
                        "https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code={tracking_no}",
                    )
                },
                carrier(
                    "aras",
                    "Aras Kargo",
                    4_490,
                    "",
                    "https://kargotakip.araskargo.com.tr/mainpage.aspx?code={tracking_no}",
                ),
            ],
            bank_accounts: vec![BankAccount {
                bank: "Ziraat Bankası".into(),
                holder: "Vitrin Çocuk Giyim A.Ş.".into(),
                iban: "TR33 0001 0012 3456 7890 1234 56".into(),
            }],
            bank_transfer_days: 3,
            cash_on_delivery: CashOnDelivery::default(),
            card_payment_minutes: 120,
            erp_api_key: String::new(),
            fee_vat_percent: 20,
            dispatch_days: 3,
            seller: Seller::default(),
            invoice_series: "VTR".into(),
        }
    }
}

impl CheckoutConfig {
    /// Why the section cannot be used, naming the key; None when it is sound.
    pub fn problem(&self) -> Option<(String, &'static str)> {
        let key = |k: &str| format!("checkout.{k}");
        if self.carriers.is_empty() {
            return Some((key("carriers"), "at least one carrier is needed"));
        }
        for (i, c) in self.carriers.iter().enumerate() {
            let name = key(&format!("carriers[{i}]"));
            if c.code.trim().is_empty() || c.name.trim().is_empty() {
                return Some((name, "code and name are needed"));
            }
            if c.price < 0 {
                return Some((name, "price must be 0 or more (kuruş)"));
            }
            if !c.same_day_cutoff.is_empty() && cutoff_minutes(&c.same_day_cutoff).is_none() {
                return Some((name, "same_day_cutoff must be HH:MM"));
            }
            let link_sound =
                c.tracking_url.starts_with("https://") && c.tracking_url.contains(TRACKING_NO);
            if !c.tracking_url.is_empty() && !link_sound {
                return Some((
                    name,
                    "tracking_url must be an https:// link with {tracking_no}",
                ));
            }
            let agreement = &c.return_agreement;
            if agreement.len() > 20 || !agreement.bytes().all(|b| b.is_ascii_alphanumeric()) {
                return Some((name, "return_agreement takes at most 20 letters and digits"));
            }
        }
        let mut codes: Vec<&str> = self.carriers.iter().map(|c| c.code.as_str()).collect();
        codes.sort_unstable();
        if codes.windows(2).any(|w| w[0] == w[1]) {
            return Some((key("carriers"), "carrier codes must differ"));
        }
        if self.bank_transfer_days > 0 && self.bank_accounts.is_empty() {
            return Some((
                key("bank_accounts"),
                "needed while bank_transfer_days is above 0",
            ));
        }
        let cod = &self.cash_on_delivery;
        if cod.fee < 0 || cod.min_total < 0 || cod.max_total < cod.min_total {
            return Some((
                key("cash_on_delivery"),
                "fee and min_total must be 0 or more, max_total at least min_total",
            ));
        }
        if self.card_payment_minutes < 10 {
            return Some((key("card_payment_minutes"), "must be at least 10"));
        }
        if !self.erp_api_key.is_empty() && self.erp_api_key.len() < 24 {
            return Some((
                key("erp_api_key"),
                "must be empty or at least 24 characters",
            ));
        }
        if !(0..100).contains(&self.fee_vat_percent) {
            return Some((key("fee_vat_percent"), "must be from 0 to 99"));
        }
        if !(1..=30).contains(&self.dispatch_days) {
            // The law's limit for delivery is 30 days.
            return Some((key("dispatch_days"), "must be from 1 to 30"));
        }
        let seller = &self.seller;
        if [&seller.title, &seller.address, &seller.phone, &seller.email]
            .iter()
            .any(|v| v.trim().is_empty())
        {
            return Some((
                key("seller"),
                "title, address, phone and email are needed for the contracts",
            ));
        }
        let series = self.invoice_series.as_bytes();
        if series.len() != 3
            || !series
                .iter()
                .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
        {
            return Some((key("invoice_series"), "must be three capitals or digits"));
        }
        if self.carriers.iter().any(|c| c.code == STORE_PICKUP) {
            return Some((
                key("carriers"),
                "the code `store` is the store pickup's own",
            ));
        }
        None
    }
}

impl CheckoutConfig {
    /// The carrier a return of an order sent by `ordered` goes back by: that one when it takes
    /// returns, else the first that does, else the first carrier.
    pub fn return_carrier(&self, ordered: &str) -> &Carrier {
        let takes = |c: &&Carrier| !c.return_agreement.is_empty();
        self.carriers
            .iter()
            .filter(takes)
            .find(|c| c.code == ordered)
            .or_else(|| self.carriers.iter().find(takes))
            .unwrap_or(&self.carriers[0])
    }
}

/// The carrier code of picking the order up at the store chosen in the cart.
pub const STORE_PICKUP: &str = "store";

/// Minutes after midnight of an `HH:MM` time.
pub fn cutoff_minutes(text: &str) -> Option<u32> {
    let (h, m) = text.split_once(':')?;
    let (h, m): (u32, u32) = (h.parse().ok()?, m.parse().ok()?);
    (h < 24 && m < 60 && text.len() == 5).then_some(h * 60 + m)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_defaults_are_sound_and_bad_values_are_named() {
        assert_eq!(CheckoutConfig::default().problem(), None);
        let mut c = CheckoutConfig::default();
        c.carriers[1].code = "yurtici".into();
        assert_eq!(c.problem().unwrap().0, "checkout.carriers");
        let mut c = CheckoutConfig::default();
        c.carriers[0].same_day_cutoff = "25:00".into();
        assert_eq!(c.problem().unwrap().0, "checkout.carriers[0]");
        let mut c = CheckoutConfig::default();
        c.bank_accounts.clear();
        assert_eq!(c.problem().unwrap().0, "checkout.bank_accounts");
        for link in [
            "http://kargo.example/?q={tracking_no}",
            "https://kargo.example/",
        ] {
            let mut c = CheckoutConfig::default();
            c.carriers[1].tracking_url = link.into();
            assert_eq!(c.problem().unwrap().0, "checkout.carriers[1]", "{link}");
        }
    }

    #[test]
    fn a_tracking_link_carries_the_number_encoded() {
        let carrier = &CheckoutConfig::default().carriers[1];
        assert_eq!(
            carrier.tracking_link(" 12345 ").as_deref(),
            Some("https://kargotakip.araskargo.com.tr/mainpage.aspx?code=12345")
        );
        assert_eq!(
            carrier.tracking_link("A&B C").as_deref(),
            Some("https://kargotakip.araskargo.com.tr/mainpage.aspx?code=A%26B+C")
        );
        assert_eq!(carrier.tracking_link(""), None);
        let without = Carrier {
            tracking_url: String::new(),
            ..carrier.clone()
        };
        assert_eq!(without.tracking_link("12345"), None);
    }

    #[test]
    fn cutoffs() {
        assert_eq!(cutoff_minutes("14:00"), Some(840));
        assert_eq!(cutoff_minutes("09:30"), Some(570));
        assert_eq!(cutoff_minutes("9:30"), None);
        assert_eq!(cutoff_minutes("14:60"), None);
    }
}
