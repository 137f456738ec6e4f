//! Product images for the demo catalogue: flat illustrations of children's
//! garments drawn in a variant's colour and encoded as WebP.

use std::io::Write;
use std::path::{Path as FsPath, PathBuf};

use image::codecs::webp::WebPEncoder;
use image::ExtendedColorType;
use tiny_skia::{
    Color, FillRule, LineCap, LineJoin, Paint, Path, PathBuilder, Pixmap, Stroke, StrokeDash,
    Transform,
};

/// The kinds of garment the demo catalogue can show.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Garment {
    Shirt,
    Sweatshirt,
    Trousers,
    TrouserSet,
    Jacket,
    Set,
    Suit,
    Dress,
    Bodysuit,
    BabyDress,
}

impl Garment {
    pub const ALL: [Garment; 10] = [
        Garment::Shirt,
        Garment::Sweatshirt,
        Garment::Trousers,
        Garment::TrouserSet,
        Garment::Jacket,
        Garment::Set,
        Garment::Suit,
        Garment::Dress,
        Garment::Bodysuit,
        Garment::BabyDress,
    ];

    /// A stable key used in image file names; never change an existing one,
    /// since stored images are looked up by it.
    pub fn key(self) -> &'static str {
        match self {
            Garment::Shirt => "shirt",
            Garment::Sweatshirt => "sweatshirt",
            Garment::Trousers => "trousers",
            Garment::TrouserSet => "trouser-set",
            Garment::Jacket => "jacket",
            Garment::Set => "set",
            Garment::Suit => "suit",
            Garment::Dress => "dress",
            Garment::Bodysuit => "bodysuit",
            Garment::BabyDress => "baby-dress",
        }
    }
}

/// One of the sizes every product image is stored in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImageSize {
    pub name: &'static str,
    pub width: u32,
    pub height: u32,
}

pub const IMAGE_SIZES: [ImageSize; 3] = [
    ImageSize {
        name: "small",
        width: 240,
        height: 300,
    },
    ImageSize {
        name: "medium",
        width: 480,
        height: 600,
    },
    ImageSize {
        name: "big",
        width: 960,
        height: 1200,
    },
];

#[derive(Debug, thiserror::Error)]
pub enum ImageError {
    #[error("invalid colour {0:?}, expected #RRGGBB")]
    InvalidColour(String),
    #[error("invalid image size {width}x{height}")]
    InvalidSize { width: u32, height: u32 },
    #[error("could not encode image: {0}")]
    Encode(#[from] image::ImageError),
    #[error("could not write {path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
}

/// Draws `garment` filled with `hex` ("#RRGGBB") on a soft light background,
/// encoded as lossless WebP.
pub fn render_webp(
    garment: Garment,
    hex: &str,
    width: u32,
    height: u32,
) -> Result<Vec<u8>, ImageError> {
    let pixmap = render_pixmap(garment, hex, width, height)?;
    // Every pixel is opaque, so premultiplied RGBA equals plain RGBA and the
    // alpha channel can be dropped to keep the files smaller.
    let rgb: Vec<u8> = pixmap
        .data()
        .chunks_exact(4)
        .flat_map(|px| [px[0], px[1], px[2]])
        .collect();
    let mut out = Vec::new();
    WebPEncoder::new_lossless(&mut out).encode(&rgb, width, height, ExtendedColorType::Rgb8)?;
    Ok(out)
}

/// The file stem used for a (garment, colour): e.g. "dress-e94b6a".
pub fn image_stem(garment: Garment, hex: &str) -> String {
    let colour: String = hex
        .trim_start_matches('#')
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect();
    format!("{}-{colour}", garment.key())
}

/// Writes every size of one stem into `dir` as `{stem}-{size}.webp` unless
/// the files already exist.
pub fn write_image_set(dir: &FsPath, garment: Garment, hex: &str) -> Result<(), ImageError> {
    let io_err = |path: &FsPath| {
        let path = path.to_path_buf();
        move |source| ImageError::Io { path, source }
    };
    std::fs::create_dir_all(dir).map_err(io_err(dir))?;
    let stem = image_stem(garment, hex);
    for size in IMAGE_SIZES {
        let path = dir.join(format!("{stem}-{}.webp", size.name));
        if path.exists() {
            continue;
        }
        let bytes = render_webp(garment, hex, size.width, size.height)?;
        // Write beside the target and rename, so an interrupted run never
        // leaves a truncated file that a later run would take as done.
        let tmp = dir.join(format!(".{stem}-{}.webp.tmp", size.name));
        let mut file = std::fs::File::create(&tmp).map_err(io_err(&tmp))?;
        file.write_all(&bytes).map_err(io_err(&tmp))?;
        drop(file);
        std::fs::rename(&tmp, &path).map_err(io_err(&path))?;
    }
    Ok(())
}

fn render_pixmap(
    garment: Garment,
    hex: &str,
    width: u32,
    height: u32,
) -> Result<Pixmap, ImageError> {
    let fill = Rgb::parse(hex).ok_or_else(|| ImageError::InvalidColour(hex.to_owned()))?;
    let mut pixmap = Pixmap::new(width, height).ok_or(ImageError::InvalidSize { width, height })?;
    pixmap.fill(BACKGROUND.color());

    // Garments are designed on a fixed 200x250 board and scaled to fit with a
    // small margin, so every size shows the same picture.
    let scale = 0.94 * (width as f32 / BOARD_W).min(height as f32 / BOARD_H);
    let ts = Transform::from_scale(scale, scale).post_translate(
        (width as f32 - BOARD_W * scale) / 2.0,
        (height as f32 - BOARD_H * scale) / 2.0,
    );
    let mut canvas = Canvas {
        pixmap,
        ts,
        pal: Palette::new(fill),
    };
    canvas.backdrop();
    match garment {
        Garment::Shirt => shirt(&mut canvas),
        Garment::Sweatshirt => sweatshirt(&mut canvas),
        Garment::Trousers => trousers(&mut canvas),
        Garment::TrouserSet => trouser_set(&mut canvas),
        Garment::Jacket => jacket(&mut canvas),
        Garment::Set => set(&mut canvas),
        Garment::Suit => suit(&mut canvas),
        Garment::Dress => dress(&mut canvas),
        Garment::Bodysuit => bodysuit(&mut canvas),
        Garment::BabyDress => baby_dress(&mut canvas),
    }
    Ok(canvas.pixmap)
}

const BOARD_W: f32 = 200.0;
const BOARD_H: f32 = 250.0;
const OUTLINE_WIDTH: f32 = 2.4;

const BACKGROUND: Rgb = Rgb(247, 243, 238);
const BACKDROP: Rgb = Rgb(239, 232, 224);
const WHITE: Rgb = Rgb(255, 255, 255);
const BLACK: Rgb = Rgb(0, 0, 0);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Rgb(u8, u8, u8);

impl Rgb {
    fn parse(hex: &str) -> Option<Rgb> {
        let digits = hex.strip_prefix('#').unwrap_or(hex);
        if digits.len() != 6 || !digits.chars().all(|c| c.is_ascii_hexdigit()) {
            return None;
        }
        let channel = |i: usize| u8::from_str_radix(&digits[i..i + 2], 16).ok();
        Some(Rgb(channel(0)?, channel(2)?, channel(4)?))
    }

