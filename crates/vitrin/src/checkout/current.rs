//! What the checkout's steps and the placement share: the shopper's cart, addresses, contact and
//! pickup store as this session has them, the carriers and payment methods open to the cart, and
//! the contracts of the order-to-be. The summary shows exactly what the placement then checks, so
//! both go through [`crate::order::place::quote_cart`] and [`Checkout::contracts`].

use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    address::{
        model::{self as address_model, Address},
        store::{self as addresses, Owner},
    },
    customer::store::{self as customers, Customer},
    error::AppResult,
    locale::{format_money, Lang, Money},
    order::{
        config::{self, Carrier, CheckoutConfig, STORE_PICKUP},
        contracts::{self, Buyer, Contract, PickupPlace, Terms},
        guest::{self, Contact},
        model::{self, PaymentMethod},
        place::Quote,
        store,
    },
    state::AppState,
    stores::store::StoreItem,
};

/// The checkout as this session stands.
pub struct Checkout {
    pub owner: Owner,
    pub session_id: String,
    /// The key of the cart this checkout sells (`cart::store::cart_key`).
    pub cart_key: String,
    pub account: Option<Customer>,
    pub guest: Option<Contact>,
    pub delivery: Option<Address>,
    pub invoice: Option<Address>,
    pub cart_id: Option<i64>,
    /// The discount code kept on the cart, or empty.
    pub coupon_code: String,
    /// The store set on the cart (set-store), offered as the `store` carrier.
    pub pickup: Option<StoreItem>,
    /// A card provider (or the sandbox) is configured: the card can pay.
    pub card_ready: bool,
}

impl Checkout {
    pub async fn load(state: &AppState, member: Option<i64>, session_id: &str) -> AppResult<Self> {
        let owner = match member {
            Some(id) => Owner::Member(id),
            None => Owner::Guest(session_id.to_string()),
        };
        let account = match member {
            Some(id) => customers::find(&state.db, id).await?,
            None => None,
        };
        let guest = match member {
            Some(_) => None,
            None => guest::find(&state.db, session_id).await?,
        };
        let book = addresses::list(&state.db, &owner).await?;
        let (delivery_id, invoice_id) =
            address_model::checkout_choice(&book, addresses::chosen(&state.db, &owner).await?);
        let find = |id: i64| book.iter().find(|a| a.id == id).cloned();
        let cart_key = crate::cart::store::cart_key(member, session_id);
        let cart = crate::cart::store::find_cart(&state.db, &cart_key).await?;
        let pickup = match cart.as_ref().and_then(|c| c.store_id) {
            Some(id) => crate::stores::store::find(&state.db, id).await?,
            None => None,
        };
        Ok(Self {
            delivery: find(delivery_id),
            invoice: find(invoice_id),
            coupon_code: cart
                .as_ref()
                .map_or(String::new(), |c| c.coupon_code.clone()),
            cart_id: cart.map(|c| c.id),
            owner,
            session_id: session_id.to_string(),
            cart_key,
            account,
            guest,
            pickup,
            card_ready: crate::wallet::routes::wallet_settings(state).is_some(),
        })
    }

