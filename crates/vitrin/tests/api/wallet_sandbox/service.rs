//! A restart, the smaller calls, the web client's encryption, the standalone sandbox's log.

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn accounts_keys_and_purchases_survive_a_restart() {
    let dir = data_dir();
    let first = Provider::start(dir.clone()).await;
    let m = msisdn();
    let answer = first.register(&m, BONUS, "Bonus").await;
    let answer = first.validate(&m, &next_ref(&answer), &first.otp(&m)).await;
    assert_eq!(code(&answer), "0000");
    let mut fields = first.purchase("O20", "4500", json!(1));
    fields["listAccountName"] = json!("Bonus");
    let answer = first.call("remotePurchaseOther", &m, fields).await;
    let answer = first.validate(&m, &next_ref(&answer), &first.otp(&m)).await;
    assert_eq!(code(&answer), "0000");

    let second = Provider::start(dir.clone()).await;
    assert_eq!(second.public, first.public, "the same key pair");
    let answer = second
        .call("listManagement", &m, json!({"listType": "ACCOUNT"}))
        .await;
    assert_eq!(cards(&answer)[0]["Value1"], "4032 80** **** 7894");
    let (_, done) = second.query("O20", "RO20").await;
    assert_eq!(done["status"], "SUCCESS");
    // No card number is kept on disk, and no phone number is in a file name.
    let accounts: Vec<std::path::PathBuf> =
        std::fs::read_dir(dir.path().join("wallet-sandbox/accounts"))
            .expect("accounts")
            .map(|e| e.expect("entry").path())
            .collect();
    let account = accounts
        .iter()
        .map(|path| std::fs::read_to_string(path).expect("account file"))
        .find(|text| text.contains(&m))
        .expect("the account of the number");
    assert!(!account.contains("4032801234567894"));
    assert!(
        accounts.iter().all(|p| !p.to_string_lossy().contains(&m)),
        "{accounts:?}"
    );
    assert!(dir.path().join("wallet-sandbox/private-key.pem").exists());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_smaller_calls_behave_as_documented() {
    let p = Provider::start(data_dir()).await;
    let m = msisdn();
    let answer = p.register(&m, BONUS, "Bonus").await;
    p.validate(&m, &next_ref(&answer), &p.otp(&m)).await;

    let answer = p
        .call_expecting(
            "0000",
            "addCardToMasterPass",
            &m,
            json!({"cardAliasName": "Bonus"}),
        )
        .await;
    assert!(!body_of(&answer)["CardUniqueId"]
        .as_str()
        .expect("id")
        .is_empty());
    p.call_expecting(
        "1052",
        "addCardToMasterPass",
        &m,
        json!({"cardAliasName": "Yok"}),
    )
    .await;

    let pin = |pin: &str| json!({"validationCode": p.encrypt(pin), "pinType": "mpin", "referenceNo": "R"});
    assert_eq!(code(&p.call("verifyPin", &m, pin("1234")).await), "0000");
    assert_eq!(code(&p.call("verifyPin", &m, pin("12")).await), "1412");

    // forgotPassword: the saved card proves the shopper, then a code.
    let forgot = |number: &str| json!({"encPan": p.encrypt(&number.replace(' ', "")), "cvv": p.encrypt("123"), "referenceNo": "R"});
    p.call_expecting("1052", "forgotPassword", &m, forgot(WORLD))
        .await;
    let answer = p
        .call_expecting("5001", "forgotPassword", &m, forgot(BONUS))
        .await;
    let answer = p.validate(&m, &next_ref(&answer), &p.otp(&m)).await;
    assert_eq!(code(&answer), "0000");

    // updateUser: a new msisdn moves the account.
    let new = msisdn();
    let answer = p
        .call_expecting(
            "0000",
            "updateUser",
            &m,
            json!({"oldValue": m, "theNewValue": new, "valueType": "MSISDN"}),
        )
        .await;
    assert_eq!(fault(&answer)["NewMsisdn"], new.as_str());
    let answer = p
        .call("listManagement", &new, json!({"listType": "ACCOUNT"}))
        .await;
    assert_eq!(cards(&answer).len(), 1);
    let answer = p
        .call("checkMasterPassEndUser", &m, json!({"userId": "7"}))
        .await;
    assert_eq!(body_of(&answer)["AccountStatus"], "000000");
    for (expected, call, msisdn, fields) in [
        (
            "0000",
            "updateUser",
            &new,
            json!({"oldValue": "a", "theNewValue": "b", "valueType": "EMAIL"}),
        ),
        (
            "1006",
            "updateUser",
            &new,
            json!({"theNewValue": "12", "valueType": "MSISDN"}),
        ),
    ] {
        p.call_expecting(expected, call, msisdn, fields).await;
    }

    // completeRegistration without an account, and without token2.
    let nobody = msisdn();
    for (expected, call, msisdn, fields) in [
        (
            "1020",
            "completeRegistration",
            &nobody,
            json!({"token2": "t"}),
        ),
        ("1007", "completeRegistration", &new, json!({})),
    ] {
        p.call_expecting(expected, call, msisdn, fields).await;
    }
}

/// The web client's encryption (a fixed key pair and its ciphertexts, committed by the client's
/// test run) decrypts with the sandbox's decryption to the same plain texts.
#[test]
fn what_the_web_client_encrypts_the_sandbox_decrypts() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/wallet-rsa-vector.json"
    );
    let text = std::fs::read_to_string(path).expect("the client's RSA vector file");
    let vector: Value = serde_json::from_str(&text).expect("vector json");
    let key = RsaPrivateKey::from_pkcs8_pem(vector["privateKeyPem"].as_str().expect("pem"))
        .expect("PKCS#8 key");
    let modulus = BigUint::parse_bytes(vector["modulus"].as_str().expect("modulus").as_bytes(), 16)
        .expect("hex modulus");
    let exponent = BigUint::parse_bytes(
        vector["exponent"].as_str().expect("exponent").as_bytes(),
        16,
    )
    .expect("hex exponent");
    assert_eq!((key.n(), key.e()), (&modulus, &exponent));
    let cases = vector["cases"].as_array().expect("cases");
    assert!(cases.len() >= 4);
    let mut turkish = false;
    for case in cases {
        let plain = case["plain"].as_str().expect("plain");
        let cipher = case["cipherHex"].as_str().expect("cipherHex");
        assert_eq!(cipher, cipher.to_lowercase(), "lowercase hex");
        assert_eq!(
            wallet::sandbox::decrypt_hex(&key, cipher).as_deref(),
            Ok(plain)
        );
        turkish |= plain.contains('İ') && plain.contains('ş');
    }
    assert!(turkish, "a Turkish text with İ and ş is among the cases");
}

