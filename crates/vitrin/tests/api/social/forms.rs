//! Forged answers, connected accounts, the forms' requirements.

use super::*;

/// Forged states, a cancelled sign-in, and ID tokens wrong in audience, issuer, signature,
/// expiry or nonce: a Turkish refusal, and no member, link or sign-in.
async fn forged_answers_change_nothing(app: TestApp) {
    let (app, g, _) = with_providers(&app, false).await;
    let members = count(&app, "SELECT COUNT(*) FROM customers").await;
    let shopper = Shopper::new(&app).await;
    let (status, body) = finish(&app, &shopper, "code=abc&state=forged").await;
    assert_eq!(status, 400, "{body}");
    // Another site cannot have a browser end a sign-in (it would sign the shopper in).
    let r = app
        .get_from(
            &shopper.client,
            &format!("{BEGIN}?code=abc&state=forged"),
            &[("Sec-Fetch-Site", "cross-site")],
        )
        .await;
    assert_eq!(r.status().as_u16(), 403);
    let (status, body) = shopper.get(&app, &format!("{BEGIN}?type=unknown")).await;
    assert_eq!(status, 404, "{body}");
    assert_eq!(body["statusText"], "Bu giriş yöntemi kullanılamıyor");

    let (query, _) = through_provider(&app, &shopper, "google").await;
    let state = state_of(&query);
    let (status, body) = finish(&app, &shopper, &format!("error=access_denied&{state}")).await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(
        body["statusText"],
        "Giriş, sağlayıcının sayfasında tamamlanmadı."
    );
    let (status, _) = finish(&app, &shopper, &query).await;
    assert_eq!(status, 400, "a cancelled state is used up");

    for forgery in [
        Forgery::Audience,
        Forgery::Issuer,
        Forgery::Signature,
        Forgery::Expired,
        Forgery::Nonce,
    ] {
        g.forge(forgery);
        let (status, body) = sign_in(&app, &shopper, "google").await;
        assert_eq!(status, 400, "{forgery:?}: {body}");
        assert_eq!(
            body["statusText"],
            "Giriş sağlayıcısının yanıtı doğrulanamadı. Lütfen yeniden deneyin.",
            "{forgery:?}"
        );
    }
    g.forge(Forgery::None);

    // A code replayed under a new state of the same browser: the provider refuses it.
    let (query, _) = through_provider(&app, &shopper, "google").await;
    let code = query
        .split('&')
        .find(|p| p.starts_with("code="))
        .expect("code")
        .to_string();
    let (status, _) = finish(&app, &shopper, &query).await;
    assert_eq!(status, 200);
    let (fresh, _) = through_provider(&app, &shopper, "google").await;
    let fresh_state = state_of(&fresh);
    let (status, body) = finish(&app, &shopper, &format!("{code}&{fresh_state}")).await;
    assert_eq!(status, 400, "{body}");
    assert!(
        g.refusals().iter().any(|r| r.contains("used code")),
        "{:?}",
        g.refusals()
    );

    assert_eq!(count(&app, "SELECT COUNT(*) FROM customers").await, members);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM social_accounts").await, 0);
}

