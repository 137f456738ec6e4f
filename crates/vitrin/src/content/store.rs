//! Reads the content folder (embedded in the binary, or `content_dir` from disk), resolves each
//! language and validates every file. A bad file stops start-up with its name and the field.

use std::{
    collections::{BTreeMap, HashMap, HashSet},
    fmt,
    path::Path,
};

use rust_embed::RustEmbed;
use serde::de::DeserializeOwned;
use serde_json::Value;
use sha2::{Digest, Sha256};

use super::model::*;
use crate::locale::Lang;

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

/// The app banner sends shoppers straight to these links, so each must be an https address in
/// its store (a site path or another host is a mistake in the file).
fn validate_departments(name: &str, departments: &[Department]) -> Result<(), ContentError> {
    let mut seen = HashSet::new();
    for (i, d) in departments.iter().enumerate() {
        if d.id < 1 || !seen.insert(d.id) {
            return Err(error(
                name,
                format!("DEPARTMENTS[{i}].ID"),
                "1 or more, each department its own",
            ));
        }
        if d.name.trim().is_empty() {
            return Err(error(
                name,
                format!("DEPARTMENTS[{i}].NAME"),
                "must not be empty",
            ));
        }
        if d.email.parse::<lettre::Address>().is_err() {
            return Err(error(
                name,
                format!("DEPARTMENTS[{i}].EMAIL"),
                "an email address",
            ));
        }
    }
    Ok(())
}

fn validate_map_countries(name: &str, countries: &[MapCountry]) -> Result<(), ContentError> {
    let mut seen = HashSet::new();
    for (i, c) in countries.iter().enumerate() {
        if c.key.len() != 2 || !c.key.bytes().all(|b| b.is_ascii_uppercase()) {
            return Err(error(
                name,
                format!("[{i}].key"),
                "an ISO 3166-1 code such as TR",
            ));
        }
        if !seen.insert(c.key.as_str()) {
            return Err(error(
                name,
                format!("[{i}].key"),
                format!("{} is listed twice", c.key),
            ));
        }
        if !(-90.0..=90.0).contains(&c.lat) {
            return Err(error(name, format!("[{i}].lat"), "-90 to 90 degrees"));
        }
        if !(-180.0..=180.0).contains(&c.lng) {
            return Err(error(name, format!("[{i}].lng"), "-180 to 180 degrees"));
        }
    }
    Ok(())
}

fn validate_mobile_app(name: &str, app: &MobileApp) -> Result<(), ContentError> {
    nonempty(name, "NAME", &app.name)?;
    for (field, url, hosts) in [
        (
            "GOOGLE_PLAY_URL",
            &app.google_play_url,
            &["play.google.com"][..],
        ),
        (
            "APP_STORE_URL",
            &app.app_store_url,
            &["apps.apple.com", "itunes.apple.com"][..],
        ),
    ] {
        if url.is_empty() {
            continue;
        }
        let host_ok = url::Url::parse(url).ok().is_some_and(|u| {
            u.scheme() == "https" && u.host_str().is_some_and(|h| hosts.contains(&h))
        });
        if !host_ok || check_url(url).is_err() {
            return Err(error(
                name,
                field,
                format!("`{url}`: an https:// address on {}", hosts.join(" or ")),
            ));
        }
    }
    Ok(())
}

fn validate_page(name: &str, page: &ContentPage) -> Result<(), ContentError> {
    if page.title.trim().is_empty() {
        return Err(error(name, "TITLE", "must not be empty"));
    }
    if page.sections.is_empty() {
        return Err(error(name, "SECTIONS", "a page needs at least one section"));
    }
    for (i, s) in page.sections.iter().enumerate() {
        if s.paragraphs.is_empty() && s.items.is_empty() && s.tabs.is_empty() && s.links.is_empty()
        {
            return Err(error(
                name,
                format!("SECTIONS[{i}]"),
                "a section needs PARAGRAPHS, ITEMS, TABS or LINKS",
            ));
        }
        let tabs = s
            .tabs
            .iter()
            .enumerate()
            .map(|(j, t)| ("TABS", j, &t.title, &t.href));
        let links = s
            .links
            .iter()
            .enumerate()
            .map(|(j, l)| ("LINKS", j, &l.title, &l.href));
        for (list, j, title, href) in tabs.chain(links) {
            let field = format!("SECTIONS[{i}].{list}[{j}]");
            if title.trim().is_empty() {
                return Err(error(name, format!("{field}.TITLE"), "must not be empty"));
            }
            if !same_site_path(href) {
                return Err(error(
                    name,
                    format!("{field}.HREF"),
                    format!("`{href}`: a path on this site, starting with one /"),
                ));
            }
        }
    }
    Ok(())
}

