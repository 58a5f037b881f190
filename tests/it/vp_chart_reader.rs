//! A reader of strategy-chart words, written for the tests and independent of the chart's
//! own patterns: it parses each printed line ("3 to a Royal Flush: AKT (no flush penalty)",
//! "Pair of Twos through Nines", "Four of a Kind (two deuces and a pair)", …) into a test of
//! a hold, and plays a deal as a player reading the chart would: the first line with a
//! fitting hold, and of its fitting holds the higher cards. `vp_chart_words.rs` checks that
//! this reading plays every deal as the chart does.
//!
//! The meanings are those of the chart's glossary: a *high card* ranks at least the lowest
//! paying pair; *n to a …* counts the cards kept, wild cards included; *ways* are the
//! straights (five-rank windows, the wheel included) the natural cards kept fit in without
//! needing a card of a wild rank ("ace-low": none such); a *flush penalty* is a discarded
//! card of the suit of a suited draw, a *straight penalty* a discarded card of a rank that
//! would fill a straight the cards kept fit in.

use pokerlab::cards::Rank;
use pokerlab::video_poker::{Bet, DeckCard, GameKind, PayClass, PayTable};

/// The ten five-rank windows, the wheel first (bit 0 the deuce, bit 12 the ace).
const WINDOWS: [u16; 10] = [
    0x100f, 0x1f, 0x3e, 0x7c, 0xf8, 0x1f0, 0x3e0, 0x7c0, 0xf80, 0x1f00,
];

/// What a game's words depend on.
pub struct Game {
    table: PayTable,
    kind: GameKind,
    /// The lowest paying pair's rank index, where pairs pay.
    high: Option<u8>,
    /// Rank bits of wild ranks (the deuce where deuces are wild).
    wild_ranks: u16,
}

impl Game {
    /// The words of `table`.
    pub fn new(table: &PayTable) -> Game {
        let kind = table.kind();
        let high = (kind.has_paying_pairs()
            && table.pay_per_coin(PayClass::HighPair, Bet::MAX) > 0)
            .then_some(table.min_pair().index() as u8);
        let deuce = DeckCard::from_index(0).unwrap();
        Game {
            table: table.clone(),
            kind,
            high,
            wild_ranks: if kind.is_wild(deuce) { 1 } else { 0 },
        }
    }
}

/// One hold of one deal, as the words see it.
pub struct Facts {
    wilds: u8,
    /// Natural cards kept: (rank index, suit index).
    kept: Vec<(u8, u8)>,
    /// Natural cards discarded.
    discarded: Vec<(u8, u8)>,
    /// All five kept: the names a line may give the final hand.
    made: Option<Vec<String>>,
    /// "The higher cards": kept ranks (+1), highest first, 0 for a joker or no card.
    pub reading: [u8; 5],
    /// Worked out once from the above: kept rank bits, all ranks different, all one suit,
    /// windows fitted (all, and without a wild rank), high cards, penalties, unsuited honors.
    ranks: u16,
    distinct: bool,
    suited: bool,
    windows: (u8, u8),
    highs: u8,
    penalties: (bool, bool),
    honors: bool,
}