    /// The contact the order goes with: a member's account, else what the guest typed on the
    /// form, else what the guest gave at the way in. The phone falls back to the delivery
    /// address's. None while a guest has given no email.
    pub fn contact(&self, form_email: &str, form_phone: &str) -> Option<Contact> {
        let from_address = |a: &Option<Address>| {
            a.as_ref()
                .map(|a| (a.name.clone(), a.surname.clone(), a.phone.clone()))
        };
        let (addr_name, addr_surname, addr_phone) = from_address(&self.invoice)
            .or_else(|| from_address(&self.delivery))
            .unwrap_or_default();
        let digits = |p: &str| p.trim_start_matches('+').to_string();
        let pick = |a: &str, b: &str| {
            if a.is_empty() {
                b.to_string()
            } else {
                a.to_string()
            }
        };
        match (&self.account, &self.guest) {
            (Some(c), _) => Some(Contact {
                email: c.email.clone(),
                phone: digits(&pick(&c.phone, &addr_phone)),
                name: pick(&c.name, &addr_name),
                surname: pick(&c.surname, &addr_surname),
            }),
            (None, stored) => {
                let email = pick(form_email, stored.as_ref().map_or("", |g| g.email.as_str()));
                if email.is_empty() {
                    return None;
                }
                let phone = pick(
                    form_phone,
                    &pick(
                        stored.as_ref().map_or("", |g| g.phone.as_str()),
                        &addr_phone,
                    ),
                );
                Some(Contact {
                    email,
                    phone: digits(&phone),
                    name: pick(stored.as_ref().map_or("", |g| g.name.as_str()), &addr_name),
                    surname: pick(
                        stored.as_ref().map_or("", |g| g.surname.as_str()),
                        &addr_surname,
                    ),
                })
            }
        }
    }

    /// The carriers open to this cart: the shop's, then the store pickup when a store is set.
    pub fn carriers(&self, config: &CheckoutConfig, lang: Lang) -> Vec<Carrier> {
        let mut out = config.carriers.clone();
        if let Some(s) = &self.pickup {
            out.push(Carrier {
                code: STORE_PICKUP.into(),
                name: format!("{}: {}", pickup_label(lang), s.name),
                price: 0,
                same_day_cutoff: String::new(),
                tracking_url: String::new(),
                return_agreement: String::new(),
                webhook_secret: String::new(),
            });
        }
        out
    }

    /// The carrier of this code, or None.
    pub fn carrier(&self, config: &CheckoutConfig, lang: Lang, code: &str) -> Option<Carrier> {
        self.carriers(config, lang)
            .into_iter()
            .find(|c| c.code == code)
    }

    /// The pickup store when the carrier is `store`.
    pub fn pickup_for(&self, carrier: &Carrier) -> Option<&StoreItem> {
        (carrier.code == STORE_PICKUP)
            .then_some(self.pickup.as_ref())
            .flatten()
    }

    /// The delivery address the order keeps: the chosen one, or for a pickup the store's.
    pub fn delivery_for(&self, carrier: &Carrier, contact: Option<&Contact>) -> Option<Address> {
        match self.pickup_for(carrier) {
            Some(s) => {
                let buyer = self.invoice.as_ref().or(self.delivery.as_ref());
                Some(Address {
                    id: 0,
                    title: s.name.clone(),
                    name: buyer.map_or(String::new(), |a| a.name.clone()),
                    surname: buyer.map_or(String::new(), |a| a.surname.clone()),
                    phone: contact.map_or(String::new(), Contact::e164),
                    country: "TR".into(),
                    country_title: "Türkiye".into(),
                    state: String::new(),
                    state_title: String::new(),
                    city: String::new(),
                    city_title: s.city.clone(),
                    town: String::new(),
                    town_title: s.town.clone(),
                    district: String::new(),
                    district_title: String::new(),
                    postcode: String::new(),
                    address: s.address.clone(),
                    invoice_type: address_model::InvoiceType::Individual,
                    tckn: String::new(),
                    company_name: String::new(),
                    tax_office: String::new(),
                    vkn: String::new(),
                    e_invoice: 0,
                    default_delivery: 0,
                    default_invoice: 0,
                })
            }
            None => self.delivery.clone(),
        }
    }

