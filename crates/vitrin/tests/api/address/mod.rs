//! The address calls of spec section 7: a member's book (save, list, get, edit, delete, the
//! defaults, at most 30), a guest's book on their session, the checkout's address step; one
//! member or session never reads, changes or deletes another's address (404); bad fields are
//! refused with their key and a Turkish message, and nothing is saved. Places are real: the
//! codes are found through the region calls, as the web app finds them.

use serde_json::Value;

use crate::{
    helpers::TestApp,
    on_both_backends,
    shopper::{create_member, member, Shopper},
};

const LIST: &str = "/srv/service/customer/address/list";

const SAVE: &str = "/srv/service/customer/address/save";

const STEP: &str = "/srv/service/order-step/get-address-list";

const SET_STEP: &str = "/srv/service/order-step/set-address";

/// What the address tests do in a shopper's browser.
trait AddressBook {
    async fn list(&self, app: &TestApp) -> Vec<Value>;
    async fn save(&self, app: &TestApp, form: &[(&str, String)]) -> Value;
    async fn deliver_to(&self, app: &TestApp, id: &str) -> (u16, Value);
}

impl AddressBook for Shopper {
    async fn list(&self, app: &TestApp) -> Vec<Value> {
        let (code, body) = self.get(app, LIST).await;
        assert_eq!(code, 200, "{body}");
        assert_eq!(body["status"], 1);
        body["data"].as_array().expect("data").clone()
    }

    async fn save(&self, app: &TestApp, form: &[(&str, String)]) -> Value {
        let (code, body) = self.post(app, SAVE, form).await;
        assert_eq!(code, 200, "{body}");
        assert_eq!(body["status"], 1, "{body}");
        body["data"][0].clone()
    }

    /// The checkout's address step: delivery to the address `id`, the invoice to the same.
    async fn deliver_to(&self, app: &TestApp, id: &str) -> (u16, Value) {
        let form = [("delivery_address_id", id), ("same_invoice", "1")];
        self.post(app, SET_STEP, &form.map(|(k, v)| (k, v.to_string())))
            .await
    }
}

/// A real Turkish place: İstanbul, Kadıköy and one of its neighbourhoods, as codes and titles,
/// with the neighbourhood's postcode.
pub(crate) struct Place {
    city: String,
    town: String,
    district: String,
    district_title: String,
    postcode: String,
}

async fn find(app: &TestApp, path: &str, title: Option<&str>) -> Value {
    let (code, items) = app.get_json(path).await;
    assert_eq!(code, 200, "{path}: {items}");
    let items = items.as_array().expect("region items").clone();
    match title {
        Some(t) => items
            .into_iter()
            .find(|i| i["title"] == t)
            .unwrap_or_else(|| panic!("{t} in {path}")),
        None => items.into_iter().next().expect("an item"),
    }
}

pub(crate) async fn kadikoy(app: &TestApp) -> Place {
    let city = find(app, "/srv/service/region/get-cities/TR", Some("İstanbul")).await;
    let city = city["code"].as_str().expect("city code").to_string();
    let town = find(
        app,
        &format!("/srv/service/region/get-towns/{city}"),
        Some("Kadıköy"),
    )
    .await;
    let town = town["code"].as_str().expect("town code").to_string();
    let district = find(
        app,
        &format!("/srv/service/region/get-districts/{town}"),
        None,
    )
    .await;
    Place {
        city,
        town,
        district: district["code"].as_str().expect("code").to_string(),
        district_title: district["title"].as_str().expect("title").to_string(),
        postcode: district["postalcode"]
            .as_str()
            .expect("postcode")
            .to_string(),
    }
}