impl Facts {
    /// The facts of keeping `mask` of `dealt`.
    pub fn new(game: &Game, dealt: &[DeckCard; 5], mask: u8) -> Facts {
        let mut facts = Facts {
            wilds: 0,
            kept: Vec::new(),
            discarded: Vec::new(),
            made: None,
            reading: [0; 5],
            ranks: 0,
            distinct: false,
            suited: false,
            windows: (0, 0),
            highs: 0,
            penalties: (false, false),
            honors: false,
        };
        let mut reading = Vec::new();
        for (i, &c) in dealt.iter().enumerate() {
            let kept = mask & (1 << i) != 0;
            if kept {
                reading.push(c.card().map_or(0, |c| c.rank().index() as u8 + 1));
            }
            if game.kind.is_wild(c) {
                facts.wilds += u8::from(kept);
                continue;
            }
            let Some(card) = c.card() else { continue };
            let rs = (card.rank().index() as u8, card.suit() as u8);
            if kept {
                facts.kept.push(rs);
            } else {
                facts.discarded.push(rs);
            }
        }
        reading.sort_unstable_by(|a, b| b.cmp(a));
        for (slot, r) in facts.reading.iter_mut().zip(reading) {
            *slot = r;
        }
        if mask == 31 {
            let class = game.table.classify(dealt).unwrap_or(PayClass::Nothing);
            // The names a line may give the hand: the pay table's name for its pay line (all
            // the hands that line pays), the hand's own name, or, where that is the pay
            // line's name too, the hand's own name and "(any other)".
            let mut made = vec![format!("All five cards ({})", class.name())];
            if let Some(line) = game.table.line_for(class).filter(|l| l.pay > 0) {
                made.push(line.label.to_owned());
                if class.name() == line.label {
                    made.push(format!("{} (any other)", class.name()));
                } else {
                    made.push(class.name().to_owned());
                }
            }
            facts.made = Some(made);
        }
        facts.ranks = facts.kept.iter().fold(0, |acc, &(r, _)| acc | 1 << r);
        facts.distinct = facts.ranks.count_ones() as usize == facts.kept.len();
        facts.suited = facts
            .kept
            .iter()
            .all(|&(_, s)| Some(s) == facts.kept.first().map(|k| k.1));
        facts.windows = facts.fitted(game);
        facts.highs = facts.high_cards(game);
        facts.penalties = facts.penalty_cards(game);
        facts.honors = facts.unsuited_honors(game);
        facts
    }

    fn ranks(&self) -> u16 {
        self.ranks
    }

    fn distinct(&self) -> bool {
        self.distinct
    }

    fn suited(&self) -> bool {
        self.suited
    }

    fn highs(&self, _game: &Game) -> u8 {
        self.highs
    }

    fn windows(&self, _game: &Game) -> (u8, u8) {
        self.windows
    }

    fn penalties(&self, _game: &Game) -> (bool, bool) {
        self.penalties
    }

    fn high_cards(&self, game: &Game) -> u8 {
        game.high.map_or(0, |h| {
            self.kept.iter().filter(|&&(r, _)| r >= h).count() as u8
        })
    }

    /// Windows the kept ranks fit in, and those needing no wild rank.
    fn fitted(&self, game: &Game) -> (u8, u8) {
        let ranks = self.ranks();
        let fits = WINDOWS.iter().filter(|&&w| ranks & !w == 0);
        let all = fits.clone().count() as u8;
        let ways = fits.filter(|&&w| w & game.wild_ranks == 0).count() as u8;
        (all, ways)
    }

    /// (flush penalty, straight penalty) among the discards.
    fn penalty_cards(&self, game: &Game) -> (bool, bool) {
        let suit = self.kept.first().map(|k| k.1);
        let flush = self.discarded.iter().any(|&(_, s)| Some(s) == suit);
        let ranks = self.ranks();
        let open = WINDOWS
            .iter()
            .filter(|&&w| ranks & !w == 0)
            .fold(0u16, |acc, &w| acc | w)
            & !ranks
            & !game.wild_ranks;
        let straight = self.discarded.iter().any(|&(r, _)| open & (1 << r) != 0);
        (flush, straight)
    }

    /// Unsuited high cards, where the game names cards by rank: two or more of different
    /// ranks, not all of one suit, all ten or higher (or the lowest paying pair if lower).
    fn unsuited_honors(&self, game: &Game) -> bool {
        let Some(h) = game.high else { return false };
        let honor = h.min(8);
        self.kept.len() >= 2
            && self.distinct()
            && !self.suited()
            && self.kept.iter().all(|&(r, _)| r >= honor)
    }
}

/// The draws a clause can name.
#[derive(Clone, Debug)]
enum Draw {
    /// Keep the five cards that make one of these hands.
    Made(Vec<String>),
    /// Keep `w` wild cards and nothing else.
    Alone,
    /// n of a kind: `count` natural cards of one rank (of `ranks`), and a kicker.
    Kind {
        count: u8,
        ranks: Option<Vec<u8>>,
        kicker: Kicker,
    },
    /// Two natural pairs, the higher of `tops`.
    TwoPair(Option<Vec<u8>>),
    /// Suited cards all ten or higher, of these rank sets.
    Royal(Option<Vec<u16>>),
    /// Suited cards that fit a straight, by (ways, high-card counts) options.
    StraightFlush(Vec<(u8, Option<Vec<u8>>)>),
    /// Suited cards that fit no straight, by high-card counts.
    Flush(Option<Vec<u8>>),
    /// Unsuited cards that fit a straight, by ways and high-card counts.
    Straight(Vec<u8>, Option<Vec<u8>>),
    /// Unsuited high cards of these rank sets.
    Unsuited(Vec<u16>),
    /// One natural card of one of these ranks.
    Single(Vec<u8>),
    /// Natural cards that make nothing together.
    Odd,
}

