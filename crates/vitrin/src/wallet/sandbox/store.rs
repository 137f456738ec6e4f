//! The sandbox's accounts and purchases, one JSON file each under `{data_dir}/wallet-sandbox/`
//! (`accounts/{random id}.json` with the msisdn inside, so no phone number is in a file name;
//! `purchases/{refNo}.json`), written atomically (a temporary file renamed over the old one).
//! Files are read on every use, so several sandboxes on one folder (a restart, tests) see the
//! same accounts; an account is found by the msisdn in it, whatever its file is called (a tester
//! may write one by hand under any name ending in `.json`). Card numbers are never stored: a
//! saved card keeps its masked number and its test-card behaviour only.

use std::{
    collections::BTreeSet,
    io::Write,
    path::{Path, PathBuf},
    sync::Mutex,
};

use serde::{Deserialize, Serialize};

use super::cards::TestCard;
use crate::wallet::query::QueryStatus;

/// Read-modify-write of the files happens under this lock (one process per data folder).
static FILES: Mutex<()> = Mutex::new(());

/// Writes `bytes` to `path` so that a reader sees the old or the new content, never a part.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)?;
    let mut file = tempfile_in(dir)?;
    file.1.write_all(bytes)?;
    file.1.sync_all()?;
    std::fs::rename(&file.0, path)
}