    /// Moves `t` of the way towards `other`.
    fn mix(self, other: Rgb, t: f32) -> Rgb {
        let lerp = |a: u8, b: u8| (a as f32 + (b as f32 - a as f32) * t).round() as u8;
        Rgb(
            lerp(self.0, other.0),
            lerp(self.1, other.1),
            lerp(self.2, other.2),
        )
    }

    fn luminance(self) -> f32 {
        (0.299 * self.0 as f32 + 0.587 * self.1 as f32 + 0.114 * self.2 as f32) / 255.0
    }

    fn color(self) -> Color {
        Color::from_rgba8(self.0, self.1, self.2, 255)
    }
}

/// Shades derived from the fill so that every detail reads as part of the
/// same piece of fabric.
struct Palette {
    fill: Rgb,
    outline: Rgb,
    detail: Rgb,
    tint: Rgb,
    shirt: Rgb,
}

impl Palette {
    fn new(fill: Rgb) -> Palette {
        let dark = fill.luminance() < 0.3;
        // Stitches on a dark fabric only show when they are lighter.
        let detail = if dark {
            fill.mix(WHITE, 0.3)
        } else {
            fill.mix(BLACK, 0.2)
        };
        Palette {
            fill,
            outline: fill.mix(BLACK, 0.42),
            detail,
            tint: fill.mix(WHITE, 0.6),
            shirt: if fill.luminance() > 0.85 {
                Rgb(214, 230, 244)
            } else {
                Rgb(252, 252, 250)
            },
        }
    }
}

/// One step of an outline, in board coordinates.
#[derive(Clone, Copy)]
enum Seg {
    L(f32, f32),
    Q(f32, f32, f32, f32),
    C(f32, f32, f32, f32, f32, f32),
}

impl Seg {
    fn end(self) -> (f32, f32) {
        match self {
            Seg::L(x, y) | Seg::Q(_, _, x, y) | Seg::C(_, _, _, _, x, y) => (x, y),
        }
    }

    fn apply(self, pb: &mut PathBuilder) {
        match self {
            Seg::L(x, y) => pb.line_to(x, y),
            Seg::Q(cx, cy, x, y) => pb.quad_to(cx, cy, x, y),
            Seg::C(ax, ay, bx, by, x, y) => pb.cubic_to(ax, ay, bx, by, x, y),
        }
    }
}

use Seg::{C, L, Q};

fn open(start: (f32, f32), segs: &[Seg]) -> Option<Path> {
    let mut pb = PathBuilder::new();
    pb.move_to(start.0, start.1);
    for seg in segs {
        seg.apply(&mut pb);
    }
    pb.finish()
}

fn closed(start: (f32, f32), segs: &[Seg]) -> Option<Path> {
    let mut pb = PathBuilder::new();
    pb.move_to(start.0, start.1);
    for seg in segs {
        seg.apply(&mut pb);
    }
    pb.close();
    pb.finish()
}

/// Builds a left-right symmetric outline from its right half, which runs
/// clockwise from `start` on the centre line; the left half retraces it
/// mirrored so the two sides always match.
fn symmetric(start: (f32, f32), right: &[Seg]) -> Option<Path> {
    let mx = |x: f32| BOARD_W - x;
    let mut pb = PathBuilder::new();
    pb.move_to(start.0, start.1);
    let mut starts = Vec::with_capacity(right.len());
    let mut at = start;
    for seg in right {
        starts.push(at);
        seg.apply(&mut pb);
        at = seg.end();
    }
    pb.line_to(mx(at.0), at.1);
    for (seg, (px, py)) in right.iter().zip(starts).rev() {
        match *seg {
            L(..) => pb.line_to(mx(px), py),
            Q(cx, cy, ..) => pb.quad_to(mx(cx), cy, mx(px), py),
            C(ax, ay, bx, by, ..) => pb.cubic_to(mx(bx), by, mx(ax), ay, mx(px), py),
        }
    }
    pb.close();
    pb.finish()
}

fn mirror(path: &Option<Path>) -> Option<Path> {
    path.clone()?
        .transform(Transform::from_row(-1.0, 0.0, 0.0, 1.0, BOARD_W, 0.0))
}

fn circle(x: f32, y: f32, r: f32) -> Option<Path> {
    PathBuilder::from_circle(x, y, r)
}

fn rect(x0: f32, y0: f32, x1: f32, y1: f32) -> Option<Path> {
    closed((x0, y0), &[L(x1, y0), L(x1, y1), L(x0, y1)])
}

struct Canvas {
    pixmap: Pixmap,
    ts: Transform,
    pal: Palette,
}

impl Canvas {
    fn paint(colour: Rgb) -> Paint<'static> {
        let mut paint = Paint::default();
        paint.set_color(colour.color());
        paint.anti_alias = true;
        paint
    }

