//! The purchase calls of the sandbox (`directPurchase`, `purchaseAndRegister`,
//! `remotePurchaseOther`, then `validateTransaction`, `resendOtp` and `commitTransaction`) and the
//! steps a shopper proves with a code or 3-D Secure.

use super::{
    calls::{decoded_alias, saved_card, Outcome, PurchaseFields, Reply, Request},
    cards::{self, TestCard},
    envelope::{Answer, Code, Lang},
    steps::{self, Action, Check, Step, Tried},
    store::{Purchase, SavedCard},
    Sandbox,
};
use crate::{clock::now_ms, wallet::query::QueryStatus};

impl Request<'_> {
    pub(super) async fn card_purchase(&self, save: bool) -> Outcome {
        let msisdn = self.msisdn()?;
        let fields = self.purchase_fields()?;
        let alias = if save {
            let alias = decoded_alias(&self.text("accountAliasName"))?;
            if self
                .account(&msisdn)?
                .is_some_and(|a| a.card(&alias).is_some())
            {
                return Err(Code::AliasTaken);
            }
            Some(alias)
        } else {
            None
        };
        let (number, behaviour) = self.card("rtaPan")?;
        if let Some(reply) = self.misbehave(behaviour).await {
            return Ok(reply);
        }
        let masked = cards::mask(&number);
        let card = alias.map(|alias| saved_card(alias, &number, behaviour));
        self.start_purchase(&msisdn, fields, masked, behaviour, card)
    }

    pub(super) async fn saved_card_purchase(&self) -> Outcome {
        let msisdn = self.msisdn()?;
        let fields = self.purchase_fields()?;
        let account = self.linked_account(&msisdn)?;
        let alias = decoded_alias(&self.text("listAccountName"))?;
        let card = account.card(&alias).ok_or(Code::CardNotFound)?;
        if !self.text("cvc").is_empty() {
            let cvc = self.decrypted("cvc").ok_or(Code::BadCvc)?;
            cards::checked_cvc(&cvc)?;
        }
        if let Some(reply) = self.misbehave(card.behaviour).await {
            return Ok(reply);
        }
        self.start_purchase(&msisdn, fields, card.masked.clone(), card.behaviour, None)
    }

    pub(super) fn start_purchase(
        &self,
        msisdn: &str,
        fields: PurchaseFields,
        masked: String,
        behaviour: TestCard,
        save: Option<SavedCard>,
    ) -> Outcome {
        let mut purchase = Purchase {
            ref_no: steps::digits(12),
            reference_no: fields.reference_no,
            order_no: fields.order_no,
            client_id: self.client_id().to_string(),
            msisdn: msisdn.to_string(),
            amount: fields.amount,
            installment_count: fields.installment_count,
            masked: masked.clone(),
            status: QueryStatus::Pending,
            response_code: String::new(),
            response_desc: String::new(),
            committed: false,
            created_at: now_ms(),
            refunds: Vec::new(),
        };
        let action = Action::Purchase {
            ref_no: purchase.ref_no.clone(),
            save,
        };
        let mut answer = match behaviour {
            TestCard::Declined => {
                purchase.status = QueryStatus::Failed;
                purchase.response_code = Code::Declined.code().into();
                purchase.response_desc = Code::Declined.text(self.lang).into();
                self.answer(Code::Declined)
            }
            TestCard::ThreeD => {
                match self.start_three_d(msisdn, action, Some(fields.amount), masked)? {
                    Reply::Answer(a) => a,
                    raw => return Ok(raw),
                }
            }
            _ => match self.start_code(msisdn, action, Some(fields.amount), masked)? {
                Reply::Answer(a) => a,
                raw => return Ok(raw),
            },
        };
        self.sandbox.inner.store.save_purchase(&purchase)?;
        answer.ref_no = purchase.ref_no.clone();
        answer.order_no = purchase.order_no.clone();
        answer.amount = purchase.amount.to_string();
        answer.installment_count = purchase.installment_count.to_string();
        Ok(answer.into())
    }

    pub(super) fn new_step(
        &self,
        msisdn: &str,
        action: Action,
        amount: Option<u64>,
        masked: String,
        check: Check,
    ) -> Step {
        Step {
            id: steps::digits(20),
            client_id: self.client_id().to_string(),
            msisdn: msisdn.to_string(),
            lang: self.lang,
            action,
            check,
            expires_at: now_ms() + steps::STEP_LIFETIME_MS,
            amount,
            masked,
        }
    }

    /// Sends a one-time code and answers 5001 with the step's validationRefNo.
    pub(super) fn start_code(
        &self,
        msisdn: &str,
        action: Action,
        amount: Option<u64>,
        masked: String,
    ) -> Outcome {
        let code = steps::send_code(&self.sandbox.inner.outbox, msisdn)?;
        let check = Check::Otp {
            code,
            wrong: 0,
            code_expires_at: now_ms() + steps::CODE_LIFETIME_MS,
        };
        let step = self.new_step(msisdn, action, amount, masked, check);
        let mut answer = self.answer(Code::OtpRequired);
        answer.token = step.id.clone();
        self.sandbox.inner.steps.insert(step);
        Ok(answer.into())
    }

    /// Opens a 3-D Secure page and answers 5010 with its address.
    pub(super) fn start_three_d(
        &self,
        msisdn: &str,
        action: Action,
        amount: Option<u64>,
        masked: String,
    ) -> Outcome {
        let step = self.new_step(msisdn, action, amount, masked, Check::ThreeD);
        let lang = match self.lang {
            Lang::Tr => "tr",
            Lang::En => "en",
        };
        let mut answer = self.answer(Code::ThreeDRequired);
        answer.url_3d = format!("{}/3d/{}?lang={lang}", self.base, step.id);
        answer.token = step.id.clone();
        self.sandbox.inner.steps.insert(step);
        Ok(answer.into())
    }

    pub(super) fn validate(&self) -> Outcome {
        let id = self.text("validationRefNo");
        let pin_type = self.text("pinType").to_ascii_lowercase();
        let code = if pin_type == "mpin" || pin_type == "cvv" {
            self.decrypted("validationCode").unwrap_or_default()
        } else {
            self.text("validationCode")
        };
        let shopper = self
            .claims
            .as_ref()
            .map(|c| c.msisdn.clone())
            .unwrap_or_default();
        let client = self.client_id().to_string();
        let tried = self.sandbox.inner.steps.try_code(&id, &code, |step| {
            step.client_id == client && step.msisdn == shopper
        });
        match tried {
            Tried::Done(step) => Ok(self.sandbox.complete(step)?.into()),
            Tried::Wrong { left } => {
                let mut answer = self.answer(Code::WrongOtp);
                answer.token = id;
                answer.desc = Some(match self.lang {
                    Lang::Tr => format!(
                        "{} Kalan deneme hakkı: {left}.",
                        Code::WrongOtp.text(Lang::Tr)
                    ),
                    Lang::En => format!("{} Tries left: {left}.", Code::WrongOtp.text(Lang::En)),
                });
                Ok(answer.into())
            }
            Tried::Spent(step) => {
                self.sandbox.fail(&step, Code::WrongOtpSpent)?;
                Err(Code::WrongOtpSpent)
            }
            Tried::Expired => {
                let mut answer = self.answer(Code::OtpExpired);
                answer.token = id;
                Ok(answer.into())
            }
            Tried::Unknown => Err(Code::StepUnknown),
        }
    }

    pub(super) fn resend(&self) -> Outcome {
        let id = self.text("validationRefNo");
        let step = self
            .sandbox
            .inner
            .steps
            .get(&id)
            .filter(|s| s.client_id == self.client_id() && matches!(s.check, Check::Otp { .. }))
            .ok_or(Code::StepUnknown)?;
        let code = steps::send_code(&self.sandbox.inner.outbox, &step.msisdn)?;
        self.sandbox
            .inner
            .steps
            .renew_code(&id, code)
            .ok_or(Code::StepUnknown)?;
        let mut answer = self.answer(Code::OtpRequired);
        answer.token = id;
        Ok(answer.into())
    }

    pub(super) fn commit(&self) -> Outcome {
        let claims = self.claims.as_ref().ok_or(Code::BadToken)?;
        let mut reference = self.text("referenceNo");
        if reference.is_empty() {
            reference.clone_from(&claims.reference_no);
        }
        let client = self.client_id();
        let mut found = self.sandbox.inner.store.purchases(|p| {
            p.client_id == client
                && p.msisdn == claims.msisdn
                && (p.ref_no == reference || p.reference_no == reference)
        })?;
        // A success wins over earlier tries of the same reference.
        found.sort_by_key(|p| (p.status == QueryStatus::Success, p.created_at));
        let mut purchase = found.pop().ok_or(Code::TransactionNotFound)?;
        if purchase.status != QueryStatus::Success {
            return Err(Code::TransactionNotApproved);
        }
        purchase.committed = true;
        self.sandbox.inner.store.save_purchase(&purchase)?;
        Ok(purchase_answer(&purchase, self.lang).into())
    }
}

