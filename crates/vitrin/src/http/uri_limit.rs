//! An address longer than hyper reads (64 KiB, the most `http::Uri` holds) never reaches the
//! router: hyper answers 414 itself, with no body and none of the shop's headers. Every
//! connection's bytes pass through `Guarded`, which keeps the head of the request being read;
//! when hyper writes that bare 414, the router is asked instead for the shop's own (see
//! `UriTooLong`) with the head's headers and language, and its answer goes out in its place.

use std::{
    future::Future,
    io,
    net::SocketAddr,
    pin::Pin,
    task::{ready, Context, Poll},
};

use axum::{
    body::Body,
    extract::Request,
    http::{header, HeaderName, HeaderValue},
    response::Response,
    serve::Listener,
    Router,
};
use tokio::{
    io::{AsyncRead, AsyncWrite, ReadBuf},
    net::{TcpListener, TcpStream},
};
use tower::ServiceExt;

use crate::locale::Lang;

/// Left on a request made for a head whose address hyper refused: `http::errors` answers it
/// with the 414 it gives every address over its limit.
#[derive(Debug, Clone, Copy)]
pub struct UriTooLong;

/// A head is kept up to this size; hyper refuses a larger one (431) before any 414.
const MAX_KEPT_HEAD: usize = 512 * 1024;
/// The answer to replace is small; a larger body than this is not collected.
const MAX_ANSWER_BYTES: usize = 64 * 1024;

/// The server's listener: each connection is `Guarded` with the app.
pub struct GuardedListener {
    listener: TcpListener,
    app: Router,
}

impl GuardedListener {
    pub fn new(listener: TcpListener, app: Router) -> Self {
        GuardedListener { listener, app }
    }
}

impl Listener for GuardedListener {
    type Io = Guarded;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Guarded, SocketAddr) {
        let (io, address) = Listener::accept(&mut self.listener).await;
        (Guarded::new(io, self.app.clone()), address)
    }

    fn local_addr(&self) -> io::Result<SocketAddr> {
        self.listener.local_addr()
    }
}

type Asking = Pin<Box<dyn Future<Output = Vec<u8>> + Send>>;

enum Replacement {
    /// Nothing replaced: bytes pass through.
    None,
    /// The router is being asked for the answer.
    Asking(Asking),
    /// The answer's bytes, written up to the index.
    Writing(Vec<u8>, usize),
    /// Written; hyper closes the connection, and what else it writes is dropped.
    Done,
}

/// A connection's stream that keeps the head being read (see the module's head).
pub struct Guarded {
    io: TcpStream,
    app: Router,
    /// The bytes read since the last answer, until the end of the head.
    head: Vec<u8>,
    head_complete: bool,
    replacement: Replacement,
}

impl Guarded {
    fn new(io: TcpStream, app: Router) -> Self {
        Guarded {
            io,
            app,
            head: Vec::new(),
            head_complete: false,
            replacement: Replacement::None,
        }
    }

    fn keep(&mut self, read: &[u8]) {
        if self.head_complete || self.head.len() >= MAX_KEPT_HEAD {
            return;
        }
        // The blank line may straddle two reads: look from a little before the new bytes.
        let from = self.head.len().saturating_sub(3);
        let room = MAX_KEPT_HEAD - self.head.len();
        self.head.extend_from_slice(&read[..read.len().min(room)]);
        self.head_complete = self.head[from..].windows(4).any(|w| w == b"\r\n\r\n");
    }

    /// Writes the router's answer in place of hyper's; Ready once all of it is written.
    fn poll_replacement(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        loop {
            match &mut self.replacement {
                Replacement::None | Replacement::Done => return Poll::Ready(Ok(())),
                Replacement::Asking(asking) => {
                    let bytes = ready!(asking.as_mut().poll(cx));
                    self.replacement = Replacement::Writing(bytes, 0);
                }
                Replacement::Writing(bytes, at) => {
                    while *at < bytes.len() {
                        let n = ready!(Pin::new(&mut self.io).poll_write(cx, &bytes[*at..]))?;
                        if n == 0 {
                            return Poll::Ready(Err(io::ErrorKind::WriteZero.into()));
                        }
                        *at += n;
                    }
                    self.replacement = Replacement::Done;
                }
            }
        }
    }
}

/// hyper's own answer to an address over its limit: a 414 with no body.
fn is_bare_uri_too_long(written: &[u8]) -> bool {
    written.starts_with(b"HTTP/1.1 414 ")
        && written
            .windows(19)
            .any(|w| w.eq_ignore_ascii_case(b"\r\ncontent-length: 0"))
}

