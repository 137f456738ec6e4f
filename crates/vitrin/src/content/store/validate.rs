//! The checks of each content file: links, images, pages, blocks and the optional files.

use std::collections::{HashMap, HashSet};

use serde_json::Value;
use sha2::{Digest, Sha256};

use super::{error, parse, ContentError, IMAGE_PREFIX};
use crate::content::model::*;

/// The app banner sends shoppers straight to these links, so each must be an https address in
/// its store (a site path or another host is a mistake in the file).
pub(super) fn validate_departments(
    name: &str,
    departments: &[Department],
) -> Result<(), ContentError> {
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

pub(super) fn validate_map_countries(
    name: &str,
    countries: &[MapCountry],
) -> Result<(), ContentError> {
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

pub(super) fn validate_mobile_app(name: &str, app: &MobileApp) -> Result<(), ContentError> {
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

pub(super) fn validate_page(name: &str, page: &ContentPage) -> Result<(), ContentError> {
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
pub(super) fn describe_image(
    name: &str,
    rest: &str,
    bytes: &[u8],
) -> Result<(Image, String), ContentError> {
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
    let version: String = hex::encode(&Sha256::digest(bytes)[..4]);
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

pub(super) fn svg_size(bytes: &[u8]) -> Option<(u32, u32)> {
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

pub(super) fn block_from_json(
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

/// A size table's categories are its own; its rows grow in age and height without overlapping,
/// each range from a smaller to a larger number.
pub(super) fn validate_size_tables(name: &str, tables: &[SizeTable]) -> Result<(), ContentError> {
    let mut categories = HashSet::new();
    for (t, table) in tables.iter().enumerate() {
        let at = |field: &str| format!("TABLES[{t}].{field}");
        if table.categories.is_empty() {
            return Err(error(name, at("CATEGORIES"), "at least one category slug"));
        }
        for slug in &table.categories {
            if slug.trim().is_empty() || !categories.insert(slug.as_str()) {
                return Err(error(
                    name,
                    at("CATEGORIES"),
                    format!("'{slug}': a slug, in one table only"),
                ));
            }
        }
        if table.title.trim().is_empty() {
            return Err(error(name, at("TITLE"), "must not be empty"));
        }
        if table.rows.is_empty() {
            return Err(error(name, at("ROWS"), "at least one size"));
        }
        let mut sizes = HashSet::new();
        for (r, row) in table.rows.iter().enumerate() {
            let field = |f: &str| at(&format!("ROWS[{r}].{f}"));
            if row.size.trim().is_empty() || !sizes.insert(row.size.as_str()) {
                return Err(error(name, field("SIZE"), "a size, each row its own"));
            }
            if row.age_months[0] >= row.age_months[1] {
                return Err(error(
                    name,
                    field("AGE_MONTHS"),
                    "from a smaller to a larger age",
                ));
            }
            if row.height_cm[0] > row.height_cm[1] {
                return Err(error(
                    name,
                    field("HEIGHT_CM"),
                    "from a smaller to a larger height",
                ));
            }
            let [light, heavy] = row.weight_kg;
            if !(light > 0.0 && light <= heavy && heavy.is_finite()) {
                return Err(error(
                    name,
                    field("WEIGHT_KG"),
                    "from a smaller to a larger weight",
                ));
            }
            if let Some(before) = r.checked_sub(1).map(|b| &table.rows[b]) {
                if row.height_cm[0] <= before.height_cm[1] {
                    return Err(error(name, field("HEIGHT_CM"), "above the row before"));
                }
                if row.age_months[0] < before.age_months[1] {
                    return Err(error(
                        name,
                        field("AGE_MONTHS"),
                        "from the row before's end on",
                    ));
                }
            }
        }
    }
    Ok(())
}
