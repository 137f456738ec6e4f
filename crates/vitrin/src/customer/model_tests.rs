use super::*;

#[test]
fn emails_are_checked_and_folded() {
    let e = parse_email("  Ayse.Yilmaz@Example.com ").expect("valid");
    assert_eq!(e.as_str(), "Ayse.Yilmaz@Example.com");
    assert_eq!(e.key(), "ayse.yilmaz@example.com");
    assert_eq!(parse_email(""), Err(CustomerMsg::Required));
    for bad in [
        "ayse",
        "ayse@",
        "@example.com",
        "ayse@example",
        "a b@example.com",
        "ayse@@example.com",
        "ayse@example.c",
        ".a@example.com",
        "a@-x.com",
    ] {
        assert_eq!(parse_email(bad), Err(CustomerMsg::EmailInvalid), "{bad}");
    }
}

#[test]
fn phones_are_checked_and_kept_in_e164() {
    for ok in [
        "+90 532 123 45 67",
        "0532 123 45 67",
        "532 123 4567",
        "(0532) 123-45-67",
        "905321234567",
        "0090 532 123 45 67",
    ] {
        let phone = parse_phone(ok).expect(ok);
        assert_eq!(phone.e164(), "+905321234567", "{ok}");
        assert_eq!(phone.digits(), "905321234567", "{ok}");
    }
    assert_eq!(
        parse_phone("4915123456789").map(|p| p.e164().to_string()),
        Ok("+4915123456789".to_string())
    );
    assert_eq!(parse_phone(""), Err(CustomerMsg::Required));
    assert_eq!(parse_phone("12345"), Err(CustomerMsg::PhoneInvalid));
    assert_eq!(parse_phone("0532 abc"), Err(CustomerMsg::PhoneInvalid));
    assert_eq!(
        parse_phone("1234567890123456"),
        Err(CustomerMsg::PhoneInvalid)
    );
    // Twelve digits, but no Turkish number starts with 0 after the dial code.
    assert_eq!(parse_phone("900321234567"), Err(CustomerMsg::PhoneInvalid));
}

#[test]
fn birth_dates_are_days_of_the_past() {
    let today = time::macros::date!(2026 - 11 - 26);
    assert_eq!(
        parse_birth_date(" 2019-04-23 ", today),
        Ok("2019-04-23".into())
    );
    assert_eq!(
        parse_birth_date("2026-11-26", today),
        Ok("2026-11-26".into())
    );
    assert_eq!(parse_birth_date("", today), Ok(String::new()));
    assert_eq!(
        parse_birth_date("2026-11-27", today),
        Err(CustomerMsg::BirthDateFuture)
    );
    for bad in [
        "2019-02-30",
        "23.04.2019",
        "2019-4-23",
        "1899-12-31",
        "yarın",
    ] {
        assert_eq!(
            parse_birth_date(bad, today),
            Err(CustomerMsg::BirthDateInvalid),
            "{bad}"
        );
    }
}

#[test]
fn passwords_have_a_length_and_no_outer_spaces() {
    assert!(Password::parse("abc123").is_ok());
    assert_eq!(Password::parse(""), Err(CustomerMsg::Required));
    assert_eq!(Password::parse("abc12"), Err(CustomerMsg::PasswordTooShort));
    assert_eq!(Password::parse(" abc123"), Err(CustomerMsg::PasswordSpaces));
    assert_eq!(
        Password::parse(&"a".repeat(129)),
        Err(CustomerMsg::PasswordTooLong)
    );
    assert_eq!(
        format!("{:?}", Password::parse("secret1").expect("ok")),
        "Password(..)"
    );
}

#[test]
fn strength_grows_with_length_and_classes() {
    assert_eq!(password_strength("12345"), 1);
    assert_eq!(password_strength("123456"), 3);
    assert_eq!(password_strength("abcdefgh"), 4);
    assert_eq!(password_strength("Abcdefgh1"), 7);
    assert_eq!(password_strength("Abcdefgh1!xyz"), 10);
    assert!(
        password_strength("123456") <= 6,
        "weak passwords force the modal"
    );
}

#[test]
fn login_names_by_type() {
    assert!(matches!(
        LoginName::parse("email", "a@b.co", ""),
        Ok(LoginName::Email(_))
    ));
    assert_eq!(
        LoginName::parse("phone", "+90 532 123 45 67", "").map(|l| l.attempt_key()),
        Ok("account:phone:905321234567".to_string())
    );
    assert_eq!(
        LoginName::parse("vendor", "", "bay-1"),
        Ok(LoginName::Vendor("BAY-1".into()))
    );
    // The vendor flag: the code is the username, with or without `type`.
    for kind in ["", "vendor"] {
        assert_eq!(
            LoginName::parse(kind, "bay-1", "1"),
            Ok(LoginName::Vendor("BAY-1".into())),
            "type {kind:?}"
        );
    }
    assert!(matches!(
        LoginName::parse("", "a@b.co", "0"),
        Ok(LoginName::Email(_))
    ));
    assert_eq!(
        LoginName::parse("fax", "x", ""),
        Err(CustomerMsg::LoginTypeInvalid)
    );
    assert_eq!(
        LoginName::parse("email", "nope", ""),
        Err(CustomerMsg::EmailInvalid)
    );
}

#[test]
fn redirects_stay_on_the_site() {
    assert_eq!(safe_redirect("/sepet"), "/sepet");
    assert_eq!(safe_redirect("//evil.example"), "");
    assert_eq!(safe_redirect("https://evil.example"), "");
    assert_eq!(safe_redirect("/\\evil"), "");
}

#[test]
fn names_and_genders() {
    assert_eq!(parse_name(" Ayşe Nur ", true), Ok("Ayşe Nur".into()));
    assert_eq!(parse_name("", true), Err(CustomerMsg::Required));
    assert_eq!(parse_name("R2D2", true), Err(CustomerMsg::NameInvalid));
    assert_eq!(parse_gender("female"), Ok("female"));
    assert_eq!(parse_gender("x"), Err(CustomerMsg::GenderInvalid));
}