    fn fill_with(&mut self, path: &Option<Path>, colour: Rgb) {
        if let Some(path) = path {
            self.pixmap
                .fill_path(path, &Self::paint(colour), FillRule::Winding, self.ts, None);
        }
    }

    fn stroke_with(&mut self, path: &Option<Path>, colour: Rgb, width: f32, dash: bool) {
        if let Some(path) = path {
            let stroke = Stroke {
                width,
                line_cap: LineCap::Round,
                line_join: LineJoin::Round,
                dash: if dash {
                    StrokeDash::new(vec![3.0, 2.6], 0.0)
                } else {
                    None
                },
                ..Stroke::default()
            };
            self.pixmap
                .stroke_path(path, &Self::paint(colour), &stroke, self.ts, None);
        }
    }

    /// A soft rounded patch behind the garment, like a product-shot backdrop.
    fn backdrop(&mut self) {
        let path = circle(100.0, 128.0, 92.0);
        self.fill_with(&path, BACKDROP);
    }

    /// A piece of fabric in the garment colour with its outline.
    fn part(&mut self, path: Option<Path>) {
        let fill = self.pal.fill;
        self.part_in(path, fill);
    }

    fn part_in(&mut self, path: Option<Path>, colour: Rgb) {
        self.fill_with(&path, colour);
        let outline = self.pal.outline;
        self.stroke_with(&path, outline, OUTLINE_WIDTH, false);
    }

    /// The same piece and its mirror image on the other side.
    fn parts(&mut self, path: Option<Path>) {
        let other = mirror(&path);
        self.part(path);
        self.part(other);
    }

    /// A sewn edge or fold drawn inside the garment.
    fn seam(&mut self, path: Option<Path>) {
        let detail = self.pal.detail;
        self.stroke_with(&path, detail, 1.4, false);
    }

    fn seams(&mut self, path: Option<Path>) {
        let other = mirror(&path);
        self.seam(path);
        self.seam(other);
    }

    /// A line that separates two pieces, as strong as the outline.
    fn edge(&mut self, path: Option<Path>) {
        let outline = self.pal.outline;
        self.stroke_with(&path, outline, OUTLINE_WIDTH * 0.8, false);
    }

    fn edges(&mut self, path: Option<Path>) {
        let other = mirror(&path);
        self.edge(path);
        self.edge(other);
    }

    /// A dashed top-stitch line.
    fn stitch(&mut self, path: Option<Path>) {
        let detail = self.pal.detail;
        self.stroke_with(&path, detail, 1.1, true);
    }

    fn stitches(&mut self, path: Option<Path>) {
        let other = mirror(&path);
        self.stitch(path);
        self.stitch(other);
    }

    fn button(&mut self, x: f32, y: f32, r: f32) {
        let path = circle(x, y, r);
        let (detail, outline) = (self.pal.detail, self.pal.outline);
        self.fill_with(&path, detail);
        self.stroke_with(&path, outline, 0.9, false);
        for dx in [-0.3 * r, 0.3 * r] {
            self.fill_with(&circle(x + dx, y, r * 0.18), outline);
        }
    }

    /// Vertical rib lines across a knitted band.
    fn ribs(&mut self, x0: f32, x1: f32, top: impl Fn(f32) -> f32, bottom: impl Fn(f32) -> f32) {
        let mut x = x0;
        while x <= x1 {
            self.seam(open((x, top(x)), &[L(x, bottom(x))]));
            x += 5.0;
        }
    }
}

fn shirt(c: &mut Canvas) {
    let body = symmetric(
        (100.0, 36.0),
        &[
            L(122.0, 28.0),
            L(150.0, 40.0),
            C(162.0, 46.0, 168.0, 60.0, 171.0, 76.0),
            L(186.0, 170.0),
            L(164.0, 177.0),
            L(149.0, 98.0),
            L(150.0, 204.0),
            C(142.0, 214.0, 122.0, 222.0, 100.0, 222.0),
        ],
    );
    c.part(body);
    // The inside of the back neck, seen between the collar points.
    let neck = closed((80.0, 31.0), &[Q(100.0, 24.0, 120.0, 31.0), L(100.0, 52.0)]);
    let outline = c.pal.detail;
    c.part_in(neck, outline);
    c.part(closed(
        (78.0, 30.0),
        &[
            Q(100.0, 20.0, 122.0, 30.0),
            L(119.0, 37.0),
            Q(100.0, 29.0, 81.0, 37.0),
        ],
    ));
    c.parts(closed(
        (100.0, 52.0),
        &[L(120.0, 32.0), L(130.0, 37.0), L(114.0, 68.0)],
    ));
    c.seams(open((150.0, 40.0), &[Q(146.0, 70.0, 149.0, 98.0)]));
    // Cuffs.
    c.seams(open((182.0, 154.0), &[L(161.0, 161.0)]));
    c.button(172.0, 168.0, 2.2);
    c.button(28.0, 168.0, 2.2);
    // Button placket.
    c.seam(open((94.0, 55.0), &[L(94.0, 221.0)]));
    c.seam(open((106.0, 55.0), &[L(106.0, 221.0)]));
    for y in [74.0, 104.0, 134.0, 164.0, 194.0] {
        c.button(100.0, y, 3.6);
    }
    // Chest pocket on the wearer's left.
    c.edge(closed(
        (118.0, 82.0),
        &[
            L(140.0, 82.0),
            L(140.0, 102.0),
            L(129.0, 108.0),
            L(118.0, 102.0),
        ],
    ));
    c.stitch(open((118.0, 87.0), &[L(140.0, 87.0)]));
    c.stitch(open(
        (56.0, 205.0),
        &[C(64.0, 212.0, 80.0, 216.0, 94.0, 216.0)],
    ));
    c.stitch(open(
        (144.0, 205.0),
        &[C(136.0, 212.0, 120.0, 216.0, 106.0, 216.0)],
    ));
}

