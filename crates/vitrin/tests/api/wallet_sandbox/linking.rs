//! The envelope and token, linking, saved cards, an unlinked account, wrong and resent codes.

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_envelope_and_the_token_are_checked_first() {
    let p = Provider::start(data_dir()).await;
    let m = msisdn();

    // Every key of the envelope is there, empty when unused.
    let answer = p
        .call_expecting("0000", "checkMasterPassEndUser", &m, json!({"userId": "7"}))
        .await;
    assert_eq!(body_of(&answer)["AccountStatus"], "000000");
    for key in ["Url3D", "Url3DSuccess", "Url3DError", "NewMsisdn", "RefNo"] {
        assert_eq!(fault(&answer)[key], "", "{key}");
    }
    assert_eq!(body_of(&answer)["ListItems"]["ListItem"], json!([]));
    assert!(answer.get("Result").is_some() && answer.get("Message").is_some());

    // Unknown call: 404 envelope; a body that is not JSON: 400 envelope.
    let (status, answer) = p.send("chargeEverything", &json!({})).await;
    assert_eq!((status, code(&answer)), (404, "9404"));
    let r = p
        .http
        .post(format!("{}/wallet-sandbox/v2/register", p.base))
        .header("content-type", "application/json")
        .body("{not json")
        .send()
        .await
        .expect("request");
    assert_eq!(r.status().as_u16(), 400);
    let answer: Value = r.json().await.expect("envelope");
    assert_eq!(code(&answer), "9400");

    let refused = |mut body: Value, change: fn(&mut Value)| {
        change(&mut body);
        body
    };
    let base = p.body("listManagement", &m, json!({"listType": "ACCOUNT"}));
    // Wrong version, client type, client id: Turkish by default, English when asked.
    for (change, expected) in [
        (
            (|b: &mut Value| b["version"] = json!("33")) as fn(&mut Value),
            "1001",
        ),
        (|b: &mut Value| b["clientType"] = json!("2"), "1001"),
        (
            |b: &mut Value| b["clientId"] = json!("someone-else"),
            "1002",
        ),
        (|b: &mut Value| b["token"] = json!("v1.garbage.sig"), "1003"),
        (|b: &mut Value| b["token"] = json!(""), "1003"),
    ] {
        let (status, answer) = p
            .send("listManagement", &refused(base.clone(), change))
            .await;
        assert_eq!((status, code(&answer)), (200, expected), "{answer}");
        assert!(!desc(&answer).is_empty());
    }
    let (_, answer) = p
        .send(
            "listManagement",
            &refused(base.clone(), |b| b["version"] = json!("33")),
        )
        .await;
    assert_eq!(
        desc(&answer),
        "Geçersiz istek: sürüm 34 ve istemci türü 1 olmalı."
    );
    let mut english = base.clone();
    english["version"] = json!("33");
    english["sendSmsLanguage"] = json!("eng");
    let (_, answer) = p.send("listManagement", &english).await;
    assert_eq!(
        desc(&answer),
        "Invalid request: version must be 34 and client type 1."
    );

    // An expired token, a token of another call, of another shopper, of another key.
    let mut expired = base.clone();
    expired["token"] = json!(p.token_for("listManagement", &m, -1));
    let (_, answer) = p.send("listManagement", &expired).await;
    assert_eq!(code(&answer), "1004");
    let mut other_call = base.clone();
    other_call["token"] = json!(p.token_for("deleteCard", &m, 600));
    let (_, answer) = p.send("listManagement", &other_call).await;
    assert_eq!(code(&answer), "1005");
    let mut other_shopper = base.clone();
    other_shopper["token"] = json!(p.token_for("listManagement", &msisdn(), 600));
    let (_, answer) = p.send("listManagement", &other_shopper).await;
    assert_eq!(code(&answer), "1005");
    assert_eq!(
        desc(&answer),
        "İşlem anahtarı bu işlem ya da bu telefon numarası için verilmemiş."
    );
    let now = time::OffsetDateTime::now_utc().unix_timestamp();
    let forged = token::sign(
        b"not the merchant key",
        &Claims {
            client_id: p.client_id().into(),
            msisdn: m.clone(),
            reference_no: "R".into(),
            user_id: "7".into(),
            call: "listManagement".into(),
            issued_at: now,
            expires_at: now + 600,
        },
    );
    let mut forged_body = base.clone();
    forged_body["token"] = json!(forged);
    let (_, answer) = p.send("listManagement", &forged_body).await;
    assert_eq!(code(&answer), "1003");
    // The same request with its own token passes: 1051, no cards.
    let (_, answer) = p.send("listManagement", &base).await;
    assert_eq!(code(&answer), "1051");

    // resendOtp needs no token but the envelope still counts.
    let mut resend =
        json!({"version": "34", "clientType": "1", "clientId": "x", "validationRefNo": "1"});
    let (_, answer) = p.send("resendOtp", &resend).await;
    assert_eq!(code(&answer), "1002");
    resend["clientId"] = json!(p.client_id());
    let (_, answer) = p.send("resendOtp", &resend).await;
    assert_eq!(code(&answer), "1410");
}