/// A path on this site: one leading slash, no scheme or host, no backslash or control character.
fn same_site_path(href: &str) -> bool {
    href.starts_with('/')
        && !href.starts_with("//")
        && !href
            .chars()
            .any(|c| c == '\\' || c.is_control() || c.is_whitespace())
}

/// Width, height and the served form of an image; SVGs must carry width and height.
fn describe_image(name: &str, rest: &str, bytes: &[u8]) -> Result<(Image, String), ContentError> {
    let ext = rest.rsplit_once('.').map(|(_, e)| e).unwrap_or_default();
    let (width, height) = match ext {
        "svg" => svg_size(bytes)
            .ok_or_else(|| error(name, "svg", "the <svg> element needs width and height"))?,
        "png" | "webp" => image::ImageReader::new(std::io::Cursor::new(bytes))
            .with_guessed_format()
            .ok()
            .and_then(|r| r.into_dimensions().ok())
            .ok_or_else(|| error(name, "", "not a readable image"))?,
        _ => return Err(error(name, "", "images are .svg, .png or .webp")),
    };
    let version: String = Sha256::digest(bytes)
        .iter()
        .take(4)
        .map(|b| format!("{b:02x}"))
        .collect();
    let image = Image {
        path: format!("{IMAGE_PREFIX}{name}?v={version}"),
        width,
        height,
        ext: ext.to_string(),
        size: bytes.len() as u64,
        updated_at: version,
    };
    let mime = mime_guess::from_path(rest)
        .first_or_octet_stream()
        .to_string();
    Ok((image, mime))
}

fn svg_size(bytes: &[u8]) -> Option<(u32, u32)> {
    let text = std::str::from_utf8(bytes).ok()?;
    let start = text.find("<svg")?;
    let tag = &text[start..start + text[start..].find('>')?];
    let attr = |name: &str| -> Option<u32> {
        let at = tag.find(&format!(" {name}=\""))? + name.len() + 3;
        tag[at..].split('"').next()?.parse().ok()
    };
    Some((attr("width")?, attr("height")?))
}

/// A link in content: a path on this site or an https address.
pub fn check_url(url: &str) -> Result<(), &'static str> {
    if url.is_empty() {
        return Ok(());
    }
    if url.chars().any(char::is_whitespace) {
        return Err("a link has no spaces");
    }
    if url.starts_with('/') && !url.starts_with("//") {
        return Ok(());
    }
    match url::Url::parse(url) {
        Ok(u) if u.scheme() == "https" => Ok(()),
        _ => Err("a link is a path starting with / or an https:// address"),
    }
}