#[derive(Clone, Debug)]
enum Kicker {
    None,
    Any,
    Of(Vec<u8>),
}

/// One clause of a line: natural cards kept, wild cards kept, the draw and the penalty
/// cards it is for.
#[derive(Clone, Debug)]
struct Clause {
    naturals: Option<u8>,
    wilds: u8,
    draw: Draw,
    penalty: Option<fn(bool, bool) -> bool>,
}

/// A line of a chart as the reader understands it.
#[derive(Clone, Debug)]
pub struct Line {
    clauses: Vec<Clause>,
    /// The numbers of wild cards the line is for (its group heading, or its own words).
    wilds_dealt: Option<Vec<u8>>,
}

fn rank_from_plural(word: &str) -> Option<u8> {
    (0..13u8).find(|&r| Rank::from_index(r as usize).map(|x| x.plural()) == Some(word))
}

fn rank_from_name(word: &str) -> Option<u8> {
    (0..13u8).find(|&r| Rank::from_index(r as usize).map(|x| x.name()) == Some(word))
}

fn rank_from_letter(c: char) -> Option<u8> {
    Rank::from_char(c).map(|r| r.index() as u8)
}

/// "A, B or C" → [A, B, C].
fn or_items(text: &str) -> Vec<&str> {
    let (init, last) = match text.rsplit_once(" or ") {
        Some((init, last)) => (init, Some(last)),
        None => (text, None),
    };
    let mut items: Vec<&str> = init.split(", ").collect();
    items.extend(last);
    items
}

/// "Jacks through Aces", "Kings or Queens", "Tens".
fn plural_ranks(text: &str) -> Option<Vec<u8>> {
    if let Some((lo, hi)) = text.split_once(" through ") {
        let (lo, hi) = (rank_from_plural(lo)?, rank_from_plural(hi)?);
        return Some((lo..=hi).collect());
    }
    or_items(text).into_iter().map(rank_from_plural).collect()
}

/// "KQ or QJ" → rank sets.
fn combos(text: &str) -> Option<Vec<u16>> {
    or_items(text)
        .into_iter()
        .map(|item| {
            item.chars()
                .map(|c| rank_from_letter(c).map(|r| 1u16 << r))
                .sum::<Option<u16>>()
        })
        .collect()
}

/// "0–2 high cards", "1 high card", "0 or 3 high cards".
fn high_counts(text: &str) -> Option<Vec<u8>> {
    let text = text
        .strip_suffix(" high cards")
        .or_else(|| text.strip_suffix(" high card"))?;
    if let Some((lo, hi)) = text.split_once('–') {
        return Some((lo.parse().ok()?..=hi.parse().ok()?).collect());
    }
    or_items(text).into_iter().map(|x| x.parse().ok()).collect()
}

/// "3 or 2 ways", "1 way or ace-low", "ace-low".
fn ways(text: &str) -> Option<Vec<u8>> {
    let text = text
        .strip_suffix(" or ace-low")
        .map(|t| (t, true))
        .unwrap_or((text, false));
    let (text, low) = text;
    let mut out: Vec<u8> = Vec::new();
    if text == "ace-low" {
        out.push(0);
    } else {
        let text = text
            .strip_suffix(" ways")
            .or_else(|| text.strip_suffix(" way"))?;
        for item in or_items(text) {
            out.push(item.parse().ok()?);
        }
    }
    if low {
        out.push(0);
    }
    Some(out)
}

/// "one deuce", "two deuces", "the joker", "one wild card", "no deuce".
fn wild_count(text: &str) -> Option<u8> {
    let (first, rest) = text.split_once(' ')?;
    let n = match first.to_ascii_lowercase().as_str() {
        "no" => 0,
        "one" | "the" => 1,
        "two" => 2,
        "three" => 3,
        "four" => 4,
        "five" => 5,
        _ => return None,
    };
    matches!(
        rest,
        "deuce" | "deuces" | "joker" | "wild card" | "wild cards"
    )
    .then_some(n)
}

