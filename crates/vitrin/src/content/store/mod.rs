//! Reads the content folder (embedded in the binary, or `content_dir` from disk), resolves each
//! language and validates every file. A bad file stops start-up with its name and the field.

#[cfg(test)]
mod tests;
mod validate;

use std::{
    collections::{BTreeMap, HashMap, HashSet},
    fmt,
    path::Path,
};

use rust_embed::RustEmbed;
use serde::de::DeserializeOwned;
use serde_json::Value;

use super::model::*;
use crate::locale::Lang;

use validate::*;

#[derive(RustEmbed)]
#[folder = "../../content"]
struct Embedded;

/// The content pages spec section 2 links from the home page and the footer.
pub const REQUIRED_PAGES: [&str; 10] = [
    "hakkimizda",
    "iletisim",
    "satis-sozlesmesi",
    "teslimat-kosullari",
    "gizlilik-ve-guvenlik",
    "garanti-ve-iade-kosullari",
    "kargo-ve-teslimat",
    "alisveris-rehberi",
    "iade-islemleri-kilavuzu",
    "siparis-takip",
];

/// The mobile app's name and store links; optional (no file, no app banner).
pub const MOBILE_APP_FILE: &str = "mobile-app.json";
/// The store map's countries (spec section 7, `/Diger/map-countries.txt`).
pub const MAP_COUNTRIES_FILE: &str = "map-countries.json";

/// The departments shoppers write to; optional (no file, no messages).
pub const DEPARTMENTS_FILE: &str = "departments.json";

/// The size tables of the size advisor; optional (no file, no advisor).
pub const SIZE_TABLES_FILE: &str = "size-tables.json";

/// Where the images of the content folder are served.
pub const IMAGE_PREFIX: &str = "/content/";

/// A content file that cannot be used: which file, which field, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContentError {
    pub file: String,
    pub field: String,
    pub reason: String,
}

impl fmt::Display for ContentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.field.is_empty() || self.field == "." {
            write!(f, "content file `{}`: {}", self.file, self.reason)
        } else {
            write!(
                f,
                "content file `{}`, field `{}`: {}",
                self.file, self.field, self.reason
            )
        }
    }
}

impl std::error::Error for ContentError {}

fn error(file: &str, field: impl Into<String>, reason: impl Into<String>) -> ContentError {
    ContentError {
        file: file.into(),
        field: field.into(),
        reason: reason.into(),
    }
}

/// A served image of the content folder.
#[derive(Debug, Clone)]
pub struct ContentImage {
    pub bytes: Vec<u8>,
    pub mime: String,
}

/// The validated content, one copy per language.
#[derive(Debug, Default)]
pub struct Content {
    home: HashMap<Lang, Vec<Block>>,
    pages: HashMap<(Lang, String), ContentPage>,
    cookie_law: HashMap<Lang, CookieLaw>,
    mobile_app: HashMap<Lang, MobileApp>,
    map_countries: Vec<MapCountry>,
    departments: HashMap<Lang, Vec<Department>>,
    size_tables: HashMap<Lang, Vec<SizeTable>>,
    images: HashMap<String, ContentImage>,
}

impl Content {
    /// The content folder named by `content_dir`, or the one built into the binary.
    pub fn load(content_dir: Option<&Path>) -> Result<Content, ContentError> {
        let files = match content_dir {
            Some(dir) => read_dir(dir)?,
            None => Embedded::iter()
                .filter_map(|name| {
                    Embedded::get(&name).map(|f| (name.to_string(), f.data.into_owned()))
                })
                .collect(),
        };
        Content::from_files(files)
    }

    pub fn home(&self, lang: Lang) -> &[Block] {
        self.home.get(&lang).map(Vec::as_slice).unwrap_or_default()
    }

    /// The home page's store block settings in `lang`, when the shop has the block.
    pub fn store_locator(&self, lang: Lang) -> Option<&StoreLocator> {
        self.home(lang).iter().find_map(|b| match &b.assets {
            BlockAssets::StoreLocator(a) => Some(a),
            _ => None,
        })
    }

    /// The store map's countries with their centres (empty without the file).
    pub fn map_countries(&self) -> &[MapCountry] {
        &self.map_countries
    }

    /// The departments a shopper writes to, in file order (none without `departments.json`).
    pub fn departments(&self, lang: Lang) -> &[Department] {
        self.departments.get(&lang).map_or(&[], Vec::as_slice)
    }

    /// The size table of a product in the categories `slugs` (its own first, then those above
    /// it): the table of the nearest one that has one.
    pub fn size_table(&self, lang: Lang, slugs: &[String]) -> Option<&SizeTable> {
        let tables = self.size_tables.get(&lang)?;
        slugs
            .iter()
            .find_map(|slug| tables.iter().find(|t| t.categories.contains(slug)))
    }