/// `YYYY-MM-DDTHH:MM:SS+HH:MM` (or `Z`) as milliseconds since the Unix epoch.
pub fn parse_target(text: &str) -> Option<i64> {
    let (date, rest) = text.split_once('T')?;
    let mut d = date.split('-');
    let year: i32 = d.next()?.parse().ok()?;
    let month: u8 = d.next()?.parse().ok()?;
    let day: u8 = d.next()?.parse().ok()?;
    if d.next().is_some() || rest.len() < 9 {
        return None;
    }
    let (clock, zone) = rest.split_at(8);
    let mut c = clock.split(':');
    let hour: u8 = c.next()?.parse().ok()?;
    let minute: u8 = c.next()?.parse().ok()?;
    let second: u8 = c.next()?.parse().ok()?;
    let offset = if zone == "Z" {
        time::UtcOffset::UTC
    } else {
        let sign: i8 = match zone.get(..1)? {
            "+" => 1,
            "-" => -1,
            _ => return None,
        };
        let (h, m) = zone.get(1..)?.split_once(':')?;
        let (h, m): (i8, i8) = (h.parse().ok()?, m.parse().ok()?);
        time::UtcOffset::from_hms(sign * h, sign * m, 0).ok()?
    };
    let date =
        time::Date::from_calendar_date(year, time::Month::try_from(month).ok()?, day).ok()?;
    let clock = time::Time::from_hms(hour, minute, second).ok()?;
    let at = time::PrimitiveDateTime::new(date, clock).assume_offset(offset);
    Some(at.unix_timestamp() * 1000)
}

fn nonempty(file: &str, field: &str, text: &str) -> Result<(), ContentError> {
    if text.trim().is_empty() {
        Err(error(file, field, "must not be empty"))
    } else {
        Ok(())
    }
}

fn url_ok(file: &str, field: &str, url: &str) -> Result<(), ContentError> {
    check_url(url).map_err(|reason| error(file, field, format!("`{url}`: {reason}")))
}

fn image_ok(
    file: &str,
    field: &str,
    image: &mut Image,
    images: &HashMap<String, Image>,
) -> Result<(), ContentError> {
    match images.get(&image.path) {
        Some(found) => {
            *image = found.clone();
            Ok(())
        }
        None => Err(error(
            file,
            format!("{field}.PATH"),
            format!(
                "image `{}` not found in the content folder (paths look like images/name.svg)",
                image.path
            ),
        )),
    }
}