/// A penalty qualifier as a test of (flush penalty, straight penalty).
fn penalty(text: &str) -> Option<fn(bool, bool) -> bool> {
    Some(match text {
        "no penalty card" => |f, s| !f && !s,
        "no straight penalty" => |_, s| !s,
        "no flush penalty" => |f, _| !f,
        "not both penalties" => |f, s| !(f && s),
        "with a penalty card" => |f, s| f || s,
        "with a flush and a straight penalty" => |f, s| f && s,
        "with a flush penalty only" => |f, s| f && !s,
        "with a straight penalty only" => |f, s| s && !f,
        "with a flush penalty" => |f, _| f,
        "with a straight penalty" => |_, s| s,
        "both penalties or none" => |f, s| f == s,
        "one penalty card" => |f, s| f != s,
        "not a straight penalty alone" => |f, s| f || !s,
        "not a flush penalty alone" => |f, s| s || !f,
        _ => return None,
    })
}

/// Splits "text (inner)" into ("text", Some("inner")).
fn trailing_brackets(text: &str) -> (&str, Option<&str>) {
    match text.strip_suffix(')').and_then(|t| t.rsplit_once(" (")) {
        Some((head, inner)) => (head, Some(inner)),
        None => (text, None),
    }
}

/// "X with one deuce" → ("X", 1).
fn with_wilds(text: &str) -> (&str, u8) {
    if let Some((head, tail)) = text.rsplit_once(" with ")
        && let Some(w) = wild_count(tail)
    {
        return (head, w);
    }
    (text, 0)
}

/// Parses the words of a line; `None` where the reader does not understand them.
pub fn parse_line(game: &Game, rule: &str, heading: Option<&str>) -> Option<Line> {
    let mut wilds_dealt = match heading {
        Some(h) => Some(vec![wild_count(&h.to_ascii_lowercase())?]),
        None => None,
    };
    // "(no deuce)", "(one deuce or two deuces)": which wild cards the line keeps.
    let mut rule = rule;
    let (head, inner) = trailing_brackets(rule);
    if let Some(inner) = inner
        && let Some(list) = or_items(inner)
            .into_iter()
            .map(wild_count)
            .collect::<Option<Vec<u8>>>()
    {
        rule = head;
        wilds_dealt = Some(list);
    }
    // Clauses are separated by "; ", but a straight flush's details continue after one.
    let mut parts: Vec<String> = Vec::new();
    for part in rule.split("; ") {
        let detail = part.strip_prefix("or ").unwrap_or(part);
        let continues = detail.starts_with("ace-low")
            || detail
                .split_once(' ')
                .is_some_and(|(n, rest)| n.parse::<u8>().is_ok() && rest.starts_with("way"));
        match parts.last_mut() {
            Some(last) if continues => {
                last.push_str("; ");
                last.push_str(part);
            }
            _ => parts.push(part.to_owned()),
        }
    }
    let clauses = parts
        .iter()
        .map(|p| parse_clause(game, p))
        .collect::<Option<Vec<Clause>>>()?;
    Some(Line {
        clauses,
        wilds_dealt,
    })
}

