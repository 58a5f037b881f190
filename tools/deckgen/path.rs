//! Vector paths with their transforms baked in, written as SVG path data.
//!
//! The generator places every shape (pips, glyphs, court figures) by transforming its points
//! here rather than with SVG `transform` attributes, so the files stay flat and the same
//! drawing code serves the upright and the rotated halves of a card.

use std::fmt::Write as _;

/// A point in card units (the card is 250 × 350 units).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Pt {
    pub x: f64,
    pub y: f64,
}

/// Shorthand for a point.
pub(crate) const fn p(x: f64, y: f64) -> Pt {
    Pt { x, y }
}

/// An affine map `x' = a·x + c·y + e`, `y' = b·x + d·y + f`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Affine {
    a: f64,
    b: f64,
    c: f64,
    d: f64,
    e: f64,
    f: f64,
}

impl Affine {
    /// The identity.
    pub const IDENTITY: Affine = Affine {
        a: 1.0,
        b: 0.0,
        c: 0.0,
        d: 1.0,
        e: 0.0,
        f: 0.0,
    };

    /// Scales by `sx`, `sy` about the origin, then moves by (`dx`, `dy`).
    pub const fn scale_translate(sx: f64, sy: f64, dx: f64, dy: f64) -> Affine {
        Affine {
            a: sx,
            b: 0.0,
            c: 0.0,
            d: sy,
            e: dx,
            f: dy,
        }
    }

    /// A half turn about `centre`.
    pub const fn half_turn(centre: Pt) -> Affine {
        Affine {
            a: -1.0,
            b: 0.0,
            c: 0.0,
            d: -1.0,
            e: 2.0 * centre.x,
            f: 2.0 * centre.y,
        }
    }

    /// A mirror image across the vertical line `x = axis`.
    pub const fn mirror_x(axis: f64) -> Affine {
        Affine {
            a: -1.0,
            b: 0.0,
            c: 0.0,
            d: 1.0,
            e: 2.0 * axis,
            f: 0.0,
        }
    }

    /// A rotation by `degrees` (clockwise on screen) about `centre`.
    pub fn rotate(degrees: f64, centre: Pt) -> Affine {
        let (s, c) = degrees.to_radians().sin_cos();
        Affine {
            a: c,
            b: s,
            c: -s,
            d: c,
            e: centre.x - c * centre.x + s * centre.y,
            f: centre.y - s * centre.x - c * centre.y,
        }
    }

    /// `self` after `first`: the map that applies `first`, then `self`.
    pub fn after(self, first: Affine) -> Affine {
        Affine {
            a: self.a * first.a + self.c * first.b,
            b: self.b * first.a + self.d * first.b,
            c: self.a * first.c + self.c * first.d,
            d: self.b * first.c + self.d * first.d,
            e: self.a * first.e + self.c * first.f + self.e,
            f: self.b * first.e + self.d * first.f + self.f,
        }
    }

    /// Maps one point.
    pub fn apply(self, q: Pt) -> Pt {
        p(
            self.a * q.x + self.c * q.y + self.e,
            self.b * q.x + self.d * q.y + self.f,
        )
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Seg {
    Move(Pt),
    Line(Pt),
    Cubic(Pt, Pt, Pt),
    Close,
}

/// A path: subpaths of lines and cubic Béziers.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Path {
    segs: Vec<Seg>,
}

/// The circle-to-Bézier constant: control arms of `K·r` give a quarter circle.
const K: f64 = 0.552_284_749_830_793_4;

impl Path {
    /// An empty path.
    pub fn new() -> Path {
        Path::default()
    }

    /// Starts a subpath.
    pub fn m(mut self, x: f64, y: f64) -> Path {
        self.segs.push(Seg::Move(p(x, y)));
        self
    }

    /// A straight line.
    pub fn l(mut self, x: f64, y: f64) -> Path {
        self.segs.push(Seg::Line(p(x, y)));
        self
    }

    /// A cubic Bézier.
    #[allow(clippy::too_many_arguments)]
    pub fn c(mut self, x1: f64, y1: f64, x2: f64, y2: f64, x: f64, y: f64) -> Path {
        self.segs.push(Seg::Cubic(p(x1, y1), p(x2, y2), p(x, y)));
        self
    }

