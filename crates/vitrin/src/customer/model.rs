//! Member rules as plain functions: email and phone refused in the member's messages, the
//! password and its strength score, the login type, safe redirects, and the messages of the
//! member calls.

pub use crate::email::{Email, EMAIL_MAX_CHARS};

/// An email address a member typed, refused in the member's messages.
pub fn parse_email(raw: &str) -> Result<Email, CustomerMsg> {
    Email::parse(raw).map_err(|e| match e {
        crate::email::EmailError::Required => CustomerMsg::Required,
        crate::email::EmailError::Invalid => CustomerMsg::EmailInvalid,
    })
}

pub use crate::phone::Phone;

/// Where a member's phone written without its dial code is dialled (`0532 123 45 67`).
pub const PHONE_HOME_COUNTRY: &str = "TR";

/// A member's phone (registration, guest details, login by phone): valid for its country's
/// plan and kept in E.164. The phone widget sends digits with the dial code; a number typed
/// without it is read as Turkish.
pub fn parse_phone(raw: &str) -> Result<Phone, CustomerMsg> {
    Phone::parse(raw, Some(PHONE_HOME_COUNTRY)).map_err(|e| match e {
        crate::phone::PhoneError::Required => CustomerMsg::Required,
        crate::phone::PhoneError::Invalid => CustomerMsg::PhoneInvalid,
    })
}

/// The longest name or surname.
pub const NAME_MAX_CHARS: usize = 64;
pub const PASSWORD_MIN_CHARS: usize = 6;
pub const PASSWORD_MAX_CHARS: usize = 128;

/// A new password: 6 to 128 characters, no leading or trailing spaces (the password mask).
#[derive(Clone, PartialEq, Eq)]
pub struct Password(String);

impl std::fmt::Debug for Password {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Password(..)")
    }
}

