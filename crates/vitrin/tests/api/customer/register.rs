//! Registration and activation, refused registrations, the KVKK consent and the guest checkout login.

use super::*;

async fn register_activate_and_login_three_ways(app: TestApp) {
    let email = unique_email("kayit");
    let phone = unique_phone();
    let (code, body) = post_form(&app, REGISTER, &registration(&email, &phone)).await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["status"], 1);
    let id = body["data"][0]["id"].as_i64().expect("id");

    // Inactive: the right password is refused with the activation message.
    let (code, body) = login_as(
        &app,
        &app.client,
        &[
            ("username", &email),
            ("type", "email"),
            ("password", PASSWORD),
        ],
    )
    .await;
    assert_eq!(code, 403, "{body}");
    assert!(
        body["message"]
            .as_str()
            .expect("msg")
            .contains("etkinleştir"),
        "{body}"
    );

    let mail = outbox_mail(&app, "activation", &email).await;
    let (link, token, link_id) = link_params(&mail, "/uye-girisi-sayfasi?");
    assert!(link.contains("activation=membership"), "{link}");
    assert_eq!(link_id, id.to_string());
    // Nothing of the mail reaches the log: not the token, not the address.
    assert_not_logged(&[&token, &email]);
    let activate = format!("/srv/service/customer/activateMembership/{id}/{token}");
    let (code, body) = post_form(&app, &activate, &[]).await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["message"], "Üyeliğiniz başarıyla etkinleştirildi");
    // A reused token, and a forged one, are refused.
    let (code, body) = post_form(&app, &activate, &[]).await;
    assert_eq!(code, 400, "{body}");
    let forged = format!(
        "/srv/service/customer/activateMembership/{id}/{}",
        "ab".repeat(32)
    );
    assert_eq!(post_form(&app, &forged, &[]).await.0, 400);

    // By email (any case), by phone written another way, by vendor code.
    let upper = email.to_uppercase();
    let (code, body) = fresh_login(
        &app,
        &[
            ("username", &upper),
            ("type", "email"),
            ("password", PASSWORD),
            ("redirect", "/sepet"),
        ],
    )
    .await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["redirect"], "/sepet");
    assert_eq!(body["data"][0]["member"]["ID"], id);
    assert!(body["data"][0]["member"]["GROUP"].as_i64().expect("group") > 0);
    let exp = body["data"][0]["exp_at"].as_i64().expect("exp_at");
    let now = vitrin::clock::now_secs();
    assert!((exp - now - 7200).abs() < 60, "two hours: {exp} vs {now}");

    let local = format!("0{}", &digits(&phone)[2..]);
    let spaced = format!("{} {} {}", &local[..4], &local[4..7], &local[7..]);
    let (code, body) = fresh_login(
        &app,
        &[
            ("username", &spaced),
            ("type", "phone"),
            ("password", PASSWORD),
            ("rememberMe", "1"),
        ],
    )
    .await;
    assert_eq!(code, 200, "{body}");
    let exp = body["data"][0]["exp_at"].as_i64().expect("exp_at");
    assert!(
        exp - vitrin::clock::now_secs() > 29 * 24 * 3600,
        "remember me: 30 days"
    );

    app.run(
        "UPDATE customers SET vendor_code = 'BAYI-7' WHERE id = $1",
        &[&id],
    )
    .await;
    let (code, body) = fresh_login(
        &app,
        &[
            ("username", "bayi-7"),
            ("type", "vendor"),
            ("password", PASSWORD),
        ],
    )
    .await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["redirect"], "");

    // An external redirect is dropped.
    let (_, body) = fresh_login(
        &app,
        &[
            ("username", &email),
            ("password", PASSWORD),
            ("redirect", "//evil.example/x"),
        ],
    )
    .await;
    assert_eq!(body["redirect"], "");

    // The same address again: 409 and the login page with error=mail_already_registered.
    let (code, body) = post_form(&app, REGISTER, &registration(&upper, &unique_phone())).await;
    assert_eq!(code, 409, "{body}");
    assert_eq!(body["data"][0]["key"], "mail_already_registered");
    assert_eq!(
        body["redirect"],
        "/uye-girisi-sayfasi?error=mail_already_registered"
    );
    assert_eq!(
        body["message"],
        "Bu e-posta adresiyle kayıt yapılmıştır. Lütfen giriş yapınız."
    );
}

on_both_backends!(
    register_activate_and_login,
    register_activate_and_login_three_ways
);

async fn count_customers(app: &TestApp) -> i64 {
    app.count("SELECT COUNT(*) FROM customers").await
}

