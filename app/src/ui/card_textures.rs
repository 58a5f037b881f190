//! Card pictures as egui textures: rendered from the SVG deck at the exact number of physical
//! pixels they cover, cached, and re-rendered when their size or the display scale changes.
//!
//! A card that is not cached yet is rendered on the spot while this frame's rendering budget
//! lasts (a few milliseconds); past it, rendering becomes a job on the [pool](Pool) and the
//! card shows the nearest cached size of the same picture (scaled), or a blank card, until its
//! pixels arrive a frame or two later. So a table of 52 new cards never stalls the UI.
//!
//! The cache is bounded twice: a texture unused for [`KEEP_PASSES`] passes is dropped, and the
//! pixels held never exceed [`MAX_BYTES`] beyond what the current pass shows (the least
//! recently used textures go first). Every zoom step and display scale needs a whole new set
//! of sizes, and at a zoom of 5 a deck is tens of megabytes: without the byte bound a session
//! of zooming in and out held hundreds of them at once (issue 12's soak grew by 100 MB).

use std::collections::HashMap;
use std::time::{Duration, Instant};

use egui::emath::GuiRounding as _;
use egui::{Color32, ColorImage, Context, Painter, Pos2, Rect, TextureHandle, TextureId, Vec2};

use super::repaint::repaint_waker;
use super::theme;
use pokerlab::art::{self, CardFace, CardImage, DeckStyle};
use pokerlab::jobs::{JobHandle, Pool};

/// What a texture is: one picture, in one style, at one pixel height.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Key {
    face: CardFace,
    style: DeckStyle,
    height_px: u32,
}

struct Entry {
    texture: TextureHandle,
    last_used: u64,
    /// The texture's pixels in bytes (RGBA).
    bytes: usize,
}

/// A card texture ready to paint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardTexture {
    /// The egui texture.
    pub id: TextureId,
    /// Its size in physical pixels, `[width, height]`.
    pub size_px: [u32; 2],
    /// Whether it was rendered for exactly the size asked for (`false`: a stand-in of another
    /// size, shown scaled while the right one is rendered).
    pub exact: bool,
}

/// Passes a texture may go unused before it is dropped.
pub const KEEP_PASSES: u64 = 300;

/// The most pixel bytes kept in textures not shown in the current pass: 16 MiB (about 20
/// decks of ordinary cards, or half a deck at the largest zoom). Texture memory is never given
/// back while the renderer runs (its allocator keeps the blocks), so this bounds how far the
/// window's memory climbs; with a software renderer it is resident memory (issue 12).
pub const MAX_BYTES: usize = 16 << 20;

/// Rendered card textures, keyed by picture, deck style and pixel size.
///
/// Keep one in the app state and ask it for cards every frame:
/// ```
/// use pokerlab::art::{CardFace, DeckStyle};
/// use pokerlab_app::ui::card_textures::CardTextures;
/// let ctx = egui::Context::default();
/// let mut textures = CardTextures::new();
/// let face = CardFace::Card("Ah".parse()?);
/// let _ = ctx.run_ui(egui::RawInput::default(), |ui| {
///     let texture = textures.get(ui.ctx(), face, DeckStyle::TwoColor, 70.0);
///     assert_eq!(texture.map(|t| t.size_px), Some([50, 70]));
/// });
/// # Ok::<(), pokerlab::CardError>(())
/// ```
pub struct CardTextures {
    entries: HashMap<Key, Entry>,
    /// Renders running on the pool.
    pending: HashMap<Key, JobHandle<Option<CardImage>>>,
    pool: Pool,
    budget: Duration,
    pass: u64,
    spent: Duration,
    /// The pixel bytes of all textures held.
    bytes: usize,
    /// The most bytes kept beyond the current pass's textures.
    max_bytes: usize,
}

impl Default for CardTextures {
    fn default() -> Self {
        CardTextures::new()
    }
}

