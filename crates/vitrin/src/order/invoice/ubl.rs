//! The UBL-TR document itself: its elements in the order the schema wants them, written by a
//! small writer over the XML library.

use quick_xml::{
    events::{BytesDecl, BytesEnd, BytesStart, BytesText, Event},
    Writer,
};

use super::{billed, corporate, field, uuid_of, vat_by_rate, InvoiceParty, Line};
use crate::order::{
    model::{OrderStatus, PaymentMethod},
    store::OrderView,
};

/// The namespaces of a UBL invoice.
const NAMESPACES: [(&str, &str); 4] = [
    (
        "xmlns",
        "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
    ),
    (
        "xmlns:cac",
        "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
    ),
    (
        "xmlns:cbc",
        "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
    ),
    (
        "xmlns:ext",
        "urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2",
    ),
];

/// The identity number GİB takes for a person who gave none.
const NO_TCKN: &str = "11111111111";

/// Kuruş as the invoice writes money: `1234.50`.
pub(super) fn money(kurus: i64) -> String {
    let sign = if kurus < 0 { "-" } else { "" };
    format!("{sign}{}.{:02}", kurus.abs() / 100, kurus.abs() % 100)
}

/// A date and time in Turkey of unix seconds: (`YYYY-MM-DD`, `HH:MM:SS`, year).
pub(super) fn turkish_time(at: i64) -> (String, String, i32) {
    let t = time::OffsetDateTime::from_unix_timestamp(at)
        .unwrap_or(time::OffsetDateTime::UNIX_EPOCH)
        .to_offset(crate::clock::TURKEY);
    (
        format!("{:04}-{:02}-{:02}", t.year(), u8::from(t.month()), t.day()),
        format!("{:02}:{:02}:{:02}", t.hour(), t.minute(), t.second()),
        t.year(),
    )
}

pub(super) fn header(
    x: &mut Xml,
    id: &str,
    issued: i64,
    kind: &str,
    order: &OrderView,
    lines: usize,
) {
    x.open("ext:UBLExtensions");
    x.open("ext:UBLExtension");
    // The integrator's signature takes the place of this mark.
    x.open("ext:ExtensionContent");
    x.empty(
        "vitrin:signature",
        &[("xmlns:vitrin", "urn:vitrin:invoice")],
    );
    x.close("ext:ExtensionContent");
    x.close("ext:UBLExtension");
    x.close("ext:UBLExtensions");
    let (date, time, _) = turkish_time(issued);
    x.text("cbc:UBLVersionID", "2.1");
    x.text("cbc:CustomizationID", "TR1.2");
    x.text("cbc:ProfileID", "EARSIVFATURA");
    x.text("cbc:ID", id);
    x.text("cbc:CopyIndicator", "false");
    x.text("cbc:UUID", &uuid_of(id));
    x.text("cbc:IssueDate", &date);
    x.text("cbc:IssueTime", &time);
    x.text("cbc:InvoiceTypeCode", kind);
    x.text("cbc:Note", "Gönderim Şekli: ELEKTRONIK");
    x.text(
        "cbc:Note",
        &format!(
            "Bu satış internet üzerinden yapılmıştır. Sipariş no: {}",
            order.order_no
        ),
    );
    x.text("cbc:DocumentCurrencyCode", "TRY");
    x.text("cbc:LineCountNumeric", &lines.to_string());
    let (placed, _, _) = turkish_time(order.created_at);
    x.open("cac:OrderReference");
    x.text("cbc:ID", &order.order_no);
    x.text("cbc:IssueDate", &placed);
    x.close("cac:OrderReference");
}

pub(super) fn supplier(x: &mut Xml, party: &InvoiceParty<'_>) {
    let s = party.seller;
    x.open("cac:Signature");
    x.leaf("cbc:ID", &[("schemeID", "VKN_TCKN")], &s.tax_number);
    x.open("cac:SignatoryParty");
    x.open("cac:PartyIdentification");
    x.leaf("cbc:ID", &[("schemeID", "VKN")], &s.tax_number);
    x.close("cac:PartyIdentification");
    address(x, "cac:PostalAddress", &s.address, &s.town, &s.city, "");
    x.close("cac:SignatoryParty");
    x.open("cac:DigitalSignatureAttachment");
    x.open("cac:ExternalReference");
    x.text("cbc:URI", "#Signature");
    x.close("cac:ExternalReference");
    x.close("cac:DigitalSignatureAttachment");
    x.close("cac:Signature");
    x.open("cac:AccountingSupplierParty");
    x.open("cac:Party");
    x.text("cbc:WebsiteURI", party.website);
    x.open("cac:PartyIdentification");
    x.leaf("cbc:ID", &[("schemeID", "VKN")], &s.tax_number);
    x.close("cac:PartyIdentification");
    if !s.mersis_no.is_empty() {
        x.open("cac:PartyIdentification");
        x.leaf("cbc:ID", &[("schemeID", "MERSISNO")], &s.mersis_no);
        x.close("cac:PartyIdentification");
    }
    x.open("cac:PartyName");
    x.text("cbc:Name", &s.title);
    x.close("cac:PartyName");
    address(x, "cac:PostalAddress", &s.address, &s.town, &s.city, "");
    tax_office(x, &s.tax_office);
    x.open("cac:Contact");
    x.text("cbc:Telephone", &s.phone);
    x.text("cbc:ElectronicMail", &s.email);
    x.close("cac:Contact");
    x.close("cac:Party");
    x.close("cac:AccountingSupplierParty");
}