fn sweatshirt(c: &mut Canvas) {
    // The hood lies behind the shoulders.
    c.part(closed(
        (62.0, 62.0),
        &[C(54.0, 4.0, 146.0, 4.0, 138.0, 62.0)],
    ));
    c.part(symmetric(
        (100.0, 50.0),
        &[
            L(126.0, 42.0),
            L(150.0, 52.0),
            C(162.0, 58.0, 168.0, 72.0, 171.0, 86.0),
            L(184.0, 176.0),
            L(163.0, 182.0),
            L(148.0, 102.0),
            L(148.0, 198.0),
            L(100.0, 198.0),
        ],
    ));
    // Ribbed cuffs and waistband.
    let cuff = closed(
        (184.0, 174.0),
        &[L(187.0, 192.0), L(166.0, 198.0), L(162.0, 180.0)],
    );
    c.parts(cuff);
    for (x, y) in [
        (166.0, 182.0),
        (171.0, 181.0),
        (176.0, 179.0),
        (181.0, 178.0),
    ] {
        c.seam(open((x, y), &[L(x + 2.5, y + 13.5)]));
        c.seam(open((BOARD_W - x, y), &[L(BOARD_W - x - 2.5, y + 13.5)]));
    }
    c.part(closed(
        (52.0, 196.0),
        &[L(148.0, 196.0), L(150.0, 216.0), L(50.0, 216.0)],
    ));
    c.ribs(56.0, 146.0, |_| 199.0, |_| 213.0);
    // Face opening of the hood with its lining.
    let lining = c.pal.detail;
    c.part_in(
        closed(
            (78.0, 52.0),
            &[
                C(76.0, 28.0, 124.0, 28.0, 122.0, 52.0),
                Q(116.0, 72.0, 100.0, 88.0),
                Q(84.0, 72.0, 78.0, 52.0),
            ],
        ),
        lining,
    );
    c.part(closed(
        (100.0, 88.0),
        &[
            Q(116.0, 72.0, 122.0, 52.0),
            L(128.0, 54.0),
            Q(123.0, 78.0, 100.0, 96.0),
        ],
    ));
    c.part(closed(
        (100.0, 88.0),
        &[
            Q(84.0, 72.0, 78.0, 52.0),
            L(72.0, 54.0),
            Q(77.0, 78.0, 100.0, 96.0),
        ],
    ));
    // Drawstrings.
    let tint = c.pal.tint;
    let outline = c.pal.outline;
    for (x0, x1) in [(92.0, 90.0), (108.0, 110.0)] {
        let cord = open((x0, 86.0), &[L(x1, 124.0)]);
        c.stroke_with(&cord, outline, 3.6, false);
        c.stroke_with(&cord, tint, 2.0, false);
        c.part_in(rect(x1 - 2.2, 122.0, x1 + 2.2, 130.0), outline);
    }
    // Kangaroo pocket.
    let pocket = closed(
        (80.0, 148.0),
        &[
            L(120.0, 148.0),
            C(123.0, 166.0, 130.0, 180.0, 138.0, 190.0),
            L(62.0, 190.0),
            C(70.0, 180.0, 77.0, 166.0, 80.0, 148.0),
        ],
    );
    c.edge(pocket);
    c.stitches(open(
        (124.0, 152.0),
        &[C(127.0, 168.0, 133.0, 178.0, 140.0, 186.0)],
    ));
    c.seams(open((150.0, 52.0), &[Q(146.0, 80.0, 148.0, 102.0)]));
}

fn trousers(c: &mut Canvas) {
    c.part(symmetric(
        (100.0, 34.0),
        &[
            L(142.0, 34.0),
            C(147.0, 90.0, 151.0, 160.0, 152.0, 236.0),
            L(109.0, 237.0),
            C(107.0, 200.0, 104.0, 160.0, 100.0, 140.0),
        ],
    ));
    c.part(closed(
        (58.0, 14.0),
        &[L(142.0, 14.0), L(143.0, 36.0), L(57.0, 36.0)],
    ));
    c.stitch(open((59.0, 18.0), &[L(141.0, 18.0)]));
    c.stitch(open((58.0, 32.0), &[L(142.0, 32.0)]));
    for x in [70.0, 130.0] {
        c.part(rect(x - 3.0, 11.0, x + 3.0, 39.0));
    }
    c.button(100.0, 25.0, 4.2);
    // Fly.
    c.seam(open((100.0, 36.0), &[L(100.0, 112.0)]));
    c.stitch(open(
        (109.0, 38.0),
        &[L(109.0, 100.0), Q(109.0, 110.0, 101.0, 113.0)],
    ));
    // Slanted front pockets.
    c.edges(open((121.0, 36.0), &[Q(125.0, 62.0, 145.0, 70.0)]));
    c.stitches(open((127.0, 36.0), &[Q(130.0, 56.0, 145.0, 62.0)]));
    // Pressed creases and turned-up hems.
    c.seams(open((127.0, 90.0), &[L(130.0, 226.0)]));
    c.stitches(open((110.0, 225.0), &[L(151.0, 223.0)]));
}