fn tempfile_in(dir: &Path) -> std::io::Result<(PathBuf, std::fs::File)> {
    use rand::Rng;
    let name = format!(".tmp-{:016x}", rand::thread_rng().gen::<u64>());
    let path = dir.join(name);
    let file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&path)?;
    Ok((path, file))
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Account {
    pub msisdn: String,
    /// The merchants (client ids) the account is linked to.
    pub clients: BTreeSet<String>,
    pub cards: Vec<SavedCard>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedCard {
    /// As the shopper named it (decoded).
    pub alias: String,
    /// `4032 80** **** 7894`.
    pub masked: String,
    pub bank_code: String,
    /// The card family, or the bank when the card belongs to none.
    pub product_name: String,
    pub unique_id: String,
    /// What the card does in purchases (the test-card table).
    pub behaviour: TestCard,
}

impl Account {
    /// `000000` no account, `011000` an account not linked to `client_id`, `011100` linked.
    pub fn status(account: Option<&Account>, client_id: &str) -> &'static str {
        match account {
            None => "000000",
            Some(a) if a.clients.contains(client_id) => "011100",
            Some(_) => "011000",
        }
    }

    pub fn card(&self, alias: &str) -> Option<&SavedCard> {
        self.cards.iter().find(|c| c.alias == alias)
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Purchase {
    /// The provider's reference (transaction id).
    pub ref_no: String,
    /// The merchant's reference and order number the merchant query asks by.
    pub reference_no: String,
    pub order_no: String,
    pub client_id: String,
    pub msisdn: String,
    /// Kuruş.
    pub amount: u64,
    pub installment_count: u32,
    pub masked: String,
    pub status: QueryStatus,
    pub response_code: String,
    pub response_desc: String,
    pub committed: bool,
    /// Unix milliseconds.
    pub created_at: i64,
    /// What was paid back, in the order asked.
    #[serde(default)]
    pub refunds: Vec<PaidBack>,
}

/// A refund the sandbox paid.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PaidBack {
    /// The shop's refund number.
    pub refund_no: String,
    /// Kuruş.
    pub amount: u64,
}

/// The sandbox's folder and its files.
#[derive(Debug, Clone)]
pub struct Store {
    dir: PathBuf,
}

impl Store {
    pub fn new(dir: PathBuf) -> Self {
        Self { dir }
    }

    fn accounts_dir(&self) -> PathBuf {
        self.dir.join("accounts")
    }

    /// The file of the account of `msisdn` and the account, found by the msisdn inside.
    fn find_account(&self, msisdn: &str) -> anyhow::Result<Option<(PathBuf, Account)>> {
        for path in json_files(&self.accounts_dir())? {
            if let Some(account) = read_json::<Account>(&path)? {
                if account.msisdn == msisdn {
                    return Ok(Some((path, account)));
                }
            }
        }
        Ok(None)
    }

    /// A new account file's path: a random name, which says nothing of its owner.
    fn new_account_path(&self) -> PathBuf {
        use rand::Rng;
        let name = format!("{:032x}", rand::thread_rng().gen::<u128>());
        self.accounts_dir().join(format!("{name}.json"))
    }

    fn purchase_path(&self, ref_no: &str) -> PathBuf {
        self.dir.join("purchases").join(format!("{ref_no}.json"))
    }

    /// The account of an msisdn (digits only, checked by the caller).
    pub fn account(&self, msisdn: &str) -> anyhow::Result<Option<Account>> {
        let _guard = FILES.lock().unwrap_or_else(|e| e.into_inner());
        Ok(self.find_account(msisdn)?.map(|(_, account)| account))
    }

    /// Changes (or creates, from an empty account) the account of `msisdn` and saves it; the
    /// closure's answer is passed on. Nothing is written when it answers Err.
    pub fn update_account<T, E: From<anyhow::Error>>(
        &self,
        msisdn: &str,
        change: impl FnOnce(&mut Account) -> Result<T, E>,
    ) -> Result<T, E> {
        let _guard = FILES.lock().unwrap_or_else(|e| e.into_inner());
        let (path, mut account) = self.find_account(msisdn)?.unwrap_or_else(|| {
            let account = Account {
                msisdn: msisdn.to_string(),
                ..Account::default()
            };
            (self.new_account_path(), account)
        });
        let answer = change(&mut account)?;
        write_json(&path, &account)?;
        Ok(answer)
    }

    /// Moves an account to a new msisdn; false when the new one already has an account.
    pub fn move_account(&self, from: &str, to: &str) -> anyhow::Result<bool> {
        let _guard = FILES.lock().unwrap_or_else(|e| e.into_inner());
        if self.find_account(to)?.is_some() {
            return Ok(false);
        }
        let Some((path, mut account)) = self.find_account(from)? else {
            return Ok(true);
        };
        account.msisdn = to.to_string();
        write_json(&path, &account)?;
        Ok(true)
    }

    pub fn save_purchase(&self, purchase: &Purchase) -> anyhow::Result<()> {
        let _guard = FILES.lock().unwrap_or_else(|e| e.into_inner());
        write_json(&self.purchase_path(&purchase.ref_no), purchase)
    }

    pub fn purchase(&self, ref_no: &str) -> anyhow::Result<Option<Purchase>> {
        if !ref_no.bytes().all(|b| b.is_ascii_alphanumeric()) || ref_no.is_empty() {
            return Ok(None);
        }
        let _guard = FILES.lock().unwrap_or_else(|e| e.into_inner());
        read_json(&self.purchase_path(ref_no))
    }

    /// Changes the first purchase `find` accepts and saves it, under the files' lock (so two
    /// refunds at once cannot both take the last of a purchase); the closure's answer is passed
    /// on, None when no purchase was found. Nothing is written when the closure answers Err.
    pub fn update_purchase<T, E: From<anyhow::Error>>(
        &self,
        find: impl Fn(&Purchase) -> bool,
        change: impl FnOnce(&mut Purchase) -> Result<T, E>,
    ) -> Result<Option<T>, E> {
        let _guard = FILES.lock().unwrap_or_else(|e| e.into_inner());
        for path in json_files(&self.dir.join("purchases"))? {
            if let Some(mut p) = read_json::<Purchase>(&path)? {
                if find(&p) {
                    let answer = change(&mut p)?;
                    write_json(&path, &p)?;
                    return Ok(Some(answer));
                }
            }
        }
        Ok(None)
    }

    /// Every purchase `keep` accepts.
    pub fn purchases(&self, keep: impl Fn(&Purchase) -> bool) -> anyhow::Result<Vec<Purchase>> {
        let _guard = FILES.lock().unwrap_or_else(|e| e.into_inner());
        let mut found = Vec::new();
        for path in json_files(&self.dir.join("purchases"))? {
            if let Some(p) = read_json::<Purchase>(&path)? {
                if keep(&p) {
                    found.push(p);
                }
            }
        }
        Ok(found)
    }
}

/// The `.json` files of a folder (none when it does not exist yet).
fn json_files(dir: &Path) -> anyhow::Result<Vec<PathBuf>> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(e.into()),
    };
    let mut files = Vec::new();
    for entry in entries {
        let path = entry?.path();
        if path.extension().is_some_and(|e| e == "json") {
            files.push(path);
        }
    }
    Ok(files)
}

