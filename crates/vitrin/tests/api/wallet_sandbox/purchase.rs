//! Card data checks and the test cards, purchases with a code and with 3-D Secure.

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn card_data_is_checked_and_the_test_cards_misbehave_as_documented() {
    let p = Provider::start(data_dir()).await;
    let m = msisdn();
    let with = |change: &dyn Fn(&mut Value)| {
        let mut fields = p.card_fields(BONUS, "Kart");
        change(&mut fields);
        fields
    };
    for (fields, expected) in [
        (
            with(&|f| f["rtaPan"] = json!(p.encrypt("4032801234567895"))),
            "1060",
        ),
        (with(&|f| f["rtaPan"] = json!("4032801234567894")), "1060"),
        (with(&|f| f["rtaPan"] = json!("")), "1060"),
        (with(&|f| f["expiryDate"] = json!("2001")), "1061"),
        (with(&|f| f["expiryDate"] = json!("3013")), "1061"),
        (with(&|f| f["cvc"] = json!(p.encrypt("12"))), "1062"),
        (with(&|f| f["cvc"] = json!("")), "1062"),
        (with(&|f| f["accountAliasName"] = json!("")), "1007"),
    ] {
        let answer = p.call("register", &m, fields).await;
        assert_eq!(code(&answer), expected, "{answer}");
    }
    assert_eq!(p.code_files(&m), 0, "no code for refused cards");

    let answer = p.register(&m, AXESS_DECLINED, "Axess").await;
    assert_eq!(code(&answer), "1057");
    assert_eq!(desc(&answer), "Kart reddedildi.");
    let mut english = p.card_fields(AXESS_DECLINED, "Axess");
    english["sendSmsLanguage"] = json!("eng");
    let answer = p.call("register", &m, english).await;
    assert_eq!(desc(&answer), "Card declined.");

    assert_eq!(not_json(&p, &m, PARAF_500, "Paraf").await, 500);
    assert_eq!(
        not_json(&p, &m, CARDFINANS_NOT_JSON, "CardFinans").await,
        200
    );

    let started = std::time::Instant::now();
    let answer = p.register(&m, MAXIMUM_SLOW, "Maximum").await;
    assert!(started.elapsed() >= Duration::from_millis(SLOW_MS));
    assert_eq!(code(&answer), "5001");

    // Any other Luhn-valid number behaves like the Bonus card.
    let answer = p.register(&m, "4111 1111 1111 1111", "Visa").await;
    assert_eq!(code(&answer), "5001");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_purchase_with_a_code_is_confirmed_by_the_merchant_query_and_committed() {
    let p = Provider::start(data_dir()).await;
    let m = msisdn();
    let (status, answer) = p.query("O1", "RO1").await;
    assert_eq!(
        (status, answer["status"].as_str()),
        (200, Some("NOT_FOUND"))
    );

    let fields = p.card_purchase("O1", "123450", json!(3), BONUS, "unused");
    let answer = p.call("directPurchase", &m, fields).await;
    assert_eq!(code(&answer), "5001", "{answer}");
    let ref_no = fault(&answer)["RefNo"].as_str().expect("RefNo").to_string();
    assert!(!ref_no.is_empty());
    let (_, pending) = p.query("O1", "RO1").await;
    assert_eq!(pending["status"], "PENDING");
    // Not committed before it succeeds.
    p.commit("1091", &m, json!({"referenceNo": "RO1", "sendSms": "N"}))
        .await;

    let answer = p.validate(&m, &next_ref(&answer), &p.otp(&m)).await;
    assert_eq!(code(&answer), "0000", "{answer}");
    let body = body_of(&answer);
    assert_eq!(body["RefNo"], ref_no.as_str());
    assert_eq!(body["Amount"], "123450");
    assert_eq!(body["OrderNo"], "O1");
    assert_eq!(body["InstallmentCount"], "3");

    let (status, done) = p.query("O1", "RO1").await;
    assert_eq!(status, 200);
    assert_eq!(done["status"], "SUCCESS");
    assert_eq!(done["amount"], "123450");
    assert_eq!(done["installmentCount"], 3);
    assert_eq!(done["maskedPan"], "4032 80** **** 7894");
    assert_eq!(done["responseCode"], "0000");
    // By the provider's reference too; another order's number finds nothing.
    let (_, by_ref) = p.query("O1", &ref_no).await;
    assert_eq!(by_ref["status"], "SUCCESS");
    let (_, other) = p.query("O2", "RO1").await;
    assert_eq!(other["status"], "NOT_FOUND");

    // A query with a bad mac: 401; not JSON: 400.
    let mut forged = QueryRequest::signed(b"wrong key", p.client_id(), "O1", "RO1", "t");
    let r = p.post(QUERY, &forged).send().await.expect("query");
    assert_eq!(r.status().as_u16(), 401);
    forged.mac = String::new();
    let r = p
        .http
        .post(format!("{}/wallet-sandbox/merchant/query", p.base))
        .body("nope")
        .send()
        .await
        .expect("query");
    assert_eq!(r.status().as_u16(), 400);

    // The in-process query of another sandbox on the same folder agrees.
    let sandbox = Sandbox::open(&p.config, &p.merchant_key).expect("sandbox");
    let request = QueryRequest::signed(&p.merchant_key, p.client_id(), "O1", "RO1", "t");
    let answer = sandbox.query(&request);
    assert_eq!(answer.status, QueryStatus::Success);
    assert_eq!(answer.amount, "123450");
    assert_eq!(sandbox.public_key_hex().0, {
        let n = p.public.n().to_bytes_be();
        n.iter().map(|b| format!("{b:02x}")).collect::<String>()
    });
    let unsigned = QueryRequest::signed(b"other", p.client_id(), "O1", "RO1", "t");
    assert_eq!(sandbox.query(&unsigned).status, QueryStatus::NotFound);

    let answer = p
        .commit("0000", &m, json!({"referenceNo": "RO1", "sendSms": "N"}))
        .await;
    assert_eq!(body_of(&answer)["RefNo"], ref_no.as_str());
    p.commit(
        "1090",
        &m,
        json!({"referenceNo": "nothing", "sendSms": "N"}),
    )
    .await;

    // Bad purchase fields are refused.
    for (amount, count) in [
        ("0", json!(1)),
        ("12.5", json!(1)),
        ("100", json!(13)),
        ("100", json!("x")),
    ] {
        let fields = p.card_purchase("O3", amount, count, BONUS, "u");
        let answer = p.call("directPurchase", &m, fields).await;
        assert_eq!(code(&answer), "1007", "{amount}");
    }

    // A declined card: failed at once, and the query says so.
    let fields = p.card_purchase("O4", "5000", json!(1), AXESS_DECLINED, "u");
    p.call_expecting("1057", "directPurchase", &m, fields).await;
    let (_, failed) = p.query("O4", "RO4").await;
    assert_eq!(failed["status"], "FAILED");
    assert_eq!(failed["responseCode"], "1057");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_d_secure_approved_saves_and_pays_refused_does_neither() {
    let p = Provider::start(data_dir()).await;
    let m = msisdn();
    let shop_return = "http://shop.example/hesabim?tab=kartlar";

    // Register with 3-D Secure, refused: nothing saved.
    let answer = p.register(&m, WORLD, "World").await;
    assert_eq!(code(&answer), "5010", "{answer}");
    let url_3d = fault(&answer)["Url3D"].as_str().expect("Url3D").to_string();
    assert!(
        url_3d.starts_with(&format!("{}/wallet-sandbox/3d/", p.base))
            && url_3d.ends_with("?lang=tr"),
        "{url_3d}"
    );
    let page_url = format!("{url_3d}&returnUrl={}", encode(shop_return));
    let page = p.http.get(&page_url).send().await.expect("page");
    assert_eq!(page.status().as_u16(), 200);
    let html = page.text().await.expect("html");
    assert!(html.contains("data-testid=\"sandbox-3d-approve\"") && html.contains(">Onayla<"));
    assert!(html.contains("data-testid=\"sandbox-3d-refuse\"") && html.contains(">Reddet<"));
    assert!(html.contains("4048 09** **** 0007") && html.contains("Kart kaydı"));
    assert!(!html.contains("<script") && !html.contains("style="));
    let id = url_3d
        .rsplit('/')
        .next()
        .and_then(|s| s.split('?').next())
        .expect("id")
        .to_string();
    let decide = |decision: &'static str, id: String, back: &'static str| {
        let http = p.http.clone();
        let url = format!("{}/wallet-sandbox/3d/{id}", p.base);
        async move {
            http.post(url)
                .form(&[("decision", decision), ("returnUrl", back), ("lang", "tr")])
                .send()
                .await
                .expect("decision")
        }
    };
    // Only http(s) return addresses.
    let r = p
        .http
        .get(format!(
            "{url_3d}&returnUrl={}",
            encode("javascript:alert(1)")
        ))
        .send()
        .await
        .expect("page");
    assert_eq!(r.status().as_u16(), 400);
    let r = decide("approve", id.clone(), "javascript:alert(1)").await;
    assert_eq!(r.status().as_u16(), 400);
    let r = decide("refuse", id.clone(), shop_return).await;
    assert_eq!(r.status().as_u16(), 303);
    let back = location_query(&r);
    assert!(r.headers()[reqwest::header::LOCATION]
        .to_str()
        .expect("location")
        .starts_with("http://shop.example/hesabim?tab=kartlar&wallet3d="));
    assert_eq!(pair(&back, "wallet3d"), "refused");
    assert_eq!(pair(&back, "responseCode"), "1082");
    assert_eq!(
        pair(&back, "responseDesc"),
        "3-D Secure doğrulaması reddedildi."
    );
    // Decided once only.
    let r = decide("approve", id.clone(), shop_return).await;
    assert_eq!(r.status().as_u16(), 404);
    p.call_expecting("1051", "listManagement", &m, json!({"listType": "ACCOUNT"}))
        .await;

    // Register approved: saved (and the account made and linked).
    let answer = p.register(&m, WORLD, "World").await;
    let id = next_ref(&answer);
    let r = decide("approve", id, shop_return).await;
    assert_eq!(r.status().as_u16(), 303);
    let back = location_query(&r);
    assert_eq!(pair(&back, "wallet3d"), "approved");
    assert_eq!(pair(&back, "responseCode"), "0000");
    assert!(!pair(&back, "refNo").is_empty());
    let answer = p
        .call("listManagement", &m, json!({"listType": "ACCOUNT"}))
        .await;
    let listed = cards(&answer);
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0]["ProductName"], "World");
    assert_eq!(listed[0]["BankIca"], "0067");

    // A purchase with the saved World card: 3-D Secure again, approved, confirmed.
    let mut fields = p.purchase("O10", "250000", json!("6"));
    fields["listAccountName"] = json!("World");
    let answer = p.call("remotePurchaseOther", &m, fields).await;
    assert_eq!(code(&answer), "5010", "{answer}");
    let ref_no = fault(&answer)["RefNo"].as_str().expect("RefNo").to_string();
    let page = page_text(
        &p.http,
        format!(
            "{}&returnUrl={}",
            fault(&answer)["Url3D"].as_str().expect("url"),
            encode(shop_return)
        ),
    )
    .await;
    assert!(page.contains("2.500,00 TL") && page.contains(p.client_id()));
    let r = decide("approve", next_ref(&answer), shop_return).await;
    let back = location_query(&r);
    assert_eq!(pair(&back, "wallet3d"), "approved");
    assert_eq!(pair(&back, "refNo"), ref_no);
    assert_eq!(pair(&back, "orderNo"), "O10");
    let (_, done) = p.query("O10", "RO10").await;
    assert_eq!(done["status"], "SUCCESS");
    assert_eq!(done["installmentCount"], 6);

    // A purchase refused on the page: failed, not committable.
    let fields = p.card_purchase("O11", "9900", json!(1), WORLD, "Yeni");
    let answer = p
        .call_expecting("5010", "purchaseAndRegister", &m, fields)
        .await;
    let r = decide("refuse", next_ref(&answer), shop_return).await;
    let back = location_query(&r);
    assert_eq!(pair(&back, "wallet3d"), "refused");
    assert_eq!(pair(&back, "orderNo"), "O11");
    let (_, failed) = p.query("O11", "RO11").await;
    assert_eq!(failed["status"], "FAILED");
    assert_eq!(failed["responseCode"], "1082");
    p.commit("1091", &m, json!({"referenceNo": "RO11"})).await;
    let answer = p
        .call("listManagement", &m, json!({"listType": "ACCOUNT"}))
        .await;
    assert_eq!(cards(&answer).len(), 1, "the refused card is not saved");

    // purchaseAndRegister with a code: paid, then saved.
    let fields = p.card_purchase("O12", "9900", json!(1), BONUS, "Bonus");
    let answer = p.call("purchaseAndRegister", &m, fields).await;
    let answer = p.validate(&m, &next_ref(&answer), &p.otp(&m)).await;
    assert_eq!(code(&answer), "0000");
    assert!(!body_of(&answer)["CardUniqueId"]
        .as_str()
        .expect("id")
        .is_empty());
    let answer = p
        .call("listManagement", &m, json!({"listType": "ACCOUNT"}))
        .await;
    assert_eq!(cards(&answer).len(), 2);
    // A saved card that does not exist.
    let mut fields = p.purchase("O13", "100", json!(1));
    fields["listAccountName"] = json!("Yok");
    p.call_expecting("1052", "remotePurchaseOther", &m, fields)
        .await;
    // An unknown page.
    let r = p
        .http
        .get(format!(
            "{}/wallet-sandbox/3d/123?returnUrl={}",
            p.base,
            encode(shop_return)
        ))
        .send()
        .await
        .expect("page");
    assert_eq!(r.status().as_u16(), 404);
}

/// A register call with the card `number`, answered with a body that is not JSON: its status.
async fn not_json(p: &Provider, m: &str, number: &str, alias: &str) -> u16 {
    let body = p.body("register", m, p.card_fields(number, alias));
    let r = p.post("/v2/register", &body).send().await.expect("request");
    let status = r.status().as_u16();
    let text = r.text().await.expect("text");
    assert!(serde_json::from_str::<Value>(&text).is_err(), "{text}");
    status
}