/// The account page lists the providers; unlinking needs a password; a signed-in member links
/// a provider by signing in with it, and an account linked to someone else is refused.
async fn connected_accounts_link_and_unlink(app: TestApp) {
    let (app, g, _) = with_providers(&app, true).await;
    // A social-only member (no password) cannot unlink; the shop asks for a phone.
    g.sign_in_as(Person::new("g-400", Some("sadece@example.com")));
    let mut social_only = Shopper::new(&app).await;
    let (_, step) = sign_in(&app, &social_only, "google").await;
    let body = register_with_consent(&app, &social_only, &step).await;
    assert_eq!(body["popup"], "social-phone", "the shop requires a phone");
    social_only.bearer = body["data"][0]["bearer"].as_str().map(str::to_string);
    let (_, accounts) = social_only
        .get(&app, "/api/v1/customer/social-accounts")
        .await;
    assert_eq!(accounts["has_password"], 0, "{accounts}");
    assert_eq!(accounts["data"][0]["linked"], 1);
    assert_eq!(accounts["data"][1]["linked"], 0);
    let unlink = "/api/v1/customer/social-accounts/unlink";
    social_only
        .answered(&app, unlink, &[("type", "google")], 409)
        .await;

    // A password member links Google from the account page, then unlinks it.
    let id = create_member(&app, "sifreli@example.com").await;
    let mut member = Shopper::new(&app).await;
    member.log_in(&app, "sifreli@example.com").await;
    g.sign_in_as(Person::new("g-401", Some("baska-adres@example.com")));
    let (status, body) = sign_in(&app, &member, "google").await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        body["data"][0]["member"]["ID"], id,
        "linked to the signed-in member"
    );
    let (_, accounts) = member.get(&app, "/api/v1/customer/social-accounts").await;
    assert_eq!(accounts["has_password"], 1);
    assert_eq!(accounts["data"][0]["email"], "baska-adres@example.com");
    // The social-only member's Google account cannot be taken over by this member.
    g.sign_in_as(Person::new("g-400", Some("sadece@example.com")));
    let (status, body) = sign_in(&app, &member, "google").await;
    assert_eq!(status, 409, "{body}");
    member
        .answered(&app, unlink, &[("type", "google")], 200)
        .await;
    let (status, _) = member.submit(&app, unlink, &[("type", "google")]).await;
    assert_eq!(status, 404);
    let (_, accounts) = member.get(&app, "/api/v1/customer/social-accounts").await;
    assert_eq!(accounts["data"][0]["linked"], 0);
}

/// The forms' requirements follow the server's rules; the login's security code becomes due
/// after failed logins from the address.
async fn forms_ask_what_the_server_checks(app: TestApp) {
    let body = app
        .get_ok("/api/v1/block/get-page-requirement?page=register")
        .await;
    let fields = body["data"][0]["fields"].as_array().expect("fields");
    let field = |name: &str| {
        fields
            .iter()
            .find(|f| f["name"] == name)
            .expect(name)
            .clone()
    };
    assert_eq!(field("password")["minLength"], 6);
    assert_eq!(field("password")["maxLength"], 128);
    assert_eq!(field("kvkk")["required"], 1);
    assert_eq!(field("commercial_message")["required"], 0);
    assert_eq!(body["data"][0]["captcha"], 0);
    let (_, block) = app.get_json("/api/v1/block/customer-register").await;
    assert_eq!(block["data"], body["data"]);
    let (_, quick) = app
        .get_json("/api/v1/block/get-page-requirement?page=register-quick")
        .await;
    assert_eq!(
        quick["data"][0]["fields"][0]["required"], 0,
        "the quick form's name"
    );
    let (_, contact) = app
        .get_json("/api/v1/block/get-page-requirement?page=contact")
        .await;
    assert_eq!(contact["data"][0]["captcha"], 1);
    let (status, _) = app
        .get_json("/api/v1/block/get-page-requirement?page=admin")
        .await;
    assert_eq!(status, 404);

    let (_, before) = app.get_json("/api/v1/security/captcha?page=login").await;
    assert_eq!(before["data"][0]["required"], 0, "{before}");
    assert!(before["data"][0]["image"]
        .as_str()
        .expect("image")
        .starts_with("/SecCode.php"));
    let shopper = Shopper::new(&app).await;
    for _ in 0..app.config.login_attempts_before_captcha {
        let (status, _) = shopper
            .submit(
                &app,
                "/api/v1/authentication/login",
                &[
                    ("type", "email"),
                    ("username", "yok@example.com"),
                    ("password", "wrong-1"),
                ],
            )
            .await;
        assert_eq!(status, 403);
    }
    let (_, after) = app.get_json("/api/v1/security/captcha?page=login").await;
    assert_eq!(after["data"][0]["required"], 1, "{after}");
    let (_, login) = app
        .get_json("/api/v1/block/get-page-requirement?page=login")
        .await;
    assert_eq!(login["data"][0]["captcha"], 1);
}

on_both_backends!(forged, forged_answers_change_nothing);

on_both_backends!(connected_accounts, connected_accounts_link_and_unlink);

on_both_backends!(requirements, forms_ask_what_the_server_checks);