fn parse_clause(game: &Game, text: &str) -> Option<Clause> {
    let (body, inner) = trailing_brackets(text);
    let (body, penalty) = match inner.and_then(penalty) {
        Some(p) => (body, Some(p)),
        None => (text, None),
    };
    let clause = |naturals: Option<u8>, wilds: u8, draw: Draw| Clause {
        naturals,
        wilds,
        draw,
        penalty,
    };
    if let Some(c) = parse_kind(game, body) {
        return Some(Clause { penalty, ..c });
    }
    if let Some(made) = body.strip_suffix(" (all five cards)") {
        return Some(clause(None, 0, Draw::Made(made_names(game, made)?)));
    }
    if body == "Discard everything" {
        return Some(clause(Some(0), 0, Draw::Alone));
    }
    if let Some(w) = body.strip_suffix(" alone").and_then(wild_count) {
        return Some(clause(Some(0), w, Draw::Alone));
    }
    if let Some(rest) = body.strip_prefix("Two Pair") {
        let tops = if rest.is_empty() {
            None
        } else if rest == " without aces" {
            Some((0..12).collect())
        } else {
            Some(plural_ranks(rest.strip_prefix(", ")?.strip_suffix(" up")?)?)
        };
        return Some(clause(Some(4), 0, Draw::TwoPair(tops)));
    }
    if let Some(list) = body.strip_prefix("Suited ") {
        return Some(clause(Some(2), 0, Draw::Royal(Some(combos(list)?))));
    }
    if let Some(rest) = body.strip_prefix("Unsuited ") {
        let (list, w) = with_wilds(rest);
        return Some(clause(None, w, Draw::Unsuited(combos(list)?)));
    }
    if let Some(names) = body.strip_suffix(" only") {
        let ranks = or_items(names)
            .into_iter()
            .map(rank_from_name)
            .collect::<Option<Vec<u8>>>()?;
        return Some(clause(Some(1), 0, Draw::Single(ranks)));
    }
    if let Some((wilds, names)) = body
        .split_once(" and an ")
        .or_else(|| body.split_once(" and a "))
        && let Some(w) = wild_count(wilds)
        && let Some(ranks) = or_items(names)
            .into_iter()
            .map(rank_from_name)
            .collect::<Option<Vec<u8>>>()
    {
        return Some(clause(Some(1), w, Draw::Single(ranks)));
    }
    if let Some((n, rest)) = body.split_once(" to a")
        && let Ok(total) = n.parse::<u8>()
    {
        return parse_draw(game, total, rest, penalty);
    }
    if let Some((head, w)) = Some(with_wilds(body))
        && let Some(n) = head
            .strip_suffix(" odd cards")
            .or_else(|| head.strip_suffix(" odd card"))
            .and_then(|n| n.parse::<u8>().ok())
    {
        return Some(clause(Some(n), w, Draw::Odd));
    }
    Some(clause(None, 0, Draw::Made(made_names(game, body)?)))
}

/// "n to a Royal Flush…", "n to a Straight Flush…", "n to a Flush…", "n to an outside
/// straight…" after the number.
fn parse_draw(
    game: &Game,
    total: u8,
    rest: &str,
    penalty: Option<fn(bool, bool) -> bool>,
) -> Option<Clause> {
    let clause = |wilds: u8, draw: Draw| Clause {
        naturals: Some(total - wilds),
        wilds,
        draw,
        penalty,
    };
    let (head, details) = match rest.split_once(": ") {
        Some((h, d)) => (h, Some(d)),
        None => (rest, None),
    };
    // "Flush, 1 high card" / "n outside straight, 2 high cards": counts after a comma.
    let (head, highs) = match head.split_once(", ") {
        Some((h, c)) => (h, Some(high_counts(c)?)),
        None => (head, None),
    };
    let (head, w) = with_wilds(head);
    match head {
        " Royal Flush" => {
            let sets = match details {
                Some(d) => Some(combos(d)?),
                None => None,
            };
            Some(clause(w, Draw::Royal(sets)))
        }
        " Flush" => Some(clause(w, Draw::Flush(highs))),
        "n outside straight" | "n inside straight" => {
            let way = if head.contains("outside") { 2 } else { 1 };
            let highs = match details {
                Some(d) => Some(high_counts(d)?),
                None => highs,
            };
            Some(clause(w, Draw::Straight(vec![way], highs)))
        }
        " straight" => {
            let d = details?;
            let (way_text, highs) = match d.split_once(", ") {
                Some((wt, c)) => (wt, Some(high_counts(c)?)),
                None => (d, None),
            };
            Some(clause(w, Draw::Straight(ways(way_text)?, highs)))
        }
        " Straight Flush" => {
            let mut options = Vec::new();
            for part in details?.split("; ") {
                let part = part.strip_prefix("or ").unwrap_or(part);
                match part.split_once(", ") {
                    Some((wt, c)) if game.high.is_some() => {
                        for way in ways(wt)? {
                            options.push((way, Some(high_counts(c)?)));
                        }
                    }
                    _ => {
                        for way in ways(part)? {
                            options.push((way, None));
                        }
                    }
                }
            }
            Some(clause(w, Draw::StraightFlush(options)))
        }
        _ => None,
    }
}