pub(crate) fn form(place: &Place, changes: &[(&'static str, &str)]) -> Vec<(&'static str, String)> {
    let mut f: Vec<(&'static str, String)> = vec![
        ("title", "Ev".into()),
        ("name", "Ayşe".into()),
        ("surname", "Yılmaz".into()),
        ("phone", "905321234567".into()),
        ("country", "TR".into()),
        ("city", place.city.clone()),
        ("town", place.town.clone()),
        ("district", place.district.clone()),
        ("postcode", place.postcode.clone()),
        ("address", "Moda Caddesi No: 1 D: 2".into()),
        ("invoice_type", "individual".into()),
        ("tckn", "10000000146".into()),
    ];
    for (k, v) in changes {
        f.retain(|(key, _)| key != k);
        f.push((k, (*v).to_string()));
    }
    f
}

async fn address_count(app: &TestApp) -> i64 {
    app.count("SELECT COUNT(*) FROM addresses").await
}

async fn a_members_book(app: TestApp) {
    let place = kadikoy(&app).await;
    let ayse = member(&app, "ayse.adres@example.com").await.0;
    assert!(ayse.list(&app).await.is_empty());

    // Save: the phone in E.164, the titles of the place, the first address is both defaults.
    let home = ayse.save(&app, &form(&place, &[])).await;
    let home_id = home["id"].as_i64().expect("id");
    assert_eq!(home["phone"], "+905321234567");
    assert_eq!(home["country"], "TR");
    assert_eq!(home["city_title"], "İstanbul");
    assert_eq!(home["town_title"], "Kadıköy");
    assert_eq!(home["district_title"], place.district_title.as_str());
    assert_eq!(home["postcode"], place.postcode.as_str());
    assert_eq!(home["default_delivery"], 1);
    assert_eq!(home["default_invoice"], 1);
    assert_eq!(home["invoice_type"], "individual");

    // A corporate address with a tax office of the list; it takes the invoice default.
    let work = ayse
        .save(
            &app,
            &form(
                &place,
                &[
                    ("title", "İş"),
                    ("phone", "+90 (532) 765 43 21"),
                    ("invoice_type", "corporate"),
                    ("tckn", ""),
                    ("company_name", "Vitrin Tekstil A.Ş."),
                    ("tax_office", "Kadıköy Vergi Dairesi Müdürlüğü"),
                    ("vkn", "1234567890"),
                    ("e_invoice", "1"),
                    ("default_invoice", "1"),
                ],
            ),
        )
        .await;
    let work_id = work["id"].as_i64().expect("id");
    assert_eq!(work["phone"], "+905327654321");
    assert_eq!(work["e_invoice"], 1);
    assert_eq!(work["default_delivery"], 0);
    assert_eq!(work["default_invoice"], 1);

    // List: both, the default delivery address first; the invoice default moved.
    let list = ayse.list(&app).await;
    assert_eq!(list.len(), 2);
    assert_eq!(list[0]["id"], home_id);
    assert_eq!(list[0]["default_invoice"], 0);

    // Get and edit.
    let (code, got) = ayse
        .get(
            &app,
            &format!("/srv/service/customer/address/get/{work_id}"),
        )
        .await;
    assert_eq!(code, 200, "{got}");
    assert_eq!(got["data"][0]["company_name"], "Vitrin Tekstil A.Ş.");
    let id = work_id.to_string();
    let edited = ayse
        .save(
            &app,
            &form(
                &place,
                &[("id", &id), ("title", "Ofis"), ("default_delivery", "1")],
            ),
        )
        .await;
    assert_eq!(edited["id"], work_id);
    assert_eq!(edited["title"], "Ofis");
    assert_eq!(edited["invoice_type"], "individual");
    assert_eq!(edited["company_name"], "");
    assert_eq!(edited["default_delivery"], 1);
    let list = ayse.list(&app).await;
    assert_eq!(list.len(), 2);
    assert_eq!(list[0]["id"], work_id, "the new default delivery first");
    assert_eq!(
        list.iter().filter(|a| a["default_delivery"] == 1).count(),
        1
    );

    // The checkout's step: the defaults until addresses are chosen.
    let (code, step) = ayse.get(&app, STEP).await;
    assert_eq!(code, 200);
    assert_eq!(step["delivery_address_id"], work_id);
    assert_eq!(step["data"].as_array().map(Vec::len), Some(2));
    let (code, step) = ayse.deliver_to(&app, &home_id.to_string()).await;
    assert_eq!(code, 200, "{step}");
    assert_eq!(step["delivery_address_id"], home_id);
    assert_eq!(step["invoice_address_id"], home_id);
    let (code, body) = ayse
        .post(
            &app,
            SET_STEP,
            &[("delivery_address_id", home_id.to_string())],
        )
        .await;
    assert_eq!(code, 422, "{body}");
    assert_eq!(body["data"][0]["key"], "invoice_address_id");

    // Delete: gone from the book and from the step.
    let (code, body) = ayse
        .click(
            &app,
            &format!("/srv/service/customer/address/delete/{home_id}"),
        )
        .await;
    assert_eq!(code, 200, "{body}");
    let list = ayse.list(&app).await;
    assert_eq!(list.len(), 1);
    assert_eq!(list[0]["id"], work_id);
    let (_, step) = ayse.get(&app, STEP).await;
    assert_ne!(step["delivery_address_id"], home_id);
    let (code, _) = ayse
        .get(
            &app,
            &format!("/srv/service/customer/address/get/{home_id}"),
        )
        .await;
    assert_eq!(code, 404);

    // Changes need the CSRF token.
    let r = ayse
        .client
        .post(app.url(SAVE))
        .header("Origin", app.base.clone())
        .bearer_auth(ayse.bearer.clone().expect("bearer"))
        .form(&form(&place, &[]))
        .send()
        .await
        .expect("request");
    assert_eq!(r.status().as_u16(), 403);
    assert_eq!(ayse.list(&app).await.len(), 1);
}

on_both_backends!(members_book, a_members_book);

async fn nobody_reaches_anothers_address(app: TestApp) {
    let place = kadikoy(&app).await;
    let ayse = member(&app, "ayse.sahip@example.com").await.0;
    let mehmet = member(&app, "mehmet.baska@example.com").await.0;
    let guest = Shopper::new(&app).await;
    let mine = ayse.save(&app, &form(&place, &[])).await;
    let id = mine["id"].as_i64().expect("id").to_string();
    let get = format!("/srv/service/customer/address/get/{id}");
    let delete = format!("/srv/service/customer/address/delete/{id}");

    for (who, other) in [("member", &mehmet), ("guest", &guest)] {
        let (code, body) = other.get(&app, &get).await;
        assert_eq!(code, 404, "{who}: {body}");
        assert_eq!(body["status"], 0);
        assert_eq!(body["error"]["message"], "Adres bulunamadı");
        assert!(other.list(&app).await.is_empty(), "{who}");
        let (code, body) = other
            .post(
                &app,
                SAVE,
                &form(&place, &[("id", &id), ("title", "Benim")]),
            )
            .await;
        assert_eq!(code, 404, "{who}: {body}");
        let (code, _) = other.click(&app, &delete).await;
        assert_eq!(code, 404, "{who}");
        let (code, _) = other.deliver_to(&app, &id).await;
        assert_eq!(code, 404, "{who}");
    }
    // Still Ayşe's, unchanged.
    let (code, body) = ayse.get(&app, &get).await;
    assert_eq!(code, 200);
    assert_eq!(body["data"][0]["title"], "Ev");
    // Unknown and malformed ids are not found either.
    for path in [
        "/srv/service/customer/address/get/999999",
        "/srv/service/customer/address/get/abc",
        "/srv/service/customer/address/get/-1",
    ] {
        let (code, _) = ayse.get(&app, path).await;
        assert_eq!(code, 404, "{path}");
    }
}

on_both_backends!(ownership, nobody_reaches_anothers_address);

async fn a_guests_book_stays_on_their_session(app: TestApp) {
    let place = kadikoy(&app).await;
    let guest = Shopper::new(&app).await;
    let other = Shopper::new(&app).await;
    let saved = guest
        .save(
            &app,
            &form(&place, &[("country", "TR"), ("phone", "0532 123 45 67")]),
        )
        .await;
    assert_eq!(saved["phone"], "+905321234567");
    let id = saved["id"].as_i64().expect("id");
    assert_eq!(guest.list(&app).await.len(), 1);
    assert!(other.list(&app).await.is_empty());
    let (code, step) = guest.get(&app, STEP).await;
    assert_eq!(code, 200);
    assert_eq!(step["data"][0]["id"], id);
    assert_eq!(step["delivery_address_id"], id);
    let (code, step) = guest
        .post(
            &app,
            SET_STEP,
            &[
                ("delivery_address_id", id.to_string()),
                ("invoice_address_id", id.to_string()),
            ],
        )
        .await;
    assert_eq!(code, 200, "{step}");
    // A foreign address: a German phone, no TCKN, free-text city.
    let berlin = guest
        .save(
            &app,
            &[
                ("title", "Berlin".into()),
                ("name", "Jonas".into()),
                ("surname", "Weber".into()),
                ("phone", "4915123456789".into()),
                ("country", "DE".into()),
                ("city", "Berlin".into()),
                ("postcode", "10115".into()),
                ("address", "Invalidenstraße 1".into()),
            ],
        )
        .await;
    assert_eq!(berlin["phone"], "+4915123456789");
    assert_eq!(berlin["tckn"], "");
    assert_eq!(berlin["default_delivery"], 0);
    // Without a session there is no book.
    let body = app.get_ok(LIST).await;
    assert_eq!(body["data"].as_array().map(Vec::len), Some(0));
}

on_both_backends!(guests_book, a_guests_book_stays_on_their_session);

/// Fields changed from a good form, the key that must be flagged, and its Turkish message (empty:
/// any message).
type BadCase<'a> = (Vec<(&'static str, &'a str)>, &'static str, &'static str);

async fn bad_fields_are_named_and_nothing_is_saved(app: TestApp) {
    let place = kadikoy(&app).await;
    let ayse = member(&app, "ayse.hata@example.com").await.0;
    let long = "ş".repeat(10_000);
    let other_postcode = if place.postcode == "06100" {
        "06200"
    } else {
        "06100"
    };
    let cases: Vec<BadCase> = vec![
        (
            vec![("tckn", "10000000147")],
            "tckn",
            "Geçerli bir T.C. kimlik numarası giriniz",
        ),
        (vec![("tckn", "")], "tckn", "Bu alan boş bırakılamaz"),
        (
            vec![
                ("invoice_type", "corporate"),
                ("company_name", "Vitrin"),
                ("tax_office", "Kadıköy Vergi Dairesi Müdürlüğü"),
                ("vkn", "1234567891"),
            ],
            "vkn",
            "Geçerli bir vergi kimlik numarası giriniz",
        ),
        (
            vec![
                ("invoice_type", "corporate"),
                ("company_name", "Vitrin"),
                ("tax_office", "Olmayan Vergi Dairesi"),
                ("vkn", "1234567890"),
            ],
            "tax_office",
            "Vergi dairesini listeden seçiniz",
        ),
        // Valid for no country: a Turkish number one digit short; a US number as Turkish.
        (
            vec![("phone", "90532123456")],
            "phone",
            "Geçerli bir telefon numarası giriniz",
        ),
        (
            vec![("phone", "+90 212 555 01 2")],
            "phone",
            "Geçerli bir telefon numarası giriniz",
        ),
        (vec![("postcode", other_postcode)], "postcode", ""),
        (vec![("city", "XX-NOT-A-CITY")], "city", ""),
        (vec![("country", "QQ")], "country", ""),
        (
            vec![("title", &long)],
            "title",
            "Bu alan en fazla 50 karakter olabilir",
        ),
        (
            vec![("name", &long)],
            "name",
            "Bu alan en fazla 50 karakter olabilir",
        ),
        (
            vec![("address", &long)],
            "address",
            "Bu alan en fazla 250 karakter olabilir",
        ),
        (vec![("district", &long)], "district", ""),
        (
            vec![("phone", &long)],
            "phone",
            "Geçerli bir telefon numarası giriniz",
        ),
        (vec![("surname", "")], "surname", "Bu alan boş bırakılamaz"),
        // What the form's schema refuses: ticks other than 0 or 1, a minus sign in a phone.
        (
            vec![("default_delivery", "-3")],
            "default_delivery",
            "Bu alan yalnızca 0 veya 1 olabilir",
        ),
        (
            vec![("e_invoice", "yes")],
            "e_invoice",
            "Bu alan yalnızca 0 veya 1 olabilir",
        ),
        (
            vec![("phone", "-905321234567")],
            "phone",
            "Geçerli bir telefon numarası giriniz",
        ),
    ];
    for (changes, key, text) in cases {
        let (code, body) = ayse.post(&app, SAVE, &form(&place, &changes)).await;
        assert_eq!(code, 422, "{key}: {body}");
        assert_eq!(body["status"], 0);
        let item = body["data"]
            .as_array()
            .expect("items")
            .iter()
            .find(|i| i["key"] == key)
            .unwrap_or_else(|| panic!("{key} flagged: {body}"))
            .clone();
        let message = item["statusText"].as_str().expect("statusText");
        assert!(!message.is_empty(), "{key}");
        if !text.is_empty() {
            assert_eq!(message, text, "{key}");
        }
    }
    assert_eq!(address_count(&app).await, 0, "nothing saved");

    // The messages follow the request's language.
    let (code, body) = ayse
        .post(
            &app,
            &format!("{SAVE}?language=en"),
            &form(&place, &[("tckn", "10000000147")]),
        )
        .await;
    assert_eq!(code, 422);
    assert_eq!(
        body["data"][0]["statusText"],
        "Enter a valid Turkish identity number"
    );
}

on_both_backends!(bad_fields, bad_fields_are_named_and_nothing_is_saved);

async fn a_book_holds_thirty_addresses(app: TestApp) {
    let place = kadikoy(&app).await;
    let ayse = member(&app, "ayse.otuz@example.com").await.0;
    for n in 0..30 {
        let title = format!("Adres {n}");
        ayse.save(&app, &form(&place, &[("title", &title)])).await;
    }
    let (code, body) = ayse
        .post(&app, SAVE, &form(&place, &[("title", "Otuz birinci")]))
        .await;
    assert_eq!(code, 422, "{body}");
    assert_eq!(body["data"][0]["key"], "limit");
    assert_eq!(
        body["data"][0]["statusText"],
        "En fazla 30 adres kaydedebilirsiniz"
    );
    let list = ayse.list(&app).await;
    assert_eq!(list.len(), 30);
    // An edit is not a new address.
    let id = list[0]["id"].as_i64().expect("id").to_string();
    ayse.save(&app, &form(&place, &[("id", &id), ("title", "Yeni ad")]))
        .await;
    // After a delete there is room again.
    let (code, _) = ayse
        .click(&app, &format!("/srv/service/customer/address/delete/{id}"))
        .await;
    assert_eq!(code, 200);
    ayse.save(&app, &form(&place, &[("title", "Otuzuncu")]))
        .await;
}

on_both_backends!(thirty_addresses, a_book_holds_thirty_addresses);

async fn a_guests_addresses_join_the_book_at_login(app: TestApp) {
    let place = kadikoy(&app).await;
    let email = "ayse.misafir@example.com";
    create_member(&app, email).await;
    // The member already has an address, which stays the default.
    let elsewhere = member_again(&app, email).await;
    let kept = elsewhere
        .save(&app, &form(&place, &[("title", "Ev")]))
        .await;
    let mut guest = Shopper::new(&app).await;
    let saved = guest
        .save(&app, &form(&place, &[("title", "Misafirken")]))
        .await;
    assert_eq!(saved["default_delivery"], 1, "the session's first address");
    guest.log_in(&app, email).await;
    let list = guest.list(&app).await;
    assert_eq!(list.len(), 2, "{list:?}");
    let defaults: Vec<&Value> = list
        .iter()
        .filter(|a| a["default_delivery"] == 1)
        .map(|a| &a["id"])
        .collect();
    assert_eq!(defaults, [&kept["id"]]);
    // The same book from the member's other browser.
    assert_eq!(elsewhere.list(&app).await.len(), 2);
}

on_both_backends!(guest_to_member, a_guests_addresses_join_the_book_at_login);

/// Another browser of an existing member.
async fn member_again(app: &TestApp, email: &str) -> Shopper {
    let mut shopper = Shopper::new(app).await;
    shopper.log_in(app, email).await;
    shopper
}

mod phones;