fn read_json<T: serde::de::DeserializeOwned>(path: &Path) -> anyhow::Result<Option<T>> {
    match std::fs::read(path) {
        Ok(bytes) => Ok(Some(
            serde_json::from_slice(&bytes)
                .map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?,
        )),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e.into()),
    }
}

fn write_json<T: Serialize>(path: &Path, value: &T) -> anyhow::Result<()> {
    write_atomic(path, &serde_json::to_vec_pretty(value)?)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accounts_survive_a_new_store_and_failed_changes_write_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path().to_path_buf());
        store
            .update_account("905320000001", |a| {
                a.clients.insert("c".into());
                Ok::<_, anyhow::Error>(())
            })
            .unwrap();
        let again = Store::new(dir.path().to_path_buf());
        let account = again.account("905320000001").unwrap().unwrap();
        assert_eq!(Account::status(Some(&account), "c"), "011100");
        assert_eq!(Account::status(Some(&account), "other"), "011000");
        assert_eq!(Account::status(None, "c"), "000000");
        let refused: Result<(), anyhow::Error> = again.update_account("905320000002", |a| {
            a.clients.insert("c".into());
            Err(anyhow::anyhow!("no"))
        });
        assert!(refused.is_err());
        assert!(again.account("905320000002").unwrap().is_none());
        assert!(again.move_account("905320000001", "905320000003").unwrap());
        assert!(again.account("905320000001").unwrap().is_none());
        assert!(again.account("905320000003").unwrap().is_some());
        again
            .update_account("905320000004", |_| Ok::<_, anyhow::Error>(()))
            .unwrap();
        assert!(!again.move_account("905320000003", "905320000004").unwrap());
        // Named at random: no phone number in a file name.
        let names: Vec<String> = std::fs::read_dir(dir.path().join("accounts"))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(names.len(), 2, "{names:?}");
        assert!(names.iter().all(|n| !n.contains("90532")), "{names:?}");
    }

    #[test]
    fn an_account_written_by_hand_under_any_name_is_found_by_its_number() {
        let dir = tempfile::tempdir().unwrap();
        let accounts = dir.path().join("accounts");
        std::fs::create_dir_all(&accounts).unwrap();
        std::fs::write(
            accounts.join("another-shop.json"),
            r#"{"msisdn": "905320000009", "clients": ["another-shop"], "cards": []}"#,
        )
        .unwrap();
        let store = Store::new(dir.path().to_path_buf());
        let account = store.account("905320000009").unwrap().unwrap();
        assert_eq!(Account::status(Some(&account), "c"), "011000");
        store
            .update_account("905320000009", |a| {
                a.clients.insert("c".into());
                Ok::<_, anyhow::Error>(())
            })
            .unwrap();
        let again = store.account("905320000009").unwrap().unwrap();
        assert_eq!(Account::status(Some(&again), "c"), "011100");
        assert_eq!(std::fs::read_dir(&accounts).unwrap().count(), 1);
    }
}
