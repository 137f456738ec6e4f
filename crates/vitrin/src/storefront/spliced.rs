//! A page's HTML as its fixed parts and the places where one shopper's parts go: the style nonce,
//! the member, the CSRF token and the cookie notice. The page is rendered once with a marker in
//! each place (`Slot::marker`) and cut at the markers; an answer is a body of chunks, the fixed
//! parts (shared, not copied) between the shopper's, with its whole length known.
//!
//! A kept page also holds its fixed parts gzip-compressed, each as deflate blocks of its own that
//! end on a byte (a sync flush) and refer to nothing outside it. A gzip answer is those blocks
//! with the shopper's parts between them in stored (uncompressed) blocks, a last empty block, and
//! the checksum combined from the parts' own: one valid gzip stream (RFC 1951, 1952), made
//! without compressing anything per request.

use std::{
    collections::VecDeque,
    convert::Infallible,
    pin::Pin,
    task::{Context, Poll},
};

use axum::body::Bytes;
use crc32fast::Hasher;
use flate2::{Compress, CompressError, Compression, FlushCompress};
use http_body::{Frame, SizeHint};
use sha2::{Digest, Sha256};

/// A place in the page that differs from one shopper (or answer) to the next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Slot {
    /// The style nonce of the page's content security policy.
    Nonce,
    /// The settings' `MEMBER_INFO` object.
    Member,
    /// The settings' `CART_CSRF_TOKEN`.
    CsrfToken,
    /// The cookie notice of the first paint, empty once accepted.
    CookieNotice,
}

impl Slot {
    const ALL: [Slot; 4] = [
        Slot::Nonce,
        Slot::Member,
        Slot::CsrfToken,
        Slot::CookieNotice,
    ];

    /// What the page is rendered with in this place. The member's marker is a JSON string, so
    /// the settings holding it serialize; the others are plain text no escaping changes.
    pub const fn marker(self) -> &'static str {
        match self {
            Slot::Nonce => "vitrin-slot-c41e-nonce",
            Slot::Member => "\"vitrin-slot-c41e-member\"",
            Slot::CsrfToken => "vitrin-slot-c41e-csrf",
            Slot::CookieNotice => "<!--vitrin-slot-c41e-notice-->",
        }
    }
}

/// One answer's parts, each ready for its place (the member as the page's script JSON, the
/// notice as HTML).
pub struct Shopper<'a> {
    pub nonce: &'a str,
    pub member: &'a str,
    pub csrf_token: &'a str,
    pub cookie_notice: &'a str,
}

impl Shopper<'_> {
    fn part(&self, slot: Slot) -> &[u8] {
        match slot {
            Slot::Nonce => self.nonce,
            Slot::Member => self.member,
            Slot::CsrfToken => self.csrf_token,
            Slot::CookieNotice => self.cookie_notice,
        }
        .as_bytes()
    }
}

enum Piece {
    Fixed(usize),
    Slot(Slot),
}

/// The fixed parts compressed: their deflate blocks and their checksums.
struct Deflated {
    blocks: Vec<Bytes>,
    sums: Vec<Hasher>,
}

pub struct Spliced {
    fixed: Vec<Bytes>,
    pieces: Vec<Piece>,
    deflated: Option<Deflated>,
    /// The hash of the page as rendered, markers and all: equal pages, equal tags.
    tag: String,
}

/// A gzip member's header: deflate, no name or time, operating system unknown.
const GZIP_HEADER: [u8; 10] = [0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff];
/// A last, empty stored block: it ends the deflate stream.
const LAST_BLOCK: [u8; 5] = [0x01, 0, 0, 0xff, 0xff];

impl Spliced {
    /// Cuts a page rendered with the markers at each of them.
    pub fn cut(html: &str) -> Self {
        let mut fixed = Vec::new();
        let mut pieces = Vec::new();
        let mut rest = html;
        loop {
            let next = Slot::ALL
                .into_iter()
                .filter_map(|slot| rest.find(slot.marker()).map(|at| (at, slot)))
                .min_by_key(|(at, _)| *at);
            pieces.push(Piece::Fixed(fixed.len()));
            let Some((at, slot)) = next else {
                fixed.push(Bytes::copy_from_slice(rest.as_bytes()));
                break;
            };
            fixed.push(Bytes::copy_from_slice(&rest.as_bytes()[..at]));
            pieces.push(Piece::Slot(slot));
            rest = &rest[at + slot.marker().len()..];
        }
        Self {
            fixed,
            pieces,
            deflated: None,
            tag: hex::encode(&Sha256::digest(html)[..12]),
        }
    }

