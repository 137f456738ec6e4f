//! The member's account page calls (issue: the member's account, whole): the profile update with
//! the birth date, the email change confirmed by a link to the new address, the commercial-message
//! consents per channel, and a new phone verified by an SMS code from the outbox.

use serde_json::Value;

use crate::{
    helpers::{outbox_mail, outbox_mails, TestApp},
    on_both_backends,
    shopper::{assert_refusals, create_member, member, refusal, Shopper},
    steps::unique_email,
};

/// The value of `expr` in the customer row `id`.
async fn of_customer(app: &TestApp, expr: &str, id: i64) -> String {
    app.scalar(
        &format!("SELECT {expr} FROM customers WHERE id = $1"),
        &[&id],
    )
    .await
}

/// Name, surname, gender and birth date are saved and shown on the account page; a birth date in
/// the future, a name with markup or a bad gender changes nothing.
async fn profile_is_saved(app: TestApp) {
    let (shopper, id) = member(&app, "profil@example.com").await;
    let update = "/api/v1/customer/update";
    let body = shopper
        .answered(
            &app,
            update,
            &[
                ("name", "Ayşe"),
                ("surname", "Yılmaz"),
                ("gender", "female"),
                ("birth_date", "1990-05-01"),
            ],
            200,
        )
        .await;
    assert_eq!(body["statusText"], "Bilgileriniz kaydedildi");
    let (_, page) = shopper
        .get(&app, "/api/storefront/page?path=%2Fhesabim")
        .await;
    let m = &page["member"];
    assert_eq!(
        (m["NAME"].as_str(), m["SURNAME"].as_str()),
        (Some("Ayşe"), Some("Yılmaz")),
        "{page}"
    );
    assert_eq!(
        (m["GENDER"].as_str(), m["BIRTH_DATE"].as_str()),
        (Some("female"), Some("1990-05-01"))
    );

    let tomorrow = (vitrin::clock::today() + time::Duration::days(1)).to_string();
    let body = shopper
        .answered(
            &app,
            update,
            &[
                ("name", "<b>Ayşe</b>"),
                ("surname", "Yılmaz"),
                ("gender", "robot"),
                ("birth_date", &tomorrow),
            ],
            422,
        )
        .await;
    assert_refusals(
        &body,
        &[
            ("birth_date", "Doğum tarihi bugünden sonra olamaz"),
            ("name", "Bu alan yalnızca harf, boşluk ve tire içerebilir"),
            ("gender", "Cinsiyet seçimi geçersiz"),
        ],
    );
    assert_eq!(of_customer(&app, "name", id).await, "Ayşe");
    assert_eq!(of_customer(&app, "birth_date", id).await, "1990-05-01");

    // kvkk alone still records the notice's acceptance.
    let (code, _) = shopper.submit(&app, update, &[("kvkk", "1")]).await;
    assert_eq!(code, 200);
}
on_both_backends!(profile, profile_is_saved);

/// The account form of Can Demir with `email`, answered with `status`: the answer's body.
async fn with_email(shopper: &Shopper, app: &TestApp, email: &str, status: u16) -> Value {
    let form = [("name", "Can"), ("surname", "Demir"), ("email", email)];
    shopper
        .answered(app, "/api/v1/customer/update", &form, status)
        .await
}