impl CardTextures {
    /// An empty cache that renders up to 6 ms of cards per frame on the UI thread.
    pub fn new() -> CardTextures {
        CardTextures::with_frame_budget(Duration::from_millis(6))
    }

    /// An empty cache that renders up to `budget` of cards per frame on the UI thread and the
    /// rest in the background (`Duration::ZERO`: everything in the background).
    pub fn with_frame_budget(budget: Duration) -> CardTextures {
        CardTextures {
            entries: HashMap::new(),
            pending: HashMap::new(),
            pool: Pool::global(),
            budget,
            pass: u64::MAX,
            spent: Duration::ZERO,
            bytes: 0,
            max_bytes: MAX_BYTES,
        }
    }

    /// The size in points of a card `height` points tall.
    pub fn card_size(height: f32) -> Vec2 {
        Vec2::new(height * 5.0 / 7.0, height)
    }

    /// The pixel height for a card `height_points` tall on this display.
    fn pixel_height(ctx: &Context, height_points: f32) -> u32 {
        let max_side = ctx.input(|i| i.max_texture_side) as f32;
        let px = (height_points * ctx.pixels_per_point()).round();
        // The widest side is the height; clamp to what the renderer and the GPU accept.
        px.clamp(
            art::MIN_HEIGHT as f32,
            (art::MAX_HEIGHT as f32).min(max_side),
        ) as u32
    }

    /// Number of textures held.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether no texture is held.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The pixel bytes held in textures (at most [`MAX_BYTES`] plus what the current pass
    /// shows).
    pub fn bytes(&self) -> usize {
        self.bytes
    }

    /// Number of cards being rendered in the background.
    pub fn pending(&self) -> usize {
        self.pending.len()
    }

    /// Once per pass: take in finished background renders and drop stale textures.
    fn new_pass(&mut self, ctx: &Context) {
        let pass = ctx.cumulative_pass_nr();
        if pass == self.pass {
            return;
        }
        self.pass = pass;
        self.spent = Duration::ZERO;
        let finished: Vec<Key> = self
            .pending
            .iter()
            .filter(|(_, job)| job.is_done())
            .map(|(key, _)| *key)
            .collect();
        for key in finished {
            let image = self
                .pending
                .remove(&key)
                .and_then(|job| job.take_finished());
            match image.flatten() {
                Some(image) => {
                    self.insert(ctx, key, &image);
                }
                None => log::warn!("card {} could not be rendered", key.face),
            }
        }
        self.entries
            .retain(|_, e| e.last_used.saturating_add(KEEP_PASSES) >= pass);
        self.bytes = self.entries.values().map(|e| e.bytes).sum();
    }

    /// Drops the least recently used textures not shown in this pass until at most
    /// `max_bytes` are held (or only this pass's textures are left).
    fn evict(&mut self) {
        while self.bytes > self.max_bytes {
            let oldest = self
                .entries
                .iter()
                .filter(|(_, e)| e.last_used < self.pass)
                .min_by_key(|(_, e)| e.last_used)
                .map(|(key, _)| *key);
            let Some(entry) = oldest.and_then(|key| self.entries.remove(&key)) else {
                return;
            };
            self.bytes -= entry.bytes;
        }
    }

    fn insert(&mut self, ctx: &Context, key: Key, image: &CardImage) -> CardTexture {
        let size = [image.width() as usize, image.height() as usize];
        let pixels = ColorImage::from_rgba_premultiplied(size, image.pixels_premultiplied());
        let name = format!("card {} {} {}px", key.face, key.style.name(), key.height_px);
        let texture = ctx.load_texture(name, pixels, egui::TextureOptions::LINEAR);
        let out = CardTexture {
            id: texture.id(),
            size_px: [image.width(), image.height()],
            exact: true,
        };
        let bytes = size[0] * size[1] * 4;
        let old = self.entries.insert(
            key,
            Entry {
                texture,
                last_used: self.pass,
                bytes,
            },
        );
        self.bytes = self.bytes + bytes - old.map_or(0, |e| e.bytes);
        self.evict();
        out
    }