    /// The page's tag: it changes with anything in the page but the shopper's parts.
    pub fn tag(&self) -> &str {
        &self.tag
    }

    /// Compresses the fixed parts, for `gzip`; a part that fails to compress leaves the page
    /// answered as text.
    pub fn compressed(mut self) -> Self {
        let blocks: Result<Vec<_>, _> = self.fixed.iter().map(|f| deflate(f)).collect();
        self.deflated = blocks.ok().map(|blocks| Deflated {
            sums: self.fixed.iter().map(|f| checksum(f)).collect(),
            blocks: blocks.into_iter().map(Bytes::from).collect(),
        });
        self
    }

    /// Whether `gzip` answers: the fixed parts were compressed.
    pub fn is_compressed(&self) -> bool {
        self.deflated.is_some()
    }

    /// What it holds in memory, roughly.
    pub fn weight(&self) -> usize {
        let fixed: usize = self.fixed.iter().map(Bytes::len).sum();
        let deflated: usize = self
            .deflated
            .iter()
            .flat_map(|d| d.blocks.iter())
            .map(Bytes::len)
            .sum();
        fixed + deflated
    }

    /// The page for one answer.
    pub fn body(&self, shopper: &Shopper) -> Chunks {
        let mut body = Chunks::default();
        for piece in &self.pieces {
            match *piece {
                Piece::Fixed(i) => body.push(self.fixed[i].clone()),
                Piece::Slot(slot) => body.push(Bytes::copy_from_slice(shopper.part(slot))),
            }
        }
        body
    }

    /// The page for one answer as a gzip stream, when the page was compressed.
    pub fn gzip(&self, shopper: &Shopper) -> Option<Chunks> {
        let deflated = self.deflated.as_ref()?;
        let mut body = Chunks::default();
        body.push(Bytes::from_static(&GZIP_HEADER));
        let mut sum = Hasher::new();
        let mut length = 0usize;
        for piece in &self.pieces {
            match *piece {
                Piece::Fixed(i) => {
                    body.push(deflated.blocks[i].clone());
                    sum.combine(&deflated.sums[i]);
                    length += self.fixed[i].len();
                }
                Piece::Slot(slot) => {
                    let part = shopper.part(slot);
                    body.push(stored_blocks(part).into());
                    sum.combine(&checksum(part));
                    length += part.len();
                }
            }
        }
        let mut end = Vec::with_capacity(LAST_BLOCK.len() + 8);
        end.extend_from_slice(&LAST_BLOCK);
        end.extend_from_slice(&sum.finalize().to_le_bytes());
        // The size modulo 2^32, as the format keeps it.
        end.extend_from_slice(&(length as u32).to_le_bytes());
        body.push(end.into());
        Some(body)
    }
}

/// An answer's body: its chunks in order, their whole length told ahead (`Content-Length`).
#[derive(Default)]
pub struct Chunks {
    chunks: VecDeque<Bytes>,
    left: u64,
}

impl Chunks {
    fn push(&mut self, chunk: Bytes) {
        if !chunk.is_empty() {
            self.left += chunk.len() as u64;
            self.chunks.push_back(chunk);
        }
    }
}

impl http_body::Body for Chunks {
    type Data = Bytes;
    type Error = Infallible;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        _: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, Infallible>>> {
        let next = self.chunks.pop_front();
        if let Some(chunk) = &next {
            self.left -= chunk.len() as u64;
        }
        Poll::Ready(next.map(|chunk| Ok(Frame::data(chunk))))
    }

    fn is_end_stream(&self) -> bool {
        self.chunks.is_empty()
    }

    fn size_hint(&self) -> SizeHint {
        SizeHint::with_exact(self.left)
    }
}

fn checksum(bytes: &[u8]) -> Hasher {
    let mut h = Hasher::new();
    h.update(bytes);
    h
}

/// `text` as raw deflate blocks of its own, ending on a byte boundary and not the last.
fn deflate(text: &[u8]) -> Result<Vec<u8>, CompressError> {
    let mut c = Compress::new(Compression::default(), false);
    let mut out = Vec::with_capacity(text.len() / 3 + 64);
    loop {
        out.reserve(out.len().max(1024));
        let read = usize::try_from(c.total_in()).unwrap_or(text.len());
        c.compress_vec(&text[read..], &mut out, FlushCompress::Sync)?;
        // The flush is complete once it leaves room in the output.
        if usize::try_from(c.total_in()).ok() == Some(text.len()) && out.len() < out.capacity() {
            return Ok(out);
        }
    }
}