/// Link with a code, add cards with a code, list and delete them.
async fn link_add_list_delete(p: Provider) {
    let m = msisdn();
    let answer = p
        .call_expecting(
            "5001",
            "linkCardToClient",
            &m,
            json!({"sendSmsLanguage": "tur"}),
        )
        .await;
    assert_eq!(
        desc(&answer),
        "Cep telefonunuza gönderilen doğrulama kodunu girin."
    );
    let link_ref = next_ref(&answer);
    let right = p.otp(&m);
    let wrong = if right == "000000" {
        "111111"
    } else {
        "000000"
    };
    let answer = p.validate(&m, &link_ref, wrong).await;
    assert_eq!(code(&answer), "1409");
    assert_eq!(next_ref(&answer), link_ref, "the same step stays usable");
    let answer = p.validate(&m, &link_ref, &right).await;
    assert_eq!(code(&answer), "0000", "{answer}");
    let answer = p
        .call("checkMasterPassEndUser", &m, json!({"userId": "7"}))
        .await;
    assert_eq!(body_of(&answer)["AccountStatus"], "011100");
    // Linked again: at once.
    p.call_expecting("0000", "linkCardToClient", &m, json!({}))
        .await;
    let answer = p
        .call_expecting("1051", "listManagement", &m, json!({"listType": "ACCOUNT"}))
        .await;
    assert_eq!(desc(&answer), "Hesabınızda kayıtlı kart bulunmuyor.");

    // The Bonus card with a code.
    let answer = p.register(&m, BONUS, "Bonus kartım").await;
    assert_eq!(code(&answer), "5001", "{answer}");
    let step = next_ref(&answer);
    let answer = p.validate(&m, &step, &p.otp(&m)).await;
    assert_eq!(code(&answer), "0000", "{answer}");
    let unique_id = body_of(&answer)["CardUniqueId"]
        .as_str()
        .expect("id")
        .to_string();
    assert!(!unique_id.is_empty());
    // The debit card: its bank stands for the family it has none of.
    let answer = p.register(&m, ZIRAAT_DEBIT, "Maaş").await;
    let answer = p.validate(&m, &next_ref(&answer), &p.otp(&m)).await;
    assert_eq!(code(&answer), "0000");

    let answer = p
        .call_expecting("0000", "listManagement", &m, json!({"listType": "ACCOUNT"}))
        .await;
    let listed = cards(&answer);
    assert_eq!(listed.len(), 2);
    assert_eq!(
        listed[0],
        json!({
            "Name": "Bonus%20kart%C4%B1m",
            "Value1": "4032 80** **** 7894",
            "BankIca": "0062",
            "ProductName": "Bonus",
            "UniqueId": unique_id,
            "EftCode": "0062",
            "CardStatus": "A",
            "PromtCpin": "N",
            "IsMasterPassMember": "Y",
        })
    );
    assert_eq!(listed[1]["Value1"], "5469 57** **** 0005");
    assert_eq!(listed[1]["ProductName"], "Ziraat Bankası");
    assert_eq!(listed[1]["BankIca"], "0010");

    // The same alias twice: refused before any code.
    let files = p.code_files(&m);
    let answer = p.register(&m, BONUS, "Bonus kartım").await;
    assert_eq!(code(&answer), "1053");
    assert_eq!(p.code_files(&m), files);

    // Delete: by alias; an unknown alias is refused.
    for (expected, call, msisdn, fields) in [
        (
            "0000",
            "deleteCard",
            &m,
            json!({"accountAliasName": encode("Bonus kartım")}),
        ),
        (
            "1052",
            "deleteCard",
            &m,
            json!({"accountAliasName": encode("Bonus kartım")}),
        ),
        (
            "0000",
            "deleteCard",
            &m,
            json!({"accountAliasName": encode("Maaş")}),
        ),
        ("1051", "listManagement", &m, json!({"listType": "ACCOUNT"})),
    ] {
        p.call_expecting(expected, call, msisdn, fields).await;
    }
}