fn block_from_json(
    file: &str,
    raw: Value,
    images: &HashMap<String, Image>,
) -> Result<Block, ContentError> {
    let head: BlockFile = parse(file, "", raw)?;
    if head.page_id != 1 {
        return Err(error(file, "PAGE_ID", "home-page blocks have page id 1"));
    }
    if head.id <= 0 {
        return Err(error(file, "ID", "must be a positive number"));
    }
    let value = head.assets;
    let assets = match head.name {
        BlockName::TopHeader => {
            let a: TopHeader = parse(file, "ASSETS", value)?;
            nonempty(file, "ASSETS.TEXT", &a.text)?;
            url_ok(file, "ASSETS.URL", &a.url)?;
            BlockAssets::TopHeader(a)
        }
        BlockName::Showcase => {
            let mut a: ShowcaseAssets = parse(file, "ASSETS", value)?;
            nonempty(file, "ASSETS.TITLE", &a.title)?;
            if a.tabs.len() != 4 {
                return Err(error(file, "ASSETS.TABS", "a showcase has four tabs"));
            }
            let mut kinds = HashSet::new();
            for (i, tab) in a.tabs.iter_mut().enumerate() {
                let field = format!("ASSETS.TABS[{i}]");
                nonempty(file, &format!("{field}.TITLE"), &tab.title)?;
                if !kinds.insert(tab.showcase) {
                    return Err(error(file, format!("{field}.SHOWCASE"), "used twice"));
                }
                if !(1..=12).contains(&tab.limit) {
                    return Err(error(file, format!("{field}.LIMIT"), "1 to 12 items"));
                }
                url_ok(file, &format!("{field}.URL"), &tab.url)?;
                tab.href = format!(
                    "/srv/service/content-v5/load/{}?tabIndex={i}&showcase={}",
                    head.id,
                    tab.showcase.code()
                );
                tab.api = format!("/api/storefront/block/showcase/{}/{i}", head.id);
            }
            let ratio_ok = a
                .settings
                .image_ratio
                .split_once(':')
                .and_then(|(w, h)| Some((w.parse::<u32>().ok()?, h.parse::<u32>().ok()?)))
                .is_some_and(|(w, h)| w > 0 && h > 0);
            if !ratio_ok {
                return Err(error(
                    file,
                    "ASSETS.SETTINGS.IMAGE_RATIO",
                    "width:height, e.g. 3:4",
                ));
            }
            BlockAssets::Showcase(a)
        }
        BlockName::CountdownBanner => {
            let mut a: Countdown = parse(file, "ASSETS", value)?;
            nonempty(file, "ASSETS.TITLE", &a.title)?;
            nonempty(file, "ASSETS.EXPIRED_TEXT", &a.expired_text)?;
            a.target_ms = parse_target(&a.target).ok_or_else(|| {
                error(
                    file,
                    "ASSETS.TARGET",
                    format!("`{}`: expected YYYY-MM-DDTHH:MM:SS+HH:MM", a.target),
                )
            })?;
            url_ok(file, "ASSETS.URL", &a.url)?;
            if let Some(img) = a.img1.as_mut() {
                image_ok(file, "ASSETS.IMG1", img, images)?;
            }
            BlockAssets::Countdown(a)
        }
        BlockName::MobileInfoStrip => {
            let a: InfoStrip = parse(file, "ASSETS", value)?;
            if a.items.len() != 4 {
                return Err(error(file, "ASSETS.ITEMS", "the strip states four things"));
            }
            for (i, item) in a.items.iter().enumerate() {
                nonempty(file, &format!("ASSETS.ITEMS[{i}].TITLE"), &item.title)?;
            }
            BlockAssets::InfoStrip(a)
        }
        BlockName::StoreLocator => {
            let a: StoreLocator = parse(file, "ASSETS", value)?;
            nonempty(file, "ASSETS.TITLE", &a.title)?;
            if !(1..=100).contains(&a.limit) {
                return Err(error(file, "ASSETS.LIMIT", "1 to 100 stores"));
            }
            if !(a.zoom > 0.0 && a.zoom <= 20.0) {
                return Err(error(file, "ASSETS.ZOOM", "above 0, at most 20"));
            }
            if !(-90.0..=90.0).contains(&a.center.lat) {
                return Err(error(file, "ASSETS.CENTER.LAT", "-90 to 90 degrees"));
            }
            if !(-180.0..=180.0).contains(&a.center.lng) {
                return Err(error(file, "ASSETS.CENTER.LNG", "-180 to 180 degrees"));
            }
            url_ok(file, "ASSETS.URL", &a.url)?;
            BlockAssets::StoreLocator(a)
        }
        BlockName::FooterNewsletter => {
            let a: Newsletter = parse(file, "ASSETS", value)?;
            nonempty(file, "ASSETS.TITLE", &a.title)?;
            BlockAssets::Newsletter(a)
        }
        name => {
            let mut a: ImageAssets = parse(file, "ASSETS", value)?;
            if a.images.is_empty() {
                return Err(error(file, "ASSETS.IMAGES", "at least one image"));
            }
            match (&a.settings, name.is_slider()) {
                (None, true) => {
                    return Err(error(
                        file,
                        "ASSETS.SETTINGS",
                        "a slider needs its settings",
                    ))
                }
                (Some(s), _) => validate_slider(file, s)?,
                (None, false) => {}
            }
            for (i, item) in a.images.iter_mut().enumerate() {
                let field = format!("ASSETS.IMAGES[{i}]");
                item.index = i as i64;
                if item.listno == 0 {
                    item.listno = i as i64 + 1;
                }
                url_ok(file, &format!("{field}.URL"), &item.url)?;
                if !matches!(item.url_target.as_str(), "_self" | "_blank") {
                    return Err(error(
                        file,
                        format!("{field}.URL_TARGET"),
                        "_self or _blank",
                    ));
                }
                if item.col.values().any(|c| !(1..=12).contains(&c)) {
                    return Err(error(file, format!("{field}.COL"), "1 to 12 columns"));
                }
                image_ok(file, &format!("{field}.IMG1"), &mut item.img1, images)?;
                if let Some(img) = item.img2.as_mut() {
                    image_ok(file, &format!("{field}.IMG2"), img, images)?;
                }
                if let Some(img) = item.img3.as_mut() {
                    image_ok(file, &format!("{field}.IMG3"), img, images)?;
                }
            }
            a.images.sort_by_key(|i| i.listno);
            BlockAssets::Images(a)
        }
    };
    Ok(Block {
        id: head.id,
        parent_id: head.parent_id,
        page_id: head.page_id,
        name: head.name,
        assets,
    })
}