    /// The department `id`, if the shop has it.
    pub fn department(&self, lang: Lang, id: i64) -> Option<&Department> {
        self.departments(lang).iter().find(|d| d.id == id)
    }

    pub fn page(&self, lang: Lang, slug: &str) -> Option<&ContentPage> {
        self.pages.get(&(lang, slug.to_string()))
    }

    /// The content pages' slugs in a language, sorted (for the sitemap).
    pub fn page_slugs(&self, lang: Lang) -> Vec<&str> {
        let mut slugs: Vec<&str> = self
            .pages
            .keys()
            .filter(|(l, _)| *l == lang)
            .map(|(_, s)| s.as_str())
            .collect();
        slugs.sort_unstable();
        slugs
    }

    pub fn cookie_law(&self, lang: Lang) -> Option<&CookieLaw> {
        self.cookie_law.get(&lang)
    }

    /// The shop's mobile app, when `mobile-app.json` names it in at least one app store.
    pub fn mobile_app(&self, lang: Lang) -> Option<&MobileApp> {
        self.mobile_app.get(&lang).filter(|app| app.has_link())
    }

    pub fn image(&self, path: &str) -> Option<&ContentImage> {
        self.images.get(path)
    }

    /// The showcase block `block_id` of the home page.
    pub fn showcase(&self, lang: Lang, block_id: i64) -> Option<&ShowcaseAssets> {
        self.home(lang)
            .iter()
            .find(|b| b.id == block_id)
            .and_then(|b| match &b.assets {
                BlockAssets::Showcase(s) => Some(s),
                _ => None,
            })
    }

    /// Validates a content folder given as `relative path -> bytes`.
    pub fn from_files(files: BTreeMap<String, Vec<u8>>) -> Result<Content, ContentError> {
        let mut content = Content::default();
        // Images first: blocks name them.
        let mut versions = HashMap::new();
        for (name, bytes) in &files {
            if let Some(rest) = name.strip_prefix("images/") {
                let (image, mime) = describe_image(name, rest, bytes)?;
                versions.insert(name.clone(), image);
                content.images.insert(
                    name.clone(),
                    ContentImage {
                        bytes: bytes.clone(),
                        mime,
                    },
                );
            }
        }
        let mut home_files = Vec::new();
        let mut page_files: BTreeMap<String, Vec<Lang>> = BTreeMap::new();
        for (name, bytes) in &files {
            if name.starts_with("images/") || (!name.contains('/') && name.ends_with(".md")) {
                continue;
            }
            if let Some(rest) = name.strip_prefix("home/") {
                if !rest.ends_with(".json") || rest.contains('/') {
                    return Err(error(name, "", "expected home/NN-<block>.json"));
                }
                home_files.push((name.as_str(), read_json(name, bytes)?));
            } else if let Some(rest) = name.strip_prefix("pages/") {
                let (slug, lang) = page_file_name(name, rest)?;
                let raw = read_json(name, bytes)?;
                let page: ContentPage = parse(name, "", raw)?;
                validate_page(name, &page)?;
                content.pages.insert((lang, slug.clone()), page);
                page_files.entry(slug).or_default().push(lang);
            } else if name == "cookie-law.json" {
                let raw = read_json(name, bytes)?;
                for lang in Lang::ALL {
                    let law: CookieLaw = parse(name, "", localize(&raw, lang))?;
                    if law.title.trim().is_empty() {
                        return Err(error(name, "Title", "must not be empty"));
                    }
                    if law.content.trim().is_empty() {
                        return Err(error(name, "Content", "must not be empty"));
                    }
                    content.cookie_law.insert(lang, law);
                }
            } else if name == MOBILE_APP_FILE {
                let raw = read_json(name, bytes)?;
                for lang in Lang::ALL {
                    let app: MobileApp = parse(name, "", localize(&raw, lang))?;
                    validate_mobile_app(name, &app)?;
                    content.mobile_app.insert(lang, app);
                }
            } else if name == MAP_COUNTRIES_FILE {
                let countries: Vec<MapCountry> = parse(name, "", read_json(name, bytes)?)?;
                validate_map_countries(name, &countries)?;
                content.map_countries = countries;
            } else if name == DEPARTMENTS_FILE {
                let raw = read_json(name, bytes)?;
                for lang in Lang::ALL {
                    let file: DepartmentsFile = parse(name, "", localize(&raw, lang))?;
                    validate_departments(name, &file.departments)?;
                    content.departments.insert(lang, file.departments);
                }
            } else if name == SIZE_TABLES_FILE {
                let raw = read_json(name, bytes)?;
                for lang in Lang::ALL {
                    let file: SizeTablesFile = parse(name, "", localize(&raw, lang))?;
                    validate_size_tables(name, &file.tables)?;
                    content.size_tables.insert(lang, file.tables);
                }
            } else {
                return Err(error(name, "", "unknown content file"));
            }
        }
        if content.cookie_law.is_empty() {
            return Err(error("cookie-law.json", "", "missing"));
        }
        for slug in REQUIRED_PAGES {
            if !page_files.contains_key(slug) {
                return Err(error(&format!("pages/{slug}.tr.json"), "", "missing"));
            }
        }
        for (slug, langs) in &page_files {
            for lang in Lang::ALL {
                if !langs.contains(&lang) {
                    let file = format!("pages/{slug}.{}.json", lang.code());
                    return Err(error(&file, "", "missing (every page needs tr, en and ar)"));
                }
            }
        }
        // Files are read in name order, so NN- prefixes order the blocks.
        let mut ids = HashSet::new();
        for (name, raw) in &home_files {
            for lang in Lang::ALL {
                let block = block_from_json(name, localize(raw, lang), &versions)?;
                if lang == Lang::Tr && !ids.insert(block.id) {
                    return Err(error(name, "ID", format!("{} is used twice", block.id)));
                }
                content.home.entry(lang).or_default().push(block);
            }
        }
        Ok(content)
    }
}