fn trouser_set(c: &mut Canvas) {
    let stripe = c.pal.tint;
    // Joggers, drawn first so the top overlaps their waistband.
    c.part(symmetric(
        (100.0, 122.0),
        &[
            L(138.0, 122.0),
            C(142.0, 160.0, 146.0, 196.0, 146.0, 224.0),
            L(108.0, 226.0),
            C(106.0, 204.0, 103.0, 188.0, 100.0, 180.0),
        ],
    ));
    c.parts(closed(
        (146.0, 222.0),
        &[L(147.0, 240.0), L(109.0, 241.0), L(108.0, 224.0)],
    ));
    c.ribs(112.0, 143.0, |_| 226.0, |_| 238.0);
    c.ribs(57.0, 88.0, |_| 226.0, |_| 238.0);
    let leg_stripe = open(
        (141.0, 142.0),
        &[C(144.0, 170.0, 146.0, 196.0, 145.0, 221.0)],
    );
    let other = mirror(&leg_stripe);
    c.stroke_with(&leg_stripe, stripe, 3.0, false);
    c.stroke_with(&other, stripe, 3.0, false);
    // Top with a half zip.
    c.part(symmetric(
        (100.0, 22.0),
        &[
            L(120.0, 16.0),
            L(144.0, 26.0),
            C(154.0, 32.0, 160.0, 44.0, 162.0, 56.0),
            L(174.0, 118.0),
            L(155.0, 123.0),
            L(143.0, 70.0),
            L(143.0, 128.0),
            L(100.0, 128.0),
        ],
    ));
    c.parts(closed(
        (174.0, 116.0),
        &[L(177.0, 130.0), L(158.0, 135.0), L(155.0, 121.0)],
    ));
    c.part(closed(
        (57.0, 126.0),
        &[L(143.0, 126.0), L(145.0, 142.0), L(55.0, 142.0)],
    ));
    c.ribs(60.0, 141.0, |_| 129.0, |_| 139.0);
    let sleeve_stripe = open((147.0, 28.0), &[C(156.0, 40.0, 162.0, 60.0, 170.0, 112.0)]);
    let other = mirror(&sleeve_stripe);
    c.stroke_with(&sleeve_stripe, stripe, 3.0, false);
    c.stroke_with(&other, stripe, 3.0, false);
    c.seams(open((144.0, 26.0), &[Q(140.0, 50.0, 143.0, 70.0)]));
    // Stand-up collar and zip.
    c.part(closed(
        (80.0, 14.0),
        &[
            Q(100.0, 8.0, 120.0, 14.0),
            L(121.0, 26.0),
            Q(100.0, 32.0, 79.0, 26.0),
        ],
    ));
    let outline = c.pal.outline;
    c.stroke_with(&open((100.0, 22.0), &[L(100.0, 72.0)]), outline, 2.4, false);
    c.part_in(rect(97.0, 30.0, 103.0, 42.0), outline);
}

fn jacket(c: &mut Canvas) {
    c.part(symmetric(
        (100.0, 34.0),
        &[
            L(124.0, 28.0),
            L(152.0, 40.0),
            C(164.0, 46.0, 170.0, 60.0, 172.0, 76.0),
            L(186.0, 172.0),
            L(163.0, 178.0),
            L(150.0, 100.0),
            L(151.0, 202.0),
            L(100.0, 202.0),
        ],
    ));
    // Ribbed cuffs and hem band.
    c.parts(closed(
        (186.0, 170.0),
        &[L(189.0, 188.0), L(167.0, 194.0), L(163.0, 176.0)],
    ));
    for (x, y) in [
        (167.0, 178.0),
        (172.0, 177.0),
        (177.0, 175.0),
        (182.0, 174.0),
    ] {
        c.seam(open((x, y), &[L(x + 2.5, y + 13.5)]));
        c.seam(open((BOARD_W - x, y), &[L(BOARD_W - x - 2.5, y + 13.5)]));
    }
    c.part(closed(
        (49.0, 200.0),
        &[L(151.0, 200.0), L(153.0, 220.0), L(47.0, 220.0)],
    ));
    c.ribs(52.0, 148.0, |_| 203.0, |_| 217.0);
    // Yoke seams and shoulder seams.
    c.seams(open((106.0, 84.0), &[L(150.0, 84.0)]));
    c.stitches(open((106.0, 88.0), &[L(150.0, 88.0)]));
    c.seams(open((152.0, 40.0), &[Q(147.0, 70.0, 150.0, 100.0)]));
    // Slanted welt pockets.
    let welt = open((118.0, 176.0), &[L(138.0, 140.0)]);
    let other = mirror(&welt);
    let outline = c.pal.outline;
    c.stroke_with(&welt, outline, 4.0, false);
    c.stroke_with(&other, outline, 4.0, false);
    c.stitches(open((124.0, 178.0), &[L(144.0, 142.0)]));
    // Stand-up collar.
    let lining = c.pal.detail;
    c.part_in(
        closed((78.0, 22.0), &[Q(100.0, 14.0, 122.0, 22.0), L(100.0, 40.0)]),
        lining,
    );
    c.parts(closed(
        (100.0, 40.0),
        &[L(100.0, 30.0), L(122.0, 18.0), L(127.0, 32.0)],
    ));
    // Zip tape, teeth and pull.
    let zip = open((100.0, 36.0), &[L(100.0, 220.0)]);
    c.stroke_with(&zip, lining, 5.0, false);
    if let Some(zip) = &zip {
        let teeth = Stroke {
            width: 3.6,
            dash: StrokeDash::new(vec![1.4, 1.4], 0.0),
            ..Stroke::default()
        };
        c.pixmap
            .stroke_path(zip, &Canvas::paint(outline), &teeth, c.ts, None);
    }
    c.part_in(
        closed(
            (97.0, 40.0),
            &[L(103.0, 40.0), L(104.0, 56.0), Q(100.0, 60.0, 96.0, 56.0)],
        ),
        outline,
    );
    let detail = c.pal.tint;
    c.fill_with(&circle(100.0, 54.0, 1.6), detail);
}