/// Pairs, trips, quads and fives: "High Pair", "Three Aces with a 2, 3 or 4 kicker",
/// "Four of a Kind (two deuces and a pair)".
fn parse_kind(game: &Game, text: &str) -> Option<Clause> {
    let (text, kicker) = if let Some(t) = text.strip_suffix(" with a kicker") {
        (t, Kicker::Any)
    } else if let Some((t, k)) = text
        .strip_suffix(" kicker")
        .and_then(|t| t.rsplit_once(" with a "))
    {
        let ranks = or_items(k)
            .into_iter()
            .map(|x| x.chars().next().and_then(rank_from_letter))
            .collect::<Option<Vec<u8>>>()?;
        (t, Kicker::Of(ranks))
    } else {
        (text, Kicker::None)
    };
    // "(two deuces and a pair)": wild cards, and how many natural cards of the rank.
    let (text, wilds, natural) = match trailing_brackets(text) {
        (head, Some(inner)) => {
            let (w, natural) = inner.split_once(" and ")?;
            let count = match natural {
                "a pair" => 2,
                "three of a kind" => 3,
                "four of a kind" => 4,
                _ => return None,
            };
            (head, wild_count(w)?, Some(count))
        }
        (head, None) => (head, 0, None),
    };
    let (total, ranks): (u8, Option<Vec<u8>>) = match text {
        "Pair" => (2, None),
        "Three of a Kind" => (3, None),
        "Four of a Kind" => (4, None),
        "Five of a Kind" => (5, None),
        "High Pair" => (2, Some((game.high?..13).collect())),
        "Low Pair" => (2, Some((0..game.high?).collect())),
        _ => {
            if let Some(rest) = text.strip_prefix("Pair of ") {
                (2, Some(plural_ranks(rest)?))
            } else {
                let (word, rest) = text.split_once(' ')?;
                let total = match word {
                    "Three" => 3,
                    "Four" => 4,
                    "Five" => 5,
                    _ => return None,
                };
                (total, Some(plural_ranks(rest)?))
            }
        }
    };
    let count = total.checked_sub(wilds)?;
    if natural.is_some_and(|n| n != count) || count == 0 {
        return None;
    }
    Some(Clause {
        naturals: Some(count + u8::from(!matches!(kicker, Kicker::None))),
        wilds,
        draw: Draw::Kind {
            count,
            ranks,
            kicker,
        },
        penalty: None,
    })
}

/// The made hands of `text`, an "or" list of the pay table's names for them (names may hold
/// commas: "Four 2s, 3s, 4s"); `None` unless the names cover the text exactly.
fn made_names(game: &Game, text: &str) -> Option<Vec<String>> {
    let mut names: Vec<String> = game
        .table
        .lines()
        .iter()
        .filter(|l| l.pay > 0)
        .map(|l| l.label.to_owned())
        .collect();
    for class in game.kind.classes() {
        names.push(class.name().to_owned());
        names.push(format!("{} (any other)", class.name()));
        names.push(format!("All five cards ({})", class.name()));
    }
    // Longest names first, so "Four Aces with 2, 3, 4" is read before "Four Aces".
    names.sort_by_key(|n| std::cmp::Reverse(n.len()));
    let mut found = Vec::new();
    let mut rest = text;
    loop {
        let name = names.iter().find(|n| {
            rest.strip_prefix(n.as_str()).is_some_and(|after| {
                after.is_empty() || after.starts_with(", ") || after.starts_with(" or ")
            })
        })?;
        found.push(name.clone());
        rest = &rest[name.len()..];
        if rest.is_empty() {
            return Some(found);
        }
        rest = rest
            .strip_prefix(", ")
            .or_else(|| rest.strip_prefix(" or "))?;
    }
}

/// The holds of one deal by (natural cards kept, wild cards kept), so that a clause tries only
/// the holds of its size.
pub fn by_size(facts: &[Facts]) -> Vec<Vec<u8>> {
    let mut sizes = vec![Vec::new(); 36];
    for (m, f) in facts.iter().enumerate() {
        sizes[f.kept.len() * 6 + f.wilds as usize].push(m as u8);
    }
    sizes
}