    /// Whether a method can pay an order of `total` (items and shipping) with this carrier, its
    /// fee, and why not.
    pub fn payment_option(
        &self,
        config: &CheckoutConfig,
        lang: Lang,
        method: PaymentMethod,
        carrier: &Carrier,
        total: i64,
    ) -> PaymentOption {
        let open = |fee: i64| PaymentOption {
            method,
            fee,
            available: true,
            reason: String::new(),
        };
        let closed = |reason: String| PaymentOption {
            method,
            fee: 0,
            available: false,
            reason,
        };
        match method {
            PaymentMethod::Card if self.card_ready => open(0),
            PaymentMethod::Card => closed(reason(lang, Why::CardOff)),
            PaymentMethod::BankTransfer if config.bank_transfer_days > 0 => open(0),
            PaymentMethod::BankTransfer => closed(reason(lang, Why::TransferOff)),
            PaymentMethod::CashOnDelivery => {
                let cod = &config.cash_on_delivery;
                if !cod.enabled {
                    closed(reason(lang, Why::CashOff))
                } else if self.pickup_for(carrier).is_some() {
                    closed(reason(lang, Why::CashPickup))
                } else if total > cod.max_total {
                    closed(reason(lang, Why::CashAbove(cod.max_total)))
                } else if total < cod.min_total {
                    closed(reason(lang, Why::CashBelow(cod.min_total)))
                } else {
                    debug_assert!(model::cash_on_delivery_allowed(cod, total));
                    open(cod.fee)
                }
            }
        }
    }

    /// The contracts of a quote with this carrier, method and contact.
    pub fn contracts(
        &self,
        config: &CheckoutConfig,
        lang: Lang,
        quote: &Quote,
        carrier: &Carrier,
        method: PaymentMethod,
        contact: Option<&Contact>,
    ) -> Vec<Contract> {
        let buyer = Buyer {
            name: contact.map_or(String::new(), |c| c.name.clone()),
            surname: contact.map_or(String::new(), |c| c.surname.clone()),
            email: contact.map_or(String::new(), |c| c.email.clone()),
            phone: contact.map_or(String::new(), Contact::e164),
        };
        let pickup = self.pickup_for(carrier).map(|s| PickupPlace {
            name: s.name.clone(),
            address: store::pickup_address(s),
        });
        let lines = quote.terms_lines();
        let campaigns = quote.campaigns(lang);
        contracts::generate(&Terms {
            lang,
            seller: &config.seller,
            buyer: &buyer,
            delivery: self.delivery.as_ref(),
            invoice: self.invoice.as_ref(),
            pickup: pickup.as_ref(),
            lines: &lines,
            totals: &quote.totals,
            campaigns: &campaigns,
            carrier: &carrier.name,
            method,
            bank_transfer_days: config.bank_transfer_days,
            dispatch_days: config.dispatch_days,
        })
    }
}

fn pickup_label(lang: Lang) -> &'static str {
    match lang {
        Lang::Tr => "Mağazadan teslim al",
        Lang::En => "Pick up at the store",
        Lang::Ar => "الاستلام من المتجر",
    }
}

enum Why {
    CardOff,
    TransferOff,
    CashOff,
    CashPickup,
    CashAbove(i64),
    CashBelow(i64),
}

