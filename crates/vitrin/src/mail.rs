//! The shop's mails (activation, password reset, newsletter, orders, alerts): sent over SMTP when
//! `smtp_url` is set, otherwise written as `.eml` files to `{data_dir}/outbox/`, so nothing is silently
//! dropped. The log says that a mail of a kind went out, under a message id; never its address,
//! its link or its token, which would hand the account to whoever reads the log.

use std::{
    path::PathBuf,
    sync::atomic::{AtomicUsize, Ordering},
    time::Duration,
};

use anyhow::Context;
use lettre::{
    message::{header::ContentType, Mailbox},
    AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor,
};

use crate::config::Config;

pub struct Mail {
    pub to: String,
    pub subject: String,
    pub body: String,
    /// A short word for the outbox file name: `activation`, `password-reset`.
    pub kind: &'static str,
}

fn build(config: &Config, mail: &Mail) -> anyhow::Result<Message> {
    let from: Mailbox = config
        .smtp_from
        .parse()
        .context("smtp_from is not an address")?;
    let to: Mailbox = mail.to.parse().context("recipient is not an address")?;
    Message::builder()
        .from(from)
        .to(to)
        .subject(mail.subject.clone())
        .header(ContentType::TEXT_PLAIN)
        .body(body(&mail.body))
        .context("cannot build the mail")
}

/// The body with CRLF line ends, as 8bit text: links stay whole and readable (quoted-printable
/// would fold them). RFC 5322 allows lines of up to 998 bytes, which our own texts keep to; a
/// shopper's message may not, and then lettre picks an encoding that folds it.
fn body(text: &str) -> lettre::message::Body {
    let crlf = text.replace("\r\n", "\n").replace('\n', "\r\n");
    if crlf.lines().all(|l| l.len() <= 998) && !crlf.contains('\0') {
        lettre::message::Body::dangerous_pre_encoded(
            crlf.into_bytes(),
            lettre::message::header::ContentTransferEncoding::EightBit,
        )
    } else {
        lettre::message::Body::new(crlf)
    }
}

/// A new message id: `<nanos>-<random>`, sortable by time and unique across instances.
fn message_id() -> String {
    let nanos = time::OffsetDateTime::now_utc().unix_timestamp_nanos();
    format!("{nanos}-{:08x}", rand::random::<u32>())
}

/// `<message id>-<kind>.eml`: sortable, and nothing of the recipient in it.
fn outbox_name(id: &str, kind: &str) -> String {
    format!("{id}-{kind}.eml")
}

/// A plain SMTP transport for `smtp://[user:password@]host[:port]` (default port 25): a relay on
/// the host or the private network, which takes care of TLS onwards.
fn smtp_transport(url: &str) -> anyhow::Result<AsyncSmtpTransport<Tokio1Executor>> {
    let parsed = url::Url::parse(url).context("smtp_url is not a URL")?;
    anyhow::ensure!(
        parsed.scheme() == "smtp",
        "smtp_url must start with smtp://"
    );
    let host = parsed.host_str().context("smtp_url has no host")?;
    let mut builder = AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(host)
        .port(parsed.port().unwrap_or(25));
    if !parsed.username().is_empty() {
        let decode = |s: &str| {
            percent_encoding::percent_decode_str(s)
                .decode_utf8_lossy()
                .into_owned()
        };
        builder = builder.credentials(lettre::transport::smtp::authentication::Credentials::new(
            decode(parsed.username()),
            decode(parsed.password().unwrap_or("")),
        ));
    }
    Ok(builder.build())
}

pub fn outbox_dir(config: &Config) -> PathBuf {
    config.data_dir.join("outbox")
}

/// Mails being written or sent now: a stopping server waits for them ([`drained`]).
static SENDING: AtomicUsize = AtomicUsize::new(0);
static SENT: tokio::sync::Notify = tokio::sync::Notify::const_new();

/// Counts one mail while it is being sent.
struct Sending;

impl Sending {
    fn start() -> Self {
        SENDING.fetch_add(1, Ordering::SeqCst);
        Sending
    }
}

impl Drop for Sending {
    fn drop(&mut self) {
        SENDING.fetch_sub(1, Ordering::SeqCst);
        SENT.notify_waiters();
    }
}

/// Waits until no mail is being sent, for at most `within`; false when some still were.
pub async fn drained(within: Duration) -> bool {
    let idle = async {
        loop {
            let sent = SENT.notified();
            if SENDING.load(Ordering::SeqCst) == 0 {
                return;
            }
            sent.await;
        }
    };
    tokio::time::timeout(within, idle).await.is_ok()
}

pub async fn send(config: &Config, mail: Mail) -> anyhow::Result<()> {
    let _sending = Sending::start();
    let message = build(config, &mail)?;
    let id = message_id();
    if config.smtp_url.is_empty() {
        let dir = outbox_dir(config);
        tokio::fs::create_dir_all(&dir)
            .await
            .with_context(|| format!("cannot create {}", dir.display()))?;
        let path = dir.join(outbox_name(&id, mail.kind));
        tokio::fs::write(&path, message.formatted())
            .await
            .with_context(|| format!("cannot write {}", path.display()))?;
        tracing::info!(kind = mail.kind, id, "mail written to the outbox");
        return Ok(());
    }
    let transport = smtp_transport(&config.smtp_url)?;
    // The relay's answer text may quote the recipient: only its code goes on, to the log.
    transport.send(message).await.map_err(|e| {
        let code = e
            .status()
            .map_or_else(|| "none".to_string(), |c| c.to_string());
        anyhow::anyhow!(
            "SMTP send failed (reply code {code}, transient: {}, timeout: {})",
            e.is_transient(),
            e.is_timeout()
        )
    })?;
    tracing::info!(kind = mail.kind, id, "mail sent");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_link_survives_formatting() {
        let config = Config::default();
        let link =
            "http://127.0.0.1:8080/uye-girisi-sayfasi?activation=membership&token=ab=cd&id=7";
        let m = build(
            &config,
            &Mail {
                to: "ayse@example.com".into(),
                subject: "Üyeliğinizi etkinleştirin".into(),
                body: format!("Merhaba,\n\n{link}\n"),
                kind: "activation",
            },
        )
        .expect("mail");
        let text = String::from_utf8(m.formatted()).expect("utf-8");
        assert!(text.contains(link), "{text}");
        let name = outbox_name(&message_id(), "activation");
        assert!(
            name.ends_with("-activation.eml") && !name.contains('@'),
            "{name}"
        );
    }

    #[test]
    fn a_long_typed_line_is_folded_by_its_encoding() {
        let typed = "ç".repeat(3000);
        let m = build(
            &Config::default(),
            &Mail {
                to: "destek@example.com".into(),
                subject: "İletişim formu".into(),
                body: format!("Mesaj:\n{typed}\n"),
                kind: "contact",
            },
        )
        .expect("mail");
        let text = String::from_utf8(m.formatted()).expect("ascii or utf-8");
        assert!(text.lines().all(|l| l.len() <= 998), "{text}");
    }
}