fn validate_slider(file: &str, s: &SliderSettings) -> Result<(), ContentError> {
    if s.perview.values().any(|v| !(v > 0.0 && v <= 12.0)) {
        return Err(error(
            file,
            "ASSETS.SETTINGS.PERVIEW",
            "above 0, at most 12 slides in view",
        ));
    }
    if s.margin.values().any(|v| v > 200) {
        return Err(error(file, "ASSETS.SETTINGS.MARGIN", "at most 200 px"));
    }
    if s.delay.is_some_and(|d| !(0.0..=120.0).contains(&d)) {
        return Err(error(file, "ASSETS.SETTINGS.DELAY", "0 to 120 seconds"));
    }
    for (field, flag) in [
        ("LOOP", s.r#loop),
        ("DISPLAY_NAVIGATION", s.display_navigation),
        ("DISPLAY_THUMBNAIL", s.display_thumbnail),
    ] {
        if flag > 1 {
            return Err(error(file, format!("ASSETS.SETTINGS.{field}"), "0 or 1"));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shipped_content_is_valid() {
        let content = Content::load(None).expect("the shipped content folder is valid");
        let names: Vec<_> = content.home(Lang::Tr).iter().map(|b| b.name).collect();
        for name in BlockName::ALL {
            assert!(names.contains(&name), "no {name:?} block");
        }
        for slug in REQUIRED_PAGES {
            for lang in Lang::ALL {
                assert!(content.page(lang, slug).is_some(), "{slug} {lang:?}");
            }
        }
    }

    #[test]
    fn texts_resolve_per_language_with_turkish_fallback() {
        let raw = serde_json::json!({"TITLE": {"tr": "Merhaba", "ar": "مرحبا"}, "N": 1});
        assert_eq!(localize(&raw, Lang::Ar)["TITLE"], "مرحبا");
        assert_eq!(localize(&raw, Lang::En)["TITLE"], "Merhaba");
        assert_eq!(localize(&raw, Lang::Tr)["N"], 1);
    }

    #[test]
    fn countdown_target_parses_with_offset() {
        // 1 March 2025 23:59:59 in Turkey (UTC+3) is 20:59:59 UTC.
        assert_eq!(
            parse_target("2025-03-01T23:59:59+03:00"),
            Some(1_740_862_799_000)
        );
        assert_eq!(parse_target("2025-02-30T10:00:00Z"), None);
        assert_eq!(parse_target("yarın"), None);
    }

    #[test]
    fn links_are_site_paths_or_https() {
        assert!(check_url("/kiz-cocuk?type2=5&stock=1").is_ok());
        assert!(check_url("https://example.com/a").is_ok());
        assert!(check_url("javascript:alert(1)").is_err());
        assert!(check_url("//evil.example").is_err());
        assert!(check_url("/a b").is_err());
    }

    /// The shipped folder with one file replaced (or added).
    fn shipped_with(name: &str, text: &str) -> Result<Content, ContentError> {
        let mut files: BTreeMap<String, Vec<u8>> = Embedded::iter()
            .filter_map(|n| Embedded::get(&n).map(|f| (n.to_string(), f.data.into_owned())))
            .collect();
        files.insert(name.to_string(), text.as_bytes().to_vec());
        Content::from_files(files)
    }

    #[test]
    fn page_tabs_and_popup_links_load_from_this_site() {
        let page = |section: &str| {
            let text =
                format!(r#"{{"TITLE": "Rehber", "DESCRIPTION": "", "SECTIONS": [{section}]}}"#);
            let mut files: BTreeMap<String, Vec<u8>> = BTreeMap::new();
            for lang in ["tr", "en", "ar"] {
                files.insert(
                    format!("pages/rehber.{lang}.json"),
                    text.clone().into_bytes(),
                );
            }
            let mut shipped: BTreeMap<String, Vec<u8>> = Embedded::iter()
                .filter_map(|n| Embedded::get(&n).map(|f| (n.to_string(), f.data.into_owned())))
                .collect();
            shipped.append(&mut files);
            Content::from_files(shipped)
        };
        let tabs = r#"{"HEADING": "Beden", "TABS": [{"TITLE": "Kız", "HREF": "/api/storefront/page?path=/a", "PROPERTY": "page"}],
            "LINKS": [{"TITLE": "Sözleşme", "HREF": "/api/storefront/page?path=/b"}]}"#;
        let content = page(tabs).expect("tabs and links alone make a section");
        let section = &content.page(Lang::Tr, "rehber").expect("page").sections[0];
        assert_eq!(section.tabs[0].property, "page");
        assert_eq!(section.links[0].property, "");
        for (href, field) in [
            ("https://elsewhere.example/x", "TABS[0].HREF"),
            ("//elsewhere.example/x", "TABS[0].HREF"),
            ("/a b", "TABS[0].HREF"),
        ] {
            let bad = page(&format!(
                r#"{{"TABS": [{{"TITLE": "Kız", "HREF": "{href}"}}]}}"#
            ))
            .expect_err(href);
            assert!(bad.field.ends_with(field), "{bad}");
        }
        let bad = page(r#"{"LINKS": [{"TITLE": " ", "HREF": "/x"}]}"#).expect_err("no title");
        assert_eq!(bad.field, "SECTIONS[0].LINKS[0].TITLE");
        let bad = page(r#"{"HEADING": "Boş"}"#).expect_err("an empty section");
        assert!(bad.reason.contains("TABS or LINKS"), "{bad}");
    }

    #[test]
    fn departments_have_their_own_ids_names_and_addresses() {
        let content = Content::load(None).expect("shipped content");
        assert_eq!(content.departments(Lang::Tr)[0].name, "Müşteri Hizmetleri");
        assert_eq!(content.departments(Lang::En)[0].name, "Customer service");
        assert!(content.department(Lang::Ar, 2).is_some());
        assert!(content.department(Lang::Tr, 99).is_none());
        for (text, field) in [
            (
                r#"{"DEPARTMENTS": [{"ID": 0, "NAME": "A", "EMAIL": "a@b.example"}]}"#,
                "DEPARTMENTS[0].ID",
            ),
            (
                r#"{"DEPARTMENTS": [{"ID": 1, "NAME": "A", "EMAIL": "a@b.example"}, {"ID": 1, "NAME": "B", "EMAIL": "b@b.example"}]}"#,
                "DEPARTMENTS[1].ID",
            ),
            (
                r#"{"DEPARTMENTS": [{"ID": 1, "NAME": " ", "EMAIL": "a@b.example"}]}"#,
                "DEPARTMENTS[0].NAME",
            ),
            (
                r#"{"DEPARTMENTS": [{"ID": 1, "NAME": "A", "EMAIL": "destek"}]}"#,
                "DEPARTMENTS[0].EMAIL",
            ),
        ] {
            let bad = shipped_with(DEPARTMENTS_FILE, text).expect_err(text);
            assert_eq!(
                (bad.file.as_str(), bad.field.as_str()),
                (DEPARTMENTS_FILE, field)
            );
        }
    }

    #[test]
    fn map_countries_are_iso_codes_on_the_globe() {
        let content = Content::load(None).expect("shipped content");
        assert_eq!(content.map_countries()[0].key, "TR");
        for (text, field) in [
            (r#"[{"key": "tr", "lat": 39, "lng": 35}]"#, "[0].key"),
            (
                r#"[{"key": "TR", "lat": 39, "lng": 35}, {"key": "TR", "lat": 1, "lng": 1}]"#,
                "[1].key",
            ),
            (r#"[{"key": "TR", "lat": 91, "lng": 35}]"#, "[0].lat"),
            (r#"[{"key": "TR", "lat": 39, "lng": 181}]"#, "[0].lng"),
        ] {
            let bad = shipped_with(MAP_COUNTRIES_FILE, text).expect_err(text);
            assert_eq!(
                (bad.file.as_str(), bad.field.as_str()),
                (MAP_COUNTRIES_FILE, field)
            );
        }
    }

    #[test]
    fn mobile_app_names_the_app_and_its_store_links() {
        let content = Content::load(None).expect("shipped content");
        let app = content
            .mobile_app(Lang::Tr)
            .expect("the shipped app has links");
        assert!(!app.name.is_empty());
        assert!(app.google_play_url.starts_with("https://play.google.com/"));
        assert!(app.app_store_url.starts_with("https://apps.apple.com/"));

        let no_links = shipped_with(MOBILE_APP_FILE, r#"{"NAME": "vitrin"}"#).expect("valid");
        assert!(
            no_links.mobile_app(Lang::Tr).is_none(),
            "no link, no banner"
        );

        let bad = shipped_with(
            MOBILE_APP_FILE,
            r#"{"NAME": "vitrin", "GOOGLE_PLAY_URL": "http://play.google.com/store/apps/details?id=x"}"#,
        )
        .expect_err("plain http is refused");
        assert_eq!(
            (bad.file.as_str(), bad.field.as_str()),
            (MOBILE_APP_FILE, "GOOGLE_PLAY_URL")
        );
        let bad = shipped_with(
            MOBILE_APP_FILE,
            r#"{"NAME": "vitrin", "APP_STORE_URL": "https://example.com/app"}"#,
        )
        .expect_err("another host is refused");
        assert_eq!(bad.field, "APP_STORE_URL");
        let bad = shipped_with(MOBILE_APP_FILE, r#"{"NAME": " ", "APP_STORE_URL": ""}"#)
            .expect_err("a name is needed");
        assert_eq!(bad.field, "NAME");
        let bad = shipped_with(MOBILE_APP_FILE, r#"{"NAME": "vitrin", "PLAY": ""}"#)
            .expect_err("unknown fields are refused");
        assert_eq!(bad.file, MOBILE_APP_FILE);
        assert!(bad.to_string().contains("PLAY"), "{bad}");
    }

    #[test]
    fn store_locator_needs_a_centre_on_the_globe() {
        let block = |center: &str| {
            format!(
                r#"{{"ID": 120, "PAGE_ID": 1, "NAME": "store_locator", "ASSETS": {{
                "TITLE": "Mağazalar", "DISPLAY_COUNTRY": 0, "DISPLAY_CITY": 1, "DISPLAY_TOWN": 1,
                "DISPLAY_GROUP": 0, "LIMIT": 12, "ZOOM": 6{center}}}}}"#
            )
        };
        let file = "home/20-store-locator.json";
        shipped_with(file, &block(r#", "CENTER": {"LAT": 39.0, "LNG": 35.2}"#)).expect("valid");
        let bad = shipped_with(file, &block("")).expect_err("the centre is required");
        assert_eq!(bad.field, "ASSETS");
        assert!(bad.reason.contains("CENTER"), "{bad}");
        let bad = shipped_with(file, &block(r#", "CENTER": {"LAT": 95.0, "LNG": 35.2}"#))
            .expect_err("latitude beyond the pole");
        assert_eq!(
            (bad.file.as_str(), bad.field.as_str()),
            (file, "ASSETS.CENTER.LAT")
        );
        let bad = shipped_with(file, &block(r#", "CENTER": {"LAT": 39.0, "LNG": 181}"#))
            .expect_err("longitude out of range");
        assert_eq!(bad.field, "ASSETS.CENTER.LNG");
    }

    #[test]
    fn svg_needs_width_and_height() {
        assert_eq!(
            svg_size(br#"<svg xmlns="x" width="640" height="320" viewBox="0 0 640 320">"#),
            Some((640, 320))
        );
        assert_eq!(svg_size(br#"<svg viewBox="0 0 1 1">"#), None);
    }
}