/// `bytes` as stored blocks (not the last), at a byte boundary.
fn stored_blocks(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(bytes.len() + 5);
    for chunk in bytes.chunks(usize::from(u16::MAX)) {
        // Fits: a chunk is at most u16::MAX long.
        let len = chunk.len() as u16;
        out.push(0);
        out.extend_from_slice(&len.to_le_bytes());
        out.extend_from_slice(&(!len).to_le_bytes());
        out.extend_from_slice(chunk);
    }
    out
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use super::*;

    fn page() -> String {
        let cards = "<li class=\"card\">Kız çocuk elbise, 249,90 TL</li>".repeat(400);
        format!(
            "<html><head><meta name=\"csp-nonce\" content=\"{}\"></head><body>\
             <script>{{\"MEMBER_INFO\":{},\"CART_CSRF_TOKEN\":\"{}\"}}</script>\
             <main>{cards}</main>{}</body></html>",
            Slot::Nonce.marker(),
            Slot::Member.marker(),
            Slot::CsrfToken.marker(),
            Slot::CookieNotice.marker(),
        )
    }

    fn shopper(notice: &str) -> Shopper<'_> {
        Shopper {
            nonce: "0f3a",
            member: "{\"ID\":7}",
            csrf_token: "tok-1",
            cookie_notice: notice,
        }
    }

    fn bytes(body: Chunks) -> Vec<u8> {
        assert_eq!(
            body.chunks.iter().map(Bytes::len).sum::<usize>() as u64,
            body.left
        );
        body.chunks.into_iter().flatten().collect()
    }

    fn text(body: Chunks) -> String {
        String::from_utf8(bytes(body)).expect("UTF-8")
    }

    fn gunzip(body: Chunks) -> String {
        let mut text = String::new();
        flate2::read::GzDecoder::new(&bytes(body)[..])
            .read_to_string(&mut text)
            .expect("a valid gzip stream");
        text
    }

    #[test]
    fn the_shoppers_parts_go_where_the_markers_were() {
        let spliced = Spliced::cut(&page());
        let text = text(spliced.body(&shopper("<section>Çerez</section>")));
        assert!(text.starts_with("<html><head><meta name=\"csp-nonce\" content=\"0f3a\">"));
        assert!(text.contains("{\"MEMBER_INFO\":{\"ID\":7},\"CART_CSRF_TOKEN\":\"tok-1\"}"));
        assert!(text.ends_with("</main><section>Çerez</section></body></html>"));
        assert!(!text.contains("vitrin-slot"));
        assert!(spliced.gzip(&shopper("")).is_none(), "not compressed");
    }

    #[test]
    fn the_gzip_answer_unpacks_to_the_text_answer() {
        let spliced = Spliced::cut(&page()).compressed();
        let big_notice = "ç".repeat(40_000);
        for notice in ["", "<section>Çerez</section>", big_notice.as_str()] {
            let s = shopper(notice);
            let gz = spliced.gzip(&s).expect("compressed");
            assert_eq!(gunzip(gz), text(spliced.body(&s)));
        }
        let gz = bytes(spliced.gzip(&shopper("")).expect("compressed"));
        let plain = bytes(spliced.body(&shopper("")));
        assert!(
            gz.len() * 5 < plain.len(),
            "{} of {}",
            gz.len(),
            plain.len()
        );
    }

    #[test]
    fn a_page_without_markers_is_one_part() {
        let spliced = Spliced::cut("<p>yok</p>").compressed();
        assert_eq!(text(spliced.body(&shopper("x"))), "<p>yok</p>");
        let gz = spliced.gzip(&shopper("x")).expect("compressed");
        assert_eq!(gunzip(gz), "<p>yok</p>");
    }

    #[test]
    fn the_tag_follows_the_page() {
        let tag = |html: &str| Spliced::cut(html).tag().to_string();
        assert_eq!(tag(&page()), tag(&page()));
        assert_eq!(tag(&page()).len(), 24);
        assert_ne!(tag(&page()), tag(&page().replace("</main>", "</main> ")));
    }
}