fn purchase_answer(purchase: &Purchase, lang: Lang) -> Answer {
    let mut answer = Answer::new(Code::Success, lang);
    answer.ref_no = purchase.ref_no.clone();
    answer.order_no = purchase.order_no.clone();
    answer.amount = purchase.amount.to_string();
    answer.installment_count = purchase.installment_count.to_string();
    answer
}

impl Sandbox {
    /// Carries out a step the shopper proved (right code, approved 3-D Secure).
    pub(super) fn complete(&self, step: Step) -> Result<Answer, Code> {
        let store = &self.inner.store;
        let client = step.client_id.clone();
        match step.action {
            Action::Link => {
                store.update_account(&step.msisdn, |a| {
                    a.clients.insert(client);
                    Ok::<_, Code>(())
                })?;
                let mut answer = Answer::new(Code::Success, step.lang);
                answer.account_status = "011100".into();
                Ok(answer)
            }
            Action::SaveCard(card) => {
                let unique_id = card.unique_id.clone();
                store.update_account(&step.msisdn, |a| {
                    if a.card(&card.alias).is_some() {
                        return Err(Code::AliasTaken);
                    }
                    a.cards.push(card);
                    a.clients.insert(client);
                    Ok(())
                })?;
                let mut answer = Answer::new(Code::Success, step.lang);
                answer.card_unique_id = unique_id;
                answer.account_status = "011100".into();
                answer.ref_no = step.id;
                Ok(answer)
            }
            Action::Purchase { ref_no, save } => {
                let mut purchase = store.purchase(&ref_no)?.ok_or(Code::TransactionNotFound)?;
                purchase.status = QueryStatus::Success;
                purchase.response_code = Code::Success.code().into();
                purchase.response_desc = Code::Success.text(step.lang).into();
                store.save_purchase(&purchase)?;
                let mut answer = purchase_answer(&purchase, step.lang);
                if let Some(card) = save {
                    // The payment stands even if the alias was taken meanwhile; the card is
                    // then not saved a second time.
                    let unique_id = card.unique_id.clone();
                    let saved = store.update_account(&step.msisdn, |a| {
                        if a.card(&card.alias).is_some() {
                            return Ok::<_, Code>(false);
                        }
                        a.cards.push(card);
                        a.clients.insert(client);
                        Ok(true)
                    })?;
                    if saved {
                        answer.card_unique_id = unique_id;
                    }
                }
                Ok(answer)
            }
            Action::Confirm => Ok(Answer::new(Code::Success, step.lang)),
        }
    }

    /// Ends a step that failed (codes wrong to the end, refused 3-D Secure): a purchase is
    /// recorded as failed with `code`.
    pub(super) fn fail(&self, step: &Step, code: Code) -> Result<(), Code> {
        if let Action::Purchase { ref_no, .. } = &step.action {
            let store = &self.inner.store;
            if let Some(mut purchase) = store.purchase(ref_no)? {
                purchase.status = QueryStatus::Failed;
                purchase.response_code = code.code().into();
                purchase.response_desc = code.text(step.lang).into();
                store.save_purchase(&purchase)?;
            }
        }
        Ok(())
    }
}