fn tax_office(x: &mut Xml, office: &str) {
    x.open("cac:PartyTaxScheme");
    x.open("cac:TaxScheme");
    x.text("cbc:Name", office);
    x.close("cac:TaxScheme");
    x.close("cac:PartyTaxScheme");
}

/// A postal address: the street line, the town, the city, the postcode; in Turkey.
fn address(x: &mut Xml, element: &str, street: &str, town: &str, city: &str, postcode: &str) {
    x.open(element);
    x.text("cbc:StreetName", street);
    x.text("cbc:CitySubdivisionName", town);
    x.text("cbc:CityName", city);
    if !postcode.is_empty() {
        x.text("cbc:PostalZone", postcode);
    }
    x.open("cac:Country");
    x.text("cbc:IdentificationCode", "TR");
    x.text("cbc:Name", "Türkiye");
    x.close("cac:Country");
    x.close(element);
}

pub(super) fn customer(x: &mut Xml, order: &OrderView) {
    let a = billed(order);
    let corporate = corporate(a);
    x.open("cac:AccountingCustomerParty");
    x.open("cac:Party");
    x.open("cac:PartyIdentification");
    if corporate {
        x.leaf("cbc:ID", &[("schemeID", "VKN")], field(a, "vkn"));
    } else {
        let tckn = Some(field(a, "tckn")).filter(|t| t.len() == 11);
        x.leaf("cbc:ID", &[("schemeID", "TCKN")], tckn.unwrap_or(NO_TCKN));
    }
    x.close("cac:PartyIdentification");
    if corporate {
        x.open("cac:PartyName");
        x.text("cbc:Name", field(a, "company_name"));
        x.close("cac:PartyName");
    }
    let postal = |x: &mut Xml, element: &str, a: &serde_json::Value| {
        address(
            x,
            element,
            field(a, "address"),
            field(a, "town_title"),
            field(a, "city_title"),
            field(a, "postcode"),
        )
    };
    postal(x, "cac:PostalAddress", a);
    if corporate {
        tax_office(x, field(a, "tax_office"));
    }
    x.open("cac:Contact");
    x.text("cbc:ElectronicMail", &order.email);
    x.close("cac:Contact");
    if !corporate {
        x.open("cac:Person");
        x.text("cbc:FirstName", field(a, "name"));
        x.text("cbc:FamilyName", field(a, "surname"));
        x.close("cac:Person");
    }
    x.close("cac:Party");
    x.close("cac:AccountingCustomerParty");
    // Where the parcel went, and when it left.
    x.open("cac:Delivery");
    postal(x, "cac:DeliveryAddress", &order.delivery_address);
    if let Some(at) = super::shipped_at(order) {
        x.open("cac:Despatch");
        x.text("cbc:ActualDespatchDate", &turkish_time(at).0);
        x.close("cac:Despatch");
    }
    x.close("cac:Delivery");
}

pub(super) fn payment(x: &mut Xml, order: &OrderView) {
    let (code, note) = match order.payment_method {
        PaymentMethod::Card => ("48", "KREDIKARTI/BANKAKARTI"),
        PaymentMethod::BankTransfer => ("42", "EFT/HAVALE"),
        PaymentMethod::CashOnDelivery => ("10", "KAPIDAODEME"),
    };
    let paid = order
        .history
        .iter()
        .find(|h| h.status == OrderStatus::Paid)
        .map_or(order.created_at, |h| h.at);
    x.open("cac:PaymentMeans");
    x.text("cbc:PaymentMeansCode", code);
    x.text("cbc:PaymentDueDate", &turkish_time(paid).0);
    x.text("cbc:InstructionNote", note);
    x.close("cac:PaymentMeans");
}