async fn bad_registrations_change_nothing(app: TestApp) {
    let before = count_customers(&app).await;
    let email = unique_email("red");
    let phone = unique_phone();
    let mut no_kvkk = registration(&email, &phone);
    no_kvkk.retain(|(k, _)| *k != "kvkk");
    let (code, body) = post_form(&app, REGISTER, &no_kvkk).await;
    assert_eq!(code, 422, "{body}");
    assert_eq!(body["data"][0]["key"], "kvkk");
    assert!(
        body["message"]
            .as_str()
            .expect("msg")
            .contains("Kişisel veri"),
        "{body}"
    );

    let mut bad = registration("ayse@", "12");
    bad.retain(|(k, _)| *k != "name");
    let (code, body) = post_form(&app, REGISTER, &bad).await;
    assert_eq!(code, 422, "{body}");
    let keys: Vec<(&str, &str)> = body["data"]
        .as_array()
        .expect("errors")
        .iter()
        .map(|e| {
            (
                e["key"].as_str().unwrap_or(""),
                e["statusText"].as_str().unwrap_or(""),
            )
        })
        .collect();
    assert!(
        keys.contains(&("name", "Bu alan boş bırakılamaz")),
        "{keys:?}"
    );
    assert!(
        keys.contains(&("email", "Email formatına uygun değil")),
        "{keys:?}"
    );
    assert!(keys.iter().any(|(k, _)| *k == "phone"), "{keys:?}");

    let mut mismatch = registration(&email, &phone);
    mismatch.retain(|(k, _)| *k != "password_again");
    mismatch.push(("password_again", "Baska.Sifre1"));
    let (code, body) = post_form(&app, REGISTER, &mismatch).await;
    assert_eq!(code, 422, "{body}");
    assert_eq!(body["data"][0]["key"], "password_again");

    // In English when asked.
    let r = app
        .client
        .post(app.url(&format!("{REGISTER}?language=en")))
        .header("Origin", app.base.clone())
        .form(&no_kvkk)
        .send()
        .await
        .expect("request");
    let body: Value = r.json().await.expect("json");
    assert!(
        body["message"]
            .as_str()
            .expect("msg")
            .contains("personal data"),
        "{body}"
    );

    assert_eq!(count_customers(&app).await, before, "nothing was created");

    // Quick registration needs only email, password and consent; its account starts inactive.
    let quick = unique_email("hizli");
    let (code, body) = post_form(
        &app,
        "/api/v1/authentication/register/quick",
        &[("email", &quick), ("password", PASSWORD), ("kvkk", "on")],
    )
    .await;
    assert_eq!(code, 200, "{body}");
    let active: i64 = app
        .scalar("SELECT active FROM customers WHERE email = $1", &[&quick])
        .await;
    assert_eq!(active, 0);
    outbox_mail(&app, "activation", &quick).await;
}

on_both_backends!(bad_registrations, bad_registrations_change_nothing);

async fn kvkk_acceptance_and_guest_checkout(app: TestApp) {
    let (email, _, id) = active_member(&app).await;
    app.run("UPDATE customers SET kvkk = 0 WHERE id = $1", &[&id])
        .await;
    let client = fresh_client();
    let csrf = session_csrf(&app.base, &client).await;
    password_login(&app, &client, &email).await;
    let html = page_text(&client, app.url("/")).await;
    assert_eq!(
        inline_json(&html, "vitrin-settings")["MEMBER_INFO"]["KVKK"],
        0
    );
    let update = |token: Option<String>, form: Vec<(&'static str, &'static str)>| {
        let client = client.clone();
        let url = app.url("/api/v1/customer/update");
        let origin = app.base.clone();
        async move {
            let mut req = client.post(url).header("Origin", origin).form(&form);
            if let Some(t) = token {
                req = req.header("X-CSRF-Token", t);
            }
            req.send().await.expect("update").status().as_u16()
        }
    };
    assert_eq!(
        update(None, vec![("kvkk", "1")]).await,
        403,
        "the CSRF token is required"
    );
    assert_eq!(
        update(Some(csrf.clone()), vec![]).await,
        422,
        "kvkk missing"
    );
    assert_eq!(update(Some(csrf.clone()), vec![("kvkk", "1")]).await, 200);
    let html = page_text(&client, app.url("/")).await;
    assert_eq!(
        inline_json(&html, "vitrin-settings")["MEMBER_INFO"]["KVKK"],
        1
    );
    // A guest cannot.
    let guest = fresh_client();
    let guest_csrf = session_csrf(&app.base, &guest).await;
    let r = guest
        .post(app.url("/api/v1/customer/update"))
        .header("Origin", app.base.clone())
        .header("X-CSRF-Token", guest_csrf)
        .form(&[("kvkk", "1")])
        .send()
        .await
        .expect("update");
    assert_eq!(r.status().as_u16(), 401);

    // Guest checkout: contact details and the KVKK consent checked (with the page's CSRF
    // token: the session keeps them), nothing created.
    let before = count_customers(&app).await;
    let guest = crate::shopper::Shopper::new(&app).await;
    let contact = |kvkk: &str| {
        vec![
            ("email", "misafir@example.com".to_string()),
            ("name", "Can".into()),
            ("surname", "Demir".into()),
            ("phone", "+90 532 000 11 22".into()),
            ("kvkk", kvkk.into()),
        ]
    };
    let path = "/api/v1/authentication/login-nomembership";
    let (code, _) = guest.post_with_csrf(&app, path, &contact("1"), None).await;
    assert_eq!(code, 403, "the CSRF token is needed");
    let (code, body) = guest.post(&app, path, &contact("")).await;
    assert_eq!(code, 422, "{body}");
    assert_eq!(body["data"][0]["key"], "kvkk", "{body}");
    let (code, body) = guest.post(&app, path, &contact("1")).await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["data"][0]["phone"], "905320001122");
    let (code, body) = guest
        .post(
            &app,
            path,
            &[
                ("email", "misafir@".to_string()),
                ("name", String::new()),
                ("surname", "Demir".into()),
                ("phone", "12".into()),
                ("kvkk", "1".into()),
            ],
        )
        .await;
    assert_eq!(code, 422, "{body}");
    assert_eq!(body["data"].as_array().map(Vec::len), Some(3), "{body}");
    assert_eq!(count_customers(&app).await, before);
}

on_both_backends!(kvkk_and_guest, kvkk_acceptance_and_guest_checkout);
