//! Steps waiting for the shopper: a one-time SMS code or a 3-D Secure decision. The code goes
//! to a file in the outbox (`wallet-otp-{unix millis}-{random}.txt`, nothing of the shopper in the
//! name: the code on the first line, then a Turkish sentence, then `To: {msisdn}`), as mails do
//! without SMTP; it is never logged. A code lasts
//! [`CODE_LIFETIME_MS`] and allows [`MAX_WRONG`] wrong tries, after which the step is spent.

use std::{collections::HashMap, path::Path, sync::Mutex};

use rand::Rng;

use super::{envelope::Lang, store::write_atomic, store::SavedCard};
use crate::clock::now_ms;

pub const CODE_LIFETIME_MS: i64 = 180_000;
pub const MAX_WRONG: u8 = 3;
/// How long a step waits for the shopper (new codes can be asked for meanwhile).
pub const STEP_LIFETIME_MS: i64 = 15 * 60 * 1000;

/// What happens when the step is completed.
#[derive(Debug, Clone)]
pub enum Action {
    /// Link the msisdn's account (made when missing) to the client id.
    Link,
    /// Save a new card (account made and linked when missing).
    SaveCard(SavedCard),
    /// Approve the purchase of this provider reference, then save the card when given.
    Purchase {
        ref_no: String,
        save: Option<SavedCard>,
    },
    /// The shopper proved the card (forgotPassword): nothing changes.
    Confirm,
}

#[derive(Debug, Clone)]
pub enum Check {
    Otp {
        code: String,
        wrong: u8,
        /// Unix milliseconds; resendOtp makes a new code while the step is open.
        code_expires_at: i64,
    },
    ThreeD,
}

#[derive(Debug, Clone)]
pub struct Step {
    /// The validationRefNo (and the 3-D page's id).
    pub id: String,
    pub client_id: String,
    pub msisdn: String,
    pub lang: Lang,
    pub action: Action,
    pub check: Check,
    /// Unix milliseconds.
    pub expires_at: i64,
    /// What the 3-D Secure page shows.
    pub amount: Option<u64>,
    pub masked: String,
}

/// Random digits for references and codes.
pub fn digits(count: usize) -> String {
    let mut rng = rand::thread_rng();
    (0..count)
        .map(|_| char::from(b'0' + rng.gen_range(0..10u8)))
        .collect()
}

/// Writes a new code for `msisdn` to the outbox and answers it.
pub fn send_code(outbox: &Path, msisdn: &str) -> std::io::Result<String> {
    let code = digits(6);
    let name = format!("wallet-otp-{}-{:08x}.txt", now_ms(), rand::random::<u32>());
    let path = outbox.join(name);
    let text = format!(
        "{code}\nVitrin cüzdan doğrulama kodunuz: {code}. Kod 3 dakika geçerlidir; kimseyle paylaşmayın.\nTo: {msisdn}\n"
    );
    write_atomic(&path, text.as_bytes())?;
    // Neither the code nor the number is logged: the file is where they are.
    tracing::info!("wallet sandbox: a one-time code was written to the outbox");
    Ok(code)
}

/// What a code try came to.
#[derive(Debug)]
pub enum Tried {
    /// Right code: the step, taken out.
    Done(Step),
    /// Wrong code; the step stays with this many tries left.
    Wrong { left: u8 },
    /// Wrong for the last time: the step, taken out and spent.
    Spent(Step),
    /// The code is older than its lifetime; a new one can be asked for.
    Expired,
    /// No such step (unknown, expired, spent, or not a code step).
    Unknown,
}

#[derive(Default)]
pub struct Steps {
    open: Mutex<HashMap<String, Step>>,
}

impl Steps {
    fn open(&self) -> std::sync::MutexGuard<'_, HashMap<String, Step>> {
        self.open.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub fn insert(&self, step: Step) {
        let now = now_ms();
        let mut open = self.open();
        open.retain(|_, s| s.expires_at > now);
        open.insert(step.id.clone(), step);
    }

    /// A copy of a step still open.
    pub fn get(&self, id: &str) -> Option<Step> {
        let now = now_ms();
        self.open().get(id).filter(|s| s.expires_at > now).cloned()
    }