    /// Closes the current subpath.
    pub fn z(mut self) -> Path {
        self.segs.push(Seg::Close);
        self
    }

    /// Appends the subpaths of `other`.
    pub fn with(mut self, other: Path) -> Path {
        self.segs.extend(other.segs);
        self
    }

    /// A closed polygon.
    pub fn polygon(points: &[(f64, f64)]) -> Path {
        let mut path = Path::new();
        for (i, &(x, y)) in points.iter().enumerate() {
            path = if i == 0 { path.m(x, y) } else { path.l(x, y) };
        }
        path.z()
    }

    /// An open polyline.
    pub fn polyline(points: &[(f64, f64)]) -> Path {
        let mut path = Path::new();
        for (i, &(x, y)) in points.iter().enumerate() {
            path = if i == 0 { path.m(x, y) } else { path.l(x, y) };
        }
        path
    }

    /// An ellipse, drawn clockwise on screen from its top.
    pub fn ellipse(cx: f64, cy: f64, rx: f64, ry: f64) -> Path {
        let (kx, ky) = (K * rx, K * ry);
        Path::new()
            .m(cx, cy - ry)
            .c(cx + kx, cy - ry, cx + rx, cy - ky, cx + rx, cy)
            .c(cx + rx, cy + ky, cx + kx, cy + ry, cx, cy + ry)
            .c(cx - kx, cy + ry, cx - rx, cy + ky, cx - rx, cy)
            .c(cx - rx, cy - ky, cx - kx, cy - ry, cx, cy - ry)
            .z()
    }

    /// A circle, drawn clockwise on screen.
    pub fn circle(cx: f64, cy: f64, r: f64) -> Path {
        Path::ellipse(cx, cy, r, r)
    }

    /// A rectangle with rounded corners of radius `r`, drawn clockwise on screen.
    pub fn round_rect(x: f64, y: f64, w: f64, h: f64, r: f64) -> Path {
        let k = K * r;
        let (x1, y1) = (x + w, y + h);
        Path::new()
            .m(x + r, y)
            .l(x1 - r, y)
            .c(x1 - r + k, y, x1, y + r - k, x1, y + r)
            .l(x1, y1 - r)
            .c(x1, y1 - r + k, x1 - r + k, y1, x1 - r, y1)
            .l(x + r, y1)
            .c(x + r - k, y1, x, y1 - r + k, x, y1 - r)
            .l(x, y + r)
            .c(x, y + r - k, x + r - k, y, x + r, y)
            .z()
    }

    /// Closes an open subpath drawn from a point on the line `x = axis` to another point on
    /// it by adding its mirror image: a left–right symmetric shape from its right half.
    pub fn mirrored_closed(self, axis: f64) -> Path {
        let back = self.map(Affine::mirror_x(axis)).reversed();
        let mut segs = self.segs;
        segs.extend(back.segs.into_iter().skip(1));
        segs.push(Seg::Close);
        Path { segs }
    }

    /// The path with every point mapped by `t`.
    pub fn map(&self, t: Affine) -> Path {
        let segs = self
            .segs
            .iter()
            .map(|s| match *s {
                Seg::Move(a) => Seg::Move(t.apply(a)),
                Seg::Line(a) => Seg::Line(t.apply(a)),
                Seg::Cubic(a, b, c) => Seg::Cubic(t.apply(a), t.apply(b), t.apply(c)),
                Seg::Close => Seg::Close,
            })
            .collect();
        Path { segs }
    }

    /// The path with each subpath's direction reversed (so that a mirrored shape keeps its
    /// winding and still unites with others under the non-zero fill rule).
    pub fn reversed(&self) -> Path {
        let mut out = Vec::with_capacity(self.segs.len());
        let mut i = 0;
        while i < self.segs.len() {
            // One subpath: a Move, then drawing segments, then maybe a Close.
            let start = i;
            i += 1;
            while i < self.segs.len() && !matches!(self.segs[i], Seg::Move(_)) {
                i += 1;
            }
            let sub = &self.segs[start..i];
            let closed = matches!(sub.last(), Some(Seg::Close));
            let body = if closed { &sub[..sub.len() - 1] } else { sub };
            let mut points = Vec::new(); // end point of each segment, starting with the Move
            for s in body {
                points.push(match *s {
                    Seg::Move(a) | Seg::Line(a) | Seg::Cubic(_, _, a) => a,
                    Seg::Close => continue,
                });
            }
            let Some(&last) = points.last() else { continue };
            out.push(Seg::Move(last));
            for k in (1..body.len()).rev() {
                let from = points[k - 1];
                out.push(match body[k] {
                    Seg::Cubic(c1, c2, _) => Seg::Cubic(c2, c1, from),
                    _ => Seg::Line(from),
                });
            }
            if closed {
                out.push(Seg::Close);
            }
        }
        Path { segs: out }
    }