impl Line {
    /// The holds (masks, increasing) of a deal with `dealt_wilds` wild cards that fit this
    /// line; `facts` by mask, `sizes` from [`by_size`].
    pub fn fitting(
        &self,
        game: &Game,
        facts: &[Facts],
        sizes: &[Vec<u8>],
        dealt_wilds: u8,
        out: &mut Vec<u8>,
    ) {
        out.clear();
        if let Some(list) = &self.wilds_dealt
            && !list.contains(&dealt_wilds)
        {
            return;
        }
        for c in &self.clauses {
            let candidates: Vec<u8> = match (&c.draw, c.naturals) {
                (Draw::Made(_), _) => vec![31],
                (_, Some(n)) => sizes[n as usize * 6 + c.wilds as usize].clone(),
                (_, None) => (0..32).collect(),
            };
            out.extend(
                candidates
                    .into_iter()
                    .filter(|&m| c.fits(game, &facts[m as usize])),
            );
        }
        out.sort_unstable();
        out.dedup();
    }
}

impl Clause {
    fn fits(&self, game: &Game, f: &Facts) -> bool {
        let n = f.kept.len() as u8;
        if let Draw::Made(names) = &self.draw {
            return f
                .made
                .as_ref()
                .is_some_and(|m| m.iter().any(|n| names.contains(n)));
        }
        if f.wilds != self.wilds || self.naturals.is_some_and(|k| k != n) || n + f.wilds >= 5 {
            return false;
        }
        let ranks = f.ranks();
        let (fits, ways) = f.windows(game);
        let suited = n >= 2 && f.distinct() && f.suited();
        let royal = suited && ranks & !0x1f00 == 0;
        let shape_ok = match &self.draw {
            Draw::Made(_) => false,
            Draw::Alone => n == 0,
            Draw::Kind {
                count,
                ranks: named,
                kicker,
            } => kind_fits(f, *count, named.as_deref(), kicker),
            Draw::TwoPair(tops) => {
                let mut counts = [0u8; 13];
                for &(r, _) in &f.kept {
                    counts[r as usize] += 1;
                }
                let pairs: Vec<u8> = (0..13u8).filter(|&r| counts[r as usize] == 2).collect();
                n == 4
                    && pairs.len() == 2
                    && tops
                        .as_ref()
                        .is_none_or(|t| pairs.last().is_some_and(|p| t.contains(p)))
            }
            Draw::Royal(sets) => royal && sets.as_ref().is_none_or(|s| s.contains(&ranks)),
            Draw::StraightFlush(options) => {
                suited
                    && !royal
                    && fits > 0
                    && options.iter().any(|(w, h)| {
                        *w == ways && h.as_ref().is_none_or(|h| h.contains(&f.highs(game)))
                    })
            }
            Draw::Flush(highs) => {
                suited
                    && !royal
                    && fits == 0
                    && highs.as_ref().is_none_or(|h| h.contains(&f.highs(game)))
            }
            Draw::Straight(way_list, highs) => {
                n >= 2
                    && f.distinct()
                    && !f.suited()
                    && !f.honors
                    && fits > 0
                    && way_list.contains(&ways)
                    && highs.as_ref().is_none_or(|h| h.contains(&f.highs(game)))
            }
            Draw::Unsuited(sets) => f.honors && sets.contains(&ranks),
            Draw::Single(list) => n == 1 && f.kept.first().is_some_and(|k| list.contains(&k.0)),
            Draw::Odd if f.distinct() => n >= 2 && !suited && !f.honors && fits == 0,
            // A pair and two odd cards.
            Draw::Odd => n == 4 && ranks.count_ones() == 3,
        };
        shape_ok
            && self.penalty.is_none_or(|p| {
                let (fl, st) = f.penalties(game);
                p(fl, st)
            })
    }
}

fn kind_fits(f: &Facts, count: u8, named: Option<&[u8]>, kicker: &Kicker) -> bool {
    let mut counts = [0u8; 13];
    for &(r, _) in &f.kept {
        counts[r as usize] += 1;
    }
    let Some(rank) = (0..13u8).find(|&r| counts[r as usize] == count) else {
        return false;
    };
    if named.is_some_and(|list| !list.contains(&rank)) {
        return false;
    }
    let others: Vec<u8> = f.kept.iter().map(|k| k.0).filter(|&r| r != rank).collect();
    match kicker {
        Kicker::None => others.is_empty(),
        Kicker::Any => others.len() == 1,
        Kicker::Of(list) => others.len() == 1 && list.contains(&others[0]),
    }
}