on_both_backends_with!(linking_and_cards, link_add_list_delete);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_account_not_linked_to_this_shop_is_said_so() {
    let p = Provider::start(data_dir()).await;
    let m = msisdn();
    // An account of another shop, written by hand as a tester would: any name, the number inside.
    let accounts = p.config.data_dir.join("wallet-sandbox/accounts");
    std::fs::create_dir_all(&accounts).expect("accounts");
    std::fs::write(
        accounts.join("another-shop.json"),
        json!({"msisdn": m, "clients": ["another-shop"], "cards": []}).to_string(),
    )
    .expect("account file");
    let answer = p
        .call("checkMasterPassEndUser", &m, json!({"userId": "7"}))
        .await;
    assert_eq!(body_of(&answer)["AccountStatus"], "011000");
    p.call_expecting("1021", "listManagement", &m, json!({"listType": "ACCOUNT"}))
        .await;
    let answer = p
        .call_expecting(
            "0000",
            "completeRegistration",
            &m,
            json!({"token2": "t2", "referenceNo": "R"}),
        )
        .await;
    assert_eq!(body_of(&answer)["AccountStatus"], "011100");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wrong_codes_spend_the_step_and_resend_writes_a_new_code() {
    let p = Provider::start(data_dir()).await;
    let m = msisdn();
    let answer = p.register(&m, BONUS, "Kart").await;
    let step = next_ref(&answer);
    let first = p.otp(&m);
    tokio::time::sleep(Duration::from_millis(5)).await;
    let resend = json!({
        "version": "34", "clientType": "1", "clientId": p.client_id(),
        "dateTime": "2026-11-25T10:00:00.000Z", "fp": "f", "additionalParams": {},
        "validationRefNo": step, "sendSmsLanguage": "eng",
    });
    let (status, answer) = p.send("resendOtp", &resend).await;
    assert_eq!((status, code(&answer)), (200, "5001"));
    assert_eq!(next_ref(&answer), step);
    assert_eq!(p.code_files(&m), 2);
    let second = p.otp(&m);

    // A token for another shopper cannot use this shopper's step.
    let stranger = msisdn();
    let answer = p.validate(&stranger, &step, &second).await;
    assert_eq!(code(&answer), "1410");

    // Three wrong codes (the replaced first one among them, unless it happens to match).
    let wrong = if second == "000000" {
        "111111"
    } else {
        "000000"
    };
    let not_first = if first == second {
        wrong
    } else {
        first.as_str()
    };
    let answer = p.validate(&m, &step, not_first).await;
    assert_eq!(code(&answer), "1409");
    assert_eq!(
        desc(&answer),
        "Doğrulama kodu hatalı. Lütfen tekrar deneyin. Kalan deneme hakkı: 2."
    );
    let answer = p.validate(&m, &step, wrong).await;
    assert_eq!(code(&answer), "1409");
    let answer = p.validate(&m, &step, wrong).await;
    assert_eq!(code(&answer), "1409");
    assert_eq!(fault(&answer)["Token"], "", "spent: no step to go on with");
    let answer = p.validate(&m, &step, &second).await;
    assert_eq!(code(&answer), "1410");
    let (_, answer) = p.send("resendOtp", &resend).await;
    assert_eq!(code(&answer), "1410");
    // Nothing was saved.
    p.call_expecting("1051", "listManagement", &m, json!({"listType": "ACCOUNT"}))
        .await;
}