impl Password {
    pub fn parse(raw: &str) -> Result<Password, CustomerMsg> {
        if raw.is_empty() {
            return Err(CustomerMsg::Required);
        }
        if raw.trim() != raw {
            return Err(CustomerMsg::PasswordSpaces);
        }
        let chars = raw.chars().count();
        if chars < PASSWORD_MIN_CHARS {
            return Err(CustomerMsg::PasswordTooShort);
        }
        if chars > PASSWORD_MAX_CHARS {
            return Err(CustomerMsg::PasswordTooLong);
        }
        Ok(Password(raw.to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn strength(&self) -> i64 {
        password_strength(&self.0)
    }
}

/// Password strength from 0 to 10 (MEMBER_INFO.PASSWORD_STRENGTH; 6 or less forces the
/// update-password modal):
/// - length: under 6 characters 0, 6-7 give 2, 8-9 give 3, 10-11 give 4, 12 or more give 5;
/// - one point for each class present: lower-case, upper-case, digit, other;
/// - one more point for 8 or more characters mixing at least three classes.
pub fn password_strength(password: &str) -> i64 {
    let len = password.chars().count();
    let length_points = match len {
        0..=5 => 0,
        6..=7 => 2,
        8..=9 => 3,
        10..=11 => 4,
        _ => 5,
    };
    let has = |f: fn(&char) -> bool| i64::from(password.chars().any(|c| f(&c)));
    let classes = has(|c| c.is_lowercase())
        + has(|c| c.is_uppercase())
        + has(char::is_ascii_digit)
        + has(|c| !c.is_alphanumeric());
    let bonus = i64::from(len >= 8 && classes >= 3);
    (length_points + classes + bonus).min(10)
}

/// A name or surname: letters, spaces and hyphens (the `string` mask), at most 64 characters.
pub fn parse_name(raw: &str, required: bool) -> Result<String, CustomerMsg> {
    let s = raw.trim();
    if s.is_empty() {
        return if required {
            Err(CustomerMsg::Required)
        } else {
            Ok(String::new())
        };
    }
    if s.chars().count() > NAME_MAX_CHARS
        || !s.chars().all(|c| c.is_alphabetic() || c == ' ' || c == '-')
    {
        return Err(CustomerMsg::NameInvalid);
    }
    Ok(s.to_string())
}

/// `male`, `female` or empty.
pub fn parse_gender(raw: &str) -> Result<&'static str, CustomerMsg> {
    match raw.trim() {
        "" => Ok(""),
        "male" | "m" | "1" => Ok("male"),
        "female" | "f" | "2" => Ok("female"),
        _ => Err(CustomerMsg::GenderInvalid),
    }
}

pub use crate::http::tick::is_ticked;

/// A birth date as `YYYY-MM-DD`, not after `today` and not before 1900; empty is no date.
pub fn parse_birth_date(raw: &str, today: time::Date) -> Result<String, CustomerMsg> {
    let s = raw.trim();
    if s.is_empty() {
        return Ok(String::new());
    }
    let format = time::macros::format_description!("[year]-[month]-[day]");
    let date = time::Date::parse(s, &format).map_err(|_| CustomerMsg::BirthDateInvalid)?;
    if date > today {
        return Err(CustomerMsg::BirthDateFuture);
    }
    if date.year() < 1900 {
        return Err(CustomerMsg::BirthDateInvalid);
    }
    Ok(s.to_string())
}

/// How a shopper logs in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoginName {
    Email(Email),
    Phone(Phone),
    Vendor(String),
}

impl LoginName {
    /// `type` is `email` (the default), `phone` or `vendor`. `vendor` is the spec's vendor flag:
    /// `vendor=1` with no `type` logs in by the vendor code in `username`; any other value than
    /// a flag (0 or 1) is taken as the vendor code itself, as with `type=vendor`.
    pub fn parse(kind: &str, username: &str, vendor: &str) -> Result<LoginName, CustomerMsg> {
        let vendor = vendor.trim();
        let flag = matches!(vendor, "0" | "1");
        let kind = match kind.trim() {
            "" if vendor == "1" => "vendor",
            kind => kind,
        };
        match kind {
            "" | "email" => parse_email(username).map(LoginName::Email),
            "phone" => parse_phone(username).map(LoginName::Phone),
            "vendor" => {
                let code = if vendor.is_empty() || flag {
                    username.trim()
                } else {
                    vendor
                };
                if code.is_empty() {
                    return Err(CustomerMsg::Required);
                }
                if code.len() > 64 || !code.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
                    return Err(CustomerMsg::VendorInvalid);
                }
                Ok(LoginName::Vendor(code.to_ascii_uppercase()))
            }
            _ => Err(CustomerMsg::LoginTypeInvalid),
        }
    }

    /// The key failed attempts are counted under.
    pub fn attempt_key(&self) -> String {
        match self {
            LoginName::Email(e) => format!("account:email:{}", e.key()),
            LoginName::Phone(p) => format!("account:phone:{}", p.digits()),
            LoginName::Vendor(v) => format!("account:vendor:{v}"),
        }
    }
}

/// A redirect after login: a path of this site (`/...`, not `//...`), else empty.
pub fn safe_redirect(raw: &str) -> String {
    let r = raw.trim();
    let ok = r.starts_with('/')
        && !r.starts_with("//")
        && !r.contains('\\')
        && !r.chars().any(char::is_control)
        && r.len() <= 512;
    if ok {
        r.to_string()
    } else {
        String::new()
    }
}