/// A new email address takes effect only through the link mailed to it; the old address is told;
/// the link works once; an address another member has is refused.
async fn email_change_needs_the_link(app: TestApp) {
    // The outbox is shared with the other backend's run: the addresses are this run's own.
    let (old, taken) = (unique_email("eski"), unique_email("dolu"));
    let new = unique_email("Yeni").replace("example", "Example");
    let (shopper, id) = member(&app, &old).await;
    create_member(&app, &taken).await;
    with_email(&shopper, &app, &taken, 409).await;
    assert!(outbox_mails(&app, "email-change", &taken).is_empty());

    let body = with_email(&shopper, &app, &new, 200).await;
    assert!(
        body["statusText"]
            .as_str()
            .expect("text")
            .contains("bağlantıya"),
        "{body}"
    );
    assert_eq!(of_customer(&app, "email", id).await, old);
    let mail = outbox_mail(&app, "email-change", &new).await;
    let link = mail
        .split_whitespace()
        .find(|w| w.contains("activation=email"))
        .expect("link")
        .to_string();
    let query = link.split_once('?').expect("query").1;
    let param = |name: &str| {
        url::form_urlencoded::parse(query.as_bytes())
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.into_owned())
            .expect(name)
    };
    assert_eq!(param("id"), id.to_string());
    let confirm = |token: String| {
        let app = &app;
        let shopper = &shopper;
        let id = id.to_string();
        async move {
            shopper
                .post(
                    app,
                    "/api/v1/customer/confirm-email",
                    &[("id", id), ("token", token)],
                )
                .await
        }
    };
    let (code, body) = confirm("0".repeat(64)).await;
    assert_eq!(code, 422, "{body}");
    let (code, body) = confirm(param("token")).await;
    assert_eq!(code, 200, "{body}");
    assert_eq!(body["statusText"], "E-posta adresiniz değiştirildi");
    assert_eq!(of_customer(&app, "email", id).await, new);
    let notice = outbox_mail(&app, "email-changed", &old).await;
    assert!(notice.contains(&new), "{notice}");
    let (code, body) = confirm(param("token")).await;
    assert_eq!(code, 422, "a used link: {body}");
    assert_eq!(
        refusal(&body, "token"),
        "E-posta değişikliği bağlantısı geçersiz veya süresi dolmuş"
    );
}
on_both_backends!(email_change, email_change_needs_the_link);

/// Each channel's consent is given and withdrawn with one call, every change an İYS record with
/// its time, source and recipient; SMS needs a phone; a registration with commercial messages
/// ticked records every channel.
async fn consents_per_channel(app: TestApp) {
    let (shopper, id) = member(&app, "izin@example.com").await;
    let path = "/api/v1/customer/notifications";
    let (code, body) = shopper.get(&app, path).await;
    assert_eq!(code, 200);
    let channels: Vec<&str> = body["data"]
        .as_array()
        .expect("data")
        .iter()
        .filter_map(|c| c["channel"].as_str())
        .collect();
    assert_eq!(channels, ["email", "sms", "call"]);
    assert!(body["data"]
        .as_array()
        .expect("data")
        .iter()
        .all(|c| c["granted"] == false && c["recordedAt"] == 0));

    let body = shopper
        .answered(&app, path, &[("channel", "email"), ("granted", "1")], 200)
        .await;
    assert_eq!(body["statusText"], "Bildirim tercihiniz kaydedildi");
    let email = &body["data"][0];
    assert_eq!(
        (email["granted"].as_bool(), email["source"].as_str()),
        (Some(true), Some("HS_WEB"))
    );
    assert!(email["recordedAt"].as_i64().expect("time") > 1_700_000_000);
    assert_eq!(body["data"][1]["granted"], false);
    assert_eq!(
        of_customer(&app, "CAST(commercial_message AS TEXT)", id).await,
        "1"
    );

    let (_, body) = shopper
        .submit(&app, path, &[("channel", "email"), ("granted", "0")])
        .await;
    assert_eq!(body["data"][0]["granted"], false);
    assert_eq!(
        of_customer(&app, "CAST(commercial_message AS TEXT)", id).await,
        "0"
    );
    let history: Vec<String> = app.column("SELECT status || ':' || recipient FROM consents WHERE customer_id = $1 AND channel = 'EPOSTA' ORDER BY id", &[&id]).await;
    assert_eq!(
        history,
        ["ONAY:izin@example.com", "RET:izin@example.com"],
        "the withdrawal is a record of its own"
    );

    let (code, body) = shopper
        .submit(&app, path, &[("channel", "sms"), ("granted", "1")])
        .await;
    assert_eq!(code, 422, "no phone yet: {body}");
    assert_eq!(
        refusal(&body, "channel"),
        "SMS ve arama izni için önce telefon numaranızı kaydediniz"
    );
    app.run(
        "UPDATE customers SET phone = '+905329998877' WHERE id = $1",
        &[&id],
    )
    .await;
    let body = shopper
        .answered(&app, path, &[("channel", "sms"), ("granted", "1")], 200)
        .await;
    assert_eq!(body["data"][1]["granted"], true);

    let (code, body) = shopper
        .submit(&app, path, &[("channel", "fax"), ("granted", "1")])
        .await;
    assert_eq!(code, 422);
    assert_eq!(refusal(&body, "channel"), "Bildirim kanalı geçersiz");
    let guest = crate::shopper::Shopper::new(&app).await;
    assert_eq!(guest.get(&app, path).await.0, 401);

    let registered = guest
        .submit(
            &app,
            "/api/v1/authentication/register",
            &[
                ("name", "Ece"),
                ("surname", "Kaya"),
                ("email", "ece@example.com"),
                ("phone", "0532 111 22 33"),
                ("password", "Kuzu.2026x"),
                ("password_again", "Kuzu.2026x"),
                ("kvkk", "1"),
                ("commercial_message", "1"),
            ],
        )
        .await;
    assert_eq!(registered.0, 200, "{}", registered.1);
    let new_id = registered.1["data"][0]["id"].as_i64().expect("id");
    let records: Vec<String> = app.column("SELECT channel || ':' || recipient FROM consents WHERE customer_id = $1 AND status = 'ONAY' ORDER BY id", &[&new_id]).await;
    assert_eq!(
        records,
        [
            "EPOSTA:ece@example.com",
            "MESAJ:+905321112233",
            "ARAMA:+905321112233"
        ]
    );
}
on_both_backends!(consents, consents_per_channel);