fn reason(lang: Lang, why: Why) -> String {
    let money = |v: i64| format_money(Money::try_minor(v), lang);
    match (why, lang) {
        (Why::CardOff, Lang::Tr) => "Kart ile ödeme şu an kullanılamıyor".into(),
        (Why::CardOff, Lang::En) => "Card payment is not available at the moment".into(),
        (Why::CardOff, Lang::Ar) => "الدفع بالبطاقة غير متاح حاليًا".into(),
        (Why::TransferOff, Lang::Tr) => "Havale/EFT ile ödeme şu anda kullanılamıyor".into(),
        (Why::TransferOff, Lang::En) => "Bank transfer is not available at the moment".into(),
        (Why::TransferOff, Lang::Ar) => "الدفع بالتحويل البنكي غير متاح حاليًا".into(),
        (Why::CashOff, Lang::Tr) => "Kapıda ödeme şu anda kullanılamıyor".into(),
        (Why::CashOff, Lang::En) => "Cash on delivery is not available at the moment".into(),
        (Why::CashOff, Lang::Ar) => "الدفع عند الاستلام غير متاح حاليًا".into(),
        (Why::CashPickup, Lang::Tr) => {
            "Mağazadan teslim alınan siparişlerde kapıda ödeme yapılamaz".into()
        }
        (Why::CashPickup, Lang::En) => "Cash on delivery is not available for store pickup".into(),
        (Why::CashPickup, Lang::Ar) => "لا يتوفر الدفع عند الاستلام للطلبات المستلمة من المتجر".into(),
        (Why::CashAbove(max), Lang::Tr) => format!(
            "Kapıda ödeme {} tutarına kadar olan siparişlerde kullanılabilir",
            money(max)
        ),
        (Why::CashAbove(max), Lang::En) => format!(
            "Cash on delivery is available for orders of up to {}",
            money(max)
        ),
        (Why::CashAbove(max), Lang::Ar) => {
            format!("الدفع عند الاستلام متاح للطلبات حتى {}", money(max))
        }
        (Why::CashBelow(min), Lang::Tr) => format!(
            "Kapıda ödeme en az {} tutarındaki siparişlerde kullanılabilir",
            money(min)
        ),
        (Why::CashBelow(min), Lang::En) => format!(
            "Cash on delivery is available for orders of at least {}",
            money(min)
        ),
        (Why::CashBelow(min), Lang::Ar) => format!(
            "الدفع عند الاستلام متاح للطلبات بقيمة {} على الأقل",
            money(min)
        ),
    }
}

/// A payment method as the payment step offers it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PaymentOption {
    pub method: PaymentMethod,
    /// Kuruş added to the order (cash on delivery's fee).
    pub fee: i64,
    pub available: bool,
    /// Why not, in words; empty when available.
    pub reason: String,
}

/// A carrier as the shipping step offers it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CarrierOption {
    pub code: String,
    pub name: String,
    /// What this cart pays for it (kuruş), 0 when free.
    pub price: i64,
    /// The carrier's price before the free-shipping threshold.
    pub list_price: i64,
    /// Orders placed now leave today (before the cut-off, Turkey's time).
    pub ships_today: bool,
    /// The same-day cut-off (`14:00`), or empty.
    pub cutoff: String,
    /// The pickup store (carrier `store` only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub store: Option<store::PickupStore>,
}

/// Whether an order placed at `now` (unix seconds) leaves the same day: before the carrier's
/// cut-off in Turkey's time.
pub fn ships_today(carrier: &Carrier, now: i64) -> bool {
    let Some(cutoff) = config::cutoff_minutes(&carrier.same_day_cutoff) else {
        return false;
    };
    let minute_of_day =
        (now + i64::from(crate::clock::TURKEY.whole_seconds())).rem_euclid(86_400) / 60;
    minute_of_day < i64::from(cutoff)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_day_shipping_ends_at_the_cutoff_in_turkey() {
        let carrier = Carrier {
            code: "yurtici".into(),
            name: "Yurtiçi Kargo".into(),
            price: 4_990,
            same_day_cutoff: "14:00".into(),
            tracking_url: String::new(),
            return_agreement: String::new(),
            webhook_secret: String::new(),
        };
        // 2026-11-25 10:59:59 UTC is 13:59:59 in Turkey; 11:00:00 UTC is 14:00.
        let day = 1_764_028_800; // 2025-11-25 00:00:00 UTC
        assert!(ships_today(&carrier, day + 10 * 3600 + 59 * 60 + 59));
        assert!(!ships_today(&carrier, day + 11 * 3600));
        // 21:30 UTC is 00:30 the next day in Turkey: before the cut-off again.
        assert!(ships_today(&carrier, day + 21 * 3600 + 30 * 60));
        let never = Carrier {
            same_day_cutoff: String::new(),
            ..carrier
        };
        assert!(!ships_today(&never, day));
    }
}