    /// The texture of `face` in `style` for a card `height_points` tall, at the display's
    /// current scale. Renders it now if this frame's budget allows, otherwise in the
    /// background, meanwhile returning the nearest cached size (with `exact == false`), or
    /// `None` if there is none.
    pub fn get(
        &mut self,
        ctx: &Context,
        face: CardFace,
        style: DeckStyle,
        height_points: f32,
    ) -> Option<CardTexture> {
        self.new_pass(ctx);
        let key = Key {
            face,
            style,
            height_px: Self::pixel_height(ctx, height_points),
        };
        let pass = self.pass;
        if let Some(entry) = self.entries.get_mut(&key) {
            entry.last_used = pass;
            let [w, h] = entry.texture.size();
            return Some(CardTexture {
                id: entry.texture.id(),
                size_px: [w as u32, h as u32],
                exact: true,
            });
        }
        if !self.pending.contains_key(&key) {
            if self.spent < self.budget {
                let start = Instant::now();
                let rendered = art::render(face, style, key.height_px);
                self.spent += start.elapsed();
                // The embedded art always renders (the tests check every picture); if it
                // somehow fails, the card is shown blank rather than taking the app down.
                return match rendered {
                    Ok(image) => Some(self.insert(ctx, key, &image)),
                    Err(e) => {
                        log::warn!("{e}");
                        None
                    }
                };
            }
            let job = self.pool.spawn_task(repaint_waker(ctx), move |control| {
                let image = art::render(key.face, key.style, key.height_px);
                control.update(|slot| *slot = image.ok());
            });
            self.pending.insert(key, job);
        }
        self.stand_in(key)
    }

    /// The cached texture of the same picture nearest in size to `key`.
    fn stand_in(&mut self, key: Key) -> Option<CardTexture> {
        let pass = self.pass;
        let (_, entry) = self
            .entries
            .iter_mut()
            .filter(|(k, _)| k.face == key.face && k.style == key.style)
            .min_by_key(|(k, _)| k.height_px.abs_diff(key.height_px))?;
        entry.last_used = pass;
        let [w, h] = entry.texture.size();
        Some(CardTexture {
            id: entry.texture.id(),
            size_px: [w as u32, h as u32],
            exact: false,
        })
    }

    /// Starts rendering `faces` at `height_points` in the background, so that they are ready
    /// when shown (a deck about to be dealt, say).
    pub fn prefetch(
        &mut self,
        ctx: &Context,
        faces: impl IntoIterator<Item = CardFace>,
        style: DeckStyle,
        height_points: f32,
    ) {
        let budget = std::mem::replace(&mut self.budget, Duration::ZERO);
        for face in faces {
            let _ = self.get(ctx, face, style, height_points);
        }
        self.budget = budget;
    }

    /// Paints `face` filling the card-shaped rect of height `rect.height()` centred in `rect`,
    /// snapped to physical pixels so the texture maps one texel to one pixel. Returns the
    /// rect painted.
    pub fn paint(
        &mut self,
        painter: &Painter,
        rect: Rect,
        face: CardFace,
        style: DeckStyle,
    ) -> Rect {
        self.paint_tinted(painter, rect, face, style, Color32::WHITE)
    }