/// The latest SMS in the outbox to `phone` (E.164).
fn outbox_sms(app: &TestApp, phone: &str) -> Option<String> {
    let dir = app.config.data_dir.join("outbox");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .ok()?
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with("-phone-code.sms"))
        .collect();
    names.sort();
    names
        .iter()
        .rev()
        .filter_map(|n| std::fs::read_to_string(dir.join(n)).ok())
        .find(|sms| sms.starts_with(&format!("To: {phone}\n")))
}

fn code_in(sms: &str) -> String {
    sms.split(|c: char| !c.is_ascii_digit())
        .find(|w| w.len() == 6)
        .expect("a six-digit code")
        .to_string()
}

/// A new phone is saved only with the code sent to it; a minute between codes; three wrong tries
/// use a code up; a phone another member has is refused.
async fn phone_needs_the_sms_code(app: TestApp) {
    let (shopper, id) = member(&app, "telefon@example.com").await;
    let path = "/api/v1/services/verify-sms";
    let phone = "+905321234567";
    let body = shopper
        .answered(&app, path, &[("phone", "0532 123 45 67")], 200)
        .await;
    assert_eq!(body["statusText"], "Doğrulama kodu telefonunuza gönderildi");
    let first = code_in(&outbox_sms(&app, phone).expect("an SMS"));
    shopper.answered(&app, path, &[("phone", phone)], 429).await;

    let wrong = if first == "000000" {
        "111111"
    } else {
        "000000"
    };
    for attempt in 1..=3 {
        let (code, body) = shopper
            .submit(&app, path, &[("phone", phone), ("code", wrong)])
            .await;
        assert_eq!(code, 422, "{body}");
        let expected = if attempt < 3 {
            "Doğrulama kodu hatalı"
        } else {
            "Doğrulama kodunun süresi doldu veya çok fazla hatalı deneme yapıldı. Lütfen yeni bir kod isteyiniz."
        };
        assert_eq!(refusal(&body, "code"), expected, "attempt {attempt}");
    }
    let (code, _) = shopper
        .submit(&app, path, &[("phone", phone), ("code", &first)])
        .await;
    assert_eq!(code, 422, "a used-up code stays refused");
    assert_eq!(of_customer(&app, "phone", id).await, "");

    // A minute later a new code may be asked; the right one saves the phone.
    app.run(
        "UPDATE phone_codes SET created_at = created_at - 120 WHERE customer_id = $1",
        &[&id],
    )
    .await;
    let (code, _) = shopper.submit(&app, path, &[("phone", phone)]).await;
    assert_eq!(code, 200);
    let second = code_in(&outbox_sms(&app, phone).expect("a second SMS"));
    let body = shopper
        .answered(&app, path, &[("phone", phone), ("code", &second)], 200)
        .await;
    assert_eq!(
        body["statusText"],
        "Telefon numaranız doğrulandı ve kaydedildi"
    );
    assert_eq!(of_customer(&app, "phone", id).await, phone);
    let (code, _) = shopper.submit(&app, path, &[("phone", phone)]).await;
    assert_eq!(code, 409, "the member's own phone already");

    let (other, _) = member(&app, "baskasi@example.com").await;
    let body = other.answered(&app, path, &[("phone", phone)], 409).await;
    assert_eq!(
        refusal(&body, "phone"),
        "Bu telefon numarasıyla kayıt yapılmıştır"
    );
    other.answered(&app, path, &[("phone", "12345")], 422).await;
}
on_both_backends!(phone_code, phone_needs_the_sms_code);