fn set(c: &mut Canvas) {
    // Shorts, partly under the T-shirt.
    c.part(symmetric(
        (100.0, 128.0),
        &[
            L(141.0, 128.0),
            C(146.0, 160.0, 152.0, 196.0, 156.0, 226.0),
            L(106.0, 230.0),
            C(105.0, 216.0, 103.0, 204.0, 100.0, 196.0),
        ],
    ));
    c.part(closed(
        (59.0, 126.0),
        &[L(141.0, 126.0), L(142.0, 146.0), L(58.0, 146.0)],
    ));
    c.stitch(open((60.0, 142.0), &[L(140.0, 142.0)]));
    c.stitches(open((107.0, 221.0), &[L(155.0, 217.0)]));
    c.seam(open((100.0, 146.0), &[L(100.0, 190.0)]));
    c.edges(open((128.0, 146.0), &[Q(132.0, 164.0, 146.0, 170.0)]));
    // Drawstring bow.
    let tint = c.pal.tint;
    let outline = c.pal.outline;
    for path in [
        open((100.0, 140.0), &[Q(90.0, 150.0, 92.0, 164.0)]),
        open((100.0, 140.0), &[Q(110.0, 150.0, 108.0, 164.0)]),
    ] {
        c.stroke_with(&path, outline, 3.6, false);
        c.stroke_with(&path, tint, 2.0, false);
    }
    // Short-sleeved T-shirt.
    c.part(symmetric(
        (100.0, 26.0),
        &[
            L(120.0, 18.0),
            L(146.0, 28.0),
            C(156.0, 32.0, 168.0, 44.0, 180.0, 62.0),
            L(160.0, 84.0),
            L(145.0, 72.0),
            L(145.0, 134.0),
            L(100.0, 134.0),
        ],
    ));
    c.part(closed(
        (80.0, 20.0),
        &[
            Q(100.0, 34.0, 120.0, 20.0),
            L(124.0, 22.0),
            Q(100.0, 44.0, 76.0, 22.0),
        ],
    ));
    c.stitches(open((173.0, 69.0), &[L(157.0, 80.0)]));
    c.stitch(open((57.0, 129.0), &[L(143.0, 129.0)]));
    c.seams(open((146.0, 28.0), &[Q(142.0, 50.0, 145.0, 72.0)]));
    // A star printed on the chest.
    let mut pb = PathBuilder::new();
    for i in 0..10 {
        let r = if i % 2 == 0 { 18.0 } else { 7.5 };
        let a = std::f32::consts::PI * (i as f32 / 5.0 - 0.5);
        let (x, y) = (100.0 + r * a.cos(), 80.0 + r * a.sin());
        if i == 0 {
            pb.move_to(x, y);
        } else {
            pb.line_to(x, y);
        }
    }
    pb.close();
    c.part_in(pb.finish(), tint);
}

fn suit(c: &mut Canvas) {
    // Trousers below the jacket.
    c.part(symmetric(
        (100.0, 150.0),
        &[
            L(136.0, 150.0),
            C(138.0, 180.0, 140.0, 210.0, 141.0, 242.0),
            L(106.0, 243.0),
            L(100.0, 186.0),
        ],
    ));
    c.seams(open((122.0, 182.0), &[L(123.0, 240.0)]));
    // Jacket.
    c.part(symmetric(
        (100.0, 30.0),
        &[
            L(124.0, 24.0),
            L(154.0, 36.0),
            C(164.0, 42.0, 168.0, 52.0, 170.0, 66.0),
            L(182.0, 172.0),
            L(160.0, 176.0),
            L(150.0, 96.0),
            L(152.0, 178.0),
            Q(124.0, 186.0, 108.0, 182.0),
            L(100.0, 166.0),
        ],
    ));
    c.seams(open((178.0, 156.0), &[L(158.0, 160.0)]));
    c.seams(open((154.0, 36.0), &[Q(148.0, 66.0, 150.0, 96.0)]));
    // Shirt, bow tie and lapels.
    let shirt = c.pal.shirt;
    c.part_in(
        closed((84.0, 28.0), &[L(116.0, 28.0), L(100.0, 110.0)]),
        shirt,
    );
    c.stitch(open((100.0, 50.0), &[L(100.0, 104.0)]));
    c.parts(closed(
        (100.0, 112.0),
        &[
            L(116.0, 26.0),
            L(125.0, 25.0),
            L(128.0, 56.0),
            L(120.0, 60.0),
            L(125.0, 66.0),
        ],
    ));
    let bow = c.pal.outline.mix(BLACK, 0.3);
    let outline = c.pal.outline;
    for path in [
        closed((100.0, 40.0), &[L(113.0, 33.0), L(113.0, 49.0)]),
        closed((100.0, 40.0), &[L(87.0, 33.0), L(87.0, 49.0)]),
    ] {
        c.fill_with(&path, bow);
        c.stroke_with(&path, bow, 1.2, false);
    }
    c.fill_with(&circle(100.0, 40.0, 3.4), bow);
    c.stroke_with(&circle(100.0, 40.0, 3.4), outline, 0.8, false);
    // Closed front with two buttons; the edge below them opens outward.
    c.edge(open((100.0, 112.0), &[L(100.0, 166.0)]));
    c.button(104.0, 132.0, 3.8);
    c.button(104.0, 156.0, 3.8);
    // Pockets and a pocket square.
    let tint = c.pal.tint;
    c.part_in(
        closed(
            (124.0, 92.0),
            &[L(130.0, 82.0), L(136.0, 84.0), L(138.0, 92.0)],
        ),
        tint,
    );
    c.edge(open((122.0, 92.0), &[L(142.0, 92.0)]));
    c.edges(open((118.0, 150.0), &[L(144.0, 150.0)]));
    c.stitches(open((119.0, 154.0), &[L(143.0, 154.0)]));
}

