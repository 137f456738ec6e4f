//! The notifications popup of the account page (page 6): the member's consents to commercial
//! messages per channel (email, SMS, phone call). Every giving and withdrawing is a new record in
//! the İYS vocabulary (the national register of commercial message consents: channels `EPOSTA`,
//! `MESAJ`, `ARAMA`, status `ONAY` or `RET`, source `HS_WEB`) with its time and recipient, in the
//! same table as the consents given with an order; withdrawing is the same one call as giving.

use axum::{extract::State, response::IntoResponse, response::Response, Json};
use serde::Serialize;
use utoipa::ToSchema;

use super::{
    consent_store,
    fields::Fields,
    model::{is_ticked, CustomerMsg, Email, Phone},
    store,
};
use crate::{
    db::Db,
    error::{AppResult, Refusal},
    http::member::CurrentMember,
    locale::Lang,
    state::AppState,
};

/// The consents a new member gives by ticking the commercial-message box at registration: every
/// channel that has a recipient (the email, and the phone when one was given).
pub async fn grant_at_registration(
    db: &Db,
    customer_id: i64,
    email: &Email,
    phone: Option<&Phone>,
) -> sqlx::Result<()> {
    let phone = phone.map_or("", |p| p.e164());
    let channels: Vec<(&str, &str)> = Channel::ALL
        .into_iter()
        .map(|c| {
            let recipient = if c == Channel::Email {
                email.as_str()
            } else {
                phone
            };
            (c.iys(), recipient)
        })
        .filter(|(_, recipient)| !recipient.is_empty())
        .collect();
    consent_store::record_consents(db, customer_id, &channels, true).await
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Channel {
    Email,
    Sms,
    Call,
}

impl Channel {
    pub const ALL: [Channel; 3] = [Channel::Email, Channel::Sms, Channel::Call];

    pub fn as_str(self) -> &'static str {
        match self {
            Channel::Email => "email",
            Channel::Sms => "sms",
            Channel::Call => "call",
        }
    }

    /// The channel's İYS name.
    pub fn iys(self) -> &'static str {
        match self {
            Channel::Email => "EPOSTA",
            Channel::Sms => "MESAJ",
            Channel::Call => "ARAMA",
        }
    }

    /// Where messages of the channel go: the email address, or the phone (E.164, may be empty).
    pub fn recipient(self, customer: &store::Customer) -> &str {
        match self {
            Channel::Email => &customer.email,
            Channel::Sms | Channel::Call => &customer.phone,
        }
    }

    fn parse(raw: &str) -> Option<Channel> {
        Channel::ALL.into_iter().find(|c| c.as_str() == raw.trim())
    }
}

/// One channel's consent as last recorded.
#[derive(Debug, Serialize, ToSchema)]
pub struct Consent {
    pub channel: Channel,
    pub granted: bool,
    /// The İYS source of the last giving or withdrawing (`HS_WEB`: this web site); empty when
    /// never.
    pub source: String,
    /// When, in unix seconds; 0 when never.
    #[serde(rename = "recordedAt")]
    pub recorded_at: i64,
}

/// The member's consents, one per channel in the order email, SMS, phone call.
#[derive(Debug, Serialize, ToSchema)]
pub struct Consents {
    /// Always 1.
    pub status: i64,
    /// Empty on a read; the saved message after a change.
    #[serde(rename = "statusText")]
    pub status_text: &'static str,
    pub data: Vec<Consent>,
}

async fn answer(state: &AppState, lang: Lang, member: i64, saved: bool) -> AppResult<Response> {
    let recorded = consent_store::consents(&state.db, member).await?;
    let data = Channel::ALL
        .into_iter()
        .map(|channel| {
            let last = recorded.iter().find(|(c, ..)| c == channel.iys());
            Consent {
                channel,
                granted: last.is_some_and(|(_, granted, ..)| *granted),
                source: last
                    .map(|(_, _, source, _)| source.clone())
                    .unwrap_or_default(),
                recorded_at: last.map_or(0, |(.., at)| *at),
            }
        })
        .collect();
    let status_text = if saved {
        CustomerMsg::ConsentSaved.text(lang)
    } else {
        ""
    };
    Ok(Json(Consents {
        status: 1,
        status_text,
        data,
    })
    .into_response())
}

/// The member's commercial-message consents per channel.
#[utoipa::path(get, path = "/api/v1/customer/notifications", tag = "customer",
    responses((status = 200, body = Consents),
              (status = 401, body = crate::error::ErrorEnvelope, description = "not signed in")))]
pub async fn notifications(
    State(state): State<AppState>,
    lang: Lang,
    member: CurrentMember,
) -> AppResult<Response> {
    answer(&state, lang, member.id, false).await
}

/// Gives (`granted=1`) or withdraws (anything else) the consent on one channel, recorded with
/// its time, the source `HS_WEB` and the member's address or phone. SMS and calls need a phone on
/// the account.
#[utoipa::path(post, path = "/api/v1/customer/notifications", tag = "customer",
    request_body(content = super::forms::ConsentForm, content_type = "application/x-www-form-urlencoded"),
    responses((status = 200, body = Consents, description = "every channel as now recorded"),
              (status = 401, body = crate::error::ErrorEnvelope, description = "not signed in"),
              (status = 422, body = super::answer::CustomerRefusal, description = "an unknown channel, or SMS or calls without a phone; nothing recorded")))]
pub async fn set_notification(
    State(state): State<AppState>,
    lang: Lang,
    member: CurrentMember,
    f: Fields,
) -> AppResult<Response> {
    let Some(channel) = Channel::parse(f.get("channel")) else {
        return Err(Refusal::unprocessable(
            "channel",
            CustomerMsg::ChannelInvalid,
        ));
    };
    let Some(customer) = store::find(&state.db, member.id).await? else {
        return Err(Refusal::login_required());
    };
    let recipient = channel.recipient(&customer);
    if recipient.is_empty() {
        return Err(Refusal::unprocessable(
            "channel",
            CustomerMsg::ChannelNeedsPhone,
        ));
    }
    let granted = is_ticked(f.opt("granted"));
    consent_store::record_consents(&state.db, member.id, &[(channel.iys(), recipient)], granted)
        .await?;
    answer(&state, lang, member.id, true).await
}
