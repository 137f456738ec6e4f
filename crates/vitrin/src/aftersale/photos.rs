//! Photos of a defect sent with a return: at most three, each a JPEG, PNG or WebP of at most
//! 5 MB. Each is decoded (what is not an image is refused by its content, not its name), shrunk
//! to 1600 pixels on its longer side and written again as WebP, which drops the camera's metadata
//! (places, times), under the data folder's `returns/` with a random name, as product images are
//! kept as WebP files under `images/`. The back office fetches them by name with its key.

use std::{
    io::Cursor,
    path::{Path, PathBuf},
};

use image::{DynamicImage, ImageFormat, ImageReader, Limits};

/// The most photos of one return.
pub const MAX_PHOTOS: usize = 3;
/// The most bytes of one photo as sent.
pub const MAX_PHOTO_BYTES: usize = 5 * 1024 * 1024;
/// The longer side of a photo as kept.
const KEPT_SIDE: u32 = 1600;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PhotoError {
    NotImage,
    TooLarge,
}

/// The folder of the return photos.
pub fn folder(data_dir: &Path) -> PathBuf {
    data_dir.join("returns")
}

/// Decodes a photo as sent: a JPEG, PNG or WebP within the limits.
pub fn decode(bytes: &[u8]) -> Result<DynamicImage, PhotoError> {
    if bytes.len() > MAX_PHOTO_BYTES {
        return Err(PhotoError::TooLarge);
    }
    let format = image::guess_format(bytes).map_err(|_| PhotoError::NotImage)?;
    if !matches!(
        format,
        ImageFormat::Jpeg | ImageFormat::Png | ImageFormat::WebP
    ) {
        return Err(PhotoError::NotImage);
    }
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    // A small file may claim a huge picture: no more than 50 megapixels are decoded.
    let mut limits = Limits::default();
    limits.max_image_width = Some(10_000);
    limits.max_image_height = Some(10_000);
    limits.max_alloc = Some(200 * 1024 * 1024);
    reader.limits(limits);
    let image = reader.decode().map_err(|_| PhotoError::NotImage)?;
    if u64::from(image.width()) * u64::from(image.height()) > 50_000_000 {
        return Err(PhotoError::TooLarge);
    }
    Ok(image)
}

/// Writes a decoded photo into `folder` as WebP under a new random name; the name.
pub fn store(folder: &Path, image: &DynamicImage) -> std::io::Result<String> {
    let kept = if image.width().max(image.height()) > KEPT_SIDE {
        image.thumbnail(KEPT_SIDE, KEPT_SIDE)
    } else {
        image.clone()
    };
    let mut out = Vec::new();
    kept.to_rgb8()
        .write_to(&mut Cursor::new(&mut out), ImageFormat::WebP)
        .map_err(std::io::Error::other)?;
    std::fs::create_dir_all(folder)?;
    let name = format!("{:032x}.webp", rand::random::<u128>());
    let part = folder.join(format!("{name}.part"));
    std::fs::write(&part, &out)?;
    std::fs::rename(&part, folder.join(&name))?;
    Ok(name)
}

/// A photo's path in `folder`, when `file` is a name [`store`] gives (never a path elsewhere).
pub fn path_of(folder: &Path, file: &str) -> Option<PathBuf> {
    let stem = file.strip_suffix(".webp")?;
    (stem.len() == 32 && stem.bytes().all(|b| b.is_ascii_hexdigit())).then(|| folder.join(file))
}

/// Removes photos stored for a return that was then refused.
pub fn remove(folder: &Path, files: &[String]) {
    for file in files {
        if let Some(path) = path_of(folder, file) {
            let _ = std::fs::remove_file(path);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png(width: u32, height: u32) -> Vec<u8> {
        let mut out = Vec::new();
        DynamicImage::new_rgb8(width, height)
            .write_to(&mut Cursor::new(&mut out), ImageFormat::Png)
            .unwrap();
        out
    }

    #[test]
    fn a_photo_is_an_image_by_its_content_and_is_kept_small_as_webp() {
        assert_eq!(
            decode(b"%PDF-1.7 not a photo").unwrap_err(),
            PhotoError::NotImage
        );
        let mut truncated = png(40, 30);
        truncated.truncate(30);
        assert_eq!(decode(&truncated).unwrap_err(), PhotoError::NotImage);
        let big = vec![0u8; MAX_PHOTO_BYTES + 1];
        assert_eq!(decode(&big).unwrap_err(), PhotoError::TooLarge);

        let dir = tempfile::tempdir().unwrap();
        let image = decode(&png(3200, 1000)).unwrap();
        let name = store(dir.path(), &image).unwrap();
        let kept = image::open(path_of(dir.path(), &name).unwrap()).unwrap();
        assert_eq!((kept.width(), kept.height()), (1600, 500));
        assert_eq!(
            image::guess_format(&std::fs::read(dir.path().join(&name)).unwrap()).unwrap(),
            ImageFormat::WebP
        );
    }

    #[test]
    fn only_stored_names_lead_to_a_file() {
        let folder = Path::new("/srv/returns");
        assert!(path_of(folder, "0123456789abcdef0123456789abcdef.webp").is_some());
        for bad in [
            "../secret.key",
            "0123456789abcdef0123456789abcdef.png",
            "0123456789abcdef0123456789abcde/.webp",
            ".webp",
        ] {
            assert!(path_of(folder, bad).is_none(), "{bad}");
        }
    }
}