fn read_dir(dir: &Path) -> Result<BTreeMap<String, Vec<u8>>, ContentError> {
    fn walk(
        root: &Path,
        dir: &Path,
        out: &mut BTreeMap<String, Vec<u8>>,
    ) -> Result<(), ContentError> {
        let entries = std::fs::read_dir(dir)
            .map_err(|e| error(&dir.display().to_string(), "", format!("cannot read: {e}")))?;
        for entry in entries {
            let entry = entry
                .map_err(|e| error(&dir.display().to_string(), "", format!("cannot read: {e}")))?;
            let path = entry.path();
            if path.is_dir() {
                walk(root, &path, out)?;
            } else {
                let relative = path
                    .strip_prefix(root)
                    .unwrap_or(&path)
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy().into_owned())
                    .collect::<Vec<_>>()
                    .join("/");
                let bytes = std::fs::read(&path)
                    .map_err(|e| error(&relative, "", format!("cannot read: {e}")))?;
                out.insert(relative, bytes);
            }
        }
        Ok(())
    }
    let mut out = BTreeMap::new();
    walk(dir, dir, &mut out)?;
    Ok(out)
}

fn read_json(name: &str, bytes: &[u8]) -> Result<Value, ContentError> {
    serde_json::from_slice(bytes).map_err(|e| {
        error(
            name,
            format!("line {} column {}", e.line(), e.column()),
            format!("not valid JSON: {e}"),
        )
    })
}

/// Deserializes with the path of the failing field in the error.
fn parse<T: DeserializeOwned>(file: &str, prefix: &str, value: Value) -> Result<T, ContentError> {
    serde_path_to_error::deserialize(value).map_err(|e| {
        let path = e.path().to_string();
        let field = match (prefix.is_empty(), path.as_str()) {
            (true, p) => p.to_string(),
            (false, ".") => prefix.to_string(),
            (false, p) => format!("{prefix}.{p}"),
        };
        error(file, field, e.inner().to_string())
    })
}

/// A text given as `{"tr": ..., "en": ..., "ar": ...}` becomes the language's text (Turkish when
/// a translation is missing); everything else stays as it is.
pub fn localize(value: &Value, lang: Lang) -> Value {
    match value {
        Value::Object(map) => {
            let is_text = map.contains_key("tr")
                && map.keys().all(|k| matches!(k.as_str(), "tr" | "en" | "ar"));
            if is_text {
                map.get(lang.code())
                    .or_else(|| map.get("tr"))
                    .cloned()
                    .unwrap_or(Value::Null)
            } else {
                Value::Object(
                    map.iter()
                        .map(|(k, v)| (k.clone(), localize(v, lang)))
                        .collect(),
                )
            }
        }
        Value::Array(items) => Value::Array(items.iter().map(|v| localize(v, lang)).collect()),
        other => other.clone(),
    }
}

fn page_file_name(name: &str, rest: &str) -> Result<(String, Lang), ContentError> {
    let bad = || error(name, "", "expected pages/<slug>.<tr|en|ar>.json");
    let stem = rest.strip_suffix(".json").ok_or_else(bad)?;
    let (slug, code) = stem.rsplit_once('.').ok_or_else(bad)?;
    let lang = Lang::parse(code).ok_or_else(bad)?;
    if slug.is_empty()
        || !slug
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    {
        return Err(error(name, "", "a page slug uses a-z, 0-9 and -"));
    }
    Ok((slug.to_string(), lang))
}