fn dress(c: &mut Canvas) {
    c.part(symmetric(
        (100.0, 44.0),
        &[
            Q(114.0, 44.0, 118.0, 24.0),
            L(134.0, 26.0),
            C(146.0, 30.0, 156.0, 40.0, 160.0, 52.0),
            L(144.0, 66.0),
            C(140.0, 80.0, 138.0, 92.0, 136.0, 104.0),
            C(150.0, 140.0, 170.0, 190.0, 180.0, 220.0),
            Q(171.0, 228.0, 160.0, 224.0),
            Q(150.0, 232.0, 140.0, 227.0),
            Q(130.0, 234.0, 120.0, 229.0),
            Q(110.0, 235.0, 100.0, 230.0),
        ],
    ));
    // Cap sleeve seam and neckline trim.
    c.seams(open((134.0, 26.0), &[Q(138.0, 46.0, 144.0, 66.0)]));
    c.stitches(open((100.0, 50.0), &[Q(118.0, 50.0, 124.0, 28.0)]));
    // Skirt gathers fanning out from the waist.
    for (x0, x1) in [(108.0, 112.0), (118.0, 132.0), (128.0, 152.0)] {
        c.seams(open((x0, 118.0), &[Q(x0 + 2.0, 170.0, x1, 222.0)]));
    }
    c.stitches(open(
        (174.0, 212.0),
        &[
            Q(167.0, 219.0, 159.0, 216.0),
            Q(150.0, 223.0, 140.0, 219.0),
            Q(130.0, 226.0, 120.0, 221.0),
            Q(110.0, 227.0, 100.0, 222.0),
        ],
    ));
    // Waist sash with a bow.
    c.part(closed(
        (63.0, 100.0),
        &[L(137.0, 100.0), L(139.0, 114.0), L(61.0, 114.0)],
    ));
    let ribbon = c.pal.detail;
    c.part_in(
        closed((100.0, 107.0), &[L(96.0, 136.0), L(88.0, 132.0)]),
        ribbon,
    );
    c.part_in(
        closed((100.0, 107.0), &[L(104.0, 136.0), L(112.0, 132.0)]),
        ribbon,
    );
    c.part_in(
        closed(
            (100.0, 107.0),
            &[
                C(110.0, 92.0, 124.0, 98.0, 122.0, 107.0),
                C(124.0, 116.0, 110.0, 122.0, 100.0, 107.0),
            ],
        ),
        ribbon,
    );
    c.part_in(
        closed(
            (100.0, 107.0),
            &[
                C(90.0, 92.0, 76.0, 98.0, 78.0, 107.0),
                C(76.0, 116.0, 90.0, 122.0, 100.0, 107.0),
            ],
        ),
        ribbon,
    );
    c.part_in(circle(100.0, 107.0, 4.0), ribbon);
}

fn bodysuit(c: &mut Canvas) {
    c.part(symmetric(
        (100.0, 50.0),
        &[
            Q(114.0, 50.0, 120.0, 32.0),
            L(138.0, 36.0),
            C(150.0, 40.0, 162.0, 50.0, 172.0, 62.0),
            L(158.0, 88.0),
            L(143.0, 78.0),
            C(146.0, 110.0, 146.0, 140.0, 144.0, 156.0),
            C(140.0, 186.0, 124.0, 204.0, 116.0, 216.0),
            L(100.0, 216.0),
        ],
    ));
    // Envelope neck: the front shoulder overlaps the back.
    c.edges(open((120.0, 32.0), &[Q(126.0, 44.0, 138.0, 47.0)]));
    c.stitches(open((100.0, 55.0), &[Q(117.0, 55.0, 123.0, 37.0)]));
    c.seams(open((138.0, 36.0), &[Q(138.0, 60.0, 143.0, 78.0)]));
    c.stitches(open((166.0, 70.0), &[L(154.0, 83.0)]));
    c.stitches(open(
        (140.0, 160.0),
        &[C(136.0, 184.0, 124.0, 198.0, 117.0, 209.0)],
    ));
    // Snap tab with three snaps.
    c.seam(open((85.0, 202.0), &[L(115.0, 202.0)]));
    for x in [89.0, 100.0, 111.0] {
        c.button(x, 209.0, 3.0);
    }
    // A little heart on the chest.
    let tint = c.pal.tint;
    c.part_in(
        closed(
            (100.0, 104.0),
            &[
                C(86.0, 94.0, 84.0, 80.0, 93.0, 79.0),
                Q(98.0, 79.0, 100.0, 85.0),
                Q(102.0, 79.0, 107.0, 79.0),
                C(116.0, 80.0, 114.0, 94.0, 100.0, 104.0),
            ],
        ),
        tint,
    );
}