/// The VAT of each rate on the sum of its lines, the document's totals, and the rounding that
/// makes the payable amount what the shopper paid.
pub(super) fn totals(x: &mut Xml, lines: &[Line], paid: i64) {
    let by_rate = vat_by_rate(lines);
    let vat: i64 = by_rate.values().map(|(_, vat)| vat).sum();
    x.open("cac:TaxTotal");
    x.amount("cbc:TaxAmount", vat);
    for (rate, (base, vat)) in &by_rate {
        tax_subtotal(x, *base, *vat, *rate);
    }
    x.close("cac:TaxTotal");
    let before_vat: i64 = lines.iter().map(|l| l.amount).sum();
    x.open("cac:LegalMonetaryTotal");
    x.amount("cbc:LineExtensionAmount", before_vat);
    x.amount("cbc:TaxExclusiveAmount", before_vat);
    x.amount("cbc:TaxInclusiveAmount", before_vat + vat);
    let rounding = paid - before_vat - vat;
    if rounding != 0 {
        x.amount("cbc:PayableRoundingAmount", rounding);
    }
    x.amount("cbc:PayableAmount", paid);
    x.close("cac:LegalMonetaryTotal");
}

fn tax_subtotal(x: &mut Xml, base: i64, vat: i64, rate: i64) {
    x.open("cac:TaxSubtotal");
    x.amount("cbc:TaxableAmount", base);
    x.amount("cbc:TaxAmount", vat);
    x.text("cbc:Percent", &rate.to_string());
    x.open("cac:TaxCategory");
    x.open("cac:TaxScheme");
    x.text("cbc:Name", "KDV");
    x.text("cbc:TaxTypeCode", "0015");
    x.close("cac:TaxScheme");
    x.close("cac:TaxCategory");
    x.close("cac:TaxSubtotal");
}

pub(super) fn invoice_line(x: &mut Xml, n: usize, line: &Line) {
    x.open("cac:InvoiceLine");
    x.text("cbc:ID", &n.to_string());
    x.leaf(
        "cbc:InvoicedQuantity",
        &[("unitCode", "C62")],
        &line.quantity.to_string(),
    );
    x.amount("cbc:LineExtensionAmount", line.amount);
    let allowance = line.allowance();
    if allowance != 0 {
        x.open("cac:AllowanceCharge");
        x.text(
            "cbc:ChargeIndicator",
            if allowance < 0 { "true" } else { "false" },
        );
        x.amount("cbc:Amount", allowance.abs());
        x.close("cac:AllowanceCharge");
    }
    x.open("cac:TaxTotal");
    x.amount("cbc:TaxAmount", line.vat());
    tax_subtotal(x, line.amount, line.vat(), line.vat_percent);
    x.close("cac:TaxTotal");
    x.open("cac:Item");
    x.text("cbc:Name", &line.name);
    if !line.code.is_empty() {
        x.open("cac:SellersItemIdentification");
        x.text("cbc:ID", &line.code);
        x.close("cac:SellersItemIdentification");
    }
    x.close("cac:Item");
    x.open("cac:Price");
    x.amount("cbc:PriceAmount", line.price);
    x.close("cac:Price");
    x.close("cac:InvoiceLine");
}

/// An XML document written element by element (writing into memory cannot fail).
pub(super) struct Xml {
    w: Writer<Vec<u8>>,
}

impl Xml {
    pub(super) fn new() -> Self {
        let mut w = Writer::new_with_indent(Vec::new(), b' ', 2);
        let _ = w.write_event(Event::Decl(BytesDecl::new("1.0", Some("UTF-8"), None)));
        Self { w }
    }

    pub(super) fn open_root(&mut self) {
        let root = BytesStart::new("Invoice").with_attributes(NAMESPACES);
        let _ = self.w.write_event(Event::Start(root));
    }

    pub(super) fn open(&mut self, name: &str) {
        let _ = self.w.write_event(Event::Start(BytesStart::new(name)));
    }

    pub(super) fn close(&mut self, name: &str) {
        let _ = self.w.write_event(Event::End(BytesEnd::new(name)));
    }

    fn leaf(&mut self, name: &str, attributes: &[(&str, &str)], text: &str) {
        let start = BytesStart::new(name).with_attributes(attributes.iter().copied());
        let _ = self.w.write_event(Event::Start(start));
        if !text.is_empty() {
            let _ = self.w.write_event(Event::Text(BytesText::new(text)));
        }
        self.close(name);
    }

    pub(super) fn text(&mut self, name: &str, text: &str) {
        self.leaf(name, &[], text);
    }

    fn amount(&mut self, name: &str, kurus: i64) {
        self.leaf(name, &[("currencyID", "TRY")], &money(kurus));
    }

    fn empty(&mut self, name: &str, attributes: &[(&str, &str)]) {
        let element = BytesStart::new(name).with_attributes(attributes.iter().copied());
        let _ = self.w.write_event(Event::Empty(element));
    }

    pub(super) fn finish(self) -> String {
        String::from_utf8_lossy(&self.w.into_inner()).into_owned()
    }
}
