//! Member SMS (phone verification codes). No SMS provider is wired in yet: every SMS is written
//! as a text file to `{data_dir}/outbox/`, beside the mails, so nothing is silently dropped. The
//! log says that an SMS of a kind went out, never its number or its code.

use anyhow::Context;

use crate::config::Config;

pub struct Sms {
    /// E.164, e.g. `+905321234567`.
    pub to: String,
    pub text: String,
    /// A short word for the outbox file name: `phone-code`.
    pub kind: &'static str,
}

/// `<nanos>-<random>-<kind>.sms`: sortable, and nothing of the recipient in it.
fn outbox_name(kind: &str) -> String {
    let nanos = time::OffsetDateTime::now_utc().unix_timestamp_nanos();
    format!("{nanos}-{:08x}-{kind}.sms", rand::random::<u32>())
}

pub async fn send(config: &Config, sms: Sms) -> anyhow::Result<()> {
    let dir = crate::mail::outbox_dir(config);
    tokio::fs::create_dir_all(&dir)
        .await
        .with_context(|| format!("cannot create {}", dir.display()))?;
    let path = dir.join(outbox_name(sms.kind));
    tokio::fs::write(&path, format!("To: {}\n\n{}\n", sms.to, sms.text))
        .await
        .with_context(|| format!("cannot write {}", path.display()))?;
    tracing::info!(kind = sms.kind, "SMS written to the outbox");
    Ok(())
}