    /// As [`paint`](Self::paint), multiplying the picture by `tint` (e.g. a translucent white
    /// to dim a card that is already in use).
    pub fn paint_tinted(
        &mut self,
        painter: &Painter,
        rect: Rect,
        face: CardFace,
        style: DeckStyle,
        tint: Color32,
    ) -> Rect {
        let ctx = painter.ctx().clone();
        let ppp = ctx.pixels_per_point();
        let height = rect.height().min(rect.width() * 7.0 / 5.0);
        let card = Rect::from_center_size(rect.center(), Self::card_size(height));
        let texture = self.get(&ctx, face, style, height);
        let card = match texture {
            Some(t) if t.exact => Rect::from_min_size(
                card.min.round_to_pixels(ppp),
                Vec2::new(t.size_px[0] as f32, t.size_px[1] as f32) / ppp,
            ),
            _ => card,
        };
        match texture {
            Some(t) => {
                let uv = Rect::from_min_max(Pos2::ZERO, Pos2::new(1.0, 1.0));
                painter.image(t.id, card, uv, tint);
            }
            None => {
                let fill = theme::card_placeholder(face);
                let radius = (card.height() * 12.0 / 350.0).round().clamp(0.0, 255.0) as u8;
                painter.rect_filled(
                    card,
                    radius,
                    fill.gamma_multiply(f32::from(tint.a()) / 255.0),
                );
            }
        }
        card
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pokerlab::cards::Card;

    fn ace() -> CardFace {
        CardFace::Card("As".parse::<Card>().unwrap())
    }

    /// Runs one pass with the given scale and returns what `f` returns.
    fn pass<T>(ctx: &Context, ppp: f32, mut f: impl FnMut(&Context) -> T) -> T {
        let mut input = egui::RawInput::default();
        input
            .viewports
            .entry(egui::ViewportId::ROOT)
            .or_default()
            .native_pixels_per_point = Some(ppp);
        let mut out = None;
        let _ = ctx.run_ui(input, |ui| out = Some(f(ui.ctx())));
        out.unwrap()
    }

    #[test]
    fn renders_at_the_physical_pixel_size_and_caches() {
        let ctx = Context::default();
        let mut textures = CardTextures::new();
        let first = pass(&ctx, 1.0, |ctx| {
            textures.get(ctx, ace(), DeckStyle::TwoColor, 100.0)
        });
        let first = first.unwrap();
        assert_eq!(first.size_px, [71, 100]);
        assert!(first.exact);
        let again = pass(&ctx, 1.0, |ctx| {
            textures.get(ctx, ace(), DeckStyle::TwoColor, 100.0)
        });
        assert_eq!(again, Some(first));
        assert_eq!(textures.len(), 1);

        // A display scale of 2 needs twice the pixels: a new texture.
        let sharp = pass(&ctx, 2.0, |ctx| {
            textures.get(ctx, ace(), DeckStyle::TwoColor, 100.0)
        })
        .unwrap();
        assert_eq!(sharp.size_px, [143, 200]);
        assert_ne!(sharp.id, first.id);
        // Another style is another texture.
        let four = pass(&ctx, 2.0, |ctx| {
            textures.get(ctx, ace(), DeckStyle::FourColor, 100.0)
        })
        .unwrap();
        assert_ne!(four.id, sharp.id);
        assert_eq!(textures.len(), 3);
    }

    #[test]
    fn renders_in_the_background_past_the_budget_with_a_stand_in() {
        let ctx = Context::default();
        let mut textures = CardTextures::with_frame_budget(Duration::ZERO);
        let style = DeckStyle::TwoColor;
        assert_eq!(
            pass(&ctx, 1.0, |ctx| textures.get(ctx, ace(), style, 100.0)),
            None
        );
        assert_eq!(textures.pending(), 1);
        let wait_for = |textures: &mut CardTextures, height: f32| {
            let start = Instant::now();
            loop {
                let got = pass(&ctx, 1.0, |ctx| textures.get(ctx, ace(), style, height));
                if let Some(t) = got.filter(|t| t.exact) {
                    return t;
                }
                assert!(
                    start.elapsed() < Duration::from_secs(20),
                    "render never arrived"
                );
                std::thread::sleep(Duration::from_millis(5));
            }
        };
        let small = wait_for(&mut textures, 100.0);
        assert_eq!(small.size_px, [71, 100]);
        assert_eq!(textures.pending(), 0);
        // A new size shows the old texture, scaled, until its own arrives.
        let stand_in = pass(&ctx, 1.0, |ctx| textures.get(ctx, ace(), style, 140.0)).unwrap();
        assert!(!stand_in.exact);
        assert_eq!(stand_in.id, small.id);
        let big = wait_for(&mut textures, 140.0);
        assert_eq!(big.size_px, [100, 140]);
    }

    #[test]
    fn sizes_no_longer_shown_are_dropped_past_the_byte_bound() {
        let ctx = Context::default();
        // Everything rendered on the spot, so that each pass gets its exact sizes.
        let mut textures = CardTextures::with_frame_budget(Duration::from_secs(600));
        // Room for about two aces of 100 px (71 × 100 × 4 bytes each).
        textures.max_bytes = 60_000;
        let style = DeckStyle::TwoColor;
        let mut held = Vec::new();
        // Zooming step by step: every pass shows the ace at a new size.
        for step in 0..20 {
            let zoom = 1.0 + step as f32 * 0.1;
            pass(&ctx, zoom, |ctx| textures.get(ctx, ace(), style, 100.0)).unwrap();
            held.push(textures.len());
            assert!(
                textures.bytes() <= 60_000 || textures.len() == 1,
                "{} bytes in {} textures at step {step}",
                textures.bytes(),
                textures.len()
            );
        }
        // Without the bound all 20 sizes would still be held (far fewer than KEEP_PASSES
        // passes have gone by).
        assert!(textures.len() <= 2, "{held:?}");
        // What one pass shows is kept even beyond the bound: a whole hand at a large size.
        let hand: Vec<CardFace> = ["As", "Kd", "Qh", "Jc", "Ts"]
            .iter()
            .map(|c| CardFace::Card(c.parse::<Card>().unwrap()))
            .collect();
        let shown = pass(&ctx, 1.0, |ctx| {
            hand.iter()
                .filter_map(|&face| textures.get(ctx, face, style, 300.0))
                .collect::<Vec<_>>()
        });
        assert_eq!(shown.len(), 5);
        assert!(shown.iter().all(|t| t.exact));
        assert_eq!(textures.len(), 5);
        assert_eq!(textures.bytes(), 5 * 214 * 300 * 4);
    }

    #[test]
    fn prefetch_renders_a_whole_deck_in_the_background() {
        let ctx = Context::default();
        let mut textures = CardTextures::new();
        let style = DeckStyle::FourColor;
        pass(&ctx, 1.0, |ctx| {
            textures.prefetch(ctx, CardFace::all(), style, 40.0)
        });
        // Every face: 52 cards, the joker and the backs. Waiting on the count alone would
        // race the last render (the count once was 54 and the deck grew).
        let faces = CardFace::all().count();
        let start = Instant::now();
        while textures.len() < faces || textures.pending() > 0 {
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "prefetch stalled"
            );
            std::thread::sleep(Duration::from_millis(5));
            pass(&ctx, 1.0, |ctx| textures.get(ctx, ace(), style, 40.0));
        }
        assert_eq!(textures.pending(), 0);
    }

    #[test]
    fn paint_snaps_to_pixels_and_keeps_the_card_shape() {
        let ctx = Context::default();
        let mut textures = CardTextures::new();
        let painted = pass(&ctx, 1.5, |ctx| {
            let painter = ctx.layer_painter(egui::LayerId::background());
            let rect = Rect::from_min_size(Pos2::new(10.3, 20.7), Vec2::new(200.0, 140.0));
            textures.paint(&painter, rect, ace(), DeckStyle::TwoColor)
        });
        // 140 points at 1.5 px/pt: 210 × 150 px.
        assert!((painted.height() * 1.5 - 210.0).abs() < 1e-3, "{painted:?}");
        assert!((painted.width() * 1.5 - 150.0).abs() < 1e-3, "{painted:?}");
        let snapped = painted.min * 1.5;
        assert!((snapped.x - snapped.x.round()).abs() < 1e-3);
        assert!((snapped.y - snapped.y.round()).abs() < 1e-3);
    }
}