/// The request the router answers for a refused head: its method and headers, and of its
/// address only the `language` (a shop's code), so the answer is in the shopper's language.
fn request_for(head: &[u8]) -> Request {
    let mut lines = head
        .split(|b| *b == b'\n')
        .map(|l| l.strip_suffix(b"\r").unwrap_or(l));
    let mut target = "/".to_string();
    let mut builder = Request::builder();
    if let Some(line) = lines.next() {
        let mut words = line.split(|b| *b == b' ');
        if let Some(method) = words.next() {
            builder = builder.method(method);
        }
        let query = words
            .next()
            .and_then(|t| t.iter().position(|b| *b == b'?').map(|at| &t[at + 1..]));
        let lang = query.and_then(|q| {
            url::form_urlencoded::parse(q)
                .find(|(k, _)| k == "language")
                .and_then(|(_, v)| Lang::parse(&v))
        });
        if let Some(lang) = lang {
            target = format!("/?language={}", lang.code());
        }
    }
    for line in lines.take_while(|l| !l.is_empty()) {
        let Some(colon) = line.iter().position(|b| *b == b':') else {
            continue;
        };
        let (Ok(name), Ok(value)) = (
            HeaderName::from_bytes(&line[..colon]),
            HeaderValue::from_bytes(line[colon + 1..].trim_ascii()),
        ) else {
            continue;
        };
        // The made request has no body.
        if name != header::CONTENT_LENGTH && name != header::TRANSFER_ENCODING {
            builder = builder.header(name, value);
        }
    }
    let mut request = builder
        .uri(target)
        .body(Body::empty())
        .unwrap_or_else(|_| Request::new(Body::empty()));
    request.extensions_mut().insert(UriTooLong);
    request
}

/// An HTTP/1.1 answer's bytes; the connection closes after it, as hyper's would have.
async fn bytes_of(response: Response) -> Vec<u8> {
    let (parts, body) = response.into_parts();
    let body = axum::body::to_bytes(body, MAX_ANSWER_BYTES)
        .await
        .unwrap_or_default();
    let status = parts.status;
    let mut out = format!(
        "HTTP/1.1 {} {}\r\n",
        status.as_str(),
        status.canonical_reason().unwrap_or("")
    )
    .into_bytes();
    for (name, value) in &parts.headers {
        if name == header::CONTENT_LENGTH
            || name == header::TRANSFER_ENCODING
            || name == header::CONNECTION
        {
            continue;
        }
        out.extend_from_slice(name.as_str().as_bytes());
        out.extend_from_slice(b": ");
        out.extend_from_slice(value.as_bytes());
        out.extend_from_slice(b"\r\n");
    }
    out.extend_from_slice(format!("content-length: {}\r\n", body.len()).as_bytes());
    out.extend_from_slice(b"connection: close\r\n\r\n");
    out.extend_from_slice(&body);
    out
}

impl AsyncRead for Guarded {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let before = buf.filled().len();
        ready!(Pin::new(&mut this.io).poll_read(cx, buf))?;
        this.keep(&buf.filled()[before..]);
        Poll::Ready(Ok(()))
    }
}

impl AsyncWrite for Guarded {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        if let Replacement::None = this.replacement {
            if !is_bare_uri_too_long(buf) {
                // An answer is going out: what is read next is the next request's head.
                this.head = Vec::new();
                this.head_complete = false;
                return Pin::new(&mut this.io).poll_write(cx, buf);
            }
            let request = request_for(&this.head);
            let app = this.app.clone();
            this.replacement = Replacement::Asking(Box::pin(async move {
                match app.oneshot(request).await {
                    Ok(response) => bytes_of(response).await,
                    Err(never) => match never {},
                }
            }));
        }
        ready!(this.poll_replacement(cx))?;
        // hyper's bytes stand replaced.
        Poll::Ready(Ok(buf.len()))
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        ready!(this.poll_replacement(cx))?;
        Pin::new(&mut this.io).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        ready!(this.poll_replacement(cx))?;
        Pin::new(&mut this.io).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_hypers_bodiless_414_is_replaced() {
        assert!(is_bare_uri_too_long(
            b"HTTP/1.1 414 URI Too Long\r\ncontent-length: 0\r\ndate: x\r\n\r\n"
        ));
        assert!(!is_bare_uri_too_long(
            b"HTTP/1.1 414 URI Too Long\r\ncontent-type: application/json\r\ncontent-length: 95\r\n\r\n"
        ));
        assert!(!is_bare_uri_too_long(
            b"HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n"
        ));
    }

    #[test]
    fn the_made_request_keeps_the_headers_and_the_language() {
        let head = format!(
            "GET /arama?q={}&language=en HTTP/1.1\r\nHost: shop.example\r\nCookie: language=ar\r\nContent-Length: 3\r\n\r\n",
            "a".repeat(100)
        );
        let request = request_for(head.as_bytes());
        assert_eq!(request.uri(), "/?language=en");
        assert_eq!(request.headers()["cookie"], "language=ar");
        assert!(request.headers().get("content-length").is_none());
        assert!(request.extensions().get::<UriTooLong>().is_some());
        let unknown = request_for(b"POST /x?language=xx HTTP/1.1\r\n\r\n");
        assert_eq!(unknown.uri(), "/");
        assert_eq!(unknown.method(), "POST");
    }
}