crate::messages! {
    /// Messages of the member calls, in every language.
    pub enum CustomerMsg {
        Required = ("required",
            "Bu alan boş bırakılamaz",
            "This field cannot be left empty",
            "لا يمكن ترك هذا الحقل فارغًا"),
        EmailInvalid = ("email_invalid",
            "Email formatına uygun değil",
            "This is not a valid email address",
            "هذا ليس عنوان بريد إلكتروني صالحًا"),
        PhoneInvalid = ("phone_invalid",
            "Geçerli bir telefon numarası giriniz",
            "Enter a valid phone number",
            "أدخل رقم هاتف صالحًا"),
        NameInvalid = ("name_invalid",
            "Bu alan yalnızca harf, boşluk ve tire içerebilir",
            "This field may contain only letters, spaces and hyphens",
            "يمكن أن يحتوي هذا الحقل على أحرف ومسافات وشرطات فقط"),
        GenderInvalid = ("gender_invalid",
            "Cinsiyet seçimi geçersiz",
            "The gender choice is not valid",
            "اختيار الجنس غير صالح"),
        VendorInvalid = ("vendor_invalid",
            "Bayi kodu geçersiz",
            "The vendor code is not valid",
            "رمز البائع غير صالح"),
        LoginTypeInvalid = ("login_type_invalid",
            "Giriş türü geçersiz",
            "The login type is not valid",
            "نوع تسجيل الدخول غير صالح"),
        PasswordTooShort = ("password_too_short",
            "Şifreniz en az 6 karakter olmalıdır",
            "Your password must be at least 6 characters long",
            "يجب أن تتكون كلمة المرور من 6 أحرف على الأقل"),
        PasswordTooLong = ("password_too_long",
            "Şifreniz en fazla 128 karakter olabilir",
            "Your password may be at most 128 characters long",
            "يمكن أن تتكون كلمة المرور من 128 حرفًا على الأكثر"),
        PasswordSpaces = ("password_spaces",
            "Şifre boşlukla başlayamaz veya bitemez",
            "A password cannot start or end with a space",
            "لا يمكن أن تبدأ كلمة المرور أو تنتهي بمسافة"),
        PasswordMismatch = ("password_mismatch",
            "Şifreler birbiriyle eşleşmiyor",
            "The passwords do not match",
            "كلمتا المرور غير متطابقتين"),
        PasswordOldWrong = ("password_old_wrong",
            "Mevcut şifreniz hatalı",
            "Your current password is wrong",
            "كلمة المرور الحالية غير صحيحة"),
        PasswordSameAsOld = ("password_same_as_old",
            "Yeni şifreniz mevcut şifrenizle aynı olamaz",
            "Your new password cannot be your current one",
            "لا يمكن أن تكون كلمة المرور الجديدة هي الحالية"),
        KvkkRequired = ("kvkk_required",
            "Kişisel verilerin korunması metnini onaylamanız gerekmektedir",
            "You must accept the personal data protection notice",
            "يجب عليك قبول إشعار حماية البيانات الشخصية"),
        MailAlreadyRegistered = ("mail_already_registered",
            "Bu e-posta adresiyle kayıt yapılmıştır. Lütfen giriş yapınız.",
            "This email address is already registered. Please log in.",
            "هذا البريد الإلكتروني مسجل بالفعل. يرجى تسجيل الدخول."),
        PhoneAlreadyRegistered = ("phone_already_registered",
            "Bu telefon numarasıyla kayıt yapılmıştır",
            "This phone number is already registered",
            "رقم الهاتف هذا مسجل بالفعل"),
        Registered = ("registered",
            "Üyeliğiniz oluşturuldu. Etkinleştirmek için e-posta adresinize gönderilen bağlantıya tıklayınız.",
            "Your membership was created. Click the link sent to your email address to activate it.",
            "تم إنشاء عضويتك. انقر على الرابط المرسل إلى بريدك الإلكتروني لتفعيلها."),
        Activated = ("activated",
            "Üyeliğiniz başarıyla etkinleştirildi",
            "Your membership was activated",
            "تم تفعيل عضويتك بنجاح"),
        ActivationInvalid = ("activation_invalid",
            "Etkinleştirme bağlantısı geçersiz veya süresi dolmuş",
            "The activation link is not valid or has expired",
            "رابط التفعيل غير صالح أو منتهي الصلاحية"),
        LoginFailed = ("login_failed",
            "Kullanıcı adı veya şifre hatalı",
            "The username or password is wrong",
            "اسم المستخدم أو كلمة المرور غير صحيحة"),
        NotActivated = ("not_activated",
            "Üyeliğiniz henüz etkinleştirilmemiş. Lütfen e-posta adresinize gönderilen bağlantı ile etkinleştiriniz.",
            "Your membership is not activated yet. Please activate it with the link sent to your email address.",
            "لم يتم تفعيل عضويتك بعد. يرجى تفعيلها باستخدام الرابط المرسل إلى بريدك الإلكتروني."),
        PasswordChangeRequired = ("password_change",
            "Şifrenizin süresi dolmuştur. Lütfen şifrenizi değiştiriniz.",
            "Your password has expired. Please change it.",
            "انتهت صلاحية كلمة المرور. يرجى تغييرها."),
        CaptchaRequired = ("captcha_required",
            "Lütfen güvenlik kodunu giriniz",
            "Please enter the security code",
            "يرجى إدخال رمز الأمان"),
        CaptchaWrong = ("captcha_wrong",
            "Güvenlik kodu hatalı",
            "The security code is wrong",
            "رمز الأمان غير صحيح"),
        LoggedIn = ("logged_in",
            "Giriş başarılı",
            "You are logged in",
            "تم تسجيل الدخول"),
        LoggedOut = ("logged_out",
            "Çıkış yapıldı",
            "You are logged out",
            "تم تسجيل الخروج"),
        Refreshed = ("refreshed",
            "Oturumunuz yenilendi",
            "Your session was renewed",
            "تم تجديد جلستك"),
        PasswordChanged = ("password_changed",
            "Şifreniz başarıyla değiştirildi",
            "Your password was changed",
            "تم تغيير كلمة المرور بنجاح"),
        ForgotSent = ("forgot_sent",
            "E-posta adresiniz kayıtlıysa şifre yenileme bağlantısı gönderildi",
            "If your email address is registered, a password reset link was sent",
            "إذا كان بريدك الإلكتروني مسجلاً، فقد تم إرسال رابط إعادة تعيين كلمة المرور"),
        ResetInvalid = ("reset_invalid",
            "Şifre yenileme bağlantısı geçersiz veya süresi dolmuş",
            "The password reset link is not valid or has expired",
            "رابط إعادة تعيين كلمة المرور غير صالح أو منتهي الصلاحية"),
        Saved = ("saved",
            "Bilgileriniz kaydedildi",
            "Your details were saved",
            "تم حفظ بياناتك"),
        GuestContinue = ("guest_continue",
            "Üye olmadan devam ediyorsunuz",
            "You are continuing without membership",
            "أنت تتابع بدون عضوية"),
        InvalidInput = ("invalid_input",
            "Gönderilen bilgi geçersiz",
            "The request is not valid",
            "الطلب غير صالح"),
        BirthDateInvalid = ("birth_date_invalid",
            "Geçerli bir doğum tarihi giriniz",
            "Enter a valid birth date",
            "أدخل تاريخ ميلاد صالحًا"),
        BirthDateFuture = ("birth_date_future",
            "Doğum tarihi bugünden sonra olamaz",
            "The birth date cannot be after today",
            "لا يمكن أن يكون تاريخ الميلاد بعد اليوم"),
        EmailChangeSent = ("email_change_sent",
            "Bilgileriniz kaydedildi. E-posta adresiniz, yeni adresinize gönderilen bağlantıya tıkladığınızda değişecektir.",
            "Your details were saved. Your email address changes when you click the link sent to the new address.",
            "تم حفظ بياناتك. سيتغير بريدك الإلكتروني عند النقر على الرابط المرسل إلى العنوان الجديد."),
        EmailChanged = ("email_changed",
            "E-posta adresiniz değiştirildi",
            "Your email address was changed",
            "تم تغيير بريدك الإلكتروني"),
        EmailChangeInvalid = ("email_change_invalid",
            "E-posta değişikliği bağlantısı geçersiz veya süresi dolmuş",
            "The email change link is not valid or has expired",
            "رابط تغيير البريد الإلكتروني غير صالح أو منتهي الصلاحية"),
        ChannelInvalid = ("channel_invalid",
            "Bildirim kanalı geçersiz",
            "The notification channel is not valid",
            "قناة الإشعارات غير صالحة"),
        ConsentSaved = ("consent_saved",
            "Bildirim tercihiniz kaydedildi",
            "Your notification preference was saved",
            "تم حفظ تفضيل الإشعارات"),
        ChannelNeedsPhone = ("channel_needs_phone",
            "SMS ve arama izni için önce telefon numaranızı kaydediniz",
            "Add your phone number first to allow SMS and calls",
            "أضف رقم هاتفك أولاً للسماح بالرسائل القصيرة والمكالمات"),
        SmsSent = ("sms_sent",
            "Doğrulama kodu telefonunuza gönderildi",
            "A verification code was sent to your phone",
            "تم إرسال رمز التحقق إلى هاتفك"),
        SmsTooSoon = ("sms_too_soon",
            "Yeni bir kod istemeden önce lütfen bir dakika bekleyiniz",
            "Please wait a minute before asking for a new code",
            "يرجى الانتظار دقيقة قبل طلب رمز جديد"),
        SmsCodeWrong = ("sms_code_wrong",
            "Doğrulama kodu hatalı",
            "The verification code is wrong",
            "رمز التحقق غير صحيح"),
        SmsCodeExpired = ("sms_code_expired",
            "Doğrulama kodunun süresi doldu veya çok fazla hatalı deneme yapıldı. Lütfen yeni bir kod isteyiniz.",
            "The verification code has expired or was entered wrongly too often. Please ask for a new code.",
            "انتهت صلاحية رمز التحقق أو تم إدخاله بشكل خاطئ مرات عديدة. يرجى طلب رمز جديد."),
        PhoneUnchanged = ("phone_unchanged",
            "Bu telefon numarası zaten hesabınızda kayıtlı",
            "This phone number is already on your account",
            "رقم الهاتف هذا مسجل بالفعل في حسابك"),
        PhoneVerified = ("phone_verified",
            "Telefon numaranız doğrulandı ve kaydedildi",
            "Your phone number was verified and saved",
            "تم التحقق من رقم هاتفك وحفظه"),
        DepartmentInvalid = ("department_invalid",
            "Lütfen bir departman seçiniz",
            "Please choose a department",
            "يرجى اختيار قسم"),
        SubjectTooLong = ("subject_too_long",
            "Konu en fazla 150 karakter olabilir",
            "The subject may be at most 150 characters long",
            "يمكن أن يتكون الموضوع من 150 حرفًا على الأكثر"),
        MessageTooLong = ("message_too_long",
            "Mesajınız en fazla 5000 karakter olabilir",
            "Your message may be at most 5000 characters long",
            "يمكن أن تتكون رسالتك من 5000 حرف على الأكثر"),
        TextInvalid = ("text_invalid",
            "Bu alan geçersiz karakterler içeriyor",
            "This field contains characters that are not allowed",
            "يحتوي هذا الحقل على أحرف غير مسموح بها"),
        OrderNotYours = ("order_not_yours",
            "Bu numarada bir siparişiniz bulunmuyor",
            "You have no order with this number",
            "ليس لديك طلب بهذا الرقم"),
        TooManyOpenMessages = ("too_many_open_messages",
            "Açık mesajınız çok fazla. Yeni bir mesaj için önce yanıtlanmış mesajlarınızı kapatınız.",
            "You have too many open messages. Close the answered ones before writing a new one.",
            "لديك رسائل مفتوحة كثيرة. أغلق الرسائل التي تمت الإجابة عليها قبل كتابة رسالة جديدة."),
        MessageNotFound = ("message_not_found",
            "Mesaj bulunamadı",
            "The message was not found",
            "لم يتم العثور على الرسالة"),
        MessageClosed = ("message_closed",
            "Bu mesaj kapatıldı. Lütfen yeni bir mesaj yazınız.",
            "This message is closed. Please write a new one.",
            "تم إغلاق هذه الرسالة. يرجى كتابة رسالة جديدة."),
        MessageSent = ("message_sent",
            "Mesajınız iletildi",
            "Your message was sent",
            "تم إرسال رسالتك"),
        MessageClosedNow = ("message_closed_now",
            "Mesajınız kapatıldı",
            "Your message was closed",
            "تم إغلاق رسالتك"),
        SocialUnknownProvider = ("social_unknown_provider",
            "Bu giriş yöntemi kullanılamıyor",
            "This sign-in method is not available",
            "طريقة تسجيل الدخول هذه غير متاحة"),
        SocialUnavailable = ("social_unavailable",
            "Giriş sağlayıcısına şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.",
            "The sign-in provider cannot be reached right now. Please try again shortly.",
            "تعذر الوصول إلى مزود تسجيل الدخول الآن. يرجى المحاولة مرة أخرى بعد قليل."),
        SocialStateInvalid = ("social_state_invalid",
            "Giriş isteğinin süresi dolmuş veya istek geçersiz. Lütfen yeniden deneyin.",
            "The sign-in request has expired or is not valid. Please try again.",
            "انتهت صلاحية طلب تسجيل الدخول أو أنه غير صالح. يرجى المحاولة مرة أخرى."),
        SocialCancelled = ("social_cancelled",
            "Giriş, sağlayıcının sayfasında tamamlanmadı.",
            "The sign-in was not completed on the provider's page.",
            "لم يكتمل تسجيل الدخول في صفحة المزود."),
        SocialRefused = ("social_refused",
            "Giriş sağlayıcısının yanıtı doğrulanamadı. Lütfen yeniden deneyin.",
            "The provider's answer could not be verified. Please try again.",
            "تعذر التحقق من رد المزود. يرجى المحاولة مرة أخرى."),
        SocialTicketInvalid = ("social_ticket_invalid",
            "Bu adımın süresi doldu. Lütfen yeniden giriş yapın.",
            "This step has expired. Please sign in again.",
            "انتهت صلاحية هذه الخطوة. يرجى تسجيل الدخول مرة أخرى."),
        SocialLinkedElsewhere = ("social_linked_elsewhere",
            "Bu hesap başka bir üyeliğe bağlı.",
            "This account is linked to another membership.",
            "هذا الحساب مرتبط بعضوية أخرى."),
        SocialLinked = ("social_linked",
            "Hesabınız bağlandı",
            "Your account has been linked",
            "تم ربط حسابك"),
        SocialRegistered = ("social_registered",
            "Üyeliğiniz oluşturuldu",
            "Your membership has been created",
            "تم إنشاء عضويتك"),
        SocialConsentNeeded = ("social_consent_needed",
            "Üyeliğinizi tamamlamak için onayınız gerekiyor",
            "Your consent is needed to complete your membership",
            "نحتاج إلى موافقتك لإكمال عضويتك"),
        SocialLinkNeeded = ("social_link_needed",
            "Bu e-posta adresiyle bir üyeliğiniz var. Hesabınızı bağlamak için şifrenizi girin.",
            "You already have a membership with this email address. Enter your password to link your account.",
            "لديك عضوية بهذا البريد الإلكتروني. أدخل كلمة المرور لربط حسابك."),
        SocialEmailNeeded = ("social_email_needed",
            "Giriş sağlayıcısı e-posta adresinizi paylaşmadı. Lütfen e-posta adresinizi girin.",
            "The provider did not share your email address. Please enter your email address.",
            "لم يشارك المزود بريدك الإلكتروني. يرجى إدخال بريدك الإلكتروني."),
        SocialLinkSent = ("social_link_sent",
            "Onay bağlantısı e-posta adresinize gönderildi",
            "A confirmation link has been sent to your email address",
            "تم إرسال رابط التأكيد إلى بريدك الإلكتروني"),
        SocialUnlinkNeedsPassword = ("social_unlink_needs_password",
            "Bağlantıyı kaldırmadan önce bir şifre belirleyin (Şifremi Unuttum ile).",
            "Set a password before unlinking (with Forgotten password).",
            "عيّن كلمة مرور قبل إلغاء الربط (عبر نسيت كلمة المرور)."),
        SocialNotLinked = ("social_not_linked",
            "Bu hesap bağlı değil",
            "This account is not linked",
            "هذا الحساب غير مرتبط"),
        SocialUnlinked = ("social_unlinked",
            "Hesap bağlantısı kaldırıldı",
            "The account has been unlinked",
            "تم إلغاء ربط الحساب"),
    }
}

#[cfg(test)]
#[path = "model_tests.rs"]
mod tests;