/// `vitrin wallet-sandbox` on its own port, logging at debug level: a whole flow leaves no card
/// number, cvc or one-time code in its log.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_standalone_sandbox_logs_no_card_data_or_codes() {
    let dir = data_dir();
    let secret = "standalone-secret-standalone-secret-0123";
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("free port")
        .port();
    let log_path = dir.path().join("sandbox.log");
    let log = std::fs::File::create(&log_path).expect("log file");
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_vitrin"))
        .args(["wallet-sandbox", "--port", &port.to_string()])
        .env("VITRIN_DATA_DIR", dir.path())
        .env("VITRIN_SECRET_KEY", secret)
        .env("VITRIN_HOST", "127.0.0.1")
        .env("RUST_LOG", "debug")
        .stdout(log.try_clone().expect("log"))
        .stderr(log)
        .spawn()
        .expect("vitrin wallet-sandbox");
    let base = format!("http://127.0.0.1:{port}");
    let mut up = false;
    for _ in 0..100 {
        if reqwest::get(format!("{base}/wallet-sandbox/public-key"))
            .await
            .is_ok()
        {
            up = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(up, "the standalone sandbox answers");
    let mut config = test_config(dir.path().to_path_buf(), String::new());
    config.secret_key = secret.into();
    let merchant_key = wallet::merchant_key(&config, secret.as_bytes());
    let p = Provider::connect(base, config, merchant_key, dir.clone(), None).await;

    // Cross-origin calls are allowed.
    let preflight = p
        .http
        .request(
            reqwest::Method::OPTIONS,
            format!("{}/wallet-sandbox/v2/register", p.base),
        )
        .header("origin", "http://shop.example")
        .header("access-control-request-method", "POST")
        .header("access-control-request-headers", "content-type")
        .send()
        .await
        .expect("preflight");
    assert_eq!(preflight.headers()["access-control-allow-origin"], "*");

    let m = msisdn();
    let answer = p.register(&m, BONUS, "Bonus").await;
    let step = next_ref(&answer);
    let code_sent = p.otp(&m);
    let wrong = if code_sent == "000000" {
        "111111"
    } else {
        "000000"
    };
    assert_eq!(code(&p.validate(&m, &step, wrong).await), "1409");
    assert_eq!(code(&p.validate(&m, &step, &code_sent).await), "0000");
    let answer = p.register(&m, WORLD, "World").await;
    assert_eq!(code(&answer), "5010");
    let mut fields = p.purchase("O30", "1000", json!(1));
    fields["listAccountName"] = json!("Bonus");
    fields["cvc"] = json!(p.encrypt("987"));
    let answer = p.call("remotePurchaseOther", &m, fields).await;
    let purchase_code = p.otp(&m);
    assert_eq!(
        code(&p.validate(&m, &next_ref(&answer), &purchase_code).await),
        "0000"
    );

    let _ = child.kill();
    let _ = child.wait();
    let log = std::fs::read_to_string(&log_path).expect("log");
    assert!(log.contains("wallet sandbox serving"), "{log}");
    assert!(log.contains("one-time code was written"), "{log}");
    for secret in [
        "4032801234567894",
        "4048090000000007",
        "4032 8012",
        &code_sent,
        &purchase_code,
    ] {
        assert!(!log.contains(secret), "the log shows {secret}");
    }
}