fn baby_dress(c: &mut Canvas) {
    // Puff sleeves behind the bodice.
    c.parts(closed(
        (130.0, 36.0),
        &[
            C(150.0, 26.0, 172.0, 44.0, 164.0, 70.0),
            L(146.0, 76.0),
            L(138.0, 52.0),
        ],
    ));
    c.seams(open((148.0, 36.0), &[Q(156.0, 50.0, 154.0, 70.0)]));
    c.stitches(open((163.0, 64.0), &[L(147.0, 70.0)]));
    c.part(symmetric(
        (100.0, 40.0),
        &[
            L(118.0, 32.0),
            L(134.0, 36.0),
            L(142.0, 72.0),
            L(142.0, 96.0),
            C(158.0, 130.0, 172.0, 180.0, 178.0, 222.0),
            Q(169.0, 232.0, 158.0, 225.0),
            Q(148.0, 235.0, 138.0, 228.0),
            Q(128.0, 237.0, 118.0, 230.0),
            Q(108.0, 238.0, 100.0, 231.0),
        ],
    ));
    // Yoke seam with gathers below it.
    c.seam(open((58.0, 96.0), &[L(142.0, 96.0)]));
    for x in [66.0, 78.0, 90.0, 110.0, 122.0, 134.0] {
        c.seam(open((x, 99.0), &[L(x + (x - 100.0) * 0.08, 112.0)]));
    }
    c.stitches(open(
        (174.0, 214.0),
        &[
            Q(166.0, 222.0, 157.0, 217.0),
            Q(147.0, 226.0, 137.0, 220.0),
            Q(127.0, 228.0, 117.0, 222.0),
            Q(108.0, 229.0, 100.0, 223.0),
        ],
    ));
    c.button(100.0, 68.0, 3.2);
    c.button(100.0, 84.0, 3.2);
    // Rounded collar in a lighter shade.
    let tint = c.pal.tint;
    let collar = closed(
        (100.0, 42.0),
        &[
            L(118.0, 32.0),
            C(132.0, 36.0, 134.0, 56.0, 118.0, 60.0),
            C(108.0, 62.0, 102.0, 54.0, 100.0, 42.0),
        ],
    );
    let other = mirror(&collar);
    c.part_in(collar, tint);
    c.part_in(other, tint);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode(bytes: &[u8]) -> image::RgbImage {
        image::load_from_memory_with_format(bytes, image::ImageFormat::WebP)
            .expect("rendered image decodes")
            .to_rgb8()
    }

    fn centre_has(img: &image::RgbImage, want: Rgb) -> bool {
        let (w, h) = img.dimensions();
        let (rx, ry) = (w / 10, h / 12);
        (h / 2 - ry..h / 2 + ry).any(|y| {
            (w / 2 - rx..w / 2 + rx).any(|x| {
                let p = img.get_pixel(x, y).0;
                [
                    p[0].abs_diff(want.0),
                    p[1].abs_diff(want.1),
                    p[2].abs_diff(want.2),
                ]
                .iter()
                .all(|d| *d <= 2)
            })
        })
    }

    #[test]
    fn every_garment_renders_at_every_size() {
        let colours = ["#E94B6A", "#1f2f57", "#FFFFFF", "#F3E9D2"];
        for (i, garment) in Garment::ALL.into_iter().enumerate() {
            for size in IMAGE_SIZES {
                let hex = colours[i % colours.len()];
                let bytes =
                    render_webp(garment, hex, size.width, size.height).expect("render succeeds");
                let img = decode(&bytes);
                assert_eq!(img.dimensions(), (size.width, size.height), "{garment:?}");
                let fill = Rgb::parse(hex).expect("valid colour");
                assert!(centre_has(&img, fill), "{garment:?} {hex} {}", size.name);
            }
        }
    }

    #[test]
    fn files_stay_small() {
        for garment in Garment::ALL {
            let bytes = render_webp(garment, "#4A90D9", 480, 600).expect("render succeeds");
            assert!(bytes.len() < 60_000, "{garment:?}: {} bytes", bytes.len());
        }
    }

    #[test]
    fn rejects_bad_input() {
        assert!(matches!(
            render_webp(Garment::Dress, "pink", 10, 10),
            Err(ImageError::InvalidColour(_))
        ));
        assert!(matches!(
            render_webp(Garment::Dress, "#12345", 10, 10),
            Err(ImageError::InvalidColour(_))
        ));
        assert!(matches!(
            render_webp(Garment::Dress, "#123456", 0, 10),
            Err(ImageError::InvalidSize { .. })
        ));
    }

    #[test]
    fn stems_and_keys() {
        assert_eq!(image_stem(Garment::Dress, "#E94B6A"), "dress-e94b6a");
        assert_eq!(
            image_stem(Garment::BabyDress, "a8e0c8"),
            "baby-dress-a8e0c8"
        );
        let keys: std::collections::HashSet<_> = Garment::ALL.iter().map(|g| g.key()).collect();
        assert_eq!(keys.len(), Garment::ALL.len());
    }

    #[test]
    fn writes_each_size_once() {
        let dir = std::env::temp_dir().join(format!("vitrin-images-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        write_image_set(&dir, Garment::Shirt, "#A8E0C8").expect("first write");
        let big = dir.join("shirt-a8e0c8-big.webp");
        for size in IMAGE_SIZES {
            let path = dir.join(format!("shirt-a8e0c8-{}.webp", size.name));
            let img = decode(&std::fs::read(&path).expect("file exists"));
            assert_eq!(img.dimensions(), (size.width, size.height));
        }
        // An existing file is left alone.
        std::fs::write(&big, b"keep").expect("overwrite for the test");
        write_image_set(&dir, Garment::Shirt, "#A8E0C8").expect("second write");
        assert_eq!(std::fs::read(&big).expect("file exists"), b"keep");
        let leftovers = std::fs::read_dir(&dir)
            .expect("dir exists")
            .filter_map(Result::ok)
            .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
            .count();
        assert_eq!(leftovers, 0);
        std::fs::remove_dir_all(&dir).expect("clean up");
    }
}