    #[cfg(test)]
    /// The smallest box holding every point of the path, control points included (so it
    /// holds the curves too): `(top left, bottom right)`.
    pub fn bounds(&self) -> (Pt, Pt) {
        let mut lo = p(f64::INFINITY, f64::INFINITY);
        let mut hi = p(f64::NEG_INFINITY, f64::NEG_INFINITY);
        let mut add = |q: Pt| {
            lo = p(lo.x.min(q.x), lo.y.min(q.y));
            hi = p(hi.x.max(q.x), hi.y.max(q.y));
        };
        for s in &self.segs {
            match *s {
                Seg::Move(a) | Seg::Line(a) => add(a),
                Seg::Cubic(a, b, c) => {
                    add(a);
                    add(b);
                    add(c);
                }
                Seg::Close => {}
            }
        }
        (lo, hi)
    }

    /// SVG path data, with coordinates rounded to hundredths of a unit.
    pub fn to_svg(&self) -> String {
        let mut d = String::new();
        for s in &self.segs {
            match *s {
                Seg::Move(a) => {
                    let _ = write!(d, "M{} {}", num(a.x), num(a.y));
                }
                Seg::Line(a) => {
                    let _ = write!(d, "L{} {}", num(a.x), num(a.y));
                }
                Seg::Cubic(a, b, c) => {
                    let _ = write!(
                        d,
                        "C{} {} {} {} {} {}",
                        num(a.x),
                        num(a.y),
                        num(b.x),
                        num(b.y),
                        num(c.x),
                        num(c.y)
                    );
                }
                Seg::Close => d.push('Z'),
            }
        }
        d
    }
}

/// A number with at most two decimals and no trailing zeros (`12`, `3.5`, `-0.25`).
pub(crate) fn num(v: f64) -> String {
    let hundredths = (v * 100.0).round() as i64;
    let sign = if hundredths < 0 { "-" } else { "" };
    let a = hundredths.unsigned_abs();
    let (whole, frac) = (a / 100, a % 100);
    if frac == 0 {
        format!("{sign}{whole}")
    } else if frac % 10 == 0 {
        format!("{sign}{whole}.{}", frac / 10)
    } else {
        format!("{sign}{whole}.{frac:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_short_and_exact() {
        assert_eq!(num(12.0), "12");
        assert_eq!(num(3.5), "3.5");
        assert_eq!(num(-0.25), "-0.25");
        assert_eq!(num(-0.001), "0");
        assert_eq!(num(1.005_1), "1.01");
    }

    #[test]
    fn half_turn_is_its_own_inverse() {
        let t = Affine::half_turn(p(125.0, 175.0));
        let q = p(10.0, 20.0);
        assert_eq!(t.apply(q), p(240.0, 330.0));
        assert_eq!(t.after(t).apply(q), q);
    }

    #[test]
    fn rotation_turns_clockwise_on_screen() {
        let t = Affine::rotate(90.0, p(0.0, 0.0));
        let q = t.apply(p(1.0, 0.0));
        assert!((q.x - 0.0).abs() < 1e-12 && (q.y - 1.0).abs() < 1e-12);
    }

    #[test]
    fn reversing_twice_gives_the_path_back() {
        let path = Path::new()
            .m(0.0, 0.0)
            .l(10.0, 0.0)
            .c(12.0, 2.0, 12.0, 8.0, 10.0, 10.0)
            .z()
            .with(Path::polyline(&[(1.0, 1.0), (2.0, 3.0), (4.0, 4.0)]));
        assert_eq!(path.reversed().reversed(), path);
        assert_eq!(
            path.reversed().to_svg(),
            "M10 10C12 8 12 2 10 0L0 0ZM4 4L2 3L1 1"
        );
    }
}