    /// Takes a 3-D Secure step out to decide it.
    pub fn take_three_d(&self, id: &str) -> Option<Step> {
        let now = now_ms();
        let mut open = self.open();
        match open.get(id) {
            Some(s) if s.expires_at > now && matches!(s.check, Check::ThreeD) => open.remove(id),
            _ => None,
        }
    }

    /// Checks a code against a code step of this client. `owner` refuses steps of another
    /// shopper (the step stays, untouched).
    pub fn try_code(&self, id: &str, code: &str, owner: impl Fn(&Step) -> bool) -> Tried {
        let now = now_ms();
        let mut open = self.open();
        let Some(step) = open.get_mut(id) else {
            return Tried::Unknown;
        };
        if step.expires_at <= now || !owner(step) {
            return Tried::Unknown;
        }
        let Check::Otp {
            code: right,
            wrong,
            code_expires_at,
        } = &mut step.check
        else {
            return Tried::Unknown;
        };
        if *code_expires_at <= now {
            return Tried::Expired;
        }
        let matches: bool = subtle::ConstantTimeEq::ct_eq(right.as_bytes(), code.as_bytes()).into();
        if matches {
            return open.remove(id).map_or(Tried::Unknown, Tried::Done);
        }
        *wrong += 1;
        if *wrong >= MAX_WRONG {
            return open.remove(id).map_or(Tried::Unknown, Tried::Spent);
        }
        Tried::Wrong {
            left: MAX_WRONG - *wrong,
        }
    }

    /// Puts a new code on an open code step (resendOtp); the wrong tries are kept.
    pub fn renew_code(&self, id: &str, code: String) -> Option<Step> {
        let now = now_ms();
        let mut open = self.open();
        let step = open.get_mut(id).filter(|s| s.expires_at > now)?;
        let Check::Otp {
            code: old,
            code_expires_at,
            ..
        } = &mut step.check
        else {
            return None;
        };
        *old = code;
        *code_expires_at = now + CODE_LIFETIME_MS;
        Some(step.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn step(id: &str) -> Step {
        Step {
            id: id.into(),
            client_id: "c".into(),
            msisdn: "905320000000".into(),
            lang: Lang::Tr,
            action: Action::Link,
            check: Check::Otp {
                code: "123456".into(),
                wrong: 0,
                code_expires_at: now_ms() + CODE_LIFETIME_MS,
            },
            expires_at: now_ms() + STEP_LIFETIME_MS,
            amount: None,
            masked: String::new(),
        }
    }

    #[test]
    fn three_wrong_codes_spend_the_step() {
        let steps = Steps::default();
        steps.insert(step("a"));
        assert!(matches!(
            steps.try_code("a", "000000", |_| true),
            Tried::Wrong { left: 2 }
        ));
        assert!(matches!(
            steps.try_code("a", "123456", |_| false),
            Tried::Unknown
        ));
        assert!(matches!(
            steps.try_code("a", "000000", |_| true),
            Tried::Wrong { left: 1 }
        ));
        assert!(matches!(
            steps.try_code("a", "000000", |_| true),
            Tried::Spent(_)
        ));
        assert!(matches!(
            steps.try_code("a", "123456", |_| true),
            Tried::Unknown
        ));
        steps.insert(step("b"));
        assert!(matches!(
            steps.try_code("b", "123456", |_| true),
            Tried::Done(_)
        ));
        assert!(matches!(
            steps.try_code("b", "123456", |_| true),
            Tried::Unknown
        ));
    }

    #[test]
    fn expired_steps_are_gone() {
        let steps = Steps::default();
        let mut old = step("old");
        old.expires_at = now_ms() - 1;
        steps.insert(old);
        assert!(steps.get("old").is_none());
        assert!(matches!(
            steps.try_code("old", "123456", |_| true),
            Tried::Unknown
        ));
        assert!(steps.renew_code("old", "1".into()).is_none());
    }

    #[test]
    fn an_old_code_is_refused_until_a_new_one_is_sent() {
        let steps = Steps::default();
        let mut s = step("s");
        s.check = Check::Otp {
            code: "123456".into(),
            wrong: 0,
            code_expires_at: now_ms() - 1,
        };
        steps.insert(s);
        assert!(matches!(
            steps.try_code("s", "123456", |_| true),
            Tried::Expired
        ));
        assert!(steps.renew_code("s", "654321".into()).is_some());
        assert!(matches!(
            steps.try_code("s", "654321", |_| true),
            Tried::Done(_)
        ));
    }
}
